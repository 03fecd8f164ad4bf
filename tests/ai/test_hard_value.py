"""Hard values a rollout by the chance of winning the game, not the hand's points alone (and, in
Classic's family, by winning the hand besides)."""

from __future__ import annotations

import math
import random

import pytest

from game.ai.hard import (
    HAND_WIN,
    HAND_WIN_SCALE,
    HardThinking,
    estimate,
    evaluate,
    game_value,
    rollout_action,
)
from game.ai.normal import style_for as rival_style
from game.ai.style import NORMAL, NORMAL_CLASSIC
from game.rules import GameState, new_game, read_position


def _at(scores: tuple[int, int], variant: str = "classic") -> GameState:
    return new_game(variant, players=4, seed=1).replace(scores=scores)


def test_at_the_start_a_point_of_lead_is_worth_about_a_point() -> None:
    state = _at((0, 0))
    even = game_value(state, 0, (500.0, 500.0))
    ahead = game_value(state, 0, (600.0, 500.0))
    assert even is not None and ahead is not None
    assert ahead - even == pytest.approx(100, rel=0.1)


def test_crossing_the_target_ahead_wins_and_behind_loses() -> None:
    state = _at((4800, 4700))
    full = game_value(state, 0, (300.0, 0.0))
    assert full is not None and full > 5000
    assert game_value(state, 1, (300.0, 0.0)) == 0.0
    # The same 300-point hand is worth far more here than at the start of a game.
    start = _at((0, 0))
    gain_start = game_value(start, 0, (300.0, 0.0)) - game_value(start, 0, (0.0, 0.0))  # type: ignore[operator]
    gain_end = full - game_value(state, 0, (0.0, 0.0))  # type: ignore[operator]
    assert gain_end > 3 * gain_start


def test_a_tie_for_the_lead_over_the_target_leaves_the_game_open() -> None:
    # Three sides: two tie above the target, so another hand is played and the third side,
    # close behind, can still win.
    state = new_game("classic", players=3, seed=1).replace(scores=(4900, 5100, 5100))
    target = state.rules.target(3)
    assert 4900 < target <= 5100
    winning = game_value(state, 0, (400.0, 0.0, 0.0))
    behind = game_value(state, 0, (0.0, 0.0, 0.0))
    assert winning is not None and behind is not None
    assert 0.2 * winning < behind < winning


def test_more_points_on_a_safe_lead_are_worth_little() -> None:
    state = _at((4000, 1000))
    near = game_value(state, 0, (100.0, 0.0))
    far = game_value(state, 0, (600.0, 0.0))
    assert near is not None and far is not None
    assert far - near < 0.2 * 500  # 500 points of hand worth a fifth of that or less


def test_a_game_of_fixed_hands_is_valued_by_points() -> None:
    state = new_game("hand-and-foot", players=4, seed=1)
    assert game_value(state, 0, (100.0, 0.0)) is None
    assert state.rules.hands_per_game
    assert evaluate(state, 0) == pytest.approx(evaluate(state, 1) * -1)


def test_in_classics_family_and_cuba_winning_the_hand_is_worth_more_than_its_points() -> None:
    state = _at((0, 0)).play("draw")
    totals = estimate(state)
    lead = totals[0] - totals[1]
    bonus = HAND_WIN * math.tanh(lead / HAND_WIN_SCALE)
    assert bonus != 0.0
    assert evaluate(state, 0, HAND_WIN) - evaluate(state, 0) == pytest.approx(bonus)
    assert evaluate(state, 1, HAND_WIN) - evaluate(state, 1) == pytest.approx(-bonus)
    # A narrow lead is worth far more than its points; a wide one about HAND_WIN more.
    assert HAND_WIN * math.tanh(50 / HAND_WIN_SCALE) > 3 * 50
    for variant, worth in (("classic", HAND_WIN), ("classic-bicycle", HAND_WIN),
                           ("cuba", HAND_WIN), ("samba", 0.0), ("italy", 0.0)):
        game = new_game(variant, players=4, seed=1)
        view = game.player_view(game.to_act)
        thinking = HardThinking(view, list(view.legal_actions)[:2], random.Random(1), 100)
        assert thinking.hand_win == worth, variant


def test_rollouts_play_the_rivals_with_the_weights_normal_plays_in_the_rules() -> None:
    # The side has opened; the pile is the ace under the king the hand holds a pair of:
    # normal's usual weights take it, the weights it plays in Classic's family leave it.
    pos = {
        "variant": "classic", "players": 4, "dealer": 3, "turn": 0, "phase": "draw",
        "hands": ["KS KH 9D 7S 5S", "QC QD 4S 5C 6H 8D 9S", "4C 4D 9H TC JS",
                  "4H 6S 7C 8C 9C JH"],
        "stock": "5D 5H 6C 6D 7D 7H 8H 8S TD TH JD JC", "discard": "AS KD",
        "melds": {"0": ["QS QH QC"]},
    }
    state = read_position(pos)
    view = state.player_view(0)
    assert rival_style(view) is NORMAL_CLASSIC
    # A searched decision plays its rollouts' rivals so.
    assert HardThinking(view, list(view.legal_actions)[:2], random.Random(1), 100).rivals \
        is NORMAL_CLASSIC
    # Seat 0 searching for its own side plays normal's usual weights; as a rival of side 1's
    # search, the weights the normal bot plays in Classic.
    assert rollout_action(state, 0, rival_style(view)).kind == "pickup"
    assert rollout_action(state, 1, rival_style(view)).kind == "draw"
    samba = read_position({**pos, "variant": "samba"})
    assert rival_style(samba.player_view(0)) is NORMAL
    assert rollout_action(samba, 1, rival_style(samba.player_view(0))).kind == "pickup"
