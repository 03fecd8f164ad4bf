"""The legal actions miss no class of legal move: cards picked at random from the hand, laid
down or taken with the pile as a player might, are either refused or reach a table some listed
action reaches too (suits aside: cards of one rank are one class to the listing).

The comparison with the slow reference (``test_generation.py``) checks the listing's answers
for the candidates both try; this checks the candidates themselves, from the judge's side. It
found melds of wild cards of some mixes of jokers and twos, a natural that would also extend a
sequence, and Modern American's meld past seven cards to go out, none of them listed.
"""

from __future__ import annotations

import random

import pytest

from game.rules import (
    Action,
    Card,
    GameState,
    IllegalActionError,
    find_variant,
    new_game,
    variant_names,
)

#: Random picks tried per position, and positions looked at per variant.
PICKS = 8
POSITIONS = 250


def _kind(card: Card) -> str:
    """What the listing tells a card by: its rank, a three by its colour, a joker as such."""
    if card.is_three:
        return "black 3" if card.is_black_three else "red 3"
    return "JK" if card.is_joker else card.rank


def _table(state: GameState) -> tuple[object, ...]:
    """The state with cards read by their kind: what one listed move per class must reach."""
    def kinds(cards: tuple[Card, ...]) -> tuple[str, ...]:
        return tuple(sorted(map(_kind, cards)))

    return (state.phase, state.turn, state.is_hand_over,
            tuple(kinds(h) for h in state.hands),
            tuple(tuple(sorted((m.kind, kinds(m.cards)) for m in ms)) for ms in state.melds),
            kinds(state.discard), state.flags)


def _reached(state: GameState, kind: str) -> set[tuple[object, ...]]:
    return {_table(state.replace().apply(a)[0]) for a in state.legal_actions() if a.kind == kind}


def _picks(state: GameState, rng: random.Random) -> list[str]:
    """Moves a player might try: mostly cards of one rank with wild cards, at times any."""
    rules = state.rules
    hand = list(state.hands[state.turn])
    team = state.team_of(state.turn)
    wilds = [c for c in hand if rules.is_wild(c)]
    tries = []
    for _ in range(PICKS):
        if state.phase == "draw":
            top = state.discard[-1]
            pool = [c for c in hand if c.rank == top.rank] + wilds
            pick = rng.sample(pool, rng.randint(0, min(4, len(pool))))
            tries.append(" ".join(["pickup", *map(str, pick)]))
            continue
        pivot = rng.choice(hand)
        pool = [c for c in hand if c.rank == pivot.rank] + wilds if rng.random() < 0.8 else hand
        pick = rng.sample(pool, rng.randint(1, min(5, len(pool))))
        naturals = [c for c in pick if not rules.is_wild(c)]
        if len(naturals) < len(pick) and any(state.meld_of(team, c.rank) for c in naturals):
            continue  # wild cards and naturals onto a meld at once: listed as two steps
        if len({c.rank for c in naturals}) > 1 and any(
                m.kind == "sequence" for m in state.melds[team]):
            continue  # several cards onto a sequence at once: listed one at a time
        tries.append(" ".join(["meld", *map(str, pick)]))
    return tries


@pytest.mark.parametrize("variant", sorted(variant_names()))
def test_every_move_the_judge_accepts_reaches_a_table_a_listed_move_reaches(
        variant: str) -> None:
    rng = random.Random(variant)
    players = find_variant(variant).default_players
    looked = 0
    for seed in range(200):
        state = new_game(variant, players, seed=seed)
        step = 0
        while not state.is_hand_over and looked < POSITIONS:
            step += 1
            asks = (state.phase == "play" and state.hands[state.turn]
                    or state.phase == "draw" and state.discard)
            if asks and step % 3 == 0:
                looked += 1
                kind = "pickup" if state.phase == "draw" else "meld"
                reached = None
                for text in _picks(state, rng):
                    try:
                        after, _ = state.replace().apply(text)
                    except IllegalActionError:
                        continue
                    if reached is None:
                        reached = _reached(state, kind)
                    assert _table(after) in reached, (state.to_position(), text)
            # (Not ending the hand at once, British acaba or a special hand, while anything
            # else is legal.)
            listed = [a for a in state.legal_actions() if a.kind not in ("acaba", "special")
                      and not (a.kind == "ask" and state.phase == "draw")]
            listed = listed or list(state.legal_actions())
            weights = [6 if a.kind in ("meld", "pickup") else 1 for a in listed]
            action: Action = rng.choices(listed, weights)[0]
            state, _ = state.apply(action)
        if looked >= POSITIONS:
            break
    assert looked == POSITIONS


#: Short hands looked at per variant, every subset of each laid down.
SHORT_HANDS = 200
#: A hand this short is tried whole: every subset of its cards.
SHORT = 7


def _every_meld(state: GameState) -> list[str]:
    """Every set of the hand's cards as one meld, wild cards alone named for each of the
    side's groups (a short hand, near going out, where the rules ask the most)."""
    rules = state.rules
    hand = state.hands[state.turn]
    team = state.team_of(state.turn)
    ranks = sorted({m.rank for m in state.melds[team] if m.kind == "group"})
    runs = any(m.kind == "sequence" for m in state.melds[team])
    tries: set[str] = set()
    for mask in range(1, 1 << len(hand)):
        pick = [c for i, c in enumerate(hand) if mask >> i & 1]
        naturals = [c for c in pick if not rules.is_wild(c)]
        cards = " ".join(map(str, pick))
        if not naturals:
            tries.update(f"meld {rank}: {cards}" for rank in ranks)
        elif len(naturals) < len(pick) and any(state.meld_of(team, c.rank) for c in naturals):
            continue  # wild cards and naturals onto a meld at once: listed as two steps
        elif runs and len({c.rank for c in naturals}) > 1:
            continue  # several cards onto a sequence at once: listed one at a time
        else:
            tries.add(f"meld {cards}")
    return sorted(tries)


@pytest.mark.parametrize("variant", sorted(variant_names()))
def test_every_meld_of_a_short_hand_the_judge_accepts_reaches_a_listed_table(
        variant: str) -> None:
    # Short hands, and hands bound by a partner's yes (the random play here asks whenever it
    # may): where going out decides. On the listing before, Chile's wild cards onto a rank's
    # second group (the first already holding its two) were found missing here; a longer run
    # of the same search found a seat bound to go out that had to lay another king than the
    # hand's first (test_generation.py pins it).
    rng = random.Random("short " + variant)
    players = find_variant(variant).default_players
    looked = 0
    for seed in range(2000):
        state = new_game(variant, players, seed=seed)
        while not state.is_hand_over and looked < SHORT_HANDS:
            if state.phase == "play" and 2 <= len(state.hands[state.turn]) <= SHORT:
                looked += 1
                reached = _reached(state, "meld")
                for text in _every_meld(state):
                    try:
                        after, _ = state.replace().apply(text)
                    except IllegalActionError:
                        continue
                    if not after.is_hand_over:  # (going out: one way is listed)
                        assert _table(after) in reached, (state.to_position(), text)
            listed = [a for a in state.legal_actions() if a.kind not in ("acaba", "special")]
            listed = listed or list(state.legal_actions())
            weights = [20 if a.kind == "ask" else 6 if a.kind in ("meld", "pickup") else 1
                       for a in listed]
            state, _ = state.apply(rng.choices(listed, weights)[0])
        if looked >= SHORT_HANDS:
            break
    assert looked == SHORT_HANDS
