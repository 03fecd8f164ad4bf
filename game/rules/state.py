"""The immutable state of a game: one hand in progress plus the scores so far.

States are values: :meth:`GameState.apply` returns a *new* state and the events that happened,
and never changes the old one. That makes undo, search in the bots and replays free.

This module sits on top of the rules package: a state applies actions through the engine,
lists them through the generator and shows a seat its view; nothing below imports it (they
receive a state and build new ones with :meth:`GameState.replace`). :func:`new_game` and
:func:`deal_hand` build a state from a deal.
"""

from __future__ import annotations

import hashlib
import json
import random
from collections.abc import Callable, Mapping
from dataclasses import MISSING, dataclass, field, fields
from typing import TYPE_CHECKING, Any, TypeVar

from . import dealing, engine, generate
from .actions import Action, check_action
from .cards import Card, format_cards
from .melds import Meld
from .registry import find_variant
from .variants import Rules
from .view import PlayerView, make_view
from .words import shown

if TYPE_CHECKING:
    from .events import Event
    from .scoring import HandResult

_T = TypeVar("_T")

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
        object.__setattr__(self, "_seat_team", _seat_teams(self.players, self.teams))

    def team_of(self, seat: int) -> int:
        """Index of the seat's team (partnership, or the seat alone)."""
        return self._seat_team[seat]  # type: ignore[attr-defined, no-any-return]

    def partner_of(self, seat: int) -> int:
        """The partner a seat asks before going out: the next seat of its team."""
        seats = self.teams[self.team_of(seat)]
        return seats[(seats.index(seat) + 1) % len(seats)]

    def partners_of(self, seat: int) -> tuple[int, ...]:
        """The other seats of ``seat``'s side (none when it plays alone)."""
        return tuple(s for s in self.teams[self.team_of(seat)] if s != seat)

    @property
    def pile_top(self) -> Card | None:
        return self.discard[-1] if self.discard else None

    @property
    def pile_frozen(self) -> bool:
        """Frozen for everybody: by a card turned at the start, or by a wild card in the pile."""
        if self.frozen_under or self.rules.pile_always_frozen:
            return True
        return self.frozen_by_cards

    @property
    def frozen_by_cards(self) -> bool:
        """Whether a card lying in the pile freezes it (a wild card, a red three...)."""
        return not self.rules.freezing_cards.isdisjoint(self.discard)

    def remembered(self, key: str, work_out: Callable[[], _T]) -> _T:
        """What ``work_out()`` answers about this state, worked out once: a state never
        changes, so what is derived from it (its legal actions, one way to go out) holds as
        long as the state does. ``key`` names the question."""
        cache = self._cache
        if key in cache:
            return cache[key]  # type: ignore[no-any-return]
        found = cache[key] = work_out()
        return found

    def opened(self, team: int) -> bool:
        """Whether the side has made its initial meld this hand."""
        return bool(self.melds[team])

    def frozen_for(self, team: int) -> bool:
        """Frozen for this side: frozen for all, or the side has not opened."""
        return self.pile_frozen or not self.melds[team]

    def minimum(self, team: int) -> int:
        """The side's opening minimum this hand (from its score before the hand)."""
        return self.rules.minimum(self.scores[team], self.players, self.hand_number)

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
            actions = self._cache["legal"] = generate.generate_actions(self)
        legal = LegalActions(actions)
        legal._state = self
        return legal

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
        listed = self._cache.get("legal")
        if listed is not None and type(action) is Action:
            # The very object this state listed (what bots and random play pass back) is
            # well formed and legal: found by the list's own search, in C.
            try:
                if listed[listed.index(action)] is action:
                    return engine.apply_action(self, action, True)
            except ValueError:
                pass
        if isinstance(action, str):
            action = Action.parse(action)
        else:  # built in code: refuse what its own text could not say (an empty meld...)
            check_action(action)
        # An action this state listed is legal: the engine builds the next state without
        # judging it again. Well-formed actions of real cards compare equal only when they
        # are the same action, so any other spelling is judged in full.
        return engine.apply_action(self, action, listed is not None and action in listed)

    def play(self, *actions: Action | str) -> GameState:
        """Apply several actions in turn and return the final state (events dropped)."""
        state = self
        for action in actions:
            state, _ = state.apply(action)
        return state

    def player_view(self, seat: int) -> PlayerView:
        """Exactly what ``seat`` may know now; bots and the UI see only this."""
        return make_view(self, seat)

    def deal_next(self) -> tuple[GameState, list[Event]]:
        """Deal the next hand once this one is scored: the deal passes to the left, scores
        carry over."""
        result = self.result
        assert result is not None
        return deal_hand(
            self.rules,
            self.players,
            self.seed,
            self.hand_number + 1,
            (self.dealer + 1) % self.players,
            self.total_scores,
            self.history + (result.totals,),
        )

    def replace(self, **changes: Any) -> GameState:
        """A copy with some fields changed (for the engine and tests).

        Copies the instance dictionary instead of calling ``dataclasses.replace``: the engine
        builds a new state on every action, and going through ``__init__`` was its main cost.
        """
        attrs = self.__dict__.copy()
        size = len(attrs)
        attrs.update(changes)
        # Every field is in the dictionary, so a name that is not one makes it grow (asked
        # this way round: building a set of the names cost as much as the copy).
        if len(attrs) != size or "_cache" in changes or "_seat_team" in changes:
            raise TypeError(f"GameState has no field among {sorted(changes)}")
        return engine.from_fields(GameState, attrs)

    # -- notation and identity ------------------------------------------------------------------
    def to_position(self) -> dict[str, Any]:
        """This state as a position table (see docs/positions.md): the contract's keys plus the
        engine's own; reads back equal."""
        rules = self.rules
        pos: dict[str, Any] = {
            "variant": rules.id,
            "players": self.players,
            "teams": [list(t) for t in self.teams],
            "dealer": self.dealer,
            "turn": self.turn,
            "phase": self.phase,
            "scores": list(self.scores),
            "hands": [format_cards(h) for h in self.hands],
            "stock": format_cards(self.stock),
            "discard": format_cards(self.discard),
            "frozen": self.frozen_under,
            "melds": {str(t): [m.notation() for m in melds] for t, melds in enumerate(self.melds)},
            "red_threes": [format_cards(r) for r in self.red_threes],
            "melded_seats": sorted(self.melded_seats),
            "hand_number": self.hand_number,
            # The engine's own keys (see docs/positions.md).
            "options": rules.changed_options(),
            "seed": self.seed,
            "history": [list(h) for h in self.history],
            "known": [format_cards(k) for k in self.known],
            "asked": self.asked or "",
            "concealed_ok": self.concealed_ok,
            "turn_new_ranks": sorted(self.turn_new_ranks),
            "pile_turned": self.pile_turned,
            "went_out": -1 if self.went_out is None else self.went_out,
            "concealed": self.concealed,
            "ended_by": self.ended_by or "",
            "removed": [format_cards(r) for r in self.removed],
            "side_piles": [format_cards(p) for p in self.side_piles],
            "flags": sorted(self.flags),
            "thrown": [format_cards(t) for t in self.thrown],
            "passed": [format_cards(t) for t in self.passed],
        }
        return pos

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


