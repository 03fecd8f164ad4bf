"""The rules of play: applying one action to a state, and listing the legal ones.

Every function here is pure: it reads a :class:`GameState` and returns a new one. A refused
action raises :class:`IllegalActionError` before anything is built, so the caller's state is
untouched by construction.
"""

from __future__ import annotations

from typing import NoReturn

from . import dealing
from .actions import Action, Group
from .cards import JOKER, RANKS, Card, add_sorted, parse_card, remove_cards, sort_cards
from .errors import IllegalActionError
from .events import Event
from .going_out import can_go_out
from .melds import Meld
from .reasons import Reason, illegal, sentence
from .state import GameState

Melds = tuple[Meld, ...]
#: The wild card the refusal of an unnamed wild-card group shows as an example.
TWO_OF_CLUBS = parse_card("2C")
CORE_KINDS = frozenset({"draw", "pickup", "meld", "discard", "ask", "yes", "no", "deal"})


# ----------------------------------------------------------------------------------------------
# apply
# ----------------------------------------------------------------------------------------------
def apply_action(state: GameState, action: Action) -> tuple[GameState, list[Event]]:
    """Apply ``action`` for the seat to act (see :meth:`GameState.apply`)."""
    new, events = _apply(state, action)
    if new.rules.watches_actions:
        return new.rules.after_action(state, new, events)
    return new, events


def _apply(state: GameState, action: Action) -> tuple[GameState, list[Event]]:
    phase = state.phase
    kind = action.kind
    if kind not in CORE_KINDS and phase not in ("hand_over", "game_over"):
        return state.rules.apply_special(state, action)
    if phase == "game_over":
        illegal("game.over")
    if phase == "hand_over":
        if kind == "deal":
            return dealing.next_hand(state)
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
            return _draw(state)
        if kind == "pickup":
            return _pickup(state, action)
        illegal("turn.start")
    if kind == "meld":
        return _meld(state, action)
    if kind == "discard":
        return _discard(state, action)
    if kind == "ask":
        return _ask(state)
    illegal("turn.drawn")


def _turn_start(state: GameState, seat: int) -> dict[str, object]:
    """Fields that reset when a seat starts its turn by drawing or taking the pile."""
    return {
        "phase": "play",
        "asked": None,
        "concealed_ok": seat not in state.melded_seats,
        "turn_new_ranks": frozenset(),
    }


def _draw(state: GameState) -> tuple[GameState, list[Event]]:
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
            reason = forced_pickup_reason(state)
            if reason:
                raise IllegalActionError(reason)
            events.append(Event("stock_exhausted", seat))
            return finish_hand(state, events, None)
    want = rules.draw_count(state.players)
    got: list[Card] = []
    reds = list(state.red_threes[team])
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
    red_threes = list(state.red_threes)
    red_threes[team] = tuple(reds)
    if got:
        # After a "pile_turned" (the cards come from the turned pile), before red threes.
        first = 1 if extra else 0
        events.insert(first, Event("drew", seat, team, tuple(got), private=True))
    # A draw over a pile the opened side could have taken is public (not when the stock
    # was just made of the turned pile: then there was no pile to take).
    if discard and not extra and state.melds[team]:
        extra = {"passed": noted(state.passed, state.players, seat, discard[-1])}
    new = state.replace(
        stock=stock[pos:],
        discard=discard,
        hands=tuple(hands),
        red_threes=tuple(red_threes),
        **extra,
        **_turn_start(state, seat),
    )
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
    team = state.team_of(state.turn)
    if state.frozen_for(team) or state.meld_of(team, top.rank) is None:
        return None
    try:
        _pickup(state, Action("pickup"))
    except IllegalActionError:
        return None
    return Reason("stock.must_take_pile", top=top, names=top.rank)


def _missing(hand: tuple[Card, ...], cards: tuple[Card, ...]) -> NoReturn:
    rest = list(hand)
    for c in cards:
        if c in rest:
            rest.remove(c)
        else:
            illegal("hand.not_another" if c in hand else "hand.not_held", card=c)
    illegal("hand.not_those")


