"""The rules of play: applying one action to a state.

Every function here is pure: it reads a :class:`GameState` and returns a new one. A refused
action raises :class:`IllegalActionError` before anything is built, so the caller's state is
untouched by construction. The questions of the rules are answered by their judges — taking
the pile (:mod:`.pile`), a meld's shape (:mod:`.shapes`), the opening (:mod:`.opening`), going
out (:mod:`.going_out`) — and by the rules object's hooks; this module puts the answers
together and builds the new state. Listing the legal actions is :mod:`.generate`'s job.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NoReturn

from . import frozen, opening, pile
from .actions import Action, Group
from .cards import RED_THREES, Card, add_sorted, less_known, remove_cards, sort_cards
from .discarding import discard_refusal
from .ending import finish_hand
from .errors import IllegalActionError
from .events import Event, new_event
from .going_out import (
    bound_to_go_out,
    can_go_out,
    going_out_refusal,
    threes_bind,
    went_out_concealed,
)
from .going_out_search import MAX_HAND, gives_up
from .melds import Meld
from .reasons import Reason, illegal
from .shapes import SEQ, Laid, combine_groups

if TYPE_CHECKING:
    from .state import GameState

Melds = tuple[Meld, ...]
CORE_KINDS = frozenset({"draw", "pickup", "meld", "discard", "ask", "yes", "no", "deal"})


# ----------------------------------------------------------------------------------------------
# building states
# ----------------------------------------------------------------------------------------------
def fields_of(state: GameState) -> dict[str, Any]:
    """A copy of ``state``'s fields by name, to change a few of and build the next state from
    with :func:`from_fields`. The paths that run on every action build states so: setting
    the changed fields one by one in the copy costs half of what
    :meth:`GameState.replace`'s keyword arguments do (a dictionary of them, merged)."""
    return state.__dict__.copy()


def from_fields(kind: type[GameState], fields: dict[str, Any]) -> GameState:
    """The state of class ``kind`` with these ``fields`` (every field by its name, as
    :func:`fields_of` gives them), with nothing remembered yet."""
    fields["_cache"] = {}
    return frozen.build(kind, fields)


# ----------------------------------------------------------------------------------------------
# apply
# ----------------------------------------------------------------------------------------------
def apply_action(
    state: GameState, action: Action, listed: bool = False
) -> tuple[GameState, list[Event]]:
    """Apply ``action`` for the seat to act (see :meth:`GameState.apply`). ``listed``: the
    action is one of the state's own legal actions, so the refusals that only judge it are
    not asked again (what builds the new state is the same either way)."""
    if listed:
        # The state listed it for its phase, so the phase need not be asked: the kinds that
        # make up most of a hand go straight to their rule (one call fewer on every action).
        kind = action.kind
        if kind == "discard":
            new, events = _discard(state, action, True)
        elif kind == "draw":
            new, events = _draw(state, True)
        elif kind == "meld":
            new, events = _meld(state, action, True)
        else:
            new, events = _apply(state, action, True)
    else:
        new, events = _apply(state, action, False)
    if new.rules.watches_actions:
        return new.rules.after_action(state, new, events)
    return new, events


def _apply(state: GameState, action: Action, listed: bool) -> tuple[GameState, list[Event]]:
    kind = action.kind
    phase = state.phase
    if kind not in CORE_KINDS and phase not in ("hand_over", "game_over"):
        return state.rules.apply_special(state, action)
    if phase == "game_over":
        illegal("game.over")
    if phase == "hand_over":
        if kind == "deal":
            return state.deal_next()
        illegal("hand.over")
    if kind == "deal":
        illegal("hand.playing")
    if phase == "answer":
        if kind in ("yes", "no"):
            return _answer(state, kind)
        illegal("answer.first")
    if kind in ("yes", "no"):
        illegal("answer.nobody_asked")
    if phase == "draw":
        if kind == "draw":
            return _draw(state, listed)
        if kind == "pickup":
            return _pickup(state, action, listed)
        if kind == "ask" and state.rules.ask_without_going_out:
            return _ask(state, listed)  # British: acaba may be said before drawing too
        illegal("turn.start")
    if kind == "meld":
        return _meld(state, action, listed)
    if kind == "discard":
        return _discard(state, action, listed)
    if kind == "ask":
        return _ask(state, listed)
    illegal("turn.drawn")


def _turn_start(state: GameState, seat: int) -> dict[str, object]:
    """Fields that reset when a seat starts its turn by drawing or taking the pile."""
    return {
        "phase": "play",
        # An answer heard before drawing (British: asked for acaba) holds for the whole turn.
        "asked": state.asked,
        "concealed_ok": seat not in state.melded_seats,
        "turn_new_ranks": _NO_RANKS,
    }


