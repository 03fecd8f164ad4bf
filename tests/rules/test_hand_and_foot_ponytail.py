"""Hand and Foot and Ponytail Canasta: random legal play for every player count (invariants with
the feet and ponytails counted, records replay, positions read back, every listed action
applies), the deal of the side piles, the exact cut, private events, and the case files."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.rules import (
    GameRecord,
    GameState,
    check_invariants,
    find_variant,
    format_cards,
    new_game,
    position_to_toml,
    read_position,
)
from game.rules.cases import load_cases, run_case
from game.rules.errors import PositionError

from .support import exact_cuts

CASES = Path(__file__).parent.parent / "cases" / "variants"
GAMES = [(v, n) for v in ("hand-and-foot", "ponytail") for n in find_variant(v).player_counts]
STEP_LIMIT = 3000


def play_hand(
    variant: str, players: int, seed: int, options: dict[str, object] | None = None,
    check_all: bool = False,
) -> tuple[GameRecord, GameState]:
    """One hand of random legal play (melds and pickups preferred so hands reach the feet and
    ponytails), every state checked."""
    record, state = GameRecord.start(variant, players, seed, options)
    rng = random.Random(seed)
    expected = state.rules.packs(players) * 54
    for step in range(STEP_LIMIT):
        problems = check_invariants(state)
        assert not problems, problems
        assert state.card_count() == expected
        if step % 5 == 0 or state.is_hand_over:
            assert read_position(position_to_toml(state.to_position())) == state
        if state.is_hand_over:
            break
        legal = list(state.legal_actions())
        assert legal, "a hand in progress always has a legal action"
        if check_all:
            for action in legal:
                state.apply(action)  # every listed action applies
        building = [a for a in legal if a.kind in ("meld", "pickup")]
        action = rng.choice(building if building and rng.random() < 0.8 else legal)
        seat = state.to_act
        state, _ = state.apply(action)
        record.add(seat, action)
    assert state.is_hand_over, "the hand did not end"
    return record, state


@pytest.mark.parametrize(("variant", "players"), GAMES)
@settings(max_examples=2, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31 - 1))
def test_random_legal_play_keeps_the_invariants(variant: str, players: int, seed: int) -> None:
    record, state = play_hand(variant, players, seed)
    assert GameRecord.from_json(record.to_json()).replay() == state
    assert state.result is not None and len(state.result.totals) == len(state.teams)
    nxt, _ = state.apply("deal")
    assert not check_invariants(nxt)
    assert nxt.hand_number == 1 and nxt.scores == state.total_scores
    assert all(len(p) == (11 if variant == "hand-and-foot" else 13) for p in nxt.side_piles)


@pytest.mark.parametrize(("variant", "players"), GAMES)
def test_every_listed_action_applies(variant: str, players: int) -> None:
    play_hand(variant, players, 11 + players, check_all=True)


def test_hand_and_foot_solo_option_for_four() -> None:
    _, state = play_hand("hand-and-foot", 4, 5, {"solo": True})
    assert state.teams == ((0,), (1,), (2,), (3,))
    assert len(state.result.totals) == 4  # type: ignore[union-attr]


@pytest.mark.parametrize(("variant", "players"), GAMES)
def test_complete_games_play_for_each_player_count(variant: str, players: int) -> None:
    """Whole games end after four hands (or at Ponytail's 50000) with a winner."""
    state = new_game(variant, players, seed=players)
    rng = random.Random(players)
    for _ in range(20000):
        if state.is_game_over:
            break
        legal = list(state.legal_actions())
        building = [a for a in legal if a.kind in ("meld", "pickup")]
        state, _ = state.apply(rng.choice(building if building and rng.random() < 0.8
                                          else legal))
    assert state.is_game_over
    assert state.hand_number <= 3 or len(set(state.total_scores)) < len(state.total_scores)
    assert state.winner is not None


def test_hand_and_foot_deal() -> None:
    state = new_game("hand-and-foot", 6, seed=1)
    assert state.teams == ((0, 3), (1, 4), (2, 5))
    assert state.rules.packs(6) == 7
    assert [len(h) for h in state.hands] == [11] * 6
    assert [len(p) for p in state.side_piles] == [11] * 6
    assert state.red_threes == ((), (), ())
    assert state.minimum(0) == 50
    assert new_game("hand-and-foot", 8, seed=1).teams == ((0, 4), (1, 5), (2, 6), (3, 7))
    assert new_game("hand-and-foot", 3, seed=1).teams == ((0,), (1,), (2,))


def test_red_threes_stay_in_hand_and_foot_hands() -> None:
    found = False
    for seed in range(20):
        state = new_game("hand-and-foot", 4, seed=seed)
        if any(c.is_red_three for h in state.hands for c in h):
            found = True
            assert read_position(state.to_position()) == state
    assert found


def test_ponytail_deal_and_exact_cut() -> None:
    state = new_game("ponytail", 6, seed=1)
    assert state.teams == ((0, 3), (1, 4), (2, 5))
    # The rules reference: five packs for four players, one more for each further player (the
    # seed's "six packs" does not say for how many players).
    assert state.rules.packs(4) == 5 and state.rules.packs(6) == 7
    assert state.card_count() == 7 * 54
    assert new_game("ponytail", 4, seed=1).card_count() == 5 * 54
    assert [len(h) for h in state.hands] == [15] * 6
    assert [len(p) for p in state.side_piles] == [13] * 6
    # about one hand in 21, for the side of the player who cuts (the dealer's right)
    assert 0 < exact_cuts("ponytail", lambda s: (s.dealer - 1) % 4) < 40


PONYTAIL_POSITION = """
variant = "ponytail"
players = 4
turn = 0
phase = "play"
hands = ["{hand}", "4D", "4H", "4S"]
side_piles = ["", "", "", ""]
flags = ["ponytail-taken:0", "ponytail-taken:2"]
stock = "TC TD"
discard = "9S"
melded_seats = [0]
[melds]
0 = ["{meld}"]
"""


@pytest.mark.parametrize(("hand", "meld", "refusal"), [
    ("KS KS KS 9H", "KS KS KS", "6 copies of KS, but 5 packs hold only 5"),
    ("9H 8D", "3S 3C 3S", "threes are never melded in Ponytail Canasta"),
])
def test_ponytail_positions_hold_five_packs_and_no_meld_of_threes(
        hand: str, meld: str, refusal: str) -> None:
    with pytest.raises(PositionError, match=refusal):
        read_position(PONYTAIL_POSITION.format(hand=hand, meld=meld))
    # Five copies, and black threes held in the hand, are a position like any other.
    assert read_position(PONYTAIL_POSITION.format(hand="KS KS 3S 3C", meld="KS KS KS"))


def test_taking_up_the_foot_is_a_private_event() -> None:
    state = read_position({
        "variant": "hand-and-foot", "players": 4, "turn": 0, "phase": "play",
        "hands": ["KS KD KC", "4C", "4D", "4H"],
        "side_piles": ["5C 5D 5H 8S", "6C", "6D", "6H"],
        "stock": "TC TD", "discard": "7H", "melded_seats": [0],
        "melds": {"0": ["AS AD AC"]},
    })
    after, events = state.apply("meld KS KD KC")
    foot = [e for e in events if e.kind == "foot_taken"]
    assert len(foot) == 1 and foot[0].seat == 0 and len(foot[0].cards) == 4
    assert foot[0].seen_by(1).cards == () and foot[0].seen_by(1).amount == 4
    assert "foot-taken:0" in after.flags and after.side_piles[0] == ()
    assert after.player_view(1).side_pile_sizes == (0, 1, 1, 1)
    assert after.phase == "play" and after.turn == 0


def test_ponytails_are_taken_up_with_the_first_canasta() -> None:
    state = read_position({
        "variant": "ponytail", "players": 4, "turn": 0, "phase": "play",
        "hands": ["KC 9S 9D 4C", "4D", "4H", "4S"],
        "side_piles": ["5C 5D 3H", "6C", "6D 6H", "7C"],
        "stock": "TC TD", "discard": "8S", "melded_seats": [0],
        "melds": {"0": ["KS KD KC KH KS KD"]},
    })
    after, events = state.apply("meld KC")
    kinds = [e.kind for e in events]
    assert kinds.count("ponytail_taken") == 2 and "red_three" in kinds
    assert [format_cards(p) for p in after.side_piles] == ["", "6C", "", "7C"]
    assert {"ponytail-taken:0", "ponytail-taken:2"} <= after.flags
    assert format_cards(after.red_threes[0]) == "3H"
    assert len(after.hands[0]) == 3 + 3  # 9S 9D 4C, 5C 5D, TC for the red three
    assert len(after.hands[2]) == 3


@pytest.mark.parametrize("name", ("hand-and-foot", "ponytail"))
def test_case_files_have_15_cases_and_3_scorings_and_pass(name: str) -> None:
    cases = load_cases(CASES / f"{name}.toml")
    assert len(cases) >= 15
    assert all(case["position"]["variant"] == name for case in cases)
    assert len([c for c in cases if "hand_scores" in c.get("end", {})]) >= 3
    for case in cases:
        result = run_case(case)
        assert result.passed, result.line()
