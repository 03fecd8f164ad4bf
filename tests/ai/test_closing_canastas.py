"""Where a canasta takes no more cards (Ponytail, Spanish, Modern American) every canasta
closed kills its rank for the side: its later cards can only leave the hand as discards, one a
turn, while two are drawn. The normal bot closes none its side's lines for going out do not
ask for, and once the side may go out and leads on the table, none at all: the open melds are
the room it needs to meld its hand out."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from game.ai.knowledge import know
from game.ai.normal import NORMAL, decide, leads
from game.rules import GameState, read_position

#: Ponytail's four canastas to go out: natural sevens, another natural, a mixed, wild cards.
ALL_FOUR = ["7S 7H 7D 7C 7S 7H 7D", "KS KH KD KC KS KH KD", "QS QH QD QC QS 2C JK",
            "2: 2C 2D 2H 2S JK JK 2C"]
OTHERS = ["4S 5C 6H 8D 9S TC JS 4D", "4C 4D 9H TC JS 5D 6D 8C", "4H 6S 8C 8C 9C JH 5H 6C"]
STOCK = "5S 5H 6C 6D 8H 8S TD TH JD JC AS AH AD AC 4S 4H"


def _ponytail(hand: str, melds: dict[str, list[str]]) -> GameState:
    pos: dict[str, Any] = {
        "variant": "ponytail", "players": 4, "dealer": 3, "turn": 0, "phase": "play",
        "hands": [hand, *OTHERS], "stock": STOCK, "discard": "5S 9D", "melds": melds,
    }
    return read_position(pos)


#: The usual weights before: closing cost no more once the side led.
BEFORE = replace(NORMAL, shut_ahead=NORMAL.shut, shut_early=30.0)


def _melds_nine(action: Any) -> bool:
    return action.kind == "meld" and any(c.rank == "9" for c in action.cards)


def test_a_leading_side_that_may_go_out_keeps_its_last_open_meld_open() -> None:
    state = _ponytail("9C TS TH 4C 8S", {"0": [*ALL_FOUR, "9S 9H 9D 9C 9S 9H"],
                                         "1": ["AS AH AD"]})
    k = know(state.player_view(0))
    assert k.may_empty and leads(k)
    old, _ = decide(state.player_view(0), None, BEFORE)
    assert _melds_nine(old), old  # closed the nines: every later nine is dead
    action, _ = decide(state.player_view(0), None)
    assert not _melds_nine(action), action


def test_a_trailing_side_still_closes_canastas_for_their_bonus() -> None:
    behind = ["AS AH AD AC AS AH AD", "JS JH JD JC JS JH JD", "TS TH TD TC TS TH TD",
              "8S 8H 8D 8C 8S 8H 8D", "6S 6H 6D 6C 6S 6H 6D"]
    state = _ponytail("9C TS TH 4C 8S", {"0": [*ALL_FOUR, "9S 9H 9D 9C 9S 9H"], "1": behind})
    assert not leads(know(state.player_view(0)))
    action, _ = decide(state.player_view(0), None)
    assert _melds_nine(action), action


def test_before_its_lines_are_met_a_side_closes_no_canasta_they_do_not_ask_for() -> None:
    # Sevens still lack their natural canasta: nines closed would only kill the rank.
    melds = ["KS KH KD KC KS KH KD", "QS QH QD QC QS 2C JK", "2: 2C 2D 2H 2S JK JK 2C",
             "7S 7H 7D", "9S 9H 9D 9C 9S 9H"]
    state = _ponytail("9C 7C TS TH 4C 8S", {"0": melds, "1": ["AS AH AD"]})
    assert not know(state.player_view(0)).may_empty
    old, _ = decide(state.player_view(0), None, BEFORE)
    assert _melds_nine(old), old
    action, _ = decide(state.player_view(0), None)
    assert not _melds_nine(action), action
