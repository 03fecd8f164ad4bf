"""The New game screen's seats: each a person with a name or a computer player with a level.

One row per seat, in playing order: on the right a choice (Human, Easy, Normal, Hard), on the
left the person's name, typed into a field (keyboard; in the browser the canvas sends the
letters), or, for a computer player, where it sits as the first person sees the table ("Left
opponent", "Partner"). Two people or more make a pass-and-play game. The names are kept
between games of the same variant (the last config), so a family does not type them again.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial

import pygame

from game.i18n import N_, _
from game.replays import NAME_LENGTH
from game.ui import fonts
from game.ui.config import LEVELS, default_name, level_name
from game.ui.scenes.chrome import MUTED, fit_choice
from game.ui.scenes.seats import is_partner, seat_label
from game.ui.text_field import TextField
from game.ui.widgets import Choice, FocusGroup, Widget, draw_text

HUMAN = "human"
#: What a seat can be, as the row's choice offers it (translated where shown).
KINDS = (HUMAN, *LEVELS)
HUMAN_NAME = N_("Human")
ROW_H = 46
ROW_STEP = 50
VALUE_W = 180
PARTNER_COLOUR = (240, 196, 84)
OPPONENT_COLOUR = (110, 180, 236)


class SeatRows:
    """The seats' widgets (a name field for each person, a kind choice for every seat)."""

    def __init__(self, left: int, top: int, width: int, teams: Sequence[Sequence[int]],
                 people: dict[int, str], levels: dict[int, str],
                 on_kind: Callable[[int, str], None], bottom: int | None = None) -> None:
        self.teams = teams
        self.people = people  # seat -> name, for every seat a person plays (edited in place)
        self.levels = levels
        self.on_kind = on_kind
        self.players = sum(len(t) for t in teams)
        self.choices: dict[int, Choice] = {}
        self.fields: dict[int, TextField] = {}
        self.widgets: list[Widget] = []
        self.keys: list[str] = []
        first = min(people) if people else None
        # Eight seats do not fit above `bottom` at the usual spacing: the rows close up.
        step = ROW_STEP
        if bottom is not None and self.players > 1:
            step = min(ROW_STEP, (bottom - top - ROW_H) // (self.players - 1))
        height = ROW_H - (ROW_STEP - step)
        for seat in range(self.players):
            y = top + seat * step
            row = pygame.Rect(left, y, width, height)
            kind = HUMAN if seat in people else levels.get(seat, "normal")
            label = "" if seat in people else (
                seat_label(seat, teams, first) if first is not None else default_name(seat))
            choice = fit_choice(Choice(row, label, [kind_name(k) for k in KINDS],
                                       KINDS.index(kind), partial(self._kind, seat),
                                       font_size=19, value_width=VALUE_W))
            if seat in people:
                room = row.w - choice.value_rect().w - 20
                field = TextField((row.x + 4, row.y + 4, room, row.h - 8), people[seat],
                                  partial(self._name, seat), NAME_LENGTH,
                                  placeholder=default_name(seat))
                self.fields[seat] = field
                self.widgets.append(field)
                self.keys.append(f"name:{seat}")
            self.choices[seat] = choice
            self.widgets.append(choice)
            self.keys.append(f"seat:{seat}")

    def _kind(self, seat: int, index: int, _value: str) -> None:
        self.on_kind(seat, KINDS[index])

    def _name(self, seat: int, text: str) -> None:
        self.people[seat] = text

    def editing(self, focus: FocusGroup) -> TextField | None:
        """The name field that has the keyboard, if any."""
        index = focus.index
        widget = focus.widgets[index] if index is not None else None
        return widget if isinstance(widget, TextField) else None

    def claim_focus(self, focus: FocusGroup) -> None:
        """A field that was clicked or tapped takes the keyboard focus."""
        for field in self.fields.values():
            if field.wants_focus:
                field.wants_focus = False
                if field in focus.widgets:
                    focus.focus(focus.widgets.index(field))

    def draw(self, surface: pygame.Surface) -> None:
        for seat, choice in self.choices.items():
            choice.draw(surface)
            field = self.fields.get(seat)
            if field is not None:
                field.draw(surface)
            first = min(self.people) if self.people else None
            partner = first is not None and (seat == first or is_partner(seat, self.teams, first))
            colour = PARTNER_COLOUR if partner else OPPONENT_COLOUR
            pygame.draw.circle(surface, colour, (choice.rect.x - 7, choice.rect.centery), 3)


def seat_caption(seat: int, people: dict[int, str], levels: dict[int, str]) -> str:
    """What the small table drawing writes at a seat: the person's name, or the level."""
    if seat in people:
        return people[seat] or default_name(seat)
    return kind_name(levels.get(seat, "normal"))


def kind_name(kind: str) -> str:
    """A seat's kind as the player reads it: a human player, or a computer level (named as
    on the table's plates, not as the animation speed's "Normal")."""
    return _(HUMAN_NAME) if kind == HUMAN else level_name(kind)


def no_person_note(surface: pygame.Surface, pos: tuple[int, int]) -> None:
    """Why Start waits: somebody has to play."""
    draw_text(surface, _("Make at least one seat a human player."), fonts.font(16),
              MUTED, pos, anchor="midtop")
