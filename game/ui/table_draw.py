"""Drawing the table's parts: seat plates, stock and pile (the melds: game/ui/meld_draw.py).

The TableScene composes these into one cached layer that is redrawn only when the game state
or the cards still in flight change; the hand, buttons and flying cards go on top each frame.
"""

from __future__ import annotations

from functools import lru_cache

import pygame
from pygame import Rect

from game.i18n import N_, _
from game.rules import Card, GameState, Meld
from game.ui import fonts, rich_text
from game.ui.cardart import CardArt
from game.ui.meld_layout import FIRST_MELD, SideLayout, side_layout
from game.ui.rich_text import render as render_text
from game.ui.scenes.seats import BLUE_SIDE, GOLD_SIDE, RED_SIDE
from game.ui.widgets import CREAM, GOLD_LIGHT, draw_panel, rounded_box

RED_BADGE = (190, 42, 48)
ICE = (150, 210, 255)
MUTED = (196, 204, 186)
TEAM_COLOURS = (GOLD_SIDE, BLUE_SIDE, RED_SIDE)  # see seats.side_colours
RANK_ORDER = ("A", "K", "Q", "J", "T", "9", "8", "7", "6", "5", "4", "3", "2", "JK")
RANK_NAMES = {"T": "10", "JK": N_("Jokers")}  # shown through _
PLATE_NAME_MIN = 12  # the smallest size of a seat's name on its plate


@lru_cache(maxsize=512)
def text(s: str, size: int, colour: tuple[int, int, int] = CREAM, bold: bool = False
         ) -> pygame.Surface:
    """A rendered line of text (cached: the table redraws the same words every frame); suit
    symbols in it are drawn as suits."""
    return render_text(fonts.font(size, bold), s, colour)


rich_text.TEXT_CACHES.append(text.cache_clear)  # the suits' colours are in the pictures


def blit_text(surface: pygame.Surface, s: str, size: int, colour: tuple[int, int, int],
              pos: tuple[float, float], anchor: str = "topleft", bold: bool = False,
              shadow: bool = False) -> Rect:
    img = text(s, size, colour, bold)
    rect = img.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    if shadow:
        surface.blit(text(s, size, (0, 0, 0), bold), rect.move(1, 2))
    surface.blit(img, rect)
    return rect


def badge_size(label: str, size: int = 15) -> tuple[int, int]:
    """The width and height :func:`badge` draws ``label`` at."""
    img = text(label, size, CREAM, True)
    return max(img.get_width() + 14, img.get_height() + 4), img.get_height() + 4


