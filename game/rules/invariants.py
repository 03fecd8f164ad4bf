"""Invariants every reachable state keeps; tests, fuzzers and the browser check call these."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .going_out import answer_out_of_phase

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
        if len(set(ranks)) != len(ranks) and not rules.twin_melds:
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
    problems.extend(shape_problems(state))
    return problems


def shape_problems(state: GameState) -> list[str]:
    """Rows kept per team or per seat that do not have one entry each, and answers kept where
    no question was asked: what would make the engine index past a row later."""
    problems: list[str] = []
    n_teams = len(state.teams)
    per_team = {"scores": state.scores, "melds": state.melds, "red_threes": state.red_threes,
                "removed": state.removed}
    for name, rows in per_team.items():
        if len(rows) != n_teams:
            problems.append(f"{name} has {len(rows)} rows for {n_teams} teams")
    if any(len(row) != n_teams for row in state.history):
        problems.append(f"a history row does not hold {n_teams} scores")
    if len(state.hands) != state.players or len(state.known) != state.players:
        problems.append(f"hands or known cards are not one row per seat ({state.players})")
    for name, record in (("thrown", state.thrown), ("passed", state.passed)):
        if record and len(record) != state.players:
            problems.append(f"{name} has {len(record)} rows for {state.players} seats")
    if state.asked is not None and (
        answer_out_of_phase(state) or len(state.teams[state.team_of(state.turn)]) < 2
    ):
        problems.append(f"an answer '{state.asked}' is kept with no question asked")
    return problems
