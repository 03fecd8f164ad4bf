"""The Statistics screen: how the player is doing, per variant and opponent level.

``StatisticsScene(app)`` reads the statistics (game/stats.py) when it opens. Two choices filter
them (a variant or all, an opponent level or all); the figures on the left and the chart on the
right (the win rate so far, or each game's average hand, over the last games) follow the
choice. A statistics file that could not be read is named here for as long as it is kept.
Esc or Back returns to the menu.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.i18n import N_, _, number
from game.rules import find_variant
from game.stats import ANY, MIXED, StatsBook, Tally
from game.ui import fonts
from game.ui.chart import draw_score_chart
from game.ui.config import level_name
from game.ui.game_history import problem_text
from game.ui.scene import Scene
from game.ui.scenes.chrome import MUTED, draw_felt, draw_section_label, draw_title, fit_choice
from game.ui.widgets import (
    CREAM,
    GOLD,
    GOLD_LIGHT,
    Button,
    Choice,
    FocusGroup,
    draw_panel,
    draw_text,
    draw_wrapped,
    rounded_box,
)

FIGURES = pygame.Rect(32, 156, 560, 480)
CHART_PANEL = pygame.Rect(612, 156, 636, 480)
WARNING = (255, 200, 170)
LEVEL_ORDER = ("easy", "normal", "hard", MIXED)
MIXED_LEVELS = N_("Mixed levels")
CHARTS = (N_("Win rate so far"), N_("Average hand"))


def percent(part: float) -> str:
    return _("{n}%").format(n=round(part * 100))


def figure_rows(tally: Tally) -> list[tuple[str, str]]:
    """The figures of one tally as (label, value) rows, in the player's language."""
    def points(value: float | None) -> str:
        if value is None:
            return "–"
        return f"–{number(-round(value))}" if value < 0 else number(round(value))

    rate = tally.win_rate
    return [
        (_("Games finished"), number(tally.games)),
        (_("Wins"), number(tally.wins)),
        (_("Win rate"), "–" if rate is None else percent(rate)),
        (_("Average hand"), points(tally.average_hand)),
        (_("Best hand"), points(tally.best_hand)),
        (_("Canastas"), number(tally.canastas)),
        (_("Went out concealed"), number(tally.concealed)),
        (_("Longest winning streak"), number(tally.longest)),
        (_("Current winning streak"), number(tally.streak)),
        (_("Games left unfinished"), number(tally.abandoned)),
    ]


def chart_series(tally: Tally, which: int) -> tuple[list[int], int]:
    """The chart's line (win rate so far in per cent, or each game's average hand) and the
    number of the first game it shows."""
    recent = tally.recent
    if not recent:
        return [], 1
    if which == 0:
        line = [round(100 * wins / games) for _t, _won, _avg, games, wins in recent]
    else:
        line = [avg for _t, _won, avg, _g, _w in recent]
    return line, recent[0][3]


def variant_title(variant: str) -> str:
    try:
        return _(find_variant(variant).title)
    except ValueError:  # a variant this version no longer has
        return variant


