"""Taking the pile: may this side take the pile now, with these cards? Answered here only.

The question is put about one side at one moment, as a :class:`Taker`: the pile's top card,
how many cards the pile and the seat's hand hold, whether the pile is frozen for the side,
whether the side has opened (and its minimum), and the side's meld of the top card's rank. The
engine builds one from the state it applies an action to, the action generator from the state
it lists actions for, and the bots and the table from what a seat can see (the next player,
with the card about to be thrown on top) — so they all get the same answers.

* :func:`blocked` — nothing could take the pile now (its top card, the one-card rule);
* :func:`canasta_blocks` — the house rule "canastas block the pile";
* :func:`by_meld` — taking it by adding the top card to the side's meld, no card from the hand;
* :func:`naturals_needed` and :func:`with_cards` — taking it with cards from the hand;
* :func:`what_takes` — what a side would need from its hand to take it (for a player about
  to throw a card: could the next player take the pile with it?).

What the cards then make (the meld's shape, the opening minimum, going out) is judged by
:mod:`game.rules.shapes`, :mod:`game.rules.opening` and :mod:`game.rules.going_out`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, NamedTuple

from .actions import Group
from .cards import Card
from .melds import Meld
from .reasons import Reason
from .shapes import extends, finished_run_for, joins

if TYPE_CHECKING:
    from .state import GameState
    from .variants import Rules


class Taker(NamedTuple):
    """A side about to take (or not) the pile: what the rules need to know."""

    rules: Rules
    top: Card | None  # the pile's top card (None: the pile is empty)
    pile_size: int
    hand_size: int  # cards in the hand of the seat taking it
    opened: bool
    meld: Meld | None  # the side's meld (a group) of the top card's rank
    frozen: bool  # frozen for this side: for everybody, or the side has not opened
    minimum: int  # the side's opening minimum this hand (0 once it has opened)
    #: Where the side has no group of the top card's rank: its sequence that the top card
    #: alone would extend (Samba's family takes the pile so, as it adds the top card to any
    #: meld of fewer than seven cards), else None.
    run: Meld | None = None


def taker(state: GameState, seat: int) -> Taker:
    """The seat's side facing the pile in ``state``."""
    team = state.team_of(seat)
    discard = state.discard
    top = discard[-1] if discard else None
    melds = state.melds[team]
    meld = None
    rules = state.rules
    if top is not None:
        rank = top.rank
        for m in melds:
            if m.rank == rank and m.kind == "group":
                meld = m
                break
        if meld is not None and len(meld.cards) >= 7 and rules.twin_melds:
            # A side with two groups of the rank adds the top card to one that takes it (a
            # finished canasta is the only group such rules refuse it).
            meld = next((m for m in melds if m.rank == rank and m.kind == "group"
                         and rules.add_top_error(m) is None), meld)
    opened = bool(melds)
    run = run_for(top, melds) if meld is None and rules.sequences and top is not None else None
    # Built positionally, and the minimum only where it is asked: the generator asks this on
    # every draw of every rollout.
    return tuple.__new__(Taker, (rules, top, len(discard), len(state.hands[seat]), opened,
                                 meld, not opened or state.pile_frozen,
                                 0 if opened else state.minimum(team), run))


def run_for(top: Card, melds: Sequence[Meld]) -> Meld | None:
    """The side's sequence among ``melds`` that ``top`` alone extends (the first, where two
    would take it: laying it down then asks which, and refuses it)."""
    for m in melds:
        if m.kind == "sequence" and extends(m, (top,)):
            return m
    return None


def after_throw(
    rules: Rules,
    card: Card,
    pile_size: int,
    hand_size: int,
    frozen: bool,
    opened: bool,
    minimum: int,
    melds: Mapping[str, Meld],
    runs: Sequence[Meld] = (),
) -> Taker:
    """A side facing the pile once ``card`` is thrown on top of it: the pile now holds
    ``pile_size`` cards before the throw, the seat ``hand_size``; ``frozen`` for the side
    before the throw; ``melds`` the side's groups by rank, ``runs`` its sequences. All of it
    is public."""
    meld = melds.get(card.rank)
    run = run_for(card, runs) if runs and meld is None else None
    # tuple.__new__ skips the named tuple's own __new__, a Python function: the bots ask this
    # for every card they might throw, in every rollout.
    return tuple.__new__(Taker, (rules, card, pile_size + 1, hand_size, opened,
                                 meld, frozen or card in rules.freezing_cards,
                                 minimum, run))


