"""Lines of text with suit symbols in them, such as the game log's "9♠, 10♥, Joker".

The shipped font has no suit glyphs (and the browser build has no system fonts to fall back
on), so every ♠ ♥ ♦ ♣ in a text is drawn as the card art draws its suits, as tall as the
font's capital letters, hearts and diamonds in red. Text without a suit symbol goes straight
to the font. The widgets' text functions and the table's all draw through here, so any text
may name cards with :func:`card_label`.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache

import pygame

from game.i18n import NP_, p_
from game.i18n_engine import reason_text
from game.rules.reasons import Reason
from game.ui import fonts
from game.ui.suits import draw_suit

RGB = tuple[int, int, int]

SUIT_SYMBOLS: dict[str, str] = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
_SUIT_OF = {symbol: suit for suit, symbol in SUIT_SYMBOLS.items()}
_SPLIT = re.compile("([♠♥♦♣])")
#: Hearts and diamonds in light text (on the felt and the dark panels), and in dark text.
RED_ON_DARK: RGB = (255, 126, 112)
RED_ON_LIGHT: RGB = (196, 30, 44)
#: With four-colour suits (a setting), diamonds blue and clubs green, as on the cards.
FOUR_ON_DARK: dict[str, RGB] = {"D": (126, 178, 255), "C": (112, 212, 128)}
FOUR_ON_LIGHT: dict[str, RGB] = {"D": (22, 86, 196), "C": (16, 128, 58)}
_four_colour = False
#: Caches of rendered text elsewhere (the table's words), emptied when the suits' colours
#: change; this module's own is added below.
TEXT_CACHES: list[Callable[[], None]] = []


def set_four_colour(on: bool) -> None:
    """Suits in text as the cards show them: diamonds blue and clubs green when ``on``."""
    global _four_colour
    if on != _four_colour:
        _four_colour = on
        for clear in TEXT_CACHES:
            clear()
JOKER = NP_("card name", "Joker")
_SUPERSAMPLE = 4
LINE_SPACING = 1.15


def card_label(code: str) -> str:
    """A card of the engine's notation (``9S``, ``TD``, ``JK``) as a player reads it: the rank
    and its suit symbol (``9♠``, ``10♦``), or the word Joker in the current language."""
    if code == "JK":
        return p_(*JOKER)
    rank, suit = code[:-1], code[-1]
    if suit not in SUIT_SYMBOLS or not rank:
        raise ValueError(f"not a card: {code!r}")
    return ("10" if rank == "T" else rank) + SUIT_SYMBOLS[suit]


def reason_label(why: Reason | BaseException | str) -> str:
    """A refusal or a hint's reason in the player's language with its cards written as the
    game log writes them (``9♠``, ``Joker``), in every language; the engine's own English
    text (``str(error)``, ``9S``) stays as it is."""
    return reason_text(why, card_label)


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
    diamonds in red unless ``plain``, or with four-colour suits diamonds blue and clubs
    green; black text is taken for a shadow, all black)."""
    if not has_suits(text):
        return font.render(text, True, colour)
    plain = plain or colour == (0, 0, 0)
    out = pygame.Surface((max(1, text_width(font, text)), font.get_height()), pygame.SRCALPHA)
    height = _symbol_height(font)
    top = font.get_ascent() - height  # symbols stand on the baseline like capitals
    dark = sum(colour) > 380  # light text: on the felt or a dark panel
    tints = {"H": RED_ON_DARK if dark else RED_ON_LIGHT, "D": RED_ON_DARK if dark else RED_ON_LIGHT}
    if _four_colour:
        tints.update(FOUR_ON_DARK if dark else FOUR_ON_LIGHT)
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
        tint = colour if plain else tints.get(suit, colour)
        out.blit(_symbol(suit, height, tint), (x, top))
        x += _advance(font)
    return out


def cards_label(cards: tuple[object, ...] | list[object]) -> str:
    """Cards as a player reads them, one after another: ``7♥ 7♣ 7♠``."""
    return " ".join(card_label(str(c)) for c in cards)


@lru_cache(maxsize=512)
def render_line(text: str, size: int, colour: RGB, bold: bool = False) -> pygame.Surface:
    """:func:`render` in the UI font at ``size`` (cached: panels draw the same words again)."""
    return render(fonts.font(size, bold), text, colour)


TEXT_CACHES.append(render_line.cache_clear)


def wrap(font: pygame.font.Font, text: str, width: int) -> list[str]:
    """``text`` in lines no wider than ``width`` as :func:`render` draws them (broken at
    spaces; a word wider than the line is broken between letters). Each word is measured
    once; a line near the edge is measured whole (summed widths differ by kerning)."""
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
    caller sizes ``rect`` with :func:`wrapped_height`: nothing is clipped here, so nothing
    a player should read is lost."""
    font = fonts.font(size, bold)
    y = rect.y
    for line in wrap_lines(text, size, rect.w, bold):
        img = render_line(line, size, colour, bold)
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
