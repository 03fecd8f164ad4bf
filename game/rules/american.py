"""Modern American Canasta: four players in two partnerships, tournament rules.

What it changes from Classic:

* 13 cards each; two face-down **bonus piles** of 4 and 3 cards lie beside the pile (side piles
  0 and 1); the pile starts empty; draw one card; two canastas to go out; game 8500;
* the side that opens first takes the 4-card pile into the opener's hand, the other side the
  3-card pile when it opens (flags ``bonus4:<team>`` and ``bonus3:<team>`` say who took which),
  in the same move: an opening may leave the opener one card or none;
* opening 125 / 155 / 180 by score, with a meld of three natural cards among the opening melds
  (a canasta from the hand always opens); the pile is always frozen, and a side opens from its
  hand before the pile counts (the cards taken with the pile do not count for the minimum);
* melds hold at most seven cards (but the meld that leaves the seat its last card, thrown to
  go out) and two wild cards; sevens never take wild cards, aces only
  in the side's opening (then they are an ordinary meld); a canasta of sevens or of natural
  aces is worth 2500 and an unfinished one costs 2500; three sevens or three aces left in a
  hand cost 1500;
* melds of wild cards alone (``2: 2C 2D JK``): seven twos 3000, with all four jokers 2500, any
  other mix 2000; an unfinished one costs 2000;
* threes stay in the hand until the player lays them down with ``lay 3H`` (optional) and
  draws a replacement; red threes go to the side's ``red_threes``, black threes to its
  ``removed`` row; they score per colour 100 / 300 / 500 / 1000 — against a side with no
  canasta (threes in hand included), nothing with one canasta, for a side with two or more;
* discards: no threes and no wild cards except as the last card when going out, and no aces or
  sevens onto an empty pile, unless nothing else can be discarded; a player goes out by
  discarding, never by melding every card;
* **special hands** (``special``): a side that has not melded may end the hand at once with 14
  cards of one of these shapes; it scores that hand's value and nothing else.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING, ClassVar

from .actions import Action, Group
from .cards import JOKER, RANKS, Card, add_sorted, less_known, remove_cards
from .ending import finish_hand
from .errors import IllegalActionError, PositionError
from .events import Event
from .going_out import going_out_refusal
from .melds import Meld
from .options import OptionInfo
from .reasons import Reason, illegal
from .registry import register_rules
from .scoring import HandResult, TeamScore, named
from .shapes import WILD, Laid
from .variants import Rules
from .words import N_

if TYPE_CHECKING:
    from .state import GameState

SPECIAL = Action("special")
#: What each special hand scores (the side that shows it scores this and nothing else).
SPECIAL_HANDS: dict[str, int] = {
    "straight": 3000,  # one card of every rank, threes and twos included, and a joker
    "pairs": 2500,  # seven natural pairs of seven ranks
    "wild pairs": 2000,  # seven pairs among them twos, sevens and aces
    "garbage": 2000,  # two fours and two threes of a kind, natural cards only
}
#: The scoring screen's names of the special hands.
SPECIAL_HAND_LABELS: dict[str, str] = {
    "straight": N_("Special hand: straight"),
    "pairs": N_("Special hand: seven pairs"),
    "wild pairs": N_("Special hand: pairs with wild cards"),
    "garbage": N_("Special hand: garbage"),
}
#: Ranks whose melds take no wild cards and score 2500 as canastas.
SPECIAL_RANKS = ("7", "A")
BONUS_PILES = (4, 3)
#: The flags saying which side took each bonus pile, before the side's index.
BONUS_FLAGS = tuple(f"bonus{size}:" for size in BONUS_PILES)


def special_hand(hand: Sequence[Card]) -> str | None:
    """The special hand ``hand`` (14 cards) makes, or None."""
    if len(hand) != 14:
        return None
    counts = Counter(c.rank for c in hand)
    if counts[JOKER] == 1 and all(counts[r] == 1 for r in RANKS):
        return "straight"
    if counts[JOKER] or counts["3"]:
        return None
    shape = sorted(counts.values())
    if shape == [2] * 7:
        if "2" not in counts:
            return "pairs"
        if all(r in counts for r in ("2", "7", "A")):
            return "wild pairs"
        return None
    if shape == [3, 3, 4, 4] and "2" not in counts:
        return "garbage"
    return None


def threes_by_colour(count: int) -> int:
    """1, 2, 3, 4 threes of one colour: 100, 300, 500, 1000 (each further one 100 more)."""
    if count <= 4:
        return (0, 100, 300, 500, 1000)[count]
    return 1000 + 100 * (count - 4)


def wild_canasta_value(meld: Meld) -> int:
    """Seven twos 3000; all four jokers 2500; any other mix 2000."""
    if all(c.is_two for c in meld.cards):
        return 3000
    if sum(1 for c in meld.cards if c.is_joker) >= 4:
        return 2500
    return 2000


class AmericanRules(Rules):
    """Modern American Canasta (four players, two partnerships)."""

    id: ClassVar[str] = "american"
    title: ClassVar[str] = "Modern American Canasta"
    player_counts: ClassVar[tuple[int, ...]] = (4,)
    default_players: ClassVar[int] = 4
    option_infos: ClassVar[tuple[OptionInfo, ...]] = (
        OptionInfo(
            "target_score",
            0,
            "Game target",
            "Points that win the game; 0 means the usual target (8500).",
            (0, 5000, 7500, 8500, 10000),
        ),
    )
    aliases: ClassVar[tuple[str, ...]] = ("modern-american",)
    side_piles: ClassVar[str] = "bonus piles"
    team_flags: ClassVar[tuple[str, ...]] = BONUS_FLAGS
    threes_label: ClassVar[str] = N_("Red and black threes")
    wild_melds: ClassVar[bool] = True
    pile_always_frozen: ClassVar[bool] = True
    lays_down_red_threes: ClassVar[bool] = False
    turns_start_pile: ClassVar[bool] = False
    action_cost: ClassVar[float] = 2.2
    black_three_in_hand: ClassVar[int] = 0
    melds_count_without_canasta: ClassVar[bool] = False

    # -- the deal -------------------------------------------------------------------------------
    def packs(self, players: int) -> int:
        return 2

    def hand_size(self, players: int) -> int:
        return 13

    def draw_count(self, players: int) -> int:
        return 1

    def deal_side_piles(
        self, stock: Sequence[Card], pos: int, players: int, dealer: int, seed: int,
        hand_number: int,
    ) -> tuple[int, tuple[tuple[Card, ...], ...], frozenset[str], list[Event]]:
        """The two bonus piles, 4 and 3 cards, face down."""
        four = tuple(stock[pos : pos + 4])
        three = tuple(stock[pos + 4 : pos + 7])
        return pos + 7, (four, three), frozenset(), []

    def default_target(self, players: int) -> int:
        return 8500

    def minimum(self, score: int, players: int, hand_number: int = 0) -> int:
        if score < 3000:
            return 125
        if score < 5000:
            return 155
        return 180

    def canastas_to_go_out(self, players: int) -> int:
        return 2

    # -- cards ----------------------------------------------------------------------------------
    def card_value(self, c: Card) -> int:
        return 0 if c.is_three else super().card_value(c)

    # -- melds ----------------------------------------------------------------------------------
    def max_wilds(self) -> int:
        return 2

    def group_error(self, rank: str, naturals: int, wilds: int) -> Reason | None:
        if rank == "3":
            return Reason("american.threes_lay")
        if naturals < 2:
            return Reason("group.few_naturals", n=2)
        if rank == "7" and wilds:
            return Reason("american.sevens")
        if wilds > 2:
            return Reason("group.many_wilds", n=2)
        if naturals + wilds > self.meld_cap:
            return Reason("american.seven_max")
        return None

    def wild_room(self, rank: str, naturals: int, wilds: int) -> int:
        if rank == "7":
            return 0
        return max(0, min(2 - wilds, self.meld_cap - naturals - wilds))

    def going_out_rules(self) -> Rules:
        """A meld may hold eight cards or more only as the seat goes out with it (seed 000:
        "one common exception"; a wild card laid on a canasta for the win)."""
        found: Rules | None = self.__dict__.get("_going_out")
        if found is None:  # made once: the rules of a game are shared and never change
            found = self._going_out = AmericanGoingOutRules(self.options, self.preset)
        return found

    def combine(
        self, state: GameState, team: int, seat: int, groups: list[Group]
    ) -> Laid:
        """The melds that leave the seat one card, which it can only throw to go out, are laid
        by :meth:`going_out_rules` (whether the side may go out is judged after, as for any
        meld down to its last card)."""
        if state.phase == "play":
            left = len(state.hands[seat])
            for group in groups:
                left -= len(group.cards)
            if left <= 1 and not self.bonus_coming(state, team):
                out = self.going_out_rules()
                return out.combine(state.replace(rules=out), team, seat, groups)
        return super().combine(state, team, seat, groups)

    def meld_error(self, meld: Meld) -> Reason | None:
        if meld.rank == "3":
            return Reason("american.threes")
        # A meld past seven cards lies on the table once its side went out with it.
        return Rules.meld_error(self.going_out_rules(), meld)

    def meld_from_position(self, prefix: str | None, cards: tuple[Card, ...], text: str) -> Meld:
        if any(c.is_three for c in cards):
            raise PositionError(f"meld '{text}': threes are never melded")
        return Rules.meld_from_position(self.going_out_rules(), prefix, cards, text)

    def lay_error(self, state: GameState, team: int, group: Group) -> Reason | None:
        """Threes are never melded; aces take wild cards only in the side's opening (and
        then onto a meld of aces that has them)."""
        # One pass over the cards: the listing asks this of every group it weighs.
        wilds = False
        is_aces = group.target == "A"
        standard = self.standard_wilds
        for c in group.cards:
            if c.is_three:
                return Reason("american.threes_meld")
            if c.is_wild if standard else self.is_wild(c):
                wilds = True
            elif c.rank == "A":
                is_aces = True
        if is_aces and wilds and state.melds[team]:
            aces = state.meld_of(team, "A")
            if aces is None or aces.is_natural:
                return Reason("american.aces")
        return None

    def opening_value(self, state: GameState, value: int, melds: Sequence[Meld]) -> int:
        return self._from_hand(state, value, melds)[0]

    def _from_hand(
        self, state: GameState, value: int, melds: Sequence[Meld]
    ) -> tuple[int, list[Meld], bool]:
        """What an opening worth ``value`` counts, the melds that count, and whether a pair
        beside the pile's top card was left out (counted for nothing)."""
        own = list(melds)
        top = state.pile_top
        bare = False
        if state.phase == "draw" and top is not None:
            # Taking the pile: the opening is melded from the hand first, then the pile taken
            # (seed 000's official rule). The pile's top card never counts; the hand's cards
            # of its rank count when they are a meld of their own, whose natural pair then
            # takes the pile — a bare pair beside the top card is not part of the opening.
            own = []
            for m in melds:
                if m.kind != "group" or m.rank != top.rank:
                    own.append(m)
                    continue
                rest = list(m.cards)
                rest.remove(top)
                mine = Meld.of(m.rank, rest)
                if mine.size >= 3 and self.group_ok(mine.rank, mine.naturals, mine.wilds):
                    value -= self.card_value(top)
                    own.append(mine)
                else:
                    value -= sum(map(self.points.__getitem__, m.cards))
                    bare = True
        return value, own, bare

    def opening_error(
        self, state: GameState, team: int, value: int, melds: Sequence[Meld]
    ) -> Reason | None:
        value, own, bare = self._from_hand(state, value, melds)
        if any(m.is_canasta for m in own):
            return None  # a canasta from the hand always opens
        minimum = state.minimum(team)
        if value < minimum:
            # Where the pair that takes the pile was not counted, say so ("these melds count
            # 0" for a pair of kings left the player guessing why).
            code = ("american.opening_pair" if bare else
                    "american.opening_hand" if state.phase == "draw" else "opening.short")
            return Reason(code, minimum=minimum, value=value)
        if not any(m.kind == "group" and m.naturals >= 3 for m in own):
            return Reason("american.opening_naturals")
        return None

    # -- discards and going out -----------------------------------------------------------------
    def discard_error(self, state: GameState, c: Card) -> Reason | None:
        hand = state.hands[state.turn]
        if c.is_three:
            # Never short of going out (seed 000: "never, under any circumstances, threes"):
            # from a hand of threes one is laid down instead, which draws a card to throw;
            # only when none may be laid is a three thrown, or the turn could not end.
            if len(hand) == 1 or (all(x.is_three for x in hand)
                                  and self._lay_error(state, (c,)) is not None):
                return None
            return Reason("american.discard_three")
        if self.is_wild(c):
            if any(not x.is_three and not self.is_wild(x) for x in hand):
                return Reason("american.discard_wild")
            return None
        if c.rank in SPECIAL_RANKS and not state.discard:
            if any(not x.is_three and not self.is_wild(x) and x.rank not in SPECIAL_RANKS
                   for x in hand):
                return Reason("american.discard_special")
        return None

    def hand_emptied(
        self, state: GameState, seat: int, events: list[Event], discarded: bool
    ) -> GameState | None:
        if not discarded:
            # An opening of every card (each of the side's melds made by this very move): its
            # bonus pile comes in the same move (after_action).
            melded = {e.rank for e in events if e.kind == "melded"}
            if any(state.side_piles) and all(
                    m.rank in melded for m in state.melds[state.team_of(seat)]):
                return state
            illegal("american.out_by_discard")
        return None

    def going_out_error(
        self, state: GameState, team: int, melds: Sequence[Meld]
    ) -> Reason | None:
        if melds and self.bonus_coming(state, team):
            return None  # the opening's bonus pile joins the hand at once: not going out
        return super().going_out_error(state, team, melds)

    # -- bonus piles ----------------------------------------------------------------------------
    def bonus_coming(self, state: GameState, team: int) -> bool:
        """Whether melding now opens the side and so brings a bonus pile into the seat's hand
        in the same move (seed 000: the piles are taken at once after the opening), so that
        the meld may leave it one card or none."""
        return not state.melds[team] and any(state.side_piles)

    def after_action(
        self, before: GameState, after: GameState, events: list[Event]
    ) -> tuple[GameState, list[Event]]:
        if after.is_hand_over or len(after.side_piles) != 2:
            return after, events
        for team in range(len(after.teams)):
            if before.melds[team] or not after.melds[team]:
                continue
            index = 0 if after.side_piles[0] else 1
            cards = after.side_piles[index]
            if not cards:
                break
            seat = after.turn
            hands = list(after.hands)
            hands[seat] = add_sorted(hands[seat], cards)
            piles = list(after.side_piles)
            piles[index] = ()
            after = after.replace(
                hands=tuple(hands),
                side_piles=tuple(piles),
                flags=after.flags | {f"{BONUS_FLAGS[index]}{team}"},
            )
            events = [*events, Event("bonus_pile", seat, team, cards, data=index, private=True)]
            break
        return after, events

    # -- laying threes and special hands --------------------------------------------------------
    def special_actions(self, state: GameState) -> list[Action]:
        if state.phase != "play":
            return []
        seat = state.turn
        hand = state.hands[seat]
        out: list[Action] = []
        seen: set[bool] = set()
        for c in hand:
            if c.is_three and c.is_red not in seen:
                seen.add(c.is_red)
                action = Action("lay", (Group((c,)),))
                if self._lay_error(state, (c,)) is None:
                    out.append(action)
        if not state.melds[state.team_of(seat)] and special_hand(hand) is not None:
            out.append(SPECIAL)
        return out

    def _lay_error(self, state: GameState, cards: tuple[Card, ...]) -> Reason | None:
        if state.phase != "play":
            return Reason("american.lay_when")
        if not cards or any(not c.is_three for c in cards):
            return Reason("american.lay_only_threes")
        hand = state.hands[state.turn]
        rest = remove_cards(hand, cards)
        if rest is None:
            if len(cards) == 1:
                return Reason("hand.not_held", card=cards[0])
            return Reason("hand.not_held_cards", cards=cards)
        left = len(rest) + min(len(cards), len(state.stock))
        if left == 0:
            return Reason("american.keep_card")
        if left == 1:
            team = state.team_of(state.turn)
            error = going_out_refusal(state, team, state.melds[team])
            if error:
                return Reason("american.lay_down_to", count=1, error=error)
        return None

    def apply_special(self, state: GameState, action: Action) -> tuple[GameState, list[Event]]:
        seat = state.turn
        team = state.team_of(seat)
        if action.kind == "lay":
            cards = action.cards
            error = self._lay_error(state, cards)
            if error:
                raise IllegalActionError(error)
            rest = remove_cards(state.hands[seat], cards) or ()
            events: list[Event] = []
            reds = tuple(c for c in cards if c.is_red)
            blacks = tuple(c for c in cards if not c.is_red)
            for c in cards:
                events.append(Event("red_three" if c.is_red else "black_three", seat, team, (c,)))
            got = state.stock[: len(cards)]
            if got:
                events.append(Event("drew", seat, team, got, private=True))
            hands = list(state.hands)
            hands[seat] = add_sorted(rest, got)
            rows = list(state.red_threes)
            rows[team] = rows[team] + reds
            out = list(state.removed)
            out[team] = out[team] + blacks
            known = list(state.known)
            known[seat] = less_known(known[seat], state.hands[seat], rest)
            new = state.replace(
                hands=tuple(hands),
                stock=state.stock[len(got):],
                red_threes=tuple(rows),
                removed=tuple(out),
                known=tuple(known),
            )
            return new, events
        if action.kind == "special":
            if state.phase != "play":
                illegal("american.special_when")
            if state.melds[team]:
                illegal("american.special_first")
            name = special_hand(state.hands[seat])
            if name is None:
                illegal("american.special_none")
            ended = state.replace(ended_by=name)
            events = [Event("special_hand", seat, team, state.hands[seat], data=name)]
            return finish_hand(ended, events, seat)
        return super().apply_special(state, action)

    # -- scoring --------------------------------------------------------------------------------
    def canasta_kind(self, meld: Meld) -> str:
        if meld.kind == "wild":
            return "wild"
        if meld.rank in SPECIAL_RANKS and meld.is_natural:
            return "sevens" if meld.rank == "7" else "aces"
        return super().canasta_kind(meld)

    def canasta_value(self, state: GameState, team: int, meld: Meld) -> int:
        if meld.kind == "wild":
            return wild_canasta_value(meld)
        if meld.rank in SPECIAL_RANKS and meld.is_natural:
            return 2500
        return self.canasta_bonus(meld.is_natural)

    def unfinished_penalty(self, meld: Meld) -> int:
        """What an unfinished meld costs at the hand's end (sevens, natural aces, wild cards)."""
        if meld.is_canasta:
            return 0
        if meld.kind == "wild":
            return 2000
        if meld.rank in SPECIAL_RANKS and meld.is_natural:
            return 2500
        return 0

    def held_penalty(self, hand: Sequence[Card]) -> int:
        """Three or more sevens, or aces, left in one hand cost 1500 (each rank)."""
        held = Counter(c.rank for c in hand)
        return sum(1500 for r in SPECIAL_RANKS if held[r] >= 3)

    def red_threes_score(self, state: GameState, team: int) -> tuple[int, int]:
        """Threes laid down (red and black), and with no canasta the threes still held too, by
        colour: against a side with no canasta, nothing with one, for a side with two."""
        canastas = sum(1 for m in state.melds[team] if m.is_canasta)
        reds = [c for c in state.red_threes[team] if c.is_three]
        blacks = [c for c in state.removed[team] if c.is_three]
        if not canastas:
            held = [c for s in state.teams[team] for c in state.hands[s] if c.is_three]
            reds += [c for c in held if c.is_red]
            blacks += [c for c in held if not c.is_red]
        threes = threes_by_colour(len(reds)) + threes_by_colour(len(blacks))
        if not canastas:
            threes = -threes
        elif canastas == 1:
            threes = 0
        return len(reds) + len(blacks), threes

    def unfinished_cost(self, melds: Sequence[Meld]) -> int:
        return sum(map(self.unfinished_penalty, melds))

    def score_items(self, state: GameState, team: int) -> list[tuple[str, int]]:
        unfinished = self.unfinished_cost(state.melds[team])
        kept = sum(self.held_penalty(state.hands[s]) for s in state.teams[team])
        return [(N_("Unfinished melds"), -unfinished), (N_("Sevens or aces held"), -kept)]

    def score_hand(self, state: GameState) -> HandResult:
        """A special hand scores its value for its side and nothing else."""
        result = super().score_hand(state)
        special = state.ended_by if state.ended_by in SPECIAL_HANDS else None
        if special is None or state.went_out is None:
            return result
        value = SPECIAL_HANDS[special]
        shown = TeamScore(special=value, total=value,
                          extras=named((SPECIAL_HAND_LABELS.get(special, special), value)))
        teams = list(result.teams)
        teams[state.team_of(state.went_out)] = shown
        return HandResult(tuple(teams), result.went_out, result.concealed)


class AmericanGoingOutRules(AmericanRules):
    """Modern American Canasta for the meld with which a seat goes out: no meld is held to
    seven cards (never registered: :meth:`AmericanRules.going_out_rules` makes it)."""

    meld_cap: ClassVar[int] = 108  # every card of the two packs

    def going_out_rules(self) -> Rules:
        return self

    def combine(
        self, state: GameState, team: int, seat: int, groups: list[Group]
    ) -> Laid:
        return Rules.combine(self, state, team, seat, groups)


register_rules(AmericanRules)

__all__ = ["AmericanRules", "SPECIAL_HANDS", "special_hand", "threes_by_colour", "WILD"]
