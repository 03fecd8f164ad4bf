"""What is written on and under the melds stays readable on crowded tables: the names of
canastas side by side never run together (six players, the longest names), the going-out line
never runs into the side's name (three players), and a badge never lies over the cards of
another piece (the layout check catches the pile's FROZEN badge over a side's lowest melds)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest
from test_layout_fit import Recorder, _offsets, check_badges, check_texts
from test_table_features import table_at

from game.i18n import _, set_language
from game.rules import read_position
from game.rules.variants import Rules
from game.ui import table_draw
from game.ui.meld_draw import draw_needs, label_lines
from game.ui.scenes.table import TableScene

LANGUAGES = ("en", "cs", "sk", "pl")
RANKS = ["4", "5", "6", "7", "8", "9", "T", "J", "Q", "K", "A"]


def many_canastas(red_threes: int) -> str:
    """Six players; the bottom side has a canasta of every rank from four to ace (and red
    threes), the other side eight melds of three."""
    wilds = ["JK"] * 6 + ["2S", "2H", "2D", "2C"] * 3
    ours = []
    for i, r in enumerate(RANKS):
        if i % 2:
            ours.append(f"{r}S {r}H {r}D {r}C {r}S {r}H {r}D")
        else:
            ours.append(f"{r}S {r}H {r}D {r}C {r}S {wilds.pop()} {wilds.pop()}")
    theirs = [f"{r}C {r}C {r}H" for r in RANKS[:8]]
    reds = " ".join((["3H", "3D"] * 3)[:red_threes])
    stock = " ".join((["3H", "3D"] * 3)[red_threes:])
    return f"""
variant = "classic"
players = 6
turn = 0
phase = "play"
hands = ["3S", "3C", "3S", "3C", "3S", "3C"]
stock = "{stock} QD"
discard = "9S"
melded_seats = [0, 1]
red_threes = ["{reds}", ""]
[melds]
0 = {ours!r}
1 = {theirs!r}
""".replace("'", '"')


@pytest.mark.parametrize("large", [False, True])
@pytest.mark.parametrize("red_threes", [0, 6])
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_names_of_canastas_side_by_side_never_run_together(
        language: str, red_threes: int, large: bool, monkeypatch: pytest.MonkeyPatch) -> None:
    # Every canasta named with the longest name there is ("zmiešaná divoká" in Slovak).
    monkeypatch.setattr(Rules, "canasta_kind", lambda self, meld: "wild mixed")
    state = read_position(many_canastas(red_threes))
    recorder = Recorder()
    recorder.install(monkeypatch)
    app, table = table_at(state, language=language, large_cards=large)
    table.view.reset()
    recorder.drawn.clear()
    app.tick(1 / 60, [])
    places = _offsets(table, app.screen)
    names = [d for d in recorder.drawn if d.text in _("mixed wild").split() + [_("mixed wild")]]
    assert len(names) >= len(RANKS)  # every canasta's name was drawn, and checked
    problems = check_texts(recorder, places) + check_badges(recorder, table, places)
    assert not problems, problems[:4]


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_name_is_never_wider_than_its_canastas_slot(language: str) -> None:
    set_language(language)
    for kind in table_draw.CANASTA_NAMES.values():
        for width in (56, 72, 90):
            size, lines = label_lines(_(kind), width)
            assert 1 <= len(lines) <= 2 and size >= 10
            assert " ".join(lines) == _(kind)  # whole words, every one of them
            assert all(table_draw.text(line, size, bold=True).get_width() <= width
                       for line in lines)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_going_out_line_stays_in_its_room(language: str,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """A half-width meld area (three players) beside a long name: the line says how many
    requirements are met rather than run into the name."""
    set_language(language)
    needs = (("Natural canastas", 0, 1), ("Mixed canastas", 1, 2), ("Foot taken up", 0, 1))
    drawn: list[pygame.Rect] = []
    original = table_draw.blit_text

    def record(surface: pygame.Surface, s: str, *args: Any, **kw: Any) -> pygame.Rect:
        rect = original(surface, s, *args, **kw)
        drawn.append(rect)
        return rect
    import game.ui.meld_draw as meld_draw

    monkeypatch.setattr(meld_draw, "blit_text", record)
    surface = pygame.Surface((500, 40), pygame.SRCALPHA)
    for width in (120, 200, 300, 480):
        drawn.clear()
        room = pygame.Rect(500 - width, 2, width, 18)
        draw_needs(surface, needs, room)
        assert drawn
        assert min(r.x for r in drawn) >= room.x - 1, (width, drawn)
        assert max(r.right for r in drawn) <= room.right + 1, (width, drawn)


def crowded_three(table_pile_badge_up: bool, monkeypatch: pytest.MonkeyPatch
                  ) -> tuple[list[str], TableScene]:
    """Three players, the right-hand opponent with melds down to the bottom of its area,
    over the pile; the pile frozen."""
    melds = [f"{r}C {r}C {r}H" for r in RANKS[:9]]
    state = read_position(f"""
variant = "classic"
players = 3
turn = 0
phase = "play"
hands = ["5S 6S 7S", "5D", "6D"]
stock = "KS KD"
discard = "2S 9D"
melded_seats = [0, 2]
[melds]
0 = ["AS AD AH"]
2 = {melds!r}
""".replace("'", '"'))
    assert state.pile_frozen
    if table_pile_badge_up:  # where the badge was once drawn: above the pile
        original = table_draw.badge

        def up(surface: pygame.Surface, label: str, center: tuple[float, float],
               *args: Any) -> pygame.Rect:
            if label == "FROZEN":
                center = (center[0], center[1] - 100)
            return original(surface, label, center, *args)
        import game.ui.table_draw as module
        monkeypatch.setattr(module, "badge", up)
    recorder = Recorder()
    recorder.install(monkeypatch)
    app, table = table_at(state)
    table.view.reset()
    recorder.drawn.clear()
    recorder.badges.clear()
    app.tick(1 / 60, [])
    places = _offsets(table, app.screen)
    return check_badges(recorder, table, places), table


def test_a_badge_over_the_cards_of_another_piece_is_caught(
        monkeypatch: pytest.MonkeyPatch) -> None:
    problems, table = crowded_three(False, monkeypatch)
    assert not problems, problems
    monkeypatch.undo()
    problems, table = crowded_three(True, monkeypatch)
    assert any("FROZEN" in p and "side" in p for p in problems), problems
