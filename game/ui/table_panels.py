"""The table's panels: what surrounds the cards.

* a plate per seat: name, role and level, cards in hand, a foot or ponytail still waiting,
  and on the human's own plate the points selected toward the opening minimum;
* the score panel (top left) and the info panel (left): each side's progress toward going
  out, red threes, the frozen pile, past hands;
* the prompt (whose turn, what to do), the message beside the pile, the buttons and the
  Yes/No question panel.

Each is a piece of the table's cached layer (game/ui/table_layer.py), declared with a key of
everything it shows, so it is rendered again only when that changes.
"""

from __future__ import annotations

from typing import Any, NamedTuple

import pygame
from pygame import Rect

from game.i18n import N_, _, language, number
from game.ui import fonts, rich_text
from game.ui.config import level_name
from game.ui.scenes.seats import side_colours
from game.ui.table_context import TableContext
from game.ui.table_dialogs import TableDialogs
from game.ui.table_draw import (
    GOLD_LIGHT,
    ICE,
    MUTED,
    SIDE_PILE_LABEL,
    blit_text,
    draw_plate,
    draw_side_piles,
    text,
)
from game.ui.table_feed import draw_feed
from game.ui.table_input import TableInput
from game.ui.table_layer import LayerCache
from game.ui.table_motion import TableMotion
from game.ui.table_moves import staged_points
from game.ui.table_prompt import draw_prompt, draw_question
from game.ui.table_scores import signed, table_points
from game.ui.widgets import (
    CREAM,
    GOLD,
    Button,
    draw_panel,
    rounded_box,
    wrap_text,
)

#: Variants whose side_piles hold one face-down pile per seat (a foot, a ponytail).


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


