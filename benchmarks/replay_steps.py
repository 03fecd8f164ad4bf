"""Replays and statistics: reading a whole game for watching, a step back, a game's outcome.

Usage: python benchmarks/replay_steps.py [--seed S]
For a four-player Classic game and a Hand and Foot game played by normal bots, prints the
time to read and check the record (every action replayed once), the median and worst time to
rebuild the state at an action (a step back), and the time to read the finished game's outcome
for the statistics. Target: a step back well within a frame (≤ 16 ms).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.ai import make_bot  # noqa: E402
from game.replays import ReplayGame  # noqa: E402
from game.rules import GameRecord  # noqa: E402
from game.stats import outcome_of  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seed", type=int, default=11)
    args = parser.parse_args()
    for variant in ("classic", "hand-and-foot"):
        record, state = GameRecord.start(variant, 4, args.seed)
        bots = [make_bot("normal", args.seed * 10 + seat) for seat in range(4)]
        while not state.is_game_over:
            action = bots[state.to_act].choose(state.player_view(state.to_act))
            record.add(state.to_act, action)
            state, _events = state.apply(action)
        start = time.perf_counter()
        game = ReplayGame(record)
        read_ms = (time.perf_counter() - start) * 1000
        steps = []
        for index in range(game.length, 0, -1):
            start = time.perf_counter()
            game.state_at(index - 1)
            steps.append((time.perf_counter() - start) * 1000)
        start = time.perf_counter()
        outcome_of(record, 0, {}, state)
        outcome_ms = (time.perf_counter() - start) * 1000
        print(f"{variant}: {game.length} actions; read {read_ms:.1f} ms; step back "
              f"{statistics.median(steps):.2f} ms median, {max(steps):.2f} ms max; "
              f"outcome {outcome_ms:.1f} ms")


if __name__ == "__main__":
    main()
