"""Engine throughput: complete 4-player Classic hands with random legal actions.

Usage: python benchmarks/engine_throughput.py [--hands N] [--players P] [--seed S]
Prints hands per second (last line ``hands_per_second=<float>``) and the median and 95th
percentile time of ``legal_actions()`` mid-hand.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.rules import new_game  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--hands", type=int, default=300)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()

    actions = 0
    start = time.perf_counter()
    for hand in range(args.hands):
        rng = random.Random(args.seed * 100003 + hand)
        state = new_game("classic", args.players, seed=args.seed * 100003 + hand)
        while not state.is_hand_over:
            choices = state.legal_actions()
            state, _ = state.apply(choices[rng.randrange(len(choices))])
            actions += 1
    elapsed = time.perf_counter() - start

    # legal_actions() timed on fresh states (no cache) sampled from the middle of hands.
    samples: list[float] = []
    for hand in range(60):
        rng = random.Random(hand)
        state = new_game("classic", args.players, seed=hand)
        step = 0
        while not state.is_hand_over:
            if step % 7 == 3:
                fresh = state.replace()
                t0 = time.perf_counter()
                fresh.legal_actions()
                samples.append(time.perf_counter() - t0)
            choices = state.legal_actions()
            state, _ = state.apply(choices[rng.randrange(len(choices))])
            step += 1
    samples.sort()
    p50 = statistics.median(samples) * 1e3
    p95 = samples[int(len(samples) * 0.95)] * 1e3
    print(f"players={args.players} hands={args.hands} actions={actions} seconds={elapsed:.2f}")
    print(f"actions_per_hand={actions / args.hands:.1f}")
    print(f"legal_actions_ms_median={p50:.3f} p95={p95:.3f} samples={len(samples)}")
    print(f"hands_per_second={args.hands / elapsed:.1f}")


if __name__ == "__main__":
    main()
