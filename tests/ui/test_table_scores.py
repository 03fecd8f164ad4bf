"""During a hand the table shows how each side stands: its points on the table so far (melds,
canastas, red threes), the minimum still needed to open, and what it lacks to go out."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from test_accessibility import rendered
from test_table_features import table_at

from game.ai import make_bot
from game.i18n import _
from game.rules import new_game, read_position
from game.ui.table_scores import signed, table_points

HALF_WAY = """
variant = "classic"
players = 4
turn = 0
phase = "play"
hands = ["AS 9D 6C", "5C 6C 7C", "5D 6D 7D", "5H 6H 7H"]
stock = "QH JC 9D 9H 4C 4D"
discard = "4S"
melded_seats = [0, 2]
red_threes = ["3H 3D", "3D"]
[melds]
0 = ["KS KS KD KD KH KH KC", "5S 5D 5C"]
"""

FOOT = """
variant = "hand-and-foot"
players = 4
turn = 0
phase = "play"
hands = ["AS 9D 6C", "5C 6C 7C", "5D 6D 7D", "5H 6H 7H"]
stock = "KH JC 9D 9H 4C 4D"
discard = "4S"
melded_seats = [0, 2]
side_piles = ["", "5S 5S", "6S 6S", "7S 7S"]
flags = ["foot-taken:0"]
[melds]
0 = ["KS KS KD KD KH KH KC", "QS QS QD QD QH QH 2C", "JS JS JD JD JH JH 2C", "9S 9S 9D"]
"""


@pytest.fixture(autouse=True)
def _data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CANASTA_DATA_DIR", str(tmp_path / "data"))


def test_points_on_the_table_count_melds_canastas_and_red_threes() -> None:
    state = read_position(HALF_WAY)
    # Kings 70 + a natural canasta 500, fives 15, two red threes 200; the other side has
    # not opened, so its red three counts against it.
    assert table_points(state) == (785, -100)
    assert state.scores == (0, 0)


def test_the_score_panel_shows_the_hand_so_far_and_the_minimum(monkeypatch: pytest.MonkeyPatch
                                                                ) -> None:
    app, table = table_at(read_position(HALF_WAY))
    lines = rendered(app, table, monkeypatch)
    assert "+785" in lines and "–100" in lines
    assert "on the table" in lines and "to open: 50" in lines


@pytest.mark.parametrize("language", ["en", "cs", "sk", "pl"])
@pytest.mark.parametrize("players", [3, 4])
def test_the_score_panels_words_never_run_into_the_points(
        language: str, players: int, monkeypatch: pytest.MonkeyPatch) -> None:
    from game.ui import table_info

    position = HALF_WAY.replace("players = 4", f"players = {players}")
    if players == 3:
        position = position.replace(', "5H 6H 7H"]', "]").replace(
            'red_threes = ["3H 3D", "3D"]', 'red_threes = ["3H 3D", "3D", ""]').replace(
            "melded_seats = [0, 2]", "melded_seats = [0]")
    app, table = table_at(read_position(position), language=language)
    drawn: list[tuple[str, pygame.Rect]] = []
    blit = table_info.blit_text

    def record(surface: pygame.Surface, s: str, *args: object, **kwargs: object) -> pygame.Rect:
        rect = blit(surface, s, *args, **kwargs)  # type: ignore[arg-type]
        drawn.append((s, rect))
        return rect

    monkeypatch.setattr(table_info, "blit_text", record)
    table.view.reset()
    app.draw()
    points = {s: r for s, r in drawn if s[:1] in "+–0" and r.h < 20}
    details = [(s, r) for s, r in drawn if s == _("on the table") or s.startswith(
        _("to open: {n}").split("{")[0])]
    assert len(details) == players if players == 3 else len(details) == 2
    for s, rect in details:
        row = [r for r in points.values() if abs(r.centery - rect.centery) < 6]
        assert row and rect.right <= row[0].left - 4, (language, s)


@pytest.mark.parametrize("variant", ["classic", "samba", "british", "cuba"])
def test_the_table_points_are_what_the_hand_scores_without_going_out_and_hands(
        variant: str) -> None:
    """At a hand's end, the points on the table are its score less going out and the cards
    left in hand: the same scoring, not a second reckoning of it."""
    for seed in range(3):
        state = new_game(variant, 4, seed=seed)
        bots = [make_bot("normal", seed * 7 + seat) for seat in range(4)]
        for _step in range(3000):
            if state.is_hand_over:
                break
            state = state.apply(bots[state.to_act].choose(state.player_view(state.to_act)))[0]
        result = state.result
        assert result is not None
        for team, score in enumerate(result.teams):
            expected = score.total - score.going_out + score.in_hand
            assert table_points(state)[team] == expected, (variant, seed, team)


def test_a_modern_american_side_without_a_canasta_stands_below_zero() -> None:
    state = read_position(HALF_WAY.replace('"classic"', '"american"').replace(
        '0 = ["KS KS KD KD KH KH KC", "5S 5D 5C"]', '0 = ["KS KS KD", "5S 5D 5C"]').replace(
        'red_threes = ["3H 3D", "3D"]\n', ""))
    assert table_points(state)[0] < 0


def test_hand_and_foot_shows_what_each_side_lacks_to_go_out(monkeypatch: pytest.MonkeyPatch
                                                            ) -> None:
    state = read_position(FOOT)
    assert state.rules.going_out_progress(state, 0) == [("Natural canastas", 1, 3),
                                                       ("Mixed canastas", 2, 4)]
    app, table = table_at(state)
    lines = rendered(app, table, monkeypatch)
    # In the side's own title row, where its melds are: what is missing, by count.
    assert "Natural canastas 1/3" in lines and "Mixed canastas 2/4" in lines
    assert "To go out:" in lines
    # Only a player who has taken up the foot may go out: the side's first has, the other
    # side's players have not yet.
    assert "Foot taken up 1/1" in lines and "Foot taken up 0/1" in lines


@pytest.mark.parametrize(("variant", "players"), [
    ("classic", 3), ("samba", 6), ("bolivia", 3), ("hand-and-foot", 6), ("ponytail", 6),
    ("spanish", 3), ("american", 4), ("italy", 4),
])
def test_every_sides_needs_fit_its_title_row(variant: str, players: int,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    """Where the area is narrow (three sides), the row drops the words "To go out" and the
    needs already met before it would hide what is missing."""
    from busy_tables import busiest_turn

    from game.ui import meld_draw

    drawn: list[tuple[list[str], int, int]] = []
    original = meld_draw.draw_needs

    def record(surface: object, needs: object, room: object) -> None:
        original(surface, needs, room)  # type: ignore[arg-type]
        drawn.append((list(needs), room.w, room.right))  # type: ignore[call-overload,attr-defined]

    monkeypatch.setattr(meld_draw, "draw_needs", record)
    _record, state = busiest_turn(variant, players)
    for language in ("en", "pl"):
        app, table = table_at(state, language=language)
        drawn.clear()
        table.view.reset()
        app.draw()
        assert len(drawn) == len(state.teams)
        for needs, _w, _right in drawn:
            missing = [n for n in needs if n[1] < n[2]]
            parts = meld_draw._needs_parts(False, missing, 11)
            assert sum(w for _t, w, _m in parts) <= _w, (variant, language, needs)


def test_signs_read_as_changes() -> None:
    assert [signed(p) for p in (340, 0, -200)] == ["+340", "0", "–200"]


@pytest.mark.parametrize("language", ["en", "cs", "sk", "pl"])
def test_the_going_out_line_keeps_its_pieces_apart(language: str,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    from game.i18n import set_language
    from game.ui import meld_draw

    set_language(language)
    try:
        drawn: list[pygame.Rect] = []
        blit = meld_draw.blit_text

        def record(surface: pygame.Surface, s: str, *args: object, **kwargs: object
                   ) -> pygame.Rect:
            rect = blit(surface, s, *args, **kwargs)  # type: ignore[arg-type]
            drawn.append(rect)
            return rect

        monkeypatch.setattr(meld_draw, "blit_text", record)
        room = pygame.Rect(300, 10, 700, 18)
        meld_draw.draw_needs(pygame.Surface((1100, 40)), (
            ("Natural canastas", 1, 3), ("Mixed canastas", 4, 4)), room)
        assert len(drawn) == 4  # "To go out:", the first, the dot, the second
        for a, b in zip(drawn, drawn[1:], strict=False):
            assert a.right + 4 <= b.left, (language, a, b)
        assert drawn[0].left >= room.left and drawn[-1].right <= room.right
    finally:
        set_language("en")


def test_every_sign_has_a_glyph_in_the_shipped_font() -> None:
    from game.ui import fonts

    font = fonts.font(12, True)
    for text in (signed(340), signed(-200)):
        assert all(m is not None and m[1] > m[0] for m in font.metrics(text)), text


def test_brazil_from_7000_the_table_asks_for_a_canasta_not_points(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Brazil's opening from 7000 to 7995 is a canasta whatever its points, from 9000 a natural
    canasta: the table says so instead of a minimum the rules do not ask."""
    state = read_position(HALF_WAY.replace('"classic"', '"brazil"')
                          .replace('players = 4', 'players = 4\nscores = [0, 7200]')
                          .replace('"KS KS KD KD KH KH KC", "5S 5D 5C"', '"KS KS KD KD KH KH KC"'))
    app, table = table_at(state)
    lines = rendered(app, table, monkeypatch)
    assert "to open: a canasta" in lines and "needs 150 to open" not in lines
    late = state.replace(scores=(0, 9100))
    assert late.rules.opening_canasta(9100) == 2 and late.rules.opening_canasta(7200) == 1
    assert late.rules.opening_canasta(8500) == 0 and late.rules.opening_canasta(6999) == 0


