"""The panels left of the table show every line whole, in every language, for every variant
and player count: a long requirement ("Mieszane kanasty 4/4") goes on two lines rather than
being shortened, and no line is left out below the panel's border."""

from __future__ import annotations

import pygame
import pytest
from busy_tables import busiest_turn, table_games
from test_layout_fit import PANELS, Recorder, _offsets, check_texts, table_for

from game.i18n import number
from game.ui.table_info import InfoLine

LANGUAGES = ("en", "cs", "sk", "pl")


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_panel_line_shows_whole(language: str, monkeypatch: pytest.MonkeyPatch) -> None:
    recorder = Recorder()
    recorder.install(monkeypatch)
    problems: list[str] = []
    wrapped = 0
    for variant, players in table_games():
        _record, state = busiest_turn(variant, players)
        app, table = table_for(state, language)
        recorder.drawn.clear()
        app.tick(1 / 60, [])
        pieces = {id(table._layers.pieces[name].image): name for name in PANELS}
        inner = pygame.Rect(4, 4, *table.layout.info.size).inflate(-12, -14)
        lines: list[InfoLine] = table.panels.info.info_lines(inner)
        wrapped += sum(1 for line in lines if not line.tick and line.dot is None
                       and line.indent == 28 and "/" in line.text and " " not in line.text)
        if sum(line.height for line in lines) > inner.h:
            problems.append(f"{variant} {players}p: the info panel's lines run past it")
        for d in recorder.drawn:
            name = pieces.get(id(d.surface))
            if name is None:
                continue
            if d.text.endswith("…"):
                problems.append(f"{variant} {players}p: {d.text!r} cut short on {name}")
            # The panel's inner edge: 4 px around the panel, its border and 6 px of padding.
            if d.rect.right > d.surface.get_width() - 10:
                problems.append(f"{variant} {players}p: {d.text!r} past {name}'s border")
    assert not problems, problems[:6]
    if language == "pl":  # the Polish requirements are the long ones: some take two lines
        assert wrapped > 0


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("players", [3, 6])
def test_the_score_panel_shows_long_names_whole_beside_big_scores(
        language: str, players: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """Three players' "Right opponent" (and "Prawy przeciwnik") beside 12,650: the name is
    never shortened; it takes its own line and the score goes under it."""
    _record, state = busiest_turn("samba", players)
    state = state.replace(scores=tuple(12650 - 1111 * team for team in range(len(state.teams))))
    recorder = Recorder()
    recorder.install(monkeypatch)
    app, table = table_for(state, language)
    recorder.drawn.clear()
    app.tick(1 / 60, [])
    places = _offsets(table, app.screen)
    scores = table._layers.pieces["scores"].image
    problems = [p for p in check_texts(recorder, places) if "(scores)" in p or "scores:" in p]
    drawn = [d.text for d in recorder.drawn if d.surface is scores]
    for team in range(len(state.teams)):
        assert table.side_name(team) in drawn, (table.side_name(team), drawn)
    assert number(12650) in drawn
    assert not problems, problems[:4]
