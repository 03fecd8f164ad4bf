"""Rules cases written from the rules text alone (tests/cases/rules_text/*.toml), sentence by
sentence for every variant: each number, each bound from both sides (at it and one step past
it), each bonus and penalty of the scoring, and, where the text allows two readings, the one
the engine takes. Run through the project's runner, one test per case; the other folders'
cases are collected by tests/test_cases.py and tests/test_variant_cases.py."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from game.rules import find_variant, variant_names
from game.rules.cases import run_case
from tests.case_files import case_params

RULES_TEXT_CASES = Path(__file__).parent / "cases" / "rules_text"


ALL = case_params(RULES_TEXT_CASES)


def test_every_variant_of_the_menu_is_read_with_scored_hands() -> None:
    # (A preset of house rules, Bicycle, scores as its variant: its cases need not score.)
    read: dict[str, int] = {}
    scored: dict[str, int] = {}
    for param in ALL:
        case = param.values[0]
        variant = case["position"]["variant"]
        read[variant] = read.get(variant, 0) + 1
        if "hand_scores" in case.get("end", {}):
            scored[variant] = scored.get(variant, 0) + 1
    assert len(ALL) >= 800
    assert not [v for v in variant_names() if read.get(v, 0) < 10]
    missing = [v for v in variant_names() if find_variant(v).preset is None
               and scored.get(v, 0) < 3]
    assert not missing, f"fewer than three scored hands: {missing}"


@pytest.mark.parametrize("case", ALL)
def test_rules_text_case(case: dict[str, Any]) -> None:
    result = run_case(case)
    assert result.passed, result.line()
