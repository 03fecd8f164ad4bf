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
from game.ui.suits import Point, draw_star, draw_suit

RANKS = ("A", "K", "Q", "J", "T", "9", "8", "7", "6", "5", "4", "3", "2")
SUITS = ("S", "H", "D", "C")
JOKER = "JK"
BACKS = ("blue", "red", "green")
ASPECT = 7 / 5
PIP_MIN_WIDTH = 70

RGB = tuple[int, int, int]

FACE_WHITE: RGB = (253, 252, 248)
EDGE: RGB = (150, 150, 146)
BLACK: RGB = (24, 24, 30)
RED: RGB = (204, 26, 44)
BLUE: RGB = (22, 86, 196)
GREEN: RGB = (16, 128, 58)
GOLD: RGB = (226, 178, 58)
GOLD_DARK: RGB = (150, 106, 26)
SKIN: RGB = (250, 221, 188)
INK: RGB = (40, 30, 34)
CREAM: RGB = (246, 236, 206)

TWO_COLOUR: dict[str, RGB] = {"S": BLACK, "H": RED, "D": RED, "C": BLACK}
FOUR_COLOUR: dict[str, RGB] = {"S": BLACK, "H": RED, "D": BLUE, "C": GREEN}

BACK_COLOURS: dict[str, tuple[RGB, RGB]] = {
    # (base, pattern) colours per back design.
    "blue": ((28, 64, 150), (86, 130, 214)),
    "red": ((158, 26, 38), (216, 92, 96)),
    "green": ((22, 98, 56), (84, 168, 110)),
}

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


def _tint(c: RGB, k: float) -> RGB:
    """Blend colour towards white by k (0 = unchanged, 1 = white)."""
    r, g, b = c
    return (int(r + (255 - r) * k), int(g + (255 - g) * k), int(b + (255 - b) * k))


