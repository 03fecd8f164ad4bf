"""Saves and settings on native storage (CANASTA_DATA_DIR points into tmp_path)."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

from game import platform, saves
from game.saves import MAX_BYTES, SaveError, SaveStore

RECORD: dict[str, Any] = {
    "variant": "classic",
    "options": {"players": 4, "red_threes": True},
    "seed": 12345,
    "players": [{"name": "Ana", "bot": None}, {"name": "Bot", "bot": "normal"}],
    "actions": ["deal", "draw", "meld 5H 5D 5S", "discard 9C"],
    "note": "čeština ✓",
}


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "data"
    monkeypatch.setenv("CANASTA_DATA_DIR", str(folder))
    return folder


def envelope(payload: Any, **changes: Any) -> str:
    env: dict[str, Any] = {"format": "canasta-save", "version": 1,
                           "checksum": saves.checksum(payload) if isinstance(payload, dict)
                           else "0" * 64,
                           "payload": payload}
    env.update(changes)
    return json.dumps(env)


def test_round_trip(data_dir: Path) -> None:
    store = SaveStore()
    store.save("slot 1", RECORD)
    result = store.load("slot 1")
    assert result.ok and result.status == "ok"
    assert result.record == RECORD
    assert store.names() == ["slot 1"]
    # one file per key, no temp files left behind
    assert [p.name for p in data_dir.iterdir()] == ["saves%2Fslot%201"]


def test_missing() -> None:
    result = SaveStore().load("nothing")
    assert result.status == "missing" and result.record is None
    assert "nothing" in result.message


def test_overwrite_keeps_latest() -> None:
    store = SaveStore()
    store.save("a", RECORD)
    store.save("a", {**RECORD, "seed": 7})
    assert store.load("a").record == {**RECORD, "seed": 7}


def good_text() -> str:
    return saves.encode(RECORD)


def flip_bit(text: str) -> str:
    raw = bytearray(text.encode())
    raw[len(raw) // 2] ^= 0x04
    return raw.decode("utf-8", errors="surrogateescape")


CORRUPTIONS: dict[str, Any] = {
    "truncated": lambda: good_text()[: len(good_text()) // 2],
    "empty": lambda: "",
    "bit_flip": lambda: flip_bit(good_text()),
    "garbage": lambda: "\x00\x01not json at all",
    "json_list": lambda: json.dumps([1, 2, 3]),
    "json_string": lambda: json.dumps("hello"),
    "wrong_format": lambda: envelope(RECORD, format="something-else"),
    "newer_version": lambda: envelope(RECORD, version=2),
    "version_zero": lambda: envelope(RECORD, version=0),
    "version_bool": lambda: envelope(RECORD, version=True),
    "version_str": lambda: envelope(RECORD, version="1"),
    "payload_list": lambda: envelope([RECORD]),
    "payload_null": lambda: envelope(None),
    "bad_checksum": lambda: envelope(RECORD, checksum="f" * 64),
    "edited_payload": lambda: envelope(RECORD).replace('"seed": 12345', '"seed": 12346'),
    "nan_payload": lambda: envelope(RECORD).replace('"seed": 12345', '"seed": NaN'),
    "deep_nesting": lambda: "[" * 100_000 + "]" * 100_000,
}


@pytest.mark.parametrize("kind", sorted(CORRUPTIONS))
def test_corruption_is_reported_and_set_aside(kind: str, data_dir: Path) -> None:
    store = SaveStore()
    bad = CORRUPTIONS[kind]()
    platform.storage_set("saves/game", bad)
    before = set(data_dir.iterdir())

    result = store.load("game")

    assert result.status == "corrupt", result
    assert result.record is None
    assert "game" in result.message and "can't be used" in result.message
    # set aside, not deleted: the exact bytes live on under the backup key
    assert result.backup_key is not None and result.backup_key.startswith("saves/game.bad-")
    assert platform.storage_get(result.backup_key) == bad
    assert platform.storage_get("saves/game") is None
    assert len(set(data_dir.iterdir())) == len(before)
    assert store.backups("game") == [result.backup_key]
    assert store.names() == []
    # the slot is usable again
    store.save("game", RECORD)
    assert store.load("game").record == RECORD


def test_invalid_utf8_on_disk(data_dir: Path) -> None:
    data_dir.mkdir(parents=True)
    raw = good_text().encode()[:40] + b"\xff\xfe\x80" + good_text().encode()[40:]
    (data_dir / "saves%2Fgame").write_bytes(raw)
    result = SaveStore().load("game")
    assert result.status == "corrupt"
    assert result.backup_key is not None
    backup_file = data_dir / result.backup_key.replace("/", "%2F")
    assert backup_file.read_bytes() == raw  # byte for byte


def test_two_failures_in_one_second_keep_both_backups() -> None:
    store = SaveStore()
    platform.storage_set("saves/g", "junk 1")
    first = store.load("g").backup_key
    platform.storage_set("saves/g", "junk 2")
    second = store.load("g").backup_key
    assert first and second and first != second
    assert platform.storage_get(first) == "junk 1"
    assert platform.storage_get(second) == "junk 2"


def test_oversized_save_is_rejected_on_load() -> None:
    huge = envelope({"actions": ["x" * 64] * (MAX_BYTES // 64 + 10)})
    platform.storage_set("saves/big", huge)
    result = SaveStore().load("big")
    assert result.status == "corrupt" and "too large" in result.message
    assert result.backup_key and platform.storage_get(result.backup_key) == huge


def test_oversized_save_is_refused_on_save() -> None:
    store = SaveStore()
    store.save("big", RECORD)
    with pytest.raises(SaveError):
        store.save("big", {"actions": ["x" * 64] * (MAX_BYTES // 64 + 10)})
    assert store.load("big").record == RECORD


@pytest.mark.parametrize("record", [[1, 2], "text", None, {"x": {1, 2}}, {"x": float("nan")}])
def test_non_json_object_is_refused(record: Any) -> None:
    store = SaveStore()
    with pytest.raises(SaveError):
        store.save("s", record)
    assert store.load("s").status == "missing"


def test_old_save_survives_failed_replace(monkeypatch: pytest.MonkeyPatch,
                                          data_dir: Path) -> None:
    store = SaveStore()
    store.save("game", RECORD)
    real_replace = os.replace

    def broken_replace(src: Any, dst: Any) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(OSError):
        store.save("game", {**RECORD, "seed": 99})
    monkeypatch.setattr(os, "replace", real_replace)
    assert store.load("game").record == RECORD
    assert sorted(p.name for p in data_dir.iterdir()) == ["saves%2Fgame"]  # temp cleaned up


def test_old_save_survives_crash_mid_write(monkeypatch: pytest.MonkeyPatch,
                                           data_dir: Path) -> None:
    store = SaveStore()
    store.save("game", RECORD)
    real_fsync = os.fsync

    def crash(fd: int) -> None:
        raise KeyboardInterrupt  # e.g. the player closes the game while it saves

    monkeypatch.setattr(os, "fsync", crash)
    with pytest.raises(KeyboardInterrupt):
        store.save("game", {**RECORD, "seed": 99})
    monkeypatch.setattr(os, "fsync", real_fsync)
    assert store.load("game").record == RECORD
    assert sorted(p.name for p in data_dir.iterdir()) == ["saves%2Fgame"]


def test_unreadable_storage_is_reported(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken_get(key: str) -> str:
        raise PermissionError("denied")

    monkeypatch.setattr(platform, "storage_get", broken_get)
    result = SaveStore().load("game")
    assert result.status == "corrupt" and "could not be read" in result.message


def test_settings_defaults_and_round_trip() -> None:
    defaults = {"bot_level": "normal", "sound": True, "animation_speed": 1.0}
    assert saves.load_settings(defaults) == defaults
    saves.save_settings({"bot_level": "hard", "sound": False, "animation_speed": 2})
    assert saves.load_settings(defaults) == {"bot_level": "hard", "sound": False,
                                             "animation_speed": 2}


def test_settings_wrong_types_fall_back_to_defaults() -> None:
    defaults = {"bot_level": "normal", "sound": True, "animation_speed": 1.0}
    saves.save_settings({"bot_level": 3, "sound": "yes", "animation_speed": True, "extra": 1})
    assert saves.load_settings(defaults) == {**defaults, "extra": 1}


def test_corrupt_settings_give_defaults_and_are_kept() -> None:
    platform.storage_set("saves/settings", '{"format": "canasta-save", "vers')
    assert saves.load_settings() == saves.DEFAULT_SETTINGS
    assert SaveStore().backups("settings")


@pytest.mark.parametrize("name", ["", "   ", "a\nb", "x.bad-1", "y" * 201])
def test_invalid_names(name: str) -> None:
    with pytest.raises(ValueError):
        SaveStore().save(name, RECORD)


def test_storage_keys_and_odd_key_names() -> None:
    for key in ["..", "../escape", "a/b", ".hidden", "ž"]:
        platform.storage_set(key, key)
        assert platform.storage_get(key) == key
    assert platform.storage_keys() == sorted(["..", "../escape", "a/b", ".hidden", "ž"])
    assert platform.storage_keys("a/") == ["a/b"]
    platform.storage_remove("a/b")
    platform.storage_remove("a/b")  # removing twice is fine
    assert platform.storage_get("a/b") is None


@pytest.mark.parametrize(
    ("env", "expected"),
    [({"LANGUAGE": "cs:en"}, "cs"), ({"LC_ALL": "de_DE.UTF-8"}, "de"),
     ({"LANG": "pt_BR.UTF-8"}, "pt"), ({"LANG": "C"}, None)],
)
def test_system_language(env: dict[str, str], expected: str | None,
                         monkeypatch: pytest.MonkeyPatch) -> None:
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(var, raising=False)
    for k, v in env.items():
        monkeypatch.setenv(k, v)
    lang = platform.system_language()
    if expected is None:
        assert len(lang) in (2, 3) and lang.isalpha()
    else:
        assert lang == expected


def test_data_dir_default_locations(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.delenv("CANASTA_DATA_DIR")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    monkeypatch.setattr(platform.sys, "platform", "linux")
    assert platform.data_dir() == tmp_path / "xdg" / "canasta"
    monkeypatch.setattr(platform.sys, "platform", "win32")
    monkeypatch.setenv("APPDATA", str(tmp_path / "roaming"))
    assert platform.data_dir() == tmp_path / "roaming" / "canasta"
    monkeypatch.setattr(platform.sys, "platform", "darwin")
    assert platform.data_dir() == Path.home() / "Library" / "Application Support" / "canasta"


class FakeLocalStorage:
    """Mimics window.localStorage closely enough for the browser code path."""

    def __init__(self) -> None:
        self.items: dict[str, str] = {}

    @property
    def length(self) -> int:
        return len(self.items)

    def key(self, i: int) -> str | None:
        keys = list(self.items)
        return keys[i] if i < len(keys) else None

    def getItem(self, k: str) -> str | None:  # noqa: N802 - the JS name
        return self.items.get(k)

    def setItem(self, k: str, v: str) -> None:  # noqa: N802
        self.items[k] = str(v)

    def removeItem(self, k: str) -> None:  # noqa: N802
        self.items.pop(k, None)


def test_browser_path_uses_local_storage(monkeypatch: pytest.MonkeyPatch) -> None:
    storage = FakeLocalStorage()

    class Navigator:
        language = "cs-CZ"

    class Window:
        localStorage = storage
        navigator = Navigator()

    monkeypatch.setattr(platform, "is_browser", lambda: True)
    monkeypatch.setattr(platform, "_window", lambda: Window())
    store = SaveStore()
    store.save("g", RECORD)
    assert store.load("g").record == RECORD
    assert list(storage.items) == ["canasta:saves/g"]
    storage.items["canasta:saves/g"] = "broken"
    result = store.load("g")
    assert result.status == "corrupt" and result.backup_key
    assert storage.items[f"canasta:{result.backup_key}"] == "broken"
    assert platform.system_language() == "cs"
