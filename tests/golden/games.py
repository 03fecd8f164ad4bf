"""Seeded games and refused moves whose outcome must not change when the code is reorganised.

Every variant is played at every player count it allows by every bot level (hard with a
budget just big enough to search, for a few decisions), plus Classic with each house rule;
each decision and the final state's hash are kept. Refused moves are tried along random
games in every variant, and their texts are kept in every language, as are the normal bot's
hint reasons. ``python -m tests.golden.record`` writes the data files next to this module;
``tests/golden/test_golden.py`` plays everything again and compares.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Callable, Iterator
from typing import Any

from game.ai import make_bot
from game.ai.base import Bot, Decided
from game.ai.hard import HardBot
from game.rules import (
    IllegalActionError,
    NotationError,
    PlayerView,
    find_variant,
    new_game,
    variant_names,
)
from game.rules.state import GameState

LEVELS = ("random", "easy", "normal", "expert", "hard")
LANGUAGES = ("en", "cs", "sk", "pl")
#: Hard decisions per game: a search in the slow variants costs up to a second.
HARD_DECISIONS = 60
#: Decisions per game for the other levels (random play may otherwise run to the stock's end).
MAX_DECISIONS = 400
#: House rules and variant options played besides each variant's defaults (normal bots, 4
#: players, two hands).
OPTION_GAMES: tuple[tuple[str, dict[str, Any]], ...] = (
    *(("classic", {name: True}) for name in (
        "pile_blocked_by_canastas", "wilds_fewer_than_naturals", "two_naturals_per_wild",
        "black_threes_freeze", "one_card_rule", "jokers_not_discarded",
        "pile_after_initial_meld", "seven_canastas_win", "natural_pair_always",
        "three_wilds_any_naturals", "turn_pile_as_stock", "start_pile_past_black_three")),
    ("classic", {"hand_size": 11, "target_score": 1500}),
    ("classic", {"pile_blocked_by_canastas": True, "natural_pair_always": True,
                 "one_card_rule": True, "black_threes_freeze": True}),
    ("chile", {"packs": 4}),
    ("spanish", {"four_alone": True}),
    ("hand-and-foot", {"solo": True}),
)


def game_seed(*parts: object) -> int:
    """A seed fixed by the game's description (the same in every process)."""
    digest = hashlib.sha256("/".join(str(p) for p in parts).encode()).hexdigest()
    return int(digest[:8], 16)


def hard_budget(variant: str) -> int:
    """Just enough for hard to search in ``variant`` (it plays the expert choice below 100
    simulated actions)."""
    return int(100 * find_variant(variant).action_cost) + 1


def make_bots(level: str, variant: str, players: int, seed: int) -> list[Bot]:
    if level == "hard":
        return [HardBot(seed + s, budget=hard_budget(variant)) for s in range(players)]
    return [make_bot(level, seed + s) for s in range(players)]


def configurations() -> Iterator[dict[str, Any]]:
    """Every golden game: variant, options, players, level, hands and decision limit."""
    for variant in sorted(variant_names()):
        for players in find_variant(variant).player_counts:
            for level in LEVELS:
                yield {"variant": variant, "options": {}, "players": players, "level": level,
                       "hands": 2 if level == "normal" else 1,
                       "limit": HARD_DECISIONS if level == "hard" else MAX_DECISIONS}
    for variant, options in OPTION_GAMES:
        yield {"variant": variant, "options": options, "players": 4, "level": "normal",
               "hands": 2, "limit": MAX_DECISIONS}


def config_key(config: dict[str, Any]) -> str:
    options = ",".join(f"{k}={v}" for k, v in sorted(config["options"].items()))
    return f"{config['variant']}[{options}]/{config['players']}p/{config['level']}"


def play(config: dict[str, Any],
         reason_of: Callable[[PlayerView], str] | None = None) -> dict[str, Any]:
    """Play one golden game: its decisions (``seat:action``), the hash of the state and the
    hand's score (every item) after each hand, the final state's hash, and (for normal bots,
    when ``reason_of`` is given) each decision's hint reason."""
    key = config_key(config)
    seed = game_seed(key)
    state = new_game(config["variant"], players=config["players"], seed=seed,
                     options=config["options"] or None)
    bots = make_bots(config["level"], config["variant"], config["players"], seed)
    decisions: list[str] = []
    hand_hashes: list[str] = []
    reasons: list[str] = []
    results: list[str] = []
    hands = 0
    searched = 0
    while len(decisions) < config["limit"] and not state.is_game_over:
        if state.phase == "hand_over":
            hand_hashes.append(state.state_hash())
            results.append(repr(state.result))
            hands += 1
            if hands >= config["hands"]:
                break
            state, _ = state.apply("deal")
            continue
        seat = state.to_act
        view = state.player_view(seat)
        thinking = bots[seat].begin(view)
        searched += not isinstance(thinking, Decided)
        action = None
        while action is None:
            action = thinking.step(1e9)
        if reason_of is not None and config["level"] == "normal":
            reasons.append(reason_of(view))
        decisions.append(f"{seat}:{action}")
        state, _ = state.apply(action)
    if state.is_game_over:
        results.append(repr(state.result))
    record: dict[str, Any] = {"key": key, "decisions": decisions, "hands": hand_hashes,
                              "results": results, "final": state.state_hash()}
    if config["level"] == "hard":
        record["searched"] = searched
    if reasons:
        record["reasons"] = reasons
    return record


# ---------------------------------------------------------------------------- refused moves
def _tries(state: GameState, rng: random.Random) -> list[str]:
    """Moves to try in ``state``: the usual mistakes, and random melds and pickups."""
    hand = [str(c) for c in state.hands[state.turn]]
    texts = ["draw", "pickup", "ask", "yes", "no", "deal", "acaba", "special", "lay 3H"]
    if hand:
        texts.append(f"discard {rng.choice(hand)}")
        texts.append("discard JK")
        texts.append(f"pickup {hand[0]}")
        for _ in range(8):
            groups = [rng.sample(hand, min(len(hand), rng.randint(1, 5)))
                      for _ in range(rng.randint(1, 2))]
            kind = rng.choice(["meld", "pickup", "meld", "lay"])
            target = rng.choice(["", "", "K: ", "seq: ", "2: ", f"{hand[0][:-1]}: "])
            texts.append(f"{kind} {target}" + " | ".join(" ".join(g) for g in groups))
    return texts


def refusal_walks(
    games: int = 2, only: str | None = None
) -> Iterator[tuple[str, GameState, str, IllegalActionError]]:
    """(where, state, move, error) for every refused move along seeded random games in every
    variant (or ``only`` one) and player count, ``games`` seeds each."""
    for variant in sorted(variant_names()):
        if only is not None and variant != only:
            continue
        for players in find_variant(variant).player_counts:
            for seed in range(games):
                rng = random.Random(f"{variant}/{players}/{seed}")
                state = new_game(variant, players=players, seed=seed)
                for step in range(220):
                    if state.is_game_over:
                        break
                    if step % 3 == 0 or state.phase in ("answer", "hand_over"):
                        for text in _tries(state, rng):
                            try:
                                state.apply(text)
                            except IllegalActionError as error:
                                yield f"{variant}/{players}/{seed}/{step}", state, text, error
                            except NotationError:
                                continue
                    listed = list(state.legal_actions())
                    weights = [6 if a.kind in ("meld", "pickup", "ask") else 1 for a in listed]
                    state, _events = state.apply(rng.choices(listed, weights)[0])
