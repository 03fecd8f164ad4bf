"""Where a meld action's groups would lie on the side's table, as a bot reads it from its view,
what the melds it leaves unfinished would cost where the rules punish them (Modern American's
sevens, aces and wild-card melds, Brazil's short sequences), and the next meld on the way to
melding the whole hand out."""

from __future__ import annotations

from game.rules import Action, Meld, PlayerView, going_out
from game.rules.cards import Card
from game.rules.shapes import SEQ, WILD, is_run

from .knowledge import Knowledge, wild_count


def group_rank(view: PlayerView, cards: tuple[Card, ...], target: str | None) -> str:
    for c in cards:
        if not view.rules.is_wild(c):
            return "3" if c.is_black_three else c.rank
    return target or "?"


def group_shape(view: PlayerView, cards: tuple[Card, ...], target: str | None) -> str:
    """How a group of a meld action is laid: ``"run"`` (a sequence), ``"wild"`` (a meld of
    wild cards) or ``"group"`` (of one rank), as the rules' shapes read it."""
    rules = view.rules
    if not rules.shaped:
        return "group"
    if target == SEQ:
        return "run"
    ranks = {c.rank for c in cards if not rules.is_wild(c)}
    if not ranks:
        return "wild" if rules.wild_melds and target in (None, WILD, "JK") else "group"
    if target is None and rules.sequences and len(ranks) > 1:
        return "run"
    return "group"


def run_meld(view: PlayerView, team: int, cards: tuple[Card, ...]) -> tuple[Meld | None, Meld]:
    """The side's sequence ``cards`` extend (None: they start one) and the sequence after."""
    for m in view.melds[team]:
        if m.kind == "sequence" and m.size + len(cards) <= 7 and is_run(m.cards + cards):
            return m, Meld.of(SEQ, m.cards + cards, "sequence")
    return None, Meld.of(SEQ, cards, "sequence")


def wild_meld(view: PlayerView, team: int, cards: tuple[Card, ...]) -> tuple[Meld | None, Meld]:
    """The side's meld of wild cards ``cards`` join (None: they start one) and the meld after."""
    old = next((m for m in view.melds[team] if m.kind == "wild"), None)
    return old, Meld.of(WILD, (old.cards if old else ()) + cards, "wild")


def left_unfinished(view: PlayerView, action: Action) -> float:
    """What the side's unfinished melds would cost if the hand ended after ``action``, and
    staying in could spare: a short sequence no card of the hand lengthens is not counted
    (Brazil), since only the draws could lengthen it and it costs as much when the hand ends
    later by the stock or by the opponents going out."""
    rules = view.rules
    if not rules.punishes_unfinished:
        return 0.0
    melds = view.melds[view.team]
    stuck = [m for m in melds
             if m.kind == "sequence" and not any(is_run(m.cards + (c,)) for c in view.hand)]
    # What finishing the melds that may still grow would spare: where a side pays once
    # however many it leaves (Brazil), one stuck sequence leaves nothing to spare.
    now = rules.unfinished_cost(melds) - rules.unfinished_cost(stuck)
    return now + 10 * unfinished_risk(view, action)


def unfinished_risk(view: PlayerView, action: Action, k: Knowledge | None = None) -> float:
    """A share of what the melds this action leaves unfinished would add to the side's cost
    at the hand's end, in variants that punish them (Modern American's sevens, aces and
    wild-card melds, Brazil's short sequences): closing such a meld lowers it. With ``k``, a
    sequence the side's plan builds toward its canasta counts a third as much."""
    rules = view.rules
    if not rules.punishes_unfinished:
        return 0.0
    risk = 0.0
    team = view.team
    melds = view.melds[team]
    if k is not None:  # worked out once a decision
        cost = k.unfinished_now
        mine = k.my_melds
    else:
        cost = rules.unfinished_cost(melds)
        mine = {m.rank: m for m in melds if m.kind == "group"}
    for group in action.groups:
        shape = group_shape(view, group.cards, group.target)
        old: Meld | None
        if shape == "run":
            old, meld = run_meld(view, team, group.cards)
        elif shape == "wild":
            old, meld = wild_meld(view, team, group.cards)
        else:
            rank = group_rank(view, group.cards, group.target)
            old = mine.get(rank)
            meld = old.add(group.cards) if old is not None else Meld.of(rank, group.cards)
        after = [meld, *(m for m in melds if m is not old)]
        share = 0.1
        if shape == "run" and k is not None and all(k.plan.in_run(c) for c in meld.cards):
            share = 0.03
        # What the side's cost would become (where a side pays once, a second short
        # sequence adds nothing, and finishing one spares nothing while another stays).
        risk += share * (rules.unfinished_cost(after) - cost)
    return risk


def finishing_step(k: Knowledge) -> Action | None:
    """A listed meld on the way to melding the whole hand out this turn, where the rules'
    own search for one meld that goes out gave up (it bounds its work in variants with
    sequences): groups of one rank that take every card but one
    (:func:`game.rules.going_out.meld_out`), played one listed group at a time."""
    view = k.view
    found = going_out.meld_out(view.rules, view.players, view.hand, view.melds[k.team], None)
    if found is None:
        return None
    wanted: dict[str, tuple[int, int]] = {}
    for g in found[0]:
        wilds = wild_count(view, g.cards)
        wanted[group_rank(view, g.cards, g.target)] = (len(g.cards) - wilds, wilds)
    best: Action | None = None
    for action in view.legal_actions:
        if action.kind != "meld" or len(action.groups) != 1:
            continue
        g = action.groups[0]
        if group_shape(view, g.cards, g.target) != "group":
            continue
        plan = wanted.get(group_rank(view, g.cards, g.target))
        if plan is None:
            continue
        wilds = wild_count(view, g.cards)
        if len(g.cards) - wilds <= plan[0] and wilds <= plan[1] and (
                best is None or len(action.cards) > len(best.cards)):
            best = action
    return best
