"""The score of a finished hand, the running score sheet, a chart, and the game's end.

``ScoringScene(app, state, on_next)`` is an overlay (``opaque = False``) over the table. It
swallows every event so nothing reaches the table beneath. "Next hand" calls ``on_next()``
and then, if the scene is still on top of the stack, pops it; at game over the button is
"New game" and opens the New game screen over the menu. With ``on_close`` (a replay), a
Close button (or Esc) takes the overlay away and calls ``on_close()``, so the table can be
looked at again.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.i18n import N_, _, n_, number
from game.rules import GameState, HandResult, Rules, TeamScore
from game.rules.ending import game_end_reached
from game.ui import fonts
from game.ui.chart import draw_score_chart, running_totals
from game.ui.scene import Scene
from game.ui.scenes.chrome import MUTED, draw_section_label, draw_title, draw_veil, fit_font
from game.ui.scenes.seats import seat_label, side_colours, side_labels
from game.ui.widgets import (
    CREAM,
    GOLD,
    GOLD_LIGHT,
    Button,
    FocusGroup,
    draw_panel,
    draw_text,
    rounded_box,
    wrap_text,
)

PANEL = pygame.Rect(48, 24, 1184, 672)
BREAKDOWN = pygame.Rect(84, 156, 560, 420)
SHEET = pygame.Rect(680, 156, 516, 210)
CHART = pygame.Rect(680, 400, 516, 190)
LABEL_W = 236
ROW_H, ROW_MIN = 38, 28  # the breakdown's row height, and how close rows may come
NEGATIVE = (255, 150, 130)


Row = tuple[str, list[str], list[int], bool]
#: The canasta rows every hand shows, even at zero (the engine's labels, translated here).
CANASTA_ROWS = (N_("Natural canastas"), N_("Mixed canastas"))


def breakdown_rows(result: HandResult, rules: Rules) -> list[Row]:
    """The hand's score item by item: (row title, per-side notes, per-side points, bold).

    Notes are short counts shown beside the points ("2 ×" canastas, red threes). Canastas
    get a row per kind the engine scored (natural, mixed, sevens, aces...), each with its own
    points; the variant's bonuses and penalties a row per name, where a side has one.
    """
    teams = result.teams

    def col(get: Callable[[TeamScore], int]) -> list[int]:
        return [get(t) for t in teams]

    def counts(get: Callable[[TeamScore], int]) -> list[str]:
        return [f"{get(t)} ×" if get(t) else "" for t in teams]

    def going_out_note(t: TeamScore) -> str:
        return _("concealed") if t.concealed else ""

    blank = ["" for _t in teams]
    rows = [(_("Melded cards"), blank, col(lambda t: t.melded), False), *_canasta_rows(teams)]
    rows += [
        (_(rules.threes_label), counts(lambda t: t.red_threes), col(lambda t: t.red_three_bonus),
         False),
        (_("Going out"), [going_out_note(t) for t in teams], col(lambda t: t.going_out), False),
        (_(rules.cards_left_label), blank, col(lambda t: -t.in_hand), False),
    ]
    # The variant's own bonuses and penalties, one row per name (sambas, acaba, special hands).
    labels: list[str] = []
    for t in teams:
        labels.extend(label for label, _points in t.extras if label not in labels)
    for label in labels:
        points = [dict(t.extras).get(label, 0) for t in teams]
        rows.append((_(label), blank, points, False))
    unnamed = [t.special - sum(p for _label, p in t.extras) for t in teams]
    if any(unnamed):
        rows.append((_("Bonuses"), blank, unnamed, False))
    rows.append((_("Hand total"), blank, col(lambda t: t.total), True))
    return rows


def _canasta_rows(teams: Sequence[TeamScore]) -> list[Row]:
    """A row per kind of canasta of one rank, with how many and their points per side."""
    labels = list(CANASTA_ROWS)
    for t in teams:
        labels.extend(label for label, _n, _p in t.canastas if label not in labels)
    rows: list[Row] = []
    for label in labels:
        cells = [next(((n, p) for name, n, p in t.canastas if name == label), (0, 0))
                 for t in teams]
        rows.append((_(label), [f"{n} ×" if n else "" for n, _p in cells],
                     [p for _n, p in cells], False))
    # Canasta points a side's rows do not account for stand in a row of their own rather than
    # in another kind's.
    rest = [t.canasta_bonus - sum(p for _l, _n, p in t.canastas) for t in teams]
    if any(rest):
        rows.append((_("Canastas"), ["" for _t in teams], rest, False))
    return rows


def row_label_font(title: str, strong: bool) -> pygame.font.Font:
    """The breakdown's row-title font, a little smaller when a translation is long."""
    return fit_font(title, LABEL_W - 12, 21 if strong else 18, strong, 13)


