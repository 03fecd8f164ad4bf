"""Quick looks before searching for a way out: what a hand could reach this turn, and which
ways of laying it down the shapes' judges surely refuse.

Nothing here decides legality: each answer is a bound the judges of :mod:`.shapes` (and the
rules' counts) would confirm, "no" only when sure. The going-out search asks them so that it
need not lay down the many ways that cannot work; ``tests/rules/test_generation.py`` checks
that it still finds what trying every way finds.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from typing import TYPE_CHECKING

from .actions import Group
from .cards import JOKER, Card
from .melds import Meld
from .shapes import SEQ, STEP, WILD, extends, is_run, joins, twin_place

if TYPE_CHECKING:
    from .variants import Rules


def canastas_in_reach(rules: Rules, melds: Sequence[Meld], hand: Sequence[Card]) -> int:
    """The most canastas the side could have once ``hand`` (all of it, or all but one card)
    is melded: the ones it has, and as many more as the hand's cards could fill to seven.

    Each meld that could become a canasta asks for so many cards of the hand, and for so many
    wild cards among them: a group of the side, its missing cards less the hand's naturals of
    its rank; a sequence, naturals of its suit of ranks it lacks alone; a meld of wild cards,
    wild cards alone; a new group of a rank in the hand, seven less its naturals; a new
    sequence, seven naturals of a suit, of seven ranks; a new meld of wild cards, seven of
    them. The cheapest canastas are counted, as many as both the hand's cards and its wild
    cards pay for (each meld counted with every natural that might join it, so this is never
    below what any split of the hand reaches, and only the wild cards and the cards in all
    are shared)."""
    is_wild, standard = rules.is_wild, rules.standard_wilds
    wilds = 0
    by_rank: dict[str, int] = {}
    by_suit: dict[str, list[Card]] = {}
    for c in hand:
        if c.is_wild if standard else is_wild(c):
            wilds += 1
            continue
        by_rank[c.rank] = by_rank.get(c.rank, 0) + 1
        if c.rank in STEP:
            found = by_suit.get(c.suit)
            if found is None:
                by_suit[c.suit] = [c]
            else:
                found.append(c)
    have = 0
    cards_asked: list[int] = []  # per possible canasta: the hand's cards it takes
    wilds_asked: list[int] = []  # and how many of them must be wild cards
    for m in melds:
        if m.is_canasta:
            have += 1
            continue
        missing = 7 - m.size
        if m.kind == "group":
            cards_asked.append(missing)
            wilds_asked.append(max(0, missing - by_rank.get(m.rank, 0)))
        elif m.kind == "sequence":
            suited = by_suit.get(m.cards[0].suit)
            if suited is not None and _new_ranks(m, suited) >= missing:
                cards_asked.append(missing)
                wilds_asked.append(0)
        else:
            cards_asked.append(missing)
            wilds_asked.append(missing)
    for naturals in by_rank.values():
        cards_asked.append(7)
        wilds_asked.append(max(0, 7 - naturals))
        for _ in range(1, naturals // 7):
            cards_asked.append(7)
            wilds_asked.append(0)
    if rules.sequences:
        for suited in by_suit.values():
            for _ in range(_new_sequences(suited)):
                cards_asked.append(7)
                wilds_asked.append(0)
    for _ in range(wilds // 7):
        cards_asked.append(7)
        wilds_asked.append(7)
    return have + min(affordable(cards_asked, len(hand)), affordable(wilds_asked, wilds))


def affordable(costs: list[int], budget: int) -> int:
    """How many of ``costs``, cheapest first, ``budget`` pays for."""
    count = 0
    for cost in sorted(costs):
        budget -= cost
        if budget < 0:
            break
        count += 1
    return count


def surely_refused(
    rules: Rules, melds: Sequence[Meld], groups: Sequence[Group], more: Sequence[Card] = ()
) -> bool:
    """Whether laying ``groups`` down onto the side's ``melds`` is sure to be refused by the
    judges above, seen from the groups' shapes and counts alone (see :class:`Look`)."""
    return Look(rules, melds).refused(groups, tuple(more))


