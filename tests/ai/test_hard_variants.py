"""The hard bot plays every variant, with its budget scaled to the variant's speed."""

from __future__ import annotations

import pytest

from game.ai import make_bot
from game.ai.hard import DEFAULT_BUDGET, MIN_SEARCH, HardBot, variant_budget
from game.rules import find_variant, new_game, variant_names


def budget_of(variant: str) -> int:
    return variant_budget(DEFAULT_BUDGET, find_variant(variant))


def test_every_variant_has_a_calibrated_cost() -> None:
    assert budget_of("classic") == DEFAULT_BUDGET
    for variant in variant_names():
        assert budget_of(variant) <= DEFAULT_BUDGET
    # The slowest variants fall back to the normal choice instead of a noisy search.
    assert budget_of("italy") < MIN_SEARCH
    searched = {v for v in variant_names() if budget_of(v) >= MIN_SEARCH}
    assert searched == {"classic", "classic-bicycle", "uruguayan", "british"}


@pytest.mark.parametrize("variant", sorted(variant_names()))
def test_hard_plays_every_variant(variant: str) -> None:
    state = new_game(variant, seed=3)
    hard = HardBot(4, budget=300)
    normal = make_bot("normal", 5)
    for _ in range(24):
        if state.is_hand_over:
            break
        seat = state.to_act
        view = state.player_view(seat)
        bot = hard if seat % 2 == 0 else normal
        action = bot.choose(view)
        assert action in state.legal_actions()
        assert action == HardBot(4, budget=300).choose(view) or bot is normal
        state, _ = state.apply(action)
