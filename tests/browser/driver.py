"""Plays seeded hands of Canasta with normal bots and reports what happened.

This file runs in two places with the same arguments: inside Pyodide in headless Chromium
(tests/browser/harness.mjs loads it next to the game package) and natively (the pytest side
imports it). Both runs must produce the same actions and the same final state hash; the
timings are benchmark figures only. Standard library and the game package only.
"""

from __future__ import annotations

import platform
import statistics
import sys
import time
from typing import Any

CARDS_PER_TWO_PACKS = 108  # two 52-card packs and four jokers: the classic 2-4 player deck
MAX_ACTIONS_PER_HAND = 5000  # a hand that runs longer than this is a bug (a bot looping)


class InvariantError(AssertionError):
    pass


def count_cards(state: Any) -> int:
    """Every card in the game, wherever it is. Uses the engine's own count when it has one."""
    if hasattr(state, "card_count"):
        return int(state.card_count())
    total = sum(len(h) for h in state.hands) + len(state.stock) + len(state.discard)
    total += sum(len(m.cards) for team in state.melds for m in team)
    total += sum(len(r) for r in state.red_threes)
    return total


def check(state: Any, expected_cards: int, players: int, checker: Any) -> None:
    if checker is not None:
        checker(state)  # the engine's full invariant check raises on any violation
    cards = count_cards(state)
    if cards != expected_cards:
        raise InvariantError(f"card count {cards} != {expected_cards}")
    if players <= 4 and cards != CARDS_PER_TWO_PACKS:
        raise InvariantError(f"{players} players must play with 108 cards, found {cards}")
    if state.phase not in ("draw", "play", "answer", "hand_over", "game_over"):
        raise InvariantError(f"unknown phase {state.phase!r}")
    if state.phase not in ("hand_over", "game_over") and not 0 <= state.to_act < players:
        raise InvariantError(f"seat {state.to_act} to act in a {players}-player game")


def run(seed: int, hands: int, players: int, level: str = "normal") -> dict[str, Any]:
    from game.ai import make_bot
    from game.rules import new_game
    from game.rules.actions import Action

    try:
        from game.rules import check_invariants as checker
    except ImportError:
        checker = None

    state = new_game(variant="classic", players=players, seed=seed)
    # Each seat's bot gets its own seed derived from the game seed: runs are reproducible.
    bots = [make_bot(level, seed * 1000 + seat) for seat in range(players)]
    expected_cards = count_cards(state)
    check(state, expected_cards, players, checker)

    actions: list[str] = []
    decisions_ns: list[int] = []
    check_ns = 0
    hands_done = 0
    in_hand = 0
    started = time.perf_counter_ns()
    while True:
        if state.phase in ("hand_over", "game_over"):
            hands_done += 1
            in_hand = 0
            if hands_done >= hands or state.phase == "game_over":
                break
            action = Action.parse("deal")
        else:
            seat = state.to_act
            view = state.player_view(seat)
            t0 = time.perf_counter_ns()
            action = bots[seat].choose(view)
            decisions_ns.append(time.perf_counter_ns() - t0)
            t1 = time.perf_counter_ns()
            if action not in state.legal_actions():
                raise InvariantError(f"seat {seat} chose illegal {action} at action "
                                     f"{len(actions)} (seed {seed})")
            check_ns += time.perf_counter_ns() - t1
        state, _events = state.apply(action)
        actions.append(str(action))
        in_hand += 1
        if in_hand > MAX_ACTIONS_PER_HAND:
            raise InvariantError(f"hand {hands_done + 1} did not end after "
                                 f"{MAX_ACTIONS_PER_HAND} actions (seed {seed})")
        t2 = time.perf_counter_ns()
        check(state, expected_cards, players, checker)
        check_ns += time.perf_counter_ns() - t2
    total_s = (time.perf_counter_ns() - started) / 1e9
    play_s = max(total_s - check_ns / 1e9, 1e-9)  # the invariant checks are not the product
    return {
        "seed": seed,
        "players": players,
        "level": level,
        "hands": hands_done,
        "phase": state.phase,
        "actions": actions,
        "final_hash": state.state_hash(),
        "scores": list(getattr(state, "scores", [])),
        "decisions": len(decisions_ns),
        "median_decision_ms": statistics.median(decisions_ns) / 1e6 if decisions_ns else 0.0,
        "hands_per_second": hands_done / play_s,
        "seconds": total_s,
        "python": sys.version.split()[0],
        "platform": sys.platform,
        "machine": platform.machine(),
    }


if __name__ == "__main__":
    import json

    args = [int(a) for a in sys.argv[1:4]] or [1, 2, 4]
    print(json.dumps(run(*args)))