_NO_RANKS: frozenset[str] = frozenset()
#: A flag of a question asked before drawing (British): the answer returns the seat to drawing.
ASKED_BEFORE_DRAWING = "asked-before-drawing"


def _draw(state: GameState, listed: bool = False) -> tuple[GameState, list[Event]]:
    rules = state.rules
    seat = state.turn
    team = state.team_of(seat)
    events: list[Event] = []
    stock = state.stock
    discard = state.discard
    extra: dict[str, object] = {}
    if not stock:
        if rules.flag("turn_pile_as_stock") and not state.pile_turned and len(discard) >= 2:
            # Turning the pile face down makes its bottom card the new stock's top card.
            stock, discard = discard[:-1], discard[-1:]
            extra = {"pile_turned": True, "frozen_under": False}
            events.append(Event("pile_turned", seat, amount=len(stock)))
        else:
            reason = None if listed else forced_pickup_reason(state)
            if reason:
                raise IllegalActionError(reason)
            events.append(Event("stock_exhausted", seat))
            return finish_hand(state, events, None)
    want = rules.draw_count(state.players)
    got: list[Card] = []
    reds: list[Card] = []
    pos = 0
    ended = False
    while len(got) < want and pos < len(stock):
        c = stock[pos]
        pos += 1
        if c.is_red_three and rules.lays_down_red_threes:
            reds.append(c)
            events.append(Event("red_three", seat, team, (c,)))
            if pos == len(stock):
                ended = True  # a red three as the last stock card ends the hand at once
                break
            continue
        got.append(c)
    hands = list(state.hands)
    hands[seat] = add_sorted(hands[seat], got)
    if reds:
        red_threes = list(state.red_threes)
        red_threes[team] = red_threes[team] + tuple(reds)
        extra["red_threes"] = tuple(red_threes)
    if got:
        # After a "pile_turned" (the cards come from the turned pile), before red threes.
        first = 1 if "pile_turned" in extra else 0
        events.insert(first, new_event(("drew", seat, team, tuple(got), None, 0, None, True)))
    fields = fields_of(state)
    # A draw over a pile the opened side could have taken is public (not when the stock
    # was just made of the turned pile: then there was no pile to take).
    if discard and "pile_turned" not in extra and state.melds[team]:
        fields["passed"] = noted(state.passed, state.players, seat, discard[-1])
    fields["stock"] = stock[pos:]
    fields["discard"] = discard
    fields["hands"] = tuple(hands)
    fields["phase"] = "play"
    fields["concealed_ok"] = seat not in state.melded_seats
    fields["turn_new_ranks"] = _NO_RANKS
    if extra:
        fields.update(extra)
    new = from_fields(type(state), fields)
    if ended:
        events.append(Event("stock_exhausted", seat))
        return finish_hand(new, events, None)
    return new, events


def noted(
    record: tuple[tuple[Card, ...], ...], players: int, seat: int, card: Card
) -> tuple[tuple[Card, ...], ...]:
    """A per-seat public record (``thrown``, ``passed``) with ``card`` added for ``seat``."""
    rows: list[tuple[Card, ...]] = list(record) if record else [()] * players
    rows[seat] = rows[seat] + (card,)
    return tuple(rows)


def forced_pickup_reason(state: GameState) -> Reason | None:
    """With the stock empty, why the seat must take the pile (None when it need not)."""
    top = state.pile_top
    if state.stock or top is None:
        return None
    side = pile.taker(state, state.turn)
    if side.frozen or side.meld is None and side.run is None:
        return None  # nothing on the side's table the top card would join
    try:
        _pickup(state, Action("pickup"))
    except IllegalActionError:
        return None
    if side.meld is None:  # the top card extends one of the side's sequences
        return Reason("stock.must_take_pile_run", top=top)
    return Reason("stock.must_take_pile", top=top, names=top.rank)


def _missing(hand: tuple[Card, ...], cards: tuple[Card, ...]) -> NoReturn:
    rest = list(hand)
    for c in cards:
        if c in rest:
            rest.remove(c)
        else:
            illegal("hand.not_another" if c in hand else "hand.not_held", card=c)
    illegal("hand.not_those")


