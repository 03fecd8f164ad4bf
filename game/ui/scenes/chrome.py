"""What the menu, rules, scoring and settings screens share: the felt, titles, scrolling.

Everything here draws in logical screen coordinates (1280x720) like the widgets do.
"""

from __future__ import annotations

import random
from functools import lru_cache
from typing import Any

import pygame

from game.ui import fonts
from game.ui.suits import draw_suit
from game.ui.widgets import (
    CREAM,
    FELT,
    GOLD,
    GOLD_LIGHT,
    SCREEN_SIZE,
    Button,
    Choice,
    Toggle,
    draw_text,
    event_pos,
    rounded_box,
    wrap_text,
)

RED_SUIT = (196, 52, 48)
MUTED = (196, 204, 186)  # secondary text on the dark panels
DIM = (0, 0, 0, 150)  # veil over the scene below an overlay


@lru_cache(maxsize=4)
def felt_surface(size: tuple[int, int] = SCREEN_SIZE) -> pygame.Surface:
    """The card-table background: green felt, lighter under the lamp, with a fine weave."""
    w, h = size
    small = pygame.Surface((64, 36))
    for y in range(36):
        for x in range(64):
            dx = (x - 31.5) / 32
            dy = (y - 14.0) / 22
            d = min(1.0, (dx * dx + dy * dy) ** 0.5)
            k = 1.18 - 0.55 * d * d
            small.set_at((x, y), tuple(max(0, min(255, round(c * k))) for c in FELT))
    surf = pygame.transform.smoothscale(small, (w, h))
    # A fixed speckle reads as cloth; the seed keeps every frame (and screenshot) the same.
    rng = random.Random(7)
    weave = pygame.Surface((w, h), pygame.SRCALPHA)
    for _ in range(w * h // 40):
        x, y = rng.randrange(w), rng.randrange(h)
        shade = rng.choice(((0, 0, 0, 22), (255, 255, 255, 12)))
        weave.set_at((x, y), shade)
    surf.blit(weave, (0, 0))
    return surf.convert() if pygame.display.get_surface() is not None else surf


def draw_felt(surface: pygame.Surface) -> None:
    """Cover the surface with the felt background."""
    surface.blit(felt_surface(surface.get_size()), (0, 0))


def draw_veil(surface: pygame.Surface, alpha: int = 150) -> None:
    """Darken what is already drawn, so an overlay stands out from the scene beneath."""
    veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    veil.fill((0, 0, 0, alpha))
    surface.blit(veil, (0, 0))


def draw_title(
    surface: pygame.Surface,
    text: str,
    pos: tuple[int, int],
    size: int = 40,
    anchor: str = "topleft",
) -> pygame.Rect:
    """A gold bold heading with a soft shadow."""
    return draw_text(surface, text, fonts.font(size, bold=True), GOLD_LIGHT, pos, anchor, True)


def draw_suit_row(surface: pygame.Surface, center: tuple[int, int], height: int = 18) -> None:
    """The four suits in a row: a small ornament under titles."""
    gap = round(height * 1.5)
    x0 = center[0] - round(gap * 1.5)
    for i, suit in enumerate("SHDC"):
        colour = RED_SUIT if suit in "HD" else (20, 24, 20)
        draw_suit(surface, suit, (x0 + i * gap, center[1]), height, colour)


def draw_section_label(surface: pygame.Surface, text: str, pos: tuple[int, int]) -> pygame.Rect:
    """A small gold capitalised label over a group of controls."""
    return draw_text(surface, text.upper(), fonts.font(15, bold=True), GOLD, pos)


def ellipsize(font: pygame.font.Font, text: str, width: int) -> str:
    """text, shortened with an ellipsis to fit width pixels."""
    if font.size(text)[0] <= width:
        return text
    while len(text) > 1 and font.size(text + "…")[0] > width:
        text = text[:-1]
    return text.rstrip() + "…"


class RowButton(Button):
    """A selectable list row: a title, a second line of detail, a gold dot when selected.

    A long title is drawn smaller; with `wrap`, if it still does not fit, on two lines, the
    row growing to hold them ("Klasická kanasta (domácí pravidla Bicycle)")."""

    TITLE = 19  # the title's size, and the smallest it gets on one line and on two
    TITLE_MIN = 15
    TITLE_TWO_LINES = 16

    def __init__(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        label: str,
        detail: str = "",
        callback: object = None,
        enabled: bool = True,
        selected: bool = False,
        wrap: bool = False,
    ) -> None:
        super().__init__(rect, label, callback, enabled)  # type: ignore[arg-type]
        self.detail = detail
        self.selected = selected
        self.wrap = wrap
        font, lines = self.title_lines()
        if len(lines) > 1:
            detail_h = fonts.font(14).get_linesize() if detail else 0
            self.rect.h = max(self.rect.h, len(lines) * font.get_linesize() + detail_h + 10)

    def title_lines(self) -> tuple[Any, list[str]]:
        """The title's font and lines: one line if it fits down to TITLE_MIN, else two (or,
        without `wrap`, one shortened with an ellipsis)."""
        room = self.rect.w - 52
        font = fit_font(self.label, room, self.TITLE, True, self.TITLE_MIN)
        if font.size(self.label)[0] <= room or not self.wrap:
            return font, [ellipsize(font, self.label, room)]
        two = fonts.font(self.TITLE_TWO_LINES, bold=True)
        lines = wrap_text(two, self.label, room)
        if len(lines) > 2:
            lines = [lines[0], ellipsize(two, " ".join(lines[1:]), room)]
        return two, lines

    def draw(self, surface: pygame.Surface) -> None:
        r = self.rect
        if self.selected:
            fill: tuple[int, ...] = (60, 120, 80, 230)
            border: tuple[int, ...] = GOLD
        elif self.hovered and self.enabled:
            fill, border = (40, 100, 66, 220), (178, 150, 86)
        else:
            fill, border = (10, 44, 28, 200), (70, 90, 72)
        surface.blit(rounded_box(r.size, fill, border, 2 if self.selected else 1, 10), r)  # type: ignore[arg-type]
        dot = (r.x + 22, r.centery)
        pygame.draw.circle(surface, (120, 120, 100) if not self.enabled else GOLD, dot, 9, 2)
        if self.selected:
            pygame.draw.circle(surface, GOLD_LIGHT, dot, 5)
        colour = CREAM if self.enabled else (128, 136, 128)
        room = r.w - 52
        # A long title smaller, or on two lines, rather than cut ("Classic Canasta (Bicycle
        # house rules)" was "Classic Canasta (Bicycle house…").
        title_font, lines = self.title_lines()
        line_h = title_font.get_linesize()
        detail_font = fonts.font(14)
        block = len(lines) * line_h + (detail_font.get_linesize() if self.detail else 0)
        y = r.centery - block // 2
        for line in lines:
            draw_text(surface, line, title_font, colour, (r.x + 42, y))
            y += line_h
        if self.detail:
            draw_text(surface, ellipsize(detail_font, self.detail, room), detail_font,
                      MUTED if self.enabled else (120, 128, 120), (r.x + 42, y))
        self._draw_focus(surface)


class ScrollView:
    """A vertical viewport over taller content: wheel, drag (mouse or finger) and scrollbar.

    The owner lays content out in content coordinates and draws it shifted by ``-offset``
    inside ``rect`` (clipped). ``handle_event`` consumes wheel turns over the view and drags
    that moved further than a tap, so a drag never also clicks a control inside.
    """

    DRAG_SLOP = 8
    BAR_W = 8

    def __init__(self, rect: pygame.Rect, content_height: int = 0, step: int = 60) -> None:
        self.rect = pygame.Rect(rect)
        self.content_height = content_height
        self.step = step
        self.offset = 0.0
        self._pointer: tuple[int, int] | None = None
        self._press: tuple[int, float] | None = None  # (pointer y, offset) at press
        self._bar_drag = False
        self.dragging = False

    @property
    def max_offset(self) -> int:
        return max(0, self.content_height - self.rect.h)

    def scroll_to(self, offset: float) -> None:
        self.offset = float(max(0, min(self.max_offset, offset)))

    def scroll_by(self, delta: float) -> None:
        self.scroll_to(self.offset + delta)

    def ensure_visible(self, top: int, bottom: int, margin: int = 8) -> None:
        """Scroll the least needed to show content rows top..bottom."""
        if top - margin < self.offset:
            self.scroll_to(top - margin)
        elif bottom + margin > self.offset + self.rect.h:
            self.scroll_to(bottom + margin - self.rect.h)

    def bar_rect(self) -> pygame.Rect | None:
        """The scrollbar thumb, or None when everything fits."""
        if self.max_offset <= 0:
            return None
        track = self.rect.h - 8
        h = max(36, round(track * self.rect.h / self.content_height))
        y = self.rect.y + 4 + round((track - h) * self.offset / self.max_offset)
        return pygame.Rect(self.rect.right - self.BAR_W - 2, y, self.BAR_W, h)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            if self._pointer is None or self.rect.collidepoint(self._pointer):
                self.scroll_by(-event.y * self.step)
                return True
            return False
        pos = event_pos(event)
        if pos is None:
            return False
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.FINGERDOWN):
            if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) != 1:
                return False
            self._pointer = pos
            if not self.rect.collidepoint(pos):
                return False
            bar = self.bar_rect()
            if bar is not None and bar.inflate(12, 0).collidepoint(pos):
                self._bar_drag = True
                self._press = (pos[1], self.offset)
                return True
            self._press = (pos[1], self.offset)
            self.dragging = False
            return False
        if event.type in (pygame.MOUSEMOTION, pygame.FINGERMOTION):
            self._pointer = pos
            held = event.type == pygame.FINGERMOTION or bool(getattr(event, "buttons", (0,))[0])
            if self._press is None or not held:
                return False
            start_y, start_offset = self._press
            moved = pos[1] - start_y
            if self._bar_drag:
                bar = self.bar_rect()
                if bar is not None:
                    track = self.rect.h - 8 - bar.h
                    self.scroll_to(start_offset + moved * self.max_offset / max(1, track))
                return True
            if self.dragging or abs(moved) > self.DRAG_SLOP:
                self.dragging = True
                self.scroll_to(start_offset - moved)
                return True
            return False
        if event.type in (pygame.MOUSEBUTTONUP, pygame.FINGERUP):
            consumed = self.dragging or self._bar_drag
            self._press = None
            self.dragging = self._bar_drag = False
            return consumed
        return False

    def draw_scrollbar(self, surface: pygame.Surface) -> None:
        bar = self.bar_rect()
        if bar is None:
            return
        track = pygame.Rect(bar.x, self.rect.y + 4, bar.w, self.rect.h - 8)
        surface.blit(rounded_box(track.size, (0, 0, 0, 80), None, 0, 4), track)
        surface.blit(rounded_box(bar.size, (*GOLD, 200), None, 0, 4), bar)


