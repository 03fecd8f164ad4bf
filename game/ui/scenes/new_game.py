"""The new-game setup: variant, players, each computer player's level, game target and the
variant's house rules, with a picture of the table and a one-line summary of the chosen game;
Start hands a :class:`GameConfig` to ``app.start_game``.
"""

from __future__ import annotations

import math
from functools import partial
from typing import Any

import pygame

from game.i18n import _, language, n_, number
from game.rules import OptionInfo, Rules, find_variant, variant_names
from game.rules_text import UNAVAILABLE_VARIANTS, option_value_text
from game.ui import fonts
from game.ui.config import GameConfig, default_name, table_refusal
from game.ui.scene import Scene
from game.ui.scenes.chrome import (
    MUTED,
    RowButton,
    ScrollView,
    WrapToggle,
    draw_felt,
    draw_section_label,
    draw_title,
    ellipsize,
    fit_choice,
)
from game.ui.scenes.rules_screen import RulesScene
from game.ui.scenes.seat_setup import (
    HUMAN,
    OPPONENT_COLOUR,
    PARTNER_COLOUR,
    SeatRows,
    no_person_note,
    seat_caption,
)
from game.ui.scenes.seats import is_partner
from game.ui.table_layout import POSITIONS
from game.ui.widgets import (
    CREAM,
    GOLD,
    Button,
    Choice,
    FocusGroup,
    Widget,
    draw_panel,
    draw_text,
    event_pos,
    wrap_text,
)

PANEL_Y = 92
PANEL_H = 540
COL_A = pygame.Rect(32, PANEL_Y, 392, PANEL_H)
COL_B = pygame.Rect(440, PANEL_Y, 380, PANEL_H)
COL_C = pygame.Rect(836, PANEL_Y, 412, PANEL_H)
ROW_H = 48
ROW_GAP = 8
GAME_Y = 230  # the Game section's label, below the list of variants
SEATS_Y = 198  # the first seat's row in the At the table column


