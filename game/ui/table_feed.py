"""The table's last moves in words, one line a turn, beside the pile.

Each action's events add clauses to the acting seat's line as their cards start to fly, so
the words and the flights go together: "Right opponent drew 1 card, melded 7♥ 7♣ 7♠ and
discarded K♦." The last few turns stay visible (the newest at the bottom, whole); the game
log (L) keeps everything. Cards are named by rank and suit symbol; the human's own draws name
the cards, the others' only how many.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import pygame
from pygame import Rect

from game.i18n import N_, _, n_
from game.i18n_engine import CANASTA_KINDS, rank_words
from game.rules import Event, GameState
from game.ui import rich_text
from game.ui.rich_text import card_label, cards_label
from game.ui.widgets import CREAM

MUTED = (176, 188, 168)

#: Turns kept (more than are ever shown: the panel shows what fits).
KEPT = 8
#: Actions told again to rebuild the feed (a replay's jump, a continued game): enough for
#: the turns it shows.
FEED_ACTIONS = 24

#: Clauses with no values, by event kind (and data).
_PLAIN = {
    ("asked", None): N_("asked to go out"),
    ("asked", "acaba"): N_("asked to go out or say acaba"),
    ("answered", "yes"): N_("answered yes"),
    ("answered", "no"): N_("answered no"),
    ("went_out", None): N_("went out"),
    ("went_out", "concealed"): N_("went out concealed"),
    ("acaba", None): N_("ended the hand with acaba"),
    ("special_hand", None): N_("showed a special hand"),
    ("bonus_pile", None): N_("took a bonus pile"),
}
#: Lines of their own (no seat acts).
_TABLE_LINES = {
    "stock_exhausted": N_("The stock is used up: the hand is over."),
    "pile_turned": N_("The pile was turned over as a new stock."),
}


@dataclass
class Turn:
    """One seat's turn so far (or a line of the table's own, with no seat): its events,
    put in words only when shown, from the seat then at the bottom."""

    seat: int | None
    events: list[Event] = field(default_factory=list)
    closed: bool = False  # the turn ended (a discard, going out): the next action starts anew


def question(name: str, covers_acaba: bool) -> str:
    """A partner's question in words ("may I go out?"); in British the answer covers acaba
    too, and the question says so."""
    if covers_acaba:
        return _("{name} asks: may I go out or say acaba?").format(name=name)
    return _("{name} asks: may I go out?").format(name=name)


def clause(event: Event, own: bool) -> str | None:
    """One event as a clause of its seat's line ("melded 7♥ 7♣ 7♠"), or None."""
    kind = event.kind
    plain = _PLAIN.get((kind, event.data if kind in ("answered", "went_out", "asked") else None))
    if plain is not None:
        return _(plain)
    count = len(event.cards) or event.amount
    if kind == "drew":
        if own and event.cards:
            return _("drew {cards}").format(cards=cards_label(event.cards))
        return n_("drew {n} card", "drew {n} cards", count).format(n=count)
    if kind == "took_pile":
        return n_("took the pile ({n} card)", "took the pile ({n} cards)", count).format(n=count)
    if kind == "melded":
        return _("melded {cards}").format(cards=cards_label(event.cards))
    if kind == "extended":
        names, names_gen = rank_words(event.rank or "")
        return _("added {cards} to the {names}").format(
            cards=cards_label(event.cards), names=names, names_gen=names_gen)
    if kind in ("red_three", "black_three"):
        return _("laid down {cards}").format(cards=cards_label(event.cards))
    if kind == "canasta":
        label = CANASTA_KINDS.get(str(event.data))
        return _("completed a {kind}").format(kind=_(label) if label else str(event.data))
    if kind == "discarded":
        return _("discarded {card}").format(card=card_label(str(event.cards[0])))
    if kind == "foot_taken":
        return n_("took up the foot ({n} card)", "took up the foot ({n} cards)", count).format(
            n=count)
    if kind == "ponytail_taken":
        return n_("took up the ponytail ({n} card)", "took up the ponytail ({n} cards)",
                  count).format(n=count)
    if kind == "face_down_taken":
        return n_("took up {n} face-down card", "took up {n} face-down cards", count).format(
            n=count)
    return None


