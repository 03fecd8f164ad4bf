"""Search deviations: what the hard bot's departures from the expert's choice are worth.

Usage: python benchmarks/search_deviations.py [--variant V] [--seed S] [--games N]

Plays the arena's single hands (``--single-hands``: the same deals, seats and bot seeds as
``python -m game.ai.arena --a hard --b normal --single-hands``). Wherever the search leaves the
expert's choice, the hand is played out twice from the true position (every hidden card as
dealt): once after the search's action and once after the expert's, the hard bot's side played
by the expert and the other side by normal. Prints, per kind of departure (the expert's action
kind -> the search's; a meld marked ``out`` when it goes out), how many there were, the mean
paired difference in points (the side's hand lead after the search's action minus after the
expert's) with its standard error, and how many won and lost. A diagnostic, not a bot: the
search never sees these cards, and one playout per branch is noisy, so only many departures
of a kind say whether the search's choice of that kind pays.
"""

from __future__ import annotations

import argparse
import math
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.ai.arena import a_seats, deal_seed  # noqa: E402
from game.ai.base import Bot  # noqa: E402
from game.ai.hard import HardThinking  # noqa: E402
from game.ai.knowledge import goes_out  # noqa: E402
from game.ai.selfplay import make_bots  # noqa: E402
from game.rules import Action, GameState, PlayerView, find_variant, new_game  # noqa: E402


def lead(state: GameState, team: int) -> int:
    """``team``'s score minus the best other side's."""
    totals = state.total_scores
    return totals[team] - max(t for i, t in enumerate(totals) if i != team)


def play_out(state: GameState, bots: list[Bot]) -> GameState:
    while state.phase not in ("hand_over", "game_over"):
        seat = state.to_act
        state, _ = state.apply(bots[seat].choose(state.player_view(seat)))
    return state


def label(view: PlayerView, action: Action) -> str:
    if action.kind == "meld" and goes_out(view, action):
        return "meld(out)"
    return action.kind


def arena_hand(
    variant: str, seed: int, game: int, level: str
) -> tuple[GameState, list[Bot], tuple[int, ...]]:
    """The arena's single hand ``game`` (``--single-hands``): its first state, a bot per seat
    (side A at ``level``, side B normal) and side A's seats."""
    rules = find_variant(variant)
    players = rules.default_players
    mine = a_seats(players, rules.teams_for(players), game)
    deal = deal_seed(seed, game)
    state = new_game(variant, players=players, seed=deal)
    bots = make_bots({s: level if s in mine else "normal" for s in range(players)},
                     players, deal)
    return state, bots, mine


def measure(variant: str, seed: int, games: int) -> dict[str, list[int]]:
    found: dict[str, list[int]] = defaultdict(list)
    for game in range(games):
        state, bots, mine = arena_hand(variant, seed, game, "hard")
        experts = arena_hand(variant, seed, game, "expert")[1]
        team = state.team_of(mine[0])
        while state.phase not in ("hand_over", "game_over"):
            view = state.player_view(state.to_act)
            thinking = bots[state.to_act].begin(view)
            action = None
            while action is None:
                action = thinking.step(1e9)
            if isinstance(thinking, HardThinking) and action != thinking.cands[0]:
                base = thinking.cands[0]
                ours = lead(play_out(state.apply(action)[0], experts), team)
                theirs = lead(play_out(state.apply(base)[0], experts), team)
                found[f"{label(view, base)} -> {label(view, action)}"].append(ours - theirs)
            state, _ = state.apply(action)
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--variant", default="italy")
    parser.add_argument("--seed", type=int, default=31)
    parser.add_argument("--games", type=int, default=200)
    args = parser.parse_args()
    found = measure(args.variant, args.seed, args.games)
    print(f"variant={args.variant} seed={args.seed} games={args.games}")
    print()
    print("| expert -> search | n | points (search - expert) | se | won | lost |")
    print("|---|---:|---:|---:|---:|---:|")
    for kind, diffs in sorted(found.items(), key=lambda kv: -len(kv[1])):
        n = len(diffs)
        mean = sum(diffs) / n
        se = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (n - 1) / n) if n > 1 else 0.0
        print(f"| {kind} | {n} | {mean:+.1f} | {se:.1f} | {sum(d > 0 for d in diffs)} "
              f"| {sum(d < 0 for d in diffs)} |")


if __name__ == "__main__":
    main()
