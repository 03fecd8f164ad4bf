"""The Canasta rules engine: plain Python, no pygame.

Quick start::

    from game.rules import new_game
    state = new_game("classic", players=4, seed=7)
    state, events = state.apply("draw")
    print(state.legal_actions())
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from . import american, british, hand_and_foot, ponytail, samba, spanish  # noqa: E402,F401  (register the variants)
from .actions import Action, Group, parse_action
from .cards import ALL_CARDS, JOKER, RANKS, SUITS, Card, format_cards, parse_card, parse_cards
from .errors import IllegalActionError, NotationError, PositionError
from .events import Event
from .going_out import can_go_out, plan_going_out
from .invariants import check_invariants
from .melds import Meld
from .position import position_to_toml, read_position
from .record import GameRecord, RecordError
from .scoring import HandResult, TeamScore
from .state import GameState, LegalActions
from .variants import OptionInfo, Rules, find_variant, register, variant_names
from .view import PlayerView
from .words import shown

__all__ = [
    "ALL_CARDS",
    "JOKER",
    "RANKS",
    "SUITS",
    "Action",
    "Card",
    "Event",
    "GameRecord",
    "GameState",
    "Group",
    "HandResult",
    "IllegalActionError",
    "LegalActions",
    "Meld",
    "NotationError",
    "OptionInfo",
    "PlayerView",
    "PositionError",
    "RecordError",
    "Rules",
    "TeamScore",
    "can_go_out",
    "check_invariants",
    "find_variant",
    "format_cards",
    "new_game",
    "parse_action",
    "parse_card",
    "parse_cards",
    "plan_going_out",
    "position_to_toml",
    "read_position",
    "register",
    "variant_names",
]


def new_game(
    variant: str | Rules = "classic",
    players: int | None = None,
    seed: int | None = None,
    options: Mapping[str, Any] | None = None,
) -> GameState:
    """Deal the first hand of a new game. The same variant, options, players and seed always
    deal the same cards; ``seed=None`` picks a fresh one."""
    from .dealing import deal_hand

    if not isinstance(variant, str | Rules):
        raise ValueError(f"a variant is named by its id, like 'classic', not {shown(variant)}")
    rules = find_variant(variant, options) if isinstance(variant, str) else variant
    count = rules.default_players if players is None else players
    if type(count) is not int or count not in rules.player_counts:
        allowed = ", ".join(str(n) for n in rules.player_counts)
        raise ValueError(f"{rules.title} is played by {allowed} players, not {count}")
    if seed is None:
        # The module generator, which main.py seeds from the clock (pygbag seeds it with a
        # constant), so every page load deals differently.
        seed = random.getrandbits(32)
    elif type(seed) is not int or not -(2**63) <= seed < 2**63:
        # A seed is written into positions and records: a whole number TOML can hold.
        raise ValueError(f"the seed must be a whole number of 64 bits, not {shown(seed)}")
    teams = rules.teams_for(count)
    state, _ = deal_hand(rules, count, seed, 0, count - 1, tuple(0 for _ in teams))
    return state
