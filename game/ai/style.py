"""The policy's weights: what the normal bot weighs each card, meld and pile by (``NORMAL``,
and ``NORMAL_CLASSIC`` in Classic's family), and what the expert tunes (game.ai.expert)."""

from __future__ import annotations

from dataclasses import dataclass, replace


@dataclass(frozen=True)
class Style:
    """The policy's weights: normal plays the defaults, expert (expert.py) arena-tuned ones."""

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
    pile_small: int = 0  # a pile of this many cards or fewer is taken only when worth ...
    pile_small_cost: float = 0.0  # ... this much more than a card from the stock
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
    # Pursuing the rules' lines for going out where they ask for kinds of canasta (goals.py).
    plan_card: float = 8.0  # a card melded onto a planned meld
    plan_close: float = 80.0  # closing a canasta a line still lacks
    plan_spoil: float = 150.0  # a wild card into a meld planned natural
    plan_refund: float = 0.7  # share of a wild card's cost spared on a meld planned mixed
    plan_keep: float = 20.0  # keeping a card of a planned meld
    plan_reserve: float = 60.0  # a wild card spent elsewhere while a canasta of them is planned
    plan_pile: float = 8.0  # a pile card for a planned meld
    plan_run_card: float = 40.0  # melding into a group a card the planned sequence needs
    keep_dead: float = -8.0  # a card no meld of the side can take any more
    shut: float = 60.0  # closing a canasta that takes no more cards, once the side may go out
    shut_ahead: float = 60.0  # ... and leads on the table (going out then pays)
    shut_early: float = 30.0  # ... or one the side's plan does not ask for, before
    out_fear: float = 0.0  # ... and then a discard's danger counts this much
    # Cards that cost more when held at the hand's end (Modern American: a third seven or
    # ace): share of that cost against keeping one, by how near the hand's end is.
    held_fear: float = 0.15
    # Where only a natural pair takes the pile (it is frozen), a pair of a rank in the hand is
    # the side's key to it: a meld that spends the hand's last pair of a rank, closing no
    # canasta, before the side has a way out and while the opponents are not about to go
    # out, costs this much (0: normal melds it like any card).
    key_pair: float = 0.0
    # Where the rules' lines ask for natural canastas, the candidates besides the line's own
    # that the plan keeps free of wild cards (goals.make_plan).
    natural_spares: int = 1
    # Whether a line that accepts only mixed canastas is planned too (its candidates then want
    # wild cards: ``plan_refund``, ``plan_card``, ``plan_close``).
    plan_mixed: bool = True
    # Whether the plan's spare natural candidates (kept free of wild cards) also draw cards as a
    # line's own do: kept in the hand, taken with the pile, melded onto (``plan_*``).
    spare_pull: bool = True
    pile_fear: float = 0.0  # share more a discard's danger counts (the pile's worth to a taker)


#: Where canastas close at seven (Ponytail, Spanish, Modern American) every canasta closed
#: kills its rank for the side: normal closes none its lines do not ask for, and once the side
#: may go out and leads, none at all, keeping room on the table to meld its hand out.
NORMAL = Style(shut_early=80.0, shut_ahead=120.0)
#: Normal's weights in Classic's family (game.ai.family): a hand there is a race to go out.
NORMAL_CLASSIC = replace(NORMAL, pile_small=2, pile_small_cost=40.0, keep_wild=100.0)