def _pickup(state: GameState, action: Action) -> tuple[GameState, list[Event]]:
    rules = state.rules
    seat = state.turn
    team = state.team_of(seat)
    discard = state.discard
    if not discard:
        illegal("pile.empty")
    top = discard[-1]
    if rules.is_wild(top):
        illegal("pile.wild_top", top=top)
    if top.is_black_three:
        illegal("pile.black_three_top")
    if top.is_red_three:
        illegal("pile.red_three_top")
    hand = state.hands[seat]
    if rules.flag("one_card_rule") and len(hand) == 1 and len(discard) == 1:
        illegal("pile.one_card")
    rank = top.rank
    opened = bool(state.melds[team])
    frozen = state.frozen_for(team)
    pair_rule = rules.flag("natural_pair_always")
    pair_only = pair_rule or rules.pickup_pair_only
    groups = action.groups
    first: tuple[Card, ...] = ()
    if not groups:
        if frozen:
            if not opened:
                illegal("pile.not_opened", names=rank, minimum=state.minimum(team))
            illegal("pile.frozen", names=rank)
        if pair_rule:
            illegal("pile.pair_rule", names=rank)
        m = state.meld_of(team, rank)
        if m is None:
            illegal("pile.no_meld", names=rank, top=top)
        error = rules.add_top_error(m)
        if error:
            raise IllegalActionError(error)
    else:
        g1 = groups[0]
        if g1.target not in (None, rank):
            illegal("pile.first_group", top=top, names=rank)
        nats = [c for c in g1.cards if not rules.is_wild(c)]
        for c in nats:
            if c.rank != rank:
                illegal("pile.wrong_rank", top=top, names=rank, card=c)
        if (frozen or pair_only) and len(nats) < 2:
            illegal("pile.frozen_pair" if frozen else "pile.pair_only", names=rank)
        if not nats:
            illegal("pile.one_natural", rank=rank)
        m = state.meld_of(team, rank)
        if rules.flag("pile_blocked_by_canastas") and m is not None and m.is_canasta:
            # One meld per rank: the top card and the pair would join the canasta all the same.
            illegal("pile.canasta_blocks", names=rank)
        first = g1.cards
    rest_groups = groups[1:]
    used = first + tuple(c for g in rest_groups for c in g.cards)
    rest_hand = remove_cards(hand, used)
    if rest_hand is None:
        _missing(hand, used)
    meld_groups = [Group((top, *first), rank), *rest_groups]
    melds, events, black_threes, extended = rules.combine(state, team, seat, meld_groups)
    if not opened:
        if rules.flag("pile_after_initial_meld"):
            counted: tuple[Card, ...] = tuple(c for g in rest_groups for c in g.cards)
        else:
            counted = (top, *used)
        _check_opening(state, team, counted, melds, pile=True)
    # The cards under the top that go with it (Hand and Foot: five); the rest stay as the pile.
    pile_left = discard[: len(discard) - 1 - rules.pile_cards_taken(len(discard) - 1)]
    pile_rest = discard[len(pile_left) : -1]
    reds = [c for c in pile_rest if c.is_red_three and rules.lays_down_red_threes]
    removed = [c for c in pile_rest if rules.leaves_game_with_pile(c)]
    to_hand = tuple(c for c in pile_rest if c not in reds and c not in removed)
    new_hand = sort_cards(rest_hand + to_hand)
    events.insert(0, Event("took_pile", seat, team, discard[len(pile_left) :]))
    red_threes = state.red_threes
    if reds:
        rt = list(red_threes)
        rt[team] = rt[team] + tuple(reds)
        red_threes = tuple(rt)
        for c in reds:
            events.insert(1, Event("red_three", seat, team, (c,)))
    known = list(state.known)
    known[seat] = sort_cards(known[seat] + to_hand)
    turn = _turn_start(state, seat)
    if extended:
        turn["concealed_ok"] = False
    turn["turn_new_ranks"] = frozenset(m.rank for m in melds) - frozenset(
        m.rank for m in state.melds[team]
    )
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
    return _settle(base, seat, team, new_hand, melds, events, black_threes)


def _check_opening(
    state: GameState, team: int, cards: tuple[Card, ...], melds: Melds, pile: bool
) -> None:
    value = sum(state.rules.card_value(c) for c in cards)
    error = state.rules.opening_error(state, team, value, melds)
    if error:
        if pile and state.rules.flag("pile_after_initial_meld"):
            error = Reason("opening.pile_not_counted", error=error)
        raise IllegalActionError(sentence(error))


def _group_rank(state: GameState, group: Group) -> str:
    rules = state.rules
    rank: str | None = None
    for c in group.cards:
        if rules.is_wild(c):
            continue
        if rank is None:
            rank = c.rank
        elif c.rank != rank:
            first = next(x for x in group.cards if not rules.is_wild(x))
            illegal("meld.mixed_ranks", first=first, other=c)
    if rank is not None:
        if group.target is not None and group.target != rank:
            illegal("meld.wrong_target", cards=group.cards, names=group.target)
        return rank
    if group.target is None:
        raise IllegalActionError(sentence(Reason("meld.name_target", code="K", card=TWO_OF_CLUBS)))
    return group.target


