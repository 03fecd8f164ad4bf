"""The hint's reason for an opening says what the side's opening needs: points, or in Brazil
from 7000 a canasta (whatever its points)."""

from __future__ import annotations

from game.ai.hint import hint
from game.rules import read_position

POSITION = """
variant = "brazil"
players = 4
turn = 0
phase = "play"
scores = [SCORE, 0]
hands = ["KS KD KC KH KS KD KC AS AD AH JK 9S 8D", "5C 6C 7C", "5D 6D 7D", "5H 6H 7H"]
stock = "QH JC 9D 9H 4C 4D"
discard = "4S"
"""


def opening_reason(score: int) -> tuple[str, str]:
    state = read_position(POSITION.replace("SCORE", str(score)))
    action, reason = hint(state.player_view(0))
    assert action.kind == "meld"
    return reason.code, str(reason)


def test_from_7000_the_opening_hint_names_the_canasta_not_points() -> None:
    code, text = opening_reason(7200)
    assert code == "hint.open_canasta" and "150" not in text
    assert opening_reason(6000)[0] == "hint.open"