def badge(surface: pygame.Surface, label: str, center: tuple[float, float],
          fill: tuple[int, int, int] = RED_BADGE, size: int = 15) -> Rect:
    """A small rounded count badge (e.g. the number of cards in a pile)."""
    img = text(label, size, CREAM, True)
    rect = Rect((0, 0), badge_size(label, size))
    rect.center = (round(center[0]), round(center[1]))
    surface.blit(rounded_box(rect.size, fill, CREAM, 1, rect.h // 2), rect)
    surface.blit(img, img.get_rect(center=rect.center))
    return rect


def card_surface(art: CardArt, c: Card | None) -> pygame.Surface:
    if c is None:
        return art.back_surface()
    return art.face(c.rank, c.suit)


def draw_card(surface: pygame.Surface, art: CardArt, c: Card | None, topleft: tuple[float, float],
              shadow: bool = True) -> None:
    x, y = round(topleft[0]), round(topleft[1])
    if shadow:
        surface.blit(art.shadow(4, 70), (x - 4 + 2, y - 4 + 3))
    surface.blit(card_surface(art, c), (x, y))


# ------------------------------------------------------------------------------- melds

def _meld_key(m: Meld) -> tuple[int, int]:
    """Groups aces first, then wild-card melds, then sequences (each kind together)."""
    if m.kind == "sequence":
        return (2, 0)
    if m.kind == "wild":
        return (1, 0)
    return (0, RANK_ORDER.index(m.rank) if m.rank in RANK_ORDER else 99)


def meld_order(melds: tuple[Meld, ...]) -> list[int]:
    """Indexes of melds in display order (stable: sequences keep the order they were made)."""
    return sorted(range(len(melds)), key=lambda i: _meld_key(melds[i]))


#: Names of finished canastas, as the engine's canasta_kind and canasta events give them.
#: English keys: pass them through ``_`` where they are shown (a language switch applies).
#: Every kind a variant names (tests/ui/test_words.py asks each variant's canasta_kind).
CANASTA_NAMES = {
    "natural": N_("natural"), "mixed": N_("mixed"), "samba": N_("samba"),
    "escalera": N_("escalera"), "bolivia": N_("bolivia"), "wild": N_("wild"),
    "sevens": N_("sevens"), "aces": N_("aces"), "wild clean": N_("clean wild"),
    "wild mixed": N_("mixed wild"), "black threes": N_("black threes"),
}
BANNER_NAMES = {
    "natural": N_("Natural canasta!"), "mixed": N_("Mixed canasta!"), "samba": N_("Samba!"),
    "escalera": N_("Escalera!"), "bolivia": N_("Bolivia!"), "wild": N_("Wild canasta!"),
    "sevens": N_("Canasta of sevens!"), "aces": N_("Canasta of aces!"),
    "wild clean": N_("Clean wild canasta!"), "wild mixed": N_("Mixed wild canasta!"),
    "black threes": N_("Seven black threes!"),
}
def side_spots(area: Rect, melds: tuple[Meld, ...], red_threes: int, width: int) -> SideLayout:
    """Where a side's melds and red threes lie in its meld area (game/ui/meld_layout.py)."""
    return side_layout(area, melds, red_threes, width, meld_order(melds))


def meld_rect(area: Rect, melds: tuple[Meld, ...], width: int, rank: str | None,
              red_threes: int = 0) -> Rect:
    """The outline of the first meld of `rank` (or where the first meld goes)."""
    rects = side_spots(area, melds, red_threes, width).meld_rects()
    for index, rect in rects.items():
        if index >= 0 and melds[index].rank == rank:
            return rect
    return rects.get(FIRST_MELD, next(iter(rects.values())))


SIDE_PILE_LABEL = 12  # the side piles' name, under them like the stock's and the pile's


def side_piles_width(piles: int, back: int) -> int:
    """The width of `piles` small face-down stacks side by side."""
    return piles * (back + 12) - 12


def draw_side_piles(surface: pygame.Surface, art: CardArt, rect: Rect, piles: list[int],
                    label: str) -> None:
    """Face-down side piles (bonus piles, a face-down start): small stacks with a count each,
    their name under them as the stock and the pile have theirs (above them it ran into the
    counts)."""
    top = rect.y + 10
    x = rect.centerx - side_piles_width(len(piles), art.width) // 2
    for count in piles:
        if count <= 0:
            pygame.draw.rect(surface, MUTED, Rect(x, top, art.width, art.height), 1,
                             border_radius=5)
        else:
            for i in range(min(3, 1 + count // 6)):
                surface.blit(art.back_surface(), (x + 2 - i * 1.5, top - i * 1.5))
        badge(surface, str(count), (x + art.width, top), (40, 60, 90), 12)
        x += art.width + 12
    blit_text(surface, label, SIDE_PILE_LABEL, MUTED, (rect.centerx, top + art.height + 4),
              "midtop", bold=True)


# ------------------------------------------------------------------------------- seats

def draw_plate(surface: pygame.Surface, back: CardArt, rect: Rect, name: str, detail: str,
               count: int, colour: tuple[int, int, int], active: bool, thinking: bool,
               frame: int = 0, fan: bool = True, foot: int | None = None) -> None:
    """A seat: name, level, fanned card backs and a count badge; `foot`: the cards of the
    seat's own face-down pile (a foot or ponytail) still waiting, shown as a small stack."""
    if active:
        glow = rect.inflate(10, 10)
        surface.blit(rounded_box(glow.size, (*GOLD_LIGHT, 70), GOLD_LIGHT, 3, 18), glow)
    draw_panel(surface, rect, fill=(8, 34, 22, 200), border=colour if not active else GOLD_LIGHT,
               radius=14, shadow=False)
    size = plate_name_size(name, rect)
    blit_text(surface, name, size, CREAM, (rect.x + 12, rect.y + 6), bold=True)
    blit_text(surface, detail, 13, MUTED, (rect.x + 12, rect.y + 26))
    n = min(count, 13) if fan else 0
    if n:
        room = rect.w - 24 - back.width - (76 if foot is not None else 0)
        pitch = min(8.0, room / max(1, n - 1))
        x0 = rect.x + 12
        y0 = rect.y + 46
        clip = surface.get_clip()
        surface.set_clip(rect.inflate(-4, -4))
        for i in range(n):
            surface.blit(back.back_surface(), (round(x0 + i * pitch), y0))
        surface.set_clip(clip)
    badge(surface, str(count), (rect.right - 22, rect.bottom - 22), RED_BADGE, 16)
    if foot is not None:
        # Beside the fan; on the own plate (no fan) at the bottom left.
        x, y = (rect.right - 76, rect.y + 46) if fan else (rect.x + 14, rect.bottom - 50)
        if foot > 0:
            for i in range(2):
                surface.blit(back.back_surface(), (x + 3 - i * 3, y - i * 2))
        else:
            pygame.draw.rect(surface, MUTED, Rect(x, y, back.width, back.height), 1,
                             border_radius=4)
        badge(surface, str(foot), (x + back.width // 2, y + back.height // 2), (40, 60, 90),
              12)
    if thinking:
        draw_thinking(surface, thinking_rect(rect, name, detail), frame)


def plate_name_size(name: str, rect: Rect) -> int:
    """A long name (a far seat, in Polish) in a smaller size rather than cut off."""
    size = 16
    while size > PLATE_NAME_MIN and text(name, size, CREAM, True).get_width() > rect.w - 24:
        size -= 1
    return size


THINKING_SIZE = (34, 14)


def thinking_rect(plate: Rect, name: str, detail: str) -> Rect:
    """Where a seat's "thinking" dots go on its plate: after its name or after its detail
    line where there is room, else on the plate's lower edge; never over a text (on the
    name they hid it)."""
    w, h = THINKING_SIZE
    name_w = text(name, plate_name_size(name, plate), CREAM, True).get_width()
    detail_w = text(detail, 13, MUTED).get_width()
    for x, y in ((plate.x + 12 + name_w + 8, plate.y + 11),
                 (plate.x + 12 + detail_w + 8, plate.y + 28)):
        if x + w <= plate.right - 8:
            return Rect(x, y, w, h)
    rect = Rect(0, 0, w, h)
    rect.center = (plate.centerx, plate.bottom)
    return rect


def draw_thinking(surface: pygame.Surface, rect: Rect, frame: int) -> None:
    """Three dots lighting up one after another in a small dark pill."""
    surface.blit(rounded_box(rect.size, (8, 34, 22, 235), GOLD_LIGHT, 1, rect.h // 2), rect)
    lit = 1 + (frame // 20) % 3
    for i in range(3):
        colour = GOLD_LIGHT if i < lit else (92, 104, 84)
        pygame.draw.circle(surface, colour, (rect.x + 9 + i * 8, rect.centery), 3)


def draw_stock(surface: pygame.Surface, art: CardArt, rect: Rect, count: int,
               glow: bool) -> None:
    if count <= 0:
        pygame.draw.rect(surface, (*MUTED,), rect, width=2, border_radius=8)
        blit_text(surface, _("empty"), 14, MUTED, rect.center, "center")
    else:
        layers = min(4, 1 + count // 15)
        for i in range(layers):
            draw_card(surface, art, None, (rect.x - i * 1.5, rect.y - i * 1.5), shadow=(i == 0))
        if glow:
            top = rect.move(-(layers - 1) * 1.5, -(layers - 1) * 1.5)
            surface.blit(art.highlight(GOLD_LIGHT, 3), top)
    blit_text(surface, _("Stock"), 14, MUTED, (rect.centerx, rect.bottom + 4), "midtop", bold=True)
    badge(surface, str(count), (rect.right - 4, rect.y + 4), (40, 60, 90), 14)


def draw_pile(surface: pygame.Surface, art: CardArt, rect: Rect, pile: tuple[Card, ...],
              frozen: bool, glow: bool) -> None:
    if not pile:
        pygame.draw.rect(surface, MUTED, rect, width=2, border_radius=8)
        blit_text(surface, _("Discard"), 14, MUTED, rect.center, "center")
    else:
        wild = next((c for c in reversed(pile[:-1]) if c.is_wild or c.is_red_three), None)
        if frozen and wild is not None:
            # The card that froze the pile lies crosswise under it, as at a real table: it
            # shows on both sides of the pile alike (off to one side it looked like a stray
            # card, a sliver with a sideways index).
            side = pygame.transform.rotate(card_surface(art, wild), 90)
            surface.blit(side, side.get_rect(center=rect.center))
        elif len(pile) > 1:
            draw_card(surface, art, pile[-2], (rect.x + 3, rect.y + 2))
        draw_card(surface, art, pile[-1], rect.topleft)
        if glow:
            surface.blit(art.highlight(GOLD_LIGHT, 3), rect.topleft)
    blit_text(surface, _("Discards"), 14, MUTED, (rect.centerx, rect.bottom + 4), "midtop",
              bold=True)
    if pile:
        badge(surface, str(len(pile)), (rect.right - 4, rect.y + 4), (40, 60, 90), 14)
    if frozen:
        # Across the foot of the top card: above the pile it covered the count and the
        # melds of the side across the table.
        b = badge(surface, _("FROZEN"), (rect.centerx, rect.bottom - 16), (40, 110, 170), 14)
        pygame.draw.rect(surface, ICE, b, width=1, border_radius=b.h // 2)


def opening_words(state: GameState, team: int) -> str | None:
    """What the side needs to open where the variant asks it in words, not points (Brazil's
    canasta from 7000), as the table says it; None where a minimum of points applies."""
    need = state.rules.opening_canasta(state.scores[team])
    if not need:
        return None
    words = N_("a canasta") if need == 1 else N_("a natural canasta")
    return _("to open: {what}").format(what=_(words))