def blocked(side: Taker) -> Reason | None:
    """Why nobody in the side's place could take the pile now, whatever they hold: the pile is
    empty, a wild card or a three lies on top, or the one-card rule (house rule)."""
    code = _blocked(side)
    if code is None:
        return None
    return Reason(code, top=side.top) if code == "pile.wild_top" else Reason(code)


def _blocked(side: Taker) -> str | None:
    # The rule itself, answered with a code: the bots ask it for every card they might throw.
    top, rules = side.top, side.rules
    if top is None:
        return "pile.empty"
    if top.is_wild if rules.standard_wilds else rules.is_wild(top):
        return "pile.wild_top"
    if top.is_black_three:
        return "pile.black_three_top"
    if top.is_red_three:
        return "pile.red_three_top"
    if side.hand_size == 1 and side.pile_size == 1 and rules.flag("one_card_rule"):
        return "pile.one_card"
    return None


def canasta_blocks(rules: Rules, meld: Meld | None) -> bool:
    """House rule "canastas block the pile": a side whose meld of the top card's rank (``meld``)
    is a canasta cannot take the pile at all (the top card would join the canasta)."""
    return meld is not None and meld.is_canasta and rules.flag("pile_blocked_by_canastas")


def naturals_needed(side: Taker) -> int:
    """Natural cards of the top card's rank the hand must add to take the pile with cards: a
    pair when the pile is frozen for the side or the rules always want one (Samba, or the house
    rule), else one — or none where the top card and two wild cards make a meld of their own
    (the house rule "up to three wild cards whatever the naturals"; seed 000 lets the hand's
    cards that go with the top card be wild ones)."""
    usually = naturals_usually(side)
    if usually == 2:
        return 2
    assert side.top is not None
    return 0 if top_and_two_wilds(side.rules, side.top.rank) else 1


def naturals_usually(side: Taker) -> int:
    """Natural cards of the top card's rank a hand takes the pile with, where two wild cards
    would not do it alone: a pair when it is frozen for the side or the rules always want one,
    else one."""
    return 2 if side.rules.pair_always or side.frozen else 1


def top_and_two_wilds(rules: Rules, rank: str) -> bool:
    """Whether a top card of ``rank`` and two wild cards are a meld under ``rules``."""
    return rules.group_ok(rank, 1, 2)


def by_meld(side: Taker) -> Reason | None:
    """Why the side may not take the pile by adding the top card to its meld of that rank,
    with no card from the hand (None: it may). The pile must not be blocked."""
    code = _by_meld(side)
    if code is None:
        return None
    top, meld = side.top, side.meld
    assert top is not None
    if code == "add_top":
        onto = meld or side.run
        assert onto is not None
        return side.rules.add_top_error(onto)
    if code == "pile.not_opened":
        return _not_opened(side, top.rank)
    if code == "pile.no_meld":
        return Reason(code, names=top.rank, top=top)
    return Reason(code, names=top.rank)


def _not_opened(side: Taker, rank: str) -> Reason:
    """The side has not opened: a natural pair takes the pile, with the minimum where points
    are asked (none: Brazil from 7000 asks a canasta)."""
    if not side.minimum:
        return Reason("pile.not_opened_pair", names=rank)
    return Reason("pile.not_opened", names=rank, minimum=side.minimum)


def takes_by_meld(side: Taker) -> bool:
    """Whether :func:`by_meld` lets the side take the pile (without building its reason)."""
    return _by_meld(side) is None


def _by_meld(side: Taker) -> str | None:
    # The rule itself, answered with a code ("add_top": the rules' add_top_error refuses).
    if side.frozen:
        return "pile.frozen" if side.opened else "pile.not_opened"
    rules = side.rules
    if rules.flag("natural_pair_always"):
        return "pile.pair_rule"
    onto = side.meld or side.run
    if onto is None:
        return "pile.no_meld"
    return None if rules.add_top_error(onto) is None else "add_top"


#: Refusals of the hand's cards beside the top card that a bare pickup would answer.
_TOP_ALONE_HELPS = frozenset({"pile.first_group", "pile.wrong_rank", "pile.pair_only",
                              "pile.one_natural"})


def with_cards(side: Taker, group: Group) -> Reason | None:
    """Why ``group`` — the cards from the hand that go with the top card — may not take the
    pile (None: they may; the meld they make is judged when it is laid down). Where the top
    card alone would take it onto the side's meld, that is what the refusal says."""
    reason = _with_cards(side, group)
    if reason is not None and reason.code in _TOP_ALONE_HELPS and takes_by_meld(side):
        return Reason("pile.top_alone", top=side.top)
    return reason


