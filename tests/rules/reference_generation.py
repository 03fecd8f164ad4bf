"""The slow reference: legal actions found by applying every candidate, and the going-out
search trying every way by applying it.

This is how the legal actions used to be listed for every variant with sequences or melds of
wild cards: the same candidates, in the same order, each kept only when the engine accepts it.
The tests compare the engine's generator (which decides by construction, asking the rules'
judges) and its going-out search (which skips hopeless tries) to this oracle on random
positions of every variant; it is never used by the game.
"""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING

from game.rules import pile
from game.rules.actions import Action, Group
from game.rules.candidates import twin_candidates
from game.rules.cards import ALL_CARDS, Card
from game.rules.draw_listing import twin_pickups
from game.rules.engine import apply_action
from game.rules.errors import IllegalActionError
from game.rules.going_out import bound_to_go_out, plan_going_out
from game.rules.going_out_search import MAX_HAND, MAX_NODES
from game.rules.melds import Meld
from game.rules.shapes import extends_a_sequence

if TYPE_CHECKING:
    from game.rules.state import GameState

_DRAW = Action("draw")
_ASK = Action("ask")
_DISCARDS = {c: Action("discard", card=c) for c in ALL_CARDS}
MAX_COMBOS = 200


def groups_by_rank(melds: tuple[Meld, ...]) -> dict[str, Meld]:
    """The side's group of each rank that cards of the rank join first where a side may hold
    two (an unfinished one before a canasta, the first of equals: see
    :func:`game.rules.shapes.twin_place`)."""
    found: dict[str, Meld] = {}
    for m in melds:
        if m.kind == "group":
            old = found.get(m.rank)
            # (Seven cards make a canasta: the property is a call, and this runs for every
            # play listed.)
            if old is None or len(old.cards) >= 7 > len(m.cards):
                found[m.rank] = m
    return found


def reference_actions(state: GameState) -> list[Action]:
    """Every legal action, each candidate checked by applying it."""
    phase = state.phase
    if phase == "play":
        return _play_actions(state) + state.rules.special_actions(state)
    if phase == "draw":
        return _draw_actions(state) + state.rules.special_actions(state)
    if phase == "answer":
        return [Action("yes"), Action("no")]
    if phase == "hand_over":
        return [Action("deal")]
    return []


def _legal(state: GameState, action: Action) -> bool:
    try:
        apply_action(state, action)
    except IllegalActionError:
        return False
    return True


class _Hand:
    """A hand sorted into naturals by rank, jokers, twos and black threes."""

    def __init__(self, state: GameState, cards: tuple[Card, ...]) -> None:
        rules = state.rules
        self.by_rank: dict[str, list[Card]] = {}
        self.jokers: list[Card] = []
        self.twos: list[Card] = []
        self.black_threes: list[Card] = []
        for c in cards:
            if c.is_joker:
                self.jokers.append(c)
            elif rules.is_wild(c):
                self.twos.append(c)
            elif c.is_black_three:
                self.black_threes.append(c)
            elif not c.is_red_three:
                self.by_rank.setdefault(c.rank, []).append(c)
        self.values = (rules.card_value(self.jokers[0]) if self.jokers else 0,
                       rules.card_value(self.twos[0]) if self.twos else 0)

    def wild_splits(self, low: int, high: int) -> list[tuple[int, int]]:
        return [(j, t) for j in range(min(len(self.jokers), high) + 1)
                for t in range(min(len(self.twos), high - j) + 1) if j + t >= low]

    def wilds(self, jokers: int, twos: int) -> tuple[Card, ...]:
        return tuple(self.jokers[:jokers]) + tuple(self.twos[:twos])

    def wild_points(self, jokers: int, twos: int) -> int:
        return jokers * self.values[0] + twos * self.values[1]


