"""The Samba family: Samba, Bolivia, Brazil, Chile and Italy.

Each is a small subclass of :class:`Rules`. What they add to Classic:

* three packs, fifteen cards each, draw two, two canastas to go out, going out 200;
* **sequences**: three to seven natural cards of one suit in a row (4 low, ace high, no threes,
  no wild cards); a sequence of seven is a *samba* (Bolivia and Brazil: *escalera*) and is
  closed;
* groups hold at most two wild cards, and no wild card joins a finished canasta;
* the pile is taken only with a natural pair, or (unfrozen) by adding the top card to a group
  of fewer than seven cards — never to start or extend a sequence;
* Bolivia, Brazil and Chile: **wild-card melds** of three to seven jokers and twos (written
  ``2: 2C 2D JK``); seven make a *bolivia*.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, ClassVar

from .actions import Action, Group
from .cards import Card, format_cards
from .events import Event
from .melds import Meld
from .scoring import HandResult, TeamScore, canasta_rows, named
from .variants import OptionInfo, Rules, register
from .words import N_, plural

if TYPE_CHECKING:
    from .state import GameState

#: Ranks a sequence may use, low to high.
SEQUENCE_RANKS = ("4", "5", "6", "7", "8", "9", "T", "J", "Q", "K", "A")
_STEP = {rank: i for i, rank in enumerate(SEQUENCE_RANKS)}
SEQ = "SEQ"
WILD = "2"  # the rank label of a wild-card meld


def is_run(cards: Sequence[Card]) -> bool:
    """Natural cards of one suit with consecutive distinct ranks (any order)."""
    if not cards or any(c.rank not in _STEP for c in cards):
        return False
    if len({c.suit for c in cards}) != 1:
        return False
    steps = sorted(_STEP[c.rank] for c in cards)
    return all(b == a + 1 for a, b in zip(steps, steps[1:], strict=False))


def sequence_meld(cards: Sequence[Card]) -> Meld:
    return Meld(SEQ, tuple(sorted(cards, key=lambda c: _STEP[c.rank])), "sequence")


TARGET_OPTION = OptionInfo(
    "target_score",
    0,
    "Game target",
    "Points that win the game; 0 means the usual target.",
    (0, 5000, 7500, 10000, 15000),
)


class ShapedMelds(Rules):
    """Rules whose melds may also be sequences and/or melds of wild cards alone.

    Placing such groups, offering them, reading them from positions, checking them, finding a
    way out with them and scoring them live here; Samba's family and Cuba switch the shapes on
    with :attr:`sequences` and :attr:`wild_melds`.
    """

    option_infos: ClassVar[tuple[OptionInfo, ...]] = (TARGET_OPTION,)
    trusted_generation: ClassVar[bool] = False
    sequences: ClassVar[bool] = False
    #: Whether melds of wild cards alone are allowed (written ``2: 2C 2D JK``).
    wild_melds: ClassVar[bool] = False
    sequence_name: ClassVar[str] = "samba"
    sequence_bonus: ClassVar[int] = 1500
    wild_canasta_bonus: ClassVar[int] = 2500
    black_three_in_hand: ClassVar[int] = 5

    def canasta_kind(self, meld: Meld) -> str:
        if meld.kind == "sequence":
            return self.sequence_name
        if meld.kind == "wild":
            return "bolivia"
        return super().canasta_kind(meld)

    def combine(
        self, state: GameState, team: int, seat: int, groups: list[Group]
    ) -> tuple[tuple[Meld, ...], list[Event], bool, bool]:
        from .engine import combine_groups, illegal

        melds = list(state.melds[team])
        events: list[Event] = []
        plain: list[Group] = []
        for group in groups:
            shape = self._shape(melds, group)
            if shape == "sequence":
                self._place_sequence(melds, group, seat, team, events, illegal)
            elif shape == "wild":
                self._place_wilds(melds, group, seat, team, events, illegal)
            else:
                plain.append(group)
        if plain:
            return combine_groups(state, team, seat, plain, start=melds, events=events)
        from .engine import _ordered

        return _ordered(melds), events, False, False

    def _shape(self, melds: list[Meld], group: Group) -> str:
        """Whether a group is laid as a sequence, a wild-card meld or an ordinary group."""
        from .engine import illegal

        cards = group.cards
        if group.target == SEQ:
            if not self.sequences:
                illegal(f"{self.title} has no sequences")
            return "sequence"
        naturals = [c for c in cards if not self.is_wild(c)]
        if not naturals:
            if self.wild_melds and group.target in (None, WILD, "JK"):
                return "wild"
            if group.target is None:
                illegal(f"Say which meld the wild cards go to, like 'K: {cards[0]}'")
            return "group"
        if group.target is not None or not self.sequences:
            return "group"
        ranks = {c.rank for c in naturals}
        if len(ranks) > 1:
            return "sequence"
        rank = naturals[0].rank
        has_group = any(m.kind == "group" and m.rank == rank for m in melds)
        if len(cards) == 1 and any(self._extends(m, cards) for m in melds):
            if has_group:
                illegal(
                    f"{cards[0]} could join your {plural(rank)} or a sequence: write "
                    f"'{rank}: {cards[0]}' or 'seq: {cards[0]}'"
                )
            return "sequence"
        return "group"

    def _extends(self, meld: Meld, cards: Sequence[Card]) -> bool:
        return (
            meld.kind == "sequence"
            and meld.size + len(cards) <= 7
            and is_run(list(meld.cards) + list(cards))
        )

    def _place_sequence(
        self,
        melds: list[Meld],
        group: Group,
        seat: int,
        team: int,
        events: list[Event],
        illegal: Any,
    ) -> None:
        cards = group.cards
        if any(self.is_wild(c) for c in cards):
            illegal("a sequence holds no wild cards")
        targets = [i for i, m in enumerate(melds) if self._extends(m, cards)]
        if len(targets) > 1:
            illegal(f"{format_cards(cards)} could extend more than one sequence")
        if targets:
            old = melds[targets[0]]
            self._lay(melds, targets[0], sequence_meld([*old.cards, *cards]), cards, seat, team,
                      events)
            return
        if not is_run(cards):
            illegal(
                f"{format_cards(cards)} is not a sequence: a sequence is cards of one suit "
                "in a row, from 4 up to the ace"
            )
        if not 3 <= len(cards) <= 7:
            illegal("a new sequence holds three to seven cards")
        self._lay(melds, -1, sequence_meld(cards), cards, seat, team, events)

    def _lay(
        self,
        melds: list[Meld],
        index: int,
        new: Meld,
        cards: Sequence[Card],
        seat: int,
        team: int,
        events: list[Event],
    ) -> None:
        """Put ``new`` at ``index`` of the side's melds (``-1``: a new meld) with its events."""
        was_canasta = index >= 0 and melds[index].is_canasta
        if index >= 0:
            melds[index] = new
            events.append(Event("extended", seat, team, tuple(cards), new.rank))
        else:
            melds.append(new)
            events.append(Event("melded", seat, team, new.cards, new.rank))
        if new.is_canasta and not was_canasta:
            events.append(
                Event("canasta", seat, team, new.cards, new.rank, data=self.canasta_kind(new))
            )

    def _place_wilds(
        self,
        melds: list[Meld],
        group: Group,
        seat: int,
        team: int,
        events: list[Event],
        illegal: Any,
    ) -> None:
        cards = group.cards
        index = next((i for i, m in enumerate(melds) if m.kind == "wild"), -1)
        if index >= 0:
            if melds[index].size + len(cards) > 7:
                illegal("a meld of wild cards holds at most seven cards")
            new = Meld.of(WILD, [*melds[index].cards, *cards], "wild")
        else:
            if not 3 <= len(cards) <= 7:
                illegal("a new meld of wild cards holds three to seven cards")
            new = Meld.of(WILD, cards, "wild")
        self._lay(melds, index, new, cards, seat, team, events)

    def meld_from_position(self, prefix: str | None, cards: tuple[Card, ...], text: str) -> Meld:
        from .errors import PositionError

        multi_rank = len({c.rank for c in cards if not self.is_wild(c)}) > 1
        if self.sequences and (prefix == SEQ or (prefix is None and multi_rank)):
            if not is_run(cards) or not 3 <= len(cards) <= 7:
                raise PositionError(f"meld '{text}' is not a sequence of three to seven cards")
            return sequence_meld(cards)
        if all(self.is_wild(c) for c in cards) and prefix in (None, WILD, "JK"):
            if not self.wild_melds or not 3 <= len(cards) <= 7:
                raise PositionError(f"meld '{text}': no such meld of wild cards here")
            return Meld.of(WILD, cards, "wild")
        return super().meld_from_position(prefix, cards, text)

    def extra_meld_candidates(self, state: GameState) -> list[Action]:
        """Sequences from the hand, cards extending the side's sequences, wild-card melds."""
        seat = state.turn
        team = state.team_of(seat)
        hand = state.hands[seat]
        melds = state.melds[team]
        out: list[Action] = []
        by_suit: dict[str, dict[str, Card]] = {}
        for c in hand:
            if c.rank in _STEP and self.sequences:
                by_suit.setdefault(c.suit, {})[c.rank] = c
        for cards_by_rank in by_suit.values():
            steps = sorted(_STEP[r] for r in cards_by_rank)
            runs: list[list[int]] = []
            for step in steps:
                if runs and step == runs[-1][-1] + 1:
                    runs[-1].append(step)
                else:
                    runs.append([step])
            for run in runs:
                for start in range(len(run)):
                    for end in range(start + 3, min(len(run), start + 7) + 1):
                        cards = tuple(cards_by_rank[SEQUENCE_RANKS[s]] for s in run[start:end])
                        out.append(Action("meld", (Group(cards, SEQ),)))
        for m in melds:
            if m.kind != "sequence":
                continue
            low, high = _STEP[m.cards[0].rank], _STEP[m.cards[-1].rank]
            suit = m.cards[0].suit
            for step in (low - 1, high + 1):
                if 0 <= step < len(SEQUENCE_RANKS):
                    extend = by_suit.get(suit, {}).get(SEQUENCE_RANKS[step])
                    if extend is not None:
                        out.append(Action("meld", (Group((extend,), SEQ),)))
        if self.wild_melds:
            wilds = [c for c in hand if self.is_wild(c)]
            has_wild_meld = any(m.kind == "wild" for m in melds)
            lowest = 1 if has_wild_meld else 3
            for n in range(lowest, min(len(wilds), 7) + 1):
                out.append(Action("meld", (Group(tuple(wilds[:n]), WILD),)))
        return out

    def plan_going_out(self, state: GameState) -> tuple[tuple[Group, ...], Card | None] | None:
        from .going_out_search import search_plan

        return search_plan(state)

    def meld_error(self, meld: Meld) -> str | None:
        if meld.kind == "sequence":
            if not is_run(meld.cards) or not 3 <= meld.size <= 7:
                return "not a sequence of three to seven cards"
            return None
        if meld.kind == "wild":
            if not self.wild_melds or not 3 <= meld.size <= 7:
                return "not a meld of three to seven wild cards"
            return None
        return super().meld_error(meld)

    # -- scoring --------------------------------------------------------------------------------
    def red_threes_positive(self, melds: Sequence[Meld]) -> bool:
        """Whether the side's red threes count for it (else against it)."""
        return bool(melds)

    def red_three_points(self, count: int, players: int, melds: Sequence[Meld]) -> int:
        """What a side's red threes score, sign included."""
        points = self.red_three_bonus(count, players) if count else 0
        return points if self.red_threes_positive(melds) else -points

    def extra_points(self, state: GameState, team: int) -> int:
        """Variant bonuses beyond melds, canastas, red threes and going out (Cuba)."""
        return 0

    #: The scoring screen's name for :meth:`extra_points`.
    extra_label: ClassVar[str] = N_("Bonuses")

    def extra_items(self, state: GameState, team: int) -> list[tuple[str, int]]:
        """:meth:`extra_points` by name, for the scoring screen."""
        return [(self.extra_label, self.extra_points(state, team))]

    def sequence_label(self) -> str:
        return N_("Escaleras") if self.sequence_name == "escalera" else N_("Sambas")

    def wild_label(self) -> str:
        return N_("Bolivias")

    def canasta_value(self, meld: Meld) -> int:
        if meld.kind == "sequence":
            return self.sequence_bonus
        if meld.kind == "wild":
            return self.wild_canasta_bonus
        return self.canasta_bonus(meld.is_natural)

    def hand_card_value(self, c: Card) -> int:
        if c.is_black_three:
            return self.black_three_in_hand
        return self.card_value(c)

    def table_penalty(self, melds: Sequence[Meld]) -> int:
        """Points a side loses for what lies on its table at the hand's end (Brazil)."""
        return 0

    def score_hand(self, state: GameState) -> HandResult:
        results = []
        for team, seats in enumerate(state.teams):
            melds = state.melds[team]
            melded = sum(self.card_value(c) for m in melds for c in m.cards)
            canastas = [m for m in melds if m.is_canasta]
            natural = sum(1 for m in canastas if m.kind == "group" and m.is_natural)
            mixed = sum(1 for m in canastas if m.kind == "group" and not m.is_natural)
            bonus = sum(self.canasta_value(m) for m in canastas if m.kind == "group")
            reds = len(state.red_threes[team])
            red_bonus = self.red_three_points(reds, state.players, melds)
            out = state.went_out is not None and state.went_out in seats
            concealed = out and state.concealed
            going_out = self.going_out_bonus(concealed) if out else 0
            in_hand = sum(self.hand_card_value(c) for s in seats for c in state.hands[s])
            extras = named(
                (self.sequence_label(),
                 sum(self.canasta_value(m) for m in canastas if m.kind == "sequence")),
                (self.wild_label(),
                 sum(self.canasta_value(m) for m in canastas if m.kind == "wild")),
                *self.extra_items(state, team),
                (N_("Short sequences"), -self.table_penalty(melds)),
            )
            special = sum(points for _, points in extras)
            total = melded + bonus + red_bonus + going_out - in_hand + special
            results.append(
                TeamScore(melded, natural, mixed, bonus, reds, red_bonus, going_out,
                          concealed, in_hand, special, total, extras,
                          canasta_rows((self.canasta_kind(m), self.canasta_value(m))
                                       for m in canastas if m.kind == "group"))
            )
        return HandResult(tuple(results), state.went_out, state.concealed)


