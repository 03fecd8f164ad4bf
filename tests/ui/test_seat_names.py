"""Seats and sides are named from the rules' teams, never from seat numbers.

Six-player Hand and Foot plays three pairs, partners opposite (0/3, 1/4, 2/5): seen from
seat 0 the partner sits across, and the seats two to the left and right are opponents (in
six-player Classic, teams 0/2/4 and 1/3/5, they are partners).
"""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from test_scoring import FakeApp  # noqa: I001  (sibling test module)

from game.i18n import set_language
from game.rules import GameRecord, GameState, find_variant, new_game, read_position
from game.ui.app import App
from game.ui.config import GameConfig
from game.ui.scenes.new_game import NewGameScene
from game.ui.scenes.scoring import ScoringScene, winner_text
from game.ui.scenes.seats import is_partner, seat_label, side_labels
from game.ui.scenes.table import TableScene
from game.ui.table_draw import PLATE_NAME_MIN, text
from game.ui.table_layout import PLATE_SIZE

#: Seat 0 can go out once its partner (seat 3) agrees (tests/cases/variants/hand-and-foot).
SIX_PAIRS = """
variant = "hand-and-foot"
players = 6
turn = 0
phase = "play"
hands = ["QS QD QC 4S", "4C", "5C", "9C", "5D", "9D"]
side_piles = ["", "6C 6D", "6H 6S", "7C 7D", "8C", "8D"]
flags = ["foot-taken:0"]
stock = "TC 5H"
discard = "7H"
melded_seats = [0]
[melds]
0 = ["KS KS KD KD KH KH KC", "JS JS JD JD JH JH JC", "9S 9S 9D 9D 9H 9H 9C",
     "AS AD AH AC AS 2C 2D", "8S 8D 8H 8C 8S JK 2H", "7S 7D 7H 7C 7S 2S 2D",
     "6S 6D 6H 6C 6S 6D JK"]
"""


@pytest.fixture(autouse=True)
def _data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CANASTA_DATA_DIR", str(tmp_path / "data"))


def table_at(state: GameState) -> TableScene:
    app = App(pygame.Surface((1280, 720)), turbo=True, settings={"sound": False})
    config = GameConfig(state.rules.id, state.players, 0, {}, {}, seed=1)
    record = GameRecord.start(config.variant, config.players, 1, {})[0]
    table = TableScene(app, config, record=record, state=state)
    app.scenes.clear()
    app.scenes.push(table)
    for _ in range(2):
        app.tick(1 / 60, [])
    return table


def plate_detail(table: TableScene, seat: int) -> str:
    name, detail, *_rest = table._layers.pieces[f"plate{seat}"].key
    assert name == table.name(seat)
    return str(detail)


def test_six_player_hand_and_foot_table_names_the_partner_across() -> None:
    state = read_position(SIX_PAIRS)
    assert state.teams == ((0, 3), (1, 4), (2, 5))
    table = table_at(state)
    names = [table.name(seat) for seat in range(6)]
    assert names == ["You", "Left opponent", "Top-left opponent", "Partner",
                     "Top-right opponent", "Right opponent"]
    assert [plate_detail(table, seat).split(" · ")[0] for seat in range(1, 6)] == [
        "opponent", "opponent", "partner", "opponent", "opponent"]
    # Three sides: "Their side" would not say which; each other pair has its own colour.
    sides = [table.side_name(team) for team in range(3)]
    assert sides == ["Your side", "Side 2", "Side 3"]
    colours = {table.panels.team_colour(team) for team in range(3)}
    assert len(colours) == 3
    for seat in range(6):
        assert table.panels.team_colour(state.team_of(seat)) in colours


def test_six_player_hand_and_foot_partner_asks_from_across() -> None:
    across = (SIX_PAIRS.replace("turn = 0", "turn = 3")
              .replace('"QS QD QC 4S", "4C", "5C", "9C"', '"9C", "4C", "5C", "QS QD QC 4S"')
              .replace('["", "6C 6D", "6H 6S", "7C 7D"', '["7C 7D", "6C 6D", "6H 6S", ""')
              .replace("foot-taken:0", "foot-taken:3").replace("[0]", "[3]"))
    state = read_position(across).apply("ask")[0]
    assert state.to_act == 0
    table = table_at(state)
    panel = table._question_panel()
    assert panel is not None and panel[0] == "Partner asks: may I go out?"


def finished_six_pairs() -> GameState:
    state = read_position(SIX_PAIRS)
    for action in ("ask", "yes", "meld QS QD QC", "discard 4S"):
        state = state.apply(action)[0]
    assert state.is_hand_over and state.went_out == 0
    return state


def test_six_player_hand_and_foot_score_sheet_names_three_sides() -> None:
    state = finished_six_pairs()
    scene = ScoringScene(FakeApp(), state, None)
    assert scene.names == ["We", "Side 2", "Side 3"]
    assert side_labels(state.teams) == ["We", "Side 2", "Side 3"]


