"""Taking actions back without showing anything new.

One rules question, :func:`may_take_back`: may a seat take back the action it just played and
return to the state before it, knowing nothing it did not know then? Only an action that moved
cards from the seat's own hand onto its side's melds, within its turn, qualifies: a meld or
cards added to a meld. A draw, a pile taking, a red three's replacement, a foot or ponytail
taken up, a bonus pile: each showed the seat cards, so none is ever taken back, and neither is
a discard (it ends the turn), nor a question to the partner or its answer (an answer binds: it
must not be asked again).

States are immutable, so going back means returning to the earlier state *whole*: whether the
side had opened, whether the seat has put cards down this hand (a concealed going out depends
on it), the melds started this turn, what the others know of the seat's hand. Nothing is
rebuilt, so nothing can be rebuilt wrongly.

A :class:`Timeline` keeps the actions of the hand in progress with the state before each, so a
table can go back along it: one action for an honest undo, whole turns of one's own for
practice (see :meth:`Timeline.turn_back`). Whoever keeps a game record must drop the same
actions from it; the record then replays to the state the table went back to.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection, Sequence
from dataclasses import dataclass

from .actions import Action
from .events import Event
from .state import GameState

#: What a take-back-able action may have done: cards from the hand to the side's melds.
TABLE_ONLY = frozenset({"melded", "extended", "canasta"})
#: A question to the partner and its answer bind the turn: nothing before them is taken back.
BINDING = frozenset({"ask", "yes", "no"})


def may_take_back(
    before: GameState, action: Action, after: GameState, events: Sequence[Event]
) -> bool:
    """Whether the seat that played ``action`` (from ``before``, giving ``after`` and
    ``events``) may take it back without learning anything it did not know before it.

    Checked from what the action did, not from its name alone, so a variant's hook that
    follows a meld (a foot taken up, a ponytail, a bonus pile) makes the meld final.
    """
    seat = before.turn
    if action.kind != "meld" or before.phase != "play" or after.phase != "play":
        return False
    if after.turn != seat or after.hand_number != before.hand_number:
        return False
    if any(e.kind not in TABLE_ONLY or e.private for e in events):
        return False
    # Nothing hidden moved: the stock, the pile, the face-down piles, the red threes and the
    # other hands are as they were, and the seat's hand only lost cards.
    if (after.stock != before.stock or after.discard != before.discard
            or after.side_piles != before.side_piles or after.red_threes != before.red_threes
            or after.removed != before.removed or after.asked != before.asked):
        return False
    if any(after.hands[s] != before.hands[s] for s in range(before.players) if s != seat):
        return False
    return not Counter(after.hands[seat]) - Counter(before.hands[seat])


@dataclass(frozen=True)
class Played:
    """One action of the hand: who played it, the states around it, and whether it may be
    taken back (:func:`may_take_back`)."""

    seat: int
    action: Action
    before: GameState
    after: GameState
    takeable: bool


class Timeline:
    """The actions of the hand in progress, each with the state before it.

    ``add`` every action as it is played; a new hand starts a new timeline (nothing is taken
    back across a deal). ``take_back`` and ``turn_back`` say how many actions an undo may
    remove now; ``rewind`` removes them and returns the state to go back to.
    """

    def __init__(self, state: GameState) -> None:
        self.state = state  #: the state after the last action
        self.played: list[Played] = []

    def add(
        self, seat: int, action: Action, before: GameState, after: GameState,
        events: Sequence[Event],
    ) -> None:
        """Note an action played from the timeline's current state."""
        if before is not self.state:
            raise ValueError("the action was not played from the timeline's current state")
        if after.hand_number != before.hand_number:
            self.played = []
        else:
            takeable = may_take_back(before, action, after, events)
            self.played.append(Played(seat, action, before, after, takeable))
        self.state = after

    def take_back(self, seat: int) -> int:
        """How many actions ``seat`` may take back now without showing anything new: 1 when
        its last action was a meld of this turn that revealed nothing, else 0."""
        if not self.played:
            return 0
        last = self.played[-1]
        return int(last.takeable and last.seat == seat and last.after is self.state)

    def turn_back(self, seat: int, others: Collection[int] = ()) -> int:
        """Practice: how many actions to remove to go back to the start of ``seat``'s turn,
        before its draw (the turn in progress once the seat has played in it, else its
        previous turn); 0 when there is none to go back to.

        The way back never crosses a question to the partner or its answer (an answer binds),
        an action of a seat in ``others`` (the other people at the table: nobody takes back
        someone else's turn), nor a deal. The computer players' actions on the way are taken
        back with the seat's own; from the earlier state they play again.
        """
        for index in range(len(self.played) - 1, -1, -1):
            played = self.played[index]
            if played.action.kind in BINDING or played.seat in others:
                return 0
            before = played.before
            if before.phase == "draw" and before.turn == seat and played.seat == seat:
                return len(self.played) - index
        return 0

    def rewind(self, count: int) -> GameState:
        """Remove the last ``count`` actions and return the state before the first of them."""
        if not 0 < count <= len(self.played):
            raise ValueError(f"cannot take back {count} of {len(self.played)} actions")
        first = self.played[-count]
        del self.played[-count:]
        self.state = first.before
        return self.state

    def undone(self, count: int) -> list[Played]:
        """The last ``count`` actions, oldest first (what a rewind of ``count`` removes)."""
        return self.played[len(self.played) - count:] if count > 0 else []
