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
"""

from __future__ import annotations

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


def adjusted_holds(
    p1: float, p2: float, weights: tuple[float, float] | None
) -> tuple[float, float]:
    """Chances of at least one and at least two naturals of a rank, from the chance-alone
    figures (``p1``, ``p2``) and the signs against the rank (``weights``)."""
    if weights is None:
        return p1, p2
    one, two = weights
    exactly_one = max(0.0, p1 - p2)
    total = (1.0 - p1) + one * exactly_one + two * p2
    if total <= 0:
        return 0.0, 0.0
    return (one * exactly_one + two * p2) / total, two * p2 / total
