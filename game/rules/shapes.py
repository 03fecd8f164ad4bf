"""Meld shapes: what a meld may hold, and laying groups of cards down onto a side's melds.

Three shapes exist. A **group** of one rank (every variant): its counts are judged by the
rules' ``group_error``, and :func:`group_refusal` adds what holds for every group (black
threes, three cards to start). A **sequence** (``rules.sequences``): three to seven natural
cards of one suit in a row, 4 low, ace high. A **meld of wild cards** (``rules.wild_melds``,
written ``2: 2C 2D JK``): three to seven jokers and twos.

:func:`lay_groups` is the rules' default ``combine``: it places sequences and wild-card melds
(when the rules have them) and then the groups of one rank (:func:`combine_groups`), building
the side's new melds and the events, or refusing with a reason.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, NamedTuple, NoReturn, TypeVar

from .actions import Group
from .cards import ALL_CARDS, JOKER, RANKS, SUITS, Card, parse_card
from .errors import IllegalActionError, PositionError
from .events import Event, new_event
from .melds import Meld
from .reasons import Reason, illegal

if TYPE_CHECKING:
    from .state import GameState
    from .variants import Rules

Melds = tuple[Meld, ...]
#: Ranks a sequence may use, low to high.
SEQUENCE_RANKS = ("4", "5", "6", "7", "8", "9", "T", "J", "Q", "K", "A")
STEP = {rank: i for i, rank in enumerate(SEQUENCE_RANKS)}
SEQ = "SEQ"  # the rank label of a sequence
WILD = "2"  # the rank label of a meld of wild cards
#: Per card, its place in a hand's mask of sequence cards: sixteen bits a suit, bit ``step + 1``
#: (so that bits of two suits are never neighbours); none for a card no sequence holds.
SEQUENCE_BIT: dict[Card, int] = {
    c: 1 << (SUITS.index(c.suit) * 16 + STEP[c.rank] + 1) if c.rank in STEP else 0
    for c in ALL_CARDS
}
#: The wild card the refusal of an unnamed wild-card group shows as an example.
TWO_OF_CLUBS = parse_card("2C")
_RANK_POSITION = {r: i for i, r in enumerate((*RANKS, JOKER))}


class Laid(NamedTuple):
    """A side's melds after groups were laid down, and what happened."""

    melds: Melds
    events: list[Event]
    black_threes: bool  # black threes were melded (allowed only when going out)
    extended_old: bool  # a meld that was down before this turn was added to


def ordered_melds(melds: Sequence[Meld]) -> Melds:
    """Melds in a canonical order (by kind, then rank), so equal tables compare equal."""
    return tuple(sorted(melds, key=lambda m: (m.kind, _RANK_POSITION.get(m.rank, 99), m.cards)))


def canasta_event(rules: Rules, seat: int, team: int, meld: Meld) -> Event:
    return Event("canasta", seat, team, meld.cards, meld.rank, data=rules.canasta_kind(meld))


# ---------------------------------------------------------------------------------------------
# groups of one rank
# ---------------------------------------------------------------------------------------------
def group_rank(rules: Rules, group: Group, melds: Sequence[Meld] = ()) -> str:
    """The rank a group is laid as: its naturals' rank, or the meld its wild cards name
    (``melds``: the side's, for the example a refusal gives)."""
    target = group.target
    standard = rules.standard_wilds
    if target == SEQ and not rules.sequences:
        illegal("seq.none", title=rules.title)
    if target is not None and target != SEQ:
        # A named meld: the refusal names just the naturals of another rank (the wild cards
        # beside them may go there, and so may naturals of its rank).
        strays = tuple(c for c in group.cards
                       if c.rank != target and not (c.is_wild if standard else rules.is_wild(c)))
        if strays:
            illegal("meld.wrong_target", cards=strays, names=target)
        return target
    rank: str | None = None
    for c in group.cards:
        if c.is_wild if standard else rules.is_wild(c):
            continue
        if rank is None:
            rank = c.rank
        elif c.rank != rank:
            first = next(x for x in group.cards if not rules.is_wild(x))
            illegal("meld.mixed_ranks", first=first, other=c)
    if rank is not None:
        if target is not None and target != rank:  # a sequence named where groups are laid
            illegal("meld.wrong_target", cards=group.cards, names=target)
        return rank
    if target is None:
        name_the_meld(rules, melds, group.cards)
    return target


