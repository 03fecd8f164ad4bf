"""Every scene rendered in every language at 1280x720 (dummy video driver): no text overflows
its box, no English text shows in Czech, Slovak or Polish, and a screenshot of each scene in
each language is kept under test-artifacts/screenshots/i18n/<lang>/.

How texts are checked:

* every line drawn with ``draw_text`` (widgets) or ``blit_text`` (the table) must lie inside
  the surface it is drawn on: the screen, or the table's pieces, each rendered on an image the
  size of its box;
* every widget's label (buttons, choices, toggles) must fit its widget;
* in a translated language, no drawn line may be the English source of a message that has a
  translation (a text that bypassed ``_``).
"""

from __future__ import annotations

import random
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from game import i18n
from game.rules import GameState, new_game
from game.ui import rich_text, table_draw, table_message, widgets
from game.ui.app import App
from game.ui.config import GameConfig
from game.ui.scene import Scene
from game.ui.widgets import Button, Choice, Toggle, Widget

ROOT = Path(__file__).resolve().parents[2]
SHOTS = ROOT / "test-artifacts" / "screenshots" / "i18n"
LANGUAGES = ("en", "cs", "sk", "pl")
SCENES = ("menu", "new_game", "settings", "rules", "table", "log", "scoring", "game_over",
          "handoff", "pass_and_play", "practice_scoring",
          "statistics", "replays", "replay", "replay_scoring")
#: Two people sharing the device, with long names (the longest a seat takes).
PEOPLE = {0: "Žofie Dvořáková", 2: "Małgorzata Wójci"}


