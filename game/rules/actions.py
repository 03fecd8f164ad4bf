"""Actions and their one-line notation (see docs/positions.md).

An action is what a seat *intends* (``meld 7C 7D 7H``); the :class:`~game.rules.events.Event`
list that :meth:`GameState.apply` returns is what *happened* (which card was drawn, which canasta
closed). Actions are immutable values that round-trip through text: ``Action.parse(str(a)) == a``.
Actions and groups are named tuples: hashable and cheap to build, which matters because the
legal-action generator builds thousands of them a second.
"""

from __future__ import annotations

from typing import NamedTuple

from .cards import JOKER, RANKS, Card, format_cards, parse_cards, split_blanks
from .errors import NotationError
from .reasons import unread
from .words import shown

#: Every action word the engine knows. ``deal`` starts the next hand once a hand is scored.
KINDS = (
    "draw", "pickup", "meld", "discard", "ask", "yes", "no", "deal", "acaba", "lay", "special"
)
#: Words that take nothing after them; ``acaba`` belongs to British Canasta, ``special`` (show a
#: special hand) to Modern American.
_PLAIN = frozenset({"draw", "ask", "yes", "no", "deal", "acaba", "special"})
#: Prefixes that name a meld to add to: a rank (``K:``), or ``seq`` in variants with sequences.
TARGETS = frozenset(RANKS) | {JOKER, "SEQ"}


class Group(NamedTuple):
    """Cards melded together, optionally with the meld they go to (``K: 2C``)."""

    cards: tuple[Card, ...]
    target: str | None = None

    def __str__(self) -> str:
        text = format_cards(self.cards)
        if self.target is None:
            return text
        name = "seq" if self.target == "SEQ" else self.target
        return f"{name}: {text}"


class Action(NamedTuple):
    """One action of the current phase; build it with the helpers below or :meth:`parse`."""

    kind: str
    groups: tuple[Group, ...] = ()
    card: Card | None = None

    def __str__(self) -> str:
        if self.kind == "discard":
            return f"discard {self.card}"
        if self.kind in ("meld", "pickup", "lay") and self.groups:
            return f"{self.kind} " + " | ".join(str(g) for g in self.groups)
        return self.kind

    def __repr__(self) -> str:
        try:
            check_action(self)
        except NotationError:  # no text says it: show the fields (this is what went wrong)
            return f"Action({self.kind!r}, {self.groups!r}, {self.card!r})"
        return f"Action.parse({str(self)!r})"

    @classmethod
    def parse(cls, text: str) -> Action:
        """Parse one action line; raises :class:`NotationError` for text that is not an action."""
        return parse_action(text)

    @property
    def cards(self) -> tuple[Card, ...]:
        """Every hand card the action names."""
        if self.card is not None:
            return (self.card,)
        groups = self.groups
        if len(groups) == 1:
            return groups[0].cards
        return tuple(c for g in groups for c in g.cards)


def draw() -> Action:
    """Draw from the stock (or, with the stock empty, decline the pile)."""
    return _DRAW


def discard(c: Card) -> Action:
    """Discard ``c``, ending the turn."""
    return Action("discard", card=c)


def meld(*groups: tuple[Card, ...] | Group) -> Action:
    """Meld one or more groups of hand cards at once."""
    return Action("meld", tuple(g if isinstance(g, Group) else Group(tuple(g)) for g in groups))


def pickup(*groups: tuple[Card, ...] | Group) -> Action:
    """Take the pile: with no groups the top card joins the side's meld of its rank."""
    return Action("pickup", tuple(g if isinstance(g, Group) else Group(tuple(g)) for g in groups))


def plain_group(cards: tuple[Card, ...], target: str | None = None) -> Group:
    """``Group(cards, target)``, built as the plain tuple it is: the listing builds many, and
    the named tuple's own constructor runs in Python."""
    return tuple.__new__(Group, (cards, target))


def plain_action(kind: str, groups: tuple[Group, ...]) -> Action:
    """``Action(kind, groups)`` (a meld or a pickup), built as the plain tuple it is."""
    return tuple.__new__(Action, (kind, groups, None))