def _pickup(
    state: GameState, action: Action, listed: bool = False
) -> tuple[GameState, list[Event]]:
    """Take the pile: the judges of :mod:`.pile` decide whether the side may, then the top
    card and the hand's groups are laid down (judged as any meld) and the opening checked
    (``listed``: the state listed the action, so only the laying down is left)."""
    rules = state.rules
    seat = state.turn
    team = state.team_of(seat)
    groups = action.groups
    if listed:
        top = state.discard[-1]
        opened = bool(state.melds[team])
    else:
        side = pile.taker(state, seat)
        error = pile.blocked(side)
        if error is None:
            error = pile.with_cards(side, groups[0]) if groups else pile.by_meld(side)
        if error:
            raise IllegalActionError(pile.cause_named(state, error))
        assert side.top is not None
        top, opened = side.top, side.opened
    hand = state.hands[seat]
    first = groups[0].cards if groups else ()
    rest_groups = groups[1:]
    used = first + tuple(c for g in rest_groups for c in g.cards)
    rest_hand = remove_cards(hand, used)
    if rest_hand is None:
        _missing(hand, used)
    if not groups and rules.sequences and state.meld_of(team, top.rank) is None:
        # The top card alone onto the side's sequence that it extends (the pile's judges
        # above found one; laying it down asks which, where two would take it).
        with_top = Group((top,), SEQ)
    else:
        with_top = Group((top, *first), top.rank)
    error = None if listed else rules.pickup_error(state, team, with_top)
    if error:
        raise IllegalActionError(error)
    try:
        laid = _lay(state, team, seat, (with_top, *rest_groups), listed)
    except IllegalActionError as refused:
        # The meld judges see the top card as one of the group's cards; the player added
        # only the hand's.
        raise IllegalActionError(pile.with_top_refusal(refused.reason, top, first)) from refused
    if not opened and not listed:
        counted = opening.counted_with_pile(state, top, first, rest_groups)
        error = opening.opening_refusal(state, team, counted, laid.melds, with_pile=True)
        if error:
            raise IllegalActionError(error)
    try:
        return _take_pile(state, seat, team, rest_hand, laid.melds, laid.events,
                          laid.black_threes, laid.extended_old, listed)
    except IllegalActionError as refused:
        # The going-out limits speak of melding down; here the pile was being taken.
        if refused.reason.code != "out.meld_down":
            raise
        raise IllegalActionError(Reason("pile.leaves", **refused.reason.params)) from refused


def _take_pile(
    state: GameState,
    seat: int,
    team: int,
    rest_hand: tuple[Card, ...],
    melds: Melds,
    events: list[Event],
    black_threes: bool,
    extended: bool,
    listed: bool = False,
) -> tuple[GameState, list[Event]]:
    """The state once the seat has taken the pile and laid down ``melds``."""
    rules = state.rules
    discard = state.discard
    # The cards under the top that go with it (Hand and Foot: five); the rest stay as the pile.
    pile_left = discard[: len(discard) - 1 - rules.pile_cards_taken(len(discard) - 1)]
    pile_rest = discard[len(pile_left) : -1]
    # Red threes in the pile are rare (asked in C first); cards leave the game with it only
    # in some variants.
    lays_down = rules.lays_down_red_threes and not RED_THREES.isdisjoint(pile_rest)
    reds = [c for c in pile_rest if c.is_red_three] if lays_down else []
    leaves = rules.leaves_game_with_pile if rules.removes_with_pile else None
    removed = [c for c in pile_rest if leaves(c)] if leaves else []
    to_hand = pile_rest if not (lays_down or leaves) else tuple(
        c for c in pile_rest if not (lays_down and c.is_red_three) and not (leaves and leaves(c)))
    new_hand = sort_cards(rest_hand + to_hand)
    events.insert(0, new_event(("took_pile", seat, team, discard[len(pile_left) :], None, 0, None,
                             False)))
    red_threes = state.red_threes
    if reds:
        rt = list(red_threes)
        rt[team] = rt[team] + tuple(reds)
        red_threes = tuple(rt)
        for c in reds:
            events.insert(1, Event("red_three", seat, team, (c,)))
    known = list(state.known)
    held = less_known(known[seat], state.hands[seat], rest_hand) if known[seat] else ()
    known[seat] = sort_cards(held + to_hand)
    turn = _turn_start(state, seat)
    if extended:
        turn["concealed_ok"] = False
    turn["turn_new_ranks"] = started_ranks(_NO_RANKS, state.melds[team], melds)
    extra: dict[str, object] = {}
    if removed:
        out = list(state.removed)
        out[team] = out[team] + tuple(removed)
        extra["removed"] = tuple(out)
        events.append(Event("removed", seat, team, tuple(removed)))
    base = state.replace(
        discard=pile_left,
        frozen_under=state.frozen_under and bool(pile_left),
        red_threes=red_threes,
        known=tuple(known),
        **turn,
        **extra,
    )
    return _settle(base, seat, team, new_hand, melds, events, black_threes, listed)


