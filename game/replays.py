"""Games to watch again: a game record read once, checked, and any moment of it rebuilt.

A replay comes from a save (the envelope of game/saves.py around the table's payload: the
engine's game record, the player's seat and the computer players' levels) or from a bare game
record (docs/positions.md). Reading it replays every action, so a record that is damaged,
tampered with or made by rules that refuse one of its actions is refused here, with one line
saying why, before anything is shown.

States are immutable and an action is cheap, so moving back is rebuilding: every
``CHECKPOINT_EVERY`` actions a state is kept, and the state after any action is the nearest
kept one played forward (never more than that many actions).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.ai import LEVELS
from game.i18n import _
from game.rules import GameRecord, GameState, RecordError
from game.rules.words import shown
from game.saves import FORMAT as SAVE_FORMAT
from game.saves import MAX_BYTES, decode

CHECKPOINT_EVERY = 25
#: The longest name a person may give a seat (it has to fit on a plate at the table).
NAME_LENGTH = 16
#: What the practice setting writes into a save (see is_practice).
PRACTICE_KEY = "practice"


class ReplayError(ValueError):
    """A file or payload that can't be watched; the message is one line for the player."""


def is_practice(payload: Mapping[str, Any] | None = None, config: Any = None) -> bool:
    """Whether a game was played in practice mode (undoing whole turns), read from the saved
    payload or from the table's config. Practice games stay out of the statistics.

    Read defensively: a save or config written before the practice setting existed has no
    such field and is not practice."""
    if payload is not None and payload.get(PRACTICE_KEY) is True:
        return True
    return getattr(config, PRACTICE_KEY, False) is True


@dataclass
class ReplayGame:
    """A checked record with the seats around it: who played it, and at which levels."""

    record: GameRecord
    human_seat: int | None = 0
    levels: dict[int, str] = field(default_factory=dict)
    practice: bool = False
    #: Every seat a person played, when several shared the device (pass-and-play).
    humans: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        self._checkpoints: dict[int, GameState] = {}
        starts = [0]
        state = self.record.initial_state()
        self._checkpoints[0] = state
        for index, (seat, text) in enumerate(self.record.actions):
            if seat != state.to_act:
                raise ReplayError(f"action {index + 1} ('{text}') is by seat {seat}, but seat "
                                  f"{state.to_act} was to act")
            hand = state.hand_number
            try:
                state, _events = state.apply(text)
            except ValueError as error:  # IllegalActionError and NotationError
                raise ReplayError(f"action {index + 1} ('{text}') is refused: {error}") from error
            if (index + 1) % CHECKPOINT_EVERY == 0:
                self._checkpoints[index + 1] = state
            if state.hand_number != hand:  # the next hand was dealt
                starts.append(index + 1)
        self.final = state
        self.hand_starts: tuple[int, ...] = tuple(starts)

    # ------------------------------------------------------------------ the record

    @property
    def length(self) -> int:
        """How many actions the record holds."""
        return len(self.record.actions)

    @property
    def finished(self) -> bool:
        """Whether the game reached its end (then nothing in it is hidden any more)."""
        return self.final.is_game_over

    def people(self) -> tuple[int, ...]:
        """The seats played by a person (the rest were computer players)."""
        if self.humans:
            return self.humans
        return () if self.human_seat is None else (self.human_seat,)

    def open_seats(self) -> tuple[int, ...]:
        """Seats whose hands may be shown: every seat once the game is over; while it is
        still in progress only the player's own, so watching a saved game never shows a
        card the player could not see."""
        if self.finished:
            return tuple(range(self.record.players))
        if len(self.people()) > 1:
            return ()  # pass-and-play: whoever watches may be any of the people
        return self.people()

    def state_at(self, index: int) -> GameState:
        """The state after the first ``index`` actions (0: the first deal)."""
        if not 0 <= index <= self.length:
            raise IndexError(f"no action {index} in a record of {self.length}")
        base = index - index % CHECKPOINT_EVERY
        state = self._checkpoints[base]
        for _seat, text in self.record.actions[base:index]:
            state, _events = state.apply(text)
        return state

    def hand_at(self, index: int) -> int:
        """The hand (0 = the first) that the state after ``index`` actions belongs to."""
        return sum(1 for start in self.hand_starts if start <= index) - 1

    def hand_start_before(self, index: int) -> int:
        """Where to go back to a hand's start: this hand's, or the previous one's when
        already at the start."""
        earlier = [start for start in self.hand_starts if start < index]
        return earlier[-1] if earlier else 0

    def hand_start_after(self, index: int) -> int:
        """The next hand's start, or the end of the record when this is the last hand."""
        return next((start for start in self.hand_starts if start > index), self.length)


# ---------------------------------------------------------------------- reading records