def name_the_meld(rules: Rules, melds: Sequence[Meld], cards: Sequence[Card]) -> NoReturn:
    """Refuse wild cards that name no meld, with an example of a meld of the side's that takes
    the first card (Italy: twos may make their own; none: wild cards alone make no meld)."""
    card = cards[0] if cards else TWO_OF_CLUBS
    if rules.twos_meld and any(c.is_two for c in cards):
        illegal("italy.name_twos")
    groups = [m for m in melds if m.kind == "group"]
    rank = next((m.rank for m in groups if joins(rules, m.rank, (card,), m)),
                groups[0].rank if groups else None)
    if rank is None:
        illegal("group.wilds_alone")
    illegal("meld.name_target", code=rank, card=card)


def group_refusal(
    rules: Rules, rank: str, cards: Sequence[Card], old: Meld | None
) -> Reason | None:
    """Why ``cards`` (of ``rank``, wild cards included) may not start a group or join the
    side's group ``old``; None when they may."""
    # Counted with a loop, not a generator (a call of its own): asked of every group laid.
    n_wild = 0
    standard = rules.standard_wilds
    for c in cards:
        if (c.is_wild if standard else rules.is_wild(c)) and c.rank != rank:
            n_wild += 1
    if old is not None:
        naturals, wilds = old.naturals + len(cards) - n_wild, old.wilds + n_wild
        # The memoised answer first: most groups laid down hold, and need no reason.
        if rules.group_ok(rank, naturals, wilds) and not rules.checks_extensions:
            return None
        error = rules.group_error(rank, naturals, wilds) or rules.extend_error(old, cards)
        if error:
            return Reason("meld.cannot_add", cards=tuple(cards), names=rank, error=error)
        return None
    if rank == "3":
        return None  # black threes: counted by combine_groups
    if len(cards) < 3:
        if n_wild == len(cards):  # wild cards named for a meld the side does not have
            return Reason("meld.no_target", names=rank, cards=tuple(cards))
        return Reason("meld.too_short", names=rank, n=len(cards))
    if rules.group_ok(rank, len(cards) - n_wild, n_wild):
        return None
    error = rules.group_error(rank, len(cards) - n_wild, n_wild)
    if error:
        return Reason("meld.not_a_meld", cards=tuple(cards), error=error)
    return None


def twin_place(
    rules: Rules, melds: Sequence[Meld], rank: str, cards: Sequence[Card]
) -> int | None:
    """Where ``cards`` of ``rank`` go where a side may hold two groups of one rank (Samba's
    family): the index of the first of its groups of that rank that takes them, unfinished
    ones first (so the top card or a natural builds toward a second canasta); -1 for a group
    of their own when none takes them and they make one; None when they go nowhere (the
    side's first group of the rank then says why)."""
    # Answered with the memoised counts (joins, group_ok), building no reason: the listing
    # and the going-out search's looks ask this of many groups that fail.
    twins = [i for i, m in enumerate(melds) if m.rank == rank and m.kind == "group"]
    twins.sort(key=lambda i: len(melds[i].cards) >= 7)  # unfinished ones first
    for i in twins:
        if joins(rules, rank, cards, melds[i]):
            return i
    return -1 if starts_group(rules, rank, cards) else None


def starts_group(rules: Rules, rank: str, cards: Sequence[Card]) -> bool:
    """Whether ``cards`` of ``rank`` make a new group on their own (:func:`group_refusal`'s
    answer for no meld, without its reason)."""
    if len(cards) < 3:
        return False
    n_wild = 0
    for c in cards:
        if rules.is_wild(c) and c.rank != rank:
            n_wild += 1
    return rules.group_ok(rank, len(cards) - n_wild, n_wild)


_M = TypeVar("_M", bound=Callable[..., Any])


def wild_cards_only(extend_error: _M) -> _M:
    """Marks a rules class's ``extend_error`` that refuses only cards with a wild card among
    them: naturals alone are then never asked about (the listing adds naturals to every meld
    of a hand, each rank of each hand; ``Rules.checks_natural_extensions``)."""
    extend_error.wild_cards_only = True  # type: ignore[attr-defined]
    return extend_error


