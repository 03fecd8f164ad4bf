"""Expert alternatives: what the expert's next-best choices would be worth, played out.

Usage: python benchmarks/expert_alternatives.py [--variant V] [--seed S] [--games N]
       [--share P] [--by FEATURE ...]

Plays the arena's single hands of the expert (hard's base policy, no search) against normal
(the same deals, seats and bot seeds as ``python -m game.ai.arena --a expert --b normal
--single-hands``). At a share ``--share`` of the expert's draws and plays, chosen at random, the
hand is played out twice from the true position (every hidden card as dealt): once after the
expert's action and once after its best alternative of one kind, the expert's side played by
the expert and the other side by normal. The kinds:

* ``draw->pickup``: taking the pile, the best way the expert's weights rank, where it drew;
* ``pickup->draw``: drawing where it took the pile;
* ``meld->hold``: throwing the card it would throw where it melded (the meld kept in hand);
* ``hold->meld``: where it threw but could meld, seven times in ten, the best meld its
  weights rank;
* ``disc->disc2``: otherwise, where it threw, its next-best throw.

Prints, per kind, how many were played out and the mean paired difference (alternative minus
the expert's choice) in hands won (1, a tie 1/2) and in the side's hand lead, with standard
errors; with ``--by``, the same per value of each feature named (stock, hand, threat, pile,
mycan, opcan). A diagnostic, not a bot: where a kind of alternative wins on average in some
situation, the expert's weights there are worth another look; where none does, the expert sits
at an optimum of one-step changes and only what it cannot see (the hidden cards) is left.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from search_deviations import arena_hand, lead, play_out  # noqa: E402

from game.ai import expert, normal  # noqa: E402
from game.ai.knowledge import Knowledge, goes_out, know  # noqa: E402
from game.rules import Action, PlayerView  # noqa: E402

#: Share of the hold->meld kind among throws where a meld was possible (the rest: disc2).
MELD_SHARE = 0.7

Found = dict[str, float | int | str]


def alternative(
    view: PlayerView, k: Knowledge, chosen: Action, rng: random.Random
) -> tuple[str, Action] | None:
    """One alternative to the expert's ``chosen`` action, with its kind (None: none here)."""
    style = expert.style_for(view)
    legal = view.legal_actions
    if view.phase == "draw":
        pickups = [a for a in legal if a.kind == "pickup"]
        draws = [a for a in legal if a.kind == "draw"]
        if chosen.kind == "draw" and pickups:
            return "draw->pickup", max(pickups, key=lambda a: expert.pickup_score(k, a))
        if chosen.kind == "pickup" and draws:
            return "pickup->draw", draws[0]
        return None
    discards = [a for a in legal if a.kind == "discard"]
    if chosen.kind == "meld" and not goes_out(view, chosen) and discards:
        return "meld->hold", normal.discard(k, None, style)[0]
    if chosen.kind != "discard":
        return None
    melds = [a for a in legal if a.kind == "meld" and not goes_out(view, a)]
    if melds and rng.random() < MELD_SHARE:
        return "hold->meld", max(melds, key=lambda a: expert.meld_score(k, a))
    others = normal.throw_costs(k, [a for a in discards if a != chosen], style)
    if not others:
        return None
    return "disc->disc2", min(others, key=lambda scored: scored[0])[1]


def features(view: PlayerView, k: Knowledge) -> dict[str, int]:
    """Where the choice was made, in a few coarse numbers (for ``--by``)."""
    mine = view.melds[view.team]
    theirs = [m for t, side in enumerate(view.melds) if t != view.team for m in side]
    return {
        "stock": min(view.stock_size // 15, 4) * 15,
        "hand": min(len(view.hand) // 3, 5) * 3,
        "threat": normal.threat(k),
        "pile": min(len(view.pile) // 4, 5) * 4,
        "mycan": min(sum(m.is_canasta for m in mine), 3),
        "opcan": min(sum(m.is_canasta for m in theirs), 3),
    }


def measure(variant: str, seed: int, games: int, share: float) -> list[Found]:
    found: list[Found] = []
    for game in range(games):
        state, bots, mine = arena_hand(variant, seed, game, "expert")
        team = state.team_of(mine[0])
        rng = random.Random(seed * 1_000_003 + game)
        while state.phase not in ("hand_over", "game_over"):
            seat = state.to_act
            view = state.player_view(seat)
            chosen = bots[seat].choose(view)
            if seat in mine and state.phase in ("draw", "play") and rng.random() < share:
                style = expert.style_for(view)
                k = know(view, style.natural_spares, style.plan_mixed)
                alt = alternative(view, k, chosen, rng)
                if alt is not None:
                    kind, action = alt
                    ours = lead(play_out(state.apply(action)[0], bots), team)
                    base = lead(play_out(state.apply(chosen)[0], bots), team)
                    won = (ours > 0) - (base > 0) + ((ours == 0) - (base == 0)) / 2
                    found.append({"kind": kind, "won": won, "points": ours - base,
                                  **features(view, k)})
            state, _ = state.apply(chosen)
    return found


def mean_se(values: list[float]) -> tuple[float, float]:
    n = len(values)
    mean = sum(values) / n
    var = sum((v - mean) ** 2 for v in values) / (n - 1) if n > 1 else 0.0
    return mean, math.sqrt(var / n)


def table(rows: list[Found], label: Callable[[Found], str]) -> None:
    groups: dict[str, list[Found]] = defaultdict(list)
    for row in rows:
        groups[label(row)].append(row)
    for name, group in sorted(groups.items(), key=lambda kv: (-len(kv[1]), kv[0])):
        won, won_se = mean_se([float(r["won"]) for r in group])
        points, points_se = mean_se([float(r["points"]) for r in group])
        print(f"| {name} | {len(group)} | {won:+.4f} | {won_se:.4f} | {points:+.1f} "
              f"| {points_se:.1f} |")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--variant", default="classic")
    parser.add_argument("--seed", type=int, default=701)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--share", type=float, default=0.35)
    parser.add_argument("--by", nargs="*", default=[],
                        choices=("stock", "hand", "threat", "pile", "mycan", "opcan"))
    args = parser.parse_args()
    rows = measure(args.variant, args.seed, args.games, args.share)
    print(f"variant={args.variant} seed={args.seed} games={args.games} share={args.share}")
    print()
    header = ("| alternative | n | hands won (alt - expert) | se | points | se |\n"
              "|---|---:|---:|---:|---:|---:|")
    print(header)
    table(rows, lambda r: str(r["kind"]))
    for feature in args.by:
        print(f"\nby {feature}\n")
        print(header)
        table(rows, lambda r, f=feature: f"{r['kind']} {f}={r[f]}")


if __name__ == "__main__":
    main()
