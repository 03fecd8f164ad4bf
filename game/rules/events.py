"""What happened: the events :meth:`GameState.apply` returns, for animation and the game log."""

from __future__ import annotations

from functools import partial
from typing import Any, NamedTuple

from .cards import Card, format_cards

#: Every event kind, in the order they can occur within one action.
EVENT_KINDS = (
    "dealt",  # a new hand was dealt; count = cards per player
    "exact_cut",  # Ponytail, Spanish: seat cut exactly the cards of the deal; team scores data
    "pile_started",  # cards turned to start the pile; frozen=True in data when it froze
    "pile_turned",  # house rule: the pile was turned over as a new stock
    "drew",  # seat drew cards from the stock (private: only seat sees which)
    "red_three",  # seat laid down a red three (from the deal, the stock or the pile)
    "took_pile",  # seat took the pile; cards = all cards it held
    "foot_taken",  # Hand and Foot: seat took its foot into the hand (private; amount = cards)
    "ponytail_taken",  # Ponytail: seat took its ponytail into the hand (private; amount = cards)
    "face_down_taken",  # Spanish: the start pile's face-down cards joined seat's hand (private)
    "bonus_pile",  # Modern American: seat took a bonus pile into hand (private); data = 0 or 1
    "black_three",  # Modern American: seat laid a black three beside the side
    "melded",  # a new meld of rank was started with cards
    "extended",  # cards were added to the side's meld of rank
    "canasta",  # the meld of rank became a canasta; data = "natural" or "mixed"
    "discarded",  # seat discarded one card
    "asked",  # seat asked its partner for permission to go out
    "answered",  # seat answered; data = "yes" or "no"
    "went_out",  # seat went out; data = "concealed" when concealed
    "acaba",  # British Canasta: seat ended the hand with acaba
    "special_hand",  # Modern American: seat showed a special hand; data = its name
    "stock_exhausted",  # the hand ended because the stock ran out
    "hand_scored",  # data = the HandResult
    "game_over",  # team won the game; data = final scores
)


class Event(NamedTuple):
    """One thing that happened. ``private`` events show their cards only to ``seat``."""

    kind: str
    seat: int | None = None
    team: int | None = None
    cards: tuple[Card, ...] = ()
    rank: str | None = None
    amount: int = 0  # how many cards, where the cards themselves are not listed
    data: Any = None
    private: bool = False

    def seen_by(self, seat: int) -> Event:
        """This event as ``seat`` may see it: private cards of other seats are hidden."""
        if self.private and seat != self.seat and self.cards:
            return Event(self.kind, self.seat, self.team, (), self.rank, len(self.cards), self.data,
                         True)
        return self

    def __str__(self) -> str:
        parts = [self.kind]
        if self.seat is not None:
            parts.append(f"seat={self.seat}")
        if self.team is not None:
            parts.append(f"team={self.team}")
        if self.rank is not None:
            parts.append(f"rank={self.rank}")
        if self.cards:
            parts.append(f"cards=[{format_cards(self.cards)}]")
        elif self.amount:
            parts.append(f"amount={self.amount}")
        if self.data is not None and self.kind != "hand_scored":
            parts.append(f"data={self.data}")
        return " ".join(parts)


#: An event from all eight of its fields at once, in order: cheaper than ``Event(...)``, whose
#: constructor is a Python function (the engine builds events on every action).
new_event = partial(tuple.__new__, Event)