def joins(
    rules: Rules, rank: str, cards: Sequence[Card], old: Meld, wilds: int | None = None
) -> bool:
    """Whether ``cards`` could join the side's group ``old`` (:func:`group_refusal`'s answer,
    with the rules' memoised counts: the bots ask it for every card they might throw, the
    generator for every meld it lists). ``wilds``: how many of ``cards`` are wild cards, when
    the caller knows."""
    n_wild = 0 if wilds is None else wilds
    if wilds is None:
        standard = rules.standard_wilds
        for c in cards:
            if (c.is_wild if standard else rules.is_wild(c)) and c.rank != rank:
                n_wild += 1
    return rules.group_ok(
        rank, old.naturals + len(cards) - n_wild, old.wilds + n_wild
    ) and (not rules.checks_extensions or rules.extend_error(old, cards) is None)


def combine_groups(
    state: GameState,
    team: int,
    seat: int,
    groups: Sequence[Group],
    start: list[Meld] | None = None,
    events: list[Event] | None = None,
    judged: bool = False,
) -> Laid:
    """The side's melds after ``groups`` (of one rank each) are laid down. ``start`` is the
    side's melds to build on (sequences and wild-card melds already placed). ``judged``: the
    groups are known legal (the state listed them, wild cards standard), so they are laid
    without being judged again."""
    rules = state.rules
    by_rank: dict[str, list[Card]] = {}
    for g in groups:
        if judged:
            rank = g.target
            if rank is None:
                for c in g.cards:
                    if not c.is_wild:
                        rank = c.rank
                        break
            by_rank.setdefault(rank or "", []).extend(g.cards)
        else:
            by_rank.setdefault(group_rank(rules, g, state.melds[team]), []).extend(g.cards)
    melds = list(state.melds[team]) if start is None else start
    events = [] if events is None else events
    black_threes = False
    extended_old = False
    added = False  # a new meld: the side's melds need ordering again
    for rank, cards in by_rank.items():
        index = -1
        for i, m in enumerate(melds):
            if m.rank == rank and m.kind == "group":
                index = i
                break
        if rank == "3":
            if not judged and (any(not c.is_black_three for c in cards)
                               or not 3 <= len(cards) <= rules.black_threes_most
                               or index >= 0):
                illegal(rules.threes_refusals[0])
            black_threes = True
        old = melds[index] if index >= 0 else None
        error = None if judged else group_refusal(rules, rank, cards, old)
        if old is not None and rules.twin_melds and rank != "3" and (
                error is not None or old.is_canasta):
            # A second group of the rank where the first does not take the cards, and an
            # unfinished one before a canasta (the first group, unfinished and taking them,
            # is the one twin_place would choose).
            place = twin_place(rules, melds, rank, cards)
            if place is not None:
                index, error = place, None
                old = melds[index] if index >= 0 else None
        if error:
            raise IllegalActionError(error)
        if old is not None:
            new = old.add(cards)
            melds[index] = new
            if rank not in state.turn_new_ranks:
                extended_old = True
            events.append(new_event(("extended", seat, team, tuple(cards), rank, 0, None, False)))
            if new.is_canasta and not old.is_canasta:
                events.append(canasta_event(rules, seat, team, new))
        else:
            new = Meld.of(rank, cards)
            melds.append(new)
            added = True
            events.append(new_event(("melded", seat, team, new.cards, rank, 0, None, False)))
            if new.is_canasta:
                events.append(canasta_event(rules, seat, team, new))
    # Melds only added to keep their places (groups of one rank, one meld a rank: the order
    # is by rank), where no other shapes lie among them.
    ordered = tuple(melds) if judged and not added else ordered_melds(melds)
    return tuple.__new__(Laid, (ordered, events, black_threes, extended_old))


# ---------------------------------------------------------------------------------------------
# sequences and melds of wild cards
# ---------------------------------------------------------------------------------------------
def is_run(cards: Sequence[Card]) -> bool:
    """Natural cards of one suit with consecutive distinct ranks (any order).

    Asked of the cards' bits in a mask (see ``SEQUENCE_BIT``): each card a rank of
    sequences, none twice, and the bits one unbroken stretch — which cannot cross from one
    suit into the next, as the bits at both ends of a suit's sixteen are never set."""
    if not cards:
        return False
    held = 0
    for c in cards:  # a loop, not a generator: asked of every sequence the search tries
        bit = SEQUENCE_BIT[c]
        if not bit or held & bit:
            return False
        held |= bit
    stretch = held // (held & -held)  # the bits shifted down to the lowest
    return stretch & (stretch + 1) == 0


