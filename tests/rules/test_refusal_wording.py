"""A refusal names exactly what is wrong with the move: the cards at fault, the pile's top card
as the top card, and each special hand by its own name."""

from __future__ import annotations

import pytest

from game.rules import IllegalActionError, parse_cards

from .support import position


def refusal(state_keys: dict[str, object], move: str) -> IllegalActionError:
    with pytest.raises(IllegalActionError) as raised:
        position(**state_keys).apply(move)
    return raised.value


SIXES = {"hands": ["JK 2C 5H 4H 6D 8C 9C", "4C", "4D", "4H"], "melds": {"0": ["6C 6S 6H"]}}


@pytest.mark.parametrize(
    ("move", "strays"),
    [
        ("meld 6: JK 5H", "5H"),  # the joker may join the sixes: only 5H is at fault
        ("meld 6: 6D 5H", "5H"),  # a six of its own beside a five
        ("meld 6: 2C JK 5H", "5H"),
        ("meld 6: 5H 6D JK 4H", "5H 4H"),
        ("meld 6: 5H", "5H"),
    ],
)
def test_a_named_meld_refuses_only_the_cards_that_do_not_belong(move: str, strays: str) -> None:
    error = refusal(SIXES, move)
    assert error.code == "meld.wrong_target"
    assert error.params["cards"] == parse_cards(strays)
    assert str(error) == f"{strays} cannot go to the sixes."


def test_a_named_meld_takes_its_wild_cards_and_naturals() -> None:
    position(**SIXES).apply("meld 6: JK 6D 2C")
