"""Spanish Canasta (Canasta as played in Spain and Latin America).

What it changes from Classic:

* two to four players alone, four in two pairs, or six in two trios with four packs; 15 cards
  each; draw one card (two with two players: the reference keeps Classic's rules where it
  says nothing else, and the seed names no draw for two); game 7000 (or 5000, quick);
* the dealer cuts: an exact cut (fifteen cards a player; drawn at random as in Ponytail, flag
  ``cut-bonus:<team>``) scores 100 for his side if it has a canasta at the hand's end, against
  it if not;
* the starting pile: six cards face down (side pile 0, hidden) under one card face up; an ace,
  two, seven or joker face up (or a red three) is covered by one more card face down (side pile
  0 too) and another face up (seed 003: "kładzie się kolejną zakrytą kartę, a na niej kolejną
  odkrytą"), and freezes the pile until it is first taken; the face-down cards go to the hand
  of the first player to take it;
* in a hand's first round only the first player may take the pile; the others may take it from
  their second turn (flag ``first-round:<seat>`` until the seat's first turn begins);
* the first time a player takes the pile in a hand he needs a natural pair of the top card's
  rank, even when a partner has taken it before (seed 003: "Za pierwszym razem, gdy gracz
  pobiera stos", the player, not the side; flag ``took:<seat>`` once he has); after that the
  top card may join the side's meld unless the pile is frozen (by a wild card) or has a prize on
  top (an ace or a seven: seed 003, "chyba że stos ma na górze 'nagrodę'") — then a natural
  pair again;
* melds of three to seven cards with more natural cards than wild cards, at most three wild
  cards; melds of wild cards alone (``2: 2C 2D JK``) of three to seven cards;
* canastas: clean 500, mixed 300, concealed (seven cards laid in one move from the hand; flag
  ``concealed:<team>:<rank>``) 1000, of mixed wild cards 2000, of seven identical wild cards 3000;
  seven black threes laid at once (only with four packs) win the match;
* five canastas 500 more, seven 2000 more; red threes 100 each, four 800, for a side with a
  canasta and against one without; melded cards count against a side without a canasta; a black
  three left in a hand costs 100; going out 200, with a clean and a mixed canasta.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, ClassVar

from .actions import Group
from .cards import Card, add_sorted
from .dealing import CUT_FLAG, cut_flag, replace_red_threes, simulated_cut
from .ending import finish_hand
from .errors import PositionError
from .events import Event
from .going_out import Need, unmet
from .melds import Meld
from .options import OptionInfo
from .reasons import Reason, illegal
from .registry import register_rules
from .scoring import HandResult, TeamScore
from .shapes import Laid, ordered_melds
from .variants import Rules
from .words import N_

if TYPE_CHECKING:
    from .state import GameState

#: The prizes (seed 003: "nagroda"): they may not lie face up on the starting pile (another card
#: covers them), and one on top of the pile takes a natural pair even after the side's first
#: taking (a two or a joker on top blocks the pile anyway, so in play: aces and sevens).
PRIZES = frozenset({"A", "2", "7", "JK"})
FACE_DOWN = 6
#: The dealer's side scores this for an exact cut (fifteen cards a player), for it when it has a
#: canasta at the hand's end and against it otherwise (seed 003: "premię w wysokości 100
#: punktów, chociaż będą one dodatnie tylko wtedy, gdy utworzy kanastę").
EXACT_CUT_BONUS = 100
THREES = "3"  # rank of the black-threes canasta (kind "threes")
BLACK_THREES_WIN = "black threes"


#: The flag of a canasta laid down in one move, before the side's index and the rank.
CONCEALED_FLAG = "concealed:"


def concealed_flag(team: int, rank: str | None) -> str:
    """The side laid its canasta of ``rank`` down in one move (a concealed canasta, 1000)."""
    return f"{CONCEALED_FLAG}{team}:{rank}"


def took_flag(seat: int) -> str:
    """The seat has taken the pile this hand: from now on the top card may join its side's meld
    (seed 003 asks the natural pair of "gracz", the player, the first time he takes it)."""
    return f"took:{seat}"


def first_round_flag(seat: int) -> str:
    """The seat has not yet begun its first turn of the hand, so it may not take the pile (seed
    003: the first player may take the starting pile in his first turn, "a pozostali gracze
    będą mogli to zrobić dopiero w drugiej kolejce", the others only in their second)."""
    return f"first-round:{seat}"


def identical_wilds(meld: Meld) -> bool:
    """Seven twos or seven jokers."""
    return len({c.rank for c in meld.cards}) == 1


def is_clean(meld: Meld) -> bool:
    """A natural canasta, or seven identical wild cards (black threes are neither kind)."""
    if meld.kind == "wild":
        return identical_wilds(meld)
    return meld.kind == "group" and meld.is_natural


def is_mixed(meld: Meld) -> bool:
    """A canasta with wild cards among naturals, or of wild cards that are not all alike."""
    if meld.kind == "wild":
        return not identical_wilds(meld)
    return meld.kind == "group" and not meld.is_natural


#: To go out a side needs a clean and a mixed canasta.
NEEDS = (Need(N_("Clean canasta"), 1, is_clean), Need(N_("Mixed canasta"), 1, is_mixed))


class SpanishRules(Rules):
    """Spanish Canasta for 2, 3, 4 (alone or pairs) and 6 players (two trios, four packs)."""

    id: ClassVar[str] = "spanish"
    title: ClassVar[str] = "Spanish Canasta"
    player_counts: ClassVar[tuple[int, ...]] = (2, 3, 4, 6)
    default_players: ClassVar[int] = 4
    option_infos: ClassVar[tuple[OptionInfo, ...]] = (
        OptionInfo(
            "target_score",
            0,
            "Game target",
            "Points that win the game; 0 means the standard game (7000). 5000 is the quick game.",
            (0, 5000, 7000, 10000),
        ),
        OptionInfo(
            "four_alone",
            False,
            "Four players alone",
            "With four players everyone plays alone instead of in two pairs.",
        ),
    )
    aliases: ClassVar[tuple[str, ...]] = ("spain",)
    side_piles: ClassVar[str] = "face-down start"
    team_flags: ClassVar[tuple[str, ...]] = (CUT_FLAG, CONCEALED_FLAG)
    wild_melds: ClassVar[bool] = True
    action_cost: ClassVar[float] = 2.0
    black_three_in_hand: ClassVar[int] = 100
    black_threes_most: ClassVar[int] = 7  # laid at once, they win the match
    start_cover_face_down: ClassVar[int] = 1
    melds_count_without_canasta: ClassVar[bool] = False

    # -- the deal -------------------------------------------------------------------------------
    def teams_for(self, players: int) -> tuple[tuple[int, ...], ...]:
        if players == 4 and self.flag("four_alone"):
            return ((0,), (1,), (2,), (3,))
        return super().teams_for(players)

    def packs(self, players: int) -> int:
        return 4 if players == 6 else 2

    def hand_size(self, players: int) -> int:
        return 15

    def draw_count(self, players: int) -> int:
        return 2 if players == 2 else 1

    def deal_side_piles(
        self, stock: Sequence[Card], pos: int, players: int, dealer: int, seed: int,
        hand_number: int,
    ) -> tuple[int, tuple[tuple[Card, ...], ...], frozenset[str], list[Event]]:
        """The starting pile's six face-down cards (side pile 0); every seat but the first to
        play waits for its second turn to take the pile; the dealer's cut may score for (or
        against) its side."""
        first = (dealer + 1) % players
        flags = {first_round_flag(s) for s in range(players) if s != first}
        events: list[Event] = []
        exact = players * self.hand_size(players)
        cut = simulated_cut(seed, hand_number, exact)
        if cut == exact:  # the dealer cut exactly fifteen cards a player
            team = self.team_of(dealer, players)
            flags.add(cut_flag(team))
            events.append(Event("exact_cut", dealer, team, amount=cut, data=EXACT_CUT_BONUS))
        return pos + FACE_DOWN, (tuple(stock[pos : pos + FACE_DOWN]),), frozenset(flags), events

    def start_pile_needs_cover(self, c: Card) -> bool:
        return c.rank in PRIZES or c.is_red_three

    def freezes_pile(self, c: Card) -> bool:
        return c.is_wild

    def default_target(self, players: int) -> int:
        return 7000

    def minimum(self, score: int, players: int, hand_number: int = 0) -> int:
        return Rules.minimum(self, score, 4)

    def canastas_to_go_out(self, players: int) -> int:
        return 2

    # -- melds ----------------------------------------------------------------------------------
    def group_error(self, rank: str, naturals: int, wilds: int) -> Reason | None:
        if rank == "3":
            return Reason("spanish.threes")
        if naturals < 2:
            return Reason("group.few_naturals", n=2)
        if wilds > 3:
            return Reason("group.many_wilds", n=3)
        if wilds >= naturals:
            return Reason("group.more_naturals")
        if naturals + wilds > self.meld_cap:
            return Reason("group.seven_max")
        return None

    def wild_room(self, rank: str, naturals: int, wilds: int) -> int:
        return max(0, min(3 - wilds, naturals - 1 - wilds, self.meld_cap - naturals - wilds))

    def meld_error(self, meld: Meld) -> Reason | None:
        if meld.kind == "threes":
            if meld.size != 7 or not all(c.is_black_three for c in meld.cards):
                return Reason("spanish.threes_canasta")
            return None
        if meld.rank == "3":
            return Reason("spanish.threes_table")
        return super().meld_error(meld)

    def meld_from_position(self, prefix: str | None, cards: tuple[Card, ...], text: str) -> Meld:
        if cards and all(c.is_black_three for c in cards):
            if len(cards) != 7:
                raise PositionError(f"meld '{text}': black threes meld only seven at once")
            return Meld.of(THREES, cards, "threes")
        return super().meld_from_position(prefix, cards, text)

    def canasta_kind(self, meld: Meld) -> str:
        if meld.kind == "threes":
            return BLACK_THREES_WIN
        if meld.kind == "wild":
            return "wild clean" if identical_wilds(meld) else "wild mixed"
        return super().canasta_kind(meld)

    def pickup_error(self, state: GameState, team: int, group: Group) -> Reason | None:
        """Not in the seat's first round unless it plays first; the seat's first taking of the
        pile in a hand, and a prize on top, need a natural pair (``group``: the top card
        leads)."""
        if first_round_flag(state.turn) in state.flags:
            return Reason("spanish.first_round")
        top = group.cards[0]
        first = took_flag(state.turn) not in state.flags
        if first or top.rank in PRIZES:
            if sum(1 for c in group.cards if c.rank == top.rank) < 3:
                code = "spanish.prize_pickup"
                if first:  # a player alone has no partner whose taking could count
                    alone = len(state.teams[team]) == 1
                    code = "spanish.first_pickup_alone" if alone else "spanish.first_pickup"
                return Reason(code, names=top.rank)
        return None

    def combine(
        self, state: GameState, team: int, seat: int, groups: list[Group]
    ) -> Laid:
        threes = [g for g in groups if g.cards and all(c.is_black_three for c in g.cards)]
        if threes:
            cards = [c for g in threes for c in g.cards]
            if len(cards) != 7 or len(threes) != len(groups):
                illegal("spanish.black_threes")
            meld = Meld.of(THREES, cards, "threes")
            melds = ordered_melds([*state.melds[team], meld])
            events = [
                Event("melded", seat, team, meld.cards, THREES),
                Event("canasta", seat, team, meld.cards, THREES, data=BLACK_THREES_WIN),
            ]
            return Laid(melds, events, False, False)
        return super().combine(state, team, seat, groups)

    # -- the pile, concealed canastas, the match won --------------------------------------------
    def after_action(
        self, before: GameState, after: GameState, events: list[Event]
    ) -> tuple[GameState, list[Event]]:
        if after.is_hand_over or before.phase not in ("draw", "play"):
            return after, events
        seat = before.turn
        team = before.team_of(seat)
        flags = set(after.flags)
        extra: dict[str, Any] = {}
        added: list[Event] = []
        if before.phase == "draw":
            flags.discard(first_round_flag(seat))  # its first turn has begun: the wait is over
        if any(e.kind == "took_pile" for e in events):
            flags.add(took_flag(seat))
            # Each red three is laid down and replaced from the stock, as any red three a
            # player gets (seed 003): those among the starting pile's face-down cards, and
            # those the pile brought (a red three turned up, covered), which the engine laid
            # down.
            from_pile = sum(1 for e in events if e.kind == "red_three")
            face_down = after.side_piles[0] if after.side_piles else ()
            if face_down or from_pile:
                rest, reds, stock = replace_red_threes(face_down, after.stock, from_pile)
                hands = list(after.hands)
                hands[seat] = add_sorted(hands[seat], rest)
                rows = list(after.red_threes)
                rows[team] = rows[team] + tuple(reds)
                extra = {
                    "hands": tuple(hands),
                    "red_threes": tuple(rows),
                    "side_piles": ((), *after.side_piles[1:]) if face_down else after.side_piles,
                    "stock": stock,
                }
                added.append(Event("face_down_taken", seat, team, tuple(rest), private=True))
                added.extend(Event("red_three", seat, team, (c,)) for c in reds)
        # Seven cards or more laid as a new meld in one move from the hand are concealed; a
        # pickup's meld of the top card's rank holds a card the table saw, its others do not.
        shown = before.discard[-1].rank if before.phase == "draw" and before.discard else None
        for e in events:
            if (e.kind == "melded" and len(e.cards) >= 7 and e.rank not in ("2", THREES)
                    and e.rank != shown):
                flags.add(concealed_flag(team, e.rank))
        if flags != set(after.flags) or extra:
            after = after.replace(flags=frozenset(flags), **extra)
        events = [*events, *added]
        if any(e.kind == "canasta" and e.data == BLACK_THREES_WIN for e in events):
            return finish_hand(after.replace(ended_by=BLACK_THREES_WIN), events, seat)
        return after, events

    def wins_match(self, cards: Sequence[Card]) -> bool:
        # Black threes are laid only seven at once (:meth:`combine`).
        return len(cards) == 7 and all(c.is_black_three for c in cards)

    # -- going out and scoring ------------------------------------------------------------------
    def going_out_needs(self, players: int, side_size: int) -> tuple[Need, ...]:
        return NEEDS

    def going_out_error(
        self, state: GameState, team: int, melds: Sequence[Meld]
    ) -> Reason | None:
        short = unmet(NEEDS, melds)
        if not short:
            return None
        if len(short) == 2:
            return Reason("spanish.out")
        # One of the two is down: the one still missing is named.
        return Reason("spanish.out_clean" if short[0][0] is NEEDS[0] else "spanish.out_mixed")

    def going_out_bonus(self, concealed: bool) -> int:
        return 200

    def canasta_row(self, state: GameState, team: int, meld: Meld) -> str:
        """A concealed canasta (melded at once from the hand) scores 1000: a row apart."""
        if concealed_flag(team, meld.rank) in state.flags:
            return "concealed"
        return super().canasta_row(state, team, meld)

    def canasta_value(self, state: GameState, team: int, meld: Meld) -> int:
        """What one canasta of the side scores."""
        if meld.kind == "wild":
            return 3000 if identical_wilds(meld) else 2000
        if meld.kind == "threes":
            return 0
        if concealed_flag(team, meld.rank) in state.flags:
            return 1000
        return 500 if meld.is_natural else 300

    def red_threes_worth(self, count: int) -> int:
        """100 each, four 800 (with four packs each further one 100 more)."""
        return 100 * count if count < 4 else 800 + 100 * (count - 4)

    def red_threes_score(self, state: GameState, team: int) -> tuple[int, int]:
        count = len(state.red_threes[team])
        points = self.red_threes_worth(count)
        if not any(m.is_canasta for m in state.melds[team]):
            points = -points
        return count, points

    def score_items(self, state: GameState, team: int) -> list[tuple[str, int]]:
        canastas = sum(1 for m in state.melds[team] if m.is_canasta)
        many = 2000 if canastas >= 7 else 500 if canastas >= 5 else 0
        cut = 0
        if cut_flag(team) in state.flags:
            cut = EXACT_CUT_BONUS if canastas else -EXACT_CUT_BONUS
        return [(N_("Seven canastas") if canastas >= 7 else N_("Five canastas"), many),
                (N_("Exact cut"), cut)]

    def score_hand(self, state: GameState) -> HandResult:
        result = super().score_hand(state)
        if state.ended_by == BLACK_THREES_WIN and state.went_out is not None:
            teams = self._match_won(state, list(result.teams))
            return HandResult(tuple(teams), result.went_out, result.concealed)
        return result

    def _match_won(self, state: GameState, results: list[TeamScore]) -> list[TeamScore]:
        """Seven black threes win the match: the side gets what it needs to end the game on
        top (the target, and 100 above every other side)."""
        winner = state.team_of(state.went_out or 0)
        totals = [s + r.total for s, r in zip(state.scores, results, strict=True)]
        others = [t for i, t in enumerate(totals) if i != winner]
        need = max(self.target(state.players), max(others) + 100) - totals[winner]
        if need <= 0:
            return results
        r = results[winner]
        results[winner] = dataclasses.replace(
            r, special=r.special + need, total=r.total + need,
            extras=(*r.extras, (N_("Black threes win the match"), need)))
        return results

register_rules(SpanishRules)
