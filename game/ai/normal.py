"""The normal bot: a solid heuristic Canasta player, cheap enough to drive search rollouts.

One decision at a time, from the view only:

* draw or take the pile — take it when it is worth more than the wild cards it costs;
* open as soon as the minimum allows, spending as few wild cards as possible;
* meld naturals onto the side's melds, start natural melds, and spend wild cards mainly to
  close canastas;
* discard the card that is least useful to keep and least likely to hand the pile to the next
  player (cards it melded, pairs it may hold given the cards seen), freezing a big pile with a
  wild card when everything else is dangerous;
* go out when the side is not behind on the table or the opponents threaten to go out first;
* answer a partner's "may I go out?" by weighing the points left in its own hand;
* in Classic's family (:mod:`game.ai.family`) leave a pile of one or two cards to the stock and
  keep wild cards rather than freeze the pile: a hand there is a race to go out;
* where canastas close at seven, close none the side's lines do not ask for, and once the side
  may go out and leads, none at all (an open meld is room to meld the hand out).

Every choice comes with a one-line reason for the hint feature.
"""

from __future__ import annotations

import random

from game.rules import Action, PlayerView, going_out, pile
from game.rules.cards import Card
from game.rules.shapes import joins

from .base import Bot
from .family import classic_family
from .goals import pile_waits, short_of
from .held import held_cost
from .knowledge import Knowledge, goes_out, know, wild_count
from .laying import (
    finishing_step,
    group_rank,
    group_shape,
    left_unfinished,
    run_meld,
    unfinished_risk,
    wild_meld,
)
from .reasons import HintReason
from .style import NORMAL, NORMAL_CLASSIC, Style

_DEAL = Action("deal")
_ASK = Action("ask")


class NormalBot(Bot):
    """A solid heuristic player (also the rollout policy of the hard bot)."""

    level = "normal"

    def decide(self, view: PlayerView, rng: random.Random) -> Action:
        return decide(view, rng)[0]


def decide(
    view: PlayerView, rng: random.Random | None = None, style: Style | None = None
) -> tuple[Action, HintReason]:
    """The normal policy's action for ``view`` and a one-line reason a player understands;
    without ``style``, the normal bot's weights for the rules (:func:`style_for`)."""
    if style is None:
        style = style_for(view)
    legal = view.legal_actions
    if not legal:
        raise ValueError(f"seat {view.seat} is not to act")
    if len(legal) == 1:
        only = legal[0]
        if only.kind == "deal":
            return only, HintReason("hint.deal")
        if only.kind == "draw":
            return only, HintReason("hint.draw_only")
    phase = view.phase
    if phase == "hand_over":
        return _DEAL, HintReason("hint.deal")
    k = know(view, style.natural_spares, style.plan_mixed)
    if phase == "answer":
        return answer(k, style)
    if phase == "draw":
        return draw_or_pickup(k, style)
    return play(k, rng, style)


def style_for(view: PlayerView) -> Style:
    """The normal bot's weights for the rules of ``view``."""
    family = classic_family(view.rules, view.players, len(view.teams[view.team]))
    return NORMAL_CLASSIC if family else NORMAL


# ---------------------------------------------------------------------------------------------
# draw phase
# ---------------------------------------------------------------------------------------------
def pickup_score(k: Knowledge, action: Action, style: Style = NORMAL) -> float:
    """How much better taking the pile this way is than drawing (positive: take it)."""
    view = k.view
    value = view.rules.card_value
    pile = view.pile
    wilds = wild_count(view, action.cards)
    gain = 0.0
    for c in pile[:-1]:
        if c.is_red_three:
            gain += 100  # a red three in the pile is a free bonus
        elif view.rules.is_wild(c):
            gain += style.pile_wild
        elif c.is_black_three:
            # Where a black three left in the hand costs more than its card value (100 in
            # Bolivia, Spanish, Ponytail), taking one back is a debt.
            gain += 2 - (view.rules.hand_card_value(c) - value(c)) * 0.3
        else:
            # Cards that match our melds or hand build canastas; others still count.
            melded = k.my_melds.get(c.rank)
            if melded is not None and not joins(view.rules, c.rank, (c,), melded):
                gain += style.keep_dead - value(c) * 0.2  # a closed canasta's rank: dead
                continue
            match = melded is not None or k.hand_counts[c.rank] > 0
            gain += style.pile_match if match else style.pile_other
            gain += value(c) * 0.2
    gain += style.pile_top + value(pile[-1]) * 0.2  # the top card itself joins a meld
    if k.plan.active:
        gain += planned_pickup(k, action, style)
    gain -= unfinished_risk(view, action, k)
    cost = style.pile_wild_cost * wilds + 1.0 * len(action.cards)
    if not view.opened(k.team):
        gain += style.pile_opening  # opening unlocks the pile for the side
    # Late in the hand, a big pile can strand points in the hand when the opponents go out.
    if threat(k) >= 2:
        gain -= style.late_pile * len(pile)
    if len(pile) <= style.pile_small:
        # A natural pair spent on a tiny pile cannot take a big one later, and the stock's
        # card may be a wild card or a red three.
        gain -= style.pile_small_cost
    return gain - cost + style.pile_bias


