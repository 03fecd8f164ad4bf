"""The easy bot is a beginner: it overlooks a meld, the pile or a way to go out now and then,
but never once its partner has said yes (then the rules bind it to go out)."""

from __future__ import annotations

import random
from typing import Any

from game.ai.easy import MISS, EasyBot
from game.rules import GameState, read_position

OTHERS = ["AC AD 4S 5C 6H 8D 9S", "4C 4D 9H TC JS", "4H 6S 7C 8C 9C JH"]


def _going_out(asked: str = "") -> GameState:
    # Side 0 holds a canasta; the king and the two join its kings and the seven is thrown:
    # the seat can go out, but only with the wild card, which a beginner's plain melds avoid.
    pos: dict[str, Any] = {
        "variant": "classic", "players": 4, "dealer": 3, "turn": 0, "phase": "play",
        "hands": ["KS 2C 7D", *OTHERS], "stock": "5D 5H 6C 6D 7H 8H 8S TD TH JD JC",
        "discard": "AH 9C", "asked": asked,
        "melds": {"0": ["QS QH QC QD QS QH QC", "KC KD KH"]},
    }
    return read_position(pos)


def _goes_out(state: GameState, action: Any) -> bool:
    return action.kind == "meld" and len(state.hands[0]) - len(action.cards) <= 1


def test_easy_sometimes_overlooks_a_way_out() -> None:
    state = _going_out()
    view = state.player_view(0)
    assert any(_goes_out(state, a) for a in view.legal_actions)
    chosen = [EasyBot().decide(view, random.Random(seed)) for seed in range(400)]
    missed = sum(1 for a in chosen if not _goes_out(state, a))
    # About MISS of the decisions miss it (a binomial of 400: well inside these bounds).
    assert 0.5 * MISS * 400 < missed < 1.5 * MISS * 400, missed
    assert all(state.apply(a) for a in chosen)  # whatever it chose, the engine takes it


def test_easy_never_overlooks_going_out_after_a_yes() -> None:
    state = _going_out(asked="yes")
    view = state.player_view(0)
    for seed in range(200):
        action = EasyBot().decide(view, random.Random(seed))
        assert _goes_out(state, action), (seed, action)
