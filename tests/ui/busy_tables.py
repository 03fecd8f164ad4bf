"""Tables with many melds on them, for every variant and player count: the first hand played
by normal bots from a fixed seed, stopped at the human's turn with the most cards down.

The layout tests check these tables, and tools/render_table_screens.py draws them.
"""

from __future__ import annotations

from functools import cache

from game.ai import make_bot
from game.rules import GameRecord, GameState, find_variant, variant_names
from game.ui.table_layout import POSITIONS


def table_games() -> list[tuple[str, int]]:
    """Every variant with every player count the table seats."""
    return [(variant, players) for variant in variant_names() if variant != "boat"
            for players in find_variant(variant).player_counts if players in POSITIONS]


def busiest_turn(variant: str, players: int, seed: int = 3) -> tuple[GameRecord, GameState]:
    """Seat 0's turn, after drawing, with the most melded cards (melds of four to six cards
    count double: they are the long open ones), and the record that reaches it."""
    actions, state = _busiest(variant, players, seed)
    return GameRecord(variant, players, state.seed, {}, list(actions)), state


@cache
def _busiest(variant: str, players: int, seed: int) -> tuple[tuple[tuple[int, str], ...],
                                                               GameState]:
    record, state = GameRecord.start(variant, players, seed)
    bots = [make_bot("normal", seed * 7 + seat) for seat in range(players)]
    best: tuple[int, tuple[tuple[int, str], ...], GameState] = (-1, (), state)
    for _ in range(3000):
        if state.is_hand_over:
            break
        if state.to_act == 0 and state.phase == "play":
            score = sum(len(m.cards) + (len(m.cards) if 4 <= len(m.cards) <= 6 else 0)
                        for melds in state.melds for m in melds)
            if score > best[0]:
                best = (score, tuple(record.actions), state)
        seat = state.to_act
        action = bots[seat].choose(state.player_view(seat))
        state, _events = state.apply(action)
        record.add(seat, action)
    return best[1], best[2]