class Look:
    """A quick look at groups before laying them down onto one side's ``melds``: refused for
    sure, seen from their shapes and counts alone? A sequence with a wild card, of mixed suits
    or repeated ranks, or neither a run nor next to a sequence of its suit; a meld of wild
    cards too short or too long; a new group of one rank with fewer than three cards; cards a
    meld of the side does not take. "No" when unsure (then only laying them down tells). The
    going-out search asks it before trying each way, most of which fail so; it remembers what
    it worked out about each group and each set of cards still to come."""

    def __init__(
        self, rules: Rules, melds: Sequence[Meld], hand: Sequence[Card] | None = None
    ) -> None:
        self.rules = rules
        self.melds = melds
        self.have = {m.rank: m for m in melds if m.kind == "group"}
        self.sequence_suits = frozenset(m.cards[0].suit for m in melds if m.kind == "sequence")
        self.wild_size = next((m.size for m in melds if m.kind == "wild"), 0)
        self._groups: dict[Group, tuple[str, str, int]] = {}
        self._more: dict[tuple[Card, ...], tuple[dict[str, int], frozenset[str], bool]] = {}
        self._joins: dict[tuple[Group, ...], bool] = {}
        # Looking at ways to lay down one whole hand: per card and card left to discard,
        # whether the rest of the hand could link it to a sequence (then no card laid or to
        # come need be walked for it), worked out when first asked.
        self._hand = hand
        self._neighbours: dict[tuple[Card, Card | None], bool] = {}

    def stranded(self, hand: Sequence[Card]) -> list[Card]:
        """The cards of ``hand`` no meld could take, however the hand were split: a red
        three, a black three with fewer than three of them, a natural with no meld of its
        rank, too few of its rank and wild cards for a new group of three, and (where
        sequences exist) no card of its suit next to it in the hand or at an end of the
        side's sequence."""
        rules = self.rules
        is_wild = rules.is_wild
        naturals = [c for c in hand if not is_wild(c)]
        wilds = len(hand) - len(naturals)
        count: dict[str, int] = {}
        for c in naturals:
            count[c.rank] = count.get(c.rank, 0) + 1
        places: set[tuple[str, int]] = set()
        if rules.sequences:
            places = {(c.suit, STEP[c.rank]) for c in naturals if c.rank in STEP}
            for m in self.melds:
                if m.kind == "sequence":
                    suit = m.cards[0].suit
                    places.add((suit, STEP[m.cards[0].rank]))
                    places.add((suit, STEP[m.cards[-1].rank]))
        stranded: list[Card] = []
        for c in naturals:
            if c.is_three:
                if c.is_red_three or count["3"] < 3:
                    stranded.append(c)
            elif c.rank not in self.have and count[c.rank] + wilds < 3:
                step = STEP.get(c.rank)
                if step is None or not places & {(c.suit, step - 1), (c.suit, step + 1)}:
                    stranded.append(c)
        return stranded

    def refused(
        self, groups: Sequence[Group], more: tuple[Card, ...] = (), leave: Card | None = None
    ) -> bool:
        """Whether laying ``groups`` down is sure to be refused. With ``more``, the cards
        further groups may still add (a wild card among them only ever joining the side's
        melds or a meld of wild cards, never naming a new rank): whether every such
        completion is refused. For a look made for a whole hand, the groups and ``more`` hold
        all its cards but ``leave`` (the one kept to discard, if any)."""
        # The memos of _coming and _shape_of read here first: this runs for every way tried.
        came = self._more.get(more)
        coming, suits, wilds_to_come = came if came is not None else self._coming(more)
        laid: dict[str, int] = {}
        runs: list[tuple[str, int]] = []
        wild_size = self.wild_size
        by_rank: dict[str, list[tuple[Group, int]]] = {}
        shapes = self._groups
        threes = 0
        for group in groups:
            shape = shapes.get(group)
            kind, key, value = shape if shape is not None else self._shape_of(group)
            if kind == "group":
                if key == "3":
                    threes += len(group.cards)
                if value == 3:
                    if self._which_meld(group, groups, more):
                        return True
                    value = 1
                found = by_rank.get(key)
                if found is None:
                    by_rank[key] = [(group, value)]
                else:
                    found.append((group, value))
            elif kind == "sequence":
                laid[key] = laid.get(key, 0) + 1
                if value >= 0:  # a group named a sequence: 1 a run, 0 not a run, -1 none
                    runs.append((key, value))
            elif kind == "refused":
                return True
            elif kind == "wild":
                cap = self.rules.meld_cap
                if not wild_size and not 3 <= value <= cap or wild_size + value > cap:
                    return True
                wild_size += value
            elif kind == "unnamed":
                wilds_to_come = True
        if threes > self.rules.black_threes_most:
            return True  # more black threes than melded at once (more cards only add)
        for suit, run in runs:
            # Not a run: only a sequence of its suit (the side's, or another group's) takes it.
            if not run and suit not in suits and laid[suit] < 2:
                return True
        if by_rank:
            return self._groups_refused(by_rank, suits.union(laid) if laid else suits, coming,
                                        wilds_to_come, groups, more, leave)
        return False

    def canastas_after(self, groups: Sequence[Group]) -> tuple[int, int]:
        """At most how many canastas the side has once ``groups`` are all laid down, and at
        most how many of them are sequences: each group counted toward the biggest meld it
        could join (a sequence's cards toward every sequence of their suit at once, each rank
        once, and toward new ones seven at a time). 99 for both when a group's shape is
        unsure."""
        laid = self._laid(groups)
        if laid is None:
            return 99, 99
        ranks, suits, wilds = laid
        count = 0
        for m in self.melds:
            if m.kind == "sequence":
                continue  # counted with the sequences, below
            if m.is_canasta:
                count += 1
            elif m.kind == "group":
                count += m.size + ranks.get(m.rank, 0) >= 7
            else:
                count += m.size + wilds >= 7
        for rank, n in ranks.items():
            if rank not in self.have:
                count += n >= 7
        if not self.wild_size:
            count += wilds // 7
        sequences = self._sequences(suits)
        return count + sequences, sequences

    def sequences_after(self, groups: Sequence[Group], more: tuple[Card, ...]) -> int:
        """At most how many sequence canastas the side has once ``groups`` are laid down and
        then, in groups of any shape, ``more``: each of their naturals counted toward the
        sequences of its suit (a wild card never joins one). 99 when a group's shape is
        unsure."""
        laid = self._laid(groups)
        if laid is None:
            return 99
        suits = laid[1]
        is_wild = self.rules.is_wild
        for c in more:
            if c.rank in STEP and not is_wild(c):
                found = suits.get(c.suit)
                if found is None:
                    suits[c.suit] = [c]
                else:
                    found.append(c)
        return self._sequences(suits)

    def _laid(
        self, groups: Sequence[Group]
    ) -> tuple[dict[str, int], dict[str, list[Card]], int] | None:
        """What ``groups`` bring to the side's melds, each toward the biggest it could join:
        cards by the rank of their group, naturals by suit toward sequences (a sequence's, and
        a lone natural's, which may go to a sequence of its suit instead: counted both ways),
        and wild cards for melds of wild cards. None when a group's shape is unsure."""
        ranks: dict[str, int] = {}
        suits: dict[str, list[Card]] = {}
        wilds = 0
        for group in groups:
            kind, key, value = self._shape_of(group)
            n = len(group.cards)
            if kind == "group":
                ranks[key] = ranks.get(key, 0) + n
                if value != 0 and value != 2:
                    suits.setdefault(group.cards[0].suit, []).extend(group.cards)
            elif kind == "sequence":
                suits.setdefault(key, []).extend(group.cards)
            elif kind == "wild":
                wilds += n
            else:
                return None
        return ranks, suits, wilds

    def _sequences(self, suits: dict[str, list[Card]]) -> int:
        """At most how many sequence canastas the side has with the naturals ``suits`` holds
        (by suit) laid down: its own, those of its sequences the cards could fill to seven,
        and new ones."""
        count = 0
        for m in self.melds:
            if m.kind == "sequence":
                laid = suits.get(m.cards[0].suit)
                count += m.is_canasta or laid is not None and _grown(m, laid) >= 7
        for laid in suits.values():
            count += _new_sequences(laid)
        return count

    def _which_meld(self, lone: Group, groups: Sequence[Group], more: tuple[Card, ...]) -> bool:
        """Whether a lone natural that extends one of the side's sequences, beside the side's
        group of its rank, must still name which meld it joins once laid. It no longer
        extends that end only if a copy of it extends it first, or the sequence fills to
        seven cards first."""
        card = lone.cards[0]
        suit = card.suit
        others = 0
        for c in _others(lone, groups, more):
            if c.suit == suit and c.rank in STEP:
                if c.rank == card.rank:
                    return False
                others += 1
        return not any(m.kind == "sequence" and extends(m, lone.cards) and m.size + others >= 7
                       for m in self.melds)

    def _next_to(self, card: Card, lone: Group, groups: Sequence[Group],
                 more: tuple[Card, ...], leave: Card | None) -> bool:
        """Whether a sequence could end beside ``card`` (it extends none of the side's now):
        the cards laid or to come of its suit must link it, step by step, to one of the
        side's sequences of that suit, or make a run of three or more with it."""
        hand = self._hand
        if hand is not None:  # the whole hand but ``leave`` is laid or to come
            key = (card, leave)
            found = self._neighbours.get(key)
            if found is None:
                pool = list(hand)
                if leave is not None:
                    pool.remove(leave)
                found = self._neighbours[key] = self._links(card, pool)
            return found
        return self._links(card, _others(lone, groups, more))

    def _links(self, card: Card, pool: Iterable[Card]) -> bool:
        """Whether the natural ``card`` and the naturals of its suit in ``pool`` make a run of
        three or more, or a run that ends next to one of the side's sequences of its suit."""
        suit = card.suit
        steps = {STEP[c.rank] for c in pool if c.suit == suit and c.rank in STEP}
        low = high = STEP[card.rank]
        while low - 1 in steps:
            low -= 1
        while high + 1 in steps:
            high += 1
        if high - low >= 2:
            return True
        for m in self.melds:
            if m.kind == "sequence" and m.cards[0].suit == suit:
                ends = [STEP[c.rank] for c in m.cards]
                if min(ends) == high + 1 or max(ends) == low - 1:
                    return True
        return False

    def _coming(self, more: tuple[Card, ...]) -> tuple[dict[str, int], frozenset[str], bool]:
        """The naturals still to come by rank, the suits a sequence could then have (the
        side's, and any such natural could start), whether a wild card is to come."""
        found = self._more.get(more)
        if found is None:
            is_wild = self.rules.is_wild
            ranks: dict[str, int] = {}
            suits = set(self.sequence_suits)
            wild = False
            for c in more:
                if is_wild(c):
                    wild = True
                    continue
                ranks[c.rank] = ranks.get(c.rank, 0) + 1
                if c.rank in STEP:
                    suits.add(c.suit)
            found = self._more[more] = (ranks, frozenset(suits), wild)
        return found

    def _shape_of(self, group: Group) -> tuple[str, str, int]:
        """How ``group`` would be laid: ("sequence", suit, 1 a run / 0 not / -1 unnamed),
        ("wild", "", cards), ("group", rank, 2 with a natural / 1 a lone natural that may
        extend one of the side's sequences / 3 the same beside the side's group of its rank /
        4 a lone natural that extends none of them / 0 wild cards named for the meld),
        ("unnamed", ...): wild cards a variant may still give a meld, ("refused", ...), or
        ("other", ...): unsure."""
        found = self._groups.get(group)
        if found is None:
            found = self._groups[group] = self._work_out_shape(group)
        return found

    def _work_out_shape(self, group: Group) -> tuple[str, str, int]:
        rules = self.rules
        is_wild = rules.is_wild
        cards, target = group.cards, group.target
        ranks = {c.rank for c in cards if not is_wild(c)}
        if not ranks and rules.twos_meld and target in (None, WILD) and all(
                c.is_two for c in cards):
            return "group", WILD, 0  # Italy: twos alone go to the meld of twos
        if target == SEQ:
            suit = cards[0].suit
            bad = not rules.sequences or len(ranks) != len(cards) or any(
                c.suit != suit or c.rank not in STEP or is_wild(c) for c in cards)
            return ("refused", "", 0) if bad else ("sequence", suit, int(is_run(cards)))
        if len(ranks) > 1:
            if target is None and rules.sequences:
                return "sequence", cards[0].suit, -1
            return "other", "", 0
        if not ranks:
            if rules.wild_melds and target in (None, WILD, JOKER):
                return "wild", "", len(cards)
            return ("unnamed", "", 0) if target is None else ("group", target, 0)
        rank = next(iter(ranks))
        if target not in (None, rank):
            return "other", "", 0
        if rank == "3" and any(not c.is_black_three for c in cards):
            # Threes meld only as black threes alone (combine_groups): a wild card or a red
            # three among them is refused, whatever else is laid beside.
            return "refused", "", 0
        lone = rules.sequences and target is None and len(cards) == 1 and rank in STEP
        if not lone:
            return "group", rank, 2
        if any(m.kind == "sequence" and extends(m, cards) for m in self.melds):
            # Beside the side's group of its rank it must name its meld (see _which_meld).
            return "group", rank, 3 if rank in self.have else 1
        return "group", rank, 4  # a group of its rank unless a run ends beside it

    def _groups_refused(
        self, by_rank: dict[str, list[tuple[Group, int]]], suits: frozenset[str],
        coming: dict[str, int], wilds_to_come: bool, groups: Sequence[Group],
        cards_to_come: tuple[Card, ...], leave: Card | None,
    ) -> bool:
        """Whether the groups of some rank surely fail: a new group of fewer than three cards
        (counted with every natural still to come), or cards the side's meld of that rank
        does not take (once nothing more can join it: no natural of its rank nor wild card to
        come). A lone natural of a suit in ``suits`` may yet extend a sequence instead, and
        then decides nothing; one that extends none of the side's sequences only where the
        cards laid or to come could link it to a run (asked only where the answer decides)."""
        have = self.have
        for rank, rank_groups in by_rank.items():
            old = have.get(rank)
            more = coming.get(rank, 0)
            # Most ranks are settled by their counts: a new group of three cards or more with
            # what is to come, or a meld of the side that something to come may still join.
            if old is not None:
                if more or wilds_to_come:
                    continue
            else:
                count = more
                for group, _ in rank_groups:
                    count += len(group.cards)
                if count >= 3:
                    continue
            sure = maybe = False
            pending: list[Group] = []
            for group, natural in rank_groups:
                if natural == 2 or natural != 0 and group.cards[0].suit not in suits:
                    sure = True
                elif natural == 1 or natural == 3:
                    maybe = True
                elif natural == 4:
                    pending.append(group)
            if pending and (old is None or not maybe):
                for group in pending:
                    if not self._next_to(group.cards[0], group, groups, cards_to_come, leave):
                        sure = True  # it can only be a group of its rank
                    else:
                        maybe = True
            elif pending:
                maybe = True
            if old is None:
                # Fewer than three cards. Black threes too: three or four of them, only going
                # out (Spanish: seven).
                if sure:
                    return True
                # Wild cards alone, named for a rank the side has not melded: no wild card to
                # come names a new rank (but the meld of wild cards' label, Italy's twos).
                if not maybe and not (rank == WILD and wilds_to_come):
                    return True
            elif not maybe:
                # Nothing more can join the side's meld of this rank. The same groups of a
                # rank meet this again deeper in the search: remembered.
                key = tuple([group for group, _ in rank_groups])
                fits = self._joins.get(key)
                if fits is None:
                    laid = [c for group in key for c in group.cards]
                    # Where a side may hold two groups of a rank, cards its first one does
                    # not take may go onto another, or make one of their own.
                    fits = self._joins[key] = joins(self.rules, rank, laid, old) or (
                        self.rules.twin_melds
                        and twin_place(self.rules, self.melds, rank, laid) is not None)
                if not fits:
                    return True
        return False