class StatisticsScene(Scene):
    """Figures and a chart per variant and opponent level."""

    scene_name = "statistics"

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        statistics = app.history.statistics
        loaded = statistics.load()
        self.book: StatsBook = loaded.book
        self.problem = problem_text(loaded.problem) if loaded.problem is not None else ""
        backups = statistics.backups()
        if backups and not self.problem:
            self.problem = _("Statistics that could not be read were kept as “{name}”.").format(
                name=backups[-1])
        self.variants = [ANY, *self.book.variants()]
        self.levels = [ANY, *(lv for lv in LEVEL_ORDER if lv in self.book.levels())]
        self.variant = self.level = ANY
        self.chart = 0
        self._build()

    def _build(self) -> None:
        variant_texts = [_("All variants") if v == ANY else variant_title(v)
                         for v in self.variants]
        level_texts = [_("All levels") if lv == ANY else _(MIXED_LEVELS) if lv == MIXED
                       else level_name(lv) for lv in self.levels]
        self.variant_choice = fit_choice(Choice(
            (32, 92, 560, 48), _("Variant"), variant_texts, self.variants.index(self.variant),
            self._choose_variant, font_size=19, value_width=330))
        self.level_choice = fit_choice(Choice(
            (612, 92, 400, 48), _("Opponents"), level_texts, self.levels.index(self.level),
            self._choose_level, font_size=19, value_width=220))
        self.chart_choice = fit_choice(Choice(
            (CHART_PANEL.x + 16, CHART_PANEL.y + 14, CHART_PANEL.w - 32, 44), _("Chart"),
            [_(c) for c in CHARTS], self.chart, self._choose_chart, font_size=18,
            value_width=300))
        self.back_button = Button((32, 652, 180, 52), _("Back"), self.back)
        focused = getattr(self, "focus", None)
        index = focused.index if focused is not None else 0
        self.focus = FocusGroup([self.variant_choice, self.level_choice, self.chart_choice,
                                 self.back_button], focus_index=index)

    # ------------------------------------------------------------------ changes

    def _choose_variant(self, index: int, _value: str) -> None:
        self.variant = self.variants[index]

    def _choose_level(self, index: int, _value: str) -> None:
        self.level = self.levels[index]

    def _choose_chart(self, index: int, _value: str) -> None:
        self.chart = index

    def back(self) -> None:
        self.app.scenes.pop()

    def settings_changed(self) -> None:
        self._build()

    @property
    def tally(self) -> Tally:
        return self.book.tally(self.variant, self.level)

    # ------------------------------------------------------------------ events and drawing

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.back()
            return True
        return self.focus.handle_event(event) or event.type not in (
            pygame.MOUSEMOTION, pygame.FINGERMOTION)

    def draw(self, surface: pygame.Surface) -> None:
        draw_felt(surface)
        draw_title(surface, _("Statistics"), (36, 22), 40)
        draw_panel(surface, FIGURES)
        draw_panel(surface, CHART_PANEL)
        tally = self.tally
        self._draw_figures(surface, tally)
        self._draw_chart(surface, tally)
        if self.problem:
            draw_wrapped(surface, self.problem, fonts.font(16), WARNING,
                         pygame.Rect(236, 650, 1010, 60))
        self.focus.draw(surface)

    def _draw_figures(self, surface: pygame.Surface, tally: Tally) -> None:
        area = FIGURES.inflate(-40, -32)
        if not tally.games and not tally.abandoned:
            draw_wrapped(surface, _("No finished games yet. A game played to its end is "
                                    "counted here; practice games are not."),
                         fonts.font(19), MUTED, area)
            return
        label_font, value_font = fonts.font(19), fonts.font(21, bold=True)
        y = area.y
        for n, (label, value) in enumerate(figure_rows(tally)):
            row = pygame.Rect(area.x - 10, y, area.w + 20, 40)
            if n % 2 == 0:
                surface.blit(rounded_box(row.size, (255, 255, 255, 14), None, 0, 6), row)
            draw_text(surface, label, label_font, CREAM, (area.x, row.centery), anchor="midleft")
            draw_text(surface, value, value_font, GOLD_LIGHT, (area.right, row.centery),
                      anchor="midright")
            y += 42

    def _draw_chart(self, surface: pygame.Surface, tally: Tally) -> None:
        area = pygame.Rect(CHART_PANEL.x + 16, CHART_PANEL.y + 92, CHART_PANEL.w - 32,
                           CHART_PANEL.h - 110)
        draw_section_label(surface, _("Games on the chart: {n}").format(n=len(tally.recent)),
                           (area.x, area.y - 24))
        line, first = chart_series(tally, self.chart)
        if not line:
            draw_text(surface, _("No games to show yet."), fonts.font(18), MUTED, area.center,
                      anchor="center")
            return
        # The win rate is drawn against a line at 100 %; the average hand finds its own scale.
        top = 100 if self.chart == 0 else None
        draw_score_chart(surface, area, [line], top, (GOLD,), first=first)
