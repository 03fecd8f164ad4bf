"""Turning what the player selected into engine actions.

The engine lists legal melds in one canonical form, but a player just picks cards; here we
build the plausible readings of a selection (which group each wild card joins, which cards go
with the pile's top card) and keep those the engine accepts, one for each table they make, the
most natural first: where there are several the table asks which (game/ui/table_dialogs.py).
When none is legal the engine's reason for the most natural reading is what the player sees.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence

from game.rules import (
    Action,
    Card,
    GameState,
    Group,
    IllegalActionError,
    NotationError,
    opening,
    pile,
)
from game.rules.reasons import Reason
from game.rules.shapes import STEP, suit_outnumbers_rank

#: At most this many readings of a selection are put to the engine (those whose groups' counts
#: the rules allow; a hand of Hand and Foot may hold a dozen wild cards).
MAX_READINGS = 400
#: At most this many ways to share the wild cards are looked at (most of them fail the
#: counts where a dozen wild cards meet many groups): a click is answered within a tenth of a
#: second natively, ten wild cards over six groups included.
MAX_SHARES = 20_000

#: Why a selection makes no action, before the engine is asked.
SELECTION: dict[str, str] = {
    "selection.none": "Select the cards to meld first.",
    "selection.wilds_only": "Click one of your melds to add wild cards to it.",
    "selection.wilds_alone": "Wild cards alone make no meld: select natural cards of one rank "
    "with them.",
    "selection.wilds_too_few": "Click one of your melds to add wild cards to it; a meld of "
    "wild cards of their own needs three to seven.",
    "selection.pile_empty": "The discard pile is empty.",
    "selection.not_extending": "Those cards do not extend your sequence: it takes cards of "
    "its suit next to either end.",
    "selection.two_sequences": "{cards} would extend two of your sequences, and no card may "
    "choose between them: keep it for a meld of its own rank, or discard it.",
    "selection.several_ranks": "These cards are of different ranks ({cards}): each rank makes "
    "a meld of its own, and a new meld needs at least three cards, wild cards included.",
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


def _spreads(count: int, groups: int) -> list[tuple[int, ...]]:
    """Every way to share ``count`` like cards among ``groups`` groups, the first groups
    served first (all to the first, then one less to it, ...)."""
    if groups == 1:
        return [(count,)]
    out = []
    for first in range(count, -1, -1):
        for rest in _spreads(count - first, groups - 1):
            out.append((first, *rest))
    return out


def _readings(
    naturals: dict[str, list[Card]], wilds: list[Card],
    fits: Callable[[str, int, int], bool] | None = None, first: str | None = None,
    most: int = MAX_READINGS,
) -> list[list[tuple[str, list[Card]]]]:
    """Every way to hand the wild cards to the natural groups, the biggest group served first
    (``first``: that rank's group, before the others; the most natural reading comes first).
    Like wild cards (two jokers, twos of any suit) are shared by their counts, so no two
    readings make the same groups; ``fits(rank, naturals, wilds)``, when given, keeps only the
    readings where every group given wild cards holds counts the rules allow."""
    ranks = sorted(naturals, key=lambda r: (r != first, -len(naturals[r])))
    if not ranks:
        return []
    kinds: dict[str, list[Card]] = {}
    for w in wilds:
        kinds.setdefault(w.rank, []).append(w)
    out = []
    for shares in itertools.islice(
            itertools.product(*(_spreads(len(cards), len(ranks)) for cards in kinds.values())),
            MAX_SHARES):
        groups = [(r, list(naturals[r])) for r in ranks]
        for cards, share in zip(kinds.values(), shares, strict=True):
            used = 0
            for (_rank, group), n in zip(groups, share, strict=True):
                group += cards[used:used + n]
                used += n
        if fits is not None and not all(
                fits(rank, len(naturals[rank]), len(group) - len(naturals[rank]))
                for rank, group in groups if len(group) > len(naturals[rank])):
            continue
        out.append(groups)
        if len(out) >= most:
            break
    return out


def _legal(state: GameState, candidates: Sequence[Action]) -> tuple[list[Action], Why]:
    """The candidates the engine accepts, one for each table they lead to (in the
    candidates' order); where it accepts none, the reason the first one fails."""
    legal: list[Action] = []
    reached: set[str] = set()
    reason: Why = None
    for i, action in enumerate(candidates):
        try:
            after, _events = state.apply(action)
        except (IllegalActionError, NotationError) as error:
            if i == 0:
                reason = error
            continue
        if len(candidates) > 1:  # (one alone needs no comparing: the highlight asks so)
            table = after.state_hash()
            if table in reached:
                continue
            reached.add(table)
        legal.append(action)
    return legal, None if legal else reason


def _fits(state: GameState, extra: str | None = None) -> Callable[[str, int, int], bool]:
    """Whether a group of ``rank`` with these naturals and wild cards holds counts the rules
    allow, joined to the side's meld of its rank if it has one (``extra``: the rank of the
    group the pile's top card joins, one natural more)."""
    rules = state.rules
    melds = {m.rank: m for m in state.melds[state.team_of(state.to_act)] if m.kind == "group"}

    def fits(rank: str, naturals: int, wilds: int) -> bool:
        m = melds.get(rank)
        naturals += rank == extra
        if m is not None:
            naturals, wilds = naturals + m.naturals, wilds + m.wilds
        return rules.group_ok(rank, naturals, wilds)

    return fits


def _with_plain(
    fitting: list[list[tuple[str, list[Card]]]], naturals: dict[str, list[Card]],
    wilds: list[Card], first: str | None = None,
) -> list[list[tuple[str, list[Card]]]]:
    """The readings whose counts the rules allow, or where none do, the most natural one:
    the engine's reason for it is what the player is told."""
    return fitting or _readings(naturals, wilds, first=first)[:1]


def meld_readings(state: GameState, cards: Sequence[Card]) -> tuple[list[Action], Why]:
    """Every meld the selected ``cards`` make that the engine accepts, one for each table it
    leads to (where the wild cards go, or the shape the cards make), the most natural first;
    or none, and why the most natural reading is refused."""
    if not cards:
        return [], SelectionReason("selection.none")
    if all(c.is_three for c in cards) and lays_threes(state):
        # Modern American: threes are laid down beside the side (and replaced), not melded.
        return _legal(state, [Action("lay", (Group(tuple(cards)),))])
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
        legal, reason = _legal(state, candidates)
        # (The engine asks for the meld's name, or, with no meld to name, says wild cards
        # alone make none.)
        if legal or reason is not None and _code(reason) not in ("meld.name_target",
                                                                 "group.wilds_alone"):
            return legal, reason  # a meld of wild cards, or why it is not one
        # Wild cards meant for a meld: say what to click, not what to write.
        if not state.melds[team]:  # no meld to click: say what makes one
            return [], SelectionReason("selection.wilds_alone")
        if state.rules.wild_melds:  # too few for a meld of their own, which these rules have
            return [], SelectionReason("selection.wilds_too_few")
        return [], SelectionReason("selection.wilds_only")
    shapes = len(candidates)
    existing = {m.rank for m in state.melds[team]}
    readings = _with_plain(_readings(naturals, wilds, _fits(state)), naturals, wilds)
    for reading in readings:
        groups = []
        for rank, group in reading:
            # Wild cards bound for an existing meld must name it; naturals find it alone.
            groups.append(Group(tuple(group), rank if rank in existing else None))
        candidates.append(Action("meld", tuple(groups)))
    legal, reason = _legal(state, candidates)
    if not legal and shapes and not _run_tried(naturals):
        # The engine's reason for the plain reading is about the shape; unless the naturals
        # were a try at a sequence (one suit, several ranks), the group reading's reason is
        # the one a player expects.
        reason = _legal(state, candidates[shapes:shapes + 1])[1] or reason
    if not legal and len(naturals) > 1 and _code(reason) == "meld.too_short":
        # Naturals of several ranks, too few of one for a meld: a run tried where melds hold
        # one rank (7♣ 8♣ 9♣, a rummy habit), or two melds at once. The engine's reason names
        # one group of one reading ("tens: 2" for 10♥ 7♣ 2♠, the two counted in), a group
        # the player never made: they are told that each rank is a meld of its own.
        reason = SelectionReason("selection.several_ranks",
                                 cards=tuple(c for group in naturals.values() for c in group))
    return legal, reason


def _run_tried(naturals: dict[str, list[Card]]) -> bool:
    """Whether the selected naturals look like a sequence being tried: several ranks, more of
    them of one suit than of one rank (4♥ 5♥ 6♥ 6♦, as the engine reads them), or three or
    more ranks in a row, each once (then the sequence's own reason, such as the opening
    minimum or the suits, is the one)."""
    if len(naturals) > 1 and suit_outnumbers_rank(
            [c for cards in naturals.values() for c in cards]):
        return True
    steps = sorted(STEP.get(rank, -9) for rank in naturals)
    return (len(steps) >= 3 and all(len(cards) == 1 for cards in naturals.values())
            and steps == list(range(steps[0], steps[0] + len(steps))))


def meld_action(
    state: GameState, cards: Sequence[Card], target: str | None = None
) -> tuple[Action | None, Why]:
    """The meld (or additions to meld `target`) that `cards` make, or None and why not: of
    several readings, the most natural (see :func:`meld_readings`)."""
    if target is not None and cards:
        legal, reason = _legal(state, [Action("meld", (Group(tuple(cards), target),))])
        if not legal and target == "SEQ" and _code(reason) in ("seq.extends_none",
                                                               "seq.not_run"):
            # Clicked onto a sequence that does not take them: the table names the sequence
            # clicked (the engine's reason speaks of all the side's sequences, or reads the
            # cards as a new one).
            reason = SelectionReason("selection.not_extending")
        elif not legal and target == "SEQ" and _code(reason) == "seq.ambiguous":
            # The click named one sequence, but the rules let no card choose between two.
            reason = SelectionReason("selection.two_sequences", cards=tuple(cards))
        return (legal[0], None) if legal else (None, reason)
    legal, reason = meld_readings(state, cards)
    return (legal[0], None) if legal else (None, reason)


def _code(reason: Why) -> str | None:
    """The code of an engine refusal (None for other reasons)."""
    return reason.reason.code if isinstance(reason, IllegalActionError) else None


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


def pickup_readings(state: GameState, cards: Sequence[Card]) -> tuple[list[Action], Why]:
    """Every way the engine accepts to take the pile with the selected ``cards`` (the top
    card's partners first, then where the wild cards go), one for each table it leads to,
    the most wild cards beside the top card first; or none, and why the first is refused."""
    top = state.pile_top
    if not cards:
        return _legal(state, [Action("pickup")])
    if top is None:
        return [], SelectionReason("selection.pile_empty")
    candidates = []
    for reading in _pile_readings(state, top, cards):
        head, *tail = (Group(tuple(group)) for _rank, group in reading)
        candidates.append(Action("pickup", (head, *tail) if head.cards else tuple(tail)))
    legal, reason = _legal(state, candidates)
    if not legal and _code(reason) == "meld.too_short" and isinstance(reason, IllegalActionError):
        stray = reason.reason.params["names"]
        if stray != top.rank:
            # A card beside the pair that is no meld of its own: read as a stray, as the
            # engine reads a wrong card beside the top card.
            card = next(c for c in cards if c.rank == stray)
            reason = IllegalActionError(Reason("pile.wrong_rank", top=top, names=top.rank,
                                               card=card))
    return legal, reason


def _pile_readings(
    state: GameState, top: Card, cards: Sequence[Card], most: int = MAX_READINGS
) -> list[list[tuple[str, list[Card]]]]:
    """The readings of ``cards`` taking the pile: the top card's group first (with or without
    hand cards), then where the wild cards go (see :func:`_readings`)."""
    naturals, wilds = _split(cards)
    naturals.setdefault(top.rank, [])
    return _with_plain(_readings(naturals, wilds, _fits(state, top.rank), top.rank, most),
                       naturals, wilds, first=top.rank)


def pickup_action(state: GameState, cards: Sequence[Card]) -> tuple[Action | None, Why]:
    """Taking the pile with the selected cards, or None and why not: of several readings,
    the most natural (see :func:`pickup_readings`)."""
    legal, reason = pickup_readings(state, cards)
    return (legal[0], None) if legal else (None, reason)


def staged_points(state: GameState, cards: Sequence[Card], with_pile_top: bool = False) -> int:
    """Points of the selected cards toward the opening minimum (black threes don't count);
    ``with_pile_top``: taken with the pile's top card, as the rules count it (the most
    natural reading of the selection; Modern American counts neither the top card nor a
    pair beside it)."""
    top = state.pile_top
    if with_pile_top and top is not None and cards:
        readings = _pile_readings(state, top, cards, most=1)  # the most natural alone
        if readings:
            return opening.pile_opening_points(
                state, [Group(tuple(group)) for _rank, group in readings[0]])
    value = state.rules.card_value
    total = sum(value(c) for c in cards if not c.is_three)
    if with_pile_top and top is not None:
        total += value(top)
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
    runs = tuple(m for m in state.melds[team] if m.kind == "sequence")
    side = pile.after_throw(state.rules, c, len(state.discard), len(state.hands[nxt]),
                            state.frozen_for(team), state.opened(team), state.minimum(team),
                            melds, runs)
    need = pile.what_takes(side)
    if need == 0:
        return nxt
    known = state.known[nxt] if state.known else ()
    if need is not None and sum(1 for k in known if k.rank == c.rank) >= 2:
        return nxt
    return None
