"""The human's hand: display order, selection, fan geometry and hit-testing.

The engine holds a hand as a sorted multiset (two copies of 7C are the same Card object), so
the view tracks *items* (one per physical card) and selection by item, never by card value.
Items glide toward their fan position each frame, which makes sorting, drawing and
discarding read as motion without any per-card tween bookkeeping.

While the player melds during their turn the fan keeps its place (``keep_place``): the cards
left of the melded ones stay under the pointer and those right of them close the gap, rather
than the whole hand centring again under the next click. Cards drawn or taken this turn are
marked ``fresh`` until the turn ends.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from pygame import Rect

from game.rules import Card
from game.ui.table_layout import HAND_LIFT

#: How far a selected card rises out of the fan, and a hovered one.
LIFT = HAND_LIFT
HOVER_LIFT = 8
#: Space between the cards of a hand small enough to lie without overlapping.
SPREAD_GAP = 8
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

    def pitch(self) -> float:
        """How far apart the cards lie: side by side when they fit, overlapping otherwise."""
        if self.anchor is not None:
            return self.anchor[1]
        n = len(self.items)
        if n <= 1:
            return 0.0
        return min(self.card_width + SPREAD_GAP, (self.rect.w - self.card_width) / (n - 1))

    def slot_x(self, index: int, count: int | None = None) -> float:
        if self.anchor is not None:
            return self.anchor[0] + self.anchor[1] * index
        n = len(self.items) if count is None else count
        pitch = self.pitch()
        width = self.card_width + pitch * max(0, n - 1)
        return self.rect.centerx - width / 2 + pitch * index

    def targets(self) -> dict[int, tuple[float, float]]:
        """Resting position of every item (selected ones lifted), by id(item)."""
        # A lifted card stays inside the hand's area (off the melds above it); large cards
        # may reach past the screen's bottom edge, their index is at the top.
        base_y = max(self.rect.y + LIFT, self.rect.bottom - self.card_height - 12)
        arc = min(6, max(0, self.rect.bottom - base_y - self.card_height))
        out: dict[int, tuple[float, float]] = {}
        n = len(self.items)
        for i, item in enumerate(self.items):
            x = self.slot_x(i)
            # A gentle arc: the ends of the fan sit a little lower, like cards held in a hand.
            t = (i - (n - 1) / 2) / max(1.0, n / 2)
            y = base_y + arc * t * t
            if item.selected:
                y -= LIFT
            elif item is self.hover:
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

    def index_at_x(self, x: float) -> int:
        """Insertion index for a card dropped at x (drag to reorder)."""
        n = len(self.items)
        pitch = self.pitch() or self.card_width
        start = self.slot_x(0)
        return max(0, min(n - 1, round((x - start - self.card_width / 2 + pitch / 2) / pitch)))
