"""Headless pygame for the replay and statistics tests: must run before anything imports
pygame."""

import os
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402


@pytest.fixture(scope="session", autouse=True)
def _pygame_session() -> None:
    pygame.init()


@pytest.fixture(autouse=True)
def _data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every test stores its saves, kept games and statistics in a folder of its own."""
    monkeypatch.setenv("CANASTA_DATA_DIR", str(tmp_path / "data"))
