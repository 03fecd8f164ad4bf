"""The going-out search's quick look (``reach.surely_refused``) refuses, without laying them
down, ways the engine always refuses, and only those: each case below is checked against the
engine itself."""

from __future__ import annotations

import pytest

from game.rules import (
    Action,
    GameState,
    Group,
    IllegalActionError,
    find_variant,
    parse_cards,
    read_position,
)
from game.rules.going_out_search import search_plan
from game.rules.melds import Meld
from game.rules.reach import Look, canastas_in_reach, surely_refused

from .reference_generation import reference_search_plan


def samba_like(variant: str, melds: list[str], hand: str) -> GameState:
    return read_position({
        "variant": variant, "players": 4, "dealer": 3, "turn": 0, "phase": "play",
        "hands": [hand, "4C 4D", "5C 5D", "6C 6D"], "stock": "8C 8D 8H 9C",
        "discard": "9H", "melds": {"0": melds},
    })


def groups(text: str) -> list[Group]:
    """``"TC | K: JK"``: groups split by ``|``, a ``K:`` prefix naming the meld."""
    out = []
    for part in text.split("|"):
        head, _, cards = part.rpartition(":")
        out.append(Group(parse_cards(cards), head.strip() or None))
    return out


def refused_by_engine(state: GameState, laid: list[Group]) -> bool:
    try:
        state.apply(Action("meld", tuple(laid)))
    except IllegalActionError:
        return True
    return False


def looked(state: GameState, laid: list[Group], more: str = "") -> bool:
    melds: tuple[Meld, ...] = state.melds[0]
    return surely_refused(state.rules, melds, laid, parse_cards(more))


@pytest.mark.parametrize(("variant", "laid", "refused"), [
    # The ten of clubs extends 6C-9C beside the side's tens: it must name its meld.
    ("samba", "TC", True),
    ("samba", "T: TC", False),
    # A five of clubs extends the other end only: the ten still must name its meld.
    ("samba", "TC | 5C", True),
    # A queen of hearts no run can reach: a group of one queen, too short.
    ("samba", "QH", True),
    # Wild cards alone named for a rank the side never melded: a meld of two cards.
    ("samba", "Q: JK | TC TD", True),
    # Italy: twos laid alone go to the meld of twos, which needs three cards.
    ("italy", "2H", True),
    ("italy", "2H 2S 2D", False),
])
def test_the_quick_look_refuses_what_the_engine_refuses(
    variant: str, laid: str, refused: bool
) -> None:
    hand = "TC TD 5C QH 2H 2S 2D JK KS"
    state = samba_like(variant, ["6C 7C 8C 9C", "TS TH TD", "KC KD KH"], hand)
    ways = groups(laid)
    assert refused_by_engine(state, ways) is refused
    assert looked(state, ways) is refused


def test_a_lone_natural_is_left_to_the_engine_while_a_copy_or_a_neighbour_may_come() -> None:
    state = samba_like("samba", ["6C 7C 8C 9C", "TS TH TD", "KC KD KH"], "TC TD 5C QH JH KS")
    # Another ten of clubs could extend the run first; a jack of hearts could start a run
    # beside the queen: neither way is sure to be refused.
    assert not looked(state, groups("TC"), more="TC")
    assert not looked(state, groups("QH"), more="JH KH")


def test_a_lone_natural_needs_cards_linking_it_to_a_run() -> None:
    """A lone natural that extends none of the side's sequences is only laid if the cards
    laid or to come link it to one step by step, or make a run of three with it: a card
    beside it is not enough."""
    state = samba_like("samba", ["7C 8C 9C", "TS TH TD", "KC KD KH"], "4C 5C 6C QH JH KS")
    # A jack beside the queen of hearts, but no third card for a run: a group of one queen.
    assert refused_by_engine(state, groups("QH | JH"))
    assert looked(state, groups("QH"), more="JH")
    # The four and five of clubs stop short of the side's 7C-9C: no six to link them.
    assert refused_by_engine(state, groups("4C | 5C"))
    assert looked(state, groups("4C"), more="5C")
    # Linked through a six to come, or with a king making the run, they are left to the engine.
    assert not looked(state, groups("4C"), more="5C 6C")
    assert not refused_by_engine(state, groups("6C | 5C | 4C"))
    assert not looked(state, groups("QH"), more="JH KH")
    # The search over the whole hand meets the same ways: its answer is the reference's.
    whole = samba_like("samba", ["7C 8C 9C", "4S 4H 4D 4H 4D 2S 2D", "KC KD KH KS KC KD"],
                       "5C 4C KH QH JH")
    assert search_plan(whole) == reference_search_plan(whole)


def test_a_way_out_whose_lone_naturals_close_a_sequence_is_still_found() -> None:
    """Bolivia, six players: three lone kings make a new meld and the five and four of spades,
    each alone, extend 6S–TS to a canasta (the side's second, with the aces). The bound on the
    canastas a way out could hold counts such lone naturals toward their suit's sequence."""
    state = read_position({
        "variant": "bolivia", "players": 6, "dealer": 5, "turn": 0, "phase": "play",
        "hands": ["KS KC KC 5S 4S 4S", "4C 5C", "4D 5D", "6C 6D", "7C 7D", "9C 9D"],
        "stock": "8C 8D 8H 9H", "discard": "JH",
        "melds": {"0": ["AS AH AH AD AC 2D JK", "QS QS QH QH QD 2C", "8S 8H 8D 8C JK",
                        "6S 7S 8S 9S TS"]},
    })
    plan = search_plan(state)
    assert plan == reference_search_plan(state)
    assert plan is not None and plan[1] == parse_cards("4S")[0]


