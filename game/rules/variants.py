"""Rules objects: one class per variant family, house rules as options, and a registry.

Learned from python-chess's variants: :class:`Rules` holds Classic Canasta's behaviour in small
hook methods (what makes a meld legal, how many cards are dealt, what a side needs to go out, how
red threes score); a later variant is a subclass overriding only what differs. Options that cut
across a family (house rules) are constructor arguments, not subclasses.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from .cards import Card
from .melds import Meld
from .words import shown

if TYPE_CHECKING:
    from .actions import Action, Group
    from .events import Event
    from .scoring import HandResult
    from .state import GameState


@dataclass(frozen=True)
class OptionInfo:
    """A house rule the menu can offer."""

    name: str
    default: Any
    title: str
    description: str
    choices: tuple[Any, ...] = (False, True)


CLASSIC_OPTIONS: tuple[OptionInfo, ...] = (
    OptionInfo(
        "pile_blocked_by_canastas",
        False,
        "Canastas block the pile",
        "The pile can be taken by adding its top card only to a meld that is not yet a canasta.",
    ),
    OptionInfo(
        "wilds_fewer_than_naturals",
        False,
        "Fewer wild cards than naturals",
        "Every meld must hold more natural cards than wild cards.",
    ),
    OptionInfo(
        "two_naturals_per_wild",
        False,
        "Two naturals per wild card",
        "Each wild card in a meld needs two natural cards beside it (still at most three wilds).",
    ),
    OptionInfo(
        "black_threes_freeze",
        False,
        "Black threes freeze the pile",
        "A black three discarded freezes the pile like a wild card until the pile is taken.",
    ),
    OptionInfo(
        "one_card_rule",
        False,
        "One card cannot take one card",
        "A player holding a single card may not take a pile of a single card.",
    ),
    OptionInfo(
        "jokers_not_discarded",
        False,
        "Jokers may not be discarded",
        "A joker may be discarded only when nothing else is left to discard.",
    ),
    OptionInfo(
        "pile_after_initial_meld",
        False,
        "Pile only after the opening",
        "The pile's top card and the cards taken with it do not count toward the opening "
        "minimum: the opening must be met by other melds from the hand.",
    ),
    OptionInfo(
        "seven_canastas_win",
        False,
        "Seven canastas win",
        "A side that completes seven canastas in one hand scores 5000 more and wins the game.",
    ),
    OptionInfo(
        "hand_size",
        0,
        "Cards dealt",
        "Cards dealt to each player; 0 means the usual number for the player count.",
        (0, 11, 13, 15),
    ),
    OptionInfo(
        "natural_pair_always",
        False,
        "Natural pair to take the pile",
        "The pile is always taken with a natural pair from the hand, frozen or not.",
    ),
    OptionInfo(
        "three_wilds_any_naturals",
        False,
        "Three wilds whatever the naturals",
        "A meld may hold up to three wild cards however few natural cards it has (at least one).",
    ),
    OptionInfo(
        "turn_pile_as_stock",
        False,
        "Turn the pile over",
        "When the stock runs out, the pile except its top card is turned over as a new stock "
        "(once per hand).",
    ),
    OptionInfo(
        "target_score",
        0,
        "Game target",
        "Points that win the game; 0 means the usual target for the player count.",
        (0, 1500, 2500, 3000, 5000, 7500, 10000, 15000),
    ),
    OptionInfo(
        "start_pile_past_black_three",
        False,
        "Start pile needs a natural card",
        "A black three turned to start the pile is covered by another card, like a wild card.",
    ),
)


class Rules:
    """Classic Canasta (Uruguay / Argentina / Regency Club rules) for 2, 3, 4 and 6 players.

    ``options`` are the house rules of :data:`CLASSIC_OPTIONS`; unknown names raise ValueError.
    Rules objects are immutable and compare equal when variant and options are equal.
    """

    id: ClassVar[str] = "classic"
    title: ClassVar[str] = "Classic Canasta"
    aliases: ClassVar[tuple[str, ...]] = ()
    player_counts: ClassVar[tuple[int, ...]] = (2, 3, 4, 6)
    default_players: ClassVar[int] = 4
    option_infos: ClassVar[tuple[OptionInfo, ...]] = CLASSIC_OPTIONS

    def __init__(self, options: Mapping[str, Any] | None = None, preset: str | None = None):
        known = {info.name: info for info in self.option_infos}
        values = {name: info.default for name, info in known.items()}
        if options is not None and not isinstance(options, Mapping):
            raise ValueError(f"options are a table of house rules, not {shown(options)}")
        for name, value in (options or {}).items():
            if name not in known:
                raise ValueError(f"{self.title} has no option '{name}'")
            info = known[name]
            # By type as well as value: 1 == True, but an option given as 1 would make rules
            # that compare unequal to the same rules given True.
            if not any(type(value) is type(c) and value == c for c in info.choices):
                raise ValueError(f"option '{name}' must be one of {list(info.choices)}")
            values[name] = value
        self._options = values
        self._group_memo: dict[tuple[str, int, int], str | None] = {}
        self._room_memo: dict[tuple[str, int, int], int] = {}
        self._key = (self.id, tuple(sorted((k, repr(v)) for k, v in values.items())))
        self.preset = preset

    # -- identity -----------------------------------------------------------------------------
    @property
    def options(self) -> dict[str, Any]:
        """All option values (a copy)."""
        return dict(self._options)

    def changed_options(self) -> dict[str, Any]:
        """Options that differ from their defaults (what a position or record stores)."""
        return {
            info.name: self._options[info.name]
            for info in self.option_infos
            if self._options[info.name] != info.default
        }

    def option(self, name: str) -> Any:
        return self._options[name]

    def flag(self, name: str) -> bool:
        """A boolean option's value; False for options this variant does not have."""
        return bool(self._options.get(name, False))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Rules) and self._key == other._key

    def __hash__(self) -> int:
        return hash(self._key)

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.changed_options()!r})"

    # -- the deal -----------------------------------------------------------------------------
    def teams_for(self, players: int) -> tuple[tuple[int, ...], ...]:
        """Partnerships: opposite seats in 4 and 6 player games, each seat alone otherwise."""
        if players == 4:
            return ((0, 2), (1, 3))
        if players == 6:
            return ((0, 2, 4), (1, 3, 5))
        return tuple((seat,) for seat in range(players))

    def packs(self, players: int) -> int:
        return 3 if players == 6 else 2

    def jokers_per_pack(self) -> int:
        return 2

    def hand_size(self, players: int) -> int:
        chosen = self._options.get("hand_size", 0)
        if chosen:
            return int(chosen)
        return {2: 15, 3: 13, 4: 11, 6: 13}[players]

    def draw_count(self, players: int) -> int:
        """Cards drawn from the stock in one turn."""
        return 2 if players == 2 else 1

    #: Whether red threes are laid down at once and replaced (Classic); False keeps them in the
    #: hand like any card (Hand and Foot: they can only be discarded).
    lays_down_red_threes: ClassVar[bool] = True

    def deal_side_piles(
        self, stock: Sequence[Card], pos: int, players: int, dealer: int, seed: int,
        hand_number: int,
    ) -> tuple[int, tuple[tuple[Card, ...], ...], frozenset[str], list[Event]]:
        """Deal what lies beside the hands (feet, ponytails) from ``stock[pos:]`` after the hands
        and settle what the deal decides (an exact cut): the next stock position, the side
        piles, the state's flags and the events."""
        return pos, (), frozenset(), []

    #: Whether a card is turned to start the pile (Modern American: the pile starts empty).
    turns_start_pile: ClassVar[bool] = True

    def start_pile_needs_cover(self, c: Card) -> bool:
        """Whether a card turned to start the pile is covered by another (and freezes it)."""
        if c.is_wild or c.is_red_three:
            return True
        return bool(c.is_black_three and self._options.get("start_pile_past_black_three"))

    # -- values and targets -------------------------------------------------------------------
    def card_value(self, c: Card) -> int:
        """Points a card counts in a meld and against a hand (red threes score as bonuses)."""
        return _CARD_VALUES[c.rank] if not c.is_red_three else 0

    def target(self, players: int) -> int:
        """Cumulative score that ends the game."""
        chosen = self._options.get("target_score", 0)
        if chosen:
            return int(chosen)
        return self.default_target(players)

    def default_target(self, players: int) -> int:
        return 10000 if players == 6 else 5000

    #: Hands in a game (0: no limit; the game ends at the target only).
    hands_per_game: ClassVar[int] = 0

    def opening_minimum(self, state: GameState, team: int) -> int:
        """The side's opening minimum this hand (hook: Hand and Foot goes by the hand number)."""
        return self.minimum(state.scores[team], state.players)

    def minimum(self, score: int, players: int) -> int:
        """Opening minimum for a side with this cumulative score."""
        if score < 0:
            return 15
        if score < 1500:
            return 50
        if score < 3000:
            return 90
        if players == 6 and score >= 7500:
            return 150
        return 120

    def canastas_to_go_out(self, players: int) -> int:
        return 2 if players in (2, 6) else 1

    # -- melds ----------------------------------------------------------------------------------
    #: True while :meth:`is_wild` is the card's own ``is_wild`` (jokers and twos); the
    #: generator then reads the attribute directly.
    standard_wilds: ClassVar[bool] = True

    def is_wild(self, c: Card) -> bool:
        return c.is_wild

    def max_wilds(self) -> int:
        return 3

    def group_error(self, rank: str, naturals: int, wilds: int) -> str | None:
        """Why a meld of ``rank`` with these counts is illegal, or None if it is legal.

        Counts are of the whole meld after the cards are added. The minimum size of a new meld
        (three cards) is checked by the engine, so a meld being built may be checked here too.
        """
        if rank == "3":
            return "threes are never melded, except black threes when going out"
        if rank in ("2", "JK"):
            return "wild cards alone never make a meld"
        opts = self._options
        min_naturals = 1 if opts.get("three_wilds_any_naturals") else 2
        if naturals < min_naturals:
            return f"a meld needs at least {min_naturals} natural cards"
        if wilds > self.max_wilds():
            return f"a meld may hold at most {self.max_wilds()} wild cards"
        if opts.get("wilds_fewer_than_naturals") and wilds >= naturals:
            return "a meld must hold more natural cards than wild cards (house rule)"
        if opts.get("two_naturals_per_wild") and naturals < 2 * wilds:
            return "each wild card in a meld needs two natural cards (house rule)"
        return None

    def group_ok(self, rank: str, naturals: int, wilds: int) -> bool:
        """Memoised ``group_error(...) is None``: the legal-action generator asks it a lot."""
        key = (rank, naturals, wilds)
        memo = self._group_memo
        if key not in memo:
            memo[key] = self.group_error(rank, naturals, wilds)
        return memo[key] is None

    def room(self, rank: str, naturals: int, wilds: int) -> int:
        """Memoised :meth:`wild_room`."""
        key = (rank, naturals, wilds)
        memo = self._room_memo
        found = memo.get(key)
        if found is None:
            found = memo[key] = self.wild_room(rank, naturals, wilds)
        return found

    def wild_room(self, rank: str, naturals: int, wilds: int) -> int:
        """How many more wild cards a meld with these counts could take."""
        room = self.max_wilds() - wilds
        opts = self._options
        if opts.get("wilds_fewer_than_naturals"):
            room = min(room, naturals - 1 - wilds)
        if opts.get("two_naturals_per_wild"):
            room = min(room, naturals // 2 - wilds)
        return max(room, 0)

    def meld_from_position(self, prefix: str | None, cards: tuple[Card, ...], text: str) -> Meld:
        """A meld written in a position (``"JH JD JS 2C"`` or ``"K: ..."``), validated.

        Raises PositionError when the meld could not be on the table."""
        from .errors import PositionError

        naturals = [c for c in cards if not self.is_wild(c)]
        ranks = {c.rank for c in naturals}
        if len(ranks) > 1:
            raise PositionError(f"meld '{text}' mixes ranks")
        rank = next(iter(ranks)) if ranks else prefix
        if rank is None:
            raise PositionError(f"meld '{text}' has no natural card: name its rank like 'K: ...'")
        if prefix is not None and prefix != rank:
            raise PositionError(f"meld '{text}' is not of rank {prefix}")
        if rank == "3":
            if any(not c.is_black_three for c in cards) or not 3 <= len(cards) <= 4:
                raise PositionError(f"meld '{text}': only three or four black threes meld")
            return Meld.of(rank, cards)
        if len(cards) < 3:
            raise PositionError(f"meld '{text}' has fewer than three cards")
        error = self.group_error(rank, len(naturals), len(cards) - len(naturals))
        if error:
            raise PositionError(f"meld '{text}' is not legal: {error}")
        return Meld.of(rank, cards)

    def meld_error(self, meld: Meld) -> str | None:
        """Why a meld lying on the table could not be legal (for invariant checks)."""
        if meld.rank == "3":
            if not 3 <= meld.size <= 4 or any(not c.is_black_three for c in meld.cards):
                return "threes meld only as three or four black threes"
            return None
        if meld.size < 3:
            return "a meld holds at least three cards"
        return self.group_error(meld.rank, meld.naturals, meld.wilds)

    def start_pile_length(self, first: Card) -> int:
        """How many cards start the pile besides covering cards (Italy varies it)."""
        return 1

    def extend_error(self, meld: Meld, cards: Sequence[Card]) -> str | None:
        """Why ``cards`` may not join ``meld`` beyond the count rules (None: they may)."""
        return None

    def combine(
        self, state: GameState, team: int, seat: int, groups: list[Group]
    ) -> tuple[tuple[Meld, ...], list[Event], bool, bool]:
        """Lay ``groups`` down for ``team``: the new melds, the events, whether black threes
        were melded, whether a meld from before this turn was added to (hook: variants with
        sequences or wild-card melds place those first)."""
        from .engine import combine_groups

        return combine_groups(state, team, seat, groups)

    def canasta_kind(self, meld: Meld) -> str:
        """The name of a finished canasta, for events and the scoring screen."""
        return "natural" if meld.is_natural else "mixed"

    #: Whether the generator's by-construction shortcuts hold for this variant; variants with
    #: other meld shapes set it False and every candidate is checked by applying it.
    trusted_generation: ClassVar[bool] = True

    def extra_meld_candidates(self, state: GameState) -> list[Action]:
        """Meld actions of this variant's own shapes (sequences, wild-card melds) to offer."""
        return []

    def plan_going_out(self, state: GameState) -> tuple[tuple[Group, ...], Card | None] | None:
        """One way for the seat playing its turn to go out now (see going_out.py)."""
        from .going_out import classic_plan

        return classic_plan(state)

    def opening_error(
        self, state: GameState, team: int, value: int, melds: Sequence[Meld]
    ) -> str | None:
        """Why these cards (worth ``value``) do not open for the side, or None."""
        minimum = state.minimum(team)
        if value < minimum:
            return f"Your side needs {minimum} points to open; these melds count {value}"
        return None

    # -- the pile -------------------------------------------------------------------------------
    #: The pile is always frozen: it is taken only with a natural pair (Italy, Cuba).
    pile_always_frozen: ClassVar[bool] = False
    #: The pile is taken with a natural pair only, never natural + wild (Samba); adding the top
    #: card to a meld may still be allowed (see :meth:`add_top_error`).
    pickup_pair_only: ClassVar[bool] = False

    def add_top_error(self, meld: Meld) -> str | None:
        """Why the pile may not be taken by adding its top card to ``meld``, or None."""
        if self.flag("pile_blocked_by_canastas") and meld.is_canasta:
            return "House rule: a canasta cannot take the pile"
        return None

    def pile_cards_taken(self, below_top: int) -> int:
        """How many of the ``below_top`` cards under the top card go to the hand with the pile
        (from the top down; the rest stay as the pile). Classic takes them all."""
        return below_top

    def leaves_game_with_pile(self, c: Card) -> bool:
        """Whether a card taken with the pile leaves the game instead (Cuba's black threes)."""
        return False

    def freezes_pile(self, c: Card) -> bool:
        """Whether this card, lying in the pile, freezes it for everybody."""
        if c.is_wild or c.is_red_three:
            return True
        return bool(c.is_black_three and self._options.get("black_threes_freeze"))

    # -- turn limits ----------------------------------------------------------------------------
    def going_out_error(self, melds: Sequence[Meld], players: int) -> str | None:
        """Why a side with these melds may not go out, or None when it may."""
        need = self.canastas_to_go_out(players)
        have = sum(1 for m in melds if m.is_canasta)
        if have >= need:
            return None
        word = "a canasta" if need == 1 else f"{need} canastas"
        return f"your side needs {word} to go out"

    #: Whether :meth:`discard_error` can refuse a card (the generator skips it when not).
    checks_discards: ClassVar[bool] = False

    def discard_error(self, state: GameState, c: Card) -> str | None:
        """Why ``c`` may not be discarded (other than the last card), or None."""
        return None

    def going_out_progress(self, state: GameState, team: int) -> list[tuple[str, int, int]]:
        """What the side needs to go out and how much of it it has: (label, have, need), for
        the table (labels are English; the interface translates them)."""
        from .words import N_

        need = self.canastas_to_go_out(state.players)
        return [(N_("Canastas"), min(state.canastas(team), need), need)]

    def state_going_out_error(
        self, state: GameState, team: int, melds: Sequence[Meld]
    ) -> str | None:
        """:meth:`going_out_error` with the whole state at hand (Hand and Foot asks whether the
        foot was taken up)."""
        return self.going_out_error(melds, state.players)

    def hand_may_empty(self, state: GameState, seat: int) -> bool:
        """Whether the seat may discard its last card without going out (a foot waits)."""
        return False

    def hand_emptied(
        self, state: GameState, seat: int, events: list[Event], discarded: bool
    ) -> GameState | None:
        """The seat's hand just became empty: return the state to go on with (a foot taken
        up), or None when the seat has gone out."""
        return None

    #: Whether :meth:`after_action` must run after every action (kept off for speed).
    watches_actions: ClassVar[bool] = False

    def after_action(
        self, before: GameState, after: GameState, events: list[Event]
    ) -> tuple[GameState, list[Event]]:
        """Adjust the state after any action (bonus piles, ponytails taken up)."""
        return after, events

    #: Whether a player may ask the partner even when he cannot go out (British: to say acaba).
    ask_without_going_out: ClassVar[bool] = False

    # -- variant actions -------------------------------------------------------------------------
    def special_actions(self, state: GameState) -> list[Action]:
        """Legal actions only this variant has (British ``acaba``), for the seat to act."""
        return []

    def apply_special(self, state: GameState, action: Action) -> tuple[GameState, list[Event]]:
        """Apply an action only this variant has; the base rules know none."""
        from .errors import IllegalActionError

        raise IllegalActionError(f"'{action.kind}' is not part of {self.title}.")

    # -- scoring --------------------------------------------------------------------------------
    def canasta_bonus(self, natural: bool) -> int:
        return 500 if natural else 300

    def red_three_bonus(self, count: int, players: int) -> int:
        """Bonus for a side's red threes: 100 each, more for all of them."""
        if players == 6:
            return {5: 1000, 6: 1200}.get(count, 100 * count)
        return 800 if count == 4 else 100 * count

    def going_out_bonus(self, concealed: bool) -> int:
        return 200 if concealed else 100

    def score_hand(self, state: GameState) -> HandResult:
        """Score the finished hand in ``state`` (hook: variants score differently)."""
        from .scoring import score_hand

        return score_hand(
            self,
            state.players,
            state.teams,
            state.melds,
            state.red_threes,
            state.hands,
            state.went_out,
            state.concealed,
            state.seven_canastas_team(),
        )


_CARD_VALUES = {
    "JK": 50,
    "A": 20,
    "2": 20,
    "K": 10,
    "Q": 10,
    "J": 10,
    "T": 10,
    "9": 10,
    "8": 10,
    "7": 5,
    "6": 5,
    "5": 5,
    "4": 5,
    "3": 5,
}

#: Seed 001's house rules as one preset: two naturals per wild, black threes freeze the pile,
#: the one-card rule, and a start pile that never shows a black three.
BICYCLE_OPTIONS: dict[str, Any] = {
    "two_naturals_per_wild": True,
    "black_threes_freeze": True,
    "one_card_rule": True,
    "start_pile_past_black_three": True,
}

_REGISTRY: dict[str, Callable[[Mapping[str, Any] | None], Rules]] = {}
_TITLES: dict[str, str] = {}


def register(name: str, factory: Callable[[Mapping[str, Any] | None], Rules], title: str) -> None:
    """Make ``find_variant(name)`` return ``factory(options)``."""
    _REGISTRY[name] = factory
    _TITLES[name] = title


def find_variant(name: str, options: Mapping[str, Any] | None = None) -> Rules:
    """The rules object for a variant id, alias or preset (``classic``, ``classic-bicycle``)."""
    if not isinstance(name, str):
        raise ValueError(f"a variant is named by its id, like 'classic', not {shown(name)}")
    factory = _REGISTRY.get(name.strip().lower())
    if factory is None:
        known = ", ".join(sorted(_REGISTRY))
        raise ValueError(f"unknown variant '{name}' (known: {known})")
    return factory(options)


def variant_names() -> dict[str, str]:
    """Registered variant ids and presets with their titles."""
    return dict(_TITLES)


def _bicycle(options: Mapping[str, Any] | None) -> Rules:
    merged = dict(BICYCLE_OPTIONS)
    merged.update(options or {})
    return Rules(merged, preset="classic-bicycle")


register("classic", Rules, Rules.title)
register("classic-bicycle", _bicycle, "Classic Canasta (Bicycle house rules)")
