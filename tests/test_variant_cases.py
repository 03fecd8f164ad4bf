"""Every variant's rules cases (tests/cases/variants/*.toml) run through the project's runner,
one test per case. tests/test_cases.py collects only the top folder, so nothing runs twice."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from game.rules.cases import load_cases, run_case
from tests.case_files import case_params

VARIANT_CASES = Path(__file__).parent / "cases" / "variants"
VARIANTS = ("british", "uruguayan", "samba", "bolivia", "brazil", "chile", "italy", "cuba")


ALL = case_params(VARIANT_CASES)


@pytest.mark.parametrize("variant", VARIANTS)
def test_each_variant_has_its_case_file_with_15_cases_and_3_scorings(variant: str) -> None:
    cases = load_cases(VARIANT_CASES / f"{variant}.toml")
    assert len(cases) >= 15
    assert all(case["position"]["variant"] == variant for case in cases)
    scored = [c for c in cases if "hand_scores" in c.get("end", {})]
    assert len(scored) >= 3


@pytest.mark.parametrize("case", ALL)
def test_variant_case(case: dict[str, Any]) -> None:
    result = run_case(case)
    assert result.passed, result.line()
