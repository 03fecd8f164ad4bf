"""A meld that wins the match outright (Spanish: seven black threes at once) is the best
move there is: every bot makes it as soon as it is legal, whatever else the hand offers."""

from __future__ import annotations

import pytest

from game.ai import make_bot
from game.rules import read_position


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
@pytest.mark.parametrize("rest", ["5D 6D KH", "5D", ""])
def test_every_bot_melds_seven_black_threes_and_wins_the_match(level: str, rest: str) -> None:
    state = read_position({
        "variant": "spanish", "players": 6, "turn": 0, "phase": "play",
        "scores": [1000, 4000],
        "hands": [f"3S 3S 3S 3C 3C 3C 3S {rest}".strip(), "5C", "5D", "5H", "6C", "6H"],
        "stock": "8C 8D 8H", "discard": "4D", "melded_seats": [0],
        "melds": {"0": ["KS KD KC"]},
    })
    bot = make_bot(level, 1)
    for _ in range(5):
        if state.to_act != 0 or state.is_hand_over:
            break
        state, _events = state.apply(bot.choose(state.player_view(0)))
    assert state.is_game_over and state.ended_by == "black threes"
