"""The Samba family: Samba, Bolivia, Brazil, Chile and Italy.

Each is a small subclass of :class:`Rules`. What they add to Classic:

* three packs, fifteen cards each, draw two, two canastas to go out, going out 200;
* **sequences**: three to seven natural cards of one suit in a row (4 low, ace high, no threes,
  no wild cards); a sequence of seven is a *samba* (Bolivia and Brazil: *escalera*) and is
  closed;
* groups hold at most two wild cards, and no wild card joins a finished canasta; a side may
  hold two groups of one rank ("twin" melds, :func:`.shapes.twin_place`): cards join its group
  of their rank, an unfinished one first, and start another only where none takes them (wild
  cards beside a canasta), never merging two;
* the pile is taken only with a natural pair, or (unfrozen) by adding the top card to a meld
  of fewer than seven cards: a group of its rank, or else a sequence it extends (the official
  Samba laws let the top card join a sequence already melded) — never to start a sequence;
* Bolivia, Brazil and Chile: **wild-card melds** of three to seven jokers and twos (written
  ``2: 2C 2D JK``); seven make a *bolivia*.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, ClassVar

from .actions import Action, Group
from .cards import Card
from .errors import PositionError
from .going_out import Need, any_canasta, is_sequence, unmet
from .melds import Meld
from .options import TARGET_OPTION, OptionInfo
from .reasons import Reason, illegal
from .registry import register_rules
from .shapes import (
    SEQ,
    SEQUENCE_RANKS,
    WILD,
    Laid,
    is_run,
    sequence_meld,
    wild_cards_only,
)
from .variants import Rules
from .words import N_

if TYPE_CHECKING:
    from .state import GameState

__all__ = ["SEQ", "SEQUENCE_RANKS", "WILD", "BoliviaRules", "BrazilRules", "ChileRules",
           "ItalyRules", "SambaRules", "is_run", "sequence_meld"]


class SambaRules(Rules):
    """Samba: Classic with sequences, three packs and draw two."""

    id: ClassVar[str] = "samba"
    title: ClassVar[str] = "Samba"
    player_counts: ClassVar[tuple[int, ...]] = (2, 3, 4, 6)
    option_infos: ClassVar[tuple[OptionInfo, ...]] = (TARGET_OPTION,)
    sequences: ClassVar[bool] = True
    twin_melds: ClassVar[bool] = True
    pickup_pair_only: ClassVar[bool] = True
    wild_label: ClassVar[str] = N_("Bolivias")
    action_cost: ClassVar[float] = 2.0

    # -- the deal -------------------------------------------------------------------------------
    def packs(self, players: int) -> int:
        return 3

    def hand_size(self, players: int) -> int:
        return 15

    def draw_count(self, players: int) -> int:
        return 2

    def default_target(self, players: int) -> int:
        return 10000

    def minimum(self, score: int, players: int, hand_number: int = 0) -> int:
        if score >= 7000:
            return 150
        return super().minimum(score, 4)

    def canastas_to_go_out(self, players: int) -> int:
        return 2

    # -- melds ----------------------------------------------------------------------------------
    def max_wilds(self) -> int:
        return 2

    @wild_cards_only
    def extend_error(self, meld: Meld, cards: Sequence[Card]) -> Reason | None:
        # A two joining a group of twos (Italy) is one of its naturals, not a wild card.
        if meld.is_canasta and any(self.is_wild(c) and c.rank != meld.rank for c in cards):
            return Reason("samba.canasta_no_wilds")
        return None

    def add_top_error(self, meld: Meld) -> Reason | None:
        if meld.size >= 7:
            return Reason("samba.seven_cards", names=meld.rank)
        return None

    # -- going out and scoring ------------------------------------------------------------------
    def going_out_error(
        self, state: GameState, team: int, melds: Sequence[Meld]
    ) -> Reason | None:
        needs = self.side_needs(state, team)
        short = unmet(needs, melds)
        if not short:
            return None
        if short[0][0].fits is any_canasta:
            # Where one of them must be an escalera (Bolivia, Brazil), the whole need is
            # named at once: a second plain canasta would be refused again.
            if any(need.fits is not any_canasta for need in needs):
                return Reason("bolivia.two_with_escalera")
            return Reason("samba.two_canastas")
        return Reason("bolivia.escalera")

    def going_out_bonus(self, concealed: bool) -> int:
        return 200  # no extra for going out concealed

    def red_three_bonus(self, count: int, players: int) -> int:
        """100 each, 1000 for all six; with Chile's four packs each one beyond six adds 100."""
        if count >= 6:
            return 1000 + 100 * (count - 6)
        return 100 * count

    def red_threes_count_for(self, melds: Sequence[Meld]) -> bool:
        """Red threes count for the side only when it has two canastas."""
        return sum(1 for m in melds if m.is_canasta) >= 2


