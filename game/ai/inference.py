"""What a seat's public play says about its hidden hand.

Everybody sees what a seat throws and when it draws over a pile it could have taken
(``PlayerView.thrown`` and ``passed``). A player rarely throws a card of a rank it holds more
of, and a side that has opened always takes the pile when it holds a natural pair of the top
card. So after a seat threw a seven, or drew over a seven on the pile, it holds fewer sevens
than chance alone would give it.

The weights below are how much less likely a hand holding one, or two or more, naturals of
such a rank is than a hand holding none: measured by self-play (300 deals of normal bots,
about 50 000 observations), counting the true hands against randomly dealt ones, by how many
cards the seat threw (or drew over) since, then corrected once so that worlds dealt with them
hold such ranks as often as the true hands did. The more recent the sign, the stronger it is.

How much a seat's hand holds of a rank is read with a fitted model (:func:`read_holds`): a
logistic regression on the chance-alone figure and the signs, fitted by self-play (4500
deals of the expert against normal, about 640 000 observations of the next player's hand).
It predicts the true hands far better than the weights alone (log-loss of "holds a pair"
0.448 by the weights, 0.415 by the model, on deals it was not fitted on).
"""

from __future__ import annotations

import math

from game.rules import PlayerView
from game.rules.cards import Card

#: By age (0: the seat's latest throw, 3: three or more throws ago): the weight of holding
#: one, and two or more, naturals of the rank thrown (none: 1).
THROWN: tuple[tuple[float, float], ...] = ((0.33, 0.03), (0.29, 0.16), (0.29, 0.18), (0.41, 0.35))
#: The same for a pile top the seat drew over once its side had opened.
PASSED: tuple[tuple[float, float], ...] = ((0.45, 0.3), (0.36, 0.33), (0.4, 0.46), (0.4, 0.75))

#: Per rank: the weight of holding one, and two or more, naturals of it.
RankWeights = dict[str, tuple[float, float]]


def rank_weights(view: PlayerView, seat: int) -> RankWeights:
    """What ``seat``'s throws and passes this hand say, per rank (ranks without a sign: none)."""
    weights: RankWeights = {}
    rules = view.rules
    for record, table in ((view.thrown, THROWN), (view.passed, PASSED)):
        if not record:
            continue
        seen: set[str] = set()
        cards = record[seat]
        for age, card in enumerate(reversed(cards)):
            # Wild cards and threes are never melded from a pair: they say nothing.
            if not card.is_natural or rules.is_wild(card) or card.rank in seen:
                continue
            seen.add(card.rank)  # the latest sign of a rank says the most
            one, two = table[min(age, len(table) - 1)]
            w1, w2 = weights.get(card.rank, (1.0, 1.0))
            weights[card.rank] = (w1 * one, w2 * two)
    return weights


def hand_weight(hand: tuple[Card, ...], weights: RankWeights) -> float:
    """How likely ``hand`` is, relative to a hand none of the signs speak against (0..1]."""
    if not weights:
        return 1.0
    counts: dict[str, int] = {}
    for c in hand:
        if c.rank in weights:
            counts[c.rank] = counts.get(c.rank, 0) + 1
    w = 1.0
    for rank, n in counts.items():
        one, two = weights[rank]
        w *= one if n == 1 else two
    return w


#: The model's coefficients for "holds at least one" and "at least two" naturals of a rank, in
#: the order of :func:`_features`.
HOLD_ONE = (0.13, 0.991, -1.684, -1.855, -1.426, -1.265, -0.77, -0.655, -0.495, -0.448,
            -1.656, 0.187, 0.011, 0.221, -0.112, -0.105, 0.162, 0.393, -0.237)
HOLD_TWO = (0.305, 0.826, -1.74, -1.254, -0.954, -1.018, -0.745, -0.416, -0.276, -0.345,
            -0.989, 0.143, -0.036, 0.178, -0.105, -0.532, 0.077, 1.418, -0.139)


def read_holds(
    view: PlayerView, seat: int, rank: str, p1: float, p2: float, melded: bool, unseen: int
) -> tuple[float, float]:
    """Chances that ``seat`` holds at least one and at least two naturals of ``rank``, from
    the chance-alone figures (``p1``, ``p2``) and what the table says: its throws and passes
    of the rank and how long ago, whether its side melded the rank or has opened, how many
    cards it holds, how far the hand has gone."""
    shared = _features(view, seat, rank, melded, unseen)
    return _model(HOLD_ONE, p1, shared), _model(HOLD_TWO, p2, shared)


def _model(coef: tuple[float, ...], base: float, shared: list[float]) -> float:
    if base <= 0.0:
        return 0.0
    base = min(max(base, 1e-4), 1 - 1e-4)
    z = coef[0] + coef[1] * math.log(base / (1 - base))
    z += sum(c * x for c, x in zip(coef[2:], shared, strict=True))
    return 1.0 / (1.0 + math.exp(-z))


def _features(
    view: PlayerView, seat: int, rank: str, melded: bool, unseen: int
) -> list[float]:
    thrown = view.thrown[seat] if view.thrown else ()
    passed = view.passed[seat] if view.passed else ()
    out = _age(thrown, rank) + _age(passed, rank)
    unknown = (view.hand_sizes[seat] - len(view.known[seat])) / 10
    out += [
        float(melded),
        float(view.opened(view.team_of(seat))),
        unknown,
        unseen / 4,
        float(view.pile_frozen),
        view.stock_size / 50,
        len(view.pile) / 20,
        len(thrown) / 10,
        unknown * unknown,
    ]
    return out


def _age(cards: tuple[Card, ...], rank: str) -> list[float]:
    """One-hot: how many of the seat's throws (or passes) ago it last showed ``rank`` (0, 1,
    2, 3 or more), all zero if never this hand."""
    ages = [0.0, 0.0, 0.0, 0.0]
    for age, c in enumerate(reversed(cards)):
        if c.rank == rank and c.is_natural:
            ages[min(age, 3)] = 1.0
            break
    return ages
