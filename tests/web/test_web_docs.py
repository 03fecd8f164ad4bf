"""What README.md and docs/web.md tell a newcomer to run or paste matches what works."""

from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
from build_web import RUNTIME_FILES  # noqa: E402


def iframe(text: str) -> str:
    match = re.search(r"<iframe .*?</iframe>", text, re.S)
    assert match, "no iframe"
    markup = re.sub(r'src="[^"]*"', 'src="…"', match.group(0))
    return " ".join(markup.split())


def test_readme_and_docs_embed_the_game_as_the_example_page_does() -> None:
    example = iframe((ROOT / "web" / "embed.html").read_text(encoding="utf-8"))
    assert "width=" not in example.replace("width:", "")  # attributes would beat aspect-ratio
    assert iframe((ROOT / "README.md").read_text(encoding="utf-8")) == example
    assert iframe((ROOT / "docs" / "web.md").read_text(encoding="utf-8")) == example


def test_readme_commands_use_the_virtual_environment() -> None:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    bare = [line for line in text.splitlines()
            if re.search(r"(^|[`\s])python3? (-m |\S+\.py)", line)
            and "python3 -m venv" not in line]
    assert bare == []


def test_docs_list_every_runtime_file_the_build_copies() -> None:
    text = (ROOT / "docs" / "web.md").read_text(encoding="utf-8")
    for name in RUNTIME_FILES:
        assert f"`{name}`" in text or f" {name}" in text, name
    # the names an older version of these docs gave, which the runtime never asks for
    assert not re.search(r"(?<!c)python312/", text) and not re.search(r"(?<!c)pythonrc\.py", text)
