"""Property tests over every variant: random seeds, random legal play for each player count the
variant allows. Every card stays accounted for, every meld stays legal, the hand ends, the game
record replays to the same state, and every position read back equals the state it came from.

Variants check each candidate action by applying it, so legal_actions is slower than Classic's:
the example counts stay small to keep each test within a few seconds.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.rules import (
    GameRecord,
    GameState,
    check_invariants,
    find_variant,
    position_to_toml,
    read_position,
)

VARIANTS = ("british", "uruguayan", "samba", "bolivia", "brazil", "chile", "italy", "cuba")
STEP_LIMIT = 4000


def play_random_hand(
    variant: str, players: int, seed: int, options: dict[str, int] | None = None
) -> tuple[GameRecord, GameState]:
    """Deal and play one hand with random legal actions, checking every state on the way."""
    record, state = GameRecord.start(variant, players, seed, options)
    rng = random.Random(seed)
    # two packs of 54 (108), three (162: Samba family, six players) or four (216: Chile option)
    expected = state.rules.packs(players) * 54
    for _ in range(STEP_LIMIT):
        assert not check_invariants(state), check_invariants(state)
        assert state.card_count() == expected
        if len(record.actions) % 3 == 0 or state.is_hand_over:  # reading back costs ~10 ms
            back = read_position(position_to_toml(state.to_position()))
            assert back == state, f"position did not read back at {len(record.actions)} actions"
        if state.is_hand_over:
            break
        legal = list(state.legal_actions())
        assert legal, "a hand in progress always has a legal action"
        action = rng.choice(legal)
        if action.kind == "acaba" and rng.random() < 0.97:
            action = rng.choice(legal)  # British: say acaba now and then, not at once
        seat = state.to_act
        state, _ = state.apply(action)
        record.add(seat, action)
    assert state.is_hand_over, "the hand did not end"
    return record, state


def _check_hand(variant: str, players: int, seed: int, options: dict[str, int] | None) -> None:
    record, state = play_random_hand(variant, players, seed, options)
    assert GameRecord.from_json(record.to_json()).replay() == state
    assert state.result is not None
    assert len(state.result.totals) == len(state.teams)
    if not state.is_game_over:
        nxt, _ = state.apply("deal")
        assert not check_invariants(nxt)
        assert nxt.scores == state.total_scores
        assert nxt.hand_number == 1


GAMES = [(v, n) for v in VARIANTS for n in find_variant(v).player_counts]


@pytest.mark.parametrize(("variant", "players"), GAMES)
@settings(max_examples=2, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31 - 1))
def test_random_legal_play_keeps_the_invariants(variant: str, players: int, seed: int) -> None:
    _check_hand(variant, players, seed, None)


@pytest.mark.parametrize("players", (2, 3, 4, 6))
@settings(max_examples=2, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31 - 1))
def test_chile_with_four_packs_keeps_216_cards(players: int, seed: int) -> None:
    _check_hand("chile", players, seed, {"packs": 4})
