"""What one simulated action costs per variant, against Classic: the hard bot's ``action_cost``.

Usage: python benchmarks/action_cost.py [--seconds S] [--rounds R] [--variants V ...]

A simulated action is what the hard bot's rollouts do at every step: build the seat's view
(its legal actions included), let the normal policy choose, apply the action. Each variant
plays seeded hands with normal bots for ``--seconds`` of CPU time per round; rounds alternate
the variants so that load from other programs falls on all of them alike. Prints a Markdown
table: CPU milliseconds per action (the median of the rounds), the ratio to Classic, and each
rules object's ``action_cost`` today.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.ai.normal import decide  # noqa: E402
from game.rules import find_variant, new_game, variant_names  # noqa: E402


def ms_per_action(variant: str, seconds: float, first_seed: int) -> float:
    """CPU milliseconds per rollout action over hands played for about ``seconds``."""
    actions = 0
    seed = first_seed
    start = time.process_time()
    while time.process_time() - start < seconds:
        state = new_game(variant, seed=seed)
        seed += 1
        while not state.is_hand_over:
            action, _ = decide(state.player_view(state.to_act), None)
            state, _ = state.apply(action)
            actions += 1
    return (time.process_time() - start) * 1000 / actions


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=float, default=2.0)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--variants", nargs="*", default=None)
    args = parser.parse_args()
    variants = args.variants or list(variant_names())
    if "classic" not in variants:
        variants.insert(0, "classic")
    samples: dict[str, list[float]] = {v: [] for v in variants}
    for r in range(args.rounds):
        for variant in variants:
            samples[variant].append(ms_per_action(variant, args.seconds, r * 1000))
    base = statistics.median(samples["classic"])
    print(f"python={sys.version.split()[0]} seconds={args.seconds} rounds={args.rounds}")
    print()
    print("| variant | ms / action | × Classic | action_cost |")
    print("|---|---:|---:|---:|")
    for variant in variants:
        ms = statistics.median(samples[variant])
        cost = find_variant(variant).action_cost
        print(f"| {variant} | {ms:.3f} | {ms / base:.1f} | {cost:g} |")


if __name__ == "__main__":
    main()
