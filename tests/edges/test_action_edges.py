"""Actions at their edges: any text, any object and any Action built in code is either refused
with a NotationError or IllegalActionError (the state unchanged), or is a legal action whose own
text reads back as the same action — so a record of it always replays."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.rules import (
    ALL_CARDS,
    Action,
    GameState,
    Group,
    IllegalActionError,
    NotationError,
    new_game,
    parse_action,
    parse_card,
    parse_cards,
)
from game.rules.actions import KINDS

from .support import FUZZ, OBJECTS, STATES, sample_states


def opened_play_state() -> GameState:
    return next(s for s in sample_states()
                if s.phase == "play" and s.melds[s.team_of(s.turn)] and s.hands[s.turn])


def refused_unchanged(state: GameState, action: Any) -> bool:
    """Apply ``action``; True when refused with a typed error, the state left as it was."""
    before = state.state_hash()
    try:
        state.apply(action)
    except (NotationError, IllegalActionError) as error:
        assert str(error)
        assert state.state_hash() == before
        return True
    assert state.state_hash() == before
    return False


C7 = parse_card("7C")
MALFORMED = [
    None, 5, b"draw", ["draw"], ("draw",),
    Action("discard"),
    Action("meld"),
    Action("meld", (Group(()),)),
    Action("meld", [Group((C7, C7, C7))]),  # type: ignore[arg-type]
    Action("meld", (Group([C7, C7, C7]),)),  # type: ignore[arg-type]
    Action("meld", (Group((C7, "7C", C7)),)),  # type: ignore[arg-type]
    Action("meld", (Group((C7,), "X"),)),
    Action("meld", (Group((C7,), ["K"]),)),  # type: ignore[arg-type]
    Action("meld", ((C7, C7, C7),)),  # type: ignore[arg-type]
    Action("pickup", (Group(()),)),
    Action("pickup", card=C7),
    Action("draw", (Group((C7,)),)),
    Action("ask", card=C7),
    Action("discard", (Group((C7,)),), C7),
    Action("discard", card="7C"),  # type: ignore[arg-type]
    Action("lay"),
    Action("lay", (Group((C7,), "K"),)),
    Action("frobnicate"),
    Action(None),  # type: ignore[arg-type]
]


@pytest.mark.parametrize("action", MALFORMED, ids=repr)
def test_malformed_actions_are_refused_as_notation(action: Any) -> None:
    state = opened_play_state()
    with pytest.raises(NotationError):
        state.apply(action)
    assert refused_unchanged(state, action)


def test_an_empty_meld_does_not_mark_the_seat_as_melded() -> None:
    state = opened_play_state()
    with pytest.raises(NotationError, match="meld needs cards"):
        state.apply(Action("meld"))
    with pytest.raises(NotationError, match="meld needs cards"):
        parse_action("meld")


@pytest.mark.parametrize(
    "text",
    [None, 5, "discard Aſ", "discard \u212aS", "meld 7C\x1f7D 7H", "pic\u212aup", "draw\x1f",
     "\u00a0draw", "discard 7C\u2003", "meld ſeq: 7H", "ＤＲＡＷ", "discard ７C"],
)
def test_text_only_ascii_reads_as_an_action(text: Any) -> None:
    with pytest.raises(NotationError):
        parse_action(text)
    with pytest.raises(NotationError):
        Action.parse(text)


@pytest.mark.parametrize("value", [None, 7, ["7C", None], "Aſ", "7C\x1f7D", b"7C"])
def test_cards_from_anything_else_are_notation_errors(value: Any) -> None:
    with pytest.raises(NotationError):
        parse_cards(value)


def test_blanks_a_player_types_still_separate() -> None:
    assert parse_action(" meld\t7C  7D\r\n7H ") == parse_action("meld 7C 7D 7H")


#: Characters that look like, or fold into, the notation's own: a long s is S in upper case,
#: a Kelvin sign k in lower case; \x1f and a no-break space pass for blanks in str.split().
LOOKALIKES = {"S": "ſ", "s": "ſ", "K": "\u212a", "k": "\u212a", "i": "ı", " ": "\x1f",
              "7": "７", "C": "Ｃ"}
WELL_FORMED_TEXTS = ["discard 7S", "meld KS KC KD | 7S 7C 7H", "pickup 7S 7C",
                     "meld seq: 4S 5S 6S", "meld K: 2C", "draw", "ask", "deal", "pickup"]
WELL_FORMED = st.sampled_from(WELL_FORMED_TEXTS)


@st.composite
def near_actions(draw: st.DrawFn) -> str:
    """A well-formed action with a few characters swapped for look-alikes or blanks."""
    chars = list(draw(WELL_FORMED))
    for _ in range(draw(st.integers(1, 3))):
        i = draw(st.integers(0, len(chars) - 1))
        chars[i] = draw(st.sampled_from([LOOKALIKES.get(chars[i], chars[i]), "\u00a0", "\x0b",
                                         chars[i].lower(), "\t"]))
    return "".join(chars)


@pytest.mark.parametrize("text", WELL_FORMED_TEXTS)
def test_no_look_alike_in_any_place_is_read(text: str) -> None:
    for i, ch in enumerate(text):
        for other in {LOOKALIKES.get(ch, ch), "\u00a0", "\x0b", "\x1f", "\u2003", "\x00"}:
            changed = text[:i] + other + text[i + 1:]
            if changed != text:
                assert_refused_or_plain(changed)


def assert_refused_or_plain(text: str) -> None:
    """Text read as an action holds only what a player types on purpose: printable ASCII and
    ASCII blanks (no long s read as S, no control character read as a space)."""
    try:
        parse_action(text)
    except NotationError:
        return
    assert all(ch in "\t\r\n" or " " <= ch <= "~" for ch in text), repr(text)


@FUZZ
@given(text=st.text(max_size=40) | near_actions())
def test_any_text_is_refused_or_reads_back_from_its_own_text(text: str) -> None:
    try:
        action = parse_action(text)
    except NotationError as error:
        assert str(error)
        return
    assert_refused_or_plain(text)
    written = str(action)
    assert written.isascii() and written.isprintable()
    assert parse_action(written) == action


CARDS = st.sampled_from(ALL_CARDS)
JUNK = st.sampled_from([None, "7C", 7, (), object()])
GROUPS = st.builds(
    Group,
    st.lists(CARDS, max_size=4).map(tuple) | st.lists(CARDS | JUNK, max_size=3).map(tuple),
    st.none() | st.sampled_from(["K", "7", "2", "SEQ", "JK", "T", "x", ""]),
)
ACTIONS = st.builds(
    Action,
    st.sampled_from([*KINDS, "pass", ""]),
    st.lists(GROUPS, max_size=3).map(tuple) | st.just(()),
    st.none() | CARDS | JUNK,
)


@FUZZ
@given(state=STATES, action=ACTIONS | OBJECTS)
def test_any_object_applied_is_refused_or_a_legal_action_that_reads_back(
    state: GameState, action: Any
) -> None:
    if refused_unchanged(state, action):
        return
    if isinstance(action, str):
        # apply takes an action's text as a player types it (any case: "DRAW" is draw)
        action = parse_action(action)
    assert isinstance(action, Action)
    assert parse_action(str(action)) == action
    assert action in state.legal_actions()


@FUZZ
@given(state=STATES, data=st.data())
def test_actions_built_from_the_seats_cards_apply_or_are_refused(
    state: GameState, data: st.DataObject
) -> None:
    hand = state.hands[state.to_act] or (C7,)
    groups = data.draw(st.lists(
        st.builds(Group, st.lists(st.sampled_from(hand), max_size=4).map(tuple),
                  st.none() | st.sampled_from(["K", "SEQ", "2"])),
        max_size=3).map(tuple))
    kind = data.draw(st.sampled_from(["meld", "pickup", "lay", "discard"]))
    action = Action(kind, card=hand[0]) if kind == "discard" else Action(kind, groups)
    if refused_unchanged(state, action):
        return
    assert parse_action(str(action)) == action
    assert action in state.legal_actions()


@pytest.mark.parametrize("seat", [7, -1, None, "0", True, 1.0, 10**5000],
                         ids=lambda s: type(s).__name__)
def test_a_view_is_only_of_a_seat(seat: Any) -> None:
    with pytest.raises(ValueError, match="no seat"):
        opened_play_state().player_view(seat)


def test_an_action_typed_in_capitals_is_the_same_action() -> None:
    """The fuzz above once drew "DRAW": text in any case is a player's action, not a stray
    object, and plays as the same action as its lower-case form."""
    state = new_game("classic", players=4, seed=1)
    played = state.apply("draw")[0].state_hash()
    for text in ("DRAW", "Draw"):
        assert parse_action(text) == parse_action("draw")
        assert state.apply(text)[0].state_hash() == played
