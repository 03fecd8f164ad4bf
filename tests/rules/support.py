"""Small helpers the rules tests share: build a position from a few keys."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.rules import GameState, new_game, read_position


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


def exact_cuts(variant: str, cutter: Callable[[GameState], int], deals: int = 200) -> int:
    """How many of ``deals`` new games mark an exact cut; each one marked must be for the side
    of the seat ``cutter`` names (the dealer, or the player who cuts for him)."""
    cuts = 0
    for seed in range(deals):
        state = new_game(variant, 4, seed=seed)
        flags = [f for f in state.flags if f.startswith("cut-bonus:")]
        if flags:
            cuts += 1
            assert flags == [f"cut-bonus:{state.team_of(cutter(state))}"]
    return cuts