def sequence_meld(cards: Sequence[Card]) -> Meld:
    return Meld(SEQ, tuple(sorted(cards, key=lambda c: STEP[c.rank])), "sequence")


def lay_groups(state: GameState, team: int, seat: int, groups: Sequence[Group]) -> Laid:
    """Lay ``groups`` down for ``team`` (the rules' default ``combine``): sequences and melds
    of wild cards first, where the rules have them, then groups of one rank."""
    rules = state.rules
    if not rules.shaped:
        return combine_groups(state, team, seat, groups)
    melds = list(state.melds[team])
    events: list[Event] = []
    plain: list[Group] = []
    for group in groups:
        shape = _shape(rules, melds, group)
        if shape == "sequence":
            _place_sequence(rules, melds, group, seat, team, events)
        elif shape == "wild":
            _place_wilds(rules, melds, group, seat, team, events)
        else:
            plain.append(group)
    if plain:
        return combine_groups(state, team, seat, plain, start=melds, events=events)
    return Laid(ordered_melds(melds), events, False, False)


def _shape(rules: Rules, melds: Sequence[Meld], group: Group) -> str:
    """Whether a group is laid as a sequence, a wild-card meld or an ordinary group."""
    cards = group.cards
    if group.target == SEQ:
        if not rules.sequences:
            illegal("seq.none", title=rules.title)
        return "sequence"
    naturals = [c for c in cards if not rules.is_wild(c)]
    if not naturals:
        if rules.wild_melds and group.target in (None, WILD, "JK"):
            if group.target is None and len(cards) < 3 and any(
                    m.kind == "group" for m in melds) and not any(m.kind == "wild" for m in melds):
                # Too few for a meld of wild cards, and none to join: meant for a group.
                name_the_meld(rules, melds, cards)
            return "wild"
        if group.target is None:
            name_the_meld(rules, melds, cards)
        return "group"
    if group.target is not None or not rules.sequences:
        return "group"
    rank = naturals[0].rank
    if any(c.rank != rank for c in naturals):
        # Several ranks: a sequence (4H 5H 6H 6D), unless no suit holds more than a rank (a group).
        if len({c.rank for c in naturals}) == len(naturals):
            return "sequence"  # (the common case, the generator's candidates: asked first)
        return "sequence" if suit_outnumbers_rank(naturals) else "group"
    if len(cards) == 1 and extends_a_sequence(melds, cards):
        if any(m.kind == "group" and m.rank == rank for m in melds):
            illegal("seq.which_meld", card=cards[0], names=rank, code=rank, other=cards[0],
                    card2=cards[0])
        return "sequence"
    if (len(cards) == 1 and not any(m.kind == "group" and m.rank == rank for m in melds)
            and finished_run_for(melds, cards)):
        return "sequence"  # meant for a finished sequence: refused as such
    return "group"


def suit_outnumbers_rank(naturals: Sequence[Card]) -> bool:
    """Whether more of ``naturals`` share a suit than a rank: a sequence was tried (4H 5H 6H
    6D), not a group (7H 7D 7S 9S). The engine reads cards laid unnamed so, and the table a
    selection, so that both refuse what the player meant."""
    suits, ranks = [c.suit for c in naturals], [c.rank for c in naturals]
    return max(map(suits.count, suits)) > max(map(ranks.count, ranks))


def extends_a_sequence(melds: Sequence[Meld], cards: Sequence[Card]) -> bool:
    """Whether ``cards`` could extend one of the side's sequences: a lone natural that does,
    laid with no meld named, goes there (or, beside a group of its rank, must be named)."""
    return any(extends(m, cards) for m in melds)


def sequence_ends(melds: Sequence[Meld]) -> frozenset[tuple[str, int]]:
    """The places (suit, step) where one natural would extend one of the side's sequences:
    just below or above each that is not full."""
    ends: list[tuple[str, int]] = []
    for m in melds:
        if m.kind == "sequence" and m.size < 7:
            suit = m.cards[0].suit
            ends.append((suit, STEP[m.cards[0].rank] - 1))
            ends.append((suit, STEP[m.cards[-1].rank] + 1))
    return frozenset(ends)


