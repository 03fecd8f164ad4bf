"""What the menu hands to the table: the chosen game."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

LEVELS = ("easy", "normal", "hard")


@dataclass
class GameConfig:
    """A new game as chosen in the menu (or on the command line for demo mode)."""

    variant: str = "classic"
    players: int = 4
    human_seat: int | None = 0  # None: bots play every seat (demo mode)
    levels: dict[int, str] = field(default_factory=dict)  # seat -> "easy" | "normal" | "hard"
    options: dict[str, Any] = field(default_factory=dict)  # house rules, incl. target_score
    seed: int | None = None

    def level_of(self, seat: int) -> str:
        return self.levels.get(seat, "normal")