class TablePanels:
    """Declares the plates, panels, prompt, message and buttons as layer pieces."""

    def __init__(self, table: TableContext, layers: LayerCache, motion: TableMotion,
                 controls: TableInput, dialogs: TableDialogs) -> None:
        self.table = table
        self.layers = layers
        self.motion = motion
        self.controls = controls
        self.dialogs = dialogs
        self._feed_key: object = None
        self._points: tuple[object, tuple[int, ...]] = (None, ())
        self._feed_lines: list[tuple[str, int | None]] = []

    def team_colour(self, team: int) -> tuple[int, int, int]:
        """The bottom seat's side in gold, the other side in red, and with three sides the
        first other one blue: each side its own colour, as on the score sheet and its chart,
        since the colour is what tells the sides apart ("Side 2", two opponents alone)."""
        return side_colours(self.table.state.teams, self.table.bottom)[team]

    # ------------------------------------------------------------------ the seats

    def plates(self) -> None:
        """Every seat's plate: the others where they sit, the bottom seat's at bottom left."""
        t = self.table
        back = t.app.card_art(t.sizes.back)
        for seat, rect in t.layout.plates.items():
            self._plate(seat, rect, back)
        self._plate(t.bottom, t.layout.own_plate, back)

    def _plate(self, seat: int, rect: Rect, back: Any) -> None:
        t = self.table
        state = t.state
        team = state.team_of(seat)
        colour = self.team_colour(team)
        count = max(0, len(state.hands[seat]) - self.motion.hide_hand.get(seat, 0))
        active = not state.is_hand_over and state.to_act == seat
        name, detail = self.plate_text(seat)
        opening = self.opening_progress() if seat == t.bottom and t.human is not None else None
        foot = self.seat_pile(seat)
        key = (name, detail, count, colour, active, id(back), opening, foot)

        def render(img: pygame.Surface) -> None:
            local = Rect(7, 7, rect.w, rect.h)
            draw_plate(img, back, local, name, detail, count, colour, active, False,
                       fan=seat != t.bottom, foot=foot)
            if opening is not None:
                _draw_opening(img, local, *opening)
        self.layers.piece(f"plate{seat}", rect.inflate(14, 14), key, render)

    def plate_text(self, seat: int) -> tuple[str, str]:
        """A seat plate's name and detail line (its role and level; "your turn" on yours)."""
        t = self.table
        state = t.state
        if seat == t.bottom and t.human is not None:
            active = not state.is_hand_over and state.to_act == seat
            return t.name(seat), _("your turn") if active else ""
        if t.replay is not None and seat in t.replay.game.people():
            return t.name(seat), _("your seat")  # a recorded game's player: no computer level
        partner = state.team_of(seat) == state.team_of(t.bottom) and t.human is not None
        role = _("partner") if partner else _("opponent")
        if seat in t.humans:  # pass-and-play: another person, no level
            return t.name(seat), role
        level = level_name(t.config.level_of(seat))
        return t.name(seat), (role if t.human is not None else _("computer")) + " · " + level

    def opening_progress(self) -> tuple[int, int] | None:
        """While the human's side has not opened: points selected and the minimum."""
        t = self.table
        if t.human is None or t.state.is_hand_over:
            return None
        team = t.state.team_of(t.human)
        if t.state.melds[team]:
            return None
        cards = t.hand.selected_cards()
        with_top = t.state.phase == "draw" and bool(cards) and t.state.to_act == t.human
        return (staged_points(t.state, cards, with_pile_top=with_top),
                t.state.minimum(team))

    # ------------------------------------------------------------------ face-down piles

    def per_seat_piles(self) -> bool:
        """Hand and Foot's feet and Ponytail's ponytails: one face-down pile per seat
        (docs/positions.md), drawn on the seats' plates rather than by the stock."""
        state = self.table.state
        return state.rules.side_piles in ("feet", "ponytails") and len(
            state.side_piles) == state.players

    def pile_notes(self) -> list[str]:
        """What the side piles mean, for the info panel (docs/positions.md)."""
        t = self.table
        state = t.state
        notes = []
        if self.per_seat_piles():
            waiting = sum(1 for p in state.side_piles if p)
            notes.append(_("Feet waiting: {n}").format(n=waiting)
                         if state.rules.side_piles == "feet"
                         else _("Ponytails waiting: {n}").format(n=waiting))
        for flag in sorted(state.flags):
            name, _sep, owner = flag.partition(":")
            if name in ("bonus4", "bonus3") and owner.isdigit() and int(owner) < len(state.teams):
                notes.append(_("{side}: bonus pile of {n}").format(
                    side=t.side_name(int(owner)), n=name[-1]))
        return notes

    def going_out_needs(self, team: int) -> tuple[tuple[str, int, int], ...]:
        """What the side needs to go out (the rules' own list), and where each player plays
        a face-down pile of its own, that one of them has taken it up: only such a player may
        go out (docs/positions.md)."""
        state = self.table.state
        needs = list(state.rules.going_out_progress(state, team))
        if self.per_seat_piles():
            taken = sum(1 for seat in state.teams[team] if not state.side_piles[seat])
            label = (N_("Foot taken up") if state.rules.side_piles == "feet"
                     else N_("Ponytail taken up"))
            needs.append((label, min(1, taken), 1))
        return tuple(needs)

    def seat_pile(self, seat: int) -> int | None:
        """Cards of the seat's waiting foot or ponytail (0 once taken up), else None."""
        if not self.per_seat_piles():
            return None
        return len(self.table.state.side_piles[seat])

    def side_piles_label(self) -> str:
        return {"bonus piles": _("Bonus piles"), "face-down start": _("Face-down start")}.get(
            self.table.state.rules.side_piles, _("Side piles"))

    def side_piles_rect(self) -> Rect | None:
        """Where the shared face-down piles sit (None when the game has none)."""
        n = len(self.table.state.side_piles)
        if not n or self.per_seat_piles():
            return None
        label_w = text(self.side_piles_label(), SIDE_PILE_LABEL, MUTED, True).get_width()
        return self.table.layout.side_piles(n, self.table.sizes.back, label_w)

    def side_piles(self) -> None:
        """Shared face-down piles (Modern American's bonus piles, Spanish's face-down start
        cards), left of the stock."""
        t = self.table
        if self.per_seat_piles():
            return
        piles = [len(p) for p in t.state.side_piles]
        rect = self.side_piles_rect()
        if not piles or rect is None:
            return
        back = t.app.card_art(t.sizes.back)
        label = self.side_piles_label()
        local = Rect(8, 8, rect.w, rect.h)
        self.layers.piece("sidepiles", rect.inflate(16, 16), (tuple(piles), label, id(back)),
                          lambda img: draw_side_piles(img, back, local, piles, label))

    # ------------------------------------------------------------------ score and info

    def score_and_info(self) -> None:
        """The score panel (top left) and the info panel (left)."""
        t = self.table
        state, lay = t.state, t.layout
        names = tuple(t.side_name(team) for team in range(len(state.teams)))
        if self._points[0] is not state:
            self._points = (state, table_points(state))
        key = (state.scores, state.history, names, state.hand_number,
               state.rules.target(state.players), self._points[1],
               tuple(state.minimum(team) if not state.melds[team] else 0
                     for team in range(len(state.teams))))
        self.layers.piece("scores", lay.scores.inflate(8, 8), key,
                          lambda img: self._draw_scores(img, Rect(4, 4, *lay.scores.size)))
        info = (tuple((bool(state.melds[team]), state.minimum(team), state.canastas(team),
                       len(state.red_threes[team])) for team in range(len(state.teams))),
                names, state.pile_frozen, len(state.stock), state.history, state.to_act,
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
        # are worth this hand (or, before it opens, the minimum it still needs).
        row = min(40, (rect.bottom - 24 - y) // max(1, len(state.teams)))
        for team in range(len(state.teams)):
            pygame.draw.circle(s, self.team_colour(team), (rect.x + 18, y + 10), 5)
            score = blit_text(s, number(state.scores[team]), 16, CREAM, (rect.right - 12, y),
                              "topright", bold=True)
            # The name takes what the score leaves: a smaller size before it is shortened
            # ("Left opponent" at three players), never under the score (five digits).
            room = score.x - 8 - (rect.x + 30)
            name = t.side_name(team)
            size = 15
            while size > 12 and text(name, size).get_width() > room:
                size -= 1
            while len(name) > 3 and text(name, size).get_width() > room:
                name = name[:-2] + "…"
            blit_text(s, name, size, CREAM, (rect.x + 30, y + 1 + (15 - size) // 2))
            if state.melds[team] or state.is_hand_over:
                detail, colour = _("on the table"), MUTED
            else:
                detail = _("to open: {n}").format(n=number(state.minimum(team)))
                colour = (255, 200, 160)
            points = blit_text(s, signed(self._points[1][team]), 12, GOLD_LIGHT,
                               (rect.right - 12, y + 18), "topright", bold=True)
            size = 12  # a long word in a smaller size, never under the points
            while size > 9 and text(detail, size, colour).get_width() > points.x - 6 - (
                    rect.x + 30):
                size -= 1
            blit_text(s, detail, size, colour, (rect.x + 30, y + 18 + (12 - size)))
            y += row
        blit_text(s, _("Hand {n}").format(n=state.hand_number + 1), 13, MUTED,
                  (rect.x + 12, rect.bottom - 22))
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
        if state.history and y < inner.bottom - 40:
            y += 4
            blit_text(s, _("Past hands"), 13, GOLD, (inner.x, y), bold=True)
            y += 18
            shown = state.history[-((inner.bottom - y) // 17):]
            first = len(state.history) - len(shown) + 1
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
            lines.append(InfoLine(_("The pile is frozen"), 20, 14, ICE, True, 0))
        return [part for line in lines for part in _wrapped(line, width)]

    def _side_lines(self, team: int, brief: bool) -> list[InfoLine]:
        """One side: its name, then what it needs to open or to go out (each requirement
        with a check mark, not only a colour, once met; or, brief, how many are met)."""
        t = self.table
        state = t.state
        lines = [InfoLine(t.side_name(team), 19, 14, CREAM, True, 14, dot=self.team_colour(team))]
        if not state.melds[team]:
            lines.append(InfoLine(_("needs {n} to open").format(n=state.minimum(team)), 17,
                                  colour=(255, 200, 160)))
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

    # ------------------------------------------------------------------ prompt, message, buttons

    def hud(self) -> None:
        """The prompt, the message, the buttons and the question panel."""
        t, layers = self.table, self.layers
        prompt = self.prompt()
        mine = t.human is not None and t.state.to_act == t.human and not t.state.is_hand_over
        pr = self.prompt_rect()
        layers.piece("prompt", pr, (prompt, mine), lambda img: draw_prompt(img, prompt, mine))
        self._feed()
        self._button("button-pace", self.controls.pace_button)
        if t.human is not None:
            for name, b in self.controls.buttons.items():
                if not self.controls.shown(name):
                    continue
                self._button(f"button-{name}", b)
        self._button("button-menu", self.controls.menu_button)
        self._button("button-log", self.controls.log_button)
        panel = self.dialogs.question()
        if panel is not None:
            question, rect = panel
            layers.piece("question", rect.inflate(12, 12), (question, rect.size),
                         lambda img: draw_question(img, question, Rect(6, 6, *rect.size)))
            self._button("button-yes", self.dialogs.yes_button)
            self._button("button-no", self.dialogs.no_button)

    def _feed(self) -> None:
        """The last moves in words, beside the pile."""
        t = self.table
        key = (t.feed.version, language(), t.bottom)
        if self._feed_key != key:
            self._feed_key, self._feed_lines = key, t.feed.lines(t.name, t.bottom)
        lines, rect = self._feed_lines, t.layout.feed
        self.layers.piece("feed", rect, (key, rect.size),
                          lambda img: draw_feed(img, lines, Rect(0, 0, *rect.size)))

    def prompt_rect(self) -> Rect:
        """The prompt's box, left of the stock (narrower where side piles lie there)."""
        pr = self.table.layout.prompt
        piles = self.side_piles_rect()
        if piles is not None:
            pr = Rect(pr.x, pr.y, max(120, piles.x - 10 - pr.x), pr.h)
        return pr

    def prompt(self) -> str:
        """Whose turn it is, and what the human may do on theirs."""
        t = self.table
        state = t.state
        if state.is_hand_over:
            return _("The hand is over.")
        seat = state.to_act
        if seat != t.human:
            if state.phase == "answer":
                return _("{name} is deciding whether you may go out…").format(
                    name=t.name(seat))
            return _("{name} is playing…").format(name=t.name(seat))
        if state.phase == "draw":
            return _("Your turn: draw from the stock or take the pile.")
        if state.phase == "answer":
            return _("Your partner asks: may they go out?")
        return _("Your turn: meld, add to your melds, then discard to end your turn.")

    def _button(self, name: str, b: Button) -> None:
        key = (b.label, b.enabled, b.hovered, b.pressed, b.focused, b.primary, b.font_size)
        rect = b.rect.inflate(12, 16)

        def render(img: pygame.Surface) -> None:
            saved = b.rect
            b.rect = Rect(6, 8, saved.w, saved.h)
            try:
                b.draw(img)
            finally:
                b.rect = saved
        self.layers.piece(name, rect, key, render)


def _draw_opening(img: pygame.Surface, plate: Rect, pts: int, need: int) -> None:
    """The own plate's bar: points selected toward the opening minimum (with nothing
    selected, only the minimum: an empty bar reads as something broken)."""
    bar = Rect(plate.x + 12, plate.y + 50, plate.w - 24, 8)
    if pts <= 0:
        blit_text(img, _("needs {n} to open").format(n=need), 13, GOLD_LIGHT,
                  (bar.x, bar.y), bold=True)
        return
    img.blit(rounded_box(bar.size, (255, 255, 255, 40), None, 0, 4), bar)
    fill = bar.copy()
    fill.w = round(bar.w * min(1.0, pts / max(1, need)))
    ok = pts >= need
    if fill.w:
        pygame.draw.rect(img, (120, 210, 120) if ok else GOLD, fill, border_radius=4)
    label = _("selected {pts} · needs {need}").format(pts=pts, need=need)
    blit_text(img, label, 13, (160, 230, 160) if ok else GOLD_LIGHT,
              (bar.x, bar.bottom + 3), bold=True)


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
