"""How the player is doing: finished games per variant and opponent level.

For every game the player finishes (not the attract mode, not practice games) the outcome is
added to four tallies: its variant at its opponents' level, its variant at any level, any
variant at its level, and everything. So each figure the Statistics screen shows is exact,
the longest winning streak included, however the player filters.

A tally holds games, wins, hands and their points (the average hand), the best hand,
canastas, concealed going out (by the player), the current and the longest winning streak, the
games left unfinished, and the last ``RECENT`` games for the chart (each with the games and
wins up to it, so the win rate over time stays exact when older games drop off the chart).

Stored as one save (game/saves.py: a checksum over the contents, written atomically natively
and in one step in the browser's localStorage) under ``stats/``. A file that can't be used is
never written over: it is set aside under a name of its own and the player is told where;
when it can't even be moved, nothing is written at all.

Games left unfinished (a new game started over a saved one) count as such in their own
column, not as losses; leaving a game does end the current winning streak.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from game.rules import GameRecord, GameState
from game.saves import SaveError, SaveStore

STATS_PREFIX = "stats/"
BOOK_NAME = "games"
VERSION = 1
ANY = "*"  # a tally over every variant, or every level
MIXED = "mixed"  # opponents of different levels
RECENT = 100  # games per tally kept for the chart


@dataclass(frozen=True)
class Outcome:
    """One finished game as the player's statistics see it."""

    variant: str
    level: str  # the opponents' level, or MIXED
    won: bool
    hands: tuple[int, ...]  # the player's side's score in each hand
    canastas: int  # the player's side's, over the whole game
    concealed: int  # times the player went out concealed
    ended: str = ""  # UTC time, ISO 8601


def opponent_level(teams: tuple[tuple[int, ...], ...], seat: int, levels: Mapping[int, str]
                   ) -> str:
    """The opponents' level: the one level they all play at, else MIXED."""
    mine = next(t for t in teams if seat in t)
    found = {levels.get(s, "normal") for t in teams if t is not mine for s in t}
    return found.pop() if len(found) == 1 else MIXED


def now() -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())


def outcome_of(record: GameRecord, seat: int, levels: Mapping[int, str], final: GameState,
               ended: str | None = None) -> Outcome:
    """The outcome of a finished game for the player at ``seat``, from its record (replayed
    to read every hand's score; a whole game replays in a few tens of milliseconds)."""
    team = final.team_of(seat)
    hands: list[int] = []
    canastas = concealed = 0
    state = record.initial_state()
    for _seat, text in record.actions:
        state, _events = state.apply(text)
        result = state.result
        if result is None or state.phase not in ("hand_over", "game_over"):
            continue
        if len(hands) == state.hand_number + 1:
            continue  # the same finished hand (only "deal" follows it)
        score = result.teams[team]
        hands.append(score.total)
        canastas += score.natural_canastas + score.mixed_canastas
        concealed += int(result.went_out == seat and result.concealed)
    return Outcome(record.variant, opponent_level(final.teams, seat, levels),
                   final.winner == team, tuple(hands), canastas, concealed, ended or now())


# ---------------------------------------------------------------------- the tallies

class StatsError(ValueError):
    """Stored statistics that do not have the shape this version writes."""


_COUNTS = ("games", "wins", "abandoned", "hands", "hand_points", "canastas", "concealed",
           "streak", "longest")
#: The counts that are points, not tallies of things: a side's hands may sum to less than 0.
_POINTS = ("hand_points",)
#: No real figure comes near this; beyond it a figure is damage (and could not be averaged
#: or drawn: a whole number past 10**308 has no float).
MAX_FIGURE = 10**12


def _figure(value: Any, low: int) -> bool:
    """Whether ``value`` is a whole number (not a bool) in ``low..MAX_FIGURE``."""
    return type(value) is int and low <= value <= MAX_FIGURE


