"""How each side stands during a hand: what its cards on the table are worth so far.

The rules score a finished hand; the same scoring applied to the hand in play with every hand
and face-down pile empty and nobody out gives what the table shows now: melds, canastas and
their bonuses, red threes (against a side that has not opened), the variants' own bonuses and
penalties for what lies down (Modern American's melds count against a side with no canasta).
The score panel shows it under each side's game score, with the opening minimum still to meet.
"""

from __future__ import annotations

from game.i18n import number
from game.rules import GameState


def table_points(state: GameState) -> tuple[int, ...]:
    """Each side's points on the table so far this hand (what cards in hand will cost and
    going out will bring are left out)."""
    probe = state.replace(
        hands=tuple(() for _ in state.hands),
        side_piles=tuple(() for _ in state.side_piles),
        went_out=None,
        concealed=False,
        ended_by=None,
    )
    return state.rules.score_hand(probe).totals


def signed(points: int) -> str:
    """Points with their sign, as a change to the score reads: +340, –1,200 (an en dash: the
    shipped font has no minus sign, and a hyphen is too short to read as one), the number
    written as the language writes it."""
    if points == 0:
        return "0"
    return ("+" if points > 0 else "–") + number(abs(points))
