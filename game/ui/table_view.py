"""One frame of the table, drawn from its pieces.

Bottom to top: the cached layer (felt, each side's melds, the plates, the stock and the pile,
the panels and buttons: game/ui/table_layer.py repaints only the pieces that changed), then
what moves every frame: the keyboard's meld focus, the hand, the thinking dots, cards in
flight, the cards being dragged and the banners.
"""

from __future__ import annotations

import pygame
from pygame import Rect

from game.i18n import _, language
from game.ui.animations import Banner
from game.ui.meld_draw import draw_side
from game.ui.scenes.chrome import felt_surface
from game.ui.table_context import TableContext
from game.ui.table_draw import (
    GOLD_LIGHT,
    draw_card,
    draw_pile,
    draw_stock,
    draw_thinking,
    opening_words,
    side_spots,
    text,
    thinking_rect,
)
from game.ui.table_input import DRAG_FAN, TableInput
from game.ui.table_layer import LayerCache
from game.ui.table_message import ERROR_RING, panel_rect
from game.ui.table_message import draw_panel as draw_message
from game.ui.table_motion import TableMotion
from game.ui.table_moves import meld_action
from game.ui.table_panels import TablePanels
from game.ui.widgets import rounded_box

KEYBOARD_CURSOR = (120, 200, 255)


def fresh_mark(surface: pygame.Surface, x: float, tip_y: float) -> None:
    """A small gold arrow pointing down at a card drawn this turn (over its visible strip)."""
    points = [(x - 6, tip_y - 8), (x + 6, tip_y - 8), (x, tip_y)]
    pygame.draw.polygon(surface, GOLD_LIGHT, points)
    pygame.draw.polygon(surface, (40, 30, 4), points, 1)