def join(clauses: list[str]) -> str:
    """Clauses as one list: "a, b and c" (each language joins its own way)."""
    text = clauses[0]
    for i, part in enumerate(clauses[1:], start=1):
        last = i == len(clauses) - 1
        text = (_("{actions} and {action}") if last else _("{actions}, {action}")).format(
            actions=text, action=part)
    return text


def deal_events(state: GameState) -> list[Event]:
    """What a deal shows besides the hands (and tells in the feed): the pile's start card
    and the red threes put down at once, a side's under its first seat."""
    events = [Event("pile_started", cards=state.discard)] if state.discard else []
    for team, threes in enumerate(state.red_threes):
        if threes:
            events.append(Event("red_three", state.teams[team][0], team, threes))
    return events


class TableFeed:
    """The last turns; fed the events of every action as they are shown, told as lines."""

    def __init__(self) -> None:
        self.turns: list[Turn] = []
        self.version = 0  # changes with every new word (the panel's cache key)

    def clear(self) -> None:
        self.turns = []
        self.version += 1

    def add(self, event: Event) -> None:
        """One event: part of its seat's turn, or a line of its own."""
        if event.kind in _TABLE_LINES:
            self.turns.append(Turn(None, [event], closed=True))
        elif clause(event, own=False) is not None:
            turn = self.turns[-1] if self.turns else None
            if turn is None or turn.closed or turn.seat != event.seat:
                turn = Turn(event.seat)
                self.turns.append(turn)
            turn.events.append(event)
            turn.closed = event.kind in ("discarded", "went_out", "acaba", "special_hand")
        else:
            return
        del self.turns[:-KEPT]
        self.version += 1

    def snapshot(self) -> list[Turn]:
        """The turns as they are now (for going back to them: undo)."""
        return [Turn(t.seat, list(t.events), t.closed) for t in self.turns]

    def restore(self, turns: list[Turn]) -> None:
        self.turns = [Turn(t.seat, list(t.events), t.closed) for t in turns]
        self.version += 1

    def lines(self, name: Callable[[int], str], bottom: int | None = None
              ) -> list[tuple[str, int | None]]:
        """Every kept turn as a sentence, oldest first, with its seat; cards drawn are named
        for the ``bottom`` seat's own draws only (a player passing the device on shows the
        next one nothing of theirs)."""
        out: list[tuple[str, int | None]] = []
        for turn in self.turns:
            if turn.seat is None:
                out.append((_(_TABLE_LINES[turn.events[0].kind]), None))
                continue
            clauses = []
            for event in turn.events:
                seen = event.seen_by(bottom) if bottom is not None else event
                words = clause(seen, own=bottom is not None and seen.seat == bottom)
                if words is not None:
                    clauses.append(words)
            out.append((_("{name} {actions}.").format(
                name=name(turn.seat), actions=join(clauses)), turn.seat))
        return out


FEED_SIZE = 15
SMALLEST_SIZE = 10  # a long turn (a big pile taken and melded) goes smaller, down to this


def fitting_lines(lines: list[tuple[str, int | None]], width: int, height: int
                  ) -> tuple[list[str], int]:
    """The newest lines that fit the height (the newest always whole, in a smaller size
    when it is long), oldest first, and the text size they are drawn in."""
    size = FEED_SIZE
    if lines:
        size = rich_text.fitting_size(lines[-1][0], width, height, FEED_SIZE, SMALLEST_SIZE)
    gap = 4
    shown: list[str] = []
    used = 0
    for text, _seat in reversed(lines):
        h = rich_text.wrapped_height(text, size, width)
        if shown and used + gap + h > height:
            break
        shown.insert(0, text)
        used += h + (gap if len(shown) > 1 else 0)
    return shown, size


def draw_feed(img: pygame.Surface, lines: list[tuple[str, int | None]], rect: Rect) -> None:
    """The last turns, newest at the bottom in full colour, the older ones muted."""
    shown, size = fitting_lines(lines, rect.w, rect.h)
    heights = [rich_text.wrapped_height(text, size, rect.w) for text in shown]
    y = rect.bottom - sum(heights) - 4 * (len(shown) - 1)
    for i, (text, h) in enumerate(zip(shown, heights, strict=True)):
        newest = i == len(shown) - 1
        rich_text.draw_wrapped(img, text, size, CREAM if newest else MUTED,
                               Rect(rect.x, y, rect.w, h))
        y += h + 4