class SambaRules(ShapedMelds):
    """Samba: Classic with sequences, three packs and draw two."""

    id: ClassVar[str] = "samba"
    title: ClassVar[str] = "Samba"
    player_counts: ClassVar[tuple[int, ...]] = (2, 3, 4, 6)
    sequences: ClassVar[bool] = True
    pickup_pair_only: ClassVar[bool] = True

    # -- the deal -------------------------------------------------------------------------------
    def packs(self, players: int) -> int:
        return 3

    def hand_size(self, players: int) -> int:
        return 15

    def draw_count(self, players: int) -> int:
        return 2

    def default_target(self, players: int) -> int:
        return 10000

    def minimum(self, score: int, players: int) -> int:
        if score >= 7000:
            return 150
        return super().minimum(score, 4)

    def canastas_to_go_out(self, players: int) -> int:
        return 2

    # -- melds ----------------------------------------------------------------------------------
    def max_wilds(self) -> int:
        return 2

    def extend_error(self, meld: Meld, cards: Sequence[Card]) -> str | None:
        if meld.is_canasta and any(self.is_wild(c) for c in cards):
            return "no wild card may join a finished canasta"
        return None

    def add_top_error(self, meld: Meld) -> str | None:
        if meld.size >= 7:
            return (
                f"your {plural(meld.rank)} already hold seven cards: take the pile with a "
                "natural pair instead"
            )
        return None

    # -- going out and scoring ------------------------------------------------------------------
    def going_out_error(self, melds: Sequence[Meld], players: int) -> str | None:
        have = sum(1 for m in melds if m.is_canasta)
        if have < 2:
            return "your side needs two canastas to go out"
        return None

    def going_out_bonus(self, concealed: bool) -> int:
        return 200  # no extra for going out concealed

    def red_three_bonus(self, count: int, players: int) -> int:
        if count == 6:
            return 1000
        return 100 * count

    def red_threes_positive(self, melds: Sequence[Meld]) -> bool:
        """Red threes count for the side only when it has two canastas."""
        return sum(1 for m in melds if m.is_canasta) >= 2


