"""Where the wild cards go is the player's to say (and the pile's button lights whenever
the pile may be taken): a selection that can be melded (or take the
pile) with its wild cards in more than one group opens a panel showing one way at a time,
most natural first; Yes plays it, No shows the next, Esc plays nothing.

An opening must meet the minimum in one action, so it cannot be built in steps as later
melds can: without the panel a player could not keep a group natural while opening."""

from __future__ import annotations

import random
from pathlib import Path

import pygame
import pytest
from test_table import click, key, select, settle  # noqa: I001
from test_table_features import shot, table_at

from game.i18n import _, set_language
from game.rules import (
    Action,
    Card,
    GameState,
    IllegalActionError,
    new_game,
    parse_cards,
    read_position,
)
from game.ui import fonts, rich_text
from game.ui.table_moves import SelectionReason, meld_action, meld_readings, pickup_readings


def seat_zero(variant: str, hand: str, discard: str, phase: str = "play",
              stock: str = "5S JC 9D 9H", more: str = "") -> str:
    """A position where seat 0 plays ``hand``; the others hold three cards each."""
    return f"""
variant = "{variant}"
players = 4
phase = "{phase}"
hands = ["{hand}", "5C 6C 7C", "5D 6D 7D", "5H 6H 7H"]
stock = "{stock}"
discard = "{discard}"
{more}"""


#: Classic, unopened at 0 (minimum 50 at a score of 0): tens and fours with a joker and
#: two twos, which can go to either group.
OPENING = seat_zero("classic", "AD KD QS QC JH TC TC 4S 4C 2S 2D JK", "3C")

#: Classic, unopened: sixes take the pile's top six, tens beside them, two twos between.
PICKUP = seat_zero("classic", "AH JH JH TD TC 9D 6H 6D 4H 2D 2C", "4S 6S", "draw")

#: Brazil, minimum 200 at a score of 5000: five groups and four wild cards, a legal opening
#: that lay beyond the first readings once tried.
WIDE = seat_zero("brazil", "KS KH QC JS JD 9D 8S 8D 7D 7C 6D 4S 4D 4D 4C 2H 2D 2C JK",
                 "QH", more="scores = [5000, 0]")

#: Classic, the stock used up: the pile's top eight must be taken onto the side's eights.
MUST_TAKE = seat_zero("classic", "8S 5C 9D", "4S 8H", "draw", stock="",
                      more='melded_seats = [0]\n[melds]\n0 = ["8D 8C 8H"]')

#: Samba, unopened: two pairs (no wild cards), which make no group and no sequence.
SAMBA_PAIRS = seat_zero("samba", "KS KH QC QD 9S 8S 5C 5D 4H 4C 7D 6H", "3C")

#: Classic, opened, about to go out with wild cards for tens, sevens, fives and the aces.
HINTED = """
variant = "classic"
players = 4
phase = "play"
hands = ["TC 7H 7D 5S 5D 2S 2D 2C JK", "6S 5C 2D", "JS JC 8S 8H 6H 6H 3C",
         "9C 7C 5H 5D 4S 4D 2C"]
stock = "6D 7D 6D JK 4C 5S QS 9C JD JH 5C QC"
discard = "3S 6S"
melded_seats = [0, 1, 2, 3]
[melds]
0 = ["AS AS AD AC AC JK", "QS QH QD QC 2S 2H JK", "TH TD TD", "9S 9H 9H", "4S 4H 4C"]
1 = ["KH KD KC 2H", "TS TH TC", "8S 8D 8D 8C 8C"]
"""


@pytest.fixture(autouse=True)
def _data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CANASTA_DATA_DIR", str(tmp_path / "data"))


def tables(state: GameState, actions: list[Action]) -> set[str]:
    return {state.apply(a)[0].state_hash() for a in actions}


def test_an_opening_offers_every_place_for_its_wild_cards() -> None:
    state = read_position(OPENING)
    readings, reason = meld_readings(state, parse_cards("TC TC 4S 4C 2S 2D JK"))
    assert reason is None
    # Every split the rules allow, each a different table: the joker with the tens and the
    # twos with the fours (or one of them with the tens), or the joker with the fours.
    wanted = [Action.parse(text) for text in ("meld TC TC JK | 4S 4C 2S 2D",
                                              "meld TC TC JK 2S | 4S 4C 2D",
                                              "meld TC TC 2S 2D | 4S 4C JK",
                                              "meld TC TC 2S | 4S 4C 2D JK")]
    assert tables(state, wanted) == tables(state, readings)
    assert len(readings) == 4
    listed = [a for a in state.legal_actions() if a.kind == "meld" and len(a.groups) == 2
              and sorted(a.cards) == sorted(parse_cards("TC TC 4S 4C 2S 2D JK"))]
    assert tables(state, listed) <= tables(state, readings)
    # The most natural reading stays the one a click without a choice used to play.
    assert meld_action(state, parse_cards("TC TC 4S 4C 2S 2D JK"))[0] == readings[0]


