"""What a side still needs to go out, and a plan toward it, read from a view only.

The rules say what a side must have on the table to go out as lines of canastas
(:meth:`~game.rules.variants.Rules.going_out_needs`): Classic wants a canasta of any kind,
Spanish a clean and a mixed one, Ponytail natural sevens, another natural canasta, a mixed one
and one of wild cards, Hand and Foot three natural and four mixed, Bolivia two with an
escalera among them. A bot asks the same lines instead of counting canastas.

Where a line accepts only some kinds of canasta the bot plans toward it: each line still short
is given the side's nearest candidate — a meld on the table, cards of a rank in the hand, a
suit's run for a sequence, the wild cards for a meld of them — with the kind it must become.
The policy then keeps wild cards out of melds planned natural, spends them on melds planned
mixed, keeps the cards of planned melds, builds the planned sequence and collects wild cards
for a planned meld of them (:mod:`game.ai.normal`). Where every line accepts any canasta
(Classic, Samba, Modern American) nothing is planned and play is as before, but for one goal no
line asks for: where the rules allow melds of wild cards, a canasta of them once the seat holds
enough wild cards (:data:`WILD_GOAL`; Cuba, Bolivia and Brazil pay far more for it than for any
other canasta).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import NamedTuple

from game.rules import PlayerView, Rules
from game.rules.cards import NATURAL_RANKS, Card, card
from game.rules.going_out import Need, unmet
from game.rules.melds import Meld
from game.rules.shapes import SEQUENCE_RANKS, STEP, WILD, sequence_meld

#: What a candidate can become: a natural or mixed group of a rank, a sequence, a meld of wild
#: cards (mixed, or all alike: Spanish counts seven twos as clean).
NATURAL, MIXED, RUN, WILDS, ALIKE = "natural", "mixed", "run", "wilds", "alike"
#: Seven cards make a canasta.
CANASTA = 7
#: A line with no candidate closer than this is left unplanned (every card still to come).
FAR = 99
#: Where the rules allow melds of wild cards, a side plans a canasta of them even where no
#: line asks for one once the seat holds this many wild cards, counting those of the side's
#: unfinished meld of them: it is worth far more than any other canasta (Cuba 2000 to 4000,
#: Bolivia 2500, Brazil 2000), yet normal and the expert spent the wild cards on groups and
#: never made one. Expert against normal, single hands (seeds 7 / 8): Cuba +127 points a hand
#: (4000 hands; 5: +145 but 0.003 fewer hands won, 4: +141 and 0.023 fewer, 7: +79), Bolivia
#: +543 and 0.033 more hands won (2000; 4: +267 and 0.020 fewer, 5: +477, 7: +518, 8: +399),
#: Brazil +435 and 0.034 more; nothing in Chile, Modern American or Ponytail, whose lines plan
#: such a canasta already or whose bots never hold the cards. With every bot given it, whole
#: games of Cuba (to 7500, 400 a row): the expert won 0.558 against normal, 0.515 before;
#: hard against normal, 1000 unseen Cuban hands: 0.577 and +283 points a hand (0.574, +184).
WILD_GOAL = 6


class Kinds(NamedTuple):
    """Which finished canastas one line accepts, found by asking it about examples."""

    natural: frozenset[str]  # ranks whose natural canasta it accepts
    mixed: frozenset[str]  # ranks whose mixed canasta it accepts
    run: bool
    wilds: bool
    alike: bool

    def accepts(self, kind: str, rank: str) -> bool:
        if kind == NATURAL:
            return rank in self.natural
        if kind == MIXED:
            return rank in self.mixed
        return {RUN: self.run, WILDS: self.wilds, ALIKE: self.alike}[kind]

    @property
    def open(self) -> bool:
        """Whether it takes any group, natural or mixed (no plan is needed for it)."""
        return self.natural == self.mixed == _ALL_RANKS


_ALL_RANKS = frozenset(NATURAL_RANKS)
_SUITS = ("S", "H", "D", "C")
#: Every window of seven steps a sequence may fill, lowest first.
_WINDOWS = tuple(frozenset(range(low, low + CANASTA))
                 for low in range(len(SEQUENCE_RANKS) - CANASTA + 1))


def _examples() -> dict[tuple[str, str], Meld]:
    """One finished canasta of every kind, to ask the rules' lines about."""
    two, joker = card("2C"), card("JK")
    out: dict[tuple[str, str], Meld] = {}
    for rank in NATURAL_RANKS:
        naturals = [card(rank + _SUITS[i % 4]) for i in range(CANASTA)]
        out[(NATURAL, rank)] = Meld.of(rank, naturals)
        out[(MIXED, rank)] = Meld.of(rank, naturals[:5] + [two, joker])
    out[(RUN, "")] = sequence_meld([card(r + "H") for r in SEQUENCE_RANKS[:CANASTA]])
    out[(WILDS, "")] = Meld.of(WILD, [two, joker] * 3 + [two], "wild")
    out[(ALIKE, "")] = Meld.of(WILD, [two] * CANASTA, "wild")
    return out


