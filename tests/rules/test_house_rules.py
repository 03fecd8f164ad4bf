"""Each house rule of CLASSIC_OPTIONS with its own worked example (RULES §1, options)."""

from __future__ import annotations

import pytest

from game.rules import IllegalActionError

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
