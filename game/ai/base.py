"""The bot interface: a bot sees one seat's :class:`PlayerView` and nothing else.

Bots never receive a :class:`GameState`: the view holds no card the seat cannot see, so a bot
cannot peek by construction. Decisions are deterministic: all randomness comes from the bot's
seed and a digest of the view (never from hidden state or the clock's entropy).
"""

from __future__ import annotations

import random
from typing import Protocol

from game.rules import Action, PlayerView
from game.rules.cards import format_cards


class Thinking(Protocol):
    """A decision in progress; the browser has no threads, so work comes in slices."""

    def step(self, max_ms: float) -> Action | None:
        """Work for about ``max_ms`` milliseconds; return the action once decided."""
        ...


class Decided:
    """A decision that was made at once (easy and normal bots finish on the first step)."""

    __slots__ = ("action",)

    def __init__(self, action: Action) -> None:
        self.action = action

    def step(self, max_ms: float) -> Action | None:
        return self.action


class Bot:
    """Base class: subclasses implement :meth:`decide` (or override :meth:`begin`)."""

    level = "base"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def decide(self, view: PlayerView, rng: random.Random) -> Action:
        raise NotImplementedError

    def begin(self, view: PlayerView) -> Thinking:
        """Start deciding for ``view`` (the seat must be to act)."""
        check_my_turn(view)
        return Decided(self.decide(view, decision_rng(self.seed, view)))

    def choose(self, view: PlayerView) -> Action:
        """Decide with the full budget, blocking until done."""
        thinking = self.begin(view)
        while True:
            action = thinking.step(1e9)
            if action is not None:
                return action

    def __repr__(self) -> str:
        return f"{type(self).__name__}(seed={self.seed})"


def check_my_turn(view: PlayerView) -> None:
    if not view.legal_actions:
        raise ValueError(f"seat {view.seat} is not to act (seat {view.to_act} is)")


def view_key(view: PlayerView) -> str:
    """A compact text of the public facts of a view, unique per decision point."""
    melds = ";".join(
        "/".join(format_cards(m.cards) for m in team) for team in view.melds
    )
    return (
        f"{view.seat}|{view.hand_number}|{view.turn}|{view.phase}|{view.asked}|"
        f"{format_cards(view.hand)}|{format_cards(view.pile)}|{melds}|"
        f"{view.hand_sizes}|{view.stock_size}|{view.scores}"
    )


def decision_rng(seed: int, view: PlayerView) -> random.Random:
    """The randomness of one decision: fixed by the bot's seed and the view.

    A string seed goes through SHA-512 inside :mod:`random`, so it is the same in every process
    and in the browser (unlike ``hash()``, which is salted per process).
    """
    return random.Random(f"{seed}|{view_key(view)}")
