"""Watching a recorded game on the real table: the recorded actions instead of bots or a person.

The table scene (game/ui/scenes/table.py) holds a :class:`ReplayDriver` when it replays a
game and hands it control at one seam each: events first (its controls and keys), the frame's
time (scaled by the replay's speed, so flights, banners and pauses all follow it), the turn
(it plays the next recorded action through the table's own ``play``, so every action is
animated, logged and announced exactly as in a game), the end of a hand (the scoring overlay,
with Close) and the frame's last layer (the controls and, once the game is over, the other
seats' open hands).

Stepping forward plays the next action with its flights; stepping back, or jumping to another
hand, rebuilds the state at that action from the record (game/replays.py) and shows it at once.

The seat shown at the bottom can be changed among the seats whose hands may be seen: any seat
of a finished game, only the player's own of a game still in progress.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.i18n import _
from game.replays import ReplayGame
from game.rules import GameState
from game.ui.animations import AnimationQueue
from game.ui.config import GameConfig
from game.ui.replay_controls import ReplayControls
from game.ui.scenes.scoring import ScoringScene
from game.ui.scenes.table import TableScene
from game.ui.table_feed import FEED_ACTIONS

#: Seconds between two recorded actions at speed 1 (the table's bot pause, so a replay reads
#: like the game did).
STEP_PAUSE = 0.75
#: Seconds a hand's score stays up while the replay plays on.
SCORE_SECONDS = 5.0
SPEEDS = (0.5, 1.0, 2.0, 4.0)


class ReplayDriver:
    """Feeds one recorded game to a table scene; play, pause, step, jump, speed, seat."""

    def __init__(self, app: Any, game: ReplayGame, playing: bool = True) -> None:
        self.app = app
        self.game = game
        self.playing = playing
        self.speed_index = SPEEDS.index(1.0)
        seats = game.open_seats()
        self.seat = seats[0] if seats else (game.human_seat or 0)
        self.table: Any = None
        self.wait = 0.0
        self._scored: int | None = None  # the action index whose score was shown
        self._logs: dict[int, list[str]] = {}  # the game log as it read after each action
        self.controls = ReplayControls(self)

    # ------------------------------------------------------------------ the table's seams

    def attach(self, table: Any) -> None:
        """The table this driver feeds (called once the table's parts exist)."""
        self.table = table
        self.controls.build(table.layout)

    def config(self) -> GameConfig:
        """The table's settings for this game: nobody at the table acts for a person."""
        record = self.game.record
        return GameConfig(record.variant, record.players, None, dict(self.game.levels),
                          dict(record.options), record.seed)

    @property
    def speed(self) -> float:
        return SPEEDS[self.speed_index]

    def scaled(self, dt: float) -> float:
        """A frame's time at the replay's speed."""
        return dt * self.speed

    @property
    def index(self) -> int:
        """How many recorded actions the table has played (the table's record grows by one
        with each action it plays)."""
        return len(self.table.record.actions)

    @property
    def at_end(self) -> bool:
        return self.index >= self.game.length

    def shows(self, seat: int) -> bool:
        """Whether ``seat``'s cards may be drawn face up."""
        return seat in self.game.open_seats()

    def update(self, dt: float) -> None:
        """Once the table is still: show a finished hand's score, or play the next action
        when its time has come."""
        if self.index not in self._logs:
            self._logs[self.index] = list(self.table.log.lines)
        if self.table.state.is_hand_over and self._scored != self.index:
            self._open_scoring()
            return
        if self.at_end:
            if self.playing:
                self.playing = False
                self.controls.refresh()
                if not self.game.finished:
                    self.table.say(_("The record ends here: the game was not finished."))
            if self.app.quit_after_hand:
                self.app.quit()  # a record that ends before its first hand does
            return
        if not self.playing:
            return
        if self.wait > 0:
            self.wait -= dt
            return
        self.step_forward()

    # ------------------------------------------------------------------ what the controls do

    def toggle_play(self) -> None:
        if self.at_end and not self.playing:
            self.jump(0)
        self.playing = not self.playing
        self.wait = 0.0
        self.controls.refresh()

    def step_forward(self) -> None:
        """Play the next recorded action, with its flights."""
        if self.at_end:
            return
        self._finish_flights()
        _seat, text = self.game.record.actions[self.index]
        self.table.play(text)
        self.wait = 0.0 if self.app.turbo else STEP_PAUSE
        self._logs[self.index] = list(self.table.log.lines)
        self.controls.refresh()

    def step_back(self) -> None:
        """Show the state before the last action (rebuilt from the record)."""
        self.playing = False
        self.jump(max(0, self.index - 1))

    def previous_hand(self) -> None:
        self.playing = False
        self.jump(self.game.hand_start_before(self.index))

    def next_hand(self) -> None:
        self.jump(self.game.hand_start_after(self.index))

    def faster(self, step: int = 1) -> None:
        """The Speed button: the next speed, round from the fastest to the slowest."""
        self.speed_index = (self.speed_index + step) % len(SPEEDS)
        self.controls.refresh()

    def nudge_speed(self, step: int) -> None:
        """The + and - keys: one speed faster or slower, stopping at either end (a key named
        "faster" never makes the replay slower)."""
        self.speed_index = min(max(self.speed_index + step, 0), len(SPEEDS) - 1)
        self.controls.refresh()

    def next_seat(self) -> None:
        """Show the next seat whose hand may be seen at the bottom of the table."""
        seats = self.game.open_seats()
        if len(seats) < 2:
            return
        self.seat = seats[(seats.index(self.seat) + 1) % len(seats)] if self.seat in seats \
            else seats[0]
        self.table.watch_from(self.seat)

    def jump(self, index: int) -> None:
        """Show the state after ``index`` actions at once (no flights)."""
        index = max(0, min(self.game.length, index))
        table = self.table
        while isinstance(self.app.scenes.top, ScoringScene):
            self.app.scenes.pop()
        if index > self.index:
            self._log_forward(index)
        self._finish_flights()
        table.banners.clear()
        old, state = table.state, self.game.state_at(index)
        del table.record.actions[index:]
        table.record.actions.extend(self.game.record.actions[len(table.record.actions):index])
        self._show(old, state)
        table.log.lines = list(self._logs.get(index, table.log.lines))
        self._feed_to(index)
        self._scored = None
        self.wait = 0.0
        self.controls.refresh()

    # ------------------------------------------------------------------ inside

    def _open_scoring(self) -> None:
        self._scored = self.index
        on_next = None if self.table.state.is_game_over else self.step_forward
        scoring = ScoringScene(self.app, self.table.state, on_next, on_close=self._closed_scoring)
        self.app.scenes.push(scoring)
        if self.playing and on_next is not None and not self.app.quit_after_hand:
            self.app.auto_advance(SCORE_SECONDS / self.speed, lambda: self._score_read(scoring))

    def _score_read(self, scoring: ScoringScene) -> None:
        """While the replay plays, a hand's score moves on by itself after a while."""
        if self.playing and self.app.scenes.top is scoring:
            scoring.next_hand()

    def _closed_scoring(self) -> None:
        self.playing = False
        self.controls.refresh()

    def _finish_flights(self) -> None:
        """Land every card in the air (their hide counters go back to zero)."""
        self.table.anim.skip()
        self.table.anim = AnimationQueue()

    def _log_forward(self, index: int) -> None:
        """The game log's lines for the actions skipped by a jump forward."""
        table = self.table
        state = table.state
        for i in range(self.index, index):
            _seat, text = self.game.record.actions[i]
            state, events = state.apply(text)
            table.log.add_events(events, table.name, table.side_name, table.bottom)
            self._logs[i + 1] = list(table.log.lines)

    def _feed_to(self, index: int) -> None:
        """The feed beside the pile as it read after ``index`` actions: the last turns of
        that hand told again (never the words of a later move)."""
        table = self.table
        table.feed.clear()
        start = max(self.game.hand_start_before(index + 1), index - FEED_ACTIONS)
        state = self.game.state_at(start)
        for _seat, text in self.game.record.actions[start:index]:
            state, events = state.apply(text)
            for event in events:
                if event.kind == "dealt":
                    table.feed.clear()
                table.feed.add(event.seen_by(table.bottom))

    def _show(self, old: GameState, state: GameState) -> None:
        table = self.table
        table.state = state
        if state.hand_number != old.hand_number:
            table.input.new_hand()
        table.hand.items = []
        table.hand.sync(state.hands[table.bottom])
        table.hand.update(0, snap=True)
        table.dialogs.played()
        table.say("")

    # ------------------------------------------------------------------ events and drawing

    @property
    def widgets(self) -> list[Any]:
        """The replay's buttons (for checks that look at every control on screen)."""
        return list(self.controls.widgets)

    def handle_event(self, event: pygame.event.Event) -> bool:
        return self.controls.handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        self.controls.draw(surface)


def replay_table(app: Any, game: ReplayGame) -> TableScene:
    """A table scene replaying ``game`` from its first deal."""
    driver = ReplayDriver(app, game)
    return TableScene(app, driver.config(), replay=driver)
