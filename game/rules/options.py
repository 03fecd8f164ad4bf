"""House rules and variant options: what the menu offers, with Classic's list of house rules."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class OptionInfo:
    """A house rule the menu can offer."""

    name: str
    default: Any
    title: str
    description: str
    choices: tuple[Any, ...] = (False, True)


CLASSIC_OPTIONS: tuple[OptionInfo, ...] = (
    OptionInfo(
        "pile_blocked_by_canastas",
        False,
        "Canastas block the pile",
        "A side whose meld of the top card's rank is a canasta cannot take the pile at all.",
    ),
    OptionInfo(
        "wilds_fewer_than_naturals",
        False,
        "Fewer wild cards than naturals",
        "Every meld must hold more natural cards than wild cards.",
    ),
    OptionInfo(
        "two_naturals_per_wild",
        False,
        "Two naturals per wild card",
        "Each wild card in a meld needs two natural cards beside it (still at most three wilds).",
    ),
    OptionInfo(
        "black_threes_freeze",
        False,
        "Black threes freeze the pile",
        "A black three discarded freezes the pile like a wild card until the pile is taken.",
    ),
    OptionInfo(
        "one_card_rule",
        False,
        "One card cannot take one card",
        "A player holding a single card may not take a pile of a single card.",
    ),
    OptionInfo(
        "jokers_not_discarded",
        False,
        "Jokers may not be discarded",
        "A joker never blocks the pile, nor goes out as the last card: it may be discarded only "
        "from a hand of nothing but jokers none of which can be melded.",
    ),
    OptionInfo(
        "pile_after_initial_meld",
        False,
        "Pile only after the opening",
        "The pile's top card and the cards from the hand melded with it do not count toward "
        "the opening minimum: the opening must be met by other melds from the hand.",
    ),
    OptionInfo(
        "seven_canastas_win",
        False,
        "Seven canastas win",
        "A side that completes seven canastas in one hand ends it at once, scores 5000 more "
        "and wins the game.",
    ),
    OptionInfo(
        "hand_size",
        0,
        "Cards dealt",
        "Cards dealt to each player; 0 means the usual number for the player count.",
        (0, 11, 13, 15),
    ),
    OptionInfo(
        "natural_pair_always",
        False,
        "Natural pair to take the pile",
        "The pile is always taken with a natural pair from the hand, frozen or not.",
    ),
    OptionInfo(
        "three_wilds_any_naturals",
        False,
        "Three wilds whatever the naturals",
        "A meld may hold up to three wild cards however few natural cards it has (at least one): "
        "the pile's top card and two wild cards from the hand take a pile that is not frozen.",
    ),
    OptionInfo(
        "turn_pile_as_stock",
        False,
        "Turn the pile over",
        "When the stock runs out, the pile except its top card is turned over as a new stock "
        "(once per hand).",
    ),
    OptionInfo(
        "target_score",
        0,
        "Game target",
        "Points that win the game; 0 means the usual target for the player count.",
        (0, 1500, 2500, 3000, 5000, 7500, 10000, 15000),
    ),
    OptionInfo(
        "start_pile_past_black_three",
        False,
        "Start pile needs a natural card",
        "A black three turned to start the pile is covered by another card and freezes the "
        "pile, like a wild card.",
    ),
)


#: Seed 001's house rules as one preset: two naturals per wild, black threes freeze the pile,
#: the one-card rule, and a start pile that never shows a black three.
BICYCLE_OPTIONS: dict[str, Any] = {
    "two_naturals_per_wild": True,
    "black_threes_freeze": True,
    "one_card_rule": True,
    "start_pile_past_black_three": True,
}

#: The game target offered by the Samba family and Cuba.
TARGET_OPTION = OptionInfo(
    "target_score",
    0,
    "Game target",
    "Points that win the game; 0 means the usual target.",
    (0, 5000, 7500, 10000, 15000),
)
