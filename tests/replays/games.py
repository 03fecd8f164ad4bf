"""Recorded games for the replay and statistics tests: bots play, every action is recorded."""

from __future__ import annotations

from typing import Any

from game.ai import make_bot
from game.rules import GameRecord, GameState
from game.saves import encode


def recorded_game(seed: int, variant: str = "classic", players: int = 4,
                  level: str = "easy", stop_after: int | None = None,
                  options: dict[str, Any] | None = None) -> tuple[GameRecord, GameState]:
    """A game played by bots of ``level`` to its end (or for ``stop_after`` actions)."""
    record, state = GameRecord.start(variant, players, seed, options)
    bots = [make_bot(level, seed * 10 + seat) for seat in range(players)]
    while not state.is_game_over and (stop_after is None or len(record.actions) < stop_after):
        action = bots[state.to_act].choose(state.player_view(state.to_act))
        record.add(state.to_act, action)
        state, _events = state.apply(action)
    return record, state


def payload(record: GameRecord, level: str = "easy", human_seat: int | None = 0
            ) -> dict[str, Any]:
    """What the table saves for ``record``: the record, the player's seat, the levels."""
    levels = {str(s): level for s in range(record.players) if s != human_seat}
    return {"record": record.to_json(), "human_seat": human_seat, "levels": levels}


def save_text(record: GameRecord, level: str = "easy") -> str:
    """A save file's text for ``record`` (the envelope with its checksum)."""
    return encode(payload(record, level))