def combine_groups(
    state: GameState,
    team: int,
    seat: int,
    groups: list[Group],
    start: list[Meld] | None = None,
    events: list[Event] | None = None,
) -> tuple[Melds, list[Event], bool, bool]:
    """The side's melds after ``groups`` (of one rank each) are laid down, the events, whether
    black threes were melded, and whether a meld that existed before this turn was added to.
    ``start`` is the side's melds to build on (variants place sequences first)."""
    rules = state.rules
    by_rank: dict[str, list[Card]] = {}
    for g in groups:
        by_rank.setdefault(_group_rank(state, g), []).extend(g.cards)
    melds = list(state.melds[team]) if start is None else start
    events = [] if events is None else events
    black_threes = False
    extended_old = False
    for rank, cards in by_rank.items():
        index = next((i for i, m in enumerate(melds) if m.rank == rank and m.kind == "group"), -1)
        if rank == "3":
            if any(not c.is_black_three for c in cards) or not 3 <= len(cards) <= 4 or index >= 0:
                illegal("meld.black_threes")
            black_threes = True
        n_wild = sum(1 for c in cards if rules.is_wild(c) and c.rank != rank)
        if index >= 0:
            old = melds[index]
            error = rules.group_error(
                rank, old.naturals + len(cards) - n_wild, old.wilds + n_wild
            ) or rules.extend_error(old, cards)
            if error:
                illegal("meld.cannot_add", cards=tuple(cards), names=rank, error=error)
            new = old.add(cards)
            melds[index] = new
            if rank not in state.turn_new_ranks:
                extended_old = True
            events.append(Event("extended", seat, team, tuple(cards), rank))
            if new.is_canasta and not old.is_canasta:
                events.append(_canasta_event(seat, team, new, rules))
        else:
            if rank != "3":
                if len(cards) < 3:
                    illegal("meld.too_short", names=rank, n=len(cards))
                error = rules.group_error(rank, len(cards) - n_wild, n_wild)
                if error:
                    illegal("meld.not_a_meld", cards=tuple(cards), error=error)
            new = Meld.of(rank, cards)
            melds.append(new)
            events.append(Event("melded", seat, team, new.cards, rank))
            if new.is_canasta:
                events.append(_canasta_event(seat, team, new, rules))
    return _ordered(melds), events, black_threes, extended_old


_RANK_POSITION = {r: i for i, r in enumerate((*RANKS, JOKER))}


def _ordered(melds: list[Meld]) -> Melds:
    """Melds in a canonical order (by rank), so equal tables compare equal."""
    return tuple(sorted(melds, key=lambda m: (m.kind, _RANK_POSITION.get(m.rank, 99), m.cards)))


def _canasta_event(seat: int, team: int, meld: Meld, rules: object = None) -> Event:
    from .variants import Rules

    kind = rules.canasta_kind(meld) if isinstance(rules, Rules) else (
        "natural" if meld.is_natural else "mixed")
    return Event("canasta", seat, team, meld.cards, meld.rank, data=kind)


def going_out_error(state: GameState, team: int, melds: Melds) -> Reason | None:
    """Why the side may not go out with these melds now, or None."""
    if state.asked == "no":
        return Reason("out.partner_no")
    return state.rules.state_going_out_error(state, team, melds)


def _settle(
    base: GameState,
    seat: int,
    team: int,
    hand: tuple[Card, ...],
    melds: Melds,
    events: list[Event],
    black_threes: bool,
) -> tuple[GameState, list[Event]]:
    """Finish a meld or a pickup: check the going-out limits, build the state, end the hand
    when the seat has melded its last card."""
    left = len(hand)
    if black_threes and left > 1:
        illegal("meld.black_threes_out")
    if left <= 1:
        error = going_out_error(base, team, melds)
        if error:
            illegal("out.meld_down", count=left, error=error)
    hands = list(base.hands)
    hands[seat] = hand
    all_melds = list(base.melds)
    all_melds[team] = melds
    known = base.known
    if known[seat]:
        kept = list(known[seat])
        rest = list(hand)
        still = []
        for c in kept:
            if c in rest:
                rest.remove(c)
                still.append(c)
        k = list(known)
        k[seat] = tuple(still)
        known = tuple(k)
    new = base.replace(
        hands=tuple(hands),
        melds=tuple(all_melds),
        melded_seats=base.melded_seats | {seat},
        known=known,
        turn_new_ranks=base.turn_new_ranks
        | (frozenset(m.rank for m in melds) - frozenset(m.rank for m in base.melds[team])),
    )
    if new.seven_canastas_team() is not None:
        return finish_hand(new, events, None)
    if left == 0:
        going_on = new.rules.hand_emptied(new, seat, events, discarded=False)
        if going_on is not None:
            return going_on, events
        return finish_hand(new, events, seat, concealed=went_out_concealed(new, team))
    if base.asked == "yes" and left >= 2 and not can_go_out(new):
        illegal("out.partner_yes_meld")
    return new, events