class BoliviaRules(SambaRules):
    """Bolivia: Samba with wild-card melds; an escalera is needed to go out."""

    id: ClassVar[str] = "bolivia"
    title: ClassVar[str] = "Bolivia"
    wild_melds: ClassVar[bool] = True
    sequence_name: ClassVar[str] = "escalera"
    black_three_in_hand: ClassVar[int] = 100
    action_cost: ClassVar[float] = 2.5

    def default_target(self, players: int) -> int:
        return 15000

    def going_out_needs(self, players: int, side_size: int) -> tuple[Need, ...]:
        """Two canastas, one of them an escalera."""
        return (*super().going_out_needs(players, side_size),
                Need(N_("Escalera"), 1, is_sequence))

    def going_out_in_reach(self, state: GameState, team: int) -> bool:
        """An escalera takes seven cards of one suit: the side's own, or a sequence of the
        side's with enough cards of its suit in the hand to reach seven, or seven in the hand."""
        if not super().going_out_in_reach(state, team):
            return False
        melds = state.melds[team]
        if any(m.kind == "sequence" and m.is_canasta for m in melds):
            return True
        by_suit: dict[str, int] = {}
        for c in state.hands[state.turn]:
            if c.rank in SEQUENCE_RANKS:
                by_suit[c.suit] = by_suit.get(c.suit, 0) + 1
        if any(n >= 7 for n in by_suit.values()):
            return True
        return any(m.kind == "sequence" and m.size + by_suit.get(m.cards[0].suit, 0) >= 7
                   for m in melds)


class BrazilRules(BoliviaRules):
    """Brazil: Bolivia to 10000 with a steeper opening table and a short-sequence penalty."""

    id: ClassVar[str] = "brazil"
    title: ClassVar[str] = "Brazil"
    wild_canasta_bonus: ClassVar[int] = 2000
    action_cost: ClassVar[float] = 2.8

    def default_target(self, players: int) -> int:
        return 10000

    def minimum(self, score: int, players: int, hand_number: int = 0) -> int:
        if self.opening_canasta(score):
            return 0  # a canasta opens, whatever its points (opening_error)
        if score >= 8000:
            return 200
        if score >= 5000:
            return 150
        return Rules.minimum(self, score, 4)

    def opening_canasta(self, score: int) -> int:
        if 7000 <= score < 8000:
            return 1
        return 2 if score >= 9000 else 0

    def opening_error(
        self, state: GameState, team: int, value: int, melds: Sequence[Meld]
    ) -> Reason | None:
        need = self.opening_canasta(state.scores[team])
        if not need:
            return super().opening_error(state, team, value, melds)
        if need == 1 and not any(m.is_canasta for m in melds):
            return Reason("brazil.canasta_7000")
        natural = (m.is_canasta and m.wilds == 0 and m.kind != "wild" for m in melds)
        if need == 2 and not any(natural):  # seven twos are wild cards, not naturals
            return Reason("brazil.natural_9000")
        return None

    def red_three_bonus(self, count: int, players: int) -> int:
        return {5: 1000, 6: 1200}.get(count, 100 * count)

    def unfinished_cost(self, melds: Sequence[Meld]) -> int:
        """A side holding a sequence of five cards or fewer loses 1000, once however many it
        holds (the reference; seed 000: "Pokud má strana sekvenci pěti karet nebo méně")."""
        return 1000 if any(m.kind == "sequence" and m.size <= 5 for m in melds) else 0

    def score_items(self, state: GameState, team: int) -> list[tuple[str, int]]:
        return [(N_("Short sequences"), -self.unfinished_cost(state.melds[team]))]


