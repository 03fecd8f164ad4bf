"""Playing cards drawn by the program, at any width, cached per card.

Everything is drawn on a supersampled canvas (2-4x) with plain pygame primitives and then
smoothscaled down: that gives soft anti-aliased edges for polygons, circles and text
alike, on desktop and in the browser, without shipping any card images.

Coordinates in the drawing code are fractions of the card width `W` (and height `H`) so
one layout serves every size. Small cards (width < PIP_MIN_WIDTH) get bigger corner
indices and a single large centre symbol instead of pips, since pips at that size are
smudges and the index is what a player reads in a fanned hand.
"""

from __future__ import annotations

import math

import pygame

from game.ui import fonts
from game.ui.card_figures import JESTER_PURPLE, draw_jester, draw_royal
from game.ui.card_palette import (
    BACK_COLOURS,
    CREAM,
    EDGE,
    FACE_WHITE,
    FOUR_COLOUR,
    GOLD,
    GOLD_DARK,
    INK,
    RED,
    RGB,
    TWO_COLOUR,
    tint,
)
from game.ui.suits import draw_star, draw_suit

RANKS = ("A", "K", "Q", "J", "T", "9", "8", "7", "6", "5", "4", "3", "2")
SUITS = ("S", "H", "D", "C")
JOKER = "JK"
BACKS = ("blue", "red", "green")
ASPECT = 7 / 5
PIP_MIN_WIDTH = 70

# Pip positions in a unit box: x in {0, .5, 1} across, y 0 (top) .. 1 (bottom).
_SIDE3 = [(0.0, 0.0), (1.0, 0.0), (0.0, 0.5), (1.0, 0.5), (0.0, 1.0), (1.0, 1.0)]
_SIDE4 = [(x, y) for y in (0.0, 1 / 3, 2 / 3, 1.0) for x in (0.0, 1.0)]
PIP_LAYOUTS: dict[str, list[tuple[float, float]]] = {
    "2": [(0.5, 0.0), (0.5, 1.0)],
    "3": [(0.5, 0.0), (0.5, 0.5), (0.5, 1.0)],
    "4": [(0.0, 0.0), (1.0, 0.0), (0.0, 1.0), (1.0, 1.0)],
    "5": [(0.0, 0.0), (1.0, 0.0), (0.5, 0.5), (0.0, 1.0), (1.0, 1.0)],
    "6": _SIDE3,
    "7": [*_SIDE3, (0.5, 0.25)],
    "8": [*_SIDE3, (0.5, 0.25), (0.5, 0.75)],
    "9": [*_SIDE4, (0.5, 0.5)],
    "T": [*_SIDE4, (0.5, 1 / 6), (0.5, 5 / 6)],
}


def rank_label(rank: str) -> str:
    """Text printed in the corner for a rank code ("T" prints as "10")."""
    return "10" if rank == "T" else rank


def _supersample(width: int) -> int:
    # Small cards need more oversampling for clean curves. Only powers of two: smoothscale
    # by other factors leaves opaque pixels at alpha 253, making cards faintly see-through.
    return 4 if width < 110 else 2


