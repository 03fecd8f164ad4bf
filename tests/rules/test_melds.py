"""Melds: what a meld built from cards holds."""

from __future__ import annotations

import pytest

from game.rules import parse_cards
from game.rules.melds import Meld


@pytest.mark.parametrize(
    ("rank", "text", "kind", "naturals", "wilds"),
    [
        ("K", "KS 2C KD JK", "group", 2, 2),
        ("7", "7H 7C 7S", "group", 3, 0),
        ("2", "2C JK 2D", "wild", 2, 1),  # twos of a meld of twos are its naturals
        ("JK", "JK JK 2H", "wild", 2, 1),
        ("3", "3S 3C 3S", "group", 3, 0),
    ],
)
def test_a_meld_of_cards_is_sorted_and_counts_its_naturals_and_wild_cards(
    rank: str, text: str, kind: str, naturals: int, wilds: int
) -> None:
    cards = parse_cards(text)
    meld = Meld.of(rank, list(reversed(cards)), kind)
    assert meld == Meld(rank, tuple(sorted(cards)), kind)
    assert (meld.rank, meld.kind, meld.naturals, meld.wilds) == (rank, kind, naturals, wilds)
    assert list(meld.cards) == sorted(cards)
    assert meld.add(parse_cards("JK")).wilds == wilds + (rank != "JK")
    with pytest.raises(AttributeError):
        meld.rank = "Q"  # type: ignore[misc]
