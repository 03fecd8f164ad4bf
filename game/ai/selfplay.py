"""Bots playing whole games against each other (for the arena, tests and benchmarks)."""

from __future__ import annotations

import zlib
from collections.abc import Mapping, Sequence
from typing import Any

from game.rules import GameState, new_game

from . import make_bot
from .base import Bot


def seat_seed(seed: int, seat: int) -> int:
    """A bot's seed from the game's seed and its seat (stable across processes)."""
    return zlib.crc32(f"bot/{seed}/{seat}".encode())


def make_bots(levels: Mapping[int, str] | Sequence[str], players: int, seed: int) -> list[Bot]:
    table = dict(levels) if isinstance(levels, Mapping) else dict(enumerate(levels))
    missing = [s for s in range(players) if s not in table]
    if missing:
        raise ValueError(f"no level for seats {missing}")
    return [make_bot(table[s], seat_seed(seed, s)) for s in range(players)]


def play_game(
    levels: Mapping[int, str] | Sequence[str],
    variant: str = "classic",
    players: int = 4,
    seed: int = 0,
    options: Mapping[str, Any] | None = None,
    max_hands: int | None = None,
    max_actions: int = 100_000,
) -> GameState:
    """Play a game with one bot per seat (``levels[seat]``) and return the final state.

    Stops when the game is over, or at the end of hand ``max_hands`` (phase ``hand_over``).
    ``max_actions`` guards against a game that would never end.
    """
    state = new_game(variant, players=players, seed=seed, options=options)
    bots = make_bots(levels, players, seed)
    hands = 0
    for _ in range(max_actions):
        if state.phase == "game_over":
            return state
        if state.phase == "hand_over":
            hands += 1
            if max_hands is not None and hands >= max_hands:
                return state
            state, _ = state.apply("deal")
            continue
        seat = state.to_act
        action = bots[seat].choose(state.player_view(seat))
        state, _ = state.apply(action)
    raise RuntimeError(f"game {seed} did not end within {max_actions} actions")
