"""Melds on the table."""

from __future__ import annotations

from dataclasses import dataclass, field

from .cards import Card, format_cards, sort_cards


@dataclass(frozen=True, slots=True)
class Meld:
    """A side's meld of one rank (or, in variants, a sequence or wild cards).

    ``rank`` is the rank the meld is of (``"K"``, ``"3"`` for black threes, ``"2"``/``"JK"`` for
    wild-card melds in variants that allow them); ``kind`` is ``"group"`` in Classic.
    """

    rank: str
    cards: tuple[Card, ...]
    kind: str = "group"
    naturals: int = field(init=False, compare=False)
    wilds: int = field(init=False, compare=False)

    def __post_init__(self) -> None:
        wild = _wild_count(self.rank, self.cards)
        object.__setattr__(self, "wilds", wild)
        object.__setattr__(self, "naturals", len(self.cards) - wild)

    @classmethod
    def of(cls, rank: str, cards: tuple[Card, ...] | list[Card], kind: str = "group") -> Meld:
        """A meld with its cards in canonical order."""
        if cls is not Meld:
            return cls(rank, sort_cards(cards), kind)
        # Built field by field, as __init__ and __post_init__ would: every meld laid down
        # makes one, and the dataclass's own constructor is two Python calls more.
        ordered = sort_cards(cards)
        return _built(rank, ordered, kind, _wild_count(rank, ordered))

    @property
    def size(self) -> int:
        return len(self.cards)

    @property
    def is_canasta(self) -> bool:
        """Seven cards or more."""
        return len(self.cards) >= 7

    @property
    def is_natural(self) -> bool:
        """No wild card in it (a natural canasta once it has seven cards)."""
        return self.wilds == 0

    def add(self, cards: tuple[Card, ...] | list[Card]) -> Meld:
        """This meld with ``cards`` added."""
        # Only the added cards are counted: the meld's own wild cards are known.
        return _built(self.rank, tuple(sorted((*self.cards, *cards))), self.kind,
                      self.wilds + _wild_count(self.rank, cards))

    def notation(self) -> str:
        """Position notation: cards, with a rank prefix when no card shows the rank (wild
        cards only: a meld of twos is written ``2: 2C 2D 2H`` too, as the contract writes it,
        though its twos count as its naturals)."""
        if self.naturals == 0 or all(c.is_wild for c in self.cards):
            return f"{self.rank}: {format_cards(self.cards)}"
        return format_cards(self.cards)

    def __str__(self) -> str:
        return self.notation()


def _built(rank: str, ordered: tuple[Card, ...], kind: str, wild: int) -> Meld:
    """A :class:`Meld` of ``ordered`` cards (canonical order, ``wild`` of them wild cards),
    built field by field."""
    meld = object.__new__(Meld)
    _SET_RANK(meld, rank)
    _SET_CARDS(meld, ordered)
    _SET_KIND(meld, kind)
    _SET_WILDS(meld, wild)
    _SET_NATURALS(meld, len(ordered) - wild)
    return meld


def _wild_count(rank: str, cards: tuple[Card, ...] | list[Card]) -> int:
    """The wild cards of a meld of ``rank`` (a two in a meld of twos is its natural)."""
    wild = 0
    for c in cards:  # a loop, not a generator (a call of its own): asked of every meld made
        if c.is_wild and c.rank != rank:
            wild += 1
    return wild


# The slots' own setters: a frozen dataclass refuses setattr, and Meld.of fills a new meld.
_SET_RANK = vars(Meld)["rank"].__set__
_SET_CARDS = vars(Meld)["cards"].__set__
_SET_KIND = vars(Meld)["kind"].__set__
_SET_WILDS = vars(Meld)["wilds"].__set__
_SET_NATURALS = vars(Meld)["naturals"].__set__
