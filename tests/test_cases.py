"""Every rules case under tests/cases/ run through the project's runner, one test per case, and
the runner's command line checked on a failing case."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from game.rules.cases import load_cases, run_case
from tests.case_files import case_params

CASES = Path(__file__).parent / "cases"
ROOT = Path(__file__).parent.parent


ALL = case_params(CASES)


def test_there_are_at_least_80_cases() -> None:
    assert len(ALL) >= 80


@pytest.mark.parametrize("case", ALL)
def test_case(case: dict[str, Any]) -> None:
    result = run_case(case)
    assert result.passed, result.line()


FAILING = """
[[case]]
name = "three kings cannot open at 1500"
[case.position]
variant = "classic"
players = 4
turn = 0
phase = "play"
scores = [1500, 0]
hands = ["KS KD KC 9S 8S", "4C", "4D", "4H"]
stock = "5C"
discard = "6C"
[[case.steps]]
seat = 0
do = "meld KS KD KC"
expect = "ok"

[[case]]
name = "a discard ends the turn"
[case.position]
variant = "classic"
players = 4
turn = 0
phase = "play"
hands = ["9S 8S", "4C", "4D", "4H"]
stock = "5C"
discard = "6C"
[[case.steps]]
seat = 0
do = "discard 9S"
expect = "ok"
"""


def test_cli_prints_the_closing_count_and_fails_on_a_failing_case(tmp_path: Path) -> None:
    path = tmp_path / "failing.toml"
    path.write_text(FAILING)
    done = subprocess.run(
        [sys.executable, "-m", "game.rules.cases", str(path)],
        capture_output=True, text=True, cwd=ROOT, check=False,
    )
    lines = done.stdout.strip().splitlines()
    assert lines[-1] == "1 passed, 1 failed"
    assert lines[0].startswith("FAIL three kings cannot open at 1500")
    assert "expected ok, got illegal" in lines[0]
    assert lines[1] == "ok   a discard ends the turn"
    assert done.returncode != 0


def test_cli_exits_zero_when_every_case_passes(tmp_path: Path) -> None:
    path = tmp_path / "passing.toml"
    path.write_text(FAILING.replace('do = "meld KS KD KC"\nexpect = "ok"',
                                    'do = "meld KS KD KC"\nexpect = "illegal"'))
    done = subprocess.run(
        [sys.executable, "-m", "game.rules.cases", str(path)],
        capture_output=True, text=True, cwd=ROOT, check=False,
    )
    assert done.stdout.strip().splitlines()[-1] == "2 passed, 0 failed"
    assert done.returncode == 0


def test_a_deal_refused_at_game_over_is_refused_for_the_game_not_the_seat() -> None:
    """A case that shows the game over by a refused ``deal`` must ask the seat that would
    deal: refused only because another seat is to act, it proves nothing about the end."""
    from game.rules.cases import _try
    from game.rules.position import read_position

    checked = 0
    for path in sorted(CASES.rglob("*.toml")):
        for case in load_cases(path):
            state = read_position(case.get("position", {}))
            for step in case.get("steps", []):
                (got, after), reason = _try(state, step["seat"], step["do"])
                if got == "ok":
                    state = after
                elif step["do"] == "deal" and step.get("expect") == "illegal":
                    checked += 1
                    assert "is to act" not in reason, f"{path.name}: {case['name']}: {reason}"
    assert checked >= 10


def test_a_file_whose_tables_are_misnamed_fails_instead_of_passing_with_nothing_run(
        tmp_path: Path) -> None:
    path = tmp_path / "misnamed.toml"
    path.write_text(FAILING.replace("[[case]]", "[[cases]]").replace("[case.", "[cases."))
    done = subprocess.run(
        [sys.executable, "-m", "game.rules.cases", str(path)],
        capture_output=True, text=True, cwd=ROOT, check=False,
    )
    lines = done.stdout.strip().splitlines()
    assert lines[0].startswith(f"FAIL {path}: cannot read the case file")
    assert "no [[case]] tables (found 'cases')" in lines[0]
    assert lines[-1] == "0 passed, 1 failed" and done.returncode != 0
