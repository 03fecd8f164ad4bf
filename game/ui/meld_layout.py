"""Where each card of a side's melds lies in its meld area, so that every card can be read.

A meld is fanned sideways, each card showing at least its corner index (rank over suit) beside
the next one; a canasta is squared up into one stack. The side's red threes come first, then
its melds in display order (aces first, wild-card melds, sequences), flowing left to right
into rows. Rows overlap when the area is not tall enough for two whole rows, but never so
far that a card's index is covered. Only when nothing else fits are the cards made smaller
(down to MIN_SCALE of their size), and only past that are the fans squeezed (``squeezed``).

Pure geometry (pygame.Rect only), in the terms of the area it is given, so it follows the
table's layout at any size. Drawing, hit-testing, the keyboard's meld focus and the flights
of cards to a meld all read the same :class:`SideLayout`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from pygame import Rect

from game.rules import Meld
from game.ui.cardart import index_extent

#: Cards in a canasta (``Meld.is_canasta``): the count each meld shows is toward this.
CANASTA_CARDS = 7
#: The key of the red threes' fan among a side's spots (meld indexes are 0 and up).
RED_THREES = -2
#: The key of where a side's first meld goes while it has none.
FIRST_MELD = -1
TITLE_H = 20  # the side's name, its needs, above the cards
PAD = 6  # between the area's edge and the cards
GAP = 12  # between two melds in a row
COMFORT = 4  # a fan shows this much more than the index, when there is room
MIN_SCALE = 0.6  # cards shrink at most to this part of their size before fans squeeze
#: (large cards at six players in Ponytail, a dozen melds and six red threes a side, need it)
#: Room under a canasta's stack for its kind's name ("natural"); else the name sits on it.
LABEL_ROOM = 16
#: How much a collapsed canasta's stack is wider than one card (the cards under the top one).
STACK_EXTRA = 6
#: How much of a canasta a row below must leave showing: its count badge in the corner and
#: its kind's name on a tag under the badge (meld_draw.draw_canasta), never one over the
#: other. Whole-size cards always leave this much (their index is taller); small cards in a
#: crowded area (eight players' narrow areas) would not.
CANASTA_SHOWN = 40
#: How much wider than its own span a canasta looks for a meld of a later row under it: its
#: name under the stack may be wider than the stack (meld_draw.label_lines), and a count
#: badge on a small card reaches past the card's right edge (meld_draw.count_badge); a meld
#: ending just short of the stack would have its badge under the name ("6/7" under
#: "smíšená", eight players in Czech).
NAME_REACH = 10


@dataclass(frozen=True)
class Spot:
    """One meld (or the red threes) as laid out: each card's rect in drawing order."""

    key: int  # the meld's index in the side's melds, or RED_THREES
    cards: tuple[Rect, ...]  # a collapsed canasta: one rect, its top card's
    collapsed: bool
    shown_h: int  # how much of each card's height is not covered by the row below

    @property
    def bounds(self) -> Rect:
        """The cards' outline (a canasta's stack included)."""
        rect = self.cards[0].unionall(self.cards[1:]) if len(self.cards) > 1 else Rect(
            self.cards[0])
        if self.collapsed:
            rect.w += STACK_EXTRA
        return rect

    @property
    def shown(self) -> Rect:
        """The part of the bounds a player sees (the row below covers the rest)."""
        rect = self.bounds
        rect.h = min(rect.h, self.shown_h)
        return rect


