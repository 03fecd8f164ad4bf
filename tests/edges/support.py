"""What the edge tests share: states from random play in every variant, arbitrary JSON values,
and the one property every accepted position must have."""

from __future__ import annotations

import os
import random
from functools import cache
from typing import Any

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

from game.rules import ALL_CARDS, GameState, check_invariants, find_variant, new_game, variant_names
from game.rules.invariants import shape_problems
from game.rules.position_checks import last_card_question

#: Fuzz settings for the normal suite: bounded, so each test stays within a few seconds.
#: ``EDGE_FUZZ_EXAMPLES=5000 pytest tests/edges`` searches longer, on demand.
FUZZ = settings(max_examples=int(os.environ.get("EDGE_FUZZ_EXAMPLES", "120")), deadline=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


@cache
def sample_states() -> tuple[GameState, ...]:
    """States of random play in every variant and player count: every phase, openings, feet
    and bonus piles taken, finished hands (a few hundred states, about a second to make)."""
    found: list[GameState] = []
    for index, variant in enumerate(variant_names()):
        for players in find_variant(variant).player_counts:
            seed = index * 10 + players
            rng = random.Random(seed)
            state = new_game(variant, players, seed=seed)
            for step in range(160):
                if state.is_game_over:
                    break
                if step % 11 == 0 or state.phase in ("answer", "hand_over"):
                    found.append(state)
                listed = list(state.legal_actions())
                weights = [8 if a.kind in ("meld", "pickup", "ask", "lay") else 1
                           for a in listed]
                state, _ = state.apply(rng.choices(listed, weights)[0])
            found.append(state)
    return tuple(found)


STATES = st.integers(0, 10**6).map(lambda i: sample_states()[i % len(sample_states())])

#: Any JSON value (what a file, a save or a browser's storage can hand back), and a few
#: Python objects no file holds (what a caller of the Python API may pass).
SCALARS = (
    st.none() | st.booleans() | st.integers() | st.integers(-3, 10)
    | st.floats(allow_nan=True) | st.text(max_size=12)
    | st.sampled_from(["", "7C", "7C 7D 7H", "yes", "no", "draw", "play", "hand_over",
                       "classic", "JK 2C", "3H", "K: 2C 2D JK", "\x7f", "\ud800", "Aſ"])
)
JSON = st.recursive(
    SCALARS,
    lambda inner: st.lists(inner, max_size=4)
    | st.dictionaries(st.text(max_size=8) | st.sampled_from(["0", "1", "2"]), inner,
                      max_size=4),
    max_leaves=12,
)
OBJECTS = JSON | st.sampled_from([object(), b"draw", (1, 2), {1, 2}, 1j, ..., int])


def assert_usable(state: GameState) -> None:
    """What accepting a position promises: the seat to act has something legal to do (or the
    hand is over, or the position asks whether a last card may go), every legal action applies,
    and the state reads back equal from its own TOML and JSON."""
    from game.rules import position_to_toml, read_position

    # Positions need not place every card, so the count is the one invariant left out.
    problems = [p for p in check_invariants(state) if "cards in play" not in p]
    assert not problems, problems
    legal = list(state.legal_actions())
    if state.is_hand_over:
        assert state.result is not None and len(state.result.totals) == len(state.teams)
        assert state.is_game_over or legal, "a scored hand can always be followed by a deal"
    else:
        assert legal or last_card_question(state), "an accepted position leaves nothing to do"
    for index, action in enumerate(legal):
        after, _ = state.apply(action)
        if index < 3:  # what follows must not fail either (kept short: variants list slowly)
            after.legal_actions()
            assert not shape_problems(after), shape_problems(after)
    pos = state.to_position()
    assert read_position(position_to_toml(pos)) == state
    import json

    assert read_position(json.dumps(pos)) == state


def tweak(data: st.DataObject, value: Any, depth: int = 0) -> Any:
    """A value one small step from ``value``: a number moved by one or two, a card dropped or
    added, one entry of a list changed, dropped or repeated, a flag flipped."""
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return value + data.draw(st.sampled_from([-2, -1, 1, 2, -value - 1]))
    if isinstance(value, str):
        cards = value.split()
        how = data.draw(st.sampled_from(["drop", "add", "empty", "other"]))
        if how == "drop" and cards:
            cards.pop(data.draw(st.integers(0, len(cards) - 1)))
        elif how == "add":
            cards.append(data.draw(st.sampled_from([str(c) for c in ALL_CARDS])))
        elif how == "empty":
            cards = []
        else:
            return data.draw(st.text(max_size=4))
        return " ".join(cards)
    if isinstance(value, list):
        out = list(value)
        how = data.draw(st.sampled_from(["change", "drop", "repeat", "empty"]))
        if not out or how == "empty":
            return [] if out else [data.draw(JSON)]
        index = data.draw(st.integers(0, len(out) - 1))
        if how == "change" and depth < 3:
            out[index] = tweak(data, out[index], depth + 1)
        elif how == "drop":
            out.pop(index)
        else:
            out.append(out[index])
        return out
    if isinstance(value, dict):
        out_table = dict(value)
        if out_table and data.draw(st.booleans()):
            key = data.draw(st.sampled_from(sorted(out_table)))
            out_table[key] = tweak(data, out_table[key], depth + 1)
        else:
            out_table[data.draw(st.sampled_from(["0", "1", "2", "3", "x"]))] = data.draw(JSON)
        return out_table
    return data.draw(JSON)


def mutated(pos: dict[str, Any], key: str, value: Any) -> dict[str, Any]:
    """``pos`` with ``key`` set to ``value`` (or removed, for the marker ``DROP``)."""
    out = dict(pos)
    if value is DROP:
        out.pop(key, None)
    else:
        out[key] = value
    return out


DROP = object()
