"""Invariants every reachable state keeps; tests, fuzzers and the browser check call these."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .state import GameState


def check_invariants(state: GameState) -> list[str]:
    """Problems with ``state`` (an empty list when it is sound)."""
    problems: list[str] = []
    rules = state.rules
    expected = rules.packs(state.players) * (52 + rules.jokers_per_pack())
    if state.card_count() != expected:
        problems.append(f"{state.card_count()} cards in play, expected {expected}")
    for team, melds in enumerate(state.melds):
        ranks = [m.rank for m in melds if m.kind == "group"]
        if len(set(ranks)) != len(ranks):
            problems.append(f"team {team} has two melds of one rank")
        for m in melds:
            error = rules.meld_error(m)
            if error:
                problems.append(f"team {team} meld {m}: {error}")
    for seat, hand in enumerate(state.hands):
        if rules.lays_down_red_threes and any(c.is_red_three for c in hand):
            problems.append(f"seat {seat} holds a red three")
    for reds in state.red_threes:
        if any(not c.is_red_three for c in reds):
            problems.append("a red-three row holds another card")
    if state.phase not in ("hand_over", "game_over") and state.went_out is not None:
        problems.append("a seat went out but the hand is not over")
    return problems
