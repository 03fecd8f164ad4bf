"""The rules engine's words and reasons in the player's language.

The engine (game/rules) and the bots (game/ai) never translate: a refusal is an
:class:`~game.rules.errors.IllegalActionError` carrying a :class:`~game.rules.reasons.Reason` (a
code and its values), and a hint's reason is a :class:`~game.ai.reasons.HintReason`.
:func:`reason_text` renders one in the current language from the gettext catalogue, where each
text is keyed by its code (the PO entry's context) with the English text as its ``msgid``.
The values are written the way the language writes them: cards by rank and suit, rank names
in the case the sentence needs (a translation may write ``{names_gen}``, the genitive, for
``{names}``: Czech, Slovak and Polish need it after "a pair of", "a meld of"), nested reasons
rendered the same way.

Also here: how cards, rank names and canastas are named in the game log and on the table.
"""

from __future__ import annotations

from collections.abc import Callable

from game.i18n import N_, NP_, _, language, n_, p_
from game.rules.errors import NotationError
from game.rules.reasons import (
    CARD_FIELDS,
    NESTED_FIELDS,
    Reason,
    capitalised,
    english_value,
    unreadable,
)

#: Rank names by rank code: nominative plural, then the genitive plural (by context).
RANK_WORDS: dict[str, tuple[str, tuple[str, str]]] = {
    "A": (N_("aces"), NP_("genitive", "aces")),
    "K": (N_("kings"), NP_("genitive", "kings")),
    "Q": (N_("queens"), NP_("genitive", "queens")),
    "J": (N_("jacks"), NP_("genitive", "jacks")),
    "T": (N_("tens"), NP_("genitive", "tens")),
    "9": (N_("nines"), NP_("genitive", "nines")),
    "8": (N_("eights"), NP_("genitive", "eights")),
    "7": (N_("sevens"), NP_("genitive", "sevens")),
    "6": (N_("sixes"), NP_("genitive", "sixes")),
    "5": (N_("fives"), NP_("genitive", "fives")),
    "4": (N_("fours"), NP_("genitive", "fours")),
    "3": (N_("threes"), NP_("genitive", "threes")),
    "2": (N_("twos"), NP_("genitive", "twos")),
    "JK": (N_("jokers"), NP_("genitive", "jokers")),
    "SEQ": (N_("sequence"), NP_("genitive", "sequence")),
}

#: Suit names as a card is written in messages: "K" and this word, e.g. "K kier".
SUIT_WORDS: dict[str, tuple[str, str]] = {
    "S": NP_("card suit", "spades"),
    "H": NP_("card suit", "hearts"),
    "D": NP_("card suit", "diamonds"),
    "C": NP_("card suit", "clubs"),
}
#: How a card is written in a translated message (English keeps the engine's notation).
CARD_FORMAT = N_("{rank} {suit}")
JOKER_WORD = NP_("card", "joker")
#: How a card is written by the one rendering a reason (the table writes ``9♠``).
CardNamer = Callable[[str], str]
#: Cards a reason shows as an example of what to type (``'K: 2C'``): written as typed, in
#: notation, when the interface names cards its own way.
TYPED_CARDS: dict[str, frozenset[str]] = {
    "meld.name_target": frozenset({"card"}),
    "seq.which_meld": frozenset({"other", "card2"}),
}
#: A refusal that carries no reason code, in another language.
GENERIC_REFUSAL = N_("This move is not allowed ({reason}).")

#: How a finished canasta is named (the engine's ``canasta_kind``), for the log and the table.
CANASTA_KINDS: dict[str, str] = {
    "natural": N_("natural canasta"),
    "mixed": N_("mixed canasta"),
    "wild": N_("canasta of wild cards"),
    "wild pairs": N_("canasta of wild cards"),
    "wild clean": N_("clean canasta of wild cards"),
    "wild mixed": N_("mixed canasta of wild cards"),
    "sevens": N_("canasta of sevens"),
    "aces": N_("canasta of aces"),
    "black threes": N_("canasta of black threes"),
    "samba": N_("samba (a canasta in sequence)"),
    "escalera": N_("escalera (a canasta in sequence)"),
    "bolivia": N_("bolivia (a canasta of wild cards)"),
}


def card_name(text: str) -> str:
    """A card of the engine's notation (``KH``, ``TD``, ``JK``) as the player reads it."""
    if language() == "en":
        return text
    if text == "JK":
        return p_(*JOKER_WORD)
    rank, suit = text[:-1], text[-1]
    rank = "10" if rank == "T" else rank
    return _(CARD_FORMAT).format(rank=rank, suit=p_(*SUIT_WORDS[suit]))


def rank_words(rank: str) -> tuple[str, str]:
    """A rank's plural name in the current language: nominative and genitive."""
    nominative, genitive = RANK_WORDS.get(rank, (rank, ("genitive", rank)))
    return _(nominative), p_(*genitive)


def _values(reason: Reason, card: CardNamer | None) -> dict[str, str]:
    """The reason's values as the current language writes them (see game.rules.reasons);
    cards by ``card`` when given, else by :func:`card_name`."""
    english = language() == "en"
    typed = TYPED_CARDS.get(reason.code, frozenset()) if card is not None else frozenset()
    namer = card or card_name
    values: dict[str, str] = {}
    for name, value in reason.params.items():
        if name in typed:
            values[name] = str(value)
        elif name in CARD_FIELDS:
            values[name] = namer(str(value))
        elif name == "cards":
            # The engine's English notation is spaced ("2S JK"); words and symbols are
            # listed as the game log lists them ("2♠, Joker").
            spaced = english and card is None
            values[name] = (" " if spaced else ", ").join(namer(str(c)) for c in value)
        elif name == "names" or (name == "rank" and not english):
            values[name], values[name + "_gen"] = rank_words(value)
        elif name == "count":
            values[name] = n_("{n} card", "{n} cards", value).format(n=value)
        elif name in NESTED_FIELDS:
            values[name] = reason_text(value, card)
        elif name == "title":
            values[name] = _(value)
        elif name == "missing":  # "a, b and c", as the table's feed lists actions
            *rest, last = [_(part) for part in value]
            values[name] = _("{actions} and {action}").format(
                actions=", ".join(rest), action=last) if rest else last
        else:
            values[name] = english_value(name, value)
    return values


def reason_text(why: Reason | BaseException | str, card: CardNamer | None = None) -> str:
    """A refusal (the error or its reason) or a hint's reason in the current language, its
    cards written by ``card`` (the table's ``9♠``) when given, else by :func:`card_name`.

    Text that is not a move (a :class:`~game.rules.errors.NotationError`) reads "This move
    could not be read: ..." and what was expected. A text with no reason code comes out in
    English, or in another language wrapped in a translated "This move is not allowed (...)".
    """
    if isinstance(why, NotationError):
        why = unreadable(why) or str(why)
    elif isinstance(why, BaseException):
        reason = getattr(why, "reason", None)
        why = reason.as_sentence() if isinstance(reason, Reason) else str(why)
    if isinstance(why, str):
        return why if language() == "en" else _(GENERIC_REFUSAL).format(reason=why)
    values = _values(why, card)
    try:
        text = p_(why.code, why.template).format(**values)
    except (KeyError, IndexError, ValueError):
        text = why.template.format(**values)
    return capitalised(text) if why.code == "sentence" else text

