"""The legal-action generator decides by construction what the slow reference decides by
applying every candidate: the same actions in the same order, on random positions of every
variant and player count (and the house rules and options that change what is legal)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from game.rules import (
    Action,
    GameState,
    Group,
    find_variant,
    generate,
    new_game,
    parse_card,
    variant_names,
)
from game.rules.generate import generate_actions
from game.rules.going_out_search import MAX_HAND, search_plan
from game.rules.hand_counts import MAX_COMBOS

from .reference_generation import reference_actions, reference_search_plan
from .support import play, position

#: House rules and options that change which melds, pickups and discards are legal.
OPTIONS: tuple[tuple[str, dict[str, Any]], ...] = (
    ("classic", {"wilds_fewer_than_naturals": True, "one_card_rule": True}),
    ("classic", {"two_naturals_per_wild": True, "jokers_not_discarded": True}),
    ("classic", {"natural_pair_always": True, "pile_blocked_by_canastas": True}),
    ("classic", {"pile_after_initial_meld": True, "three_wilds_any_naturals": True,
                 "black_threes_freeze": True, "turn_pile_as_stock": True}),
    ("classic", {"seven_canastas_win": True, "start_pile_past_black_three": True}),
    ("chile", {"packs": 4}),
    ("spanish", {"four_alone": True}),
    ("hand-and-foot", {"solo": True}),
)
GAMES = [(v, n, {}) for v in sorted(variant_names()) for n in find_variant(v).player_counts]
GAMES += [(v, 4, o) for v, o in OPTIONS]
#: A test run once per game above.
OVER_GAMES = pytest.mark.parametrize(("variant", "players", "options"), GAMES,
                                     ids=[f"{v}-{n}-{'+'.join(o) or 'plain'}" for v, n, o in GAMES])


def random_positions(
    variant: str, players: int, options: dict[str, Any], seed: int, hands: int
) -> Iterator[GameState]:
    """Every state of a few hands played at random, leaning toward melds and pickups so that
    hands reach their end by going out as well as by the stock running out."""
    rng = random.Random(seed)
    for hand in range(hands):
        state = new_game(find_variant(variant, options), players, seed=seed * 1000 + hand)
        for _ in range(800):
            yield state
            if state.is_hand_over:
                break
            # Ending the hand at once (British acaba, a special hand) only when nothing else is
            # legal; nor asking before drawing (British: a "yes" then mostly ends in acaba).
            legal = [a for a in state.legal_actions() if a.kind not in ("acaba", "special")
                     and not (a.kind == "ask" and state.phase == "draw")]
            legal = legal or list(state.legal_actions())
            weights = [8 if a.kind in ("meld", "pickup", "yes") else 1 for a in legal]
            action = rng.choices(legal, weights)[0]
            state, _ = state.apply(action)


@OVER_GAMES
def test_generator_lists_what_applying_every_candidate_finds(
    variant: str, players: int, options: dict[str, Any]
) -> None:
    checked = 0
    for state in random_positions(variant, players, options, seed=players, hands=1):
        want = reference_actions(state)
        got = generate_actions(state.replace())
        assert got == want, (state.to_position(), [str(a) for a in got], [str(a) for a in want])
        checked += 1
    assert checked > 30


@pytest.mark.parametrize("variant", sorted(variant_names()))
def test_going_out_search_finds_what_trying_every_way_finds(variant: str) -> None:
    """The search skips the ways the shapes' judges surely refuse, and still answers as the
    reference that applies every way it reaches (the same plan, or none)."""
    searched = found = 0
    for players in find_variant(variant).player_counts:
        for state in random_positions(variant, players, {}, seed=7 + players, hands=2):
            if state.phase != "play" or len(state.hands[state.turn]) > MAX_HAND:
                continue
            want = reference_search_plan(state)
            assert search_plan(state) == want, state.to_position()
            searched += 1
            found += want is not None
    assert searched > 20


@pytest.mark.parametrize("variant", ["bolivia", "brazil"])
def test_an_escalera_in_reach_is_looked_for(variant: str) -> None:
    """Two canastas down and a sequence of six hearts: the ten of hearts makes the escalera,
    so going out is in reach and found; without a sequence it is not."""
    melds = ["4H 5H 6H 7H 8H 9H", "KC KD KH KS KC KD KH", "QC QD QH QS QC QD QH"]
    state = position(variant=variant, hands=["TH 4C", "4D 4S 5C", "5D 5S 6C", "6D 6S 7C"],
                     melds={"0": melds}, stock="8C 8D 8H 9C 9D 9S", discard="JH")
    assert state.rules.going_out_in_reach(state, 0)
    assert search_plan(state) == reference_search_plan(state) == (
        (Group((parse_card("TH"),)),), parse_card("4C"))
    assert "meld TH" in [str(a) for a in state.legal_actions()]
    shorter = position(variant=variant, hands=["TH 4C", "4D 4S 5C", "5D 5S 6C", "6D 6S 7C"],
                       melds={"0": melds[1:] + ["5H 6H 7H"]}, stock="8C 8D 8H 9C 9D 9S",
                       discard="JH")
    assert not shorter.rules.going_out_in_reach(shorter, 0)
    assert reference_search_plan(shorter) is None


def test_a_ponytail_way_out_needs_the_ponytail_taken_and_seven_wild_cards() -> None:
    melds = ["2: 2H 2S JK JK JK", "7C 7D 7H 7S 7C 7D 7H", "KC KD KH KS KC KD KH",
             "QC QD QH QS QC QD 2C"]
    keys = {"variant": "ponytail", "hands": ["2C 2D 9H", "4D 4S 5C", "5D 5S 6C", "6D 6S 7C"],
            "melds": {"0": melds}, "stock": "8C 8D 8H 9C 9D 9S", "discard": "JH"}
    taken = position(**keys, flags=["ponytail-taken:0", "ponytail-taken:2"],
                     side_piles=["", "4H", "", "5H"])
    assert taken.rules.going_out_in_reach(taken, 0)
    assert search_plan(taken) == reference_search_plan(taken) is not None
    waiting = position(**keys, side_piles=["4H 4C", "4H", "", "5H"])
    assert not waiting.rules.going_out_in_reach(waiting, 0)
    assert reference_search_plan(waiting) is None


@pytest.mark.parametrize("variant", ["samba", "chile", "italy"])
def test_a_second_group_of_a_rank_is_a_way_out(variant: str) -> None:
    """Beside a canasta of kings, two kings and a two make a second group of kings (Samba's
    family): the search's quick looks must not refuse that way, which going out needs."""
    state = position(variant=variant, hands=["KH KH 2D 9S", "4C", "4D", "4S"],
                     melds={"0": ["KS KS KD KD KC KC KS", "QS QD QH QC QS QD QH"]},
                     stock="8C 8D", discard="9D")
    assert search_plan(state) == reference_search_plan(state) is not None
    listed = [str(a) for a in generate_actions(state)]
    assert "meld KH KH 2D" in listed and "ask" in listed


