"""Tune the expert's weights for one variant against the normal bot, one weight at a time.

Usage::

    python benchmarks/tune_style.py --variant spanish [--games 600] [--seed 41] [--check-seed 43]

Each trial plays ``--games`` single hands (paired deals, sides swapped: the arena's
``--single-hands``) of the expert with one weight changed against normal, on the same deals
for every trial. A change is kept when it beats the best so far by ``--gain`` on those deals
*and* on as many hands dealt from ``--check-seed`` (a second set, so that a lucky trial on
the first is not kept). Starts from the variant's weights (``expert.style``; Classic's family
plays ``expert.EXPERT_CLASSIC`` and is not tuned here); prints every
trial and, at the end, the weights that differ from the expert's, as the variant's entry of
``expert.VARIANT_WEIGHTS``.
"""

from __future__ import annotations

import argparse
import dataclasses
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.ai import expert  # noqa: E402
from game.ai.arena import play_one  # noqa: E402
from game.ai.normal import Style  # noqa: E402
from game.rules import find_variant  # noqa: E402


def score(variant: str, style: Style, games: int, seed: int) -> float:
    """Side A's (the expert with ``style``) share of single hands won against normal."""
    rules = find_variant(variant)
    saved = expert.style(rules)
    expert._STYLES[rules.id] = style
    try:
        points = sum(play_one(variant, 4, "expert", "normal", seed, g, 1).a_points
                     for g in range(games))
    finally:
        expert._STYLES[rules.id] = saved
    return points / games


def variations(style: Style) -> list[tuple[str, Any]]:
    """One-weight changes worth a trial: half and one and a half times a number (a step
    where it is zero), the other value of a switch."""
    out: list[tuple[str, Any]] = []
    for f in dataclasses.fields(style):
        value = getattr(style, f.name)
        if isinstance(value, bool):
            out.append((f.name, not value))
        elif isinstance(value, int):
            out += [(f.name, v) for v in {max(0, value - 1), value + 1, value * 2} if v != value]
        elif isinstance(value, float):
            if value == 0.0:
                out += [(f.name, 10.0), (f.name, -10.0)]
            else:
                out += [(f.name, round(value * 0.5, 3)), (f.name, round(value * 1.6, 3))]
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variant", required=True)
    parser.add_argument("--games", type=int, default=600)
    parser.add_argument("--seed", type=int, default=41)
    parser.add_argument("--check-seed", type=int, default=43)
    parser.add_argument("--gain", type=float, default=0.015)
    parser.add_argument("--passes", type=int, default=1)
    args = parser.parse_args()
    best = expert.style(find_variant(args.variant))
    base = score(args.variant, best, args.games, args.seed)
    base_check = score(args.variant, best, args.games, args.check_seed)
    print(f"expert: {base:.3f} / check {base_check:.3f}", flush=True)
    for _ in range(args.passes):
        for name, value in variations(best):
            trial = dataclasses.replace(best, **{name: value})
            start = time.perf_counter()
            got = score(args.variant, trial, args.games, args.seed)
            line = f"{name}={value}: {got:.3f} ({got - base:+.3f})"
            if got >= base + args.gain:
                check = score(args.variant, trial, args.games, args.check_seed)
                line += f" check {check:.3f} ({check - base_check:+.3f})"
                if check >= base_check + args.gain / 2:
                    best, base, base_check = trial, got, check
                    line += " KEPT"
            print(f"{line}  [{time.perf_counter() - start:.0f} s]", flush=True)
    changed = {f.name: getattr(best, f.name) for f in dataclasses.fields(best)
               if getattr(best, f.name) != getattr(expert.EXPERT, f.name)}
    print(f"best: {base:.3f} / check {base_check:.3f}; VARIANT_WEIGHTS entry: {changed}")


if __name__ == "__main__":
    main()
