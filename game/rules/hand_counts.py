"""A hand read by its counts, as the legal-action listing reads it: naturals by rank, jokers,
twos and threes; the openings of several new melds it could make; and, remembered by the
rules for every hand with the same counts, the new groups of a rank it may lay down and how
many naturals a meld may take.

Multi-group openings are listed in a canonical form: each group holds every natural of its
rank, its wild cards jokers first (other splits are legal too and are accepted by ``in`` /
:meth:`GameState.is_legal`).
"""

from __future__ import annotations

from bisect import bisect_left
from typing import TYPE_CHECKING

from .actions import Group
from .actions import plain_group as group
from .cards import Card, parse_card

if TYPE_CHECKING:
    from .state import GameState
    from .variants import Rules

#: At most this many openings of several melds are listed for one hand (they grow
#: combinatorially).
MAX_COMBOS = 200
#: The first three in the canonical order: the naturals (aces down to fours) lie before it.
_FIRST_THREE = parse_card("3S")
#: (jokers, twos) splits per count of jokers and twos held and bounds (see
#: HandCounts.wild_splits).
_SPLITS: dict[tuple[int, int, int, int], list[tuple[int, int]]] = {}


class HandCounts:
    """A hand sorted into naturals by rank, jokers, twos and black threes; ``kinds`` holds
    one card of each kind that matters for a discard (each rank, each three by its suit), in
    the hand's order. ``wild_only``: only the jokers and twos are wanted (the rest may be left
    empty)."""

    __slots__ = ("by_rank", "jokers", "twos", "black_threes", "red_threes", "kinds", "_wilds",
                 "_wild_points", "_rules")

    def __init__(self, state: GameState, cards: tuple[Card, ...], wild_only: bool = False) -> None:
        rules = self._rules = state.rules
        is_wild = None if rules.standard_wilds else rules.is_wild
        if wild_only and is_wild is None:
            # Only the wild cards are asked for (a pickup's first group): jokers and twos
            # close the canonical order, so the hand's tail holds them all.
            start = len(cards)
            while start and cards[start - 1].is_wild:
                start -= 1
            cards = cards[start:]
        by_rank: dict[str, list[Card]] = {}
        jokers: list[Card] = []
        twos: list[Card] = []
        black_threes: list[Card] = []
        kinds: list[Card] = []
        red_threes = 0
        last: object = None
        run: list[Card] = []
        rest = cards
        if is_wild is None:
            # The hand is in canonical order: the naturals first (found by bisection, in C),
            # each rank's cards together, so a rank starts where the rank changes.
            bound = bisect_left(cards, _FIRST_THREE)
            for c in cards[:bound]:
                rank = c.rank
                if rank == last:
                    run.append(c)
                    continue
                last = rank
                kinds.append(c)
                run = by_rank[rank] = [c]
            rest = cards[bound:]
        for c in rest:
            # Threes, twos and jokers (and every card where the variant names its own wild
            # cards): a new kind starts where the key changes.
            key = c.rank if not c.is_three else c
            if key != last:
                last = key
                kinds.append(c)
            if c.is_joker:
                jokers.append(c)
            elif c.is_wild if is_wild is None else is_wild(c):
                twos.append(c)
            elif c.is_black_three:
                black_threes.append(c)
            elif c.is_red_three:
                red_threes += 1
            else:
                found = by_rank.get(c.rank)
                if found is None:
                    by_rank[c.rank] = [c]
                else:
                    found.append(c)
        self.by_rank = by_rank
        self.jokers = jokers
        self.twos = twos
        self.black_threes = black_threes
        self.red_threes = red_threes
        self.kinds = kinds
        self._wilds: dict[tuple[int, int], tuple[Card, ...]] = {}
        self._wild_points: tuple[int, int] | None = None

    def wild_splits(self, low: int, high: int) -> list[tuple[int, int]]:
        """(jokers, twos) pairs with a total between low and high (the same for every hand
        with as many jokers and twos: remembered for all)."""
        key = (len(self.jokers), len(self.twos), low, high)
        found = _SPLITS.get(key)
        if found is None:
            found = _SPLITS[key] = [
                (j, t)
                for j in range(min(key[0], high) + 1)
                for t in range(min(key[1], high - j) + 1)
                if j + t >= low
            ]
        return found

    def wilds(self, jokers: int, twos: int) -> tuple[Card, ...]:
        key = (jokers, twos)
        found = self._wilds.get(key)
        if found is None:
            found = self._wilds[key] = tuple(self.jokers[:jokers]) + tuple(self.twos[:twos])
        return found

    def wild_values(self) -> tuple[int, int]:
        """What a joker and a two of this hand are worth."""
        points = self._wild_points
        if points is None:
            value = self._rules.points.__getitem__
            points = self._wild_points = (value(self.jokers[0]) if self.jokers else 0,
                                          value(self.twos[0]) if self.twos else 0)
        return points


