"""Translating the sentences the rules engine and the hint bot write in English.

The engine (game/rules) and the bots (game/ai) build their messages with f-strings in English:
"Your side needs 50 points to open; these melds count 30." Rather than change them, the UI
passes every such message through :func:`translate_message`. Each message shape is listed
below once as a template, with its variable parts as ``{placeholders}``; the template is the
catalogue key, so translators see ``Your side needs {minimum} points to open; these melds
count {value}`` and write the sentence in their language. At run time a template becomes a
regular expression, the message's parts are pulled out, the parts that are words (cards, rank
names, nested reasons, variant titles) are translated too, and the translated template is
filled in.

Placeholders by name (the name says how the part is matched and translated):

* ``card``, ``top``, ``first``, ``other`` — one card (``KH``, ``JK``), shown as rank and suit;
* ``cards`` — cards separated by spaces;
* ``names`` — a rank's plural (``kings``); translations may write ``{names_gen}`` for the
  genitive instead (Czech, Slovak and Polish need it after "a pair of", "a meld of");
* ``rank`` — a rank's singular as the engine writes it (``king``);
* ``code`` — a rank code in notation (``K``), kept;
* ``error``, ``why`` — a nested reason, translated by the same templates;
* ``title`` — a variant's title; ``count`` — "1 card" / "5 cards";
* ``kind`` — an action word in notation, kept; any other name — a number.

A message no template matches comes out as a translated "This move is not allowed" followed by
the English original; tests/i18n checks that every refusal the engine produces has a template.
"""

from __future__ import annotations

import re
from functools import cache

from game.i18n import N_, NP_, _, language, n_, p_
from game.rules.words import PLURAL