@dataclass(frozen=True)
class SideLayout:
    """A side's melds and red threes, placed in its area."""

    card_w: int
    content: Rect  # below the title, inside the area's padding
    spots: dict[int, Spot]
    order: tuple[int, ...]  # drawing order: rows top to bottom, each left to right
    rows: int
    squeezed: bool  # the fans overlap past the corner index: nothing else fitted

    @property
    def card_h(self) -> int:
        return self.card_w * 7 // 5

    def meld_rects(self) -> dict[int, Rect]:
        """Each meld's outline by meld index (FIRST_MELD: where the first meld will go)."""
        out = {key: spot.bounds for key, spot in self.spots.items() if key != RED_THREES}
        if not out:
            out[FIRST_MELD] = self.first_slot()
        return out

    def first_slot(self) -> Rect:
        """Where a card of a side's first meld lands (after the red threes)."""
        reds = self.spots.get(RED_THREES)
        x = self.content.x if reds is None else reds.bounds.right + GAP
        return Rect(x, self.content.y, self.card_w, self.card_h)

    def meld_at(self, pos: tuple[int, int]) -> int | None:
        """The meld under ``pos`` (the one drawn on top where rows overlap), else None."""
        for key in reversed(self.order):
            if key != RED_THREES and self.spots[key].shown.collidepoint(pos):
                return key
        return None

    def landing(self, key: int) -> Rect:
        """Where a card flying to a meld (or to the red threes) lands: its last card."""
        spot = self.spots.get(key)
        if spot is None:
            return self.first_slot()
        return spot.cards[-1]

    def free_span(self) -> Rect:
        """The empty part of the area right of the last row's melds (may be narrow)."""
        if not self.order:
            right, y, h = self.content.x, self.content.y, self.content.h
        else:
            last = self.spots[self.order[-1]].bounds
            right = last.right
            y = self.content.y if self.rows == 1 else last.y
            h = self.content.bottom - y
        return Rect(right + GAP, y, max(0, self.content.right - right - GAP), h)


def side_layout(area: Rect, melds: Sequence[Meld], red_threes: int, width: int,
                order: Sequence[int]) -> SideLayout:
    """The layout of a side's melds (in display ``order``: indexes into ``melds``) and its
    red threes in ``area``, for cards ``width`` pixels wide."""
    items = tuple((index, len(melds[index].cards), melds[index].is_canasta) for index in order)
    return _lay_out((area.x, area.y, area.w, area.h), items, red_threes, width)


