"""Modern American and Spanish Canasta: their deals, random legal play for every player count
(invariants, replays, positions read back), every listed action applying, and the pieces only
they have (bonus piles, threes laid down, special hands, the face-down starting cards)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from game.rules import (
    Action,
    IllegalActionError,
    check_invariants,
    find_variant,
    new_game,
    parse_cards,
    position_to_toml,
    read_position,
)
from game.rules.american import SPECIAL_HANDS, special_hand, threes_by_colour
from game.rules.cards import full_deck
from game.rules.cases import load_cases
from game.rules.dealing import deal
from game.rules.spanish import PRIZES

from .reference_generation import reference_search_plan
from .support import exact_cuts
from .test_variant_properties import play_random_hand

CASES = Path(__file__).parent.parent / "cases" / "variants"
COUNTS = [("american", 4), ("spanish", 2), ("spanish", 3), ("spanish", 4), ("spanish", 6)]


@pytest.mark.parametrize("variant", ["american", "spanish"])
def test_case_file_has_15_cases_and_3_whole_hand_scorings(variant: str) -> None:
    cases = load_cases(CASES / f"{variant}.toml")
    assert len(cases) >= 15
    assert all(case["position"]["variant"] == variant for case in cases)
    assert len([c for c in cases if "hand_scores" in c.get("end", {})]) >= 3


def test_american_deal_13_cards_bonus_piles_and_an_empty_pile() -> None:
    for seed in range(5):
        state = new_game("american", seed=seed)
        assert state.players == 4 and state.teams == ((0, 2), (1, 3))
        assert [len(h) for h in state.hands] == [13] * 4
        assert state.discard == ()
        assert [len(p) for p in state.side_piles] == [4, 3]
        assert state.red_threes == ((), ()) and state.pile_frozen
        assert [str(a) for a in state.legal_actions()] == ["draw"]


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_spanish_deal_15_cards_six_face_down_and_no_prize_on_top(players: int) -> None:
    for seed in range(8):
        state = new_game("spanish", players, seed=seed)
        assert [len(h) for h in state.hands] == [15] * players
        assert len(state.side_piles) == 1
        top = state.discard[-1]
        assert top.rank not in PRIZES and not top.is_red_three
        assert all(c.rank in PRIZES or c.is_red_three for c in state.discard[:-1])
        # each covered card has one more face-down card on it, under the card that covers it
        assert len(state.side_piles[0]) == 6 + len(state.discard) - 1
        assert state.rules.packs(players) == (4 if players == 6 else 2)
    alone = new_game("spanish", 4, seed=1, options={"four_alone": True})
    assert alone.teams == ((0,), (1,), (2,), (3,))


def test_spanish_prize_on_the_starting_pile_is_covered_face_down_then_face_up() -> None:
    # Seed 003: "kładzie się kolejną zakrytą kartę, a na niej kolejną odkrytą" (another card
    # face down, and on it another face up). A rules case cannot fix a deal, so the deck is.
    rules = find_variant("spanish")
    start = parse_cards("4S 5S 6S 8S 9S TS AS QC 7D KH KC")
    rest = full_deck(2)
    for c in start:
        rest.remove(c)
    rest = [c for c in rest if not c.is_red_three]  # no red three to replace in the hands
    deck = rest[:60] + list(start) + rest[60:]
    dealt = deal(rules, 4, 0, 0, 3, deck)
    assert dealt.pile == parse_cards("AS 7D KC")
    assert dealt.side_piles == (parse_cards("4S 5S 6S 8S 9S TS QC KH"),)
    assert dealt.frozen and dealt.stock == tuple(rest[60:])


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_spanish_deal_lets_only_the_first_player_take_the_pile_in_the_first_round(
    players: int,
) -> None:
    state = new_game("spanish", players, seed=2)
    first = state.turn
    assert {f for f in state.flags if f.startswith("first-round:")} == {
        f"first-round:{s}" for s in range(players) if s != first}
    rng = random.Random(players)
    for _ in range(players):  # the first round: one turn each
        seat = state.turn
        waits = f"first-round:{seat}" in state.flags
        assert waits == (seat != first)
        if waits:
            assert not any(a.kind == "pickup" for a in state.legal_actions())
        state, _ = state.apply("draw")
        assert f"first-round:{seat}" not in state.flags
        while state.turn == seat and not state.is_hand_over:
            state, _ = state.apply(rng.choice([a for a in state.legal_actions()
                                               if a.kind == "discard"]))
    assert not any(f.startswith("first-round:") for f in state.flags)


def test_spanish_exact_cut_marks_the_dealers_side_about_once_in_21_deals() -> None:
    # seed 003: the dealer cuts; exactly fifteen cards a player earns his side 100
    assert 0 < exact_cuts("spanish", lambda s: s.dealer) < 40


@pytest.mark.parametrize(("variant", "players"), COUNTS)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_hands_keep_invariants_replay_and_read_back(
    variant: str, players: int, seed: int
) -> None:
    record, state = play_random_hand(variant, players, seed)
    assert state.is_hand_over and state.result is not None
    again = record.replay()
    assert again == state


@pytest.mark.parametrize(("variant", "players"), COUNTS)
def test_every_listed_action_applies_and_something_is_always_legal(
    variant: str, players: int
) -> None:
    rng = random.Random(players)
    state = new_game(variant, players, seed=11)
    for _ in range(300):
        if state.is_hand_over:
            break
        listed = list(state.legal_actions())
        assert listed, f"no legal action in phase {state.phase}"
        for action in listed:
            state.apply(action)  # raises if a listed action is refused
        state, _ = state.apply(rng.choice(listed))


@pytest.mark.parametrize(("variant", "players"), COUNTS)
def test_complete_hands_play_to_the_next_deal(variant: str, players: int) -> None:
    rng = random.Random(7)
    state = new_game(variant, players, seed=5)
    hands = 0
    for _ in range(6000):
        if state.is_game_over or hands == 2:
            break
        if state.is_hand_over:
            hands += 1
            state, _ = state.apply("deal")
            continue
        state, _ = state.apply(rng.choice(list(state.legal_actions())))
        assert not check_invariants(state)
    assert hands == 2 or state.is_game_over


def test_american_bonus_piles_go_to_the_first_and_second_side_to_open() -> None:
    seen: dict[int, int] = {}
    for seed in range(12):
        rng = random.Random(seed)
        state = new_game("american", seed=seed)
        while not state.is_hand_over:
            before = state
            state, events = state.apply(rng.choice(list(state.legal_actions())))
            for e in events:
                if e.kind == "bonus_pile":
                    assert e.private and len(e.cards) == (4, 3)[e.data]
                    assert len(state.hands[e.seat]) >= len(before.hands[e.seat]) - 7
                    seen[e.data] = seen.get(e.data, 0) + 1
                    assert f"bonus{len(e.cards)}:{e.team}" in state.flags
            if len(state.side_piles) == 2 and not state.side_piles[0]:
                assert any(f.startswith("bonus4:") for f in state.flags)
    assert seen.get(0, 0) > 0


def test_american_threes_laid_and_special_hands() -> None:
    assert special_hand(parse_cards("AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S JK")) == "straight"
    assert special_hand(parse_cards("AS AD KS KD QS QD JS JD TS TD 9S 9D 8S 8D")) == "pairs"
    assert special_hand(parse_cards("AS AD 2S 2D 7S 7D JS JD TS TD 9S 9D 8S 8D")) == "wild pairs"
    assert special_hand(parse_cards("AS AD 2S 2D QS QD JS JD TS TD 9S 9D 8S 8D")) is None
    assert special_hand(parse_cards("4C 4S 4H 4D 9C 9S 9H 9D 7C 7D 7H KC KS KH")) == "garbage"
    assert special_hand(parse_cards("4C 4S 4H 4D 9C 9S 9H 9D 7C 7D 7H JK JK JK")) is None
    assert set(SPECIAL_HANDS.values()) == {3000, 2500, 2000}
    assert [threes_by_colour(n) for n in range(5)] == [0, 100, 300, 500, 1000]
    assert Action.parse("lay 3H 3S") == Action.parse(str(Action.parse("lay 3H 3S")))
    assert str(Action.parse("special")) == "special"


def test_american_lay_is_listed_and_round_trips_through_a_position() -> None:
    state = read_position({
        "variant": "american", "players": 4, "turn": 0, "phase": "play",
        "hands": ["3H 3S KD QC", "5C 6C", "5D 6D", "5H 6H"], "stock": "8C 8D 8H",
        "discard": "4S", "side_piles": ["", "TS TD TH"], "flags": ["bonus4:0"],
        "melded_seats": [0], "melds": {"0": ["9S 9D 9H"]},
    })
    listed = [str(a) for a in state.legal_actions()]
    assert "lay 3H" in listed and "lay 3S" in listed
    assert "discard 3H" not in listed
    after, events = state.apply("lay 3S")
    assert [e.kind for e in events] == ["black_three", "drew"]
    assert after.removed[0] == parse_cards("3S") and "8C" in " ".join(map(str, after.hands[0]))
    assert read_position(after.to_position()) == after


def test_spanish_face_down_cards_join_the_first_taker() -> None:
    for seed in range(15):
        rng = random.Random(seed)
        state = new_game("spanish", 2, seed=seed)
        hidden = state.side_piles[0]
        while not state.is_hand_over:
            state, events = state.apply(rng.choice(list(state.legal_actions())))
            taken = [e for e in events if e.kind == "face_down_taken"]
            if taken:
                assert state.side_piles[0] == ()
                assert len(taken[0].cards) + sum(
                    1 for e in events if e.kind == "red_three") >= len(hidden)
                assert f"took:{taken[0].team}" in state.flags
                return
    pytest.fail("nobody took the pile in fifteen random hands")


def test_an_american_way_out_past_seven_cards_is_listed_and_reads_back() -> None:
    """A wild card laid on a canasta, then the last card thrown: the going-out search finds
    that way (as laying every way down finds it), and the finished hand, with its meld of
    eight, is a legal table and reads back from its position."""
    state = read_position({
        "variant": "american", "players": 4, "turn": 0, "phase": "play",
        "hands": ["2C 4D", "5C 6C", "5D 6D", "5H 6H"], "stock": "8C 8D 8H",
        "discard": "4S", "side_piles": ["", ""], "flags": ["bonus4:0", "bonus3:1"],
        "melded_seats": [0, 1],
        "melds": {"0": ["9S 9D 9H 9C 9S 9D 9H", "KS KD KC KH KS KD KC"], "1": ["JS JD JH"]},
    })
    assert "meld K: 2C" in [str(a) for a in state.legal_actions()]
    plan = reference_search_plan(state)
    assert plan is not None and [str(g) for g in plan[0]] == ["K: 2C"]
    melded, _ = state.apply("meld K: 2C")
    assert melded.meld_of(0, "K").size == 8  # type: ignore[union-attr]
    out, _ = melded.apply("discard 4D")
    assert out.is_hand_over and out.went_out == 0
    assert all(out.rules.meld_error(m) is None for m in out.melds[0])
    assert read_position(position_to_toml(out.to_position())) == out


#: Modern American, unopened (125 at a score of 0): the pile's top king and a pair of kings.
AMERICAN_KINGS = """
variant = "american"
players = 4
phase = "draw"
hands = ["KS KH 9C 8D 7D 6S 5S 4C 4D", "5C 6C 7C", "5D 6D 7D", "5H 6H 7H"]
stock = "5S JC 9D 9H"
discard = "3C QS KD"
"""


def test_american_pair_taking_the_pile_to_open_is_told_it_counts_for_nothing() -> None:
    # The pair of kings takes the pile, but a bare pair beside the top card is no meld of the
    # hand's: the refusal says why the melds count 0, not only that they do.
    state = read_position(AMERICAN_KINGS)
    with pytest.raises(IllegalActionError) as refused:
        state.apply("pickup KS KH")
    assert refused.value.code == "american.opening_pair"
    assert refused.value.params == {"minimum": 125, "value": 0}
    assert "is no meld of its own" in str(refused.value)
    # Three kings are a meld of the hand's own: they count, the top card does not.
    state = read_position(AMERICAN_KINGS.replace("KS KH 9C", "KS KH KC 9C"))
    with pytest.raises(IllegalActionError) as refused:
        state.apply("pickup KS KH KC")
    assert refused.value.code == "american.opening_hand"
    assert refused.value.params == {"minimum": 125, "value": 30}


@pytest.mark.parametrize("rest", ["5D", ""])
def test_seven_black_threes_leaving_one_card_or_none_are_listed_and_win_the_match(
    rest: str,
) -> None:
    # The side has no canasta, so neither melding down to one card nor to none would be a
    # way out; the threes end the match all the same.
    state = read_position({
        "variant": "spanish", "players": 6, "turn": 0, "phase": "play",
        "scores": [1000, 4000], "hands": [f"3S 3S 3S 3C 3C 3C 3S {rest}".strip(), "5C", "5D",
                                          "5H", "6C", "6H"],
        "stock": "8C 8D 8H", "discard": "4D", "melded_seats": [0],
        "melds": {"0": ["KS KD KC"]},
    })
    threes = Action.parse("meld 3S 3S 3S 3S 3C 3C 3C")
    assert threes in state.legal_actions()
    after, events = state.apply(threes)
    assert after.is_game_over and after.ended_by == "black threes"
    assert "went_out" not in [e.kind for e in events]
    assert after.total_scores[0] == 7000


@pytest.mark.parametrize(("players", "partner"), [(2, False), (4, True)])
def test_spanish_first_taking_names_a_partner_only_where_there_is_one(
    players: int, partner: bool
) -> None:
    others = ["4C 5C 6C", "4D 5D 6D", "4H 5H 6H"][: players - 1]
    state = read_position({
        "variant": "spanish", "players": players, "turn": 0, "phase": "draw",
        "hands": ["KS 5D 8H 9H", *others], "stock": "8C 8D", "discard": "9D KH",
        "melded_seats": [0], "melds": {"0": ["QS QD QC"]},
    })
    with pytest.raises(IllegalActionError) as refused:
        state.apply("pickup KS")
    assert str(refused.value).startswith("The first time you take the pile this hand")
    assert ("partner" in str(refused.value)) == partner


def test_american_eighth_card_says_more_only_going_out() -> None:
    state = read_position({
        "variant": "american", "players": 4, "turn": 0, "phase": "play",
        "hands": ["KD 5C 6D 8H 9H", "4C 5C 6C", "4D 5D 6D", "4H 5H 6H"], "stock": "8C 8D",
        "discard": "7S", "melded_seats": [0], "melds": {"0": ["KS KS KD KC KC KH KH"]},
        "flags": ["bonus4:0"], "side_piles": ["", "TS TD TH"],
    })
    with pytest.raises(IllegalActionError, match="more only in the meld you go out with"):
        state.apply("meld KD")
