"""Going out in variants with sequences and wild-card melds: a small bounded search.

Classic's solver works on counts per rank; once cards can also form sequences the question is a
partition problem. Near the end of a hand the hand is small, so a depth-first search over the
ways to place the lowest remaining card finds a way out quickly. It gives up (answers "no") on
hands longer than :data:`MAX_HAND` cards or after :data:`MAX_NODES` placements, so a bot or the
``ask`` check never stalls; going out over several turns' melds is unaffected.

The search visits the ways in a fixed order and counts every placement it reaches, so its
answer is fixed by that order and that limit. It skips what cannot work without changing the
answer: a branch whose groups the shapes' judges already refuse, whatever comes after, or
that cannot make the sequence canastas the rules ask (Bolivia's and Brazil's escalera), is
counted (by the size of that branch) but not walked.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from .actions import Action, Group
from .cards import Card
from .discarding import discard_refusal
from .errors import IllegalActionError
from .going_out import is_sequence
from .reach import Look

if TYPE_CHECKING:
    from .melds import Meld
    from .state import GameState
    from .variants import Rules

MAX_HAND = 9
MAX_NODES = 400

Cards = tuple[Card, ...]
Plan = tuple[tuple[Group, ...], Card | None]

#: Placements walked by every search so far (see :func:`placements_walked`).
_walked = 0


def placements_walked() -> int:
    """How many placements the searches have walked since the program started: a count of
    their work that is the same on every machine. The hard bot charges its rollouts by it (a
    search that fails walks hundreds, and a rollout meeting many such costs several times an
    ordinary one), where a clock would make its play depend on the machine."""
    return _walked


#: A variant's own quick look at a way begun: given the groups laid so far (the last one just
#: added) and the cards still to place, True when no way that goes on from there can take the
#: seat out (Hand and Foot: too few natural or mixed canastas in reach). Before the search
#: starts, the rules' ``going_out_in_reach`` looks at the whole hand.
Hopeless = Callable[[list[Group], Cards], bool]


def gives_up(state: GameState) -> bool:
    """Whether the variant looks for a way out with this search (sequences, melds of wild
    cards, Hand and Foot's own), and the seat's hand is too long for it: then "no way out"
    means "not looked for", and a refusal must say so."""
    return state.rules.searches_going_out and len(state.hands[state.turn]) > MAX_HAND


def first_look(rules: Rules, melds: Sequence[Meld], hand: Cards) -> tuple[Look, list[Card]]:
    """The search's look at a side's ``melds`` and the seat's ``hand``, and its first answer:
    the hand's cards no meld could take (two or more, and there is no way out; one, and it is
    the card a way out keeps). The listing asks it too, of the hand black threes would leave.
    """
    # Every way tried takes the seat out: looked at by the rules such a meld is laid by.
    look = Look(rules.going_out_rules(), melds, hand)
    # The cheaper look first: cards no meld could take refuse more hands than the canastas
    # in reach do, at two thirds of the cost.
    return look, look.stranded(hand)


def search_plan(state: GameState, hopeless: Hopeless | None = None) -> Plan | None:
    """Groups to meld at once (and the card to discard) that take the seat out, or None.

    Each way is tried by applying it to ``state`` (so the engine's own judges decide), unless
    its shapes alone show it cannot be laid down (most ways fail so, and that look is cheap),
    or ``hopeless`` says no way on from it can. Either look only skips ways that would fail:
    a branch skipped is counted as walked, so the answer is the same as without them."""
    if state.asked == "no" or state.phase != "play":
        return None
    seat = state.turn
    hand = state.hands[seat]
    if len(hand) > MAX_HAND:
        return None
    rules = state.rules
    team = state.team_of(seat)
    melds = state.melds[team]
    look, stranded = first_look(rules, melds, hand)
    if len(stranded) > 1:
        return None  # only one card can be left to discard
    may_empty = rules.hand_may_empty(state, seat)
    if not may_empty and not rules.going_out_in_reach(state, team):
        return None  # every way would go out, and the side cannot this turn
    # Every way out empties the hand (bar a foot still to take up): the side must then hold
    # the canastas the rules ask at the least.
    canastas = 0 if may_empty else rules.canastas_to_go_out(state.players)
    # And the sequences among them where a line of the need asks for those (Bolivia's and
    # Brazil's escalera): most ways that reach enough canastas make none, which only laying
    # them down used to find.
    sequences = 0 if may_empty else max(
        (need.count for need in rules.side_needs(state, team) if need.fits is is_sequence),
        default=0)
    # Where a lone wild card may go: each of the side's melds, a meld of wild cards, or a
    # group of its own.
    targets: list[str | None] = [*(m.rank for m in melds), "2", None]
    # A card no meld could take is the only one a way out can keep.
    keep = stranded[0] if stranded else None
    search = _Search(state, rules, look, canastas, sequences, targets, hopeless, keep)
    found = search.walk(tuple(sorted(hand, key=lambda c: c.order)), [], None, False)
    global _walked
    _walked += search.visits
    return found


class _Search:
    """One search of :func:`search_plan`. An object, not nested functions: recursive closures
    refer to themselves through their cells, reference cycles (with the state and every way
    tried) that only the garbage collector frees, and those cycles made most of its
    collections."""

    __slots__ = ("state", "rules", "look", "canastas", "sequences", "targets", "hopeless",
                 "keep", "placements", "sizes", "nodes", "visits")

    def __init__(self, state: GameState, rules: Rules, look: Look, canastas: int,
                 sequences: int, targets: list[str | None], hopeless: Hopeless | None,
                 keep: Card | None = None) -> None:
        self.state = state
        self.rules = rules
        self.look = look
        # The canastas a way out must leave the side at the least, and the sequences among
        # them (Bolivia's and Brazil's escalera).
        self.canastas = canastas
        self.sequences = sequences
        self.targets = targets
        self.hopeless = hopeless
        # The card every way out must keep to discard (the hand's one card no meld could
        # take), or None: ways keeping another card, or placing this one, are counted (by
        # the size of their branch) but not walked.
        self.keep = keep
        self.placements: dict[Cards, list[tuple[Group, Cards]]] = {}
        self.sizes: dict[tuple[Cards, bool], int] = {}
        self.nodes = 0  # placements counted, skipped branches included (the limit's count)
        self.visits = 0  # placements walked

    def works(self, groups: list[Group], leave: Card | None, looked: bool) -> bool:
        # ``looked``: the walk has just asked the quick look of these groups and this card to
        # leave, with nothing more to come.
        if not groups or not looked and self.look.refused(groups, (), leave):
            return False
        most, sequences = self.look.canastas_after(groups)
        if most < self.canastas or sequences < self.sequences:
            return False
        try:
            after, _ = self.state.apply(Action("meld", tuple(groups)))
        except IllegalActionError:
            return False
        if leave is None:
            return after.is_hand_over
        # The discard's own judge: applying it would score the hand the seat goes out of.
        return after.phase == "play" and discard_refusal(after, leave) is None

    def options(self, rest: Cards) -> list[tuple[Group, Cards]]:
        """Ways to place ``rest[0]`` with some of the other cards: (group, cards left)."""
        found = self.placements.get(rest)
        if found is None:
            found = self.placements[rest] = _options(self.rules, rest, self.targets)
        return found

    def size(self, rest: Cards, left_out: bool) -> int:
        """The placements a walk from here counts (at most one more than the limit)."""
        key = (rest, left_out)
        sizes = self.sizes
        count = sizes.get(key)
        if count is None:
            count = 1
            if rest:
                if not left_out:
                    count += self.size(rest[1:], True)
                for _, left in self.options(rest):
                    if count > MAX_NODES:
                        break
                    count += self.size(left, left_out)
            count = sizes[key] = min(count, MAX_NODES + 1)
        return count

    def walk(self, rest: Cards, groups: list[Group], leave: Card | None, left_out: bool,
             looked: bool = False) -> Plan | None:
        self.nodes += 1
        self.visits += 1
        if self.nodes > MAX_NODES:
            return None
        if not rest:
            return (tuple(groups), leave) if self.works(groups, leave, looked) else None
        keep = self.keep
        if not left_out:
            if keep is None or rest[0] == keep:
                found = self.walk(rest[1:], groups, rest[0], True)
                if found:
                    return found
            else:
                self.nodes += self.size(rest[1:], True)
                if self.nodes > MAX_NODES:
                    return None
            if rest[0] == keep:
                for _, left in self.options(rest):
                    self.nodes += self.size(left, False)
                    if self.nodes > MAX_NODES:
                        return None
                return None
        look, hopeless = self.look, self.hopeless
        sequences = self.sequences
        for group, left in self.options(rest):
            grown = [*groups, group]
            if look.refused(grown, left, leave) or hopeless is not None and hopeless(
                    grown, left) or sequences and look.sequences_after(grown, left) < sequences:
                # Nothing below can work: count it as walked.
                self.nodes += self.size(left, left_out)
                if self.nodes > MAX_NODES:
                    return None
                continue
            found = self.walk(left, grown, leave, left_out, True)
            if found:
                return found
        return None


def _options(rules: Rules, rest: Cards, targets: list[str | None]) -> list[tuple[Group, Cards]]:
    """Ways to place ``rest[0]`` with some of the other cards: (group, cards left), in the
    order the search tries them: alone (a wild card onto each meld it may name), with cards of
    its rank and wild cards, as the lowest card of a sequence of its suit."""
    is_wild = rules.is_wild
    first, tail = rest[0], rest[1:]
    found: list[tuple[Group, Cards]] = []
    for target in targets if is_wild(first) else (None,):
        found.append((Group((first,), target), tail))
    same = [c for c in tail if c.rank == first.rank]
    wilds = [c for c in tail if is_wild(c) and c.rank != first.rank]
    for n in range(1, len(same) + 1):
        for w in range(0, min(len(wilds), 3) + 1):
            used = same[:n] + wilds[:w]
            found.append((Group((first, *used)), _without(tail, used)))
    suited = sorted((c for c in tail if c.suit == first.suit and c.rank != first.rank),
                    key=lambda c: c.order)
    for n in range(2, len(suited) + 1):
        used = suited[:n]
        found.append((Group((first, *used), "SEQ"), _without(tail, used)))
    return found


def _without(cards: Cards, used: list[Card]) -> Cards:
    left = list(cards)
    for c in used:
        left.remove(c)
    return tuple(left)