class NewGameScene(Scene):
    """Choose variant, players, levels, target and house rules; Start begins the game."""

    scene_name = "newgame"

    def __init__(self, app: Any, variant: str | None = None) -> None:
        super().__init__(app)
        titles = variant_names()
        last: GameConfig | None = getattr(app, "last_config", None)
        if variant is None and last is not None and last.variant in titles:
            variant = last.variant
        self.variant_id = variant if variant in titles else next(iter(titles))
        self.rules: Rules = find_variant(self.variant_id)
        self.players = self.rules.default_players
        self.levels: dict[int, str] = {}
        self.people: dict[int, str] = {0: ""}  # seats people play -> names ("": the default)
        self.practice = False
        self.values: dict[str, Any] = self.rules.options
        self._summary: tuple[object, str] = (None, "")  # the choices it was made for, the line
        if last is not None and last.variant == self.variant_id:
            if last.players in seatable(self.rules):
                self.players = last.players
            self.levels = dict(last.levels)
            self.people = {s: last.names.get(s, "") for s in last.human_seats} or {0: ""}
            self.practice = last.practice
            for name, value in last.options.items():
                if name in self.values:
                    self.values[name] = value
        self.focus = FocusGroup()
        self.variant_rows: list[RowButton] = []
        self.option_widgets: list[tuple[Widget, OptionInfo, int]] = []  # widget, info, content y
        self.rules_view = ScrollView(pygame.Rect(COL_C.x + 14, COL_C.y + 42, COL_C.w - 24, 484))
        self.variant_view = ScrollView(pygame.Rect(COL_A.x + 14, COL_A.y + 42, COL_A.w - 28,
                                                   GAME_Y - 54))
        self._variant_y: dict[Widget, int] = {}
        self._build(focus_key="start")
        self._show_chosen_variant()

    def _show_chosen_variant(self) -> None:
        """Scroll the variant list to the variant chosen (the last game's, late in the list:
        Hand and Foot, Spanish), so the screen opens showing what Start will play."""
        chosen = next((row for row in self.variant_rows if row.selected), None)
        if chosen is not None:
            self._reveal_variant(chosen)
            self._place()

    def _reveal_variant(self, row: Widget) -> None:
        """Scroll the variant list so that ``row`` shows whole."""
        y = self._variant_y[row]
        self.variant_view.ensure_visible(y, y + row.rect.h)

    # -------------------------------------------------------------------------------- building
    def _target_info(self) -> OptionInfo | None:
        return next((i for i in self.rules.option_infos if i.name == "target_score"), None)

    def _build(self, focus_key: str | None = None) -> None:
        self.rules = find_variant(self.variant_id)
        widgets: list[Widget] = []
        keys: list[str] = []

        # Column A: variants, then players and target.
        self.variant_rows = []
        self._variant_y = {}
        y = 0
        view = self.variant_view
        for vid, title in variant_names().items():
            rules = find_variant(vid)
            detail = _("{counts} players").format(counts=_counts_text(seatable(rules)))
            row = RowButton(
                (view.rect.x, 0, view.rect.w - 14, 50), _(title), detail,
                lambda v=vid: self.choose_variant(v), selected=vid == self.variant_id, wrap=True,
            )
            self.variant_rows.append(row)
            self._variant_y[row] = y
            widgets.append(row)
            keys.append(f"variant:{vid}")
            y += row.rect.h + 6
        for title, reason in UNAVAILABLE_VARIANTS:
            row = RowButton((view.rect.x, 0, view.rect.w - 14, 50), _(title),
                            _("Not available: {reason}").format(reason=_(reason)), enabled=False)
            self.variant_rows.append(row)
            self._variant_y[row] = y
            y += row.rect.h + 6
        view.content_height = y - 6
        view.scroll_to(view.offset)

        ax = COL_A.x + 16
        aw = COL_A.w - 32
        counts = [str(n) for n in seatable(self.rules)]
        if self.players not in seatable(self.rules):
            self.players = self.rules.default_players
        self.players_choice = fit_choice(Choice(
            (ax, COL_A.y + GAME_Y + 28, aw, ROW_H), _("Players"), counts,
            counts.index(str(self.players)), self._players_changed, value_width=130,
        ))
        widgets.append(self.players_choice)
        keys.append("players")
        self.target_choice: Choice | None = None
        target = self._target_info()
        if target is not None:
            values, texts = self._choice_values(target)
            index = self._choice_index(target, values)
            self.target_choice = fit_choice(Choice(
                (ax, COL_A.y + GAME_Y + 28 + ROW_H + ROW_GAP, aw, ROW_H), _("Game target"),
                texts, index, partial(self._choose_option, target), font_size=19,
                value_width=230,
            ))
            widgets.append(self.target_choice)
            keys.append("target")
        below = (self.target_choice or self.players_choice).rect.bottom + ROW_GAP
        self.practice_toggle = WrapToggle((ax, below, aw, ROW_H),
                                          _("Practice: undo whole turns"), self.practice,
                                          self._set_practice, font_size=19)
        widgets.append(self.practice_toggle)
        keys.append("practice")

        # Column B: each seat a person (a name) or a computer player (a level).
        gone = [seat for seat in self.people if seat >= self.players]
        for seat in gone:  # fewer players now: those seats are gone, someone still plays
            del self.people[seat]
        if gone and not self.people:
            self.people[0] = ""
        self.seat_rows = SeatRows(COL_B.x + 16, COL_B.y + SEATS_Y, COL_B.w - 32,
                                  self.rules.teams_for(self.players), self.people, self.levels,
                                  self._choose_kind, bottom=COL_B.bottom - 10)
        self.seat_choices = self.seat_rows.choices
        widgets += self.seat_rows.widgets
        keys += self.seat_rows.keys

        # Column C: house rules (every option but the target), each with its description.
        self.option_widgets = []
        rv = self.rules_view
        y = 0
        desc_font = fonts.font(15)
        for info in self.rules.option_infos:
            if info.name == "target_score" or not self._offered(info):
                continue
            rect = pygame.Rect(rv.rect.x, 0, rv.rect.w - 16, 44)
            value = self.values.get(info.name, info.default)
            widget: Widget
            if tuple(info.choices) == (False, True):
                widget = WrapToggle(rect, _(info.title), bool(value),
                                    partial(self._set_option, info), font_size=19)
            else:
                values, texts = self._choice_values(info)
                index = self._choice_index(info, values)
                widget = fit_choice(Choice(rect, _(info.title), texts, index,
                                           partial(self._choose_option, info), font_size=19,
                                           value_width=180))
            self.option_widgets.append((widget, info, y))
            widgets.append(widget)
            keys.append(f"option:{info.name}")
            lines = wrap_text(desc_font, _(info.description), rect.w - 12)
            y += widget.rect.h + 6 + len(lines) * desc_font.get_linesize() + 14
        rv.content_height = max(0, y - 8)
        rv.scroll_to(rv.offset)

        # Bottom bar.
        by = 652
        self.back_button = Button((32, by, 180, 52), _("Back"), self.back)
        self.rules_button = Button((228, by, 240, 52), _("Rules"), self.show_rules)
        self.start_button = Button((1048, by, 200, 52), _("Start"), self.start, primary=True,
                                   enabled=bool(self.people))
        widgets += [self.back_button, self.rules_button, self.start_button]
        keys += ["back", "rules", "start"]

        self._keys = keys
        self.focus = FocusGroup(widgets)
        if focus_key is not None and focus_key in keys:
            self.focus.focus(keys.index(focus_key))
        self._place()

    def _focused_key(self) -> str | None:
        return self._keys[self.focus.index] if self.focus.index is not None else None

    def _place(self) -> None:
        """Move the scrolled widgets to where their views show them."""
        for row in self.variant_rows:
            row.rect.y = self.variant_view.rect.y + self._variant_y[row] - round(
                self.variant_view.offset)
        for widget, _info, y in self.option_widgets:
            widget.rect.y = self.rules_view.rect.y + y - round(self.rules_view.offset)

    # -------------------------------------------------------------------------------- changes
    def choose_variant(self, variant_id: str) -> None:
        if variant_id == self.variant_id:
            return
        self.variant_id = variant_id
        self.values = find_variant(variant_id).options
        self.rules_view.offset = 0
        self._build(focus_key=f"variant:{variant_id}")

    def _players_changed(self, _index: int, value: str) -> None:
        self.players = int(value)
        self._build(focus_key="players")

    def _choose_kind(self, seat: int, kind: str) -> None:
        """A seat became a person or a computer player (of a level): its row changes."""
        was_person = seat in self.people
        if kind == HUMAN:
            self.people.setdefault(seat, "")
        else:
            self.people.pop(seat, None)
            self.levels[seat] = kind
        if was_person != (kind == HUMAN):
            self._build(focus_key=f"seat:{seat}")
        self.start_button.enabled = bool(self.people)

    def _set_practice(self, value: bool) -> None:
        self.practice = value

    def _offered(self, info: OptionInfo) -> bool:
        """Whether the house rule is a choice the table can seat at this many players (Hand
        and Foot's "Everyone alone" has no room at six or eight); one that is not goes back
        to a value the table can seat, and is not shown."""
        chosen = self._chosen_options()
        fits = [v for v in info.choices
                if table_refusal(self.variant_id, self.players, {**chosen, info.name: v}) is None]
        if fits and self.values.get(info.name, info.default) not in fits:
            self.values[info.name] = info.default if info.default in fits else fits[0]
        return len(fits) > 1

    def _choice_values(self, info: OptionInfo) -> tuple[list[Any], list[str]]:
        """A many-valued option's values and their texts. The usual value (0) shows its
        number, and an explicit choice equal to it is left out so no number shows twice."""
        usual = self._usual(info)
        values = [v for v in info.choices if v == 0 or v != usual]
        if isinstance(usual, int):  # in order, the usual one where its number falls
            values.sort(key=lambda v: usual if v == 0 else v)
        texts = [number(usual) if v == 0 and isinstance(usual, int)
                 else option_value_text(info, v, self.rules, self.players) for v in values]
        return values, texts

    def _usual(self, info: OptionInfo) -> Any:
        if info.name == "target_score":
            return self.rules.default_target(self.players)
        if info.name == "hand_size":
            return find_variant(self.rules.id).hand_size(self.players)
        return None

    def _choice_index(self, info: OptionInfo, values: list[Any]) -> int:
        current = self.values.get(info.name, info.default)
        if current == self._usual(info) and 0 in values:
            current = 0
        return values.index(current) if current in values else 0

    def _choose_option(self, info: OptionInfo, index: int, _value: str) -> None:
        values, _texts = self._choice_values(info)
        self._set_option(info, values[index])

    def _set_option(self, info: OptionInfo, value: Any) -> None:
        self.values[info.name] = value

    # -------------------------------------------------------------------------------- results
    def config(self) -> GameConfig:
        """The game as chosen now: the seats people play (with their names), a level for
        every other seat, the house rules, practice or not."""
        options = self._chosen_options()
        people = sorted(self.people)
        levels = {seat: self.levels.get(seat, "normal") for seat in range(self.players)
                  if seat not in self.people}
        names = {seat: name.strip() for seat, name in self.people.items()
                 if name.strip() and name.strip() != default_name(seat)}
        return GameConfig(variant=self.variant_id, players=self.players,
                          human_seat=people[0] if people else None, levels=levels,
                          options=options, humans=tuple(people) if len(people) > 1 else (),
                          names=names, practice=self.practice)

    def _chosen_options(self) -> dict[str, Any]:
        """The house rules chosen that differ from the variant's own."""
        base = find_variant(self.variant_id).options
        return {k: v for k, v in self.values.items() if base.get(k) != v}

    def start(self) -> None:
        if self.people:
            self.app.start_game(self.config())

    def back(self) -> None:
        self.app.scenes.pop()

    def show_rules(self) -> None:
        self.app.scenes.push(RulesScene(self.app, self.variant_id))

    # -------------------------------------------------------------------------------- events
    def handle_event(self, event: pygame.event.Event) -> bool:
        typing = self.seat_rows.editing(self.focus)
        if typing is not None and event.type == pygame.KEYDOWN and event.key in (
                pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE):
            self.focus.move(1)  # the name is done: on to the seat's choice
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return True
        for view, widgets in ((self.rules_view, [w for w, _i, _y in self.option_widgets]),
                              (self.variant_view, list(self.variant_rows))):
            if view.handle_event(event):
                for w in widgets:
                    w.pressed = False
                self._place()
                return True
        pos = event_pos(event)
        if pos is not None:
            clipped = self._clipped_widgets(pos)
            saved = [(w, w.enabled) for w in clipped]
            for w in clipped:
                w.enabled = False  # a control scrolled out of sight ignores the pointer
            try:
                used = self.focus.handle_event(event)
            finally:
                for w, enabled in saved:
                    w.enabled = enabled
        else:
            used = self.focus.handle_event(event)
        self.seat_rows.claim_focus(self.focus)
        self._follow_focus()
        return used or event.type not in (pygame.MOUSEMOTION, pygame.FINGERMOTION)

    def _clipped_widgets(self, pos: tuple[int, int]) -> list[Widget]:
        out: list[Widget] = []
        if not self.rules_view.rect.collidepoint(pos):
            out += [w for w, _i, _y in self.option_widgets if w.enabled]
        if not self.variant_view.rect.collidepoint(pos):
            out += [r for r in self.variant_rows if r.enabled]
        return out

    def _follow_focus(self) -> None:
        """Keep the keyboard-focused control inside its scrolled view."""
        index = self.focus.index
        if index is None:
            return
        w = self.focus.widgets[index]
        for widget, _info, y in self.option_widgets:
            if widget is w:
                self.rules_view.ensure_visible(y, y + widget.rect.h)
        if w in self._variant_y:
            self._reveal_variant(w)
        self._place()

    # -------------------------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface) -> None:
        self._place()
        draw_felt(surface)
        draw_title(surface, _("New game"), (36, 22), 40)
        for col in (COL_A, COL_B, COL_C):
            draw_panel(surface, col)
        draw_section_label(surface, _("Variant"), (COL_A.x + 18, COL_A.y + 16))
        draw_section_label(surface, _("Game"), (COL_A.x + 18, COL_A.y + GAME_Y))
        draw_section_label(surface, _("At the table"), (COL_B.x + 18, COL_B.y + 16))
        draw_section_label(surface, _("House rules"), (COL_C.x + 18, COL_C.y + 16))

        clip = surface.get_clip()
        surface.set_clip(self.variant_view.rect)
        view_rect = self.variant_view.rect
        for row in self.variant_rows:
            if row.rect.bottom > view_rect.y and row.rect.y < view_rect.bottom:
                row.draw(surface)  # rows scrolled out of sight are not drawn at all
        surface.set_clip(clip)
        self.variant_view.draw_scrollbar(surface)

        self.players_choice.draw(surface)
        if self.target_choice is not None:
            self.target_choice.draw(surface)
        self.practice_toggle.draw(surface)
        self._draw_summary(surface)
        self._draw_table(surface, pygame.Rect(COL_B.x + 16, COL_B.y + 40, COL_B.w - 32,
                                              SEATS_Y - 48))
        self.seat_rows.draw(surface)
        if not self.people:
            no_person_note(surface, (self.start_button.rect.centerx - 170,
                                     self.start_button.rect.y - 26))

        surface.set_clip(self.rules_view.rect)
        desc_font = fonts.font(15)
        for widget, info, _y in self.option_widgets:
            if widget.rect.bottom < self.rules_view.rect.y - 80:
                continue
            if widget.rect.y > self.rules_view.rect.bottom:
                break
            widget.draw(surface)
            lines = wrap_text(desc_font, _(info.description), widget.rect.w - 12)
            ty = widget.rect.bottom + 6
            for line in lines:
                draw_text(surface, line, desc_font, MUTED, (widget.rect.x + 6, ty))
                ty += desc_font.get_linesize()
        surface.set_clip(clip)
        self.rules_view.draw_scrollbar(surface)
        if not self.option_widgets:
            # An empty column says why: the variant has none, or none fits this many players.
            others = [i for i in self.rules.option_infos if i.name != "target_score"]
            note = (_("No house rule can be chosen with this many players.") if others
                    else _("This variant has no house rules."))
            y = self.rules_view.rect.y + 4
            for line in wrap_text(desc_font, note, self.rules_view.rect.w - 16):
                draw_text(surface, line, desc_font, MUTED, (self.rules_view.rect.x + 6, y))
                y += desc_font.get_linesize()

        self.back_button.draw(surface)
        self.rules_button.draw(surface)
        self.start_button.draw(surface)

    def _draw_summary(self, surface: pygame.Surface) -> None:
        # The game as its house rules make it (cards dealt, the target), not the variant's
        # defaults: worked out again only when a choice changed, not every frame.
        key = (self.variant_id, self.players, tuple(sorted(self.values.items())), language())
        if key != self._summary[0]:
            rules = find_variant(self.variant_id, self._chosen_options())
            self._summary = (key, game_summary(rules, self.players))
        text = self._summary[1]
        top = self.practice_toggle.rect.bottom + 12
        rect = pygame.Rect(COL_A.x + 18, top, COL_A.w - 36, COL_A.bottom - top - 10)
        font = fonts.font(16)
        y = rect.y
        for line in wrap_text(font, text, rect.w):
            draw_text(surface, line, font, MUTED, (rect.x, y))
            y += font.get_linesize()

    def _draw_table(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """A small table seen from above: who sits where, partners in gold."""
        oval = rect.inflate(-190, -84)
        pygame.draw.ellipse(surface, (12, 58, 36), oval)
        pygame.draw.ellipse(surface, GOLD, oval, 2)
        n = self.players
        font = fonts.font(13, bold=True)
        teams = self.rules.teams_for(n)
        for seat in range(n):
            angle = math.pi / 2 + 2 * math.pi * seat / n
            x = rect.centerx + round((oval.w / 2 + 8) * math.cos(angle))
            y = rect.centery + round((oval.h / 2 + 8) * math.sin(angle))
            first = min(self.people) if self.people else 0
            partner = seat == first or is_partner(seat, teams, first)
            colour = PARTNER_COLOUR if partner else OPPONENT_COLOUR
            pygame.draw.circle(surface, (0, 0, 0), (x + 1, y + 2), 15)
            pygame.draw.circle(surface, colour, (x, y), 15)
            label = ellipsize(font, seat_caption(seat, self.people, self.levels), 92)
            below = math.sin(angle) > 0.3
            side = math.cos(angle)
            if abs(side) > 0.5 and not below:
                anchor = "midright" if side < 0 else "midleft"
                at = (x - 22, y) if side < 0 else (x + 22, y)
            else:
                anchor = "midtop" if below else "midbottom"
                at = (x, y + 18) if below else (x, y - 18)
            draw_text(surface, label, font, CREAM, at, anchor=anchor, shadow=True)


def game_summary(r: Rules, n: int) -> str:
    """The chosen game in one line: the sides, cards dealt, cards drawn, canastas needed."""
    teams = r.teams_for(n)
    if all(len(t) > 1 for t in teams) and len(teams) == 4:  # Hand and Foot's eight
        who = _("Four sides of {size}").format(size=len(teams[0]))
    elif all(len(t) > 1 for t in teams) and len(teams) == 3:
        who = _("Three sides of {size}").format(size=len(teams[0]))
    elif all(len(t) > 1 for t in teams):
        who = _("Two sides of {size}").format(size=len(teams[0]))
    else:
        who = _("Everyone plays alone")
    need = r.canastas_to_go_out(n)
    return " · ".join([
        who,
        n_("{count} card each", "{count} cards each", r.hand_size(n)).format(
            count=r.hand_size(n)),
        _("Draw {count}").format(count=r.draw_count(n)),
        n_("{count} canasta to go out", "{count} canastas to go out", need).format(count=need),
    ])


def seatable(rules: Rules) -> tuple[int, ...]:
    """The variant's player counts the table has a layout for (2, 3, 4, 6 and 8 players):
    a count the rules play but the table cannot seat stays off the New game screen."""
    return tuple(n for n in rules.player_counts if n in POSITIONS)


def _counts_text(counts: tuple[int, ...]) -> str:
    if len(counts) == 1:
        return str(counts[0])
    return _("{first} or {last}").format(first=", ".join(str(c) for c in counts[:-1]),
                                         last=counts[-1])