#: Message shapes of game/rules (refusals and the reasons nested in them).
ENGINE_TEMPLATES: tuple[str, ...] = (
    N_("The game is over."),
    N_("The hand is over: deal the next hand."),
    N_("The hand is still being played."),
    N_("Your partner asked to go out: answer yes or no first."),
    N_("Nobody has asked to go out."),
    N_("Start your turn: draw from the stock or take the pile."),
    N_("You have already drawn this turn: meld, or discard to end your turn."),
    N_("The stock is empty and the {top} fits your meld of {names}: you must take the pile."),
    N_("You do not hold another {card}."),
    N_("You do not hold {card}."),
    N_("You do not hold those cards."),
    N_("The pile is empty: draw from the stock."),
    N_("A wild card ({top}) lies on top of the pile: nobody can take it now."),
    N_("A black three on top of the pile blocks it for this turn."),
    N_("A red three on top of the pile cannot be melded."),
    N_("With one card in your hand you may not take a pile of one card."),
    N_("Your side has not opened yet: take the pile with a natural pair of {names} from your "
       "hand (and meet your {minimum} minimum)."),
    N_("The pile is frozen: you need a natural pair of {names} to take it."),
    N_("House rule: the pile is taken only with a natural pair of {names}."),
    N_("Your side has no meld of {names} to add the {top} to: take the pile with cards from "
       "your hand, or draw."),
    N_("The first group goes with the {top} from the pile: it must be {names}."),
    N_("To take the pile with the {top} you need {names}; {card} is not one."),
    N_("To take the pile the pile is frozen: you need a natural pair of {names} from your "
       "hand."),
    N_("To take the pile these rules say so: you need a natural pair of {names} from your "
       "hand."),
    N_("You need at least one natural {rank} from your hand to take the pile."),
    N_("House rule: your {names} are a canasta, and a canasta cannot take the pile."),
    N_("{error} (house rule: the cards taken with the pile do not count)"),
    N_("A meld holds cards of one rank: {first} and {other} differ."),
    N_("{cards} cannot go to the {names}."),
    N_("Say which meld the wild cards go to, like '{code}: {card}'"),
    N_("Black threes are melded three or four together, without wild cards."),
    N_("You cannot add {cards} to your {names}: {error}."),
    N_("A new meld needs at least three cards; {names}: {n}."),
    N_("{cards} is not a meld: {error}."),
    N_("your partner said no, so you may not go out this turn"),
    N_("Black threes may be melded only when going out."),
    N_("You may not meld down to {count}: {error}."),
    N_("Your partner said yes, so you must go out this turn; after that you could not."),
    N_("Your partner said yes: you must go out this turn, so meld down to one card."),
    N_("House rule: a joker may not be discarded while you hold another card."),
    N_("You cannot go out yet: {error}."),
    N_("You have no partner to ask."),
    N_("You have already asked your partner this turn."),
    N_("Ask before you meld down to your last card."),
    N_("You cannot go out this turn, so there is nothing to ask."),
    N_("Acaba can be said only during your own turn."),
    N_("Your partner said no: you may not say acaba this turn."),
    N_("threes are never melded, except black threes when going out"),
    N_("a meld needs at least {n} natural cards"),
    N_("a meld may hold at most {n} wild cards"),
    N_("a meld must hold more natural cards than wild cards (house rule)"),
    N_("each wild card in a meld needs two natural cards (house rule)"),
    N_("threes meld only as three or four black threes"),
    N_("a meld holds at least three cards"),
    N_("wild cards alone never make a meld"),
    N_("Your side needs {minimum} points to open; these melds count {value}"),
    N_("House rule: a canasta cannot take the pile"),
    N_("your side needs a canasta to go out"),
    N_("your side needs {n} canastas to go out"),
    N_("'{kind}' is not part of {title}."),
    N_("{title} has no sequences"),
    N_("{card} could join your {names} or a sequence: write '{code}: {other}' or "
       "'seq: {card2}'"),
    N_("a sequence holds no wild cards"),
    N_("{cards} could extend more than one sequence"),
    N_("{cards} is not a sequence: a sequence is cards of one suit in a row, from 4 up to the "
       "ace"),
    N_("a new sequence holds three to seven cards"),
    N_("a meld of wild cards holds at most seven cards"),
    N_("a new meld of wild cards holds three to seven cards"),
    N_("not a sequence of three to seven cards"),
    N_("not a meld of three to seven wild cards"),
    N_("no wild card may join a finished canasta"),
    N_("your {names} already hold seven cards: take the pile with a natural pair instead"),
    N_("your side needs two canastas to go out"),
    N_("one of your side's canastas must be an escalera to go out"),
    N_("From 7000 points your side opens only with a canasta"),
    N_("From 9000 points your side opens only with a natural canasta"),
    N_("a meld of twos needs at least two twos"),
    N_("a meld may hold at most {n} jokers"),
    N_("your side's twos are not wild until its meld of twos is a canasta: they can only join "
       "the twos"),
    # Modern American Canasta (american.py)
    N_("threes are never melded: lay them beside your side with 'lay'"),
    N_("sevens never take wild cards"),
    N_("a meld holds at most seven cards"),
    N_("threes are never melded"),
    N_("Your side needs {minimum} points from your hand to open; these melds count {value}"),
    N_("An opening must include a meld of three natural cards"),
    N_("A three may be discarded only as your last card, when going out."),
    N_("A wild card may be discarded only when going out or with nothing else."),
    N_("Aces and sevens may not be discarded onto an empty pile."),
    N_("Lay threes down after drawing, during your turn."),
    N_("Only threes are laid down beside your side."),
    N_("You do not hold {cards}."),
    N_("Keep a card to discard."),
    N_("Keep a card to discard: in this game you go out by discarding."),
    N_("You may not lay down to {count}: {error}."),
    N_("Threes are never melded: lay them beside your side with 'lay 3H'."),
    N_("Aces take wild cards only in your side's opening; after that a meld of aces stays "
       "natural."),
    N_("Show a special hand after drawing, during your turn."),
    N_("A special hand must be your side's first and only meld."),
    N_("These 14 cards make no special hand (straight, seven pairs or garbage)."),
    # Spanish Canasta (spanish.py)
    N_("your side needs a clean and a mixed canasta to go out"),
    N_("threes are not melded (only seven black threes, all at once)"),
    N_("a meld must hold more natural cards than wild cards"),
    N_("threes are not melded"),
    N_("a canasta of threes is seven black threes"),
    N_("The first time your side takes the pile this hand you need a natural pair of {names} "
       "from your hand."),
    N_("Black threes are melded only seven at once, alone: they win the match."),
    # Hand and Foot (hand_and_foot.py)
    N_("Threes are never melded in Hand and Foot: discard them one at a time."),
    N_("threes are never melded in Hand and Foot"),
    N_("your side needs {natural_need} natural and {mixed_need} mixed canastas to go out (it "
       "has {natural} and {mixed})"),
    # Ponytail Canasta (ponytail.py)
    N_("a meld holds at most seven cards: a canasta is closed"),
    N_("a canasta is closed: nothing more joins it"),
    N_("a canasta is closed: the pile's top card cannot join it"),
    N_("you have not taken up your ponytail yet"),
    N_("your side still needs {missing} to go out"),
)

#: The parts of ``{missing}`` (ponytail.py's missing_canastas), joined by ", ".
MISSING_PARTS: tuple[str, ...] = (
    N_("a natural canasta of sevens"),
    N_("a natural canasta of another rank"),
    N_("a mixed canasta"),
    N_("a canasta of wild cards"),
)

