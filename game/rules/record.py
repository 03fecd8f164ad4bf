"""Game records: variant, options, players, seed and the list of actions — the save format.

A game is fixed by these: replaying a record deals the same cards and reaches an identical
state. Records are plain JSON objects::

    {"format": "canasta-record", "version": 1, "variant": "classic", "options": {},
     "players": 4, "seed": 12345, "actions": [[0, "draw"], [0, "discard 7C"], ...]}
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .actions import Action, check_action, parse_action
from .errors import IllegalActionError, NotationError
from .registry import find_variant
from .state import GameState, new_game
from .words import shown

FORMAT = "canasta-record"
VERSION = 1


class RecordError(ValueError):
    """A record that is not well formed or does not replay; ``refused``: the number (from 1)
    and text of the action the engine refused, where that is what went wrong (the engine's
    error is the cause)."""

    def __init__(self, message: str, refused: tuple[int, str] | None = None) -> None:
        super().__init__(message)
        self.refused = refused


@dataclass
class GameRecord:
    """How a game started and every action since."""

    variant: str
    players: int
    seed: int
    options: dict[str, Any] = field(default_factory=dict)
    actions: list[tuple[int, str]] = field(default_factory=list)

    @classmethod
    def start(
        cls,
        variant: str = "classic",
        players: int | None = None,
        seed: int | None = None,
        options: dict[str, Any] | None = None,
    ) -> tuple[GameRecord, GameState]:
        """A new game and its (empty) record."""
        state = new_game(variant, players, seed, options)
        record = cls(variant, state.players, state.seed, dict(options or {}))
        return record, state

    def initial_state(self) -> GameState:
        try:
            return new_game(self.variant, self.players, self.seed, self.options)
        except ValueError as error:
            raise RecordError(f"the record's game cannot start: {error}") from error

    def add(self, seat: int, action: Action | str) -> None:
        """Append an action played by ``seat``, in its canonical text; raises RecordError for
        a seat or an action the record could not replay."""
        if type(seat) is not int or not 0 <= seat < self.players:
            raise RecordError(f"{shown(seat)} is not a seat of this game")
        try:
            text = str(parse_action(action) if isinstance(action, str) else check_action(action))
        except NotationError as error:
            raise RecordError(f"cannot record {shown(action)}: {error}") from error
        self.actions.append((seat, text))

    def replay(self) -> GameState:
        """The state after every action; raises RecordError at the first one that fails."""
        state = self.initial_state()
        for index, (seat, text) in enumerate(self.actions):
            if seat != state.to_act:
                raise RecordError(f"action {index + 1} ('{text}') is by seat {seat}, "
                                  f"but seat {state.to_act} was to act")
            try:
                state, _ = state.apply(parse_action(text))
            except (IllegalActionError, NotationError) as error:
                raise RecordError(f"action {index + 1} ('{text}') is refused: {error}",
                                  (index + 1, text)) from error
        return state

    def to_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "version": VERSION,
            "variant": self.variant,
            "options": dict(self.options),
            "players": self.players,
            "seed": self.seed,
            "actions": [[seat, text] for seat, text in self.actions],
        }

    @classmethod
    def from_json(cls, data: Any) -> GameRecord:
        """Read a record, checking every field (a broken save is refused here, with a
        :class:`RecordError` saying why); whether its actions are legal is for :meth:`replay`."""
        if not isinstance(data, dict):
            raise RecordError("a game record is a JSON object")
        if data.get("format") != FORMAT:
            raise RecordError("this is not a Canasta game record")
        version = data.get("version")
        if type(version) is not int or version != VERSION:  # True and 1.0 equal 1, too
            raise RecordError(f"record version {shown(version)} is not supported")
        variant = data.get("variant")
        players = data.get("players")
        seed = data.get("seed")
        options = data.get("options", {})
        actions = data.get("actions")
        if not isinstance(variant, str):
            raise RecordError("'variant' must be a string")
        if type(players) is not int:
            raise RecordError("'players' must be a whole number")
        if type(seed) is not int or not -SEED_LIMIT <= seed < SEED_LIMIT:
            raise RecordError("'seed' must be a whole number of 64 bits")
        if not isinstance(options, dict):
            raise RecordError("'options' must be an object")
        try:
            rules = find_variant(variant, options)
        except ValueError as error:
            raise RecordError(f"the record's game cannot start: {error}") from error
        if players not in rules.player_counts:
            raise RecordError(f"the record's game cannot start: {rules.title} is not played "
                              f"by {shown(players)} players")
        if not isinstance(actions, list):
            raise RecordError("'actions' must be a list")
        parsed: list[tuple[int, str]] = []
        for item in actions:
            if (
                not isinstance(item, list)
                or len(item) != 2
                or type(item[0]) is not int
                or not 0 <= item[0] < players
                or not isinstance(item[1], str)
            ):
                raise RecordError(f"each action is [seat, \"text\"], not {shown(item)}")
            parsed.append((item[0], item[1]))
        return cls(variant, players, seed, dict(options), parsed)


#: Seeds are written into positions too, whose whole numbers are TOML's 64-bit ones.
SEED_LIMIT = 2**63
