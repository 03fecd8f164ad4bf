"""Rules cases: positions with steps and expected outcomes, and their runner.

Run ``python -m game.rules.cases FILE...``: one line per case (``ok`` or ``FAIL`` with what
differed), then ``N passed, N failed``; the exit status is 1 when any case fails.
"""

from __future__ import annotations

import argparse
import sys
import tomllib
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .actions import parse_action
from .errors import IllegalActionError, NotationError, PositionError
from .position import read_position
from .reasons import unreadable
from .state import GameState
from .words import shown


@dataclass
class CaseResult:
    """The outcome of one case: its name, whether it passed, and what differed."""

    name: str
    passed: bool
    problems: list[str] = field(default_factory=list)
    state: GameState | None = None

    def line(self) -> str:
        """The runner's line for this case: one line, whatever the name or a refusal holds
        (a line break in them is written ``\\n``, so that each case stays one line)."""
        text = f"ok   {self.name}" if self.passed else (
            f"FAIL {self.name}: " + "; ".join(self.problems))
        return "\\n".join(text.splitlines())


def run_case(case: Any) -> CaseResult:
    """Run one ``[[case]]`` table; a malformed one fails, saying what is wrong with it."""
    if not isinstance(case, Mapping):
        return CaseResult("(not a case)", False, [f"a case is a table, not {shown(case)}"])
    raw_name = case.get("name", "(unnamed case)")
    name = raw_name if isinstance(raw_name, str) else shown(raw_name)
    problem = case_problem(case)
    if problem:
        return CaseResult(name, False, [f"malformed case: {problem}"])
    result = CaseResult(name, True)
    try:
        state = read_position(case.get("position", {}))
    except PositionError as error:
        return CaseResult(name, False, [f"position refused: {error}"])
    for number, step in enumerate(case.get("steps", []), start=1):
        seat = step["seat"]
        text = step["do"]
        expect = step.get("expect", "ok")
        outcome, reason = _try(state, seat, text)
        if outcome[0] == "ok":
            state = outcome[1]
        got = outcome[0]
        if got != expect:
            detail = f" ({reason})" if reason else ""
            result.problems.append(
                f"step {number} seat {shown(seat)} '{text}': expected {expect}, got {got}"
                f"{detail}"
            )
    result.state = state
    end = case.get("end")
    if end is not None:
        result.problems.extend(_check_end(state, end, _team_order(case.get("position", {}), state)))
    result.passed = not result.problems
    return result


#: What each key of ``[case.end]`` holds.
_END_KEYS: dict[str, str] = {
    "hand_over": "true or false",
    "went_out": "a seat",
    "hand_scores": "a list of whole numbers",
    "scores": "a list of whole numbers",
}


def case_problem(case: Mapping[str, Any]) -> str | None:
    """What makes a ``[[case]]`` table unrunnable (a step without ``do``, an ``expect`` other
    than ok or illegal, an end that is not a table...), or None."""
    if not isinstance(case.get("position", {}), Mapping):
        return "'position' must be a table ([case.position])"
    steps = case.get("steps", [])
    if not isinstance(steps, list):
        return "'steps' must be an array of tables ([[case.steps]])"
    for number, step in enumerate(steps, start=1):
        if not isinstance(step, Mapping):
            return f"step {number} is not a table"
        if not _is_int(step.get("seat")):
            return f"step {number} needs 'seat', a whole number"
        if not isinstance(step.get("do"), str):
            return f"step {number} needs 'do', an action as a string"
        if step.get("expect", "ok") not in ("ok", "illegal"):
            return f"step {number}: 'expect' is \"ok\" or \"illegal\""
    end = case.get("end")
    if end is None:
        return None
    if not isinstance(end, Mapping):
        return "'end' must be a table ([case.end])"
    for key, value in end.items():
        kind = _END_KEYS.get(key)
        if kind is None:  # the contract names these four; others are left to other runners
            continue
        fits = {
            "hand_over": isinstance(value, bool),
            "went_out": _is_int(value),
            "hand_scores": isinstance(value, list) and all(_is_int(v) for v in value),
            "scores": isinstance(value, list) and all(_is_int(v) for v in value),
        }[key]
        if not fits:
            return f"[case.end] '{key}' must be {kind}, not {shown(value)}"
    return None


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _try(state: GameState, seat: int, text: str) -> tuple[tuple[str, GameState], str]:
    if seat != state.to_act:
        return ("illegal", state), f"seat {state.to_act} is to act"
    try:
        action = parse_action(text)
        new, _ = state.apply(action)
    except NotationError as error:  # said as the table says it: the move could not be read
        return ("illegal", state), str(unreadable(error) or error)
    except IllegalActionError as error:
        return ("illegal", state), str(error)
    return ("ok", new), ""


