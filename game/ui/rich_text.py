"""Lines of text with suit symbols in them, such as the game log's "9♠, 10♥, Joker".

The shipped font has no suit glyphs (and the browser build has no system fonts to fall back
on), so every ♠ ♥ ♦ ♣ in a text is drawn as the card art draws its suits, as tall as the
font's capital letters, hearts and diamonds in red. Text without a suit symbol goes straight
to the font. The widgets' text functions and the table's all draw through here, so any text
may name cards with :func:`card_label`.
"""

from __future__ import annotations

import re
from functools import lru_cache

import pygame

from game.i18n import NP_, p_
from game.ui.suits import draw_suit

RGB = tuple[int, int, int]

SUIT_SYMBOLS: dict[str, str] = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
_SUIT_OF = {symbol: suit for suit, symbol in SUIT_SYMBOLS.items()}
_SPLIT = re.compile("([♠♥♦♣])")
#: Hearts and diamonds in light text (on the felt and the dark panels), and in dark text.
RED_ON_DARK: RGB = (255, 126, 112)
RED_ON_LIGHT: RGB = (196, 30, 44)
JOKER = NP_("card name", "Joker")
_SUPERSAMPLE = 4


def card_label(code: str) -> str:
    """A card of the engine's notation (``9S``, ``TD``, ``JK``) as a player reads it: the rank
    and its suit symbol (``9♠``, ``10♦``), or the word Joker in the current language."""
    if code == "JK":
        return p_(*JOKER)
    rank, suit = code[:-1], code[-1]
    if suit not in SUIT_SYMBOLS or not rank:
        raise ValueError(f"not a card: {code!r}")
    return ("10" if rank == "T" else rank) + SUIT_SYMBOLS[suit]


def has_suits(text: str) -> bool:
    return _SPLIT.search(text) is not None


def _symbol_height(font: pygame.font.Font) -> int:
    """As tall as the font's capital letters."""
    metrics = font.metrics("H")[0]
    return max(4, metrics[3] if metrics else font.get_ascent() * 2 // 3)


def _advance(font: pygame.font.Font) -> int:
    return _symbol_height(font) + max(1, _symbol_height(font) // 6)


@lru_cache(maxsize=128)
def _symbol(suit: str, height: int, colour: RGB) -> pygame.Surface:
    """One suit symbol, smoothed by drawing it larger and scaling it down."""
    big = pygame.Surface((height * _SUPERSAMPLE, height * _SUPERSAMPLE), pygame.SRCALPHA)
    size = height * _SUPERSAMPLE
    draw_suit(big, suit, (size / 2, size / 2), size * 0.98, colour)
    return pygame.transform.smoothscale(big, (height, height))


def text_width(font: pygame.font.Font, text: str) -> int:
    """The width ``text`` takes when drawn by :func:`render`."""
    if not has_suits(text):
        return font.size(text)[0]
    width = 0
    for part in _SPLIT.split(text):
        width += _advance(font) if part in _SUIT_OF else (font.size(part)[0] if part else 0)
    return width


def render(font: pygame.font.Font, text: str, colour: RGB,
           plain: bool = False) -> pygame.Surface:
    """``text`` rendered in ``font`` and ``colour``, suit symbols drawn in place (hearts and
    diamonds in red unless ``plain``; black text is taken for a shadow, all black)."""
    if not has_suits(text):
        return font.render(text, True, colour)
    plain = plain or colour == (0, 0, 0)
    out = pygame.Surface((max(1, text_width(font, text)), font.get_height()), pygame.SRCALPHA)
    height = _symbol_height(font)
    top = font.get_ascent() - height  # symbols stand on the baseline like capitals
    red = RED_ON_DARK if sum(colour) > 380 else RED_ON_LIGHT
    x = 0
    for part in _SPLIT.split(text):
        if not part:
            continue
        suit = _SUIT_OF.get(part)
        if suit is None:
            img = font.render(part, True, colour)
            out.blit(img, (x, 0))
            x += img.get_width()
            continue
        tint = colour if plain or suit in "SC" else red
        out.blit(_symbol(suit, height, tint), (x, top))
        x += _advance(font)
    return out
