"""The opening: do these melds meet the side's minimum? Answered here only.

A side's first melds of a hand (its *opening*) must be worth at least its opening minimum
(:meth:`GameState.minimum`, by the side's score: the rules' ``minimum``). Variants add their
own conditions through :meth:`~game.rules.variants.Rules.opening_error` (Modern American: a
meld of three naturals; Brazil: a canasta from 7000 points). With the house rule "Pile only
after the opening", the pile's top card and the hand's cards melded with it do not count
toward it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from .actions import Group
from .cards import Card
from .melds import Meld
from .reasons import Reason

if TYPE_CHECKING:
    from .state import GameState
    from .variants import Rules


def counted_with_pile(
    state: GameState, top: Card, first: Sequence[Card], rest: Sequence[Group]
) -> tuple[Card, ...]:
    """The cards that count toward the opening when the pile is taken with ``top``, the hand's
    ``first`` group beside it and the ``rest`` of the groups melded at once."""
    rules = state.rules
    if rules.flag("pile_after_initial_meld"):
        # A group of the top card's rank joins its meld, however the move splits it: melded
        # with the top card, its cards do not count either.
        rank = top.rank
        return tuple(c for g in rest if _group_rank(rules, g) != rank for c in g.cards)
    return (top, *first, *(c for g in rest for c in g.cards))


def _group_rank(rules: Rules, group: Group) -> str | None:
    """The rank a group names or its naturals have (None: wild cards naming no meld)."""
    return group.target or next((c.rank for c in group.cards if not rules.is_wild(c)), None)


def pile_opening_points(state: GameState, groups: Sequence[Group]) -> int:
    """What taking the pile with ``groups`` (the first one beside the top card, the others
    melded with it) would count toward the opening of the side to act, as the engine counts
    it (whether the groups may be laid down is not asked): the table shows it while cards
    are selected."""
    rules = state.rules
    top = state.pile_top
    assert top is not None
    first = groups[0].cards if groups else ()
    # Groups of one rank make one meld, as the engine lays them (shapes.combine_groups).
    by_rank: dict[str, list[Card]] = {top.rank: [top, *first]}
    for group in groups[1:]:
        rank = _group_rank(rules, group)
        if rank is not None:
            by_rank.setdefault(rank, []).extend(group.cards)
    melds = [Meld.of(rank, cards) for rank, cards in by_rank.items()]
    counted = counted_with_pile(state, top, first, groups[1:])
    return rules.opening_value(state, sum(map(rules.points.__getitem__, counted)), melds)


def opening_refusal(
    state: GameState, team: int, cards: Sequence[Card], melds: Sequence[Meld], with_pile: bool
) -> Reason | None:
    """Why ``cards`` (what counts of the melds laid down) do not open for the side, whose melds
    would then be ``melds``; None when they do."""
    rules = state.rules
    value = sum(map(rules.points.__getitem__, cards))
    error = rules.opening_error(state, team, value, melds)
    if error and with_pile and rules.flag("pile_after_initial_meld"):
        return Reason("opening.pile_not_counted", error=error)
    return error