def points_text(value: int) -> str:
    """Points with thousands separators; negatives with a dash (the shipped font has no minus
    sign glyph)."""
    return f"–{number(-value)}" if value < 0 else number(value)


def outcome_text(state: GameState, seat_name: Callable[[int], str] | None = None,
                 viewer: int = 0) -> str:
    """How the hand ended, in one line, seen from ``viewer``'s seat (``seat_name``: every
    seat by name, pass-and-play)."""
    if state.ended_by == "acaba":
        # British: the seat whose turn it was said acaba (nobody went out).
        if state.turn == viewer and seat_name is None:
            return _("You ended the hand with acaba.")
        who = (seat_label(state.turn, state.teams, viewer) if seat_name is None
               else seat_name(state.turn))
        return _("{player} ended the hand with acaba.").format(player=who)
    seat = state.went_out
    if seat is None:
        if state.seven_canastas_team() is not None:
            return _("Seven canastas end the hand.")
        return _("The stock ran out.")
    who = seat_label(seat, state.teams, viewer) if seat_name is None else seat_name(seat)
    if seat == viewer and seat_name is None:
        return _("You went out concealed.") if state.concealed else _("You went out.")
    if state.concealed:
        return _("{player} went out concealed.").format(player=who)
    return _("{player} went out.").format(player=who)


def winner_text(state: GameState, names: Sequence[str] | None = None, viewer: int = 0) -> str:
    """The winner and the margin at game over, seen from ``viewer``'s seat (``names``: the
    sides, pass-and-play)."""
    winner = state.winner
    if winner is None:
        return ""
    totals = state.total_scores
    others = [v for i, v in enumerate(totals) if i != winner]
    margin = totals[winner] - max(others) if others else totals[winner]
    if names is not None:
        return margin_text("player", margin, names[winner])
    pair = len(state.teams[winner]) > 1
    if viewer in state.teams[winner]:
        return margin_text("we" if pair else "you", margin)
    if pair and len(state.teams) == 2:
        return margin_text("they", margin)
    return margin_text("player", margin, side_labels(state.teams, viewer)[winner])


def margin_text(who: str, margin: int, player: str = "") -> str:
    """"We/You/They/{player} win(s) by {points} points", in the count's plural form."""
    if who == "we":
        text = n_("We win by {points} point!", "We win by {points} points!", margin)
    elif who == "you":
        text = n_("You win by {points} point!", "You win by {points} points!", margin)
    elif who == "they":
        text = n_("They win by {points} point.", "They win by {points} points.", margin)
    else:
        text = n_("{player} wins by {points} point.", "{player} wins by {points} points.",
                  margin)
    return text.format(player=player, points=number(margin))


def game_end_text(rules: Rules, players: int) -> str:
    """How the game ends: a target score, a number of hands (Hand and Foot), or both."""
    target, hands = rules.target(players), rules.hands_per_game
    if target > 0 and hands:
        return n_("First to {target} wins, or the highest score after {count} hand.",
                  "First to {target} wins, or the highest score after {count} hands.",
                  hands).format(target=number(target), count=hands)
    if hands:
        return n_("The highest score after {count} hand wins.",
                  "The highest score after {count} hands wins.", hands).format(count=hands)
    return _("First to {target} wins.").format(target=number(target))


def game_end_text_after(state: GameState) -> str:
    """:func:`game_end_text`, unless this hand would have ended the game but for the leaders
    being level: then another hand is played, and the line says so."""
    if game_end_reached(state) and not state.is_game_over:
        return _("The leaders are level: another hand decides.")
    return game_end_text(state.rules, state.players)


