"""Ponytail Canasta (seed 002): a hand of fifteen and a face-down ponytail of thirteen.

What differs from Classic:

* four or six players in pairs sitting opposite; five packs for four players and one more for
  each further player, seven for six (52 cards and two jokers each). The seed plays "se čtyřmi
  nebo šesti hráči a šesti balíčky karet. Každý další hráč přidá jeden balíček karet", which
  does not say for how many players its six packs are; the rules reference's five for four is
  kept;
* fifteen cards to each player, then a ponytail of thirteen face down (``side_piles[seat]``);
  a side's players take their ponytails into the hand as soon as the side has its first
  canasta (flag ``ponytail-taken:<seat>``), in the same move: the meld that makes it may use
  the hand's last cards; red threes in a ponytail are laid down and replaced from the stock;
* the cut: the player on the dealer's right cuts the packs; cutting exactly the cards of the
  deal (fifteen a player and one for the pile) scores 100 for the cutter's side (flag
  ``cut-bonus:<team>``). The game draws the cut at random within ten cards of that count;
* draw two; melds hold more natural cards than wild cards, at most three wild cards and at most
  seven cards: a canasta is closed. Threes are never melded, not even black threes by a player
  going out (the seed says both "Trojky nelze kdykoli spojit" and that black threes meld by a
  player going out; the rules reference's "no threes" is kept). Melds of wild cards alone
  (three to seven, written ``2: 2C 2D JK``) are allowed; seven of them make a wild canasta;
* to go out the side needs a natural canasta of sevens, another natural canasta, a mixed
  canasta and a wild canasta, and the player's ponytail must be taken up; going out 200;
* a black three left in the hand costs 100, a red three laid down scores 100;
* the game ends after four hands or when a side reaches 50000.

The seed's tables of bonuses and minimums are missing: Classic's opening minimums (with six
players, Classic's six-player table: 150 from 7500) and canasta bonuses (500 natural, 300 mixed)
are used, and a wild canasta scores 500.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, ClassVar

from .cards import Card, sort_cards
from .dealing import CUT_FLAG, cut_flag, deal_round, replace_red_threes, simulated_cut
from .events import Event
from .going_out import Need, unmet
from .melds import Meld
from .options import OptionInfo
from .reasons import Reason
from .registry import register_rules
from .variants import Rules
from .words import N_

if TYPE_CHECKING:
    from .state import GameState

#: Packs for four players (one more for each further player).
PACKS = 5
HAND_SIZE = 15
PONYTAIL_SIZE = 13
#: What the cutter's side scores for an exact cut.
EXACT_CUT_BONUS = 100
MAX_MELD = 7


def ponytail_flag(seat: int) -> str:
    return f"ponytail-taken:{seat}"


class PonytailRules(Rules):
    """Ponytail Canasta (see the module's docstring)."""

    id: ClassVar[str] = "ponytail"
    title: ClassVar[str] = "Ponytail Canasta"
    player_counts: ClassVar[tuple[int, ...]] = (4, 6)
    default_players: ClassVar[int] = 4
    option_infos: ClassVar[tuple[OptionInfo, ...]] = ()
    wild_melds: ClassVar[bool] = True
    hands_per_game: ClassVar[int] = 4
    side_piles: ClassVar[str] = "ponytails"
    team_flags: ClassVar[tuple[str, ...]] = (CUT_FLAG,)
    action_cost: ClassVar[float] = 2.3
    wild_canasta_bonus: ClassVar[int] = 500
    black_three_in_hand: ClassVar[int] = 100
    black_threes_most: ClassVar[int] = 0  # threes are never melded
    threes_refusals: ClassVar[tuple[str, str]] = ("ponytail.threes", "ponytail.threes_table")

    # -- the deal -------------------------------------------------------------------------------
    def teams_for(self, players: int) -> tuple[tuple[int, ...], ...]:
        """Pairs, partners opposite: (0, 2) (1, 3), or (0, 3) (1, 4) (2, 5)."""
        half = players // 2
        return tuple((seat, seat + half) for seat in range(half))

    def packs(self, players: int) -> int:
        return PACKS + max(0, players - 4)

    def hand_size(self, players: int) -> int:
        return HAND_SIZE

    def draw_count(self, players: int) -> int:
        return 2

    def deal_side_piles(
        self, stock: Sequence[Card], pos: int, players: int, dealer: int, seed: int,
        hand_number: int,
    ) -> tuple[int, tuple[tuple[Card, ...], ...], frozenset[str], list[Event]]:
        """Thirteen cards face down to each player; the cut may earn its side 100."""
        pos, tails = deal_round(stock, pos, players, dealer, PONYTAIL_SIZE)
        exact = players * HAND_SIZE + 1
        cut = simulated_cut(seed, hand_number, exact)
        flags: frozenset[str] = frozenset()
        events: list[Event] = []
        if cut == exact:
            cutter = (dealer - 1) % players
            team = next(t for t, seats in enumerate(self.teams_for(players)) if cutter in seats)
            flags = frozenset({cut_flag(team)})
            events.append(Event("exact_cut", cutter, team, amount=cut, data=EXACT_CUT_BONUS))
        return pos, tuple(tuple(t) for t in tails), flags, events

    # -- targets and minimums -------------------------------------------------------------------
    def default_target(self, players: int) -> int:
        return 50000

    def minimum(self, score: int, players: int, hand_number: int = 0) -> int:
        # Classic's table (the seed's is missing), with Classic's six-player step: 150 from
        # 7500 when six play.
        return Rules.minimum(self, score, players)

    def canastas_to_go_out(self, players: int) -> int:
        return 4

    # -- melds ----------------------------------------------------------------------------------
    def group_error(self, rank: str, naturals: int, wilds: int) -> Reason | None:
        error = super().group_error(rank, naturals, wilds)
        if error:
            return error
        if wilds and wilds >= naturals:
            return Reason("group.more_naturals")
        if naturals + wilds > MAX_MELD:
            return Reason("ponytail.closed_max")
        return None

    def wild_room(self, rank: str, naturals: int, wilds: int) -> int:
        room = min(
            super().wild_room(rank, naturals, wilds),
            naturals - 1 - wilds,
            MAX_MELD - naturals - wilds,
        )
        return max(room, 0)

    def extend_error(self, meld: Meld, cards: Sequence[Card]) -> Reason | None:
        if meld.is_canasta:
            return Reason("ponytail.closed")
        return None

    def add_top_error(self, meld: Meld) -> Reason | None:
        if meld.is_canasta:
            return Reason("ponytail.closed_top")
        return None

    def canasta_kind(self, meld: Meld) -> str:
        if meld.kind == "wild":
            return "wild"
        return super().canasta_kind(meld)

    # -- the ponytail ---------------------------------------------------------------------------
    def ponytail_waiting(self, state: GameState, seat: int) -> bool:
        """Whether the seat's ponytail still lies face down (with cards in it)."""
        return (
            seat < len(state.side_piles)
            and bool(state.side_piles[seat])
            and ponytail_flag(seat) not in state.flags
        )

    def after_action(
        self, before: GameState, after: GameState, events: list[Event]
    ) -> tuple[GameState, list[Event]]:
        """Once a side has a canasta its players take up their ponytails."""
        if after.is_hand_over:
            return after, events
        state = after
        for team, seats in enumerate(state.teams):
            if not _has_canasta(state.melds[team]):
                continue
            for seat in seats:
                if self.ponytail_waiting(state, seat):
                    state = self._take_up(state, seat, team, events)
        return state, events

    def hand_emptied(
        self, state: GameState, seat: int, events: list[Event], discarded: bool
    ) -> GameState | None:
        """A meld of the hand's last cards that makes the side's first canasta brings the
        ponytail up: the turn goes on with it (:meth:`after_action` takes up the partner's)."""
        team = state.team_of(seat)
        if discarded or not self.ponytail_waiting(state, seat) or not _has_canasta(
                state.melds[team]):
            return None
        return self._take_up(state, seat, team, events)

    def _brings(self, state: GameState, seat: int) -> int:
        """How many cards the seat's ponytail brings into the hand (its red threes replaced
        from the stock, as far as it goes)."""
        return len(replace_red_threes(state.side_piles[seat], state.stock)[0])

    def _take_up(self, state: GameState, seat: int, team: int, events: list[Event]) -> GameState:
        got, reds, stock = replace_red_threes(state.side_piles[seat], state.stock)
        piles = list(state.side_piles)
        piles[seat] = ()
        hands = list(state.hands)
        hands[seat] = sort_cards(hands[seat] + tuple(got))
        red_threes = list(state.red_threes)
        red_threes[team] = red_threes[team] + tuple(reds)
        events.append(Event("ponytail_taken", seat, team, tuple(got), amount=len(got),
                            private=True))
        for c in reds:
            events.append(Event("red_three", seat, team, (c,)))
        return state.replace(
            hands=tuple(hands),
            side_piles=tuple(piles),
            stock=stock,
            red_threes=tuple(red_threes),
            flags=state.flags | {ponytail_flag(seat)},
        )

    # -- going out ------------------------------------------------------------------------------
    def going_out_needs(self, players: int, side_size: int) -> tuple[Need, ...]:
        return NEEDS

    def going_out_error(
        self, state: GameState, team: int, melds: Sequence[Meld]
    ) -> Reason | None:
        if self.ponytail_waiting(state, state.turn):
            if (_has_canasta(melds) and not _has_canasta(state.melds[team])
                    and self._brings(state, state.turn) >= 2):
                # The meld makes the side's first canasta: the ponytail joins the hand at
                # once and the turn goes on (seed 002), so its last cards are not going out.
                return None
            return Reason("ponytail.not_taken")
        missing = missing_canastas(melds)
        if missing:
            return Reason("ponytail.missing", missing=tuple(missing))
        return None

    def going_out_in_reach(self, state: GameState, team: int) -> bool:
        """Never with the ponytail waiting; a canasta of wild cards and a natural canasta of
        sevens need seven of them (on the side's meld, or from the hand)."""
        if self.ponytail_waiting(state, state.turn) or not super().going_out_in_reach(state,
                                                                                        team):
            return False
        melds = state.melds[team]
        hand = state.hands[state.turn]
        wilds = sum(1 for c in hand if self.is_wild(c))
        sevens = sum(1 for c in hand if c.rank == "7")
        wild = next((m for m in melds if m.kind == "wild"), None)
        natural = next((m for m in melds if m.kind == "group" and m.rank == "7"), None)
        return (wild.size if wild else 0) + wilds >= 7 and (
            natural.size + sevens >= 7 and natural.is_natural if natural else sevens >= 7)

    # -- scoring --------------------------------------------------------------------------------
    def going_out_bonus(self, concealed: bool) -> int:
        return 200

    def red_three_bonus(self, count: int, players: int) -> int:
        return 100 * count

    def score_items(self, state: GameState, team: int) -> list[tuple[str, int]]:
        return [(N_("Exact cut"), EXACT_CUT_BONUS if cut_flag(team) in state.flags else 0)]


def _has_canasta(melds: Sequence[Meld]) -> bool:
    return any(m.is_canasta for m in melds)


def _natural_sevens(meld: Meld) -> bool:
    return meld.kind == "group" and meld.rank == "7" and meld.is_natural


def _natural_other(meld: Meld) -> bool:
    return meld.kind == "group" and meld.rank != "7" and meld.is_natural


def _mixed(meld: Meld) -> bool:
    return meld.kind == "group" and not meld.is_natural


def _wild(meld: Meld) -> bool:
    return meld.kind == "wild"


#: What a side needs to go out: one canasta of each of these.
NEEDS = (
    Need(N_("Natural sevens"), 1, _natural_sevens, N_("a natural canasta of sevens")),
    Need(N_("Natural canasta"), 1, _natural_other, N_("a natural canasta of another rank")),
    Need(N_("Mixed canasta"), 1, _mixed, N_("a mixed canasta")),
    Need(N_("Wild canasta"), 1, _wild, N_("a canasta of wild cards")),
)


def missing_canastas(melds: Sequence[Meld]) -> list[str]:
    """The canastas a side still lacks to go out, in words the interface translates (empty
    when it has them all)."""
    return [need.missing for need, _ in unmet(NEEDS, melds)]


register_rules(PonytailRules)
