"""The engine's events, turned into card flights, sounds, messages and banners.

The table draws the *new* state at once; every card still in the air is hidden where it will
land (the hide counters below) until its flight lands, so the flights read as the cards
moving. Each event becomes one :class:`~game.ui.animations.Step` on the table's queue, played
one after another; a step's start plays its sound and shows its words.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

from game.i18n import N_, _
from game.rules import Card, Event, GameState
from game.ui.animations import Banner, Flight, Step
from game.ui.hand_view import HandItem
from game.ui.meld_layout import RED_THREES
from game.ui.table_context import TableContext
from game.ui.table_draw import BANNER_NAMES, GOLD_LIGHT, side_spots
from game.ui.table_feed import deal_events
from game.ui.widgets import CREAM

Point = tuple[float, float]


def _both(a: Callable[[], None], b: Callable[[], None]) -> Callable[[], None]:
    def land() -> None:
        a()
        b()
    return land


def _unhider(item: HandItem) -> Callable[[], None]:
    def land() -> None:
        item.hidden = False
    return land


def _counter(table: dict[Any, int], key: Any) -> Callable[[], None]:
    def land() -> None:
        table[key] = max(0, table.get(key, 0) - 1)
    return land


class TableMotion:
    """Flights for the events of each action, and the cards they hide until they land."""

    def __init__(self, table: TableContext) -> None:
        self.table = table
        # Cards in flight, hidden where they land until they arrive.
        self.hide_hand: dict[int, int] = {}  # seat -> cards
        self.hide_pile = 0
        self.hide_meld: dict[tuple[int, int], int] = {}  # (team, meld index) -> cards
        self.hide_red: dict[int, int] = {}  # team -> red threes
        self.stock_extra = 0  # cards drawn or dealt still shown on the stock
        # Where the bottom seat's cards left the hand from, so they fly from there.
        self.departed: dict[Card, list[tuple[float, float]]] = {}

    # ------------------------------------------------------------------ from an action

    def animate(self, events: list[Event]) -> None:
        """Queue the flights of one action's events (the state already shows the result)."""
        t = self.table
        new_items = self._sync_hand()
        for event in events:
            if event.kind == "dealt":
                t.hand.items = []
                t.hand.sync(t.state.hands[t.bottom])
                t.hand.update(0, snap=True)
                self.animate_deal(t.state)
                return
            self.add_event_step(event.seen_by(t.bottom), new_items)
        for item in new_items:  # anything not matched to a flight just appears
            item.hidden = False

    def _sync_hand(self) -> list[HandItem]:
        t = self.table
        state = t.state
        # The human's turn goes on: the fan keeps its place and marks the cards drawn.
        turn_goes_on = (t.human is not None and t.human == t.bottom and state.to_act == t.human
                        and not state.is_hand_over)
        new, removed = t.hand.sync(state.hands[t.bottom], keep_place=turn_goes_on)
        self.departed = {}
        for c, x, y in removed:
            self.departed.setdefault(c, []).append((x, y))
        for item in new:
            item.hidden = True
        return new

    def animate_deal(self, state: GameState) -> None:
        """Every hand dealt from the stock, one card a seat at a time, then the pile's start
        card and any red threes put down at once."""
        t = self.table
        new_items = list(t.hand.items)
        for it in new_items:
            it.hidden = True
        step = Step(on_start=lambda: t.app.sounds.play("deal"))
        start = t.layout.stock.center
        per = max(len(h) for h in state.hands)
        order = [(state.dealer + 1 + k) % state.players for k in range(state.players)]
        gap = t.dur(0.028)
        total = 0
        for rnd in range(per):
            for seat in order:
                hand = state.hands[seat]
                if rnd >= len(hand):
                    continue
                delay = total * gap
                total += 1
                self.stock_extra += 1
                if seat == t.bottom:
                    item = next((it for it in new_items if it.card is hand[rnd]), None)
                    if item is None:
                        continue
                    new_items.remove(item)
                    target = self._hand_point(item)
                    land = _both(_unhider(item), self._stock_landed)
                    step.flights.append(Flight(item.card, start, target, t.dur(0.32), delay,
                                               land, flip=True))
                else:
                    self.hide_hand[seat] = self.hide_hand.get(seat, 0) + 1
                    land = _both(_counter(self.hide_hand, seat), self._stock_landed)
                    step.flights.append(Flight(None, start, self._seat_point(seat),
                                               t.dur(0.32), delay, land))
        for it in new_items:
            it.hidden = False
        t.anim.add(step)
        for event in deal_events(state):
            self.add_event_step(event, [])

    def add_event_step(self, e: Event, new_items: list[HandItem]) -> None:
        """Queue the step showing one event (events with nothing to show add none); the
        event's words join the table's feed as its step starts, with its flights."""
        t = self.table
        show = self._SHOWS.get(e.kind)
        if show is None:
            t.feed.add(e)
            return
        step = Step()
        show(self, step, e, new_items)
        step.on_start = _both(lambda: t.feed.add(e), step.on_start or (lambda: None))
        t.anim.add(step)

    # ------------------------------------------------------------------ one event each

    def _who(self, e: Event) -> tuple[str, bool]:
        """The acting seat's name, and whether it is the human (whose moves get sentences of
        their own: "You" in a third-person sentence reads wrongly in Czech, Slovak, Polish)."""
        t = self.table
        name = t.name(e.seat) if e.seat is not None else ""
        return name, e.seat is not None and e.seat == t.human

    def _drew(self, step: Step, e: Event, new_items: list[HandItem]) -> None:
        t = self.table
        sounds = t.app.sounds
        count = len(e.cards) or e.amount
        self.stock_extra += count
        step.on_start = lambda: sounds.play("draw")
        before = len(step.flights)
        self._fly_to_hand(step, e.seat or 0, e.cards, count, t.layout.stock.center, new_items,
                          t.dur(0.05))
        for f in step.flights[before:]:
            f.on_land = _both(f.on_land or (lambda: None), self._stock_landed)

    def _pile_started(self, step: Step, e: Event, new_items: list[HandItem]) -> None:
        t = self.table
        gap = t.dur(0.05)
        self.hide_pile += len(e.cards)
        for i, c in enumerate(e.cards):
            step.flights.append(Flight(c, t.layout.stock.center, t.layout.pile.center,
                                       t.dur(0.35), i * gap, self._pile_landed, flip=True))

    def _took_pile(self, step: Step, e: Event, new_items: list[HandItem]) -> None:
        t = self.table
        step.on_start = self._announce("draw")
        self._fly_to_hand(step, e.seat or 0, e.cards, 0 if e.seat == t.bottom else
                          max(0, len(e.cards) - 1), t.layout.pile.center, new_items,
                          t.dur(0.03))

    def _to_melds(self, step: Step, e: Event, new_items: list[HandItem]) -> None:
        """A meld, cards added to one, or a red three laid down: cards fly to the side."""
        t = self.table
        sounds = t.app.sounds
        gap = t.dur(0.05)
        team = e.team if e.team is not None else t.state.team_of(e.seat or 0)
        end: Point
        if e.kind == "red_three":
            end = self._meld_point(team, RED_THREES)
            self.hide_red[team] = self.hide_red.get(team, 0) + len(e.cards)
            land = _counter(self.hide_red, team)
            step.on_start = self._announce("meld")
        else:
            index = self._meld_index(team, e.cards, e.rank)
            end = self._meld_point(team, index)
            key = (team, index)
            self.hide_meld[key] = self.hide_meld.get(key, 0) + len(e.cards)
            land = _counter(self.hide_meld, key)
            step.on_start = lambda: sounds.play("meld")
        for i, c in enumerate(e.cards):
            step.flights.append(Flight(c, self._source(e.seat or 0, c), end,
                                       t.dur(0.4), i * gap, land))

    def _canasta(self, step: Step, e: Event, new_items: list[HandItem]) -> None:
        t = self.table
        kind_name = str(e.data or "mixed")
        label = _(BANNER_NAMES.get(kind_name, N_("Canasta!")))
        team = e.team if e.team is not None else t.state.team_of(e.seat or 0)
        step.on_start = self._announce("canasta", banner=Banner(
            label, CREAM if kind_name == "mixed" else GOLD_LIGHT, max(0.8, t.dur(1.1)),
            team=team))
        step.hold = t.dur(0.4)

    def _discarded(self, step: Step, e: Event, new_items: list[HandItem]) -> None:
        t = self.table
        sounds = t.app.sounds
        c = e.cards[0]
        self.hide_pile += 1
        step.flights.append(Flight(c, self._source(e.seat or 0, c), t.layout.pile.center,
                                   t.dur(0.35), 0, self._pile_landed))
        step.on_start = lambda: sounds.play("click")

    def _asked(self, step: Step, e: Event, new_items: list[HandItem]) -> None:
        step.hold = self.table.dur(0.5)  # the feed says it: time to read it

    def _answered(self, step: Step, e: Event, new_items: list[HandItem]) -> None:
        step.hold = self.table.dur(0.5)

    def _went_out(self, step: Step, e: Event, new_items: list[HandItem]) -> None:
        t = self.table
        name, me = self._who(e)
        if me:
            label = _("You went out concealed!") if e.data == "concealed" else _(
                "You went out!")
        else:
            label = _("{name} went out concealed!") if e.data == "concealed" else _(
                "{name} went out!")
        step.on_start = self._announce("go_out", banner=Banner(
            label.format(name=name), GOLD_LIGHT, max(1.0, t.dur(1.8))))
        step.hold = t.dur(1.2)

    def _stock_exhausted(self, step: Step, e: Event, new_items: list[HandItem]) -> None:
        step.hold = self.table.dur(0.8)

    def _pile_turned(self, step: Step, e: Event, new_items: list[HandItem]) -> None:
        step.hold = self.table.dur(0.4)

    _SHOWS: dict[str, Callable[[TableMotion, Step, Event, list[HandItem]], None]] = {
        "drew": _drew,
        "pile_started": _pile_started,
        "took_pile": _took_pile,
        "melded": _to_melds,
        "extended": _to_melds,
        "red_three": _to_melds,
        "canasta": _canasta,
        "discarded": _discarded,
        "asked": _asked,
        "answered": _answered,
        "went_out": _went_out,
        "stock_exhausted": _stock_exhausted,
        "pile_turned": _pile_turned,
    }

    def _announce(self, sound: str, banner: Banner | None = None) -> Callable[[], None]:
        """A step start: play a sound, and show a banner."""
        t = self.table

        def start() -> None:
            t.app.sounds.play(sound)
            if banner is not None:
                banner.elapsed = 0.0
                t.banners.append(banner)
        return start

    # ------------------------------------------------------------------ where cards fly

    def _seat_point(self, seat: int) -> Point:
        return self.table.layout.seat_anchor(seat)

    def _meld_index(self, team: int, cards: tuple[Card, ...], rank: str | None) -> int:
        """The index of the meld (of `rank`) the cards went to, in the current state."""
        melds = self.table.state.melds[team]
        want = Counter(cards)
        for i, m in enumerate(melds):
            if m.rank == rank and want <= Counter(m.cards):
                return i
        return next((i for i, m in enumerate(melds) if m.rank == rank), -1)

    def _meld_point(self, team: int, index: int) -> Point:
        """Where a card flying to a side's meld (or its red threes) lands: the meld's last
        card, as the side's layout places it."""
        t = self.table
        state = t.state
        rect = side_spots(t.layout.meld_areas[team], state.melds[team],
                          len(state.red_threes[team]), t.sizes.meld).landing(index)
        return rect.centerx, rect.y + rect.h / 2

    def _hand_point(self, item: HandItem) -> Point:
        t = self.table
        targets = t.hand.targets()
        x, y = targets.get(id(item), (item.x, item.y))
        return x + t.sizes.hand / 2, y + t.sizes.hand * 7 / 10

    def _source(self, seat: int, c: Card) -> Point:
        t = self.table
        if seat == t.bottom and self.departed.get(c):
            x, y = self.departed[c].pop(0)
            return x + t.sizes.hand / 2, y + t.sizes.hand * 7 / 10
        return self._seat_point(seat)

    def _fly_to_hand(self, step: Step, seat: int, cards: tuple[Card, ...], count: int,
                     start: Point, new_items: list[HandItem], gap: float) -> None:
        t = self.table
        if seat == t.bottom:
            for i, c in enumerate(cards):
                item = next((it for it in new_items if it.card is c and it.hidden), None)
                if item is None:
                    continue
                new_items.remove(item)
                step.flights.append(Flight(c, start, self._hand_point(item), t.dur(0.4),
                                           i * gap, _unhider(item), flip=True))
            return
        self.hide_hand[seat] = self.hide_hand.get(seat, 0) + count
        for i in range(count):
            step.flights.append(Flight(None, start, self._seat_point(seat), t.dur(0.4),
                                       i * gap, _counter(self.hide_hand, seat)))

    def _pile_landed(self) -> None:
        self.hide_pile = max(0, self.hide_pile - 1)

    def _stock_landed(self) -> None:
        self.stock_extra = max(0, self.stock_extra - 1)

    def reset(self) -> None:
        """Drop every flight still queued and show each card where the state has it: the
        table went back to an earlier state (undo) or is seen from another seat (a hand-off),
        so no flight of the old picture may land in the new one."""
        self.table.anim.steps.clear()
        self.hide_hand.clear()
        self.hide_meld.clear()
        self.hide_red.clear()
        self.hide_pile = 0
        self.stock_extra = 0
        self.departed = {}
        for item in self.table.hand.items:
            item.hidden = False
