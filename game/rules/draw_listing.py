"""Listing the draw: the stock, or the pile taken with the cards the rules allow beside its
top card (see :mod:`.generate` for how the listing works by construction)."""

from __future__ import annotations

from bisect import bisect_left
from typing import TYPE_CHECKING

from . import pile
from .actions import Action, Group
from .actions import plain_group as _group
from .candidates import twin_wilds
from .cards import Card
from .hand_counts import HandCounts, opening_combos
from .listing_checks import applies, opens, pickup_action
from .melds import Meld
from .shapes import joins
from .variants import Rules

if TYPE_CHECKING:
    from .state import GameState

_DRAW = Action("draw")
_PICKUP = Action("pickup")


def draw_actions(state: GameState) -> list[Action]:
    """The draw's legal actions: the stock (or what an empty one leaves), and each way of
    taking the pile, one per class of interchangeable cards."""
    actions: list[Action] = []
    if state.stock or applies(state, _DRAW):
        actions.append(_DRAW)
    seat = state.turn
    discard = state.discard
    if not discard:
        return actions
    # The hand is in canonical order, where a rank's cards hold four places from the first
    # of its suits: its cards of the top card's rank are found by bisection, in C.
    cards = state.hands[seat]
    top = discard[-1]
    start = top - top.order % 4
    low = bisect_left(cards, start)
    naturals = cards[low : bisect_left(cards, start + 4, low)]
    rank = top.rank
    team = state.team_of(seat)
    # (Wild cards close the canonical order: two of them are the hand's last two.)
    if not naturals and state.meld_of(team, rank) is None and not (
            len(cards) >= 2 and cards[-2].is_wild and pile.top_and_two_wilds(state.rules, rank)):
        # Nothing to take the pile with (but two wild cards where they and the top card make
        # a meld, or a sequence of the side's that the top card extends); the rest is the
        # pile's judges' to say.
        if state.rules.sequences and pile.run_for(top, state.melds[team]) and applies(
                state, _PICKUP):
            actions.append(_PICKUP)
        return actions
    if len(naturals) < 2 and (not state.melds[team] or state.pile_frozen):
        return actions  # frozen for the side: only a natural pair takes it (pile.naturals_needed)
    side = pile.taker(state, seat)
    if pile.blocked(side) or pile.canasta_blocks(state.rules, side.meld):
        return actions
    rules = state.rules
    m = side.meld
    lowest = pile.naturals_needed(side)
    by_meld = pile.takes_by_meld(side)
    if len(naturals) < lowest and not by_meld:
        return actions
    held = len(cards)
    candidates: list[tuple[Action, int]] = []
    # The candidates' counts are those the rules allow with the top card: only a variant's
    # own conditions on taking the pile or on a group may still refuse one (and the top
    # card alone must still fit the side's meld).
    judges = not (type(rules).pickup_error is Rules.pickup_error and not rules.checks_groups
                  and not rules.checks_extensions)
    if by_meld and (judges or m is None or joins(rules, rank, (top,), m)):
        candidates.append((_PICKUP, 0))
    hand = HandCounts(state, cards, wild_only=True)
    base_n = m.naturals if m is not None else 0
    base_w = m.wilds if m is not None else 0
    for k in range(lowest, len(naturals) + 1):
        room = rules.room(rank, base_n + k + 1, base_w)
        need = 0 if m is not None else max(0, 2 - k)
        for j, t in hand.wild_splits(need, room):
            if not k + j + t:
                continue  # the top card alone onto the meld: the pickup listed above
            if rules.group_ok(rank, base_n + k + 1, base_w + j + t):
                first = _group(tuple(naturals[:k]) + hand.wilds(j, t))
                candidates.append((pickup_action((first,)), k + j + t))
    for action, used in candidates:
        if action is _PICKUP and m is None:
            # The top card alone onto a sequence it extends (Samba's family): rare enough to
            # be judged by applying it.
            if applies(state, action):
                actions.append(action)
            continue
        if judges or not side.opened:
            with_top = _group((top, *action.groups[0].cards) if action.groups else (top,), rank)
            if judges and not _takes(state, team, with_top, m):
                continue
        if not side.opened:
            # Opening with the pile: the minimum may need more melds from the hand.
            rest = list(cards)
            for c in action.cards:
                rest.remove(c)
            hand_left = HandCounts(state, tuple(rest))
            for combo in opening_combos(state, hand_left, 0, rank, _extra_worth(state, action)):
                full = Action("pickup", action.groups + combo)
                left = held - used - sum(len(g.cards) for g in combo)
                if left < 2:  # with the cards the pile brings, perhaps not
                    left += _after_taking(state, held) - held
                if left < 2 or state.asked is not None:
                    if applies(state, full):
                        actions.append(full)
                elif opens(state, team, full.groups, with_top, combo):
                    actions.append(full)
        elif state.asked is None and (held - used >= 2
                                      or _after_taking(state, held) - used >= 2):
            actions.append(action)  # legal by construction
        elif applies(state, action):
            actions.append(action)
    if (rules.twin_melds and m is not None and len(naturals) >= 2 and side.opened
            and (m.wilds or len(m.cards) >= 7) and rules.is_wild(cards[-1])):
        # A group with no wild card that is not a canasta takes the pair and one or two
        # wild cards: only a canasta, or a group holding wild cards, leaves a second group
        # to start (and only a hand with wild cards, which close it, starts one).
        actions += twin_pickups(state, naturals, actions)
    return actions


