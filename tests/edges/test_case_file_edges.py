"""Rules case files at their edges: the runner reports every malformed file or case as a FAIL
line and goes on with the rest; it never stops with a traceback."""

from __future__ import annotations

import io
import subprocess
import sys
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.rules.cases import load_cases, run_case, run_files

from .support import FUZZ, JSON, tweak

ROOT = Path(__file__).resolve().parents[2]
GOOD_CASE = '''
[[case]]
name = "a good case"
[case.position]
variant = "classic"
players = 4
turn = 0
phase = "play"
hands = ["7C 8D", "5C", "5D", "5H"]
stock = "8C"
[[case.steps]]
seat = 0
do = "discard 8D"
expect = "ok"
'''
MALFORMED = {
    "case_not_tables": "case = [1, 2]\n",
    "case_not_array": "case = 5\n",
    "position_number": '[[case]]\nname = "p"\nposition = 5\n',
    "steps_number": '[[case]]\nname = "s"\nsteps = 5\n',
    "step_not_table": '[[case]]\nname = "t"\nsteps = [1]\n',
    "step_without_do": '[[case]]\nname = "d"\n[[case.steps]]\nseat = 0\n',
    "step_seat_text": '[[case]]\nname = "e"\n[[case.steps]]\nseat = "0"\ndo = "draw"\n',
    "expect_maybe": '[[case]]\nname = "m"\n[[case.steps]]\nseat = 0\ndo = "draw"\n'
                    'expect = "maybe"\n',
    "end_number": '[[case]]\nname = "n"\nend = 5\n',
    "hand_scores_number": '[[case]]\nname = "h"\n[case.end]\nhand_scores = 5\n',
    "scores_texts": '[[case]]\nname = "h"\n[case.end]\nscores = ["a"]\n',
    "huge_seat": '[[case]]\nname = "b"\n[[case.steps]]\nseat = 9223372036854775807\ndo = "draw"\n',
    "deep": "x = " + "[" * 3000 + "]" * 3000 + "\n",
    "not_toml": "[[case]\n",
    "no_case_at_all": "title = 'nothing'\n",
    "empty": "",
    "comments_only": "# [[case]]\n# name = 'not yet written'\n",
}


@pytest.mark.parametrize("kind", sorted(MALFORMED))
def test_a_malformed_file_is_reported_and_the_next_one_still_runs(
    kind: str, tmp_path: Path
) -> None:
    bad = tmp_path / "bad.toml"
    bad.write_text(MALFORMED[kind], encoding="utf-8")
    good = tmp_path / "good.toml"
    good.write_text(GOOD_CASE, encoding="utf-8")
    out = io.StringIO()
    passed, failed = run_files([bad, good], out)
    lines = out.getvalue().splitlines()
    assert passed == 1 and lines[-2] == "ok   a good case"
    assert lines[-1] == f"{passed} passed, {failed} failed"
    assert failed >= 1 and all(line.startswith("FAIL") for line in lines[:-2])
    assert "internal error" not in out.getvalue()


def test_a_name_or_action_with_line_breaks_still_gives_one_line_per_case(
    tmp_path: Path
) -> None:
    text = GOOD_CASE.replace('"a good case"', '"two\\nlines\\r\\nor three"').replace(
        '"discard 8D"', '"discard\\n9S"')
    path = tmp_path / "names.toml"
    path.write_text(text + GOOD_CASE, encoding="utf-8")
    out = io.StringIO()
    assert run_files([path], out) == (1, 1)
    lines = out.getvalue().splitlines()
    assert len(lines) == 3 and lines[0].startswith("FAIL two\\nlines\\nor three: ")
    assert lines[1] == "ok   a good case"


def test_a_file_that_is_not_utf8_or_not_there_is_reported(tmp_path: Path) -> None:
    bad = tmp_path / "latin.toml"
    bad.write_bytes(b'[[case]]\nname = "\xe9"\n')
    out = io.StringIO()
    assert run_files([bad, tmp_path / "missing.toml", tmp_path], out) == (0, 3)
    assert out.getvalue().count("cannot read the case file") == 3


def test_the_command_line_reports_a_malformed_file_without_a_traceback(tmp_path: Path) -> None:
    files = []
    for kind in ("case_not_tables", "position_number", "steps_number", "hand_scores_number"):
        path = tmp_path / f"{kind}.toml"
        path.write_text(MALFORMED[kind], encoding="utf-8")
        files.append(str(path))
    done = subprocess.run([sys.executable, "-m", "game.rules.cases", *files], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 1
    assert "Traceback" not in done.stderr
    assert done.stdout.splitlines()[-1] == "0 passed, 5 failed"


def test_the_command_line_answers_help_and_asks_for_files() -> None:
    # "--help" is a question, not a case file that cannot be read.
    done = subprocess.run([sys.executable, "-m", "game.rules.cases", "--help"], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0
    assert done.stdout.startswith("usage: python -m game.rules.cases")
    assert "cannot read the case file" not in done.stdout
    bare = subprocess.run([sys.executable, "-m", "game.rules.cases"], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)
    assert bare.returncode == 2
    assert "FILE" in bare.stderr


@cache
def real_cases() -> tuple[dict[str, Any], ...]:
    found: list[dict[str, Any]] = []
    for path in sorted((ROOT / "tests" / "cases").rglob("*.toml")):
        found.extend(load_cases(path))
    return tuple(found)


@FUZZ
@given(index=st.integers(0, 10**6), data=st.data())
def test_a_changed_case_fails_or_passes_but_never_breaks_the_runner(
    index: int, data: st.DataObject
) -> None:
    case = dict(real_cases()[index % len(real_cases())])
    part = data.draw(st.sampled_from(["name", "position", "steps", "end", "case"]))
    if part == "case":
        result = run_case(data.draw(JSON))
    else:
        value = case.get(part)
        case[part] = tweak(data, value) if value is not None and data.draw(st.booleans()) \
            else data.draw(JSON)
        result = run_case(case)
    assert result.passed or result.problems
    assert all("internal error" not in p for p in result.problems)
    result.line()
