"""Shuffling and dealing a hand, and starting the next one."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING

from .cards import Card, full_deck, sort_cards
from .events import Event

if TYPE_CHECKING:
    from .state import GameState
    from .variants import Rules


def shuffled_deck(rules: Rules, players: int, seed: int, hand_number: int) -> list[Card]:
    """The stock for one hand, top card first: fixed by the game's seed and the hand number.

    A string seed goes through SHA-512 inside :mod:`random`, so the same deal comes out on every
    platform and Python version, natively and in the browser.
    """
    deck = full_deck(rules.packs(players), rules.jokers_per_pack())
    random.Random(f"canasta/{seed}/{hand_number}").shuffle(deck)
    return deck


def deal_round(
    stock: Sequence[Card], pos: int, players: int, dealer: int, size: int
) -> tuple[int, list[list[Card]]]:
    """``size`` cards to each seat, one at a time from the dealer's left, from ``stock[pos:]``;
    returns the new position and the piles (hands, feet, ponytails)."""
    piles: list[list[Card]] = [[] for _ in range(players)]
    for _ in range(size):
        for k in range(1, players + 1):
            piles[(dealer + k) % players].append(stock[pos])
            pos += 1
    return pos, piles


def deal_hand(
    rules: Rules,
    players: int,
    seed: int,
    hand_number: int,
    dealer: int,
    scores: tuple[int, ...],
    history: tuple[tuple[int, ...], ...] = (),
    deck: list[Card] | None = None,
) -> tuple[GameState, list[Event]]:
    """Deal a hand: cards one at a time from the dealer's left, the pile's start card turned
    (and covered while it is a wild card or red three), dealt red threes laid down and replaced."""
    from .state import GameState

    stock = deck if deck is not None else shuffled_deck(rules, players, seed, hand_number)
    size = rules.hand_size(players)
    pos, hands = deal_round(stock, 0, players, dealer, size)
    events = [Event("dealt", dealer, amount=size)]
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
    for _ in range(rules.start_pile_length(pile[0]) - 1 if pile else 0):
        pile.append(stock[pos])
        pos += 1
    events.append(Event("pile_started", cards=tuple(pile), data=frozen))
    teams = rules.teams_for(players)
    team_of = {seat: t for t, seats in enumerate(teams) for seat in seats}
    reds: list[list[Card]] = [[] for _ in teams]
    for k in range(1, players + 1 if rules.lays_down_red_threes else 1):
        seat = (dealer + k) % players
        hand = hands[seat]
        while any(c.is_red_three for c in hand):
            red = next(c for c in hand if c.is_red_three)
            hand.remove(red)
            reds[team_of[seat]].append(red)
            events.append(Event("red_three", seat, team_of[seat], (red,)))
            hand.append(stock[pos])
            pos += 1
    state = GameState(
        rules=rules,
        players=players,
        teams=teams,
        seed=seed,
        hand_number=hand_number,
        dealer=dealer,
        turn=(dealer + 1) % players,
        phase="draw",
        hands=tuple(sort_cards(h) for h in hands),
        stock=tuple(stock[pos:]),
        discard=tuple(pile),
        frozen_under=frozen,
        melds=tuple(() for _ in teams),
        red_threes=tuple(tuple(r) for r in reds),
        melded_seats=frozenset(),
        scores=scores,
        history=history,
        known=tuple(() for _ in range(players)),
        removed=tuple(() for _ in teams),
        side_piles=side_piles,
        flags=flags,
    )
    return state, events


def next_hand(state: GameState) -> tuple[GameState, list[Event]]:
    """Deal the next hand: the deal passes to the left, scores carry over."""
    result = state.result
    assert result is not None
    return deal_hand(
        state.rules,
        state.players,
        state.seed,
        state.hand_number + 1,
        (state.dealer + 1) % state.players,
        state.total_scores,
        state.history + (result.totals,),
    )
