"""Going out: may this side go out now, and can this hand go out this turn?

:func:`going_out_refusal` is the one judge of "may the side go out with these melds now" (the
partner's "no", then the rules' own requirement, :meth:`~game.rules.variants.Rules.
going_out_error`); the engine asks it when a seat melds or discards down to its last cards,
the action generator and the variants' own actions ask it too.

What a side must have on the table to go out is data, the rules' :meth:`~game.rules.variants.
Rules.going_out_needs`: lines of :class:`Need` (so many canastas of a kind). The rules' judge,
the table's progress lines and the bots' plans all read the same lines (:func:`unmet`).

The rest is a small exact solver over ranks, not card permutations: can a hand go out this
turn? The engine asks it before allowing ``ask`` (a "yes" binds the player to go out, so
asking must be possible only when going out is), and after each meld while a "yes" stands;
bots use it to see a chance to go out.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .actions import Group
from .cards import Card
from .melds import Meld
from .reasons import Reason

if TYPE_CHECKING:
    from .state import GameState
    from .variants import Rules


@dataclass(frozen=True)
class Need:
    """One line of what a side must have on the table to go out: ``count`` canastas that
    ``fits`` accepts. Lines may overlap (Bolivia: two canastas, one of them an escalera);
    each line counts every canasta it accepts."""

    label: str  # the table's words for the line (translated by the interface)
    count: int
    fits: Callable[[Meld], bool]  # asked of canastas only
    missing: str = ""  # how a refusal names one that is missing, where the rules say so


def any_canasta(meld: Meld) -> bool:
    return True


def is_sequence(meld: Meld) -> bool:
    """A canasta that is a sequence (Bolivia's and Brazil's escalera): the going-out search
    bounds how many of these a way out can make, as it bounds canastas of every kind."""
    return meld.kind == "sequence"


def have(need: Need, melds: Sequence[Meld]) -> int:
    """How many of the side's canastas ``need`` accepts."""
    fits = need.fits
    return sum(1 for m in melds if m.is_canasta and fits(m))


def unmet(needs: Sequence[Need], melds: Sequence[Meld]) -> list[tuple[Need, int]]:
    """The lines a side with ``melds`` does not meet yet, each with how many canastas it
    still lacks (empty: the table lets the side go out)."""
    short = []
    for need in needs:
        got = have(need, melds)
        if got < need.count:
            short.append((need, need.count - got))
    return short


def progress(needs: Sequence[Need], melds: Sequence[Meld]) -> list[tuple[str, int, int]]:
    """Each line as (label, have, need), for the table."""
    return [(n.label, min(have(n, melds), n.count), n.count) for n in needs]


#: The rank of a meld of black threes (melded only in the turn its player goes out).
BLACK_THREES = "3"


def bound_to_go_out(state: GameState) -> bool:
    """Whether the seat playing its turn must go out this turn: its partner said yes, or it
    has melded black threes this turn — they are melded only in the turn their player goes
    out (seed 000: "in the last turn of the player who goes out"), not only as the last
    meld, and once down they bind as a "yes" does."""
    return state.asked == "yes" or BLACK_THREES in state.turn_new_ranks


def threes_bind(state: GameState) -> bool:
    """Whether black threes melded this turn (and no partner's "yes") bind the seat."""
    return BLACK_THREES in state.turn_new_ranks and state.asked != "yes"


def answer_out_of_phase(state: GameState) -> bool:
    """Whether an answer in ``state.asked`` stands where none can: while the partner is still
    to answer, or before drawing but where the question may be asked then (British, for
    acaba, which may be said before drawing)."""
    phase = state.phase
    return phase == "answer" or phase == "draw" and not state.rules.ask_without_going_out


def going_out_refusal(state: GameState, team: int, melds: Sequence[Meld]) -> Reason | None:
    """Why the side may not go out with ``melds`` now (its partner said no, or the rules'
    requirement is not met), or None when it may."""
    if state.asked == "no":
        return Reason("out.partner_no")
    return state.rules.going_out_error(state, team, melds)


def may_meld_out(state: GameState, team: int, rank: str, cards: tuple[Card, ...]) -> bool:
    """Whether a single-group meld of ``cards`` onto the side's ``rank`` (legal as a group) may
    leave the seat with at most one card: only when the side may then go out."""
    return going_out_refusal(state, team, melds_with(state.melds[team], rank, cards)) is None


def melds_with(melds: tuple[Meld, ...], rank: str, cards: tuple[Card, ...]) -> tuple[Meld, ...]:
    """A side's ``melds`` once ``cards`` (legal as a group) are laid down on its ``rank`` (in
    no particular order: what is asked of them does not depend on it)."""
    out = list(melds)
    for i, m in enumerate(out):
        if m.rank == rank and m.kind == "group":
            out[i] = m.add(cards)
            break
    else:
        out.append(Meld.of(rank, cards))
    return tuple(out)