class BoliviaRules(SambaRules):
    """Bolivia: Samba with wild-card melds; an escalera is needed to go out."""

    id: ClassVar[str] = "bolivia"
    title: ClassVar[str] = "Bolivia"
    wild_melds: ClassVar[bool] = True
    sequence_name: ClassVar[str] = "escalera"
    black_three_in_hand: ClassVar[int] = 100

    def default_target(self, players: int) -> int:
        return 15000

    def going_out_progress(self, state: GameState, team: int) -> list[tuple[str, int, int]]:
        escalera = any(m.kind == "sequence" and m.is_canasta for m in state.melds[team])
        return [*super().going_out_progress(state, team), (N_("Escalera"), int(escalera), 1)]

    def going_out_error(self, melds: Sequence[Meld], players: int) -> str | None:
        error = super().going_out_error(melds, players)
        if error:
            return error
        if not any(m.kind == "sequence" and m.is_canasta for m in melds):
            return "one of your side's canastas must be an escalera to go out"
        return None


class BrazilRules(BoliviaRules):
    """Brazil: Bolivia to 10000 with a steeper opening table and a short-sequence penalty."""

    id: ClassVar[str] = "brazil"
    title: ClassVar[str] = "Brazil"
    wild_canasta_bonus: ClassVar[int] = 2000

    def default_target(self, players: int) -> int:
        return 10000

    def minimum(self, score: int, players: int) -> int:
        if score >= 8000:
            return 200
        if score >= 7000:
            return 150
        if score >= 5000:
            return 150
        return Rules.minimum(self, score, 4)

    def opening_error(
        self, state: GameState, team: int, value: int, melds: Sequence[Meld]
    ) -> str | None:
        score = state.scores[team]
        if 7000 <= score < 8000 and not any(m.is_canasta for m in melds):
            return "From 7000 points your side opens only with a canasta"
        natural = (m.is_canasta and m.wilds == 0 and m.kind != "wild" for m in melds)
        if score >= 9000 and not any(natural):  # seven twos are wild cards, not naturals
            return "From 9000 points your side opens only with a natural canasta"
        if 7000 <= score < 8000 or score >= 9000:
            return None
        return super().opening_error(state, team, value, melds)

    def red_three_bonus(self, count: int, players: int) -> int:
        return {5: 1000, 6: 1200}.get(count, 100 * count)

    def table_penalty(self, melds: Sequence[Meld]) -> int:
        return 1000 * sum(1 for m in melds if m.kind == "sequence" and m.size <= 5)


