"""The hand's public record: what each seat threw and which pile tops it drew over once its
side had opened. Everybody at the table saw these, so every view shows them and they survive
a position round trip."""

from __future__ import annotations

import pytest

from game.rules import PositionError, position_to_toml, read_position
from game.rules.cards import parse_cards

from .support import play, position


def test_a_discard_is_recorded_for_the_seat_that_threw_it() -> None:
    state = position(hands=["KS 9S 5D", "4C 6C", "4D", "4H"])
    after = play(state, "discard 5D", "draw", "discard 6C")
    assert after.thrown == ((*parse_cards("5D"),), (*parse_cards("6C"),), (), ())
    for seat in range(4):
        assert after.player_view(seat).thrown == after.thrown


def test_drawing_over_the_pile_is_recorded_only_once_the_side_has_opened() -> None:
    opened = position(
        phase="draw",
        hands=["KS 9S 5D", "4C", "4D", "4H"],
        melds={"0": ["QS QD QH"]},
        melded_seats=[0],
        discard="7C 9H",
    )
    after = play(opened, "draw")
    assert after.passed[0] == (*parse_cards("9H"),)
    assert after.player_view(1).passed == after.passed
    closed = play(opened.replace(melds=((), ()), melded_seats=frozenset()), "draw")
    assert closed.passed == ()


def test_the_record_round_trips_and_a_new_hand_starts_empty() -> None:
    state = position(
        phase="draw",
        hands=["KS 9S 5D", "4C", "4D", "4H"],
        melds={"0": ["QS QD QH"]},
        melded_seats=[0],
    )
    after = play(state, "draw", "discard 5D")
    back = read_position(position_to_toml(after.to_position()))
    assert back == after
    assert back.thrown[0] == (*parse_cards("5D"),)
    assert back.passed[0] == (*parse_cards("9H"),)
    out = position(
        hands=["KS", "4C", "4D", "4H"],
        melds={"0": ["QS QD QH QC QS QD QH"]},
        melded_seats=[0],
    )
    ended = play(out, "discard KS")
    assert ended.phase == "hand_over" and ended.thrown[0] == (*parse_cards("KS"),)
    assert play(ended, "deal").thrown == ()


def test_a_record_with_the_wrong_number_of_seats_is_refused() -> None:
    with pytest.raises(PositionError, match="'thrown' needs one string per seat"):
        position(thrown=["5D", ""])
