"""Rules objects: one class per variant family, house rules as options (the registry that
finds them by name is :mod:`.registry`).

Learned from python-chess's variants: :class:`Rules` holds Classic Canasta's behaviour in small
hooks (what makes a meld legal, the deal, what going out needs, how red threes score); a later
variant overrides only what differs. House rules are constructor options, not subclasses.
A rules object also answers what the game *has* (partners, side piles, sequences, melds of wild
cards), so the table and the bots never test a variant's id. Hooks call down only (to
:mod:`.shapes`, :mod:`.scoring`, :mod:`.going_out`), never up into the engine. The flags that let
the engine and the generator skip work are derived from the hooks a subclass overrides.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, ClassVar

from . import candidates, going_out, going_out_search, pile, reach, scoring, shapes
from .actions import Group
from .cards import ALL_CARDS, Card
from .errors import IllegalActionError
from .melds import Meld
from .options import CLASSIC_OPTIONS, TARGET_OPTION, OptionInfo
from .reasons import Reason, illegal
from .words import N_, shown

if TYPE_CHECKING:
    from .actions import Action
    from .events import Event
    from .scoring import HandResult
    from .state import GameState

__all__ = ["CLASSIC_OPTIONS", "OptionInfo", "Rules", "TARGET_OPTION"]


class Rules:
    """Classic Canasta (Uruguay / Argentina / Regency Club rules) for 2, 3, 4 and 6 players.

    ``options`` are the house rules of :data:`CLASSIC_OPTIONS`; unknown names raise ValueError.
    Rules objects are immutable and compare equal when variant and options are equal.
    """

    id: ClassVar[str] = "classic"
    title: ClassVar[str] = "Classic Canasta"
    #: Other names :func:`find_variant` knows the variant by (each class declares its own).
    aliases: ClassVar[tuple[str, ...]] = ()
    player_counts: ClassVar[tuple[int, ...]] = (2, 3, 4, 6)
    default_players: ClassVar[int] = 4
    option_infos: ClassVar[tuple[OptionInfo, ...]] = CLASSIC_OPTIONS

    # -- what the game has (capabilities the table and the bots ask for) ------------------------
    #: Hands in a game (0: no limit; the game ends at the target only).
    hands_per_game: ClassVar[int] = 0
    #: What the face-down piles beside the hands are: "" (none), "feet", "ponytails" (one per
    #: seat), "bonus piles", "face-down start" (shared).
    side_piles: ClassVar[str] = ""
    #: Sequences of one suit are melds (the Samba family).
    sequences: ClassVar[bool] = False
    #: Melds of wild cards alone are allowed (written ``2: 2C 2D JK``).
    wild_melds: ClassVar[bool] = False
    #: The most cards a meld of wild cards may hold, and a group where the variant caps groups
    #: (Modern American, Spanish: seven, a canasta being closed).
    meld_cap: ClassVar[int] = 7
    #: Twos laid alone, naming no other meld, go to a meld of twos (Italy): twos as naturals.
    twos_meld: ClassVar[bool] = False
    #: How much dearer one simulated action (the seat's view with its legal actions, the
    #: normal policy's choice, applying it) is than in Classic, measured with
    #: ``benchmarks/action_cost.py``; the hard bot divides its search budget by it.
    action_cost: ClassVar[float] = 1.0

    # -- derived from the hooks a subclass overrides (see __init_subclass__) ---------------------
    #: :meth:`is_wild` is the card's own ``is_wild`` (jokers and twos).
    standard_wilds: ClassVar[bool] = True
    #: :meth:`discard_error` may refuse a card (the generator checks discards only then).
    checks_discards: ClassVar[bool] = False
    #: :meth:`after_action` must run after every action.
    watches_actions: ClassVar[bool] = False
    #: Melds of other shapes than groups of one rank exist (sequences or wild-card melds).
    shaped: ClassVar[bool] = False
    #: :meth:`opening_error` asks more than the minimum (the generator then judges each
    #: opening it lists with the melds it makes).
    checks_openings: ClassVar[bool] = False
    #: :meth:`unfinished_cost` can cost something.
    punishes_unfinished: ClassVar[bool] = False
    #: Going out is looked for by the bounded search (:mod:`.going_out_search`), not by counts.
    searches_going_out: ClassVar[bool] = False
    #: :meth:`held_penalty` can cost something.
    punishes_holding: ClassVar[bool] = False
    #: :meth:`lay_error` may refuse a group (the generator asks it only then).
    checks_groups: ClassVar[bool] = False
    #: :meth:`extend_error` may refuse cards a meld's counts allow.
    checks_extensions: ClassVar[bool] = False
    #: ... and may refuse naturals alone (not where it is marked ``shapes.wild_cards_only``).
    checks_natural_extensions: ClassVar[bool] = False
    #: :meth:`leaves_game_with_pile` may take a card out of the game (Cuba's black threes).
    removes_with_pile: ClassVar[bool] = False
    #: :meth:`extra_meld_candidates` may offer melds (other shapes, or a variant's own).
    offers_extra_melds: ClassVar[bool] = False
    #: :meth:`special_actions` may list actions of the variant's own (British acaba).
    has_special_actions: ClassVar[bool] = False
    #: A side may hold two groups of one rank (Samba's family: :func:`.shapes.twin_place`).
    twin_melds: ClassVar[bool] = False
    #: A listed meld is laid by the default :meth:`combine`: groups of one rank, standard
    #: wild cards, no conditions of the variant's own (the engine then lays it unjudged).
    lays_plainly: ClassVar[bool] = True

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls.standard_wilds = cls.is_wild is Rules.is_wild
        cls.checks_discards = cls.discard_error is not Rules.discard_error
        cls.watches_actions = cls.after_action is not Rules.after_action
        cls.shaped = cls.sequences or cls.wild_melds
        cls.checks_openings = cls.opening_error is not Rules.opening_error
        cls.punishes_unfinished = cls.unfinished_cost is not Rules.unfinished_cost
        cls.searches_going_out = cls.shaped or cls.plan_going_out is not Rules.plan_going_out
        cls.punishes_holding = cls.held_penalty is not Rules.held_penalty
        cls.checks_groups = cls.lay_error is not Rules.lay_error
        cls.checks_extensions = cls.extend_error is not Rules.extend_error
        cls.checks_natural_extensions = cls.checks_extensions and not getattr(
            cls.extend_error, "wild_cards_only", False)
        cls.removes_with_pile = cls.leaves_game_with_pile is not Rules.leaves_game_with_pile
        cls.offers_extra_melds = cls.shaped or (
            cls.extra_meld_candidates is not Rules.extra_meld_candidates)
        cls.has_special_actions = cls.special_actions is not Rules.special_actions
        cls.lays_plainly = (cls.combine is Rules.combine and not cls.shaped
                            and not cls.checks_groups and cls.standard_wilds)

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
        # The house rules that are on, for flag(): the judges ask it on every discard weighed.
        self._flags = frozenset(name for name, value in values.items() if value)
        #: The pile is only ever taken with a natural pair from the hand (Samba, or the house
        #: rule), even when it is not frozen.
        self.pair_always = bool(values.get("natural_pair_always")) or self.pickup_pair_only
        self._needs_memo: dict[tuple[int, int], tuple[going_out.Need, ...]] = {}
        self._key = (self.id, tuple(sorted((k, repr(v)) for k, v in values.items())))
        # Rules are keys of the bots' memos, asked on every simulated action: a tuple does not
        # keep its hash, so the key's is kept here (the options never change).
        self._hash = hash(self._key)
        # Equal rules answer alike: every game of the same rules shares what was worked out.
        (self._group_memo, self._room_memo, self.new_groups_memo, self.extensions_memo,
         self.openings_memo) = _MEMOS.setdefault((type(self), self._key), ({}, {}, {}, {}, {}))
        #: The cards that freeze the pile when they lie in it (:meth:`freezes_pile` of each):
        #: whether a pile is frozen is then a set question, asked of every pile.
        self.freezing_cards = frozenset(c for c in ALL_CARDS if self.freezes_pile(c))
        #: Each card's :meth:`card_value`, looked up in C where openings are counted.
        self.points = {c: self.card_value(c) for c in ALL_CARDS}
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
        return name in self._flags

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Rules) and self._key == other._key

    def __hash__(self) -> int:
        return self._hash

    def __setstate__(self, state: dict[str, Any]) -> None:
        # A string's hash differs from process to process: one read back from a pickle is
        # worked out again.
        self.__dict__.update(state)
        self._hash = hash(self._key)

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.changed_options()!r})"

    # -- seats and partners ---------------------------------------------------------------------
    def teams_for(self, players: int) -> tuple[tuple[int, ...], ...]:
        """Partnerships: opposite seats in 4 and 6 player games, each seat alone otherwise."""
        if players == 4:
            return ((0, 2), (1, 3))
        if players == 6:
            return ((0, 2, 4), (1, 3, 5))
        return tuple((seat,) for seat in range(players))

    def team_of(self, seat: int, players: int) -> int:
        """The index of ``seat``'s side among :meth:`teams_for` ``(players)``."""
        for team, seats in enumerate(self.teams_for(players)):
            if seat in seats:
                return team
        raise ValueError(f"no seat {seat} in a {players}-player game")

    def partners_of(self, seat: int, players: int) -> tuple[int, ...]:
        """The other seats of ``seat``'s side (none when it plays alone)."""
        seats = self.teams_for(players)[self.team_of(seat, players)]
        return tuple(s for s in seats if s != seat)

    def has_partners(self, players: int) -> bool:
        """Whether sides have more than one seat (then the score sheet says We / They)."""
        return all(len(seats) > 1 for seats in self.teams_for(players))

    # -- the deal -----------------------------------------------------------------------------
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
        """Deal the feet or ponytails from ``stock[pos:]`` and settle an exact cut: the next
        stock position, the side piles, the state's flags and the events."""
        return pos, (), frozenset(), []

    #: Prefixes of flags naming a team (``cut-bonus:1``): turned when a position orders teams.
    team_flags: ClassVar[tuple[str, ...]] = ()
    #: Whether a card is turned to start the pile (Modern American: the pile starts empty).
    turns_start_pile: ClassVar[bool] = True
    #: Face-down cards laid on a card that must be covered, under the card that covers it; they
    #: join the first side pile (Spanish: one, with the starting pile's face-down cards).
    start_cover_face_down: ClassVar[int] = 0

    def start_pile_needs_cover(self, c: Card) -> bool:
        """Whether a card turned to start the pile is covered by another (and freezes it)."""
        if c.is_wild or c.is_red_three:
            return True
        return bool(c.is_black_three and self._options.get("start_pile_past_black_three"))

    def start_pile_length(self, first: Card) -> int:
        """How many cards start the pile besides covering cards (Italy varies it)."""
        return 1

    # -- values, targets, minimums --------------------------------------------------------------
    def card_value(self, c: Card) -> int:
        """Points a card counts in a meld and against a hand (red threes score as bonuses)."""
        return _CARD_VALUES[c.rank] if not c.is_red_three else 0

    def target(self, players: int) -> int:
        """Cumulative score that ends the game."""
        chosen = self._options.get("target_score", 0)
        return int(chosen) if chosen else self.default_target(players)

    def default_target(self, players: int) -> int:
        return 10000 if players == 6 else 5000

    def minimum(self, score: int, players: int, hand_number: int = 0) -> int:
        """Opening minimum for a side with this cumulative score (in hand ``hand_number``)."""
        if score < 3000:
            return 15 if score < 0 else 50 if score < 1500 else 90
        return 150 if players == 6 and score >= 7500 else 120

    def opening_canasta(self, score: int) -> int:
        """The canasta a side with this score must lay down to open, whatever its points (as
        Brazil asks from 7000): 0 none (points open), 1 any canasta, 2 a natural one."""
        return 0

    def canastas_to_go_out(self, players: int) -> int:
        return 2 if players in (2, 6) else 1

    # -- melds ----------------------------------------------------------------------------------
    def is_wild(self, c: Card) -> bool:
        return c.is_wild

    def max_wilds(self) -> int:
        return 3

    def group_error(self, rank: str, naturals: int, wilds: int) -> Reason | None:
        """Why a meld of ``rank`` with these counts is illegal, or None if it is legal.

        Counts are of the whole meld after the cards are added. The minimum size of a new meld
        (three cards) is checked by the engine, so a meld being built may be checked here too."""
        if rank == "3":
            return Reason("group.threes")
        if rank in ("2", "JK"):
            return Reason("group.wilds_alone")
        opts = self._options
        min_naturals = 1 if opts.get("three_wilds_any_naturals") else 2
        if naturals < min_naturals:
            return Reason("group.few_naturals", n=min_naturals)
        if wilds > self.max_wilds():
            return Reason("group.many_wilds", n=self.max_wilds())
        if opts.get("wilds_fewer_than_naturals") and wilds >= naturals:
            return Reason("group.more_naturals_house")
        if opts.get("two_naturals_per_wild") and naturals < 2 * wilds:
            return Reason("group.two_per_wild")
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

    def extend_error(self, meld: Meld, cards: Sequence[Card]) -> Reason | None:
        """Why ``cards`` may not join ``meld`` beyond the count rules (None: they may)."""
        return None

    def lay_error(self, state: GameState, team: int, group: Group) -> Reason | None:
        """Why the side may not lay ``group`` down now by this variant's own conditions
        (threes never melded, Italy's twos, Modern American's aces with wild cards), or None.
        Asked of every group of a meld or a pickup before its shape is judged."""
        return None

    def going_out_rules(self) -> Rules:
        """The rules by which the meld that takes a seat out is laid: these same rules, unless
        the variant lets that meld grow past :attr:`meld_cap` (Modern American)."""
        return self

    def refuses_groups_now(self, state: GameState, team: int) -> bool:
        """Whether :meth:`lay_error` may refuse some group the side lays down now (only then
        does the listing ask it of each group): where the variant has such conditions, yes
        unless it says otherwise (Italy: only while the side's meld of twos is unfinished)."""
        return self.checks_groups

    def combine(
        self, state: GameState, team: int, seat: int, groups: list[Group]
    ) -> shapes.Laid:
        """Lay ``groups`` down for ``team``: the new melds, the events, whether black threes
        were melded, whether a meld from before this turn was added to. Each group is first
        put to :meth:`lay_error` (hook: a variant may also rewrite the groups first)."""
        if self.checks_groups:
            for group in groups:
                error = self.lay_error(state, team, group)
                if error:
                    raise IllegalActionError(error)
        return shapes.lay_groups(state, team, seat, groups)

    def meld_from_position(self, prefix: str | None, cards: tuple[Card, ...], text: str) -> Meld:
        """A meld written in a position (``"JH JD JS 2C"`` or ``"K: ..."``), validated: raises
        PositionError when the meld could not be on the table."""
        return shapes.meld_from_position(self, prefix, cards, text)

    def meld_error(self, meld: Meld) -> Reason | None:
        """Why a meld lying on the table could not be legal (for invariant checks)."""
        return shapes.table_meld_refusal(self, meld)

    def canasta_kind(self, meld: Meld) -> str:
        """The name of a finished canasta, for events and the scoring screen."""
        if meld.kind == "sequence":
            return self.sequence_name
        if meld.kind == "wild":
            return "bolivia"
        return "natural" if meld.is_natural else "mixed"

    def extra_meld_candidates(self, state: GameState) -> list[Action]:
        """Meld actions of this variant's own shapes (sequences, wild-card melds) to offer."""
        return candidates.shape_candidates(state) if self.shaped else []

    def opening_value(self, state: GameState, value: int, melds: Sequence[Meld]) -> int:
        """What an opening of ``melds`` worth ``value`` counts (Modern American: not the pile's)."""
        return value

    def opening_error(
        self, state: GameState, team: int, value: int, melds: Sequence[Meld]
    ) -> Reason | None:
        """Why these cards (worth ``value``) do not open for the side, or None."""
        minimum = state.minimum(team)
        return Reason("opening.short", minimum=minimum, value=value) if value < minimum else None

    # -- the pile -------------------------------------------------------------------------------
    #: The pile is always frozen: it is taken only with a natural pair (Italy, Cuba).
    pile_always_frozen: ClassVar[bool] = False
    #: The pile is taken with a natural pair only, never natural + wild (Samba); adding the top
    #: card to a meld may still be allowed (see :meth:`add_top_error`).
    pickup_pair_only: ClassVar[bool] = False

    def pickup_error(self, state: GameState, team: int, group: Group) -> Reason | None:
        """Why the side may not take the pile with ``group`` (the top card and the hand's
        cards that go with it) by this variant's own rule, or None (Spanish: the first taking
        of a hand needs a natural pair). Asked after the pile's own judges."""
        return None

    def add_top_error(self, meld: Meld) -> Reason | None:
        """Why the pile may not be taken by adding its top card to ``meld``, or None."""
        return Reason("pile.canasta_closed_house") if pile.canasta_blocks(self, meld) else None

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

    # -- discards and going out -----------------------------------------------------------------
    def discard_error(self, state: GameState, c: Card) -> Reason | None:
        """Why ``c`` may not be discarded (other than the last card), or None."""
        return None

    def needs(self, players: int, side_size: int) -> tuple[going_out.Need, ...]:
        """Memoised :meth:`going_out_needs`: the judge and the bots ask it a lot."""
        key = (players, side_size)
        found = self._needs_memo.get(key)
        if found is None:
            found = self._needs_memo[key] = self.going_out_needs(players, side_size)
        return found

    def going_out_needs(self, players: int, side_size: int) -> tuple[going_out.Need, ...]:
        """What a side of ``side_size`` players must have on the table to go out, as lines
        of canastas (:class:`~game.rules.going_out.Need`): here so many canastas of any kind.
        The judge (:meth:`going_out_error`), the table's progress and the bots read these."""
        return (going_out.Need(N_("Canastas"), self.canastas_to_go_out(players),
                               going_out.any_canasta),)

    def side_needs(self, state: GameState, team: int) -> tuple[going_out.Need, ...]:
        return self.needs(state.players, len(state.teams[team]))

    def going_out_error(
        self, state: GameState, team: int, melds: Sequence[Meld]
    ) -> Reason | None:
        """Why a side with these melds may not go out now, or None when it may (the partner's
        answer is judged by :func:`game.rules.going_out.going_out_refusal`)."""
        if not going_out.unmet(self.side_needs(state, team), melds):
            return None
        need = self.canastas_to_go_out(state.players)
        return Reason("out.canasta") if need == 1 else Reason("out.canastas", n=need)

    def going_out_progress(self, state: GameState, team: int) -> list[tuple[str, int, int]]:
        """What the side needs to go out and how much of it it has: (label, have, need), for
        the table (labels are English; the interface translates them)."""
        return going_out.progress(self.side_needs(state, team), state.melds[team])

    def going_out_in_reach(self, state: GameState, team: int) -> bool:
        """Whether the side could meet :meth:`going_out_error`'s requirement with what the seat
        playing its turn holds, this turn: False only when it surely cannot (a quick look
        before searching for a way out). Every variant's requirement holds at least
        :meth:`canastas_to_go_out` canastas; one with more to it says so too."""
        in_reach = reach.canastas_in_reach(self, state.melds[team], state.hands[state.turn])
        return in_reach >= self.canastas_to_go_out(state.players)

    def plan_going_out(self, state: GameState) -> tuple[tuple[Group, ...], Card | None] | None:
        """One way for the seat playing its turn to go out now (see going_out.py)."""
        if self.shaped:
            return going_out_search.search_plan(state)
        return going_out.classic_plan(state)

    def wins_match(self, cards: Sequence[Card]) -> bool:
        """Whether melding ``cards`` wins the match outright (:meth:`after_action` ends it)."""
        return False

    def hand_may_empty(self, state: GameState, seat: int) -> bool:
        """Whether the seat may discard its last card without going out (a foot waits)."""
        return False

    def hand_emptied(
        self, state: GameState, seat: int, events: list[Event], discarded: bool
    ) -> GameState | None:
        """The seat's hand just became empty: return the state to go on with (a foot taken
        up), or None when the seat has gone out."""
        return None

    def after_action(
        self, before: GameState, after: GameState, events: list[Event]
    ) -> tuple[GameState, list[Event]]:
        """Adjust the state after any action (bonus piles, ponytails taken up)."""
        return after, events

    #: Whether a player may ask the partner even when he cannot go out, before drawing too
    #: (British: to say acaba, which may be said at any time in the turn).
    ask_without_going_out: ClassVar[bool] = False
    #: Whether a player with a partner goes out only after asking and hearing yes (Hand and
    #: Foot); :meth:`going_out_error` refuses going out before that.
    going_out_needs_yes: ClassVar[bool] = False

    # -- variant actions -------------------------------------------------------------------------
    def special_actions(self, state: GameState) -> list[Action]:
        """Legal actions only this variant has (British ``acaba``), for the seat to act."""
        return []

    def apply_special(self, state: GameState, action: Action) -> tuple[GameState, list[Event]]:
        """Apply an action only this variant has; the base rules know none."""
        illegal("action.unknown", kind=action.kind, title=self.title)

    # -- scoring (game.rules.scoring asks these) --------------------------------------------------
    #: The name of a sequence canasta ("samba"; Bolivia and Brazil: "escalera").
    sequence_name: ClassVar[str] = "samba"
    sequence_bonus: ClassVar[int] = 1500
    wild_canasta_bonus: ClassVar[int] = 2500
    #: The scoring screen's name for canastas of wild cards (and other shapes but sequences).
    wild_label: ClassVar[str] = N_("Wild canastas")
    #: What a black three left in a hand costs.
    black_three_in_hand: ClassVar[int] = 5
    #: The most black threes melded at once (only going out; 0: threes are never melded).
    black_threes_most: ClassVar[int] = 4
    #: The reason codes refusing a meld of threes: laid down, and lying in a position.
    threes_refusals: ClassVar[tuple[str, str]] = ("meld.black_threes", "table.black_threes")
    #: Whether a side's melded cards count for it even without a canasta (else against it).
    melds_count_without_canasta: ClassVar[bool] = True
    #: Whether going out concealed exists (it scores more, and the scoring screen says so).
    concealed_going_out: ClassVar[bool] = True
    #: The scoring screen's names for the threes a side scores and for the cards left at the
    #: hand's end (a variant scoring black threes too, or counting the feet, names its own).
    threes_label: ClassVar[str] = N_("Red threes")
    cards_left_label: ClassVar[str] = N_("Cards left in hand")

    def canasta_bonus(self, natural: bool) -> int:
        return 500 if natural else 300

    def canasta_row(self, state: GameState, team: int, meld: Meld) -> str:
        """The scoring screen's kind of a canasta of one rank (a row of its own, with its
        own points): its :meth:`canasta_kind` unless the variant scores it apart."""
        return self.canasta_kind(meld)

    def canasta_value(self, state: GameState, team: int, meld: Meld) -> int:
        """What one canasta of the side scores."""
        if meld.kind == "sequence":
            return self.sequence_bonus
        if meld.kind == "wild":
            return self.wild_canasta_bonus
        return self.canasta_bonus(meld.is_natural)

    def red_three_bonus(self, count: int, players: int) -> int:
        """Bonus for a side's red threes: 100 each, more for all of them."""
        if players == 6:
            return {5: 1000, 6: 1200}.get(count, 100 * count)
        return 800 if count == 4 else 100 * count

    def red_threes_count_for(self, melds: Sequence[Meld]) -> bool:
        """Whether the side's red threes count for it (else against it): once it has melded."""
        return bool(melds)

    def red_threes_score(self, state: GameState, team: int) -> tuple[int, int]:
        """The side's red threes: how many, and what they score (sign included)."""
        count = len(state.red_threes[team])
        points = self.red_three_bonus(count, state.players) if count else 0
        return count, points if self.red_threes_count_for(state.melds[team]) else -points

    def going_out_bonus(self, concealed: bool) -> int:
        return 200 if concealed else 100

    def hand_card_value(self, c: Card) -> int:
        """What a card left in a hand costs when the hand ends."""
        if c.is_black_three:
            return self.black_three_in_hand
        return self.card_value(c)

    def cards_left(self, state: GameState, seats: Sequence[int]) -> list[Card]:
        """The cards that count against a side when the hand ends: its hands."""
        return [c for s in seats for c in state.hands[s]]

    def unfinished_cost(self, melds: Sequence[Meld]) -> int:
        """What a side's ``melds`` left unfinished cost together when the hand ends (Modern
        American's sevens, aces and wild cards, each; Brazil's short sequences, once)."""
        return 0

    def held_penalty(self, hand: Sequence[Card]) -> int:
        """What one player's ``hand`` costs at the hand's end beyond its cards' points
        (Modern American: three or more sevens, or aces, left in one hand)."""
        return 0

    def score_items(self, state: GameState, team: int) -> list[tuple[str, int]]:
        """The variant's own bonuses and penalties for the side, by name (zeros are dropped):
        here the house rule of seven canastas."""
        special = 5000 if state.seven_canastas_team() == team else 0
        return [(N_("Seven canastas"), special)]

    def score_hand(self, state: GameState) -> HandResult:
        """Score the finished hand in ``state`` (see :mod:`game.rules.scoring`)."""
        return scoring.score_hand(self, state)


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

#: Per rules (their id and options): group_ok's and room's answers so far, and what the
#: legal-action generator found a rank's counts allow (its own keys and answers): new groups,
#: naturals added to a meld, wild cards beside each rank in an opening of several melds.
_MEMOS: dict[tuple[type, tuple[str, tuple[tuple[str, str], ...]]],
             tuple[dict[tuple[str, int, int], Reason | None], dict[tuple[str, int, int], int],
                   dict[tuple[object, ...], Any],
                   dict[tuple[str, int, int, int], tuple[int, ...]],
                   dict[tuple[str, int, int], tuple[int, ...]]]] = {}
