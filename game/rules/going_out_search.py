"""Going out in variants with sequences and wild-card melds: a small bounded search.

Classic's solver works on counts per rank; once cards can also form sequences the question is a
partition problem. Near the end of a hand the hand is small, so a depth-first search over the
ways to place the lowest remaining card finds a way out quickly. It gives up (answers "no") on
hands longer than :data:`MAX_HAND` cards or after :data:`MAX_NODES` placements, so a bot or the
``ask`` check never stalls; going out over several turns' melds is unaffected.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .actions import Action, Group
from .cards import Card
from .errors import IllegalActionError
from .shapes import surely_refused

if TYPE_CHECKING:
    from .state import GameState

MAX_HAND = 9
MAX_NODES = 400


def search_plan(state: GameState) -> tuple[tuple[Group, ...], Card | None] | None:
    """Groups to meld at once (and the card to discard) that take the seat out, or None.

    Each way is tried by applying it to ``state`` (so the engine's own judges decide), unless
    its shapes alone show it cannot be laid down (most ways fail so, and that look is cheap)."""
    if state.asked == "no" or state.phase != "play":
        return None
    seat = state.turn
    hand = list(state.hands[seat])
    if len(hand) > MAX_HAND:
        return None
    rules = state.rules
    team = state.team_of(seat)
    nodes = 0

    melds = state.melds[team]

    def works(groups: list[Group], leave: Card | None) -> bool:
        if not groups or surely_refused(rules, melds, groups):
            return False
        try:
            after, _ = state.apply(Action("meld", tuple(groups)))
        except IllegalActionError:
            return False
        if leave is None:
            return after.is_hand_over
        try:
            after.apply(Action("discard", card=leave))
        except IllegalActionError:
            return False
        return True

    def options(first: Card, rest: list[Card]) -> list[tuple[Group, list[Card]]]:
        """Ways to place ``first`` with some of ``rest``: (group, cards left)."""
        found: list[tuple[Group, list[Card]]] = []
        targets: list[str | None] = [None]
        if rules.is_wild(first):
            targets = [*(m.rank for m in state.melds[team]), "2", None]
        for target in targets:
            found.append((Group((first,), target), rest))
        same = [c for c in rest if c.rank == first.rank]
        wilds = [c for c in rest if rules.is_wild(c) and c.rank != first.rank]
        for n in range(1, len(same) + 1):
            for w in range(0, min(len(wilds), 3) + 1):
                used = same[:n] + wilds[:w]
                left = list(rest)
                for c in used:
                    left.remove(c)
                found.append((Group((first, *used)), left))
        suited = sorted((c for c in rest if c.suit == first.suit and c.rank != first.rank),
                        key=lambda c: c.order)
        for n in range(2, len(suited) + 1):
            used = suited[:n]
            left = list(rest)
            for c in used:
                left.remove(c)
            found.append((Group((first, *used), "SEQ"), left))
        return found

    def walk(rest: list[Card], groups: list[Group], leave: Card | None, left_out: bool) -> \
            tuple[tuple[Group, ...], Card | None] | None:
        nonlocal nodes
        nodes += 1
        if nodes > MAX_NODES:
            return None
        if not rest:
            return (tuple(groups), leave) if works(groups, leave) else None
        first, tail = rest[0], rest[1:]
        if not left_out:
            found = walk(tail, groups, first, True)
            if found:
                return found
        for group, left in options(first, tail):
            found = walk(left, [*groups, group], leave, left_out)
            if found:
                return found
        return None

    return walk(sorted(hand, key=lambda c: c.order), [], None, False)
