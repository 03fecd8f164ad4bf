"""Render the table as a player sees it, for every variant and player count, to PNG files.

tools/render_screens.py draws every screen in every language; this one looks closer at the
table: each variant and player count at normal and at large card size, and moments of play.

    .venv/bin/python tools/render_table_screens.py [--out test-artifacts/screenshots/table]
                                             [--variant ID ...] [--players N ...] [--seed S]
                                             [--size 1280x720] [--only NAME ...]

For each variant and each player count it is played by, the first hand is played by normal
bots from a fixed seed; the picture is taken at the human's turn with the most cards on the
table (melds of every length, canastas), at normal and at large card size. A few screens show
one moment each (a refusal, the bots' turns, Hand and Foot's going-out needs). The files go
to ``--out`` (git-ignored ``test-artifacts/``), one PNG per screen, named after it.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
# The hands and settings it plays through are saved like any game: not among the player's own
# (a language drawn here would otherwise become the player's language).
os.environ.setdefault("CANASTA_DATA_DIR", tempfile.mkdtemp(prefix="canasta-screens-"))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
# The busy tables the layout tests check are the ones drawn here.
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "ui"))

import pygame  # noqa: E402
from busy_tables import busiest_turn, table_games  # noqa: E402

from game.rules import GameRecord, GameState, variant_names  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.config import GameConfig  # noqa: E402
from game.ui.scenes.table import TableScene  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_OUT = ROOT / "test-artifacts" / "screenshots" / "table"


def open_table(app: App, record: GameRecord, state: GameState, human: int | None = 0
               ) -> TableScene:
    """A table showing `state` (from `record`) on the app's screen, animations done."""
    levels = {seat: "normal" for seat in range(state.players)}
    config = GameConfig(record.variant, state.players, human, levels, dict(record.options),
                        record.seed)
    table = TableScene(app, config, record=record, state=state)
    app.scenes.clear()
    app.scenes.push(table)
    table.note.clear()  # no "welcome back": the screen shows the table as played
    for _ in range(3):
        app.tick(1 / 60, [])
    return table


def shoot(app: App, out: Path, name: str) -> Path:
    out.mkdir(parents=True, exist_ok=True)
    path = out / f"{name}.png"
    pygame.image.save(app.screen, str(path))
    return path


LANGUAGE: dict[str, str] = {"language": "en"}


def new_app(size: tuple[int, int], **settings: Any) -> App:
    return App(pygame.Surface(size), settings={"sound": False, **LANGUAGE, **settings},
               turbo=True)


def table_screens(out: Path, size: tuple[int, int], variants: list[str], counts: list[int],
                  seed: int) -> list[Path]:
    """The busiest turn of each variant and player count, at normal and large card size."""
    done = []
    for variant, players in table_games():
        if variant not in variants or (counts and players not in counts):
            continue
        record, state = busiest_turn(variant, players, seed)
        for label, settings in (("", {}), ("-large", {"large_cards": True})):
            app = new_app(size, **settings)
            open_table(app, record, state)
            done.append(shoot(app, out, f"{variant}-{players}p{label}"))
    return done


def settle(app: App, frames: int = 3) -> None:
    for _ in range(frames):
        app.tick(1 / 60, [])


def refusal(language: str) -> Callable[[App], None]:
    """The human tries to take the pile with two cards before the side opened."""
    def moment(app: App) -> None:
        app.settings["language"] = language
        app.save_settings()
        app.start_game(GameConfig("classic", 4, 0, {}, {}, seed=4))
        table = app.scenes.top
        assert isinstance(table, TableScene)
        settle(app, 2)
        while not table.my_turn():
            settle(app, 1)
        top = table.state.pile_top
        pair = [it for it in table.hand.items if top is not None and it.card.rank == top.rank]
        others = [it for it in table.hand.items if it not in pair]
        for item in (pair + others)[:2]:
            item.selected = True
        table.commands.pickup()
        settle(app, 4)
    return moment


def bots_feed(app: App) -> None:
    """A few rounds in: the feed beside the pile tells the last turns."""
    from game.ai import make_bot

    app.start_game(GameConfig("classic", 4, 0, {}, {}, seed=11))
    table = app.scenes.top
    assert isinstance(table, TableScene)
    me = make_bot("normal", 1)
    for _ in range(4000):
        settle(app, 1)
        if table.my_turn():
            if table.actions_played > 30 and table.state.phase == "draw":
                break
            table.play(me.choose(table.state.player_view(0)))
    settle(app, 3)


def human_turn(app: App, seed: int = 4) -> TableScene:
    app.start_game(GameConfig("classic", 4, 0, {}, {}, seed=seed))
    table = app.scenes.top
    assert isinstance(table, TableScene)
    settle(app, 2)
    while not table.my_turn():
        settle(app, 1)
    return table


def hint(app: App) -> None:
    """The hint, above the hand, with the cards it names lifted."""
    table = human_turn(app)
    table.commands.hint()
    settle(app, 3)


def leave_question(app: App) -> None:
    """Esc at the table asks before leaving it."""
    table = human_turn(app)
    app.tick(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0)])
    settle(app, 2)
    assert table.dialogs.confirm_leave


#: Screens of one moment each: name -> function drawing it on a fresh app.
MOMENTS: dict[str, Callable[[App], None]] = {
    **{f"refusal-{lang}": refusal(lang) for lang in ("en", "cs", "sk", "pl")},
    "bots-feed": bots_feed,
    "hint": hint,
    "leave-question": leave_question,
}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT)
    parser.add_argument("--variant", action="append", default=[])
    parser.add_argument("--players", action="append", type=int, default=[])
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--size", default="1280x720")
    parser.add_argument("--language", default="en", choices=("en", "cs", "sk", "pl"))
    parser.add_argument("--only", action="append", default=[],
                        help="'tables' or a moment's name (default: everything)")
    args = parser.parse_args(argv)
    w, _x, h = args.size.partition("x")
    size = (int(w), int(h))
    pygame.init()
    LANGUAGE["language"] = args.language
    variants = args.variant or [v for v in variant_names() if v != "boat"]
    paths: list[Path] = []
    if not args.only or "tables" in args.only:
        paths += table_screens(args.out, size, variants, args.players, args.seed)
    for name, moment in MOMENTS.items():
        if args.only and name not in args.only:
            continue
        app = new_app(size)
        moment(app)
        paths.append(shoot(app, args.out, name))
    for path in paths:
        print(path.relative_to(ROOT) if path.is_relative_to(ROOT) else path)


if __name__ == "__main__":
    main()
