"""Search signal: how much the hard bot's search has to go on, per variant.

Usage: python benchmarks/search_signal.py [--hands N] [--seed S] [--variants V ...]

For each variant it plays seeded hands (hard for one team, normal for the other) and prints:

* ``searched``: decisions the hard bot searched, and ``left``: how often the search left the
  expert policy's choice, with the decision kinds (the expert's choice: draw, pickup, meld,
  discard);
* ``worlds``: median worlds a searched decision met, and ``diff/se``: the median of
  |mean gain of an alternative| / its standard error (below 2 the margin keeps the expert
  choice);
* ``cut corr``: where rollouts are cut (``hard.rollout_depth``), the correlation over paired
  rollouts between what :func:`game.ai.hard.evaluate` says of two candidates at the cut and
  what it says at the hand's end (the rollouts go on to the end for this): near 1 the cut
  ranks positions as the hand's score does, near 0 the search measures noise.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.ai import make_bot  # noqa: E402
from game.ai.determinize import sample_world, unseen_cards  # noqa: E402
from game.ai.hard import ROLLOUT_CAP, HardThinking, evaluate  # noqa: E402
from game.ai.normal import decide  # noqa: E402
from game.rules import GameState, find_variant, new_game  # noqa: E402

#: Worlds per searched decision for the correlation (each candidate played to the end).
CORR_WORLDS = 3


def correlation(xs: list[float], ys: list[float]) -> float:
    if len(xs) < 3 or statistics.pstdev(xs) == 0 or statistics.pstdev(ys) == 0:
        return float("nan")
    return statistics.correlation(xs, ys)


def cut_and_end(state: GameState, team: int, depth: int) -> tuple[float, float]:
    """``team``'s value at ``depth`` rollout actions and at the hand's end."""
    at_cut: float | None = None
    steps = 0
    while not state.is_hand_over and steps < ROLLOUT_CAP and state.legal_actions():
        if steps == depth:
            at_cut = evaluate(state, team)
        action, _ = decide(state.player_view(state.to_act), None)
        state, _ = state.apply(action)
        steps += 1
    end = evaluate(state, team)
    return (end if at_cut is None else at_cut), end


def measure(variant: str, hands: int, seed: int) -> str:
    rules = find_variant(variant)
    players = rules.default_players
    kinds: Counter[str] = Counter()
    left: Counter[str] = Counter()
    worlds: list[int] = []
    ratios: list[float] = []
    cut_diffs: list[float] = []
    end_diffs: list[float] = []
    rng = random.Random(seed)
    for hand in range(hands):
        state = new_game(variant, players=players, seed=seed * 1009 + hand)
        bots = [make_bot("hard" if state.team_of(s) == 0 else "normal", seed + s)
                for s in range(players)]
        while not state.is_hand_over:
            seat = state.to_act
            view = state.player_view(seat)
            thinking = bots[seat].begin(view)
            action = None
            while action is None:
                action = thinking.step(1e9)
            if isinstance(thinking, HardThinking):
                kind = thinking.cands[0].kind
                kinds[kind] += 1
                left[kind] += action != thinking.cands[0]
                worlds.append(thinking.worlds)
                for d in thinking.diffs[1:]:
                    if len(d) > 1 and statistics.stdev(d) > 0:
                        ratios.append(abs(statistics.mean(d))
                                      / (statistics.stdev(d) / math.sqrt(len(d))))
                depth = thinking.depth
                if depth is not None:
                    unseen = unseen_cards(view)
                    for _ in range(CORR_WORLDS):
                        world = sample_world(view, rng, unseen)
                        values = [cut_and_end(world.apply(a)[0], view.team, depth)
                                  for a in thinking.cands]
                        for cut, end in values[1:]:
                            cut_diffs.append(cut - values[0][0])
                            end_diffs.append(end - values[0][1])
            state, _ = state.apply(action)
    searched = sum(kinds.values())
    by_kind = " ".join(f"{k}:{left[k]}/{n}" for k, n in kinds.most_common())
    corr = correlation(cut_diffs, end_diffs)
    return (f"| {variant} | {searched} | {sum(left.values()) / max(searched, 1):.3f} "
            f"| {by_kind} | {statistics.median(worlds) if worlds else 0} "
            f"| {statistics.median(ratios) if ratios else 0:.2f} "
            f"| {'full' if math.isnan(corr) and not cut_diffs else f'{corr:.2f}'} |")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--hands", type=int, default=6)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--variants", nargs="*",
                        default=["samba", "american", "italy", "cuba", "hand-and-foot"])
    args = parser.parse_args()
    print(f"hands={args.hands} seed={args.seed}")
    print()
    print("| variant | searched | left | left/searched by kind | worlds | diff/se | cut corr |")
    print("|---|---:|---:|---|---:|---:|---:|")
    for variant in args.variants:
        print(measure(variant, args.hands, args.seed), flush=True)


if __name__ == "__main__":
    main()
