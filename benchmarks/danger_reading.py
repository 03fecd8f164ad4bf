"""Danger reading: how well the expert reads the chance that a discard hands the pile over.

Usage: python benchmarks/danger_reading.py [--hands N] [--seed S] [--variants V ...]

For each variant it plays seeded single hands (the expert for one team, normal for the other,
sides swapped on every other deal) and prints:

* ``chance``: at each of the expert's discards, for every card it could throw to an opponent,
  the chance :func:`game.ai.normal.take_chance` gives that the next player can take the pile,
  against whether it really could (its legal actions then hold a pickup): the log-loss (and
  that of one constant rate, for scale) and the calibration by bins of the chance;
* ``told``: the share of hands the expert wins against normal when each chance is replaced by
  the truth (whether that next player could take the pile after the throw) — how much better
  a perfect reading of the next hand would play, all else equal; ``plain`` is the expert's
  own share on the same deals.
"""

from __future__ import annotations

import argparse
import math
import sys
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.ai import expert, normal  # noqa: E402
from game.ai.knowledge import Knowledge, know  # noqa: E402
from game.rules import Action, GameState, find_variant, new_game  # noqa: E402
from game.rules.cards import Card  # noqa: E402

BINS = (0.0, 0.02, 0.05, 0.1, 0.2, 0.3, 0.5, 0.7, 1.01)


def can_take_after(state: GameState, action: Action) -> bool:
    """Whether the next player may take the pile once ``action`` (a discard) is played."""
    nxt = (state.to_act + 1) % state.players
    after, _ = state.apply(action)
    return (not after.is_hand_over and after.to_act == nxt and after.phase == "draw"
            and any(a.kind == "pickup" for a in after.legal_actions()))


def oracle(truth: GameState) -> Callable[[Knowledge, Card, normal.Style], float]:
    """normal.danger told the truth: the pile's worth where the next player could take it."""

    def danger(k: Knowledge, c: Card, style: normal.Style = normal.NORMAL) -> float:
        if normal.take_chance(k, c, style) == 0.0:
            return 0.0  # a partner next, or a blocked pile
        taken = can_take_after(truth, Action("discard", card=c))
        return normal.pile_worth(k, style) if taken else 0.0

    return danger


def play_hand(
    variant: str, seed: int, expert_team: int,
    seen: Callable[[GameState, Knowledge, normal.Style], None] | None = None,
    told: bool = False,
) -> float:
    """One single hand; the expert's team's points for it (1 won, 1/2 tied, 0 lost)."""
    rules = find_variant(variant)
    state = new_game(variant, players=rules.default_players, seed=seed)
    plain_danger = normal.danger
    while not state.is_hand_over and state.phase != "game_over":
        seat = state.to_act
        view = state.player_view(seat)
        if state.team_of(seat) != expert_team:
            action, _ = normal.decide(view, None)
        else:
            k = know(view)
            style = expert.style_for(view)
            if seen is not None and view.phase == "play":
                seen(state, k, style)
            if told:
                normal.danger = oracle(state)
            try:
                action, _ = expert.decide(view, None)
            finally:
                normal.danger = plain_danger
        state, _ = state.apply(action)
    result = state.result
    assert result is not None
    ours = result.totals[expert_team]
    theirs = max(t for i, t in enumerate(result.totals) if i != expert_team)
    return 1.0 if ours > theirs else 0.5 if ours == theirs else 0.0


def measure(variant: str, hands: int, seed: int) -> None:
    pairs: list[tuple[float, bool]] = []

    def seen(state: GameState, k: Knowledge, style: normal.Style) -> None:
        done: set[Card] = set()
        for action in state.legal_actions():
            c = action.card
            if action.kind != "discard" or c is None or c in done:
                continue
            done.add(c)
            p = normal.take_chance(k, c, style)
            if 0.0 < p < 1.0:
                pairs.append((p, can_take_after(state, action)))

    plain = sum(play_hand(variant, seed * 100_003 + g // 2, g % 2, seen) for g in range(hands))
    told = sum(play_hand(variant, seed * 100_003 + g // 2, g % 2, told=True)
               for g in range(hands))
    n = len(pairs)
    rate = sum(y for _, y in pairs) / n

    def loss(p: float, y: bool) -> float:
        p = min(max(p, 1e-4), 1 - 1e-4)
        return -math.log(p if y else 1 - p)

    model = sum(loss(p, y) for p, y in pairs) / n
    flat = sum(loss(rate, y) for _, y in pairs) / n
    mean = sum(p for p, _ in pairs) / n
    print(f"{variant}: chance over {n} throws: log-loss {model:.3f} (one rate {flat:.3f}),"
          f" mean {mean:.3f}, could take {rate:.3f}")
    for lo, hi in zip(BINS, BINS[1:], strict=False):
        inside = [(p, y) for p, y in pairs if lo <= p < hi]
        if inside:
            m = len(inside)
            mean = sum(p for p, _ in inside) / m
            print(f"  chance {lo:.2f}-{hi:.2f}: {m:6d} throws, mean {mean:.3f},"
                  f" could take {sum(y for _, y in inside) / m:.3f}")
    print(f"  hands won against normal: plain {plain / hands:.3f}, told {told / hands:.3f}"
          f" ({hands} hands)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--hands", type=int, default=400)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--variants", nargs="+", default=["italy", "cuba"])
    args = parser.parse_args()
    for variant in args.variants:
        measure(variant, args.hands, args.seed)


if __name__ == "__main__":
    main()
