"""The expert-alternatives diagnostic (benchmarks/expert_alternatives.py) plays out real
alternatives: each one legal where it was found, of the kind it is filed under, and its
difference in hands won one of the few a single hand allows."""

from __future__ import annotations

import importlib.util
import random
import sys
from pathlib import Path
from types import ModuleType

from game.ai.expert import decide
from game.ai.expert import style_for as expert_style
from game.ai.knowledge import know
from game.rules import new_game

BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"


def _load() -> ModuleType:
    sys.path.insert(0, str(BENCHMARKS))
    try:
        spec = importlib.util.spec_from_file_location(
            "expert_alternatives", BENCHMARKS / "expert_alternatives.py")
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        return module
    finally:
        sys.path.remove(str(BENCHMARKS))


def test_every_alternative_is_legal_and_of_its_kind() -> None:
    bench = _load()
    rng = random.Random(5)
    state = new_game("classic", players=4, seed=7)
    kinds: set[str] = set()
    while state.phase not in ("hand_over", "game_over"):
        view = state.player_view(state.to_act)
        chosen = decide(view)[0]
        style = expert_style(view)
        found = bench.alternative(view, know(view, style.natural_spares, style.plan_mixed),
                                  chosen, rng)
        if found is not None:
            kind, action = found
            kinds.add(kind)
            assert action != chosen
            assert action in view.legal_actions
            expected = {"draw->pickup": ("draw", "pickup"), "pickup->draw": ("pickup", "draw"),
                        "meld->hold": ("meld", "discard"), "hold->meld": ("discard", "meld"),
                        "disc->disc2": ("discard", "discard")}[kind]
            assert (chosen.kind, action.kind) == expected
        state, _ = state.apply(chosen)
    assert {"meld->hold", "disc->disc2"} <= kinds


def test_a_hand_played_out_both_ways_differs_by_at_most_one_hand() -> None:
    bench = _load()
    rows = bench.measure("classic", 701, 2, 1.0)
    assert rows
    assert {r["won"] for r in rows} <= {-1.0, -0.5, 0.0, 0.5, 1.0}
    assert all(r["won"] == 0 or r["points"] != 0 for r in rows)
