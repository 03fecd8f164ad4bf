"""Bot latency: median and 95th percentile time per decision, per level, natively.

Usage: python benchmarks/bot_latency.py [--hands N] [--players P] [--seed S] [--levels ...]
[--variant V | --variants V ... | --variants all]

Each level plays seeded hands in every seat; every decision is timed (``choose``, the full
budget). For the hard bot the searched decisions (a real choice) are also reported alone.
Also checks, for free, that every chosen action is legal. Prints a Markdown table, one row
per level (and variant, with ``--variants``: each at its default number of players unless
``--players`` is given). ``--clock cpu`` times the process's CPU time instead of the wall
clock: the bots are single-threaded, so on a machine shared with other work it is what a
decision costs without the waits for a core.
``--legality-hands N`` first plays N seeded hands for each of 2, 3, 4 and 6 players with mixed
levels (random, easy, normal; hard with a small budget every tenth hand), checking every action
is legal and every state sound.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.ai import make_bot  # noqa: E402
from game.ai.base import Decided  # noqa: E402
from game.ai.hard import HardBot  # noqa: E402
from game.rules import check_invariants, find_variant, new_game, variant_names  # noqa: E402


def percentile(samples: list[float], q: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(len(ordered) * q))]


def time_level(
    level: str, players: int, hands: int, seed: int, variant: str = "classic",
    clock: Callable[[], float] = time.perf_counter,
) -> list[tuple[float, bool]]:
    """Seconds per decision over ``hands`` hands with ``level`` in every seat, each with
    whether it was searched (the hard bot's real choices)."""
    samples: list[tuple[float, bool]] = []
    for hand in range(hands):
        state = new_game(variant, players=players, seed=seed * 1009 + hand)
        bots = [make_bot(level, seed + s) for s in range(players)]
        while not state.is_hand_over:
            seat = state.to_act
            view = state.player_view(seat)
            start = clock()
            thinking = bots[seat].begin(view)
            action = None
            while action is None:
                action = thinking.step(1e9)
            samples.append((clock() - start, not isinstance(thinking, Decided)))
            if action not in state.legal_actions():
                raise AssertionError(f"{level} chose illegal {action}")
            state, _ = state.apply(action)
    return samples


def legality_sweep(hands: int, seed: int) -> None:
    """Play ``hands`` hands per player count; raise on any illegal action or broken state."""
    levels = ("random", "easy", "normal")
    for players in (2, 3, 4, 6):
        actions = 0
        start = time.perf_counter()
        for hand in range(hands):
            state = new_game("classic", players=players, seed=seed * 7919 + hand)
            bots = [make_bot(levels[(s + hand) % 3], hand * 10 + s) for s in range(players)]
            if hand % 10 == 0:
                bots[hand % players] = HardBot(hand, budget=40)
            while not state.is_hand_over:
                seat = state.to_act
                action = bots[seat].choose(state.player_view(seat))
                if action not in state.legal_actions():
                    raise AssertionError(f"illegal {action} in hand {hand}, {players} players")
                state, _ = state.apply(action)
                actions += 1
            problems = check_invariants(state)
            if problems:
                raise AssertionError(f"hand {hand}, {players} players: {problems}")
        seconds = time.perf_counter() - start
        print(f"legality players={players} hands={hands} actions={actions} "
              f"seconds={seconds:.1f} ok")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--hands", type=int, default=20)
    parser.add_argument("--hard-hands", type=int, default=4)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--levels", nargs="*", default=["random", "easy", "normal", "hard"])
    parser.add_argument("--legality-hands", type=int, default=0)
    parser.add_argument("--variant", default="classic")
    parser.add_argument("--variants", nargs="*", default=None,
                        help="several variants ('all': every one), one table")
    parser.add_argument("--clock", choices=("wall", "cpu"), default="wall",
                        help="wall clock, or the process's CPU time (a shared machine)")
    args = parser.parse_args()
    if args.legality_hands:
        legality_sweep(args.legality_hands, args.seed)
    variants = [args.variant] if args.variants is None else args.variants
    if variants == ["all"]:
        variants = list(variant_names())
    several = len(variants) > 1
    clock = time.process_time if args.clock == "cpu" else time.perf_counter
    print(f"variants={','.join(variants)} seed={args.seed} clock={args.clock} "
          f"python={sys.version.split()[0]}")
    print()
    print("| variant | level | decisions | median ms | p95 ms | max ms |"
          if several else "| level | decisions | median ms | p95 ms | max ms |")
    print("|---|---|---:|---:|---:|---:|" if several else "|---|---:|---:|---:|---:|")
    for variant in variants:
        rules = find_variant(variant)
        players = args.players if args.players in rules.player_counts \
            else rules.default_players
        for level in args.levels:
            hands = args.hard_hands if level == "hard" else args.hands
            samples = time_level(level, players, hands, args.seed, variant, clock)
            ms = [s * 1e3 for s, _ in samples]
            rows = [(level, ms)]
            if level == "hard":
                rows.append(("hard (searched only)", [s * 1e3 for s, searched in samples
                                                      if searched]))
            for name, values in rows:
                if not values:
                    continue
                first = f"| {variant} " if several else ""
                print(f"{first}| {name} | {len(values)} | {statistics.median(values):.2f} | "
                      f"{percentile(values, 0.95):.2f} | {max(values):.2f} |", flush=True)


if __name__ == "__main__":
    main()
