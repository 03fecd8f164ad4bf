"""Frame time of the busiest table: 6 players, many melds, a big hand, cards in flight.

    SDL_VIDEODRIVER=dummy python benchmarks/frame_time.py [--frames 600] [--window 2560x1440]

Prints p50 and p95 of App.tick (events, update, draw) on the 1280x720 logical screen; the
target is p95 <= 4 ms. The window is opened as the game opens it and given the --window size;
the time to present a frame in it (SDL scaling the logical screen to the window) is printed
apart: natively a graphics card does that, while the dummy driver here scales in software.
Wall-clock figures suffer when other processes share the machine, so the CPU time of this
thread is printed too (the better figure to compare changes with), and how many cached pieces
of the table layer were rendered again. Also prints the time from start to the first drawn
frame (target <= 1 s).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
# The table it times saves its game like any other: not among the player's own.
os.environ.setdefault("CANASTA_DATA_DIR", tempfile.mkdtemp(prefix="canasta-frames-"))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame  # noqa: E402

from game.rules import Event, GameState, Meld, parse_cards  # noqa: E402
from game.ui import display  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.config import GameConfig  # noqa: E402
from game.ui.scenes.table import TableScene  # noqa: E402

MELDS = ["AS AH AD AC AS AH AD", "KS KH KD 2C KC KS JK", "QS QH QD QC", "JS JH JD 2D",
         "TS TH TD TC TS", "9S 9H 9D", "8S 8H 8D 8C 2S", "7S 7H 7D", "6S 6H 6D 6C", "5S 5H 5D",
         "4S 4H 4D 4C 4S"]
HAND = ("JK JK 2H 2S AS KD QC QC JH TS 9C 9C 8D 7C 7C 6H 5S 5S 4D 3C 3S KH QH JC TD 9H 8C 7H "
        "6D 5C")


def busiest(state: GameState) -> GameState:
    """The dealt state with every side holding many melds and the bottom seat a big hand."""
    melds = tuple(
        tuple(Meld.of(m.split()[0][0], parse_cards(m)) for m in MELDS[: 11 - team])
        for team in range(len(state.teams))
    )
    hands = list(state.hands)
    hands[0] = parse_cards(HAND)
    threes = tuple(parse_cards("3H 3D") for _ in state.teams)
    return state.replace(melds=melds, hands=tuple(hands), red_threes=threes,
                         melded_seats=frozenset(range(state.players)))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--frames", type=int, default=600)
    parser.add_argument("--window", default="1280x720", help="window size, WxH")
    args = parser.parse_args()
    window_size = tuple(int(n) for n in args.window.lower().split("x"))
    started = time.perf_counter()
    pygame.init()
    screen = display.open_display()
    window = display.native_window()
    if window is not None:
        window.size = window_size
        pygame.event.pump()
    app = App(screen, settings={"sound": False})
    config = GameConfig("classic", 6, 0, {}, {}, seed=1)
    app.start_game(config)
    app.tick(1 / 60, [])
    pygame.display.flip()
    first = time.perf_counter() - started

    table = app.scenes.top
    assert isinstance(table, TableScene)
    table.anim.skip()
    table.state = busiest(table.state)
    table.hand.items = []
    table.enter()
    table.anim.skip()
    times, cpu, present = [], [], []
    renders = table.view.layers.renders
    for frame in range(args.frames):
        if frame % 40 == 0:
            # Keep cards in the air and the hover moving, as in real play.
            table.motion.add_event_step(table.state.apply("draw")[1][0], [])
            table.hand.hover = table.hand.items[frame // 40 % len(table.hand.items)]
        if frame % 40 == 20:
            # A card flies onto a meld and lands: that side's meld area is drawn again.
            meld = table.state.melds[frame // 40 % 2][0]
            table.motion.add_event_step(Event("extended", 0, frame // 40 % 2, meld.cards[-1:],
                                        meld.rank), [])
        t0, c0 = time.perf_counter(), time.thread_time()
        app.tick(1 / 60, [])
        cpu.append((time.thread_time() - c0) * 1000)
        times.append((time.perf_counter() - t0) * 1000)
        t0 = time.perf_counter()
        pygame.display.flip()
        present.append((time.perf_counter() - t0) * 1000)
    print(f"window {pygame.display.get_window_size()}, logical screen {screen.get_size()}")
    for label, values in (("wall", times), ("cpu", cpu)):
        values.sort()
        p50 = statistics.median(values)
        p95 = values[int(len(values) * 0.95)]
        print(f"busiest table (6 players, {sum(len(m) for m in table.state.melds)} melds, "
              f"{len(table.hand.items)}-card hand), {label}: p50 {p50:.2f} ms, p95 {p95:.2f} ms"
              f", max {values[-1]:.2f} ms over {len(values)} frames")
    present.sort()
    p95 = present[int(len(present) * 0.95)]
    print(f"present (flip, {pygame.display.get_driver()} driver): "
          f"p50 {statistics.median(present):.2f} ms, p95 {p95:.2f} ms")
    print(f"layer pieces rendered again: {table.view.layers.renders - renders}")
    print(f"start to first frame: {first * 1000:.0f} ms")
    pygame.quit()


if __name__ == "__main__":
    main()
