"""Bots never raise and never pick an illegal action, for every player count."""

from __future__ import annotations

import pytest

from game.ai import LEVELS, make_bot
from game.ai.selfplay import seat_seed
from game.rules import check_invariants, new_game


def play_hands(levels: list[str], players: int, seed: int, hands: int) -> int:
    """Play ``hands`` seeded hands, checking each chosen action is legal; return actions."""
    state = new_game("classic", players=players, seed=seed)
    bots = [make_bot(levels[s % len(levels)], seat_seed(seed, s)) for s in range(players)]
    played = 0
    done = 0
    while done < hands and state.phase != "game_over":
        if state.phase == "hand_over":
            done += 1
            state, _ = state.apply("deal")
            continue
        seat = state.to_act
        view = state.player_view(seat)
        action = bots[seat].choose(view)
        assert action in state.legal_actions(), (str(action), state.to_position())
        state, _ = state.apply(action)
        played += 1
    assert not check_invariants(state)
    return played


@pytest.mark.parametrize("players", [2, 3, 4, 6])
@pytest.mark.parametrize("level", ["random", "easy", "normal"])
def test_fast_levels_play_legally(players: int, level: str) -> None:
    for seed in range(6):
        play_hands([level, "easy", "normal", "random"], players, seed, hands=3)


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_house_rules_variant(players: int) -> None:
    state = new_game("classic-bicycle", players=players, seed=5)
    bots = [make_bot("normal", s) for s in range(players)]
    for _ in range(3000):
        if state.is_hand_over:
            break
        seat = state.to_act
        action = bots[seat].choose(state.player_view(seat))
        assert action in state.legal_actions()
        state, _ = state.apply(action)


def test_unknown_level() -> None:
    with pytest.raises(ValueError):
        make_bot("grandmaster")
    assert set(LEVELS) == {"random", "easy", "normal", "hard"}


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_hard_plays_legally(players: int) -> None:
    from game.ai.hard import HardBot

    state = new_game("classic", players=players, seed=31 + players)
    bots = [HardBot(s, budget=60) for s in range(players)]
    while not state.is_hand_over:
        seat = state.to_act
        action = bots[seat].choose(state.player_view(seat))
        assert action in state.legal_actions()
        state, _ = state.apply(action)


def test_hard_answers_an_ask_without_failing() -> None:
    """Worlds sampled while an answer is due must let the asker go out (it showed it can)."""
    import random

    from game.ai.determinize import sample_world
    from game.ai.hard import HardBot
    from game.rules import can_go_out

    asker = make_bot("random", 1)
    found = 0
    for seed in range(400):
        state = new_game("classic", players=4, seed=seed)
        while not state.is_hand_over and state.phase != "answer":
            state, _ = state.apply(asker.choose(state.player_view(state.to_act)))
        if state.phase != "answer":
            continue
        view = state.player_view(state.to_act)
        world = sample_world(view, random.Random(seed))
        assert can_go_out(world)
        assert HardBot(seed, budget=200).choose(view) in state.legal_actions()
        found += 1
        if found == 3:
            return
    raise AssertionError("no ask found")
