"""Modern American Canasta at the table: what its rules let a player do, the table lets a
player do with the mouse. Threes are laid down beside the side by selecting them and pressing
Meld (a refusal told the player to type 'lay 3H'); a special hand is shown with a button of
its own, after a question; the game log tells these moves, and the other variants' own ones,
as the feed does."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest
from test_table import card_point, click, drag, select, settle
from test_table_features import table_at

from game.rules import Event, parse_cards, read_position
from game.ui.game_log import describe
from game.ui.table_draw import meld_rect

THREES = """
variant = "american"
players = 4
turn = 0
phase = "play"
hands = ["3H 3S 5C 6C 7D 8D 9D KS", "5D", "6D", "7H"]
stock = "5H JC 9D 9H 4C 4D"
discard = "4S"
"""

#: One card of every rank, threes and twos among them, and a joker: a "straight".
STRAIGHT = """
variant = "american"
players = 4
turn = 0
phase = "play"
hands = ["AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S JK", "5D", "6D", "7H"]
stock = "5H JC 9D 9H 4C 4D"
discard = "4D"
"""


@pytest.fixture(autouse=True)
def _data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CANASTA_DATA_DIR", str(tmp_path / "data"))


def test_a_three_selected_and_melded_is_laid_down_beside_the_side() -> None:
    app, table = table_at(read_position(THREES))
    select(app, table, parse_cards("3H"))
    click(app, table.buttons["meld"].rect.center)
    settle(app, 30)
    assert not table.message_error, table.message
    assert [str(c) for c in table.state.red_threes[0]] == ["3H"]
    assert len(table.state.hands[0]) == 8  # replaced from the stock
    select(app, table, parse_cards("3S"))
    click(app, table.buttons["meld"].rect.center)
    settle(app, 30)
    assert [str(c) for c in table.state.removed[0]] == ["3S"]
    assert "lay" not in table.message


def test_threes_with_other_cards_are_still_refused() -> None:
    app, table = table_at(read_position(THREES))
    select(app, table, parse_cards("3H 5C"))
    click(app, table.buttons["meld"].rect.center)
    settle(app, 3)
    assert table.message_error and not table.state.red_threes[0]


def test_a_special_hand_is_shown_with_its_button_after_a_question() -> None:
    app, table = table_at(read_position(STRAIGHT))
    assert "special" in table.legal_kinds()
    assert "button-special" in table._layers.pieces
    button = table.buttons["special"]
    assert button.enabled and button.label == "Special hand"
    click(app, button.rect.center)
    assert table.dialogs.confirm_special and not table.state.is_hand_over
    click(app, table.dialogs.no_button.rect.center)  # not now: nothing happens
    assert not table.dialogs.confirm_special and not table.state.is_hand_over
    click(app, button.rect.center)
    click(app, table.dialogs.yes_button.rect.center)
    assert table.state.is_hand_over and table.state.ended_by == "straight"


def test_no_special_hand_button_where_there_is_none() -> None:
    _app, table = table_at(read_position(THREES))
    assert "button-special" not in table._layers.pieces
    assert table.buttons["special"] not in table.input.active_buttons()


def test_the_game_log_tells_the_variants_own_moves() -> None:
    def name(seat: int) -> str:
        return f"Seat {seat}"
    lines = [describe(Event(kind, 1, 1, parse_cards(cards), amount=n), name, name)
             for kind, cards, n in (("black_three", "3S", 0), ("foot_taken", "", 11),
                                    ("ponytail_taken", "", 13), ("bonus_pile", "", 4),
                                    ("face_down_taken", "", 2), ("special_hand", "", 0))]
    assert lines == ["Seat 1 laid down 3♠.", "Seat 1 took up the foot (11 cards).",
                     "Seat 1 took up the ponytail (13 cards).", "Seat 1 took a bonus pile.",
                     "Seat 1 took up 2 face-down cards.", "Seat 1 showed a special hand."]


OUT_PAST_SEVEN = """
variant = "american"
players = 4
turn = 0
phase = "play"
hands = ["2C 4D", "5C 6C", "5D 6D", "5H 6H"]
stock = "8C 8D 8H"
discard = "4S"
side_piles = ["", ""]
flags = ["bonus4:0", "bonus3:1"]
melded_seats = [0, 1]
[melds]
0 = ["9S 9D 9H 9C 9S 9D 9H", "KS KD KC KH KS KD KC"]
1 = ["JS JD JH"]
"""


def test_a_wild_card_clicked_onto_a_canasta_goes_out_with_a_meld_of_eight() -> None:
    """With the mouse, as a player wins with a wild card on a canasta: select the two, click
    the kings (seven cards), then drag the last card to the pile; the hand is over."""
    app, table = table_at(read_position(tomllib.loads(OUT_PAST_SEVEN)))
    state = table.state
    select(app, table, parse_cards("2C"))
    rect = meld_rect(table.layout.meld_areas[0], state.melds[0], table.sizes.meld, "K",
                     len(state.red_threes[0]))
    click(app, rect.center)
    settle(app, 30)
    assert not table.message_error, table.message
    assert table.state.meld_of(0, "K").size == 8  # type: ignore[union-attr]
    item = next(it for it in table.hand.items if str(it.card) == "4D")
    drag(app, card_point(table, item), table.layout.pile.center)
    settle(app, 30)
    assert table.state.is_hand_over and table.state.went_out == 0