@pytest.mark.parametrize("variant", sorted(variant_names()))
def test_going_out_takes_at_least_the_canastas_the_rules_name(variant: str) -> None:
    """What the going-out search's quick look counts on: in every variant a side with fewer
    canastas than ``canastas_to_go_out`` may not go out (unless its hand may empty without
    going out), and the look never says "out of reach" where the search finds a way."""
    seen = 0
    for players in find_variant(variant).player_counts:
        for state in random_positions(variant, players, {}, seed=11 + players, hands=1):
            if state.phase != "play" or state.rules.hand_may_empty(state, state.turn):
                continue
            rules, team = state.rules, state.team_of(state.turn)
            melds = state.melds[team]
            if sum(1 for m in melds if m.is_canasta) < rules.canastas_to_go_out(players):
                assert rules.going_out_error(state, team, melds) is not None
                seen += 1
            if not rules.going_out_in_reach(state, team):
                assert reference_search_plan(state) is None
    assert seen > 10


def test_lone_naturals_may_go_out_with_wild_cards_under_three_wilds_any_naturals() -> None:
    """Where a meld may hold one natural and up to three wild cards, a natural alone of its
    rank is no lone card: the way out (a natural with two wild cards, twice) and the question
    to the partner are listed, as the reference finds them; without the house rule neither."""
    keys = {"hands": ["KH QS 2C 2D JK JK 9C", "4C 5C", "4D 5D", "4H 5H"],
            "melds": {"0": ["AC AD AH AS AC AD AH"]}}
    state = position(**keys, options={"three_wilds_any_naturals": True})
    listed = [str(a) for a in generate_actions(state.replace())]
    assert listed == [str(a) for a in reference_actions(state)]
    assert "ask" in listed
    assert "meld QS 2D 2C | 9C JK JK" in listed
    plain = [str(a) for a in generate_actions(position(**keys).replace())]
    assert "ask" not in plain


