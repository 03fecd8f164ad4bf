"""Small widget kit for menus and the table: buttons, toggles, choice selectors, panels, text.

Look: felt-green table, dark translucent panels, cream text and gold accents.
Widgets work in logical screen coordinates (1280x720). Mouse events arrive there already
when the display uses pygame.SCALED; finger events carry normalised 0..1 positions, which
`event_pos` scales to the logical screen. Mouse events that SDL synthesises from touches
(`event.touch` is True) are ignored so a tap does not activate a button twice.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache

import pygame

from game.ui import fonts
from game.ui.rich_text import render as render_text
from game.ui.rich_text import text_width

SCREEN_SIZE = (1280, 720)

RGB = tuple[int, int, int]
RGBA = tuple[int, int, int, int]

FELT: RGB = (22, 96, 58)
FELT_DARK: RGB = (14, 66, 40)
FELT_LIGHT: RGB = (36, 124, 76)
GOLD: RGB = (222, 180, 78)
GOLD_LIGHT: RGB = (246, 214, 130)
CREAM: RGB = (246, 238, 214)
INK: RGB = (28, 30, 26)
DISABLED: RGB = (120, 128, 120)
PANEL_FILL: RGBA = (8, 34, 22, 210)
FOCUS_RING: RGB = (255, 236, 160)

_SS = 2  # supersampling for the rounded boxes, so corners come out smooth


@lru_cache(maxsize=256)
def rounded_box(
    size: tuple[int, int],
    fill: RGB | RGBA,
    border: RGB | RGBA | None = None,
    border_width: int = 0,
    radius: int = 10,
) -> pygame.Surface:
    """An anti-aliased rounded rectangle surface (cached; don't draw on the result)."""
    w, h = max(1, size[0]), max(1, size[1])
    big = pygame.Surface((w * _SS, h * _SS), pygame.SRCALPHA)
    edge = border if border is not None and border_width > 0 else fill
    # Transparent pixels take the edge colour so scaling doesn't leave a dark fringe.
    big.fill((*edge[:3], 0))
    r = min(radius, w // 2, h // 2) * _SS
    rect = big.get_rect()
    if border is not None and border_width > 0:
        pygame.draw.rect(big, border, rect, border_radius=r)
        bw = border_width * _SS
        inner = rect.inflate(-2 * bw, -2 * bw)
        # pygame.draw writes pixels without blending, so a translucent fill replaces the
        # border colour underneath rather than being tinted by it.
        pygame.draw.rect(big, fill, inner, border_radius=max(0, r - bw))
    else:
        pygame.draw.rect(big, fill, rect, border_radius=r)
    return pygame.transform.smoothscale(big, (w, h))


def draw_panel(
    surface: pygame.Surface,
    rect: pygame.Rect,
    fill: RGB | RGBA = PANEL_FILL,
    border: RGB | RGBA | None = GOLD,
    radius: int = 16,
    border_width: int = 2,
    shadow: bool = True,
) -> None:
    """Draw a rounded translucent panel (with a soft drop shadow) onto surface."""
    if shadow:
        for i, alpha in ((6, 30), (3, 45)):
            shade = rounded_box(
                (rect.w + 2 * i, rect.h + 2 * i), (0, 0, 0, alpha), None, 0, radius + i
            )
            surface.blit(shade, (rect.x - i + 3, rect.y - i + 5))
    surface.blit(rounded_box(rect.size, fill, border, border_width, radius), rect)


def wrap_text(font: pygame.font.Font, text: str, width: int) -> list[str]:
    """Split text into lines that each render no wider than `width` pixels.

    Breaks at spaces; honours explicit newlines; a single word wider than the line is
    broken between characters. Empty input gives [].
    """
    lines: list[str] = []
    if not text:
        return lines
    for paragraph in text.split("\n"):
        words = paragraph.split()
        if not words:
            lines.append("")
            continue
        current = ""
        for word in words:
            candidate = f"{current} {word}" if current else word
            if text_width(font, candidate) <= width:
                current = candidate
                continue
            if current:
                lines.append(current)
                current = ""
            # The word alone may still be too wide: hard-break it.
            while text_width(font, word) > width and len(word) > 1:
                cut = len(word) - 1
                while cut > 1 and text_width(font, word[:cut]) > width:
                    cut -= 1
                lines.append(word[:cut])
                word = word[cut:]
            current = word
        lines.append(current)
    return lines


def draw_text(
    surface: pygame.Surface,
    text: str,
    font: pygame.font.Font,
    color: RGB,
    pos: tuple[int, int],
    anchor: str = "topleft",
    shadow: bool = False,
) -> pygame.Rect:
    """Render one line of text with its rect's `anchor` (e.g. "center") at pos; return rect.
    Suit symbols in the text are drawn as suits (game/ui/rich_text.py)."""
    img = render_text(font, text, color)
    rect = img.get_rect(**{anchor: pos})
    if shadow:
        surface.blit(render_text(font, text, (0, 0, 0), plain=True), rect.move(1, 2))
    surface.blit(img, rect)
    return rect


def draw_wrapped(
    surface: pygame.Surface,
    text: str,
    font: pygame.font.Font,
    color: RGB,
    rect: pygame.Rect,
    align: str = "left",
    line_spacing: float = 1.15,
) -> int:
    """Draw text word-wrapped inside rect (clipped to its height); return the height used."""
    step = round(font.get_linesize() * line_spacing)
    y = rect.y
    for line in wrap_text(font, text, rect.w):
        if y + font.get_height() > rect.bottom:
            break
        img = render_text(font, line, color)
        if align == "center":
            x = rect.centerx - img.get_width() // 2
        elif align == "right":
            x = rect.right - img.get_width()
        else:
            x = rect.x
        surface.blit(img, (x, y))
        y += step
    return y - rect.y


class Label:
    """A block of wrapped text, re-rendered only when text, colour or width change."""

    def __init__(
        self,
        text: str,
        size: int = 22,
        color: RGB = CREAM,
        width: int | None = None,
        bold: bool = False,
        align: str = "left",
    ) -> None:
        self.text = text
        self.size = size
        self.color = color
        self.width = width
        self.bold = bold
        self.align = align
        self._key: tuple[object, ...] | None = None
        self._surface: pygame.Surface | None = None

    def render(self) -> pygame.Surface:
        """The label as a transparent surface (cached)."""
        key = (self.text, self.size, self.color, self.width, self.bold, self.align)
        if self._surface is None or key != self._key:
            font = fonts.font(self.size, self.bold)
            lines = wrap_text(font, self.text, self.width) if self.width else self.text.split("\n")
            imgs = [render_text(font, line, self.color) for line in lines] or [
                pygame.Surface((0, 0), pygame.SRCALPHA)
            ]
            w = self.width or max(i.get_width() for i in imgs)
            step = font.get_linesize()
            surf = pygame.Surface((max(1, w), max(1, step * len(imgs))), pygame.SRCALPHA)
            for n, img in enumerate(imgs):
                if self.align == "center":
                    x = (w - img.get_width()) // 2
                elif self.align == "right":
                    x = w - img.get_width()
                else:
                    x = 0
                surf.blit(img, (x, n * step))
            self._surface, self._key = surf, key
        return self._surface

    def draw(self, surface: pygame.Surface, pos: tuple[int, int], anchor: str = "topleft") -> None:
        """Blit the label with its rect's `anchor` at pos."""
        img = self.render()
        surface.blit(img, img.get_rect(**{anchor: pos}))


def event_pos(event: pygame.event.Event) -> tuple[int, int] | None:
    """Logical-screen position of a mouse or finger event, or None for other events."""
    if event.type in (pygame.FINGERDOWN, pygame.FINGERUP, pygame.FINGERMOTION):
        return (round(event.x * SCREEN_SIZE[0]), round(event.y * SCREEN_SIZE[1]))
    if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
        if getattr(event, "touch", False):
            return None  # SDL's mouse copy of a touch; the FINGER event handles it.
        return (int(event.pos[0]), int(event.pos[1]))
    return None


def _is_press(event: pygame.event.Event) -> bool:
    if event.type == pygame.FINGERDOWN:
        return True
    return event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1


def _is_release(event: pygame.event.Event) -> bool:
    if event.type == pygame.FINGERUP:
        return True
    return event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 1) == 1


ACTIVATE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


class Widget:
    """Base for focusable, clickable controls in logical coordinates."""

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int], enabled: bool = True) -> None:
        self.rect = pygame.Rect(rect)
        self.enabled = enabled
        self.hovered = False
        self.pressed = False
        self.focused = False

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Process an event; return True if this widget consumed it."""
        return False

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the widget."""

    def _draw_focus(self, surface: pygame.Surface) -> None:
        if self.focused and self.enabled:
            ring = self.rect.inflate(10, 10)
            surface.blit(rounded_box(ring.size, (0, 0, 0, 0), FOCUS_RING, 3, 14), ring)