class ChileRules(SambaRules):
    """Chile: Samba with both sambas and bolivias; three packs, or four by option."""

    id: ClassVar[str] = "chile"
    title: ClassVar[str] = "Chile"
    wild_melds: ClassVar[bool] = True
    option_infos: ClassVar[tuple[OptionInfo, ...]] = (
        TARGET_OPTION,
        OptionInfo("packs", 3, "Packs", "Three packs (162 cards) or four (216).", (3, 4)),
    )

    def packs(self, players: int) -> int:
        return int(self.option("packs"))

    def red_three_bonus(self, count: int, players: int) -> int:
        if count == 2 * self.packs(players):
            return 200 * count  # all of them
        return 100 * count


class ItalyRules(SambaRules):
    """Italy: Samba to 15000, the pile always frozen, a starting pile as long as the first card
    says, and twos that are not wild for a side while its meld of twos is incomplete."""

    id: ClassVar[str] = "italy"
    title: ClassVar[str] = "Italian Canasta"
    pile_always_frozen: ClassVar[bool] = True

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
    ) -> tuple[tuple[Meld, ...], list[Event], bool, bool]:
        from .engine import illegal

        twos = next((m for m in state.melds[team] if m.rank == "2" and m.kind == "group"), None)
        fixed: list[Group] = []
        for group in groups:
            all_twos = all(c.is_two for c in group.cards)
            if all_twos and group.target in (None, "2"):
                fixed.append(Group(group.cards, "2"))  # a meld of twos, twos as naturals
                continue
            to_twos = group.target == "2"  # e.g. "2: 2C JK" joins the meld of twos
            incomplete = twos is not None and not twos.is_canasta
            if incomplete and not to_twos and any(c.is_two for c in group.cards):
                illegal(
                    "your side's twos are not wild until its meld of twos is a canasta: "
                    "they can only join the twos"
                )
            fixed.append(group)
        return super().combine(state, team, seat, fixed)

    def meld_from_position(self, prefix: str | None, cards: tuple[Card, ...], text: str) -> Meld:
        """A meld of twos is written ``2C 2D 2H`` or ``2: 2C 2D JK`` (twos as naturals)."""
        from .errors import PositionError

        if prefix in (None, "2") and cards and all(c.is_wild for c in cards):
            twos = sum(1 for c in cards if c.is_two)
            error = self.group_error("2", twos, len(cards) - twos)
            if len(cards) < 3:
                error = "a meld holds at least three cards"
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

    def group_error(self, rank: str, naturals: int, wilds: int) -> str | None:
        if rank == "2":
            if naturals < 2:
                return "a meld of twos needs at least two twos"
            if wilds > self.max_wilds():
                return f"a meld may hold at most {self.max_wilds()} jokers"
            return None
        return super().group_error(rank, naturals, wilds)


