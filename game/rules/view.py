"""What one seat may know: the only thing bots and the table ever see.

A :class:`PlayerView` is built from a state and holds no card the seat cannot see: its own hand,
the other hands' sizes, the stock's size, the pile (every card in it was seen face up when it was
discarded), the melds and red threes on the table, scores, and the cards others are known to
hold because they were seen taken with the pile. Two states that differ only in hidden cards
give equal views, so a bot given a view cannot peek.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from . import frozen
from .actions import Action
from .cards import Card
from .melds import Meld
from .words import shown

if TYPE_CHECKING:
    from .scoring import HandResult
    from .state import GameState
    from .variants import Rules


@dataclass(frozen=True)
class PlayerView:
    """A seat's knowledge of the game at one moment (immutable)."""

    seat: int
    rules: Rules
    players: int
    teams: tuple[tuple[int, ...], ...]
    hand_number: int
    dealer: int
    turn: int
    to_act: int
    phase: str
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    stock_size: int
    pile: tuple[Card, ...]  # bottom first, top card last
    pile_frozen: bool  # frozen for everybody
    frozen_under: bool
    melds: tuple[tuple[Meld, ...], ...]
    red_threes: tuple[tuple[Card, ...], ...]
    melded_seats: frozenset[int]
    scores: tuple[int, ...]  # before this hand
    minimums: tuple[int, ...]
    known: tuple[tuple[Card, ...], ...]  # per seat, cards seen taken with the pile
    asked: str | None
    concealed_ok: bool
    history: tuple[tuple[int, ...], ...]
    result: HandResult | None
    legal_actions: tuple[Action, ...]  # empty unless this seat is to act
    #: Per side pile (feet, ponytails: one per seat), how many face-down cards wait there.
    side_pile_sizes: tuple[int, ...] = ()
    #: The variant's public facts (``foot-taken:2``, ``ponytail-taken:1``, ``cut-bonus:0``).
    flags: frozenset[str] = frozenset()
    removed: tuple[tuple[Card, ...], ...] = ()  # per team, cards seen leaving the game
    turn_new_ranks: frozenset[str] = frozenset()  # melds the seat to play started this turn
    thrown: tuple[tuple[Card, ...], ...] = ()  # per seat, cards it discarded this hand
    passed: tuple[tuple[Card, ...], ...] = ()  # per seat, pile tops it drew over once opened
    pile_turned: bool = False

    @property
    def team(self) -> int:
        """This seat's team."""
        return self.team_of(self.seat)

    def team_of(self, seat: int) -> int:
        for index, seats in enumerate(self.teams):
            if seat in seats:
                return index
        raise ValueError(f"no seat {seat}")

    def partners_of(self, seat: int) -> tuple[int, ...]:
        """The other seats of ``seat``'s side (none when it plays alone)."""
        return tuple(s for s in self.teams[self.team_of(seat)] if s != seat)

    @property
    def pile_top(self) -> Card | None:
        return self.pile[-1] if self.pile else None

    @property
    def pile_size(self) -> int:
        return len(self.pile)

    def opened(self, team: int) -> bool:
        return bool(self.melds[team])

    def frozen_for(self, team: int) -> bool:
        return self.pile_frozen or not self.melds[team]

    def canastas(self, team: int) -> int:
        return sum(1 for m in self.melds[team] if m.is_canasta)

    @property
    def my_turn(self) -> bool:
        return self.to_act == self.seat

    @property
    def total_scores(self) -> tuple[int, ...]:
        if self.result is None:
            return self.scores
        return tuple(s + t for s, t in zip(self.scores, self.result.totals, strict=True))


def make_view(state: GameState, seat: int) -> PlayerView:
    """Build ``seat``'s view of ``state``."""
    if type(seat) is not int or not 0 <= seat < state.players:
        raise ValueError(f"no seat {shown(seat)} in a {state.players}-player game")
    legal = tuple(state.legal_actions()) if state.to_act == seat else ()
    # Built as its dictionary (see .frozen): the bots' rollouts build a view on every
    # simulated action, and the dataclass's __init__ cost as much as listing the actions.
    return frozen.build(PlayerView, {
        "seat": seat,
        "rules": state.rules,
        "players": state.players,
        "teams": state.teams,
        "hand_number": state.hand_number,
        "dealer": state.dealer,
        "turn": state.turn,
        "to_act": state.to_act,
        "phase": state.phase,
        "hand": state.hands[seat],
        "hand_sizes": tuple(map(len, state.hands)),
        "stock_size": len(state.stock),
        "pile": state.discard,
        "pile_frozen": state.pile_frozen,
        "frozen_under": state.frozen_under,
        "melds": state.melds,
        "red_threes": state.red_threes,
        "melded_seats": state.melded_seats,
        "scores": state.scores,
        "minimums": tuple(state.minimum(t) for t in range(len(state.teams))),
        "known": state.known,
        "asked": state.asked,
        "concealed_ok": state.concealed_ok if state.turn == seat else False,
        "history": state.history,
        # Once the hand is over every hand is shown for scoring, as at a real table.
        "result": state.result,
        "legal_actions": legal,
        "side_pile_sizes": tuple(map(len, state.side_piles)),
        "flags": state.flags,
        "removed": state.removed,
        "turn_new_ranks": state.turn_new_ranks,
        "thrown": state.thrown,
        "passed": state.passed,
        "pile_turned": state.pile_turned,
    })
