"""Hand and Foot: every player has a hand and a face-down foot of eleven cards.

What differs from Classic:

* one pack more than there are players (52 cards and two jokers each); teams of two sitting
  opposite (two, three or four teams with 4, 6 or 8 players), or everyone alone (2 and 3
  players always, 4 or more with the ``solo`` option);
* the foot (``side_piles[seat]``) waits face down until the hand is used up: a hand melded away
  is followed by the foot at once and the turn goes on; a hand emptied by the last discard
  takes the foot for the next turn. The flag ``foot-taken:<seat>`` marks a foot taken up;
* draw two; the pile is always taken with a natural pair: the top card is melded with the pair
  and only the five cards under it go to the hand, the rest stay as the pile;
* threes are never melded and red threes are not laid down: both stay in the hand until they
  are discarded, and count 5 (black) or 300 (red) against the side when the hand ends;
* opening minimums 50, 90, 120 and 150 in hands one to four; a game is four hands;
* to go out a player must have taken up the foot and the side needs three natural and four
  mixed canastas (one natural and two mixed for a player alone), and a player with a partner
  must first ask him and hear yes (``ask``); going out scores 100.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, ClassVar

from .actions import Group
from .cards import Card, sort_cards
from .dealing import deal_round
from .events import Event
from .going_out import Need, unmet
from .going_out_search import Hopeless, Plan, search_plan
from .melds import Meld
from .options import OptionInfo
from .reach import affordable
from .reasons import Reason
from .registry import register_rules
from .variants import Rules
from .words import N_

if TYPE_CHECKING:
    from .state import GameState

#: Cards in a hand and in a foot.
FOOT_SIZE = 11
#: Opening minimums in the first, second, third and fourth hand.
MINIMUMS = (50, 90, 120, 150)
#: What a three left in a hand or a foot costs when the hand ends.
BLACK_THREE_LEFT = 5
RED_THREE_LEFT = 300
#: Ways out remembered before the memory starts afresh.
PLANS_KEPT = 4096
#: The plans found, by the rules and what they rest on. Kept here, not on the rules object: a
#: player's view carries the rules, and hands searched for other seats must not ride with it.
_PLANS: dict[tuple[object, ...], Plan | None] = {}


def foot_flag(seat: int) -> str:
    return f"foot-taken:{seat}"


class HandAndFootRules(Rules):
    """Hand and Foot (see the module's docstring)."""

    id: ClassVar[str] = "hand-and-foot"
    title: ClassVar[str] = "Hand and Foot"
    player_counts: ClassVar[tuple[int, ...]] = (2, 3, 4, 6, 8)
    default_players: ClassVar[int] = 4
    option_infos: ClassVar[tuple[OptionInfo, ...]] = (
        OptionInfo(
            "solo",
            False,
            "Everyone alone",
            "Every player plays alone (two and three players always do): one natural and two "
            "mixed canastas are needed to go out. The table seats everyone alone up to four "
            "players.",
        ),
    )
    aliases: ClassVar[tuple[str, ...]] = ("hand-foot",)
    lays_down_red_threes: ClassVar[bool] = False
    black_threes_most: ClassVar[int] = 0  # threes are never melded
    threes_refusals: ClassVar[tuple[str, str]] = ("foot.threes", "foot.threes_table")
    pile_always_frozen: ClassVar[bool] = True
    hands_per_game: ClassVar[int] = 4
    side_piles: ClassVar[str] = "feet"
    cards_left_label: ClassVar[str] = N_("Cards left in hand and foot")
    action_cost: ClassVar[float] = 2.3
    concealed_going_out: ClassVar[bool] = False
    #: Seed 000 lists asking the partner among the rules for going out: a player with a
    #: partner goes out only after asking and hearing yes.
    going_out_needs_yes: ClassVar[bool] = True

    # -- the deal -------------------------------------------------------------------------------
    def teams_for(self, players: int) -> tuple[tuple[int, ...], ...]:
        """Teams of two, partners opposite; everyone alone with 2 or 3 players or ``solo``."""
        if players < 4 or self.flag("solo"):
            return tuple((seat,) for seat in range(players))
        half = players // 2
        return tuple((seat, seat + half) for seat in range(half))

    def packs(self, players: int) -> int:
        return players + 1

    def hand_size(self, players: int) -> int:
        return FOOT_SIZE

    def draw_count(self, players: int) -> int:
        return 2

    def deal_side_piles(
        self, stock: Sequence[Card], pos: int, players: int, dealer: int, seed: int,
        hand_number: int,
    ) -> tuple[int, tuple[tuple[Card, ...], ...], frozenset[str], list[Event]]:
        """Eleven cards face down to each player, one at a time from the dealer's left."""
        pos, feet = deal_round(stock, pos, players, dealer, FOOT_SIZE)
        return pos, tuple(tuple(f) for f in feet), frozenset(), []

    # -- targets and minimums -------------------------------------------------------------------
    def default_target(self, players: int) -> int:
        return 0  # no target: the game is four hands

    def minimum(self, score: int, players: int, hand_number: int = 0) -> int:
        """By the hand's number, whatever the score: 50, 90, 120, 150."""
        return MINIMUMS[min(hand_number, len(MINIMUMS) - 1)]

    def requirements(self, side_size: int) -> tuple[int, int]:
        """Natural and mixed canastas a side needs to go out."""
        return (3, 4) if side_size > 1 else (1, 2)

    def canastas_to_go_out(self, players: int) -> int:
        return sum(self.requirements(len(self.teams_for(players)[0])))

    # -- the foot -------------------------------------------------------------------------------
    def foot_waiting(self, state: GameState, seat: int) -> bool:
        """Whether the seat's foot still lies face down (with cards in it)."""
        return (
            seat < len(state.side_piles)
            and bool(state.side_piles[seat])
            and foot_flag(seat) not in state.flags
        )

    def hand_may_empty(self, state: GameState, seat: int) -> bool:
        return self.foot_waiting(state, seat)

    def hand_emptied(
        self, state: GameState, seat: int, events: list[Event], discarded: bool
    ) -> GameState | None:
        if not self.foot_waiting(state, seat):
            return None
        foot = state.side_piles[seat]
        piles = list(state.side_piles)
        piles[seat] = ()
        hands = list(state.hands)
        hands[seat] = sort_cards(foot)
        team = state.team_of(seat)
        events.append(Event("foot_taken", seat, team, foot, amount=len(foot), private=True))
        changes: dict[str, object] = {
            "hands": tuple(hands),
            "side_piles": tuple(piles),
            "flags": state.flags | {foot_flag(seat)},
        }
        if discarded:  # the foot is played from the next turn
            changes.update(
                turn=(seat + 1) % state.players,
                phase="draw",
                asked=None,
                concealed_ok=False,
                turn_new_ranks=frozenset(),
            )
        return state.replace(**changes)

    # -- melds, the pile and going out ----------------------------------------------------------
    def lay_error(self, state: GameState, team: int, group: Group) -> Reason | None:
        if any(c.is_three for c in group.cards):
            return Reason("foot.threes")
        return None

    def pile_cards_taken(self, below_top: int) -> int:
        return min(5, below_top)

    def going_out_needs(self, players: int, side_size: int) -> tuple[Need, ...]:
        need_natural, need_mixed = self.requirements(side_size)
        return (Need(N_("Natural canastas"), need_natural, is_natural),
                Need(N_("Mixed canastas"), need_mixed, is_mixed))

    def going_out_error(
        self, state: GameState, team: int, melds: Sequence[Meld]
    ) -> Reason | None:
        if self.foot_waiting(state, state.turn):
            return None  # the hand runs out into the foot: that is not going out
        if unmet(self.side_needs(state, team), melds):
            need_natural, need_mixed = self.requirements(len(state.teams[team]))
            natural, mixed = canasta_counts(melds)
            return Reason("foot.out", natural_need=need_natural, mixed_need=need_mixed,
                          natural=natural, mixed=mixed)
        if state.asked != "yes" and len(state.teams[team]) > 1:
            return Reason("foot.ask")
        return None

    def plan_going_out(self, state: GameState) -> Plan | None:
        seat = state.turn
        if self.foot_waiting(state, seat):
            return None
        team = state.team_of(seat)
        if state.asked != "yes" and len(state.teams[team]) > 1:
            return None  # every way out waits for the partner's yes (going_out_error)
        # With the foot taken up, the search's answer rests on the hand, the side's melds and
        # the partner's answer alone (and the hand's minimum, before the side has opened): the
        # same ones come back in state after state of the hard bot's rollouts (half of its
        # searches), so each is searched once.
        melds = state.melds[team]
        key = (self, state.hands[seat], melds, state.asked, state.phase, state.players,
               -1 if melds else state.hand_number)
        plans = _PLANS
        if key in plans:
            return plans[key]
        if len(plans) >= PLANS_KEPT:
            plans.clear()
        found = plans[key] = search_plan(state, self._canastas_short(state, team))
        return found

    def going_out_in_reach(self, state: GameState, team: int) -> bool:
        """Seven canastas (three alone) in reach, and among them the natural and the mixed
        ones the side needs (the look the search takes at each way begun, taken of the hand)."""
        if not super().going_out_in_reach(state, team):
            return False
        return not self._canastas_short(state, team)([], state.hands[state.turn])

    def _canastas_short(self, state: GameState, team: int) -> Hopeless:
        """For the search for a way out: whether the groups laid so far leave the side short
        of natural or of mixed canastas, whatever the cards still to place do. A natural can
        join only a meld of its rank, a wild card any meld. A natural canasta has no wild
        card: a rank counts where no wild card has joined it and its naturals (on the table,
        laid and to come) make seven. A mixed canasta has one: a rank costs the wild cards
        still to come that it needs to reach seven (one at least, where it has none yet), and
        those cards go round the cheapest ranks first."""
        need_natural, need_mixed = self.requirements(len(state.teams[team]))
        is_wild = self.is_wild
        table: dict[str, tuple[int, int]] = {m.rank: (m.naturals, m.wilds)
                                             for m in state.melds[team]}

        def short(groups: list[Group], rest: tuple[Card, ...]) -> bool:
            if groups and not any(is_wild(c) for c in groups[-1].cards):
                # Naturals laid only move from "to come" to "laid" within their rank: as
                # short as the way before this group, which was looked at.
                return False
            naturals = {rank: n for rank, (n, _) in table.items()}
            wilds = {rank: w for rank, (_, w) in table.items()}
            for group in groups:
                rank = group.target
                for c in group.cards:
                    if not is_wild(c):
                        rank = c.rank
                        break
                if rank is None:
                    continue  # wild cards naming no meld: refused when laid down
                for c in group.cards:
                    if is_wild(c) and c.rank != rank:
                        wilds[rank] = wilds.get(rank, 0) + 1
                    else:
                        naturals[rank] = naturals.get(rank, 0) + 1
            same = dict(naturals)  # with every card to come of the rank
            to_come = dict(naturals)  # with the naturals to come
            spare = 0  # wild cards to come
            for c in rest:
                same[c.rank] = same.get(c.rank, 0) + 1
                if is_wild(c):
                    spare += 1
                else:
                    to_come[c.rank] = to_come.get(c.rank, 0) + 1
            natural = 0
            for rank, n in same.items():
                if n >= 7 and not wilds.get(rank):
                    natural += 1
            if natural < need_natural:
                return True
            costs = []
            for rank, n in to_come.items():
                w = wilds.get(rank, 0)
                costs.append(max(7 - n - w, 0 if w else 1))
            return affordable(costs, spare) < need_mixed

        return short

    # -- scoring --------------------------------------------------------------------------------
    def going_out_bonus(self, concealed: bool) -> int:
        return 100

    def hand_card_value(self, c: Card) -> int:
        """What a card left in a hand or a foot costs."""
        if c.is_red_three:
            return RED_THREE_LEFT
        if c.is_black_three:
            return BLACK_THREE_LEFT
        return self.card_value(c)

    def cards_left(self, state: GameState, seats: Sequence[int]) -> list[Card]:
        """The hands and the feet not yet taken up."""
        left = super().cards_left(state, seats)
        for s in seats:
            if s < len(state.side_piles):
                left.extend(state.side_piles[s])
        return left


def is_natural(meld: Meld) -> bool:
    return meld.is_natural


def is_mixed(meld: Meld) -> bool:
    return not meld.is_natural


def canasta_counts(melds: Sequence[Meld]) -> tuple[int, int]:
    """The side's natural and mixed canastas."""
    natural = sum(1 for m in melds if m.is_canasta and m.is_natural)
    mixed = sum(1 for m in melds if m.is_canasta and not m.is_natural)
    return natural, mixed


register_rules(HandAndFootRules)