class TableView:
    """Draws the table scene; owns the layer cache and the felt."""

    def __init__(self, table: TableContext, layers: LayerCache, motion: TableMotion,
                 panels: TablePanels, controls: TableInput) -> None:
        self.table = table
        self.layers = layers
        self.motion = motion
        self.panels = panels
        self.controls = controls
        self.columns: dict[int, dict[object, pygame.Surface]] = {}  # per side: meld images
        self._felt_surface: pygame.Surface | None = None
        self._targets_key: object = None
        self._targets: frozenset[int] = frozenset()

    def reset(self) -> None:
        """Card size or colours changed: render every piece again."""
        self.layers.reset()
        self.columns = {}

    def draw(self, surface: pygame.Surface) -> None:
        t = self.table
        targets = self._legal_targets()
        self.controls.refresh()
        self._draw_layer(surface, targets)
        focus = self.controls.focused_meld()
        if focus is not None:
            pygame.draw.rect(surface, GOLD_LIGHT, focus.inflate(8, 8), 2, border_radius=8)
        self._draw_hand(surface)
        self._draw_message(surface)
        self._draw_live(surface)
        art = t.app.card_art(t.sizes.table)
        for f in t.anim.flights():
            x, y = f.position()
            draw_card(surface, art, f.card if f.face_up else None,
                      (x - art.width / 2, y - art.height / 2))
        dragging = self.controls.dragging
        if dragging:
            hart = t.app.card_art(t.sizes.hand)
            drag_pos = self.controls.drag_pos
            for i, item in enumerate(dragging):
                draw_card(surface, hart, item.card,
                          (drag_pos[0] - hart.width / 2 + i * DRAG_FAN,
                           drag_pos[1] - hart.width * 7 / 10))
        for banner in t.banners:
            self.draw_banner(surface, banner)

    # ------------------------------------------------------------------ the cached layer

    def _felt(self) -> pygame.Surface:
        """The felt background, converted to the screen format once (blits much faster)."""
        if self._felt_surface is None:
            surf = felt_surface().copy()
            if pygame.display.get_surface() is not None:
                surf = surf.convert()
            self._felt_surface = surf
        return self._felt_surface

    def _legal_targets(self) -> frozenset[int]:
        """Own melds (by index) the selection could be added to (for highlighting)."""
        t = self.table
        if t.human is None or not t.my_turn() or t.state.phase != "play":
            return frozenset()
        cards = t.hand.selected_cards()
        key = (id(t.state), tuple(cards))
        if key != self._targets_key:
            self._targets_key = key
            team = t.state.team_of(t.human)
            ok = set()
            if cards:
                seen: dict[str, bool] = {}
                for i, m in enumerate(t.state.melds[team]):
                    if m.rank not in seen:
                        seen[m.rank] = meld_action(t.state, cards, m.rank)[0] is not None
                    if seen[m.rank]:
                        ok.add(i)
            self._targets = frozenset(ok)
        return self._targets

    def _glow(self) -> tuple[bool, bool]:
        """Whether the stock and the pile glow: where the human's next click would go."""
        t = self.table
        if not t.my_turn():
            return (False, False)
        phase = t.state.phase
        discard_ready = phase == "play" and len(t.hand.selected) == 1
        return (phase == "draw", phase == "draw" or discard_ready)

    def _draw_layer(self, surface: pygame.Surface, targets: frozenset[int]) -> None:
        """Everything but the hand, flights and banners, as cached pieces (table_layer.py)."""
        self.layers.begin(surface, self._felt())
        self._sides(targets)
        self.panels.plates()
        self.panels.side_piles()
        self._stock_and_pile()
        self.panels.score_and_info()
        self.panels.hud()
        self.layers.finish(surface)

    def _sides(self, targets: frozenset[int]) -> None:
        """Each side's melds and red threes, in its meld area."""
        t, motion = self.table, self.motion
        state = t.state
        meld_art = t.app.card_art(t.sizes.meld)
        mine = state.team_of(t.bottom)
        for team, area in t.layout.meld_areas.items():
            hidden = {i: n for (tm, i), n in motion.hide_meld.items() if tm == team and n}
            title = t.side_name(team)
            if not state.melds[team]:
                title += "  ·  " + (opening_words(state, team) or _(
                    "needs {n} to open").format(n=state.minimum(team)))
            side_targets = targets if team == mine else frozenset()
            needs = self.panels.going_out_needs(team)
            key = (title, state.melds[team], state.red_threes[team],
                   tuple(sorted(hidden.items())), motion.hide_red.get(team, 0), side_targets,
                   id(meld_art), needs, language())
            local = Rect(8, 8, area.w, area.h)

            def side(img: pygame.Surface, local: Rect = local, team: int = team,
                     title: str = title, hidden: dict[int, int] = hidden,
                     side_targets: frozenset[int] = side_targets,
                     needs: tuple[tuple[str, int, int], ...] = needs) -> None:
                melds, reds = state.melds[team], state.red_threes[team]
                kinds = tuple(state.rules.canasta_kind(m) if m.is_canasta else ""
                              for m in melds)
                spots = side_spots(local, melds, len(reds), t.sizes.meld)
                draw_side(img, t.app.card_art, local, title, self.panels.team_colour(team),
                          melds, reds, spots, hidden, motion.hide_red.get(team, 0),
                          side_targets, kinds, self.columns.setdefault(team, {}), needs)
            self.layers.piece(f"side{team}", area.inflate(16, 16), key, side, opaque=True)

    def _stock_and_pile(self) -> None:
        t = self.table
        state, lay = t.state, t.layout
        table_art = t.app.card_art(t.sizes.table)
        glow_stock, glow_pile = self._glow()
        count = len(state.stock) + self.motion.stock_extra
        sr = lay.stock
        self.layers.piece("stock", Rect(sr.x - 14, sr.y - 16, sr.w + 32, sr.h + 40),
                          (count, glow_stock, id(table_art)),
                          lambda img: draw_stock(img, table_art, Rect(14, 16, sr.w, sr.h), count,
                                                 glow_stock))
        shown = state.discard[: max(0, len(state.discard) - self.motion.hide_pile)]
        pr = lay.pile
        frozen = state.pile_frozen
        self.layers.piece("pile", Rect(pr.x - 44, pr.y - 30, pr.w + 70, pr.h + 56),
                          (shown, frozen, glow_pile, id(table_art)),
                          lambda img: draw_pile(img, table_art, Rect(44, 30, pr.w, pr.h), shown,
                                                frozen, glow_pile))

    # ------------------------------------------------------------------ every frame

    def _draw_hand(self, surface: pygame.Surface) -> None:
        t = self.table
        art = t.app.card_art(t.sizes.hand)
        face_up = t.human is not None or t.app.demo or (
            t.replay is not None and t.replay.shows(t.bottom))
        keyboard = self.controls.keyboard
        dragging = self.controls.dragging
        refused = t.note.cards
        shake = t.note.shake(t.still) if refused else 0.0
        for i, item in enumerate(t.hand.items):
            if item.hidden or item in dragging:
                continue
            x = item.x + (shake if item in refused else 0.0)
            draw_card(surface, art, item.card if face_up else None, (x, item.y),
                      shadow=(i == 0 or item.selected))
            at = (round(x), round(item.y))
            if item in refused:  # what the message refused, ringed while it shows
                surface.blit(art.highlight(ERROR_RING, 3), at)
            elif item.selected:
                surface.blit(art.highlight(GOLD_LIGHT, 3), at)
            if keyboard and i == t.hand.cursor:
                surface.blit(art.highlight(KEYBOARD_CURSOR, 3), at)
        pitch = t.hand.pitch() or art.width
        for item in t.hand.items:
            if item.fresh and not item.hidden and item not in dragging:
                fresh_mark(surface, item.x + min(pitch, art.width) / 2, item.y - 3)

    def _draw_message(self, surface: pygame.Surface) -> None:
        """The message above the hand; a refused taking of the pile rings the pile."""
        t = self.table
        note = t.note
        if not note.text:
            return
        if note.pile:
            pile = t.app.card_art(t.sizes.table)
            surface.blit(pile.highlight(ERROR_RING, 3), t.layout.pile.topleft)
        rect = panel_rect(note.text, t.layout.hand, note.cards, t.sizes.hand)
        draw_message(surface, note, rect)

    def _draw_live(self, surface: pygame.Surface) -> None:
        """What changes every few frames: the active bot's thinking dots."""
        t = self.table
        seat = t.state.to_act
        if seat in t.layout.plates and not t.state.is_hand_over and seat != t.human:
            name, detail = self.panels.plate_text(seat)
            draw_thinking(surface, thinking_rect(t.layout.plates[seat], name, detail),
                          t.app.frame)

    def _banner_center(self, banner: Banner) -> tuple[int, int]:
        """Over the free part of the side's meld area, else over the middle row."""
        t = self.table
        lay = t.layout
        if banner.team is not None and banner.team in lay.meld_areas:
            span = side_spots(lay.meld_areas[banner.team], t.state.melds[banner.team],
                              len(t.state.red_threes[banner.team]), t.sizes.meld).free_span()
            w = text(banner.text, 40, banner.colour, True).get_width() + 40
            if span.w >= w:
                return span.center
        return (lay.prompt.right + lay.message.x) // 2, 250

    def draw_banner(self, surface: pygame.Surface, banner: Banner) -> None:
        """A banner at its size now (full size in reduced motion: a fade, no zoom)."""
        img = text(banner.text, 40, banner.colour, True)
        scale = 1.0 if self.table.still else banner.scale
        if abs(scale - 1) > 0.02:
            img = pygame.transform.smoothscale_by(img, scale)
        img = img.copy()
        img.set_alpha(banner.alpha)
        rect = img.get_rect(center=self._banner_center(banner))
        back = Rect(0, 0, rect.w + 40, rect.h + 12)
        back.center = rect.center
        surface.blit(rounded_box(back.size, (0, 0, 0, min(140, banner.alpha * 140 // 255)),
                                 None, 0, 14), back)
        surface.blit(img, rect)