def planned_pickup(k: Knowledge, action: Action, style: Style = NORMAL) -> float:
    """What the side's plan adds to taking the pile: its cards for planned melds, less wild
    cards the taking would put into a meld planned natural."""
    view = k.view
    plan = k.plan
    is_wild = view.rules.is_wild
    gain = 0.0
    for c in view.pile:
        if is_wild(c):
            gain += style.plan_pile if plan.wilds else 0.0
        elif wanted(k, c.rank, style) or plan.in_run(c):
            gain += style.plan_pile
    for group in action.groups:
        rank = group_rank(view, group.cards, group.target)
        if rank in plan.natural:
            gain -= style.plan_spoil * wild_count(view, group.cards)
        elif plan.wilds and rank not in plan.mixed:
            gain -= style.plan_reserve * wild_count(view, group.cards)
    return gain


def draw_or_pickup(k: Knowledge, style: Style = NORMAL) -> tuple[Action, HintReason]:
    view = k.view
    best: Action | None = None
    best_score = 0.0
    for action in view.legal_actions:
        if action.kind != "pickup":
            continue
        score = pickup_score(k, action, style)
        if best is None or score > best_score:
            best, best_score = action, score
    draw = next((a for a in view.legal_actions if a.kind == "draw"), None)
    if best is not None and (best_score > 0 or draw is None):
        top = view.pile[-1]
        n = len(view.pile)
        if not best.groups:
            why = HintReason("hint.meld_takes_top", names=top.rank, top=top)
        elif k.hand_counts[top.rank] >= 2:
            why = HintReason("hint.pair", names=top.rank)
        else:
            why = HintReason("hint.meld_top", top=top)
        return best, HintReason("hint.take_pile", count=n, why=why)
    assert draw is not None
    if best is not None:
        return draw, HintReason("hint.pile_not_worth")
    return draw, HintReason("hint.draw_only")


# ---------------------------------------------------------------------------------------------
# play phase
# ---------------------------------------------------------------------------------------------
def threat(k: Knowledge) -> int:
    """How close the opponents are to going out: 0 (far) to 3 (any moment)."""
    if k._threat is None:
        k._threat = _threat(k)
    return k._threat


def _threat(k: Knowledge) -> int:
    view = k.view
    level = 0
    for team in range(len(view.teams)):
        if team == k.team:
            continue
        # What the rules' lines for going out still ask of that side.
        lacking = sum(n for _, n in short_of(view, team))
        smallest = min(view.hand_sizes[s] for s in view.teams[team])
        t = 0
        if not lacking:
            t = 2 if smallest <= 4 else 1
            if smallest <= 2:
                t = 3
        elif lacking == 1 and any(
            m.size >= 5 for m in view.melds[team] if not m.is_canasta
        ):
            t = 1
        level = max(level, t)
    if view.stock_size < 2 * view.players:
        level = max(level, 2)
    return level


def table_points(view: PlayerView, team: int) -> int:
    """What a side's table is worth now: melded cards, canasta bonuses, red threes."""
    rules = view.rules
    points = rules.points.__getitem__
    total = 0
    for m in view.melds[team]:
        total += sum(map(points, m.cards))
        if m.is_canasta:
            total += rules.canasta_bonus(m.is_natural)
    reds = len(view.red_threes[team])
    if reds:
        bonus = rules.red_three_bonus(reds, view.players)
        total += bonus if view.melds[team] else -bonus
    return total


