"""Seeded bots decide the same way every time; hints and sliced thinking work."""

from __future__ import annotations

import pytest

from game.ai import make_bot
from game.ai.hard import HardBot
from game.ai.hint import hint
from game.ai.selfplay import play_game
from game.rules import GameState, new_game


def test_games_repeat_exactly() -> None:
    for levels in (["normal", "easy"] * 2, ["random", "normal", "easy"]):
        one = play_game(levels, players=len(levels), seed=21, max_hands=2)
        two = play_game(levels, players=len(levels), seed=21, max_hands=2)
        assert one.state_hash() == two.state_hash()


def test_hard_bot_is_deterministic_per_seed() -> None:
    state = new_game("classic", players=4, seed=4)
    bot = make_bot("normal", 0)
    decisions = 0
    while decisions < 12 and not state.is_hand_over:
        view = state.player_view(state.to_act)
        a = HardBot(9, budget=120).choose(view)
        assert a == HardBot(9, budget=120).choose(view)
        assert a in state.legal_actions()
        state, _ = state.apply(bot.choose(view))
        decisions += 1


def mid_hand_states(count: int) -> list[GameState]:
    found = []
    bot = make_bot("normal", 1)
    for seed in range(count):
        state = new_game("classic", players=4, seed=seed)
        for _ in range(seed * 3 % 40):
            if state.is_hand_over:
                break
            state, _ = state.apply(bot.choose(state.player_view(state.to_act)))
        if not state.is_hand_over:
            found.append(state)
    return found


def test_hint_is_legal_with_a_reason() -> None:
    for state in mid_hand_states(40):
        action, reason = hint(state.player_view(state.to_act))
        assert action in state.legal_actions()
        text = str(reason)
        assert text and "\n" not in text and text.endswith(".")


def test_sliced_thinking_returns_none_then_an_action() -> None:
    # A position with a real choice: find a state where the hard bot searches.
    for state in mid_hand_states(60):
        view = state.player_view(state.to_act)
        thinking = HardBot(2, budget=300).begin(view)
        first = thinking.step(0.0)
        if first is not None:
            continue  # a forced or obvious decision
        steps = 1
        action = None
        while action is None:
            action = thinking.step(1.0)
            steps += 1
            assert steps < 100_000
        assert steps > 2
        assert action in state.legal_actions()
        # The slicing never changes the decision.
        assert action == HardBot(2, budget=300).choose(view)
        return
    raise AssertionError("no searched decision found")


def test_easy_and_normal_finish_on_first_step() -> None:
    state = new_game("classic", players=2, seed=8)
    for level in ("random", "easy", "normal"):
        assert make_bot(level).begin(state.player_view(state.to_act)).step(0.0) is not None


def test_a_search_stops_after_max_worlds_with_budget_left(monkeypatch: pytest.MonkeyPatch) -> None:
    # Where rollouts end at once, the budget alone would deal hundreds of worlds: the search
    # stops at MAX_WORLDS whatever budget is left (the cap lowered here so any search meets it).
    from game.ai import hard

    for state in mid_hand_states(60):
        view = state.player_view(state.to_act)
        free = HardBot(2, budget=300).begin(view)
        if free.step(0.0) is not None:
            continue
        while free.step(1e9) is None:
            pass
        assert isinstance(free, hard.HardThinking)
        if free.worlds <= 2:
            continue  # the budget stopped it first: no room for the cap to show
        monkeypatch.setattr(hard, "MAX_WORLDS", 2)
        capped = HardBot(2, budget=300).begin(view)
        while capped.step(1e9) is None:
            pass
        assert isinstance(capped, hard.HardThinking)
        assert capped.worlds == 2 and capped.used < capped.budget
        return
    raise AssertionError("no searched decision found")


def test_a_search_pays_for_the_placements_its_rollouts_walk(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Rollouts that meet going-out searches walking hundreds of placements (a search that
    # fails) are charged for them: the budget then meets fewer worlds, and the decision stays
    # within its time. Here every step of the rollouts is made to walk 500.
    from itertools import count

    from game.ai import hard

    for state in mid_hand_states(60):
        view = state.player_view(state.to_act)
        free = HardBot(2, budget=300).begin(view)
        if not isinstance(free, hard.HardThinking):
            continue
        while free.step(1e9) is None:
            pass
        if free.worlds < 4:
            continue
        reads = count(0, 500)
        monkeypatch.setattr(hard, "placements_walked", reads.__next__)
        charged = HardBot(2, budget=300).begin(view)
        assert isinstance(charged, hard.HardThinking)
        while charged.step(1e9) is None:
            pass
        assert charged.worlds < free.worlds and charged.used >= charged.budget
        return
    raise AssertionError("no searched decision found")
