"""Candidate melds the legal-action listing tries beyond groups of one rank: sequences and
melds of wild cards from the hand (:func:`shape_candidates`, offered through
``Rules.extra_meld_candidates``), second groups of a rank where a side may hold two
(:func:`twin_candidates`, :func:`twin_groups`, :func:`groups_of`), new groups past the cap
that a seat goes out with (:func:`new_groups_past_the_cap`), and the other suits of a rank a
seat bound to go out may lay (:func:`other_suits`). Each candidate is judged afterwards as any meld
is (:mod:`.shapes`); this module only finds them, cheaply, from the hand's cards.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import reduce
from itertools import combinations
from operator import or_
from typing import TYPE_CHECKING

from .actions import Action, Group, plain_action, plain_group
from .cards import RANKS, Card
from .hand_counts import HandCounts, count_extensions, new_groups
from .melds import Meld
from .shapes import SEQ, SEQUENCE_BIT, STEP, WILD, Melds, sequence_ends, twin_place

if TYPE_CHECKING:
    from .state import GameState
    from .variants import Rules


def _meld_of(cards: tuple[Card, ...], target: str | None) -> Action:
    """A meld of one group of ``cards`` for ``target`` (every candidate of every listing)."""
    return plain_action("meld", (plain_group(cards, target),))


def _sequence_cards(hand: tuple[Card, ...], melds: Melds) -> bool:
    """Whether the hand holds three cards in a row of one suit, or a card just below or above
    one of the side's sequences: asked of the hand's mask, in C, before the cards are sorted by
    suit (most hands of most turns hold neither)."""
    held = reduce(or_, map(SEQUENCE_BIT.__getitem__, hand), 0)
    if held & (held >> 1) & (held >> 2):
        return True
    for m in melds:
        if m.kind == "sequence":
            low, high = SEQUENCE_BIT[m.cards[0]], SEQUENCE_BIT[m.cards[-1]]
            if held & (low >> 1 | high << 1):
                return True
    return False


def shape_candidates(state: GameState) -> list[Action]:
    """Meld actions of the rules' own shapes to offer: sequences from the hand, cards extending
    the side's sequences, melds of wild cards (nothing for rules with groups only)."""
    rules = state.rules
    if not rules.shaped:
        return []
    seat = state.turn
    hand = state.hands[seat]
    melds = state.melds[state.team_of(seat)]
    out: list[Action] = []
    # Per suit, the hand's card at each step of a sequence (suits in the order they come).
    by_suit: dict[str, dict[int, Card]] = {}
    if rules.sequences and _sequence_cards(hand, melds):
        step_of = STEP.get
        for c in hand:
            step = step_of(c.rank)
            if step is not None:
                found = by_suit.get(c.suit)
                if found is None:
                    by_suit[c.suit] = {step: c}
                else:
                    found[step] = c
    for cards_by_step in by_suit.values():
        if len(cards_by_step) < 3:
            continue  # most suits of most hands: no run to look for
        steps = sorted(cards_by_step)
        start = 0
        for i in range(1, len(steps) + 1):
            if i < len(steps) and steps[i] == steps[i - 1] + 1:
                continue
            run = steps[start:i]  # consecutive steps; every stretch of 3 to 7 is a sequence
            start = i
            for a in range(len(run) - 2):
                for b in range(a + 3, min(len(run), a + 7) + 1):
                    cards = tuple([cards_by_step[s] for s in run[a:b]])
                    out.append(_meld_of(cards, SEQ))
    for m in melds:
        if m.kind != "sequence" or m.size >= 7:
            continue  # (a finished sequence takes no card: its end is another's to extend)
        suit = m.cards[0].suit
        found = by_suit.get(suit)
        if found is None:
            continue
        for step in (STEP[m.cards[0].rank] - 1, STEP[m.cards[-1].rank] + 1):
            extend = found.get(step)
            if extend is not None:
                out.append(_meld_of((extend,), SEQ))
    if rules.wild_melds:
        wilds = [c for c in hand if rules.is_wild(c)]
        jokers = [c for c in wilds if c.is_joker]
        others = [c for c in wilds if not c.is_joker]
        lowest = 1 if any(m.kind == "wild" for m in melds) else 3
        for n in range(lowest, min(len(wilds), 7) + 1):
            # Each mix of jokers and other wild cards (they count differently and leave
            # different hands), the fewest jokers first: the others close the hand before them.
            for j in range(max(0, n - len(others)), min(n, len(jokers)) + 1):
                out.append(_meld_of((*others[: n - j], *jokers[:j]), WILD))
    return out


def twin_wilds(rules: Rules, hand: Sequence[Card]) -> list[tuple[Card, ...]]:
    """The ways to add one or two of the hand's wild cards to a second group of a rank, one per
    mix of jokers and other wild cards (cards of one kind are interchangeable)."""
    wilds = [c for c in hand if rules.is_wild(c)]
    jokers = [c for c in wilds if c.is_joker]
    others = [c for c in wilds if not c.is_joker]
    return [tuple(jokers[:j]) + tuple(others[:n - j])
            for n in (1, 2) for j in range(n, -1, -1)
            if j <= len(jokers) and n - j <= len(others)]