class Bot:
    """Any legal action, preferring melds and discards, so hands move on."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: Any) -> Any:
        actions = list(view.legal_actions)
        melds = [a for a in actions if a.kind in ("meld", "pickup")]
        if melds and self.rng.random() < 0.7:
            return self.rng.choice(melds)
        return self.rng.choice(actions)

    def begin(self, view: Any) -> Any:
        choice = self.choose(view)

        class Done:
            def step(self, _ms: float) -> Any:
                return choice

        return Done()


class Recorder:
    """Wraps draw_text and blit_text in every game.ui module; collects what overflows."""

    def __init__(self) -> None:
        self.lines: list[str] = []
        self.problems: list[str] = []

    def check(self, surface: pygame.Surface, text: str, rect: pygame.Rect) -> None:
        self.lines.append(text)
        box = surface.get_rect().inflate(2, 2)
        if text.strip() and not box.contains(rect):
            self.problems.append(f"{text!r} at {tuple(rect)} outside {tuple(surface.get_rect())}")

    def install(self, monkeypatch: pytest.MonkeyPatch) -> None:
        draw_text, blit_text = widgets.draw_text, table_draw.blit_text

        def recorded_draw_text(surface: pygame.Surface, text: str, *args: Any,
                               **kwargs: Any) -> pygame.Rect:
            rect = draw_text(surface, text, *args, **kwargs)
            self.check(surface, text, rect)
            return rect

        def recorded_blit_text(surface: pygame.Surface, s: str, *args: Any,
                               **kwargs: Any) -> pygame.Rect:
            rect = blit_text(surface, s, *args, **kwargs)
            self.check(surface, s, rect)
            return rect

        recorder = self

        class RecordingFont(pygame.font.Font):
            """Every line rendered anywhere (rows, charts, the rules text) is recorded."""

            def render(self, text: Any, *args: Any, **kwargs: Any) -> pygame.Surface:
                if isinstance(text, str):
                    recorder.lines.append(text)
                return super().render(text, *args, **kwargs)

        from game.ui import fonts

        monkeypatch.setattr(pygame.font, "Font", RecordingFont)
        fonts.clear_cache()
        table_draw.text.cache_clear()
        rich_text.render_line.cache_clear()  # messages, the feed, prompts
        table_message.clear_cache()
        for name, module in list(sys.modules.items()):
            if not name.startswith("game.ui") or module is None:
                continue
            if getattr(module, "draw_text", None) is draw_text:
                monkeypatch.setattr(module, "draw_text", recorded_draw_text)
            if getattr(module, "blit_text", None) is blit_text:
                monkeypatch.setattr(module, "blit_text", recorded_blit_text)


def _widgets(scene: Scene) -> Iterator[Widget]:
    seen: set[int] = set()
    for value in vars(scene).values():
        items: list[Any]
        if isinstance(value, Widget):
            items = [value]
        elif isinstance(value, dict):
            items = list(value.values())
        elif isinstance(value, (list, tuple)):
            items = list(value)
        elif hasattr(value, "widgets") and isinstance(value.widgets, list):
            items = list(value.widgets)
        else:
            continue
        for item in items:
            if isinstance(item, Widget) and id(item) not in seen:
                seen.add(id(item))
                yield item


def widget_overflow(widget: Widget) -> list[str]:
    from game.ui import fonts
    from game.ui.scenes.chrome import RowButton, WrapToggle

    if isinstance(widget, RowButton):
        return []  # rows shorten their texts with an ellipsis by design
    if isinstance(widget, Choice):
        problems = []
        label_w = fonts.font(widget.font_size).size(widget.label)[0]
        if 16 + label_w + 8 + widget.value_rect().w + 6 > widget.rect.w:
            problems.append(f"choice label {widget.label!r}")
        room = widget.value_rect().w - 2 * widget.ARROW_W
        bold = fonts.font(widget.font_size, bold=True)
        problems += [f"choice value {v!r}" for v in widget.options if bold.size(v)[0] > room]
        return problems
    if isinstance(widget, WrapToggle):
        font = fonts.font(widget.font_size)
        room = widget.rect.w - WrapToggle.SWITCH_ROOM
        return [f"toggle line {line!r}" for line in widget.lines if font.size(line)[0] > room]
    if isinstance(widget, Toggle):
        label_w = fonts.font(widget.font_size).size(widget.label)[0]
        return [f"toggle {widget.label!r}"] if 16 + label_w + 8 + 56 + 14 > widget.rect.w else []
    if isinstance(widget, Button) and widget.label:
        width = fonts.font(widget.font_size, bold=True).size(widget.label)[0]
        return [f"button {widget.label!r}"] if width > widget.rect.w - 12 else []
    return []


def settle(app: App, frames: int = 3) -> None:
    for _ in range(frames):
        app.tick(1 / 60, [])


def _finished(seed: int, players: int, target: int | None = None) -> GameState:
    rng = random.Random(seed)
    options = {"target_score": target} if target else None
    state = new_game("classic", players=players, seed=seed, options=options)
    while not state.is_hand_over:
        state, _events = state.apply(rng.choice(list(state.legal_actions())))
    return state


def _game_over() -> GameState:
    for seed in range(200):
        state = _finished(seed, 4, target=1500)
        if state.is_game_over:
            return state
    raise AssertionError("no game over found")


def _open(app: App, name: str) -> None:
    from game.ui.scenes.new_game import NewGameScene
    from game.ui.scenes.rules_screen import RulesScene
    from game.ui.scenes.scoring import ScoringScene
    from game.ui.scenes.settings import SettingsScene

    app.open_menu()
    if name == "new_game":
        app.scenes.push(NewGameScene(app))
    elif name == "settings":
        app.scenes.push(SettingsScene(app))
    elif name == "rules":
        app.scenes.push(RulesScene(app, "classic"))
    elif name in ("table", "log"):
        table = _table_in_play(app)
        table.say(_engine_refusal(table))
        if name == "log":
            table.open_log()
    elif name == "scoring":
        app.scenes.push(ScoringScene(app, _finished(3, 4), lambda: None))
    elif name == "game_over":
        app.scenes.push(ScoringScene(app, _game_over(), None))
    elif name == "handoff":
        app.start_game(GameConfig("classic", 4, 0, {}, {}, seed=5, humans=(0, 2),
                                  names=PEOPLE))
    elif name == "pass_and_play":
        _table_in_play(app, humans=(0, 2), names=PEOPLE, practice=True)
    elif name == "practice_scoring":
        sides = [" & ".join(PEOPLE.get(s, f"Computer {s + 1}") for s in team)
                 for team in ((0, 2), (1, 3))]
        app.scenes.push(ScoringScene(app, _finished(3, 4), lambda: None, practice=True,
                                     names=sides, seat_name=lambda s: PEOPLE.get(s, "?")))
    elif name in ("statistics", "replays", "replay", "replay_scoring"):
        _open_replays(app, name)


def _open_replays(app: App, name: str) -> None:
    """The Statistics screen with games counted, the list of replays, a replay at the table
    with every hand open, and a hand's score in a replay (with Close)."""
    from replays.games import payload, recorded_game

    from game.replays import replay_from_payload
    from game.stats import Outcome
    from game.ui.scenes.replay_list import ReplayListScene
    from game.ui.scenes.statistics import StatisticsScene

    done, final = recorded_game(3, options={"target_score": 1500})
    if name == "statistics":
        for won, variant, level in ((True, "classic", "easy"), (False, "samba", "mixed")):
            app.history.statistics.record(Outcome(variant, level, won, (820, -45), 2, 1, "t"))
        scene = StatisticsScene(app)
        scene.level_choice.step(scene.levels.index("mixed"))  # the longest level's name
        assert scene.tally.games == 1
        app.scenes.push(scene)
    elif name == "replays":
        left, left_state = recorded_game(5, stop_after=40)
        app.history.archive.keep(payload(done), final)
        app.history.archive.keep(payload(left), left_state)
        app.save_game(left.to_json(), GameConfig("classic", 4, 0, {}, {}))
        app.scenes.push(ReplayListScene(app))
    else:
        app.watch(replay_from_payload(payload(done)))
        table = app.scenes.top
        for _ in range(40 if name == "replay" else 400):
            settle(app, 1)
            if not isinstance(table, Scene) or app.scenes.top is not table:
                break
        if name == "replay":
            table.replay.toggle_play()  # type: ignore[attr-defined]  # paused mid-hand


