"""The table's frames leave nothing for the garbage collector: in the browser every frame, the
bots' thinking and the collector share one thread, so garbage kept alive by reference cycles
would come back as a long collection in the middle of an animation."""

from __future__ import annotations

import gc
from pathlib import Path

import pygame
import pytest

from game.ui.app import App
from game.ui.config import GameConfig


@pytest.fixture(autouse=True)
def _data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CANASTA_DATA_DIR", str(tmp_path / "data"))


@pytest.mark.parametrize("variant", ["classic", "samba", "hand-and-foot"])
def test_frames_of_a_watched_hand_leave_no_cycles(variant: str) -> None:
    app = App(pygame.Surface((1280, 720)), settings={"sound": False})
    gc.collect()
    gc.disable()
    try:
        # Bots at every seat (a hard one among them), cards flying at the table's own pace.
        app.start_game(GameConfig(variant, 4, None, {0: "hard", 1: "easy"}, {}, seed=3))
        table = app.scenes.top
        stock = len(table.state.stock)
        for _ in range(600):
            app.tick(1 / 60, [])
        left = gc.collect()
    finally:
        gc.enable()
    assert app.scenes.top is table  # still the table: 600 frames of play, not a screen after it
    assert len(table.state.stock) < stock  # the bots drew and played
    assert left == 0
