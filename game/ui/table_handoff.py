"""Pass-and-play: several people at one device, any mix with computer players.

The table shows one person's seat at a time: the *viewer*, the person who last took the
device. Whenever the next person to act is someone else (their turn, or the partner's "may I
go out?" that they must answer), a hand-off screen (game/ui/scenes/handoff.py) covers the
whole table at once, before the computer players in between move: "Pass to Eva", and nothing
of anybody's hand shows until Eva taps. The table then turns to Eva's seat, and she watches
the computer players' moves up to her own. So a person only ever sees their own hand,
partners' included.

What stays on the table from one person to the next is public: the melds, the pile, the
counts. The game log keeps no private card at all in pass-and-play (a drawn card would
otherwise be read there by the next person), and the seats are named absolutely (each
person by name, each computer player by number) so the log reads right for everyone.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.i18n import _
from game.rules import GameState
from game.ui.config import default_name
from game.ui.scenes.handoff import HandOffScene
from game.ui.table_context import TableContext
from game.ui.table_feed import question

#: A seat number no player has: events seen by it show nobody's private cards.
NOBODY = -1


def next_person(state: GameState, people: Sequence[int]) -> int | None:
    """The person who acts next: the seat to act if a person plays it (a player, or a partner
    asked "may I go out?"), else the asker waiting for a computer partner's answer, else the
    first person after the seat whose turn it is, in playing order."""
    if not people:
        return None
    if state.to_act in people:
        return state.to_act
    if state.phase == "answer" and state.turn in people:
        return state.turn
    for step in range(1, state.players + 1):
        seat = (state.turn + step) % state.players
        if seat in people:
            return seat
    return None


class TableHandOff:
    """The table's viewer in pass-and-play, the hand-off screen between people, and the
    names everybody reads."""

    def __init__(self, table: TableContext) -> None:
        self.table = table

    @property
    def active(self) -> bool:
        return self.table.config.pass_and_play

    def first_viewer(self) -> int | None:
        """Whose seat the table shows first: the person to act first in pass-and-play."""
        config = self.table.config
        if not self.active:
            return config.human_seat
        return next_person(self.table.state, config.human_seats)

    def at_start(self) -> None:
        """A pass-and-play table starts hidden: whoever holds the device may not be the
        person whose hand it opens on."""
        if self.active and self.table.human is not None:
            self.open(self.table.human)

    def due(self) -> bool:
        """Whether the device must pass to another person now; if so the hand-off is shown."""
        state = self.table.state
        if not self.active or state.is_hand_over:
            return False
        seat = next_person(state, self.table.config.human_seats)
        if seat is None or seat == self.table.human:
            return False
        self.open(seat)
        return True

    def open(self, seat: int) -> None:
        """Cover the table until the person at ``seat`` is ready."""
        t = self.table
        state = t.state
        note = ""
        if state.phase == "answer" and state.to_act == seat:
            note = question(self.seat_name(state.turn), state.rules.ask_without_going_out)
        t.app.scenes.push(HandOffScene(t.app, self.seat_name(seat),
                                       lambda: t.view_from(seat), note))

    # ------------------------------------------------------------------ names

    def seat_name(self, seat: int) -> str:
        """A person by name, a computer player by number ("Computer 2")."""
        config = self.table.config
        if seat in config.human_seats:
            return config.names.get(seat) or default_name(seat)
        return _("Computer {n}").format(n=seat + 1)

    def side_name(self, team: int) -> str:
        """A side by its players' names ("Eva & Computer 3")."""
        return " & ".join(self.seat_name(s) for s in self.table.state.teams[team])

    def log_seat(self) -> int | None:
        """Whose private cards the game log may show: the bottom seat's, or nobody's when the
        log is read by several people."""
        return NOBODY if self.active else self.table.bottom