def _settle(
    base: GameState,
    seat: int,
    team: int,
    hand: tuple[Card, ...],
    melds: Melds,
    events: list[Event],
    black_threes: bool,
    listed: bool = False,
    extended: bool = False,
    wins: bool = False,
    known: tuple[tuple[Card, ...], ...] | None = None,
) -> tuple[GameState, list[Event]]:
    """Finish a meld or a pickup: check the going-out limits (not for a ``listed`` action),
    build the state, end the hand when the seat has melded its last card. ``extended``: a
    meld already on the table took cards, so the turn can no longer end in going out
    concealed. ``wins``: the meld wins the match outright (Spanish's seven black threes),
    however many cards it leaves: it is neither held to the going-out limits nor a going
    out (the variant ends the match). ``known``: what others know the seats hold, where it
    changes."""
    left = len(hand)
    if left <= 1 and not listed and not wins:
        error = going_out_refusal(base, team, melds)
        if error:
            illegal("out.meld_down", count=left, error=error)
    hands = list(base.hands)
    hands[seat] = hand
    all_melds = list(base.melds)
    all_melds[team] = melds
    fields = fields_of(base)
    fields["hands"] = tuple(hands)
    fields["melds"] = tuple(all_melds)
    if seat not in base.melded_seats:
        fields["melded_seats"] = base.melded_seats | {seat}
    fields["turn_new_ranks"] = started_ranks(base.turn_new_ranks, base.melds[team], melds)
    if extended:
        fields["concealed_ok"] = False
    if known is not None:
        fields["known"] = known
    new = from_fields(type(base), fields)
    seven = new.seven_canastas_team() is not None
    if left == 0 and not wins and not (seven and new.rules.hand_may_empty(new, seat)):
        going_on = new.rules.hand_emptied(new, seat, events, discarded=False)
        if going_on is not None:
            return going_on, events
        # Gone out: with the side's seventh canasta in the same meld, both count (the
        # going-out bonus beside the seven canastas' 5000).
        return finish_hand(new, events, seat, concealed=went_out_concealed(new, team))
    if seven:
        return finish_hand(new, events, None)
    if left >= 2 and not listed and (black_threes or bound_to_go_out(base)) and not can_go_out(new):
        # Black threes are melded only in the turn their player goes out; once they are down,
        # or the partner said yes, every meld must leave a way out.
        if black_threes:
            illegal("meld.black_threes_out")
        if threes_bind(base):
            illegal("meld.black_threes_bound")
        # British: a yes binds the seat to go out or to say acaba.
        illegal("acaba.yes_meld" if base.rules.ask_without_going_out else "out.partner_yes_meld")
    return new, events


def started_ranks(started: frozenset[str], before: Melds, after: Melds) -> frozenset[str]:
    """``started`` (the ranks of the melds a seat started this turn) with the ranks of
    ``after`` that none of ``before`` has."""
    if len(after) == len(before):
        # Laying cards down never takes a meld off the table: as many melds as before are
        # the same melds, grown (the most common meld: naturals added to one).
        return started
    # Loops, not comprehensions (each one a call of its own): asked for every meld applied.
    new: list[str] = []
    for m in after:
        rank = m.rank
        for old in before:
            if old.rank == rank:
                break
        else:
            new.append(rank)
    return started.union(new) if new else started


def _lay(
    state: GameState, team: int, seat: int, groups: tuple[Group, ...], listed: bool
) -> Laid:
    """The side's melds once ``groups`` are laid down (a meld's, or a pickup's with the top
    card). A listed action's groups were built legal: where the rules lay groups plainly they
    are laid without judging them again."""
    if listed and state.rules.lays_plainly:
        return combine_groups(state, team, seat, groups, judged=True)
    return state.rules.combine(state, team, seat, list(groups))


