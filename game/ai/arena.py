"""Arena: side A against side B over many seeded games, seats and deals swapped fairly.

Usage::

    python -m game.ai.arena --variant classic --players 4 --a hard --b normal --games 200 --seed 1
    python -m game.ai.arena --variant ponytail --a normal --b easy --single-hands --games 200

Games come in pairs on the same deal seed with the sides swapped, so neither side profits from
the cards or the seats. With partnerships a side is a team; with 2 or 3 players side A holds
one seat (rotating) and B the others. A win counts 1, a tie 1/2. The last line is
``a_win_rate=<float> ci95=[<lo>,<hi>]`` (Wilson interval). ``--hands N`` plays N hands per game
and ranks by the score after them; ``--jobs`` spreads games over processes.

``--single-hands`` plays each game as the first hand of a game only: A wins a hand by scoring
more points in it. It also reports how often somebody went out (the rest end with the stock)
and A's mean points ahead per hand with its 95 % interval. When A and B are the same level
every game gets a deal of its own (swapping identical sides would replay the same hand): that
measures, for instance, how often normal bots at every seat go out.
"""

from __future__ import annotations

import math
import sys
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass
from typing import TextIO

from game.cli import UsageParser, check_seed, variant_and_players
from game.rules import find_variant

from . import LEVELS
from .selfplay import play_game


@dataclass(frozen=True)
class Outcome:
    """One game's result from side A's point of view."""

    game: int
    a_points: float  # 1 win, 0.5 tie, 0 loss
    a_score: int
    b_score: int
    hands: int
    seconds: float
    went_out: bool = False  # the last hand ended by a player going out (not by the stock)