def _draw_actions(state: GameState) -> list[Action]:
    actions = [_DRAW] if _legal(state, _DRAW) else []
    seat = state.turn
    team = state.team_of(seat)
    top = state.pile_top
    if top is None or pile.blocked(pile.taker(state, seat)):
        return actions  # nothing takes an empty pile or one topped by a wild card or a three
    rules = state.rules
    cards = state.hands[seat]
    rank = top.rank
    # The group the top card joins (where a side may hold two of its rank, the one that
    # takes it).
    m = pile.taker(state, seat).meld
    naturals = [c for c in cards if c.rank == rank]
    candidates: list[Action] = [Action("pickup")]
    hand = _Hand(state, cards)
    base_n = m.naturals if m is not None else 0
    base_w = m.wilds if m is not None else 0
    for k in range(0, len(naturals) + 1):  # none: wild cards alone (a house rule)
        room = rules.room(rank, base_n + k + 1, base_w)
        need = 0 if m is not None else max(0, 2 - k)
        for j, t in hand.wild_splits(need, room):
            if k + j + t and rules.group_ok(rank, base_n + k + 1, base_w + j + t):
                first = Group(tuple(naturals[:k]) + hand.wilds(j, t))
                candidates.append(Action("pickup", (first,)))
    for action in candidates:
        if not state.melds[team]:
            rest = list(cards)
            for c in action.cards:
                rest.remove(c)
            for combo in _opening_combos(state, _Hand(state, tuple(rest)), 0, exclude=rank):
                full = Action("pickup", action.groups + combo)
                if _legal(state, full):
                    actions.append(full)
        elif _legal(state, action):
            actions.append(action)
    if rules.twin_melds and m is not None and len(naturals) >= 2 and state.melds[team]:
        # A pair and wild cards that the group does not take, as a second group.
        actions += twin_pickups(state, tuple(naturals), actions)
    return actions


