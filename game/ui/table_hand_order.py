"""How each person at the table arranged their hand, kept in the save beside the record.

The record keeps only the game's actions, so a hand the player arranged by dragging (which
turns auto sort off) would come back sorted after Continue. The save therefore also keeps,
for every seat a person plays, the order of the cards in their fan, whether auto sort was on
and which hand of the game the order belongs to, under the payload's ``hand_orders`` key:

    "hand_orders": {"0": {"hand": 2, "cards": ["JK", "7C", "AS"], "auto_sort": false}}

The field is an addition to the payload that older versions of the game simply ignore (they
read only the keys they know), so the envelope's version (game/saves.py) stays as it is: a
save written here still continues in an older game, sorted as before. The other way round, a
save without the field continues sorted, as it always did. The field is a nicety beside the
record: one that does not read as described is ignored, seat by seat, and never makes the
save unusable.

On Continue (and at every hand-off in pass-and-play, where one fan shows each person's cards
in turn) a seat's order is laid out again as far as it still matches the hand: cards no
longer held are left out, cards drawn since it was kept go where a new card normally goes
(at the end of an arranged hand, in its place in a sorted one). An order from an earlier
hand keeps only auto sort off: the new hand lies in the order the table deals it into such a
fan (every card is new). An order from a later hand, or with no card of this hand at all, is
not this game's: the hand is sorted.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from game.rules import Card, GameRecord, NotationError, parse_card
from game.ui.hand_view import HandItem
from game.ui.table_context import TableContext

#: The payload key the orders are saved under.
HAND_ORDERS_KEY = "hand_orders"
#: More cards than any hand can hold (eight packs of Hand and Foot between two players):
#: a longer list is not an order of a hand.
MAX_CARDS = 1000


@dataclass(frozen=True)
class Arrangement:
    """One person's fan: its cards left to right, for hand ``hand`` of the game."""

    hand: int
    cards: tuple[Card, ...]
    auto_sort: bool

    def to_json(self) -> dict[str, Any]:
        return {"hand": self.hand, "cards": [str(c) for c in self.cards],
                "auto_sort": self.auto_sort}

    def laid_out(self, hand_number: int, held: Sequence[Card]) -> list[Card] | None:
        """The kept order of the cards still ``held`` (each copy once); an empty list for an
        order of an earlier hand (only the player's choice of auto sort carries over); None
        when it does not fit this game at all (a later hand, or no card in common)."""
        if hand_number != self.hand:
            return [] if self.hand < hand_number else None
        left = Counter(held)
        order: list[Card] = []
        for c in self.cards:
            if left[c] > 0:
                left[c] -= 1
                order.append(c)
        return order or None


def saved_orders(payload: Mapping[str, Any], seats: Sequence[int]) -> dict[int, Arrangement]:
    """The orders a save keeps for the people's ``seats``; anything that does not read as an
    order of one of them is left out (the game continues with that hand sorted)."""
    raw = payload.get(HAND_ORDERS_KEY)
    if not isinstance(raw, dict):
        return {}
    out: dict[int, Arrangement] = {}
    for seat in seats:
        kept = _arrangement(raw.get(str(seat)))
        if kept is not None:
            out[seat] = kept
    return out


def _arrangement(raw: Any) -> Arrangement | None:
    if not isinstance(raw, dict):
        return None
    hand, cards, auto_sort = raw.get("hand"), raw.get("cards"), raw.get("auto_sort")
    # bool is an int subclass: True must not pass as hand 1 (nor 1 as auto sort).
    if type(hand) is not int or hand < 0 or type(auto_sort) is not bool:
        return None
    if not isinstance(cards, list) or len(cards) > MAX_CARDS:
        return None
    try:
        parsed = tuple(parse_card(c) for c in cards)
    except NotationError:
        return None
    return Arrangement(hand, parsed, auto_sort)


class OrdersTable(TableContext, Protocol):
    """What the orders reach beyond the parts' shared view of the table."""

    record: GameRecord  #: saved beside the orders


class TableHandOrders:
    """The table's memory of each person's order, laid out at every hand-off and saved."""

    def __init__(self, table: OrdersTable) -> None:
        self.table = table
        self.kept: dict[int, Arrangement] = {}
        self._saved: dict[str, Any] | None = None  # the orders in the save, as last written
        # The cards the seat to act drew or took this turn, worked out from the record when
        # the game is continued mid-turn, and the state they hold for (see drawn_this_turn).
        self._drawn: tuple[object, Counter[Card]] = (None, Counter())

    def adopt(self, orders: Mapping[int, Arrangement]) -> None:
        """The orders read from the save being continued (before the table is shown)."""
        self.kept.update(orders)

    def drawn_this_turn(self, cards: Counter[Card]) -> None:
        """The cards the seat to act drew or took with the pile this turn, before the game
        was left: marked in the fan again when it is shown in this state (the table marks
        them as they arrive, which a continued game did not see)."""
        self._drawn = (self.table.state, cards)

    def keep(self, hand_number: int | None = None) -> None:
        """Remember the shown person's order (``hand_number``: the hand the fan still shows,
        when the state has already moved on to the next one)."""
        t = self.table
        if t.human is None or t.replay is not None:
            return
        number = t.state.hand_number if hand_number is None else hand_number
        self.kept[t.human] = Arrangement(number, tuple(it.card for it in t.hand.items),
                                         t.hand.auto_sort)

    def show(self, seat: int) -> None:
        """Lay out ``seat``'s cards in the fan: in their kept order as far as it fits,
        sorted otherwise."""
        t = self.table
        hand = t.hand
        held = t.state.hands[seat]
        kept = self.kept.get(seat)
        order = kept.laid_out(t.state.hand_number, held) if kept is not None else None
        hand.items = []
        hand.auto_sort = True
        if kept is not None and order is not None and not kept.auto_sort:
            # Auto sort stays off from hand to hand, as at the table, where a new deal
            # joins an arranged fan as new cards do (an earlier hand's order: no cards).
            hand.auto_sort = False
            hand.items = [HandItem(c) for c in order]
        hand.sync(held)  # the cards not in the kept order go where a new card goes
        at, drawn = self._drawn
        if at is t.state and seat == t.state.turn and t.state.phase == "play":
            left = Counter(drawn)
            for item in hand.items:
                if left[item.card] > 0:
                    left[item.card] -= 1
                    item.fresh = True

    def payload(self, hand_number: int | None = None) -> dict[str, Any]:
        """What the save keeps: every person's order, the shown person's as it is now."""
        self.keep(hand_number)
        people = self.table.humans
        return {str(s): a.to_json() for s, a in sorted(self.kept.items()) if s in people}

    def save(self, hand_number: int | None = None) -> None:
        """Autosave the record with the orders (after an action, or an Undo)."""
        t = self.table
        self._saved = self.payload(hand_number)
        t.app.save_game(t.record.to_json(), t.config, self._saved)

    def arranged(self) -> None:
        """The person dragged a card or sorted: save the new order, when the game is saved
        at all and the order changed (an unsaved game started now must not replace the
        game in the save)."""
        t = self.table
        if (t.human is None or t.lesson is not None or t.replay is not None
                or not t.record.actions or t.state.is_game_over):
            return
        if self.payload() != self._saved:
            self.save()
