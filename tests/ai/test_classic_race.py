"""Classic's family plays the normal bot with weights of its own (game.ai.family): a hand
there is a race to go out, so it leaves a pile of one or two cards to the stock (its natural
pair waits for a bigger pile) and keeps its wild cards instead of freezing the pile with one."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from game.ai.expert import EXPERT, EXPERT_CLASSIC, style_for
from game.ai.family import classic_family
from game.ai.knowledge import know
from game.ai.normal import NORMAL, NORMAL_CLASSIC, decide, pickup_score
from game.rules import GameState, find_variant, read_position

OTHERS = ["QC QD 4S 5C 6H 8D 9S", "4C 4D 9H TC JS", "4H 6S 7C 8C 9C JH"]


def _position(variant: str, hand: str, discard: str, phase: str,
              melds: dict[str, list[str]]) -> GameState:
    pos: dict[str, Any] = {
        "variant": variant, "players": 4, "dealer": 3, "turn": 0, "phase": phase,
        "hands": [hand, *OTHERS], "stock": "5D 5H 6C 6D 7D 7H 8H 8S TD TH JD JC",
        "discard": discard, "melds": melds,
    }
    return read_position(pos)


def _pickup(state: GameState) -> Any:
    return next(a for a in state.player_view(0).legal_actions if a.kind == "pickup")


def test_the_family_is_classic_and_its_house_rule_sets() -> None:
    for variant in ("classic", "classic-bicycle", "uruguayan", "british"):
        assert classic_family(find_variant(variant), 4, 2), variant
    for variant in ("samba", "chile", "italy", "cuba", "american", "bolivia", "brazil",
                    "spanish", "ponytail", "hand-and-foot"):
        assert not classic_family(find_variant(variant), 4, 2), variant


def test_a_pile_of_two_is_left_to_the_stock_in_classic() -> None:
    # The side has opened; the pile is the ace under the king the hand holds a pair of.
    state = _position("classic", "KS KH 9D 7S 5S", "AS KD", "draw", {"0": ["QS QH QC"]})
    k = know(state.player_view(0))
    assert pickup_score(k, _pickup(state), NORMAL) > 0  # normal's usual weights take it
    assert pickup_score(k, _pickup(state), NORMAL_CLASSIC) < 0
    action, _ = decide(state.player_view(0), None)
    assert action.kind == "draw", action


def test_a_bigger_pile_is_still_taken_in_classic() -> None:
    state = _position("classic", "KS KH 9D 7S 5S", "AS 9C 6D TS KD", "draw",
                      {"0": ["QS QH QC"]})
    action, _ = decide(state.player_view(0), None)
    assert action.kind == "pickup", action


def test_samba_keeps_taking_a_pile_of_two() -> None:
    state = _position("samba", "KS KH 9D 7S 5S", "AS KD", "draw", {"0": ["QS QH QC"]})
    action, _ = decide(state.player_view(0), None)
    assert action.kind == "pickup", action


def test_a_wild_card_is_kept_rather_than_thrown_to_freeze_in_classic() -> None:
    # The next player's side has melds of every rank the hand could throw but the wild card:
    # normal's usual weights freeze the pile with the two; Classic's keep it for the canasta.
    melds = {"0": ["QS QH QC"], "1": ["KS KH KC", "9S 9H 9C"]}
    state = _position("classic", "KD 9D 2C", "AS 7D 5H", "play", melds)
    usual = replace(NORMAL_CLASSIC, keep_wild=NORMAL.keep_wild)
    old, _ = decide(state.player_view(0), None, usual)
    assert old.kind == "discard" and old.cards[0].rank == "2", old
    action, _ = decide(state.player_view(0), None)
    assert action.kind == "discard" and action.cards[0].rank != "2", action


def test_the_expert_leaves_tiny_piles_in_classic_only() -> None:
    classic = _position("classic", "KS KH 9D 7S 5S", "AS KD", "draw", {"0": ["QS QH QC"]})
    samba = _position("samba", "KS KH 9D 7S 5S", "AS KD", "draw", {"0": ["QS QH QC"]})
    assert style_for(classic.player_view(0)) is EXPERT_CLASSIC
    assert style_for(samba.player_view(0)) is EXPERT
    assert EXPERT_CLASSIC.pile_small == 2 and EXPERT.pile_small == 0
