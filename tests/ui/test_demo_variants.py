"""Demo mode for every registered variant: easy bots play one whole hand at the variant's
default player count, in turbo, through main.py's frame loop, and the scoring screen shows."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path

import pytest
from test_demo import SHOTS, load_main  # noqa: I001  (sibling test module)

from game.rules import find_variant, variant_names
from game.ui.scenes.table import TableScene

#: A hand that has not ended after this many frames counts as stuck.
MAX_FRAMES = 40_000


@pytest.fixture(autouse=True)
def _data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CANASTA_DATA_DIR", str(tmp_path / "data"))


@pytest.mark.parametrize("variant", sorted(variant_names()))
def test_demo_plays_a_hand_of_every_variant(variant: str) -> None:
    import pygame

    players = find_variant(variant).default_players
    main = load_main()
    shots = SHOTS / f"demo-{variant}"
    args = main.parse_args([
        "--demo", "--quit-after-hand", "--turbo", "--variant", variant, "--players",
        str(players), "--seed", "5", "--level", "easy", "--screenshot-dir", str(shots),
    ])
    started = time.perf_counter()
    app = main.build_app(args, pygame.Surface((1280, 720)))
    code = asyncio.run(main.run(app, max_frames=MAX_FRAMES, fixed_dt=1 / 60))
    assert code == 0, f"{variant}: the hand did not reach the scoring screen"
    table = app.scenes.scenes[0]
    assert isinstance(table, TableScene) and table.state.is_hand_over
    assert table.state.rules.id == find_variant(variant).id
    names = sorted(p.name for p in shots.glob("*.png"))
    assert any("scoring" in n for n in names)
    print(f"{variant}: {players} players, {table.actions_played} actions, "
          f"{time.perf_counter() - started:.1f} s")