def test_a_wide_opening_is_found_among_all_its_readings() -> None:
    state = read_position(WIDE)
    listed = Action.parse("meld KS KH JK | JS JD 2H | 8S 8D 2D | 7D 7C 2C | 4S 4D 4D 4C")
    assert state.is_legal(listed)
    readings, reason = meld_readings(state, listed.cards)
    assert reason is None and readings, reason
    assert state.apply(listed)[0].state_hash() in tables(state, readings)


def test_taking_the_pile_offers_every_place_for_the_wild_cards() -> None:
    state = read_position(PICKUP)
    readings, reason = pickup_readings(state, parse_cards("6H 6D TD TC 2D 2C"))
    assert reason is None
    wanted = [Action.parse(text) for text in ("pickup 6H 6D 2D | TD TC 2C",
                                              "pickup 6H 6D | TD TC 2D 2C")]
    assert tables(state, wanted) <= tables(state, readings)
    assert len(tables(state, readings)) == len(readings)
    listed = [a for a in state.legal_actions() if a.kind == "pickup"
              and sorted(a.cards) == sorted(parse_cards("6H 6D TD TC 2D 2C"))]
    assert listed and tables(state, listed) <= tables(state, readings)


def test_the_table_asks_where_the_wild_cards_go_and_plays_the_way_chosen() -> None:
    app, table = table_at(read_position(OPENING))
    state = table.state
    select(app, table, parse_cards("TC TC 4S 4C 2S 2D JK"))
    readings, _ = meld_readings(state, table.hand.selected_cards())
    click(app, table.buttons["meld"].rect.center)
    settle(app)
    assert table.state is state  # nothing played yet: the panel asks
    panel = table._question_panel()
    assert panel is not None
    assert table.dialogs.question() is not None
    question = table.dialogs.question()[0]  # type: ignore[index]
    assert question.startswith("Where do the wild cards go?")
    assert f"(1 of {len(readings)})" in question and "Joker" in question
    assert table.yes_button.label == "This way (Y)"
    shot(app, "wild-readings")
    # No shows the next way, round again after the last; Yes plays the way shown.
    click(app, table.no_button.rect.center)
    settle(app)
    assert f"(2 of {len(readings)})" in table.dialogs.question()[0]  # type: ignore[index]
    click(app, table.yes_button.rect.center)
    settle(app)
    assert table.record.actions[-1] == (0, str(readings[1]))
    assert table.state.state_hash() == state.apply(readings[1])[0].state_hash()
    assert len(tables(state, readings[:2])) == 2  # the second way is another table
    assert not table.dialogs.is_open() and table.yes_button.label == "Yes (Y)"


def test_escape_closes_the_wild_card_question_and_plays_nothing() -> None:
    app, table = table_at(read_position(OPENING))
    state = table.state
    select(app, table, parse_cards("TC TC 4S 4C 2S 2D JK"))
    click(app, table.buttons["meld"].rect.center)
    settle(app)
    assert table.dialogs.is_open()
    key(app, pygame.K_ESCAPE)
    assert not table.dialogs.is_open()
    assert table.state is state and not table.record.actions


def test_taking_the_pile_with_wild_cards_asks_where_they_go() -> None:
    app, table = table_at(read_position(PICKUP))
    state = table.state
    select(app, table, parse_cards("6H 6D TD TC 2D 2C"))
    readings, _ = pickup_readings(state, table.hand.selected_cards())
    assert len(readings) >= 2
    click(app, table.layout.pile.center)
    settle(app)
    question = table.dialogs.question()
    assert question is not None and "6♠" in question[0]  # the top card shown with its group
    for _ in range(len(readings) - 1):  # to the last way, by the N key
        key(app, pygame.K_n)
    click(app, table.yes_button.rect.center)
    settle(app)
    assert table.state.state_hash() == state.apply(readings[-1])[0].state_hash()


