"""Demo mode: bots play every seat and a whole hand completes for 2, 3, 4 and 6 players."""

from __future__ import annotations

import asyncio
import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]
SHOTS = ROOT / "test-artifacts" / "screenshots"


def load_main() -> ModuleType:
    spec = importlib.util.spec_from_file_location("canasta_main", ROOT / "main.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["canasta_main"] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture(autouse=True)
def _data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CANASTA_DATA_DIR", str(tmp_path / "data"))


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_demo_completes_a_hand(players: int) -> None:
    import pygame

    main = load_main()
    args = main.parse_args([
        "--demo", "--quit-after-hand", "--turbo", "--players", str(players), "--seed", "11",
        "--level", "easy", "--screenshot-dir", str(SHOTS / f"demo-{players}p"),
    ])
    app = main.build_app(args, pygame.Surface((1280, 720)))
    code = asyncio.run(main.run(app, max_frames=30_000, fixed_dt=1 / 60))
    assert code == 0, "the hand did not reach the scoring screen within the frame cap"
    table = app.scenes.scenes[0]
    assert table.state.is_hand_over
    names = sorted(p.name for p in (SHOTS / f"demo-{players}p").glob("*.png"))
    assert any("table" in n for n in names) and any("scoring" in n for n in names)
    # Demo games never overwrite the player's saved game.
    assert not app.has_saved_game()


def test_main_as_subprocess_exits_zero(tmp_path: Path) -> None:
    import os
    import subprocess

    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               CANASTA_DATA_DIR=str(tmp_path))
    proc = subprocess.run(
        [sys.executable, str(ROOT / "main.py"), "--demo", "--quit-after-hand", "--turbo",
         "--players", "4", "--seed", "3", "--level", "easy", "--max-frames", "30000"],
        env=env, cwd=ROOT, capture_output=True, text=True, timeout=600,
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