def _team_order(position: Mapping[str, Any], state: GameState) -> list[int]:
    """Where each team the position lists stands among the state's: the case's scores are
    written in the position's order of teams, which may differ from the engine's."""
    written = position.get("teams")
    if not written:
        return list(range(len(state.teams)))
    sides = [sorted(seats) for seats in state.teams]
    return [sides.index(sorted(seats)) for seats in written]


def _check_end(state: GameState, end: Mapping[str, Any], order: list[int]) -> list[str]:
    problems = []
    if "hand_over" in end and end["hand_over"] != state.is_hand_over:
        problems.append(f"hand_over expected {end['hand_over']}, got {state.is_hand_over}")
    # Nobody went out (the stock ran out, acaba) is -1, as positions write it.
    went_out = -1 if state.went_out is None else state.went_out
    if "went_out" in end and end["went_out"] != went_out:
        problems.append(f"went_out expected {end['went_out']}, got {went_out}")
    result = state.result
    if "hand_scores" in end:
        got = [result.totals[side] for side in order] if result else None
        if got != list(end["hand_scores"]):
            problems.append(f"hand_scores expected {shown(end['hand_scores'])}, got {got}")
    if "scores" in end:
        got_scores = [state.total_scores[side] for side in order]
        if got_scores != list(end["scores"]):
            problems.append(f"scores expected {shown(end['scores'])}, got {got_scores}")
    return problems


def load_cases(path: str | Path) -> list[dict[str, Any]]:
    """The ``[[case]]`` tables of a case file."""
    with open(path, "rb") as handle:
        data = tomllib.load(handle)
    if "case" not in data:
        # Tables under another name ("[[cases]]", "[[test]]"), or none at all (an empty file,
        # its cases commented out): reported, or the file would pass with nothing run.
        found = f" (found {', '.join(repr(k) for k in data)})" if data else ""
        raise ValueError(f"{path}: no [[case]] tables{found}")
    cases = data.get("case", [])
    if not isinstance(cases, list):
        raise ValueError(f"{path}: 'case' must be an array of tables ([[case]])")
    return cases


def run_files(paths: Iterable[str | Path], out: Any = None) -> tuple[int, int]:
    """Run every case in ``paths``, print a line each and the closing count."""
    out = out or sys.stdout
    passed = failed = 0
    for path in paths:
        try:
            cases = load_cases(path)
        except (OSError, ValueError) as error:  # TOML syntax, bad UTF-8, no [[case]] array
            print(f"FAIL {path}: cannot read the case file: {error}", file=out)
            failed += 1
            continue
        except RecursionError:
            print(f"FAIL {path}: cannot read the case file: it nests too deeply", file=out)
            failed += 1
            continue
        for case in cases:
            try:
                result = run_case(case)
            except Exception as error:  # an engine fault: report it, go on with the others
                name = case.get("name") if isinstance(case, Mapping) else None
                result = CaseResult(
                    name if isinstance(name, str) else "(unnamed case)",
                    False,
                    [f"internal error: {type(error).__name__}: {error}"],
                )
            print(result.line(), file=out)
            if result.passed:
                passed += 1
            else:
                failed += 1
    print(f"{passed} passed, {failed} failed", file=out)
    return passed, failed


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m game.rules.cases",
        description="Run rules cases: one line per case (ok, or FAIL with what differed), "
        "then the count; the exit status is 1 when any case fails.",
    )
    # A file whose name starts with "-" is still a file after "--", as with any command.
    parser.add_argument("files", nargs="+", metavar="FILE", help="a TOML file of [[case]] tables")
    args = parser.parse_args(sys.argv[1:] if argv is None else argv)  # --help: exit 0
    _, failed = run_files(args.files)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