def _play_actions(state: GameState) -> list[Action]:
    rules = state.rules
    seat = state.turn
    team = state.team_of(seat)
    cards = state.hands[seat]
    actions: list[Action] = []
    hand = _Hand(state, cards)
    opened = bool(state.melds[team])
    minimum = 0 if opened else state.minimum(team)
    melds_by_rank = {m.rank: m for m in state.melds[team] if m.kind == "group"}
    if rules.twin_melds:
        melds_by_rank = groups_by_rank(state.melds[team])
    n_wilds = len(hand.jokers) + len(hand.twos)

    def consider(groups: tuple[Group, ...]) -> None:
        action = Action("meld", groups)
        if _legal(state, action):
            actions.append(action)

    for rank, nats in hand.by_rank.items():
        m = melds_by_rank.get(rank)
        if m is not None:
            if rules.going_out_rules().group_ok(rank, m.naturals + 1, m.wilds):
                for k in range(1, len(nats) + 1):
                    # One natural that would extend a sequence too names the group.
                    named = k == 1 and extends_a_sequence(state.melds[team], nats[:1])
                    consider((Group(tuple(nats[:k]), rank if named else None),))
            continue
        rank_value = rules.card_value(nats[0])
        for k in range(max(1, 3 - n_wilds), len(nats) + 1):
            naturals = tuple(nats[:k])
            if not n_wilds:
                if rules.group_ok(rank, k, 0) and (not minimum or k * rank_value >= minimum):
                    consider((Group(naturals),))
                continue
            room = rules.room(rank, k, 0)
            need = max(0, 3 - k)
            if need > room:
                continue
            for j, t in hand.wild_splits(need, room):
                if not rules.group_ok(rank, k, j + t):
                    continue
                if minimum and k * rank_value + hand.wild_points(j, t) < minimum:
                    continue
                consider((Group(naturals + hand.wilds(j, t)),))
    if bound_to_go_out(state) and rules.sequences:
        # Bound to go out with sequences about: every other choice of a rank's suits too.
        for rank, nats in hand.by_rank.items():
            m = melds_by_rank.get(rank)
            for k in range(1, len(nats) + 1):
                splits = [(0, 0)] if m is not None else [
                    (j, t) for j, t in hand.wild_splits(max(0, 3 - k), len(hand.jokers)
                                                        + len(hand.twos))]
                for j, t in splits:
                    for chosen in sorted(set(combinations(nats, k))):
                        if chosen == tuple(nats[:k]):
                            continue
                        named = k == 1 and extends_a_sequence(state.melds[team], chosen)
                        consider((Group(chosen + hand.wilds(j, t), rank if named else None),))
    if opened and n_wilds:
        for rank in melds_by_rank:
            # (Past the cap too, where the meld a seat goes out with may grow past it; and
            # onto whichever of the rank's groups takes them, where a side may hold two.)
            wider = max(rules.going_out_rules().room(rank, g.naturals, g.wilds)
                        for g in state.melds[team] if g.rank == rank and g.kind == "group")
            for j, t in hand.wild_splits(1, wider):
                consider((Group(hand.wilds(j, t), rank),))
    if len(hand.black_threes) >= 3:  # melded first or last in the turn that goes out
        for k in range(3, len(hand.black_threes) + 1):
            consider((Group(tuple(hand.black_threes[:k])),))
    if not opened:
        for combo in _opening_combos(state, hand, minimum):
            consider(combo)
    seen: set[str] = set()
    for c in cards:
        key = str(c) if c.is_three else c.rank
        if key not in seen:
            seen.add(key)
            if _legal(state, _DISCARDS[c]):
                actions.append(_DISCARDS[c])
    for action in rules.extra_meld_candidates(state):
        if action not in actions and _legal(state, action):
            actions.append(action)
    if rules.twin_melds:  # second groups of a rank the side holds
        for action in twin_candidates(state):
            if _legal(state, action):
                actions.append(action)
    wider = rules.going_out_rules()
    if wider is not rules:
        # New groups past the cap, where the meld a seat goes out with may pass it (what
        # joins a meld past it is tried above, naturals and wild cards each alone).
        for rank, nats in hand.by_rank.items():
            if rank in melds_by_rank:
                continue
            for k in range(1, len(nats) + 1):
                for j, t in hand.wild_splits(0, wider.room(rank, k, 0)):
                    if (len(cards) - k - j - t <= 1 and wider.group_ok(rank, k, j + t)
                            and not rules.group_ok(rank, k, j + t)):
                        consider((Group(tuple(nats[:k]) + hand.wilds(j, t)),))
    plan = plan_going_out(state) if len(cards) >= 2 else None
    # Where going out needs the partner's yes, no plan is found before asking: ask the engine.
    if plan is not None or rules.ask_without_going_out or (
            rules.going_out_needs_yes and len(cards) >= 2 and _legal(state, _ASK)):
        # Asked of the engine too: black threes melded this turn bind the seat to go out,
        # with nothing to ask.
        if (len(state.teams[team]) > 1 and state.asked is None and len(cards) >= 2
                and _legal(state, _ASK)):
            actions.append(_ASK)
    if plan is not None and plan[0]:
        action = Action("meld", plan[0])
        if action not in actions and _legal(state, action):
            actions.append(action)
    return actions


