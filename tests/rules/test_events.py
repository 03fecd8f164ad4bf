"""Events returned by apply (what happened), and refusals that leave the state unchanged."""

from __future__ import annotations

import pytest

from game.rules import HandResult, IllegalActionError

from .support import play, position


def kinds(events: list) -> list[str]:  # type: ignore[type-arg]
    return [e.kind for e in events]


def test_drew_is_private_to_the_drawing_seat() -> None:
    state = position(phase="draw", hands=["9S 8S", "4C", "4D", "4H"], stock="QC 5D")
    _, events = state.apply("draw")
    (drew,) = events
    assert drew.kind == "drew" and drew.private and [str(c) for c in drew.cards] == ["QC"]
    seen = drew.seen_by(1)
    assert seen.cards == () and seen.amount == 1
    assert drew.seen_by(0) == drew


def test_red_three_drawn_is_an_event_and_replaced() -> None:
    state = position(phase="draw", hands=["9S 8S", "4C", "4D", "4H"], stock="3D QC 5D")
    after, events = state.apply("draw")
    assert kinds(events) == ["drew", "red_three"]
    assert [str(c) for c in after.red_threes[0]] == ["3D"]
    assert "QC" in [str(c) for c in after.hands[0]]


def test_took_pile_melded_extended_canasta() -> None:
    state = position(
        phase="draw",
        hands=["KS KD 9S 8S 7S QC", "4C", "4D", "4H"],
        discard="3H 5C KH",
        frozen=True,
        melds={"0": ["QS QS QD QD QH QH"]},
    )
    after, events = state.apply("pickup KS KD | QC")
    assert kinds(events) == ["took_pile", "red_three", "melded", "extended", "canasta"]
    assert [str(c) for c in events[0].cards] == ["3H", "5C", "KH"]
    assert events[4].rank == "Q" and events[4].data == "natural"
    assert [str(c) for c in after.red_threes[0]] == ["3H"]
    assert "5C" in [str(c) for c in after.hands[0]]


def test_went_out_hand_scored_and_game_over() -> None:
    state = position(
        scores=[4800, 100],
        hands=["KS KD KC 9S", "5C", "6D", "7H"],
        melds={"0": ["QS QS QD QD QH QH 2C"]},
        melded_seats=[0],
    )
    mid, _ = state.apply("meld KS KD KC")
    done, events = mid.apply("discard 9S")
    assert kinds(events) == ["discarded", "went_out", "hand_scored", "game_over"]
    result = events[2].data
    assert isinstance(result, HandResult)
    # queens 60 + 2C 20 + kings 30 + mixed 300 + 100 - 6D 5 = 505
    assert result.totals == (505, -10)
    assert events[3].team == 0 and events[3].data == (5305, 90)
    assert done.winner == 0 and done.is_game_over


@pytest.mark.parametrize(
    ("phase", "action", "message"),
    [
        ("draw", "discard 9S", "draw from the stock or take the pile"),
        ("draw", "yes", "Nobody has asked"),
        ("play", "draw", "already drawn"),
        ("play", "discard QC", "do not hold QC"),
        ("play", "meld 9S 8S 7S", "one rank"),
        ("play", "deal", "still being played"),
    ],
)
def test_illegal_actions_explain_and_leave_the_state_equal(
    phase: str, action: str, message: str
) -> None:
    state = position(phase=phase, hands=["9S 8S 7S", "4C", "4D", "4H"])
    before = state.state_hash()
    with pytest.raises(IllegalActionError, match=message):
        state.apply(action)
    assert state.state_hash() == before
    assert state == position(phase=phase, hands=["9S 8S 7S", "4C", "4D", "4H"])


def test_an_opening_below_the_minimum_names_both_numbers() -> None:
    state = position(scores=[1600, 0], hands=["7C 7D 7H QC QD QH 2D 9S", "4C", "4D", "4H"])
    with pytest.raises(IllegalActionError, match="needs 90 points to open; these melds count 65"):
        state.apply("meld 7C 7D 7H | QC QD QH 2D")


def test_after_the_hand_only_deal_is_legal() -> None:
    state = position(
        hands=["KS KD KC 9S", "5C", "6D", "7H"],
        melds={"0": ["QS QS QD QD QH QH QC"]},
        melded_seats=[0],
    )
    done = play(state, "meld KS KD KC", "discard 9S")
    assert [str(a) for a in done.legal_actions()] == ["deal"]
    with pytest.raises(IllegalActionError, match="deal the next hand"):
        done.apply("draw")