def test_a_pair_among_three_sides_wins_by_its_name() -> None:
    over = finished_six_pairs().replace(phase="game_over", scores=(0, 50_000, 0))
    assert over.winner == 1
    assert winner_text(over).startswith("Side 2 wins by")


def test_six_player_classic_keeps_its_names() -> None:
    state = new_game("classic", players=6, seed=3)
    assert state.teams == ((0, 2, 4), (1, 3, 5))
    table = table_at(state)
    assert [table.name(seat) for seat in range(6)] == [
        "You", "Left opponent", "Left partner", "Opponent across", "Right partner",
        "Right opponent"]
    assert [table.side_name(team) for team in range(2)] == ["Your side", "Their side"]
    assert side_labels(state.teams) == ["We", "They"]


@pytest.mark.parametrize(("variant", "options"), [("hand-and-foot", {"solo": True}),
                                                  ("spanish", {"four_alone": True})])
def test_four_playing_alone_have_no_partner(variant: str, options: dict[str, bool]) -> None:
    teams = find_variant(variant, options).teams_for(4)
    assert teams == ((0,), (1,), (2,), (3,))
    assert [seat_label(seat, teams) for seat in range(4)] == [
        "You", "Left opponent", "Opponent across", "Right opponent"]
    assert not any(is_partner(seat, teams) for seat in range(4))
    assert side_labels(teams) == ["You", "Left opponent", "Opponent across", "Right opponent"]


def test_new_game_screen_marks_the_partner_from_the_teams() -> None:
    app = FakeApp()
    scene = NewGameScene(app, "hand-and-foot")
    scene.players = 6
    scene._build()
    labels = {seat: choice.label for seat, choice in scene.seat_choices.items()}
    assert labels[3] == "Partner" and labels[2] == "Top-left opponent"
    teams = scene.rules.teams_for(6)
    assert [seat for seat in range(1, 6) if is_partner(seat, teams)] == [3]


def test_eight_players_sit_in_four_pairs_with_the_partner_across() -> None:
    teams = find_variant("hand-and-foot").teams_for(8)
    assert teams == ((0, 4), (1, 5), (2, 6), (3, 7))
    assert [seat_label(seat, teams) for seat in range(8)] == [
        "You", "Left opponent", "Top-left opponent", "Centre-left opponent", "Partner",
        "Centre-right opponent", "Top-right opponent", "Right opponent"]
    assert [seat for seat in range(1, 8) if is_partner(seat, teams)] == [4]
    assert side_labels(teams) == ["We", "Side 2", "Side 3", "Side 4"]


@pytest.mark.parametrize("language", ["en", "cs", "sk", "pl"])
def test_every_seat_name_of_a_full_table_fits_its_plate(language: str) -> None:
    set_language(language)
    try:
        for variant, players in (("classic", 6), ("hand-and-foot", 6), ("hand-and-foot", 8)):
            teams = find_variant(variant).teams_for(players)
            for seat in range(1, players):
                name = seat_label(seat, teams)
                width = text(name, PLATE_NAME_MIN, bold=True).get_width()
                assert width <= PLATE_SIZE[0] - 24, (language, name)
    finally:
        set_language("en")


def test_new_game_offers_only_the_counts_the_table_can_seat() -> None:
    assert 8 in find_variant("hand-and-foot").player_counts
    scene = NewGameScene(FakeApp(), "hand-and-foot")
    assert scene.players_choice.options == ["2", "3", "4", "6", "8"]
    for count in scene.players_choice.options:
        TableScene(App(pygame.Surface((1280, 720)), settings={"sound": False}),
                   GameConfig("hand-and-foot", int(count), 0, {}, {}, seed=1))


@pytest.mark.parametrize(("variant", "players", "options"), [
    ("classic", 2, {}), ("classic", 3, {}), ("classic", 4, {}), ("classic", 6, {}),
    ("hand-and-foot", 3, {}), ("hand-and-foot", 6, {}), ("hand-and-foot", 8, {}),
    ("spanish", 4, {"four_alone": True}),
])
def test_each_side_has_one_colour_on_the_table_the_score_sheet_and_the_chart(
    variant: str, players: int, options: dict[str, object]
) -> None:
    # With three players both opponents were red on the table but two colours on the chart.
    state = new_game(variant, players=players, seed=2, options=options)
    table = table_at(state)
    on_table = [table.panels.team_colour(team) for team in range(len(state.teams))]
    assert len(set(on_table)) == len(state.teams)  # every side its own
    finished = state.replace(went_out=0, concealed=False, phase="hand_over", hands=tuple(
        () if seat == 0 else hand for seat, hand in enumerate(state.hands)))
    sheet = ScoringScene(FakeApp(), finished, None)
    assert sheet.colours == on_table
