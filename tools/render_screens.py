"""Render every screen as a player sees it, into PNGs to look at (git-ignored output).

    python tools/render_screens.py [--out test-artifacts/screenshots/screens]
        [--languages en cs sk pl] [--variants classic american ...] [--windows 960x540 ...]

What it renders, in each language asked for:

* the menu, the new-game setup (for every variant), the settings and the rules screen;
* for every variant and every number of players its table seats: the table in the middle of
  a hand (seeded bots play until the most melds are down at the start of the bottom seat's
  turn), the game log and the key list over it, and the hand's scoring screen;
* a few of those as the window shows them at other sizes (--windows), through SDL's own
  scaling, as the game's window presents them.

File names: ``<lang>/<variant>-<players>p-<screen>.png``; windows under ``windows/``.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
# The hands played here are saved and kept like any game: not among the player's own.
os.environ.setdefault("CANASTA_DATA_DIR", tempfile.mkdtemp(prefix="canasta-screens-"))
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

from game import i18n  # noqa: E402
from game.ai import make_bot  # noqa: E402
from game.rules import GameRecord, find_variant, variant_names  # noqa: E402
from game.ui import display  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.config import GameConfig  # noqa: E402
from game.ui.scenes.new_game import NewGameScene, seatable  # noqa: E402
from game.ui.scenes.replay_list import ReplayListScene  # noqa: E402
from game.ui.scenes.rules_screen import RulesScene  # noqa: E402
from game.ui.scenes.scoring import ScoringScene  # noqa: E402
from game.ui.scenes.settings import SettingsScene  # noqa: E402
from game.ui.scenes.statistics import StatisticsScene  # noqa: E402
from game.ui.scenes.table import TableScene  # noqa: E402
from game.ui.table_capabilities import KEYS_TITLE, key_lines  # noqa: E402

DEFAULT_OUT = ROOT / "test-artifacts" / "screenshots" / "screens"
#: Bots per seat for the rendered hands: a mix, so melds, pickups and frozen piles happen.
LEVELS = ("normal", "easy", "normal", "easy", "normal", "easy")


def played_hand(variant: str, players: int, seed: int = 3) -> tuple[list[Any], list[Any]]:
    """A seeded hand played by bots: the actions up to the start of the bottom seat's turn
    with the most melds down, and all of them to the hand's end."""
    _record, state = GameRecord.start(variant, players, seed, {})
    bots = [make_bot(LEVELS[s], seed * 7 + s) for s in range(players)]
    best: tuple[int, list[Any]] | None = None
    actions: list[Any] = []
    for _step in range(3000):
        if state.is_hand_over:
            break
        seat = state.to_act
        if seat == 0 and state.phase == "draw":
            melds = sum(len(m) for m in state.melds)
            if best is None or melds >= best[0]:
                best = (melds, list(actions))
        action = bots[seat].choose(state.player_view(seat))
        state, _events = state.apply(action)
        actions.append(action)
    return (best[1] if best else []), actions


