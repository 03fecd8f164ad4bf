"""Card and action notation (contract §1 and §3): round trips, aliases, bad strings refused."""

from __future__ import annotations

import itertools

import pytest

from game.rules import ALL_CARDS, Action, NotationError, parse_action, parse_card, parse_cards


@pytest.mark.parametrize("card", ALL_CARDS, ids=str)
def test_every_card_reads_back_from_its_own_text(card: object) -> None:
    assert parse_card(str(card)) is card


@pytest.mark.parametrize(
    ("text", "expected"),
    [("10H", "TH"), ("10h", "TH"), ("th", "TH"), ("*", "JK"), ("jk", "JK"), (" 7c ", "7C")],
)
def test_aliases_and_lower_case(text: str, expected: str) -> None:
    assert str(parse_card(text)) == expected


@pytest.mark.parametrize("text", ["", "1H", "11H", "TX", "ZZ", "J", "JKK", "7", "H7", "3-", "**"])
def test_bad_cards_raise_notation_error(text: str) -> None:
    with pytest.raises(NotationError):
        parse_card(text)


def test_a_list_of_cards_keeps_its_order_and_copies() -> None:
    assert [str(c) for c in parse_cards("7C 7D 7H 2D JK 7C")] == [
        "7C", "7D", "7H", "2D", "JK", "7C",
    ]


def test_cards_sort_in_the_canonical_order_and_equal_only_themselves() -> None:
    shuffled = parse_cards("4C JK AS 2D 7H KD 7C 3H AH")
    assert [str(c) for c in sorted(shuffled)] == [
        "AS", "AH", "KD", "7H", "7C", "4C", "3H", "2D", "JK",
    ]
    assert sorted(shuffled) == sorted(shuffled, key=lambda c: c.order)
    for a in ALL_CARDS:
        assert a  # no card reads as false (``if card:`` means "a card is there")
        assert f"{a}" == str(a)
        for b in ALL_CARDS:
            assert (a == b) is (a is b)
            assert (a < b) is (a.order < b.order)
    assert parse_card("7C") != "7C"
    hand = list(parse_cards("KS 7C 7D"))
    hand.remove(parse_card("7D"))
    assert [str(c) for c in hand] == ["KS", "7C"]


@pytest.mark.parametrize(
    "text",
    [
        "draw",
        "pickup",
        "pickup KS KD",
        "pickup KS KD | 9S 9D 9C",
        "meld 7C 7D 7H",
        "meld 7C 7D 7H | QC QD QH 2D",
        "meld K: 2C JK",
        "discard 7H",
        "ask",
        "yes",
        "no",
        "deal",
    ],
)
def test_actions_round_trip(text: str) -> None:
    action = parse_action(text)
    assert str(action) == text
    assert Action.parse(str(action)) == action


def test_action_aliases_read_as_the_canonical_spelling() -> None:
    assert parse_action("MELD 10H 10D *") == parse_action("meld TH TD JK")
    assert str(parse_action("meld 10: 2c")) == "meld T: 2C"
    assert parse_action("  discard  10s ") == parse_action("discard TS")


@pytest.mark.parametrize(
    "text",
    [
        "",
        "   ",
        "fly",
        "draw 7C",
        "ask now",
        "discard",
        "discard 7C 7D",
        "meld",
        "meld 7C | | 7D",
        "meld X: 7C",
        "meld 7C 7Q",
        "pickup KS |",
        "discard JOKER",
    ],
)
def test_bad_actions_raise_notation_error(text: str) -> None:
    with pytest.raises(NotationError):
        parse_action(text)


def test_notation_errors_are_value_errors_with_a_message() -> None:
    with pytest.raises(ValueError, match="not a card"):
        parse_action("discard 1H")


def test_a_line_read_again_reads_the_same_and_a_refused_line_stays_refused() -> None:
    from game.rules import actions

    first = parse_action("meld 9C 9D JK")
    assert parse_action("meld 9C 9D JK") is first  # remembered, not read again
    for _ in range(2):  # a line refused is not remembered as anything
        with pytest.raises(NotationError):
            parse_action("meld 9C 9Q")
    # The memo stays bounded however many different lines a long session reads.
    lines = itertools.product(ALL_CARDS, repeat=3)
    for cards in itertools.islice(lines, actions.PARSED_KEPT + 10):
        parse_action("meld " + " ".join(map(str, cards)))
    assert len(actions._PARSED) <= actions.PARSED_KEPT
    assert parse_action("meld 9C 9D JK") == first


@pytest.mark.parametrize(
    ("text", "code", "message"),
    [
        ("meld K:", "notation.target_no_cards",
         "'K:' names a meld but no cards: write them after the colon, like 'K: 2C'"),
        ("dicsard 5H", "notation.unknown_word",
         "'dicsard' is not a move: start with draw, pickup, meld, discard, ask, yes, no or deal "
         "(acaba in British Canasta; lay and special in Modern American)"),
        ("pickup ZZ", "notation.not_a_card",
         "'ZZ' is not a card: write a rank (A K Q J T 9 … 2) and a suit (S H D C), like 7C or "
         "TD, or JK for a joker"),
        ("meld X: 7C", "notation.not_a_target",
         "'X' before the colon does not name a meld: write a rank, like 'K: 2C'"),
        ("meld 7C | | 7D", "notation.empty_group",
         "a group between '|' signs needs at least one card, like 'meld 7C 7D 7H | KS KD KH'"),
        ("draw 7C", "notation.nothing_after", "'draw' takes nothing after it, but '7C' follows"),
        ("  ", "notation.empty", "the line is empty: write a move, like 'draw' or 'discard 7C'"),
    ],
)
def test_a_line_that_is_not_a_move_is_refused_with_a_code_saying_what_was_expected(
    text: str, code: str, message: str
) -> None:
    with pytest.raises(NotationError) as raised:
        parse_action(text)
    assert raised.value.code == code
    assert str(raised.value) == message
