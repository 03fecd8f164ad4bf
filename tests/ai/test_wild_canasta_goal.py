"""The bots build a canasta of wild cards where the rules allow one and it pays far more than
any other (Cuba's 2000 to 4000, Bolivia's 2500), once the seat holds enough wild cards, counting
those of its side's unfinished meld of them (goals.WILD_GOAL): they used to spend every wild
card on groups and never made one."""

from __future__ import annotations

from game.ai import expert
from game.ai.goals import WILD_GOAL
from game.ai.knowledge import know
from game.ai.normal import decide, keep_value
from game.rules import parse_card
from tests.ai.seat_positions import seat_zero_to_play

SIX_WILDS = "JK JK 2C 2D 2H 2S"
OTHERS = "KH 9C 5S 8H"


def _plans_wilds(variant: str, hand: str, mine: list[str]) -> bool:
    return know(seat_zero_to_play(variant, hand, mine).player_view(0)).plan.wilds


def test_the_goal_counts_six_wild_cards() -> None:
    assert WILD_GOAL == 6  # the figures of the tests below are drawn for six


def test_cuba_plans_a_canasta_of_wild_cards_from_six_in_hand() -> None:
    assert _plans_wilds("cuba", f"{SIX_WILDS} {OTHERS}", ["KS KS KC"])
    assert not _plans_wilds("cuba", f"JK 2C 2D 2H 2S {OTHERS}", ["KS KS KC"])


def test_the_side_s_meld_of_wild_cards_counts_toward_the_goal() -> None:
    # Three on the table and three in hand: the meld is built on.
    assert _plans_wilds("cuba", f"JK 2C 2D {OTHERS}", ["KS KS KC", "2H 2S JK"])
    assert not _plans_wilds("cuba", f"2C 2D {OTHERS}", ["KS KS KC", "2H 2S JK"])


def test_no_goal_once_the_canasta_of_wild_cards_is_made() -> None:
    # Bolivia's three packs leave six wild cards for the hand beside a bolivia.
    bolivia = "2C 2D 2H 2S JK JK JK"
    assert not _plans_wilds("bolivia", f"JK JK JK 2C 2D 2H {OTHERS}", ["4H 5H 6H", bolivia])
    assert _plans_wilds("bolivia", f"JK JK JK 2C 2D 2H {OTHERS}", ["4H 5H 6H"])


def test_no_goal_where_wild_cards_make_no_meld_of_their_own() -> None:
    assert not _plans_wilds("classic", f"{SIX_WILDS} {OTHERS}", ["KS KS KC"])


def test_normal_and_the_expert_meld_the_wild_cards_together_not_on_a_group() -> None:
    state = seat_zero_to_play("cuba", f"{SIX_WILDS} {OTHERS}", ["KS KS KC"])
    view = state.player_view(0)
    for action, reason in (decide(view), expert.decide(view)):
        assert action.kind == "meld"
        assert all(view.rules.is_wild(c) for c in action.cards), action
        assert len(action.cards) == 6
        # No line of Cuba's asks for it: the hint says what it is worth instead.
        assert reason.code == "hint.wild_worth"


def test_a_wild_card_is_kept_dearer_while_the_canasta_of_them_is_planned() -> None:
    hand = f"{SIX_WILDS} {OTHERS}"
    planned = know(seat_zero_to_play("cuba", hand, ["KS KS KC"]).player_view(0))
    unplanned = know(seat_zero_to_play("classic", hand, ["KS KS KC"]).player_view(0))
    two = parse_card("2C")
    assert keep_value(planned, two) > keep_value(unplanned, two)