class LegalActions(list[Action]):
    """The legal actions of a state: iterate for a canonical list, ask ``in`` for any action.

    Cards of one rank are interchangeable for legality, so the list names one representative
    per class; ``action in legal`` accepts every equivalent spelling (``discard 7H`` as well as
    the listed ``discard 7C``). Each call of :meth:`GameState.legal_actions` returns a list of
    its own (changing it changes nothing), read in C like any list: the bots and random play
    count and index one after every action.
    """

    __slots__ = ("_state",)
    _state: GameState

    def __contains__(self, action: object) -> bool:
        if isinstance(action, str | Action):
            return self._state.is_legal(action)
        return False

    def __repr__(self) -> str:
        return "<LegalActions " + ", ".join(str(a) for a in self) + ">"


def new_game(
    variant: str | Rules = "classic",
    players: int | None = None,
    seed: int | None = None,
    options: Mapping[str, Any] | None = None,
) -> GameState:
    """Deal the first hand of a new game. The same variant, options, players and seed always
    deal the same cards; ``seed=None`` picks a fresh one."""
    if not isinstance(variant, str | Rules):
        raise ValueError(f"a variant is named by its id, like 'classic', not {shown(variant)}")
    rules = find_variant(variant, options) if isinstance(variant, str) else variant
    count = rules.default_players if players is None else players
    if type(count) is not int or count not in rules.player_counts:
        allowed = ", ".join(str(n) for n in rules.player_counts)
        raise ValueError(f"{rules.title} is played by {allowed} players, not {count}")
    if seed is None:
        # The module generator, which main.py seeds from the clock (pygbag seeds it with a
        # constant), so every page load deals differently.
        seed = random.getrandbits(32)
    elif type(seed) is not int or not -(2**63) <= seed < 2**63:
        # A seed is written into positions and records: a whole number TOML can hold.
        raise ValueError(f"the seed must be a whole number of 64 bits, not {shown(seed)}")
    teams = rules.teams_for(count)
    state, _ = deal_hand(rules, count, seed, 0, count - 1, tuple(0 for _ in teams))
    return state


