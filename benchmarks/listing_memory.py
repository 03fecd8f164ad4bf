"""A play-phase listing, met fresh in random play against the same state listed again.

Usage::

    python benchmarks/listing_memory.py [--variant V] [--hands N] [--seed S]

Plays random legal actions as ``engine_throughput.py`` does and, at every play-phase state,
times the listing of its legal actions three ways, in wall time: as random play first meets
the state (just built by the action before), the same state listed again at once (what it
remembered dropped, so the same work is done), and listed again after one more action was
applied from it (its result dropped). The same instructions each time: what differs is
whether the memory they touch is still near the processor. Prints the three means in µs.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.rules import generate, new_game  # noqa: E402


def measure(variant: str, hands: int, seed: int) -> tuple[int, float, float, float]:
    """States met, and the mean µs of a listing: fresh, again at once, again after an apply."""
    clock = time.perf_counter
    fresh = again = after_apply = 0.0
    met = 0
    for hand in range(hands):
        rng = random.Random(seed * 100003 + hand)
        state = new_game(variant, seed=seed * 100003 + hand)
        while not state.is_hand_over:
            if state.phase == "play":
                start = clock()
                listed = generate.generate_actions(state)
                fresh += clock() - start
                state._cache.clear()
                start = clock()
                generate.generate_actions(state)
                again += clock() - start
                state._cache.clear()
                state.apply(listed[0])
                start = clock()
                generate.generate_actions(state)
                after_apply += clock() - start
                state._cache.clear()
                met += 1
            choices = state.legal_actions()
            state, _ = state.apply(choices[rng.randrange(len(choices))])
    scale = 1e6 / max(met, 1)
    return met, fresh * scale, again * scale, after_apply * scale


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--variant", default="classic")
    parser.add_argument("--hands", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    met, fresh, again, after_apply = measure(args.variant, args.hands, args.seed)
    print(f"{args.variant}: {met} play-phase states; a listing, mean µs: "
          f"fresh {fresh:.1f}, again at once {again:.1f}, again after an apply {after_apply:.1f}")


if __name__ == "__main__":
    main()
