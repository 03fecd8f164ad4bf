"""Listing legal actions quickly, one per class of interchangeable cards.

Cards of one rank are interchangeable for legality, so instead of suit permutations the
generator works on counts: for each rank, how many naturals, jokers and twos to lay down. Most
candidates are legal by construction and checked with arithmetic; the rare ones whose legality
depends on going out are checked by applying them. Multi-group openings are listed in a
canonical form (each group holds every natural of its rank, wild cards jokers first); other
splits are legal too and are accepted by ``in`` / :meth:`GameState.is_legal`.
"""

from __future__ import annotations

from itertools import product
from typing import TYPE_CHECKING

from .actions import Action, Group
from .cards import Card
from .errors import IllegalActionError

if TYPE_CHECKING:
    from .state import GameState

_DRAW = Action("draw")
_ASK = Action("ask")
_YES = Action("yes")
_NO = Action("no")
_DEAL = Action("deal")
#: At most this many multi-group openings are listed (they grow combinatorially).
MAX_COMBOS = 200


def generate_actions(state: GameState) -> list[Action]:
    """The canonical list of legal actions for the seat to act."""
    phase = state.phase
    if phase == "play":
        return _play_actions(state)
    if phase == "draw":
        return _draw_actions(state)
    if phase == "answer":
        return [_YES, _NO]
    if phase == "hand_over":
        return [_DEAL]
    return []


def _legal(state: GameState, action: Action) -> bool:
    from .engine import apply_action

    try:
        apply_action(state, action)
    except IllegalActionError:
        return False
    return True


class _Hand:
    """A hand sorted into naturals by rank, jokers, twos and black threes."""

    __slots__ = ("by_rank", "jokers", "twos", "black_threes", "others")

    def __init__(self, state: GameState, cards: tuple[Card, ...]) -> None:
        is_wild = state.rules.is_wild
        self.by_rank: dict[str, list[Card]] = {}
        self.jokers: list[Card] = []
        self.twos: list[Card] = []
        self.black_threes: list[Card] = []
        for c in cards:
            if c.is_joker:
                self.jokers.append(c)
            elif is_wild(c):
                self.twos.append(c)
            elif c.is_black_three:
                self.black_threes.append(c)
            elif not c.is_red_three:
                self.by_rank.setdefault(c.rank, []).append(c)

    def wild_splits(self, low: int, high: int) -> list[tuple[int, int]]:
        """(jokers, twos) pairs with a total between low and high."""
        return [
            (j, t)
            for j in range(min(len(self.jokers), high) + 1)
            for t in range(min(len(self.twos), high - j) + 1)
            if j + t >= low
        ]

    def wilds(self, jokers: int, twos: int) -> tuple[Card, ...]:
        return tuple(self.jokers[:jokers]) + tuple(self.twos[:twos])


