"""Positions (contract §2): round trips through TOML and JSON, and impossible positions refused
with a message naming the problem."""

from __future__ import annotations

import json
from typing import Any

import pytest

from game.rules import PositionError, new_game, position_to_toml, read_position

from .support import play, position


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_a_dealt_hand_round_trips_through_toml_and_json(players: int) -> None:
    state = new_game("classic", players, seed=11)
    pos = state.to_position()
    assert read_position(position_to_toml(pos)) == state
    assert read_position(json.dumps(pos)) == state
    assert read_position(pos).state_hash() == state.state_hash()


def test_a_state_mid_turn_with_options_round_trips() -> None:
    state = position(
        phase="draw",
        hands=["KS KD 9S 9D 9C 7S", "4C", "4D", "4H"],
        discard="5C KH",
        scores=[1400, -20],
        red_threes=["3H", ""],
        options={"one_card_rule": True, "target_score": 3000},
    )
    after = play(state, "pickup KS KD | 9S 9D 9C")
    text = position_to_toml(after.to_position())
    assert read_position(text) == after
    assert "one_card_rule = true" in text


def test_a_finished_hand_round_trips() -> None:
    state = position(
        hands=["KS KD KC 9S", "5C", "6D", "7H"],
        melds={"0": ["QS QS QD QD QH QH QC"]},
        melded_seats=[0],
    )
    done = play(state, "meld KS KD KC", "discard 9S")
    back = read_position(position_to_toml(done.to_position()))
    assert back == done
    assert back.result == done.result


FINISHED: dict[str, Any] = {
    "variant": "classic", "players": 4, "phase": "hand_over", "went_out": 0, "turn": 0,
    "hands": ["", "5C", "6D", "7H"], "melded_seats": [0],
    "melds": {"0": ["QS QS QD QD QH QH QC"]},
}


@pytest.mark.parametrize(("changes", "message"), [
    # This hand scores 665 and -10: at 4400 side 0 reaches 5065, past the target.
    ({"scores": [4400, 0]}, "end the game: the phase is 'game_over'"),
    ({"phase": "game_over"}, "do not end the game"),
    # Level at the top: another hand is played, so the game is not over.
    ({"phase": "game_over", "scores": [4400, 5075]}, "do not end the game"),
    ({"history": [[10, 20], [30, 40]], "hand_number": 1}, "'history' lists 2 hands"),
])
def test_a_finished_hand_that_contradicts_the_games_end_is_refused(
    changes: dict[str, Any], message: str
) -> None:
    pos = {**FINISHED, **changes}
    with pytest.raises(PositionError, match=message):
        read_position(pos)


def test_a_finished_hand_that_ends_the_game_is_read_as_over_and_deals_no_more() -> None:
    over = read_position({**FINISHED, "phase": "game_over", "scores": [4400, 0]})
    assert over.winner == 0 and over.total_scores[0] >= 5000
    assert over.legal_actions() == []
    assert read_position({**FINISHED, "scores": [4400, 5075]}).legal_actions()  # level: deal


def test_defaults_dealer_last_seat_and_turn_after_it() -> None:
    state = read_position({"variant": "classic", "hands": ["", "", "", ""]})
    assert (state.players, state.dealer, state.turn, state.phase) == (4, 3, 0, "draw")
    assert state.teams == ((0, 2), (1, 3))
    assert state.scores == (0, 0)


@pytest.mark.parametrize(("variant", "option"), [("spanish", "four_alone"),
                                                 ("hand-and-foot", "solo")])
def test_four_seats_alone_read_with_the_house_rule_that_seats_them_so(
        variant: str, option: str) -> None:
    # The contract's teams key, as written: a variant some house rule plays with everyone alone
    # reads such teams with that rule on (no 'options' needed), and writes it back.
    state = read_position({"variant": variant, "players": 4, "teams": [[0], [1], [2], [3]],
                           "hands": ["4C 9D", "4D", "5C", "4H"], "stock": "8C 8D 8H"})
    assert state.teams == ((0,), (1,), (2,), (3,)) and len(state.scores) == 4
    assert state.rules.changed_options() == {option: True}
    assert read_position(state.to_position()) == state
    with pytest.raises(PositionError, match="must be"):
        read_position({"variant": "classic", "players": 4, "teams": [[0], [1], [2], [3]],
                       "hands": ["4C 9D", "4D", "5C", "4H"]})


