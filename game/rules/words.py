"""Canasta words for messages: rank names a player reads."""

from __future__ import annotations

import reprlib

PLURAL = {
    "A": "aces",
    "K": "kings",
    "Q": "queens",
    "J": "jacks",
    "T": "tens",
    "9": "nines",
    "8": "eights",
    "7": "sevens",
    "6": "sixes",
    "5": "fives",
    "4": "fours",
    "3": "threes",
    "2": "twos",
    "JK": "jokers",
    "SEQ": "sequence",
}


def N_(text: str) -> str:  # noqa: N802  (gettext's name for "mark for translation")
    """Mark an English label the interface translates (the engine itself never translates)."""
    return text


def plural(rank: str) -> str:
    """``"K"`` → ``"kings"``."""
    return PLURAL.get(rank, rank)


def singular(rank: str) -> str:
    """``"K"`` → ``"king"``, ``"6"`` → ``"six"``."""
    word = PLURAL.get(rank, rank)
    return word[:-2] if word.endswith("xes") else word.removesuffix("s")


def cards_word(n: int) -> str:
    return "1 card" if n == 1 else f"{n} cards"


def shown(value: object) -> str:
    """``value`` as a message quotes it, cut short: a refused value may be anything, even a
    number of thousands of digits that Python will not write out."""
    if isinstance(value, int) and value.bit_length() > 128:
        return f"a number of about {value.bit_length() * 30103 // 100000} digits"
    try:
        return reprlib.repr(value)
    except (ValueError, RecursionError):
        return f"a {type(value).__name__}"
