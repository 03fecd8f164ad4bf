"""Reading the other seats' throws and passes: the signs, the worlds dealt to fit them, and the
expert's fear of feeding the pile."""

from __future__ import annotations

import random

import pytest

from game.ai import make_bot
from game.ai.determinize import sample_world
from game.ai.inference import hand_weight, rank_weights, read_holds
from game.ai.knowledge import know
from game.rules import GameState, PlayerView, new_game, read_position
from game.rules.cards import parse_cards


def _midhand(seed: int, actions: int = 40) -> GameState:
    state = new_game("classic", players=4, seed=seed)
    bots = [make_bot("normal", s) for s in range(4)]
    for _ in range(actions):
        if state.is_hand_over:
            break
        state, _ = state.apply(bots[state.to_act].choose(state.player_view(state.to_act)))
    return state


def _view_after_throw() -> PlayerView:
    """Seat 0 to draw; seat 1 (next after seat 0) threw a seven and drew over another."""
    state = read_position(
        {
            "variant": "classic",
            "players": 4,
            "turn": 0,
            "phase": "draw",
            "hands": [
                "KS KD 5D 4S",
                "AS AD QH JS JD 8C 6H",
                "AH QC JC TS TD 8D 6C",
                "AC QS JH TH 9D 8H 6S",
            ],
            "stock": "KH KC QD TC 8S 6D 5S 5H 5C 4D 4H 4C",
            "discard": "7C",
            "melds": {"1": ["9H 9C 9S"]},
            "melded_seats": [1],
            "thrown": ["", "7C", "", ""],
            "passed": ["", "7D", "", ""],
        }
    )
    return state.player_view(0)


def test_signs_come_from_natural_cards_thrown_or_drawn_over() -> None:
    view = _view_after_throw()
    signs = rank_weights(view, 1)
    assert set(signs) == {"7"}
    one, two = signs["7"]
    assert 0 < two < one < 1  # a pair is the least likely after a throw and a pass
    assert rank_weights(view, 2) == {}
    assert rank_weights(view, 0) == {}


def test_a_hand_holding_the_thrown_rank_weighs_less() -> None:
    signs = {"7": (0.3, 0.05)}
    assert hand_weight(tuple(parse_cards("KS 5D")), signs) == 1.0
    assert hand_weight(tuple(parse_cards("7S 5D")), signs) == pytest.approx(0.3)
    assert hand_weight(tuple(parse_cards("7S 7D 5D")), signs) == pytest.approx(0.05)


def test_the_read_chances_fall_with_a_throw_and_stand_at_zero_without_cards() -> None:
    view = _view_after_throw()
    # Seat 1 threw a seven and drew over another; it showed no five.
    seven = read_holds(view, 1, "7", 0.5, 0.2, False, 2)
    five = read_holds(view, 1, "5", 0.5, 0.2, False, 2)
    assert 0 < seven[1] < five[1] < 1 and 0 < seven[0] < five[0] < 1
    assert seven[1] < seven[0]
    # Every copy seen elsewhere: nothing to hold, whatever the signs say.
    assert read_holds(view, 1, "7", 0.0, 0.0, False, 0) == (0.0, 0.0)


def test_the_read_chances_rise_with_the_chance_alone_and_fall_for_a_melded_rank() -> None:
    view = _view_after_throw()
    low = read_holds(view, 1, "5", 0.2, 0.05, False, 2)
    high = read_holds(view, 1, "5", 0.6, 0.3, False, 2)
    assert low[0] < high[0] and low[1] < high[1]
    # A player adds cards of a rank its side melded to the meld: it seldom keeps them.
    melded = read_holds(view, 1, "9", 0.6, 0.3, True, 2)
    assert melded[0] < high[0] and melded[1] < high[1]


def test_worlds_read_the_signs_and_keep_everything_the_view_shows() -> None:
    state = _midhand(5, actions=12)
    seat = state.to_act
    nxt = (seat + 1) % 4
    k = know(state.player_view(seat))
    rank = max("AKQJT987654", key=lambda r: k.unseen[r])  # the rank most often hidden
    sign = parse_cards(f"{rank}S")
    record = tuple(tuple(sign) if s == nxt else () for s in range(4))
    view = state.replace(thrown=record, passed=record).player_view(seat)
    assert rank_weights(view, nxt)
    counts = {False: 0, True: 0}
    for infer in (False, True):
        rng = random.Random(4)
        for _ in range(300):
            world = sample_world(view, rng, infer=infer)
            assert world.player_view(seat) == view
            counts[infer] += sum(1 for c in world.hands[nxt] if c.rank == rank)
    assert counts[True] < 0.6 * counts[False]


@pytest.mark.parametrize("seed", [3, 9])
def test_worlds_fit_the_view_in_real_play(seed: int) -> None:
    state = _midhand(seed)
    view = state.player_view(state.to_act)
    for i in range(20):
        world = sample_world(view, random.Random(i), infer=True)
        assert world.player_view(view.seat) == view
        assert world.card_count() == state.card_count()


def test_the_expert_fears_less_to_throw_what_the_next_seat_threw() -> None:
    from dataclasses import replace

    from game.ai import normal
    from game.ai.expert import EXPERT

    view = _view_after_throw()
    k = know(view)
    seven = parse_cards("7S")[0]
    blind = normal.danger(k, seven, replace(EXPERT, read_signs=False))
    read = normal.danger(k, seven, EXPERT)
    assert EXPERT.read_signs and 0 < read < blind