class ScoringScene(Scene):
    """The hand's score over the table; Next hand (or New game at the end)."""

    scene_name = "scoring"
    shows_hand_score = True
    opaque = False

    def __init__(self, app: Any, state: GameState, on_next: Callable[[], None] | None = None,
                 on_close: Callable[[], None] | None = None, *, practice: bool = False,
                 names: Sequence[str] | None = None,
                 seat_name: Callable[[int], str] | None = None, viewer: int = 0) -> None:
        """``practice`` marks a practice game; ``viewer`` is the player's seat; ``names``
        (the sides) and ``seat_name`` name everybody absolutely, for a sheet several people
        read (pass-and-play)."""
        super().__init__(app)
        if state.result is None:
            raise ValueError("the scoring screen needs a finished hand")
        self.state = state
        self.result: HandResult = state.result
        self.on_next = on_next
        self.viewer = viewer
        self.names = list(names) if names else side_labels(state.teams, viewer)
        self.named = names is not None
        self.seat_name = seat_name if names is not None else None
        self.practice = practice
        self.colours = side_colours(state.teams, viewer)
        self.hands = list(state.history) + [self.result.totals]
        self.game_over = state.is_game_over
        rect = pygame.Rect(0, 0, 240, 56)
        rect.bottomright = (PANEL.right - 36, PANEL.bottom - 28)
        if self.game_over:
            self.button = Button(rect, _("New game"), self.new_game, primary=True)
        else:
            self.button = Button(rect, _("Next hand"), self.next_hand, primary=True)
        self.on_close = on_close
        self.close_button: Button | None = None
        buttons = [self.button]
        if on_close is not None:
            self.close_button = Button(rect.move(-rect.w - 24, 0), _("Close"), self.close)
            buttons.insert(0, self.close_button)
        self.focus = FocusGroup(buttons, focus_index=len(buttons) - 1)

    # actions
    def next_hand(self) -> None:
        if self.on_next is not None:
            self.on_next()
        stack = self.app.scenes
        if stack.top is self:
            stack.pop()

    def new_game(self) -> None:
        """The New game screen, over the menu (so Back goes there), as its button says."""
        self.app.open_menu()
        menu = self.app.scenes.top
        if getattr(menu, "scene_name", "") == "menu":
            menu.new_game()

    def close(self) -> None:
        """Take the overlay away (a replay: the table stays where the hand ended)."""
        if self.app.scenes.top is self:
            self.app.scenes.pop()
        if self.on_close is not None:
            self.on_close()

    # scene hooks
    def handle_event(self, event: pygame.event.Event) -> bool:
        if (self.close_button is not None and event.type == pygame.KEYDOWN
                and event.key == pygame.K_ESCAPE):
            self.close()
            return True
        self.focus.handle_event(event)
        if self.focus.index is None:
            self.focus.focus(len(self.focus.widgets) - 1)  # Enter always goes on
        return True  # the table waits underneath

    def draw(self, surface: pygame.Surface) -> None:
        draw_veil(surface, 160)
        draw_panel(surface, PANEL, fill=(8, 34, 22, 236))
        state = self.state
        title = _("Game over") if self.game_over else _("Hand {number}").format(
            number=state.hand_number + 1)
        draw_title(surface, title, (PANEL.x + 36, PANEL.y + 14), 38)
        draw_text(surface, outcome_text(state, self.seat_name, self.viewer), fonts.font(20), CREAM,
                  (PANEL.x + 38, PANEL.y + 66))
        if self.practice:
            draw_text(surface, _("Practice game: not counted in the statistics"),
                      fonts.font(18, bold=True), GOLD_LIGHT, (PANEL.right - 36, PANEL.y + 30),
                      anchor="topright")
        self._draw_breakdown(surface)
        self._draw_sheet(surface)
        draw_section_label(surface, _("Scores hand by hand"), (CHART.x, CHART.y - 24))
        target = state.rules.target(state.players)
        draw_score_chart(surface, CHART, running_totals(self.hands),
                         target if target > 0 else None, self.colours)
        if self.game_over:
            winner = winner_text(state, self.names if self.named else None, self.viewer)
            draw_text(surface, winner, fonts.font(30, bold=True), GOLD_LIGHT,
                      (PANEL.x + 38, self.button.rect.centery), anchor="midleft", shadow=True)
        else:
            draw_text(surface, game_end_text_after(state), fonts.font(18), MUTED,
                      (PANEL.x + 38, self.button.rect.centery), anchor="midleft")
        self.focus.draw(surface)

    # the two tables
    def _columns(self, area: pygame.Rect, label_w: int) -> list[pygame.Rect]:
        n = len(self.names)
        w = (area.w - label_w) // n
        return [pygame.Rect(area.x + label_w + i * w, area.y, w, area.h) for i in range(n)]

    def _draw_header(self, surface: pygame.Surface, cols: Sequence[pygame.Rect], y: int) -> int:
        font = fonts.font(17, bold=True)
        bottom = y
        for i, (col, name) in enumerate(zip(cols, self.names, strict=True)):
            lines = wrap_text(font, name, col.w - 12)[:2]
            ty = y
            for line in lines:
                draw_text(surface, line, font, CREAM, (col.right - 6, ty), anchor="topright")
                ty += font.get_linesize()
            swatch = pygame.Rect(0, 0, 24, 4)
            swatch.topright = (col.right - 6, ty + 2)
            pygame.draw.rect(surface, self.colours[i], swatch)
            bottom = max(bottom, ty + 10)
        return bottom

    def _draw_breakdown(self, surface: pygame.Surface) -> None:
        area = BREAKDOWN
        draw_section_label(surface, _("This hand"), (area.x, area.y - 24))
        cols = self._columns(area, LABEL_W)
        y = self._draw_header(surface, cols, area.y)
        value_font = fonts.font(19)
        bold = fonts.font(21, bold=True)
        note_font = fonts.font(14)
        rows = breakdown_rows(self.result, self.state.rules)
        # A variant with many items (Modern American: sevens, aces, wild canastas, unfinished
        # melds...) gets closer rows rather than rows running over the game's end below.
        room = self.button.rect.y - 12 - y - 6
        row_h = max(ROW_MIN, min(ROW_H, room // len(rows) - 2))
        for n, (title, notes, values, strong) in enumerate(rows):
            row = pygame.Rect(area.x - 10, y, area.w + 10, row_h)
            if strong:
                y += 6
                row.y = y
                surface.blit(rounded_box(row.size, (*GOLD, 46), GOLD, 1, 8), row)
            elif n % 2 == 0:
                surface.blit(rounded_box(row.size, (255, 255, 255, 14), None, 0, 6), row)
            f = row_label_font(title, strong)
            draw_text(surface, title, f, GOLD_LIGHT if strong else CREAM,
                      (area.x, row.centery), anchor="midleft")
            for col, note, value in zip(cols, notes, values, strict=True):
                vf = bold if strong else value_font
                colour = NEGATIVE if value < 0 else (GOLD_LIGHT if strong else CREAM)
                text = points_text(value) if value or strong else "–"
                r = draw_text(surface, text, vf, colour if value or strong else MUTED,
                              (col.right - 6, row.centery), anchor="midright")
                if note:
                    draw_text(surface, note, note_font, MUTED, (r.x - 8, row.centery),
                              anchor="midright")
            y += row_h + 2

    def _draw_sheet(self, surface: pygame.Surface) -> None:
        area = SHEET
        draw_section_label(surface, _("Score sheet"), (area.x, area.y - 24))
        cols = self._columns(area, 110)
        y = self._draw_header(surface, cols, area.y)
        font = fonts.font(17)
        bold = fonts.font(20, bold=True)
        row_h = 24
        room = (area.bottom - 34 - y) // row_h
        first = max(0, len(self.hands) - room)
        if first:
            draw_text(surface, _("…"), font, MUTED, (area.x, y))
            y += row_h
            first += 1
        for hand in range(first, len(self.hands)):
            label = _("Hand {number}").format(number=hand + 1)
            colour = CREAM if hand == len(self.hands) - 1 else MUTED
            draw_text(surface, label, font, colour, (area.x, y))
            for col, value in zip(cols, self.hands[hand], strict=True):
                text = points_text(value)
                draw_text(surface, text, font, NEGATIVE if value < 0 else colour,
                          (col.right - 6, y), anchor="topright")
            y += row_h
        pygame.draw.line(surface, GOLD, (area.x, y + 2), (area.right, y + 2), 1)
        y += 8
        draw_text(surface, _("Total"), bold, GOLD_LIGHT, (area.x, y))
        for col, value in zip(cols, self.state.total_scores, strict=True):
            text = points_text(value)
            draw_text(surface, text, bold, GOLD_LIGHT, (col.right - 6, y), anchor="topright")
