"""Cards and their notation.

A card is written ``<rank><suit>`` (``7C``, ``TD``, ``10H``) or ``JK`` for a joker. Several packs
are in play, so a card names a rank and a suit, not one physical card: the 53 distinct cards are
interned, and every copy of the seven of clubs is the same :class:`Card` object: equal cards
are one object, and hands are cheap to copy, which the engine's speed depends on.
"""

from __future__ import annotations

import re
from bisect import insort
from collections.abc import Iterable

from .reasons import unread
from .words import shown

#: Ranks from high to low as players name them; ``T`` is the ten.
RANKS: tuple[str, ...] = ("A", "K", "Q", "J", "T", "9", "8", "7", "6", "5", "4", "3", "2")
#: Ranks that make ordinary melds in Classic Canasta (threes and wild cards do not).
NATURAL_RANKS: tuple[str, ...] = ("A", "K", "Q", "J", "T", "9", "8", "7", "6", "5", "4")
JOKER = "JK"
SUITS: tuple[str, ...] = ("S", "H", "D", "C")
RED_SUITS = frozenset({"H", "D"})

_RANK_ORDER = {rank: i for i, rank in enumerate(RANKS)}
_RANK_ORDER[JOKER] = len(RANKS)


class Card(float):
    """One of the 53 distinct cards (52 + joker); use :func:`parse_card` or :func:`card`.

    A card is a number, its place in the canonical order (``order + 1``, so that no card is
    false): ordering, equality, ``in`` and ``list.remove`` then run in C. A card class of its
    own with ``__lt__`` would route every one of them through Python, even ``==`` between
    two different cards (each some ten times slower), and the engine compares cards in
    every action it applies. Copies of one card are one object, so equal cards are the same
    card."""

    __slots__ = (
        "rank",
        "suit",
        "order",
        "is_joker",
        "is_two",
        "is_wild",
        "is_three",
        "is_red_three",
        "is_black_three",
        "is_natural",
        "is_red",
        "_text",
    )

    rank: str
    suit: str
    order: int
    is_joker: bool
    is_two: bool
    is_wild: bool
    is_three: bool
    is_red_three: bool
    is_black_three: bool
    is_natural: bool
    is_red: bool
    _text: str

    def __new__(cls, rank: str, suit: str) -> Card:
        suit_index = SUITS.index(suit) if suit else 0
        order = _RANK_ORDER[rank] * 4 + suit_index
        self = super().__new__(cls, order + 1)
        put = object.__setattr__
        put(self, "rank", rank)
        put(self, "suit", suit)
        put(self, "order", order)
        put(self, "is_joker", rank == JOKER)
        put(self, "is_two", rank == "2")
        put(self, "is_wild", rank in ("2", JOKER))
        put(self, "is_three", rank == "3")
        put(self, "is_red", suit in RED_SUITS)
        put(self, "is_red_three", rank == "3" and suit in RED_SUITS)
        put(self, "is_black_three", rank == "3" and suit not in RED_SUITS)
        put(self, "is_natural", rank in NATURAL_RANKS)
        put(self, "_text", JOKER if rank == JOKER else rank + suit)
        return self

    #: Hashed by identity, in C (equal cards are one object); not by the number's value.
    __hash__ = object.__hash__

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("cards are immutable")

    def __str__(self) -> str:
        return self._text

    def __repr__(self) -> str:
        return f"Card({self._text!r})"

    def __reduce__(self) -> tuple[object, tuple[str]]:
        # Unpickling must return the interned object, or identity equality would break.
        return (parse_card, (self._text,))


_INTERNED: dict[str, Card] = {}
for _rank in RANKS:
    for _suit in SUITS:
        _INTERNED[_rank + _suit] = Card(_rank, _suit)
_INTERNED[JOKER] = Card(JOKER, "")

#: Every distinct card, jokers last.
ALL_CARDS: tuple[Card, ...] = tuple(_INTERNED.values())
#: The red threes (a set: whether a hand or a pile holds one is then asked in C).
RED_THREES: frozenset[Card] = frozenset(c for c in ALL_CARDS if c.is_red_three)
#: One pack without its jokers, and one with two, in canonical order (the deck of every deal).
_PACK: tuple[Card, ...] = ALL_CARDS[:-1]
_PACKS: tuple[Card, ...] = _PACK + (_INTERNED[JOKER],) * 2


