"""The rules, readable in the game: a scrolling text with headings and a table of contents.

``RulesScene(app, variant_id, options=None, players=None)``. From a game, pass the game's house
rules as ``options`` (and its player count): the text then opens with the house rules in force
and marks each house rule on or off. From the menu (``options=None``) a selector switches
between the registered variants. Mouse wheel, arrow keys, Page Up/Down, Home/End, dragging
(mouse or finger) and the scrollbar scroll; Esc or Back returns.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import pygame

from game.i18n import _
from game.rules import variant_names
from game.rules_text import Section, rules_sections
from game.ui import fonts
from game.ui.scene import Scene
from game.ui.scenes.chrome import (
    RowButton,
    ScrollView,
    draw_felt,
    draw_section_label,
    draw_title,
    ellipsize,
    fit_choice,
)
from game.ui.widgets import (
    CREAM,
    GOLD,
    GOLD_LIGHT,
    Button,
    Choice,
    FocusGroup,
    Widget,
    draw_panel,
    rounded_box,
    wrap_text,
)

TOC = pygame.Rect(32, 92, 300, 600)


class TocRow(RowButton):
    """A row of the rules' contents: a smaller title, two smaller lines when it is long."""

    TITLE = 19
    TITLE_MIN = 14
    TITLE_TWO_LINES = 14
TEXT = pygame.Rect(348, 92, 900, 600)
PAD = 36
LINE_STEP = 40  # pixels per arrow key press or wheel notch


@dataclass
class Block:
    """One laid-out piece of the text: its image and where it sits in the content."""

    y: int
    x: int
    image: pygame.Surface
    kind: str  # "heading", "subheading", "paragraph", "bullet", "example"


def _render_lines(lines: list[str], font: pygame.font.Font, colour: Any) -> pygame.Surface:
    step = font.get_linesize()
    width = max((font.size(line)[0] for line in lines), default=1)
    surf = pygame.Surface((max(1, width), max(1, step * len(lines))), pygame.SRCALPHA)
    for i, line in enumerate(lines):
        surf.blit(font.render(line, True, colour), (0, i * step))
    return surf


def layout(sections: list[Section], width: int) -> tuple[list[Block], list[int], int]:
    """Lay the sections out for a column ``width`` wide: blocks, each section's top, height."""
    heading_font = fonts.font(27, bold=True)
    sub_font = fonts.font(20, bold=True)
    body = fonts.font(19)
    blocks: list[Block] = []
    tops: list[int] = []
    y = 0
    for section in sections:
        if blocks:
            y += 26
        tops.append(y)
        title = _(section.heading)
        lines = wrap_text(heading_font, title, width)
        img = _render_lines(lines, heading_font, GOLD_LIGHT)
        blocks.append(Block(y, 0, img, "heading"))
        y += img.get_height() + 10
        previous = ""
        for raw in section.paragraphs:
            text = _(raw) if section.translate else raw
            if previous.startswith("• ") and not text.startswith("• "):
                y += 8  # air after a list
            previous = text
            if text.startswith("## "):
                lines = wrap_text(sub_font, text[3:], width)
                img = _render_lines(lines, sub_font, CREAM)
                blocks.append(Block(y + 6, 0, img, "subheading"))
                y += img.get_height() + 8
            elif text.startswith("• "):
                lines = wrap_text(body, text[2:], width - 28)
                img = _render_lines(lines, body, CREAM)
                blocks.append(Block(y, 28, img, "bullet"))
                y += img.get_height() + 4
            elif text.startswith(_("Example: ")) or text.startswith("Example: "):
                lines = wrap_text(body, text, width - 40)
                img = _render_lines(lines, body, (226, 232, 214))
                blocks.append(Block(y + 6, 20, img, "example"))
                y += img.get_height() + 26
            else:
                lines = wrap_text(body, text, width)
                img = _render_lines(lines, body, CREAM)
                blocks.append(Block(y, 0, img, "paragraph"))
                y += img.get_height() + 12
    return blocks, tops, y


