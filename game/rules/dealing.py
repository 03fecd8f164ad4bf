"""Shuffling and dealing a hand (the state is built from the deal by game.rules.state)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING, NamedTuple, TypeVar

from .cards import RED_THREES, Card, full_deck, sort_cards
from .events import Event, new_event

if TYPE_CHECKING:
    from .variants import Rules


def shuffled_deck(rules: Rules, players: int, seed: int, hand_number: int) -> list[Card]:
    """The stock for one hand, top card first: fixed by the game's seed and the hand number.

    A string seed goes through SHA-512 inside :mod:`random`, so the same deal comes out on every
    platform and Python version, natively and in the browser.
    """
    deck = full_deck(rules.packs(players), rules.jokers_per_pack())
    shuffle(deck, random.Random(f"canasta/{seed}/{hand_number}"))
    return deck


T = TypeVar("T")


def shuffle(cards: list[T], rng: random.Random) -> None:
    """Shuffle ``cards`` in place: ``rng.shuffle(cards)`` card for card, the same swaps drawn
    from the same random bits, spelled out here because it runs for every hand dealt (a deal
    is most of a short hand's cost) and so that no change to :mod:`random` can change a
    deal. Each place, from the last down, swaps with one below or at it, drawn evenly by
    rejection from just enough random bits."""
    getrandbits = rng.getrandbits
    for i in range(len(cards) - 1, 0, -1):
        n = i + 1
        bits = n.bit_length()
        j = getrandbits(bits)
        while j >= n:
            j = getrandbits(bits)
        cards[i], cards[j] = cards[j], cards[i]


#: A simulated cut falls this many cards either side of the exact count, evenly (Ponytail's and
#: Spanish Canasta's bonus for an exact cut then comes about once in 21 hands).
CUT_SPREAD = 10


def simulated_cut(seed: int, hand_number: int, exact: int) -> int:
    """How many cards the cutter lifts: ``exact`` give or take :data:`CUT_SPREAD`, drawn from
    the game's seed apart from the shuffle (so the deal itself does not change)."""
    rng = random.Random(f"canasta/{seed}/{hand_number}/cut")
    return exact + rng.randint(-CUT_SPREAD, CUT_SPREAD)


#: The flag of a side whose player cut exactly, before the side's index.
CUT_FLAG = "cut-bonus:"


def cut_flag(team: int) -> str:
    """The flag of a side whose player cut exactly."""
    return f"{CUT_FLAG}{team}"


def deal_round(
    stock: Sequence[Card], pos: int, players: int, dealer: int, size: int
) -> tuple[int, list[list[Card]]]:
    """``size`` cards to each seat, one at a time from the dealer's left, from ``stock[pos:]``;
    returns the new position and the piles (hands, feet, ponytails)."""
    piles: list[list[Card]] = [[] for _ in range(players)]
    end = pos + size * players
    for k in range(1, players + 1):
        # The k-th seat from the dealer's left takes every players-th card from the k-th on.
        piles[(dealer + k) % players] = list(stock[pos + k - 1 : end : players])
    return end, piles


class Deal(NamedTuple):
    """A hand as dealt: what :class:`~game.rules.state.GameState` is built from."""

    teams: tuple[tuple[int, ...], ...]
    hands: tuple[tuple[Card, ...], ...]
    stock: tuple[Card, ...]  # top card first
    pile: tuple[Card, ...]  # the pile's start, bottom first
    frozen: bool  # the start card was covered (a wild card or a red three)
    red_threes: tuple[tuple[Card, ...], ...]  # per team, laid down from the deal
    side_piles: tuple[tuple[Card, ...], ...]
    flags: frozenset[str]
    events: list[Event]


def deal(
    rules: Rules,
    players: int,
    seed: int,
    hand_number: int,
    dealer: int,
    deck: list[Card] | None = None,
) -> Deal:
    """Deal a hand: cards one at a time from the dealer's left, the pile's start card turned
    (and covered while it is a wild card or red three), dealt red threes laid down and replaced."""
    stock = deck if deck is not None else shuffled_deck(rules, players, seed, hand_number)
    size = rules.hand_size(players)
    pos, hands = deal_round(stock, 0, players, dealer, size)
    # Events built from their fields (Event(...) is a Python call): a deal is most of a short
    # hand's cost.
    events = [new_event(("dealt", dealer, None, (), None, size, None, False))]
    pos, side_piles, flags, side_events = rules.deal_side_piles(
        stock, pos, players, dealer, seed, hand_number
    )
    events.extend(side_events)
    pile: list[Card] = []
    frozen = False
    while rules.turns_start_pile:
        c = stock[pos]
        pos += 1
        pile.append(c)
        if not rules.start_pile_needs_cover(c):
            break
        frozen = True
        hidden = rules.start_cover_face_down
        if hidden:  # face down under the next face-up card, with the start's face-down cards
            side_piles = (side_piles[0] + tuple(stock[pos : pos + hidden]), *side_piles[1:])
            pos += hidden
    for _ in range(rules.start_pile_length(pile[0]) - 1 if pile else 0):
        pile.append(stock[pos])
        pos += 1
    events.append(new_event(("pile_started", None, None, tuple(pile), None, 0, frozen, False)))
    teams = rules.teams_for(players)
    reds: list[list[Card]] = [[] for _ in teams]
    for k in range(1, players + 1 if rules.lays_down_red_threes else 1):
        seat = (dealer + k) % players
        hand = hands[seat]
        if RED_THREES.isdisjoint(hand):  # most hands: one look, in C
            continue
        team = next(t for t, seats in enumerate(teams) if seat in seats)
        while any(c.is_red_three for c in hand):
            red = next(c for c in hand if c.is_red_three)
            hand.remove(red)
            reds[team].append(red)
            events.append(Event("red_three", seat, team, (red,)))
            hand.append(stock[pos])
            pos += 1
    return Deal(
        teams=teams,
        hands=tuple([sort_cards(h) for h in hands]),
        stock=tuple(stock[pos:]),
        pile=tuple(pile),
        frozen=frozen,
        red_threes=tuple(tuple(r) for r in reds),
        side_piles=side_piles,
        flags=flags,
        events=events,
    )


def replace_red_threes(
    cards: Sequence[Card], stock: tuple[Card, ...], owed: int = 0
) -> tuple[list[Card], list[Card], tuple[Card, ...]]:
    """Cards coming into a hand with their red threes laid down and each replaced from the
    top of ``stock`` (a replacement that is a red three is replaced in turn, as far as the
    stock goes), and ``owed`` replacements more (for red threes already laid down): the cards
    for the hand, the red threes, the stock left."""
    reds = [c for c in cards if c.is_red_three]
    got = [c for c in cards if not c.is_red_three]
    owed += len(reds)
    taken = 0
    while owed and taken < len(stock):
        c = stock[taken]
        taken += 1
        if c.is_red_three:
            reds.append(c)
        else:
            got.append(c)
            owed -= 1
    return got, reds, stock[taken:]
