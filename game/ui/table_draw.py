"""Drawing the table's parts: seat plates, stock and pile (the melds: game/ui/meld_draw.py).

The TableScene composes these into one cached layer that is redrawn only when the game state
or the cards still in flight change; the hand, buttons and flying cards go on top each frame.
"""

from __future__ import annotations

from functools import lru_cache

import pygame
from pygame import Rect

from game.i18n import N_, _
from game.rules import Card, Meld
from game.ui import fonts
from game.ui.cardart import CardArt
from game.ui.meld_layout import FIRST_MELD, SideLayout, side_layout
from game.ui.widgets import CREAM, GOLD_LIGHT, draw_panel, rounded_box

RED_BADGE = (190, 42, 48)
ICE = (150, 210, 255)
MUTED = (196, 204, 186)
TEAM_COLOURS = ((232, 196, 92), (120, 190, 240), (236, 128, 120))
RANK_ORDER = ("A", "K", "Q", "J", "T", "9", "8", "7", "6", "5", "4", "3", "2", "JK")
RANK_NAMES = {"T": "10", "JK": N_("Jokers")}  # shown through _
PLATE_NAME_MIN = 12  # the smallest size of a seat's name on its plate


@lru_cache(maxsize=512)
def text(s: str, size: int, colour: tuple[int, int, int] = CREAM, bold: bool = False
         ) -> pygame.Surface:
    """A rendered line of text (cached: the table redraws the same words every frame)."""
    return fonts.font(size, bold).render(s, True, colour)


def blit_text(surface: pygame.Surface, s: str, size: int, colour: tuple[int, int, int],
              pos: tuple[float, float], anchor: str = "topleft", bold: bool = False,
              shadow: bool = False) -> Rect:
    img = text(s, size, colour, bold)
    rect = img.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    if shadow:
        surface.blit(text(s, size, (0, 0, 0), bold), rect.move(1, 2))
    surface.blit(img, rect)
    return rect


def badge(surface: pygame.Surface, label: str, center: tuple[float, float],
          fill: tuple[int, int, int] = RED_BADGE, size: int = 15) -> Rect:
    """A small rounded count badge (e.g. the number of cards in a pile)."""
    img = text(label, size, CREAM, True)
    rect = Rect(0, 0, max(img.get_width() + 14, img.get_height() + 4), img.get_height() + 4)
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
CANASTA_NAMES = {
    "natural": N_("natural"), "mixed": N_("mixed"), "samba": N_("samba"),
    "escalera": N_("escalera"), "bolivia": N_("bolivia"), "wild": N_("wild"),
}
BANNER_NAMES = {
    "natural": N_("Natural canasta!"), "mixed": N_("Mixed canasta!"), "samba": N_("Samba!"),
    "escalera": N_("Escalera!"), "bolivia": N_("Bolivia!"), "wild": N_("Wild canasta!"),
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


def draw_side_piles(surface: pygame.Surface, art: CardArt, rect: Rect, piles: list[int],
                    label: str) -> None:
    """Face-down side piles (feet, ponytails, bonus piles): small stacks with a count each."""
    blit_text(surface, label, 12, MUTED, (rect.x, rect.y), bold=True)
    x = rect.x
    for count in piles:
        if count <= 0:
            pygame.draw.rect(surface, MUTED, Rect(x, rect.y + 22, art.width, art.height), 1,
                             border_radius=5)
        else:
            for i in range(min(3, 1 + count // 6)):
                surface.blit(art.back_surface(), (x + 2 - i * 1.5, rect.y + 22 - i * 1.5))
        badge(surface, str(count), (x + art.width, rect.y + 22), (40, 60, 90), 12)
        x += art.width + 12


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
    size = 16  # a long name (a far seat, in Polish) in a smaller size rather than cut off
    while size > PLATE_NAME_MIN and text(name, size, CREAM, True).get_width() > rect.w - 24:
        size -= 1
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
        dots = "." * (1 + (frame // 20) % 3)
        blit_text(surface, dots, 22, GOLD_LIGHT, (rect.right - 48, rect.y + 4), bold=True)


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
            # The card that froze the pile lies sideways across it, as at a real table.
            side = pygame.transform.rotate(card_surface(art, wild), 90)
            # Shifted left so its corner index shows beside the top card.
            surface.blit(side, side.get_rect(center=(rect.centerx - art.width * 3 // 10,
                                                     rect.centery + art.height // 8)))
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
        b = badge(surface, _("FROZEN"),
                  (rect.centerx, rect.y - 14), (40, 110, 170), 14)
        pygame.draw.rect(surface, ICE, b, width=1, border_radius=b.h // 2)