def _table_in_play(app: App, **people: Any) -> Any:
    """A table in the middle of a hand: melds down, a person to play (after a hand-off when
    ``people`` makes it a pass-and-play game: ``humans``, ``names``...)."""
    from game.ui.scenes.handoff import HandOffScene
    from game.ui.scenes.table import TableScene

    for seed in range(5, 60):
        app.start_game(GameConfig("classic", 4, 0, {}, {}, seed=seed, **people))
        table = app.scenes.scenes[0]
        assert isinstance(table, TableScene)
        for _ in range(300):
            top = app.scenes.top
            if isinstance(top, HandOffScene):
                top.ready()
                continue
            if table.state.is_hand_over or top is not table:
                break
            if table.my_turn():
                if any(table.state.melds) and table.state.phase == "draw":
                    table.play(next(a for a in table.state.legal_actions() if a.kind == "draw"))
                    settle(app, 2)
                    return table
                view = table.state.player_view(table.human)
                table.play(Bot(len(table.record.actions)).choose(view))
            settle(app, 1)
    raise AssertionError("no game reached a hand in play with melds down")


def _engine_refusal(table: Any) -> str:
    """A refusal as the table shows it: the longest one the engine writes for a pickup."""
    from game.i18n_engine import reason_text
    from game.rules import IllegalActionError

    try:
        table.state.apply("discard JK JK")
    except (IllegalActionError, ValueError) as error:
        return reason_text(error)
    return ""


def _english_sources() -> set[str]:
    """English messages that must not show in the current language: every message of the
    template, except those whose translation is the same word (Menu, Samba, Partner...)."""
    from game.i18n import parse_po

    sys.path.insert(0, str(ROOT / "tools"))
    import extract_messages

    pot = parse_po(extract_messages.POT_PATH.read_text(encoding="utf-8"))
    return {e.msgid for e in pot
            if e.msgid and e.msgctxt is None and len(e.msgid) > 3
            and i18n._catalogue.get(e.msgid) != e.msgid}


def _app(language: str) -> App:
    settings = {"language": language, "animation_speed": 2.0}
    return App(pygame.Surface((1280, 720)), settings=settings, turbo=True,
               bot_factory=lambda level, seed: Bot(seed))


@pytest.mark.parametrize("scene", SCENES)
@pytest.mark.parametrize("language", LANGUAGES)
def test_scene_fits_and_speaks_the_language(language: str, scene: str,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    recorder = Recorder()
    app = _app(language)
    assert i18n.language() == language
    recorder.install(monkeypatch)
    _open(app, scene)
    settle(app, 3)
    top = app.scenes.top
    assert top is not None
    out = SHOTS / language
    out.mkdir(parents=True, exist_ok=True)
    pygame.image.save(app.screen, str(out / f"{scene}.png"))
    problems = list(recorder.problems)
    for s in app.scenes.scenes:
        for widget in _widgets(s):
            problems += widget_overflow(widget)
    assert not problems, f"{language}/{scene}: texts overflow: {problems[:8]}"
    if language != "en":
        english = _english_sources()
        leaked = sorted({line for line in recorder.lines if line in english})
        assert not leaked, f"{language}/{scene}: English text shown: {leaked[:8]}"


def test_every_scene_has_a_screenshot_per_language() -> None:
    missing = [f"{lang}/{scene}" for lang in LANGUAGES for scene in SCENES
               if not (SHOTS / lang / f"{scene}.png").is_file()]
    assert not missing, f"run the scene tests first; missing {missing}"

