"""What the menu hands to the table: the chosen game."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.i18n import NP_, _, p_
from game.rules import find_variant
from game.ui.table_layout import MAX_SIDES, seats

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
    """A new game as chosen in the menu (or on the command line for demo mode).

    ``human_seat`` is the first seat a person plays (None: bots play every seat, the attract
    mode). ``humans`` lists every seat a person plays when more than one person shares the
    device (pass-and-play); empty means ``human_seat`` alone. ``names`` are the people's names
    by seat. ``practice`` marks a practice game: undo reaches back whole turns, the score sheet
    says so, and statistics leave the game out (a save keeps the mark: game.replays).
    """

    variant: str = "classic"
    players: int = 4
    human_seat: int | None = 0  # None: bots play every seat (demo mode)
    levels: dict[int, str] = field(default_factory=dict)  # seat -> "easy" | "normal" | "hard"
    options: dict[str, Any] = field(default_factory=dict)  # house rules, incl. target_score
    seed: int | None = None
    humans: tuple[int, ...] = ()  # every seat a person plays (pass-and-play), else ()
    names: dict[int, str] = field(default_factory=dict)  # seat -> the person's name
    practice: bool = False

    def level_of(self, seat: int) -> str:
        return self.levels.get(seat, "normal")

    @property
    def human_seats(self) -> tuple[int, ...]:
        """Every seat a person plays, in seating order."""
        if self.humans:
            return tuple(sorted(set(self.humans)))
        return () if self.human_seat is None else (self.human_seat,)

    @property
    def pass_and_play(self) -> bool:
        """Several people share the device: hands are hidden between their turns."""
        return len(self.human_seats) > 1


def default_name(seat: int) -> str:
    """A person's name until they give one: "Player 1", "Player 2"..."""
    return _("Player {n}").format(n=seat + 1)


def seats_payload(config: GameConfig) -> dict[str, Any]:
    """What a save keeps of the people at the table, beside the game record, the player's
    seat and the levels: every seat a person plays and the names they gave (read back by
    game.replays.saved_people; the practice mark is game.replays.PRACTICE_KEY)."""
    return {
        "humans": list(config.human_seats),
        "names": {str(seat): name for seat, name in config.names.items()},
    }


def table_refusal(variant: str, players: int, options: dict[str, Any]) -> str | None:
    """Why the table cannot seat this game, in the player's language (one clause, no full
    stop), or None when it can. The rules may play more sides than the table has room for:
    Hand and Foot's "Everyone alone" at six or eight players."""
    sides = len(find_variant(variant, options).teams_for(players))
    if seats(players, sides):
        return None
    return _("the table has room for {most} sides at most, not {sides}").format(
        most=MAX_SIDES, sides=sides)