def brazil_at_7200(phase: str, hand: str, pile: str) -> str:
    """Brazil with the own side at 7200 points, unopened (a canasta opens it)."""
    others = ", ".join(f'"5{s} 6{s} 7{s} 8{s}"' for s in "CDH")
    return (f'variant = "brazil"\nplayers = 4\nturn = 0\nphase = "{phase}"\n'
            f'scores = [7200, 0]\nhands = ["{hand}", {others}]\n'
            f'stock = "QH JC 9D 9H 4C 4D"\ndiscard = "{pile}"\n')


def test_brazil_from_7000_the_selection_and_the_pile_speak_of_a_canasta() -> None:
    """Selecting cards to open says what opens (not "70 of 0 points"), and the pile refused to
    an unopened side names the natural pair alone (not "meet your 0 minimum")."""
    state = read_position(brazil_at_7200("play", "KS KD KC KH KS KD KC 9S 8D QS QD", "5S 4S 6H"))
    app, table = table_at(state)
    said: list[str] = []
    table.say = lambda message, error=False, **_kw: said.append(message)
    for item in table.hand.items:
        item.selected = item.card.rank == "K"
    table.input.staged_message()
    assert said == ["to open: a canasta"]
    drawing = read_position(brazil_at_7200("draw", "QS QD 9S 8D", "5S 4S QH"))
    with pytest.raises(ValueError) as refused:
        drawing.apply("pickup")
    assert refused.value.code == "pile.not_opened_pair"  # type: ignore[attr-defined]