def _with_cards(side: Taker, group: Group) -> Reason | None:
    top, rules = side.top, side.rules
    assert top is not None
    rank = top.rank
    if group.target not in (None, rank):
        return Reason("pile.first_group", top=top, names=rank)
    naturals = [c for c in group.cards if not rules.is_wild(c)]
    for c in naturals:
        if c.rank != rank:
            return Reason("pile.wrong_rank", top=top, names=rank, card=c)
    if naturals_needed(side) == 2 and len(naturals) < 2:
        if side.frozen and not side.opened:
            # Frozen for this side because it has not opened: saying "the pile is frozen"
            # would be untrue where nothing freezes it for the others.
            return _not_opened(side, rank)
        return Reason("pile.frozen_pair" if side.frozen else "pile.pair_only", names=rank)
    if not naturals and naturals_needed(side):
        return Reason("pile.one_natural", rank=rank)
    if canasta_blocks(rules, side.meld):
        return Reason("pile.canasta_blocks", names=rank)
    return None


def cause_named(state: GameState, reason: Reason) -> Reason:
    """``reason``, told with a cause the side's :class:`Taker` cannot see. Where it refuses
    the pile as frozen and no card in sight froze it: the variant itself (its pile is always
    frozen), or the house rule that black threes freeze it (else a player looks in vain for
    the wild card). Where the side has no meld for the top card: a finished sequence of the
    side's that it would extend but for its seven cards."""
    code = reason.code
    rules = state.rules
    if code == "pile.no_meld" and rules.sequences and state.discard and finished_run_for(
            state.melds[state.team_of(state.turn)], state.discard[-1:]):
        return Reason("pile.sequence_finished", top=state.discard[-1])
    if code not in ("pile.frozen", "pile.frozen_pair"):
        return reason
    cause = freeze_cause(state)
    if cause == "always":
        return Reason(code.replace("frozen", "always_frozen"), title=rules.title,
                      **reason.params)
    if cause == "black_threes":
        return Reason(code.replace("frozen", "frozen_three"), **reason.params)
    return reason


def freeze_cause(state: GameState) -> str | None:
    """What freezes the pile where no card in sight shows it: ``"always"`` (the variant),
    ``"black_threes"`` (the house rule, with black threes alone in it); None otherwise (a
    wild card or red three in it, or the card turned at the start). The refusal to take the
    pile and the table's pile line both ask this."""
    rules = state.rules
    if rules.pile_always_frozen:
        return "always"
    if state.frozen_under:
        return None
    held = [c for c in state.discard if c in rules.freezing_cards]
    return "black_threes" if held and all(c.is_black_three for c in held) else None


def with_top_refusal(reason: Reason, top: Card, first: tuple[Card, ...] = ()) -> Reason:
    """``reason``, refusing the meld the top card makes with the hand's cards (``first``),
    told with the top card named as the pile's: the cards a player adds are only those from
    the hand."""
    code = reason.code
    if (code == "meld.too_short" and len(first) == 1 and reason.params["n"] == 2
            and reason.params["names"] == top.rank):
        # "Your sevens make 2" counted the top card the player did not pick up.
        return Reason("pile.too_short", cards=first, top=top)
    if code not in ("meld.cannot_add", "meld.not_a_meld"):
        return reason
    params = reason.params
    cards = tuple(params["cards"])
    if top not in cards or (code == "meld.cannot_add" and params["names"] != top.rank):
        return reason
    at = cards.index(top)
    own = cards[:at] + cards[at + 1:]
    if not own:  # the top card alone onto a meld: it is the card added
        return reason
    if code == "meld.cannot_add":
        return Reason("pile.cannot_add", cards=own, top=top, names=top.rank,
                      error=params["error"])
    return Reason("pile.not_a_meld", cards=own, top=top, error=params["error"])


def what_takes(side: Taker) -> int | None:
    """What the side needs from its hand to take the pile: 0 (nothing: its meld takes the top
    card), 1 or 2 natural cards of the top card's rank, or None when it cannot take it at all
    (blocked, its canasta blocks it, or its meld of that rank can take no more cards)."""
    rules, meld = side.rules, side.meld
    if _blocked(side) or (meld is not None and canasta_blocks(rules, meld)):
        return None
    if _by_meld(side) is None:
        return 0
    # What a hand usually holds for it, not the two wild cards that take it alone under a
    # house rule (the bots weigh the next player's chances with this).
    needed = naturals_usually(side)
    top = side.top
    assert top is not None
    if meld is not None and not joins(rules, top.rank, (top,) * (needed + 1), meld):
        return None
    return needed
