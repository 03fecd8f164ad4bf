"""What the menu hands to the table: the chosen game."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.i18n import _
from game.rules.words import shown

LEVELS = ("easy", "normal", "hard")
#: The longest name a seat's player may give (it has to fit on a plate at the table).
NAME_LENGTH = 16


@dataclass
class GameConfig:
    """A new game as chosen in the menu (or on the command line for demo mode).

    ``human_seat`` is the first seat a person plays (None: bots play every seat, the attract
    mode). ``humans`` lists every seat a person plays when more than one person shares the
    device (pass-and-play); empty means ``human_seat`` alone. ``names`` are the people's names
    by seat. ``practice`` marks a practice game: undo reaches back whole turns, the score sheet
    says so, and statistics leave the game out (the save keeps the mark under ``"practice"``).
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
    """What a save keeps of who plays where, beside the game record: the people's seats and
    names, and the practice mark (statistics read ``"practice"`` to leave the game out)."""
    return {
        "humans": list(config.human_seats),
        "names": {str(seat): name for seat, name in config.names.items()},
        "practice": bool(config.practice),
    }


def seats_from_payload(payload: dict[str, Any], players: int) -> dict[str, Any]:
    """The :class:`GameConfig` fields :func:`seats_payload` wrote, read back. An older save
    has none of them (one person, no names, no practice); a value this version could not
    play with raises ValueError with the reason, so Continue sets the save aside."""
    raw = payload.get("humans", [])
    if not isinstance(raw, list) or not all(type(s) is int and 0 <= s < players for s in raw):
        raise ValueError(f"the people's seats {shown(raw)} are not seats of this game")
    if len(set(raw)) != len(raw):
        raise ValueError(f"the people's seats {shown(raw)} name a seat twice")
    raw_names = payload.get("names", {})
    if not isinstance(raw_names, dict):
        raise ValueError("the people's names are missing")
    names: dict[int, str] = {}
    for key, value in raw_names.items():
        if not (key.isascii() and key.isdigit() and int(key) < players):
            raise ValueError(f"the saved names name {shown(key)}, not a seat of this game")
        if not isinstance(value, str) or not value.strip() or len(value) > NAME_LENGTH:
            raise ValueError(f"the name {shown(value)} is not a name this game gives")
        names[int(key)] = value
    practice = payload.get("practice", False)
    if type(practice) is not bool:
        raise ValueError(f"the practice mark {shown(practice)} is neither true nor false")
    return {"humans": tuple(sorted(raw)), "names": names, "practice": practice}
