"""The hard bot plays every variant, with its budget scaled to the variant's speed."""

from __future__ import annotations

import pytest

from game.ai import make_bot
from game.ai.hard import (
    DEFAULT_BUDGET,
    FAMILY_BUDGET,
    MIN_DEPTH,
    MIN_SEARCH,
    MIN_WORLDS,
    HardBot,
    HardThinking,
    default_budget,
    rollout_depth,
    variant_budget,
)
from game.rules import PlayerView, find_variant, new_game, variant_names


def budget_of(variant: str) -> int:
    return variant_budget(DEFAULT_BUDGET, find_variant(variant))


def test_every_variant_has_a_calibrated_cost() -> None:
    assert budget_of("classic") == DEFAULT_BUDGET
    for variant in variant_names():
        assert budget_of(variant) <= DEFAULT_BUDGET
    # Since legal actions are built, not tried, every variant's budget is large enough to
    # search: none falls back to the expert's choice.
    assert all(budget_of(v) >= MIN_SEARCH for v in variant_names())


def test_rollouts_are_cut_only_where_actions_cost_more_than_in_classic() -> None:
    assert rollout_depth(find_variant("classic"), DEFAULT_BUDGET, 4) is None
    depth = rollout_depth(find_variant("ponytail"), budget_of("ponytail"), 4)
    assert depth is not None and depth >= MIN_DEPTH
    # A decision still plays several worlds, each with every candidate.
    assert depth * 4 * MIN_WORLDS <= max(budget_of("ponytail"), MIN_DEPTH * 4 * MIN_WORLDS)


def _searched_view(variant: str, players: int) -> tuple[PlayerView, HardThinking]:
    """The first decision a hard bot searches in a seeded hand of normal bots, and its
    thinking (the budget it spends)."""
    state = new_game(variant, players=players, seed=2)
    normal = make_bot("normal", 1)
    while not state.is_hand_over:
        view = state.player_view(state.to_act)
        thinking = HardBot(3).begin(view)
        if isinstance(thinking, HardThinking):
            return view, thinking
        state, _ = state.apply(normal.choose(view))
    raise AssertionError(f"no searched decision in a hand of {variant}")


@pytest.mark.parametrize(("variant", "players", "budget"), [
    ("classic", 4, FAMILY_BUDGET), ("british", 4, FAMILY_BUDGET), ("classic", 2, FAMILY_BUDGET),
    ("italy", 4, DEFAULT_BUDGET), ("samba", 4, DEFAULT_BUDGET),
])
def test_classic_family_searches_with_twice_the_budget(
    variant: str, players: int, budget: int
) -> None:
    # Measured to win more hands in Classic's family only; elsewhere more worlds did not.
    assert FAMILY_BUDGET == 2 * DEFAULT_BUDGET
    view, thinking = _searched_view(variant, players)
    assert default_budget(view) == budget
    assert thinking.budget == variant_budget(budget, find_variant(variant))
    # A budget given explicitly (tests, golden games, benchmarks) is kept as given.
    given = HardBot(3, budget=600).begin(view)
    assert isinstance(given, HardThinking)
    assert given.budget == variant_budget(600, find_variant(variant))


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


def test_hand_and_foot_searches_but_not_discards() -> None:
    from game.ai.expert import decide
    from game.ai.hard import NO_DISCARD_SEARCH, candidates

    assert "hand-and-foot" in NO_DISCARD_SEARCH
    searched = {"discard": 0, "other": 0}
    state = new_game("hand-and-foot", seed=5)
    bot = make_bot("normal", 1)
    while not state.is_hand_over:
        view = state.player_view(state.to_act)
        base, _ = decide(view, None)
        found = candidates(view, base)
        assert found[0] == base
        if len(found) > 1:  # the pile or the stock, going out, answering the partner
            searched["discard" if base.kind == "discard" else "other"] += 1
        state, _ = state.apply(bot.choose(view))
    assert searched["discard"] == 0
    assert searched["other"] >= 1


@pytest.mark.parametrize(("players", "worlds"), [(2, 200), (4, 200), (6, 133)])
def test_the_world_cap_falls_with_more_seats(players: int, worlds: int) -> None:
    # A world of six hands costs more to deal and score: a search that reaches the cap
    # (rollouts that end at once) stops earlier, within the time a decision may take.
    _, thinking = _searched_view("classic", players)
    assert thinking.max_worlds == worlds


@pytest.mark.parametrize(("variant", "searched"), [("classic", True), ("classic-bicycle", True),
                                                   ("samba", False)])
def test_classics_family_searches_opening_against_waiting(variant: str, searched: bool) -> None:
    # Before the side opens, Classic's family weighs opening now against waiting in the
    # search (the expert's choice, its best meld, its throw); once opened, and elsewhere, a
    # throw is searched against throws only.
    from game.ai.expert import decide
    from game.ai.hard import candidates
    from game.ai.knowledge import goes_out

    choices = {"before": 0, "after": 0}
    for seed in range(1, 6):
        state = new_game(variant, players=4, seed=seed)
        bot = make_bot("normal", seed)
        while not state.is_hand_over:
            view = state.player_view(state.to_act)
            melds = [a for a in view.legal_actions
                     if a.kind == "meld" and not goes_out(view, a)]
            if view.phase == "play" and melds:
                base, _ = decide(view, None)
                found = candidates(view, base)
                assert found[0] == base and all(a in view.legal_actions for a in found)
                kinds = {a.kind for a in found}
                when = "after" if view.opened(view.team) else "before"
                if base.kind == "discard" and (when == "after" or not searched):
                    assert kinds == {"discard"}
                elif when == "before" and searched:
                    assert kinds >= {"meld", "discard"} or "discard" not in {
                        a.kind for a in view.legal_actions}
                    choices[when] += 1
            state, _ = state.apply(bot.choose(view))
    if searched:
        assert choices["before"] >= 3