def finished_run_for(melds: Sequence[Meld], cards: Sequence[Card]) -> bool:
    """Whether ``cards`` would extend a sequence of the side's but for its seven cards."""
    return any(m.kind == "sequence" and m.size >= 7 and is_run([*m.cards, *cards]) for m in melds)


def extends(meld: Meld, cards: Sequence[Card]) -> bool:
    """Whether ``cards`` (naturals) extend the sequence ``meld`` at one of its ends."""
    if meld.kind != "sequence" or meld.size + len(cards) > 7:
        return False
    if len(cards) == 1:  # one card: just below or just above the run, in its suit
        c = cards[0]
        step = STEP.get(c.rank)
        return step is not None and c.suit == meld.cards[0].suit and (
            step == STEP[meld.cards[0].rank] - 1 or step == STEP[meld.cards[-1].rank] + 1)
    return is_run(list(meld.cards) + list(cards))


def sequence_place(rules: Rules, melds: Sequence[Meld], cards: Sequence[Card]) -> int | Reason:
    """Where ``cards`` go as a sequence: the index among the side's ``melds`` of the one
    sequence they extend, -1 for a sequence of their own, or why they may not be laid so."""
    if any(c.is_wild for c in cards) if rules.standard_wilds else any(map(rules.is_wild, cards)):
        return Reason("seq.no_wilds")
    # Only a sequence is extended (asked before the call: a side has more groups than runs).
    targets = [i for i, m in enumerate(melds) if m.kind == "sequence" and extends(m, cards)]
    if len(targets) > 1:
        return Reason("seq.ambiguous", cards=cards)
    if targets:
        return targets[0]
    run = is_run(cards)
    if not run or len(cards) < 3:  # (asked of every way the going-out search tries)
        if finished_run_for(melds, cards):
            return Reason("seq.finished", cards=cards)
        # Two cards or fewer were meant for a sequence of the side's, which none takes.
        return Reason("seq.not_run" if not run else "seq.extends_none", cards=cards)
    if len(cards) > 7:
        return Reason("seq.length")
    return -1


def wild_meld_place(
    melds: Sequence[Meld], cards: Sequence[Card], cap: int = 7
) -> int | Reason:
    """Where ``cards`` go as a meld of wild cards: the index of the side's own (at most
    ``cap`` cards in all, the rules' ``meld_cap``), -1 for a new one of three to ``cap``, or
    why they may not be laid so."""
    index = next((i for i, m in enumerate(melds) if m.kind == "wild"), -1)
    if index >= 0:
        if melds[index].size + len(cards) > cap:
            return Reason("wild_meld.full")
    elif not 3 <= len(cards) <= cap:
        return Reason("wild_meld.length")
    return index


def _place_sequence(
    rules: Rules, melds: list[Meld], group: Group, seat: int, team: int, events: list[Event]
) -> None:
    cards = group.cards
    index = sequence_place(rules, melds, cards)
    if isinstance(index, Reason):
        raise IllegalActionError(index)
    new = sequence_meld([*melds[index].cards, *cards] if index >= 0 else cards)
    _lay(rules, melds, index, new, cards, seat, team, events)


def _place_wilds(
    rules: Rules, melds: list[Meld], group: Group, seat: int, team: int, events: list[Event]
) -> None:
    cards = group.cards
    index = wild_meld_place(melds, cards, rules.meld_cap)
    if isinstance(index, Reason):
        raise IllegalActionError(index)
    new = Meld.of(WILD, [*melds[index].cards, *cards] if index >= 0 else cards, "wild")
    _lay(rules, melds, index, new, cards, seat, team, events)


def lone_group_refusal(rules: Rules, melds: Sequence[Meld], group: Group) -> Reason | None:
    """Why ``group``, laid down on its own, may not go onto the side's ``melds``: what
    :func:`lay_groups` answers for one group, without building anything (the generator asks
    it of each meld it lists). None when it may."""
    try:
        shape = _shape(rules, melds, group) if rules.shaped else "group"
        if shape == "sequence":
            place = sequence_place(rules, melds, group.cards)
            return place if isinstance(place, Reason) else None
        if shape == "wild":
            place = wild_meld_place(melds, group.cards, rules.meld_cap)
            return place if isinstance(place, Reason) else None
        rank = group_rank(rules, group, melds)
    except IllegalActionError as error:
        return error.reason
    cards = group.cards
    old = next((m for m in melds if m.rank == rank and m.kind == "group"), None)
    if rank == "3" and (any(not c.is_black_three for c in cards) or not 3 <= len(cards) <= 4
                        or old is not None or rules.black_threes_most < 3):
        return Reason(rules.threes_refusals[0])
    refusal = group_refusal(rules, rank, cards, old)
    if refusal is not None and old is not None and rules.twin_melds and twin_place(
            rules, melds, rank, cards) is not None:
        return None
    return refusal