def test_after_a_yes_only_melds_that_keep_the_way_out_are_listed() -> None:
    """Bound by the partner's yes, the seat may meld only what leaves it a way out: the nines
    with the joker strand the pair of fives (no wild card left for them), so that meld is
    refused, as applying it says, while the nines alone and the fives with the joker stay."""
    state = position(hands=["9C 9D 9H 5C 5D JK QS", "4C", "4D", "4H"],
                     melds={"0": ["KC KD KH KS KC KD KH"]})
    bound = play(state, "ask", "yes")
    listed = [str(a) for a in bound.legal_actions()]
    assert "meld 9H 9D 9C" in listed and "meld 5D 5C JK" in listed
    assert not any(a.startswith("meld 9") and "JK" in a and "|" not in a for a in listed)
    assert not bound.is_legal("meld 9C 9D JK")
    assert generate_actions(bound.replace()) == reference_actions(bound)


@pytest.mark.parametrize(("players", "options"), [(4, {}), (4, {"solo": True}), (3, {})],
                         ids=["partners", "solo", "three"])
def test_hand_and_foots_own_looks_keep_the_searchs_answers(
    monkeypatch: pytest.MonkeyPatch, players: int, options: dict[str, Any]
) -> None:
    """Hand and Foot's search for a way out skips ways short of natural or mixed canastas
    (and remembers each hand's answer): on positions of normal bots' play, feet taken and the
    partner's yes given, it answers as the reference that applies every way it reaches."""
    from game.ai import make_bot
    from game.rules.hand_and_foot import HandAndFootRules

    skipped = 0
    looks = HandAndFootRules._canastas_short

    def counted(self: HandAndFootRules, state: GameState, team: int) -> Any:
        short = looks(self, state, team)

        def look(groups: list[Group], rest: Any) -> bool:
            nonlocal skipped
            answer = short(groups, rest)
            skipped += answer
            return answer

        return look

    monkeypatch.setattr(HandAndFootRules, "_canastas_short", counted)
    searched = found = 0
    for hand in range(12):
        state = new_game(find_variant("hand-and-foot", options), players, seed=900 + hand)
        bots = [make_bot("normal", seat) for seat in range(players)]
        while not state.is_hand_over:
            seat = state.turn
            if (state.phase == "play" and len(state.hands[seat]) <= MAX_HAND
                    and not state.rules.hand_may_empty(state, seat)
                    and sum(m.is_canasta for m in state.melds[state.team_of(seat)]) >= 2):
                bound = state.replace(asked="yes")
                want = reference_search_plan(bound)
                assert state.rules.plan_going_out(bound) == want, bound.to_position()
                searched += 1
                found += want is not None
            action = bots[state.to_act].choose(state.player_view(state.to_act))
            state, _ = state.apply(action)
    assert searched > 100 and found > 5 and skipped > 10, (searched, found, skipped)


#: Scores at which a variant's opening changes (a minimum, or Brazil's canastas whatever
#: their points): the random hands above all start at 0.
SCORED = (("brazil", 5000, 0), ("brazil", 7200, 0), ("brazil", 8500, 0), ("brazil", 9100, 0),
          ("cuba", 5000, 0), ("cuba", 5005, 0), ("samba", 7000, 0), ("american", 5000, 0),
          ("spanish", 3000, 0), ("ponytail", 3000, 0), ("hand-and-foot", 0, 1),
          ("hand-and-foot", 0, 3), ("classic", -100, 0), ("classic", 3000, 0))


@pytest.mark.parametrize(("variant", "score", "hand"), SCORED)
def test_generator_lists_the_openings_of_every_score_band(
    variant: str, score: int, hand: int
) -> None:
    """The same comparison at the scores (and Hand and Foot's hands) where an opening's
    minimum changes."""
    checked = 0
    for state in random_positions(variant, 4, {}, seed=score + hand, hands=3):
        state = state.replace(scores=tuple(score for _ in state.scores), hand_number=hand)
        if state.is_hand_over or all(state.melds):
            continue
        want = reference_actions(state)
        got = generate_actions(state.replace())
        assert got == want, (state.to_position(), [str(a) for a in got], [str(a) for a in want])
        checked += 1
    assert checked >= 10


