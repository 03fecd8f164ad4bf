"""Refusals the rules engine really produces: from the rules cases and random play."""

from __future__ import annotations

import random
from collections.abc import Iterator
from functools import cache
from pathlib import Path

from game.rules import IllegalActionError, NotationError, new_game, parse_action, variant_names
from game.rules.cases import load_cases
from game.rules.position import read_position
from game.rules.reasons import Reason
from game.rules.state import GameState

CASES = Path(__file__).resolve().parents[1] / "cases"


def _case_refusals() -> Iterator[Reason]:
    for path in sorted(CASES.rglob("*.toml")):
        for case in load_cases(path):
            try:
                state = read_position(case.get("position", {}))
            except ValueError:
                continue
            for step in case.get("steps", []):
                try:
                    state, _events = state.apply(parse_action(str(step.get("do", ""))))
                except IllegalActionError as error:
                    yield error.reason
                except (NotationError, ValueError):
                    continue


def _random_tries(state: GameState, rng: random.Random) -> Iterator[Reason]:
    hand = [str(c) for c in state.hands[state.turn]]
    texts = ["draw", "pickup", "ask", "yes", "no", "deal", "acaba"]
    if hand:
        texts.append(f"discard {rng.choice(hand)}")
        texts.append("discard JK")
        for _ in range(6):
            groups = [rng.sample(hand, min(len(hand), rng.randint(1, 5)))
                      for _ in range(rng.randint(1, 2))]
            kind = rng.choice(["meld", "pickup"])
            target = rng.choice(["", "", "K: ", "seq: ", f"{hand[0][:-1]}: "])
            texts.append(f"{kind} {target}" + " | ".join(" ".join(g) for g in groups))
    for text in texts:
        try:
            state.apply(text)
        except IllegalActionError as error:
            yield error.reason
        except (NotationError, ValueError):
            continue


def _play_refusals(games: int) -> Iterator[Reason]:
    for variant in sorted(variant_names()):
        for seed in range(games):
            rng = random.Random(seed)
            try:
                state = new_game(variant, (4, 2, 3, 6)[seed % 4], seed=seed)
            except ValueError:
                try:
                    state = new_game(variant, 4, seed=seed)
                except ValueError:
                    continue
            for step in range(160):
                if state.is_game_over:
                    break
                if step % 3 == 0:
                    yield from _random_tries(state, rng)
                listed = list(state.legal_actions())
                if not listed:
                    break
                weights = [6 if a.kind in ("meld", "pickup", "ask") else 1 for a in listed]
                state, _events = state.apply(rng.choices(listed, weights)[0])


@cache
def engine_refusals(games: int = 4) -> tuple[Reason, ...]:
    """Distinct refusals (one per English text), sorted by their English text."""
    found = {str(r): r for r in (*_case_refusals(), *_play_refusals(games))}
    return tuple(found[text] for text in sorted(found))
