"""Continue from the menu with a save the game cannot use: the player is told why and where the
save was kept, the save is set aside under a name of its own (never over an earlier one), and
nothing else in storage changes. Also settings naming a card back this version lacks."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

import pygame
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game import platform
from game.rules import GameRecord
from game.saves import SaveError, SaveStore
from game.ui.app import App
from game.ui.config import GameConfig
from game.ui.scenes.table import TableScene
from tests.edges.support import JSON, tweak


@pytest.fixture(autouse=True)
def _data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CANASTA_DATA_DIR", str(tmp_path / "data"))


def make_app() -> App:
    # The real bot factory (game.ai.make_bot): an unknown level raised from it before.
    return App(pygame.Surface((1280, 720)), turbo=True)


def saved_payload() -> dict[str, Any]:
    """What the app autosaves a few actions into a game of Classic for four."""
    record, state = GameRecord.start("classic", 4, 8)
    for _ in range(6):
        action = state.legal_actions()[0]
        seat = state.to_act
        state, _events = state.apply(action)
        record.add(seat, action)
    app = make_app()
    app.save_game(record.to_json(), GameConfig("classic", 4, 0, {1: "easy", 2: "normal",
                                                                 3: "hard"}, {}))
    result = app.store.load("current")
    assert result.ok and result.record is not None
    return result.record


def damaged(payload: dict[str, Any], change: str) -> dict[str, Any]:
    out = json.loads(json.dumps(payload))
    if change == "unknown level":
        out["levels"]["1"] = "wizard"
    elif change == "null level":
        out["levels"]["2"] = None
    elif change == "level for no seat":
        out["levels"]["9"] = "easy"
    elif change == "levels not a table":
        out["levels"] = ["easy"]
    elif change == "seat out of range":
        out["human_seat"] = 7
    elif change == "seat as text":
        out["human_seat"] = "0"
    elif change == "action that does not replay":
        out["record"]["actions"].append([out["record"]["actions"][-1][0], "meld 7C"])
    elif change == "version true":
        out["record"]["version"] = True
    return out


def stored(leave_out: set[str]) -> dict[str, str | None]:
    """Everything in storage but ``leave_out`` and the current save."""
    return {k: platform.storage_get(k) for k in platform.storage_keys()
            if k != "saves/current" and k not in leave_out}


CHANGES = ["unknown level", "null level", "level for no seat", "levels not a table",
           "seat out of range", "seat as text", "action that does not replay", "version true"]


@pytest.mark.parametrize("change", CHANGES)
def test_continue_with_a_save_it_cannot_use_reports_and_sets_it_aside(change: str) -> None:
    payload = saved_payload()
    store = SaveStore()
    store.save("other slot", payload)
    platform.storage_set("saves/current.bad-20200101T000000Z", "an older unusable save")
    store.save("current", damaged(payload, change))  # a valid checksum: written by the game
    bad_text = platform.storage_get("saves/current")
    app = make_app()
    app.open_menu()
    before = stored(set())
    menu = app.scenes.top
    menu.continue_game()  # type: ignore[union-attr]
    assert app.scenes.top is menu  # no table with a half-read game
    assert "can't be continued" in app.notice and "kept as" in app.notice
    assert platform.storage_get("saves/current") is None
    backups = [k for k in store.backups("current") if k not in before]
    assert len(backups) == 1 and platform.storage_get(backups[0]) == bad_text
    assert backups[0][len("saves/"):] in app.notice
    assert stored(set(backups)) == before  # the older backup, the other slot, the settings
    app.tick(1 / 60, [])  # the notice draws


def test_two_unusable_saves_in_a_row_are_both_kept() -> None:
    payload = saved_payload()
    store = SaveStore()
    texts = []
    for change in ("unknown level", "action that does not replay"):
        store.save("current", damaged(payload, change))
        texts.append(platform.storage_get("saves/current"))
        app = make_app()
        assert not app.continue_game()
    kept = store.backups("current")
    assert len(kept) == 2
    assert sorted(platform.storage_get(k) or "" for k in kept) == sorted(t or "" for t in texts)


def test_a_good_save_with_every_level_continues() -> None:
    SaveStore().save("current", saved_payload())
    app = make_app()
    assert app.continue_game()
    table = app.scenes.top
    assert isinstance(table, TableScene)
    assert table.config.levels == {1: "easy", 2: "normal", 3: "hard"}


@pytest.mark.parametrize(
    ("key", "value"),
    [("card_back", "purple"), ("animation_speed", -3.0), ("animation_speed", 1e300),
     ("language", ["cs"]), ("language", "")],
)
def test_settings_a_version_cannot_draw_fall_back_and_the_menu_opens(key: str, value: Any) -> None:
    SaveStore().save_settings({key: value})
    app = make_app()
    app.open_menu()
    app.tick(1 / 60, [])
    assert app.settings[key] != value


@settings(max_examples=60, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_continue_with_any_changed_payload_plays_or_sets_aside(data: st.DataObject) -> None:
    for key in platform.storage_keys():
        platform.storage_remove(key)
    payload = dict(good_payload())
    part = data.draw(st.sampled_from(["record", "levels", "human_seat", "extra"]))
    payload[part] = tweak(data, payload.get(part)) if data.draw(st.booleans()) \
        else data.draw(JSON)
    store = SaveStore()
    try:
        store.save("current", payload)
    except SaveError:
        return
    app = make_app()
    if app.continue_game():
        assert isinstance(app.scenes.top, TableScene)
        app.tick(1 / 60, [])
    else:
        assert app.notice and platform.storage_get("saves/current") is None
        assert len(store.backups("current")) == 1


@cache
def good_payload() -> dict[str, Any]:
    return saved_payload()


@pytest.mark.parametrize("damage", ["cut short", "action that does not replay",
                                    "unknown level", "seat out of range", "version true"])
def test_the_notice_of_a_damaged_save_speaks_the_players_language(damage: str) -> None:
    """In Czech the whole notice is Czech where the game words it (a damaged file, a level or
    a seat this version does not know, a record it cannot read), each sentence ends once,
    and it stays up long enough to read the name the save was kept under, on as many lines
    as it takes."""
    from game import i18n

    payload = saved_payload()
    if damage != "cut short":  # the reason the notice gives in English
        SaveStore().save("current", damaged(payload, damage))
        english = make_app()
        assert not english.continue_game()
        reason = english.notice.split(": ", 1)[1].split(". It was kept as")[0]
        for key in platform.storage_keys("saves/"):
            platform.storage_remove(key)
    if damage == "cut short":
        SaveStore().save("current", payload)
        text = platform.storage_get("saves/current")
        assert text is not None
        platform.storage_set("saves/current", text[: len(text) // 2])
    else:
        SaveStore().save("current", damaged(payload, damage))
    app = App(pygame.Surface((1280, 720)), turbo=True, settings={"language": "cs"})
    try:
        assert not app.continue_game()
        kept = [k for k in platform.storage_keys("saves/") if ".bad-" in k]
        assert len(kept) == 1 and kept[0].removeprefix("saves/") in app.notice
        assert app.notice.startswith("Uloženou hru nelze dohrát: ")
        assert ".." not in app.notice
        if damage == "cut short":
            assert "poškozená nebo neúplná" in app.notice
        else:
            assert reason not in app.notice, reason
        app.draw()  # wrapped, never cut short: nothing of it is left out
        assert app._notice_left > 6
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("damage", ["cut short", "from a newer version", "emptied"])
@pytest.mark.parametrize("language", ["en", "cs"])
def test_settings_that_cannot_be_read_are_reported_at_start_and_kept(
    damage: str, language: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The app starts with the usual settings and says so, in the player's language, naming
    where the file was kept (byte for byte); nothing else in storage changes."""
    from game import i18n

    SaveStore().save("current", saved_payload())
    SaveStore().save_settings({"card_back": "red", "sound": False})
    text = platform.storage_get("saves/settings")
    assert text is not None
    broken = {"cut short": text[: len(text) // 2],
              "from a newer version": text.replace('"version":1', '"version":2'),
              "emptied": ""}[damage]
    platform.storage_set("saves/settings", broken)
    before = stored({"saves/settings"})
    monkeypatch.setenv("LANGUAGE", language)
    try:
        app = make_app()
        kept = SaveStore().backups("settings")
        assert len(kept) == 1 and platform.storage_get(kept[0]) == broken
        assert platform.storage_get("saves/settings") is None
        assert app.settings["card_back"] == "blue"  # the usual settings, not a crash
        assert kept[0].removeprefix("saves/") in app.notice
        english = app.notice.startswith("Your settings could not be read, so the usual")
        assert english == (language == "en"), app.notice
        app.open_menu()
        app.tick(1 / 60, [])  # the notice draws over the menu
        assert stored({"saves/settings", *kept}) == before
    finally:
        i18n.set_language("en")