def _shade(c: RGB, k: float) -> RGB:
    """Blend colour towards black by k."""
    r, g, b = c
    return (int(r * (1 - k)), int(g * (1 - k)), int(b * (1 - k)))


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
        if self.width < PIP_MIN_WIDTH:
            return 0.165 * u, 0.07 * u, 0.29 * u, 0.22 * u, 0.055 * u
        return 0.115 * u, 0.07 * u, 0.17 * u, 0.13 * u, 0.045 * u

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
                pygame.draw.circle(canvas, _tint(GOLD, 0.55), c, size * 0.82)
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
        background = _tint(colour, 0.88)
        panel.fill((*background, 255))
        if small:
            self._draw_figure(panel, rank, suit, panel.get_rect(), monogram=False)
        else:
            half = pygame.Surface((frame.w, frame.h // 2 + 1), pygame.SRCALPHA)
            half.fill((*background, 0))
            self._draw_figure(half, rank, suit, half.get_rect(), monogram=True)
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

    def _draw_figure(
        self, surf: pygame.Surface, rank: str, suit: str, box: pygame.Rect, monogram: bool
    ) -> None:
        """Head-and-shoulders royal in the suit colour; the bottom of `box` is the waist."""
        colour = self.colours[suit]
        light = _tint(colour, 0.35)
        dark = _shade(colour, 0.35)
        # Printed courts mix a second colour in: navy with red robes, crimson otherwise.
        second: RGB = (34, 52, 112) if colour == RED else (168, 30, 44)
        w, h = box.w, box.h
        ox, oy = box.x, box.y
        line = max(1, round(self.width * self.ss / 110))
        scale = min(w, h / 1.05)

        def P(x: float, y: float) -> Point:
            return (ox + x * w, oy + y * h)

        r = 0.18 * scale
        hx, hy = ox + 0.5 * w, oy + h - 1.9 * r - 0.3 * scale
        neck_y = hy + r * 0.9

        # Prop behind the shoulders: sceptre (K), flower (Q), halberd (J).
        px = ox + 0.82 * w
        if rank == "K":
            pygame.draw.line(surf, GOLD_DARK, (px, oy + h), (px, hy - r * 0.6), max(2, line * 3))
            draw_suit(surf, suit, (px, hy - r * 0.9), r * 0.9, GOLD)
            pygame.draw.circle(surf, GOLD, (px, hy - r * 0.2), r * 0.22)
        elif rank == "Q":
            stem_top = (px, hy - r * 0.1)
            pygame.draw.line(
                surf, (40, 120, 60), (px - r * 0.4, oy + h), stem_top, max(1, line * 2)
            )
            leaf = pygame.Rect(0, 0, r * 0.8, r * 0.35)
            leaf.center = (round(px - r * 0.15), round(hy + r * 1.2))
            pygame.draw.ellipse(surf, (50, 140, 70), leaf)
            for i in range(6):
                a = math.pi * i / 3
                pygame.draw.circle(
                    surf,
                    light,
                    (stem_top[0] + math.cos(a) * r * 0.32, stem_top[1] + math.sin(a) * r * 0.32),
                    r * 0.24,
                )
            pygame.draw.circle(surf, GOLD, stem_top, r * 0.2)
        else:
            pygame.draw.line(
                surf, (120, 84, 50), (px, oy + h), (px, hy - r * 1.4), max(2, line * 2)
            )
            blade = [
                (px, hy - r * 2.2),
                (px + r * 0.35, hy - r * 1.2),
                (px, hy - r * 0.9),
                (px - r * 0.35, hy - r * 1.2),
            ]
            pygame.draw.polygon(surf, (200, 205, 215), blade)
            pygame.draw.polygon(surf, INK, blade, width=line)

        # Robe: rounded shoulders falling to straight sides, cut off at the waist.
        robe_w = 0.88 * w
        drop = (oy + h - neck_y) * 0.55
        shoulder_top = neck_y + r * 0.15
        robe: list[Point] = []
        for i in range(25):
            a = math.pi * i / 24
            robe.append((hx - math.cos(a) * robe_w / 2, shoulder_top + (1 - math.sin(a)) * drop))
        robe += [(hx + robe_w / 2, oy + h + line * 4), (hx - robe_w / 2, oy + h + line * 4)]
        pygame.draw.polygon(surf, colour, robe)
        # Sleeves: darker panels down each side suggest arms.
        for sx in (-1, 1):
            x_out = hx + sx * robe_w / 2
            x_in = hx + sx * robe_w * 0.33
            sleeve = [
                (x_out, shoulder_top + drop * 0.9),
                (x_in, shoulder_top + drop * 0.45),
                (x_in, oy + h + line * 4),
                (x_out, oy + h + line * 4),
            ]
            pygame.draw.polygon(surf, second, sleeve)
            pygame.draw.line(
                surf, GOLD, (x_in, shoulder_top + drop * 0.45), (x_in, oy + h), max(1, line)
            )
        pygame.draw.polygon(surf, INK, robe, width=line)
        # Gold trim down the front with suit-coloured buttons.
        band = pygame.Rect(0, 0, r * 0.7, oy + h - neck_y)
        band.midtop = (round(hx), round(neck_y))
        pygame.draw.rect(surf, GOLD, band)
        pygame.draw.line(surf, INK, band.topleft, band.bottomleft, line)
        pygame.draw.line(surf, INK, band.topright, band.bottomright, line)
        by = neck_y + r * 1.2
        while by < oy + h - r * 0.2:
            draw_suit(surf, suit, (hx, by), r * 0.42, dark)
            by += r * 0.75

        # Collar: ermine for the king, pearls for the queen, a ruff for the jack.
        collar = pygame.Rect(0, 0, r * 2.6, r * 1.1)
        collar.center = (round(hx), round(neck_y + r * 0.35))
        if rank == "K":
            pygame.draw.ellipse(surf, (250, 250, 244), collar)
            pygame.draw.ellipse(surf, INK, collar, width=line)
            for i in range(5):
                tx = collar.x + collar.w * (0.15 + 0.175 * i)
                pygame.draw.line(
                    surf,
                    INK,
                    (tx, collar.centery - r * 0.05),
                    (tx, collar.centery + r * 0.2),
                    max(1, line * 2),
                )
        elif rank == "Q":
            for i in range(9):
                a = math.pi * (0.15 + 0.7 * i / 8)
                pygame.draw.circle(
                    surf,
                    (250, 248, 240),
                    (hx + math.cos(a) * r * 1.05, neck_y - r * 0.2 + math.sin(a) * r * 0.8),
                    r * 0.14,
                )
        else:
            ruff: list[Point] = []
            n = 7
            for i in range(n * 2 + 1):
                a = math.pi * i / (n * 2)
                rr = r * (1.3 if i % 2 == 0 else 1.0)
                ruff.append((hx - math.cos(a) * rr, neck_y - r * 0.1 + math.sin(a) * rr * 0.55))
            pygame.draw.polygon(surf, (250, 250, 244), ruff)
            pygame.draw.polygon(surf, INK, ruff, width=line)

        # Hair behind the head.
        hair_col = {"K": (236, 232, 222), "Q": (196, 140, 44), "J": (120, 72, 36)}[rank]
        if rank == "Q":
            hair = pygame.Rect(0, 0, r * 2.6, r * 2.9)
            hair.midtop = (round(hx), round(hy - r * 1.1))
            pygame.draw.ellipse(surf, hair_col, hair)
            pygame.draw.ellipse(surf, INK, hair, width=line)
        # Head.
        pygame.draw.circle(surf, SKIN, (hx, hy), r)
        pygame.draw.circle(surf, INK, (hx, hy), r, width=line)
        if rank == "J":
            fringe = pygame.Rect(0, 0, r * 2.0, r * 1.0)
            fringe.midtop = (round(hx), round(hy - r * 1.0))
            pygame.draw.ellipse(surf, hair_col, fringe)
        # Face: eyes, cheeks, mouth; the king gets a white beard and moustache.
        eye_r = max(1.0, r * 0.1)
        for sx in (-1, 1):
            pygame.draw.circle(surf, INK, (hx + sx * r * 0.36, hy - r * 0.05), eye_r)
        if rank == "K":
            beard = [
                (hx - r * 0.95, hy),
                (hx - r * 0.7, hy + r * 1.15),
                (hx, hy + r * 1.65),
                (hx + r * 0.7, hy + r * 1.15),
                (hx + r * 0.95, hy),
                (hx + r * 0.5, hy + r * 0.5),
                (hx - r * 0.5, hy + r * 0.5),
            ]
            pygame.draw.polygon(surf, hair_col, beard)
            pygame.draw.polygon(surf, INK, beard, width=line)
            stache = pygame.Rect(0, 0, r * 1.0, r * 0.3)
            stache.center = (round(hx), round(hy + r * 0.38))
            pygame.draw.ellipse(surf, hair_col, stache)
            pygame.draw.ellipse(surf, INK, stache, width=max(1, line // 2))
        else:
            for sx in (-1, 1):
                pygame.draw.circle(
                    surf, (244, 176, 166), (hx + sx * r * 0.55, hy + r * 0.32), r * 0.15
                )
            mouth = pygame.Rect(0, 0, r * 0.6, r * 0.36)
            mouth.center = (round(hx), round(hy + r * 0.35))
            pygame.draw.arc(surf, (176, 40, 56), mouth, math.pi * 1.1, math.pi * 1.9, max(1, line))

        # Headwear.
        top = hy - r * 0.7
        if rank == "K":
            crown = [
                (hx - r * 0.95, top),
                (hx - r * 1.1, top - r * 1.05),
                (hx - r * 0.55, top - r * 0.55),
                (hx, top - r * 1.3),
                (hx + r * 0.55, top - r * 0.55),
                (hx + r * 1.1, top - r * 1.05),
                (hx + r * 0.95, top),
            ]
            pygame.draw.polygon(surf, GOLD, crown)
            pygame.draw.polygon(surf, INK, crown, width=line)
            for x, y in crown[1:6:2]:
                pygame.draw.circle(surf, colour, (x, y), r * 0.17)
                pygame.draw.circle(surf, INK, (x, y), r * 0.17, width=max(1, line // 2))
            rim = pygame.Rect(hx - r * 1.0, top - r * 0.2, r * 2.0, r * 0.32)
            pygame.draw.rect(surf, GOLD_DARK, rim, border_radius=max(1, int(r * 0.1)))
        elif rank == "Q":
            tiara = [
                (hx - r * 0.85, top + r * 0.1),
                (hx - r * 0.6, top - r * 0.5),
                (hx - r * 0.2, top - r * 0.3),
                (hx, top - r * 0.85),
                (hx + r * 0.2, top - r * 0.3),
                (hx + r * 0.6, top - r * 0.5),
                (hx + r * 0.85, top + r * 0.1),
            ]
            pygame.draw.polygon(surf, GOLD, tiara)
            pygame.draw.polygon(surf, INK, tiara, width=line)
            draw_suit(surf, suit, (hx, top - r * 0.25), r * 0.4, colour)
        else:
            cap = pygame.Rect(0, 0, r * 2.3, r * 1.0)
            cap.midbottom = (round(hx - r * 0.1), round(top + r * 0.3))
            pygame.draw.ellipse(surf, dark, cap)
            pygame.draw.ellipse(surf, INK, cap, width=line)
            feather = [
                (hx + r * 0.5, top - r * 0.15),
                (hx + r * 1.5, top - r * 1.5),
                (hx + r * 1.0, top - r * 0.1),
            ]
            pygame.draw.polygon(surf, GOLD, feather)
            pygame.draw.polygon(surf, INK, feather, width=line)
            pygame.draw.rect(surf, GOLD, pygame.Rect(hx - r * 1.1, top, r * 2.1, r * 0.25))

        # Monogram: the big rank letter and a suit pip in the free corner beside the head.
        if monogram:
            letter_h = 0.24 * scale
            letter = self._text(rank, letter_h, colour)
            spot = P(0.07, 0.06)
            surf.blit(letter, letter.get_rect(topleft=(round(spot[0]), round(spot[1]))))
            draw_suit(
                surf,
                suit,
                (spot[0] + letter.get_width() / 2, spot[1] + letter_h * 1.55),
                letter_h * 0.6,
                colour,
            )

    def _draw_joker(self) -> pygame.Surface:
        canvas = self._canvas()
        u = self.width * self.ss
        hgt = self.height * self.ss
        small = self.width < PIP_MIN_WIDTH
        line = max(1, round(u / 110))
        purple = (108, 48, 160)

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
        # Collar: zigzag ruff.
        ruff: list[Point] = []
        n = 9
        for i in range(n * 2 + 1):
            a = math.pi * i / (n * 2)
            rr = head_r * (1.55 if i % 2 == 0 else 1.1)
            ruff.append((cxm - math.cos(a) * rr, cy + head_r * 0.9 + math.sin(a) * rr * 0.55))
        pygame.draw.polygon(canvas, CREAM, ruff)
        pygame.draw.polygon(canvas, INK, ruff, width=line)
        # Cap: three floppy points alternating colours, with gold bells.
        cap_base_y = cy - head_r * 0.45
        tips = [
            (cxm - head_r * 2.0, cy - head_r * 0.4),
            (cxm, cy - head_r * 2.55),
            (cxm + head_r * 2.0, cy - head_r * 0.4),
        ]
        cap_colours = [RED, purple, GREEN if not self.four_colour else BLUE]
        for (tx, ty), col, off in zip(tips, cap_colours, (-1, 0, 1), strict=True):
            base_l = (cxm + (off - 0.9) * head_r * 0.62, cap_base_y)
            base_r = (cxm + (off + 0.9) * head_r * 0.62, cap_base_y)
            bend = (cxm + off * head_r * 1.3, cy - head_r * 1.9)
            poly = [base_l, bend, (tx, ty), base_r]
            pygame.draw.polygon(canvas, col, poly)
            pygame.draw.polygon(canvas, INK, poly, width=line)
        for tx, ty in tips:
            pygame.draw.circle(canvas, GOLD, (tx, ty), head_r * 0.24)
            pygame.draw.circle(canvas, INK, (tx, ty), head_r * 0.24, width=line)
        # Face.
        pygame.draw.circle(canvas, SKIN, (cxm, cy), head_r)
        pygame.draw.circle(canvas, INK, (cxm, cy), head_r, width=line)
        band = pygame.Rect(cxm - head_r * 1.05, cy - head_r * 0.85, head_r * 2.1, head_r * 0.4)
        pygame.draw.rect(canvas, GOLD, band, border_radius=int(head_r * 0.2))
        pygame.draw.rect(canvas, INK, band, width=line, border_radius=int(head_r * 0.2))
        for sx in (-1, 1):
            draw_star(
                canvas,
                (cxm + sx * head_r * 0.38, cy - head_r * 0.05),
                head_r * 0.16,
                INK,
                points=4,
                inner=0.4,
            )
            pygame.draw.circle(
                canvas,
                (240, 150, 150),
                (cxm + sx * head_r * 0.6, cy + head_r * 0.35),
                head_r * 0.14,
            )
        pygame.draw.arc(
            canvas,
            (170, 30, 50),
            pygame.Rect(cxm - head_r * 0.5, cy - head_r * 0.1, head_r, head_r * 0.75),
            math.pi * 1.05,
            math.pi * 1.95,
            max(1, line * 2),
        )
        pygame.draw.circle(canvas, RED, (cxm, cy + head_r * 0.12), head_r * 0.13)

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
                pygame.draw.circle(art, _tint(pattern, 0.35), (xx, yy), lw * 1.6)
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
        pygame.draw.ellipse(art, _tint(pattern, 0.2), med.inflate(-lw * 6, -lw * 6), width=lw)
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
