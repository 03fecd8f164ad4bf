"""A small line chart of the running scores, hand by hand (drawn with pygame lines)."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.i18n import number
from game.ui import fonts
from game.ui.widgets import CREAM, rounded_box

RGB = tuple[int, int, int]

#: Line colours per side when the caller gives none (the scoring screen passes each side's
#: colour from seats.side_colours, as the table shows them).
SIDE_COLOURS: tuple[RGB, ...] = ((236, 196, 88), (116, 186, 238), (236, 124, 108), (170, 222, 150))

GRID = (255, 255, 255, 36)
AXIS_TEXT = (200, 208, 190)


def running_totals(history: Sequence[Sequence[int]]) -> list[list[int]]:
    """Per side, the cumulative score after each hand, starting from 0 before the first.

    ``history`` is per hand, each side's score in that hand (as ``state.history`` plus the
    current hand's totals).
    """
    if not history:
        return []
    sides = len(history[0])
    series = [[0] for _ in range(sides)]
    for hand in history:
        for side in range(sides):
            series[side].append(series[side][-1] + hand[side])
    return series


def nice_step(span: float, ticks: int = 4) -> int:
    """A round grid step (1, 2 or 5 times a power of ten) giving about ``ticks`` lines."""
    raw = max(1.0, span / max(1, ticks))
    power = 1
    while power * 10 <= raw:
        power *= 10
    for mult in (1, 2, 5, 10):
        if power * mult >= raw:
            return power * mult
    return power * 10


def value_range(series: Sequence[Sequence[int]], target: int | None) -> tuple[int, int, int]:
    """(low, high, step) for the y axis: round numbers covering every score and the target."""
    values = [v for line in series for v in line] or [0]
    low, high = min(0, *values), max(0, *values)
    if target is not None and target <= high * 1.6 + 1000:
        high = max(high, target)
    if high == low:
        high = low + 1000
    step = nice_step(high - low)
    low = (low // step) * step
    high = -((-high) // step) * step
    return low, high, step


def chart_points(
    rect: pygame.Rect, series: Sequence[Sequence[int]], target: int | None = None
) -> list[list[tuple[int, int]]]:
    """Screen points of each side's line inside ``rect`` (the plot area)."""
    low, high, _step = value_range(series, target)
    count = max((len(line) for line in series), default=1)
    xs = max(1, count - 1)
    points = []
    for line in series:
        pts = []
        for i, v in enumerate(line):
            x = rect.x + round(rect.w * i / xs)
            y = rect.bottom - round(rect.h * (v - low) / (high - low))
            pts.append((x, y))
        points.append(pts)
    return points


def draw_score_chart(
    surface: pygame.Surface,
    rect: pygame.Rect,
    series: Sequence[Sequence[int]],
    target: int | None = None,
    colours: Sequence[RGB] = SIDE_COLOURS,
    first: int = 0,
) -> pygame.Rect:
    """Draw the chart in ``rect``: grid with score labels, the target line, one line per side.
    ``first`` numbers the first point on the x axis (hands from 0, games from 1...).

    Returns the plot area (inside the axis labels).
    """
    surface.blit(rounded_box(rect.size, (0, 0, 0, 70), (255, 255, 255, 40), 1, 10), rect)
    small = fonts.font(13)
    low, high, step = value_range(series, target)
    label_w = max(small.size(number(v))[0] for v in (low, high)) + 10
    plot = pygame.Rect(rect.x + label_w + 8, rect.y + 12, 0, 0)
    plot.w = rect.right - 14 - plot.x
    plot.h = rect.bottom - 26 - plot.y
    layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    v = low
    while v <= high:
        y = plot.bottom - round(plot.h * (v - low) / (high - low))
        pygame.draw.line(layer, GRID if v else (255, 255, 255, 90), (plot.x, y), (plot.right, y))
        img = small.render(number(v), True, AXIS_TEXT)
        surface.blit(img, img.get_rect(midright=(plot.x - 6, y)))
        v += step
    if target is not None and low <= target <= high:
        y = plot.bottom - round(plot.h * (target - low) / (high - low))
        for x in range(plot.x, plot.right, 12):
            pygame.draw.line(layer, (*CREAM, 150), (x, y), (min(x + 6, plot.right), y), 2)
        img = small.render(number(target), True, CREAM)
        surface.blit(img, img.get_rect(bottomright=(plot.right, y - 2)))
    surface.blit(layer, (0, 0))
    count = max((len(line) for line in series), default=1)
    for i in range(count):
        x = plot.x + round(plot.w * i / max(1, count - 1))
        if count <= 12 or i % ((count + 11) // 12) == 0:
            img = small.render(str(first + i), True, AXIS_TEXT)
            surface.blit(img, img.get_rect(midtop=(x, plot.bottom + 4)))
    lines = chart_points(plot, series, target)
    for n, pts in enumerate(lines):
        colour = colours[n % len(colours)]
        # Each line a little thinner than the one before it: sides with (nearly) the same
        # scores still show every colour, the later line inside the earlier one.
        width = 3 + 2 * (len(lines) - 1 - n)
        if len(pts) > 1:
            pygame.draw.lines(surface, colour, False, pts, width)
        for p in pts:
            pygame.draw.circle(surface, colour, p, width // 2 + 2)
    return plot
