"""Text with card suits in it ("melded 7♥ 7♣ 7♠"), drawn in the game's own suit shapes.

The shipped font (a Latin subset of Noto Sans, small enough for the browser build) has no
suit glyphs, so ♠ ♥ ♦ ♣ in a text are drawn as the cards draw them, in colours that read on
the dark table (hearts and diamonds red, spades and clubs light). Wrapping measures the suits
too, so a message wraps where it is drawn and nothing is cut.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.i18n import p_
from game.i18n_engine import JOKER_WORD
from game.rules import Card
from game.ui import fonts
from game.ui.cardart import rank_label
from game.ui.suits import draw_suit

#: The suit characters a text may hold, by the engine's suit letters.
SUIT_CHARS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
_SUITS = {char: suit for suit, char in SUIT_CHARS.items()}
#: Suit colours on the dark table (the cards' own black would vanish there).
SUIT_INK = {"S": (236, 232, 214), "H": (255, 120, 110), "D": (255, 120, 110),
            "C": (236, 232, 214)}
SUPERSAMPLE = 4
LINE_SPACING = 1.15

RGB = tuple[int, int, int]


def card_symbol(c: Card | str) -> str:
    """A card as rank and suit symbol: ``7♥``, ``10♦``; a joker by its name."""
    text = str(c)
    if text == "JK":
        return p_(*JOKER_WORD)
    return rank_label(text[:-1]) + SUIT_CHARS[text[-1]]


def cards_symbols(cards: tuple[Card, ...] | list[Card]) -> str:
    return " ".join(card_symbol(c) for c in cards)


@lru_cache(maxsize=64)
def _suit_image(suit: str, height: int) -> pygame.Surface:
    """A suit ``height`` pixels tall, as wide as its shape (a diamond is narrow)."""
    size = height * SUPERSAMPLE
    big = pygame.Surface((size, size), pygame.SRCALPHA)
    draw_suit(big, suit, (size / 2, size / 2), size * 0.92, SUIT_INK[suit])
    ink = big.get_bounding_rect()
    left = ink.x // SUPERSAMPLE * SUPERSAMPLE
    width = -(-(ink.right - left) // SUPERSAMPLE) * SUPERSAMPLE
    big = big.subsurface(pygame.Rect(left, 0, width, size))
    return pygame.transform.smoothscale(big, (width // SUPERSAMPLE, height))


def _parts(text: str) -> list[str]:
    """The text cut into runs of letters and single suit characters."""
    parts: list[str] = []
    run = ""
    for ch in text:
        if ch in _SUITS:
            if run:
                parts.append(run)
                run = ""
            parts.append(ch)
        else:
            run += ch
    if run:
        parts.append(run)
    return parts


def _suit_size(font: pygame.font.Font) -> int:
    return max(6, round(font.get_ascent() * 0.74))


def _suit_width(font: pygame.font.Font, char: str) -> int:
    return _suit_image(_SUITS[char], _suit_size(font)).get_width() + 1


def text_width(font: pygame.font.Font, text: str) -> int:
    """How wide ``text`` is drawn (each suit as wide as its shape)."""
    return sum(_suit_width(font, part) if part in _SUITS else font.size(part)[0]
               for part in _parts(text))


@lru_cache(maxsize=512)
def render(text: str, size: int, colour: RGB, bold: bool = False) -> pygame.Surface:
    """One line of text with its suits drawn (cached: the same words come back every frame)."""
    font = fonts.font(size, bold)
    suit = _suit_size(font)
    out = pygame.Surface((max(1, text_width(font, text)), font.get_height()), pygame.SRCALPHA)
    x = 0
    baseline = font.get_ascent()
    for part in _parts(text):
        if part in _SUITS:
            img = _suit_image(_SUITS[part], suit)
            out.blit(img, (x + 1, baseline - suit + 1))
            x += img.get_width() + 1
        else:
            img = font.render(part, True, colour)
            out.blit(img, (x, 0))
            x += img.get_width()
    return out


def wrap(font: pygame.font.Font, text: str, width: int) -> list[str]:
    """``text`` in lines no wider than ``width`` (broken at spaces; a word wider than the
    line is broken between letters)."""
    space = font.size(" ")[0]
    lines: list[str] = []
    for paragraph in text.split("\n"):
        current, used = "", 0
        for word in paragraph.split():
            w = text_width(font, word)
            fits = used + space + w <= width - 12 or (  # near the edge: measure the line
                used + space + w <= width + 12 and text_width(font, f"{current} {word}") <= width)
            if current and fits:
                current, used = f"{current} {word}", used + space + w
                continue
            if current:
                lines.append(current)
            while w > width and len(word) > 1:
                cut = len(word) - 1
                while cut > 1 and text_width(font, word[:cut]) > width:
                    cut -= 1
                lines.append(word[:cut])
                word = word[cut:]
                w = text_width(font, word)
            current, used = word, w
        lines.append(current)
    return lines


@lru_cache(maxsize=512)
def wrap_lines(text: str, size: int, width: int, bold: bool = False) -> tuple[str, ...]:
    """:func:`wrap` at a text size (cached: panels wrap the same words every time they are
    drawn again)."""
    return tuple(wrap(fonts.font(size, bold), text, width))


def line_step(font: pygame.font.Font) -> int:
    return round(font.get_linesize() * LINE_SPACING)


def wrapped_height(text: str, size: int, width: int, bold: bool = False) -> int:
    """How tall ``text`` is when wrapped to ``width``."""
    font = fonts.font(size, bold)
    lines = wrap_lines(text, size, width, bold)
    return line_step(font) * (len(lines) - 1) + font.get_height() if lines else 0


def draw_wrapped(surface: pygame.Surface, text: str, size: int, colour: RGB,
                 rect: pygame.Rect, bold: bool = False, align: str = "left") -> int:
    """``text`` wrapped into ``rect``'s width, from its top; returns the height used. The
    caller sizes ``rect`` with :func:`wrapped_height`: nothing is clipped here."""
    font = fonts.font(size, bold)
    y = rect.y
    for line in wrap_lines(text, size, rect.w, bold):
        img = render(line, size, colour, bold)
        x = rect.centerx - img.get_width() // 2 if align == "center" else rect.x
        surface.blit(img, (x, y))
        y += line_step(font)
    return y - rect.y


def fitting_size(text: str, width: int, height: int, largest: int, smallest: int,
                 bold: bool = False) -> int:
    """The largest text size, from ``largest`` down to ``smallest``, at which ``text``
    wrapped to ``width`` is no taller than ``height`` (``smallest`` if none is)."""
    for size in range(largest, smallest - 1, -1):
        if wrapped_height(text, size, width, bold) <= height:
            return size
    return smallest
