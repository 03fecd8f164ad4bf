"""Suite-wide fixtures."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from game.i18n import set_language


@pytest.fixture(autouse=True)
def private_data_dir(tmp_path_factory: pytest.TempPathFactory,
                     monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """Every test saves into a folder of its own, never into the player's real saves.

    Child processes inherit the variable, so a game started as a real process is kept out of
    the player's folder too. A test that sets CANASTA_DATA_DIR itself overrides this one.
    """
    folder = tmp_path_factory.mktemp("canasta-data")
    monkeypatch.setenv("CANASTA_DATA_DIR", str(folder))
    yield folder


@pytest.fixture(autouse=True)
def english_afterwards() -> Iterator[None]:
    """A test that switches the game's language leaves English behind for the next one."""
    yield
    set_language("en")