def _draw_actions(state: GameState) -> list[Action]:
    actions: list[Action] = []
    if state.stock or _legal(state, _DRAW):
        actions.append(_DRAW)
    top = state.pile_top
    if top is None or top.is_three or state.rules.is_wild(top):
        return actions
    seat = state.turn
    team = state.team_of(seat)
    hand = _Hand(state, state.hands[seat])
    naturals = hand.by_rank.get(top.rank, [])
    candidates: list[Action] = []
    if state.meld_of(team, top.rank) is not None:
        candidates.append(Action("pickup"))
    firsts: list[tuple[Card, ...]] = []
    rules = state.rules
    for k in range(1, len(naturals) + 1):
        for j, t in hand.wild_splits(0, rules.max_wilds()):
            if k + j + t + 1 >= 3 or state.meld_of(team, top.rank) is not None:
                firsts.append(tuple(naturals[:k]) + hand.wilds(j, t))
    opened = bool(state.melds[team])
    for first in firsts:
        candidates.append(Action("pickup", (Group(first),)))
        if not opened:
            rest = list(state.hands[seat])
            for c in first:
                rest.remove(c)
            for combo in _opening_combos(state, _Hand(state, tuple(rest)), 0, exclude=top.rank):
                candidates.append(Action("pickup", (Group(first), *combo)))
    actions.extend(a for a in candidates if _legal(state, a))
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
    melds_by_rank = {m.rank: m for m in state.melds[team] if m.kind == "group"}

    def consider(groups: tuple[Group, ...], used: int, points: int, sure: bool) -> None:
        if points < minimum:
            return
        action = Action("meld", groups)
        if sure and not asked_yes and n_hand - used >= 2:
            actions.append(action)
        elif _legal(state, action):
            actions.append(action)

    for rank, nats in hand.by_rank.items():
        m = melds_by_rank.get(rank)
        base_n = m.naturals if m is not None else 0
        base_w = m.wilds if m is not None else 0
        low_k = 1 if m is not None else 1
        for k in range(low_k, len(nats) + 1):
            room = rules.wild_room(rank, base_n + k, base_w)
            need = 0 if m is not None else max(0, 3 - k)
            if need > room:
                continue
            if rules.group_error(rank, base_n + k, base_w + need) is not None:
                continue
            for j, t in hand.wild_splits(need, room):
                group_cards = tuple(nats[:k]) + hand.wilds(j, t)
                if rules.group_error(rank, base_n + k, base_w + j + t) is not None:
                    continue
                points = sum(value(c) for c in group_cards)
                grows = m is not None and m.size < 7 <= m.size + k + j + t
                consider((Group(group_cards),), k + j + t, points, not grows or True)
    for rank, m in melds_by_rank.items():
        room = rules.wild_room(rank, m.naturals, m.wilds)
        for j, t in hand.wild_splits(1, room):
            group_cards = hand.wilds(j, t)
            consider((Group(group_cards, rank),), j + t, 0, True)
    if len(hand.black_threes) >= 3 and n_hand - len(hand.black_threes) <= 1:
        for k in range(3, len(hand.black_threes) + 1):
            consider((Group(tuple(hand.black_threes[:k])),), k, 5 * k, False)
    if not opened:
        for combo in _opening_combos(state, hand, minimum):
            used = sum(len(g.cards) for g in combo)
            points = sum(value(c) for g in combo for c in g.cards)
            consider(combo, used, points, True)
    # Discards: one card of each rank (suits never matter for legality in a discard).
    seen: set[str] = set()
    for c in cards:
        key = str(c) if c.is_three else c.rank
        if key in seen:
            continue
        seen.add(key)
        action = Action("discard", card=c)
        if n_hand == 1 or asked_yes or c.is_joker or rules.discard_error(state, c) is not None:
            if _legal(state, action):
                actions.append(action)
        else:
            actions.append(action)
    if len(state.teams[team]) > 1 and state.asked is None and _legal(state, _ASK):
        actions.append(_ASK)
    return actions


def _opening_combos(
    state: GameState, hand: _Hand, minimum: int, exclude: str | None = None
) -> list[tuple[Group, ...]]:
    """Canonical multi-group openings (two or more new melds) worth at least ``minimum``."""
    rules = state.rules
    value = rules.card_value
    options: list[list[tuple[tuple[Card, ...], int, int]]] = []
    for rank, nats in hand.by_rank.items():
        if rank == exclude:
            continue
        n = len(nats)
        room = rules.wild_room(rank, n, 0)
        need = max(0, 3 - n)
        choices: list[tuple[tuple[Card, ...], int, int]] = [((), 0, 0)]
        for w in range(need, room + 1):
            if rules.group_error(rank, n, w) is None:
                choices.append((tuple(nats), w, sum(value(c) for c in nats)))
        if len(choices) > 1:
            options.append(choices)
    if len(options) < 2:
        return [] if exclude is None else [()]
    wild_cards = hand.jokers + hand.twos
    combos: list[tuple[Group, ...]] = [] if exclude is None else [()]
    for pick in product(*options):
        chosen = [p for p in pick if p[0]]
        if len(chosen) < (2 if exclude is None else 1):
            continue
        total_w = sum(p[1] for p in chosen)
        if total_w > len(wild_cards):
            continue
        groups = []
        pos = 0
        points = 0
        for nats, w, pts in chosen:
            wilds = tuple(wild_cards[pos : pos + w])
            pos += w
            groups.append(Group(nats + wilds))
            points += pts + sum(value(c) for c in wilds)
        if points >= minimum:
            combos.append(tuple(groups))
            if len(combos) >= MAX_COMBOS:
                break
    return combos