class Button(Widget):
    """A push button: activates on click/tap release inside it, or Enter/Space when focused."""

    def __init__(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        label: str,
        callback: Callable[[], None] | None = None,
        enabled: bool = True,
        font_size: int = 24,
        primary: bool = False,
    ) -> None:
        super().__init__(rect, enabled)
        self.label = label
        self.callback = callback
        self.font_size = font_size
        self.primary = primary

    def activate(self) -> None:
        """Run the callback (if enabled)."""
        if self.enabled and self.callback is not None:
            self.callback()

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Hover, press and release with mouse or finger; Enter/Space if focused."""
        if not self.enabled:
            self.hovered = self.pressed = False
            return False
        if event.type == pygame.KEYDOWN:
            if self.focused and event.key in ACTIVATE_KEYS:
                self.activate()
                return True
            return False
        pos = event_pos(event)
        if pos is None:
            return False
        inside = self.rect.collidepoint(pos)
        if event.type in (pygame.MOUSEMOTION, pygame.FINGERMOTION):
            self.hovered = inside
            return False  # motion is shared: let other widgets update hover too
        if _is_press(event):
            if inside:
                self.pressed = True
                return True
            return False
        if _is_release(event):
            was_pressed = self.pressed
            self.pressed = False
            if was_pressed and inside:
                self.activate()
                return True
            return was_pressed
        return False

    def draw(self, surface: pygame.Surface) -> None:
        """Two-tone rounded button; lighter when hovered, sunk when pressed, grey when off."""
        r = self.rect.copy()
        if not self.enabled:
            fill, border, text = (58, 70, 62), (96, 104, 98), DISABLED
        elif self.primary:
            fill, border, text = (
                ((190, 146, 52) if self.pressed else (236, 196, 96) if self.hovered else GOLD),
                GOLD_LIGHT,
                INK,
            )
        else:
            fill = FELT_DARK if self.pressed else FELT_LIGHT if self.hovered else FELT
            border, text = GOLD if self.hovered else (178, 150, 86), CREAM
        if self.pressed:
            r.move_ip(0, 2)
        else:
            # A darker lip under the button gives it some depth.
            lip = r.move(0, 3)
            surface.blit(rounded_box(lip.size, (0, 0, 0, 90), None, 0, 12), lip)
        surface.blit(rounded_box(r.size, fill, border, 2, 12), r)
        # A faint highlight on the upper half reads as a bevel.
        if self.enabled and not self.pressed:
            hi = pygame.Rect(r.x + 4, r.y + 3, r.w - 8, r.h // 2 - 3)
            surface.blit(rounded_box(hi.size, (255, 255, 255, 26), None, 0, 9), hi)
        draw_text(
            surface,
            self.label,
            fonts.font(self.font_size, bold=True),
            text,
            r.center,
            anchor="center",
        )
        self._draw_focus(surface)


class Toggle(Widget):
    """An on/off switch with a label on the left; click, tap, Enter or Space flips it."""

    def __init__(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        label: str,
        value: bool = False,
        on_change: Callable[[bool], None] | None = None,
        enabled: bool = True,
        font_size: int = 22,
    ) -> None:
        super().__init__(rect, enabled)
        self.label = label
        self.value = value
        self.on_change = on_change
        self.font_size = font_size

    def set(self, value: bool) -> None:
        """Set the value and notify on_change if it changed."""
        if value != self.value:
            self.value = value
            if self.on_change is not None:
                self.on_change(value)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Flip on click/tap release or Enter/Space; Left/Right set off/on when focused."""
        if not self.enabled:
            return False
        if event.type == pygame.KEYDOWN:
            if not self.focused:
                return False
            if event.key in ACTIVATE_KEYS:
                self.set(not self.value)
                return True
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                self.set(event.key == pygame.K_RIGHT)
                return True
            return False
        pos = event_pos(event)
        if pos is None:
            return False
        inside = self.rect.collidepoint(pos)
        if event.type in (pygame.MOUSEMOTION, pygame.FINGERMOTION):
            self.hovered = inside
            return False
        if _is_press(event) and inside:
            self.pressed = True
            return True
        if _is_release(event):
            was = self.pressed
            self.pressed = False
            if was and inside:
                self.set(not self.value)
                return True
            return was
        return False

    def draw(self, surface: pygame.Surface) -> None:
        """Label text, then a pill-shaped switch at the right edge."""
        fill = FELT_LIGHT if self.hovered and self.enabled else FELT_DARK
        surface.blit(rounded_box(self.rect.size, (*fill, 200), (120, 110, 70), 1, 12), self.rect)
        colour = CREAM if self.enabled else DISABLED
        draw_text(
            surface,
            self.label,
            fonts.font(self.font_size),
            colour,
            (self.rect.x + 16, self.rect.centery),
            anchor="midleft",
        )
        pill = pygame.Rect(0, 0, 56, 28)
        pill.midright = (self.rect.right - 14, self.rect.centery)
        track = GOLD if self.value and self.enabled else (70, 78, 72)
        surface.blit(rounded_box(pill.size, track, (0, 0, 0, 120), 1, 14), pill)
        knob = pygame.Rect(0, 0, 22, 22)
        knob.center = (pill.right - 14, pill.centery) if self.value else (pill.x + 14, pill.centery)
        surface.blit(rounded_box(knob.size, CREAM, (60, 60, 60), 1, 11), knob)
        self._draw_focus(surface)