@dataclass
class Tally:
    """Figures over a set of games (one variant and level, or any)."""

    games: int = 0
    wins: int = 0
    abandoned: int = 0
    hands: int = 0
    hand_points: int = 0
    best_hand: int | None = None
    canastas: int = 0
    concealed: int = 0
    streak: int = 0  # wins in a row up to the last game
    longest: int = 0
    #: The last RECENT games: [ended, won, average hand, games so far, wins so far].
    recent: list[list[Any]] = field(default_factory=list)

    @property
    def win_rate(self) -> float | None:
        return self.wins / self.games if self.games else None

    @property
    def average_hand(self) -> float | None:
        return self.hand_points / self.hands if self.hands else None

    def add(self, outcome: Outcome) -> None:
        self.games += 1
        self.wins += int(outcome.won)
        self.hands += len(outcome.hands)
        self.hand_points += sum(outcome.hands)
        if outcome.hands:
            best = max(outcome.hands)
            self.best_hand = best if self.best_hand is None else max(self.best_hand, best)
        self.canastas += outcome.canastas
        self.concealed += outcome.concealed
        self.streak = self.streak + 1 if outcome.won else 0
        self.longest = max(self.longest, self.streak)
        average = round(sum(outcome.hands) / len(outcome.hands)) if outcome.hands else 0
        self.recent.append([outcome.ended, outcome.won, average, self.games, self.wins])
        del self.recent[:-RECENT]

    def add_abandoned(self) -> None:
        self.abandoned += 1
        self.streak = 0

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {name: getattr(self, name) for name in _COUNTS}
        data["best_hand"] = self.best_hand
        data["recent"] = [list(item) for item in self.recent]
        return data

    @classmethod
    def from_json(cls, data: Any) -> Tally:
        if not isinstance(data, dict):
            raise StatsError("a tally is not a table")
        tally = cls()
        for name in _COUNTS:
            value = data.get(name, 0)
            if name in _POINTS:
                if not _figure(value, -MAX_FIGURE):
                    raise StatsError(f"'{name}' is not a score")
            elif not _figure(value, 0):
                raise StatsError(f"'{name}' is not a count")
            setattr(tally, name, value)
        best = data.get("best_hand")
        if best is not None and not _figure(best, -MAX_FIGURE):
            raise StatsError("'best_hand' is not a score")
        tally.best_hand = best
        if tally.wins > tally.games or tally.longest > tally.wins or tally.streak > tally.longest:
            raise StatsError("the counts contradict each other")
        recent = data.get("recent", [])
        if not isinstance(recent, list) or len(recent) > RECENT:
            raise StatsError("'recent' is not a list of games")
        for item in recent:
            # [ended, won, average hand, games so far, wins so far]: the chart divides by
            # the games.
            if not (isinstance(item, list) and len(item) == 5 and isinstance(item[0], str)
                    and type(item[1]) is bool and _figure(item[2], -MAX_FIGURE)
                    and _figure(item[3], 1) and _figure(item[4], 0) and item[4] <= item[3]):
                raise StatsError("'recent' holds something that is not a game")
        tally.recent = [list(item) for item in recent]
        return tally


def tally_key(variant: str, level: str) -> str:
    return f"{variant}|{level}"


