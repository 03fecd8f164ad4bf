"""What one simulated action costs per variant, against Classic: the hard bot's ``action_cost``.

Usage: python benchmarks/action_cost.py [--seconds S] [--rounds R] [--variants V ...]
[--player-counts]

A simulated action is what the hard bot's rollouts do at every step: build the seat's view
(its legal actions included), let the normal policy choose, apply the action. Each variant
plays seeded hands with normal bots for ``--seconds`` of CPU time per round; rounds alternate
the variants so that load from other programs falls on all of them alike. Prints a Markdown
table: CPU milliseconds per action (the median of the rounds), the ratio to Classic, and each
rules object's ``action_cost`` today. ``--player-counts``: every player count each variant is
played by, each against Classic with four players.
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


def ms_per_action(
    variant: str, seconds: float, first_seed: int, players: int | None = None
) -> float:
    """CPU milliseconds per rollout action over hands played for about ``seconds``."""
    actions = 0
    seed = first_seed
    start = time.process_time()
    while time.process_time() - start < seconds:
        state = new_game(variant, players, seed=seed)
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
    parser.add_argument("--player-counts", action="store_true",
                        help="every player count of each variant, not only its usual one")
    args = parser.parse_args()
    variants = args.variants or list(variant_names())
    if "classic" not in variants:
        variants.insert(0, "classic")
    tables: list[tuple[str, int]] = []
    for variant in variants:
        rules = find_variant(variant)
        counts = rules.player_counts if args.player_counts else (rules.default_players,)
        tables += [(variant, players) for players in counts]
    if ("classic", 4) not in tables:
        tables.insert(0, ("classic", 4))
    samples: dict[tuple[str, int], list[float]] = {table: [] for table in tables}
    for r in range(args.rounds):
        for variant, players in tables:
            samples[variant, players].append(
                ms_per_action(variant, args.seconds, r * 1000, players))
    base = statistics.median(samples["classic", 4])
    print(f"python={sys.version.split()[0]} seconds={args.seconds} rounds={args.rounds}")
    print()
    print("| variant | players | ms / action | × Classic | action_cost |")
    print("|---|---:|---:|---:|---:|")
    for variant, players in tables:
        ms = statistics.median(samples[variant, players])
        cost = find_variant(variant).action_cost
        print(f"| {variant} | {players} | {ms:.3f} | {ms / base:.2f} | {cost:g} |")


if __name__ == "__main__":
    main()
