"""Pointer, touch and keys at the table, turned into what the player means.

Cards are selected by clicking them (they lift) or by the arrow keys; a press that travels
more than DRAG_START pixels becomes a drag (onto the pile: discard; onto an own meld: add to
it; within the hand: reorder). Clicks on the stock, the pile and the own melds, the buttons
on the right and the keys (KEY_LIST in game/ui/table_capabilities.py) all call the same
commands (game/ui/table_commands.py).
While the Yes/No panel is open only its buttons (and Y, N, Enter, Esc) answer.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame
from pygame import Rect

from game.i18n import N_, _, n_
from game.ui.hand_view import HandItem
from game.ui.meld_layout import SideLayout
from game.ui.table_capabilities import KEYS_TITLE, has_partners, key_lines
from game.ui.table_commands import TableCommands
from game.ui.table_context import TableContext
from game.ui.table_dialogs import TableDialogs
from game.ui.table_draw import meld_order, opening_words, side_spots
from game.ui.table_moves import staged_points
from game.ui.widgets import Button, event_pos

DRAG_START = 8  # pixels a press must travel before it becomes a drag
DRAG_FAN = 18  # how far apart dragged cards are drawn


class TableInput:
    """The selection, the drag, the keyboard cursor and the buttons; events to commands."""

    def __init__(self, table: TableContext, commands: TableCommands, dialogs: TableDialogs,
                 open_log: Callable[[], None]) -> None:
        self.table = table
        self.commands = commands
        self.dialogs = dialogs
        self.open_log = open_log
        self.press: tuple[HandItem, tuple[int, int]] | None = None
        self.dragging: list[HandItem] = []
        self.drag_pos = (0, 0)
        self.meld_focus: int | None = None  # keyboard target for "add to meld" (index)
        self.keyboard = False  # the keys were used last: show the cursor and the meld focus
        self.build()

    # ------------------------------------------------------------------ the buttons

    def build(self) -> None:
        """The buttons in the current layout and language (again after a settings change)."""
        lay, c = self.table.layout, self.commands
        spec: list[tuple[str, str, Callable[[], None]]] = [
            ("draw", _("Draw"), c.draw),
            ("pickup", _("Take pile"), c.pickup),
            ("meld", _("Meld"), c.meld),
            ("discard", _("Discard"), c.discard),
            ("ask", _("Ask partner"), c.ask),
            ("sort", _("Sort"), c.sort),
            ("hint", _("Hint"), c.hint),
            ("undo", _("Undo"), c.undo),
            ("acaba", _("Acaba"), c.acaba),
            ("special", _("Special hand"), c.special),
        ]
        self.buttons: dict[str, Button] = {}
        slot = 0  # the column closes up over a button this game has not got (Ask partner)
        for i, (key, label, callback) in enumerate(spec):
            # Acaba (British) and a special hand (Modern American) share a slot of their own.
            own = key in ("acaba", "special")
            rect = lay.acaba_button if own else lay.button_slot(slot)
            if not own and self.shown(key):
                slot += 1
            # The corner's buttons in the size of Menu and Game log beside them.
            self.buttons[key] = Button(rect, label, callback, font_size=18 if own else 20,
                                       primary=i < 4)
        self.menu_button = Button(lay.menu_button, _("Menu"), self.table.app.open_menu,
                                  font_size=18)
        self.log_button = Button(lay.log_button, _("Game log"), self.open_log, font_size=18)
        self.pace_button = Button(lay.pace_button, self.pace_label(), self.cycle_pace,
                                  font_size=16)

    def pace_label(self) -> str:
        """The pace button's words: "Pace: Normal"."""
        pace = self.table.app.settings.get("bot_pace", 1.0)
        name = {0.5: N_("Slow"), 2.0: N_("Fast")}.get(pace, N_("Normal"))
        return _("Pace: {pace}").format(pace=_(name))

    def cycle_pace(self) -> None:
        """The bots play slower, normally, faster, then slower again (a setting, saved)."""
        settings = self.table.app.settings
        paces = (0.5, 1.0, 2.0)
        current = settings.get("bot_pace", 1.0)
        index = paces.index(current) if current in paces else 1
        settings["bot_pace"] = paces[(index + 1) % len(paces)]
        self.table.app.save_settings()  # rebuilds the buttons, with the new label

    @property
    def widgets(self) -> list[Button]:
        pace = [self.pace_button] if self.pace_shown() else []
        return [*self.buttons.values(), self.menu_button, self.log_button, *pace]

    def refresh(self) -> None:
        """Enable the buttons of the actions the human may take now."""
        t = self.table
        if t.human is None:
            return
        kinds = t.legal_kinds() if t.my_turn() else set()
        sel = len(t.hand.selected)
        self.buttons["draw"].enabled = "draw" in kinds
        # With the stock used up the pile may be the only way to start the turn ("draw" is
        # then not listed, the pickup is).
        self.buttons["pickup"].enabled = bool(kinds & {"draw", "pickup"}) and bool(t.state.discard)
        # After the partner's yes no discard is legal until the hand is melded down.
        self.buttons["meld"].enabled = bool(kinds & {"discard", "meld"}) and sel > 0
        self.buttons["discard"].enabled = "discard" in kinds and sel == 1
        self.buttons["ask"].enabled = "ask" in kinds
        self.buttons["hint"].enabled = bool(kinds)
        self.buttons["acaba"].enabled = "acaba" in kinds
        self.buttons["special"].enabled = "special" in kinds
        self.buttons["undo"].enabled = t.can_take_back()

    def acaba_shown(self) -> bool:
        """The Acaba button shows only where the variant has it, on the human's turn."""
        return self.table.human is not None and "acaba" in self.table.legal_kinds()

    def pace_shown(self) -> bool:
        """The bots' pace applies while they play; a replay has a speed of its own."""
        return self.table.replay is None

    def shown(self, name: str) -> bool:
        """Whether the button ``name`` belongs to this game now: Ask partner only where
        sides have partners, Acaba only where it may be said."""
        if name == "ask":
            return has_partners(self.table.state)
        if name == "acaba":
            return self.acaba_shown()
        if name == "special":
            return self.table.human is not None and "special" in self.table.legal_kinds()
        return True

    def active_buttons(self) -> list[Button]:
        """The buttons that take clicks now: Yes and No while a question is open."""
        if self.dialogs.is_open():
            return [self.dialogs.yes_button, self.dialogs.no_button]
        if self.table.human is None:
            return []
        return [b for name, b in self.buttons.items() if self.shown(name)]

    # ------------------------------------------------------------------ pointer and touch

    def handle_event(self, event: pygame.event.Event) -> bool:
        """One event; True when the table used it."""
        if self.menu_button.handle_event(event) or self.log_button.handle_event(event):
            return True
        if not self.dialogs.is_open() and self.pace_shown() and self.pace_button.handle_event(
                event):
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_z and getattr(event, "mod", 0) & (
                    pygame.KMOD_CTRL | pygame.KMOD_META):
                self.commands.undo()  # Ctrl+Z (Cmd+Z on a Mac)
                return True
            return self._key(event.key)
        pos = event_pos(event)
        if pos is None:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.table.hand.clear_selection()
            return True
        if event.type in (pygame.MOUSEMOTION, pygame.FINGERMOTION):
            return self._motion(event, pos)
        down = event.type == pygame.FINGERDOWN or (
            event.type == pygame.MOUSEBUTTONDOWN and event.button == 1)
        up = event.type == pygame.FINGERUP or (
            event.type == pygame.MOUSEBUTTONUP and event.button == 1)
        if self.table.anim.busy and down:
            self.table.anim.skip()  # a click while cards fly finishes the animation
            return True
        for b in self.active_buttons():
            if b.handle_event(event):
                return True
        if down:
            hit = self.table.hand.item_at(pos)
            if hit is not None:
                self.press = (hit, pos)
                self.drag_pos = pos
                return True
            return self._click_table(pos)
        if up and self.press is not None:
            self._release(pos)
            return True
        return False

    def _motion(self, event: pygame.event.Event, pos: tuple[int, int]) -> bool:
        """Hover, and a press that moved far enough becomes a drag."""
        hand = self.table.hand
        self.keyboard = False
        hand.hover = hand.item_at(pos) if not self.dragging else None
        for b in self.active_buttons():
            b.handle_event(event)
        if self.press is not None and not self.dragging:
            item, start = self.press
            if abs(pos[0] - start[0]) + abs(pos[1] - start[1]) > DRAG_START:
                self.dragging = hand.selected if item.selected else [item]
        self.drag_pos = pos
        return bool(self.dragging)

    def _release(self, pos: tuple[int, int]) -> None:
        """The end of a press on a card: a drop after a drag, else the card (un)selected."""
        assert self.press is not None
        pressed, _start = self.press
        self.press = None
        if self.dragging:
            dragged, self.dragging = self.dragging, []
            self._drop(dragged, pos)
        else:
            pressed.selected = not pressed.selected
            self.table.app.sounds.play("click")
            self.staged_message()

    def _click_table(self, pos: tuple[int, int]) -> bool:
        t, c = self.table, self.commands
        if not t.my_turn():
            return False
        lay = t.layout
        if lay.stock.collidepoint(pos):
            c.draw()
            return True
        if lay.pile.inflate(16, 16).collidepoint(pos):
            if t.state.phase == "draw":
                c.pickup()
            else:
                c.discard()  # (says so unless exactly one card is selected)
            return True
        rank = self._meld_at(pos)
        if rank is not None:
            c.meld(rank or None)
            return True
        return self._not_ours(pos)

    def _not_ours(self, pos: tuple[int, int], items: list[HandItem] | None = None) -> bool:
        """Cards (``items``, else those selected) put on another side's melds: say why
        nothing happens."""
        t = self.table
        cards = items if items is not None else list(t.hand.selected)
        if t.human is None or not cards:
            return False
        own = t.state.team_of(t.human)
        if not any(area.collidepoint(pos) for team, area in t.layout.meld_areas.items()
                   if team != own):
            return False
        t.say(_("You can add cards only to your own side's melds."), error=True, cards=cards)
        return True

    def _meld_at(self, pos: tuple[int, int]) -> str | None:
        """The own meld under pos ("" for the empty part of the own area)."""
        t = self.table
        if t.human is None:
            return None
        team = t.state.team_of(t.human)
        area = t.layout.meld_areas[team]
        if not area.collidepoint(pos):
            return None
        melds = t.state.melds[team]
        index = self._own_spots().meld_at(pos)
        return "" if index is None else melds[index].rank

    def _own_spots(self) -> SideLayout:
        t = self.table
        assert t.human is not None
        team = t.state.team_of(t.human)
        return side_spots(t.layout.meld_areas[team], t.state.melds[team],
                          len(t.state.red_threes[team]), t.sizes.meld)

    def _drop(self, items: list[HandItem], pos: tuple[int, int]) -> None:
        t = self.table
        # The dropped cards are where the pointer left them: a card thrown on the pile flies
        # on from there, one put back glides home from there (never from its old slot).
        for i, item in enumerate(items):
            item.x = pos[0] - t.sizes.hand / 2 + i * DRAG_FAN
            item.y = pos[1] - t.sizes.hand * 7 / 10
        if t.layout.hand.inflate(0, 40).collidepoint(pos) and len(items) == 1:
            t.hand.move(items[0], t.hand.index_at_x(pos[0] - t.sizes.hand / 2, pos[1]))
            t.orders.arranged()  # the order survives Continue
            return
        if not t.my_turn():
            return
        if t.layout.pile.inflate(40, 40).collidepoint(pos):
            if t.state.phase == "draw" and len(items) > 1:
                # Cards dragged onto the pile before drawing: taking it with them.
                self._select_only(items)
                self.commands.pickup()
            elif len(items) == 1:
                self.commands.discard(items[0])  # before drawing, the refusal says so
            else:
                t.say(_("Drag one card onto the pile to discard it."), error=True,
                      cards=items)
            return
        rank = self._meld_at(pos)
        if rank is not None:
            self._select_only(items)
            self.commands.meld(rank or None)
        else:
            self._not_ours(pos, items)

    def _select_only(self, items: list[HandItem]) -> None:
        """The dragged cards become the selection the command reads."""
        self.table.hand.clear_selection()
        for it in items:
            it.selected = True

    # ------------------------------------------------------------------ keys

    def _key(self, key: int) -> bool:
        t = self.table
        if t.anim.busy and key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_ESCAPE):
            t.anim.skip()
            return True
        if key == pygame.K_ESCAPE:
            # Esc closes what is open, then clears the selection; only then does it offer to
            # leave the table, and asks first.
            if not self.dialogs.cancel():
                if t.hand.selected:
                    t.hand.clear_selection()
                else:
                    self.dialogs.confirm_leave = True
            return True
        if key == pygame.K_l:
            self.open_log()
            return True
        if key in (pygame.K_F1, pygame.K_QUESTION, pygame.K_SLASH):
            self.dialogs.open_key_list(_(KEYS_TITLE), key_lines(t.state))
            return True
        if self.dialogs.is_open():
            if key in (pygame.K_y, pygame.K_RETURN):
                self.dialogs.answer("yes")
                return True
            if key == pygame.K_n:
                self.dialogs.answer("no")
                return True
        if not self.keyboard and not t.message:
            t.say(_("F1 lists the keys."))
        self.keyboard = True
        return self._hand_key(key) or self._command_key(key)

    def _hand_key(self, key: int) -> bool:
        """The cursor in the hand, the selection, and the meld to add to."""
        t = self.table
        items = t.hand.items
        if key in (pygame.K_LEFT, pygame.K_RIGHT) and items:
            step = -1 if key == pygame.K_LEFT else 1
            t.hand.cursor = (t.hand.cursor + step) % len(items)
            return True
        if key in (pygame.K_UP, pygame.K_RETURN, pygame.K_SPACE) and items:
            item = items[min(t.hand.cursor, len(items) - 1)]
            item.selected = not item.selected
            self.staged_message()
            return True
        if key == pygame.K_DOWN:
            t.hand.clear_selection()
            return True
        if key == pygame.K_TAB and t.human is not None:
            melds = t.state.melds[t.state.team_of(t.human)]
            if melds:
                order = meld_order(melds)
                i = order.index(self.meld_focus) + 1 if self.meld_focus in order else 0
                self.meld_focus = order[i % len(order)]
            return True
        return False

    def _command_key(self, key: int) -> bool:
        c = self.commands
        actions: dict[int, Callable[[], None]] = {
            pygame.K_d: c.draw,
            pygame.K_t: c.pickup,
            pygame.K_p: c.pickup,
            pygame.K_m: c.meld,
            pygame.K_x: c.discard,
            pygame.K_s: c.sort,
            pygame.K_a: c.ask,
            pygame.K_c: c.acaba,
            pygame.K_h: c.hint,
            pygame.K_e: self._meld_on_focus,
            pygame.K_BACKSPACE: c.undo,
        }
        if key in actions:
            actions[key]()
            return True
        return False

    def new_hand(self) -> None:
        """A new hand is dealt: the melds the keyboard walked through are gone."""
        self.meld_focus = None

    def _meld_on_focus(self) -> None:
        t = self.table
        if t.human is None or self.meld_focus is None:
            return
        melds = t.state.melds[t.state.team_of(t.human)]
        if self.meld_focus < len(melds):
            self.commands.meld(melds[self.meld_focus].rank)

    def staged_message(self) -> None:  # the own plate shows the same, always
        """While a side has not opened, show the selected points against its minimum."""
        t = self.table
        if t.human is None:
            return
        team = t.state.team_of(t.human)
        cards = t.hand.selected_cards()
        if t.state.melds[team] or not cards:
            return
        words = opening_words(t.state, team)
        if words:  # Brazil from 7000: a canasta opens, whatever its points
            t.say(words)
            return
        pile = t.state.phase == "draw"
        pts = staged_points(t.state, cards, with_pile_top=pile)
        need = t.state.minimum(team)
        t.say(n_("Opening: {pts} of {need} point selected",
                 "Opening: {pts} of {need} points selected", need).format(pts=pts, need=need),
              error=pts < need)

    def focused_meld(self) -> Rect | None:
        """The own meld the keyboard would add to (Tab, then E), while the keys are in use."""
        t = self.table
        if self.meld_focus is None or t.human is None or not self.keyboard:
            return None
        spot = self._own_spots().spots.get(self.meld_focus)
        return None if spot is None else spot.shown
