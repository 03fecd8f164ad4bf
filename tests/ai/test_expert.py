"""The expert policy (the hard bot's base): legal, deterministic, internal to the arena."""

from __future__ import annotations

from game.ai import LEVELS, make_bot
from game.ai.expert import decide as expert_decide
from game.ai.hard import HardBot
from game.ai.selfplay import play_game
from game.rules import new_game


def test_expert_is_internal_but_available_to_the_arena() -> None:
    assert "expert" not in LEVELS
    assert make_bot("expert", 3).level == "expert"


def test_expert_plays_legal_games_deterministically() -> None:
    one = play_game(["expert", "normal"] * 2, "classic", 4, seed=8, max_hands=2)
    two = play_game(["expert", "normal"] * 2, "classic", 4, seed=8, max_hands=2)
    assert one.total_scores == two.total_scores


def test_hard_without_budget_plays_the_expert_choice() -> None:
    state = new_game("classic", players=4, seed=2)
    hard = HardBot(1, budget=0)
    for _ in range(60):
        if state.is_hand_over:
            break
        view = state.player_view(state.to_act)
        action = hard.choose(view)
        expected, reason = expert_decide(view, None)
        assert reason
        assert action == expected
        assert action in state.legal_actions()
        state, _ = state.apply(action)


def test_hard_searches_discards_among_the_safest_spares() -> None:
    from game.ai.expert import decide
    from game.ai.hard import candidates

    searched = 0
    state = new_game("classic", players=4, seed=5)
    bot = make_bot("normal", 1)
    while not state.is_hand_over:
        view = state.player_view(state.to_act)
        base, _ = decide(view, None)
        if view.phase == "play" and base.kind == "discard":
            found = candidates(view, base)
            assert found[0] == base
            assert all(a.kind == "discard" and a in view.legal_actions for a in found)
            assert len(set(found)) == len(found)
            searched += len(found) > 1
        state, _ = state.apply(bot.choose(view))
    assert searched >= 3
