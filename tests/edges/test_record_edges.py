"""Records, options and new games at their edges: a record (the save format) is read only when
every field has its exact type, and then replays or is refused with a RecordError; options and
new_game arguments are taken only as the values they are documented to be."""

from __future__ import annotations

import random
from functools import cache
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.rules import (
    GameRecord,
    GameState,
    RecordError,
    Rules,
    find_variant,
    new_game,
    variant_names,
)

from .support import FUZZ, JSON, OBJECTS, tweak


@cache
def played_record() -> dict[str, Any]:
    """A hand of Classic for four, played to its end by random legal actions."""
    record, state = GameRecord.start("classic", 4, 21)
    rng = random.Random(21)
    while not state.is_hand_over:
        action = rng.choice(list(state.legal_actions()))
        seat = state.to_act
        state, _ = state.apply(action)
        record.add(seat, action)
    return record.to_json()


GOOD = {"format": "canasta-record", "version": 1, "variant": "classic", "options": {},
        "players": 4, "seed": 5, "actions": [[0, "draw"]]}


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"version": True}, "version True"),
        ({"version": 1.0}, "version 1.0"),
        ({"version": "1"}, "version '1'"),
        ({"players": True}, "'players' must be a whole number"),
        ({"players": 4.0}, "'players' must be a whole number"),
        ({"players": 5}, "not played by 5"),
        ({"seed": 2**64}, "'seed' must be a whole number of 64 bits"),
        ({"seed": False}, "'seed'"),
        ({"options": {"one_card_rule": 1}}, "must be one of"),
        ({"options": {"hand_size": 11.0}}, "must be one of"),
        ({"options": {"no_such_rule": True}}, "has no option"),
        ({"options": []}, "'options' must be an object"),
        ({"variant": "pinochle"}, "unknown variant"),
        ({"actions": [[4, "draw"]]}, "each action is [seat"),
        ({"actions": [[True, "draw"]]}, "each action is [seat"),
        ({"actions": [[0, None]]}, "each action is [seat"),
        ({"actions": "draw"}, "'actions' must be a list"),
    ],
)
def test_loose_or_wrong_fields_are_refused(changes: dict[str, Any], message: str) -> None:
    with pytest.raises(RecordError) as caught:
        GameRecord.from_json({**GOOD, **changes})
    assert message in str(caught.value)


def test_options_given_as_numbers_are_not_the_rules_given_as_booleans() -> None:
    with pytest.raises(ValueError, match="must be one of"):
        new_game("classic", 4, 1, {"one_card_rule": 1})
    assert find_variant("classic", {"one_card_rule": True}) != find_variant("classic")


@pytest.mark.parametrize(
    "args",
    [{"variant": 5}, {"variant": None}, {"players": 4.0}, {"players": True}, {"seed": 2**64},
     {"seed": 1.5}, {"seed": "7"}, {"options": [1]}, {"options": {"one_card_rule": 1}}],
)
def test_new_game_refuses_loose_arguments(args: dict[str, Any]) -> None:
    with pytest.raises(ValueError):
        new_game(**{"variant": "classic", "players": 4, "seed": 1, **args})


@pytest.mark.parametrize(("seat", "action"), [(7, "draw"), (True, "draw"), (0, "meld"),
                                              (0, None), (0, "discard Aſ")])
def test_a_record_refuses_to_add_what_it_could_not_replay(seat: Any, action: Any) -> None:
    record = GameRecord("classic", 4, 1)
    with pytest.raises(RecordError):
        record.add(seat, action)
    assert record.actions == []


def test_a_record_keeps_the_canonical_text() -> None:
    record = GameRecord("classic", 4, 1)
    record.add(0, " DRAW ")
    assert record.actions == [(0, "draw")]


def check_record(data: Any) -> None:
    """``data`` is refused with a RecordError, or it reads, writes back equal and replays (or
    refuses to) with a RecordError."""
    try:
        record = GameRecord.from_json(data)
    except RecordError as error:
        assert str(error)
        return
    assert GameRecord.from_json(record.to_json()) == record
    try:
        state = record.replay()
    except RecordError as error:
        assert str(error)
        return
    assert isinstance(state, GameState)
    assert GameRecord.from_json(record.to_json()).replay() == state


@FUZZ
@given(data=OBJECTS)
def test_any_object_is_refused_or_a_record(data: Any) -> None:
    check_record(data)


@FUZZ
@given(key=st.sampled_from(["format", "version", "variant", "options", "players", "seed",
                            "actions"]), data=st.data())
def test_a_tampered_record_is_refused_or_replays(key: str, data: st.DataObject) -> None:
    record = dict(played_record())
    record[key] = tweak(data, record[key]) if data.draw(st.booleans()) else data.draw(JSON)
    check_record(record)


@FUZZ
@given(data=st.data())
def test_a_record_with_a_tampered_action_is_refused_or_replays(data: st.DataObject) -> None:
    record = dict(played_record())
    actions = [list(a) for a in record["actions"]]
    index = data.draw(st.integers(0, len(actions) - 1))
    actions[index] = tweak(data, actions[index])
    check_record({**record, "actions": actions})


@FUZZ
@given(variant=st.sampled_from(sorted(variant_names())),
       options=st.dictionaries(st.sampled_from(["one_card_rule", "hand_size", "solo",
                                                "target_score", "x"]) | st.text(max_size=4),
                               JSON | st.sampled_from([True, False, 0, 1, 11, 1.0, 11.0]),
                               max_size=3))
def test_options_are_refused_or_equal_to_their_written_form(
    variant: str, options: dict[str, Any]
) -> None:
    try:
        rules = find_variant(variant, options)
    except ValueError as error:
        assert str(error)
        return
    assert isinstance(rules, Rules)
    written = rules.changed_options()
    assert find_variant(rules.id, written) == rules
    defaults = {info.name: info.default for info in rules.option_infos}
    for name, value in rules.options.items():
        assert type(value) is type(defaults[name]), (name, value)


NEAR_VALUES = [True, False, 0, 1, 2, 11, 11.0, 1.0, 0.0, "1", "true", None, 1500, 1500.0, [1]]


@pytest.mark.parametrize("variant", sorted(variant_names()))
def test_every_option_takes_only_its_own_values(variant: str) -> None:
    for info in find_variant(variant).option_infos:
        for value in NEAR_VALUES:
            try:
                rules = find_variant(variant, {info.name: value})
            except ValueError:
                assert not any(type(value) is type(c) and value == c for c in info.choices)
                continue
            assert type(rules.option(info.name)) is type(info.default), (info.name, value)
            assert find_variant(rules.id, rules.changed_options()) == rules  # as positions write
