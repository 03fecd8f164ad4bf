"""Positions at their edges: whatever a table, a TOML or JSON text or a Python caller hands to
read_position is either refused with a PositionError naming the problem or gives a state the
engine can play on (or score) that reads back equal. Known breakages are pinned by name."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.rules import (
    ALL_CARDS,
    GameState,
    PositionError,
    position_to_toml,
    read_position,
    variant_names,
)

from .support import DROP, FUZZ, JSON, OBJECTS, STATES, assert_usable, mutated, tweak

BASE: dict[str, Any] = {
    "variant": "classic", "players": 4, "hands": ["7C 8D", "5C", "5D", "5H"], "stock": "8C",
}


def refused(changes: dict[str, Any], base: dict[str, Any] | None = None) -> str:
    pos = dict(BASE if base is None else base)
    pos.update(changes)
    with pytest.raises(PositionError) as caught:
        read_position(pos)
    return str(caught.value)


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        # values of the wrong shape that used to escape as TypeError
        ({"history": [1, 2]}, "'history' needs 2 whole numbers"),
        ({"history": [[None, 1]]}, "'history' needs 2 whole numbers"),
        ({"melded_seats": [[1]]}, "'melded_seats' names [1], not a seat"),
        ({"melded_seats": [True]}, "not a seat"),
        ({"turn_new_ranks": [[1]]}, "'turn_new_ranks' is a list of strings"),
        ({"turn_new_ranks": [None]}, "'turn_new_ranks' is a list of strings"),
        ({"melds": {None: ["7C 7D 7H"]}}, "'melds' key None is not a team index"),
        ({"melds": {"0.5": ["7C 7D 7H"]}}, "is not a team index"),
        ({"melds": {"0": ["ſeq: 7C 7D 7H"]}}, "does not name a rank"),
        ({"seed": 10**5000}, "out of range"),
        ({"variant": ["classic"]}, "wrong type"),
        ({"options": {"one_card_rule": 1}}, "must be one of"),
        ({"options": [1]}, "wrong type"),
        # impossible positions that used to fail later
        ({"went_out": 7, "phase": "hand_over"}, "'went_out' = 7 is not a seat"),
        ({"went_out": -5, "phase": "hand_over"}, "is not a seat"),
        ({"went_out": 1}, "the hand is not over"),
        ({"concealed": True}, "'concealed' is for a hand somebody went out of"),
        ({"ended_by": "acaba"}, "the hand is not over"),
        ({"removed": [""]}, "'removed' needs 2 entries"),
        ({"red_threes": ["3H"]}, "'red_threes' needs 2 entries"),
        ({"hand_number": -5}, "'hand_number' = -5 is out of range"),
        ({"teams": [[0], [1], [2, 3]]}, "'teams' must be [[0, 2], [1, 3]]"),
        ({"teams": [[0, 1], [2, 3]]}, "'teams' must be [[0, 2], [1, 3]]"),
        ({"hands": ["", "5C", "5D", "5H"], "phase": "play"}, "holds no card"),
        ({"phase": "play", "asked": "yes"}, "must go out this turn, and it cannot"),
        ({"asked": "yes"}, "not in the draw phase"),
        ({"phase": "answer", "hands": ["7C 8D", "5C", "5D", "5H"]}, "could not have asked"),
        ({"known": ["KC", "", "", ""]}, "'known' names cards seat 0 does not hold"),
        ({"turn_new_ranks": ["K"]}, "has no such meld"),
        ({"side_piles": ["7C"]}, "'side_piles' lists 1 piles"),
        # the house rule ends the hand on a seventh canasta: a live hand cannot hold seven
        ({"options": {"seven_canastas_win": True}, "melded_seats": [0],
          "melds": {"0": [f"{r}S {r}S {r}H {r}H {r}D {r}D {r}C" for r in "69TJQKA"]}},
         "team 0 holds seven canastas"),
        # strings a TOML file could not hold
        ({"flags": ["a\x7fb"]}, "not a plain name"),
        ({"flags": ["\ud800"]}, "not a plain name"),
        ({"ended_by": "x\ny"}, "not a plain name"),
        ({"hands": ["7C\x1f8D", "5C", "5D", "5H"]}, "is not a card"),
        ({"hands": ["Aſ 8D", "5C", "5D", "5H"]}, "is not a card"),
    ],
)
def test_impossible_or_ill_typed_positions_are_refused_by_name(
    changes: dict[str, Any], message: str
) -> None:
    assert message in refused(changes)


def test_three_players_alone_are_not_partners() -> None:
    three = {"variant": "classic", "players": 3, "hands": ["7C 8D", "5C", "5D"], "stock": "8C"}
    assert "no partner" in refused({"phase": "play", "asked": "no"}, three)


@pytest.mark.parametrize("variant", ["american", "cuba", "samba"])
def test_removed_must_list_every_team(variant: str) -> None:
    assert "'removed' needs 2 entries" in refused({"variant": variant, "removed": ["3S"]})


@pytest.mark.parametrize(
    "source",
    [
        5, None, b"variant = 'classic'", ["variant"], 1.5,
        "a = " + "[" * 5000 + "]" * 5000,
        '{"a": ' + "[" * 5000 + "]" * 5000 + "}",
        'variant = "classic"\nhands = ["", "", "", ""]\nseed = ' + "9" * 5000,
        '{"variant": "classic", "hands": ["", "", "", ""], "seed": ' + "9" * 5000 + "}",
        '{"variant": "classic", "variant": "cuba", "hands": ["", "", "", ""]}',
        "\ud800 = 1",
    ],
)
def test_sources_that_are_no_position_are_refused(source: Any) -> None:
    with pytest.raises(PositionError):
        read_position(source)


def test_a_one_card_hand_that_may_not_go_out_is_accepted_as_a_question() -> None:
    # Rules cases ask exactly this ("may the last card be discarded?"), so it stays readable.
    state = read_position({**BASE, "phase": "play", "hands": ["9S", "9C", "6D", "7H"],
                           "melds": {"0": ["QS QD QH"]}})
    assert not state.legal_actions()


def test_other_seats_may_hold_nothing_and_every_state_played_from_there_reads_back() -> None:
    # A rules case may leave the other hands empty. Play then reaches a seat to draw with no
    # card, and a seat holding only the card it drew that may not go out: both read back.
    state = read_position({**BASE, "hands": ["5C 6C 7C", "", "4D", "4H"], "stock": "8D 9D",
                           "discard": "KH"})
    for action in ("draw", "discard 8D", "draw"):
        state = state.play(action)
        assert read_position(state.to_position()) == state
    assert [str(card) for card in state.hands[1]] == ["9D"]
    assert not state.legal_actions()


def test_a_flag_with_a_control_character_would_be_written_escaped() -> None:
    text = position_to_toml({"flags": ["a\x7fb", "tab\there"], "ended_by": "\x00"})
    assert "\x7f" not in text and "\\u007f" in text and "\\u0000" in text


@pytest.mark.parametrize(
    "pos", [{"a": None}, {"a": [object()]}, {"a": 2**70}, {"t": {"x": {"y": 1}}}, {None: 1},
            {"a": [[[[[[[[[[1]]]]]]]]]]}, 5, {10**5000: 1}, {"t": {2**64: 1}}],
)
def test_what_toml_cannot_hold_is_refused_by_the_writer(pos: Any) -> None:
    with pytest.raises(PositionError):
        position_to_toml(pos)


CARD_TEXT = st.lists(st.sampled_from([str(c) for c in ALL_CARDS]), max_size=5).map(" ".join)
CARD_ROWS = st.lists(CARD_TEXT, max_size=9)
SMALL = st.integers(-2, 9)
#: For each key, values near what it should hold (the right type, a wrong length, an index one
#: too far, another phase), so that the fuzzer reaches the checks across keys.
NEAR: dict[str, st.SearchStrategy[Any]] = {
    "variant": st.sampled_from(sorted(variant_names())),
    "players": SMALL,
    "teams": st.lists(st.lists(SMALL, max_size=3), max_size=4),
    "dealer": SMALL,
    "turn": SMALL,
    "phase": st.sampled_from(["draw", "play", "answer", "hand_over", "game_over"]),
    "scores": st.lists(st.integers(-5000, 12000), max_size=4),
    "hands": CARD_ROWS,
    "stock": CARD_TEXT,
    "discard": CARD_TEXT,
    "frozen": st.booleans(),
    "melds": st.dictionaries(st.sampled_from(["0", "1", "2", "3"]),
                             st.lists(st.sampled_from(
                                 ["KC KD KH", "QS QD QH 2C", "2: 2C 2D JK", "4H 5H 6H",
                                  "3S 3C 3S", "AS AD AH AC AS AD 7C", "7C 7D 7H 7S 7C 7D 7H"]),
                                 max_size=3), max_size=3),
    "red_threes": CARD_ROWS,
    "melded_seats": st.lists(SMALL, max_size=4),
    "hand_number": SMALL,
    "options": st.dictionaries(st.sampled_from(["one_card_rule", "hand_size", "solo",
                                                "target_score", "natural_pair_always"]),
                               st.sampled_from([True, False, 0, 1, 11, 1500, 1.0]), max_size=2),
    "seed": st.integers(),
    "history": st.lists(st.lists(st.integers(-500, 5000), max_size=4), max_size=3),
    "known": CARD_ROWS,
    "asked": st.sampled_from(["", "yes", "no"]),
    "concealed_ok": st.booleans(),
    "turn_new_ranks": st.lists(st.sampled_from(["K", "Q", "7", "2", "SEQ", "3"]), max_size=3),
    "pile_turned": st.booleans(),
    "went_out": SMALL,
    "concealed": st.booleans(),
    "ended_by": st.sampled_from(["", "acaba", "straight", "black threes"]),
    "removed": CARD_ROWS,
    "side_piles": CARD_ROWS,
    "flags": st.lists(st.sampled_from(["foot-taken:0", "took:1", "bonus4:0", "cut-bonus:1",
                                       "ponytail-taken:2"]), max_size=3),
    "thrown": CARD_ROWS,
    "passed": CARD_ROWS,
}
def change(data: st.DataObject, pos: dict[str, Any], key: str) -> dict[str, Any]:
    """``pos`` with ``key`` tweaked, set to a near value or any JSON value, or dropped."""
    how = data.draw(st.sampled_from(["tweak", "near", "tweak", "json", "drop"]))
    if how == "tweak" and key in pos:
        value = tweak(data, pos[key])
    elif how == "near" and key in NEAR:
        value = data.draw(NEAR[key])
    elif how == "drop":
        value = DROP
    else:
        value = data.draw(JSON)
    return mutated(pos, key, value)


#: Per key, so that every key gets its share of examples (a drawn key would favour the first).
PER_KEY = settings(FUZZ, max_examples=max(FUZZ.max_examples // 2, 10))


@pytest.mark.parametrize("key", [*sorted(NEAR), "extra"])
@PER_KEY
@given(state=STATES, data=st.data(), form=st.sampled_from(["table", "toml", "json"]))
def test_a_changed_position_is_refused_or_playable(
    key: str, state: GameState, data: st.DataObject, form: str
) -> None:
    pos = change(data, state.to_position(), key)
    for other in data.draw(st.lists(st.sampled_from(sorted(NEAR)), max_size=2)):
        pos = change(data, pos, other)
    source: Any = pos
    try:
        if form == "toml":
            source = position_to_toml(pos)
        elif form == "json":
            source = json.dumps(pos)
    except PositionError:
        source = pos  # a value TOML cannot hold: the table itself must be refused then
    refused_or_usable(source)


@FUZZ
@given(source=OBJECTS | st.text(max_size=60))
def test_any_object_or_text_is_refused_or_playable(source: Any) -> None:
    refused_or_usable(source)


def refused_or_usable(source: Any) -> None:
    """``source`` is refused with a PositionError that says something, or is usable."""
    try:
        got = read_position(source)
    except PositionError as error:
        assert str(error)
        return
    assert_usable(got)


@FUZZ
@given(state=STATES)
def test_every_reachable_state_reads_back_and_is_usable(state: GameState) -> None:
    assert read_position(state.to_position()) == state
    assert_usable(state)


@FUZZ
@given(state=STATES, data=st.data())
def test_teams_other_than_the_variants_are_refused(state: GameState, data: st.DataObject) -> None:
    # Every per-team row is resized with the teams, so only the partnership itself is wrong.
    seats = data.draw(st.permutations(range(state.players)))
    cuts = sorted(data.draw(st.sets(st.integers(1, state.players - 1), max_size=3)))
    teams = [list(seats[a:b]) for a, b in zip([0, *cuts], [*cuts, state.players], strict=True)]
    pos = state.to_position()
    pos.update(teams=teams, scores=[0] * len(teams), red_threes=[""] * len(teams),
               removed=[""] * len(teams), melds={}, melded_seats=[], turn_new_ranks=[],
               history=[[0] * len(teams)] * len(state.history))
    try:
        got = read_position(pos)
    except PositionError as error:
        assert str(error)
        return
    assert sorted(map(sorted, teams)) == sorted(map(sorted, got.teams))
    if got.teams != state.teams:
        # A house rule seats the players so (Spanish, Hand and Foot: everyone alone): the
        # position is read with it on.
        assert got.rules.changed_options() != state.rules.changed_options()
    assert_usable(got)
    if got.phase == "hand_over":
        dealt, _ = got.apply("deal")
        assert len(dealt.scores) == len(dealt.teams)
