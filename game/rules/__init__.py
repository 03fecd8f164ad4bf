"""The Canasta rules engine: plain Python, no pygame.

Quick start::

    from game.rules import new_game
    state = new_game("classic", players=4, seed=7)
    state, events = state.apply("draw")
    print(state.legal_actions())
"""

from __future__ import annotations

# The variant families register themselves when imported, in the order the menu lists them.
# isort: off
from . import samba, cuba, american, british, hand_and_foot, ponytail, spanish  # noqa: F401
# isort: on
from .actions import Action, Group, parse_action
from .cards import ALL_CARDS, JOKER, RANKS, SUITS, Card, format_cards, parse_card, parse_cards
from .errors import IllegalActionError, NotationError, PositionError
from .events import Event
from .going_out import can_go_out, plan_going_out
from .invariants import check_invariants
from .melds import Meld
from .position import position_to_toml, read_position
from .record import GameRecord, RecordError
from .registry import find_variant, register, variant_names
from .scoring import HandResult, TeamScore
from .state import GameState, LegalActions, new_game
from .variants import OptionInfo, Rules
from .view import PlayerView

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