def test_brazil_lists_an_opening_canasta_worth_less_than_any_minimum() -> None:
    """From 7000 (and a natural one from 9000) a canasta opens whatever its points: seven kings
    (70) are listed, as applying them finds."""
    for score in (7200, 9100):
        state = position(variant="brazil", scores=[score, 0],
                         hands=["KS KD KC KH KS KD KC 9S 8D", "5C 6C 7C", "5D 6D 7D", "5H 6H 7H"])
        listed = [str(a) for a in state.legal_actions()]
        assert "meld KS KS KH KD KD KC KC" in listed, listed
        assert generate_actions(state.replace()) == reference_actions(state)


def test_brazil_openings_without_the_canasta_asked_do_not_fill_the_list() -> None:
    """Openings of several melds are listed up to a cap; from 7000 those without a canasta
    are refused whatever their points, so they take none of its places (before, 45 of the 200
    held the kings' canasta here and the rest were refused)."""
    hand = "AS AD KS KD KC KH KS KD KC QS QD JS JD TS TD 9S 9D 8S 8D 7S 7D JK JK 2C 2D"
    state = position(variant="brazil", scores=[7200, 0],
                     hands=[hand, "5C 6C 7C", "5D 6D 7D", "5H 6H 7H"])
    several = [a for a in generate_actions(state.replace())
               if a.kind == "meld" and len(a.groups) > 1]
    assert len(several) == MAX_COMBOS  # the cap filled with openings the rules accept
    assert generate_actions(state.replace()) == reference_actions(state)


@pytest.mark.parametrize(("variant", "players"), [("classic", 4), ("classic", 6), ("classic", 2),
                                                   ("samba", 4), ("bolivia", 4)])
def test_black_threes_melded_first_are_listed_as_applying_them_finds(
        variant: str, players: int) -> None:
    # Black threes may be melded first in the going-out turn where a way out is left: the
    # listing asks the going-out search of the hand left (or applies them); every hand holding
    # three or more of them in a few dozen random hands is compared with applying each count.
    checked = 0
    for hand in range(40):
        rng = random.Random(hand)
        state = new_game(variant, players, seed=hand)
        while not state.is_hand_over:
            threes = tuple(c for c in state.hands[state.turn] if c.is_black_three)
            if state.phase == "play" and len(threes) >= 3:
                listed = {a for a in generate_actions(state.replace())
                          if a.kind == "meld" and all(c.is_black_three for c in a.cards)}
                applied = set()
                for k in range(3, len(threes) + 1):
                    action = Action("meld", (Group(threes[:k]),))
                    if state.is_legal(action):
                        applied.add(action)
                assert listed == applied, state.to_position()
                checked += 1
            choices = state.legal_actions()
            state, _ = state.apply(choices[rng.randrange(len(choices))])
    assert checked > 20


@pytest.mark.parametrize(("hand", "listed"), [
    # Left with one card no meld could take, the king, kept to discard: laid down to see.
    ("3S 3S 3C KH 9S 9S 9D 2D", True),
    # Left with a king, a five and an eight no meld could take: two of them would stay.
    ("3S 3S 3C KH 5D 8C 9S 9S", False),
])
def test_black_threes_that_would_leave_two_cards_no_meld_takes_are_not_laid_down_to_see(
    hand: str, listed: bool, monkeypatch: pytest.MonkeyPatch,
) -> None:
    """In Samba black threes are melded in the turn their player goes out, so laying them
    down with cards to spare is legal only where a way out is left. The listing asked the
    engine, laying them down, and the engine's search found no way at its first look where the
    hand left holds two cards or more that no meld could take; the listing now looks so first
    and lays down only the rest."""
    state = position(variant="samba", hands=[hand, "4C 4D", "5C 5H", "6C 6D"],
                     stock="8D 8H 9H", melds={"0": ["AS AH AD AC AC AD 2C", "QS QH QD QC QC QD QH",
                                                   "9H 9C 9D"]}, melded_seats=[0])
    laid: list[Action] = []
    real_applies = generate.applies

    def counting_applies(state: GameState, action: Action) -> bool:
        laid.append(action)
        return real_applies(state, action)

    monkeypatch.setattr(generate, "applies", counting_applies)
    threes = Action.parse("meld 3S 3S 3C")
    assert (threes in generate_actions(state.replace())) is listed
    assert (threes in laid) is listed
    monkeypatch.undo()
    assert state.is_legal(threes) is listed
    assert generate_actions(state.replace()) == reference_actions(state)