def _meld(state: GameState, action: Action, listed: bool = False) -> tuple[GameState, list[Event]]:
    seat = state.turn
    team = state.team_of(seat)
    hand = state.hands[seat]
    cards = action.cards
    rest = remove_cards(hand, cards)
    if rest is None:
        _missing(hand, cards)
    laid = _lay(state, team, seat, action.groups, listed)
    # A meld that wins the match (Spanish's seven black threes) ends it before an opening
    # minimum could matter: the sources set it no condition.
    if not listed and not state.opened(team) and not state.rules.wins_match(cards):
        error = opening.opening_refusal(state, team, cards, laid.melds, with_pile=False)
        if error:
            raise IllegalActionError(error)
    wins = len(rest) <= 1 and state.rules.wins_match(cards)
    known = None
    if state.known[seat]:
        # Set in the state _settle builds, not in one of its own: no judge there reads it.
        # The cards laid down are the meld's own (the hand less the rest, without working
        # them out again from the two).
        seen = list(state.known)
        seen[seat] = less_known(seen[seat], cards, ())
        known = tuple(seen)
    return _settle(state, seat, team, rest, laid.melds, laid.events, laid.black_threes, listed,
                   laid.extended_old, wins, known)


def _discard(
    state: GameState, action: Action, listed: bool = False
) -> tuple[GameState, list[Event]]:
    rules = state.rules
    seat = state.turn
    team = state.team_of(seat)
    c = action.card
    assert c is not None
    rest = remove_cards(state.hands[seat], (c,))
    error = None if listed else discard_refusal(state, c, rest)
    if error:
        raise IllegalActionError(error)
    assert rest is not None
    hands = list(state.hands)
    hands[seat] = rest
    known = state.known
    if c in known[seat]:
        k = list(known)
        k[seat] = remove_cards(known[seat], (c,)) or ()
        known = tuple(k)
    events = [new_event(("discarded", seat, team, (c,), None, 0, None, False))]
    thrown = noted(state.thrown, state.players, seat, c)
    fields = fields_of(state)
    fields["hands"] = tuple(hands)
    fields["discard"] = state.discard + (c,)
    fields["known"] = known
    fields["thrown"] = thrown
    if not rest:
        new = from_fields(type(state), fields)
        going_on = rules.hand_emptied(new, seat, events, discarded=True)
        if going_on is not None:
            return going_on, events
        return finish_hand(new, events, seat, concealed=went_out_concealed(state, team))
    fields["turn"] = (seat + 1) % state.players
    fields["phase"] = "draw"
    fields["asked"] = None
    fields["concealed_ok"] = False
    fields["turn_new_ranks"] = _NO_RANKS
    return from_fields(type(state), fields), events


def _ask(state: GameState, listed: bool = False) -> tuple[GameState, list[Event]]:
    seat = state.turn
    before_drawing = state.phase == "draw"
    if listed:
        return _asking(state, before_drawing)
    if len(state.teams[state.team_of(seat)]) < 2:
        illegal("ask.no_partner")
    if state.asked is not None:
        illegal("ask.already")
    if threes_bind(state):
        illegal("ask.black_threes")
    if len(state.hands[seat]) < 2 and not before_drawing:
        # A "no" would leave a one-card hand that can neither meld nor be discarded.
        illegal("ask.last_card")
    if not state.rules.ask_without_going_out and not can_go_out(state):
        # Where the side's table lacks what going out needs (its canastas), that is what the
        # player is told: the likeliest reason, and one a hand that may still make it can
        # act on. A "yes" is assumed, as can_go_out assumes it: the question is about it.
        team = state.team_of(seat)
        needs = state.rules.going_out_error(state.replace(asked="yes"), team, state.melds[team])
        if needs is not None:
            illegal("ask.cannot_go_out_needs", error=needs)
        if state.rules.hand_may_empty(state, seat):  # Hand and Foot: the foot still waits
            illegal("ask.foot_waiting")
        if gives_up(state):
            illegal("ask.hand_too_long", n=MAX_HAND)
        illegal("ask.cannot_go_out")
    return _asking(state, before_drawing)


def _asking(state: GameState, before_drawing: bool) -> tuple[GameState, list[Event]]:
    """The partner to answer; a question asked before drawing (British) is remembered in the
    flags, for the answer to return the seat to drawing."""
    flags = state.flags | {ASKED_BEFORE_DRAWING} if before_drawing else state.flags
    # British: the answer covers acaba too, and the words of the question say so.
    data = "acaba" if state.rules.ask_without_going_out else None
    return (state.replace(phase="answer", flags=flags),
            [Event("asked", state.turn, state.team_of(state.turn), data=data)])


def _answer(state: GameState, answer: str) -> tuple[GameState, list[Event]]:
    partner = state.to_act
    event = Event("answered", partner, state.team_of(partner), data=answer)
    if ASKED_BEFORE_DRAWING in state.flags:
        return state.replace(phase="draw", asked=answer,
                             flags=state.flags - {ASKED_BEFORE_DRAWING}), [event]
    return state.replace(phase="play", asked=answer), [event]