BASE: dict[str, Any] = {"variant": "classic", "players": 4, "hands": ["", "", "", ""]}


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"hands": ["7C 7C 7C", "", "", ""]}, "3 copies of 7C"),
        ({"hands": ["JK JK JK", "JK JK", "", ""]}, "5 copies of JK"),
        ({"melds": {"0": ["7C 2D 2C"]}}, "not legal"),
        ({"melds": {"0": ["7C 8D 9H"]}}, "mixes ranks"),
        ({"melds": {"0": ["7C 7D"]}}, "fewer than three"),
        ({"melds": {"0": ["2C 2D JK"]}}, "no natural card"),
        ({"melds": {"0": ["7C 7D 7H", "7S 7S 7H"]}}, "two melds of sevens"),
        ({"melds": {"2": ["7C 7D 7H"]}}, "team 2"),
        ({"turn": 4}, "not a seat"),
        ({"dealer": -1}, "not a seat"),
        ({"melded_seats": [7]}, "not a seat"),
        ({"players": 5}, "not played by 5"),
        ({"hands": ["3H", "", "", ""]}, "red three"),
        ({"hands": ["7C", "", ""]}, "3 hands for 4 players"),
        ({"hands": [7, "", "", ""]}, "string of cards"),
        ({"hands": ["7X", "", "", ""]}, "not a card"),
        ({"turn": "0"}, "wrong type"),
        ({"turn": True}, "whole number"),
        ({"scores": [1, 2, 3]}, "2 whole numbers"),
        ({"frozen": "yes"}, "wrong type"),
        ({"phase": "dance"}, "'phase' must be one of"),
        ({"red_threes": ["3C", ""]}, "only red threes"),
        ({"variant": "pinochle"}, "unknown variant"),
        ({"options": {"no_such_rule": True}}, "no option"),
    ],
)
def test_impossible_positions_are_refused_with_a_clear_message(
    changes: dict[str, Any], message: str
) -> None:
    pos = dict(BASE)
    pos.update(changes)
    with pytest.raises(PositionError, match=message):
        read_position(pos)


def test_missing_required_keys_are_named() -> None:
    with pytest.raises(PositionError, match="variant"):
        read_position({"hands": ["", "", "", ""]})
    with pytest.raises(PositionError, match="hands"):
        read_position({"variant": "classic"})


def test_bad_text_is_refused() -> None:
    with pytest.raises(PositionError, match="not valid TOML or JSON"):
        read_position("variant = ")


@pytest.mark.parametrize("text", [
    '{"variant": "classic", "hands": ["5C 6D", "4C", "4D", "4H"]}',
    'variant = "classic"\nhands = ["5C 6D", "4C", "4D", "4H"]',
])
def test_a_byte_order_mark_before_a_position_is_no_part_of_it(text: str) -> None:
    # Some editors save UTF-8 with a byte-order mark: the position is read all the same.
    assert read_position("\ufeff" + text) == read_position(text)


@pytest.mark.parametrize(("variant", "meld"), [
    ("bolivia", "2D 2C JK"), ("italy", "2H 2D 2C"), ("cuba", "2S 2H 2D 2C"),
    ("american", "2D 2C JK"), ("spanish", "2C JK JK"),
])
def test_a_meld_of_wild_cards_only_is_written_with_its_rank_prefix(variant: str, meld: str) -> None:
    # The contract writes a group whose cards do not show its rank with a prefix, "2: 2C 2D 2H",
    # a meld of twos included (its twos are its naturals, but no card says which rank it is).
    state = read_position({"variant": variant, "hands": ["5C 6D", "4C", "4D", "4H"],
                           "stock": "8C 8D", "discard": "9H", "melded_seats": [0],
                           "melds": {"0": ["AH AD AC", f"2: {meld}"]}})
    written = state.to_position()["melds"]["0"]
    assert written == ["AH AD AC", f"2: {meld}"] or written == [f"2: {meld}", "AH AD AC"]
    assert read_position(state.to_position()) == state


def test_the_notation_notes_name_every_option_and_its_values() -> None:
    """docs/positions.md is where a position's writer learns the option names: every option of
    every variant is there with its values, and the Bicycle preset's options are named."""
    from pathlib import Path

    from game.rules import find_variant
    from game.rules.registry import variant_names

    notes = (Path(__file__).resolve().parents[2] / "docs" / "positions.md").read_text("utf-8")
    rows = [line.split("|") for line in notes.splitlines() if line.startswith("| `")]
    for name in variant_names():
        if name == "classic-bicycle":
            continue  # Classic's own options, listed under `classic`
        for option in find_variant(name).option_infos:
            row = next((r for r in rows if r[1].strip() == f"`{option.name}`"
                        and f"`{name}`" in r[3]), None)
            assert row is not None, (name, option.name)
            values = row[2]
            assert all(json.dumps(c) in values for c in option.choices), (name, option.name)
    bicycle = find_variant("classic-bicycle").options
    classic = find_variant("classic").options
    changed = sorted(k for k in bicycle if bicycle[k] != classic[k])
    sentence = " ".join(notes.split("`classic-bicycle` is Classic with", 1)[1].split(" on.")[0]
                        .split())
    assert sorted(w.strip("`,") for w in sentence.split() if w.startswith("`")) == changed
