"""Typed errors of the rules engine.

Both subclass :class:`ValueError`, so callers that only care that *something* was wrong can catch
that, while the UI can tell a typo from a move the rules forbid.
"""

from __future__ import annotations


class NotationError(ValueError):
    """Text that is not a card, an action or a position (bad syntax, unknown card)."""


class IllegalActionError(ValueError):
    """A well-formed action that the rules do not allow now; the message says why."""


class PositionError(ValueError):
    """A position that cannot exist (too many copies of a card, an illegal meld, a bad seat)."""
