"""The replay's controls at the table: buttons in the right-hand column, keys, the position in
the record, and the other seats' open hands once a game is over.

A replay has no player at the table, so the column that holds Draw, Meld and Discard in a game
holds Play or Pause, the steps, the hands, the speed and the seat shown; every button has a key
(F1 lists them) and works by touch. Pointer presses on the hand are swallowed: cards of a
recorded game are not the watcher's to pick up.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame
from pygame import Rect

from game.i18n import N_, _
from game.ui import fonts
from game.ui.hand_view import sort_key
from game.ui.table_draw import MUTED, blit_text, draw_card
from game.ui.table_layout import TableLayout
from game.ui.widgets import CREAM, Button, FocusGroup, event_pos

KEYS = N_(  # translated where shown (F1), so a language switch applies
    "Keys: Space play or pause, Right step forward, Left step back, Page Down next hand, "
    "Page Up previous hand, + faster, - slower, V change the seat shown, L game log, "
    "Esc menu, F1 this list"
)
SPEED_TEXT = {0.5: "½×", 1.0: "1×", 2.0: "2×", 4.0: "4×"}
LABEL_SIZES = range(19, 12, -1)  # a long translation gets a smaller font, never cut


class ReplayControls:
    """Buttons and keys of one replay; drawn over the table each frame."""

    def __init__(self, driver: Any) -> None:
        self.driver = driver
        self.buttons: dict[str, Button] = {}
        self.focus = FocusGroup()
        self.status = Rect(0, 0, 0, 0)

    @property
    def widgets(self) -> list[Button]:
        return list(self.buttons.values())

    def build(self, layout: TableLayout) -> None:
        """The buttons in the table's right-hand column (again after a seat or language
        change)."""
        d = self.driver
        spec: list[tuple[str, Callable[[], None]]] = [
            ("play", d.toggle_play),
            ("forward", d.step_forward),
            ("back", d.step_back),
            ("next", d.next_hand),
            ("previous", d.previous_hand),
            ("speed", d.faster),
            ("seat", d.next_seat),
        ]
        focused = self.focus.index
        self.buttons = {name: Button(layout.button_slot(i), "", callback, font_size=19,
                                     primary=name == "play")
                        for i, (name, callback) in enumerate(spec)}
        self.focus = FocusGroup(self.widgets)
        if focused is not None:
            self.focus.focus(focused)
        self.status = layout.button_slot(len(spec))
        self.refresh()

    def refresh(self) -> None:
        """Labels and states for where the replay is now."""
        d = self.driver
        table = d.table
        labels = {
            "play": _("Pause") if d.playing else _("Play"),
            "forward": _("Step forward"),
            "back": _("Step back"),
            "next": _("Next hand"),
            "previous": _("Previous hand"),
            "speed": _("Speed {speed}").format(speed=SPEED_TEXT.get(d.speed, f"{d.speed:g}×")),
            "seat": _("Seat: {name}").format(name=table.name(d.seat)),
        }
        for name, button in self.buttons.items():
            button.label = labels[name]
            button.font_size = _fitting_size(button.label, button.rect.w - 14)
        at_start, at_end = d.index == 0, d.at_end
        self.buttons["forward"].enabled = not at_end
        self.buttons["next"].enabled = not at_end
        self.buttons["back"].enabled = not at_start
        self.buttons["previous"].enabled = not at_start
        self.buttons["seat"].enabled = len(d.game.open_seats()) > 1

    # ------------------------------------------------------------------ events

    def handle_event(self, event: pygame.event.Event) -> bool:
        """The replay's keys and buttons; presses on the hand are swallowed."""
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        if event.type in (pygame.MOUSEMOTION, pygame.FINGERMOTION):
            self.focus.handle_event(event)  # hover; the table's buttons hover too
            return False
        if self.focus.handle_event(event):
            self.refresh()
            return True
        pos = event_pos(event)
        table = self.driver.table
        return pos is not None and not table.anim.busy and table.layout.hand.collidepoint(pos)

    def _key(self, event: pygame.event.Event) -> bool:
        d = self.driver
        keys: dict[int, Callable[[], None]] = {
            pygame.K_SPACE: d.toggle_play,
            pygame.K_p: d.toggle_play,
            pygame.K_RIGHT: d.step_forward,
            pygame.K_LEFT: d.step_back,
            pygame.K_PAGEDOWN: d.next_hand,
            pygame.K_PAGEUP: d.previous_hand,
            pygame.K_PLUS: lambda: d.nudge_speed(1),
            pygame.K_EQUALS: lambda: d.nudge_speed(1),
            pygame.K_KP_PLUS: lambda: d.nudge_speed(1),
            pygame.K_MINUS: lambda: d.nudge_speed(-1),
            pygame.K_KP_MINUS: lambda: d.nudge_speed(-1),
            pygame.K_v: d.next_seat,
            pygame.K_F1: self.open_keys,
            pygame.K_QUESTION: self.open_keys,
            pygame.K_SLASH: self.open_keys,
        }
        action = keys.get(event.key)
        if action is not None:
            action()
            self.refresh()
            return True
        if event.key in (pygame.K_TAB, pygame.K_UP, pygame.K_DOWN, pygame.K_RETURN,
                         pygame.K_KP_ENTER):
            self.focus.handle_event(event)
            self.refresh()
            return True  # not the hand's cursor: nothing in a replay's hand is picked
        return False

    def open_keys(self) -> None:
        self.driver.table.dialogs.open_keys(KEYS)

    # ------------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface) -> None:
        d = self.driver
        table = d.table
        if table.state.is_game_over or d.game.finished:
            self._draw_open_hands(surface)
        self.focus.draw(surface)
        hand = _("Hand {n}").format(n=d.game.hand_at(d.index) + 1)
        move = _("Move {n} of {total}").format(n=d.index, total=d.game.length)
        r = self.status
        blit_text(surface, hand, 15, CREAM, (r.centerx, r.y + 2), "midtop", bold=True)
        blit_text(surface, move, 14, MUTED, (r.centerx, r.y + 22), "midtop")

    def _draw_open_hands(self, surface: pygame.Surface) -> None:
        """The other seats' cards face up over their plates (a finished game hides nothing)."""
        d = self.driver
        table = d.table
        art = table.app.card_art(table.sizes.back)
        for seat, rect in table.layout.plates.items():
            if not d.shows(seat):
                continue
            hidden = table.motion.hide_hand.get(seat, 0)
            cards = sorted(table.state.hands[seat], key=sort_key)
            cards = cards[: max(0, len(cards) - hidden)]
            if not cards:
                continue
            foot = table.panels.seat_pile(seat)
            # The fan stops short of the count badge in the plate's corner (and the foot).
            room = rect.w - 12 - art.width - BADGE_ROOM - (76 if foot is not None else 0)
            pitch = min(14.0, room / max(1, len(cards) - 1))
            clip = surface.get_clip()
            surface.set_clip(rect.inflate(-4, -4))
            for i, card in enumerate(cards):
                draw_card(surface, art, card, (rect.x + 12 + i * pitch, rect.y + 46),
                          shadow=i == 0)
            surface.set_clip(clip)


#: What the count badge takes of a plate's right edge (centred 22 px in, 16 px text).
BADGE_ROOM = 38


def _fitting_size(label: str, width: int) -> int:
    for size in LABEL_SIZES:
        if fonts.font(size, bold=True).size(label)[0] <= width:
            return size
    return LABEL_SIZES[-1]