def card(text: str) -> Card:
    """The card named by ``text``; alias of :func:`parse_card`."""
    return parse_card(text)


def parse_card(text: str) -> Card:
    """Parse one card (``"7C"``, ``"10h"``, ``"JK"``, ``"*"``).

    Raises :class:`NotationError` for anything else.
    """
    if not isinstance(text, str):
        unread("notation.card_not_text", code=shown(text))
    # ASCII only: Unicode case folding would read "Aſ" (long s) as AS and "ＡＳ" as nothing
    # a player typed on purpose.
    key = text.strip(BLANKS).upper() if text.isascii() else "?"
    if key == "*":
        key = JOKER
    elif key.startswith("10"):
        key = "T" + key[2:]
    found = _INTERNED.get(key)
    if found is None:
        unread("notation.not_a_card", code=repr(text.strip(BLANKS)))
    return found


def parse_cards(text: str | Iterable[str]) -> tuple[Card, ...]:
    """Parse a space-separated list of cards (or an iterable of card strings)."""
    if isinstance(text, str):
        parts: list[str] = split_blanks(text)
    elif isinstance(text, Iterable):
        parts = list(text)
    else:
        unread("notation.cards_not_text", code=shown(text))
    return tuple(parse_card(part) for part in parts)


#: What separates cards and words in the notation: ASCII blanks only. Python's own ``split()``
#: also splits on control characters such as ``\x1f`` and on Unicode spaces, which would let
#: text no player typed read as cards.
BLANKS = " \t\r\n"
_BLANK_RUN = re.compile(f"[{BLANKS}]+")


def split_blanks(text: str, parts: int = 0) -> list[str]:
    """``text`` split at runs of ASCII blanks, ends trimmed (at most ``parts`` + 1 pieces)."""
    stripped = text.strip(BLANKS)
    return _BLANK_RUN.split(stripped, maxsplit=parts) if stripped else []


def format_cards(cards: Iterable[Card]) -> str:
    """Write cards space-separated, the inverse of :func:`parse_cards`."""
    return " ".join(c._text for c in cards)


def sort_cards(cards: Iterable[Card]) -> tuple[Card, ...]:
    """Cards in the engine's canonical order (rank high to low, then suit; jokers last)."""
    return tuple(sorted(cards))


def add_sorted(cards: tuple[Card, ...], extra: Iterable[Card]) -> tuple[Card, ...]:
    """Canonically ordered ``cards`` with ``extra`` inserted (cheaper than a full sort)."""
    out = list(cards)
    for c in extra:
        insort(out, c)
    return tuple(out)


def remove_cards(hand: tuple[Card, ...], cards: Iterable[Card]) -> tuple[Card, ...] | None:
    """``hand`` without one copy of each of ``cards``, or None if the hand lacks one of them."""
    rest = list(hand)
    for c in cards:
        try:
            rest.remove(c)
        except ValueError:
            return None
    return tuple(rest)


def full_deck(packs: int, jokers_per_pack: int = 2) -> list[Card]:
    """``packs`` packs of 52 cards plus their jokers, in canonical order (a new list)."""
    pack = _PACKS if jokers_per_pack == 2 else _PACK + (_INTERNED[JOKER],) * jokers_per_pack
    return list(pack * packs)


def less_known(known: tuple[Card, ...], before: tuple[Card, ...],
               after: tuple[Card, ...]) -> tuple[Card, ...]:
    """The cards others know a seat holds once it has laid down the cards of ``before`` that
    ``after`` lacks. With several packs a card has twins: nobody can tell whether the copy
    they saw taken was the one laid down, so every copy laid takes one known copy with it
    (keeping it where the seat still holds a twin would tell its hidden cards)."""
    laid = list(before)
    for c in after:
        laid.remove(c)
    kept = list(known)
    for c in laid:
        if c in kept:
            kept.remove(c)
    return tuple(kept)
