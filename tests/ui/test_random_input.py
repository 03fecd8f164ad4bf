"""Random input at the table: clicks and drags aimed at the hand, the stock, the pile, the melds
and the buttons, mixed with stray clicks, keys, the wheel and touches, in any order. None of it
may crash the table, and what the table shows must stay what the rules say: the record replays
to the table's state, and the fan holds the cards of the player's hand."""

from __future__ import annotations

import random
from collections import Counter
from pathlib import Path

import pygame
import pytest
from test_table import card_point, mouse  # noqa: I001  (sibling test module)

from game.ai import make_bot
from game.rules import find_variant
from game.ui.app import App
from game.ui.config import GameConfig
from game.ui.scenes.table import TableScene

Events = list[pygame.event.Event]

#: Keys a player might press at the table (Escape and Q leave it: left out, so the run stays).
KEYS = (pygame.K_RETURN, pygame.K_SPACE, pygame.K_TAB, pygame.K_LEFT, pygame.K_RIGHT,
        pygame.K_UP, pygame.K_DOWN, pygame.K_BACKSPACE, pygame.K_DELETE, pygame.K_z, pygame.K_u,
        pygame.K_h, pygame.K_d, pygame.K_m, pygame.K_p, pygame.K_a, pygame.K_s, pygame.K_1,
        pygame.K_2, pygame.K_F1, pygame.K_r, pygame.K_n, pygame.K_y)


@pytest.fixture(autouse=True)
def _data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CANASTA_DATA_DIR", str(tmp_path / "data"))


def _click(pos: tuple[float, float], button: int = 1) -> Events:
    return [mouse(pygame.MOUSEBUTTONDOWN, pos, button), mouse(pygame.MOUSEBUTTONUP, pos, button)]


def _drag(start: tuple[float, float], end: tuple[float, float]) -> Events:
    mid = ((start[0] + end[0]) / 2, (start[1] + end[1]) / 2)
    return [mouse(pygame.MOUSEBUTTONDOWN, start), mouse(pygame.MOUSEMOTION, mid),
            mouse(pygame.MOUSEMOTION, end), mouse(pygame.MOUSEBUTTONUP, end)]


def _stray(rng: random.Random) -> Events:
    """Anything anywhere: a click of any button, a drag, a key, the wheel, text, a touch."""
    x, y = rng.uniform(0, 1280), rng.uniform(0, 720)
    roll = rng.random()
    if roll < 0.35:
        return _click((x, y), rng.choice((1, 1, 1, 2, 3)))
    if roll < 0.5:
        return _drag((x, y), (rng.uniform(0, 1280), rng.uniform(0, 720)))
    if roll < 0.8:
        k = rng.choice(KEYS)
        mod = rng.choice((0, 0, 0, pygame.KMOD_CTRL, pygame.KMOD_SHIFT))
        return [pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0),
                pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0)]
    if roll < 0.9:
        return [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)), flipped=False,
                                   precise_x=0.0, precise_y=0.0)]
    fx, fy = x / 1280, y / 720
    return [pygame.event.Event(kind, x=fx, y=fy, dx=0.0, dy=0.0, finger_id=1, touch_id=1,
                               pressure=1.0) for kind in (pygame.FINGERDOWN, pygame.FINGERUP)]


def _aimed(rng: random.Random, table: TableScene) -> Events:
    """A click or drag at something on the table: a card of the hand, the stock, the pile, a
    side's melds, a button."""
    layout = table.layout
    targets: list[tuple[float, float]] = [layout.stock.center, layout.pile.center]
    for area in layout.meld_areas.values():
        targets += [area.center, (rng.uniform(area.left, area.right),
                                  rng.uniform(area.top, area.bottom))]
    targets += [button.rect.center for button in table.buttons.values()]
    targets += [table.yes_button.rect.center, table.no_button.rect.center]
    items = list(table.hand.items)
    if items and rng.random() < 0.6:
        card = card_point(table, rng.choice(items))
        if rng.random() < 0.65:
            return _click(card)
        return _drag(card, rng.choice([*targets, card_point(table, rng.choice(items))]))
    return _click(rng.choice(targets))


def _start(app: App, variant: str, seed: int) -> TableScene:
    app.start_game(GameConfig(variant, find_variant(variant).default_players, 0, {}, {},
                              seed=seed))
    table = app.scenes.top
    assert isinstance(table, TableScene)
    return table


@pytest.mark.parametrize(("variant", "seed"), [("classic", 1), ("samba", 0), ("ponytail", 0)])
def test_random_input_never_breaks_the_table(variant: str, seed: int) -> None:
    rng = random.Random(seed)
    app = App(pygame.Surface((1280, 720)), turbo=True,
              bot_factory=lambda level, s: make_bot("easy", seed=s))
    table = _start(app, variant, seed)
    checked = played = 0
    for frame in range(2400):
        if table not in app.scenes.scenes:
            # A stray click on the table's menu button (or the scoring screen's) leaves the
            # game, as it would a player's: the next game starts.
            played += len(table.record.actions)
            table = _start(app, variant, seed + frame)
        events: Events = []
        if rng.random() < 0.5:
            events = _aimed(rng, table) if app.scenes.top is table and rng.random() < 0.6 \
                else _stray(rng)
        app.tick(1 / 60 if rng.random() < 0.8 else 0.5, events)
        if frame % 100 == 99 and table.my_turn():
            # The fan holds exactly the player's cards, and the record replays to the table.
            shown = Counter(item.card for item in table.hand.items)
            assert shown == Counter(table.state.hands[0])
            assert table.record.replay().state_hash() == table.state.state_hash()
            checked += 1
    played += len(table.record.actions)
    assert checked >= 3, "the table never came back to the player: nothing was checked"
    assert played > 30, "random input played (almost) nothing"


def test_random_input_never_breaks_the_menus() -> None:
    """From the main menu, anything anywhere (Escape included): every screen it opens (a game,
    the settings, the rules, the statistics, the lesson...) takes it without a crash, and a
    screen always stays up until the player quits."""
    rng = random.Random(5)
    app = App(pygame.Surface((1280, 720)), turbo=True,
              bot_factory=lambda level, s: make_bot("easy", seed=s))
    app.open_menu()
    seen: set[str] = set()
    for _ in range(3000):
        keys = [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="",
                                   scancode=0)] if rng.random() < 0.01 else []
        events = _stray(rng) + keys if rng.random() < 0.5 else keys
        app.tick(1 / 60 if rng.random() < 0.8 else 0.5, events)
        if not app.running:
            app.running = True  # the player quit: the page would reload; start again
            app.open_menu()
        assert app.scenes.top is not None
        seen.add(type(app.scenes.top).__name__)
    assert {"MenuScene", "TableScene"} <= seen and len(seen) >= 4, seen
