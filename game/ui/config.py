"""What the menu hands to the table: the chosen game."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.i18n import NP_, p_

LEVELS = ("easy", "normal", "hard")
#: Each computer player's level as the player reads it, in the menu and on the seat plates.
#: In a context of its own: a level is an adjective ("Normální" player), the animation
#: speed's "Normal" is not ("Normálně").
LEVEL_NAMES: dict[str, tuple[str, str]] = {
    "easy": NP_("computer player level", "Easy"),
    "normal": NP_("computer player level", "Normal"),
    "hard": NP_("computer player level", "Hard"),
}


def level_name(level: str) -> str:
    """A computer player's level ("easy", "normal", "hard") in the current language."""
    context, text = LEVEL_NAMES.get(level, ("computer player level", level))
    return p_(context, text)


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
