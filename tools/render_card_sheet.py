"""Render every card face and back to a PNG contact sheet for eyeballing the card art.

Usage: .venv/bin/python tools/render_card_sheet.py [OUT.png] [WIDTH ...]
Defaults: /tmp/card_sheet.png at widths 56 and 120, two- and four-colour.
"""

from __future__ import annotations

import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.ui.cardart import BACKS, JOKER, RANKS, SUITS, CardArt  # noqa: E402

FELT = (18, 92, 52)


def sheet(widths: list[int]) -> pygame.Surface:
    """Build a contact sheet: per width and colour scheme, one row per suit plus extras."""
    blocks: list[pygame.Surface] = []
    for w in widths:
        for four in (False, True):
            arts = [CardArt(w, four_colour=four, back=b) for b in BACKS]
            art = arts[0]
            gap = max(4, w // 10)
            cols = len(RANKS)
            rows = len(SUITS) + 1
            block = pygame.Surface(
                (gap + cols * (art.width + gap), gap + rows * (art.height + gap))
            )
            block.fill(FELT)
            for r, suit in enumerate(SUITS):
                for c, rank in enumerate(RANKS):
                    x = gap + c * (art.width + gap)
                    y = gap + r * (art.height + gap)
                    block.blit(art.face(rank, suit), (x, y))
            y = gap + len(SUITS) * (art.height + gap)
            extras = [art.face(JOKER, "")] + [a.back_surface() for a in arts]
            extras.append(art.face("A", "S"))
            for c, surf in enumerate(extras):
                x = gap + c * (art.width + gap)
                block.blit(art.shadow(), (x - 6 + 2, y - 6 + 3))
                block.blit(surf, (x, y))
                if c == len(extras) - 1:
                    block.blit(art.highlight(), (x, y))
            blocks.append(block)
    width = max(b.get_width() for b in blocks)
    height = sum(b.get_height() for b in blocks)
    out = pygame.Surface((width, height))
    out.fill(FELT)
    y = 0
    for b in blocks:
        out.blit(b, (0, y))
        y += b.get_height()
    return out


def main() -> None:
    """Write the sheet to the path given (or /tmp/card_sheet.png)."""
    args = sys.argv[1:]
    path = args[0] if args else "/tmp/card_sheet.png"
    widths = [int(a) for a in args[1:]] or [56, 120]
    pygame.init()
    pygame.image.save(sheet(widths), path)
    print(path)


if __name__ == "__main__":
    main()
