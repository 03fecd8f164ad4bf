"""Worlds consistent with a view: the hidden cards dealt at random (for the hard bot's search).

The seat knows its own hand, the pile, the table and the cards others took with the pile;
everything else is shuffled and dealt into the other hands (beside their known cards) and the
stock. Red threes go to the stock only, since a red three is never kept in a hand.
"""

from __future__ import annotations

import random
from collections import Counter

from game.rules import GameState, PlayerView, can_go_out
from game.rules.cards import Card, full_deck, sort_cards

from .inference import RankWeights, hand_weight, rank_weights


def unseen_cards(view: PlayerView) -> list[Card]:
    """Every card the seat cannot see, in canonical order (one entry per physical card)."""
    rules = view.rules
    pool = Counter(full_deck(rules.packs(view.players), rules.jokers_per_pack()))
    pool.subtract(view.hand)
    pool.subtract(view.pile)
    for side in view.melds:
        for m in side:
            pool.subtract(m.cards)
    for reds in view.red_threes:
        pool.subtract(reds)
    for out in view.removed:
        pool.subtract(out)
    for seat, cards in enumerate(view.known):
        if seat != view.seat:
            pool.subtract(cards)
    if any(n < 0 for n in pool.values()):
        raise ValueError("the view shows more copies of a card than the packs hold")
    return sorted(pool.elements(), key=lambda c: c.order)


def sample_world(
    view: PlayerView,
    rng: random.Random,
    unseen: list[Card] | None = None,
    tries: int = 30,
    infer: bool = False,
) -> GameState:
    """A full state equal to ``view`` in everything the seat can see, hidden cards random.

    A partner who asked "may I go out?" has shown that it can go out, so while an answer is
    due the deal is redrawn (a few times) until the asker's hand can. With ``infer`` the other
    hands also fit what the seats' throws and passes say (:mod:`game.ai.inference`).
    """
    # The signs depend on the view only: read them once for every redeal below.
    signs = (
        {s: rank_weights(view, s) for s in range(view.players) if s != view.seat}
        if infer
        else {}
    )
    world = _deal(view, rng, unseen, signs)
    if view.phase == "answer":
        for _ in range(tries):
            if can_go_out(world):
                break
            world = _deal(view, rng, unseen, signs)
    return world


#: Hands drawn for one seat before the likeliest of them is kept.
INFER_TRIES = 24


def _deal(
    view: PlayerView,
    rng: random.Random,
    unseen: list[Card] | None,
    signs: dict[int, RankWeights],
) -> GameState:
    cards = list(unseen if unseen is not None else unseen_cards(view))
    # Where red threes are laid down at once no hand keeps one; elsewhere (Hand and Foot)
    # they are ordinary hidden cards.
    lays_down = view.rules.lays_down_red_threes
    reds = [c for c in cards if c.is_red_three and lays_down]
    rest = [c for c in cards if not (c.is_red_three and lays_down)]
    rng.shuffle(rest)
    # Red threes the stock cannot hold lie face down beside the hands (Spanish's covered start
    # cards, before anybody takes the pile): each goes among the side piles' cards.
    room = sum(view.side_pile_sizes)
    forced = max(0, min(len(reds) - view.stock_size, room))
    for c in reds[:forced]:
        rest.insert(rng.randrange(room), c)
    reds = reds[forced:]
    side_piles: list[tuple[Card, ...]] = []
    pos = 0
    for size in view.side_pile_sizes:  # feet, ponytails, bonus piles: face down, unseen
        side_piles.append(tuple(rest[pos : pos + size]))
        pos += size
    rest = rest[pos:]
    dealt: dict[int, tuple[Card, ...]] = {}
    for seat, weights in signs.items():
        if weights:
            need = view.hand_sizes[seat] - len(view.known[seat])
            dealt[seat] = _likely_hand(rest, need, view.known[seat], weights, rng)
    hands: list[tuple[Card, ...]] = []
    pos = 0
    for seat in range(view.players):
        if seat == view.seat:
            hands.append(view.hand)
            continue
        known = view.known[seat]
        drawn = dealt.get(seat)
        if drawn is None:
            need = view.hand_sizes[seat] - len(known)
            drawn = tuple(rest[pos : pos + need])
            pos += need
        hands.append(sort_cards(known + drawn))
    stock = rest[pos:] + reds
    rng.shuffle(stock)
    if len(stock) != view.stock_size:
        raise ValueError(f"world has {len(stock)} stock cards, the view {view.stock_size}")
    return GameState(
        rules=view.rules,
        players=view.players,
        teams=view.teams,
        seed=rng.getrandbits(31),  # later hands of a rollout are dealt fresh
        hand_number=view.hand_number,
        dealer=view.dealer,
        turn=view.turn,
        phase=view.phase,
        hands=tuple(hands),
        stock=tuple(stock),
        discard=view.pile,
        frozen_under=view.frozen_under,
        melds=view.melds,
        red_threes=view.red_threes,
        melded_seats=view.melded_seats,
        scores=view.scores,
        history=view.history,
        known=view.known,
        asked=view.asked,
        concealed_ok=view.concealed_ok,
        turn_new_ranks=view.turn_new_ranks,
        pile_turned=view.pile_turned,
        removed=view.removed,
        side_piles=tuple(side_piles),
        flags=view.flags,
        thrown=view.thrown,
        passed=view.passed,
    )


def _likely_hand(
    pool: list[Card],
    need: int,
    known: tuple[Card, ...],
    weights: RankWeights,
    rng: random.Random,
) -> tuple[Card, ...]:
    """Take ``need`` cards out of ``pool`` for a seat, fitting its signs (``weights``).

    Rejection sampling: a random hand is kept with its weight as probability; after
    :data:`INFER_TRIES` refusals the likeliest one drawn is kept.
    """
    best: list[int] = []
    best_w = -1.0
    n = len(pool)
    for _ in range(INFER_TRIES):
        picks = rng.sample(range(n), need) if need <= n else list(range(n))
        w = hand_weight(known + tuple(pool[i] for i in picks), weights)
        if w > best_w:
            best, best_w = picks, w
        if rng.random() < w:
            break
    chosen = set(best)
    hand = tuple(pool[i] for i in best)
    pool[:] = [c for i, c in enumerate(pool) if i not in chosen]
    return hand
