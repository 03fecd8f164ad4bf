"""Accessibility: large cards and four-colour suits on every screen, colour never the only
signal, and reduced motion.

* Every screen (menu, new game, settings, rules, table, game log, scoring, game over) rendered
  with large_cards and four_colour on: no text overflows its box and no widget label its
  widget (the checks of tests/i18n/test_scenes_in_every_language.py, reused), the table's
  cards have the large size and a diamond is drawn blue (cardart's four-colour palette), the
  settings preview shows the table's large card size.
* Colour is never the only signal: the frozen pile carries a FROZEN badge and a line in the
  info panel, a canasta is labelled natural or mixed, a selected card is lifted out of the
  fan, the side to play has a glowing plate *and* words (the prompt, "your turn").
* Reduced motion: card flights take no time, the hand snaps instead of gliding, banners do not
  zoom, the bots still pause between moves, and a hand plays to its scoring screen.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.rules import GameRecord, GameState, read_position
from game.ui.animations import Banner
from game.ui.app import App, is_scoring
from game.ui.card_palette import BLUE, FOUR_COLOUR, GREEN, RED
from game.ui.config import GameConfig
from game.ui.hand_view import LIFT
from game.ui.scenes.table import BOT_PAUSE, TableScene
from game.ui.table_layout import LARGE_CARD_SCALE, CardSizes

ROOT = Path(__file__).resolve().parents[2]
SHOTS = ROOT / "test-artifacts" / "screenshots" / "accessibility"


def _load_scene_helpers() -> Any:
    """tests/i18n/test_scenes_in_every_language.py, for its overflow checks (by path: the
    test folders are not one package)."""
    path = ROOT / "tests" / "i18n" / "test_scenes_in_every_language.py"
    spec = importlib.util.spec_from_file_location("_scene_helpers", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


scenes = _load_scene_helpers()


@pytest.fixture(autouse=True)
def _data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CANASTA_DATA_DIR", str(tmp_path / "data"))


def settle(app: App, frames: int = 3, dt: float = 1 / 60) -> None:
    for _ in range(frames):
        app.tick(dt, [])


def shot(app: App, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    pygame.image.save(app.screen, str(SHOTS / f"{name}.png"))


def near(p: Any, colour: tuple[int, int, int], tolerance: int = 30) -> bool:
    return all(abs(int(a) - b) <= tolerance for a, b in zip(tuple(p)[:3], colour, strict=True))


def count(surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int],
          tolerance: int = 30) -> int:
    rect = rect.clip(surface.get_rect())
    return sum(near(surface.get_at((x, y)), colour, tolerance)
               for x in range(rect.x, rect.right) for y in range(rect.y, rect.bottom))


def key(app: App, k: int, frames: int = 1) -> None:
    app.tick(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="")])
    settle(app, frames - 1)


class Stalled:
    """A bot that thinks forever: its turn can be looked at."""

    def begin(self, _view: Any) -> Any:
        return self

    def step(self, _ms: float) -> None:
        return None


def table_at(state: GameState, human: int | None = 0, **settings: Any) -> tuple[App, TableScene]:
    app = App(pygame.Surface((1280, 720)), turbo=True, settings={"sound": False, **settings},
              bot_factory=lambda level, seed: Stalled())
    config = GameConfig(state.rules.id, state.players, human, {}, {}, seed=1)
    record = GameRecord.start(config.variant, config.players, 1, {})[0]
    table = TableScene(app, config, record=record, state=state)
    app.scenes.clear()
    app.scenes.push(table)
    table.enter()
    settle(app, 2)
    return app, table


# ----------------------------------------------------------------- large cards, four colours

@pytest.mark.parametrize("scene", scenes.SCENES)
def test_every_screen_in_large_cards_and_four_colours(scene: str,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    app = App(pygame.Surface((1280, 720)), turbo=True,
              settings={"language": "en", "large_cards": True, "four_colour": True,
                        "sound": False, "animation_speed": 2.0},
              bot_factory=lambda level, seed: scenes.Bot(seed))
    recorder = scenes.Recorder()
    recorder.install(monkeypatch)
    scenes._open(app, scene)
    settle(app, 3)
    shot(app, f"large-four-{scene}")
    problems = list(recorder.problems)
    for s in app.scenes.scenes:
        for widget in scenes._widgets(s):
            problems += scenes.widget_overflow(widget)
    assert not problems, f"{scene}: texts overflow: {problems[:8]}"
    top: Any = app.scenes.top
    if scene == "menu":
        assert top._art.four_colour
        # The decorative fan's ace of diamonds is blue.
        assert count(app.screen, pygame.Rect(600, 100, 600, 520), BLUE) > 100
    elif scene == "settings":
        # The preview shows the table's large hand-card size in four colours.
        drawn: list[Any] = []
        original = scenes_settings().CardArt

        class Spy(original):  # type: ignore[misc, valid-type]
            def __init__(self, *args: Any, **kwargs: Any) -> None:
                super().__init__(*args, **kwargs)
                drawn.append(self)

        monkeypatch.setattr(scenes_settings(), "CardArt", Spy)
        top._draw_preview(app.screen)
        large = CardSizes.for_scale(LARGE_CARD_SCALE).hand
        assert drawn and drawn[-1].width == large and drawn[-1].four_colour
    elif scene in ("table", "log"):
        table = next(s for s in app.scenes.scenes if isinstance(s, TableScene))
        assert table.sizes == CardSizes.for_scale(LARGE_CARD_SCALE)
        assert table.sizes.hand > CardSizes().hand and table.sizes.meld > CardSizes().meld
        assert table.hand.card_width == table.sizes.hand
        for width in (table.sizes.hand, table.sizes.meld, table.sizes.table):
            assert app.card_art(width).four_colour
        assert_table_fits(table)
        if scene == "table":
            assert assert_four_colours(app, table) & {"D", "C"}


def scenes_settings() -> Any:
    from game.ui.scenes import settings

    return settings


def assert_table_fits(table: TableScene) -> None:
    """The table's areas stay apart and on screen; every hand card inside the hand's area."""
    lay = table.layout
    rects = (list(lay.plates.values()) + list(lay.meld_areas.values())
             + [lay.hand, lay.scores, lay.info, lay.own_plate, lay.buttons])
    screen = pygame.Rect(0, 0, 1280, 720)
    for i, a in enumerate(rects):
        assert screen.contains(a), a
        for b in rects[i + 1:]:
            assert not a.colliderect(b), (a, b)
    height = table.sizes.hand * 7 // 5
    for item in table.hand.items:
        assert lay.hand.x - 1 <= item.x and item.x + table.sizes.hand <= lay.hand.right + 1
        assert item.y + height <= 720


def assert_four_colours(app: App, table: TableScene) -> set[str]:
    """On screen, the visible strip of each hand card has its suit's four-colour ink: blue
    diamonds, green clubs, red hearts (and no red on a diamond or a club). Returns the suits
    checked."""
    items = table.hand.items
    pitch = round(table.hand.pitch() or table.sizes.hand)
    h = table.sizes.hand * 7 // 5
    assert FOUR_COLOUR["D"] == BLUE and FOUR_COLOUR["C"] == GREEN
    checked = set()
    for i, item in enumerate(items):
        suit = item.card.suit
        if suit not in ("D", "C", "H") or item.card.rank == "JK" or item.selected:
            continue
        strip = min(pitch, table.sizes.hand) if i < len(items) - 1 else table.sizes.hand
        rect = pygame.Rect(round(item.x), round(item.y), strip, h)
        ink = FOUR_COLOUR[suit]
        assert count(app.screen, rect, ink, 20) > 20, (item.card, ink)
        if suit != "H":
            assert count(app.screen, rect, RED, 20) == 0, item.card
        checked.add(suit)
    return checked


# ----------------------------------------------------------------- colour is never the only signal

FROZEN = """
variant = "classic"
players = 2
turn = 0
phase = "draw"
hands = ["KS KD 9S 8S 7H", "5C 6D 7D"]
stock = "5H JC 9D 9H"
discard = "4S 5D 2C 9C TD"
"""

CANASTAS = """
variant = "classic"
players = 4
turn = 0
phase = "play"
hands = ["KS KD 9S 8S 7H", "5C 6C", "6D 7D", "7C 8C"]
stock = "5H JC 9D 9H"
discard = "4S"
melded_seats = [0]
[melds]
0 = ["QS QS QD QD QH QH QC", "8D 8C 8H 8S 8H 2C JK"]
"""


def rendered(app: App, table: TableScene, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every line of text drawn in a full redraw of the table."""
    recorder = scenes.Recorder()
    with monkeypatch.context() as patch:
        recorder.install(patch)
        table._layers.reset()
        table._columns = {}
        app.draw()
    return list(recorder.lines)