EXAMPLES = _examples()
_KINDS: dict[tuple[Rules, int, int], tuple[tuple[Need, Kinds], ...]] = {}


def lines(rules: Rules, players: int, side_size: int) -> tuple[tuple[Need, Kinds], ...]:
    """The rules' lines for a side, each with the kinds of canasta it accepts (memoised)."""
    key = (rules, players, side_size)
    found = _KINDS.get(key)
    if found is None:
        found = _KINDS[key] = tuple(
            (need, _kinds(rules, need)) for need in rules.needs(players, side_size))
    return found


def _kinds(rules: Rules, need: Need) -> Kinds:
    fits = need.fits
    naturals = frozenset(r for r in NATURAL_RANKS if fits(EXAMPLES[(NATURAL, r)]))
    mixed = frozenset(r for r in NATURAL_RANKS if fits(EXAMPLES[(MIXED, r)]))
    return Kinds(
        naturals,
        mixed,
        rules.sequences and fits(EXAMPLES[(RUN, "")]),
        rules.wild_melds and fits(EXAMPLES[(WILDS, "")]),
        rules.wild_melds and fits(EXAMPLES[(ALIKE, "")]),
    )


_CLOSE: dict[Rules, bool] = {}


def canastas_close(rules: Rules) -> bool:
    """Whether a canasta takes no more cards (melds of seven at most: Spanish, Ponytail,
    Modern American), so that every later card of its rank is dead for the side."""
    found = _CLOSE.get(rules)
    if found is None:
        canasta = EXAMPLES[(NATURAL, "K")]
        found = _CLOSE[rules] = not rules.group_ok("K", CANASTA + 1, 0) or (
            rules.extend_error(canasta, (card("KH"),)) is not None)
    return found


def side_lines(view: PlayerView, team: int) -> tuple[tuple[Need, Kinds], ...]:
    return lines(view.rules, view.players, len(view.teams[team]))


def short_of(view: PlayerView, team: int) -> list[tuple[Need, int]]:
    """The lines ``team`` does not meet yet, with the canastas each still lacks."""
    return unmet([need for need, _ in side_lines(view, team)], view.melds[team])


def missing(view: PlayerView, team: int) -> int:
    """Canastas ``team`` still lacks to go out (the most any one line lacks)."""
    return max((n for _, n in short_of(view, team)), default=0)


def pile_waits(view: PlayerView, seat: int) -> bool:
    """Whether ``seat``'s own foot or ponytail still lies face down (the hand runs into a foot;
    a seat goes out only once its ponytail is taken up)."""
    sizes = view.side_pile_sizes
    return (
        view.rules.side_piles in ("feet", "ponytails")
        and seat < len(sizes)
        and sizes[seat] > 0
    )


@dataclass(frozen=True)
class Plan:
    """What the side builds toward going out, where the rules' lines ask for particular kinds
    of canasta (empty where any canasta will do)."""

    natural: frozenset[str] = frozenset()  # group ranks kept free of wild cards
    mixed: frozenset[str] = frozenset()  # group ranks that want wild cards
    run_suit: str = ""  # the suit of the sequence to build ("" for none)
    run_steps: frozenset[int] = frozenset()  # the steps it still lacks on the table
    wilds: bool = False  # collect wild cards into a meld of them
    #: (suit, step) of cards any other unfinished sequence of the side could still take
    #: on its way to seven: the planned one may not be the one the draws finish.
    run_reach: frozenset[tuple[str, int]] = frozenset()
    run_last: bool = False  # a sequence of seven is all the side still lacks to go out
    #: Of ``natural``, the ranks kept free of wild cards only as second chances (no line's own
    #: candidate).
    spares: frozenset[str] = frozenset()
    #: Whether ``wilds`` is for what a canasta of wild cards scores, not for a line
    #: (:func:`wild_canasta_in_reach`).
    wilds_for_worth: bool = False

    @property
    def active(self) -> bool:
        return bool(self.natural or self.mixed or self.run_suit or self.wilds)

    def in_run(self, c: Card) -> bool:
        """Whether ``c`` belongs to the planned sequence."""
        if not self.run_suit:
            return False
        step = STEP.get(c.rank)
        if step is None:
            return False
        return (step in self.run_steps and c.suit == self.run_suit) or (
            (c.suit, step) in self.run_reach)


