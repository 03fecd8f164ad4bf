"""The table's panels: what surrounds the cards.

* a plate per seat: name, role and level, cards in hand, a foot or ponytail still waiting,
  and on the human's own plate the points selected toward the opening minimum;
* the score panel (top left) and the info panel (left): game/ui/table_info.py;
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
from game.rules import Card, GameState
from game.rules.going_out import bound_to_go_out
from game.ui.config import level_name
from game.ui.scenes.seats import side_colours
from game.ui.table_context import TableContext
from game.ui.table_dialogs import TableDialogs
from game.ui.table_draw import (
    GOLD_LIGHT,
    MUTED,
    SIDE_PILE_LABEL,
    blit_text,
    draw_plate,
    draw_side_piles,
    text,
)
from game.ui.table_feed import draw_feed
from game.ui.table_info import InfoPanels
from game.ui.table_input import TableInput
from game.ui.table_layer import LayerCache
from game.ui.table_motion import TableMotion
from game.ui.table_moves import staged_points
from game.ui.table_prompt import draw_prompt, draw_question
from game.ui.widgets import (
    GOLD,
    Button,
    rounded_box,
)

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
        self.info = InfoPanels(table, layers, self.team_colour, self.pile_notes)
        self._feed_lines: list[tuple[str, int | None]] = []
        # The opening bar's last count: for which state and selection, and what it was.
        self._staged: tuple[GameState, tuple[tuple[Card, ...], bool], int] | None = None

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
        if t.state.melds[team] or t.state.rules.opening_canasta(t.state.scores[team]):
            return None  # met by points only (Brazil asks a canasta from 7000: no bar)
        cards = t.hand.selected_cards()
        with_top = t.state.phase == "draw" and bool(cards) and t.state.to_act == t.human
        # Asked every frame (the plate's key): counted once per state and selection, since
        # with the pile it reads where the selection's wild cards go.
        staged = self._staged
        if staged is None or staged[0] is not t.state or staged[1] != (tuple(cards), with_top):
            staged = self._staged = (t.state, (tuple(cards), with_top),
                                     staged_points(t.state, cards, with_pile_top=with_top))
        return staged[2], t.state.minimum(team)

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

    def score_and_info(self) -> None:
        """The score panel (top left) and the info panel (left): game/ui/table_info.py."""
        self.info.declare()


    def hud(self) -> None:
        """The prompt, the message, the buttons and the question panel."""
        t, layers = self.table, self.layers
        prompt = self.prompt()
        mine = t.human is not None and t.state.to_act == t.human and not t.state.is_hand_over
        pr = self.prompt_rect()
        layers.piece("prompt", pr, (prompt, mine), lambda img: draw_prompt(img, prompt, mine))
        self._feed()
        if self.controls.pace_shown():
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
            # British: a question asked before drawing (for acaba) has its answer already.
            if state.asked == "yes":
                return _("Your partner said yes: say acaba, or draw and go out this turn.")
            if state.asked == "no":
                return _("Your partner said no: no acaba this turn. Draw from the stock or take "
                         "the pile.")
            if "draw" not in t.legal_kinds():  # the stock used up: the pile must be taken
                return _("Your turn: the stock is used up, so you must take the pile.")
            return _("Your turn: draw from the stock or take the pile.")
        if state.phase == "answer":
            if state.rules.ask_without_going_out:
                return _("Your partner asks: may they go out or say acaba?")
            return _("Your partner asks: may they go out?")
        if bound_to_go_out(state):  # a partner's yes, or black threes down
            return _("Your turn: you must go out now: meld, then discard your last card.")
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