def test_the_frozen_pile_is_named_not_only_coloured(monkeypatch: pytest.MonkeyPatch) -> None:
    app, table = table_at(read_position(FROZEN))
    assert table.state.pile_frozen
    lines = rendered(app, table, monkeypatch)
    assert "FROZEN" in lines and "The pile is frozen" in lines
    thawed = read_position(FROZEN.replace('"4S 5D 2C 9C TD"', '"4S 5D 9C TD"'))
    assert not thawed.pile_frozen
    app, table = table_at(thawed)
    lines = rendered(app, table, monkeypatch)
    assert "FROZEN" not in lines and "The pile is frozen" not in lines


def test_canastas_say_natural_or_mixed(monkeypatch: pytest.MonkeyPatch) -> None:
    app, table = table_at(read_position(CANASTAS), four_colour=True, large_cards=True)
    assert "D" in assert_four_colours(app, table)  # the king of diamonds is blue
    kinds = [table.state.rules.canasta_kind(m) for m in table.state.melds[0]]
    assert sorted(kinds) == ["mixed", "natural"]
    lines = rendered(app, table, monkeypatch)
    assert "natural" in lines and "mixed" in lines
    shot(app, "canasta-labels")


def plate_active(table: TableScene, seat: int) -> bool:
    """Whether the seat's plate was last drawn as the one to play (the glow)."""
    key: Any = table._layers.pieces[f"plate{seat}"].key
    return bool(key[4])


