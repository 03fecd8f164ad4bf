"""Worlds dealt for the hard bot's search hold every unseen card where it can lie: a red three
the stock cannot hold is among the face-down side piles (Spanish's covered start cards)."""

from __future__ import annotations

import random

from game.ai.determinize import sample_world
from game.rules import GameState, new_game


def _spanish_red_three_under_the_start_pile() -> GameState:
    """A Spanish hand in play whose stock is gone while a red three still lies among the
    face-down start cards nobody has taken."""
    state = new_game("spanish", 4, seed=4)
    team = next(t for t, reds in enumerate(state.red_threes) if reds)
    red = state.red_threes[team][0]
    covered = state.side_piles[0]
    swapped = covered[0]
    reds = list(state.red_threes)
    reds[team] = reds[team][1:]
    return state.replace(
        phase="play",
        side_piles=((red, *covered[1:]),),
        red_threes=tuple(reds),
        discard=state.discard + state.stock + (swapped,),
        stock=(),
    )


def test_a_red_three_the_stock_cannot_hold_is_dealt_to_the_side_piles() -> None:
    state = _spanish_red_three_under_the_start_pile()
    assert state.card_count() == new_game("spanish", 4, seed=4).card_count()
    view = state.player_view(state.turn)
    for seed in range(20):
        world = sample_world(view, random.Random(seed), infer=True)
        assert world.stock == ()
        assert any(c.is_red_three for c in world.side_piles[0])
        assert len(world.side_piles[0]) == len(state.side_piles[0])
        assert [len(h) for h in world.hands] == [len(h) for h in state.hands]
        assert not any(c.is_red_three for h in world.hands for c in h)
