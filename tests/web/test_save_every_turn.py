"""A game saved after every action loads back and replays to the very same state, and a save
whose record is broken in its content (not just its bytes) is refused without a crash."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from game.rules import GameRecord, RecordError
from game.saves import SaveStore


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "data"
    monkeypatch.setenv("CANASTA_DATA_DIR", str(folder))
    return folder


@pytest.mark.parametrize(("variant", "players", "seed"), [
    ("classic", 4, 11), ("classic", 2, 12), ("classic", 6, 13), ("samba", 4, 14),
])
def test_save_and_load_round_trip_at_every_turn(variant: str, players: int, seed: int) -> None:
    store = SaveStore()
    record, state = GameRecord.start(variant, players, seed)
    rng = random.Random(seed)
    turns = 0
    while not state.is_hand_over and turns < 400:
        action = rng.choice(list(state.legal_actions()))
        record.add(state.to_act, action)
        state, _ = state.apply(action)
        store.save("current", record.to_json())
        loaded = store.load("current")
        assert loaded.ok, loaded.message
        assert loaded.record is not None
        again = GameRecord.from_json(loaded.record).replay()
        assert again == state
        assert again.state_hash() == state.state_hash()
        turns += 1
    assert turns > 10


def _record() -> dict[str, Any]:
    record, state = GameRecord.start("classic", 4, 5)
    for _ in range(6):
        action = state.legal_actions()[0]
        record.add(state.to_act, action)
        state, _ = state.apply(action)
    return record.to_json()


@pytest.mark.parametrize("damage", [
    lambda r: {**r, "version": 99},  # a newer format
    lambda r: {**r, "players": "four"},  # wrong type
    lambda r: {**r, "actions": [[0, "meld KH KH KH"]]},  # an action that does not replay
    lambda r: {**r, "actions": [[3, "draw"]]},  # the wrong seat
    lambda r: {**r, "variant": "no-such-canasta"},
    lambda r: [r],  # not an object at all
])
def test_saved_record_with_broken_content_is_refused_cleanly(damage: Any) -> None:
    store = SaveStore()
    broken = damage(_record())
    if isinstance(broken, dict):
        store.save("current", broken)
        loaded = store.load("current")
        assert loaded.ok and loaded.record is not None  # the bytes are fine ...
        payload: Any = loaded.record
    else:
        payload = json.loads(json.dumps(broken))
    with pytest.raises(RecordError):  # ... the game in them is not, and says why
        GameRecord.from_json(payload).replay()