def twin_pickups(
    state: GameState, naturals: tuple[Card, ...], listed: list[Action]
) -> list[Action]:
    """Where a side may hold two groups of one rank: taking the pile with a natural pair (or
    more) and one or two wild cards that the side's group of the top card's rank does not
    take, so that they and the top card make a second group. Judged by applying them (rare:
    a canasta of the rank, or a group full of wild cards, and a pair in the hand)."""
    splits = twin_wilds(state.rules, state.hands[state.turn])
    out: list[Action] = []
    for k in range(2, len(naturals) + 1):
        for extra in splits:
            action = pickup_action((_group(naturals[:k] + extra),))
            if action not in listed and action not in out and applies(state, action):
                out.append(action)
    return out


def _extra_worth(state: GameState, pickup: Action) -> int:
    """What the groups melded beside ``pickup`` must be worth at the least for an unopened
    side: where the opening asks points alone, the minimum less what the top card and the
    hand's cards with it count (everything, where the variant judges openings its own way)."""
    rules = state.rules
    if rules.checks_openings:
        return 0
    minimum = state.minimum(state.team_of(state.turn))
    if rules.flag("pile_after_initial_meld"):
        return minimum  # the pile's cards do not count
    value = rules.points.__getitem__
    return minimum - value(state.discard[-1]) - sum(map(value, pickup.cards))


def _after_taking(state: GameState, held: int) -> int:
    """Cards in the hand once the pile is taken, before the hand's cards melded with the top
    card: the ``held`` ones and those under the top that go to the hand (not red threes laid
    down, not cards leaving the game)."""
    rules = state.rules
    below = len(state.discard) - 1
    taken = rules.pile_cards_taken(below)
    if not (rules.lays_down_red_threes or rules.removes_with_pile):
        return held + taken
    after = held
    for c in state.discard[below - taken : below]:
        if not (c.is_red_three and rules.lays_down_red_threes) and not (
                rules.removes_with_pile and rules.leaves_game_with_pile(c)):
            after += 1
    return after


def _takes(state: GameState, team: int, with_top: Group, meld: Meld | None) -> bool:
    """Whether the top card and the hand's cards with it may be laid down as a group, once the
    pile's own judges let the side take it (the candidates are built so)."""
    rules = state.rules
    if rules.pickup_error(state, team, with_top) is not None:
        return False
    if rules.checks_groups and rules.lay_error(state, team, with_top) is not None:
        return False
    # A new meld's counts are those the candidates were built from; a meld already down
    # must take them too (a variant may close it).
    return meld is None or joins(rules, with_top.target or "", with_top.cards, meld)