@pytest.mark.parametrize("language", ["en", "cs", "sk", "pl"])
def test_the_question_and_its_buttons_fit_in_every_language(language: str) -> None:
    try:
        app, table = table_at(read_position(OPENING), language=language)
        select(app, table, parse_cards("TC TC 4S 4C 2S 2D JK"))
        click(app, table.buttons["meld"].rect.center)
        settle(app)
        assert table.dialogs.is_open()
        font = fonts.font(table.yes_button.font_size, bold=True)
        for button in (table.yes_button, table.no_button):
            assert button.label not in (_("Yes (Y)"), _("No (N)"))
            assert rich_text.text_width(font, button.label) <= button.rect.w - 12, button.label
        question = table.dialogs.question()
        assert question is not None
        # The question, then a line for each group: never broken inside a group.
        first, *groups = question[0].split("\n")
        assert first == _("Where do the wild cards go? ({number} of {count})").format(
            number=1, count=len(table.dialogs.readings))
        assert len(groups) == len(table.dialogs.readings[0].groups) == 2
        width = table.dialogs.question()[1].w - 24  # type: ignore[index]
        assert all(rich_text.wrap_lines(g, 16, width, bold=True) == (g,) for g in groups)
        assert language == "en" or not question[0].startswith("Where")
        if language == "cs":
            shot(app, "wild-readings-cs")
    finally:
        set_language("en")


def test_take_pile_is_offered_when_the_used_up_stock_leaves_only_the_pile() -> None:
    # The stock is used up and the top card joins the side's eights: the pile must be taken,
    # "draw" is not a legal move, and the button for the one move left stays lit.
    app, table = table_at(read_position(MUST_TAKE))
    assert {a.kind for a in table.state.legal_actions()} == {"pickup"}
    assert table.buttons["pickup"].enabled and not table.buttons["draw"].enabled
    assert table.panels.prompt() == "Your turn: the stock is used up, so you must take the pile."
    click(app, table.buttons["pickup"].rect.center)
    settle(app)
    assert table.state.phase == "play" and len(table.state.melds[0][0].cards) == 4


def test_a_refused_selection_of_ranks_is_explained_as_groups_where_runs_exist_too() -> None:
    # In Samba the cards are also read as one sequence; two pairs make neither, and the
    # player is told what the groups lack, not that the cards are no run.
    state = read_position(SAMBA_PAIRS)
    readings, reason = meld_readings(state, parse_cards("KS KH QC QD"))
    assert not readings
    assert isinstance(reason, SelectionReason) and reason.code == "selection.several_ranks"
    assert reason.params["cards"] == parse_cards("KS KH QC QD")


@pytest.mark.parametrize("cards", ["7C 8C 9C", "TH 7C 2S"])
def test_cards_of_several_ranks_are_told_each_rank_is_a_meld(cards: str) -> None:
    # A run tried where melds hold one rank (a rummy habit), or a wild card with two ranks:
    # the engine's reason for one reading would name a group the player never made
    # ("sevens: 1", or "tens: 2" with the two counted in); the table names the cards.
    state = read_position(OPENING.replace("JH TC", "JH TH 9C 8C 7C TC"))
    readings, reason = meld_readings(state, parse_cards(cards))
    assert not readings and isinstance(reason, SelectionReason), reason
    assert reason.code == "selection.several_ranks"
    naturals = tuple(c for c in parse_cards(cards) if not c.is_wild)
    assert reason.params["cards"] == naturals
    text = rich_text.reason_label(reason)
    assert "different ranks" in text and "three cards" in text


def test_after_a_hint_a_click_does_what_the_hint_said() -> None:
    # Going out with wild cards in four places, one of them onto the side's aces: the hint
    # lifts the cards, and Meld lays them down the hint's way without asking.
    app, table = table_at(read_position(HINTED))
    state = table.state
    click(app, table.buttons["hint"].rect.center)
    hinted = table.commands.hinted
    assert hinted is not None and hinted.kind == "meld", hinted
    assert len(meld_readings(state, table.hand.selected_cards())[0]) > 1
    click(app, table.buttons["meld"].rect.center)
    settle(app)
    assert not table.dialogs.readings
    assert table.record.actions[-1] == (0, str(hinted))
    # Other cards than the hint's: the panel asks again.
    app, table = table_at(read_position(HINTED))
    click(app, table.buttons["hint"].rect.center)
    table.hand.clear_selection()
    select(app, table, parse_cards("7H 7D 5S 5D 2S 2D JK"))
    click(app, table.buttons["meld"].rect.center)
    settle(app)
    assert table.dialogs.readings and not table.record.actions


