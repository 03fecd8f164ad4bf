"""Playing leaves nothing for the garbage collector: every object the engine and the bots make
while listing, applying and searching is freed by its reference count the moment it is done
with. A reference cycle (a recursive closure refers to itself through its cell, and holds what
it built, a state and every way it tried) waits for a collection instead, and collections of
such garbage were most of the collector's work in random play; in the browser, where every
frame shares one thread, a long collection is a dropped frame."""

from __future__ import annotations

import gc
import random
from collections.abc import Callable, Iterator
from contextlib import contextmanager

import pytest

from game.ai.selfplay import play_game
from game.rules import new_game, variant_names


@contextmanager
def collector_off() -> Iterator[Callable[[], int]]:
    """Run the block with the collector off; the callable gives the unreachable objects the
    block left (the count a collection finds)."""
    gc.collect()
    gc.disable()
    try:
        yield gc.collect
    finally:
        gc.enable()


@pytest.mark.parametrize("variant", sorted(variant_names()))
def test_random_play_leaves_no_cycles(variant: str) -> None:
    actions = hand = 0
    with collector_off() as garbage:
        # Whole hands, until a thousand actions (British's random hands end in acaba within a
        # few): enough to reach openings of several groups and the going-out search.
        while actions < 1000:
            rng = random.Random(hand)
            state = new_game(variant, seed=hand)
            while not state.is_hand_over:
                legal = state.legal_actions()
                state, _ = state.apply(legal[rng.randrange(len(legal))])
                actions += 1
            hand += 1
        left = garbage()
    assert left == 0


@pytest.mark.parametrize(("variant", "levels"), [
    ("classic", ["easy", "normal"] * 2),
    ("samba", ["normal"] * 4),
    ("hand-and-foot", ["normal", "easy"] * 2),
    ("classic", ["hard", "normal"] * 2),  # the search's rollouts and dealt worlds
])
def test_bots_leave_no_cycles(variant: str, levels: list[str]) -> None:
    with collector_off() as garbage:
        state = play_game(levels, variant, 4, seed=1, max_hands=1)
        left = garbage()
    assert state.phase == "hand_over"
    assert left == 0
