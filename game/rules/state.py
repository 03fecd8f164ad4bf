"""The immutable state of a game: one hand in progress plus the scores so far.

States are values: :meth:`GameState.apply` returns a *new* state and the events that happened,
and never changes the old one. That makes undo, search in the bots and replays free.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .actions import Action, check_action
from .cards import Card
from .melds import Meld
from .scoring import HandResult
from .variants import Rules

if TYPE_CHECKING:
    from .events import Event
    from .view import PlayerView

#: Phases of a turn. ``answer``: the partner must answer ``ask``; ``hand_over``: the hand is
#: scored and ``deal`` starts the next; ``game_over``: a side reached the target.
PHASES = ("draw", "play", "answer", "hand_over", "game_over")


@dataclass(frozen=True)
class GameState:
    """Everything about a game at one moment. Build one with :func:`game.rules.new_game` or
    :func:`game.rules.position.read_position`; change it only through :meth:`apply`."""

    rules: Rules
    players: int
    teams: tuple[tuple[int, ...], ...]
    seed: int
    hand_number: int
    dealer: int
    turn: int
    phase: str
    hands: tuple[tuple[Card, ...], ...]
    stock: tuple[Card, ...]  # top card first
    discard: tuple[Card, ...]  # bottom first, top card last
    frozen_under: bool  # frozen by a card turned to start the pile
    melds: tuple[tuple[Meld, ...], ...]  # per team
    red_threes: tuple[tuple[Card, ...], ...]  # per team
    melded_seats: frozenset[int]
    scores: tuple[int, ...]  # per team, cumulative before this hand
    history: tuple[tuple[int, ...], ...] = ()  # per finished earlier hand, each team's score
    known: tuple[tuple[Card, ...], ...] = ()  # per seat: cards others saw it take with the pile
    asked: str | None = None  # partner's answer this turn: None, "yes" or "no"
    concealed_ok: bool = False  # this turn could still end in going out concealed
    turn_new_ranks: frozenset[str] = frozenset()  # melds this seat started this turn
    pile_turned: bool = False  # house rule: the pile was already turned over as stock
    went_out: int | None = None  # seat that went out, once the hand is over
    concealed: bool = False  # the seat went out concealed
    ended_by: str | None = None  # a variant's special ending (British "acaba"), else None
    removed: tuple[tuple[Card, ...], ...] = ()  # per team: cards out of play (Cuba's black 3s)
    #: Face-down piles a variant keeps beside the hands (feet, ponytails, bonus piles); what
    #: each index means is the variant's to say.
    side_piles: tuple[tuple[Card, ...], ...] = ()
    #: Small facts a variant remembers (which foot was taken up, who had the bonus pile).
    flags: frozenset[str] = frozenset()
    #: Per seat, the cards it discarded this hand, in order (public: everybody saw them thrown).
    thrown: tuple[tuple[Card, ...], ...] = ()
    #: Per seat, the pile's top card each time it drew from the stock instead of taking the
    #: pile after its side had opened (public; an opened side could always take the pile with
    #: a natural pair, so a pass hints at what the seat does not hold).
    passed: tuple[tuple[Card, ...], ...] = ()
    _cache: dict[str, Any] = field(
        default_factory=dict, init=False, repr=False, compare=False, hash=False
    )

    # -- who and what ---------------------------------------------------------------------------
    @property
    def to_act(self) -> int:
        """The seat whose action is expected now (the partner while an ``ask`` is pending)."""
        if self.phase == "answer":
            return self.partner_of(self.turn)
        return self.turn

    def __post_init__(self) -> None:
        seat_team = [0] * self.players
        for index, seats in enumerate(self.teams):
            for seat in seats:
                seat_team[seat] = index
        object.__setattr__(self, "_seat_team", tuple(seat_team))

    def team_of(self, seat: int) -> int:
        """Index of the seat's team (partnership, or the seat alone)."""
        return self._seat_team[seat]  # type: ignore[attr-defined, no-any-return]

    def partner_of(self, seat: int) -> int:
        """The partner a seat asks before going out: the next seat of its team."""
        seats = self.teams[self.team_of(seat)]
        return seats[(seats.index(seat) + 1) % len(seats)]

    @property
    def pile_top(self) -> Card | None:
        return self.discard[-1] if self.discard else None

    @property
    def pile_frozen(self) -> bool:
        """Frozen for everybody: by a card turned at the start, or by a wild card in the pile."""
        if self.frozen_under or self.rules.pile_always_frozen:
            return True
        freezes = self.rules.freezes_pile
        return any(freezes(c) for c in self.discard)

    def opened(self, team: int) -> bool:
        """Whether the side has made its initial meld this hand."""
        return bool(self.melds[team])

    def frozen_for(self, team: int) -> bool:
        """Frozen for this side: frozen for all, or the side has not opened."""
        return self.pile_frozen or not self.melds[team]

    def minimum(self, team: int) -> int:
        """The side's opening minimum this hand (from its score before the hand)."""
        return self.rules.opening_minimum(self, team)

    def canastas(self, team: int) -> int:
        return sum(1 for m in self.melds[team] if m.is_canasta)

    def meld_of(self, team: int, rank: str) -> Meld | None:
        for m in self.melds[team]:
            if m.rank == rank and m.kind == "group":
                return m
        return None

    @property
    def is_hand_over(self) -> bool:
        return self.phase in ("hand_over", "game_over")

    @property
    def is_game_over(self) -> bool:
        return self.phase == "game_over"

    # -- results --------------------------------------------------------------------------------
    @property
    def result(self) -> HandResult | None:
        """This hand's score, once it is over."""
        if not self.is_hand_over:
            return None
        cached = self._cache.get("result")
        if cached is None:
            cached = self._cache["result"] = self.rules.score_hand(self)
        return cached  # type: ignore[no-any-return]

    def seven_canastas_team(self) -> int | None:
        """House rule: the side that made seven canastas this hand, if any."""
        if not self.rules.flag("seven_canastas_win"):
            return None
        for team in range(len(self.teams)):
            if self.canastas(team) >= 7:
                return team
        return None

    @property
    def total_scores(self) -> tuple[int, ...]:
        """Cumulative scores including this hand once it is scored."""
        result = self.result
        if result is None:
            return self.scores
        return tuple(s + t for s, t in zip(self.scores, result.totals, strict=True))

    @property
    def winner(self) -> int | None:
        """The winning team once the game is over."""
        if self.phase != "game_over":
            return None
        special = self.seven_canastas_team()
        if special is not None:
            return special
        totals = self.total_scores
        return max(range(len(totals)), key=lambda t: totals[t])

    # -- playing --------------------------------------------------------------------------------
    def legal_actions(self) -> LegalActions:
        """Every legal action now, one per class of interchangeable cards (see docs)."""
        # The cache holds the plain list: a LegalActions in it would point back at this state
        # and make every state a reference cycle for the garbage collector.
        actions = self._cache.get("legal")
        if actions is None:
            actions = self._cache["legal"] = _engine.generate_actions(self)
        return LegalActions(self, actions)

    def is_legal(self, action: Action | str) -> bool:
        """Whether ``action`` may be played now (by the seat to act)."""
        try:
            self.apply(action)
        except ValueError:
            return False
        return True

    def apply(self, action: Action | str) -> tuple[GameState, list[Event]]:
        """Play ``action`` for the seat to act; return the new state and what happened.

        Raises :class:`~game.rules.errors.NotationError` for text (or an object) that is not an
        action and
        :class:`~game.rules.errors.IllegalActionError` (with a reason a player understands) for
        an action the rules forbid now. This state is never changed.
        """
        if isinstance(action, str):
            action = Action.parse(action)
        else:  # built in code: refuse what its own text could not say (an empty meld...)
            check_action(action)
        return _engine.apply_action(self, action)

    def play(self, *actions: Action | str) -> GameState:
        """Apply several actions in turn and return the final state (events dropped)."""
        state = self
        for action in actions:
            state, _ = state.apply(action)
        return state

    def player_view(self, seat: int) -> PlayerView:
        """Exactly what ``seat`` may know now; bots and the UI see only this."""
        from .view import make_view

        return make_view(self, seat)

    def replace(self, **changes: Any) -> GameState:
        """A copy with some fields changed (for the engine and tests).

        Copies the instance dictionary instead of calling ``dataclasses.replace``: the engine
        builds a new state on every action, and going through ``__init__`` was its main cost.
        """
        if not _FIELDS.issuperset(changes):
            raise TypeError(f"GameState has no field among {sorted(changes)}")
        new = object.__new__(GameState)
        attrs = new.__dict__
        attrs.update(self.__dict__)
        attrs.update(changes)
        attrs["_cache"] = {}
        return new

    # -- notation and identity ------------------------------------------------------------------
    def to_position(self) -> dict[str, Any]:
        """This state as a position table (see docs/positions.md); reads back equal."""
        from .position import state_to_position

        return state_to_position(self)

    def state_hash(self) -> str:
        """A short digest of the whole state, equal for equal states."""
        text = json.dumps(self.to_position(), sort_keys=True, separators=(",", ":"))
        return hashlib.sha256(text.encode()).hexdigest()[:16]

    def card_count(self) -> int:
        """Every card in hands, stock, pile, melds and red threes (an invariant)."""
        return (
            sum(len(h) for h in self.hands)
            + len(self.stock)
            + len(self.discard)
            + sum(len(m.cards) for team in self.melds for m in team)
            + sum(len(r) for r in self.red_threes)
            + sum(len(r) for r in self.removed)
            + sum(len(p) for p in self.side_piles)
        )


class LegalActions(Sequence[Action]):
    """The legal actions of a state: iterate for a canonical list, ask ``in`` for any action.

    Cards of one rank are interchangeable for legality, so the list names one representative
    per class; ``action in legal`` accepts every equivalent spelling (``discard 7H`` as well as
    the listed ``discard 7C``).
    """

    __slots__ = ("_state", "_actions")

    def __init__(self, state: GameState, actions: list[Action]) -> None:
        self._state = state
        self._actions = actions

    def __len__(self) -> int:
        return len(self._actions)

    def __getitem__(self, index: int) -> Action:  # type: ignore[override]
        return self._actions[index]

    def __iter__(self) -> Iterator[Action]:
        return iter(self._actions)

    def __contains__(self, action: object) -> bool:
        if isinstance(action, str | Action):
            return self._state.is_legal(action)
        return False

    def __repr__(self) -> str:
        return "<LegalActions " + ", ".join(str(a) for a in self._actions) + ">"


_FIELDS = frozenset(f.name for f in dataclasses.fields(GameState)) - {"_cache"}

from . import engine as _engine  # noqa: E402  (engine needs GameState defined first)