def test_selected_cards_are_lifted_and_the_side_to_play_is_named(
        monkeypatch: pytest.MonkeyPatch) -> None:
    app, table = table_at(read_position(CANASTAS))
    item = table.hand.items[0]
    rest = item.y
    key(app, pygame.K_UP, frames=2)  # the cursor's card (the first) is selected
    assert item.selected and item.y == rest - LIFT  # lifted out of the fan, not just ringed
    # The human's turn: the own plate glows *and* says so, and the prompt says what to do.
    assert plate_active(table, table.bottom)  # active: drawn with the glow
    lines = rendered(app, table, monkeypatch)
    assert "your turn" in lines
    assert any(line.startswith("Your turn:") for line in lines)
    # A bot's turn: its plate glows and the prompt names who is playing.
    state = read_position(CANASTAS.replace("turn = 0", "turn = 1").replace(
        'phase = "play"', 'phase = "draw"'))
    app, table = table_at(state)
    assert table.state.to_act == 1  # the stalled bot is still thinking
    assert plate_active(table, 1)
    assert not plate_active(table, table.bottom)
    lines = rendered(app, table, monkeypatch)
    assert f"{table.name(1)} is playing…" in lines
    assert "your turn" not in lines


# ----------------------------------------------------------------- reduced motion

def _game(reduced: bool) -> tuple[App, TableScene]:
    app = App(pygame.Surface((1280, 720)),
              settings={"sound": False, "reduced_motion": reduced, "animation_speed": 1.0},
              bot_factory=lambda level, seed: scenes.Bot(seed))
    app.start_game(GameConfig("classic", 4, 0, {}, {}, seed=11))
    table = app.scenes.top
    assert isinstance(table, TableScene)
    return app, table


def _flight_time(table: TableScene) -> float:
    return max((f.delay + f.duration for s in table.anim.steps for f in s.flights), default=0.0)


def test_reduced_motion_makes_cards_jump_and_the_game_still_plays() -> None:
    app, table = _game(reduced=False)
    assert _flight_time(table) > 0.5  # the deal flies normally
    app, table = _game(reduced=True)
    assert table.still
    assert _flight_time(table) == 0.0  # the deal: every card jumps to its place
    settle(app, 2)
    assert not table.anim.busy and table.my_turn()
    table.play(next(a for a in table.state.legal_actions() if a.kind == "draw"))
    assert _flight_time(table) == 0.0
    settle(app, 1)
    assert not table.anim.busy  # one frame: the drawn card is already in the hand
    # The hand snaps: a selected card is lifted at once, not over several frames.
    item = table.hand.items[0]
    rest = item.y
    key(app, pygame.K_UP)
    assert item.y == rest - LIFT
    key(app, pygame.K_DOWN)
    # Play the hand to its end: the bots keep their pause, so moves can still be followed.
    policy = scenes.Bot(3)
    paused = False
    for _ in range(20_000):
        top = app.scenes.top
        if top is not None and is_scoring(top):
            break
        if table.my_turn():
            table.play(policy.choose(table.state.player_view(0)))
            assert _flight_time(table) == 0.0
        elif not table.anim.busy and not table.state.is_hand_over and table.wait > 0:
            paused = True
            assert table.wait <= BOT_PAUSE + 1e-9
        settle(app, 1, dt=0.1)
    else:
        pytest.fail("the hand did not end with reduced motion")
    assert paused, "bots played without a pause"
    # A banner ("Canasta!") is drawn at its full size from the start: a fade, no zoom.
    banner = Banner("Canasta!", (255, 255, 255), 1.0)
    assert banner.scale < 0.5  # what the zoom would start from
    zoomed: list[float] = []
    with pytest.MonkeyPatch.context() as patch:
        real = pygame.transform.smoothscale_by

        def spy(img: pygame.Surface, k: float) -> pygame.Surface:
            zoomed.append(k)
            return real(img, k)

        patch.setattr(pygame.transform, "smoothscale_by", spy)
        table._draw_banner(app.screen, banner)
    assert not zoomed
    assert table.state.is_hand_over
    shot(app, "reduced-motion-scoring")


@pytest.mark.parametrize(("variant", "discard", "words"), [
    ("italy", "4S 5D 9C TD", "The pile is always frozen"),
    ("classic-bicycle", "4S 3C 9C TD", "A black three freezes the pile"),
    ("classic-bicycle", "4S 2C 3C TD", "The pile is frozen"),  # the wild card shows why
])
def test_a_pile_frozen_by_no_card_in_sight_says_what_froze_it(
        monkeypatch: pytest.MonkeyPatch, variant: str, discard: str, words: str) -> None:
    state = read_position(FROZEN.replace('"classic"', f'"{variant}"')
                          .replace('"4S 5D 2C 9C TD"', f'"{discard}"'))
    app, table = table_at(state)
    assert table.state.pile_frozen
    assert words in " ".join(rendered(app, table, monkeypatch))  # wrapped in the panel
