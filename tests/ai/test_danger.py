"""Whether a discard can hand the next player the pile is the rules' own answer
(game.rules.pile): the normal bot's danger and the table's warning ask the same judge as the
engine, house rules and closed canastas included."""

from __future__ import annotations

from typing import Any

from game.ai.knowledge import know
from game.ai.normal import NORMAL, danger
from game.rules import GameState, parse_card, read_position
from game.ui.table_moves import discard_danger

KINGS7 = "KC KH KS KC KH KS KC"
#: A mixed canasta of kings that leaves two kings of diamonds in two packs.
MIXED_KINGS = "KC KH KS KC KH 2C 2D"


def _position(variant: str, melds: dict[str, list[str]], **keys: Any) -> GameState:
    pos: dict[str, Any] = {
        "variant": variant, "players": 4, "dealer": 3, "turn": 0, "phase": "play",
        "hands": ["KS 9C 9D 5H", "QC QD 4S", "4C 4D", "4H 6S"],
        "stock": "8C 8D 8H 8S 7C 7D", "discard": "5S 6D", "melds": melds,
    }
    pos.update(keys)
    return read_position(pos)


def _next_can_take(state: GameState, card: str) -> bool:
    """Whether the next seat, given two kings and a joker more, could take the pile."""
    after, _ = state.apply(f"discard {card}")
    hands = [list(map(str, h)) for h in after.hands]
    hands[1] += ["KD", "KD", "JK"]
    pos = after.to_position()
    pos["hands"] = [" ".join(h) for h in hands]
    pos["stock"] = " ".join(pos["stock"].split()[3:])
    tried = read_position(pos)
    return any(a.kind == "pickup" for a in tried.legal_actions())


def _danger(state: GameState, card: str) -> float:
    return danger(know(state.player_view(0)), parse_card(card), NORMAL)


def test_a_closed_ponytail_canasta_cannot_take_the_pile() -> None:
    state = _position("ponytail", {"0": ["9S 9H 9C"], "1": [KINGS7]})
    assert not _next_can_take(state, "KS")
    assert _danger(state, "KS") == 0.0
    assert discard_danger(state, parse_card("KS")) is None


def test_a_samba_meld_of_seven_takes_the_pile_only_with_a_pair() -> None:
    state = _position("samba", {"0": ["9S 9H 9C"], "1": [KINGS7]})
    assert _next_can_take(state, "KS")
    worth = NORMAL.danger_base + NORMAL.danger_card * 3
    assert 0.0 < _danger(state, "KS") < worth  # a pair is needed, not a sure thing
    assert discard_danger(state, parse_card("KS")) is None  # nobody is seen holding two


def test_classic_meld_takes_the_top_card() -> None:
    state = _position("classic", {"0": ["9S 9H 9C"], "1": ["KC KD KH"]})
    assert _danger(state, "KS") == NORMAL.danger_base + NORMAL.danger_card * 3
    assert discard_danger(state, parse_card("KS")) == 1


def test_canastas_block_the_pile_house_rule() -> None:
    plain = _position("classic", {"0": ["9S 9H 9C"], "1": [MIXED_KINGS]})
    blocked = _position("classic", {"0": ["9S 9H 9C"], "1": [MIXED_KINGS]},
                        options={"pile_blocked_by_canastas": True})
    assert discard_danger(plain, parse_card("KS")) == 1
    assert discard_danger(blocked, parse_card("KS")) is None
    assert _danger(blocked, "KS") == 0.0 and not _next_can_take(blocked, "KS")