class Choice(Widget):
    """A cycling selector: label on the left, "< value >" on the right.

    Click/tap the arrows (or the left/right half of the value area) to step; Left/Right
    when focused step too, Enter/Space step forward. Wraps around.
    """

    ARROW_W = 40

    def __init__(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        label: str,
        options: Sequence[str],
        index: int = 0,
        on_change: Callable[[int, str], None] | None = None,
        enabled: bool = True,
        font_size: int = 22,
        value_width: int = 220,
    ) -> None:
        super().__init__(rect, enabled)
        if not options:
            raise ValueError("Choice needs at least one option")
        self.label = label
        self.options = list(options)
        self.index = index % len(self.options)
        self.on_change = on_change
        self.font_size = font_size
        self.value_width = value_width
        self._press_dir = 0

    @property
    def value(self) -> str:
        """The selected option's text."""
        return self.options[self.index]

    def step(self, delta: int) -> None:
        """Move the selection by delta (wrapping) and notify on_change."""
        new = (self.index + delta) % len(self.options)
        if new != self.index:
            self.index = new
            if self.on_change is not None:
                self.on_change(self.index, self.value)

    def value_rect(self) -> pygame.Rect:
        """The "< value >" area at the right of the widget."""
        r = pygame.Rect(0, 0, min(self.value_width, self.rect.w), self.rect.h - 8)
        r.midright = (self.rect.right - 6, self.rect.centery)
        return r

    def _direction_at(self, pos: tuple[int, int]) -> int:
        vr = self.value_rect()
        if not vr.collidepoint(pos):
            # Tapping the label cycles forward: a big target on touch screens.
            return 1 if self.rect.collidepoint(pos) else 0
        return -1 if pos[0] < vr.centerx else 1

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Step on arrow clicks/taps or arrow keys when focused."""
        if not self.enabled:
            return False
        if event.type == pygame.KEYDOWN:
            if not self.focused:
                return False
            if event.key == pygame.K_LEFT:
                self.step(-1)
                return True
            if event.key in (pygame.K_RIGHT, *ACTIVATE_KEYS):
                self.step(1)
                return True
            return False
        pos = event_pos(event)
        if pos is None:
            return False
        if event.type in (pygame.MOUSEMOTION, pygame.FINGERMOTION):
            self.hovered = self.rect.collidepoint(pos)
            return False
        if _is_press(event):
            self._press_dir = self._direction_at(pos)
            self.pressed = self._press_dir != 0
            return self.pressed
        if _is_release(event):
            d, self._press_dir = self._press_dir, 0
            self.pressed = False
            if d and self._direction_at(pos) == d:
                self.step(d)
                return True
            return d != 0
        return False

    def draw(self, surface: pygame.Surface) -> None:
        """Label, then the value between two gold arrow triangles."""
        fill = FELT_LIGHT if self.hovered and self.enabled else FELT_DARK
        surface.blit(rounded_box(self.rect.size, (*fill, 200), (120, 110, 70), 1, 12), self.rect)
        colour = CREAM if self.enabled else DISABLED
        accent = GOLD if self.enabled else DISABLED
        draw_text(
            surface,
            self.label,
            fonts.font(self.font_size),
            colour,
            (self.rect.x + 16, self.rect.centery),
            anchor="midleft",
        )
        vr = self.value_rect()
        surface.blit(rounded_box(vr.size, (0, 0, 0, 70), None, 0, 10), vr)
        cy = vr.centery
        s = 8
        lx = vr.x + self.ARROW_W // 2
        rx = vr.right - self.ARROW_W // 2
        pygame.draw.polygon(
            surface, accent, [(lx + s // 2, cy - s), (lx + s // 2, cy + s), (lx - s, cy)]
        )
        pygame.draw.polygon(
            surface, accent, [(rx - s // 2, cy - s), (rx - s // 2, cy + s), (rx + s, cy)]
        )
        value_font = fonts.font(self.font_size, bold=True)
        text = self.value
        room = vr.w - 2 * self.ARROW_W
        while len(text) > 1 and value_font.size(text)[0] > room:
            text = text[:-2] + "…"
        draw_text(surface, text, value_font, colour, vr.center, anchor="center")
        self._draw_focus(surface)


class FocusGroup:
    """Keyboard focus across a list of widgets: Tab/Down next, Shift+Tab/Up previous.

    Dispatches events to its widgets and returns True if any consumed the event.
    """

    def __init__(self, widgets: Sequence[Widget] = (), focus_index: int | None = None) -> None:
        self.widgets: list[Widget] = list(widgets)
        self.index: int | None = None
        if focus_index is not None:
            self.focus(focus_index)

    def focus(self, index: int | None) -> None:
        """Focus the widget at index (None clears focus)."""
        for w in self.widgets:
            w.focused = False
        self.index = None
        if index is not None and self.widgets:
            self.index = index % len(self.widgets)
            self.widgets[self.index].focused = True

    def move(self, delta: int) -> None:
        """Move focus by delta, skipping disabled widgets."""
        if not self.widgets:
            return
        start = self.index if self.index is not None else (-1 if delta > 0 else 0)
        i = start
        for _ in range(len(self.widgets)):
            i = (i + delta) % len(self.widgets)
            if self.widgets[i].enabled:
                self.focus(i)
                return

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Focus navigation keys first, then the widgets in order."""
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_TAB:
                self.move(-1 if event.mod & pygame.KMOD_SHIFT else 1)
                return True
            if event.key in (pygame.K_DOWN, pygame.K_UP):
                self.move(1 if event.key == pygame.K_DOWN else -1)
                return True
        consumed = False
        for w in self.widgets:
            # Motion goes to everyone (hover state); other events stop at the first taker.
            if w.handle_event(event):
                consumed = True
                if event.type not in (pygame.MOUSEMOTION, pygame.FINGERMOTION):
                    break
        return consumed

    def draw(self, surface: pygame.Surface) -> None:
        """Draw all widgets."""
        for w in self.widgets:
            w.draw(surface)
