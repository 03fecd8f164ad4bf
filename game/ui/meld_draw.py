"""Drawing a side's melds: fans that show every card's index, each with its count toward a
canasta ("5/7"), canastas squared up with their kind named, and the red threes.

Where each card goes is decided by game/ui/meld_layout.py; this module only paints it.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame
from pygame import Rect

from game.i18n import _
from game.rules import Card, Meld
from game.rules.going_out import BLACK_THREES
from game.ui import fonts, rich_text
from game.ui.cardart import CardArt, index_extent
from game.ui.meld_layout import CANASTA_CARDS, GAP, RED_THREES, STACK_EXTRA, SideLayout, Spot
from game.ui.table_draw import (
    CANASTA_NAMES,
    GOLD_LIGHT,
    MUTED,
    RED_BADGE,
    badge,
    badge_size,
    blit_text,
    draw_card,
    meld_order,
    text,
)
from game.ui.widgets import CREAM, GOLD, rounded_box

COUNT_BADGE = (40, 40, 44)
NEED = (255, 200, 160)  # what a side still lacks to go out
TICK_W = 14
_SEQ_STEP = {r: i for i, r in enumerate(("3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K",
                                         "A"))}


def display_cards(meld: Meld, cards: list[Card]) -> list[Card]:
    """A meld's cards left to right: a sequence in rank order; naturals, then wild cards."""
    if meld.kind == "sequence":
        return sorted(cards, key=lambda c: _SEQ_STEP.get(c.rank, 99))
    return [c for c in cards if not c.is_wild or c.rank == meld.rank] + [
        c for c in cards if c.is_wild and c.rank != meld.rank]