@pytest.mark.parametrize(("hand", "past_seven"), [("AD AC 5H", True), ("AD AC 5H 6S", False)])
def test_naturals_past_seven_that_leave_the_last_card_are_listed_in_modern_american(
        hand: str, past_seven: bool) -> None:
    # The meld a seat goes out with may grow past seven cards: AD AC onto six aces leave 5H,
    # thrown to go out. The listing counted only up to seven, and missed it (found by a
    # fuzz comparing it with applying every candidate); leaving two cards, it stays refused.
    melds = {"0": ["AS AS AH AH JK JK", "KH KH KD KC KC KS KS", "QS QS QH QH QC QC 2C",
                   "4S 4H 4H 4D 4D 4C 4C"], "1": ["9S 9D 9C"]}
    state = position(variant="american", hands=[hand, "5C", "6D", "7H"],
                     stock="9C 9D 9H 8S 8D", melds=melds, melded_seats=[0, 1])
    listed = generate_actions(state.replace())
    assert (Action.parse("meld AD AC") in listed) is past_seven
    assert state.is_legal("meld AD AC") is past_seven
    assert listed == reference_actions(state)


@pytest.mark.parametrize("variant", ["bolivia", "cuba", "spanish"])
def test_every_mix_of_jokers_and_twos_in_a_meld_of_wild_cards_is_listed(variant: str) -> None:
    # Only the first three wild cards of the hand were offered (2D 2C JK): two jokers and a
    # two, which count and leave the hand differently, were legal but never listed (found
    # by a fuzz laying random cards down and looking for a listed move that does the same).
    state = position(variant=variant, hands=["2D 2C JK JK 9S 8D 5H KS", "5C", "6D", "7H"],
                     stock="9C 9D 9H", melds={"0": ["QS QD QH"]}, melded_seats=[0])
    listed = [str(a) for a in generate_actions(state.replace()) if a.kind == "meld" and all(
        c.is_wild for c in a.cards) and a.groups[0].target == "2"]
    assert listed == ["meld 2: 2D 2C JK", "meld 2: 2D JK JK", "meld 2: 2D 2C JK JK"]
    assert generate_actions(state.replace()) == reference_actions(state)


def test_a_way_out_lays_its_black_threes_as_one_meld() -> None:
    # Samba's search tries cards one by one and found the threes as four groups of one card,
    # 'meld 3S | 3C | 3C | 3C': the same move as the listed 'meld 3S 3C 3C 3C', listed twice.
    melds = ["AS AH AD AD AD AC AC 2C", "KS KS KH KD KC", "QS QH QD QC 2D", "JS JD 2H",
             "9S 9D 9D 9C 2C JK", "8S 8S 8H 8H 8D 8C 8C", "7H 7D 7C", "6S 6D 2S",
             "5S 5S 5H 5C 5C 5C 2H 2H", "4S 4H 4H 4H 4D 4C", "QC KC AC", "TD JD QD KD"]
    state = position(variant="samba", hands=["JH 3S 3C 3C 3C", "9H", "6D", "7H"],
                     stock="9C 9D 9H", melds={"0": melds}, melded_seats=[0])
    threes = [str(a) for a in generate_actions(state.replace())
              if a.kind == "meld" and all(c.is_black_three for c in a.cards)]
    assert threes == ["meld 3S 3C 3C", "meld 3S 3C 3C 3C"]


def test_a_natural_that_would_also_extend_a_sequence_is_listed_naming_its_group() -> None:
    # 4H joins the fours, or extends 5H 6H 7H: laid unnamed it is refused as ambiguous, and
    # the listing left the fours' addition out altogether.
    state = position(variant="samba", hands=["4H KS KD 9C", "5C", "6D", "7H"],
                     stock="9C 9D 9H", melds={"0": ["4S 4D 2H 2H", "5H 6H 7H"]},
                     melded_seats=[0])
    listed = generate_actions(state.replace())
    assert Action.parse("meld 4: 4H") in listed and Action.parse("meld seq: 4H") in listed
    assert listed == reference_actions(state)


