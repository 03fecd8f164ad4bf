"""Saves through pygbag's bridge to the page: ``platform.window.localStorage``.

pygbag replaces the ``platform`` module with one whose ``window`` is the page's JavaScript
window. Its bridge (emval_to_py in pygbag's browsermodule.c) turns JS null and undefined into
None and raises a page exception (quota exceeded, storage disabled) as a plain Exception.
The stand-in below has exactly that surface.
"""

from __future__ import annotations

import builtins
import os
import sys
import types
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402  # before sys.platform says emscripten: pygame reads it on import
import pytest  # noqa: E402

from game import platform as game_platform  # noqa: E402
from game.saves import SaveStore  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.config import GameConfig  # noqa: E402

RECORD = {"variant": "classic", "seed": 4, "actions": [[0, "draw"]], "note": "ž ✓"}


class QuotaExceededError(Exception):
    """What the bridge raises when the page's setItem throws (a plain Exception subclass)."""


class BridgeStorage:
    """window.localStorage seen through pygbag's bridge."""

    def __init__(self, quota: int | None = None) -> None:
        self.items: dict[str, str] = {}
        self.quota = quota

    @property
    def length(self) -> int:
        return len(self.items)

    def key(self, index: int) -> str | None:
        keys = list(self.items)
        return keys[index] if 0 <= index < len(keys) else None  # JS null -> None

    def getItem(self, key: str) -> str | None:  # noqa: N802 - the Web Storage names
        return self.items.get(key)  # JS null -> None

    def setItem(self, key: str, value: str) -> None:  # noqa: N802
        if self.quota is not None and len(value) > self.quota:
            raise QuotaExceededError("Failed to execute 'setItem' on 'Storage': quota exceeded")
        self.items[key] = value

    def removeItem(self, key: str) -> None:  # noqa: N802
        self.items.pop(key, None)


class BlockedWindow:
    """A page whose storage the browser refuses (an embedded frame with storage blocked):
    reading window.localStorage throws a SecurityError."""

    navigator = types.SimpleNamespace(language=None)  # JS undefined -> None

    @property
    def localStorage(self) -> Any:  # noqa: N802
        raise Exception("SecurityError: The operation is insecure.")


@pytest.fixture
def page(monkeypatch: pytest.MonkeyPatch) -> types.ModuleType:
    """pygbag's platform module with a window, as the game sees it in the browser."""
    module = types.ModuleType("platform")
    module.window = types.SimpleNamespace(  # type: ignore[attr-defined]
        localStorage=BridgeStorage(), navigator=types.SimpleNamespace(language="pl-PL"))
    monkeypatch.setitem(sys.modules, "platform", module)
    monkeypatch.setattr(sys, "platform", "emscripten")
    monkeypatch.setattr(game_platform, "_session_storage", None)
    return module


def test_saves_round_trip_and_missing_keys_read_as_missing(page: types.ModuleType) -> None:
    storage = page.window.localStorage
    store = SaveStore()
    assert store.load("current").status == "missing"  # getItem gave JS null
    store.save("current", RECORD)
    assert list(storage.items) == ["canasta:saves/current"]
    assert store.load("current").record == RECORD
    assert store.names() == ["current"]  # key(i) past the end gave null: no phantom key
    assert game_platform.system_language() == "pl"
    assert game_platform.storage_is_persistent()


def test_pygbag_undefined_sentinel_reads_as_missing(
    page: types.ModuleType, monkeypatch: pytest.MonkeyPatch
) -> None:
    class Undefined:  # pygbag's runtime defines builtins.undefined, a falsy sentinel
        def __bool__(self) -> bool:
            return False

        def __repr__(self) -> str:
            return "∅"

    undefined = Undefined()
    monkeypatch.setattr(builtins, "undefined", undefined, raising=False)
    storage = page.window.localStorage
    monkeypatch.setattr(storage, "getItem", lambda key: undefined)
    assert game_platform.storage_get("saves/current") is None  # not the text "∅"
    assert SaveStore().load("current").status == "missing"


def test_a_full_storage_is_an_os_error_and_keeps_the_old_save(page: types.ModuleType) -> None:
    store = SaveStore()
    store.save("current", RECORD)
    page.window.localStorage.quota = 100
    with pytest.raises(OSError, match="refused to store"):
        store.save("current", {**RECORD, "note": "x" * 500})
    assert store.load("current").record == RECORD


def test_app_reports_a_full_storage_instead_of_crashing(page: types.ModuleType) -> None:
    pygame.init()
    page.window.localStorage.quota = 50
    app = App(pygame.Surface((1280, 720)), settings={})
    app.save_game({"format": "x", "actions": ["a" * 200]}, GameConfig())
    assert "quota exceeded" in app.notice  # a notice (in the page's language), no crash


def test_blocked_storage_falls_back_to_the_visit(monkeypatch: pytest.MonkeyPatch) -> None:
    module = types.ModuleType("platform")
    module.window = BlockedWindow()  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "platform", module)
    monkeypatch.setattr(sys, "platform", "emscripten")
    monkeypatch.setattr(game_platform, "_session_storage", None)
    store = SaveStore()
    store.save("current", RECORD)  # no crash: kept for this visit
    assert store.load("current").record == RECORD
    assert not game_platform.storage_is_persistent()
    assert game_platform.system_language() == "en"  # navigator.language undefined


@pytest.mark.parametrize("code", ["en", "cs", "sk", "pl"])
def test_app_says_when_saves_last_only_the_visit(monkeypatch: pytest.MonkeyPatch,
                                                 code: str) -> None:
    from game import i18n
    from game.ui import fonts

    module = types.ModuleType("platform")
    module.window = BlockedWindow()  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "platform", module)
    monkeypatch.setattr(sys, "platform", "emscripten")
    monkeypatch.setattr(game_platform, "_session_storage", None)
    pygame.init()
    try:
        app = App(pygame.Surface((1280, 720)), settings={"language": code})
        assert app.notice == i18n._(
            "Saves last only until this page is closed: the browser blocks storage.")
        assert app.notice != "" and (code == "en" or not app.notice.startswith("Saves"))
        # App.draw shortens a notice wider than its 1000 px box: this one fits whole.
        assert fonts.font(20, bold=True).size(app.notice)[0] <= 1000 - 40
    finally:
        i18n.set_language("en")
