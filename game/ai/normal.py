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
* answer a partner's "may I go out?" by weighing the points left in its own hand.

Every choice comes with a one-line reason for the hint feature.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from game.rules import Action, Meld, PlayerView, pile
from game.rules.cards import Card

from .base import Bot
from .knowledge import Knowledge, goes_out, know, wild_count
from .reasons import HintReason

_DEAL = Action("deal")


@dataclass(frozen=True)
class Style:
    """The weights of the policy. Normal plays the defaults; the expert policy (expert.py) is
    the same code with weights tuned in the arena."""

    late_pile: float = 3.0  # late in the hand, points per pile card against taking it
    race: float = 0.0  # per card melded once the side can already go out
    few: int = 3  # a meld leaving fewer cards than this, with no way out yet, is penalised
    # Taking the pile: what each card in it is worth, what each wild card spent costs.
    pile_wild: float = 45.0
    pile_match: float = 12.0  # a card of a rank we meld or hold
    pile_other: float = 7.0
    pile_top: float = 12.0
    pile_wild_cost: float = 28.0
    pile_opening: float = 40.0  # taking the pile opens the side
    pile_bias: float = -6.0
    # Melding.
    meld_natural: float = 10.0
    meld_close_natural: float = 60.0  # closing a canasta that stays natural
    meld_close_mixed: float = 45.0
    meld_wild: float = 30.0  # cost of a wild card that does not close a canasta
    meld_wild_step: float = 8.0  # a wild card that brings a meld to 5 or 6
    open_wild: float = 25.0  # cost of a wild card in the opening
    # Keeping cards.
    keep_wild: float = 60.0
    keep_black_three: float = -15.0  # below zero: thrown first, a stop for the next player
    keep_triple: float = 45.0
    keep_pair: float = 28.0
    keep_single: float = 4.0
    keep_melded: float = 6.0
    keep_points: float = 0.15  # share of a card's points against keeping it, and per threat
    # Danger of a discard: what the pile is worth to the next player.
    danger_base: float = 25.0
    danger_card: float = 12.0
    danger_single: float = 0.5  # weight of "holds one" when the pile is not frozen
    danger_wild: float = 60.0  # a wild card in the pile
    read_signs: bool = False  # read the next seat's throws and passes (game.ai.inference)
    # Going out and answering.
    out_stock: int = 15  # stock size under which going out always pays
    out_behind: int = 300  # table points behind that make staying in worth it
    answer_yes: int = 60  # points left in hand that let a "yes" cost little
    answer_no: int = 150


NORMAL = Style()


class NormalBot(Bot):
    """A solid heuristic player (also the rollout policy of the hard bot)."""

    level = "normal"

    def decide(self, view: PlayerView, rng: random.Random) -> Action:
        return decide(view, rng)[0]


