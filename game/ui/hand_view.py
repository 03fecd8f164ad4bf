"""The human's hand: display order, selection, fan geometry and hit-testing.

The engine holds a hand as a sorted multiset (two copies of 7C are the same Card object), so
the view tracks *items* (one per physical card) and selection by item, never by card value.
Items glide toward their fan position each frame, which makes sorting, drawing and
discarding read as motion without any per-card tween bookkeeping.

While the player melds during their turn the fan keeps its place (``keep_place``): the cards
left of the melded ones stay under the pointer and those right of them close the gap, rather
than the whole hand centring again under the next click. Cards drawn or taken this turn are
marked ``fresh`` until the turn ends.

A hand too big for one fan to show every card's corner index (some forty cards: Hand and
Foot or Ponytail after taking big piles) lies in two rows, the first half of the hand above
the second, each card of the upper row showing its index above the row below (and past some
seventy-five cards in three). Every card stays whole-sized and readable, the order reads left
to right and top to bottom, and nothing scrolls out of sight: the lower rows reach past the
screen's bottom edge, below their index.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from pygame import Rect

from game.rules import Card
from game.ui.cardart import index_extent
from game.ui.table_layout import HAND_LIFT

#: How far a selected card rises out of the fan, and a hovered one.
LIFT = HAND_LIFT
HOVER_LIFT = 8
#: Space between the cards of a hand small enough to lie without overlapping.
SPREAD_GAP = 8
#: How much more than its corner index each card of a fan shows before the hand takes two
#: rows; and how far below the upper row's index the lower row begins.
INDEX_MARGIN = 3
ROW_MARGIN = 6
#: A selected card of the lower row rises only this much: a whole lift would hide the
#: indexes of the upper row behind it (its gold ring says it is selected).
LOWER_LIFT = 6
_WILD_FIRST = {"JK": 0, "2": 1}
_RANK_ORDER = {r: i for i, r in enumerate(("A", "K", "Q", "J", "T", "9", "8", "7", "6", "5", "4",
                                          "3"))}


def sort_key(c: Card) -> tuple[int, int, int]:
    """Wild cards grouped first (jokers, then twos), then ranks high to low, threes last."""
    if c.rank in _WILD_FIRST:
        return (0, _WILD_FIRST[c.rank], c.order)
    return (1, _RANK_ORDER.get(c.rank, 99), c.order)


@dataclass(eq=False)
class HandItem:
    card: Card
    x: float = 0.0
    y: float = 0.0
    selected: bool = False
    hidden: bool = False  # still flying in: drawn by the animation, not the fan
    fresh: bool = False  # drawn or taken with the pile this turn (marked in the fan)


class HandView:
    def __init__(self, rect: Rect, card_width: int) -> None:
        self.rect = rect
        self.card_width = card_width
        self.items: list[HandItem] = []
        self.auto_sort = True
        self.hover: HandItem | None = None
        self.cursor = 0  # keyboard focus index
        # (left edge, pitch) the fan keeps while cards leave it during the player's turn.
        self.anchor: tuple[float, float] | None = None

    @property
    def card_height(self) -> int:
        return self.card_width * 7 // 5

    # -- contents ---------------------------------------------------------------------------

    def sync(self, cards: Sequence[Card], keep_place: bool = False
             ) -> tuple[list[HandItem], list[tuple[Card, float, float]]]:
        """Match the items to the engine's hand; return (new items, removed (card, x, y)).

        ``keep_place``: the player's turn goes on, so cards leaving the hand leave the others
        where they lie (no centring) and new ones are marked fresh; otherwise the fan centres
        again and no card is marked.
        """
        before = (self.slot_x(0), self.pitch()) if self.items else None
        want = Counter(cards)
        kept: list[HandItem] = []
        removed: list[tuple[Card, float, float]] = []
        for item in self.items:
            if want[item.card] > 0:
                want[item.card] -= 1
                kept.append(item)
            else:
                removed.append((item.card, item.x, item.y))
        new: list[HandItem] = []
        for c in cards:
            if want[c] > 0:
                want[c] -= 1
                new.append(HandItem(c))
        self.items = kept
        for item in new:
            self._insert(item)
        if not keep_place or new:
            self.anchor = None
        elif removed and self.anchor is None:
            self.anchor = before
        if self.rows() > 1:
            self.anchor = None  # rows: they split the hand anew
        for item in self.items:
            item.fresh = keep_place and (item.fresh or (item in new and bool(kept)))
        targets = self.targets()
        for item in new:  # new cards appear at their slot (the flight lands there)
            item.x, item.y = targets[id(item)]
        self.cursor = min(self.cursor, max(0, len(self.items) - 1))
        return new, removed

    def _insert(self, item: HandItem) -> None:
        if not self.auto_sort:
            self.items.append(item)
            return
        key = sort_key(item.card)
        for i, other in enumerate(self.items):
            if sort_key(other.card) > key:
                self.items.insert(i, item)
                return
        self.items.append(item)

    def sort(self) -> None:
        """Sort by rank with wild cards grouped, and keep it sorted from now on."""
        self.items.sort(key=lambda it: sort_key(it.card))
        self.auto_sort = True

    def move(self, item: HandItem, index: int) -> None:
        """Drag-reorder: put item at index; the hand then keeps the player's order."""
        self.items.remove(item)
        self.items.insert(max(0, min(index, len(self.items))), item)
        self.auto_sort = False

    @property
    def selected(self) -> list[HandItem]:
        return [it for it in self.items if it.selected]

    def selected_cards(self) -> list[Card]:
        return [it.card for it in self.items if it.selected]

    def clear_selection(self) -> None:
        for it in self.items:
            it.selected = False

    # -- geometry ---------------------------------------------------------------------------

    def rows(self, count: int | None = None) -> int:
        """One row, or more when one fan would cover cards past their corner index (as many
        as the screen shows the index of, below the hand's area)."""
        n = len(self.items) if count is None else count
        return _rows(n, self.card_width, self.rect.w, self.rect.y, self.rect.bottom)

    def per_row(self, count: int | None = None) -> int:
        """How many cards lie in each row (the last one may hold fewer)."""
        n = len(self.items) if count is None else count
        return max(1, -(-n // self.rows(n)))

    def pitch(self) -> float:
        """How far apart the cards lie: side by side when they fit, overlapping otherwise."""
        if self.anchor is not None:
            return self.anchor[1]
        per_row = min(len(self.items), self.per_row())
        if per_row <= 1:
            return 0.0
        return min(self.card_width + SPREAD_GAP, (self.rect.w - self.card_width) / (per_row - 1))

    def slot_x(self, index: int, count: int | None = None) -> float:
        if self.anchor is not None:
            return self.anchor[0] + self.anchor[1] * index
        n = len(self.items) if count is None else count
        per_row = min(n, self.per_row(n)) if n else 1
        pitch = self.pitch()
        width = self.card_width + pitch * max(0, per_row - 1)
        return self.rect.centerx - width / 2 + pitch * (index % per_row)

    def row_top(self, row: int) -> float:
        """Where a row rests: the first where a single row would, the others each below the
        index of the one above."""
        # A lifted card stays inside the hand's area (off the melds above it); large cards
        # may reach past the screen's bottom edge, their index is at the top.
        if self.rows() == 1:
            return max(self.rect.y + LIFT, self.rect.bottom - self.card_height - 12)
        return self.rect.y + LIFT + row * (index_extent(self.card_width)[1] + ROW_MARGIN)

    def row_of(self, index: int) -> int:
        return index // self.per_row()

    def targets(self) -> dict[int, tuple[float, float]]:
        """Resting position of every item (selected ones lifted), by id(item)."""
        rows = self.rows()
        base_y = self.row_top(0)
        arc = 0 if rows > 1 else min(6, max(0, self.rect.bottom - base_y - self.card_height))
        out: dict[int, tuple[float, float]] = {}
        n = len(self.items)
        for i, item in enumerate(self.items):
            x = self.slot_x(i)
            row = self.row_of(i)
            # A gentle arc: the ends of the fan sit a little lower, like cards held in a hand.
            t = (i - (n - 1) / 2) / max(1.0, n / 2)
            y = self.row_top(row) + arc * t * t
            if item.selected:
                y -= LOWER_LIFT if row else LIFT
            elif item is self.hover and not row:
                y -= HOVER_LIFT
            out[id(item)] = (x, y)
        return out

    def update(self, dt: float, snap: bool = False) -> bool:
        """Glide items toward their targets; return True while anything is still moving."""
        targets = self.targets()
        k = 1.0 if snap else min(1.0, dt * 18)
        moving = False
        for item in self.items:
            tx, ty = targets[id(item)]
            dx, dy = tx - item.x, ty - item.y
            if abs(dx) < 0.5 and abs(dy) < 0.5:
                item.x, item.y = tx, ty
                continue
            item.x += dx * k
            item.y += dy * k
            moving = True
        return moving

    def item_at(self, pos: tuple[int, int]) -> HandItem | None:
        """The topmost item under pos (later cards overlap earlier ones)."""
        w, h = self.card_width, self.card_height
        for item in reversed(self.items):
            if item.hidden:
                continue
            if item.x <= pos[0] < item.x + w and item.y <= pos[1] < item.y + h + LIFT:
                return item
        return None

    def index_at_x(self, x: float, y: float | None = None) -> int:
        """Insertion index for a card dropped at x (and y: which row) to reorder the hand."""
        n = len(self.items)
        pitch = self.pitch() or self.card_width
        start = self.slot_x(0)
        per_row = self.per_row()
        column = max(0, min(per_row - 1, round(
            (x - start - self.card_width / 2 + pitch / 2) / pitch)))
        row = 0
        if y is not None:
            while row + 1 < self.rows() and y >= self.row_top(row + 1):
                row += 1
        return max(0, min(n - 1, row * per_row + column))

    def shown_rect(self, item: HandItem) -> Rect:
        """The part of a card that shows where it rests: its strip left of the next card in
        its row, down to the row below."""
        x, y = self.targets()[id(item)]
        i = self.items.index(item)
        per_row = self.per_row()
        w = self.card_width
        if i % per_row != per_row - 1 and i != len(self.items) - 1:
            w = min(w, round(self.pitch()))
        h = self.card_height
        if i + per_row < len(self.items):  # a card of the row below lies under it
            h = round(self.row_top(self.row_of(i) + 1) - y)
        return Rect(round(x), round(y), max(1, w), max(1, h))


@lru_cache(maxsize=64)
def _rows(n: int, card_width: int, width: int, top_y: int, bottom: int) -> int:
    """:meth:`HandView.rows` for a hand of ``n`` cards in an area of that size (asked for
    every card of every frame: remembered)."""
    index_w, index_h = index_extent(card_width)
    top = top_y + LIFT
    most = max(1, 1 + int((bottom - index_h - top) // (index_h + ROW_MARGIN)))
    for rows in range(1, most + 1):
        per_row = -(-n // rows)
        if per_row <= 1 or (width - card_width) / (per_row - 1) >= index_w + INDEX_MARGIN:
            return rows
    return most
