"""The game log: every event of the game as a sentence in the player's language.

The table feeds :meth:`GameLog.add` the events each action produces (as the human's seat sees
them, so nobody's hidden cards leak); :class:`LogScene` shows the log as an overlay, opened
with the L key or the table's Log button. It serves players who prefer reading to following
animations, players using reduced motion, and anyone who looked away: what each opponent did,
in words.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

import pygame

from game.i18n import _, n_
from game.i18n_engine import CANASTA_KINDS, rank_words
from game.rules import Event
from game.ui import fonts
from game.ui.rich_text import card_label
from game.ui.scene import Scene
from game.ui.table_feed import clause, question
from game.ui.widgets import (
    CREAM,
    GOLD,
    SCREEN_SIZE,
    Button,
    FocusGroup,
    draw_panel,
    draw_text,
    wrap_text,
)

MAX_LINES = 600
PANEL = pygame.Rect(140, 40, 1000, 640)
MUTED = (190, 196, 176)


def cards_text(cards: Iterable[Any]) -> str:
    """Cards as a player reads them: "9♠, 10♥, Joker" (in every language)."""
    return ", ".join(card_label(str(c)) for c in cards)


def count_text(n: int) -> str:
    return n_("{n} card", "{n} cards", n).format(n=n)


#: Events of some variants only, told in the log as the feed beside the pile tells them:
#: threes laid down beside the side, a foot, a ponytail, face-down or bonus cards taken up,
#: a special hand shown.
_AS_IN_THE_FEED = frozenset({"black_three", "bonus_pile", "foot_taken", "ponytail_taken",
                             "face_down_taken", "special_hand"})


def describe(event: Event, name: Callable[[int], str], side: Callable[[int], str]) -> str | None:
    """One event in words, or None for events that need no line."""
    kind = event.kind
    who = name(event.seat) if event.seat is not None else ""
    team = side(event.team) if event.team is not None else ""
    names, names_gen = rank_words(event.rank) if event.rank else ("", "")
    if kind == "dealt":
        return _("A new hand is dealt: {count} each.").format(count=count_text(event.amount))
    if kind == "pile_started":
        line = _("The pile starts with {cards}.").format(cards=cards_text(event.cards))
        if event.data is True:
            line += " " + _("The pile is frozen.")
        return line
    if kind == "pile_turned":
        return _("The pile was turned over as a new stock.")
    if kind == "drew":
        if event.cards:
            return _("{name} drew {cards}.").format(name=who, cards=cards_text(event.cards))
        return _("{name} drew {count} from the stock.").format(
            name=who, count=count_text(event.amount or 1))
    if kind == "red_three":
        return _("{name} laid down a red three.").format(name=who)
    if kind == "took_pile":
        n = len(event.cards) or event.amount
        return _("{name} took the pile ({count}): {cards}.").format(
            name=who, count=count_text(n), cards=cards_text(event.cards))
    if kind == "melded":
        return _("{name} started a meld of {names}: {cards}.").format(
            name=who, names=names, names_gen=names_gen, cards=cards_text(event.cards))
    if kind == "extended":
        return _("{name} added {cards} to the meld of {names}.").format(
            name=who, names=names, names_gen=names_gen, cards=cards_text(event.cards))
    if kind == "canasta":
        label = CANASTA_KINDS.get(str(event.data))
        what = _(label) if label else str(event.data)
        return _("{side} completed a canasta of {names} ({kind}).").format(
            side=team, names=names, names_gen=names_gen, kind=what)
    if kind == "discarded":
        return _("{name} discarded {card}.").format(name=who, card=cards_text(event.cards))
    if kind == "asked":
        return question(who, event.data == "acaba")
    if kind == "answered":
        word = _("yes") if event.data == "yes" else _("no")
        return _("{name} answers {word}.").format(name=who, word=word)
    if kind == "went_out":
        if event.data == "concealed":
            return _("{name} went out concealed!").format(name=who)
        return _("{name} went out!").format(name=who)
    if kind == "acaba":
        return _("{name} ended the hand with acaba.").format(name=who)
    if kind in _AS_IN_THE_FEED:  # the variants' own moves, worded as beside the pile
        words = clause(event, own=bool(event.cards))
        return _("{name} {actions}.").format(name=who, actions=words) if words else None
    if kind == "stock_exhausted":
        return _("The stock is used up: the hand is over.")
    if kind == "hand_scored":
        return _("The hand is over.")
    if kind == "game_over":
        return _("{side} won the game.").format(side=team) if team else _("Game over")
    return None


class GameLog:
    """The sentences so far, oldest first."""

    def __init__(self) -> None:
        self.lines: list[str] = []

    def add(self, line: str | None) -> None:
        if line:
            self.lines.append(line)
            del self.lines[:-MAX_LINES]

    def add_events(self, events: Iterable[Event], name: Callable[[int], str],
                   side: Callable[[int], str], seat: int | None = None) -> None:
        for event in events:
            seen = event.seen_by(seat) if seat is not None else event
            self.add(describe(seen, name, side))

    @property
    def last(self) -> str:
        return self.lines[-1] if self.lines else ""


class LogScene(Scene):
    """The log as an overlay: newest at the bottom; arrows, Page keys and the wheel scroll;
    Esc, L or Close returns to the table."""

    scene_name = "log"
    opaque = False
    LINE_FONT = 18

    def __init__(self, app: Any, log: GameLog, title: str | None = None,
                 key_list: bool = False) -> None:
        super().__init__(app)
        self.log = log
        self.title = title  # None: "Game log"; the table's key list passes its own
        self.key_list = key_list  # the list of keys, opened (and closed) with F1
        self.font = fonts.font(self.LINE_FONT)
        self.body = pygame.Rect(PANEL.x + 28, PANEL.y + 76, PANEL.w - 56, PANEL.h - 160)
        self.rows: list[str] = []
        for line in log.lines:
            self.rows.extend(wrap_text(self.font, line, self.body.w - 12) or [""])
        self.per_page = max(1, self.body.h // self.font.get_linesize())
        self.offset = max(0, len(self.rows) - self.per_page)  # newest visible
        self.close_button = Button((0, 0, 200, 50), _("Close"), self.close, primary=True)
        self.close_button.rect.bottomright = (PANEL.right - 28, PANEL.bottom - 22)
        self.focus = FocusGroup([self.close_button], focus_index=0)

    def footer(self) -> str:
        """The keys that work here: scrolling only when there is more than a page, and the
        key that opened the overlay (F1 for the key list, L for the log) with Esc."""
        parts = [_("Arrow keys and Page Up/Down scroll")] if len(self.rows) > self.per_page else []
        parts.append(_("Esc or F1 closes") if self.key_list else _("Esc or L closes"))
        return " · ".join(parts)

    def close(self) -> None:
        if self.app.scenes.top is self:
            self.app.scenes.pop()

    def scroll(self, delta: int) -> None:
        self.offset = max(0, min(len(self.rows) - self.per_page, self.offset + delta))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            keys = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -self.per_page,
                    pygame.K_PAGEDOWN: self.per_page, pygame.K_HOME: -len(self.rows),
                    pygame.K_END: len(self.rows)}
            if event.key in (pygame.K_ESCAPE, pygame.K_l, pygame.K_F1):
                self.close()
                return True
            if event.key in keys:
                self.scroll(keys[event.key])
                return True
        if event.type == pygame.MOUSEWHEEL:
            self.scroll(-3 * int(event.y))
            return True
        self.focus.handle_event(event)
        return True  # modal

    def draw(self, surface: pygame.Surface) -> None:
        veil = pygame.Surface(SCREEN_SIZE, pygame.SRCALPHA)
        veil.fill((0, 0, 0, 150))
        surface.blit(veil, (0, 0))
        draw_panel(surface, PANEL, fill=(8, 34, 22, 244))
        title = self.title if self.title is not None else _("Game log")
        draw_text(surface, title, fonts.font(34, bold=True), GOLD,
                  (PANEL.x + 28, PANEL.y + 18))
        line_h = self.font.get_linesize()
        if not self.rows:
            draw_text(surface, _("Nothing has happened yet."), self.font, MUTED, self.body.topleft)
        for i, row in enumerate(self.rows[self.offset:self.offset + self.per_page]):
            draw_text(surface, row, self.font, CREAM, (self.body.x, self.body.y + i * line_h))
        draw_text(surface, self.footer(), fonts.font(15), MUTED,
                  (PANEL.x + 28, self.close_button.rect.centery), anchor="midleft")
        self.focus.draw(surface)