def parse_action(text: str) -> Action:
    """Parse ``draw``, ``pickup``, ``pickup C C | G``, ``meld G | G``, ``discard C``, ``ask``,
    ``yes``, ``no`` or ``deal``."""
    if not isinstance(text, str):
        unread("notation.not_text", code=shown(text))
    # Actions are values: a line read before reads the same again (replays, rules cases and
    # callers that pass the listed actions' own text read the same few lines over and over).
    found = _PARSED.get(text)
    if found is not None:
        return found
    action = _parse_action(text)
    if len(_PARSED) >= PARSED_KEPT:
        _PARSED.clear()
    _PARSED[text] = action
    return action


def _parse_action(text: str) -> Action:
    words = split_blanks(text, 1)
    if not words:
        unread("notation.empty")
    # ASCII only: "pic\u212aup" (a Kelvin sign) must not lower-case into "pickup".
    kind = words[0].lower() if words[0].isascii() else words[0]
    rest = words[1] if len(words) > 1 else ""
    if kind in _PLAIN:
        if rest:
            unread("notation.nothing_after", kind=kind, code=rest)
        return _PLAIN_ACTIONS[kind]
    if kind == "discard":
        cards = parse_cards(rest)
        if len(cards) != 1:
            unread("notation.discard_one")
        return Action("discard", card=cards[0])
    if kind == "lay":  # Modern American: lay threes down beside the side
        cards = parse_cards(rest)
        if not cards:
            unread("notation.lay_cards")
        return Action("lay", (Group(cards),))
    if kind in ("meld", "pickup"):
        if not rest:
            if kind == "meld":
                unread("notation.needs_cards", kind=kind)
            return Action("pickup")
        groups = tuple(_parse_group(part) for part in rest.split("|"))
        return Action(kind, groups)
    unread("notation.unknown_word", kind=words[0])


def _parse_group(text: str) -> Group:
    target: str | None = None
    if ":" in text:
        head, text = text.split(":", 1)
        name = target_name(head)
        if name is None:
            unread("notation.not_a_target", code=repr(head.strip()))
        target = name
    cards = parse_cards(text)
    if not cards:
        if target is not None:  # 'meld K:': the meld is named, its cards are missing
            unread("notation.target_no_cards", code=head.strip())
        unread("notation.empty_group")
    return Group(cards, target)


def target_name(head: str) -> str | None:
    """The meld a ``K:`` prefix names (``"K"``, ``"T"`` for 10, ``"SEQ"``), or None."""
    name = head.strip(" \t").upper() if head.isascii() else ""
    if name == "10":
        name = "T"
    return name if name in TARGETS else None


def check_action(action: object) -> Action:
    """``action`` itself when it is a well-formed :class:`Action` — one that its own text
    reads back as (``Action.parse(str(a)) == a``); raises :class:`NotationError` otherwise.

    Actions built in code skip the parser, so this is where ``Action("meld")`` (no cards),
    ``Action("discard")`` (no card) or a group holding something that is not a card is
    refused, before the rules see it.
    """
    if not isinstance(action, Action):
        unread("notation.not_an_action", code=shown(action))
    kind, groups, card = action
    if kind not in KINDS:
        unread("notation.not_a_word", code=shown(kind))
    if kind == "discard":
        if not isinstance(card, Card) or groups != ():
            unread("notation.discard_one")
        return action
    if card is not None:
        unread("notation.no_single_card", kind=kind)
    if kind in _PLAIN:
        if groups != ():
            unread("notation.takes_nothing", kind=kind)
        return action
    if type(groups) is not tuple or (not groups and kind != "pickup"):
        unread("notation.needs_cards", kind=kind)
    for group in groups:
        if not isinstance(group, Group) or type(group.cards) is not tuple or not group.cards:
            unread("notation.group_cards", kind=kind)
        for c in group.cards:
            if not isinstance(c, Card):
                unread("notation.group_cards", kind=kind)
        if group.target is not None and (
            kind == "lay" or not isinstance(group.target, str) or group.target not in TARGETS
        ):
            unread("notation.not_a_meld_name", code=shown(group.target))
    if kind == "lay" and len(groups) != 1:
        unread("notation.lay_one_group")
    return action


#: Lines read, and the actions they read as (the oldest forgotten all at once past
#: :data:`PARSED_KEPT` lines, so that a long session keeps a bounded memo).
_PARSED: dict[str, Action] = {}
PARSED_KEPT = 4096
_DRAW = Action("draw")
_PLAIN_ACTIONS = {k: Action(k) for k in _PLAIN}
_PLAIN_ACTIONS["draw"] = _DRAW