class CardArt:
    """Renders and caches card faces and backs for one card width.

    `four_colour` switches diamonds to blue and clubs to green; `back` is one of BACKS.
    Height is width * 7/5. Surfaces are per-pixel-alpha (rounded corners are transparent)
    and are shared from the cache: blit them, don't draw on them.
    """

    def __init__(self, width: int, four_colour: bool = False, back: str = "blue") -> None:
        if width < 8:
            raise ValueError("card width must be at least 8 pixels")
        if back not in BACK_COLOURS:
            raise ValueError(f"unknown back {back!r}; choose from {BACKS}")
        self.width = int(width)
        self.height = round(self.width * ASPECT)
        self.four_colour = four_colour
        self.back = back
        self.colours = FOUR_COLOUR if four_colour else TWO_COLOUR
        self.ss = _supersample(self.width)
        self.radius = max(2, round(self.width * 0.075))
        self._faces: dict[tuple[str, str], pygame.Surface] = {}
        self._back: pygame.Surface | None = None
        self._extras: dict[tuple[object, ...], pygame.Surface] = {}

    @property
    def size(self) -> tuple[int, int]:
        """(width, height) of every surface this instance returns."""
        return (self.width, self.height)

    def suit_colour(self, suit: str) -> RGB:
        """Ink colour of a suit under the current colour scheme."""
        return self.colours[suit]

    # ----------------------------------------------------------------- public API

    def face(self, rank: str, suit: str) -> pygame.Surface:
        """Face of a card; rank in RANKS ("10" accepted for "T") or "JK" with suit ""."""
        if rank == "10":
            rank = "T"
        key = (rank, suit if rank != JOKER else "")
        cached = self._faces.get(key)
        if cached is not None:
            return cached
        if rank == JOKER:
            canvas = self._draw_joker()
        else:
            if rank not in RANKS:
                raise ValueError(f"unknown rank {rank!r}")
            if suit not in SUITS:
                raise ValueError(f"unknown suit {suit!r}")
            canvas = self._draw_face(rank, suit)
        surf = self._finish(canvas)
        self._faces[key] = surf
        return surf

    def back_surface(self) -> pygame.Surface:
        """The card back in this instance's back design."""
        if self._back is None:
            self._back = self._finish(self._draw_back())
        return self._back

    def highlight(self, color: RGB = GOLD, thickness: int = 3) -> pygame.Surface:
        """A card-sized transparent surface with a rounded ring, to blit over a selected card."""
        key: tuple[object, ...] = ("hl", color, thickness)
        cached = self._extras.get(key)
        if cached is None:
            s = self.ss
            canvas = pygame.Surface((self.width * s, self.height * s), pygame.SRCALPHA)
            canvas.fill((*color, 0))
            pygame.draw.rect(
                canvas,
                (*color, 255),
                canvas.get_rect(),
                width=max(1, thickness * s),
                border_radius=self.radius * s,
            )
            cached = self._finish(canvas)
            self._extras[key] = cached
        return cached

    def shadow(self, blur: int = 6, alpha: int = 90) -> pygame.Surface:
        """A soft drop shadow, `blur` pixels larger than the card on every side.

        Blit it at (card_x - blur + offset, card_y - blur + offset) before the card.
        """
        key: tuple[object, ...] = ("shadow", blur, alpha)
        cached = self._extras.get(key)
        if cached is None:
            w, h = self.width + 2 * blur, self.height + 2 * blur
            cached = pygame.Surface((w, h), pygame.SRCALPHA)
            steps = max(1, blur)
            # Stacked translucent rounded rects shrinking inward approximate a blur
            # without needing gaussian_blur (keeps this portable to the web build).
            for i in range(steps):
                a = max(1, alpha // steps)
                r = pygame.Rect(i, i, w - 2 * i, h - 2 * i)
                pygame.draw.rect(cached, (0, 0, 0, a), r, border_radius=self.radius + blur - i)
            self._extras[key] = cached
        return cached

    # ------------------------------------------------------------- shared pieces

    def _canvas(self) -> pygame.Surface:
        """A blank supersampled card: rounded white face with a thin grey edge."""
        s = self.ss
        canvas = pygame.Surface((self.width * s, self.height * s), pygame.SRCALPHA)
        # Transparent pixels carry the edge colour so smoothscale doesn't fringe dark.
        canvas.fill((*EDGE, 0))
        rect = canvas.get_rect()
        pygame.draw.rect(canvas, EDGE, rect, border_radius=self.radius * s)
        edge = max(1, round(s * max(1.0, self.width / 110)))
        pygame.draw.rect(
            canvas,
            FACE_WHITE,
            rect.inflate(-2 * edge, -2 * edge),
            border_radius=self.radius * s - edge,
        )
        return canvas

    def _finish(self, canvas: pygame.Surface) -> pygame.Surface:
        """Scale a supersampled canvas down to the card size."""
        surf = pygame.transform.smoothscale(canvas, (self.width, self.height))
        if pygame.display.get_init() and pygame.display.get_surface() is not None:
            surf = surf.convert_alpha()
        return surf

    def _text(
        self,
        text: str,
        height: float,
        color: RGB,
        max_width: float | None = None,
        bold: bool = True,
    ) -> pygame.Surface:
        """Render text whose ink (not line box) is exactly `height` px tall.

        Cropping to the ink box lets the layout place letters precisely regardless of the
        font's ascent/descent padding. Wide text is condensed to `max_width`.
        """
        px = max(4, int(height * 1.5))
        f = fonts.font(px, bold=bold)
        raw = f.render(text, True, color)
        ink = raw.get_bounding_rect()
        if ink.width == 0 or ink.height == 0:
            return pygame.Surface((1, 1), pygame.SRCALPHA)
        raw = raw.subsurface(ink).copy()
        k = height / ink.height
        w = ink.width * k
        if max_width is not None and w > max_width:
            w = max_width
        return pygame.transform.smoothscale(raw, (max(1, round(w)), max(1, round(height))))

    def _index_metrics(self) -> tuple[float, float, float, float, float]:
        """(centre x, top y, rank height, suit height, gap) of the corner index, canvas px."""
        u = self.width * self.ss
        cx, top, rank_h, suit_h, gap = _index_fractions(self.width)
        return cx * u, top * u, rank_h * u, suit_h * u, gap * u

    def index_extent(self) -> tuple[int, int]:
        """Width and height in pixels of the top-left corner index (rank over suit), from the
        card's edge: how much of a card must show beside or above the cards overlapping it
        for its rank and suit to be read."""
        return index_extent(self.width)

    def _draw_index(
        self, canvas: pygame.Surface, rank: str, suit: str, mirrored: bool = True
    ) -> None:
        """Rank and suit in the top-left corner, and (if mirrored) rotated bottom-right."""
        u = self.width * self.ss
        colour = self.colours[suit]
        cx, top, rh, sh, gap = self._index_metrics()
        corner = pygame.Surface((int(cx * 2) + 2, int(top + rh + gap + sh + 4)), pygame.SRCALPHA)
        corner.fill((*FACE_WHITE, 0))
        label = self._text(rank_label(rank), rh, colour, max_width=cx * 1.55)
        corner.blit(label, label.get_rect(midtop=(cx, top)))
        draw_suit(corner, suit, (cx, top + rh + gap + sh / 2), sh, colour)
        canvas.blit(corner, (0, 0))
        if mirrored:
            flipped = pygame.transform.rotate(corner, 180)
            canvas.blit(flipped, flipped.get_rect(bottomright=(u, self.height * self.ss)))

    # ---------------------------------------------------------------- the faces

    def _draw_face(self, rank: str, suit: str) -> pygame.Surface:
        canvas = self._canvas()
        u = self.width * self.ss
        hgt = self.height * self.ss
        colour = self.colours[suit]
        small = self.width < PIP_MIN_WIDTH
        if rank in "JQK":
            self._draw_court(canvas, rank, suit, small)
        elif small:
            # Large-print layout: the art sits low and right, clear of the big index.
            size = (0.52 if rank == "A" else 0.44) * u
            draw_suit(canvas, suit, (0.62 * u, 0.66 * hgt), size, colour)
        elif rank == "A":
            size = 0.46 * u
            if suit == "S":
                # The ace of spades traditionally gets an ornament.
                c = (u / 2, hgt / 2)
                pygame.draw.circle(canvas, tint(GOLD, 0.55), c, size * 0.82)
                pygame.draw.circle(canvas, GOLD_DARK, c, size * 0.82, width=max(1, u // 90))
                size *= 0.95
            draw_suit(canvas, suit, (u / 2, hgt / 2), size, colour)
        else:
            x0, x1 = 0.335 * u, 0.665 * u
            y0, y1 = 0.19 * hgt, 0.81 * hgt
            pip = 0.18 * u if rank in "23456" else 0.165 * u
            for px, py in PIP_LAYOUTS[rank]:
                pos = (x0 + (x1 - x0) * px, y0 + (y1 - y0) * py)
                draw_suit(canvas, suit, pos, pip, colour, flip=py > 0.5)
        self._draw_index(canvas, rank, suit, mirrored=not small)
        return canvas

    def _court_frame(self, small: bool) -> pygame.Rect:
        """Where the portrait of a court card (or the joker) goes, in canvas pixels."""
        u = self.width * self.ss
        hgt = self.height * self.ss
        if small:
            x0, y0 = round(0.33 * u), round(0.3 * hgt)
            return pygame.Rect(x0, y0, round(0.94 * u) - x0, round(0.955 * hgt) - y0)
        x0, y0 = round(0.22 * u), round(0.07 * hgt)
        return pygame.Rect(x0, y0, round(0.78 * u) - x0, round(0.93 * hgt) - y0)

    def _draw_court(self, canvas: pygame.Surface, rank: str, suit: str, small: bool) -> None:
        """Framed double-headed portrait like a printed court card (single-headed if small)."""
        u = self.width * self.ss
        colour = self.colours[suit]
        line = max(1, round(u / 100))
        frame = self._court_frame(small)
        panel = pygame.Surface(frame.size, pygame.SRCALPHA)
        background = tint(colour, 0.88)
        panel.fill((*background, 255))
        figure_line = max(1, round(u / 110))
        if small:
            draw_royal(panel, rank, suit, panel.get_rect(), colour, figure_line)
        else:
            half = pygame.Surface((frame.w, frame.h // 2 + 1), pygame.SRCALPHA)
            half.fill((*background, 0))
            draw_royal(half, rank, suit, half.get_rect(), colour, figure_line, self._text)
            panel.blit(half, (0, 0))
            panel.blit(pygame.transform.rotate(half, 180), (0, frame.h - half.get_height()))
            # A thin band where the two halves meet, like the divider on printed courts.
            mid = frame.h // 2
            pygame.draw.line(panel, GOLD, (0, mid), (frame.w, mid), line * 2)
            pygame.draw.line(panel, INK, (0, mid - line), (frame.w, mid - line), max(1, line // 2))
            pygame.draw.line(panel, INK, (0, mid + line), (frame.w, mid + line), max(1, line // 2))
        canvas.blit(panel, frame)
        pygame.draw.rect(canvas, colour, frame, width=line)
        pygame.draw.rect(canvas, GOLD, frame.inflate(-4 * line, -4 * line), width=line)

    def _draw_joker(self) -> pygame.Surface:
        canvas = self._canvas()
        u = self.width * self.ss
        hgt = self.height * self.ss
        small = self.width < PIP_MIN_WIDTH
        line = max(1, round(u / 110))
        purple = JESTER_PURPLE

        # Corner: a star over a vertical JOKER; small cards show just a big star, which
        # is what stands out in a fanned hand.
        cx, top, rh, sh, gap = self._index_metrics()
        corner = pygame.Surface((int(cx * 2) + 2, int(hgt * 0.8)), pygame.SRCALPHA)
        corner.fill((*FACE_WHITE, 0))
        if small:
            star_r = rh * 0.62
            draw_star(corner, (cx, top + star_r), star_r, RED)
        else:
            # Star first: it is what shows in the narrow strip of a fanned hand.
            star_r = rh * 0.55
            draw_star(corner, (cx, top + star_r), star_r, RED)
            lh = rh * 0.6
            y = top + star_r * 2 + gap
            for ch in "JOKER":
                t = self._text(ch, lh, purple)
                corner.blit(t, t.get_rect(midtop=(cx, y)))
                y += lh * 1.18
        canvas.blit(corner, (0, 0))
        if not small:
            flipped = pygame.transform.rotate(corner, 180)
            canvas.blit(flipped, flipped.get_rect(bottomright=(u, hgt)))

        # Centre: jester head with a three-pointed belled cap and a ruffled collar.
        cxm = u * (0.5 if not small else 0.6)
        cy = hgt * (0.47 if not small else 0.62)
        head_r = u * (0.125 if not small else 0.14)
        draw_jester(canvas, (cxm, cy), head_r, line, self.four_colour)

        # The word JOKER under the figure (big cards) - small cards rely on the figure.
        if not small:
            word = self._text("JOKER", 0.09 * u, purple, max_width=0.42 * u)
            wy = cy + head_r * 2.1
            canvas.blit(word, word.get_rect(midtop=(cxm, wy)))
            for sx in (-1, 1):
                draw_star(
                    canvas,
                    (cxm + sx * (word.get_width() / 2 + 0.05 * u), wy + 0.045 * u),
                    0.03 * u,
                    GOLD,
                )
        return canvas

    # ------------------------------------------------------------------- backs

    def _draw_back(self) -> pygame.Surface:
        canvas = self._canvas()
        s = self.ss
        u = self.width * s
        hgt = self.height * s
        base, pattern = BACK_COLOURS[self.back]
        margin = round(0.055 * u)
        inner = canvas.get_rect().inflate(-2 * margin, -2 * margin)
        radius = max(1, self.radius * s - margin)

        art = pygame.Surface(inner.size, pygame.SRCALPHA)
        art.fill((*base, 255))
        # Diagonal lattice with dots at the crossings.
        step = max(4.0, 0.1 * u)
        lw = max(1, round(u / 120))
        span = inner.w + inner.h
        k = float(-span)
        while k < span:
            pygame.draw.line(art, pattern, (k, 0), (k + inner.h, inner.h), lw)
            pygame.draw.line(art, pattern, (k + inner.h, 0), (k, inner.h), lw)
            k += step
        yy = 0.0
        row = 0
        while yy <= inner.h + step:
            xx = (step / 2) * (row % 2)
            while xx <= inner.w + step:
                pygame.draw.circle(art, tint(pattern, 0.35), (xx, yy), lw * 1.6)
                xx += step
            yy += step / 2
            row += 1
        # Double frame line inside the border.
        f1 = art.get_rect().inflate(-round(0.05 * u), -round(0.05 * u))
        pygame.draw.rect(
            art, base, f1.inflate(lw * 4, lw * 4), width=lw * 3, border_radius=max(1, radius // 2)
        )
        pygame.draw.rect(art, CREAM, f1, width=lw, border_radius=max(1, radius // 2))
        # Central medallion with the four suits.
        mc = (inner.w / 2, inner.h / 2)
        mr = (0.27 * u, 0.33 * u)
        med = pygame.Rect(0, 0, mr[0] * 2, mr[1] * 2)
        med.center = (round(mc[0]), round(mc[1]))
        pygame.draw.ellipse(art, base, med.inflate(lw * 6, lw * 6))
        pygame.draw.ellipse(art, CREAM, med, width=lw * 2)
        pygame.draw.ellipse(art, tint(pattern, 0.2), med.inflate(-lw * 6, -lw * 6), width=lw)
        sh = 0.13 * u
        d = 0.11 * u
        for suit, (dx, dy) in zip(SUITS, ((0, -1.15), (1, 0), (0, 1.15), (-1, 0)), strict=True):
            draw_suit(art, suit, (mc[0] + dx * d, mc[1] + dy * d), sh, CREAM)

        # Clip the artwork to the rounded inner rectangle.
        mask = pygame.Surface(inner.size, pygame.SRCALPHA)
        mask.fill((255, 255, 255, 0))
        pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
        art.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        canvas.blit(art, inner)
        del hgt
        return canvas


def index_extent(width: int) -> tuple[int, int]:
    """:meth:`CardArt.index_extent` for a card ``width`` pixels wide (no art needed)."""
    cx, top, rank_h, suit_h, gap = _index_fractions(width)
    # The rank is at most 1.55 cx wide, centred on cx; the suit is narrower.
    right = cx + cx * 1.55 / 2
    return math.ceil(right * width) + 1, math.ceil((top + rank_h + gap + suit_h) * width) + 1


def _index_fractions(width: int) -> tuple[float, float, float, float, float]:
    """The corner index as fractions of the card's width: centre x, top, rank height, suit
    height, the gap between them (small cards get a large-print index)."""
    if width < PIP_MIN_WIDTH:
        return 0.165, 0.07, 0.29, 0.22, 0.055
    return 0.115, 0.07, 0.17, 0.13, 0.045