def _new_ranks(sequence: Meld, cards: Sequence[Card]) -> int:
    """How many ranks among ``cards`` (of its suit) ``sequence`` lacks: the most it could
    grow by, a sequence holding each rank once."""
    have = {c.rank for c in sequence.cards}
    return len({c.rank for c in cards if c.rank not in have})


def _grown(sequence: Meld, cards: Sequence[Card]) -> int:
    """The most cards ``sequence`` could hold once ``cards`` are laid: its own, and those of
    its suit that continue it rank by rank from either end (a sequence holds each rank once,
    in a row: a card beyond a missing rank never joins it)."""
    suit = sequence.cards[0].suit
    steps = {STEP[c.rank] for c in cards if c.suit == suit and c.rank in STEP}
    own = [STEP[c.rank] for c in sequence.cards]
    low, high = min(own), max(own)
    size = sequence.size
    while low - 1 in steps:
        low -= 1
        size += 1
    while high + 1 in steps:
        high += 1
        size += 1
    return size


def _new_sequences(cards: Sequence[Card]) -> int:
    """The most new canastas ``cards`` of one suit could make as sequences: seven cards each,
    and none without seven ranks."""
    return len(cards) // 7 if len({c.rank for c in cards}) >= 7 else 0


def _others(lone: Group, groups: Sequence[Group], more: tuple[Card, ...]) -> Iterator[Card]:
    """The cards laid beside ``lone`` or still to come."""
    yield from more
    for group in groups:
        if group is not lone:
            yield from group.cards
