"""The panels left of the table: the score panel (top left) and the info panel (left).

The score panel: each side's game score and, under it, what its cards on the table are worth
this hand, or the opening minimum it still has to meet; once a hand is over, the score counts
the hand and the line under it says what the hand brought. The info panel: each side's
opening minimum and what it still needs to go out, red threes, the side piles, the frozen
pile, past hands. Every line shows whole: a long one goes on two lines, never shortened.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

import pygame
from pygame import Rect

from game.i18n import _, number
from game.rules import GameState
from game.rules.pile import freeze_cause
from game.ui import fonts, rich_text
from game.ui.table_context import TableContext
from game.ui.table_draw import GOLD_LIGHT, ICE, MUTED, blit_text, opening_words, text
from game.ui.table_layer import LayerCache
from game.ui.table_scores import signed, table_points
from game.ui.widgets import CREAM, GOLD, draw_panel, wrap_text


class InfoLine(NamedTuple):
    """A line of the info panel: its text, the height it takes, how it is drawn."""

    text: str
    height: int
    size: int = 13
    colour: tuple[int, int, int] = MUTED
    bold: bool = False
    indent: int = 14
    tick: bool = False  # a check mark before the text (a requirement met)
    dot: tuple[int, int, int] | None = None  # the side's colour before its name


class InfoPanels:
    """Declares the score and info panels as pieces of the table's cached layer."""

    def __init__(self, table: TableContext, layers: LayerCache,
                 team_colour: Callable[[int], tuple[int, int, int]],
                 pile_notes: Callable[[], list[str]]) -> None:
        self.table = table
        self.layers = layers
        self.team_colour = team_colour  # each side's colour, as on its plates and melds
        self.pile_notes = pile_notes  # what the side piles mean (the plates' part knows)
        self._points: tuple[object, tuple[int, ...]] = (None, ())

    def declare(self) -> None:
        """The score panel (top left) and the info panel (left), as layer pieces."""
        t = self.table
        state, lay = t.state, t.layout
        names = tuple(t.side_name(team) for team in range(len(state.teams)))
        if self._points[0] is not state:
            self._points = (state, table_points(state))
        key = (state.total_scores, state.history, names, state.hand_number, state.phase,
               state.rules.target(state.players), self._points[1],
               tuple(state.minimum(team) if not state.melds[team] else 0
                     for team in range(len(state.teams))))
        self.layers.piece("scores", lay.scores.inflate(8, 8), key,
                          lambda img: self._draw_scores(img, Rect(4, 4, *lay.scores.size)))
        info = (tuple((bool(state.melds[team]), state.minimum(team), state.canastas(team),
                       len(state.red_threes[team])) for team in range(len(state.teams))),
                names, state.pile_frozen, len(state.stock), past_hands(state), state.to_act,
                state.is_hand_over, tuple(len(p) for p in state.side_piles), state.flags)
        self.layers.piece("info", lay.info.inflate(8, 8), info,
                          lambda img: self._draw_info(img, Rect(4, 4, *lay.info.size)))

    def _draw_scores(self, s: pygame.Surface, rect: Rect) -> None:
        draw_panel(s, rect, radius=12, shadow=False)
        t = self.table
        state = t.state
        blit_text(s, _("Score"), 15, GOLD, (rect.x + 12, rect.y + 8), bold=True)
        target = state.rules.target(state.players)
        if target > 0:  # Hand and Foot plays a number of hands instead
            blit_text(s, _("to {n}").format(n=number(target)), 13, MUTED,
                      (rect.right - 12, rect.y + 10), "topright")
        y = rect.y + 30
        # Each side: its name and game score, and under them what its cards on the table
        # are worth this hand (or, before it opens, the minimum it still needs). Once the
        # hand is scored, the game score counts it, and under it what the hand brought.
        result = state.result
        scores = state.total_scores
        row = min(40, (rect.bottom - 24 - y) // max(1, len(state.teams)))
        for team in range(len(state.teams)):
            pygame.draw.circle(s, self.team_colour(team), (rect.x + 18, y + 10), 5)
            hand = self._points[1][team]
            if result is not None:
                detail, colour, hand = _("this hand"), MUTED, result.totals[team]
            elif state.melds[team]:
                detail, colour = _("on the table"), MUTED
            else:
                detail = opening_words(state, team) or _("to open: {n}").format(
                    n=number(state.minimum(team)))
                colour = (255, 200, 160)
            name, score = t.side_name(team), number(scores[team])
            left, right = rect.x + 30, rect.right - 12
            # The name beside the score, a smaller size where it is long; where even that
            # does not fit (three players' "Right opponent" beside four digits, a person's
            # long name), the name alone on its line and the score under it: always whole.
            beside = right - 8 - text(score, 16, CREAM, True).get_width() - left
            size = fitting_size(name, 15, 12, beside)
            if size is not None:
                blit_text(s, score, 16, CREAM, (right, y), "topright", bold=True)
                blit_text(s, name, size, CREAM, (left, y + 1 + (15 - size) // 2))
                low, score_right = y + 18, right
            else:
                size = fitting_size(name, 15, 9, right - left) or 9
                # Two people's long names of a side (pass-and-play, sixteen letters each)
                # may not fit even so: only then is the name shortened.
                while len(name) > 3 and text(name, size).get_width() > right - left:
                    name = name[:-2] + "…"
                blit_text(s, name, size, CREAM, (left, y + (15 - size) // 2))
                at = blit_text(s, score, 14, CREAM, (right, y + 16), "topright", bold=True)
                low, score_right = y + 18, at.x - 6
            points = blit_text(s, signed(hand), 12, GOLD_LIGHT, (score_right, low),
                               "topright", bold=True)
            # A long word in a smaller size, never under the points (left out where even
            # the smallest does not fit: the info panel says the same).
            size = fitting_size(detail, 12, 9, points.x - 6 - left, colour=colour)
            if size is not None:
                blit_text(s, detail, size, colour, (left, low + (12 - size)))
            y += row
        hands = state.rules.hands_per_game  # Hand and Foot: a number of hands, no target
        words = (_("Hand {n} of {total}").format(n=state.hand_number + 1, total=hands)
                 if hands else _("Hand {n}").format(n=state.hand_number + 1))
        blit_text(s, words, 13, MUTED, (rect.x + 12, rect.bottom - 22))
        if t.config.practice:  # undo reaches back whole turns; statistics leave it out
            blit_text(s, _("Practice"), 13, GOLD, (rect.right - 12, rect.bottom - 22),
                      "topright", bold=True)

    def _draw_info(self, s: pygame.Surface, rect: Rect) -> None:
        """The left panel: each side's opening minimum and what it still needs to go out,
        red threes, the pile, past hands (see :meth:`info_lines`)."""
        draw_panel(s, rect, radius=12, shadow=False)
        state = self.table.state
        inner = rect.inflate(-12, -14)
        lines = self.info_lines(inner)
        y = inner.y
        for line in lines:
            self._draw_info_line(s, line, inner.x, y)
            y += line.height
        history = past_hands(state)
        if history and y < inner.bottom - 40:
            y += 4
            blit_text(s, _("Past hands"), 13, GOLD, (inner.x, y), bold=True)
            y += 18
            shown = history[-((inner.bottom - y) // 17):]
            first = len(history) - len(shown) + 1
            for n, scores in enumerate(shown):
                row = f"{first + n}.  " + "  ·  ".join(signed(v) for v in scores)
                if text(row, 13).get_width() > inner.w:  # three sides, four digits
                    row = f"{first + n}. " + " · ".join(signed(v) for v in scores)
                size = 13
                while size > 10 and text(row, size).get_width() > inner.w:
                    size -= 1
                self._draw_info_line(s, InfoLine(row, 17, size, CREAM, indent=0), inner.x, y)
                y += 17

    def info_lines(self, inner: Rect) -> list[InfoLine]:
        """The info panel's lines inside ``inner``, every one whole (a long one on two
        lines). When they are more than the panel holds (three sides of Ponytail, four
        requirements each), the other sides and then every side say in one line how many
        of their requirements are met; then the lines close up."""
        state = self.table.state
        mine = state.team_of(self.table.bottom)
        others = frozenset(t for t in range(len(state.teams)) if t != mine)
        for brief in (frozenset(), others, others | {mine}):
            lines = self._info_lines(inner.w, brief)
            if sum(line.height for line in lines) <= inner.h:
                return lines
        return [line._replace(height=line.height * inner.h // sum(
            ln.height for ln in lines)) for line in lines]

    def _info_lines(self, width: int, brief: frozenset[int]) -> list[InfoLine]:
        """The info panel's lines; the sides in `brief` in one line each."""
        state = self.table.state
        title = _(state.rules.title)
        size = 15  # a long title smaller, then on two lines ("Modern American Canasta")
        while size > 13 and text(title, size, GOLD, True).get_width() > width:
            size -= 1
        font = fonts.font(size, bold=True)
        lines = [InfoLine(part, font.get_linesize(), size, GOLD, True, 0)
                 for part in (wrap_text(font, title, width)[:2] or [""])]
        lines[-1] = lines[-1]._replace(height=lines[-1].height + 6)
        for team in range(len(state.teams)):
            lines += self._side_lines(team, team in brief)
        note_font = fonts.font(13)
        lines += [InfoLine(part, 17, indent=0) for note in self.pile_notes()
                  for part in wrap_text(note_font, note, width)]
        if state.pile_frozen:
            lines.append(InfoLine(frozen_words(state), 20, 14, ICE, True, 0))
        return [part for line in lines for part in _wrapped(line, width)]

    def _side_lines(self, team: int, brief: bool) -> list[InfoLine]:
        """One side: its name, then what it needs to open or to go out (each requirement
        with a check mark, not only a colour, once met; or, brief, how many are met)."""
        t = self.table
        state = t.state
        lines = [InfoLine(t.side_name(team), 19, 14, CREAM, True, 14,
                          dot=self.team_colour(team))]
        if not state.melds[team]:
            to_open = opening_words(state, team) or _("needs {n} to open").format(
                n=state.minimum(team))
            lines.append(InfoLine(to_open, 17, colour=(255, 200, 160)))
        else:
            items = state.rules.going_out_progress(state, team)
            if brief:
                met = sum(1 for _label, have, need in items if have >= need)
                done = met == len(items)
                lines.append(InfoLine(_("To go out: {met} of {total}").format(
                    met=met, total=len(items)), 17, colour=GOLD_LIGHT if done else MUTED,
                    indent=28, tick=done))
            for label, have, need in [] if brief else items:
                met_item = have >= need
                lines.append(InfoLine(f"{_(label)} {have}/{need}", 17,
                                      colour=GOLD_LIGHT if met_item else MUTED, indent=28,
                                      tick=met_item))
        if state.red_threes[team]:
            lines.append(InfoLine(_("red threes: {n}").format(n=len(state.red_threes[team])),
                                  17))
        lines[-1] = lines[-1]._replace(height=lines[-1].height + 4)
        return lines

    @staticmethod
    def _draw_info_line(s: pygame.Surface, line: InfoLine, x: int, y: int) -> None:
        if line.dot is not None:
            pygame.draw.circle(s, line.dot, (x + 4, y + 9), 4)
        if line.tick:  # a drawn tick: the shipped font has no check-mark glyph
            pygame.draw.lines(s, line.colour, False,
                              [(x + 15, y + 9), (x + 18, y + 12), (x + 24, y + 5)], 2)
        blit_text(s, line.text, line.size, line.colour, (x + line.indent, y), bold=line.bold)


def past_hands(state: GameState) -> tuple[tuple[int, ...], ...]:
    """Each side's points in every hand scored so far, the one just over included."""
    result = state.result
    return state.history if result is None else (*state.history, result.totals)


#: A line's continuation (a long requirement on two lines) lies this much closer than a line
#: of its own: it reads as one item.
CONTINUATION_TIGHTER = 3


def _wrapped(line: InfoLine, width: int) -> list[InfoLine]:
    """``line`` as the lines it takes in ``width``: whole words, the tick or the side's
    dot on the first, the line's own room after the last."""
    parts = rich_text.wrap_lines(line.text, line.size, width - line.indent, line.bold)
    if len(parts) <= 1:
        return [line]
    step = fonts.font(line.size, line.bold).get_linesize() - CONTINUATION_TIGHTER
    out = [line._replace(text=parts[0], height=step)]
    out += [line._replace(text=part, height=step, tick=False, dot=None) for part in parts[1:]]
    out[-1] = out[-1]._replace(height=line.height)
    return out


def fitting_size(words: str, largest: int, smallest: int, width: int, bold: bool = False,
                 colour: tuple[int, int, int] = CREAM) -> int | None:
    """The largest size from ``largest`` down to ``smallest`` at which ``words`` are no
    wider than ``width``; None when none is."""
    for size in range(largest, smallest - 1, -1):
        if text(words, size, colour, bold).get_width() <= width:
            return size
    return None


def frozen_words(state: GameState) -> str:
    """The frozen pile's line, with what froze it where no card in sight shows it: the
    variant (always frozen), or the house rule on black threes."""
    cause = freeze_cause(state)
    if cause == "always":
        return _("The pile is always frozen")
    if cause == "black_threes":
        return _("A black three freezes the pile")
    return _("The pile is frozen")