def decide(
    view: PlayerView, rng: random.Random | None = None, style: Style = NORMAL
) -> tuple[Action, HintReason]:
    """The normal policy's action for ``view`` and a one-line reason a player understands."""
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
    k = know(view)
    if phase == "answer":
        return answer(k, style)
    if phase == "draw":
        return draw_or_pickup(k, style)
    return play(k, rng, style)


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
            gain += 2
        else:
            # Cards that match our melds or hand build canastas; others still count.
            match = c.rank in k.my_melds or k.hand_counts[c.rank] > 0
            gain += style.pile_match if match else style.pile_other
            gain += value(c) * 0.2
    gain += style.pile_top + value(pile[-1]) * 0.2  # the top card itself joins a meld
    cost = style.pile_wild_cost * wilds + 1.0 * len(action.cards)
    if not view.opened(k.team):
        gain += style.pile_opening  # opening unlocks the pile for the side
    # Late in the hand, a big pile can strand points in the hand when the opponents go out.
    if threat(k) >= 2:
        gain -= style.late_pile * len(pile)
    return gain - cost + style.pile_bias


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
    need = view.rules.canastas_to_go_out(view.players)
    level = 0
    for team in range(len(view.teams)):
        if team == k.team:
            continue
        canastas = view.canastas(team)
        smallest = min(view.hand_sizes[s] for s in view.teams[team])
        t = 0
        if canastas >= need:
            t = 2 if smallest <= 4 else 1
            if smallest <= 2:
                t = 3
        elif canastas == need - 1 and any(
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
    value = rules.card_value
    total = 0
    for m in view.melds[team]:
        total += sum(value(c) for c in m.cards)
        if m.is_canasta:
            total += rules.canasta_bonus(m.is_natural)
    reds = len(view.red_threes[team])
    if reds:
        bonus = rules.red_three_bonus(reds, view.players)
        total += bonus if view.melds[team] else -bonus
    return total


def should_go_out(k: Knowledge, style: Style = NORMAL) -> bool:
    """Go out unless staying in clearly pays: the side trails nothing, no threat, long stock,
    and a nearly finished canasta still to close."""
    view = k.view
    mine = table_points(view, k.team)
    theirs = max(table_points(view, t) for t in range(len(view.teams)) if t != k.team)
    if threat(k) >= 1 or view.stock_size < style.out_stock:
        return True
    near = sum(1 for m in k.my_melds.values() if 5 <= m.size < 7)
    # Behind on the table with canastas in reach: keep playing to catch up.
    return not (near and mine + style.out_behind < theirs)


def group_rank(view: PlayerView, cards: tuple[Card, ...], target: str | None) -> str:
    for c in cards:
        if not view.rules.is_wild(c):
            return "3" if c.is_black_three else c.rank
    return target or "?"


def meld_score(k: Knowledge, action: Action, style: Style = NORMAL) -> float:
    """Worth of a (not going out) meld now; positive means play it before discarding."""
    view = k.view
    value = view.rules.card_value
    opened = view.opened(k.team)
    score = 0.0
    wilds_total = 0
    for group in action.groups:
        rank = group_rank(view, group.cards, group.target)
        wilds = wild_count(view, group.cards)
        naturals = len(group.cards) - wilds
        wilds_total += wilds
        old = k.my_melds.get(rank)
        size = old.size if old is not None else 0
        new_size = size + len(group.cards)
        score += naturals * style.meld_natural + sum(value(c) for c in group.cards) * 0.1
        if old is not None and not old.is_canasta and new_size >= 7:
            natural = wilds == 0 and old.is_natural
            score += style.meld_close_natural if natural else style.meld_close_mixed
        elif wilds:
            score -= style.meld_wild * wilds
            if 5 <= new_size < 7:
                score += style.meld_wild_step * wilds  # a step toward a canasta
    score -= unfinished_risk(view, action)
    if not opened:
        return 200 - style.open_wild * wilds_total + score * 0.2
    left = len(view.hand) - len(action.cards)
    can_go_out = view.canastas(k.team) >= view.rules.canastas_to_go_out(view.players)
    if can_go_out:
        score += style.race * len(action.cards)
    elif left < style.few:
        # A tiny hand with no way out yet leaves no safe discards.
        score -= 25 * (style.few - left)
    return score


def unfinished_risk(view: PlayerView, action: Action) -> float:
    """A share of what the melds this action leaves unfinished would cost at the hand's end,
    in variants that punish them (Modern American's sevens, aces and wild-card melds)."""
    rules = view.rules
    if not rules.punishes_unfinished:
        return 0.0
    risk = 0.0
    mine = {m.rank: m for m in view.melds[view.team]}
    for group in action.groups:
        rank = group_rank(view, group.cards, group.target)
        old = mine.get(rank)
        if old is not None:
            meld = old.add(group.cards)
        elif all(view.rules.is_wild(c) for c in group.cards):
            meld = Meld.of("2", group.cards, "wild")
        else:
            meld = Meld.of(rank, group.cards)
        if not meld.is_canasta:
            risk += 0.1 * rules.unfinished_penalty(meld)
    return risk


def play(
    k: Knowledge, rng: random.Random | None, style: Style = NORMAL
) -> tuple[Action, HintReason]:
    view = k.view
    legal = view.legal_actions
    melds = [a for a in legal if a.kind == "meld"]
    out = [a for a in melds if goes_out(view, a)]
    if len(view.hand) == 1 and view.canastas(k.team) >= view.rules.canastas_to_go_out(
        view.players
    ):
        action = next(a for a in legal if a.kind == "discard")
        return action, HintReason("hint.discard_out")
    if out and should_go_out(k, style):
        action = max(out, key=lambda a: len(a.cards))
        return action, HintReason("hint.go_out")
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
    if not view.opened(k.team):
        return HintReason("hint.open", minimum=view.minimums[k.team])
    group = action.groups[0]
    rank = group_rank(view, group.cards, group.target)
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
    if rules.is_wild(c):
        return style.keep_wild + (10.0 if c.is_joker else 0.0)
    if c.is_black_three:
        return style.keep_black_three
    rank = c.rank
    n = k.hand_counts[rank]
    if rank in k.my_melds:
        keep = style.keep_melded
    elif n >= 3:
        keep = style.keep_triple
    elif n == 2:
        keep = style.keep_pair + 4.0 * min(k.unseen[rank], 3)
    else:
        keep = style.keep_single + 2.0 * min(k.unseen[rank], 3)
    # Points left in hand count against us when the hand ends.
    keep -= rules.card_value(c) * style.keep_points * (1 + threat(k))
    return keep


def danger(k: Knowledge, c: Card, style: Style = NORMAL) -> float:
    """Expected harm of discarding ``c``: the chance it lets the next player take the pile,
    times what the pile is worth. Whether the next player could take it at all, and with what,
    is the rules' answer (:func:`game.rules.pile.what_takes`)."""
    view = k.view
    rules = view.rules
    nxt = k.next_seat
    if nxt in view.teams[k.team]:
        return 0.0  # a partner
    side = k.next_taker(c)
    need = pile.what_takes(side)
    if need is None:
        return 0.0  # blocked: a wild card or a three on top, a canasta that closes the rank...
    rank = c.rank
    if need == 0:
        p = 1.0  # their meld takes it
    else:
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
    worth = style.danger_base + style.danger_card * (len(view.pile) + 1)
    worth += sum(style.danger_wild for x in view.pile if rules.is_wild(x))
    return p * worth


def discard(
    k: Knowledge, rng: random.Random | None, style: Style = NORMAL
) -> tuple[Action, HintReason]:
    view = k.view
    options = [a for a in view.legal_actions if a.kind == "discard"]
    if not options:
        # Only when a "yes" binds us and melding is all that is left: take any meld.
        return view.legal_actions[0], HintReason("hint.promised")
    scored: list[tuple[float, Action]] = []
    for action in options:
        c = action.card
        assert c is not None
        cost = keep_value(k, c, style) + danger(k, c, style)
        if rng is not None:
            cost += rng.random() * 0.01  # break exact ties reproducibly
        scored.append((cost, action))
    cost, action = min(scored, key=lambda item: item[0])
    c = action.card
    assert c is not None
    return action, discard_reason(k, c)


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
    melds = sum(1 for n in k.hand_counts.values() if n >= 3)
    if penalty >= style.answer_no or melds >= 2:
        return Action("no"), HintReason("hint.no_points", n=penalty)
    return Action("yes"), HintReason("hint.yes_ready")
