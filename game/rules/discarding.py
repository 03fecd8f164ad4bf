"""Discarding: may the seat playing its turn throw this card now? Answered here only.

A discard ends the turn; the last card of a hand may only go when the side may go out (or a
variant lets the hand empty without going out: a foot waits). A partner's "yes" binds the seat
to go out, the house rule keeps jokers back while other cards are held, and a variant may
refuse cards of its own (Modern American: no threes, no wild cards, no aces or sevens onto an
empty pile, unless nothing else can go).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .actions import Group
from .cards import Card, remove_cards
from .going_out import bound_to_go_out, going_out_refusal, may_meld_out, threes_bind
from .reasons import Reason
from .shapes import joins

if TYPE_CHECKING:
    from .state import GameState


def discard_refusal(
    state: GameState, c: Card, rest: tuple[Card, ...] | None = None
) -> Reason | None:
    """Why the seat playing its turn may not discard ``c`` now (its partner's "yes", the
    house rule on jokers, the variant's own rule, going out with the last card), or None.
    ``rest``: the hand without ``c``, when the caller has it."""
    rules = state.rules
    seat = state.turn
    if rest is None:
        rest = remove_cards(state.hands[seat], (c,))
    if rest is None:
        return Reason("hand.not_held", card=c)
    if rest and bound_to_go_out(state):
        if threes_bind(state):
            return Reason("out.black_threes_discard")
        # British: a yes binds the seat to go out or to say acaba.
        return Reason("acaba.yes_discard" if rules.ask_without_going_out
                      else "out.partner_yes_discard")
    if c.is_joker and rules.flag("jokers_not_discarded") and (
            any(not x.is_joker for x in rest) or _joker_melds(state, c)):
        # Real jokers are never discarded (seed 000), not even as the last card: one goes
        # only from a hand of nothing but jokers none of which may be melded (or the turn
        # could not end).
        return Reason("discard.joker_rule")
    error = rules.discard_error(state, c) if rest else None
    if error:
        return error
    if not rest and not rules.hand_may_empty(state, seat):
        team = state.team_of(seat)
        error = going_out_refusal(state, team, state.melds[team])
        if error:
            return Reason("out.not_yet", error=error)
    return None


def _joker_melds(state: GameState, joker: Card) -> bool:
    """Whether the seat may lay ``joker`` on one of its side's groups now, as the engine
    judges a meld: room for a wild card there, the variant's conditions, and the going-out
    limits where it would leave one card."""
    rules = state.rules
    team = state.team_of(state.turn)
    melds = state.melds[team]
    left = len(state.hands[state.turn]) - 1
    for meld in melds:
        if meld.kind != "group" or not joins(rules, meld.rank, (joker,), meld):
            continue
        if rules.checks_groups and rules.lay_error(
                state, team, Group((joker,), meld.rank)) is not None:
            continue
        if left >= 2 or may_meld_out(state, team, meld.rank, (joker,)):
            return True
    return False
