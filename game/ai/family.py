"""Which rules are Classic's own family, where the normal bot plays with weights of its own.

In Classic, the Bicycle and Uruguayan rules and British Canasta a hand is a race: any one
canasta lets a side go out, and the side that goes out first nearly always scores more in that
hand (the opponents lose the cards they still hold and the canastas they were building). Two
habits that cost the race there were measured against the easy bot over single hands:

* taking a pile of one or two cards: it spends a natural pair, which could take a big pile
  later, for less than a card from the stock brings (a wild card, a red three);
* throwing a wild card to freeze the pile: the wild card is what closes the canasta or melds
  the last pair when the side goes out.

Elsewhere (sequences, melds of wild cards, canastas that close at seven, lines that ask for
particular canastas, a pile that is always frozen, side piles) the same weights measured worse,
so there the normal bot keeps its usual ones.
"""

from __future__ import annotations

from game.rules import Rules

from .goals import canastas_close, lines

_PLAIN: dict[tuple[Rules, int, int], bool] = {}


def classic_family(rules: Rules, players: int, side_size: int) -> bool:
    """Whether ``rules`` play as Classic does: groups of one rank only, any canasta opens the
    way out, canastas grow past seven, the pile can be frozen or not, no side piles and no
    cost for unfinished melds (memoised: the rollouts of the hard bot ask at every step)."""
    key = (rules, players, side_size)
    found = _PLAIN.get(key)
    if found is None:
        found = _PLAIN[key] = (
            not rules.sequences
            and not rules.wild_melds
            and not rules.pile_always_frozen
            and not rules.punishes_unfinished
            and not rules.side_piles
            and not canastas_close(rules)
            and all(kinds.open for _, kinds in lines(rules, players, side_size))
        )
    return found