def went_out_concealed(state: GameState, team: int) -> bool:
    """Whether the seat going out now goes out concealed: it melded nothing before this turn,
    added nothing to melds that were already down, and its own melds hold a canasta (seed 000:
    "the whole hand in one turn, including at least one canasta")."""
    if not state.concealed_ok:
        return False
    new_ranks = state.turn_new_ranks
    return any(m.is_canasta and m.rank in new_ranks for m in state.melds[team])


def _meld(state: GameState, action: Action) -> tuple[GameState, list[Event]]:
    seat = state.turn
    team = state.team_of(seat)
    hand = state.hands[seat]
    cards = action.cards
    rest = remove_cards(hand, cards)
    if rest is None:
        _missing(hand, cards)
    opened = bool(state.melds[team])
    melds, events, black_threes, extended = state.rules.combine(
        state, team, seat, list(action.groups)
    )
    if not opened:
        _check_opening(state, team, cards, melds, pile=False)
    base = state.replace(concealed_ok=False) if extended else state
    return _settle(base, seat, team, rest, melds, events, black_threes)


def _discard(state: GameState, action: Action) -> tuple[GameState, list[Event]]:
    rules = state.rules
    seat = state.turn
    team = state.team_of(seat)
    c = action.card
    assert c is not None
    hand = state.hands[seat]
    rest = remove_cards(hand, (c,))
    if rest is None:
        illegal("hand.not_held", card=c)
    if state.asked == "yes" and rest:
        illegal("out.partner_yes_discard")
    if c.is_joker and rules.flag("jokers_not_discarded") and any(not x.is_joker for x in rest):
        illegal("discard.joker_rule")
    error = rules.discard_error(state, c) if rest else None
    if error:
        raise IllegalActionError(error)
    if not rest and not rules.hand_may_empty(state, seat):
        error = going_out_error(state, team, state.melds[team])
        if error:
            illegal("out.not_yet", error=error)
    hands = list(state.hands)
    hands[seat] = rest
    known = state.known
    if c in known[seat]:
        k = list(known)
        k[seat] = remove_cards(known[seat], (c,)) or ()
        known = tuple(k)
    events = [Event("discarded", seat, team, (c,))]
    thrown = noted(state.thrown, state.players, seat, c)
    if not rest:
        new = state.replace(
            hands=tuple(hands), discard=state.discard + (c,), known=known, thrown=thrown
        )
        going_on = rules.hand_emptied(new, seat, events, discarded=True)
        if going_on is not None:
            return going_on, events
        return finish_hand(new, events, seat, concealed=went_out_concealed(state, team))
    new = state.replace(
        hands=tuple(hands),
        discard=state.discard + (c,),
        known=known,
        thrown=thrown,
        turn=(seat + 1) % state.players,
        phase="draw",
        asked=None,
        concealed_ok=False,
        turn_new_ranks=frozenset(),
    )
    return new, events


def _ask(state: GameState) -> tuple[GameState, list[Event]]:
    seat = state.turn
    if len(state.teams[state.team_of(seat)]) < 2:
        illegal("ask.no_partner")
    if state.asked is not None:
        illegal("ask.already")
    if len(state.hands[seat]) < 2:
        # A "no" would leave a one-card hand that can neither meld nor be discarded.
        illegal("ask.last_card")
    if not state.rules.ask_without_going_out and not can_go_out(state):
        illegal("ask.cannot_go_out")
    return state.replace(phase="answer"), [Event("asked", seat, state.team_of(seat))]


def _answer(state: GameState, answer: str) -> tuple[GameState, list[Event]]:
    partner = state.to_act
    event = Event("answered", partner, state.team_of(partner), data=answer)
    return state.replace(phase="play", asked=answer), [event]


def finish_hand(
    state: GameState, events: list[Event], went_out: int | None, concealed: bool = False
) -> tuple[GameState, list[Event]]:
    """Score the hand; end the game when a side has reached the target."""
    ended = state.replace(phase="hand_over", went_out=went_out, concealed=concealed)
    if went_out is not None and state.ended_by is None:
        events.append(
            Event("went_out", went_out, state.team_of(went_out),
                  data="concealed" if concealed else None)
        )
    result = ended.result
    assert result is not None
    events.append(Event("hand_scored", data=result))
    totals = ended.total_scores
    target = state.rules.target(state.players)
    best = max(totals)
    special = ended.seven_canastas_team()
    limit = state.rules.hands_per_game
    reached = (target > 0 and best >= target) or (limit > 0 and state.hand_number + 1 >= limit)
    if special is not None or (reached and totals.count(best) == 1):
        ended = ended.replace(phase="game_over")
        winner = ended.winner
        events.append(Event("game_over", team=winner, data=totals))
    return ended, events


# ----------------------------------------------------------------------------------------------
# legal actions
# ----------------------------------------------------------------------------------------------
from .generate import generate_actions  # noqa: E402,F401  (generation uses the checks above)
