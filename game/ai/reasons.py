"""Why the normal policy chose its action: the hint's one-line reasons, as data.

Each reason is a code from :data:`HINTS` with its values, like the engine's refusals
(:mod:`game.rules.reasons`): ``str()`` is the English text and the interface renders the same
code in the player's language.
"""

from __future__ import annotations

from game.rules.reasons import Reason

#: The hint reasons by code, with their English texts.
HINTS: dict[str, str] = {
    "hint.deal": "Deal the next hand.",
    "hint.draw_only": "Draw from the stock: you cannot take the pile.",
    "hint.take_pile": "Take the pile ({count}): {why}.",
    "hint.meld_takes_top": "your side's meld of {names} takes the {top}",
    "hint.pair": "you hold a pair of {names}",
    "hint.meld_top": "you can meld the {top} with cards from your hand",
    "hint.pile_not_worth": "Draw: the pile is not worth the wild cards it would cost.",
    "hint.discard_out": "Discard your last card and go out.",
    "hint.go_out": "Go out: meld everything you can now.",
    "hint.ask_out": "Ask your partner: your side can go out now.",
    "hint.open": "Open: your melds reach the {minimum} points your side needs.",
    "hint.open_canasta": "Open: your melds hold the canasta your side needs to open.",
    "hint.close_canasta": "Meld: this closes a canasta of {names}.",
    "hint.add": "Meld: add to your side's {names} toward a canasta.",
    "hint.start": "Meld: start a meld of {names}.",
    "hint.black_threes_out": "Meld your black threes: you go out this turn.",
    "hint.promised": "Go out as you told your partner.",
    "hint.black_three": "Discard the {card}: a black three blocks the pile for the next player.",
    "hint.freeze": "Discard the {card}: it freezes a pile the next player could use.",
    "hint.lone": "Discard the {card}: a lone card the next player is unlikely to want.",
    "hint.safest": "Discard the {card}: the safest card you can spare.",
    "hint.yes_cheap": "Say yes: going out now costs your side little.",
    "hint.no_points": "Say no: your hand still holds {n} points you could meld.",
    "hint.yes_ready": "Say yes: your side is ready to go out.",
    "hint.into_foot": "Meld your whole hand: your foot comes next.",
    "hint.foot_next": "Discard your last card: you play your foot next turn.",
    "hint.special_hand": "Show your special hand: it ends the hand at once.",
    "hint.win_match": "Meld your seven black threes: they win the match.",
    "hint.lay_three": "Lay down the {card} and draw a card for it.",
    "hint.sequence": "Meld: build a sequence of one suit toward a canasta.",
    "hint.wild_meld": "Meld: wild cards together, toward the canasta of wild cards your side "
                      "needs.",
    "hint.wild_worth": "Meld: wild cards together, toward a canasta of wild cards, worth more "
                       "than any other canasta.",
}


class HintReason(Reason, catalogue=HINTS):
    """A hint's reason: a code from :data:`HINTS` and its values."""