def opening_combos(
    state: GameState, hand: HandCounts, minimum: int, exclude: str | None = None, worth: int = 0,
    canasta: int = 0,
) -> list[tuple[Group, ...]]:
    """Canonical openings of several new melds worth at least ``minimum`` together.

    Without ``exclude`` these are openings of two or more melds from the hand. With it (the
    rank of the pile's top card) they are the extra groups melded beside a pickup, and the
    empty extra is listed first. Extras worth less than ``worth`` are left out, though they
    still count toward :data:`MAX_COMBOS` (the list is the same as without ``worth`` but for
    them: the caller would refuse them all). ``canasta`` (:meth:`Rules.opening_canasta`): only
    openings holding such a canasta are listed, the others neither counted toward the cap nor
    listed (the rules refuse them whatever their points).
    """
    rules = state.rules
    value = rules.points.__getitem__
    wild_cards = hand.jokers + hand.twos
    n_wilds = len(wild_cards)
    options: list[tuple[tuple[Card, ...], tuple[int, ...], int]] = []
    memo = rules.openings_memo
    for rank, nats in hand.by_rank.items():
        if rank == exclude:
            continue
        key = (rank, len(nats), n_wilds)
        counts = memo.get(key)
        if counts is None:
            n = len(nats)
            room = min(rules.room(rank, n, 0), n_wilds)
            counts = memo[key] = tuple(w for w in range(max(0, 3 - n), room + 1)
                                       if rules.group_ok(rank, n, w))
        if counts:
            options.append((tuple(nats), counts, sum(map(value, nats))))
    fewest = 2 if exclude is None else 1
    combos: list[tuple[Group, ...]] = [] if exclude is None else [()]
    if len(options) < fewest:
        return combos
    wild_points = [0]
    for c in wild_cards:
        wild_points.append(wild_points[-1] + value(c))
    walk = _Openings(options, combos, fewest, minimum, worth, canasta, wild_cards, wild_points)
    walk.walk(0, 0, 0)
    return combos


class _Openings:
    """The walk of :func:`opening_combos` over the ranks' options, putting each combination it
    reaches in ``combos``. An object, not a nested function: a recursive closure refers to
    itself through its cell, a reference cycle (with the groups it built) that only the
    garbage collector frees, and those cycles made most of its collections."""

    __slots__ = ("options", "combos", "fewest", "minimum", "worth", "canasta", "wild_cards",
                 "wild_points", "n_wilds", "chosen", "poor")

    def __init__(
        self, options: list[tuple[tuple[Card, ...], tuple[int, ...], int]],
        combos: list[tuple[Group, ...]], fewest: int, minimum: int, worth: int, canasta: int,
        wild_cards: list[Card], wild_points: list[int],
    ) -> None:
        self.options = options
        self.combos = combos
        self.fewest = fewest
        self.minimum = minimum
        self.worth = worth
        self.canasta = canasta
        self.wild_cards = wild_cards
        self.wild_points = wild_points
        self.n_wilds = len(wild_cards)
        self.chosen: list[tuple[tuple[Card, ...], int]] = []
        self.poor = 0  # extras left out for being worth less than ``worth``

    def walk(self, index: int, used_wilds: int, points: int) -> None:
        combos, chosen, options = self.combos, self.chosen, self.options
        if len(combos) + self.poor >= MAX_COMBOS:
            return
        if index == len(options):
            canasta = self.canasta
            if canasta and not any(len(nats) + w >= 7 and (canasta == 1 or not w)
                                   for nats, w in chosen):
                return
            total = points + self.wild_points[used_wilds]
            if len(chosen) >= self.fewest and total >= self.minimum:
                if total < self.worth:
                    self.poor += 1
                    return
                wild_cards = self.wild_cards
                groups = []
                pos = 0
                for nats, w in chosen:
                    groups.append(group(nats + tuple(wild_cards[pos : pos + w])))
                    pos += w
                combos.append(tuple(groups))
            return
        self.walk(index + 1, used_wilds, points)
        nats, counts, pts = options[index]
        for w in counts:
            if used_wilds + w > self.n_wilds:
                break
            chosen.append((nats, w))
            self.walk(index + 1, used_wilds + w, points + pts)
            chosen.pop()


def new_groups(
    rules: Rules, hand: HandCounts, first: Card, naturals: int, minimum: int
) -> list[tuple[int, int, int]]:
    """The new groups of ``first``'s rank a hand with ``naturals`` of it may lay down: how
    many naturals, jokers and twos each holds (the counts the rules allow, worth the minimum
    when the side has not opened). The same for every hand with the same counts: remembered
    by the rules, per first natural, naturals, jokers, twos, minimum and the wild cards' values
    (the groups as (naturals, jokers, twos) each, in the order they are listed)."""
    values = hand.wild_values() if minimum else (0, 0)
    key = (first, naturals, len(hand.jokers), len(hand.twos), minimum, values)
    memo = rules.new_groups_memo
    found: list[tuple[int, int, int]] | None = memo.get(key)
    if found is not None:
        return found
    found = []
    rank = first.rank
    n_wilds = len(hand.jokers) + len(hand.twos)
    rank_value = rules.card_value(first) if minimum else 0
    for k in range(max(1, 3 - n_wilds), naturals + 1):
        if not n_wilds:
            if rules.group_ok(rank, k, 0) and (not minimum or k * rank_value >= minimum):
                found.append((k, 0, 0))
            continue
        room = rules.room(rank, k, 0)
        need = 3 - k if k < 3 else 0
        if need > room:
            continue
        for j, t in hand.wild_splits(need, room):
            if not rules.group_ok(rank, k, j + t):
                continue
            if minimum and k * rank_value + j * values[0] + t * values[1] < minimum:
                continue
            found.append((k, j, t))
    memo[key] = found
    return found


def count_extensions(
    rules: Rules, rank: str, naturals: int, wilds: int, held: int
) -> tuple[int, ...]:
    """How many of the ``held`` naturals of ``rank`` may be added to a meld of ``naturals``
    and ``wilds`` by its counts (none when one may not): the same for every meld and hand
    with these counts, so remembered by the rules."""
    if not rules.group_ok(rank, naturals + 1, wilds):
        return ()
    return tuple(k for k in range(1, held + 1) if rules.group_ok(rank, naturals + k, wilds))
