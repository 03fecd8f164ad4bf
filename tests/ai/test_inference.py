"""Reading the other seats' throws and passes: the signs, the worlds dealt to fit them, and the
expert's fear of feeding the pile."""

from __future__ import annotations

import random

import pytest

from game.ai import make_bot
from game.ai.determinize import sample_world
from game.ai.inference import adjusted_holds, hand_weight, rank_weights
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


def test_adjusted_chances_fall_with_the_signs_and_stand_without() -> None:
    assert adjusted_holds(0.5, 0.2, None) == (0.5, 0.2)
    p1, p2 = adjusted_holds(0.5, 0.2, (0.3, 0.05))
    assert p1 < 0.5 and p2 < 0.05


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
