"""Buttons, keys and lines that apply only in some games show only there: the rules say
whether sides have partners (Ask partner, A), whether the game has acaba (C)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest
from test_table_features import table_at

from game.rules import GameRecord, find_variant, variant_names
from game.ui.app import App
from game.ui.scenes.table import TableScene
from game.ui.table_capabilities import capabilities, key_lines
from game.ui.table_layout import POSITIONS

GAMES = [(v, n) for v in sorted(variant_names()) if v != "boat"
         for n in find_variant(v).player_counts if n in POSITIONS]


@pytest.fixture(autouse=True)
def _data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CANASTA_DATA_DIR", str(tmp_path / "data"))


def table_for(variant: str, players: int) -> tuple[App, TableScene]:
    """The first hand of the variant dealt, at its first turn."""
    return table_at(GameRecord.start(variant, players, 5, {})[1])


@pytest.mark.parametrize(("variant", "players"), GAMES)
def test_the_key_list_names_only_the_keys_of_this_game(variant: str, players: int) -> None:
    app, table = table_for(variant, players)
    partners = find_variant(variant).has_partners(players)
    app.tick(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F1, mod=0)])
    keys: Any = app.scenes.top
    assert type(keys).__name__ == "LogScene" and keys.title == "Keys"
    lines = list(keys.log.lines)
    assert lines == key_lines(table.state)
    assert ("A ask partner" in lines) == partners
    assert ("C acaba" in lines) == (variant == "british")
    assert "D draw" in lines and "F1 this list" in lines


@pytest.mark.parametrize(("variant", "players"), [("classic", 2), ("classic", 3),
                                                  ("classic", 4), ("hand-and-foot", 6),
                                                  ("british", 3), ("samba", 3)])
def test_ask_partner_shows_only_where_there_is_a_partner(variant: str, players: int) -> None:
    app, table = table_for(variant, players)
    partners = table.state.rules.has_partners(players)
    assert ("partners" in capabilities(table.state)) == partners
    assert ("button-ask" in table._layers.pieces) == partners
    ask, sort = table.buttons["ask"], table.buttons["sort"]
    assert (ask in table.input.active_buttons()) == partners
    # Without it the column closes up: Sort takes its place under Discard.
    discard = table.buttons["discard"].rect
    assert sort.rect.y - discard.y == (104 if partners else 52)


def test_the_keys_name_acaba_only_in_british_canasta() -> None:
    _app, british = table_for("british", 4)
    _app, classic = table_for("classic", 4)
    assert "acaba" in capabilities(british.state)
    assert "acaba" not in capabilities(classic.state)
    assert "C acaba" in key_lines(british.state) and "C acaba" not in key_lines(classic.state)