def test_a_wild_card_laid_on_a_canasta_to_go_out_is_listed_in_modern_american() -> None:
    # "A wild card laid on a canasta for the win": JK onto seven kings leaves 5H to throw.
    melds = {"0": ["AS AS AH AH AD AC AC", "KH KH KD KC KC KS KS", "4S 4H 4H 4D 4D 4C 4C"],
             "1": ["9S 9D 9C"]}
    state = position(variant="american", hands=["JK 5H", "5C", "6D", "7H"],
                     stock="9C 9D 9H 8S 8D", melds=melds, melded_seats=[0, 1])
    listed = generate_actions(state.replace())
    assert Action.parse("meld K: JK") in listed
    assert listed == reference_actions(state)
    # With two cards left after it, the canasta takes no more.
    longer = position(variant="american", hands=["JK 5H 6S", "5C", "6D", "7H"],
                      stock="9C 9D 9H 8S 8D", melds=melds, melded_seats=[0, 1])
    assert Action.parse("meld K: JK") not in generate_actions(longer.replace())
    assert not longer.is_legal("meld K: JK")


@pytest.mark.parametrize("variant", ["samba", "italy", "chile"])
def test_bound_to_go_out_every_choice_of_suits_is_listed_where_sequences_need_one(
        variant: str) -> None:
    # The partner said yes: the seat must go out this turn, with AS KS QS as a sequence, KD
    # onto the kings and 5H thrown. KS is the hand's first king, so the listing judged only
    # "meld KS" (illegal: the sequence would lose its king) and never offered "meld KD".
    melds = {"0": ["9S 9S 9H 9D 9C 9C 2S", "8S 8S 8H 8D 8C 8C 2C", "KH KC KC"],
             "1": ["QD QH QC"]}
    state = position(variant=variant, hands=["AS KS KD QS 5H", "5C", "6D", "7H"],
                     stock="9C 9D 9H 8S 8D", melds=melds, melded_seats=[0, 1], asked="yes")
    assert not state.is_legal("meld KS")
    assert state.is_legal("meld KD")
    listed = generate_actions(state.replace())
    assert Action.parse("meld KD") in listed
    assert listed == reference_actions(state)


@pytest.mark.parametrize("variant", ["samba", "italy", "chile"])
def test_wild_cards_onto_the_second_group_of_a_rank_that_takes_them_are_listed(
        variant: str) -> None:
    # Two groups of tens: the first, unfinished, already holds its two wild cards; the
    # second takes a joker. The listing asked only the group naturals join first, so
    # "meld T: JK" (the judge lays it on the second) was never offered.
    melds = {"0": ["TS TH TD 2S 2H", "TD TC 2C", "9H 9S 9D"], "1": ["KS KS KD"]}
    state = position(variant=variant, hands=["8H JK 5S 4D", "5C", "6D", "7H"],
                     stock="9C 9D 9H 8S 8D", melds=melds, melded_seats=[0, 1])
    assert state.is_legal("meld T: JK")
    listed = generate_actions(state.replace())
    assert Action.parse("meld T: JK") in listed
    assert listed == reference_actions(state)


def test_a_new_group_past_the_cap_to_go_out_is_listed_in_modern_american() -> None:
    # The meld a seat goes out with may pass seven cards: eight queens as a new group, leaving
    # 5H to throw. The listing's counts of new groups stopped at the cap, and the plan wrote
    # the eight queens a card a group.
    melds = {"0": ["AS AS AH AH AD AC AC", "KH KH KD KC KC KS KS", "4S 4H 4H 4D 4D 4C 4C"],
             "1": ["9S 9D 9C"]}
    queens = position(variant="american",
                      hands=["QS QS QH QH QD QD QC QC 5H", "5C", "6D", "7H"],
                      stock="9C 9D 9H 8S 8D", melds=melds, melded_seats=[0, 1])
    listed = [str(a) for a in generate_actions(queens.replace())]
    assert "meld QS QS QH QH QD QD QC QC" in listed
    assert not any("|" in a for a in listed)
    assert generate_actions(queens.replace()) == reference_actions(queens)
    # Joining a meld past the cap is listed a kind at a time, as below it: the jack, then the
    # two (each leaving a card), not both at once (accepted all the same).
    jacks = position(variant="american", hands=["JC 2D 5H", "5C", "6D", "7H"],
                     stock="9C 9D 9H 8S 8D",
                     melds={**melds, "0": [*melds["0"], "JS JS JH JH JD 2C"]},
                     melded_seats=[0, 1])
    listed = [str(a) for a in generate_actions(jacks.replace())]
    assert "meld JC" in listed and "meld J: 2D" in listed
    assert jacks.is_legal("meld JC 2D")
    after = jacks.apply("meld JC")[0]
    assert Action.parse("meld J: 2D") in generate_actions(after.replace())
    assert generate_actions(jacks.replace()) == reference_actions(jacks)
    # With two cards left after them, the new group keeps to seven.
    longer = position(variant="american",
                      hands=["QS QS QH QH QD QD QC QC 5H 6S", "5C", "6D", "7H"],
                      stock="9C 9D 9H 8S 8D", melds=melds, melded_seats=[0, 1])
    assert "meld QS QS QH QH QD QD QC QC" not in [
        str(a) for a in generate_actions(longer.replace())]
    assert not longer.is_legal("meld QS QS QH QH QD QD QC QC")


