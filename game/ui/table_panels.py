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

from typing import Any

import pygame
from pygame import Rect

from game.i18n import N_, _, language
from game.ui import rich_text
from game.ui.table_context import TableContext
from game.ui.table_dialogs import QUESTION_SIZE, TableDialogs
from game.ui.table_draw import (
    GOLD_LIGHT,
    ICE,
    MUTED,
    TEAM_COLOURS,
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
from game.ui.table_scores import signed, table_points
from game.ui.widgets import CREAM, GOLD, Button, draw_panel, rounded_box

#: Variants whose side_piles hold one face-down pile per seat (a foot, a ponytail).


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
        """The bottom seat's side in gold, the other side in red (blue before it in team
        order); with three pairs each other side has its own, as on the score sheet, since
        the colour is what tells which seats play together ("Side 2", "Side 3")."""
        teams = self.table.state.teams
        mine = self.table.state.team_of(self.table.bottom)
        if team == mine:
            return TEAM_COLOURS[0]
        if len(teams) > 2 and all(len(seats) > 1 for seats in teams):
            others = [t for t in range(len(teams)) if t != mine]
            return TEAM_COLOURS[1 + others.index(team)]
        return TEAM_COLOURS[1 + (team > mine)]

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
        if seat == t.bottom and t.human is not None:
            detail = _("your turn") if active else ""
            opening = self.opening_progress()
        else:
            level = t.config.level_of(seat)
            partner = team == state.team_of(t.bottom) and t.human is not None
            role = _("partner") if partner else _("opponent")
            detail = (role if t.human is not None else _("computer")) + " · " + _(level)
            if seat in t.humans:  # pass-and-play: another person, no level
                detail = role
            if t.replay is not None and seat in t.replay.game.people():
                detail = _("your seat")  # a recorded game's player: no computer level
            opening = None
        name = t.name(seat)
        foot = self.seat_pile(seat)
        key = (name, detail, count, colour, active, id(back), opening, foot)

        def render(img: pygame.Surface) -> None:
            local = Rect(7, 7, rect.w, rect.h)
            draw_plate(img, back, local, name, detail, count, colour, active, False,
                       fan=seat != t.bottom, foot=foot)
            if opening is not None:
                _draw_opening(img, local, *opening)
        self.layers.piece(f"plate{seat}", rect.inflate(14, 14), key, render)

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

    def side_piles_rect(self) -> Rect | None:
        """Where the shared face-down piles sit (None when the game has none)."""
        n = len(self.table.state.side_piles)
        if not n or self.per_seat_piles():
            return None
        return self.table.layout.side_piles(n, self.table.sizes.back)

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
        label = {
            "bonus piles": _("Bonus piles"), "face-down start": _("Face-down start"),
        }.get(t.state.rules.side_piles, _("Side piles"))
        local = Rect(6, 2, rect.w, rect.h)
        self.layers.piece("sidepiles", rect, (tuple(piles), label, id(back)),
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
            blit_text(s, _("to {n}").format(n=target), 13, MUTED,
                      (rect.right - 12, rect.y + 10), "topright")
        y = rect.y + 30
        # Each side: its name and game score, and under them what its cards on the table
        # are worth this hand (or, before it opens, the minimum it still needs).
        row = min(40, (rect.bottom - 24 - y) // max(1, len(state.teams)))
        for team in range(len(state.teams)):
            pygame.draw.circle(s, self.team_colour(team), (rect.x + 18, y + 10), 5)
            name = t.side_name(team)
            while len(name) > 3 and text(name, 15).get_width() > 96:
                name = name[:-2] + "…"
            blit_text(s, name, 15, CREAM, (rect.x + 30, y + 1))
            blit_text(s, str(state.scores[team]), 16, CREAM, (rect.right - 12, y), "topright",
                      bold=True)
            if state.melds[team] or state.is_hand_over:
                detail, colour = _("on the table"), MUTED
            else:
                detail = _("to open: {n}").format(n=state.minimum(team))
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
        """The left panel: each side's opening minimum and canastas, the pile, past hands."""
        draw_panel(s, rect, radius=12, shadow=False)
        state = self.table.state
        x, y = rect.x + 12, rect.y + 10
        title = _(state.rules.title)
        while len(title) > 4 and text(title, 15, GOLD, True).get_width() > rect.w - 24:
            title = title[:-2] + "…"
        blit_text(s, title, 15, GOLD, (x, y), bold=True)
        y += 26
        for team in range(len(state.teams)):
            y = self._draw_side_info(s, rect, team, y)
        for line in self.pile_notes():
            blit_text(s, line, 13, MUTED, (x, y))
            y += 17
        if state.pile_frozen:
            blit_text(s, _("The pile is frozen"), 14, ICE, (x, y), bold=True)
            y += 20
        if state.history and y < rect.bottom - 50:
            y += 4
            blit_text(s, _("Past hands"), 13, GOLD, (x, y), bold=True)
            y += 18
            for n, scores in enumerate(state.history[-((rect.bottom - y - 8) // 17):]):
                number = len(state.history) - min(len(state.history),
                                                  (rect.bottom - y - 8) // 17) + n + 1
                line = f"{number}.  " + "  ·  ".join(f"{v:+d}" for v in scores)
                blit_text(s, line, 13, CREAM, (x, y))
                y += 17

    def _draw_side_info(self, s: pygame.Surface, rect: Rect, team: int, y: int) -> int:
        """One side in the info panel; returns the y below it."""
        t = self.table
        state = t.state
        x = rect.x + 12
        pygame.draw.circle(s, self.team_colour(team), (x + 4, y + 9), 4)
        name = t.side_name(team)
        while len(name) > 3 and text(name, 14, CREAM, True).get_width() > rect.w - 26:
            name = name[:-2] + "…"  # people's names on a side can run long
        blit_text(s, name, 14, CREAM, (x + 14, y), bold=True)
        y += 19
        if state.melds[team]:
            # What the side still needs to go out, in the variant's own terms, one line
            # each, with a check mark (not only a colour) once it is met.
            for label, have, need in state.rules.going_out_progress(state, team):
                item = f"{_(label)} {have}/{need}"
                met = have >= need
                col = GOLD_LIGHT if met else MUTED
                while len(item) > 4 and text(item, 13, col).get_width() > rect.w - 42:
                    item = item[:-2] + "…"
                if met:  # a drawn tick: the shipped font has no check-mark glyph
                    pygame.draw.lines(s, col, False,
                                      [(x + 15, y + 9), (x + 18, y + 12), (x + 24, y + 5)], 2)
                blit_text(s, item, 13, col, (x + 28, y))
                y += 17
        else:
            line = _("needs {n} to open").format(n=state.minimum(team))
            blit_text(s, line, 13, (255, 200, 160), (x + 14, y))
            y += 17
        if state.red_threes[team]:
            blit_text(s, _("red threes: {n}").format(n=len(state.red_threes[team])), 13,
                      MUTED, (x + 14, y))
            y += 17
        return y + 4

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
                if name == "acaba" and not self.controls.acaba_shown():
                    continue
                self._button(f"button-{name}", b)
        self._button("button-menu", self.controls.menu_button)
        self._button("button-log", self.controls.log_button)
        panel = self.dialogs.question()
        if panel is not None:
            question, rect = panel
            layers.piece("question", rect.inflate(12, 12), (question, rect.size),
                         lambda img: _draw_question(img, question, Rect(6, 6, *rect.size)))
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


#: The prompt's text size, largest and smallest, on the human's turn and on the others'.
PROMPT_SIZES = {True: (17, 13), False: (19, 14)}


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


def prompt_box(rect: Rect, mine: bool) -> Rect:
    """Where the prompt's words go in its box (inside the frame on the human's turn)."""
    return rect.inflate(-20, -10) if mine else rect.inflate(0, -24)


def draw_prompt(img: pygame.Surface, prompt: str, mine: bool) -> tuple[int, int]:
    """Whose turn, and what to do: whole, in a smaller size where the box is narrow (the
    side piles take part of it in some variants). Returns the size and the height used."""
    r = img.get_rect()
    box = prompt_box(r, mine)
    size = rich_text.fitting_size(prompt, box.w, box.h, *PROMPT_SIZES[mine], bold=True)
    if mine:
        img.blit(rounded_box(r.size, (40, 30, 4, 150), GOLD_LIGHT, 2, 14), (0, 0))
    colour = GOLD_LIGHT if mine else CREAM
    return size, rich_text.draw_wrapped(img, prompt, size, colour, box, bold=True)


def _draw_question(img: pygame.Surface, question: str, rect: Rect) -> None:
    """The question, whole, over the Yes and No buttons (the panel is as tall as it needs:
    game/ui/table_dialogs.py)."""
    # Opaque: the feed beside the pile lies under it.
    draw_panel(img, rect, fill=(8, 34, 22, 250), radius=14, shadow=False, border=GOLD_LIGHT)
    rich_text.draw_wrapped(img, question, QUESTION_SIZE, CREAM,
                           Rect(rect.x + 12, rect.y + 8, rect.w - 24, 0), bold=True,
                           align="center")
