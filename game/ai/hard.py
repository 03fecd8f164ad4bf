"""Placeholder hard bot (replaced by the search bot): the normal policy, in slices."""

from __future__ import annotations

import random

from game.rules import Action, PlayerView

from .base import Bot
from .normal import decide


class HardBot(Bot):
    level = "hard"

    def decide(self, view: PlayerView, rng: random.Random) -> Action:
        return decide(view, rng)[0]