@pytest.mark.parametrize("variant", ["samba", "italy"])
def test_a_card_at_the_end_of_a_finished_sequence_is_listed_once(variant: str) -> None:
    # 7C extends 4C 5C 6C, and lies just below the finished 8C to AC: the listing offered
    # it once for each sequence it lies next to, the same action twice.
    state = position(variant=variant, players=4,
                     hands=["7C 7C KS KD 9H", "5C", "6D", "7H"], stock="9C 9D 9H",
                     melds={"0": ["8C 9C TC JC QC KC AC", "4C 5C 6C", "QS QD QH"]},
                     melded_seats=[0])
    listed = [str(a) for a in generate_actions(state.replace())]
    assert listed.count("meld seq: 7C") == 1
    assert generate_actions(state.replace()) == reference_actions(state)


@pytest.mark.parametrize("melds", [{}, {"0": ["KS KS KD KD KH 2C"]}])
def test_seven_black_threes_that_win_the_match_are_listed_whatever_the_hand_left(
        melds: dict[str, list[str]]) -> None:
    # Spanish (six players, four packs): seven black threes laid at once win the match, going
    # out or not. The listing judged them as threes melded to go out, and skipped them beside
    # a hand left too long for the going-out search (eleven cards here): the bots never laid
    # the winning meld.
    state = position(variant="spanish", players=6, dealer=5,
                     hands=["3S 3S 3S 3C 3C 3C 3C AS KH QD JH TC 9S 8D 7C 6H 5S 4D",
                            "5C", "6D", "7H", "4C", "4H"], stock="9C 9D 9H", melds=melds,
                     melded_seats=[0] if melds else [])
    seven = Action.parse("meld 3S 3S 3S 3C 3C 3C 3C")
    assert seven in generate_actions(state.replace())
    assert generate_actions(state.replace()) == reference_actions(state)


@pytest.mark.parametrize("variant", ["classic", "classic-bicycle", "uruguayan", "british"])
def test_a_way_out_never_adds_black_threes_to_a_meld_of_them(variant: str) -> None:
    # Six players hold six black threes. With three melded, the other three can only be the
    # discard: a meld of them takes no more. The going-out plan once melded them onto it, and
    # the listing offered that plan, applied unjudged, to a six-threes meld no position reads.
    state = position(
        variant=variant, players=6, dealer=5,
        hands=["3C 3C 3C KS KD KC", "5C", "6D", "7H", "4C", "4D"], stock="9C 9D 9H",
        melds={"0": ["QS QS QD QD QH QH QC", "JS JS JD JD JH 2C 2D", "3S 3S 3S"]},
        melded_seats=[0])
    listed = state.legal_actions()
    assert not [a for a in listed if sum(c.is_black_three for c in a.cards) >= 3]
    for action in listed:
        # Each listed action is one the judge accepts when it is named afresh.
        state.replace().apply(str(action))
    assert not state.replace().is_legal("meld KS KD KC | 3C 3C 3C")


@OVER_GAMES
def test_every_listed_action_is_one_the_judge_accepts(
    variant: str, players: int, options: dict[str, Any]
) -> None:
    # A listed action is applied without being judged again: named afresh (its text, on a
    # copy that listed nothing), the judge must accept it and build the same state.
    checked = 0
    for number, state in enumerate(random_positions(variant, players, options, seed=players + 50,
                                                     hands=3)):
        if state.is_hand_over or number % 2:
            continue
        for action in state.legal_actions():
            listed, _ = state.apply(action)
            judged, _ = state.replace().apply(str(action))
            assert judged == listed, (state.to_position(), str(action))
            checked += 1
    assert checked > 10
