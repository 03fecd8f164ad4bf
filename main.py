# /// script
# requires-python = ">=3.11"
# dependencies = [
#     "pygame-ce",
# ]
# ///
"""Canasta: start the game window (natively, or in the browser through pygbag).

    python main.py                       the menu, then a game against the computer
    python main.py --demo                bots play every seat (attract mode)
    python main.py --demo --players 6 --seed 7 --quit-after-hand --screenshot-dir shots

One async frame loop drives everything: each frame hands the events to the App's scene stack,
updates and draws, then awaits asyncio.sleep(0) so the browser gets control back. Nothing
blocks and there are no threads, so this file runs unchanged under pygbag.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import sys
import time

import pygame

from game.ui.app import App
from game.ui.config import GameConfig
from game.ui.widgets import SCREEN_SIZE

FPS = 60


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    p = argparse.ArgumentParser(description="Canasta")
    p.add_argument("--demo", action="store_true", help="bots play every seat")
    p.add_argument("--quit-after-hand", action="store_true",
                   help="exit 0 once the scoring screen has shown")
    p.add_argument("--screenshot-dir", help="save a PNG when each scene first appears")
    p.add_argument("--players", type=int, choices=(2, 3, 4, 6), default=4)
    p.add_argument("--variant", default="classic")
    p.add_argument("--seed", type=int)
    p.add_argument("--level", default="normal", choices=("easy", "normal", "hard"))
    p.add_argument("--max-frames", type=int, help="stop after this many frames (exit 3)")
    p.add_argument("--turbo", action="store_true",
                   help="no pacing: bots and animations as fast as frames go (tests)")
    args = p.parse_args(argv)
    problem = game_problem(args.variant, args.players, args.seed)
    if problem:
        p.error(problem)  # a usage message and exit status 2, not a traceback
    return args


def game_problem(variant: str, players: int, seed: int | None) -> str | None:
    """Why the game the command line names cannot be dealt, or None."""
    from game.rules import new_game

    try:
        new_game(variant, players, seed if seed is not None else 0)
    except ValueError as error:
        return str(error)
    return None


def open_display() -> pygame.Surface:
    """A 1280x720 logical screen, SCALED to the window so it can be resized or maximised."""
    # Linear filtering keeps text smooth at non-integer scales (1.5x on a 1080p screen).
    os.environ.setdefault("SDL_RENDER_SCALE_QUALITY", "linear")
    pygame.display.set_caption("Canasta")
    return pygame.display.set_mode(SCREEN_SIZE, pygame.SCALED | pygame.RESIZABLE)


def build_app(args: argparse.Namespace, screen: pygame.Surface) -> App:
    """The App with its first scene: the table in demo mode, otherwise the menu."""
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


async def main(argv: list[str] | None = None) -> int:
    started = time.perf_counter()
    # pygbag's runtime seeds random with a constant: without this every page load would deal
    # the same cards.
    random.seed(time.time_ns())
    args = parse_args(argv)
    pygame.init()
    screen = open_display()
    app = build_app(args, screen)
    app.startup_seconds = time.perf_counter() - started
    fixed = 1 / FPS if args.turbo else None
    code = await run(app, args.max_frames, fixed)
    pygame.quit()
    return code


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
