"""Draw the game's icon (assets/icon.png, 256x256): a fan of five cards on green felt.

Run with `python tools/make_icon.py`. The icon is generated rather than hand-drawn so that it
can be regenerated exactly, and so the repository carries no binary of unknown origin.
"""

from __future__ import annotations

import argparse
import math
import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")  # no window is needed to draw
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

SIZE = 256
SCALE = 4  # draw large, then smooth-scale down: pygame's primitives have no anti-aliasing
FELT = (22, 110, 60)
FELT_EDGE = (12, 70, 38)
CARD = (250, 248, 240)
CARD_EDGE = (60, 60, 60)
RED = (200, 30, 40)
BLACK = (25, 25, 25)

# (suit colour, suit symbol drawn as a shape) for the five fanned cards, left to right
SUITS = [("spade", BLACK), ("heart", RED), ("club", BLACK), ("diamond", RED), ("heart", RED)]


def _suit(surface: pygame.Surface, kind: str, color: tuple[int, int, int], cx: int, cy: int,
          r: int) -> None:
    """Draw a suit pip centred at (cx, cy) with radius-ish r using plain shapes."""
    if kind == "diamond":
        pygame.draw.polygon(surface, color, [(cx, cy - r), (cx + r * 3 // 4, cy),
                                             (cx, cy + r), (cx - r * 3 // 4, cy)])
    elif kind == "heart":
        pygame.draw.circle(surface, color, (cx - r // 2, cy - r // 3), r // 2 + 1)
        pygame.draw.circle(surface, color, (cx + r // 2, cy - r // 3), r // 2 + 1)
        pygame.draw.polygon(surface, color, [(cx - r, cy - r // 6), (cx + r, cy - r // 6),
                                             (cx, cy + r)])
    elif kind == "spade":
        pygame.draw.circle(surface, color, (cx - r // 2, cy + r // 6), r // 2 + 1)
        pygame.draw.circle(surface, color, (cx + r // 2, cy + r // 6), r // 2 + 1)
        pygame.draw.polygon(surface, color, [(cx - r, cy + r // 4), (cx + r, cy + r // 4),
                                             (cx, cy - r)])
        pygame.draw.polygon(surface, color, [(cx, cy + r // 4), (cx - r // 3, cy + r),
                                             (cx + r // 3, cy + r)])
    else:  # club
        for dx, dy in ((0, -r // 2), (-r // 2, r // 6), (r // 2, r // 6)):
            pygame.draw.circle(surface, color, (cx + dx, cy + dy), r // 2 + 1)
        pygame.draw.polygon(surface, color, [(cx, cy), (cx - r // 3, cy + r),
                                             (cx + r // 3, cy + r)])


def _card(kind: str, color: tuple[int, int, int], w: int, h: int) -> pygame.Surface:
    card = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = w // 8
    pygame.draw.rect(card, CARD_EDGE, card.get_rect(), border_radius=radius)
    pygame.draw.rect(card, CARD, card.get_rect().inflate(-2 * SCALE * 2, -2 * SCALE * 2),
                     border_radius=radius)
    _suit(card, kind, color, w // 2, h // 2, w // 4)
    _suit(card, kind, color, w // 5, h // 7, w // 12)
    return card


def draw_icon(size: int = SIZE) -> pygame.Surface:
    big = size * SCALE
    canvas = pygame.Surface((big, big), pygame.SRCALPHA)
    pygame.draw.rect(canvas, FELT_EDGE, canvas.get_rect(), border_radius=big // 6)
    pygame.draw.rect(canvas, FELT, canvas.get_rect().inflate(-big // 24, -big // 24),
                     border_radius=big // 7)
    w, h = int(big * 0.30), int(big * 0.44)
    pivot = (big // 2, int(big * 0.86))  # cards fan out around a point below the centre
    for i, (kind, color) in enumerate(SUITS):
        angle = (i - (len(SUITS) - 1) / 2) * 16.0
        card = pygame.transform.rotate(_card(kind, color, w, h), -angle)
        # the card's centre sits on an arc above the pivot
        rad = math.radians(angle)
        dist = int(big * 0.40)
        cx = pivot[0] + int(math.sin(rad) * dist)
        cy = pivot[1] - int(math.cos(rad) * dist)
        canvas.blit(card, card.get_rect(center=(cx, cy)))
    return pygame.transform.smoothscale(canvas, (size, size))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    default = Path(__file__).resolve().parent.parent / "assets" / "icon.png"
    parser.add_argument("--out", type=Path, default=default)
    args = parser.parse_args()
    args.out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(draw_icon(), str(args.out))
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
