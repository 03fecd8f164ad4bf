"""Kept games: newest first, within their count and size, making way for a new game when the
storage is full, and set aside (not lost, not shown) when damaged."""

from __future__ import annotations

import pytest

from game import platform
from game.archive import ARCHIVE_PREFIX, KEEP_GAMES, GameArchive
from game.saves import SaveError

from .games import payload, recorded_game


@pytest.fixture(scope="module")
def game() -> tuple[dict[str, object], object]:
    record, final = recorded_game(3, options={"target_score": 1500})
    return payload(record), final


def test_kept_games_say_how_they_ended_newest_first(game: tuple[dict, object]) -> None:
    data, final = game
    archive = GameArchive()
    first = archive.keep(data, final)  # type: ignore[arg-type]
    second = archive.keep(data, final)  # type: ignore[arg-type]
    assert second != first and archive.names() == [second, first]  # same second: a new name
    kept, problems = archive.games()
    assert problems == [] and [k.name for k in kept] == [second, first]
    summary = kept[0].summary
    assert kept[0].finished and summary["scores"] == list(final.total_scores)  # type: ignore[attr-defined]
    assert summary["winner"] == final.winner and summary["team"] == 0  # type: ignore[attr-defined]
    assert kept[0].payload["record"] == data["record"]


def test_an_unfinished_game_is_kept_as_such() -> None:
    record, state = recorded_game(4, stop_after=50)
    archive = GameArchive()
    archive.keep(payload(record), state)
    kept, _problems = archive.games()
    assert not kept[0].finished and kept[0].summary["winner"] is None
    assert kept[0].summary["hands"] == 1


def test_the_oldest_games_go_beyond_the_count_and_the_size(game: tuple[dict, object]) -> None:
    data, final = game
    archive = GameArchive()
    names = [archive.keep(data, final) for _ in range(KEEP_GAMES + 3)]  # type: ignore[arg-type]
    assert archive.names() == list(reversed(names))[:KEEP_GAMES]
    size = len(platform.storage_get(archive.store.key(names[-1])) or "")
    dropped = archive.prune(keep_bytes=size * 5 + size // 2)
    assert len(archive.names()) == 5 and dropped == list(reversed(names))[5:KEEP_GAMES]


def test_a_full_storage_makes_the_oldest_games_make_way(
        game: tuple[dict, object], monkeypatch: pytest.MonkeyPatch) -> None:
    data, final = game
    archive = GameArchive()
    old = [archive.keep(data, final) for _ in range(4)]  # type: ignore[arg-type]
    real_set = platform.storage_set

    def room_for_three(key: str, value: str) -> None:
        if key.startswith(ARCHIVE_PREFIX) and len(platform.storage_keys(ARCHIVE_PREFIX)) >= 3:
            raise OSError("the browser refused to store: QuotaExceededError")
        real_set(key, value)

    monkeypatch.setattr(platform, "storage_set", room_for_three)
    new = archive.keep(data, final)  # type: ignore[arg-type]
    assert archive.names() == [new, old[3], old[2]]  # the two oldest made way
    monkeypatch.setattr(platform, "storage_set", lambda key, value: (_ for _ in ()).throw(
        OSError("full")))
    with pytest.raises(OSError):
        archive.keep(data, final)  # type: ignore[arg-type]  # nothing left to drop: reported
    assert archive.names() == []


def test_a_record_that_cannot_be_saved_drops_nothing(game: tuple[dict, object]) -> None:
    data, final = game
    archive = GameArchive()
    archive.keep(data, final)  # type: ignore[arg-type]
    with pytest.raises(SaveError):
        archive.keep({"record": {"seed": 1}, "bad": float("nan")}, final)  # type: ignore[arg-type]
    assert len(archive.names()) == 1


def test_a_damaged_kept_game_is_set_aside_and_reported(game: tuple[dict, object]) -> None:
    data, final = game
    archive = GameArchive()
    good = archive.keep(data, final)  # type: ignore[arg-type]
    bad = archive.keep(data, final)  # type: ignore[arg-type]
    key = archive.store.key(bad)
    text = platform.storage_get(key) or ""
    platform.storage_set(key, text[:-40])
    kept, problems = archive.games()
    assert [k.name for k in kept] == [good] and len(problems) == 1 and bad in problems[0]
    assert archive.store.backups(bad) and archive.names() == [good]


def test_games_kept_within_one_second_sort_as_kept_even_after_pruning(
        game: tuple[dict, object], monkeypatch: pytest.MonkeyPatch) -> None:
    import time

    data, final = game
    monkeypatch.setattr(time, "gmtime", lambda *args: time.struct_time(
        (2025, 6, 1, 14, 2, 3, 6, 152, 0)))  # every game within the same second
    archive = GameArchive()
    names = [archive.keep(data, final) for _ in range(KEEP_GAMES + 5)]  # type: ignore[arg-type]
    assert archive.names() == list(reversed(names))[:KEEP_GAMES]
    assert names[-1] == "20250601T140203Z-034-00000003"
