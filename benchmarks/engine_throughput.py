"""Engine throughput: whole hands played with random legal actions, in any variant.

Usage::

    python benchmarks/engine_throughput.py [--variant V | --all] [--hands N] [--players P]
    python benchmarks/engine_throughput.py --all --against DIR [--rounds R]
    python benchmarks/engine_throughput.py --variant V --text

Prints, per variant, the actions played per second of CPU time (``legal_actions()`` and
``apply()`` for every action, new deals included; ``--hands`` hands, or more until
``--min-actions`` actions are played, so that a variant of short hands is timed as long as the
others) and the median and 95th percentile CPU time
of ``legal_actions()`` on states taken from the middle of hands (fresh copies, so nothing is
remembered). CPU time, not wall time: the figures then hold on a shared machine.

``--against DIR`` measures another checkout of the game (for instance an older commit, made
with ``git worktree add DIR COMMIT``) in the same run: each round measures every variant once
for each checkout, alternating, each time in a fresh process, and the median figures of
``--rounds`` rounds are compared side by side, with each variant's speed as a share of
Classic's in the same round (the median of the rounds). ``--root DIR`` measures that checkout
alone. ``--text`` applies every action chosen through its text (``str(action)``), the way
a replay, a rules case or a program driving the engine from outside Python passes it.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parents[1]
#: No hand of random play needs this many actions; a hand is cut there all the same.
MAX_ACTIONS = 3000
#: The variants of the table, in the menu's order (presets and aliases left out).
VARIANTS = ("classic", "samba", "bolivia", "brazil", "chile", "italy", "cuba", "american",
            "uruguayan", "british", "hand-and-foot", "ponytail", "spanish")


def measure(
    variant: str, players: int | None, hands: int, seed: int, min_actions: int = 0,
    text: bool = False,
) -> dict[str, Any]:
    """Random play of ``hands`` hands (more, until ``min_actions`` actions are played), and
    legal_actions() timed on fresh mid-hand states. ``text``: each action chosen is applied
    through its text, as a replay, a rules case or a caller outside Python would pass it."""
    from game.rules import find_variant, new_game

    count = players or find_variant(variant).default_players
    actions = 0
    dealt = 0
    start = time.process_time()
    # A variant whose random hands are short (British: acaba within three or four actions)
    # plays more of them, so that its figure is not a few milliseconds of CPU time.
    while dealt < hands or actions < min_actions:
        rng = random.Random(seed * 100003 + dealt)
        state = new_game(variant, count, seed=seed * 100003 + dealt)
        dealt += 1
        for _ in range(MAX_ACTIONS):
            if state.is_hand_over:
                break
            choices = state.legal_actions()
            chosen = choices[rng.randrange(len(choices))]
            state, _ = state.apply(str(chosen) if text else chosen)
            actions += 1
    elapsed = time.process_time() - start

    samples: list[float] = []
    for hand in range(max(10, hands // 5)):
        rng = random.Random(hand)
        state = new_game(variant, count, seed=hand)
        for step in range(MAX_ACTIONS):
            if state.is_hand_over:
                break
            if step % 7 == 3:
                fresh = state.replace()
                t0 = time.process_time()
                fresh.legal_actions()
                samples.append(time.process_time() - t0)
            choices = state.legal_actions()
            state, _ = state.apply(choices[rng.randrange(len(choices))])
    samples.sort()
    return {
        "variant": variant,
        "players": count,
        "hands": dealt,
        "actions": actions,
        "seconds": elapsed,
        "actions_per_second": actions / elapsed,
        "legal_ms_median": statistics.median(samples) * 1e3,
        "legal_ms_p95": samples[int(len(samples) * 0.95)] * 1e3,
    }


def _in_process(args: argparse.Namespace, root: Path, variant: str) -> dict[str, Any]:
    """One measurement in a fresh process importing the game from ``root``."""
    command = [sys.executable, __file__, "--variant", variant, "--hands", str(args.hands),
               "--min-actions", str(args.min_actions), "--seed", str(args.seed),
               "--root", str(root), "--json"]
    if args.text:
        command.append("--text")
    if args.players:
        command += ["--players", str(args.players)]
    out = subprocess.run(command, check=True, capture_output=True, text=True).stdout
    return json.loads(out.strip().splitlines()[-1])  # type: ignore[no-any-return]


def _compare(args: argparse.Namespace, variants: list[str]) -> None:
    other = Path(args.against).resolve()
    print(f"this checkout ({HERE}) against {other}: median of {args.rounds} alternating runs")
    # Rounds outermost: each round measures every variant once in each checkout, so a spell of
    # load on a shared machine falls on all of them, and a variant's share of Classic's speed
    # is taken within one round.
    runs: dict[str, dict[str, list[dict[str, Any]]]] = {
        variant: {"now": [], "before": []} for variant in variants}
    for _ in range(args.rounds):
        for variant in variants:
            runs[variant]["now"].append(_in_process(args, HERE, variant))
            runs[variant]["before"].append(_in_process(args, other, variant))
    classic = runs.get("classic")
    print(f"{'variant':14} {'actions/s':>10} {'before':>10} {'x':>6} {'of Classic':>11}   "
          f"{'legal ms p50/p95':>17} {'before':>17}")
    for variant in variants:
        now, before = ({key: statistics.median(r[key] for r in rows) for key in
                        ("actions_per_second", "legal_ms_median", "legal_ms_p95")}
                       for rows in (runs[variant]["now"], runs[variant]["before"]))
        ratio = now["actions_per_second"] / before["actions_per_second"]
        share = "" if classic is None else "{:11.2f}".format(statistics.median(
            mine["actions_per_second"] / base["actions_per_second"]
            for mine, base in zip(runs[variant]["now"], classic["now"], strict=True)))
        print(f"{variant:14} {now['actions_per_second']:10.0f} "
              f"{before['actions_per_second']:10.0f} {ratio:6.2f} {share:>11}   "
              f"{now['legal_ms_median']:8.3f}/{now['legal_ms_p95']:<8.3f} "
              f"{before['legal_ms_median']:8.3f}/{before['legal_ms_p95']:<8.3f}", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    which = parser.add_mutually_exclusive_group()
    which.add_argument("--variant", default="classic")
    which.add_argument("--all", action="store_true", help="every variant, one table")
    parser.add_argument("--hands", type=int, default=None,
                        help="hands per variant (default 200 for one variant, 40 for --all)")
    parser.add_argument("--min-actions", type=int, default=2000,
                        help="play more hands until this many actions (default 2000)")
    parser.add_argument("--players", type=int, default=None,
                        help="default: the variant's usual number")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--root", help="measure the game in this checkout instead")
    parser.add_argument("--against", help="compare with the game in this checkout")
    parser.add_argument("--rounds", type=int, default=3, help="runs per checkout (--against)")
    parser.add_argument("--json", action="store_true", help="print one JSON line")
    parser.add_argument("--text", action="store_true",
                        help="apply each action through its text (str(action))")
    args = parser.parse_args()
    if args.hands is None:
        args.hands = 40 if args.all else 200
    variants = list(VARIANTS) if args.all else [args.variant]
    if args.against:
        _compare(args, variants)
        return
    sys.path.insert(0, str(Path(args.root).resolve() if args.root else HERE))
    for variant in variants:
        result = measure(variant, args.players, args.hands, args.seed, args.min_actions,
                         args.text)
        if args.json:
            print(json.dumps(result))
            continue
        print(f"{variant:14} {result['players']} players  {result['hands']} hands  "
              f"{result['actions']} actions  {result['seconds']:.2f} s  "
              f"actions/s={result['actions_per_second']:.0f}  "
              f"legal_actions ms median={result['legal_ms_median']:.3f} "
              f"p95={result['legal_ms_p95']:.3f}", flush=True)


if __name__ == "__main__":
    main()