def deal_hand(
    rules: Rules,
    players: int,
    seed: int,
    hand_number: int,
    dealer: int,
    scores: tuple[int, ...],
    history: tuple[tuple[int, ...], ...] = (),
    deck: list[Card] | None = None,
) -> tuple[GameState, list[Event]]:
    """The state of a freshly dealt hand (see :func:`game.rules.dealing.deal`) and the deal's
    events; ``deck`` replaces the shuffled cards (top card first), for tests."""
    dealt = dealing.deal(rules, players, seed, hand_number, dealer, deck)
    # Built from its fields as GameState(...) would build it (every field, __post_init__'s
    # seat teams): the frozen dataclass's __init__ sets each of its 32 fields through
    # object.__setattr__, a fifth of the cost of a deal.
    teams = dealt.teams
    no_cards: tuple[tuple[Card, ...], ...] = tuple(() for _ in teams)
    built = dict(_FRESH_FIELDS)
    built["rules"] = rules
    built["players"] = players
    built["teams"] = teams
    built["seed"] = seed
    built["hand_number"] = hand_number
    built["dealer"] = dealer
    built["turn"] = (dealer + 1) % players
    built["phase"] = "draw"
    built["hands"] = dealt.hands
    built["stock"] = dealt.stock
    built["discard"] = dealt.pile
    built["frozen_under"] = dealt.frozen
    built["melds"] = no_cards
    built["red_threes"] = dealt.red_threes
    built["melded_seats"] = frozenset()
    built["scores"] = scores
    built["history"] = history
    built["known"] = ((),) * players
    built["removed"] = no_cards
    built["side_piles"] = dealt.side_piles
    built["flags"] = dealt.flags
    built["_seat_team"] = _seat_teams(players, teams)
    return engine.from_fields(GameState, built), dealt.events


def _seat_teams(players: int, teams: tuple[tuple[int, ...], ...]) -> tuple[int, ...]:
    """Each seat's team index, by seat."""
    seat_team = [0] * players
    for index, seats in enumerate(teams):
        for seat in seats:
            seat_team[seat] = index
    return tuple(seat_team)


#: Every field of a state, with its default where it has one (None where it has none: a
#: deal sets those, and from_fields the memo), in the order the dataclass lists them.
_FRESH_FIELDS: dict[str, Any] = {
    f.name: None if f.default is MISSING else f.default for f in fields(GameState)
}

