"""Fuzz: garbage and near-miss action text, and well-formed actions that break the rules, are
refused with NotationError / IllegalActionError and leave the state's hash unchanged; random
well-formed actions that apply are covered by legal_actions."""

from __future__ import annotations

import random
from functools import cache

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.rules import (
    ALL_CARDS,
    GameState,
    IllegalActionError,
    NotationError,
    new_game,
    parse_action,
)

FUZZ = settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@cache
def sample_states() -> tuple[GameState, ...]:
    """States reached by random play: every phase, 2 to 6 players, openings and late hands."""
    found: list[GameState] = []
    for seed in range(12):
        rng = random.Random(seed)
        players = (2, 3, 4, 6)[seed % 4]
        state = new_game("classic", players, seed=seed)
        for step in range(400):
            if state.is_game_over:
                break
            if step % 9 == 0 or state.phase in ("answer", "hand_over"):
                found.append(state)
            listed = list(state.legal_actions())
            weights = [6 if a.kind in ("meld", "pickup", "ask") else 1 for a in listed]
            state, _ = state.apply(rng.choices(listed, weights)[0])
    return tuple(found)


STATES = st.integers(0, 10_000).map(lambda i: sample_states()[i % len(sample_states())])
CARD_TEXT = st.sampled_from([str(c) for c in ALL_CARDS] + ["10H", "*", "jk", "3h"])


def refused_unchanged(state: GameState, text: str) -> bool:
    """Apply ``text``; True when refused with a typed error and the state is unchanged."""
    before = state.state_hash()
    try:
        state.apply(text)
    except (NotationError, IllegalActionError):
        assert state.state_hash() == before
        return True
    assert state.state_hash() == before
    return False


@FUZZ
@given(state=STATES, text=st.text(max_size=40))
def test_garbage_text_is_refused_or_legal_and_never_crashes(state: GameState, text: str) -> None:
    if not refused_unchanged(state, text):
        assert text in state.legal_actions()


NEAR_MISSES = st.sampled_from([
    "drw", "draw draw", "pick up", "pickup |", "pickup 7C |", "meld 7C,7D,7H", "meld 7C 7D 7",
    "meld | 7C", "meld 7C 7D 7H |", "meld K:", "meld :7C", "meld KK: 7C", "discard", "discard 7",
    "discard 7C 7D", "discrad 7C", "ask?", "yes!", "no no", "deal 1", "meld 1H 1D 1C", "meld 7Z",
    "pickup K: ", "meld 7C 7D 7H | QC QD QH 2D |", "meld JK:", "melds 7C", "MELD", "Draw\x00",
])


@FUZZ
@given(state=STATES, text=NEAR_MISSES)
def test_near_miss_syntax_is_refused(state: GameState, text: str) -> None:
    assert refused_unchanged(state, text)


@FUZZ
@given(state=STATES, cards=st.lists(CARD_TEXT, min_size=1, max_size=6),
       kind=st.sampled_from(["meld", "pickup", "discard"]))
def test_cards_the_seat_does_not_hold_are_refused(
    state: GameState, cards: list[str], kind: str
) -> None:
    hand = {str(c) for c in state.hands[state.turn]}
    missing = [c for c in cards if str(parse_action(f"discard {c}").card) not in hand]
    if not missing:
        return
    text = f"discard {missing[0]}" if kind == "discard" else f"{kind} {' '.join(cards)}"
    assert refused_unchanged(state, text)


@FUZZ
@given(state=STATES, word=st.sampled_from(["draw", "pickup", "ask", "yes", "no", "deal"]),
       discard=st.booleans())
def test_actions_of_the_wrong_phase_are_refused(state: GameState, word: str,
                                                discard: bool) -> None:
    allowed = {
        "draw": {"draw", "pickup"},
        "play": {"ask"},
        "answer": {"yes", "no"},
        "hand_over": {"deal"},
        "game_over": set(),
    }[state.phase]
    if discard and state.phase != "play" and state.hands[state.turn]:
        assert refused_unchanged(state, f"discard {state.hands[state.turn][0]}")
    if word not in allowed:
        assert refused_unchanged(state, word)


def _play_states() -> list[GameState]:
    return [s for s in sample_states() if s.phase == "play"]


@pytest.mark.parametrize("index", range(0, 60, 3))
def test_mixed_ranks_and_four_wilds_are_refused(index: int) -> None:
    plays = _play_states()
    state = plays[index % len(plays)]
    hand = state.hands[state.turn]
    naturals = [c for c in hand if c.is_natural]
    ranks = {c.rank for c in naturals}
    if len(ranks) >= 2:
        first = next(c for c in naturals)
        other = next(c for c in naturals if c.rank != first.rank)
        assert refused_unchanged(state, f"meld {first} {other} {first}")
    # four wild cards named in a group are refused whatever the hand holds
    assert refused_unchanged(state, "meld KS KD 2C 2D 2H JK")


@FUZZ
@given(state=STATES, data=st.data())
def test_random_well_formed_actions_that_apply_are_listed_or_covered(
    state: GameState, data: st.DataObject
) -> None:
    hand = [str(c) for c in state.hands[state.turn]]
    if not hand:
        return
    kind = data.draw(st.sampled_from(["meld", "pickup", "discard", "draw", "ask", "yes", "no"]))
    if kind in ("meld", "pickup"):
        groups = data.draw(st.lists(st.lists(st.sampled_from(hand), min_size=1, max_size=7),
                                    min_size=1, max_size=3))
        text = f"{kind} " + " | ".join(" ".join(g) for g in groups)
    elif kind == "discard":
        text = f"discard {data.draw(st.sampled_from(hand))}"
    else:
        text = kind
    legal = state.legal_actions()
    before = state.state_hash()
    try:
        state.apply(text)
    except IllegalActionError:
        assert state.state_hash() == before
        return
    assert len(legal) > 0
    assert text in legal
    if kind in ("draw", "ask", "yes", "no"):
        assert parse_action(text) in list(legal)
    if kind == "discard":
        rank = parse_action(text).card.rank  # type: ignore[union-attr]
        assert any(a.kind == "discard" and a.card is not None and a.card.rank == rank
                   for a in legal)


def test_every_sample_state_outside_game_over_has_a_legal_action() -> None:
    for state in sample_states():
        assert state.is_game_over or len(state.legal_actions()) > 0
