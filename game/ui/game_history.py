"""What happens to a game when it ends or is left: kept for replays, counted in the statistics.

The App calls :meth:`GameHistory.finish` when a game reaches its end and
:meth:`GameHistory.before_save` before every autosave. A save that is about to be written
over by a different game is a game left unfinished: it is kept for watching and counted as
left (not as a loss) in the statistics. Games of the attract mode are never saved, so never
counted; practice games are kept for watching but stay out of the statistics.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from game.archive import GameArchive
from game.i18n import _
from game.replays import ReplayError, is_practice, replay_from_payload
from game.rules import GameRecord, GameState
from game.saves import SaveError
from game.stats import Problem, Statistics, opponent_level, outcome_of


def game_identity(record_json: Mapping[str, Any]) -> str:
    """What tells two games apart: the variant, the players, the seed and the options."""
    keys = ("variant", "players", "seed", "options")
    return json.dumps([record_json.get(k) for k in keys], sort_keys=True, default=str)


def problem_text(problem: Problem) -> str:
    """A statistics problem in the player's language."""
    if problem.kind == "damaged":
        return _("The statistics could not be read; they were kept as “{name}”.").format(
            name=problem.backup)
    if problem.kind == "unreadable":
        return _("The statistics could not be read, so this game was not counted.")
    return _("The statistics could not be saved.")


class GameHistory:
    """Keeps ended and left games and counts them; tells the player when storage fails."""

    def __init__(self, app: Any, save_name: str, statistics: Statistics | None = None,
                 archive: GameArchive | None = None) -> None:
        self.app = app
        self.save_name = save_name
        self.statistics = statistics if statistics is not None else Statistics()
        self.archive = archive if archive is not None else GameArchive()
        self._saved: str | None = None  # the game whose save is known to be in the save slot

    def adopt(self, record_json: Mapping[str, Any]) -> None:
        """The save slot holds this game (it was just continued)."""
        self._saved = game_identity(record_json)

    def finish(self, record: GameRecord, config: Any, final: GameState, payload: dict[str, Any]
               ) -> None:
        """A game with a player in it reached its end."""
        self._keep(payload, final)
        seat = config.human_seat
        if seat is None or is_practice(payload, config):
            return
        outcome = outcome_of(record, seat, config.levels, final)
        problem = self.statistics.record(outcome)
        if problem is not None:
            self.app.notify(problem_text(problem))

    def before_save(self, payload: Mapping[str, Any]) -> None:
        """Called before an autosave of ``payload``: a different game still in the save slot
        is being left unfinished."""
        identity = game_identity(payload.get("record", {}))
        if identity == self._saved:
            return
        self._saved = identity
        result = self.app.store.load(self.save_name)
        if not result.ok or result.record is None:
            return  # no game (or a damaged one, which the store has set aside)
        old = result.record
        if game_identity(old.get("record", {})) == identity:
            return
        try:
            replay = replay_from_payload(old)
        except ReplayError:
            return  # not a game that could be continued or watched: nothing was left
        if replay.finished:
            return
        self._keep(old, replay.final)
        if replay.human_seat is None or replay.practice:
            return
        state = replay.final
        level = opponent_level(state.teams, replay.human_seat, replay.levels)
        problem = self.statistics.record_abandoned(replay.record.variant, level)
        if problem is not None:
            self.app.notify(problem_text(problem))

    def _keep(self, payload: Mapping[str, Any], final: GameState) -> None:
        try:
            self.archive.keep(payload, final)
        except (OSError, SaveError) as error:
            self.app.notify(_("The game could not be kept for replays: {reason}").format(
                reason=error))
