"""Saves at their edges: SaveStore.save either stores a record that loads back equal or raises
SaveError with nothing written; SaveStore.load never raises, whatever the storage holds, and a
save it cannot use is set aside under a name of its own, its bytes kept exactly."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game import platform, saves
from game.saves import MAX_DEPTH, SaveError, SaveStore

from .support import FUZZ, JSON, OBJECTS, tweak

RECORD: dict[str, Any] = {"record": {"format": "canasta-record", "version": 1,
                                     "actions": [[0, "draw"]]}, "levels": {"1": "normal"}}


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "data"
    monkeypatch.setenv("CANASTA_DATA_DIR", str(folder))
    return folder


def nested(depth: int) -> Any:
    value: Any = []
    for _ in range(depth - 1):
        value = [value]
    return value


def test_text_with_a_lone_surrogate_is_damage(monkeypatch: pytest.MonkeyPatch) -> None:
    # A browser's localStorage holds any JavaScript string, lone surrogates included.
    stored = {"saves/game": saves.encode(RECORD).replace("draw", "dr\ud800w")}
    monkeypatch.setattr(platform, "storage_get", lambda key: stored.get(key))
    monkeypatch.setattr(platform, "storage_move",
                        lambda src, dst: stored.__setitem__(dst, stored.pop(src)))
    result = SaveStore().load("game")
    assert result.status == "corrupt" and "unreadable" in result.message
    assert result.backup_key in stored


def test_a_payload_nested_to_the_edge_of_json_is_set_aside_not_raised() -> None:
    # json.loads accepts some nestings json.dumps (the checksum) then refuses: sweep the edge.
    store = SaveStore()
    for depth in range(800, 1000):
        text = ('{"format":"canasta-save","version":1,"checksum":"0","payload":{"a":'
                + "[" * depth + "]" * depth + "}}")
        platform.storage_set("saves/deep", text)
        result = store.load("deep")
        assert result.status == "corrupt", depth
        assert result.backup_key and platform.storage_get(result.backup_key) == text


def test_nesting_within_the_limit_round_trips_and_beyond_it_is_refused() -> None:
    store = SaveStore()
    store.save("ok", {"a": nested(MAX_DEPTH - 1)})
    assert store.load("ok").record == {"a": nested(MAX_DEPTH - 1)}
    for depth in (MAX_DEPTH, 990, 5000):
        with pytest.raises(SaveError, match="nests deeper"):
            store.save("deep", {"a": nested(depth)})
    assert store.load("deep").status == "missing"


@pytest.mark.parametrize(
    "record",
    [{"text": "\ud800"}, {"\udfff": 1}, {1: "a"}, {"a": (1, 2)}, {"a": {2: 3}},
     {"a": 10**5000}, {"a": float("inf")}, {"a": b"x"}],
)
def test_what_would_not_load_back_equal_is_refused_and_nothing_written(record: Any) -> None:
    store = SaveStore()
    store.save("slot", RECORD)
    with pytest.raises(SaveError):
        store.save("slot", record)
    assert store.load("slot").record == RECORD


@pytest.mark.parametrize("name", [None, 5, "\ud800", "a\x7fb", "tab\tname", "x" * 201, ""])
def test_a_name_no_save_may_have_is_a_save_error(name: Any) -> None:
    with pytest.raises(SaveError):
        SaveStore().save(name, RECORD)
    with pytest.raises(SaveError):
        SaveStore().load(name)


def test_temp_files_of_killed_writers_are_removed_and_live_ones_kept(data_dir: Path) -> None:
    store = SaveStore()
    store.save("game", RECORD)
    stale = data_dir / ".tmp-killed"
    stale.write_text("x" * 1000)
    old = time.time() - platform.STALE_TEMP_SECONDS - 5
    os.utime(stale, (old, old))
    live = data_dir / ".tmp-writing"
    live.write_text("y")
    other = data_dir / "notes.txt"
    other.write_text("z")
    fresh = SaveStore()  # a new start of the game
    assert fresh.load("game").record == RECORD
    assert not stale.exists()
    assert live.exists() and other.exists()


def test_a_second_unusable_save_does_not_replace_the_first_backup() -> None:
    store = SaveStore()
    kept = []
    for junk in ("junk one", "junk two", "junk three"):
        platform.storage_set("saves/current", junk)
        kept.append(store.set_aside("current"))
    assert len(set(kept)) == 3
    assert [platform.storage_get(k) for k in kept if k] == ["junk one", "junk two", "junk three"]


@FUZZ
@given(record=st.dictionaries(st.text(max_size=6), OBJECTS, max_size=4) | OBJECTS)
def test_any_record_is_saved_and_loads_back_equal_or_refused(record: Any) -> None:
    store = SaveStore()
    store.save("game", RECORD)
    try:
        store.save("game", record)
    except SaveError as error:
        assert str(error)
        assert store.load("game").record == RECORD
        return
    assert store.load("game").record == record


@FUZZ
@given(text=st.text(max_size=200) | JSON.map(json.dumps))
def test_any_stored_text_loads_or_is_set_aside(text: str) -> None:
    platform.storage_set("saves/game", text)
    result = SaveStore().load("game")
    assert result.status in ("ok", "corrupt")
    if result.status == "corrupt":
        assert result.backup_key and platform.storage_get(result.backup_key) == text
        assert platform.storage_get("saves/game") is None


@FUZZ
@given(data=st.data())
def test_a_tampered_save_loads_unchanged_or_is_set_aside(data: st.DataObject) -> None:
    good = saves.encode(RECORD)
    envelope = json.loads(good)
    key = data.draw(st.sampled_from(sorted(envelope)))
    envelope[key] = tweak(data, envelope[key])
    text = json.dumps(envelope, ensure_ascii=data.draw(st.booleans()))
    try:
        platform.storage_set("saves/game", text)
    except UnicodeEncodeError:  # a lone surrogate: no file can hold it (localStorage could,
        return                  # and load reads that as damage: see the test above)
    result = SaveStore().load("game")
    if result.status == "ok":
        assert result.record == RECORD or text == good
    else:
        assert result.status == "corrupt" and result.backup_key
