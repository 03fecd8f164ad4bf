"""Going out concealed (RULES §1, seed 000): the whole hand in one turn, nothing melded before,
nothing added to the partner's melds, and at least one canasta of the player's own."""

from __future__ import annotations

from .support import play, position


def test_seven_queens_and_a_discard_go_out_concealed_for_765() -> None:
    # Queens 7 x 10 = 70, natural canasta 500, concealed 200, minus the partner's 4D (5):
    # 70 + 500 + 200 - 5 = 765. The opponents hold 4C 4H = -10.
    state = position(hands=["QC QC QD QD QH QH QS 5C", "4C", "4D", "4H"])
    done = play(state, "meld QC QC QD QD QH QH QS", "discard 5C")
    assert done.concealed
    assert done.result is not None
    assert done.result.totals == (765, -10)


def test_partners_canasta_does_not_make_a_concealed_going_out() -> None:
    # Seat 0 never melded, and melds three fives of its own, but the canasta is its partner's:
    # not concealed. Queens 70 + natural canasta 500 + fives 15 + going out 100 - 4D 5 = 680.
    state = position(
        hands=["5C 5D 5H 9S", "4C", "4D", "4H"],
        melds={"0": ["QC QC QD QD QH QH QS"]},
        melded_seats=[2],
    )
    done = play(state, "meld 5C 5D 5H", "discard 9S")
    assert done.went_out == 0
    assert not done.concealed
    assert done.result is not None
    assert done.result.teams[0].going_out == 100
    assert done.result.totals == (680, -10)
