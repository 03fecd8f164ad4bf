"""Computer opponents: bots that decide from a :class:`~game.rules.PlayerView` only.

``make_bot(level, seed)`` returns a :class:`Bot` for one of :data:`LEVELS`:

* ``random`` — any legal action (a baseline);
* ``easy`` — a beginner's opponent that misses things;
* ``normal`` — a solid heuristic player (it also gives hints, see :mod:`game.ai.hint`);
* ``hard`` — the expert policy (normal's heuristics tuned, :mod:`game.ai.expert`) with
  determinized Monte-Carlo search on top (normal-policy rollouts).

``bot.choose(view)`` decides at once; ``bot.begin(view)`` returns a :class:`Thinking` whose
``step(max_ms)`` works in small slices (for a table that must keep animating) and returns the
action when done. This package never imports pygame.
"""

from __future__ import annotations

from .base import Bot, Decided, Thinking, decision_rng
from .easy import EasyBot
from .expert import ExpertBot
from .hard import HardBot
from .normal import NormalBot
from .random_bot import RandomBot

LEVELS: tuple[str, ...] = ("random", "easy", "normal", "hard")

_CLASSES: dict[str, type[Bot]] = {
    "random": RandomBot,
    "easy": EasyBot,
    "normal": NormalBot,
    "hard": HardBot,
    "expert": ExpertBot,  # internal: hard's base policy, for the arena
}


def make_bot(level: str, seed: int = 0) -> Bot:
    """A bot of ``level`` (one of :data:`LEVELS`); the same seed and views give the same play."""
    cls = _CLASSES.get(level)
    if cls is None:
        raise ValueError(f"unknown bot level '{level}' (choose from {', '.join(LEVELS)})")
    return cls(seed)


__all__ = ["LEVELS", "Bot", "Decided", "Thinking", "decision_rng", "make_bot"]