def a_seats(players: int, teams: Sequence[Sequence[int]], game: int) -> tuple[int, ...]:
    """The seats side A holds in ``game`` (pairs of games swap sides on one deal)."""
    if all(len(t) > 1 for t in teams):
        return tuple(teams[game % len(teams)])
    return ((game // 2 + game) % players,) if players > 2 else (game % 2,)


def deal_seed(seed: int, game: int, paired: bool = True) -> int:
    """The deal of one game: games come in pairs on one deal, the sides' seats swapped (or,
    not ``paired``, each game has its own deal)."""
    return seed * 100_003 + (game // 2 if paired else game)


def play_one(
    variant: str, players: int, a: str, b: str, seed: int, game: int, hands: int | None
) -> Outcome:
    rules = find_variant(variant)
    teams = rules.teams_for(players)
    mine = a_seats(players, teams, game)
    levels = {s: (a if s in mine else b) for s in range(players)}
    start = time.perf_counter()
    state = play_game(levels, variant, players, deal_seed(seed, game, a != b), max_hands=hands)
    seconds = time.perf_counter() - start
    totals = state.total_scores
    a_team = {state.team_of(s) for s in mine}
    a_score = max(totals[t] for t in a_team)
    b_score = max(totals[t] for t in range(len(totals)) if t not in a_team)
    winner = state.winner
    if winner is not None:
        points = 1.0 if winner in a_team else 0.0
    else:
        points = 1.0 if a_score > b_score else 0.5 if a_score == b_score else 0.0
    return Outcome(game, points, a_score, b_score, state.hand_number + 1, seconds,
                   state.went_out is not None)


def wilson(points: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """95 % Wilson score interval for a win rate."""
    if n == 0:
        return 0.0, 1.0
    p = points / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


Progress = Callable[[list[Outcome], int], None]


def run(
    variant: str,
    players: int,
    a: str,
    b: str,
    games: int,
    seed: int,
    hands: int | None = None,
    jobs: int = 1,
    progress: Progress | None = None,
) -> list[Outcome]:
    """Play ``games`` games; ``progress(done_so_far, games)`` is called after each one.
    The outcomes come back in game order whatever order the workers finish in."""
    args = [(variant, players, a, b, seed, g, hands) for g in range(games)]
    done: list[Outcome] = []

    def finished(outcome: Outcome) -> None:
        done.append(outcome)
        if progress is not None:
            progress(done, games)

    if jobs <= 1:
        for x in args:
            finished(play_one(*x))
    else:
        with ProcessPoolExecutor(jobs) as pool:
            for future in as_completed([pool.submit(play_one, *x) for x in args]):
                finished(future.result())
    return sorted(done, key=lambda o: o.game)


def stderr_progress(stream: TextIO = sys.stderr) -> Progress:
    """Games done and side A's running win rate on stderr (the results stay on stdout): one
    line rewritten in place on a terminal, else a line at every tenth of the run."""
    started = time.perf_counter()
    live = stream.isatty()

    def report(done: list[Outcome], total: int) -> None:
        n = len(done)
        if not live and n != total and n % max(1, total // 10):
            return
        rate = sum(o.a_points for o in done) / n
        line = (f"arena: {n}/{total} games, A win rate {rate:.3f}, "
                f"{time.perf_counter() - started:.0f} s")
        stream.write(f"\r{line}" + ("\n" if n == total else "") if live else line + "\n")
        stream.flush()

    return report


def main(argv: Sequence[str] | None = None) -> None:
    parser = UsageParser(prog="python -m game.ai.arena", description=__doc__.split("\n")[0])
    parser.add_argument("--variant", default="classic")
    parser.add_argument("--players", type=int, default=None,
                        help="number of players (default: the variant's)")
    parser.add_argument("--a", default="hard", choices=(*LEVELS, "expert"))
    parser.add_argument("--b", default="normal", choices=(*LEVELS, "expert"))
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--hands", type=int, default=None, help="hands per game (default: all)")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    parser.add_argument("--single-hands", action="store_true",
                        help="one hand a game: hands won, going out, points ahead per hand")
    args = parser.parse_args(argv)
    _, args.players = variant_and_players(parser, args.variant, args.players)
    if args.games < 1:
        parser.error(f"--games must be at least 1, not {args.games}")
    if args.hands is not None and args.hands < 1:
        parser.error(f"--hands must be at least 1, not {args.hands}")
    if args.single_hands:
        if args.hands not in (None, 1):
            parser.error(f"--single-hands plays one hand a game, not --hands {args.hands}")
        args.hands = 1
    check_seed(parser, args.seed, deal_seed(args.seed, 0),
               deal_seed(args.seed, args.games - 1, args.a != args.b))
    start = time.perf_counter()
    outcomes = run(args.variant, args.players, args.a, args.b, args.games, args.seed,
                   args.hands, args.jobs, progress=stderr_progress())
    elapsed = time.perf_counter() - start
    n = len(outcomes)
    points = sum(o.a_points for o in outcomes)
    wins = sum(1 for o in outcomes if o.a_points == 1.0)
    ties = sum(1 for o in outcomes if o.a_points == 0.5)
    mean_a = sum(o.a_score for o in outcomes) / max(n, 1)
    mean_b = sum(o.b_score for o in outcomes) / max(n, 1)
    hands = sum(o.hands for o in outcomes) / max(n, 1)
    print(f"variant={args.variant} players={args.players} games={n} seed={args.seed} "
          f"hands_per_game={hands:.1f} seconds={elapsed:.1f}")
    print(f"side A ({args.a}): wins={wins} ties={ties} mean_score={mean_a:.0f}")
    print(f"side B ({args.b}): wins={n - wins - ties} ties={ties} mean_score={mean_b:.0f}")
    if args.single_hands:
        print(hand_summary(outcomes))
    lo, hi = wilson(points, n)
    print(f"a_win_rate={points / max(n, 1):.3f} ci95=[{lo:.3f},{hi:.3f}]")


def hand_summary(outcomes: Sequence[Outcome]) -> str:
    """How often somebody went out, and A's points ahead per hand with a 95 % interval."""
    n = len(outcomes)
    out = sum(1 for o in outcomes if o.went_out)
    lo, hi = wilson(out, n)
    diffs = [o.a_score - o.b_score for o in outcomes]
    mean = sum(diffs) / max(n, 1)
    spread = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (n - 1)) if n > 1 else 0.0
    half = 1.96 * spread / math.sqrt(max(n, 1))
    return (f"went_out={out / max(n, 1):.3f} ({out}/{n}) ci95=[{lo:.3f},{hi:.3f}]\n"
            f"a_points_ahead={mean:+.1f} ci95=[{mean - half:+.1f},{mean + half:+.1f}]")


if __name__ == "__main__":
    main()
