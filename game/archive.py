"""Games kept for watching again: finished games and games left unfinished.

The game in progress lives in the save (``saves/current``) until it ends; then its payload
(the game record, the player's seat, the computer players' levels) is kept here under
``games/<time>-<seed>``, in the same envelope as every save (a checksum, atomic writes
natively, set aside under a name of its own when damaged). A game the player leaves for a new
one is kept here too, marked unfinished.

The browser gives a page a few megabytes of localStorage in all, so the archive keeps the
newest ``KEEP_GAMES`` games and at most ``KEEP_BYTES`` of them: a record is about 5 KB for a
two-player Classic game, 8 KB for four players and 15 KB for Hand and Foot, so 30 games take
some 150-450 KB. When the browser refuses a write for want of room, the oldest kept games
make way for the new one.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from game import platform
from game.rules import GameState
from game.saves import LoadResult, SaveStore, encode

ARCHIVE_PREFIX = "games/"
KEEP_GAMES = 30
KEEP_BYTES = 1_000_000
KEPT = "kept"  # the payload's field saying when and how the game ended


@dataclass(frozen=True)
class KeptGame:
    """A kept game as the list of replays shows it (its payload is read when listed)."""

    name: str
    payload: dict[str, Any]

    @property
    def finished(self) -> bool:
        return bool(self.summary.get("finished"))

    @property
    def ended(self) -> str:
        return str(self.summary.get("ended", ""))

    @property
    def summary(self) -> dict[str, Any]:
        """How the game stood when it was kept: "scores" per side, "hands" played,
        "winner" and the player's "team" (either may be None)."""
        kept = self.payload.get(KEPT, {})
        return kept if isinstance(kept, dict) else {}


class GameArchive:
    """The kept games, newest first."""

    def __init__(self, store: SaveStore | None = None) -> None:
        self.store = store if store is not None else SaveStore(ARCHIVE_PREFIX)

    def keep(self, payload: Mapping[str, Any], final: GameState) -> str:
        """Keep a game's payload, with a summary of where ``final`` (its last state) left
        it; its name. Raises SaveError or OSError when it can't be kept even after the
        oldest games made way."""
        ended = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())
        record = payload.get("record", {})
        seed = record.get("seed", 0) if isinstance(record, Mapping) else 0
        stamp = ended.replace("-", "").replace(":", "")
        # Games kept within the same second are numbered on from the newest, so names sort
        # as they were kept (a number freed by pruning is never given again).
        taken = [int(name.split("-")[1]) for name in self.names()
                 if name.startswith(stamp + "-") and name.split("-")[1].isdigit()]
        name = f"{stamp}-{max(taken, default=-1) + 1:03d}-{int(seed) & 0xFFFFFFFF:08x}"
        kept = dict(payload)
        seat = payload.get("human_seat")
        team = final.team_of(seat) if type(seat) is int and 0 <= seat < final.players else None
        kept[KEPT] = {"finished": final.is_game_over, "ended": ended,
                      "scores": list(final.total_scores), "hands": final.hand_number + 1,
                      "winner": final.winner, "team": team}
        encode(kept)  # SaveError now, before anything is pruned for it
        while True:
            try:
                self.store.save(name, kept)
                break
            except OSError:
                oldest = self.names()[-1:]
                if not oldest:
                    raise
                self._drop(oldest[0])
        self.prune()
        return name

    def names(self) -> list[str]:
        """Kept games, newest first (names start with the time they were kept)."""
        return sorted(self.store.names(), reverse=True)

    def load(self, name: str) -> LoadResult:
        """A kept game's payload; a damaged one is set aside and reported (game/saves.py)."""
        return self.store.load(name)

    def games(self) -> tuple[list[KeptGame], list[str]]:
        """Every kept game that can be read, newest first, and the messages about those that
        could not (set aside by the store)."""
        kept, problems = [], []
        for name in self.names():
            result = self.load(name)
            if result.ok and result.record is not None:
                kept.append(KeptGame(name, result.record))
            elif result.status != "missing":
                problems.append(result.message)
        return kept, problems

    def prune(self, keep_games: int = KEEP_GAMES, keep_bytes: int = KEEP_BYTES) -> list[str]:
        """Drop the oldest games beyond the limits; the names dropped."""
        names = self.names()
        total = 0
        dropped = []
        for index, name in enumerate(names):
            total += self._size(name)
            if index >= keep_games or (index > 0 and total > keep_bytes):
                self._drop(name)
                dropped.append(name)
        return dropped

    def _size(self, name: str) -> int:
        try:
            text = platform.storage_get(self.store.key(name))
        except Exception:  # unreadable: it takes no room we can count
            return 0
        return 0 if text is None else len(text.encode("utf-8", "surrogateescape"))

    def _drop(self, name: str) -> None:
        # A game that can't be dropped stays: the next prune tries again.
        with contextlib.suppress(OSError, ValueError):
            platform.storage_remove(self.store.key(name))