class RulesScene(Scene):
    """The chosen variant's rules as a scrolling text."""

    scene_name = "rules"

    def __init__(
        self,
        app: Any,
        variant_id: str = "classic",
        options: Mapping[str, Any] | None = None,
        players: int | None = None,
    ) -> None:
        super().__init__(app)
        names = variant_names()
        self.variant_id = variant_id if variant_id in names else next(iter(names))
        self.options = dict(options) if options is not None else None
        self.players = players
        self.view = ScrollView(TEXT.inflate(-8, -16), step=LINE_STEP * 2)
        self.back_button = Button((1088, 24, 160, 52), _("Back"), self.back)
        self.variant_choice: Choice | None = None
        if self.options is None and len(names) > 1:
            ids = list(names)
            self.variant_choice = fit_choice(Choice(
                (300, 26, 770, 48), _("Variant"), [_(names[v]) for v in ids],
                ids.index(self.variant_id),
                lambda i, _v: self.set_variant(ids[i]), font_size=19, value_width=560,
            ))
        self.toc: list[RowButton] = []
        self.focus = FocusGroup()
        self.set_variant(self.variant_id)

    # -------------------------------------------------------------------------------- content
    def set_variant(self, variant_id: str) -> None:
        self.variant_id = variant_id
        self.sections = rules_sections(variant_id, self.options, self.players)
        width = self.view.rect.w - 2 * PAD + 8
        self.blocks, self.tops, height = layout(self.sections, width)
        self.view.content_height = height + 40
        self.view.scroll_to(0)
        self._build_toc()

    def text(self) -> str:
        """Everything the screen shows, as plain text (headings and paragraphs, translated)."""
        out: list[str] = []
        for section in self.sections:
            out.append(_(section.heading))
            for p in section.paragraphs:
                out.append(_(p) if section.translate else p)
        return "\n".join(out)

    def _build_toc(self) -> None:
        """The contents: a row per section, a long heading on two lines where the column
        has room for it ("How this game settles unclear rules" was cut), else shortened."""
        n = len(self.sections)
        top = TOC.y + 44
        room = TOC.bottom - 14 - top
        step = max(24, min(34, room // max(1, n)))
        for wrap in (True, False):
            self.toc = self._toc_rows(step, wrap)
            extra = sum(row.rect.h - (step - 4) for row in self.toc)
            if extra and n * step + extra > room:
                step = max(24, (room - extra) // max(1, n))
                self.toc = self._toc_rows(step, wrap)
                extra = sum(row.rect.h - (step - 4) for row in self.toc)
            if n * step + extra <= room:
                break
        y = top
        for row in self.toc:
            row.rect.y = y
            y += row.rect.h + 4
        widgets: list[Widget] = [self.back_button]
        if self.variant_choice is not None:
            widgets.append(self.variant_choice)
        widgets += self.toc
        self.focus = FocusGroup(widgets)

    def _toc_rows(self, step: int, wrap: bool) -> list[RowButton]:
        return [TocRow((TOC.x + 12, 0, TOC.w - 24, step - 4), _(section.heading),
                       callback=lambda i=i: self.jump(i), wrap=wrap)
                for i, section in enumerate(self.sections)]

    def jump(self, index: int) -> None:
        """Scroll so section ``index`` starts at the top of the view."""
        self.view.scroll_to(self.tops[index])

    def current_section(self) -> int:
        """The section at the top of the view."""
        current = 0
        for i, top in enumerate(self.tops):
            if top <= self.view.offset + 30:
                current = i
        return current

    def back(self) -> None:
        self.app.scenes.pop()

    # -------------------------------------------------------------------------------- events
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            key = event.key
            page = self.view.rect.h - LINE_STEP
            moves = {
                pygame.K_UP: -LINE_STEP,
                pygame.K_DOWN: LINE_STEP,
                pygame.K_PAGEUP: -page,
                pygame.K_PAGEDOWN: page,
            }
            if key in moves:
                self.view.scroll_by(moves[key])
                return True
            if key == pygame.K_HOME:
                self.view.scroll_to(0)
                return True
            if key == pygame.K_END:
                self.view.scroll_to(self.view.max_offset)
                return True
            if key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
                self.back()
                return True
            if key == pygame.K_SPACE and (self.focus.index is None):
                self.view.scroll_by(page)
                return True
        if self.view.handle_event(event):
            return True
        self.focus.handle_event(event)
        return event.type not in (pygame.MOUSEMOTION, pygame.FINGERMOTION)

    # -------------------------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface) -> None:
        draw_felt(surface)
        draw_title(surface, _("Rules"), (36, 22), 40)
        draw_panel(surface, TOC)
        draw_panel(surface, TEXT)
        draw_section_label(surface, _("Contents"), (TOC.x + 18, TOC.y + 16))
        current = self.current_section()
        for i, row in enumerate(self.toc):
            row.selected = i == current
            row.draw(surface)
        self._draw_text(surface)
        self.view.draw_scrollbar(surface)
        if self.variant_choice is not None:
            self.variant_choice.draw(surface)
        else:
            title = _(variant_names()[self.variant_id])
            font = fonts.font(22, bold=True)
            img = font.render(ellipsize(font, title, 500), True, CREAM)
            surface.blit(img, img.get_rect(midright=(self.back_button.rect.x - 24, 50)))
        self.back_button.draw(surface)

    def _draw_text(self, surface: pygame.Surface) -> None:
        view = self.view.rect
        clip = surface.get_clip()
        surface.set_clip(view)
        x0 = view.x + PAD
        y0 = view.y + 20 - round(self.view.offset)
        for block in self.blocks:
            y = y0 + block.y
            h = block.image.get_height()
            if y + h < view.y or y > view.bottom:
                continue
            x = x0 + block.x
            if block.kind == "heading":
                pygame.draw.line(surface, (*GOLD, 120), (x, y + h + 4),
                                 (view.right - PAD, y + h + 4), 1)
            elif block.kind == "bullet":
                pygame.draw.circle(surface, GOLD, (x - 14, y + 13), 4)
            elif block.kind == "example":
                box = pygame.Rect(x - 12, y - 8, view.w - 2 * PAD - block.x + 12 + 8, h + 16)
                surface.blit(rounded_box(box.size, (255, 255, 255, 20), (*GOLD, 90), 1, 8), box)
            surface.blit(block.image, (x, y))
        surface.set_clip(clip)
        if self.view.offset > 0:
            self._fade(surface, view, top=True)
        if self.view.offset < self.view.max_offset:
            self._fade(surface, view, top=False)

    @staticmethod
    def _fade(surface: pygame.Surface, view: pygame.Rect, top: bool) -> None:
        """A soft edge where text continues beyond the view."""
        h = 18
        fade = pygame.Surface((view.w - 16, h), pygame.SRCALPHA)
        for i in range(h):
            a = round(150 * (1 - i / h))
            pygame.draw.line(fade, (8, 34, 22, a), (0, i if top else h - 1 - i),
                             (fade.get_width(), i if top else h - 1 - i))
        surface.blit(fade, (view.x + 2, view.y if top else view.bottom - h))

