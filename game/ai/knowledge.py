"""What a seat can work out from its view: card counts, melds, threats.

Everything here reads a :class:`PlayerView` only. Counting is by rank: every copy of a rank is
interchangeable for play, so "how many kings could the next player still hold" is a question of
how many kings are not yet seen anywhere.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from itertools import chain, filterfalse
from operator import attrgetter
from typing import Any

from game.rules import PlayerView, Rules, pile
from game.rules.actions import Action
from game.rules.cards import JOKER, Card
from game.rules.melds import Meld

from .goals import Plan, canastas_close, make_plan, pile_waits, short_of
from .inference import read_holds

_RANK = attrgetter("rank")
_IS_WILD = attrgetter("is_wild")
#: The ranks counted for what is unseen, jokers apart.
_RANKS = ("A", "K", "Q", "J", "T", "9", "8", "7", "6", "5", "4", "3", "2")


@dataclass
class Knowledge:
    """Derived facts about one view, computed once per decision."""

    view: PlayerView
    seat: int
    team: int
    hand_counts: Counter[str]  # natural ranks in my hand (black threes as "3")
    wilds_in_hand: int
    my_melds: dict[str, Meld]
    unseen: Counter[str]  # copies of each rank nobody has shown
    hidden_pool: int  # cards this seat cannot see: others' unknown hand cards plus the stock
    next_seat: int
    opponents: tuple[int, ...]
    _meld_cache: dict[int, dict[str, Meld]] = field(default_factory=dict)
    _threat: int | None = None
    _next_side: tuple[Any, ...] | None = None
    _plan: Plan | None = None
    _may_empty: bool | None = None
    _copies: Counter[Card] | None = None
    _unfinished: int | None = None
    #: Candidates a line wanting natural canastas keeps free of wild cards besides its own
    #: (:func:`game.ai.goals.make_plan`).
    spares: int = 1
    #: Whether lines wanting mixed canastas are given candidates (``make_plan``'s
    #: ``mixed_lines``).
    mixed_lines: bool = True

    def next_taker(self, card: Card) -> pile.Taker:
        """The next player's side facing the pile once ``card`` is thrown on it, in the terms
        of the rules' pile judge (what that side's facts are is worked out once a decision:
        the bot weighs every card it might throw)."""
        facts = self._next_side
        if facts is None:
            view = self.view
            nxt = self.next_seat
            team = view.team_of(nxt)
            facts = self._next_side = (len(view.pile), view.hand_sizes[nxt],
                                       view.frozen_for(team), view.opened(team),
                                       view.minimums[team], self.melds_of(team),
                                       tuple(m for m in view.melds[team]
                                             if m.kind == "sequence"))
        return pile.after_throw(self.view.rules, card, *facts)

    @property
    def rules(self) -> Rules:
        return self.view.rules

    @property
    def plan(self) -> Plan:
        """What the side builds toward going out (:func:`game.ai.goals.make_plan`)."""
        if self._plan is None:
            self._plan = make_plan(self.view, self.hand_counts, self.wilds_in_hand,
                                   self.unseen, self.spares, self.mixed_lines)
        return self._plan

    @property
    def copies(self) -> Counter[Card]:
        """How many of each card the hand holds (several packs: a card can be held twice)."""
        if self._copies is None:
            self._copies = Counter(self.view.hand)
        return self._copies

    @property
    def canastas_close(self) -> bool:
        """Whether a canasta takes no more cards in these rules (seven at most)."""
        return canastas_close(self.view.rules)

    @property
    def unfinished_now(self) -> int:
        """What the side's unfinished melds would cost if the hand ended now (the same for
        every action weighed in one decision: :func:`game.ai.laying.unfinished_risk`)."""
        if self._unfinished is None:
            view = self.view
            self._unfinished = view.rules.unfinished_cost(view.melds[self.team])
        return self._unfinished

    @property
    def may_empty(self) -> bool:
        """Whether this seat may play its hand down to nothing: its side meets the rules'
        lines for going out, or its foot waits to be taken up."""
        if self._may_empty is None:
            view = self.view
            self._may_empty = not short_of(view, self.team) or (
                view.rules.side_piles == "feet" and pile_waits(view, self.seat))
        return self._may_empty

    def melds_of(self, team: int) -> dict[str, Meld]:
        found = self._meld_cache.get(team)
        if found is None:
            found = self._meld_cache[team] = {
                m.rank: m for m in self.view.melds[team] if m.kind == "group"
            }
        return found

    def known_count(self, seat: int, rank: str) -> int:
        known = self.view.known[seat]
        if not known:  # the usual case, asked for every card weighed
            return 0
        return sum(1 for c in known if c.rank == rank)

    def p_holds(self, seat: int, rank: str, need: int) -> float:
        """Chance that ``seat`` holds at least ``need`` naturals of ``rank`` (binomial guess
        over the cards this seat cannot see)."""
        have = self.known_count(seat, rank)
        if have >= need:
            return 1.0
        unknown = self.view.hand_sizes[seat] - len(self.view.known[seat])
        pool = self.hidden_pool
        copies = self.unseen[rank]
        if unknown <= 0 or pool <= 0 or copies <= 0:
            return 0.0
        q = min(1.0, copies / pool)
        missing = need - have
        # P(at least `missing` successes in `unknown` draws), for missing in (1, 2).
        p0 = (1 - q) ** unknown
        if missing == 1:
            return 1 - p0
        p1 = unknown * q * (1 - q) ** (unknown - 1)
        return max(0.0, 1 - p0 - p1)

    def p_holds_read(self, seat: int, rank: str) -> tuple[float, float]:
        """Chances that ``seat`` holds at least one and at least two naturals of ``rank``,
        reading the table (:func:`game.ai.inference.read_holds`)."""
        p1, p2 = self.p_holds(seat, rank, 1), self.p_holds(seat, rank, 2)
        if self.known_count(seat, rank):
            return p1, p2  # cards seen taken with the pile outweigh the signs
        melded = rank in self.melds_of(self.view.team_of(seat))
        return read_holds(self.view, seat, rank, p1, p2, melded, self.unseen[rank])

    def hand_penalty(self) -> int:
        value = self.view.rules.card_value
        return sum(value(c) for c in self.view.hand)


def know(view: PlayerView, spares: int = 1, mixed_lines: bool = True) -> Knowledge:
    """Count what ``view``'s seat has seen (``spares``, ``mixed_lines``: see
    :class:`Knowledge`)."""
    rules = view.rules
    seat = view.seat
    players = view.players
    packs = rules.packs(players)
    # One pass over every visible card, counted in C (this runs on every rollout step of the
    # hard bot); the loops below ask the counts with get(), not a Counter's missing-key call.
    known = view.known
    seen = Counter(map(_RANK, chain.from_iterable(chain(
        (view.hand, view.pile),
        (m.cards for side in view.melds for m in side),
        view.red_threes,
        known[:seat],
        known[seat + 1:],
    ))))
    seen_of = seen.get
    copies = 4 * packs
    unseen: Counter[str] = Counter()
    for rank in _RANKS:
        left = copies - seen_of(rank, 0)
        unseen[rank] = left if left > 0 else 0
    unseen[JOKER] = max(0, rules.jokers_per_pack() * packs - seen_of(JOKER, 0))
    hidden = view.stock_size
    sizes = view.hand_sizes
    for s in range(players):
        if s != seat:
            hidden += sizes[s] - len(known[s])
    hand = view.hand
    counts = Counter(map(_RANK, filterfalse(
        _IS_WILD if rules.standard_wilds else rules.is_wild, hand)))
    team = view.team
    return Knowledge(
        view=view,
        seat=seat,
        team=team,
        hand_counts=counts,
        wilds_in_hand=len(hand) - counts.total(),
        my_melds={m.rank: m for m in view.melds[team] if m.kind == "group"},
        unseen=unseen,
        hidden_pool=hidden,
        next_seat=(seat + 1) % players,
        opponents=_opponents(view.teams, team),
        spares=spares,
        mixed_lines=mixed_lines,
    )


def _opponents(teams: tuple[tuple[int, ...], ...], team: int) -> tuple[int, ...]:
    """The seats of every side but ``team`` (remembered: a table has few seatings)."""
    key = (teams, team)
    found = _OPPONENTS.get(key)
    if found is None:
        partners = teams[team]
        seats = sum(map(len, teams))
        found = _OPPONENTS[key] = tuple(s for s in range(seats) if s not in partners)
    return found


_OPPONENTS: dict[tuple[tuple[tuple[int, ...], ...], int], tuple[int, ...]] = {}


def wild_count(view: PlayerView, cards: tuple[Card, ...]) -> int:
    rules = view.rules
    # Counted in C (the bots weigh every meld and pickup with it, on every rollout step).
    return sum(map(_IS_WILD if rules.standard_wilds else rules.is_wild, cards))


def goes_out(view: PlayerView, action: Action) -> bool:
    """Whether a meld leaves at most one card (so the seat goes out with it or next discard)."""
    return action.kind == "meld" and len(view.hand) - len(action.cards) <= 1
