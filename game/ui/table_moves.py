"""Turning what the player selected into engine actions.

The engine lists legal melds in one canonical form, but a player just picks cards; here we
build the plausible readings of a selection (which meld the wild cards join, which cards go
with the pile's top card) and keep the first one the engine accepts. When none is legal the
engine's own reason for the most natural reading is what the player sees.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence

from game.rules import Action, Card, GameState, Group, IllegalActionError, NotationError, pile
from game.rules.reasons import Reason

MAX_READINGS = 81  # 4 wild cards over 3 groups; beyond that the first reading is enough

#: Why a selection makes no action, before the engine is asked.
SELECTION: dict[str, str] = {
    "selection.none": "Select the cards to meld first.",
    "selection.wilds_only": "Click one of your melds to add wild cards to it.",
    "selection.wilds_alone": "Wild cards alone make no meld: select natural cards of one rank "
    "with them.",
    "selection.pile_empty": "The discard pile is empty.",
}


class SelectionReason(Reason, catalogue=SELECTION):
    """A reason from :data:`SELECTION`."""


#: Why a selection makes no action: a reason, or the error of an action that cannot be read.
Why = Reason | ValueError | None


def _split(cards: Sequence[Card]) -> tuple[dict[str, list[Card]], list[Card]]:
    naturals: dict[str, list[Card]] = {}
    wilds: list[Card] = []
    for c in cards:
        if c.is_wild:
            wilds.append(c)
        else:
            naturals.setdefault(c.rank, []).append(c)
    return naturals, wilds


def _readings(
    naturals: dict[str, list[Card]], wilds: list[Card]
) -> list[list[tuple[str, list[Card]]]]:
    """Every way to hand the wild cards to the natural groups (most natural first)."""
    ranks = sorted(naturals, key=lambda r: -len(naturals[r]))
    if not ranks:
        return []
    out = []
    for assign in itertools.islice(itertools.product(range(len(ranks)), repeat=len(wilds)),
                                   MAX_READINGS):
        groups = [(r, list(naturals[r])) for r in ranks]
        for w, g in zip(wilds, assign, strict=True):
            groups[g][1].append(w)
        out.append(groups)
    return out or [[(r, list(naturals[r])) for r in ranks]]


def _first_legal(state: GameState, candidates: Sequence[Action]) -> tuple[Action | None, Why]:
    """The first candidate the engine accepts, or None and the reason the first one fails."""
    reason: Why = None
    for i, action in enumerate(candidates):
        try:
            state.apply(action)
        except (IllegalActionError, NotationError) as error:
            if i == 0:
                reason = error
            continue
        return action, None
    return None, reason


def meld_action(
    state: GameState, cards: Sequence[Card], target: str | None = None
) -> tuple[Action | None, Why]:
    """The meld (or additions to meld `target`) that `cards` make, or None and why not."""
    if not cards:
        return None, SelectionReason("selection.none")
    if target is None and all(c.is_three for c in cards) and lays_threes(state):
        # Modern American: threes are laid down beside the side (and replaced), not melded.
        return _first_legal(state, [Action("lay", (Group(tuple(cards)),))])
    if target is not None:
        return _first_legal(state, [Action("meld", (Group(tuple(cards), target),))])
    naturals, wilds = _split(cards)
    candidates = []
    if _shaped(state):
        # Variants with sequences or wild-card melds: the engine reads the shape from the
        # cards themselves (a run of one suit, a meld of wild cards alone).
        candidates.append(Action("meld", (Group(tuple(cards)),)))
        if not naturals:
            candidates.append(Action("meld", (Group(tuple(cards), "2"),)))
        if len(naturals) == 1:
            candidates.append(Action("meld", (Group(tuple(cards), "SEQ"),)))
    team = state.team_of(state.to_act)
    if not naturals:
        if candidates:
            return _first_legal(state, candidates)
        if not state.melds[team]:  # no meld to click: say what makes one
            return None, SelectionReason("selection.wilds_alone")
        return None, SelectionReason("selection.wilds_only")
    existing = {m.rank for m in state.melds[team]}
    for reading in _readings(naturals, wilds):
        groups = []
        for rank, group in reading:
            # Wild cards bound for an existing meld must name it; naturals find it alone.
            groups.append(Group(tuple(group), rank if rank in existing else None))
        candidates.append(Action("meld", tuple(groups)))
    action, reason = _first_legal(state, candidates)
    if action is None and candidates and _shaped(state) and len(candidates) > 1:
        # The engine's reason for the plain reading may be about the shape; the group
        # reading's reason is the one a player expects when the cards share a rank.
        first = _first_legal(state, candidates[:1])[1]
        reason = first or reason
    return action, reason


def lays_threes(state: GameState) -> bool:
    """Whether threes are laid down by an action of their own here (Modern American): the
    rules list it for the seat to act while it holds a three it may lay."""
    return any(a.kind == "lay" for a in state.legal_actions())


def _shaped(state: GameState) -> bool:
    return state.rules.shaped


def meld_choices(state: GameState, cards: Sequence[Card]) -> list[tuple[str, Action]]:
    """When the same cards could join their rank's group or extend a sequence, both actions
    (labelled for a choice), else [] (nothing to ask)."""
    if not state.rules.sequences or not cards:
        return []
    ranks = {c.rank for c in cards}
    if len(ranks) != 1 or any(c.is_wild for c in cards):
        return []
    rank = next(iter(ranks))
    out = []
    for target in ("SEQ", rank):
        action = Action("meld", (Group(tuple(cards), target),))
        if state.is_legal(action):
            out.append((target, action))
    return out if len(out) > 1 else []


def pickup_action(state: GameState, cards: Sequence[Card]) -> tuple[Action | None, Why]:
    """Taking the pile with the selected cards (the top card's partners first)."""
    top = state.pile_top
    if not cards:
        return _first_legal(state, [Action("pickup")])
    if top is None:
        return None, SelectionReason("selection.pile_empty")
    naturals, wilds = _split(cards)
    with_top = naturals.pop(top.rank, [])
    candidates: list[Action] = []
    rest_readings = _readings(naturals, []) if naturals else [[]]
    # Wild cards either join the top card's group or the other melds.
    for n_wild in range(len(wilds) + 1):
        head = Group(tuple(with_top + wilds[:n_wild]))
        others = wilds[n_wild:]
        for reading in rest_readings:
            if others and not reading:
                continue
            for assign in itertools.islice(
                itertools.product(range(max(1, len(reading))), repeat=len(others)), MAX_READINGS
            ):
                groups = [list(g) for _, g in reading]
                for w, g in zip(others, assign, strict=True):
                    groups[g].append(w)
                tail = [Group(tuple(g)) for g in groups]
                candidates.append(Action("pickup", (head, *tail) if head.cards else tuple(tail)))
    # The most natural reading first: every wild card with the top card.
    candidates.sort(key=lambda a: -len(a.groups[0].cards) if a.groups else 0)
    return _first_legal(state, candidates or [Action("pickup")])


def staged_points(state: GameState, cards: Sequence[Card], with_pile_top: bool = False) -> int:
    """Points of the selected cards toward the opening minimum (black threes don't count)."""
    value = state.rules.card_value
    total = sum(value(c) for c in cards if not c.is_three)
    if with_pile_top and state.pile_top is not None:
        total += value(state.pile_top)
    return total


def discard_danger(state: GameState, c: Card) -> int | None:
    """The next opponent who could plainly take the pile with discard `c`, else None.

    Uses only what the player can see: the rules' answer (:func:`game.rules.pile.what_takes`)
    says the next seat's side takes the pile with its meld of that rank, or that seat was seen
    taking two of that rank with the pile and a pair would take it.
    """
    seat = state.to_act
    nxt = (seat + 1) % state.players
    if state.team_of(nxt) == state.team_of(seat):
        return None
    team = state.team_of(nxt)
    melds = {m.rank: m for m in state.melds[team] if m.kind == "group"}
    side = pile.after_throw(state.rules, c, len(state.discard), len(state.hands[nxt]),
                            state.frozen_for(team), state.opened(team), state.minimum(team),
                            melds)
    need = pile.what_takes(side)
    if need == 0:
        return nxt
    known = state.known[nxt] if state.known else ()
    if need is not None and sum(1 for k in known if k.rank == c.rank) >= 2:
        return nxt
    return None
