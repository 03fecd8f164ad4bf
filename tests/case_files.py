"""The rules cases of one folder of tests/cases/ as pytest parameters, one per case, named
after their file and their own name."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from game.rules.cases import load_cases


def case_params(folder: Path) -> list[Any]:
    """Every case of the folder's own ``*.toml`` files (not its subfolders')."""
    return [pytest.param(case, id=f"{path.stem}: {case['name']}")
            for path in sorted(folder.glob("*.toml")) for case in load_cases(path)]
