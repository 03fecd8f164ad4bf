"""A uniformly random legal player: the floor every other level must beat."""

from __future__ import annotations

import random

from game.rules import Action, PlayerView

from .base import Bot


class RandomBot(Bot):
    """Picks any legal action with equal chance."""

    level = "random"

    def decide(self, view: PlayerView, rng: random.Random) -> Action:
        legal = view.legal_actions
        return legal[rng.randrange(len(legal))]
