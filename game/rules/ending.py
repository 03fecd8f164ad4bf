"""How a hand ends: it is scored, and the game is over once a side has won.

The engine ends a hand when a seat goes out or the stock runs out; variants end one their own
way (British *acaba*, Modern American's special hands, Spanish's seven black threes) through
the same function.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .events import Event

if TYPE_CHECKING:
    from .state import GameState


def finish_hand(
    state: GameState, events: list[Event], went_out: int | None, concealed: bool = False
) -> tuple[GameState, list[Event]]:
    """Score the hand; end the game when a side has reached the target (a single leader),
    or the game's hands are all played, or a side made seven canastas (house rule)."""
    ended = state.replace(phase="hand_over", went_out=went_out, concealed=concealed)
    if went_out is not None and state.ended_by is None:
        events.append(
            Event("went_out", went_out, state.team_of(went_out),
                  data="concealed" if concealed else None)
        )
    result = ended.result
    assert result is not None
    events.append(Event("hand_scored", data=result))
    if game_decided(ended):
        ended = ended.replace(phase="game_over")
        winner = ended.winner
        events.append(Event("game_over", team=winner, data=ended.total_scores))
    return ended, events


def game_end_reached(state: GameState) -> bool:
    """Whether the hand just scored in ``state`` ends the game by its target or its number
    of hands (it does, unless the leaders are level: then another hand is played)."""
    target, limit = state.rules.target(state.players), state.rules.hands_per_game
    return ((target > 0 and max(state.total_scores) >= target)
            or (limit > 0 and state.hand_number + 1 >= limit))


def game_decided(state: GameState) -> bool:
    """Whether the hand just scored in ``state`` ends the game: it reached the game's end with
    a single leader, or a side made seven canastas (house rule)."""
    totals = state.total_scores
    return state.seven_canastas_team() is not None or (
        game_end_reached(state) and totals.count(max(totals)) == 1)