NO_PLAN = Plan()


class _Option(NamedTuple):
    distance: int  # cards still to find
    kind: str
    rank: str  # the group's rank, or the run's suit
    steps: frozenset[int] = frozenset()  # a run's steps not yet on the table


def make_plan(
    view: PlayerView, hand_counts: Counter[str], wilds_in_hand: int, unseen: Counter[str],
    spares: int = 1, mixed_lines: bool = True,
) -> Plan:
    """Give each line the side still lacks its nearest candidate (see the module's doc); a
    line that wants natural canastas also keeps its next ``spares`` candidates free of wild
    cards, in case the first one runs short of cards. Without ``mixed_lines`` a line that
    accepts only mixed canastas is given no candidates: no meld is planned to draw the hand's
    wild cards, and they go where the usual weights put them."""
    plan = _lines_plan(view, hand_counts, wilds_in_hand, unseen, spares, mixed_lines)
    if plan.wilds or not wild_canasta_in_reach(view, wilds_in_hand):
        return plan
    return replace(plan, wilds=True, wilds_for_worth=True)


def wild_canasta_in_reach(view: PlayerView, wilds_in_hand: int) -> bool:
    """Whether the side should build a canasta of wild cards that no line asks for: where
    the rules allow melds of wild cards, once the seat's wild cards and the side's meld of
    them number :data:`WILD_GOAL` (see there)."""
    if not view.rules.wild_melds:
        return False
    gathered = _wilds_gathered(view.melds[view.team], wilds_in_hand)
    return gathered is not None and gathered >= WILD_GOAL


def _wilds_gathered(melds: Sequence[Meld], wilds_in_hand: int) -> int | None:
    """The wild cards the side has toward a canasta of them, its unfinished meld of them and
    the seat's (None once it has made one)."""
    wild = next((m for m in melds if m.kind == "wild"), None)
    if wild is not None and wild.is_canasta:
        return None
    return (wild.size if wild is not None else 0) + wilds_in_hand


def _lines_plan(
    view: PlayerView, hand_counts: Counter[str], wilds_in_hand: int, unseen: Counter[str],
    spares: int, mixed_lines: bool,
) -> Plan:
    """The plan toward the lines the rules ask for (:func:`make_plan` without the canasta of
    wild cards no line asks for)."""
    team = view.team
    all_lines = side_lines(view, team)
    if all(kinds.open for _, kinds in all_lines):
        return NO_PLAN
    melds = list(view.melds[team])
    needs = [need for need, _ in all_lines]
    kinds_of = {id(need): kinds for need, kinds in all_lines}
    options = _options(view, melds, hand_counts, wilds_in_hand, unseen)
    # Each candidate with the key a line takes it by and the rank it asks of the line's kinds,
    # worked out once (the loop below asks them of every candidate for every line).
    near = [(o, _key(o), _rank_of(o)) for o in options if o.distance < FAR]
    own: set[str] = set()  # the natural candidates that are a line's own
    taken: set[str] = set()  # a candidate serves one line (a rank's group is one meld)
    natural: set[str] = set()
    mixed: set[str] = set()
    run: tuple[str, frozenset[int]] | None = None
    wilds = False
    short = unmet(needs, melds)
    while short:
        pick: tuple[int, Need, _Option] | None = None
        for need, _ in short:
            kinds = kinds_of[id(need)]
            fitting = [o for o, key, rank in near if key not in taken
                       and kinds.accepts(o.kind, rank)]
            if not fitting:
                continue
            best = min(fitting)
            # The line with the fewest candidates goes first: it has the least choice.
            key = len(fitting)
            if pick is None or key < pick[0]:
                pick = (key, need, best)
        if pick is None:
            break
        _, need, option = pick
        kinds = kinds_of[id(need)]
        taken.add(_key(option))
        if option.kind == NATURAL and not kinds.accepts(MIXED, option.rank):
            natural.add(option.rank)
            own.add(option.rank)
            spare = [o for o, key, _ in near if o.kind == NATURAL and key not in taken
                     and kinds.accepts(NATURAL, o.rank)]
            for second in sorted(spare)[:spares]:
                natural.add(second.rank)  # a second chance, not given a line of its own
        elif option.kind == MIXED and not kinds.accepts(NATURAL, option.rank):
            if mixed_lines:
                mixed.add(option.rank)
        elif option.kind == RUN and run is None:
            run = (option.rank, option.steps)
        elif option.kind in (WILDS, ALIKE):
            wilds = True
        melds.append(EXAMPLES[(option.kind, _rank_of(option))])
        short = unmet(needs, melds)
    return Plan(frozenset(natural), frozenset(mixed - natural),
                run[0] if run else "", run[1] if run else frozenset(), wilds,
                _reach(view.melds[team]) if run else frozenset(),
                run is not None and not unmet(needs, [*view.melds[team], EXAMPLES[(RUN, "")]]),
                frozenset(natural - own))