def leads(k: Knowledge) -> bool:
    """Whether our side's table is worth at least every other side's."""
    view = k.view
    mine = table_points(view, k.team)
    return all(mine >= table_points(view, t) for t in range(len(view.teams)) if t != k.team)


def should_go_out(k: Knowledge, style: Style = NORMAL) -> bool:
    """Go out unless staying in clearly pays: the side trails nothing, no threat, long stock,
    and a nearly finished canasta still to close."""
    view = k.view
    if threat(k) >= 1 or view.stock_size < style.out_stock or k.canastas_close:
        return True  # where canastas close, a hand seldom gets a second chance to go out
    if not any(5 <= m.size < 7 for m in k.my_melds.values()):
        return True
    # Behind on the table with canastas in reach: keep playing to catch up.
    mine = table_points(view, k.team)
    theirs = max(table_points(view, t) for t in range(len(view.teams)) if t != k.team)
    return mine + style.out_behind >= theirs


def meld_score(k: Knowledge, action: Action, style: Style = NORMAL) -> float:
    """Worth of a (not going out) meld now; positive means play it before discarding."""
    view = k.view
    rules = view.rules
    # Each card's points from the rules' table, wild cards counted in C: the hard bot's
    # rollouts weigh every listed meld of every seat's turn with this.
    points = rules.points.__getitem__
    opened = view.opened(k.team)
    plan = k.plan
    score = 0.0
    wilds_total = 0
    for group in action.groups:
        cards = group.cards
        shape = group_shape(view, cards, group.target)
        if shape == "run":
            score += run_score(k, cards, style)
            continue
        wilds = wild_count(view, cards)
        wilds_total += wilds
        if shape == "wild" and plan.wilds:
            score += wild_meld_score(k, cards, style)
            continue
        rank = group_rank(view, cards, group.target)
        naturals = len(cards) - wilds
        old = k.my_melds.get(rank)
        size = old.size if old is not None else 0
        new_size = size + len(cards)
        score += naturals * style.meld_natural + sum(map(points, cards)) * 0.1
        closes = old is not None and not old.is_canasta and new_size >= 7
        if style.key_pair and not closes and new_size < 7 and view.pile_frozen and \
                not k.may_empty and k.hand_counts[rank] - naturals < 2 <= k.hand_counts[rank] \
                and threat(k) < 2:
            score -= style.key_pair
        if closes:
            natural = wilds == 0 and old is not None and old.is_natural
            score += style.meld_close_natural if natural else style.meld_close_mixed
        elif wilds:
            score -= style.meld_wild * wilds
            if 5 <= new_size < 7:
                score += style.meld_wild_step * wilds  # a step toward a canasta
        if k.canastas_close:
            # Where a canasta takes no more cards, one closed shuts its rank's later cards out
            # of every meld, and only canastas the side's lines still lack are worth closing.
            # Once the side may go out, a wild card is best spent starting a meld from a pair
            # (on a meld it only takes room its rank's own cards could fill).
            shuts = closes or (old is None and new_size >= 7)
            if k.may_empty:
                score += style.meld_wild * style.plan_refund * wilds if old is None else 0.0
                if shuts:
                    score -= style.shut_ahead if leads(k) else style.shut
            elif shuts and plan.active and rank not in plan.natural | plan.mixed:
                score -= style.shut_early
        if plan.active:
            score += planned_group(k, rank, naturals, wilds, closes or (old is None and
                                                                        new_size >= 7), style)
            if plan.run_suit:
                # The last copy of a card the planned sequence needs stays in the hand.
                score -= style.plan_run_card * spent_run_cards(k, group.cards)
    risk = unfinished_risk(view, action, k)
    if not opened:
        return 200 - style.open_wild * wilds_total + score * 0.2 - risk
    score -= risk
    left = len(view.hand) - len(action.cards)
    if k.may_empty:
        score += style.race * len(action.cards)
    elif left < style.few:
        # A tiny hand with no way out yet leaves no safe discards.
        score -= 25 * (style.few - left)
    return score


