"""Taking back melds (game/rules/undo.py): only what showed nothing new, never across a draw,
a pile taking, a foot or ponytail taken up, a bonus pile, a discard or a partner's answer; the
state before comes back whole (the opening, a concealed going out), the record replays to it,
and no other seat's view keeps a trace of what was taken back."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from game.rules import (
    Action,
    Card,
    GameRecord,
    GameState,
    find_variant,
    new_game,
    parse_card,
    variant_names,
)
from game.rules.undo import Timeline, may_take_back

from .support import play, position


def timeline_of(state: GameState, *actions: str) -> Timeline:
    """A timeline with ``actions`` played from ``state``."""
    line = Timeline(state)
    for text in actions:
        seat = line.state.to_act
        after, events = line.state.apply(text)
        line.add(seat, Action.parse(text), line.state, after, events)
    return line


def visible(state: GameState, seat: int) -> Counter[Card]:
    """Every card ``seat`` sees: its hand and everything face up on the table."""
    cards: list[Card] = list(state.hands[seat]) + list(state.discard)
    cards += [c for team in state.melds for m in team for c in m.cards]
    cards += [c for row in state.red_threes for c in row]
    cards += [c for row in state.removed for c in row]
    return Counter(cards)


def test_taking_back_the_opening_meld_takes_back_the_opening() -> None:
    # Three kings (30) and two jokers (100) open; taken back, the side has not opened and
    # needs its 50 again, exactly as before.
    state = position(hands=["KC KD KH JK JK 9S 8D", "4C", "4D", "4H"])
    line = timeline_of(state, "meld KC KD KH JK JK")
    assert line.state.opened(0) and 0 in line.state.melded_seats
    assert line.take_back(0) == 1
    back = line.rewind(1)
    assert back is state and not back.opened(0) and back.melded_seats == frozenset()
    assert back.to_position() == state.to_position()


def test_undoing_an_addition_restores_a_concealed_going_out() -> None:
    # The partner has opened with kings. Adding a king to them puts cards of seat 0 on the
    # table this hand, so going out now would not be concealed; taken back, it is again.
    state = position(
        hands=["KS QC QC QD QD QH QH QS 9S 9D 9H", "4C", "4D", "4H"],
        melds={"0": ["KC KD KH"]},
        melded_seats=[2],
    )
    line = timeline_of(state, "meld KS")
    assert not line.state.concealed_ok and 0 in line.state.melded_seats
    assert line.take_back(0) == 1
    back = line.rewind(1)
    assert back.concealed_ok and 0 not in back.melded_seats
    done = play(back, "meld QC QC QD QD QH QH QS", "meld 9S 9D 9H", "discard KS")
    assert done.went_out == 0 and done.concealed
    # Without the take-back the same hand goes out, but not concealed.
    kept = play(state, "meld KS",
                "meld QC QC QD QD QH QH QS", "meld 9S 9D 9H")
    assert kept.went_out == 0 and not kept.concealed


def test_several_melds_of_a_turn_come_back_one_at_a_time_until_the_draw() -> None:
    state = position(phase="draw", hands=["KC KD KH 7C 7D 7H 9S 9D", "4C", "4D", "4H"],
                     melds={"0": ["AC AD AH"]}, melded_seats=[2], stock="8C 8D 8H")
    line = timeline_of(state, "draw", "meld KC KD KH", "meld 7C 7D 7H")
    assert line.take_back(0) == 1
    line.rewind(1)
    assert line.take_back(0) == 1
    after_draw = line.rewind(1)
    assert after_draw.phase == "play" and Counter(after_draw.hands[0])[parse_card("8C")] == 1
    # The draw showed a card: it stays.
    assert line.take_back(0) == 0
    with pytest.raises(ValueError):
        line.rewind(2)


def test_only_the_seat_that_melded_takes_back_and_only_its_last_action() -> None:
    state = position(hands=["KC KD KH 7C 7D 7H 9S", "4C", "4D", "4H"],
                     melds={"0": ["AC AD AH"]}, melded_seats=[2])
    line = timeline_of(state, "meld KC KD KH")
    assert line.take_back(1) == 0 and line.take_back(2) == 0 and line.take_back(0) == 1
    line.add(0, Action.parse("discard 9S"), line.state, *line.state.apply("discard 9S"))
    assert line.take_back(0) == 0  # the discard ended the turn


@pytest.mark.parametrize("first", ["draw", "pickup"])
def test_a_draw_or_a_pile_taking_is_never_taken_back(first: str) -> None:
    state = position(phase="draw", hands=["9C 9D 5S 6S", "4C", "4D", "4H"],
                     melds={"0": ["9H 9H 9S"]}, melded_seats=[0], discard="4S 9C")
    line = timeline_of(state, first)
    assert line.take_back(0) == 0
    assert line.turn_back(0) == 1  # practice may go back before it (and the card is seen)


def test_a_red_three_drawn_and_replaced_is_never_taken_back() -> None:
    state = position(phase="draw", hands=["9C 9D 5S 6S", "4C", "4D", "4H"],
                     melds={"0": ["9H 9H 9S"]}, melded_seats=[0], stock="3H 8C 8D",
                     discard="4S")
    line = timeline_of(state, "draw")
    kinds = [p.action.kind for p in line.played]
    assert kinds == ["draw"] and line.state.red_threes[0] and line.take_back(0) == 0


def test_the_partners_answer_binds_undo_never_crosses_it() -> None:
    state = position(hands=["KC KD KH 7C 7D 7H 9S", "4C", "4D", "4H"],
                     melds={"0": ["AC AD AH AS JK 2C 2D"]}, melded_seats=[2])
    line = timeline_of(state, "ask", "no", "meld KC KD KH")
    assert line.take_back(0) == 1
    line.rewind(1)
    assert line.state.asked == "no"
    assert line.take_back(0) == 0  # the answer stays given
    assert line.turn_back(0) == 0  # not even in practice


def test_practice_goes_back_to_the_start_of_the_turn_then_the_one_before() -> None:
    record, state = GameRecord.start("classic", 4, seed=3)
    line = Timeline(state)
    rng = random.Random(3)
    starts: list[tuple[int, GameState]] = []  # seat 0's turn starts: actions before, state
    while len(starts) < 3:
        seat = state.to_act
        if seat == 0 and state.phase == "draw":
            starts.append((len(record.actions), state))
        legal = [a for a in state.legal_actions() if a.kind not in ("ask",)]
        action = rng.choice(legal)
        after, events = state.apply(action)
        line.add(seat, action, state, after, events)
        record.add(seat, action)
        state = after
        assert state.hand_number == 0
    # Seat 0 has drawn in its third turn: back to the start of that turn (before the draw),
    # then, from there, to the start of its second turn.
    for start in (2, 1):
        count = line.turn_back(0)
        assert len(record.actions) - count == starts[start][0]
        assert line.rewind(count) is starts[start][1]
        del record.actions[len(record.actions) - count:]
        assert record.replay() == starts[start][1]
    # The other seats never take back seat 0's turns in practice.
    others = line.turn_back(0, others={1})
    assert others == 0
    assert line.turn_back(1) > 0


def test_a_new_hand_starts_a_new_timeline() -> None:
    state = position(hands=["KC KD KH 9S", "4C", "4D", "4H"],
                     melds={"0": ["AC AD AH AS JK 2C 2D"]}, melded_seats=[2])
    line = timeline_of(state, "meld KC KD KH", "discard 9S")
    assert line.state.is_hand_over and line.take_back(0) == 0
    line.add(line.state.to_act, Action.parse("deal"), line.state, *line.state.apply("deal"))
    assert line.played == [] and line.turn_back(0) == 0


def test_taking_back_leaves_no_trace_in_any_view() -> None:
    """Every seat's view after the take-back is the view before the meld: the public record of
    throws and passes, the known cards, the melds, the hand sizes."""
    state = position(phase="draw", hands=["9C 9D KC KD KH 5S", "4C", "4D", "4H"],
                     melds={"0": ["9H 9H 9S"]}, melded_seats=[0], discard="4S 9C",
                     thrown=["", "4S", "", ""], passed=["", "", "7C", ""])
    line = timeline_of(state, "pickup")
    taken = line.state
    views = [taken.player_view(s) for s in range(4)]
    line.add(0, Action.parse("meld KC KD KH"), taken, *taken.apply("meld KC KD KH"))
    assert line.take_back(0) == 1
    back = line.rewind(1)
    assert [back.player_view(s) for s in range(4)] == views
    assert back.thrown == taken.thrown and back.passed == taken.passed
    assert back.known == taken.known


def _random_melds(variant: str, players: int, seed: int, hands: int = 1):  # noqa: ANN202
    """(before, action, after, events) of every meld of random play (melds preferred)."""
    state = new_game(variant, players, seed=seed)
    rng = random.Random(seed)
    for _ in range(4000):
        if state.is_hand_over:
            hands -= 1
            if hands == 0 or state.is_game_over:
                return
            state, _ = state.apply("deal")
            continue
        legal = list(state.legal_actions())
        building = [a for a in legal if a.kind in ("meld", "pickup")]
        action = rng.choice(building if building and rng.random() < 0.85 else legal)
        after, events = state.apply(action)
        if action.kind == "meld":
            yield state, action, after, events
        state = after


@pytest.mark.parametrize("variant", list(variant_names()))
def test_a_meld_is_takeable_exactly_when_it_showed_the_seat_no_new_card(variant: str) -> None:
    """Against an independent reading: the turn goes on and every card the seat sees after the
    meld (hand and table) it saw before. Melds that take up a foot or a ponytail, bring a bonus
    pile, or end the hand are final."""
    rules = find_variant(variant)
    players = 4 if 4 in rules.player_counts else rules.default_players
    takeable = 0
    for seed in range(3):
        for before, action, after, events in _random_melds(variant, players, seed):
            seat = before.turn
            honest = (after.phase == "play" and after.turn == seat
                      and not visible(after, seat) - visible(before, seat))
            assert may_take_back(before, action, after, events) == honest, (
                variant, str(action), [e.kind for e in events])
            takeable += honest
    assert takeable > 0


@pytest.mark.parametrize(("variant", "kind"), [("hand-and-foot", "foot_taken"),
                                                ("ponytail", "ponytail_taken"),
                                                ("american", "bonus_pile")])
def test_melds_that_show_cards_are_final(variant: str, kind: str) -> None:
    found = 0
    for seed in range(40):
        for before, action, after, events in _random_melds(variant, 4, seed):
            if any(e.kind == kind for e in events):
                found += 1
                assert not may_take_back(before, action, after, events)
        if found >= 2:
            break
    assert found, f"no meld with {kind} in 40 random hands"
