"""The normal bot builds the escalera Bolivia and Brazil ask for to go out: it keeps the cards
its side's sequences could still take, lays no second sequence of a suit that would block the
first, and in Brazil goes out with a short sequence no card of its hand lengthens."""

from __future__ import annotations

from game.ai.knowledge import know
from game.ai.normal import NORMAL, decide, keep_value
from game.rules import Action, GameState, parse_card
from tests.ai.seat_positions import seat_zero_to_play

KINGS = "KS KS KS KD KD KC KC"  # a natural canasta of kings
ESCALERA = "4H 5H 6H 7H 8H 9H TH"


def _choice(state: GameState) -> Action:
    return decide(state.player_view(state.turn))[0]


def test_a_second_sequence_of_the_suit_is_not_laid_where_it_would_block_the_first() -> None:
    # 8H 9H TH alone would leave 7H extending both sequences, which the rules refuse.
    state = seat_zero_to_play("bolivia", "8H 9H TH QD JC 5S 9C", ["4H 5H 6H", KINGS])
    assert any(a.kind == "meld" and a.cards == tuple(map(parse_card, ("8H", "9H", "TH")))
               for a in state.legal_actions())
    action = _choice(state)
    assert not (action.kind == "meld" and parse_card("8H") in action.cards)


def test_a_group_does_not_take_every_copy_of_a_card_the_escalera_needs() -> None:
    state = seat_zero_to_play("bolivia", "8H 8H 8C QD JC 5S 9S", ["4H 5H 6H", KINGS])
    action = _choice(state)
    assert not (action.kind == "meld" and action.cards.count(parse_card("8H")) == 2)


def test_the_cards_of_every_unfinished_sequence_are_kept_not_only_the_planned_one() -> None:
    state = seat_zero_to_play("bolivia", "8C 8S QD JC 5S", ["4H 5H 6H 7H 8H", "9C TC JC", KINGS])
    k = know(state.player_view(0))
    assert k.plan.run_suit == "H"  # the longer sequence is the plan
    assert k.plan.in_run(parse_card("8C"))  # the clubs may still come first
    assert not k.plan.in_run(parse_card("8S"))
    assert keep_value(k, parse_card("8C"), NORMAL) > keep_value(k, parse_card("8S"), NORMAL)


def test_the_escalera_cards_count_more_when_it_is_all_the_side_lacks() -> None:
    hand = "9H QD JC 5S 7C"
    lacking_more = know(seat_zero_to_play("bolivia", hand, ["4H 5H 6H"]).player_view(0))
    lacking_it = know(seat_zero_to_play("bolivia", hand, ["4H 5H 6H", KINGS]).player_view(0))
    assert not lacking_more.plan.run_last and lacking_it.plan.run_last
    nine = parse_card("9H")
    assert keep_value(lacking_it, nine) > keep_value(lacking_more, nine)


def test_brazil_goes_out_with_a_short_sequence_nothing_in_hand_lengthens() -> None:
    mine = [ESCALERA, KINGS, "4S 5S 6S"]  # the short spades cost 1000 either way
    state = seat_zero_to_play("brazil", "KH KH 9D", mine)
    assert state.player_view(0).stock_size >= NORMAL.out_stock
    action = _choice(state)
    assert action.kind == "meld" and len(action.cards) == 2
    after, _ = state.apply(action)
    last = _choice(after)
    done, _ = after.apply(last)
    assert done.went_out == 0


def test_brazil_counts_its_short_sequences_once_as_the_scoring_does() -> None:
    from game.ai.laying import left_unfinished, unfinished_risk

    discard = Action("discard", card=parse_card("QD"))
    new_run = Action.parse("meld 8D 9D TD")
    # One short sequence down: a second one costs nothing more at the hand's end.
    one = seat_zero_to_play("brazil", "8D 9D TD QD 7C", [KINGS, "4S 5S 6S"]).player_view(0)
    assert unfinished_risk(one, new_run) == 0
    # None down: the first one would cost the 1000.
    none = seat_zero_to_play("brazil", "8D 9D TD QD 7C", [KINGS]).player_view(0)
    assert unfinished_risk(none, new_run) > 0
    # A short sequence the hand lengthens (the clubs) beside one nothing lengthens (the
    # spades): finishing the clubs would spare nothing, the spades cost the 1000 anyway.
    stuck = seat_zero_to_play("brazil", "8C QD 7D", [KINGS, "4S 5S 6S", "5C 6C 7C"]).player_view(0)
    assert left_unfinished(stuck, discard) == 0
    free = seat_zero_to_play("brazil", "8C QD 7D", [KINGS, "5C 6C 7C"]).player_view(0)
    assert left_unfinished(free, discard) == 1000
