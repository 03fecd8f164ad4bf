"""What an action leaves behind: the Yes/No panel after a question another action answered,
the keyboard's meld focus after the hand it pointed into."""

from __future__ import annotations

import pygame
from test_table import click, select, settle  # noqa: I001  (sibling test modules)
from test_table_features import SAMBA, table_at

from game.rules import read_position


def test_a_choice_left_open_by_a_discard_leaves_yes_and_no_for_the_next_question() -> None:
    app, table = table_at(read_position(SAMBA))
    select(app, table, tuple(c for c in table.state.hands[0] if str(c) == "7H"))
    click(app, table.buttons["meld"].rect.center)
    assert table.choice and table.yes_button.label == "Sequence"
    # X discards the selected card instead of answering.
    app.tick(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_x, mod=0)])
    settle(app)
    assert "7H" not in [str(c) for c in table.state.hands[0]] and not table.choice
    assert (table.yes_button.label, table.no_button.label) == ("Yes (Y)", "No (N)")


def test_the_keyboards_meld_focus_ends_with_the_hand() -> None:
    state = read_position(SAMBA)
    app, table = table_at(state)
    app.tick(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0)])
    assert table.meld_focus is not None
    over = state.replace(phase="hand_over")
    table.state = over
    table.play("deal")
    assert table.state.hand_number == state.hand_number + 1
    assert table.meld_focus is None