def fit_font(text: str, width: int, size: int, bold: bool = False, min_size: int = 14) -> Any:
    """The largest font from ``size`` down to ``min_size`` in which ``text`` fits ``width``."""
    while size > min_size and fonts.font(size, bold).size(text)[0] > width:
        size -= 1
    return fonts.font(size, bold)


def fit_choice(choice: Choice, min_size: int = 15) -> Choice:
    """Shrink a Choice's font (and share its width between label and value) so both fit.

    Translations run longer than English: rather than clip, the text gets a little smaller.
    """
    preferred = choice.value_width
    choice.ARROW_W = 32  # type: ignore[misc]  # a little narrower than the default 40
    while True:
        label_need = 16 + fonts.font(choice.font_size).size(choice.label)[0] + 8
        bold = fonts.font(choice.font_size, bold=True)
        value_need = max(bold.size(v)[0] for v in choice.options) + 2 * choice.ARROW_W + 4
        if label_need + value_need + 6 <= choice.rect.w or choice.font_size <= min_size:
            break
        choice.font_size -= 1
    room = choice.rect.w - label_need - 6
    choice.value_width = max(value_need, min(max(preferred, value_need), room))
    return choice


class WrapToggle(Toggle):
    """A Toggle whose label wraps onto more lines (its height grows to fit) instead of
    running under the switch."""

    SWITCH_ROOM = 16 + 8 + 56 + 14

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int], label: str,
                 value: bool = False, on_change: Any = None, font_size: int = 19) -> None:
        super().__init__(rect, label, value, on_change, font_size=font_size)
        self.lines = wrap_text(fonts.font(font_size), label, self.rect.w - self.SWITCH_ROOM)
        line_h = fonts.font(font_size).get_linesize()
        self.rect.h = max(self.rect.h, len(self.lines) * line_h + 14)

    def draw(self, surface: pygame.Surface) -> None:
        label, self.label = self.label, ""
        try:
            super().draw(surface)  # box, switch and focus ring without the one-line label
        finally:
            self.label = label
        font = fonts.font(self.font_size)
        line_h = font.get_linesize()
        y = self.rect.centery - len(self.lines) * line_h // 2
        colour = CREAM if self.enabled else (128, 136, 128)
        for line in self.lines:
            draw_text(surface, line, font, colour, (self.rect.x + 16, y))
            y += line_h
