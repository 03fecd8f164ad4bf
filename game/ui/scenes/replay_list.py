"""The list of games to watch again: the game in progress, then the kept games, newest first.

``ReplayListScene(app)`` reads the save and the kept games (game/archive.py) when it opens.
Choosing a row replays that game on the table (``app.watch``); a game whose record can't be
replayed is reported here and nothing else happens. Esc or Back returns to the menu.
"""

from __future__ import annotations

import calendar
import time
from dataclasses import dataclass
from typing import Any

import pygame

from game.archive import KEEP_GAMES, KeptGame
from game.i18n import _, n_, number
from game.replays import ReplayError, ReplayGame, replay_from_payload
from game.rules import find_variant
from game.ui import fonts
from game.ui.config import table_refusal
from game.ui.scene import Scene
from game.ui.scenes.chrome import MUTED, RowButton, ScrollView, draw_felt, draw_title
from game.ui.widgets import Button, FocusGroup, draw_panel, draw_text, draw_wrapped, event_pos

PANEL = pygame.Rect(32, 136, 1216, 500)
ROW_H = 56
WARNING = (255, 200, 170)


@dataclass
class Entry:
    """A row: what it says and the payload it replays."""

    title: str
    detail: str
    payload: dict[str, Any]


def when(stamp: str) -> str:
    """'2025-06-01T14:02:03Z' as local date and time ('2025-06-01 16:02')."""
    try:
        local = time.localtime(calendar.timegm(time.strptime(stamp, "%Y-%m-%dT%H:%M:%SZ")))
    except (ValueError, OverflowError):
        return stamp
    return time.strftime("%Y-%m-%d %H:%M", local)


def game_title(variant: str, players: int) -> str:
    try:
        title = _(find_variant(variant).title)
    except ValueError:
        title = variant
    return n_("{game}, {n} player", "{game}, {n} players", players).format(game=title, n=players)


def result_text(summary: dict[str, Any]) -> str:
    """How a kept game ended (or where it was left), from its summary."""
    scores = summary.get("scores")
    team = summary.get("team")
    hands = summary.get("hands")
    if not (isinstance(scores, list) and all(type(s) is int for s in scores) and scores):
        return ""
    if not (type(team) is int and 0 <= team < len(scores)) or len(scores) < 2:
        return " : ".join(number(s) for s in scores)
    mine = scores[team]
    theirs = max(s for i, s in enumerate(scores) if i != team)
    if not summary.get("finished"):
        return _("left in hand {n} at {mine} to {theirs}").format(
            n=hands, mine=number(mine), theirs=number(theirs))
    if summary.get("winner") == team:
        return _("won {mine} to {theirs}").format(mine=number(mine), theirs=number(theirs))
    return _("lost {mine} to {theirs}").format(mine=number(mine), theirs=number(theirs))


def kept_entry(game: KeptGame) -> Entry | None:
    record = game.payload.get("record")
    if not isinstance(record, dict):
        return None
    variant, players = record.get("variant"), record.get("players")
    if not isinstance(variant, str) or type(players) is not int:
        return None
    detail = " · ".join(part for part in (when(game.ended), result_text(game.summary)) if part)
    return Entry(game_title(variant, players), detail, game.payload)


