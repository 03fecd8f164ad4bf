"""Hints: what the normal bot would do in the player's place, and why in one line."""

from __future__ import annotations

from game.rules import Action, PlayerView

from .base import decision_rng
from .normal import decide
from .reasons import HintReason


def hint(view: PlayerView) -> tuple[Action, HintReason]:
    """The normal policy's choice for ``view`` and a one-line reason.

    Example: ``(Action.parse("pickup KC KD"), reason)`` where ``str(reason)`` is "Take the pile
    (6 cards): you hold a pair of kings." (the reason is data, :class:`HintReason`, which the
    interface renders in the player's language). The seat must be to act.
    """
    if not view.legal_actions:
        raise ValueError(f"seat {view.seat} is not to act")
    return decide(view, decision_rng(0, view))