def planned_group(
    k: Knowledge, rank: str, naturals: int, wilds: int, closes: bool, style: Style
) -> float:
    """What the side's plan adds to melding onto a group of ``rank`` (see goals.py): a wild
    card spoils a meld planned natural, and is most of what a meld planned mixed lacks."""
    plan = k.plan
    if rank in plan.natural:
        if wilds:
            return -style.plan_spoil * wilds
        if not wanted(k, rank, style):
            return 0.0  # a spare: free of wild cards, no more
    elif wilds and plan.wilds and rank not in plan.mixed:
        return -style.plan_reserve * wilds  # wild cards are saved for a canasta of them
    elif rank in plan.mixed:
        if closes and not wilds and (old := k.my_melds.get(rank)) is not None \
                and old.is_natural:
            return 0.0  # closes natural: not the canasta the plan wants here
        return style.plan_card * naturals + style.meld_wild * style.plan_refund * wilds + (
            style.plan_close if closes else 0.0)
    else:
        return 0.0
    return style.plan_card * naturals + (style.plan_close if closes else 0.0)


def wanted(k: Knowledge, rank: str, style: Style) -> bool:
    """Whether the side's plan wants cards of ``rank`` (a spare only with ``spare_pull``)."""
    plan = k.plan
    return rank in plan.mixed or rank in plan.natural and (
        style.spare_pull or rank not in plan.spares)


def spent_run_cards(k: Knowledge, cards: tuple[Card, ...]) -> int:
    """How many cards the planned sequence needs would leave the hand for good with
    ``cards`` melded elsewhere (every copy held goes: three packs hold a card thrice)."""
    plan = k.plan
    return sum(1 for c in set(cards) if plan.in_run(c) and cards.count(c) >= k.copies[c])


def run_score(k: Knowledge, cards: tuple[Card, ...], style: Style = NORMAL) -> float:
    """Worth of starting or extending a sequence with ``cards``."""
    view = k.view
    plan = k.plan
    old, new = run_meld(view, k.team, cards)
    score = len(cards) * style.meld_natural + sum(view.rules.card_value(c) for c in cards) * 0.1
    closes = new.is_canasta and (old is None or not old.is_canasta)
    if closes:
        score += style.meld_close_natural
    if plan.run_suit and all(plan.in_run(c) for c in cards):
        score += style.plan_card * len(cards) + (style.plan_close if closes else 0.0)
    if old is None and not closes and plan.run_suit:
        suit = cards[0].suit
        if any(m.kind == "sequence" and not m.is_canasta and m.cards[0].suit == suit
               for m in view.melds[k.team]):
            # A second sequence of a suit never joins the first, and the card between them
            # would extend both (which the rules refuse): it blocks the sequence laid.
            score -= style.plan_spoil
    return score


def wild_meld_score(k: Knowledge, cards: tuple[Card, ...], style: Style = NORMAL) -> float:
    """Worth of melding wild cards together when the side's plan wants a canasta of them."""
    old, new = wild_meld(k.view, k.team, cards)
    score = len(cards) * (style.meld_natural + style.plan_card)
    if new.is_canasta and (old is None or not old.is_canasta):
        score += style.meld_close_natural + style.plan_close
    return score


def play(k: Knowledge, rng: random.Random | None,
         style: Style = NORMAL) -> tuple[Action, HintReason]:
    view = k.view
    legal = view.legal_actions
    melds = [a for a in legal if a.kind == "meld"]
    for action in melds:
        if view.rules.wins_match(action.cards):
            return action, HintReason("hint.win_match")
    out = [a for a in melds if goes_out(view, a)]
    # A hand that runs out into the foot is not going out: the foot is played next.
    foot = view.rules.side_piles == "feet" and pile_waits(view, view.seat)
    # Where going out needs the partner's yes, it starts with asking (listed only when the
    # seat could then go out).
    if view.rules.going_out_needs_yes and view.asked is None and _ASK in legal and \
            should_go_out(k, style):
        return _ASK, HintReason("hint.ask_out")
    if len(view.hand) == 1 and k.may_empty:
        last = next((a for a in legal if a.kind == "discard"), None)
        if last is not None:
            return last, HintReason("hint.foot_next" if foot else "hint.discard_out")
    # Where unfinished melds cost (Modern American's sevens and aces, Brazil's short
    # sequences) going out with one on the table pays only when the hand ends soon anyway.
    debt = {a: left_unfinished(view, a) for a in out}
    least = min(debt.values(), default=0.0)
    wait = bool(least) and threat(k) < 2 and view.stock_size >= style.out_stock
    if out and not wait and (foot or should_go_out(k, style)):
        action = max((a for a in out if debt[a] == least), key=lambda a: len(a.cards))
        return action, HintReason("hint.into_foot" if foot else "hint.go_out")
    if not out and k.may_empty and view.asked is None and should_go_out(k, style):
        step = finishing_step(k)
        if step is not None:
            return step, HintReason("hint.go_out")
    for action in legal:
        if action.kind == "special":  # a special hand ends the hand for its whole value
            return action, HintReason("hint.special_hand")
        if action.kind == "lay":  # a three laid down is replaced; held, it blocks going out
            return action, HintReason("hint.lay_three", card=action.cards[0])
    best: Action | None = None
    best_score = 0.0
    for action in melds:
        if action in out:
            continue
        score = meld_score(k, action, style)
        if score > best_score:
            best, best_score = action, score
    if best is not None:
        return best, meld_reason(k, best)
    return discard(k, rng, style)