class ReplayListScene(Scene):
    """Pick a game to watch."""

    scene_name = "replays"

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.entries: list[Entry] = []
        self.problems: list[str] = []
        self.message = ""
        self._read()
        self.view = ScrollView(PANEL.inflate(-24, -24))
        self._build()

    def _read(self) -> None:
        history = self.app.history
        saved = self.app.store.load(history.save_name) if self.app.has_saved_game() else None
        if saved is not None and saved.ok and saved.record is not None:
            entry = self._in_progress(saved.record)
            if entry is not None:
                self.entries.append(entry)
        elif saved is not None and saved.status != "missing":
            self.problems.append(saved.message)
        kept, problems = history.archive.games()
        self.problems += problems
        self.entries += [e for e in map(kept_entry, kept) if e is not None]

    def _in_progress(self, payload: dict[str, Any]) -> Entry | None:
        try:
            game = replay_from_payload(payload)
        except ReplayError:
            return None  # Continue reports and sets aside what it can't play
        if game.finished:
            return None
        record = game.record
        title = _("In progress: {game}").format(game=game_title(record.variant, record.players))
        detail = _("Hand {n} · only your own cards are shown").format(
            n=game.final.hand_number + 1)
        return Entry(title, detail, payload)

    def _build(self) -> None:
        view = self.view
        self.rows = [RowButton((view.rect.x, 0, view.rect.w - 16, ROW_H - 6), e.title, e.detail,
                               lambda e=e: self.watch(e)) for e in self.entries]
        view.content_height = len(self.rows) * ROW_H
        self.back_button = Button((32, 652, 180, 52), _("Back"), self.back)
        self.focus = FocusGroup([*self.rows, self.back_button], focus_index=0)
        self._place()

    def _place(self) -> None:
        for i, row in enumerate(self.rows):
            row.rect.y = self.view.rect.y + i * ROW_H - round(self.view.offset)

    # ------------------------------------------------------------------ actions

    def watch(self, entry: Entry) -> None:
        try:
            game: ReplayGame = replay_from_payload(entry.payload)
        except ReplayError:
            self.message = _("This game can't be replayed: its record is damaged.")
            return
        record = game.record
        refusal = table_refusal(record.variant, record.players, record.options)
        if refusal is not None:
            self.message = _("This game can't be replayed: {reason}.").format(reason=refusal)
            return
        self.app.watch(game)

    def back(self) -> None:
        self.app.scenes.pop()

    def settings_changed(self) -> None:
        self.entries, self.problems = [], []
        self._read()
        self._build()

    # ------------------------------------------------------------------ events and drawing

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.back()
            return True
        if self.view.handle_event(event):
            for row in self.rows:
                row.pressed = False
            self._place()
            return True
        pos = event_pos(event)
        hidden = [r for r in self.rows if pos is not None and r.enabled
                  and not self.view.rect.collidepoint(pos)]
        for row in hidden:
            row.enabled = False  # a row scrolled out of sight ignores the pointer
        try:
            used = self.focus.handle_event(event)
        finally:
            for row in hidden:
                row.enabled = True
        index = self.focus.index
        if index is not None and index < len(self.rows):
            self.view.ensure_visible(index * ROW_H, index * ROW_H + ROW_H)
            self._place()
        return used or event.type not in (pygame.MOUSEMOTION, pygame.FINGERMOTION)

    def draw(self, surface: pygame.Surface) -> None:
        self._place()
        draw_felt(surface)
        draw_title(surface, _("Replays"), (36, 22), 40)
        draw_wrapped(surface, _("Watch a finished game with every hand open, or the game in "
                                "progress with only your cards. The last {n} games are kept."
                                ).format(n=KEEP_GAMES), fonts.font(16), MUTED,
                     pygame.Rect(38, 88, 1200, 44))
        draw_panel(surface, PANEL)
        if not self.rows:
            draw_text(surface, _("No games to watch yet: a game you finish is kept here."),
                      fonts.font(19), MUTED, PANEL.center, anchor="center")
        clip = surface.get_clip()
        surface.set_clip(self.view.rect)
        for row in self.rows:
            if row.rect.bottom > self.view.rect.y and row.rect.y < self.view.rect.bottom:
                row.draw(surface)
        surface.set_clip(clip)
        self.view.draw_scrollbar(surface)
        self.back_button.draw(surface)
        lines = [self.message, *self.problems]
        text = " ".join(line for line in lines if line)
        if text:
            draw_wrapped(surface, text, fonts.font(16), WARNING, pygame.Rect(236, 652, 1010, 56))
