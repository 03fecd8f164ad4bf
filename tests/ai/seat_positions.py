"""Positions for the bots' tests: seat 0 of four to play its turn, the other hands, the stock
and the pile fixed, the side's melds chosen by the test."""

from __future__ import annotations

from typing import Any

from game.rules import GameState, read_position

STOCK = "AC AD AS JS 9D 5D QC 7S 8D 6S KH QH JH AH 4S 7C 6H 5H TS 9S"


def seat_zero_to_play(variant: str, hand: str, mine: list[str], **keys: Any) -> GameState:
    """Seat 0 holding ``hand`` plays (having drawn), its side's melds ``mine``; ``keys``
    replace any field of the position."""
    pos: dict[str, Any] = {
        "variant": variant, "players": 4, "dealer": 3, "turn": 0, "phase": "play",
        "hands": [hand, "QS QH 4C 7D AD", "JD 9S 5C 6D TD", "QD 8S 4D 6C TS"],
        "stock": STOCK, "discard": "5S JC", "melded_seats": [0],
        "melds": {"0": mine},
    }
    pos.update(keys)
    return read_position(pos)