#: The hint bot's reasons (game/ai/normal.py) and the table's own move helpers.
HINT_TEMPLATES: tuple[str, ...] = (
    N_("Deal the next hand."),
    N_("Draw from the stock: you cannot take the pile."),
    N_("Take the pile ({count}): {why}."),
    N_("your side's meld of {names} takes the {top}"),
    N_("you hold a pair of {names}"),
    N_("you can meld the {top} with cards from your hand"),
    N_("Draw: the pile is not worth the wild cards it would cost."),
    N_("Discard your last card and go out."),
    N_("Go out: meld everything you can now."),
    N_("Open: your melds reach the {minimum} points your side needs."),
    N_("Meld: this closes a canasta of {names}."),
    N_("Meld: add to your side's {names} toward a canasta."),
    N_("Meld: start a meld of {names}."),
    N_("Go out as you told your partner."),
    N_("Discard the {card}: a black three blocks the pile for the next player."),
    N_("Discard the {card}: it freezes a pile the next player could use."),
    N_("Discard the {card}: a lone card the next player is unlikely to want."),
    N_("Discard the {card}: the safest card you can spare."),
    N_("Say yes: going out now costs your side little."),
    N_("Say no: your hand still holds {n} points you could meld."),
    N_("Say yes: your side is ready to go out."),
    N_("Select the cards to meld first."),
    N_("Click one of your melds to add wild cards to it."),
    N_("The discard pile is empty."),
)

TEMPLATES: tuple[str, ...] = ENGINE_TEMPLATES + HINT_TEMPLATES

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

_CARD = r"(?:10|[2-9AKQJT])[SHDC]|JK"
_WORD_TO_RANK = {word: rank for rank, word in PLURAL.items()}
_SINGULAR_TO_RANK = {word[:-1]: rank for rank, word in PLURAL.items()}
_CARD_NAMES = ("card", "top", "first", "other", "card2")
_NESTED = ("error", "why")


def _alternatives(words: object) -> str:
    return "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))  # type: ignore


def _pattern(name: str) -> str:
    if name in _CARD_NAMES:
        return _CARD
    if name == "cards":
        return rf"(?:{_CARD})(?: (?:{_CARD}))*"
    if name == "names":
        return _alternatives(_WORD_TO_RANK)
    if name == "rank":
        return _alternatives(_SINGULAR_TO_RANK)
    if name == "code":
        return r"[A-Z0-9]{1,3}"
    if name == "count":
        return r"\d+ cards?"
    if name == "kind":
        return r"[a-z_]+"
    if name == "missing":
        return "(?:" + _alternatives(MISSING_PARTS) + ")(?:, (?:" + _alternatives(
            MISSING_PARTS) + "))*"
    if name in _NESTED or name == "title":
        return r".+?"
    return r"-?\d+"


_FIELD = re.compile(r"\{(\w+)\}")


@cache
def _compiled() -> list[tuple[re.Pattern[str], str]]:
    compiled = []
    for template in TEMPLATES:
        parts: list[str] = []
        last = 0
        for m in _FIELD.finditer(template):
            parts.append(re.escape(template[last:m.start()]))
            parts.append(f"(?P<{m.group(1)}>{_pattern(m.group(1))})")
            last = m.end()
        parts.append(re.escape(template[last:]))
        compiled.append((re.compile("".join(parts) + r"\Z"), template))
    # The most literal text first, so a general shape never hides a specific one.
    compiled.sort(key=lambda pair: -len(_FIELD.sub("", pair[1])))
    return compiled


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


def _values(match: re.Match[str]) -> dict[str, str] | None:
    values: dict[str, str] = {}
    for name, raw in match.groupdict().items():
        if name in _CARD_NAMES:
            values[name] = card_name(raw)
        elif name == "cards":
            sep = " " if language() == "en" else ", "
            values[name] = sep.join(card_name(c) for c in raw.split())
        elif name == "names":
            values[name], values["names_gen"] = rank_words(_WORD_TO_RANK[raw])
        elif name == "rank":
            values[name], values["rank_gen"] = rank_words(_SINGULAR_TO_RANK[raw])
        elif name == "count":
            n = int(raw.split()[0])
            values[name] = n_("{n} card", "{n} cards", n).format(n=n)
        elif name in _NESTED:
            nested = match_message(raw)
            if nested is None:
                return None
            values[name] = nested
        elif name == "title":
            values[name] = _(raw)
        elif name == "missing":
            values[name] = ", ".join(_(part) for part in raw.split(", "))
        else:
            values[name] = raw
    return values


def match_message(message: str) -> str | None:
    """``message`` translated through its template, or None when no template fits it."""
    for pattern, template in _compiled():
        m = pattern.match(message)
        if m is None:
            continue
        values = _values(m)
        if values is None:
            continue
        try:
            return _(template).format(**values)
        except (KeyError, IndexError, ValueError):
            return template.format(**values)
    if message.endswith(".") and not message.endswith(".."):
        inner = match_message(message[:-1])
        if inner is not None:
            return inner + "."
    return None


def translate_message(message: str) -> str:
    """An engine refusal or a hint in the current language (never fails)."""
    translated = match_message(message)
    if translated is not None:
        return translated
    if language() == "en":
        return message
    return _(GENERIC_REFUSAL).format(reason=message)
