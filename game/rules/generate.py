"""Listing legal actions quickly, one per class of interchangeable cards.

Cards of one rank are interchangeable for legality, so instead of suit permutations the
generator works on counts: for each rank, how many naturals, jokers and twos to lay down. Most
candidates are legal by construction and checked with arithmetic; the rare ones whose legality
depends on going out are checked by applying them. Multi-group openings are listed in a
canonical form (each group holds every natural of its rank, wild cards jokers first); other
splits are legal too and are accepted by ``in`` / :meth:`GameState.is_legal`. Adding naturals
and wild cards to an existing meld in one group is listed as its two steps (``meld KC`` and
``meld K: 2C``), which reach the same table within the turn.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from . import pile
from .actions import Action, Group
from .cards import ALL_CARDS, Card
from .engine import apply_action
from .errors import IllegalActionError
from .going_out import going_out_refusal, plan_going_out
from .melds import Meld

if TYPE_CHECKING:
    from .state import GameState

_DRAW = Action("draw")
_ASK = Action("ask")
_YES = Action("yes")
_NO = Action("no")
_DEAL = Action("deal")
_PICKUP = Action("pickup")
_DISCARDS = {c: Action("discard", card=c) for c in ALL_CARDS}
#: At most this many multi-group openings are listed (they grow combinatorially).
MAX_COMBOS = 200


def generate_actions(state: GameState) -> list[Action]:
    """The canonical list of legal actions for the seat to act."""
    phase = state.phase
    if phase == "play":
        return _play_actions(state) + state.rules.special_actions(state)
    if phase == "draw":
        return _draw_actions(state) + state.rules.special_actions(state)
    if phase == "answer":
        return [_YES, _NO]
    if phase == "hand_over":
        return [_DEAL]
    return []


def _legal(state: GameState, action: Action) -> bool:
    try:
        apply_action(state, action)
    except IllegalActionError:
        return False
    return True


class _Hand:
    """A hand sorted into naturals by rank, jokers, twos and black threes."""

    __slots__ = ("by_rank", "jokers", "twos", "black_threes", "_splits", "_wilds", "_wild_points")

    def __init__(self, state: GameState, cards: tuple[Card, ...]) -> None:
        rules = state.rules
        is_wild = None if rules.standard_wilds else rules.is_wild
        self.by_rank: dict[str, list[Card]] = {}
        self.jokers: list[Card] = []
        self.twos: list[Card] = []
        self.black_threes: list[Card] = []
        for c in cards:
            if c.is_joker:
                self.jokers.append(c)
            elif c.is_wild if is_wild is None else is_wild(c):
                self.twos.append(c)
            elif c.is_black_three:
                self.black_threes.append(c)
            elif not c.is_red_three:
                self.by_rank.setdefault(c.rank, []).append(c)
        self._splits: dict[tuple[int, int], list[tuple[int, int]]] = {}
        self._wilds: dict[tuple[int, int], tuple[Card, ...]] = {}
        joker_value = rules.card_value(self.jokers[0]) if self.jokers else 0
        two_value = rules.card_value(self.twos[0]) if self.twos else 0
        self._wild_points = (joker_value, two_value)

    def wild_splits(self, low: int, high: int) -> list[tuple[int, int]]:
        """(jokers, twos) pairs with a total between low and high."""
        key = (low, high)
        found = self._splits.get(key)
        if found is None:
            found = self._splits[key] = [
                (j, t)
                for j in range(min(len(self.jokers), high) + 1)
                for t in range(min(len(self.twos), high - j) + 1)
                if j + t >= low
            ]
        return found

    def wilds(self, jokers: int, twos: int) -> tuple[Card, ...]:
        key = (jokers, twos)
        found = self._wilds.get(key)
        if found is None:
            found = self._wilds[key] = tuple(self.jokers[:jokers]) + tuple(self.twos[:twos])
        return found

    def wild_points(self, jokers: int, twos: int) -> int:
        return jokers * self._wild_points[0] + twos * self._wild_points[1]


def _draw_actions(state: GameState) -> list[Action]:
    actions: list[Action] = []
    if state.stock or _legal(state, _DRAW):
        actions.append(_DRAW)
    seat = state.turn
    side = pile.taker(state, seat)
    top = side.top
    if top is None or pile.blocked(side) or pile.canasta_blocks(state.rules, side.meld):
        return actions
    rules = state.rules
    cards = state.hands[seat]
    rank = top.rank
    m = side.meld
    naturals = [c for c in cards if c.rank == rank]
    lowest = pile.naturals_needed(side)
    by_meld = pile.takes_by_meld(side)
    if len(naturals) < lowest and not by_meld:
        return actions
    opened = side.opened
    # Cards in hand after taking the pile, before the hand cards melded with the top card.
    below = state.discard[:-1]
    taken = below[len(below) - rules.pile_cards_taken(len(below)) :]
    lays_down = rules.lays_down_red_threes
    after = len(cards) + sum(1 for c in taken if not (c.is_red_three and lays_down))
    candidates: list[tuple[Action, int]] = []
    if by_meld:
        candidates.append((_PICKUP, 0))
    hand = _Hand(state, cards)
    base_n = m.naturals if m is not None else 0
    base_w = m.wilds if m is not None else 0
    for k in range(lowest, len(naturals) + 1):
        room = rules.room(rank, base_n + k + 1, base_w)
        need = 0 if m is not None else max(0, 2 - k)
        for j, t in hand.wild_splits(need, room):
            if rules.group_ok(rank, base_n + k + 1, base_w + j + t):
                first = Group(tuple(naturals[:k]) + hand.wilds(j, t))
                candidates.append((Action("pickup", (first,)), k + j + t))
    for action, used in candidates:
        if not opened:
            # Opening with the pile: the minimum may need more melds from the hand.
            rest = list(cards)
            for c in action.cards:
                rest.remove(c)
            for combo in _opening_combos(state, _Hand(state, tuple(rest)), 0, exclude=rank):
                full = Action("pickup", action.groups + combo)
                if _legal(state, full):
                    actions.append(full)
        elif after - used >= 2 and state.asked is None and rules.trusted_generation:
            actions.append(action)  # legal by construction
        elif _legal(state, action):
            actions.append(action)
    return actions


def _play_actions(state: GameState) -> list[Action]:
    rules = state.rules
    seat = state.turn
    team = state.team_of(seat)
    cards = state.hands[seat]
    n_hand = len(cards)
    actions: list[Action] = []
    asked_yes = state.asked == "yes"
    hand = _Hand(state, cards)
    opened = bool(state.melds[team])
    minimum = 0 if opened else state.minimum(team)
    value = rules.card_value
    group_ok = rules.group_ok
    room_of = rules.room
    melds_by_rank = {m.rank: m for m in state.melds[team] if m.kind == "group"}
    n_wilds = len(hand.jokers) + len(hand.twos)
    # A candidate is sure (legal by construction) unless it could touch on going out: it leaves
    # fewer than two cards, or a "yes" binds the seat to go out.
    safe_left = 3 if asked_yes else 2
    trusted = rules.trusted_generation

    def consider(groups: tuple[Group, ...], used: int, rank: str = "") -> None:
        action = Action("meld", groups)
        if not trusted:
            if _legal(state, action):
                actions.append(action)
        elif n_hand - used >= safe_left and not asked_yes:
            actions.append(action)
        elif asked_yes or not rank or not may_meld_out(state, team, rank, groups[0].cards):
            if _legal(state, action):
                actions.append(action)
        else:
            actions.append(action)

    for rank, nats in hand.by_rank.items():
        m = melds_by_rank.get(rank)
        if m is not None:
            # Naturals added to a meld; adding wild cards too is the separate listed step
            # "K: 2C", so the compound forms are accepted but not listed.
            if group_ok(rank, m.naturals + 1, m.wilds):
                for k in range(1, len(nats) + 1):
                    consider((Group(tuple(nats[:k])),), k, rank)
            continue
        rank_value = value(nats[0])
        for k in range(max(1, 3 - n_wilds), len(nats) + 1):
            naturals = tuple(nats[:k])
            if not n_wilds:
                if group_ok(rank, k, 0) and (not minimum or k * rank_value >= minimum):
                    consider((Group(naturals),), k, rank)
                continue
            room = room_of(rank, k, 0)
            need = max(0, 3 - k)
            if need > room:
                continue
            for j, t in hand.wild_splits(need, room):
                if not group_ok(rank, k, j + t):
                    continue
                if minimum and k * rank_value + hand.wild_points(j, t) < minimum:
                    continue
                consider((Group(naturals + hand.wilds(j, t)),), k + j + t, rank)
    if opened and n_wilds:
        for rank, m in melds_by_rank.items():
            room = room_of(rank, m.naturals, m.wilds)
            for j, t in hand.wild_splits(1, room):
                consider((Group(hand.wilds(j, t), rank),), j + t, rank)
    if len(hand.black_threes) >= 3 and n_hand - len(hand.black_threes) <= 1:
        for k in range(3, len(hand.black_threes) + 1):
            action = Action("meld", (Group(tuple(hand.black_threes[:k])),))
            if _legal(state, action):
                actions.append(action)
    if not opened:
        for combo in _opening_combos(state, hand, minimum):
            consider(combo, sum(len(g.cards) for g in combo))
    # Discards: one card of each rank (suits never matter for legality in a discard).
    seen: set[str] = set()
    plain_discards = n_hand > 1 and not asked_yes and not rules.checks_discards
    for c in cards:
        key = str(c) if c.is_three else c.rank
        if key in seen:
            continue
        seen.add(key)
        action = _DISCARDS[c]
        if (plain_discards and not c.is_joker) or _legal(state, action):
            actions.append(action)
    # One search answers both "may I ask?" (only when going out is possible) and "how can I
    # go out?": going out may need several groups (or naturals and wild cards on one meld) at
    # once, which the single steps above cannot reach, so one way to meld out is listed.
    for action in rules.extra_meld_candidates(state):
        if action not in actions and _legal(state, action):
            actions.append(action)
    worth_planning = not trusted or _may_plan(hand, melds_by_rank)
    plan = plan_going_out(state) if n_hand >= 2 and worth_planning else None
    if plan is not None or rules.ask_without_going_out:
        if len(state.teams[team]) > 1 and state.asked is None and n_hand >= 2:
            actions.append(_ASK)
    if plan is not None:
        if plan[0]:
            action = Action("meld", plan[0])
            if action not in actions and (trusted or _legal(state, action)):
                actions.append(action)  # legal by construction (tests check every plan)
    return actions


def _may_plan(hand: _Hand, melds_by_rank: Mapping[str, object]) -> bool:
    lone = sum(1 for rank, nats in hand.by_rank.items()
               if len(nats) == 1 and rank not in melds_by_rank)
    return lone <= 1


def may_meld_out(state: GameState, team: int, rank: str, cards: tuple[Card, ...]) -> bool:
    """Whether a single-group meld of ``cards`` onto the side's ``rank`` (legal as a group) may
    leave the seat with at most one card: only when the side may then go out."""
    melds = list(state.melds[team])
    for i, m in enumerate(melds):
        if m.rank == rank and m.kind == "group":
            melds[i] = m.add(cards)
            break
    else:
        melds.append(Meld.of(rank, cards))
    return going_out_refusal(state, team, tuple(melds)) is None


def _opening_combos(
    state: GameState, hand: _Hand, minimum: int, exclude: str | None = None
) -> list[tuple[Group, ...]]:
    """Canonical openings of several new melds worth at least ``minimum`` together.

    Without ``exclude`` these are openings of two or more melds from the hand. With it (the
    rank of the pile's top card) they are the extra groups melded beside a pickup, and the
    empty extra is listed first.
    """
    rules = state.rules
    value = rules.card_value
    wild_cards = hand.jokers + hand.twos
    n_wilds = len(wild_cards)
    options: list[tuple[tuple[Card, ...], list[int], int]] = []
    for rank, nats in hand.by_rank.items():
        if rank == exclude:
            continue
        n = len(nats)
        room = min(rules.room(rank, n, 0), n_wilds)
        counts = [w for w in range(max(0, 3 - n), room + 1) if rules.group_ok(rank, n, w)]
        if counts:
            options.append((tuple(nats), counts, sum(value(c) for c in nats)))
    fewest = 2 if exclude is None else 1
    combos: list[tuple[Group, ...]] = [] if exclude is None else [()]
    if len(options) < fewest:
        return combos
    wild_points = [0]
    for c in wild_cards:
        wild_points.append(wild_points[-1] + value(c))
    chosen: list[tuple[tuple[Card, ...], int]] = []

    def walk(index: int, used_wilds: int, points: int) -> None:
        if len(combos) >= MAX_COMBOS:
            return
        if index == len(options):
            if len(chosen) >= fewest and points + wild_points[used_wilds] >= minimum:
                groups = []
                pos = 0
                for nats, w in chosen:
                    groups.append(Group(nats + tuple(wild_cards[pos : pos + w])))
                    pos += w
                combos.append(tuple(groups))
            return
        walk(index + 1, used_wilds, points)
        nats, counts, pts = options[index]
        for w in counts:
            if used_wilds + w > n_wilds:
                break
            chosen.append((nats, w))
            walk(index + 1, used_wilds + w, points + pts)
            chosen.pop()

    walk(0, 0, 0)
    return combos
