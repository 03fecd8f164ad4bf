"""Cards that cost more when held at the hand's end (Modern American: three or more sevens,
or aces, left in one hand cost 1500): the rules say what a hand costs, and the normal bot
sheds the extra copies once its side may go out, since its partner cannot see them."""

from __future__ import annotations

from collections import Counter
from typing import Any

from game.ai.held import held_cost
from game.ai.knowledge import know
from game.ai.normal import NORMAL, decide, keep_value, threat
from game.rules import GameState, find_variant, parse_card, parse_cards, read_position

#: Two canastas of the side on the table: it may go out.
CANASTAS = ["KC KH KS KC KH KS KD", "QC QH QS QC QH QS QD"]


OTHERS = ["JC JD 4S 8S 5D 6H 9H TH JH 4H 8H", "4C 4D 8D 9D 5H 6C 9C TC JD 8C 4S",
          "4H 6S 8H 9H 5S 6D TS TD JS 8S 9S"]


def _american(hand: str, melds: list[str], discard: str = "5S 6D 9C") -> GameState:
    used = Counter(str(c) for text in [hand, *OTHERS, *melds, discard]
                   for c in parse_cards(text))
    # A stock long enough that the hand is not about to end by it.
    stock = [r + s for r in "4568TJQ" for s in "CDHS" for _ in range(2 - used[r + s])][:20]
    pos: dict[str, Any] = {
        "variant": "american", "players": 4, "dealer": 3, "turn": 0, "phase": "play",
        "hands": [hand, *OTHERS], "stock": " ".join(stock), "discard": discard,
        "melds": {"0": melds},
    }
    return read_position(pos)


def test_three_sevens_in_one_hand_cost_1500_each_rank() -> None:
    rules = find_variant("american")
    assert rules.punishes_holding
    assert rules.held_penalty(parse_cards("7S 7H 5C 9D")) == 0
    assert rules.held_penalty(parse_cards("7S 7H 7D 5C")) == 1500
    assert rules.held_penalty(parse_cards("7S 7H 7D 7C AS AH AD")) == 3000
    assert not find_variant("classic").punishes_holding
    assert find_variant("classic").held_penalty(parse_cards("7S 7H 7D 7C")) == 0


def test_a_side_that_may_go_out_throws_a_third_seven() -> None:
    state = _american("7S 7H 7D 5C 9S", CANASTAS)
    action, _ = decide(state.player_view(0), None)
    assert action.kind == "discard" and action.cards[0].rank == "7", action


def test_a_pair_of_sevens_costs_nothing_held() -> None:
    k = know(_american("7S 7H 5C 9S TC", CANASTAS).player_view(0))
    assert held_cost(k, parse_card("7S"), threat(k)) == 0.0


def test_the_cost_weighs_more_once_the_side_may_go_out() -> None:
    seven = parse_card("7S")
    far = know(_american("7S 7H 7D 7C 9S TC", []).player_view(0))
    ready = know(_american("7S 7H 7D 7C 9S TC", CANASTAS).player_view(0))
    # Four sevens: the 1500 is shared by the two copies beyond a pair.
    assert held_cost(ready, seven, threat(ready)) == 750.0
    assert 0 < held_cost(far, seven, threat(far)) < held_cost(ready, seven, threat(ready))
    assert keep_value(ready, seven, NORMAL) < keep_value(far, seven, NORMAL)
