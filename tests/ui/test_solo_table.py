"""Hand and Foot's "Everyone alone" at six or eight players: the rules play it, but the table
has room for four sides at most (score rows, info panel lines, meld areas across the top). The
New game screen does not offer it there, and a game that asks for it (a new game built by hand,
a save, a kept game, a file to replay) is refused in one line instead of drawing a broken table.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from game.rules import GameRecord, find_variant
from game.saves import encode
from game.ui.app import App
from game.ui.config import GameConfig, table_refusal
from game.ui.scenes import new_game
from game.ui.scenes.new_game import NewGameScene
from game.ui.scenes.table import TableScene
from game.ui.table_layout import MAX_SIDES, CardSizes, make_layout
from tests.test_command_line import load_main
from tests.ui.test_menu import FakeApp

ROOT = Path(__file__).resolve().parents[2]
SOLO = {"solo": True}


@pytest.fixture(autouse=True)
def _data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CANASTA_DATA_DIR", str(tmp_path / "data"))


def solo_config(players: int) -> GameConfig:
    return GameConfig("hand-and-foot", players, 0, {s: "easy" for s in range(1, players)},
                      dict(SOLO), seed=3)


def solo_record(players: int) -> GameRecord:
    record, state = GameRecord.start("hand-and-foot", players, 3, dict(SOLO))
    for _ in range(3):
        action = state.legal_actions()[0]
        record.add(state.to_act, action)
        state, _events = state.apply(action)
    return record


@pytest.mark.parametrize(("players", "fits"), [(2, True), (3, True), (4, True), (6, False),
                                               (8, False)])
def test_the_table_seats_everyone_alone_up_to_four(players: int, fits: bool) -> None:
    teams = find_variant("hand-and-foot", SOLO).teams_for(players)
    assert (len(teams) <= MAX_SIDES) == fits
    assert (table_refusal("hand-and-foot", players, SOLO) is None) == fits
    if fits:
        make_layout(players, 0, teams, CardSizes())
    else:
        with pytest.raises(ValueError, match="sides"):
            make_layout(players, 0, teams, CardSizes())
    # In pairs, six and eight players are three and four sides: the table seats them.
    if players >= 4:
        assert table_refusal("hand-and-foot", players, {}) is None


def option_names(scene: NewGameScene) -> list[str]:
    return [info.name for _widget, info, _y in scene.option_widgets]


def texts_drawn(scene: NewGameScene) -> list[str]:
    """Every text the New game screen draws in one frame."""
    seen: list[str] = []
    real = new_game.draw_text

    def spy(surface: pygame.Surface, text: str, *args: Any, **kwargs: Any) -> Any:
        seen.append(text)
        return real(surface, text, *args, **kwargs)

    new_game.draw_text = spy  # type: ignore[assignment]
    try:
        scene.draw(pygame.Surface((1280, 720)))
    finally:
        new_game.draw_text = real
    return seen


def test_new_game_offers_everyone_alone_only_where_the_table_seats_it() -> None:
    app = FakeApp()
    scene = NewGameScene(app, "hand-and-foot")
    app.scenes.push(scene)
    assert "solo" in option_names(scene)  # four players: offered
    widget = next(w for w, info, _y in scene.option_widgets if info.name == "solo")
    widget.set(True)  # type: ignore[attr-defined]
    assert scene.config().options == SOLO
    for players in (6, 8):  # more players: not offered, and back off
        scene._players_changed(0, str(players))
        assert "solo" not in option_names(scene)
        # The empty column says why.
        assert "No house rule can be chosen with this many players." in texts_drawn(scene)
        assert "solo" not in scene.config().options
        scene.start()
        assert app.started[-1].players == players and app.started[-1].options == {}
    scene._players_changed(0, "4")
    assert "solo" in option_names(scene) and scene.config().options == {}


@pytest.mark.parametrize("players", [6, 8])
def test_a_solo_game_the_table_cannot_seat_is_refused_with_a_notice(players: int) -> None:
    app = App(pygame.Surface((1280, 720)), turbo=True, settings={"sound": False})
    app.start_game(solo_config(players))
    assert not isinstance(app.scenes.top, TableScene)
    assert app.notice == ("This game can't be played: the table has room for 4 sides at "
                          f"most, not {players}.")
    app.tick(1 / 60, [])
    app.draw()


def test_continue_refuses_a_solo_save_for_eight() -> None:
    app = App(pygame.Surface((1280, 720)), turbo=True, settings={"sound": False})
    app.save_game(solo_record(8).to_json(), solo_config(8))
    assert not app.continue_game()
    assert not isinstance(app.scenes.top, TableScene)
    assert app.notice is not None
    assert "the table has room for 4 sides at most, not 8" in app.notice


def test_replaying_a_solo_file_for_six_is_refused_in_one_line(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "solo.save"
    payload: dict[str, Any] = {"record": solo_record(6).to_json(), "human_seat": 0,
                               "levels": {str(s): "easy" for s in range(1, 6)}}
    path.write_text(encode(payload), encoding="utf-8")
    with pytest.raises(SystemExit) as exit_info:
        load_main().parse_args(["--replay", str(path)])
    assert exit_info.value.code == 2
    lines = capsys.readouterr().err.strip().splitlines()
    assert lines == [f"main.py: error: cannot replay {path}: the table has room for 4 sides "
                     "at most, not 6 (see --help)"]
