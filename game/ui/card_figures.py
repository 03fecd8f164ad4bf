"""The pictures on the court cards and the joker, drawn with plain pygame primitives.

A royal (king, queen, jack) is drawn head and shoulders in the suit's colours: a prop behind
the shoulders (sceptre, flower, halberd), the robe, the collar (ermine, pearls, a ruff), the
head and the headwear (crown, tiara, a feathered cap). The joker is a jester's head in a
three-pointed belled cap. Sizes are fractions of the figure's box or head, so one drawing
serves every card width; game/ui/cardart.py supersamples and frames them.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.ui.card_palette import (
    BLUE,
    CREAM,
    GOLD,
    GOLD_DARK,
    GREEN,
    INK,
    RED,
    RGB,
    SKIN,
    shade,
    tint,
)
from game.ui.suits import Point, draw_star, draw_suit

#: Renders a text whose ink is exactly the given height: (text, height, colour) -> surface.
TextMaker = Callable[[str, float, RGB], pygame.Surface]

HAIR: dict[str, RGB] = {"K": (236, 232, 222), "Q": (196, 140, 44), "J": (120, 72, 36)}
JESTER_PURPLE: RGB = (108, 48, 160)


@dataclass
class _Royal:
    """A court figure being drawn: where its head sits, in the box's pixels."""

    surf: pygame.Surface
    rank: str
    suit: str
    box: pygame.Rect
    line: int  # outline width
    colour: RGB  # the suit's colour
    light: RGB
    dark: RGB
    second: RGB  # printed courts mix a second colour in
    scale: float
    r: float  # the head's radius
    hx: float
    hy: float
    neck_y: float


def draw_royal(surf: pygame.Surface, rank: str, suit: str, box: pygame.Rect, colour: RGB,
               line: int, monogram: TextMaker | None = None) -> None:
    """Head-and-shoulders royal in the suit colour; the bottom of `box` is the waist. With
    ``monogram``, the big rank letter and a pip go in the free corner beside the head."""
    w, h = box.w, box.h
    scale = min(w, h / 1.05)
    r = 0.18 * scale
    hx, hy = box.x + 0.5 * w, box.y + h - 1.9 * r - 0.3 * scale
    # Printed courts mix a second colour in: navy with red robes, crimson otherwise.
    second: RGB = (34, 52, 112) if colour == RED else (168, 30, 44)
    fig = _Royal(surf, rank, suit, box, line, colour, tint(colour, 0.35), shade(colour, 0.35),
                 second, scale, r, hx, hy, hy + r * 0.9)
    _prop(fig)
    _robe(fig)
    _collar(fig)
    _head(fig)
    _headwear(fig)
    if monogram is not None:
        _monogram(fig, monogram)


def _prop(f: _Royal) -> None:
    """Behind the shoulders: sceptre (K), flower (Q), halberd (J)."""
    surf, r, hy, line = f.surf, f.r, f.hy, f.line
    bottom = f.box.y + f.box.h
    px = f.box.x + 0.82 * f.box.w
    if f.rank == "K":
        pygame.draw.line(surf, GOLD_DARK, (px, bottom), (px, hy - r * 0.6), max(2, line * 3))
        draw_suit(surf, f.suit, (px, hy - r * 0.9), r * 0.9, GOLD)
        pygame.draw.circle(surf, GOLD, (px, hy - r * 0.2), r * 0.22)
    elif f.rank == "Q":
        stem_top = (px, hy - r * 0.1)
        pygame.draw.line(
            surf, (40, 120, 60), (px - r * 0.4, bottom), stem_top, max(1, line * 2)
        )
        leaf = pygame.Rect(0, 0, r * 0.8, r * 0.35)
        leaf.center = (round(px - r * 0.15), round(hy + r * 1.2))
        pygame.draw.ellipse(surf, (50, 140, 70), leaf)
        for i in range(6):
            a = math.pi * i / 3
            pygame.draw.circle(
                surf,
                f.light,
                (stem_top[0] + math.cos(a) * r * 0.32, stem_top[1] + math.sin(a) * r * 0.32),
                r * 0.24,
            )
        pygame.draw.circle(surf, GOLD, stem_top, r * 0.2)
    else:
        pygame.draw.line(
            surf, (120, 84, 50), (px, bottom), (px, hy - r * 1.4), max(2, line * 2)
        )
        blade = [
            (px, hy - r * 2.2),
            (px + r * 0.35, hy - r * 1.2),
            (px, hy - r * 0.9),
            (px - r * 0.35, hy - r * 1.2),
        ]
        pygame.draw.polygon(surf, (200, 205, 215), blade)
        pygame.draw.polygon(surf, INK, blade, width=line)


