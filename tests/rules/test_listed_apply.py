"""A state applies an action it listed itself without judging it again: the next state and the
events are those of judging it in full, and any other action is still refused with the same
reason, whether or not the state has listed its legal actions."""

from __future__ import annotations

from typing import Any

import pytest

from game.rules import Action, GameState, IllegalActionError, find_variant, variant_names

from .test_generation import OPTIONS, random_positions

GAMES = [(v, find_variant(v).default_players, {}) for v in sorted(variant_names())]
GAMES += [(v, 4, o) for v, o in OPTIONS]


def outcome(state: GameState, action: Action) -> object:
    """What applying ``action`` gives: the next position and the events, or the refusal."""
    try:
        new, events = state.apply(action)
    except IllegalActionError as error:
        return error.reason
    return new.to_position(), events


def candidates(state: GameState) -> list[Action]:
    """The listed actions and a few others: the draw, the pile, every hand card thrown or
    melded alone, the hand's first two cards melded together."""
    hand = state.hands[state.to_act]
    out = list(state.legal_actions())
    out += [Action("draw"), Action("pickup"), Action("ask"), Action("yes")]
    out += [Action("discard", card=c) for c in hand]
    out += [Action.parse(f"meld {c}") for c in hand]
    if len(hand) >= 2:
        out.append(Action.parse(f"meld {hand[0]} {hand[1]}"))
    return out


@pytest.mark.parametrize(("variant", "players", "options"), GAMES,
                         ids=[f"{v}-{n}-{'+'.join(o) or 'plain'}" for v, n, o in GAMES])
def test_listed_actions_apply_as_judged_and_others_are_refused_alike(
    variant: str, players: int, options: dict[str, Any]
) -> None:
    compared = listed = 0
    for state in random_positions(variant, players, options, seed=11, hands=1):
        if state.is_hand_over:
            continue
        legal = list(state.legal_actions())  # now remembered by the state
        for action in candidates(state):
            judged = outcome(state.replace(), action)  # a copy remembers nothing
            assert outcome(state, action) == judged, (state.to_position(), str(action))
            compared += 1
            listed += action in legal
    assert listed > 30 and compared > 2 * listed