def _table_up_to_twos(state: GameState) -> tuple[object, ...]:
    """The table a move makes, up to which copy of a wild card went where (the rules tell
    the twos of two suits apart nowhere in a meld)."""
    def named(cards: tuple[Card, ...]) -> tuple[str, ...]:
        return tuple(sorted(c.rank if c.is_wild else str(c) for c in cards))

    return (tuple(tuple(sorted((m.rank, m.kind, named(m.cards)) for m in side))
                  for side in state.melds),
            tuple(named(hand) for hand in state.hands), state.phase)


@pytest.mark.parametrize("variant", ["classic", "samba", "bolivia", "brazil", "chile", "italy",
                                     "cuba", "american", "uruguayan", "british",
                                     "hand-and-foot", "ponytail", "spanish"])
def test_every_listed_opening_can_be_made_at_the_table(variant: str) -> None:
    # An opening is one action (the minimum is met at once): each the rules list, of melds or
    # of taking the pile, must be among the ways the table offers for its cards.
    checked = 0
    for seed in range(12):
        rng = random.Random(seed)
        state = new_game(variant, seed=seed)
        while not state.is_hand_over and checked < 150:
            legal = state.legal_actions()
            if not state.melds[state.team_of(state.turn)]:
                for action in legal:
                    if action.kind not in ("meld", "pickup") or not any(
                            c.is_wild for c in action.cards):
                        continue
                    find = meld_readings if action.kind == "meld" else pickup_readings
                    readings, _ = find(state, list(action.cards))
                    made = _table_up_to_twos(state.apply(action)[0])
                    assert any(_table_up_to_twos(state.apply(a)[0]) == made
                               for a in readings), action
                    checked += 1
            state, _ = state.apply(legal[rng.randrange(len(legal))])
    assert checked >= 20, checked


#: Samba, nobody opened: a run of clubs worth less than the minimum, a lone two, a jack.
SAMBA_TRIES = seat_zero("samba", "6C 7C 8C JH KD QS 9S 4D 2D", "AH")

#: Samba, the side has opened with a sequence of clubs; a jack of hearts is held.
SAMBA_SEQUENCE = seat_zero("samba", "6H 7S 8D JH KD QS 9S 4D 2D", "AH",
                           more='melded_seats = [0]\n[melds]\n0 = ["5C 6C 7C 8C"]')


def test_a_run_refused_for_the_minimum_says_so() -> None:
    # Three clubs in a row are a sequence: what stops them is the opening minimum, and the
    # player is told that, not that a group of sixes is too short.
    state = read_position(SAMBA_TRIES)
    readings, reason = meld_readings(state, parse_cards("6C 7C 8C"))
    assert not readings and isinstance(reason, IllegalActionError)
    assert reason.reason.code == "opening.short", reason


def test_wild_cards_alone_are_told_what_to_click_not_what_to_write() -> None:
    state = read_position(SAMBA_TRIES)
    readings, reason = meld_readings(state, parse_cards("2D"))
    assert not readings and isinstance(reason, SelectionReason), reason
    assert reason.code == "selection.wilds_alone"  # the side has no meld to click yet


def test_a_card_clicked_onto_a_sequence_it_does_not_extend() -> None:
    state = read_position(SAMBA_SEQUENCE)
    action, reason = meld_action(state, parse_cards("JH"), "SEQ")
    assert action is None and isinstance(reason, SelectionReason), reason
    assert reason.code == "selection.not_extending"
    assert "sequence" in rich_text.reason_label(reason)


#: Modern American, unopened (125 at a score of 0): a pair of kings and the pile's top king.
AMERICAN_KINGS = seat_zero("american", "KS KH 9C 8D 7D 6S 5S 4C 4D", "3C QS KD", "draw")


def test_staged_points_with_the_pile_count_as_the_rules_count_them() -> None:
    # Modern American counts neither the pile's top card nor a pair beside it toward the
    # opening: the bar shows 0 for a pair of kings (it showed 30), as the refusal says.
    app, table = table_at(read_position(AMERICAN_KINGS))
    select(app, table, parse_cards("KS KH"))
    assert table._opening_progress() == (0, 125)
    click(app, table.layout.pile.center)
    settle(app)
    assert table.message_error and "count 0" in table.message
    # Classic counts the top card and the pair: three kings, 30.
    app, table = table_at(read_position(AMERICAN_KINGS.replace('"american"', '"classic"')))
    select(app, table, parse_cards("KS KH"))
    assert table._opening_progress() == (30, 50)


