"""Nothing overlaps or runs out of its frame, on the table of every variant and player count
(in English; in Czech, Slovak and Polish for the crowded tables) and on the scoring screen.

The game draws one 1280x720 logical screen that the window scales as a whole (see
game/ui/display.py), so what fits here fits at 960x540 and at 2560x1440 alike:
tests/ui/test_window_scaling.py checks the scaling itself.

What is checked, from what the drawing functions record (every text line and count badge,
where it was drawn) and from the table's cached pieces:

* every text and badge lies inside the image it is drawn on (a label cut at a piece's edge:
  "Face-down sta"), and on a panel inside the panel's border ("Ponytails waiting" on it);
* no two texts or badges overlap (the FROZEN badge over the pile's count, a side piles' name
  over its count, the thinking dots over a player's name);
* no piece's drawing runs into another's (the FROZEN badge over the melds across the table);
* no badge lies over a card of another piece, and the names under neighbouring canastas
  never run together (each meld's own image is placed where the side's piece puts it);
* a side's red threes and melds stay inside its meld area's frame;
* wrapped text is never cut off at the bottom of its box;
* the score and info panels show every line whole: none shortened ("Mieszane kanasty 2…"),
  none left out below the panel's border.

How a long meld or many canastas are laid out is checked in tests/ui/test_meld_layout.py.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any, NamedTuple

import pygame
import pytest

from game.ai import make_bot
from game.i18n import set_language
from game.rules import GameRecord, GameState, find_variant, variant_names
from game.ui import table_draw, widgets
from game.ui.app import App
from game.ui.config import GameConfig
from game.ui.scenes.new_game import seatable
from game.ui.scenes.scoring import ScoringScene
from game.ui.scenes.table import TableScene

CROWDED = [("classic", 3), ("classic", 6), ("american", 4), ("spanish", 4), ("ponytail", 6),
           ("hand-and-foot", 6), ("hand-and-foot", 8), ("samba", 6), ("cuba", 3)]
CASES = [(v, n, "en") for v in sorted(variant_names()) for n in seatable(find_variant(v))]
CASES += [(v, n, code) for code in ("cs", "sk", "pl") for v, n in CROWDED]


class Drawn(NamedTuple):
    surface: pygame.Surface
    text: str
    rect: pygame.Rect


class Recorder:
    """Wraps the drawing functions of every game.ui module; keeps what each one drew."""

    def __init__(self) -> None:
        self.drawn: list[Drawn] = []
        self.badges: list[Drawn] = []
        self.cut: list[str] = []

    def install(self, monkeypatch: pytest.MonkeyPatch) -> None:
        originals: dict[str, Callable[..., Any]] = {
            "draw_text": widgets.draw_text, "blit_text": table_draw.blit_text,
            "badge": table_draw.badge, "draw_thinking": table_draw.draw_thinking,
            "draw_wrapped": widgets.draw_wrapped}

        def text(original: Callable[..., pygame.Rect], badge: bool = False
                 ) -> Callable[..., pygame.Rect]:
            def recorded(surface: pygame.Surface, s: str, *args: Any, **kw: Any) -> pygame.Rect:
                rect = original(surface, s, *args, **kw)
                if s.strip():
                    self.drawn.append(Drawn(surface, s, pygame.Rect(rect)))
                if badge:
                    self.badges.append(Drawn(surface, s, pygame.Rect(rect)))
                return rect
            return recorded

        def thinking(surface: pygame.Surface, rect: pygame.Rect, frame: int) -> None:
            originals["draw_thinking"](surface, rect, frame)
            self.drawn.append(Drawn(surface, "…", pygame.Rect(rect)))

        def wrapped(surface: pygame.Surface, s: str, font: pygame.font.Font, colour: Any,
                    rect: pygame.Rect, *args: Any, **kw: Any) -> int:
            used = originals["draw_wrapped"](surface, s, font, colour, rect, *args, **kw)
            lines = widgets.wrap_text(font, s, rect.w)
            step = round(font.get_linesize() * kw.get("line_spacing", 1.15))
            if lines and used < len(lines) * step:
                self.cut.append(f"{s!r} cut to {used}px in a box of {rect.h}px")
            return int(used)

        replacements = {"draw_text": text(originals["draw_text"]),
                        "blit_text": text(originals["blit_text"]),
                        "badge": text(originals["badge"], badge=True),
                        "draw_thinking": thinking,
                        "draw_wrapped": wrapped}
        for name, module in list(sys.modules.items()):
            if not name.startswith("game.ui") or module is None:
                continue
            for attr, original in originals.items():
                if getattr(module, attr, None) is original:
                    monkeypatch.setattr(module, attr, replacements[attr])
        table_draw.text.cache_clear()


def _offsets(table: TableScene, screen: pygame.Surface) -> dict[int, tuple[str, pygame.Rect]]:
    """Where each surface the table drew on lies on the screen (by the surface's id): the
    screen, each piece, and each meld's own image within its side's piece."""
    out = {id(screen): ("screen", screen.get_rect())}
    for name, piece in table._layers.pieces.items():
        out[id(piece.image)] = (name, piece.rect)
    for team, cache in table.view.columns.items():
        side = table._layers.pieces[f"side{team}"].rect
        for key, img in cache.items():
            cards = key[2]  # the meld's card rects in the side's piece (meld_draw.draw_side)
            left, top = min(c[0] for c in cards), min(c[1] for c in cards)
            out[id(img)] = (f"side{team}", pygame.Rect(side.x + left - 12, side.y + top - 10,
                                                       *img.get_size()))
    return out


def card_rects(table: TableScene) -> list[tuple[str, pygame.Rect]]:
    """Every card the layer shows, by the piece it belongs to, as much of it as shows (a meld
    of an upper row down to the row below it)."""
    out = [("stock", table.layout.stock), ("pile", table.layout.pile)]
    state = table.state
    for team, area in table.layout.meld_areas.items():
        side = table._layers.pieces[f"side{team}"].rect
        spots = table_draw.side_spots(pygame.Rect(8, 8, area.w, area.h), state.melds[team],
                                      len(state.red_threes[team]), table.sizes.meld)
        for spot in spots.spots.values():
            for card in spot.cards:
                shown = pygame.Rect(card.x, card.y, card.w, min(card.h, spot.shown_h))
                out.append((f"side{team}", shown.move(side.topleft)))
    return out


def check_badges(recorder: Recorder, table: TableScene,
                 places: dict[int, tuple[str, pygame.Rect]]) -> list[str]:
    """No badge (a count, FROZEN) lies over a card of another piece (the pile's badge over
    the lowest melds of a side)."""
    problems = []
    cards = card_rects(table)
    for d in recorder.badges:
        where = places.get(id(d.surface))
        if where is None:
            continue
        name, at = where
        ink = d.rect.move(at.topleft).inflate(-2, -2)
        for owner, card in cards:
            if owner != name and ink.colliderect(card):
                problems.append(f"{d.text!r} ({name}) covers a card of {owner}")
                break
    return problems


#: Where a piece's panel is inside the piece's image (text must stay off its border).
def _panel(name: str, size: tuple[int, int]) -> pygame.Rect | None:
    if name in ("scores", "info"):
        return pygame.Rect(4, 4, size[0] - 8, size[1] - 8).inflate(-6, -6)
    if name.startswith("plate"):
        return pygame.Rect(7, 7, size[0] - 14, size[1] - 14).inflate(-6, -6)
    return None


#: The panels beside the table, where every line shows whole (never shortened with "…").
PANELS = ("scores", "info")


def check_texts(recorder: Recorder, places: dict[int, tuple[str, pygame.Rect]]) -> list[str]:
    problems = list(recorder.cut)
    shown: list[tuple[str, str, pygame.Rect]] = []
    for d in recorder.drawn:
        where = places.get(id(d.surface))
        if where is None:
            continue  # a meld column's own image: outside these checks
        name, at = where
        if not d.surface.get_rect().inflate(2, 2).contains(d.rect):
            problems.append(f"{d.text!r} cut at the edge of {name}: {tuple(d.rect)}")
        panel = _panel(name, d.surface.get_size())
        if panel is not None and not panel.inflate(2, 2).contains(d.rect):
            problems.append(f"{d.text!r} on the border of {name}: {tuple(d.rect)}")
        if name in PANELS and d.text.endswith("…"):
            problems.append(f"{d.text!r} cut short on {name}")
        shown.append((name, d.text, d.rect.move(at.topleft)))
    for i, (name_a, text_a, a) in enumerate(shown):
        for name_b, text_b, b in shown[i + 1:]:
            # Text rects include the font's leading: compare the ink's band.
            if a.inflate(-2, -6).colliderect(b.inflate(-2, -6)):
                problems.append(f"{text_a!r} ({name_a}) overlaps {text_b!r} ({name_b})")
    return problems


def _meld_area(name: str) -> bool:
    return name.startswith("side") and name[4:].isdigit()


def _solid(piece: Any, name: str) -> pygame.mask.Mask:
    if _meld_area(name):  # opaque: the meld area's frame
        mask = pygame.mask.Mask(piece.rect.size)
        mask.draw(pygame.mask.Mask((piece.rect.w - 16, piece.rect.h - 16), fill=True), (8, 8))
        return mask
    return pygame.mask.from_surface(piece.image, 128)


def check_pieces(table: TableScene) -> list[str]:
    problems = []
    pieces = table._layers.pieces
    names = list(pieces)
    masks = {name: _solid(pieces[name], name) for name in names}
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            ra, rb = pieces[a].rect, pieces[b].rect
            if not ra.colliderect(rb):
                continue
            overlap = masks[a].overlap_area(masks[b], (rb.x - ra.x, rb.y - ra.y))
            if overlap > 6:
                problems.append(f"{a} and {b} overlap by {overlap} px")
    felt = table._layers.background
    assert felt is not None
    for name in names:
        if not _meld_area(name):
            continue
        piece = pieces[name]
        frame = pygame.Rect(8, 8, piece.rect.w - 16, piece.rect.h - 16)
        outside = 0
        for x in range(0, piece.rect.w, 2):
            for y in range(0, piece.rect.h, 2):
                if frame.inflate(4, 4).collidepoint(x, y):
                    continue
                c = piece.image.get_at((x, y))
                f = felt.get_at((piece.rect.x + x, piece.rect.y + y))
                if abs(c.r - f.r) + abs(c.g - f.g) + abs(c.b - f.b) > 60:
                    outside += 1
        if outside:
            problems.append(f"{name}: drawing outside the meld area's frame ({outside} px)")
    return problems


def busiest(variant: str, players: int, seed: int = 3) -> GameState:
    """A seeded hand of bots at the start of the bottom seat's turn with the most melds."""
    _record, state = GameRecord.start(variant, players, seed, {})
    bots = [make_bot("easy", seed * 7 + s) for s in range(players)]
    best = state
    for _ in range(2500):
        if state.is_hand_over:
            break
        if state.to_act == 0 and state.phase == "draw" and (
                sum(map(len, state.melds)) + sum(map(len, state.red_threes))
                >= sum(map(len, best.melds)) + sum(map(len, best.red_threes))):
            best = state
        state, _events = state.apply(bots[state.to_act].choose(state.player_view(
            state.to_act)))
    return best


def table_for(state: GameState, language: str) -> tuple[App, TableScene]:
    app = App(pygame.Surface((1280, 720)), settings={"language": language, "sound": False},
              turbo=True)
    levels = {seat: ("easy", "normal", "hard")[seat % 3] for seat in range(state.players)}
    config = GameConfig(state.rules.id, state.players, 0, levels, {}, seed=3)
    record = GameRecord.start(config.variant, config.players, 3, {})[0]
    table = TableScene(app, config, record=record, state=state)
    app.scenes.clear()
    app.scenes.push(table)
    table.say("")
    return app, table


@pytest.mark.parametrize(("variant", "players", "language"), CASES)
def test_the_table_fits(variant: str, players: int, language: str,
                        monkeypatch: pytest.MonkeyPatch) -> None:
    state = busiest(variant, players)
    app, table = table_for(state, language)
    recorder = Recorder()
    recorder.install(monkeypatch)
    app.tick(1 / 60, [])
    places = _offsets(table, app.screen)
    problems = check_texts(recorder, places) + check_pieces(table)
    problems += check_badges(recorder, table, places)
    inner = pygame.Rect(4, 4, *table.layout.info.size).inflate(-12, -14)
    lines = table.panels.info.info_lines(inner)
    if sum(line.height for line in lines) > inner.h or any(
            line.height < 13 for line in lines):
        problems.append(f"the info panel's lines do not fit: {[ln.text for ln in lines]}")
    # Every other seat's thinking dots, where they would show on its turn.
    for seat, plate in table.layout.plates.items():
        name, detail = table.panels.plate_text(seat)
        dots = table_draw.thinking_rect(plate, name, detail)
        for d in recorder.drawn:
            if d.surface is table._layers.pieces[f"plate{seat}"].image:
                ink = d.rect.move(table._layers.pieces[f"plate{seat}"].rect.topleft)
                if dots.colliderect(ink.inflate(-2, -6)):
                    problems.append(f"thinking dots over {d.text!r} on seat {seat}'s plate")
    if language != "en":
        english = english_sources()
        problems += [f"English on the table: {d.text!r}" for d in recorder.drawn
                     if d.text in english]
    assert not problems, f"{variant} {players}p {language}: {problems[:6]}"


def english_sources() -> set[str]:
    """English messages that have a translation of their own (so must not show)."""
    from game import i18n
    from game.i18n import parse_po

    root = Path(__file__).resolve().parents[2]
    pot = parse_po((root / "game" / "locale" / "canasta.pot").read_text(encoding="utf-8"))
    return {e.msgid for e in pot if e.msgid and e.msgctxt is None and len(e.msgid) > 3
            and i18n._catalogue.get(e.msgid, e.msgid) != e.msgid}


@pytest.mark.parametrize(("variant", "players", "language"), CASES[::3] + CASES[-8:])
def test_the_scoring_screen_fits(variant: str, players: int, language: str,
                                 monkeypatch: pytest.MonkeyPatch) -> None:
    state = busiest(variant, players)
    for _ in range(4000):  # on to the hand's end
        if state.is_hand_over:
            break
        bot = make_bot("easy", state.to_act)
        state, _events = state.apply(bot.choose(state.player_view(state.to_act)))
    assert state.is_hand_over
    app, _table = table_for(state, language)
    scene = ScoringScene(app, state, None)
    recorder = Recorder()
    recorder.install(monkeypatch)
    scene.draw(app.screen)
    problems = check_texts(recorder, {id(app.screen): ("screen", app.screen.get_rect())})
    if language != "en":
        english = english_sources()
        problems += [f"English: {d.text!r}" for d in recorder.drawn if d.text in english]
    assert not problems, f"{variant} {players}p {language}: {problems[:6]}"


@pytest.mark.parametrize("language", ["en", "cs", "sk", "pl"])
def test_the_new_game_list_shows_every_variant_title_whole(language: str) -> None:
    from game.ui.scenes.new_game import NewGameScene

    set_language(language)
    app = App(pygame.Surface((1280, 720)), settings={"language": language, "sound": False})
    scene = NewGameScene(app)
    for row in scene.variant_rows:
        font, lines = row.title_lines()
        assert " ".join(lines) == row.label, lines  # smaller, or on two lines: never cut
        assert all(font.size(line)[0] <= row.rect.w - 52 for line in lines)
    tops = [scene._variant_y[row] for row in scene.variant_rows]
    bottoms = [top + row.rect.h for top, row in zip(tops, scene.variant_rows, strict=True)]
    assert all(b <= t for b, t in zip(bottoms, tops[1:], strict=False))  # rows never overlap


@pytest.mark.parametrize("language", ["en", "cs", "sk", "pl"])
def test_the_rules_contents_show_every_heading_whole(language: str) -> None:
    from game.ui.scenes.rules_screen import TOC, RulesScene

    set_language(language)
    app = App(pygame.Surface((1280, 720)), settings={"language": language, "sound": False})
    for variant in sorted(variant_names()):
        rows = RulesScene(app, variant).toc
        for row in rows:
            _font, lines = row.title_lines()
            assert " ".join(lines) == row.label, (variant, lines)
        assert TOC.contains(rows[-1].rect) and rows[0].rect.y > TOC.y
        assert all(a.rect.bottom <= b.rect.y for a, b in zip(rows, rows[1:], strict=False))
