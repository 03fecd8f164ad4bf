"""Going out concealed (the rules reference): the whole hand in one turn, nothing melded
before, nothing added to the partner's melds. The side's canasta may be the partner's (seed
000's "including at least one canasta" of the player's own is not asked: seed 001 does not ask
it, and the reference's conditions are kept); a seat playing alone made its side's melds."""

from __future__ import annotations

from typing import Any

from game.rules import GameState

from .support import play, position


def test_seven_queens_and_a_discard_go_out_concealed_for_765() -> None:
    # Queens 7 x 10 = 70, natural canasta 500, concealed 200, minus the partner's 4D (5):
    # 70 + 500 + 200 - 5 = 765. The opponents hold 4C 4H = -10.
    state = position(hands=["QC QC QD QD QH QH QS 5C", "4C", "4D", "4H"])
    done = play(state, "meld QC QC QD QD QH QH QS", "discard 5C")
    assert done.concealed
    assert done.result is not None
    assert done.result.totals == (765, -10)


#: The partner's canasta of queens on the table; seat 0 has put nothing down this hand.
BESIDE_PARTNER = {"melds": {"0": ["QC QC QD QD QH QH QS"]}, "melded_seats": [2]}


def going_out(hand: str, meld: str, **keys: Any) -> GameState:
    """Seat 0 melds ``meld`` from ``hand`` and discards the hand's last card (9S)."""
    others = ["4C", "4D", "4H"][: keys.get("players", 4) - 1]
    done = play(position(hands=[hand, *others], **keys), f"meld {meld}", "discard 9S")
    assert done.went_out == 0 and done.result is not None
    return done


def test_the_partners_canasta_lets_the_player_go_out_concealed() -> None:
    # Seat 0 adds nothing to its partner's queens; the side's canasta is the partner's.
    # Queens 70 + natural canasta 500 + fives 15 + concealed 200 - 4D 5 = 780.
    done = going_out("5C 5D 5H 9S", "5C 5D 5H", **BESIDE_PARTNER)
    assert done.concealed and done.result is not None
    assert done.result.teams[0].going_out == 200
    assert done.result.totals == (780, -10)


def test_adding_to_the_partners_meld_is_not_concealed() -> None:
    # The same hand but a queen, added to the partner's canasta: an ordinary going out, 100.
    done = going_out("5C 5D 5H QS 9S", "5C 5D 5H | QS", **BESIDE_PARTNER)
    assert not done.concealed and done.result is not None
    assert done.result.teams[0].going_out == 100


def test_a_seat_alone_whose_side_has_melds_laid_them_itself() -> None:
    # Three players, each alone: seat 0's canasta lies on the table, so seat 0 put it there
    # earlier in the hand, whether or not the position lists it in melded_seats.
    done = going_out("5C 5D 5H 9S", "5C 5D 5H", players=3, dealer=2,
                     melds={"0": ["QC QC QD QD QH QH QS"]})
    assert not done.concealed