def meld_reason(k: Knowledge, action: Action) -> HintReason:
    view = k.view
    if not view.opened(k.team):  # Brazil from 7000 asks a canasta, not points
        return (HintReason("hint.open_canasta") if view.rules.opening_canasta(view.scores[k.team])
                else HintReason("hint.open", minimum=view.minimums[k.team]))
    group = action.groups[0]
    shape = group_shape(view, group.cards, group.target)
    if shape == "run":
        return HintReason("hint.sequence")
    if shape == "wild" and k.plan.wilds:
        return HintReason("hint.wild_worth" if k.plan.wilds_for_worth else "hint.wild_meld")
    rank = group_rank(view, group.cards, group.target)
    if rank == going_out.BLACK_THREES:  # melded only in the turn the player goes out
        return HintReason("hint.black_threes_out")
    old = k.my_melds.get(rank)
    if old is not None:
        if old.size + len(action.cards) >= 7 and not old.is_canasta:
            return HintReason("hint.close_canasta", names=rank)
        return HintReason("hint.add", names=rank)
    return HintReason("hint.start", names=rank)


# ---------------------------------------------------------------------------------------------
# discards
# ---------------------------------------------------------------------------------------------
def keep_value(k: Knowledge, c: Card, style: Style = NORMAL) -> float:
    """What keeping ``c`` is worth to us."""
    view = k.view
    rules = view.rules
    plan = k.plan
    if rules.is_wild(c):
        keep = style.keep_wild + (10.0 if c.is_joker else 0.0)
        return keep + style.plan_keep if plan.wilds else keep
    if c.is_black_three:
        return style.keep_black_three
    if c.is_red_three:
        # Where red threes stay in the hand (Hand and Foot) they only ever cost points.
        return style.keep_black_three - rules.hand_card_value(c) * style.keep_points
    rank = c.rank
    n = k.hand_counts[rank]
    melded = k.my_melds.get(rank)
    if melded is not None:
        # A closed canasta that takes no more cards (seven at most) leaves its rank dead.
        keep = style.keep_melded if joins(rules, rank, (c,), melded) else style.keep_dead
    elif n >= 3:
        keep = style.keep_triple
    elif n == 2:
        keep = style.keep_pair + 4.0 * min(k.unseen[rank], 3)
    else:
        keep = style.keep_single + 2.0 * min(k.unseen[rank], 3)
    if plan.active:
        if wanted(k, rank, style):
            keep += style.plan_keep
        if plan.in_run(c) and k.copies[c] == 1:
            # All the more where the sequence is all the side lacks to go out.
            keep += style.plan_run_card * (2.0 if plan.run_last else 1.0)
    # Points left in hand count against us when the hand ends.
    keep -= rules.card_value(c) * style.keep_points * (1 + threat(k))
    if rules.punishes_holding:
        keep -= held_cost(k, c, threat(k)) * style.held_fear
    return keep


def danger(k: Knowledge, c: Card, style: Style = NORMAL, worth: float | None = None) -> float:
    """Expected harm of discarding ``c``: :func:`take_chance` times :func:`pile_worth`
    (``worth``, where the caller weighing every card has worked it out once)."""
    p = take_chance(k, c, style)
    if not p:
        return 0.0
    return p * (pile_worth(k, style) if worth is None else worth)