def went_out_concealed(state: GameState, team: int) -> bool:
    """Whether the seat going out now goes out concealed: it melded nothing before this turn
    and added nothing to melds that were already down (its partner's). The rules reference
    asks no more; seed 000 also asks for a canasta of the player's own ("včetně alespoň jedné
    kanasty"), seed 001 does not, and the reference's choice is kept: the side's canasta,
    which going out needs, may be the partner's. (A seat playing alone whose side has melds
    has melded: the position reader counts it so.)"""
    return state.concealed_ok


def can_go_out(state: GameState) -> bool:
    """Whether the seat playing its turn can meld its hand (bar one discard) and go out now
    (where going out needs the partner's yes, once it has it: that is what asking is for)."""
    if state.asked == "no" or state.phase not in ("play", "answer"):
        return False
    probe = state if state.phase == "play" else state.replace(phase="play")
    if (probe.asked is None and probe.rules.going_out_needs_yes
            and len(probe.teams[probe.team_of(probe.turn)]) > 1):
        probe = probe.replace(asked="yes")
    return plan_going_out(probe) is not None


def can_meld_out(
    rules: Rules,
    players: int,
    hand: Sequence[Card],
    melds: Sequence[Meld],
    minimum: int | None,
) -> bool:
    """Whether ``hand`` can be melded onto ``melds`` (keeping at most one card to discard) so
    that the side meets the rules' going-out requirement. ``minimum`` is the opening minimum
    when the side has not opened yet, else None."""
    return _search(rules, players, hand, melds, minimum) is not None


def plan_going_out(state: GameState) -> tuple[tuple[Group, ...], Card | None] | None:
    """One way for the seat playing its turn to go out now: the groups to meld (all at once)
    and the card left to discard (None when every card is melded); None when it cannot."""
    if state.asked == "no" or state.phase != "play":
        return None
    # The engine asks before allowing "ask" and after each meld bound by a "yes", the
    # generator and the bots ask too: one search per state answers them all.
    return state.remembered("plan", lambda: _ranks_together(
        state.rules, state.rules.plan_going_out(state)))


def _ranks_together(
    rules: Rules, plan: tuple[tuple[Group, ...], Card | None] | None,
) -> tuple[tuple[Group, ...], Card | None] | None:
    """``plan`` with its black threes in one group, and (where a rank makes one meld, neither
    a second group nor a sequence to tell apart) its naturals of a rank in one group: they
    make one meld, laid at once, and a search that tries cards one by one may have found them
    as groups of one card each (the same meld, written as the listing and a hint would not
    write it: ``meld QS | QS | QH`` for ``meld QS QS QH``)."""
    if plan is None:
        return None
    groups, leave = plan
    by_key: dict[str, list[Group]] = {}
    plain = not (rules.sequences or rules.twin_melds)
    for g in groups:
        if g.target is not None or not g.cards:
            continue
        first = g.cards[0]
        if first.is_black_three and all(c.is_black_three for c in g.cards):
            by_key.setdefault("3", []).append(g)
        elif plain and first.is_natural and all(c.rank == first.rank for c in g.cards):
            by_key.setdefault(first.rank, []).append(g)
    for same in by_key.values():
        if len(same) < 2:
            continue
        merged = Group(tuple(c for g in same for c in g.cards))
        first_at = groups.index(same[0])
        rest = [g for g in groups if not any(g is s for s in same)]
        groups = (*rest[:first_at], merged, *rest[first_at:])
    return groups, leave


def classic_plan(state: GameState) -> tuple[tuple[Group, ...], Card | None] | None:
    """:func:`plan_going_out` for melds of one rank each (Classic and its close relatives)."""
    seat = state.turn
    team = state.team_of(seat)
    melds = state.melds[team]
    minimum = None if melds else state.minimum(team)
    return meld_out(state.rules, state.players, state.hands[seat], melds, minimum)


