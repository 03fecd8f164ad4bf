"""Cards that cost more held at the hand's end than their points (Modern American: a third
seven or ace in one hand, :meth:`~game.rules.variants.Rules.held_penalty`), as the normal bot
weighs keeping one."""

from __future__ import annotations

from game.rules.cards import Card

from .goals import short_of
from .knowledge import Knowledge


def held_cost(k: Knowledge, c: Card, near: int) -> float:
    """What keeping ``c`` adds to the hand's cost at its end (:meth:`Rules.held_penalty`):
    the cost its rank brings, shared by the copies beyond two, by the chance that the hand
    ends before they can go — certain once our side may go out (the partner cannot see what
    we hold) or the opponents are about to (``near``: the normal bot's threat, 0 to 3), likely
    when one canasta is missing."""
    view = k.view
    rules = view.rules
    now = rules.held_penalty(view.hand)
    if not now:
        return 0.0
    n = k.hand_counts[c.rank]
    if n < 3:
        return 0.0
    two = [x for x in view.hand if x.rank != c.rank] + [c, c]
    extra = (now - rules.held_penalty(two)) / (n - 2)
    if not extra:
        return 0.0
    lacking = sum(count for _, count in short_of(view, k.team))
    if not lacking or near >= 2:
        return extra
    return extra * (0.5 if lacking == 1 or near else 0.15)
