"""The easy bot: a beginner's opponent. Legal and sensible, but it misses things.

It takes the pile when it can (though not always), opens and melds greedily, and discards its
least useful-looking card without thinking about what the next player might want. It never
freezes the pile on purpose, never counts cards, and sometimes overlooks a meld, the pile or
even a way to go out (never once its partner has said yes: then it must go out).
"""

from __future__ import annotations

import random

from game.rules import Action, PlayerView

from .base import Bot
from .knowledge import goes_out, wild_count
from .laying import unfinished_risk

#: Chance of overlooking a useful meld, the pile or a way to go out on any one decision. A
#: way out counts too: the engine lists one whenever there is one, so a bot that never missed
#: it would race to go out as well as normal does, and in Classic's family, where the side
#: that goes out first nearly always wins the hand, easy won three hands in ten against
#: normal (0.697 over 5000 single hands with 0.2 and going out never overlooked).
MISS = 0.3
_ASK = Action("ask")


class EasyBot(Bot):
    """A beginner: greedy melds, naive discards."""

    level = "easy"

    def decide(self, view: PlayerView, rng: random.Random) -> Action:
        legal = view.legal_actions
        phase = view.phase
        if phase == "hand_over":
            return Action("deal")
        if phase == "answer":
            return Action("yes")
        if phase == "draw":
            pickups = [a for a in legal if a.kind == "pickup"]
            cheap = [a for a in pickups if wild_count(view, a.cards) == 0]
            if cheap and rng.random() > MISS:
                return cheap[0]
            draw = [a for a in legal if a.kind == "draw"]
            return draw[0] if draw else legal[0]
        if view.rules.going_out_needs_yes and view.asked is None and _ASK in legal:
            return _ASK  # going out needs the partner's yes: ask as soon as it could follow
        melds = [a for a in legal if a.kind == "meld"]
        out = [a for a in melds if goes_out(view, a)]
        # A partner's yes binds the seat to go out: that is never overlooked.
        if out and (view.asked == "yes" or rng.random() > MISS):
            return out[0]
        natural = [a for a in melds if wild_count(view, a.cards) == 0 or not view.opened(view.team)]
        # Even a beginner learns fast not to start melds the variant punishes when unfinished.
        natural = [a for a in natural if unfinished_risk(view, a) <= 0]
        if natural and rng.random() > MISS:
            return max(natural, key=lambda a: len(a.cards))
        discards = [a for a in legal if a.kind == "discard"]
        if not discards:
            return legal[0]
        return min(discards, key=lambda a: _keep(view, a, rng))


def _keep(view: PlayerView, action: Action, rng: random.Random) -> float:
    c = action.card
    assert c is not None
    if view.rules.is_wild(c):
        return 100.0
    same = sum(1 for x in view.hand if x.rank == c.rank)
    keep = same * 10 + rng.random() * 8
    # The one safety rule a beginner knows: do not hand the next player a card for the melds
    # it shows while the pile is open to it.
    nxt = view.team_of((view.seat + 1) % view.players)
    if nxt != view.team and not view.frozen_for(nxt):
        if any(m.rank == c.rank and not m.is_canasta for m in view.melds[nxt]):
            keep += 50
    return keep