class Renderer:
    """One App on the logical screen; saves what it draws."""

    def __init__(self, out: Path, language: str) -> None:
        self.out = out / language
        self.out.mkdir(parents=True, exist_ok=True)
        self.screen = pygame.Surface((1280, 720))
        self.app = App(self.screen, settings={"language": language, "sound": False,
                                              "reduced_motion": True})
        self.shots: list[Path] = []

    def settle(self, frames: int = 3) -> None:
        for _ in range(frames):
            self.app.tick(1 / 60, [])

    def save(self, name: str) -> Path:
        self.settle()
        path = self.out / f"{name}.png"
        pygame.image.save(self.screen, str(path))
        self.shots.append(path)
        return path

    def menus(self, variants: list[str]) -> None:
        app = self.app
        app.open_menu()
        self.save("menu")
        for variant in variants:
            app.scenes.push(NewGameScene(app, variant))
            self.save(f"{variant}-new-game")
            app.scenes.pop()
            app.scenes.push(RulesScene(app, variant))
            self.save(f"{variant}-rules")
            app.scenes.pop()
        app.scenes.push(SettingsScene(app))
        self.save("settings")
        app.scenes.pop()
        app.scenes.push(StatisticsScene(app))
        self.save("statistics")
        app.scenes.pop()
        app.scenes.push(ReplayListScene(app))
        self.save("replays")

    def table(self, variant: str, players: int) -> None:
        """The hand played through the table (so its log fills), shown at its busiest."""
        app = self.app
        middle, actions = played_hand(variant, players)
        config = GameConfig(variant, players, 0, {s: LEVELS[s] for s in range(players)}, {},
                            seed=3)
        name = f"{variant}-{players}p"
        app.start_game(config)
        table = app.scenes.top
        assert isinstance(table, TableScene)
        for action in middle:
            table.play(action)
        table.anim.skip()
        table.banners.clear()
        table.say("")
        self.save(f"{name}-table")
        table.open_log()
        self.save(f"{name}-log")
        app.scenes.pop()
        table.dialogs.open_key_list(i18n._(KEYS_TITLE), key_lines(table.state))
        self.save(f"{name}-keys")
        app.scenes.pop()
        for action in actions[len(middle):]:
            table.play(action)
        table.anim.skip()
        table.banners.clear()
        self.settle()  # the table opens the hand's score
        assert isinstance(app.scenes.top, ScoringScene), app.scenes.top
        self.save(f"{name}-scoring")


def window_views(shots: list[Path], sizes: list[tuple[int, int]], out: Path) -> None:
    """The shots as the game's window shows them at each size (SDL scales, as in play)."""
    from pygame._sdl2.video import Renderer as SDLRenderer

    screen = display.open_display()
    window = display.native_window()
    if window is None:
        return
    import warnings

    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        renderer = SDLRenderer.from_window(window)
    out.mkdir(parents=True, exist_ok=True)
    for size in sizes:
        window.size = size
        pygame.event.pump()
        for shot in shots:
            screen.blit(pygame.image.load(str(shot)), (0, 0))
            pygame.display.flip()
            renderer.logical_size = (0, 0)
            pygame.image.save(renderer.to_surface(),
                              str(out / f"{size[0]}x{size[1]}-{shot.parent.name}-{shot.name}"))
            renderer.logical_size = (1280, 720)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT)
    parser.add_argument("--languages", nargs="+", default=["en", "cs", "sk", "pl"])
    parser.add_argument("--variants", nargs="+", default=sorted(variant_names()))
    parser.add_argument("--players", nargs="+", type=int, default=None,
                        help="only these player counts (default: every one a variant seats)")
    parser.add_argument("--windows", nargs="*", default=["960x540", "800x600", "2560x1440"])
    parser.add_argument("--tables-in", nargs="+", default=["en"],
                        help="languages in which every table is rendered (others: Classic)")
    args = parser.parse_args(argv)
    pygame.init()
    shots: list[Path] = []
    for language in args.languages:
        i18n.set_language(language)
        renderer = Renderer(args.out, language)
        renderer.menus(args.variants)
        for variant in args.variants:
            if language not in args.tables_in and variant != "classic":
                continue
            counts = seatable(find_variant(variant))
            for players in counts:
                if args.players and players not in args.players:
                    continue
                renderer.table(variant, players)
                print(f"{language} {variant} {players}p", flush=True)
        shots += renderer.shots
    sizes = [tuple(int(n) for n in s.lower().split("x")) for s in args.windows]
    picked = [s for s in shots if s.parent.name == "en" and (
        s.name in ("menu.png", "classic-4p-table.png", "classic-4p-scoring.png"))]
    window_views(picked, [(w, h) for w, h in sizes], args.out / "windows")
    print(f"{len(shots)} screens under {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
