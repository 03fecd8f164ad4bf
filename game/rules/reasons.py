"""Why an action is refused, as data: a code from the catalogue below and the values its text
needs.

The engine never writes a refusal as a sentence of its own: it raises
:class:`~game.rules.errors.IllegalActionError` with a :class:`Reason`, such as
``Reason("opening.short", minimum=90, value=65)``. ``str(reason)`` is the English text
("Your side needs 90 points to open; these melds count 65"), and the interface renders the same
code in the player's language from the gettext catalogue (``game/i18n_engine.py``), where each
text is keyed by its code.

A placeholder's name says what its value is and how it is written:

* ``card``, ``top``, ``first``, ``other``, ``card2`` — one card; ``cards`` — several;
* ``names`` — a rank code (``"K"``) written as its plural (``kings``); ``rank`` — a rank code
  written as its singular (``king``);
* ``count`` — a number of cards (``1 card``, ``5 cards``);
* ``error``, ``why`` — a nested :class:`Reason`;
* ``title`` — a variant's title; ``missing`` — labels joined by commas;
* ``code``, ``kind`` — notation (or a value quoted as written), kept as it is; any other
  name — a number.

Text that is not a move is refused the same way, with a :class:`~game.rules.errors.NotationError`
and a ``notation.`` code; the player reads it as "This move could not be read: ..."
(:func:`unreadable`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar, NoReturn

from .errors import IllegalActionError, NotationError
from .words import cards_word, plural, singular

#: Every refusal of the rules engine by code, with its English text. The codes are stable:
#: translations are keyed by them.
REFUSALS: dict[str, str] = {
    # the turn's order
    "game.over": "The game is over.",
    "hand.over": "The hand is over: deal the next hand.",
    "hand.playing": "The hand is still being played.",
    "answer.first": "Your partner asked to go out: answer yes or no first.",
    "answer.nobody_asked": "Nobody has asked to go out.",
    "turn.start": "Start your turn: draw from the stock or take the pile.",
    "turn.drawn": "You have already drawn this turn: meld, or discard to end your turn.",
    "action.unknown": "'{kind}' is not part of {title}.",
    "sentence": "{error}.",
    # cards the seat does not hold
    "hand.not_another": "You do not hold another {card}.",
    "hand.not_held": "You do not hold {card}.",
    "hand.not_held_cards": "You do not hold {cards}.",
    "hand.not_those": "You do not hold those cards.",
    # taking the pile
    "stock.must_take_pile": "The stock is empty and the {top} fits your meld of {names}: you "
    "must take the pile.",
    "stock.must_take_pile_run": "The stock is empty and the {top} extends your side's "
    "sequence: you must take the pile.",
    "pile.empty": "The pile is empty: draw from the stock.",
    "pile.wild_top": "A wild card ({top}) lies on top of the pile: nobody can take it now.",
    "pile.black_three_top": "A black three on top of the pile blocks it for this turn.",
    "pile.red_three_top": "A red three on top of the pile cannot be melded.",
    "pile.one_card": "With one card in your hand you may not take a pile of one card.",
    "pile.not_opened": "Your side has not opened yet: take the pile with a natural pair of "
    "{names} from your hand (and meet your {minimum} minimum).",
    "pile.not_opened_pair": "Your side has not opened yet: take the pile with a natural pair of "
    "{names} from your hand.",
    "pile.frozen": "The pile is frozen: you need a natural pair of {names} to take it.",
    "pile.always_frozen": "In {title} the pile is always frozen: you need a natural pair of "
    "{names} to take it.",
    "pile.frozen_three": "A black three in the pile freezes it (house rule): you need a "
    "natural pair of {names} to take it.",
    "pile.pair_rule": "House rule: the pile is taken only with a natural pair of {names}.",
    "pile.no_meld": "Your side has no meld of {names} to add the {top} to: take the pile with "
    "cards from your hand, or draw.",
    "pile.sequence_finished": "The {top} would extend your side's sequence, but it has seven "
    "cards and takes no more: take the pile with cards from your hand, or draw.",
    "pile.first_group": "The first group goes with the {top} from the pile: it must be {names}.",
    "pile.wrong_rank": "To take the pile with the {top} you need {names}; {card} is not one.",
    "pile.frozen_pair": "The pile is frozen: to take it you need a natural pair of {names} from "
    "your hand.",
    "pile.always_frozen_pair": "In {title} the pile is always frozen: to take it you need a "
    "natural pair of {names} from your hand.",
    "pile.frozen_three_pair": "A black three in the pile freezes it (house rule): to take it "
    "you need a natural pair of {names} from your hand.",
    "pile.top_alone": "The {top} joins your side's meld by itself: take the pile with no "
    "cards from your hand, then meld yours.",
    "pile.pair_only": "In this game the pile is taken only with a natural pair of {names} from "
    "your hand.",
    "pile.one_natural": "You need at least one natural {rank} from your hand to take the pile.",
    "pile.canasta_blocks": "House rule: your {names} are a canasta, and a canasta cannot take "
    "the pile.",
    "pile.canasta_closed_house": "House rule: a canasta cannot take the pile",
    "pile.cannot_add": "You cannot add {cards} and the {top} from the pile to your {names}: "
    "{error}.",
    "pile.not_a_meld": "{cards} and the {top} from the pile are not a meld: {error}.",
    "pile.too_short": "The {top} from the pile and your {cards} make only two cards: a new meld "
    "needs at least three, wild cards included.",
    # the opening
    "opening.short": "Your side needs {minimum} points to open; these melds count {value}",
    "opening.pile_not_counted": "{error} (house rule: the pile's top card and your cards "
    "melded with it do not count)",
    # melds
    "meld.mixed_ranks": "A meld holds cards of one rank: {first} and {other} differ.",
    "meld.wrong_target": "{cards} cannot go to the {names}.",
    "meld.name_target": "Say which meld the wild cards go to, like '{code}: {card}'",
    "meld.black_threes": "Black threes are melded three or four together, without wild cards.",
    "meld.black_threes_out": "Black threes may be melded only when going out.",
    "meld.black_threes_bound": "Your black threes are down, so you must go out this turn; after "
    "that meld you could not.",
    "meld.cannot_add": "You cannot add {cards} to your {names}: {error}.",
    "meld.too_short": "A new meld needs at least three cards, wild cards included; your "
    "{names} make {n}.",
    "meld.no_target": "Your side has no meld of {names} for {cards} to join.",
    "meld.not_a_meld": "{cards} is not a meld: {error}.",
    # what a group of one rank may hold
    "group.threes": "threes are never melded, except black threes when going out",
    "group.wilds_alone": "wild cards alone never make a meld",
    "group.few_naturals": "a meld needs at least {n} natural cards",
    "group.many_wilds": "a meld may hold at most {n} wild cards",
    "group.more_naturals_house": "a meld must hold more natural cards than wild cards (house "
    "rule)",
    "group.two_per_wild": "each wild card in a meld needs two natural cards (house rule)",
    "group.more_naturals": "a meld must hold more natural cards than wild cards",
    "group.seven_max": "a meld holds at most seven cards",
    "american.seven_max": "a meld holds at most seven cards (more only in the meld you go out "
    "with, leaving one card to discard)",
    # a meld lying on the table (invariant checks)
    "table.black_threes": "threes meld only as three or four black threes",
    "table.short": "a meld holds at least three cards",
    "table.not_sequence": "not a sequence of three to seven cards",
    "table.not_wild_meld": "not a meld of three to seven wild cards",
    # going out and asking
    "out.partner_no": "your partner said no, so you may not go out this turn",
    "out.meld_down": "You may not meld down to {count}: {error}.",
    "pile.leaves": "You may not take the pile so: it would leave you {count} in your hand, "
    "and {error}.",
    "out.partner_yes_meld": "Your partner said yes, so you must go out this turn; after that "
    "you could not.",
    "out.partner_yes_discard": "Your partner said yes: you must go out this turn, so meld down "
    "to one card.",
    "out.black_threes_discard": "Your black threes are down: you must go out this turn, so meld "
    "down to one card.",
    "out.not_yet": "You cannot go out yet: {error}.",
    "out.canasta": "your side needs a canasta to go out",
    "out.canastas": "your side needs {n} canastas to go out",
    "discard.joker_rule": "House rule: a joker may not be discarded while you hold another card "
    "or can meld it.",
    "ask.no_partner": "You have no partner to ask.",
    "ask.already": "You have already asked your partner this turn.",
    "ask.black_threes": "Your black threes are down: you go out this turn, there is nothing to "
    "ask.",
    "ask.last_card": "Ask before you meld down to your last card.",
    "ask.cannot_go_out": "You cannot go out this turn, so there is nothing to ask.",
    "ask.cannot_go_out_needs": "There is nothing to ask: you cannot go out this turn, and "
    "{error}.",
    "ask.hand_too_long": "With more than {n} cards in your hand the game does not look for a "
    "way to go out in one move, so it cannot let you ask: meld some cards first, then ask.",
    "ask.foot_waiting": "There is nothing to ask: you go out only once you have played your "
    "hand and taken up your foot.",
    # British Canasta
    "acaba.not_turn": "Acaba can be said only during your own turn.",
    "acaba.partner_no": "Your partner said no: you may not say acaba this turn.",
    "acaba.yes_discard": "Your partner said yes: go out this turn (meld down to one card), or "
    "say acaba.",
    "acaba.yes_meld": "Your partner said yes: go out this turn, or say acaba; after this move "
    "you could not go out.",
    # sequences and melds of wild cards
    "seq.none": "{title} has no sequences",
    "seq.which_meld": "{card} could join your {names} or a sequence: write '{code}: {other}' "
    "or 'seq: {card2}'",
    "seq.no_wilds": "a sequence holds no wild cards",
    "seq.ambiguous": "{cards} could extend more than one sequence, and a move cannot say "
    "which: keep it for a meld of its own rank, or discard it",
    "seq.not_run": "{cards} is not a sequence: a sequence is cards of one suit in a row, each "
    "rank once, from 4 up to the ace",
    "seq.length": "a new sequence holds three to seven cards",
    "seq.finished": "{cards} would extend your side's sequence, but it has seven cards: a "
    "finished sequence takes no more",
    "seq.extends_none": "none of your side's sequences takes {cards}, and a new sequence needs "
    "three to seven cards",
    "wild_meld.full": "your side's meld of wild cards would pass seven cards, and a side has "
                      "only one",
    "wild_meld.length": "a new meld of wild cards holds three to seven cards",
    # the Samba family
    "samba.canasta_no_wilds": "no wild card may join a finished canasta",
    "samba.seven_cards": "your {names} already hold seven cards: take the pile with a natural "
    "pair instead",
    "samba.two_canastas": "your side needs two canastas to go out",
    "bolivia.escalera": "one of your side's canastas must be an escalera to go out",
    "bolivia.two_with_escalera": "your side needs two canastas, one of them an escalera, to go "
    "out",
    "brazil.canasta_7000": "From 7000 points your side opens only with a canasta",
    "brazil.natural_9000": "From 9000 points your side opens only with a natural canasta",
    "italy.twos": "a meld of twos needs at least two twos",
    "italy.name_twos": "Say which meld the cards go to: write '2:' before them for your side's "
    "meld of twos, or another meld's rank, like 'K:'.",
    "italy.jokers": "a meld may hold at most {n} jokers",
    "italy.twos_not_wild": "your side's twos are not wild until its meld of twos is a canasta: "
    "they can only join the twos",
    # Modern American Canasta
    "american.threes_lay": "threes are never melded: lay them beside your side with 'lay'",
    "american.sevens": "sevens never take wild cards",
    "american.threes": "threes are never melded",
    "american.opening_hand": "Your side needs {minimum} points from your hand to open; these "
    "melds count {value}",
    "american.opening_pair": "Your side needs {minimum} points from your hand to open, and "
    "the pair that takes the pile with its top card is no meld of its own: these melds count "
    "{value}",
    "american.opening_naturals": "An opening must include a meld of three natural cards",
    "american.discard_three": "A three may be discarded only as your last card, when going out.",
    "american.discard_wild": "A wild card may be discarded only when going out or with nothing "
    "else.",
    "american.discard_special": "Aces and sevens may not be discarded onto an empty pile.",
    "american.lay_when": "Lay threes down after drawing, during your turn.",
    "american.lay_only_threes": "Only threes are laid down beside your side.",
    "american.keep_card": "Keep a card to discard.",
    "american.out_by_discard": "Keep a card to discard: in this game you go out by discarding.",
    "american.lay_down_to": "You may not lay down to {count}: {error}.",
    "american.threes_meld": "Threes are never melded: select them alone to lay them down "
    "beside your side.",
    "american.aces": "Aces take wild cards only in your side's opening; after that a meld of "
    "aces stays natural.",
    "american.special_when": "Show a special hand after drawing, during your turn.",
    "american.special_first": "A special hand must be your side's first and only meld.",
    "american.special_none": "These 14 cards make no special hand (straight, seven pairs, "
    "pairs with wild cards or garbage).",
    # Spanish Canasta
    "spanish.out": "your side needs a clean and a mixed canasta to go out",
    "spanish.out_clean": "your side needs a clean canasta too (seven natural cards, or seven "
    "twos or seven jokers) to go out",
    "spanish.out_mixed": "your side needs a mixed canasta too (with wild cards, or of twos and "
    "jokers together) to go out",
    "spanish.threes": "threes are not melded (only seven black threes, all at once)",
    "spanish.threes_table": "threes are not melded",
    "spanish.threes_canasta": "a canasta of threes is seven black threes",
    "spanish.first_pickup": "The first time you take the pile this hand you need a natural "
    "pair of {names} from your hand, even when your partner has taken it.",
    "spanish.first_pickup_alone": "The first time you take the pile this hand you need a "
    "natural pair of {names} from your hand.",
    "spanish.black_threes": "Black threes are melded only seven at once, alone: they win the "
    "match.",
    "spanish.first_round": "In a hand's first round only the first player may take the pile; "
    "you may take it from your second turn.",
    "spanish.prize_pickup": "A prize lies on top of the pile: it is taken only with a natural "
    "pair of {names} from your hand.",
    # Hand and Foot
    "foot.threes": "Threes are never melded in Hand and Foot: discard them one at a time.",
    "foot.threes_table": "threes are never melded in Hand and Foot",
    "foot.out": "your side needs {natural_need} natural and {mixed_need} mixed canastas to go "
    "out (it has {natural} and {mixed})",
    "foot.ask": "in Hand and Foot you go out only after asking your partner and hearing yes",
    # text that is not a move (NotationError): what could not be read, and what was expected
    "notation.unreadable": "This move could not be read: {error}.",
    "notation.not_text": "{code} is not a move: write it as text, like 'draw'",
    "notation.empty": "the line is empty: write a move, like 'draw' or 'discard 7C'",
    "notation.unknown_word": "'{kind}' is not a move: start with draw, pickup, meld, discard, "
    "ask, yes, no or deal (acaba in British Canasta; lay and special in Modern American)",
    "notation.nothing_after": "'{kind}' takes nothing after it, but '{code}' follows",
    "notation.discard_one": "discard names exactly one card, like 'discard 7C'",
    "notation.needs_cards": "{kind} needs cards, like '{kind} 7C 7D 7H'",
    "notation.lay_cards": "lay needs cards, like 'lay 3H'",
    "notation.lay_one_group": "lay names its cards in one group, like 'lay 3H 3S'",
    "notation.not_a_target": "{code} before the colon does not name a meld: write a rank, like "
    "'K: 2C'",
    "notation.target_no_cards": "'{code}:' names a meld but no cards: write them after the "
    "colon, like 'K: 2C'",
    "notation.empty_group": "a group between '|' signs needs at least one card, like "
    "'meld 7C 7D 7H | KS KD KH'",
    "notation.not_a_card": "{code} is not a card: write a rank (A K Q J T 9 … 2) and a suit "
    "(S H D C), like 7C or TD, or JK for a joker",
    "notation.card_not_text": "{code} is not a card: a card is written like 7C, TD or JK",
    "notation.cards_not_text": "{code} is not a list of cards: write them like '7C 7D JK'",
    # ...and actions built in code that their own text could not say
    "notation.not_an_action": "{code} is not an action: pass an Action or its text, like "
    "'draw'",
    "notation.not_a_word": "{code} is not an action word: use draw, pickup, meld, discard, ask, "
    "yes, no, deal, acaba, lay or special",
    "notation.no_single_card": "'{kind}' names no single card (only discard does)",
    "notation.takes_nothing": "'{kind}' takes nothing after it",
    "notation.group_cards": "each group of '{kind}' is one or more cards",
    "notation.not_a_meld_name": "{code} does not name a meld: use a rank, like K",
    # Ponytail Canasta
    "ponytail.threes": "Threes are never melded in Ponytail Canasta: discard your black threes "
    "(red threes are laid down by themselves).",
    "ponytail.threes_table": "threes are never melded in Ponytail Canasta",
    "ponytail.closed_max": "a meld holds at most seven cards: a canasta is closed",
    "ponytail.closed": "a canasta is closed: nothing more joins it",
    "ponytail.closed_top": "a canasta is closed: the pile's top card cannot join it",
    "ponytail.not_taken": "you have not taken up your ponytail yet",
    "ponytail.missing": "your side still needs {missing} to go out",
}

#: Placeholders whose value is one card.
CARD_FIELDS = frozenset({"card", "top", "first", "other", "card2"})
#: Placeholders whose value is a nested reason.
NESTED_FIELDS = frozenset({"error", "why"})
#: Placeholders kept as written (notation, titles).
TEXT_FIELDS = frozenset({"code", "kind", "title"})


class Reason:
    """A code from a catalogue and the values its text needs; ``str()`` is the English text.

    Subclasses name their own catalogue (the bots' hints, the table's selection reasons).
    """

    __slots__ = ("code", "params")
    catalogue: ClassVar[Mapping[str, str]] = REFUSALS

    def __init_subclass__(cls, catalogue: Mapping[str, str] | None = None, **kwargs: Any) -> None:
        """``class HintReason(Reason, catalogue=HINTS)``: a kind of reason with its codes."""
        super().__init_subclass__(**kwargs)
        if catalogue is not None:
            cls.catalogue = catalogue

    def __init__(self, code: str, /, **params: Any) -> None:
        if code not in self.catalogue:
            raise ValueError(f"no reason with the code '{code}'")
        self.code = code
        self.params: Mapping[str, Any] = params

    @property
    def template(self) -> str:
        """The English text with its ``{placeholders}`` (the catalogue's key text)."""
        return self.catalogue[self.code]

    def __str__(self) -> str:
        values = {name: english_value(name, value) for name, value in self.params.items()}
        text = self.template.format(**values)
        return capitalised(text) if self.code == "sentence" else text

    @property
    def is_sentence(self) -> bool:
        """Whether the text is a whole sentence (else a clause, which a refusal wraps)."""
        return self.template.endswith((".", "?", "!"))

    def as_sentence(self) -> Reason:
        """This reason as a sentence of its own: itself, or a clause wrapped in ``sentence``
        (a capital letter first, a full stop at the end)."""
        return self if self.is_sentence else Reason("sentence", error=self)

    def __repr__(self) -> str:
        params = "".join(f", {k}={v!r}" for k, v in self.params.items())
        return f"{type(self).__name__}({self.code!r}{params})"

    def __eq__(self, other: object) -> bool:
        return (
            type(other) is type(self)
            and isinstance(other, Reason)
            and (self.code, dict(self.params)) == (other.code, dict(other.params))
        )

    def __hash__(self) -> int:
        return hash((self.code, tuple(sorted(self.params))))


def english_value(name: str, value: Any) -> str:
    """How a placeholder's value is written in English (see the module's docstring)."""
    if name in NESTED_FIELDS or name in CARD_FIELDS or name in TEXT_FIELDS:
        return str(value)
    if name == "cards":
        return " ".join(str(c) for c in value)
    if name == "names":
        return plural(value)
    if name == "rank":
        return singular(value)
    if name == "count":
        return cards_word(value)
    if name == "missing":  # "a, b and c"
        *rest, last = value
        return f"{', '.join(rest)} and {last}" if rest else last
    return str(value)


def capitalised(text: str) -> str:
    """``text`` with its first letter a capital."""
    return text[:1].upper() + text[1:]


def unreadable(error: NotationError) -> Reason | None:
    """The sentence a player reads for a move that could not be read (``error``, raised with
    a reason): "This move could not be read: ...". None for an error with no reason."""
    reason = error.reason
    return None if reason is None else Reason("notation.unreadable", error=reason)


def unread(code: str, /, **params: Any) -> NoReturn:
    """Refuse text that is not a move (or a card), for the reason ``code`` with ``params``."""
    raise NotationError(Reason(code, **params))


def illegal(code: str, /, **params: Any) -> NoReturn:
    """Refuse the action being applied, for the reason ``code`` with ``params`` (a clause is
    given as a sentence of its own)."""
    raise IllegalActionError(Reason(code, **params))