class ChileRules(SambaRules):
    """Chile: Samba with both sambas and bolivias; three packs, or four by option. Its red
    threes score as in Samba: the seed says nothing else of them."""

    id: ClassVar[str] = "chile"
    title: ClassVar[str] = "Chile"
    wild_melds: ClassVar[bool] = True
    action_cost: ClassVar[float] = 2.1
    option_infos: ClassVar[tuple[OptionInfo, ...]] = (
        TARGET_OPTION,
        OptionInfo("packs", 3, "Packs", "Three packs (162 cards) or four (216).", (3, 4)),
    )

    def packs(self, players: int) -> int:
        return int(self.option("packs"))


class ItalyRules(SambaRules):
    """Italy: Samba to 15000, the pile always frozen, a starting pile as long as the first card
    says, and twos that are not wild for a side while its meld of twos is incomplete."""

    id: ClassVar[str] = "italy"
    title: ClassVar[str] = "Italian Canasta"
    aliases: ClassVar[tuple[str, ...]] = ("italian",)
    pile_always_frozen: ClassVar[bool] = True
    twos_meld: ClassVar[bool] = True
    action_cost: ClassVar[float] = 2.3

    def default_target(self, players: int) -> int:
        return 15000

    def start_pile_length(self, first: Card) -> int:
        """Cards in the starting pile: a 4 to 7 turned first says that many, anything else 10."""
        if first.rank in ("4", "5", "6", "7"):
            return int(first.rank)
        return 10

    def start_pile_needs_cover(self, c: Card) -> bool:
        return False

    def combine(
        self, state: GameState, team: int, seat: int, groups: list[Group]
    ) -> Laid:
        fixed: list[Group] = []
        for group in groups:
            all_twos = all(c.is_two for c in group.cards)
            if all_twos and group.target in (None, "2"):
                fixed.append(Group(group.cards, "2"))  # a meld of twos, twos as naturals
            else:
                fixed.append(group)
        laid = super().combine(state, team, seat, fixed)
        # Judged on the table the move leaves: a meld of twos begun in the same move as a two
        # laid wild elsewhere leaves both down while the twos are still no canasta.
        if any(g.target != "2" and any(c.is_two for c in g.cards) for g in fixed):
            for m in laid.melds:
                if m.rank == "2" and m.kind == "group" and not m.is_canasta:
                    illegal("italy.twos_not_wild")
        return laid

    def lay_error(self, state: GameState, team: int, group: Group) -> Reason | None:
        """While the side's meld of twos is incomplete, twos are not wild elsewhere."""
        if group.target == "2":  # e.g. "2: 2C JK" joins the meld of twos
            return None
        # The group's own cards first: most hold no two, and the listing asks of every group.
        for c in group.cards:
            if c.is_two:
                twos = state.meld_of(team, "2")
                if twos is not None and not twos.is_canasta:
                    return Reason("italy.twos_not_wild")
                return None
        return None

    def refuses_groups_now(self, state: GameState, team: int) -> bool:
        twos = state.meld_of(team, "2")
        return twos is not None and not twos.is_canasta

    def meld_from_position(self, prefix: str | None, cards: tuple[Card, ...], text: str) -> Meld:
        """A meld of twos is written ``2C 2D 2H`` or ``2: 2C 2D JK`` (twos as naturals)."""
        if prefix in (None, "2") and cards and all(c.is_wild for c in cards):
            twos = sum(1 for c in cards if c.is_two)
            error = self.group_error("2", twos, len(cards) - twos)
            if len(cards) < 3:
                error = Reason("table.short")
            if error:
                raise PositionError(f"meld '{text}' is not legal: {error}")
            return Meld.of("2", cards)
        return super().meld_from_position(prefix, cards, text)

    def extra_meld_candidates(self, state: GameState) -> list[Action]:
        """Samba's candidates plus melds of twos (which the generator counts as wild cards)."""
        out = super().extra_meld_candidates(state)
        twos = tuple(c for c in state.hands[state.turn] if c.is_two)
        started = state.meld_of(state.team_of(state.turn), "2") is not None
        for n in range(1 if started else 3, len(twos) + 1):
            out.append(Action("meld", (Group(twos[:n], "2"),)))
        return out

    def group_error(self, rank: str, naturals: int, wilds: int) -> Reason | None:
        if rank == "2":
            if naturals < 2:
                return Reason("italy.twos")
            if wilds > self.max_wilds():
                return Reason("italy.jokers", n=self.max_wilds())
            return None
        return super().group_error(rank, naturals, wilds)


for _rules in (SambaRules, BoliviaRules, BrazilRules, ChileRules, ItalyRules):
    register_rules(_rules)
