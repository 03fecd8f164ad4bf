"""The human's hand: display order, selection, fan geometry and hit-testing.

The engine holds a hand as a sorted multiset (two copies of 7C are the same Card object), so
the view tracks *items* (one per physical card) and selection by item, never by card value.
Items glide toward their fan position each frame, which makes sorting, drawing and
discarding read as motion without any per-card tween bookkeeping.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from pygame import Rect

from game.rules import Card

#: How far a selected card rises out of the fan, and a hovered one.
LIFT = 24
HOVER_LIFT = 8
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


class HandView:
    def __init__(self, rect: Rect, card_width: int) -> None:
        self.rect = rect
        self.card_width = card_width
        self.items: list[HandItem] = []
        self.auto_sort = True
        self.hover: HandItem | None = None
        self.cursor = 0  # keyboard focus index

    @property
    def card_height(self) -> int:
        return self.card_width * 7 // 5

    # -- contents ---------------------------------------------------------------------------

    def sync(self, cards: Sequence[Card]) -> tuple[list[HandItem], list[tuple[Card, float, float]]]:
        """Match the items to the engine's hand; return (new items, removed (card, x, y))."""
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
        n = len(self.items)
        if n <= 1:
            return 0.0
        return min(self.card_width * 0.62, (self.rect.w - self.card_width) / (n - 1))

    def slot_x(self, index: int, count: int | None = None) -> float:
        n = len(self.items) if count is None else count
        pitch = self.pitch()
        width = self.card_width + pitch * max(0, n - 1)
        return self.rect.centerx - width / 2 + pitch * index

    def targets(self) -> dict[int, tuple[float, float]]:
        """Resting position of every item (selected ones lifted), by id(item)."""
        # Large cards sit lower (a smaller margin) so they stay inside the hand's area.
        base_y = max(self.rect.y, self.rect.bottom - self.card_height - 12)
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