for _rules in (SambaRules, BoliviaRules, BrazilRules, ChileRules, ItalyRules):
    register(_rules.id, _rules, _rules.title)


class CubaRules(ShapedMelds):
    """Cuba: two packs to 7500, the pile always frozen, canastas of wild cards worth 2000 to
    4000 by their twos, threes scored by colour once the side has a canasta, and black threes
    taken with the pile leaving the game."""

    id: ClassVar[str] = "cuba"
    title: ClassVar[str] = "Cuban Canasta"
    player_counts: ClassVar[tuple[int, ...]] = (2, 3, 4, 6)
    wild_melds: ClassVar[bool] = True
    pile_always_frozen: ClassVar[bool] = True
    #: A side that removes all four black threes (taking them with the pile) scores this.
    all_black_threes_removed: ClassVar[int] = 100

    def default_target(self, players: int) -> int:
        return 7500

    def minimum(self, score: int, players: int) -> int:
        if score >= 5000:
            return 150
        return super().minimum(score, 4)

    def leaves_game_with_pile(self, c: Card) -> bool:
        return c.is_black_three

    def canasta_kind(self, meld: Meld) -> str:
        return "wild" if meld.kind == "wild" else super().canasta_kind(meld)

    def canasta_value(self, meld: Meld) -> int:
        if meld.kind == "wild":
            return wild_canasta_value(sum(1 for c in meld.cards if c.is_two))
        return super().canasta_value(meld)

    def threes_by_colour(self, count: int) -> int:
        """1, 2, 3, 4 threes of one colour: 100, 300, 500, 1000."""
        return (0, 100, 300, 500, 1000)[min(count, 4)] if count <= 4 else 1000 + (count - 4) * 100

    def red_three_points(self, count: int, players: int, melds: Sequence[Meld]) -> int:
        if not any(m.is_canasta for m in melds):
            return 0  # threes score only for a side with a canasta
        return self.threes_by_colour(count)

    def wild_label(self) -> str:
        return N_("Wild canastas")

    def extra_items(self, state: GameState, team: int) -> list[tuple[str, int]]:
        melds = state.melds[team]
        black = 0
        if any(m.is_canasta for m in melds):
            black = self.threes_by_colour(sum(m.size for m in melds if m.rank == "3"))
        packs = self.packs(state.players)
        removed = sum(1 for c in state.removed[team] if c.is_black_three) >= 2 * packs
        return [
            (N_("Black threes"), black),
            (N_("All black threes removed"), self.all_black_threes_removed if removed else 0),
        ]

    def extra_points(self, state: GameState, team: int) -> int:
        return sum(points for _, points in self.extra_items(state, team))


def wild_canasta_value(twos: int) -> int:
    """Cuba: a canasta of wild cards is worth 2000 + 2000 × twos / 7, rounded to the nearest
    hundred (all jokers and twos mixed: 2000 with no two … 4000 with seven twos)."""
    return int(round((2000 + 2000 * twos / 7) / 100)) * 100


register(CubaRules.id, CubaRules, CubaRules.title)
