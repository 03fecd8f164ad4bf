"""Typed errors of the rules engine.

All subclass :class:`ValueError`, so callers that only care that *something* was wrong can catch
that, while the UI can tell a typo from a move the rules forbid.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .reasons import Reason


class NotationError(ValueError):
    """Text that is not a card, an action or a position (bad syntax, unknown card).

    Raised by the notation's readers with a :class:`~game.rules.reasons.Reason` of a
    ``notation.`` code saying what could not be read and what was expected; the message is its
    English text. ``reason`` is None for one raised with a message alone.
    """

    def __init__(self, why: Reason | str) -> None:
        super().__init__(why)
        self.reason: Reason | None = None if isinstance(why, str) else why

    def __str__(self) -> str:
        return str(self.args[0])

    @property
    def code(self) -> str | None:
        """The reason's code (``"notation.not_a_card"``), or None."""
        return None if self.reason is None else self.reason.code

    @property
    def params(self) -> Mapping[str, Any]:
        """The values the reason's text needs (``{"code": "'ZZ'"}``)."""
        return {} if self.reason is None else self.reason.params


class IllegalActionError(ValueError):
    """A well-formed action that the rules do not allow now.

    ``reason`` says why as data (:class:`~game.rules.reasons.Reason`: a code and its values,
    such as the points needed and offered to open); the message is its English text, one a
    player understands. Every language renders the same reason from its catalogue.
    """

    def __init__(self, reason: Reason) -> None:
        super().__init__(reason)
        self.reason = reason

    def __str__(self) -> str:
        # Written when read: the action generator tries and drops many refusals unread.
        return str(self.reason.as_sentence())

    @property
    def sentence(self) -> Reason:
        """The reason as the player reads it: a whole sentence (a clause such as "a sequence
        holds no wild cards" gets its capital letter and full stop)."""
        return self.reason.as_sentence()

    @property
    def code(self) -> str:
        """The reason's code (``"opening.short"``)."""
        return self.reason.code

    @property
    def params(self) -> Mapping[str, Any]:
        """The values the reason's text needs (``{"minimum": 90, "value": 65}``)."""
        return self.reason.params


class PositionError(ValueError):
    """A position that cannot exist (too many copies of a card, an illegal meld, a bad seat)."""