def meld_out(
    rules: Rules,
    players: int,
    hand: Sequence[Card],
    melds: Sequence[Meld],
    minimum: int | None,
) -> tuple[tuple[Group, ...], Card | None] | None:
    """One way to meld ``hand`` onto ``melds`` in groups of one rank (keeping at most one
    card to discard) so that the side has the canastas it needs to go out: the groups and the
    card left (None when every card is melded); None when there is none. ``minimum`` is the
    opening minimum when the side has not opened yet, else None. Bots ask it too, where a
    variant's own search gives up (sequences, wild-card melds)."""
    found = _search(rules, players, hand, melds, minimum)
    if found is None:
        return None
    leave, allocation = found
    rest = list(hand)
    if leave is not None:
        rest.remove(leave)
    wild_cards = [c for c in rest if rules.is_wild(c)]
    by_rank: dict[str, list[Card]] = {}
    for c in rest:
        if not rules.is_wild(c):
            by_rank.setdefault("3" if c.is_black_three else c.rank, []).append(c)
    groups: list[Group] = []
    for rank, cards in by_rank.items():
        w = allocation.get(rank, 0)
        groups.append(Group(tuple(cards) + tuple(wild_cards[:w])))
        del wild_cards[:w]
    for rank, w in allocation.items():
        if rank not in by_rank and w:
            groups.append(Group(tuple(wild_cards[:w]), rank))
            del wild_cards[:w]
    return tuple(groups), leave


def _search(
    rules: Rules,
    players: int,
    hand: Sequence[Card],
    melds: Sequence[Meld],
    minimum: int | None,
) -> tuple[Card | None, dict[str, int]] | None:
    """The card to leave out and the wild cards per meld rank of one way to go out."""
    hand_counts = _HandCounts(rules, hand)
    naturals, wilds, black_threes = hand_counts.naturals, hand_counts.wilds, hand_counts.black
    lone = hand_counts.lone_cards(rules, melds)
    if out_of_reach(rules, players, naturals, wilds, melds, len(lone)):
        return None
    need = rules.canastas_to_go_out(players)
    value = rules.points.__getitem__
    # The hand's points matter only to a side that has not opened.
    total = 0 if minimum is None else sum(map(value, hand))
    choices: list[Card | None]
    if lone:
        choices = [lone[0]]  # the one card that cannot be melded must be the discard
    else:
        choices = [None, *hand_counts.kinds]
    # Black threes are melded at once, three or four, and a meld of them takes no more: with
    # one on the table (six players hold six), the hand's black threes can only be the discard.
    threes_down = False
    if black_threes:
        for m in melds:
            if m.rank == "3":
                threes_down = True
                break
    for leave in choices:
        n_wilds, n_black, counts = wilds, black_threes, naturals
        points = total
        if leave is not None:
            if minimum is not None:
                points -= value(leave)
            if rules.is_wild(leave):
                n_wilds -= 1
            elif leave.is_black_three:
                n_black -= 1
            elif leave.is_red_three:
                pass  # a red three kept in the hand (Hand and Foot, Modern American) melds never
            else:
                counts = dict(naturals)
                counts[leave.rank] -= 1
                if not counts[leave.rank]:
                    del counts[leave.rank]
        if minimum is not None and points < minimum:
            continue
        if n_black and (threes_down or not 3 <= n_black <= 4):
            continue
        allocation = _fits(rules, counts, n_wilds, melds, need)
        if allocation is not None:
            return leave, allocation
    return None


def out_of_reach(
    rules: Rules,
    players: int,
    naturals: Mapping[str, int],
    wilds: int,
    melds: Sequence[Meld],
    lone: int,
) -> bool:
    """The quick looks before the search: True when a hand with these naturals per rank,
    ``wilds`` wild cards and ``lone`` cards that could never be melded surely cannot go out
    onto ``melds`` (the search would find no way). The generator asks it with the counts it
    made of the hand, and searches only when it is False."""
    if lone > 1:
        return True  # only one card can be discarded, and it cannot be two of these
    if not _canastas_possible(rules, naturals, wilds, melds, rules.canastas_to_go_out(players)):
        return True
    # New melds of two naturals need a wild card each, and leaving a card out for the discard
    # never lowers that need (a pair without one card is a lone card). Counted with loops:
    # the generator asks this for most hands it lists (a comprehension is a call of its own).
    pairs = 0
    for rank, n in naturals.items():
        if n == 2:
            pairs += 1
            for m in melds:
                if m.rank == rank and m.kind == "group":
                    pairs -= 1
                    break
    return pairs > wilds