@pytest.mark.parametrize(("wild_cards", "in_reach"), [("JK 2H", False), ("JK 2H 2S JK", True)])
def test_the_canastas_in_reach_share_the_hands_wild_cards(wild_cards: str, in_reach: bool) -> None:
    """Samba asks two canastas. Kings and queens, five of each, each want two wild cards:
    two wild cards close one of them, not both (each meld counted alone, both looked in
    reach); four close both, and the search finds that way out."""
    state = samba_like("samba", ["KC KD KH KS KC", "QC QD QH QS QC"], f"{wild_cards} 5H")
    assert state.rules.going_out_in_reach(state, 0) is in_reach
    assert (reference_search_plan(state) is not None) is in_reach
    assert (search_plan(state) is not None) is in_reach


def test_a_sequence_is_counted_to_grow_only_by_the_ranks_it_lacks() -> None:
    """A sequence of hearts from seven to jack and a canasta of fours: a jack of hearts (the
    sequence has one) and a five (no six to join it) cannot make the second canasta Samba
    asks, however they are laid; a six and a five of hearts can."""
    melds = ["4S 4H 4D 4C 4C 2S 2D", "7H 8H 9H TH JH"]
    short = samba_like("samba", melds, "JH 5H KS KC 9C")
    look = Look(short.rules, short.melds[0])
    assert look.canastas_after(groups("JH | 5H")) == (1, 0)  # and no sequence canasta
    assert canastas_in_reach(short.rules, short.melds[0], short.hands[0]) == 1
    assert not short.rules.going_out_in_reach(short, 0)
    assert reference_search_plan(short) is None
    able = samba_like("samba", melds, "6H 5H KS")
    assert Look(able.rules, able.melds[0]).canastas_after(groups("6H | 5H")) == (2, 1)
    assert reference_search_plan(able) is not None


@pytest.mark.parametrize(("laid", "refused"), [
    # Black threes meld only alone and at most four at once (going out): five are refused,
    # one group or two, and so is a wild card among them.
    ("3S 3S 3S 3C 3C", True),
    ("3S 3S 3S | 3C 3C", True),
    ("3S 3S 3C 2H", True),
])
def test_the_quick_look_refuses_black_threes_the_engine_refuses(laid: str, refused: bool) -> None:
    state = samba_like("brazil", ["6C 7C 8C 9C", "TS TH TD", "KC KD KH"],
                       "3S 3S 3S 3C 3C 2H JK KS")
    ways = groups(laid)
    assert refused_by_engine(state, ways) is refused
    assert looked(state, ways) is refused


def test_the_quick_look_leaves_black_threes_the_rules_may_take_to_the_engine() -> None:
    """Four black threes (Spanish: seven) may go out: the look does not refuse them."""
    state = samba_like("brazil", ["6C 7C 8C 9C"], "3S 3S 3C 3C 2H")
    assert not looked(state, groups("3S 3S 3C 3C"))
    seven = groups("3S 3S 3S 3S 3C 3C 3C")
    assert not surely_refused(find_variant("spanish"), (), seven, ())
    assert surely_refused(find_variant("brazil"), (), seven, ())
    assert looked(state, groups("3S 3S 3C 3C | 3S"))


@pytest.mark.parametrize(("variant", "hand", "way_out"), [
    # The king and four of hearts extend neither end of 7H-JH (laid alone, each counts
    # toward the sequence's suit): melding them leaves the side its two canastas of groups
    # and no escalera.
    ("brazil", "KH KS KD 4H 4S 4D 9C", False),
    ("bolivia", "KH KS KD 4H 4S 4D 9C", False),
    # The six and five of hearts do extend it, to seven: the way out is there.
    ("brazil", "6H 5H KS KD KC 4S 4D 4C 9C", True),
    ("bolivia", "6H 5H KS KD KC 4S 4D 4C 9C", True),
])
def test_a_way_out_without_its_escalera_is_refused_before_it_is_laid_down(
    variant: str, hand: str, way_out: bool, monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Bolivia and Brazil ask an escalera (a sequence canasta) of a side going out. Where
    the hand holds hearts enough for the side's sequence to reach seven, the search starts;
    a way that lays them elsewhere reaches the canastas the rules count but not the escalera,
    and is refused by the quick look, not by laying it down. The search's answer is the one
    laying every way down gives."""
    state = samba_like(variant, ["AC AC AC AS AS AS AD", "QC QC QC QS QS QS QD",
                                 "7H 8H 9H TH JH"], hand)
    assert state.rules.going_out_in_reach(state, 0)
    assert (reference_search_plan(state) is not None) is way_out
    laid: list[Action] = []
    real_apply = GameState.apply

    def counting_apply(self: GameState, action: Action | str) -> tuple[GameState, list]:
        laid.append(action)  # type: ignore[arg-type]
        return real_apply(self, action)

    monkeypatch.setattr(GameState, "apply", counting_apply)
    assert (search_plan(state) is not None) is way_out
    assert len(laid) == way_out  # only the way that works is laid down, to confirm it