def _reach(melds: tuple[Meld, ...]) -> frozenset[tuple[str, int]]:
    """(suit, step) of the cards the side's unfinished sequences could still take: every
    step of a window of seven holding one, but those laid."""
    out: set[tuple[str, int]] = set()
    for m in melds:
        if m.kind != "sequence" or m.is_canasta:
            continue
        low, high = STEP[m.cards[0].rank], STEP[m.cards[-1].rank]
        suit = m.cards[0].suit
        for step in range(max(0, high - CANASTA + 1), min(len(SEQUENCE_RANKS), low + CANASTA)):
            if not low <= step <= high:
                out.add((suit, step))
    return frozenset(out)


def _key(option: _Option) -> str:
    if option.kind in (WILDS, ALIKE):
        return WILDS
    return option.kind + option.rank if option.kind == RUN else option.rank


def _rank_of(option: _Option) -> str:
    return option.rank if option.kind in (NATURAL, MIXED) else ""


def _options(
    view: PlayerView,
    melds: list[Meld],
    hand_counts: Counter[str],
    wilds_in_hand: int,
    unseen: Counter[str],
) -> list[_Option]:
    """Every candidate the side could finish, with how many cards it still lacks (a natural
    canasta only where enough copies of its rank are still to be found)."""
    rules = view.rules
    out: list[_Option] = []
    groups = {m.rank: m for m in melds if m.kind == "group"}
    in_pile = Counter(c.rank for c in view.pile)
    for rank in NATURAL_RANKS:
        m = groups.get(rank)
        if m is not None and m.is_canasta:
            continue
        size = (m.size if m is not None else 0) + hand_counts[rank]
        lacks = CANASTA - size
        left = unseen[rank] + in_pile[rank]  # copies the side could still get
        if size == 0:
            far = CANASTA + 2  # nothing yet: every card still to come
            if left >= CANASTA:
                out.append(_Option(far, NATURAL, rank))
            out.append(_Option(far, MIXED, rank))
            continue
        if (m is None or m.wilds == 0) and left >= lacks:
            # Scarce copies make a natural canasta slower to finish.
            out.append(_Option(max(0, lacks) + (1 if left < 2 * lacks else 0), NATURAL, rank))
        # A wild card or two fill a mixed canasta sooner.
        out.append(_Option(max(0, CANASTA - size - min(2, wilds_in_hand)), MIXED, rank))
    if rules.sequences:
        out.extend(_run_options(view, melds))
    if rules.wild_melds:
        gathered = _wilds_gathered(melds, wilds_in_hand)
        if gathered is not None:
            out.append(_Option(max(0, CANASTA - gathered) + 1, WILDS, ""))
            out.append(_Option(max(0, CANASTA - gathered) + 3, ALIKE, ""))
    return out


def _run_options(view: PlayerView, melds: list[Meld]) -> list[_Option]:
    """Per suit, the window of seven steps holding most of the cards a sequence needs: the
    side's unfinished sequence of that suit, or the hand's cards of it."""
    out: list[_Option] = []
    held: dict[str, set[int]] = {s: set() for s in _SUITS}
    is_wild = view.rules.is_wild
    for c in view.hand:
        if c.rank in STEP and not is_wild(c):
            held[c.suit].add(STEP[c.rank])
    for suit in _SUITS:
        runs = [m for m in melds if m.kind == "sequence" and m.cards[0].suit == suit]
        if any(m.is_canasta for m in runs):
            continue
        meld_steps = [{STEP[c.rank] for c in m.cards} for m in runs]
        best: tuple[int, frozenset[int]] | None = None
        if not meld_steps:
            # No sequence of the suit yet: the window holding most of the hand's cards.
            mine = held[suit]
            for window in _WINDOWS:
                have = len(window & mine)
                if best is None or have > best[0]:
                    best = (have, window)
            assert best is not None
            out.append(_Option(CANASTA - best[0] + 1, RUN, suit, best[1]))
            continue
        for window in _WINDOWS:  # a window that holds one of the side's sequences
            laid = next((steps for steps in meld_steps if steps <= window), None)
            if laid is None:
                continue
            have = len(window & (held[suit] | laid))
            if best is None or have > best[0]:
                best = (have, window - laid)
        if best is not None:
            out.append(_Option(CANASTA - best[0] + 1, RUN, suit, best[1]))
    return out
