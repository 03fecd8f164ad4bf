"""Modern American Canasta: four players in two partnerships, tournament rules.

What it changes from Classic:

* 13 cards each; two face-down **bonus piles** of 4 and 3 cards lie beside the pile (side piles
  0 and 1); the pile starts empty; draw one card; two canastas to go out; game 8500;
* the side that opens first takes the 4-card pile into the opener's hand, the other side the
  3-card pile when it opens (flags ``bonus4:<team>`` and ``bonus3:<team>`` say who took which);
* opening 125 / 155 / 180 by score, with a meld of three natural cards among the opening melds
  (a canasta from the hand always opens); the pile is always frozen, and a side opens from its
  hand before the pile counts (the cards taken with the pile do not count for the minimum);
* melds hold at most seven cards and two wild cards; sevens never take wild cards, aces only
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
from .cards import JOKER, RANKS, Card, add_sorted, format_cards, remove_cards
from .events import Event
from .melds import Meld
from .samba import WILD, ShapedMelds
from .scoring import HandResult, TeamScore, canasta_rows, named
from .variants import OptionInfo, register
from .words import N_, cards_word

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


class AmericanRules(ShapedMelds):
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
    threes_label: ClassVar[str] = N_("Red and black threes")
    wild_melds: ClassVar[bool] = True
    pile_always_frozen: ClassVar[bool] = True
    lays_down_red_threes: ClassVar[bool] = False
    turns_start_pile: ClassVar[bool] = False
    watches_actions: ClassVar[bool] = True
    checks_discards: ClassVar[bool] = True
    black_three_in_hand: ClassVar[int] = 0

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

    def minimum(self, score: int, players: int) -> int:
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

    def group_error(self, rank: str, naturals: int, wilds: int) -> str | None:
        if rank == "3":
            return "threes are never melded: lay them beside your side with 'lay'"
        if naturals < 2:
            return "a meld needs at least 2 natural cards"
        if rank == "7" and wilds:
            return "sevens never take wild cards"
        if wilds > 2:
            return "a meld may hold at most 2 wild cards"
        if naturals + wilds > 7:
            return "a meld holds at most seven cards"
        return None

    def wild_room(self, rank: str, naturals: int, wilds: int) -> int:
        if rank == "7":
            return 0
        return max(0, min(2 - wilds, 7 - naturals - wilds))

    def meld_error(self, meld: Meld) -> str | None:
        if meld.rank == "3":
            return "threes are never melded"
        return super().meld_error(meld)

    def meld_from_position(self, prefix: str | None, cards: tuple[Card, ...], text: str) -> Meld:
        from .errors import PositionError

        if any(c.is_three for c in cards):
            raise PositionError(f"meld '{text}': threes are never melded")
        return super().meld_from_position(prefix, cards, text)

    def combine(
        self, state: GameState, team: int, seat: int, groups: list[Group]
    ) -> tuple[tuple[Meld, ...], list[Event], bool, bool]:
        from .engine import illegal

        opened = bool(state.melds[team])
        aces = state.meld_of(team, "A")
        for group in groups:
            if any(c.is_three for c in group.cards):
                illegal("Threes are never melded: lay them beside your side with 'lay 3H'.")
            wilds = [c for c in group.cards if self.is_wild(c)]
            naturals = [c for c in group.cards if not self.is_wild(c)]
            is_aces = group.target == "A" or any(c.rank == "A" for c in naturals)
            if is_aces and wilds and opened and (aces is None or aces.is_natural):
                illegal(
                    "Aces take wild cards only in your side's opening; after that a meld of "
                    "aces stays natural."
                )
        return super().combine(state, team, seat, groups)

    def opening_error(
        self, state: GameState, team: int, value: int, melds: Sequence[Meld]
    ) -> str | None:
        own = list(melds)
        if state.phase == "draw" and state.pile_top is not None:
            # Taking the pile: the meld with the pile's top card is not part of the opening.
            rank = state.pile_top.rank
            taken = [m for m in melds if m.kind == "group" and m.rank == rank]
            value -= sum(self.card_value(c) for m in taken for c in m.cards)
            own = [m for m in melds if m not in taken]
        if any(m.is_canasta for m in own):
            return None  # a canasta from the hand always opens
        minimum = state.minimum(team)
        if value < minimum:
            where = " from your hand" if state.phase == "draw" else ""
            return f"Your side needs {minimum} points{where} to open; these melds count {value}"
        if not any(m.kind == "group" and m.naturals >= 3 for m in own):
            return "An opening must include a meld of three natural cards"
        return None

    # -- discards and going out -----------------------------------------------------------------
    def discard_error(self, state: GameState, c: Card) -> str | None:
        hand = state.hands[state.turn]
        if c.is_three:
            if all(x.is_three for x in hand):
                return None
            return "A three may be discarded only as your last card, when going out."
        if self.is_wild(c):
            if any(not x.is_three and not self.is_wild(x) for x in hand):
                return "A wild card may be discarded only when going out or with nothing else."
            return None
        if c.rank in SPECIAL_RANKS and not state.discard:
            if any(not x.is_three and not self.is_wild(x) and x.rank not in SPECIAL_RANKS
                   for x in hand):
                return "Aces and sevens may not be discarded onto an empty pile."
        return None

    def hand_emptied(
        self, state: GameState, seat: int, events: list[Event], discarded: bool
    ) -> GameState | None:
        from .engine import illegal

        if not discarded:
            illegal("Keep a card to discard: in this game you go out by discarding.")
        return None

    # -- bonus piles ----------------------------------------------------------------------------
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
                flags=after.flags | {f"bonus{BONUS_PILES[index]}:{team}"},
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

    def _lay_error(self, state: GameState, cards: tuple[Card, ...]) -> str | None:
        from .engine import going_out_error

        if state.phase != "play":
            return "Lay threes down after drawing, during your turn."
        if not cards or any(not c.is_three for c in cards):
            return "Only threes are laid down beside your side."
        hand = state.hands[state.turn]
        rest = remove_cards(hand, cards)
        if rest is None:
            return f"You do not hold {format_cards(cards)}."
        left = len(rest) + min(len(cards), len(state.stock))
        if left == 0:
            return "Keep a card to discard."
        if left == 1:
            error = going_out_error(state, state.team_of(state.turn), state.melds[
                state.team_of(state.turn)])
            if error:
                return f"You may not lay down to {cards_word(1)}: {error}."
        return None

    def apply_special(self, state: GameState, action: Action) -> tuple[GameState, list[Event]]:
        from .engine import finish_hand, illegal

        seat = state.turn
        team = state.team_of(seat)
        if action.kind == "lay":
            cards = action.cards
            error = self._lay_error(state, cards)
            if error:
                illegal(error)
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
            new = state.replace(
                hands=tuple(hands),
                stock=state.stock[len(got):],
                red_threes=tuple(rows),
                removed=tuple(out),
            )
            return new, events
        if action.kind == "special":
            if state.phase != "play":
                illegal("Show a special hand after drawing, during your turn.")
            if state.melds[team]:
                illegal("A special hand must be your side's first and only meld.")
            name = special_hand(state.hands[seat])
            if name is None:
                illegal(
                    "These 14 cards make no special hand (straight, seven pairs or garbage)."
                )
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

    def canasta_value(self, meld: Meld) -> int:
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

    def score_hand(self, state: GameState) -> HandResult:
        special = state.ended_by if state.ended_by in SPECIAL_HANDS else None
        special_team = (
            state.team_of(state.went_out) if special and state.went_out is not None else None
        )
        results = []
        for team, seats in enumerate(state.teams):
            if team == special_team and special is not None:
                value = SPECIAL_HANDS[special]
                results.append(TeamScore(0, 0, 0, 0, 0, 0, 0, False, 0, value, value,
                                         named((SPECIAL_HAND_LABELS.get(special, special),
                                                value))))
                continue
            melds = state.melds[team]
            canastas = [m for m in melds if m.is_canasta]
            melded = sum(self.card_value(c) for m in melds for c in m.cards)
            if not canastas:
                melded = -melded  # a side with no canasta loses what it melded
            natural = sum(1 for m in canastas if m.kind == "group" and m.is_natural)
            mixed = sum(1 for m in canastas if m.kind == "group" and not m.is_natural)
            bonus = sum(self.canasta_value(m) for m in canastas if m.kind == "group")
            wild_bonus = sum(self.canasta_value(m) for m in canastas if m.kind != "group")
            reds = [c for c in state.red_threes[team] if c.is_three]
            blacks = [c for c in state.removed[team] if c.is_three]
            if not canastas:  # threes still in the hands count against as well
                held = [c for s in seats for c in state.hands[s] if c.is_three]
                reds += [c for c in held if c.is_red]
                blacks += [c for c in held if not c.is_red]
            threes = threes_by_colour(len(reds)) + threes_by_colour(len(blacks))
            if not canastas:
                threes = -threes
            elif len(canastas) == 1:
                threes = 0
            out = state.went_out is not None and state.went_out in seats
            going_out = self.going_out_bonus(out and state.concealed) if out else 0
            in_hand = sum(self.card_value(c) for s in seats for c in state.hands[s])
            unfinished = sum(self.unfinished_penalty(m) for m in melds)
            kept = 0  # three or more sevens or aces left in one hand
            for s in seats:
                held_ranks = Counter(c.rank for c in state.hands[s])
                kept += sum(1500 for r in SPECIAL_RANKS if held_ranks[r] >= 3)
            extras = named(
                (N_("Wild canastas"), wild_bonus),
                (N_("Unfinished melds"), -unfinished),
                (N_("Sevens or aces held"), -kept),
            )
            extra = wild_bonus - unfinished - kept
            total = melded + bonus + threes + going_out - in_hand + extra
            results.append(
                TeamScore(melded, natural, mixed, bonus, len(reds) + len(blacks), threes,
                          going_out, out and state.concealed, in_hand, extra, total, extras,
                          canasta_rows((self.canasta_kind(m), self.canasta_value(m))
                                       for m in canastas if m.kind == "group"))
            )
        return HandResult(tuple(results), state.went_out, state.concealed)


register(AmericanRules.id, AmericanRules, AmericanRules.title)

__all__ = ["AmericanRules", "SPECIAL_HANDS", "special_hand", "threes_by_colour", "WILD"]