def _robe(f: _Royal) -> None:
    """Rounded shoulders falling to straight sides, cut off at the waist; sleeves and a
    gold band down the front with suit-coloured buttons."""
    surf, r, hx, line, neck_y = f.surf, f.r, f.hx, f.line, f.neck_y
    oy, h = f.box.y, f.box.h
    robe_w = 0.88 * f.box.w
    drop = (oy + h - neck_y) * 0.55
    shoulder_top = neck_y + r * 0.15
    robe: list[Point] = []
    for i in range(25):
        a = math.pi * i / 24
        robe.append((hx - math.cos(a) * robe_w / 2, shoulder_top + (1 - math.sin(a)) * drop))
    robe += [(hx + robe_w / 2, oy + h + line * 4), (hx - robe_w / 2, oy + h + line * 4)]
    pygame.draw.polygon(surf, f.colour, robe)
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
        pygame.draw.polygon(surf, f.second, sleeve)
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
        draw_suit(surf, f.suit, (hx, by), r * 0.42, f.dark)
        by += r * 0.75


def _collar(f: _Royal) -> None:
    """Ermine for the king, pearls for the queen, a ruff for the jack."""
    surf, r, hx, line, neck_y = f.surf, f.r, f.hx, f.line, f.neck_y
    collar = pygame.Rect(0, 0, r * 2.6, r * 1.1)
    collar.center = (round(hx), round(neck_y + r * 0.35))
    if f.rank == "K":
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
    elif f.rank == "Q":
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


def _head(f: _Royal) -> None:
    """Hair behind the head, the head, and the face: eyes, cheeks, mouth; the king gets a
    white beard and moustache."""
    surf, r, hx, hy, line, rank = f.surf, f.r, f.hx, f.hy, f.line, f.rank
    hair_col = HAIR[rank]
    if rank == "Q":
        hair = pygame.Rect(0, 0, r * 2.6, r * 2.9)
        hair.midtop = (round(hx), round(hy - r * 1.1))
        pygame.draw.ellipse(surf, hair_col, hair)
        pygame.draw.ellipse(surf, INK, hair, width=line)
    pygame.draw.circle(surf, SKIN, (hx, hy), r)
    pygame.draw.circle(surf, INK, (hx, hy), r, width=line)
    if rank == "J":
        fringe = pygame.Rect(0, 0, r * 2.0, r * 1.0)
        fringe.midtop = (round(hx), round(hy - r * 1.0))
        pygame.draw.ellipse(surf, hair_col, fringe)
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


def _headwear(f: _Royal) -> None:
    """A crown for the king, a tiara for the queen, a feathered cap for the jack."""
    surf, r, hx, line = f.surf, f.r, f.hx, f.line
    top = f.hy - r * 0.7
    if f.rank == "K":
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
            pygame.draw.circle(surf, f.colour, (x, y), r * 0.17)
            pygame.draw.circle(surf, INK, (x, y), r * 0.17, width=max(1, line // 2))
        rim = pygame.Rect(hx - r * 1.0, top - r * 0.2, r * 2.0, r * 0.32)
        pygame.draw.rect(surf, GOLD_DARK, rim, border_radius=max(1, int(r * 0.1)))
    elif f.rank == "Q":
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
        draw_suit(surf, f.suit, (hx, top - r * 0.25), r * 0.4, f.colour)
    else:
        cap = pygame.Rect(0, 0, r * 2.3, r * 1.0)
        cap.midbottom = (round(hx - r * 0.1), round(top + r * 0.3))
        pygame.draw.ellipse(surf, f.dark, cap)
        pygame.draw.ellipse(surf, INK, cap, width=line)
        feather = [
            (hx + r * 0.5, top - r * 0.15),
            (hx + r * 1.5, top - r * 1.5),
            (hx + r * 1.0, top - r * 0.1),
        ]
        pygame.draw.polygon(surf, GOLD, feather)
        pygame.draw.polygon(surf, INK, feather, width=line)
        pygame.draw.rect(surf, GOLD, pygame.Rect(hx - r * 1.1, top, r * 2.1, r * 0.25))


def _monogram(f: _Royal, text: TextMaker) -> None:
    """The big rank letter and a suit pip in the free corner beside the head."""
    letter_h = 0.24 * f.scale
    letter = text(f.rank, letter_h, f.colour)
    spot = (f.box.x + 0.07 * f.box.w, f.box.y + 0.06 * f.box.h)
    f.surf.blit(letter, letter.get_rect(topleft=(round(spot[0]), round(spot[1]))))
    draw_suit(
        f.surf,
        f.suit,
        (spot[0] + letter.get_width() / 2, spot[1] + letter_h * 1.55),
        letter_h * 0.6,
        f.colour,
    )


def draw_jester(canvas: pygame.Surface, centre: Point, head_r: float, line: int,
                four_colour: bool) -> None:
    """The joker's jester: a head with a three-pointed belled cap and a ruffled collar."""
    cxm, cy = centre
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
    cap_colours = [RED, JESTER_PURPLE, GREEN if not four_colour else BLUE]
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
    _jester_face(canvas, cxm, cy, head_r, line)


def _jester_face(canvas: pygame.Surface, cxm: float, cy: float, head_r: float,
                 line: int) -> None:
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