def _opening_combos(
    state: GameState, hand: _Hand, minimum: int, exclude: str | None = None
) -> list[tuple[Group, ...]]:
    """Openings of several new melds worth at least ``minimum`` (with ``exclude``, the extra
    groups melded beside a pickup, the empty extra first)."""
    rules = state.rules
    wild_cards = hand.jokers + hand.twos
    options: list[tuple[tuple[Card, ...], list[int], int]] = []
    for rank, nats in hand.by_rank.items():
        if rank == exclude:
            continue
        n = len(nats)
        room = min(rules.room(rank, n, 0), len(wild_cards))
        counts = [w for w in range(max(0, 3 - n), room + 1) if rules.group_ok(rank, n, w)]
        if counts:
            options.append((tuple(nats), counts, sum(rules.card_value(c) for c in nats)))
    fewest = 2 if exclude is None else 1
    combos: list[tuple[Group, ...]] = [] if exclude is None else [()]
    if len(options) < fewest:
        return combos
    wild_points = [0]
    for c in wild_cards:
        wild_points.append(wild_points[-1] + rules.card_value(c))
    chosen: list[tuple[tuple[Card, ...], int]] = []

    # Openings refused whatever their points (Brazil from 7000 asks a canasta) are not listed
    # and do not count toward the cap (beside a pickup the top card's group may hold it).
    canasta = 0 if exclude is not None else rules.opening_canasta(state.scores[
        state.team_of(state.turn)])

    def walk(index: int, used_wilds: int, points: int) -> None:
        if len(combos) >= MAX_COMBOS:
            return
        if index == len(options):
            if canasta and not any(len(n) + w >= 7 and (canasta == 1 or not w)
                                   for n, w in chosen):
                return
            if len(chosen) >= fewest and points + wild_points[used_wilds] >= minimum:
                groups, pos = [], 0
                for nats, w in chosen:
                    groups.append(Group(nats + tuple(wild_cards[pos : pos + w])))
                    pos += w
                combos.append(tuple(groups))
            return
        walk(index + 1, used_wilds, points)
        nats, counts, pts = options[index]
        for w in counts:
            if used_wilds + w > len(wild_cards):
                break
            chosen.append((nats, w))
            walk(index + 1, used_wilds + w, points + pts)
            chosen.pop()

    walk(0, 0, 0)
    return combos


def reference_search_plan(state: GameState) -> tuple[tuple[Group, ...], Card | None] | None:
    """The going-out search for sequences and wild-card melds, every way tried by applying
    it (the same ways in the same order as :func:`game.rules.going_out_search.search_plan`,
    with the same limits)."""
    if state.asked == "no" or state.phase != "play":
        return None
    seat = state.turn
    hand = list(state.hands[seat])
    if len(hand) > MAX_HAND:
        return None
    rules = state.rules
    team = state.team_of(seat)
    nodes = 0

    def works(groups: list[Group], leave: Card | None) -> bool:
        if not groups:
            return False
        try:
            after, _ = state.apply(Action("meld", tuple(groups)))
        except IllegalActionError:
            return False
        if leave is None:
            return after.is_hand_over
        try:
            after.apply(Action("discard", card=leave))
        except IllegalActionError:
            return False
        return True

    def options(first: Card, rest: list[Card]) -> list[tuple[Group, list[Card]]]:
        found: list[tuple[Group, list[Card]]] = []
        targets: list[str | None] = [None]
        if rules.is_wild(first):
            targets = [*(m.rank for m in state.melds[team]), "2", None]
        for target in targets:
            found.append((Group((first,), target), rest))
        same = [c for c in rest if c.rank == first.rank]
        wilds = [c for c in rest if rules.is_wild(c) and c.rank != first.rank]
        for n in range(1, len(same) + 1):
            for w in range(0, min(len(wilds), 3) + 1):
                used = same[:n] + wilds[:w]
                left = list(rest)
                for c in used:
                    left.remove(c)
                found.append((Group((first, *used)), left))
        suited = sorted((c for c in rest if c.suit == first.suit and c.rank != first.rank),
                        key=lambda c: c.order)
        for n in range(2, len(suited) + 1):
            used = suited[:n]
            left = list(rest)
            for c in used:
                left.remove(c)
            found.append((Group((first, *used), "SEQ"), left))
        return found

    def walk(rest: list[Card], groups: list[Group], leave: Card | None, left_out: bool) -> \
            tuple[tuple[Group, ...], Card | None] | None:
        nonlocal nodes
        nodes += 1
        if nodes > MAX_NODES:
            return None
        if not rest:
            return (tuple(groups), leave) if works(groups, leave) else None
        first, tail = rest[0], rest[1:]
        if not left_out:
            found = walk(tail, groups, first, True)
            if found:
                return found
        for group, left in options(first, tail):
            found = walk(left, [*groups, group], leave, left_out)
            if found:
                return found
        return None

    return walk(sorted(hand, key=lambda c: c.order), [], None, False)