def twin_candidates(state: GameState) -> list[Action]:
    """Where a side may hold two groups of one rank: the hand's naturals of a rank the side has
    a group of, with one or two wild cards, that none of its groups of the rank takes (a
    canasta takes no wild card, a group no more than its wild cards allow) but that make a
    group of their own. What a group takes is listed as an addition, not here. (The listing
    finds the ranks to try from its own counts of the hand: :func:`twin_groups`.)"""
    rules = state.rules
    seat = state.turn
    hand = state.hands[seat]
    melds = state.melds[state.team_of(seat)]
    # Per rank, whether every group of it refuses some wild cards: one that is not a canasta
    # and holds none takes one or two, and its rank has no second group to start.
    refusing: dict[str, bool] = {}
    for m in melds:
        if m.kind == "group":
            refusing[m.rank] = refusing.get(m.rank, True) and bool(m.wilds or m.is_canasta)
    return twin_groups(rules, melds, hand, [rank for rank, no in refusing.items() if no])


def twin_groups(
    rules: Rules, melds: Sequence[Meld], hand: Sequence[Card], ranks: Sequence[str]
) -> list[Action]:
    """:func:`twin_candidates` among ``ranks`` (any ranks that may need a second group)."""
    held: dict[str, list[Card]] = {}
    for c in hand:
        if c.rank in ranks and not rules.is_wild(c):
            held.setdefault(c.rank, []).append(c)
    pairs = sorted((rank for rank, cards in held.items() if len(cards) >= 2), key=RANKS.index)
    splits = twin_wilds(rules, hand) if pairs else []
    out: list[Action] = []
    for rank in pairs:
        naturals = held[rank]
        for k in range(2, len(naturals) + 1):
            for extra in splits:
                cards = (*naturals[:k], *extra)
                if twin_place(rules, melds, rank, cards) == -1:
                    out.append(plain_action("meld", (plain_group(cards, None),)))
    return out


def new_groups_past_the_cap(
    rules: Rules, hand: HandCounts, melds_by_rank: dict[str, Meld], held: int, minimum: int
) -> list[Action]:
    """Where the meld a seat goes out with may grow past the cap (Modern American: "a wild
    card laid on a canasta for the win"): new groups past it (eight queens, or naturals and
    wild cards), leaving the ``held`` cards of the hand one card or none. The listing's own
    counts stop at the cap; what joins a meld past it is listed there, one kind at a time
    (naturals, then wild cards, as below the cap)."""
    wider = rules.going_out_rules()
    n_wilds = len(hand.jokers) + len(hand.twos)
    found: list[Action] = []
    for rank, nats in hand.by_rank.items():
        if rank in melds_by_rank or held - len(nats) - n_wilds > 1:
            continue  # a meld to join, or every new group leaves two cards or more
        for k, j, t in new_groups(wider, hand, nats[0], len(nats), minimum):
            if held - k - j - t <= 1 and not rules.group_ok(rank, k, j + t):
                found.append(_meld_of(tuple(nats[:k]) + hand.wilds(j, t), None))
    return found


def groups_of(melds: Melds, rank: str) -> list[Meld] | None:
    """The side's groups of ``rank`` where it holds two or more (else None)."""
    twins = [m for m in melds if m.rank == rank and m.kind == "group"]
    return twins if len(twins) > 1 else None


def other_suits(
    rules: Rules, hand: HandCounts, melds_by_rank: dict[str, Meld], melds: Melds, minimum: int
) -> list[tuple[Group, int]]:
    """Bound to go out where the rules have sequences, which cards of a rank are laid decides
    whether the rest can still go out (a king of spades kept for AS KS QS): each choice of a
    rank's suits other than its first cards (which the listing judges itself), as a group and
    the cards it uses, for the listing to judge by applying it (bound, a seat plays few
    turns)."""
    ends = sequence_ends(melds)
    found: list[tuple[Group, int]] = []
    for rank, nats in hand.by_rank.items():
        if len(set(nats)) < 2:
            continue  # one suit: no other choice
        m = melds_by_rank.get(rank)
        sizes = ([(k, 0, 0) for k in count_extensions(rules, rank, m.naturals, m.wilds, len(nats))]
                 if m is not None else new_groups(rules, hand, nats[0], len(nats), minimum))
        for k, j, t in sizes:
            first = tuple(nats[:k])
            for cards in sorted(set(combinations(nats, k))):
                if cards != first:
                    named = k == 1 and (cards[0].suit, STEP.get(rank)) in ends
                    found.append((plain_group(cards + hand.wilds(j, t), rank if named else None),
                                  k + j + t))
    return found
