"""Suit symbols drawn as filled shapes (never font glyphs, which the web build may lack).

Shapes are defined in a unit box (height 1, centred on the origin, y down) and scaled at
draw time. Callers that want smooth edges draw on a supersampled surface and scale it
down (see cardart.py); that is cheaper and prettier than per-primitive anti-aliasing.
"""

from __future__ import annotations

import math
from functools import cache

import pygame

Point = tuple[float, float]
Color = tuple[int, int, int] | tuple[int, int, int, int]

SUITS = ("S", "H", "D", "C")


def _normalise(points: list[Point], height: float = 1.0) -> list[Point]:
    """Scale and centre points so their bounding box is `height` tall around the origin."""
    xs = [p[0] for p in points]
    ys = [p[1] for p in points]
    cx = (min(xs) + max(xs)) / 2
    cy = (min(ys) + max(ys)) / 2
    k = height / (max(ys) - min(ys))
    return [((x - cx) * k, (y - cy) * k) for x, y in points]


@cache
def _heart_outline() -> tuple[Point, ...]:
    # Classic parametric heart; narrowed a touch so it reads like a printed card heart.
    pts: list[Point] = []
    n = 96
    for i in range(n):
        t = 2 * math.pi * i / n
        x = 16 * math.sin(t) ** 3
        y = -(13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t))
        pts.append((x * 0.93, y))
    return tuple(_normalise(pts))


def _stem(top_y: float, bottom_y: float, neck: float, foot: float) -> list[Point]:
    """Flared stem for spades and clubs: narrow neck curving out to a wide foot."""
    right: list[Point] = []
    steps = 12
    for i in range(steps + 1):
        s = i / steps
        right.append((neck + (foot - neck) * s**2.4, top_y + (bottom_y - top_y) * s))
    left = [(-x, y) for x, y in reversed(right)]
    return right + left


@cache
def _spade_parts() -> tuple[tuple[Point, ...], tuple[Point, ...]]:
    # Body: the heart upside down, occupying the top 80% of the symbol.
    body = [(x * 1.02, -y * 0.8 - 0.1) for x, y in _heart_outline()]
    stem = _stem(0.12, 0.5, 0.035, 0.2)
    return tuple(body), tuple(stem)


@cache
def _diamond_outline() -> tuple[Point, ...]:
    # Slightly concave sides (quadratic curves pulled toward the centre) like printed pips.
    corners = [(0.0, -0.5), (0.37, 0.0), (0.0, 0.5), (-0.37, 0.0)]
    pts: list[Point] = []
    for i in range(4):
        a = corners[i]
        b = corners[(i + 1) % 4]
        ctrl = ((a[0] + b[0]) / 2 * 0.82, (a[1] + b[1]) / 2 * 0.82)
        for j in range(10):
            t = j / 10
            x = (1 - t) ** 2 * a[0] + 2 * (1 - t) * t * ctrl[0] + t * t * b[0]
            y = (1 - t) ** 2 * a[1] + 2 * (1 - t) * t * ctrl[1] + t * t * b[1]
            pts.append((x, y))
    return tuple(pts)


def suit_points(suit: str, cx: float, cy: float, height: float, flip: bool = False) -> list[Point]:
    """Outline polygon of a polygonal suit (H or D) placed at (cx, cy) with the given height."""
    if suit == "H":
        base = _heart_outline()
    elif suit == "D":
        base = _diamond_outline()
    else:
        raise ValueError(f"suit {suit!r} is not a single polygon")
    sy = -1.0 if flip else 1.0
    return [(cx + x * height, cy + y * height * sy) for x, y in base]


def draw_suit(
    surface: pygame.Surface,
    suit: str,
    center: Point,
    height: float,
    color: Color,
    flip: bool = False,
) -> None:
    """Draw a filled suit symbol `height` pixels tall centred at `center`.

    `flip` turns it upside down (pips in the lower half of a card face point down).
    """
    cx, cy = center
    sy = -1.0 if flip else 1.0

    def place(pts: tuple[Point, ...] | list[Point]) -> list[Point]:
        return [(cx + x * height, cy + y * height * sy) for x, y in pts]

    if suit in ("H", "D"):
        pygame.draw.polygon(surface, color, suit_points(suit, cx, cy, height, flip))
    elif suit == "S":
        body, stem = _spade_parts()
        pygame.draw.polygon(surface, color, place(body))
        pygame.draw.polygon(surface, color, place(stem))
    elif suit == "C":
        r = 0.235 * height
        for dx, dy in ((0.0, -0.255), (-0.25, 0.06), (0.25, 0.06)):
            pygame.draw.circle(surface, color, (cx + dx * height, cy + dy * height * sy), r)
        # Fill the gap where the three lobes meet.
        pygame.draw.circle(surface, color, (cx, cy + 0.0 * height), r * 0.6)
        pygame.draw.polygon(surface, color, place(_stem(0.05, 0.5, 0.04, 0.19)))
    else:
        raise ValueError(f"unknown suit {suit!r}")


def draw_star(
    surface: pygame.Surface,
    center: Point,
    radius: float,
    color: Color,
    points: int = 5,
    inner: float = 0.45,
    rotation: float = -math.pi / 2,
) -> None:
    """Draw a filled star (used for jokers and decorations)."""
    cx, cy = center
    pts: list[Point] = []
    for i in range(points * 2):
        r = radius if i % 2 == 0 else radius * inner
        a = rotation + math.pi * i / points
        pts.append((cx + math.cos(a) * r, cy + math.sin(a) * r))
    pygame.draw.polygon(surface, color, pts)