@lru_cache(maxsize=256)
def _lay_out(area: tuple[int, int, int, int], items: tuple[tuple[int, int, bool], ...],
             red_threes: int, width: int) -> SideLayout:
    x, y, w, h = area
    content = Rect(x + PAD, y + TITLE_H, max(1, w - 2 * PAD), max(1, h - TITLE_H - PAD // 2))
    fans: list[tuple[int, int, bool]] = []
    if red_threes:
        fans.append((RED_THREES, red_threes, False))
    fans.extend(items)
    smallest = max(8, round(width * MIN_SCALE))
    # First with room for each canasta's badge and name; where even the smallest cards
    # leave none (large cards at six players in Ponytail), every index still shows and the
    # name sits closer to the badge.
    for canasta_room in (True, False):
        for card_w in range(width, smallest - 1, -2):
            index_w, index_h = index_extent(card_w)
            card_h = card_w * 7 // 5
            most_rows = 1 + max(0, content.h - card_h) // (index_h + 2)
            for rows in range(1, most_rows + 1):
                for step in (float(index_w + COMFORT), float(index_w + 1)):
                    placed = _flow(content, fans, card_w, step, rows, index_h,
                                   canasta_room=canasta_room)
                    if placed is not None:
                        return placed
    # Nothing fits with every index showing: squeeze the fans of the smallest cards.
    index_w, index_h = index_extent(smallest)
    rows = 1 + max(0, content.h - smallest * 7 // 5) // (index_h + 2)
    step = float(index_w)
    while step > 2:
        step *= 0.85
        placed = _flow(content, fans, smallest, step, rows, index_h, squeezed=True)
        if placed is not None:
            return placed
    placed = _flow(content, fans, smallest, 2.0, rows, index_h, squeezed=True, force=True)
    assert placed is not None
    return placed


def _flow(content: Rect, fans: list[tuple[int, int, bool]], card_w: int, step: float,
          rows: int, index_h: int, squeezed: bool = False, force: bool = False,
          canasta_room: bool = False) -> SideLayout | None:
    """The fans flowed into at most ``rows`` rows, or None when they do not fit (with
    ``canasta_room``, when a canasta with a meld under it shows less than CANASTA_SHOWN)."""
    card_h = card_w * 7 // 5
    widths = [card_w + STACK_EXTRA if canasta else round(card_w + (n - 1) * step)
              for _key, n, canasta in fans]
    lines: list[list[int]] = [[]]
    x = 0
    for i, fan_w in enumerate(widths):
        if lines[-1] and x + fan_w > content.w:
            lines.append([])
            x = 0
        if fan_w > content.w and not force:
            return None
        lines[-1].append(i)
        x += fan_w + GAP
    if len(lines) > rows and not force:
        return None
    used = len(lines)
    spans: list[list[tuple[int, int]]] = []  # each row's melds' x extents
    for line in lines:
        left = content.x
        spans.append([])
        for i in line:
            spans[-1].append((left, left + widths[i]))
            left += widths[i] + GAP

    def below(row: int, left: int, right: int, reach: int = 0) -> bool:
        """Whether a meld of a later row lies under the span ``left``-``right`` of ``row``
        (widened by ``reach`` on each side)."""
        near = GAP // 2 + reach
        return any(a < right + near and b > left - near
                   for later in spans[row + 1:] for a, b in later)

    # Rows holding a canasta with a meld under it leave room for its badge and its name.
    tall = [canasta_room and any(fans[i][2] and below(row, a, b, NAME_REACH)
                                 for i, (a, b) in zip(line, spans[row], strict=True))
            for row, line in enumerate(lines)]
    pitches = _pitches(content.h - card_h, card_h, index_h, tall[:-1])
    if pitches is None and not force:
        return None
    if pitches is None:  # forced: evenly, however close
        pitches = [max(1, min(card_h + LABEL_ROOM, (content.h - card_h) // (used - 1)))] * (
            used - 1)
    spots: dict[int, Spot] = {}
    order: list[int] = []
    top = content.y
    for row, line in enumerate(lines):
        pitch = pitches[row] if row < len(pitches) else card_h + LABEL_ROOM
        for i, (left, right) in zip(line, spans[row], strict=True):
            key, n, canasta = fans[i]
            if canasta:
                cards: tuple[Rect, ...] = (Rect(left, top, card_w, card_h),)
            else:
                cards = tuple(Rect(round(left + k * step), top, card_w, card_h) for k in range(n))
            # A meld shows down to the area's bottom (room for a canasta's name) unless a
            # meld of the next row lies under it.
            covered = below(row, left, right, NAME_REACH if canasta else 0)
            spots[key] = Spot(key, cards, canasta, pitch if covered else content.bottom - top)
            order.append(key)
        top += pitch
    return SideLayout(card_w, content, spots, tuple(order), used, squeezed)


def _pitches(room: int, card_h: int, index_h: int, tall: list[bool]) -> list[int] | None:
    """How far each row lies above the next (one per row but the last), in ``room`` (the
    area's height less a card's): as far apart as the room allows, up to a whole card and a
    canasta's name, evenly where every row gets what it needs; else the ``tall`` rows (a
    canasta with a meld under it) CANASTA_SHOWN and the others share the rest. None when the
    rest leaves a row less than its cards' index."""
    if not tall:
        return []
    even = min(card_h + LABEL_ROOM, room // len(tall))
    low = index_h + 2
    high = max(low, CANASTA_SHOWN)
    if even >= low and (even >= high or not any(tall)):
        return [even] * len(tall)
    others = tall.count(False)
    rest = room - high * tall.count(True)
    share = min(card_h + LABEL_ROOM, rest // others) if others else low
    if rest < 0 or share < low:
        return None
    return [high if t else share for t in tall]