def take_chance(k: Knowledge, c: Card, style: Style = NORMAL) -> float:
    """The chance that discarding ``c`` lets the next player take the pile. Whether the next
    player could take it at all, and with what, is the rules' answer
    (:func:`game.rules.pile.what_takes`)."""
    view = k.view
    nxt = k.next_seat
    if nxt in view.teams[k.team]:
        return 0.0  # a partner
    side = k.next_taker(c)
    need = pile.what_takes(side)
    if need is None:
        return 0.0  # blocked: a wild card or a three on top, a canasta that closes the rank...
    if need == 0:
        return 1.0  # their meld takes it
    rank = c.rank
    p1: float | None = None  # worked out only when needed: rollouts call this a lot
    if style.read_signs:
        p1, p = k.p_holds_read(nxt, rank)
    else:
        p = k.p_holds(nxt, rank, 2)
    if need == 1:
        if p1 is None:
            p1 = k.p_holds(nxt, rank, 1)
        p = max(p, p1 * style.danger_single)
    if not side.opened:
        p *= 0.6  # they also need the opening minimum
    return p


def pile_worth(k: Knowledge, style: Style = NORMAL) -> float:
    """What the pile, with one more card on it, is worth to the next player."""
    view = k.view
    worth = style.danger_base + style.danger_card * (len(view.pile) + 1)
    worth += sum(style.danger_wild for x in view.pile if view.rules.is_wild(x))
    return worth * (1 + style.pile_fear)


def discard(
    k: Knowledge, rng: random.Random | None, style: Style = NORMAL
) -> tuple[Action, HintReason]:
    view = k.view
    options = [a for a in view.legal_actions if a.kind == "discard"]
    if not options:
        # Only when a "yes" binds us and melding is all that is left: take any meld.
        return view.legal_actions[0], HintReason("hint.promised")
    scored = throw_costs(k, options, style)
    if rng is not None:
        # Break exact ties reproducibly.
        scored = [(cost + rng.random() * 0.01, action) for cost, action in scored]
    cost, action = min(scored, key=lambda item: item[0])
    c = action.card
    assert c is not None
    return action, discard_reason(k, c)


def throw_costs(
    k: Knowledge, options: list[Action], style: Style = NORMAL
) -> list[tuple[float, Action]]:
    """What throwing each of ``options`` (discards) costs the side: the card's worth kept,
    plus the pile's worth to the next player should the card feed it."""
    # Going out where canastas close takes every card the melds can still use: the pile's
    # danger weighs less than the hand's.
    fear = style.out_fear if k.may_empty and k.canastas_close else 1.0
    worth = pile_worth(k, style)  # the same whichever card goes on the pile
    scored: list[tuple[float, Action]] = []
    for action in options:
        c = action.card
        assert c is not None
        scored.append((keep_value(k, c, style) + danger(k, c, style, worth) * fear, action))
    return scored


def discard_reason(k: Knowledge, c: Card) -> HintReason:
    view = k.view
    if c.is_black_three:
        return HintReason("hint.black_three", card=c)
    if view.rules.is_wild(c):
        return HintReason("hint.freeze", card=c)
    if k.hand_counts[c.rank] == 1:
        return HintReason("hint.lone", card=c)
    return HintReason("hint.safest", card=c)


# ---------------------------------------------------------------------------------------------
# answering "may I go out?"
# ---------------------------------------------------------------------------------------------
def answer(k: Knowledge, style: Style = NORMAL) -> tuple[Action, HintReason]:
    view = k.view
    penalty = k.hand_penalty()
    if penalty <= style.answer_yes or threat(k) >= 1 or view.stock_size < style.out_stock:
        return Action("yes"), HintReason("hint.yes_cheap")
    if k.canastas_close:  # the cards a closed canasta shuts out stay in the hand anyway
        return Action("yes"), HintReason("hint.yes_ready")
    melds = sum(1 for n in k.hand_counts.values() if n >= 3)
    if penalty >= style.answer_no or melds >= 2:
        return Action("no"), HintReason("hint.no_points", n=penalty)
    return Action("yes"), HintReason("hint.yes_ready")