def replay_from_payload(payload: Mapping[str, Any]) -> ReplayGame:
    """A replay from a save's payload (``{"record": ..., "human_seat": ..., "levels": ...}``)
    or from a bare game record."""
    raw = payload.get("record", payload)
    try:
        record = GameRecord.from_json(raw)
    except RecordError as error:
        raise ReplayError(str(error)) from error
    try:
        record.initial_state()
    except RecordError as error:
        raise ReplayError(str(error)) from error
    try:
        human, levels = saved_seats(payload, record.players) if raw is not payload else (0, {})
        humans = saved_people(payload, record.players)[0] if raw is not payload else ()
    except ValueError as error:
        raise ReplayError(str(error)) from error
    return ReplayGame(record, human, levels, is_practice(payload), humans)


def saved_seats(payload: Mapping[str, Any], players: int) -> tuple[int | None, dict[int, str]]:
    """The player's seat and the computer players' levels kept beside a saved record;
    ValueError (with the reason) for a seat or a level this version could not play with."""
    human = payload.get("human_seat", 0)
    if not (human is None or (type(human) is int and 0 <= human < players)):
        raise ValueError(_("the player's seat {seat} is not a seat of this game").format(
            seat=shown(human)))
    raw_levels = payload.get("levels", {})
    if not isinstance(raw_levels, dict):
        raise ValueError(_("the computer players' levels are missing"))
    levels: dict[int, str] = {}
    for key, value in raw_levels.items():
        if not _is_seat_key(key, players):
            raise ValueError(_("the saved levels name {key}, not a seat of this game").format(
                key=shown(key)))
        if value not in LEVELS:
            raise ValueError(_("the computer player level {level} is not one this version "
                               "knows").format(level=shown(value)))
        levels[int(key)] = value
    return human, levels


def _is_seat_key(key: object, players: int) -> bool:
    """Whether a saved table's key names a seat (JSON keys are text: "0", "1"...)."""
    return (isinstance(key, str) and key.isascii() and key.isdigit() and len(key) <= 3
            and int(key) < players)


def saved_people(
    payload: Mapping[str, Any], players: int
) -> tuple[tuple[int, ...], dict[int, str], bool]:
    """Every seat a person plays (pass-and-play; () for a save of one person), the names the
    people gave, and the practice mark, kept beside a saved record. A save written before
    these existed has none of them; a value this version could not play with raises
    ValueError with the reason."""
    raw = payload.get("humans", [])
    if not isinstance(raw, list) or not all(type(s) is int and 0 <= s < players for s in raw):
        raise ValueError(_("the people's seats {seats} are not seats of this game").format(
            seats=shown(raw)))
    if len(set(raw)) != len(raw):
        raise ValueError(_("the people's seats {seats} name a seat twice").format(
            seats=shown(raw)))
    raw_names = payload.get("names", {})
    if not isinstance(raw_names, dict):
        raise ValueError(_("the people's names are missing"))
    names: dict[int, str] = {}
    for key, value in raw_names.items():
        if not _is_seat_key(key, players):
            raise ValueError(_("the saved names name {key}, not a seat of this game").format(
                key=shown(key)))
        if not isinstance(value, str) or not value.strip() or len(value) > NAME_LENGTH:
            raise ValueError(_("the name {name} is not a name this game gives").format(
                name=shown(value)))
        names[int(key)] = value
    practice = payload.get(PRACTICE_KEY, False)
    if type(practice) is not bool:
        raise ValueError(_("the practice mark {mark} is neither true nor false").format(
            mark=shown(practice)))
    return tuple(sorted(raw)), names, practice


def read_replay(text: str) -> ReplayGame:
    """A replay from a file's text: a save (checked against its checksum) or a game record."""
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        raise ReplayError("it is not a Canasta save or game record (not JSON)") from None
    if isinstance(data, dict) and data.get("format") == SAVE_FORMAT:
        payload, reason = decode(text)
        if payload is None:
            raise ReplayError(reason)
        return replay_from_payload(payload)
    if isinstance(data, dict) and data.get("format") == "canasta-record":
        return replay_from_payload(data)
    raise ReplayError("it is not a Canasta save or game record")


def read_replay_file(path: str | Path) -> ReplayGame:
    """A replay from a file; ReplayError (one line) for anything that can't be watched."""
    try:
        with open(path, "rb") as f:
            data = f.read(MAX_BYTES + 1)
    except OSError as error:
        raise ReplayError(error.strerror or str(error)) from error
    if len(data) > MAX_BYTES:
        raise ReplayError(f"it is larger than {MAX_BYTES // (1024 * 1024)} MB")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise ReplayError("it is not a Canasta save or game record (not UTF-8 text)") from None
    return read_replay(text)
