"""Checks the listing shares between the draw and the play: an action judged by applying it (the
rare candidates whose legality hangs on going out or on black threes), a side's first melds
judged as an opening, and melds and pickups built as the plain tuples they are."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from . import opening
from .actions import Action, Group, plain_action
from .cards import Card
from .engine import apply_action
from .errors import IllegalActionError
from .melds import Meld
from .shapes import ordered_melds

if TYPE_CHECKING:
    from .state import GameState


def applies(state: GameState, action: Action) -> bool:
    """Whether the engine accepts ``action`` now (judged by applying it)."""
    try:
        apply_action(state, action)
    except IllegalActionError:
        return False
    return True


def opens(
    state: GameState,
    team: int,
    groups: tuple[Group, ...],
    with_top: Group | None = None,
    extra: tuple[Group, ...] = (),
    counted: bool = True,
) -> bool:
    """Whether these groups, laid down as a side's first melds (with the pile's top card when
    ``with_top`` is given: ``extra`` are the groups beside it), are legal and open for it.
    ``counted``: groups of one rank each, of different ranks, built from counts the rules
    allow: then only the variant's own conditions on each are asked, and their melds (new
    groups, the side having none) are made only where the variant's opening rules look at
    them. Other groups are laid down by the rules."""
    rules = state.rules
    laying = list(groups) if with_top is None else [with_top, *extra]
    melds: tuple[Meld, ...] = ()
    if not counted:
        try:
            melds = rules.combine(state, team, state.turn, laying).melds
        except IllegalActionError:
            return False
    else:
        if rules.checks_groups and any(rules.lay_error(state, team, g) for g in laying):
            return False
        if rules.checks_openings:
            melds = ordered_melds([Meld.of(g.target or g.cards[0].rank, g.cards)
                                   for g in laying])
    if with_top is None:
        worth: tuple[Card, ...] = tuple(c for g in groups for c in g.cards)
    else:
        worth = opening.counted_with_pile(state, with_top.cards[0], with_top.cards[1:], extra)
    return opening.opening_refusal(
        state, team, worth, melds, with_pile=with_top is not None
    ) is None


#: ``Action("meld", groups)`` and ``Action("pickup", groups)`` as plain tuples (in C).
meld_action: Callable[[tuple[Group, ...]], Action] = partial(plain_action, "meld")
pickup_action: Callable[[tuple[Group, ...]], Action] = partial(plain_action, "pickup")
