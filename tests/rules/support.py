"""Small helpers the rules tests share: build a position from a few keys."""

from __future__ import annotations

from typing import Any

from game.rules import GameState, read_position


def position(**keys: Any) -> GameState:
    """A Classic 4-player position: seat 0 to play, short hands for the others, a short stock.

    Keys given replace the defaults (``hands``, ``phase``, ``melds``...).
    """
    pos: dict[str, Any] = {
        "variant": "classic",
        "players": 4,
        "dealer": 3,
        "turn": 0,
        "phase": "play",
        "hands": ["", "4C", "4D", "4H"],
        "stock": "8C 8D 8H",
        "discard": "9H",
    }
    pos.update(keys)
    return read_position(pos)


def play(state: GameState, *actions: str) -> GameState:
    """Apply actions in turn (each by the seat to act) and return the last state."""
    for action in actions:
        state, _ = state.apply(action)
    return state
