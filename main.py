# /// script
# requires-python = ">=3.11"
# dependencies = []
# ///
# The block above is read by pygbag's runtime in the browser at every start
# (aio.pep0723.check_list): each listed name that is not importable under that exact name is
# looked up in pygbag's package index and, failing that, on pypi.org. "pygame-ce" is never
# importable as such (its module is pygame), so listing it sent the page to the network on
# every start. pygame itself is resolved by the runtime from `import pygame` below; natively
# pyproject.toml installs pygame-ce.
"""Canasta: start the game window (natively, or in the browser through pygbag).

    python main.py                       the menu, then a game against the computer
    python main.py --demo                bots play every seat (attract mode)
    python main.py --demo --players 6 --seed 7 --quit-after-hand --screenshot-dir shots
    python main.py --replay FILE         watch a saved or finished game (a save or a record)

One async frame loop drives everything: each frame hands the events to the App's scene stack,
updates and draws, then awaits asyncio.sleep(0) so the browser gets control back. Nothing
blocks and there are no threads.

In the browser pygbag's runtime runs this file's code inside its own __main__ with its own
asyncio (the `aio` module): there asyncio.run() only schedules main() and returns at once,
frames come from the page's requestAnimationFrame, and sys.exit() does not exit but stops the
loop and, a frame later, deletes every __main__ global created after the runtime started
(aio.recycle), this file's functions included - so the entry point below must not call
sys.exit there. tests/boot/ runs this file that way.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import sys
import time

import pygame

from game.cli import UsageParser, check_seed, variant_and_players
from game.replays import ReplayError, read_replay_file
from game.ui.app import App
from game.ui.config import GameConfig, table_refusal
from game.ui.display import open_display

FPS = 60


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    """The command line; an unknown variant or a player count it does not allow is a
    one-line usage error (exit status 2)."""
    p = UsageParser(prog="main.py", description="Canasta")
    p.add_argument("--demo", action="store_true", help="bots play every seat")
    p.add_argument("--quit-after-hand", action="store_true",
                   help="exit 0 once the scoring screen has shown")
    p.add_argument("--screenshot-dir", help="save a PNG when each scene first appears")
    # A person's game is set up in the menu; these four set up the one --demo plays.
    p.add_argument("--players", type=int,
                   help="number of players for --demo (default: the variant's)")
    p.add_argument("--variant", default="classic", metavar="ID",
                   help="the variant --demo plays, e.g. samba or hand-and-foot (default: classic)")
    p.add_argument("--seed", type=int, help="the deal --demo plays (default: a new one)")
    p.add_argument("--level", default="normal", choices=("easy", "normal", "hard"),
                   help="the computer players' level in --demo (default: normal)")
    p.add_argument("--max-frames", type=int, help="stop after this many frames (exit 3)")
    p.add_argument("--turbo", action="store_true",
                   help="no pacing: bots and animations as fast as frames go (tests)")
    p.add_argument("--replay", metavar="FILE",
                   help="watch the game in FILE (a save or a game record) from its first deal")
    args = p.parse_args(argv)
    _, args.players = variant_and_players(p, args.variant, args.players)
    check_seed(p, args.seed)
    args.replay_game = None
    if args.replay is not None:
        if args.demo:
            p.error("--replay and --demo can't be used together")
        try:
            args.replay_game = read_replay_file(args.replay)
        except ReplayError as error:
            reason = " ".join(str(error).split())  # one line, whatever the engine said
            p.error(f"cannot replay {args.replay}: {reason}")
        record = args.replay_game.record
        refusal = table_refusal(record.variant, record.players, record.options)
        if refusal is not None:
            p.error(f"cannot replay {args.replay}: {refusal}")
    return args


def build_app(args: argparse.Namespace, screen: pygame.Surface) -> App:
    """The App with its first scene: the table in demo mode or replaying a record, otherwise
    the menu."""
    app = App(
        screen,
        demo=args.demo,
        quit_after_hand=args.quit_after_hand,
        screenshot_dir=args.screenshot_dir,
        turbo=args.turbo,
    )
    if args.demo:
        levels = {seat: args.level for seat in range(args.players)}
        app.start_game(GameConfig(args.variant, args.players, None, levels, {}, args.seed))
    elif args.replay_game is not None:
        app.watch(args.replay_game)
    else:
        app.open_menu()
    return app


async def run(app: App, max_frames: int | None = None, fixed_dt: float | None = None) -> int:
    """The frame loop: returns the exit code (3 when the frame cap stopped it)."""
    clock = pygame.time.Clock()
    frames = 0
    while app.running:
        # tick() caps the rate natively; under pygbag the browser paces frames anyway.
        dt = clock.tick(FPS) / 1000.0 if fixed_dt is None else fixed_dt
        dt = min(dt, 0.1)  # a stall (window drag) must not teleport animations
        app.tick(dt, pygame.event.get())
        if pygame.display.get_init() and pygame.display.get_surface() is app.screen:
            pygame.display.flip()
        frames += 1
        if max_frames is not None and frames >= max_frames:
            return 3
        await asyncio.sleep(0)
    return app.exit_code


def browser_args(argv: list[str] | None) -> argparse.Namespace:
    """In the browser the arguments come from the page address (pygbag passes the words after
    '#'); a mistake there must not stop the page, so it falls back to the plain game."""
    try:
        return parse_args(argv)
    except SystemExit:
        print("main.py: ignoring the arguments in the page address", file=sys.stderr)
        return parse_args([])


async def main(argv: list[str] | None = None) -> int:
    started = time.perf_counter()
    # pygbag's runtime seeds random with a constant: without this every page load would deal
    # the same cards.
    random.seed(time.time_ns())
    args = browser_args(argv) if sys.platform == "emscripten" else parse_args(argv)
    pygame.init()
    screen = open_display()
    app = build_app(args, screen)
    app.startup_seconds = time.perf_counter() - started
    fixed = 1 / FPS if args.turbo else None
    code = await run(app, args.max_frames, fixed)
    pygame.quit()
    return code


if __name__ == "__main__":
    if sys.platform == "emscripten":
        # pygbag: schedules main() on the page's frame loop and returns at once (see above).
        asyncio.run(main())
    else:
        sys.exit(asyncio.run(main()))
