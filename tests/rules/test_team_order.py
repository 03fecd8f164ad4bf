"""A position may list its partnerships in any order (``teams = [[1, 3], [0, 2]]``): what it
keeps per team (scores, melds, red threes, history, flags naming a team) follows the order it
lists them in, and so do a rules case's expected scores."""

from __future__ import annotations

import copy
import re
from pathlib import Path
from typing import Any

import pytest

from game.rules import Rules, find_variant, read_position
from game.rules.cases import load_cases, run_case
from game.rules.errors import PositionError
from game.rules.position import state_to_position

CASES = Path(__file__).parents[1] / "cases"
#: Per-team rows of a position, and of a case's end.
ROWS = ("scores", "red_threes", "removed")
END_ROWS = ("hand_scores", "scores")


def _rules(position: dict[str, Any]) -> Rules:
    return find_variant(position["variant"], position.get("options", {}))


def _teams(position: dict[str, Any]) -> list[list[int]]:
    rules = _rules(position)
    players = position.get("players", rules.default_players)
    return [list(seats) for seats in rules.teams_for(players)]


def _reversed_case(case: dict[str, Any]) -> dict[str, Any] | None:
    """The case with its position's teams listed last first and every per-team row with them,
    or None where the case has one team or lists its own teams."""
    position = case.get("position", {})
    if "teams" in position or "variant" not in position:
        return None
    try:
        teams = _teams(position)
    except ValueError:
        return None
    n = len(teams)
    if n < 2:
        return None
    turned = copy.deepcopy(case)
    pos = turned["position"]
    pos["teams"] = teams[::-1]
    for key in ROWS:
        if isinstance(pos.get(key), list) and len(pos[key]) == n:
            pos[key] = pos[key][::-1]
    if isinstance(pos.get("history"), list):
        pos["history"] = [row[::-1] if isinstance(row, list) else row for row in pos["history"]]
    if isinstance(pos.get("melds"), dict):
        pos["melds"] = {str(n - 1 - int(k)): v for k, v in pos["melds"].items()}
    if isinstance(pos.get("flags"), list):
        prefixes = "|".join(map(re.escape, _rules(position).team_flags)) or "$^"
        pos["flags"] = [re.sub(rf"^({prefixes})(\d+)", lambda m: f"{m[1]}{n - 1 - int(m[2])}", f)
                        for f in pos["flags"]]
    end = turned.get("end", {})
    for key in END_ROWS:
        if isinstance(end.get(key), list):
            end[key] = end[key][::-1]
    return turned


def _turned_cases() -> list[Any]:
    params = []
    for path in sorted(CASES.glob("*.toml")) + sorted((CASES / "variants").glob("*.toml")):
        for case in load_cases(path):
            turned = _reversed_case(case)
            if turned is not None and run_case(case).passed:
                params.append(pytest.param(turned, id=f"{path.stem}: {case['name']}"))
    return params


TURNED = _turned_cases()


def test_many_cases_have_teams_to_turn() -> None:
    assert len(TURNED) > 1000


@pytest.mark.parametrize("case", TURNED)
def test_a_case_holds_with_its_teams_listed_the_other_way_round(case: dict[str, Any]) -> None:
    result = run_case(case)
    assert result.passed, result.line()


POSITION = {
    "variant": "classic", "players": 4, "teams": [[1, 3], [0, 2]], "scores": [1500, 200],
    "hands": ["5H 5D 9C KS", "4C 6D", "7S 8S", "JK 2C"], "stock": "QH QD QS",
    "discard": "4D 5C", "melds": {"0": ["AS AH AD"]}, "red_threes": ["3H", ""],
    "history": [[1500, 200]], "hand_number": 1,
}


def test_rows_follow_the_order_the_teams_are_listed_in() -> None:
    state = read_position(POSITION)
    # Team 0 of the position is seats 1 and 3: the engine's second side.
    assert state.teams == ((0, 2), (1, 3))
    assert state.scores == (200, 1500)
    assert state.melds[0] == () and [str(c) for c in state.melds[1][0].cards] == [
        "AS", "AH", "AD"]
    assert [str(c) for c in state.red_threes[1]] == ["3H"] and state.red_threes[0] == ()
    assert state.history == ((200, 1500),)
    # Written back in the engine's order, it reads as the same state.
    assert read_position(state_to_position(state)) == state


def test_teams_that_are_not_the_variants_partnerships_are_still_refused() -> None:
    with pytest.raises(PositionError, match=r"in any order"):
        read_position({**POSITION, "teams": [[0, 1], [2, 3]]})


@pytest.mark.parametrize(
    ("variant", "written", "read"),
    [("american", ["bonus4:0", "bonus3:1"], {"bonus4:1", "bonus3:0"}),
     ("spanish", ["concealed:0:K", "cut-bonus:1", "took:0"], {"concealed:1:K", "cut-bonus:0",
                                                              "took:0"}),
     ("ponytail", ["cut-bonus:0", "ponytail-taken:2"], {"cut-bonus:1", "ponytail-taken:2"})],
)
def test_flags_naming_a_team_follow_the_order_of_the_teams(
        variant: str, written: list[str], read: set[str]) -> None:
    # Flags naming a seat stay as they are: seats keep their numbers.
    rules = find_variant(variant)
    teams = [list(t) for t in rules.teams_for(4)][::-1]
    state = read_position({"variant": variant, "players": 4, "teams": teams, "hands": [
        "5H 5D 9C KS", "4C 6D", "7S 8S", "9H 2C"], "stock": "QH QD QS", "discard": "4D 5C",
        "flags": written})
    assert state.flags == read
