"""The tools that play through the table (screens, frame timing) keep their games and settings
out of the player's own data folder: a screen drawn in Polish must not turn the player's game
into Polish, nor replace the game they left unfinished."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def run_with_home(home: Path, *argv: str) -> None:
    env = {k: v for k, v in os.environ.items()
           if k not in ("CANASTA_DATA_DIR", "XDG_DATA_HOME", "APPDATA")}
    env.update({"HOME": str(home), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"})
    proc = subprocess.run([sys.executable, *argv], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr[-2000:]


@pytest.mark.parametrize("argv", [
    ("tools/render_table_screens.py", "--only", "refusal-pl", "--language", "pl"),
    ("tools/render_screens.py", "--languages", "pl", "--variants", "classic", "--players", "4"),
    ("benchmarks/frame_time.py", "--frames", "30"),
], ids=["table-screens", "screens", "frame-time"])
def test_tool_writes_nothing_to_the_players_data(tmp_path: Path, argv: tuple[str, ...]) -> None:
    home = tmp_path / "home"
    home.mkdir()
    out = ("--out", str(tmp_path / "png")) if argv[0].startswith("tools/") else ()
    run_with_home(home, *argv, *out)
    written = [p.relative_to(home).as_posix() for p in home.rglob("*") if p.is_file()]
    assert not [p for p in written if "canasta" in p], written