class _HandCounts:
    """A hand counted for the search in one pass: naturals per rank (red threes apart), wild
    cards, black threes, and one card of each kind that may be left for the discard (each
    rank, each three by its suit), in the hand's order."""

    __slots__ = ("naturals", "wilds", "black", "kinds", "_firsts", "_reds", "_blacks")

    def __init__(self, rules: Rules, hand: Sequence[Card]) -> None:
        is_wild = None if rules.standard_wilds else rules.is_wild
        naturals: dict[str, int] = {}
        firsts: dict[str, Card] = {}
        reds: list[Card] = []
        blacks: list[Card] = []
        kinds: list[Card] = []
        tried: set[str] = set()
        wilds = 0
        for c in hand:
            key = str(c) if c.is_three else c.rank
            if key not in tried:
                tried.add(key)
                kinds.append(c)
            if c.is_wild if is_wild is None else is_wild(c):
                wilds += 1
            elif c.is_black_three:
                blacks.append(c)
            elif c.is_red_three:
                reds.append(c)
            elif c.rank in naturals:
                naturals[c.rank] += 1
            else:
                naturals[c.rank] = 1
                firsts[c.rank] = c
        self.naturals, self.wilds, self.black, self.kinds = naturals, wilds, len(blacks), kinds
        self._firsts, self._reds, self._blacks = firsts, reds, blacks

    def lone_cards(self, rules: Rules, melds: Sequence[Meld]) -> list[Card]:
        """Cards that could never be melded from this hand: lone naturals with no meld of their
        rank, red threes, black threes fewer than three (one of each, enough to rule out)."""
        lone = list(self._reds)
        if len(self._blacks) < 3:
            lone += self._blacks
        if rules.flag("three_wilds_any_naturals"):
            return lone
        ranks: set[str] = set()
        for m in melds:  # loops, not comprehensions (each one a call of its own)
            if m.kind == "group":
                ranks.add(m.rank)
        for rank, n in self.naturals.items():
            if n == 1 and rank not in ranks:
                lone.append(self._firsts[rank])
        return lone


def _canastas_possible(
    rules: Rules, naturals: Mapping[str, int], wilds: int, melds: Sequence[Meld], need: int
) -> bool:
    """A quick upper bound: could enough melds reach seven cards at all?"""
    # Loops over the few melds, no merged dictionary of sizes: asked of most hands listed.
    short = 7 - min(wilds, rules.max_wilds())  # a meld reaches seven with its wild cards
    have = 0
    grown: list[str] = []  # ranks of the side's groups short of a canasta
    for m in melds:
        size = len(m.cards)
        if size >= 7:
            have += 1
            if have >= need:
                return True  # the count only grows: no need to look further
        elif m.kind == "group":
            grown.append(m.rank)
            if size + naturals.get(m.rank, 0) >= short:
                have += 1
                if have >= need:
                    return True
    if have >= need:
        return True
    for rank, n in naturals.items():
        if n >= short and rank not in grown:
            have += 1
            if have >= need:
                return True
    return False


def _fits(
    rules: Rules,
    naturals: dict[str, int],
    wilds: int,
    melds: Sequence[Meld],
    need: int,
) -> dict[str, int] | None:
    """Wild cards per meld rank that meld every card and make ``need`` canastas, or None."""
    existing: dict[str, Meld] = {}
    for meld in melds:  # loops, not comprehensions (each one a call of its own)
        if meld.kind == "group":
            existing[meld.rank] = meld
    # Each slot: rank, size with its required wilds, room for more wilds, required wilds.
    slots: list[tuple[str, int, int, int]] = []
    required = 0
    for rank, n in naturals.items():
        m = existing.get(rank)
        if m is not None:
            nat = m.naturals + n
            if not rules.group_ok(rank, nat, m.wilds):
                return None
            slots.append((rank, len(m.cards) + n, rules.room(rank, nat, m.wilds), 0))
            continue
        room = rules.room(rank, n, 0)
        need_wilds = max(0, 3 - n)
        if need_wilds > room or not rules.group_ok(rank, n, need_wilds):
            return None
        required += need_wilds
        slots.append((rank, n + need_wilds, room - need_wilds, need_wilds))
    canastas = 0
    for m in melds:
        if m.kind == "group" and m.rank not in naturals:
            slots.append((m.rank, len(m.cards), rules.room(m.rank, m.naturals, m.wilds), 0))
        elif m.kind != "group" and m.is_canasta:
            canastas += 1
    rooms = 0
    allocation: dict[str, int] = {}
    for rank, _, room, base in slots:
        rooms += room
        if base:
            allocation[rank] = base
    if wilds < required or wilds - required > rooms:
        return None
    spare = wilds - required
    deficits = []
    for rank, size, room, _ in slots:
        if size >= 7:
            canastas += 1
        elif 7 - size <= room:
            deficits.append((7 - size, rank))
    for gap, rank in sorted(deficits):
        if gap > spare:
            break
        spare -= gap
        allocation[rank] = allocation.get(rank, 0) + gap
        canastas += 1
    if canastas < need:
        return None
    for rank, _, room, _ in slots:  # the rest of the wild cards wherever there is room
        if not spare:
            break
        extra = min(spare, room - (allocation.get(rank, 0) - _base(slots, rank)))
        if extra > 0:
            allocation[rank] = allocation.get(rank, 0) + extra
            spare -= extra
    return allocation


def _base(slots: list[tuple[str, int, int, int]], rank: str) -> int:
    return next(base for r, _, _, base in slots if r == rank)