def test_the_opening_bar_counts_a_selection_once_not_every_frame(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # With the pile the count reads where the selection's wild cards go: the plate asks it on
    # every frame, and it is worked out again only when the selection or the state changes.
    from game.ui import table_panels

    counted: list[int] = []
    real = table_panels.staged_points

    def counting(*args: object, **kwargs: object) -> int:
        counted.append(1)
        return real(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(table_panels, "staged_points", counting)
    app, table = table_at(read_position(PICKUP))
    select(app, table, parse_cards("6H 6D TD TC 2D 2C"))
    before = len(counted)
    settle(app, 10)
    assert table._opening_progress() == (75, 50)
    assert len(counted) == before


def _samba_opened(hand: str, melds: list[str], variant: str = "samba") -> GameState:
    return read_position({"variant": variant, "players": 4, "turn": 0, "phase": "play",
                          "stock": "5H JC 8S 9C 4C 6C", "discard": "4S",
                          "hands": [hand, "5C", "6D", "7H"], "melds": {"0": melds},
                          "melded_seats": [0]})


def test_a_run_of_mixed_suits_is_refused_as_a_sequence_not_as_several_ranks() -> None:
    # Once "These cards are of different ranks…": the player tried a sequence.
    state = _samba_opened("4H 5H 6D KS KD 9S", ["8D 8C 8H"])
    readings, reason = meld_readings(state, parse_cards("4H 5H 6D"))
    assert not readings and isinstance(reason, IllegalActionError)
    assert reason.reason.code == "seq.not_run"


def test_a_run_with_a_stray_card_of_another_suit_is_refused_as_a_sequence() -> None:
    # Once "A meld holds cards of one rank: 4H and 5H differ": more of one suit than of one
    # rank was a sequence tried, a six of another suit slipped in.
    state = _samba_opened("4H 5H 6H 6D KS KD 9S", ["8D 8C 8H"])
    readings, reason = meld_readings(state, parse_cards("4H 5H 6H 6D"))
    assert not readings and isinstance(reason, IllegalActionError)
    assert reason.reason.code == "seq.not_run"
    # Three sevens and a stray nine: a group was meant.
    state = _samba_opened("7H 7D 7S 9S KS KD 9D", ["8D 8C 8H"])
    readings, reason = meld_readings(state, parse_cards("7H 7D 7S 9S"))
    assert not readings and reason is not None and reason.code != "seq.not_run"


def test_cards_clicked_onto_a_sequence_that_takes_only_some_of_them() -> None:
    # Once "9H 7H is not a sequence…", as if a new one were tried.
    state = _samba_opened("7H 9H KS KD 9S", ["4H 5H 6H"])
    action, reason = meld_action(state, parse_cards("7H 9H"), "SEQ")
    assert action is None and isinstance(reason, SelectionReason)
    assert reason.code == "selection.not_extending"


def test_a_card_clicked_onto_one_of_two_sequences_it_extends_is_told_why_not() -> None:
    # The engine's "a move cannot say which" is notation talk: the click did say which.
    state = _samba_opened("7H KS KD 9S", ["4H 5H 6H", "8H 9H TH"])
    action, reason = meld_action(state, parse_cards("7H"), "SEQ")
    assert action is None and isinstance(reason, SelectionReason)
    assert reason.code == "selection.two_sequences"
    assert "a move cannot say" not in rich_text.reason_label(reason)


@pytest.mark.parametrize(("variant", "code"), [
    ("bolivia", "selection.wilds_too_few"), ("classic", "selection.wilds_only")])
def test_two_wild_cards_alone_say_a_meld_of_their_own_needs_three(variant: str,
                                                                  code: str) -> None:
    state = _samba_opened("2C JK KS KD 9S", ["8D 8C 8H"], variant)
    readings, reason = meld_readings(state, parse_cards("2C JK"))
    assert not readings and isinstance(reason, SelectionReason)
    assert reason.code == code


def test_a_stray_card_beside_a_pair_for_the_pile_is_named_as_not_of_its_rank() -> None:
    # Once "A new meld needs at least three cards…; queens: 1": the queen read as a meld.
    state = read_position({"variant": "classic", "players": 4, "turn": 0, "phase": "draw",
                           "stock": "5H JC 8S 9C 4C 6C", "discard": "5D KH",
                           "hands": ["KS KD QS 9S 7S", "5C", "6D", "7H"],
                           "melds": {"0": ["8D 8C 8H"]}, "melded_seats": [0]})
    readings, reason = pickup_readings(state, parse_cards("KS KD QS"))
    assert not readings and isinstance(reason, IllegalActionError)
    assert reason.reason.code == "pile.wrong_rank"
    assert str(reason.reason.params["card"]) == "QS"