def _lay(
    rules: Rules,
    melds: list[Meld],
    index: int,
    new: Meld,
    cards: Sequence[Card],
    seat: int,
    team: int,
    events: list[Event],
) -> None:
    """Put ``new`` at ``index`` of the side's melds (``-1``: a new meld) with its events."""
    was_canasta = index >= 0 and melds[index].is_canasta
    if index >= 0:
        melds[index] = new
        events.append(Event("extended", seat, team, tuple(cards), new.rank))
    else:
        melds.append(new)
        events.append(Event("melded", seat, team, new.cards, new.rank))
    if new.is_canasta and not was_canasta:
        events.append(canasta_event(rules, seat, team, new))


# ---------------------------------------------------------------------------------------------
# melds lying on the table (positions, invariants)
# ---------------------------------------------------------------------------------------------
def meld_from_position(
    rules: Rules, prefix: str | None, cards: tuple[Card, ...], text: str
) -> Meld:
    """A meld written in a position (``"JH JD JS 2C"``, ``"K: ..."``, a sequence, a meld of
    wild cards), validated; raises PositionError when it could not be on the table."""
    if rules.black_threes_most < 3 and (prefix == "3" or any(c.is_three for c in cards)):
        raise PositionError(f"meld '{text}': {Reason(rules.threes_refusals[1])}")
    if rules.shaped:
        multi_rank = len({c.rank for c in cards if not rules.is_wild(c)}) > 1
        if rules.sequences and (prefix == SEQ or (prefix is None and multi_rank)):
            if not is_run(cards) or not 3 <= len(cards) <= 7:
                raise PositionError(f"meld '{text}' is not a sequence of three to seven cards")
            return sequence_meld(cards)
        if all(rules.is_wild(c) for c in cards) and prefix in (None, WILD, "JK"):
            if not rules.wild_melds or not 3 <= len(cards) <= rules.meld_cap:
                raise PositionError(f"meld '{text}': no such meld of wild cards here")
            return Meld.of(WILD, cards, "wild")
    naturals = [c for c in cards if not rules.is_wild(c)]
    ranks = {c.rank for c in naturals}
    if len(ranks) > 1:
        raise PositionError(f"meld '{text}' mixes ranks")
    rank = next(iter(ranks)) if ranks else prefix
    if rank is None:
        raise PositionError(f"meld '{text}' has no natural card: name its rank like 'K: ...'")
    if prefix is not None and prefix != rank:
        raise PositionError(f"meld '{text}' is not of rank {prefix}")
    if rank == "3":
        if any(not c.is_black_three for c in cards) or not 3 <= len(cards) <= 4:
            raise PositionError(f"meld '{text}': only three or four black threes meld")
        return Meld.of(rank, cards)
    if len(cards) < 3:
        raise PositionError(f"meld '{text}' has fewer than three cards")
    error = rules.group_error(rank, len(naturals), len(cards) - len(naturals))
    if error:
        raise PositionError(f"meld '{text}' is not legal: {error}")
    return Meld.of(rank, cards)


def table_meld_refusal(rules: Rules, meld: Meld) -> Reason | None:
    """Why a meld lying on the table could not be legal (for invariant checks), or None."""
    if meld.kind == "sequence":
        if not is_run(meld.cards) or not 3 <= meld.size <= 7:
            return Reason("table.not_sequence")
        return None
    if meld.kind == "wild":
        if not rules.wild_melds or not 3 <= meld.size <= rules.meld_cap:
            return Reason("table.not_wild_meld")
        return None
    if meld.rank == "3":
        if (not 3 <= meld.size <= 4 or any(not c.is_black_three for c in meld.cards)
                or rules.black_threes_most < 3):
            return Reason(rules.threes_refusals[1])
        return None
    if meld.size < 3:
        return Reason("table.short")
    return rules.group_error(meld.rank, meld.naturals, meld.wilds)
