"""Each house rule of CLASSIC_OPTIONS with its own worked example (RULES §1, options)."""

from __future__ import annotations

import pytest

from game.rules import IllegalActionError, new_game

from .support import play, position

CANASTA_OF_KINGS = "KS KS KH KC 2C 2D JK"


def test_canastas_block_the_pile_even_with_a_natural_pair() -> None:
    # Kings are a canasta: the KH on the pile cannot be taken by adding it to them, nor with the
    # KC KD pair, which would join the same canasta (one meld per rank).
    state = position(
        phase="draw",
        hands=["KC KD 5S 6S", "4C", "4D", "4H"],
        discard="9C KH",
        melds={"0": [CANASTA_OF_KINGS]},
        options={"pile_blocked_by_canastas": True},
    )
    before = state.state_hash()
    for attempt in ("pickup", "pickup KC KD"):
        with pytest.raises(IllegalActionError, match="canasta cannot take the pile"):
            state.apply(attempt)
    assert state.state_hash() == before
    assert [str(a) for a in state.legal_actions()] == ["draw"]


def test_without_the_house_rule_the_pair_joins_the_canasta_and_takes_the_pile() -> None:
    state = position(
        phase="draw",
        hands=["KC KD 5S 6S", "4C", "4D", "4H"],
        discard="9C KH",
        melds={"0": [CANASTA_OF_KINGS]},
    )
    after = play(state, "pickup KC KD")
    assert after.meld_of(0, "K") is not None
    assert after.meld_of(0, "K").size == 10  # type: ignore[union-attr]
    assert "9C" in [str(c) for c in after.hands[0]]


def rules_with(**options: object) -> object:
    from game.rules import find_variant

    return find_variant("classic", options)


@pytest.mark.parametrize(
    ("option", "naturals", "wilds", "classic_ok", "house_ok"),
    [
        ("wilds_fewer_than_naturals", 2, 2, True, False),
        ("wilds_fewer_than_naturals", 3, 2, True, True),
        ("two_naturals_per_wild", 3, 2, True, False),
        ("two_naturals_per_wild", 4, 2, True, True),
        ("three_wilds_any_naturals", 1, 3, False, True),
        ("three_wilds_any_naturals", 1, 4, False, False),
    ],
)
def test_meld_shape_options(
    option: str, naturals: int, wilds: int, classic_ok: bool, house_ok: bool
) -> None:
    from game.rules import find_variant

    assert (find_variant("classic").group_error("9", naturals, wilds) is None) == classic_ok
    house = find_variant("classic", {option: True})
    assert (house.group_error("9", naturals, wilds) is None) == house_ok


def test_black_threes_freeze_only_with_the_house_rule() -> None:
    for flag in (False, True):
        state = position(phase="draw", hands=["7S", "4C", "4D", "4H"], discard="KH 3C QH",
                         options={"black_threes_freeze": flag})
        assert state.pile_frozen == flag


def test_one_card_rule_refuses_a_single_card_on_a_single_card_pile() -> None:
    melds = {"0": ["KC KC KD", "QS QS QH QH QD QD QC"]}
    state = position(phase="draw", hands=["8S", "9C", "4D", "4H"], discard="KH", melds=melds,
                     options={"one_card_rule": True})
    with pytest.raises(IllegalActionError, match="one card"):
        state.apply("pickup")
    # a two-card pile may be taken
    bigger = position(phase="draw", hands=["8S", "9C", "4D", "4H"], discard="5C KH",
                      melds=melds, options={"one_card_rule": True})
    assert bigger.is_legal("pickup")


def test_jokers_not_discarded_unless_only_jokers_are_left() -> None:
    melds = {"0": ["QS QS QH QH QD QD QC"]}
    state = position(hands=["JK 8S", "9C", "4D", "4H"], melds=melds,
                     options={"jokers_not_discarded": True})
    assert not state.is_legal("discard JK")
    assert state.is_legal("discard 8S")
    assert position(hands=["JK 8S", "9C", "4D", "4H"], melds=melds).is_legal("discard JK")


def test_pile_after_initial_meld_counts_only_the_other_groups() -> None:
    hands = ["KS KD AS AD AC 8S", "4C", "4D", "4H"]
    # kings 30 + aces 60: the aces alone reach 50 under the house rule
    house = position(phase="draw", hands=hands, discard="6C KH",
                     options={"pile_after_initial_meld": True})
    assert house.is_legal("pickup KS KD | AS AD AC")
    small = position(phase="draw", hands=["KS KD QS QD QC JS 8S", "4C", "4D", "4H"],
                     discard="6C KH", options={"pile_after_initial_meld": True})
    # kings 30 + queens 30 = 60 in Classic, but only the queens' 30 count under the house rule
    assert not small.is_legal("pickup KS KD | QS QD QC")
    assert small.replace(rules=rules_with()).is_legal("pickup KS KD | QS QD QC")


def test_seven_canastas_win_ends_the_hand_and_the_game() -> None:
    six = ["KS KS KH KH KD KD KC", "QS QS QH QH QD QD QC", "JS JS JH JH JD JD JC",
           "TS TS TH TH TD TD TC", "7S 7S 7H 7H 7D 7D 7C", "6S 6S 6H 6H 6D 6D 6C",
           "AH AH AD AD AC"]
    state = position(hands=["AS AS 9S 8S", "4C", "4D", "4H"], melds={"0": six},
                     melded_seats=[0], options={"seven_canastas_win": True})
    done = play(state, "meld AS AS")
    assert done.is_game_over and done.winner == 0
    assert done.result is not None and done.result.teams[0].special == 5000
    plain = play(state.replace(rules=rules_with()), "meld AS AS")
    assert plain.phase == "play"


def test_natural_pair_always_refuses_natural_and_wild() -> None:
    state = position(phase="draw", hands=["KS KD 2S 8S 7S", "4C", "4D", "4H"], discard="6C KH",
                     melds={"0": ["QC QC QD"]},
                     options={"natural_pair_always": True})
    assert not state.is_legal("pickup KS 2S")
    assert state.is_legal("pickup KS KD")
    assert state.replace(rules=rules_with()).is_legal("pickup KS 2S")


def test_turn_pile_as_stock_happens_once_per_hand() -> None:
    state = position(phase="draw", hands=["9S 8S", "4C", "4D", "4H"], stock="",
                     discard="QC JD 6C", melds={"0": ["KC KC KD"]},
                     options={"turn_pile_as_stock": True})
    turned, events = state.apply("draw")
    assert [e.kind for e in events] == ["pile_turned", "drew"]
    assert [str(c) for c in turned.stock] == ["JD"] and [str(c) for c in turned.discard] == ["6C"]
    assert turned.pile_turned
    plain, events = state.replace(rules=rules_with()).apply("draw")
    assert plain.is_hand_over and events[0].kind == "stock_exhausted"


def test_bicycle_preset_bundles_seed_001s_options() -> None:
    from game.rules import find_variant

    bicycle = find_variant("classic-bicycle")
    assert bicycle.changed_options() == {
        "two_naturals_per_wild": True,
        "black_threes_freeze": True,
        "one_card_rule": True,
        "start_pile_past_black_three": True,
    }
    assert bicycle.preset == "classic-bicycle"
    state = new_game("classic-bicycle", 4, seed=5)
    assert state.rules == bicycle