def count_badge(surface: pygame.Surface, last: Rect, label: str,
                fill: tuple[int, int, int] = COUNT_BADGE) -> Rect:
    """A meld's count in the top-right corner of its last card (clear of every index)."""
    w, h = badge_size(label, 13)
    # Tucked into the corner; on a narrow card the corner leaves too little room, and the
    # badge then reaches past the card's right edge, into the gap before the next meld, rather
    # than over the card's index.
    x = max(last.right - (w - 4) // 2 - 2, last.x + index_extent(last.w)[0] + 1 + w // 2)
    return badge(surface, label, (x, last.y + (h - 4) // 2 + 3), fill, 13)


def draw_fan(surface: pygame.Surface, art: CardArt, spot: Spot, cards: list[Card],
             highlight: bool, count: int | None) -> None:
    """An open meld (or the red threes): its cards left to right, the count toward a canasta
    on the last card."""
    rects = spot.cards[: len(cards)]
    for i, (c, rect) in enumerate(zip(cards, rects, strict=True)):
        draw_card(surface, art, c, rect.topleft, shadow=(i == 0))
    if count is not None and rects:
        count_badge(surface, rects[-1], f"{count}/{CANASTA_CARDS}")
    if highlight and rects:
        outline = rects[0].unionall(rects[1:]) if len(rects) > 1 else Rect(rects[0])
        outline.h = min(outline.h, spot.shown_h)
        pygame.draw.rect(surface, GOLD_LIGHT, outline.inflate(6, 6), 3, border_radius=8)


#: Sizes a canasta's name may take, largest first, before it goes on two lines.
LABEL_SIZES = (13, 12, 11, 10)


def label_lines(label: str, width: int) -> tuple[int, tuple[str, ...]]:
    """A canasta's name in lines no wider than ``width``: one line at the largest size that
    fits, else two lines ("smíšená" / "divoká") at the largest size that fits."""
    for size in LABEL_SIZES:
        if text(label, size, CREAM, True).get_width() <= width:
            return size, (label,)
    for size in LABEL_SIZES:
        lines = rich_text.wrap_lines(label, size, width, True)
        if len(lines) <= 2 and " ".join(lines).split() == label.split():  # words whole
            return size, lines
    return LABEL_SIZES[-1], rich_text.wrap_lines(label, LABEL_SIZES[-1], width, True)


def draw_canasta(surface: pygame.Surface, art: CardArt, meld: Meld, spot: Spot,
                 cards: list[Card], kind: str, highlight: bool) -> None:
    """A canasta squared up: a red top card and a gold ring for a natural one, a black top
    card for a mixed one, its size in the corner and its kind under it (or on it, where the
    row below leaves no room)."""
    rect = spot.cards[0]
    gold = kind not in ("mixed", "wild mixed")
    if meld.kind == "sequence":
        top = cards[-1]  # the highest card of a samba / escalera
    else:
        pick = [c for c in cards if c.rank == meld.rank and c.is_red == gold]
        top = pick[0] if pick else cards[0]
    for i in range(min(3, len(cards))):
        draw_card(surface, art, cards[i], (rect.x + 5 - i * 2, rect.y + 4 - i * 2),
                  shadow=(i == 0))
    draw_card(surface, art, top, rect.topleft, shadow=False)
    surface.blit(art.highlight(GOLD if gold else (210, 214, 220), 3), rect.topleft)
    count_badge(surface, rect, str(len(cards)), RED_BADGE if gold else COUNT_BADGE)
    label = _(CANASTA_NAMES.get(kind, kind))
    colour = GOLD_LIGHT if gold else MUTED
    # The name is never wider than the canasta's own slot in its row, so the names of two
    # canastas side by side never run together (six players: "zmiešaná divoká").
    size, lines = label_lines(label, rect.w + STACK_EXTRA + GAP - 4)
    step = fonts.font(size, True).get_linesize() - 2
    if spot.shown_h >= rect.h + 3 + step * len(lines):
        for i, line in enumerate(lines):
            blit_text(surface, line, size, colour, (rect.centerx, rect.bottom + 3 + i * step),
                      "midtop", bold=True)
    else:  # the row below covers the room under it: a tag on the stack's shown part
        # The tag stays inside the canasta's slot in its row, centred on the whole stack:
        # small cards side by side (eight players' narrow areas) otherwise ran their tags
        # together ("mixednatural") or out of the meld area ("zmiešaná" at its left edge).
        slot = rect.w + STACK_EXTRA + GAP
        narrow = label_lines(label, slot - 12)
        if len(narrow[1]) == 1:
            size, lines = narrow
            step = fonts.font(size, True).get_linesize() - 2
        width = max(text(line, size, colour, True).get_width() for line in lines)
        tag = Rect(0, 0, max(width + 2, min(width + 10, slot - 2)), step * len(lines) + 3)
        tag.midbottom = (rect.x + (rect.w + STACK_EXTRA) // 2,
                         rect.y + min(rect.h, spot.shown_h) - 2)
        surface.blit(rounded_box(tag.size, (20, 24, 22, 225), None, 0, min(tag.h, 16) // 2),
                     tag)
        for i, line in enumerate(lines):
            blit_text(surface, line, size, colour, (tag.centerx, tag.y + 1 + i * step),
                      "midtop", bold=True)
    if highlight:
        surface.blit(art.highlight(GOLD_LIGHT, 3), rect.topleft)


def draw_side(surface: pygame.Surface, art_for: Callable[[int], CardArt], area: Rect,
              title: str, colour: tuple[int, int, int], melds: tuple[Meld, ...],
              red_threes: tuple[Card, ...], layout: SideLayout, hidden: dict[int, int],
              red_hidden: int, targets: frozenset[int] = frozenset(),
              kinds: tuple[str, ...] = (), cache: dict[object, pygame.Surface] | None = None,
              needs: tuple[tuple[str, int, int], ...] = ()) -> None:
    """One side's melds with its title and red threes (hidden/targets by meld index), where
    ``layout`` (made for ``area``, in the surface's coordinates) puts them.

    With `cache`, each meld is kept as its own image: a card landing on one meld redraws
    that meld only. The cache is pruned to the melds drawn this time.
    """
    surface.blit(rounded_box(area.size, (0, 0, 0, 38), (*colour, 90), 1, 14), area)
    title_rect = blit_text(surface, title, 14, colour, (area.x + 10, area.y + 2), bold=True)
    if needs:
        draw_needs(surface, needs, Rect(title_rect.right + 16, area.y + 2,
                                        area.right - 12 - title_rect.right - 16, 18))
    art = art_for(layout.card_w)
    used: dict[object, pygame.Surface] = {}
    for key in layout.order:
        spot = layout.spots[key]
        bounds = spot.bounds
        if key == RED_THREES:
            shown_cards = list(red_threes[: max(0, len(red_threes) - red_hidden)])
            ident: object = ("red", tuple(shown_cards))
        else:
            m = melds[key]
            shown_cards = display_cards(m, list(m.cards[: len(m.cards) - hidden.get(key, 0)]))
            kind = kinds[key] if key < len(kinds) else ""
            ident = (m, len(shown_cards), key in targets, kind)
        if not shown_cards:
            continue
        cache_key = (ident, id(art), tuple(map(tuple, spot.cards)), spot.shown_h)
        img = cache.get(cache_key) if cache is not None else None
        if img is None:
            # Room around the cards: the count badge above, a name of two lines under them.
            img = pygame.Surface((bounds.w + 24, bounds.h + 48), pygame.SRCALPHA)
            local = _moved(spot, 12 - bounds.x, 10 - bounds.y)
            if key == RED_THREES:
                draw_fan(img, art, local, shown_cards, False, None)
            elif spot.collapsed:  # (cards still flying to it join the stack as they land)
                draw_canasta(img, art, melds[key], local, shown_cards,
                             _kind_of(melds[key], kinds, key), key in targets)
            else:
                # Black threes (melded going out) never grow toward a canasta: no count.
                count = None if melds[key].rank == BLACK_THREES else len(shown_cards)
                draw_fan(img, art, local, shown_cards, key in targets, count)
        used[cache_key] = img
        surface.blit(img, (bounds.x - 12, bounds.y - 10))
    if cache is not None:
        cache.clear()
        cache.update(used)


def draw_needs(surface: pygame.Surface, needs: tuple[tuple[str, int, int], ...],
               room: Rect) -> None:
    """What the side needs to go out, right-aligned in its title row: "To go out: Natural
    canastas 1/3 · ✓ Mixed canastas 4/4". Where the row is short, the words "To go out"
    go first, then the items already met, then the size shrinks: what is missing stays.
    Where even "To go out: 0 of 3" does not fit (eight players' narrow areas, beside "needs
    50 to open"), the line is left out: the info panel lists every side's needs."""
    missing = [n for n in needs if n[1] < n[2]]
    for prefix, items, size in ((True, needs, 13), (False, needs, 13), (False, needs, 12),
                                (False, missing, 13), (False, missing, 12), (False, missing, 11)):
        parts = _needs_parts(prefix, items, size)
        width = sum(w for _text, w, _met in parts)
        if width <= room.w:
            break
    else:  # a half-width area (three players) beside a long name: how many are met
        met = len(needs) - len(missing)
        words = _("To go out: {met} of {total}").format(met=met, total=len(needs))
        size = 13
        while size > 10 and text(words, size, NEED, True).get_width() + 8 > room.w:
            size -= 1
        kind = "met" if not missing else "missing"
        parts = [(words, text(words, size, *NEEDS_STYLE[kind]).get_width() + 8 + (
            TICK_W if kind == "met" else 0), kind)]
        width = parts[0][1]
        if width > room.w:
            return
    x = room.right - width
    for part, w, kind in parts:
        if kind == "met":  # a drawn tick: the shipped font has no check-mark glyph
            pygame.draw.lines(surface, GOLD_LIGHT, False, [
                (x + 1, room.y + 9), (x + 4, room.y + 12), (x + 10, room.y + 5)], 2)
            x += TICK_W
            w -= TICK_W
        colour, bold = NEEDS_STYLE[kind]
        blit_text(surface, part, size, colour, (x, room.y + 1), bold=bold)
        x += w


#: How each piece of the going-out line is written: (colour, bold) by kind.
NEEDS_STYLE = {"label": (MUTED, False), "dot": (MUTED, False), "met": (GOLD_LIGHT, False),
               "missing": (NEED, True)}


def _needs_parts(prefix: bool, items: tuple[tuple[str, int, int], ...] | list[
        tuple[str, int, int]], size: int) -> list[tuple[str, int, str]]:
    """(text, width, kind) pieces of the going-out line, left to right, each measured as it
    is drawn (kind: "label", "dot", "met" or "missing")."""
    pieces: list[tuple[str, str]] = []
    if prefix:
        pieces.append((_("To go out:"), "label"))
    for i, (label, have, need) in enumerate(items):
        if i:
            pieces.append(("·", "dot"))
        pieces.append((f"{_(label)} {have}/{need}", "met" if have >= need else "missing"))
    gap = 8
    parts = []
    for words, kind in pieces:
        colour, bold = NEEDS_STYLE[kind]
        width = text(words, size, colour, bold).get_width() + gap
        parts.append((words, width + (TICK_W if kind == "met" else 0), kind))
    return parts


def _kind_of(meld: Meld, kinds: tuple[str, ...], index: int) -> str:
    kind = kinds[index] if index < len(kinds) else ""
    return kind or ("natural" if meld.is_natural else "mixed")


def _moved(spot: Spot, dx: int, dy: int) -> Spot:
    return Spot(spot.key, tuple(r.move(dx, dy) for r in spot.cards), spot.collapsed,
                spot.shown_h)


__all__ = ["CANASTA_NAMES", "display_cards", "draw_side", "meld_order"]