@dataclass
class StatsBook:
    """Every tally, by variant and level (ANY for either)."""

    tallies: dict[str, Tally] = field(default_factory=dict)

    def tally(self, variant: str = ANY, level: str = ANY) -> Tally:
        """The figures for a variant and opponent level (an empty tally when none)."""
        return self.tallies.get(tally_key(variant, level), Tally())

    def _every(self, variant: str, level: str) -> Iterable[Tally]:
        for v in (variant, ANY):
            for lv in (level, ANY):
                yield self.tallies.setdefault(tally_key(v, lv), Tally())

    def add(self, outcome: Outcome) -> None:
        for tally in self._every(outcome.variant, outcome.level):
            tally.add(outcome)

    def add_abandoned(self, variant: str, level: str) -> None:
        for tally in self._every(variant, level):
            tally.add_abandoned()

    def variants(self) -> list[str]:
        """Variants with at least one game (finished or left), in the order first seen."""
        seen = [key.split("|")[0] for key in self.tallies]
        return [v for i, v in enumerate(seen) if v != ANY and v not in seen[:i]]

    def levels(self) -> list[str]:
        seen = [key.split("|")[1] for key in self.tallies]
        return [lv for i, lv in enumerate(seen) if lv != ANY and lv not in seen[:i]]

    def to_json(self) -> dict[str, Any]:
        return {"version": VERSION,
                "tallies": {key: t.to_json() for key, t in self.tallies.items()}}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> StatsBook:
        """Read stored statistics; StatsError when they are not what this version writes."""
        version = data.get("version")
        if type(version) is not int or version != VERSION:
            raise StatsError(f"statistics version {version!r:.20} is not one this game reads")
        raw = data.get("tallies")
        if not isinstance(raw, dict):
            raise StatsError("the tallies are missing")
        tallies = {}
        for key, value in raw.items():
            if key.count("|") != 1 or not all(key.split("|")):
                raise StatsError(f"{key!r:.40} does not name a variant and a level")
            tallies[key] = Tally.from_json(value)
        return cls(tallies)


# ---------------------------------------------------------------------- storage

@dataclass(frozen=True)
class Problem:
    """What went wrong with the stored statistics, for the interface to put into words.

    ``kind``: "damaged" (set aside as ``backup``; new statistics begin), "unreadable" (could
    be neither read nor moved: left alone, nothing is written) or "unsaved" (the storage
    refused to write)."""

    kind: str
    backup: str | None = None
    detail: str = ""  # the technical reason, in English (logs, tests)


@dataclass(frozen=True)
class Loaded:
    """The statistics as read, and what went wrong if anything."""

    book: StatsBook
    problem: Problem | None = None

    @property
    def writable(self) -> bool:
        return self.problem is None or self.problem.kind != "unreadable"


class Statistics:
    """The player's statistics in the save storage (localStorage in the browser)."""

    def __init__(self, store: SaveStore | None = None) -> None:
        self.store = store if store is not None else SaveStore(STATS_PREFIX)

    def load(self) -> Loaded:
        """The stored statistics; a damaged file is set aside and reported, never reset in
        place (nothing is written while it can be neither read nor moved)."""
        result = self.store.load(BOOK_NAME)
        if result.status == "missing":
            return Loaded(StatsBook())
        if result.ok and result.record is not None:
            try:
                return Loaded(StatsBook.from_json(result.record))
            except StatsError as error:
                backup = self._set_aside()
                return Loaded(StatsBook(), self._damaged(backup, str(error)))
        # Damaged (the store has set it aside already), or unreadable (left in place).
        return Loaded(StatsBook(), self._damaged(result.backup_key, result.message))

    def record(self, outcome: Outcome) -> Problem | None:
        """Add a finished game; what went wrong, if anything."""
        return self._update(lambda book: book.add(outcome))

    def record_abandoned(self, variant: str, level: str) -> Problem | None:
        """Count a game the player left unfinished."""
        return self._update(lambda book: book.add_abandoned(variant, level))

    def backups(self) -> list[str]:
        """Statistics files set aside because they could not be used."""
        return [key[len(self.store.prefix):] for key in self.store.backups(BOOK_NAME)]

    def _update(self, change: Callable[[StatsBook], None]) -> Problem | None:
        loaded = self.load()
        if not loaded.writable:
            return loaded.problem
        change(loaded.book)
        try:
            self.store.save(BOOK_NAME, loaded.book.to_json())
        except (OSError, SaveError) as error:
            return Problem("unsaved", detail=str(error))
        return loaded.problem

    def _damaged(self, backup_key: str | None, detail: str) -> Problem:
        if backup_key is None:
            return Problem("unreadable", detail=detail)
        return Problem("damaged", backup_key[len(self.store.prefix):], detail)

    def _set_aside(self) -> str | None:
        return self.store.set_aside(BOOK_NAME)
