"""The table's prompt (whose turn, and what to do) and its Yes/No question, drawn whole.

Both are words a player must read to go on: the prompt takes a smaller size where its box is
narrow (side piles lie beside it in some variants), the question's panel grows to fit it
(game/ui/table_dialogs.py sizes it). Neither is ever cut.
"""

from __future__ import annotations

import pygame
from pygame import Rect

from game.ui import rich_text
from game.ui.table_dialogs import QUESTION_SIZE
from game.ui.table_draw import GOLD_LIGHT
from game.ui.widgets import CREAM, draw_panel, rounded_box

#: The prompt's text size, largest and smallest, on the human's turn and on the others'.
PROMPT_SIZES = {True: (17, 13), False: (19, 14)}


def prompt_box(rect: Rect, mine: bool) -> Rect:
    """Where the prompt's words go in its box (inside the frame on the human's turn)."""
    return rect.inflate(-20, -10) if mine else rect.inflate(0, -24)


def draw_prompt(img: pygame.Surface, prompt: str, mine: bool) -> tuple[int, int]:
    """Whose turn, and what to do: whole, in a smaller size where the box is narrow (the
    side piles take part of it in some variants). Returns the size and the height used."""
    r = img.get_rect()
    box = prompt_box(r, mine)
    size = rich_text.fitting_size(prompt, box.w, box.h, *PROMPT_SIZES[mine], bold=True)
    if mine:
        img.blit(rounded_box(r.size, (40, 30, 4, 150), GOLD_LIGHT, 2, 14), (0, 0))
    colour = GOLD_LIGHT if mine else CREAM
    return size, rich_text.draw_wrapped(img, prompt, size, colour, box, bold=True)


def draw_question(img: pygame.Surface, question: str, rect: Rect) -> None:
    """The question, whole, over the Yes and No buttons (the panel is as tall as it needs:
    game/ui/table_dialogs.py)."""
    # Opaque: the feed beside the pile lies under it.
    draw_panel(img, rect, fill=(8, 34, 22, 250), radius=14, shadow=False, border=GOLD_LIGHT)
    rich_text.draw_wrapped(img, question, QUESTION_SIZE, CREAM,
                           Rect(rect.x + 12, rect.y + 8, rect.w - 24, 0), bold=True,
                           align="center")
