"""Property tests over random seeds and random legal play for 2, 3, 4 and 6 players: every card
accounted for, every meld legal, hand scores equal to an independent scorer, hands end, records
replay, positions round-trip."""

from __future__ import annotations

import random
from collections.abc import Sequence

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.rules import (
    Card,
    GameRecord,
    GameState,
    Meld,
    check_invariants,
    position_to_toml,
    read_position,
)

#: A hand of Classic Canasta has at most ~160 stock cards; no random hand needs this many.
MAX_ACTIONS = 3000
PLAYERS = st.sampled_from([2, 3, 4, 6])
SEEDS = st.integers(0, 2**31 - 1)
FAST = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])

# -- an independent scorer, written from RULES §1 "Scoring a hand" ---------------------------------
VALUES = {"JK": 50, "A": 20, "2": 20, "K": 10, "Q": 10, "J": 10, "T": 10, "9": 10, "8": 10,
          "7": 5, "6": 5, "5": 5, "4": 5, "3": 5}


def value(c: Card) -> int:
    return 0 if c.is_red_three else VALUES[c.rank]


def red_three_bonus(count: int, players: int) -> int:
    if players == 6 and count >= 5:
        return 1000 if count == 5 else 1200
    if players != 6 and count == 4:
        return 800
    return 100 * count


def canasta_bonus(meld: Meld) -> int:
    if len(meld.cards) < 7:
        return 0
    wild = any(c.rank in ("2", "JK") for c in meld.cards)
    return 300 if wild else 500


def independent_scores(state: GameState) -> list[int]:
    totals = []
    for team, seats in enumerate(state.teams):
        melds: Sequence[Meld] = state.melds[team]
        score = sum(value(c) for m in melds for c in m.cards)
        score += sum(canasta_bonus(m) for m in melds)
        reds = red_three_bonus(len(state.red_threes[team]), state.players)
        score += reds if melds else -reds
        if state.went_out in seats:
            score += 200 if state.concealed else 100
        score -= sum(value(c) for seat in seats for c in state.hands[seat])
        totals.append(score)
    return totals


# -- random play ---------------------------------------------------------------------------------
def play_hand(players: int, seed: int) -> tuple[GameRecord, list[GameState]]:
    """One random hand: returns its record and every state reached."""
    rng = random.Random(seed)
    record, state = GameRecord.start("classic", players=players, seed=seed)
    states = [state]
    while not state.is_hand_over:
        assert len(states) < MAX_ACTIONS, "the hand did not end"
        listed = list(state.legal_actions())
        assert listed, f"no legal action in phase {state.phase}"
        # Lean toward melding and taking the pile so that hands also end by going out.
        weights = [6 if a.kind in ("meld", "pickup") else 1 for a in listed]
        action = rng.choices(listed, weights)[0]
        record.add(state.to_act, action)
        state, _ = state.apply(action)
        states.append(state)
    return record, states


@FAST
@given(players=PLAYERS, seed=SEEDS)
def test_every_card_is_accounted_for_and_every_meld_is_legal(players: int, seed: int) -> None:
    _, states = play_hand(players, seed)
    expected = 162 if players == 6 else 108
    for state in states:
        assert state.card_count() == expected
        assert check_invariants(state) == []


@FAST
@given(players=PLAYERS, seed=SEEDS)
def test_hand_scores_equal_an_independent_scorer(players: int, seed: int) -> None:
    _, states = play_hand(players, seed)
    last = states[-1]
    assert last.result is not None
    assert list(last.result.totals) == independent_scores(last)
    assert list(last.total_scores) == [s + t for s, t in
                                       zip(last.scores, last.result.totals, strict=True)]
    if last.went_out is not None:
        team = last.team_of(last.went_out)
        need = 2 if players in (2, 6) else 1
        assert sum(1 for m in last.melds[team] if len(m.cards) >= 7) >= need


@FAST
@given(players=PLAYERS, seed=SEEDS)
def test_records_replay_to_the_same_state(players: int, seed: int) -> None:
    record, states = play_hand(players, seed)
    replayed = GameRecord.from_json(record.to_json()).replay()
    assert replayed == states[-1]
    assert replayed.state_hash() == states[-1].state_hash()


@FAST
@given(players=PLAYERS, seed=SEEDS, data=st.data())
def test_positions_round_trip(players: int, seed: int, data: st.DataObject) -> None:
    _, states = play_hand(players, seed)
    picks = data.draw(st.lists(st.integers(0, len(states) - 1), min_size=1, max_size=8))
    for index in {0, len(states) - 1, *picks}:
        state = states[index]
        back = read_position(position_to_toml(state.to_position()))
        assert back == state
        assert back.state_hash() == state.state_hash()
        assert list(back.legal_actions()) == list(state.legal_actions())
