"""The rules engine and the bots must run without pygame (headless, in search workers)."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
IMPORT = re.compile(r"^\s*(?:import|from)\s+pygame\b", re.MULTILINE)


def test_ai_and_rules_never_import_pygame() -> None:
    offenders = [
        str(path.relative_to(ROOT))
        for package in ("game/ai", "game/rules")
        for path in sorted((ROOT / package).rglob("*.py"))
        if IMPORT.search(path.read_text(encoding="utf-8"))
    ]
    assert offenders == []
