"""Legal-action lists, records, player views, the end of a game and the next hand's deal."""

from __future__ import annotations

import dataclasses
import json
import random

import pytest

from game.rules import GameRecord, GameState, IllegalActionError, new_game
from game.rules.view import PlayerView

from .support import play, position


def random_playout(state: GameState, rng: random.Random, limit: int = 400) -> list[str]:
    """Play random listed actions until the hand ends; return them as text."""
    done: list[str] = []
    while not state.is_hand_over and len(done) < limit:
        action = rng.choice(list(state.legal_actions()))
        state, _ = state.apply(action)
        done.append(str(action))
    return done


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_every_listed_action_applies(players: int) -> None:
    rng = random.Random(players)
    state = new_game("classic", players, seed=5)
    for _ in range(150):
        if state.is_hand_over:
            break
        listed = list(state.legal_actions())
        assert listed, f"no legal action in phase {state.phase}"
        for action in listed:
            state.apply(action)  # raises if a listed action is refused
        state, _ = state.apply(rng.choice(listed))


def test_in_accepts_equivalent_spellings_of_a_listed_action() -> None:
    state = position(hands=["7C 7H 9S 8S", "4C", "4D", "4H"], melds={"0": ["KS KD KC"]})
    legal = state.legal_actions()
    listed = [str(a) for a in legal]
    # one discard is listed per rank: the seven of hearts stands for both sevens
    assert "discard 7H" in listed and "discard 7C" not in listed
    assert "discard 7C" in legal
    assert "discard 10H" not in legal
    assert "meld 7C" not in legal
    assert "fly away" not in legal


def test_record_json_replays_to_an_identical_state() -> None:
    record, state = GameRecord.start("classic", players=4, seed=21)
    rng = random.Random(2)
    for _ in range(120):
        if state.is_game_over:
            break
        action = rng.choice(list(state.legal_actions()))
        record.add(state.to_act, action)
        state, _ = state.apply(action)
    text = json.dumps(record.to_json())
    again = GameRecord.from_json(json.loads(text)).replay()
    assert again == state
    assert again.state_hash() == state.state_hash()


def test_player_view_hides_other_hands_and_the_stock() -> None:
    state = new_game("classic", 4, seed=8)
    view = state.player_view(1)
    assert view.hand == state.hands[1]
    assert view.hand_sizes == tuple(len(h) for h in state.hands)
    assert view.stock_size == len(state.stock)
    # A state that differs only in cards seat 1 cannot see gives an equal view.
    swapped = state.replace(hands=(state.hands[2], state.hands[1], state.hands[0],
                                   state.hands[3]))
    assert swapped.player_view(1) == view
    assert not any(str(c) in repr(view) for c in state.stock[:1] if c not in view.hand)
    assert view.legal_actions == ()  # seat 0 is to act
    assert state.player_view(0).legal_actions == tuple(state.legal_actions())


@pytest.mark.parametrize("variant", ["classic", "hand-and-foot", "ponytail"])
def test_a_view_is_the_one_its_constructor_builds(variant: str) -> None:
    # make_view hands the view its fields as a dictionary: every field, each as the
    # dataclass's own constructor would set it, equal and hashed alike.
    state = new_game(variant, seed=5).play("draw")
    for seat in range(state.players):
        view = state.player_view(seat)
        fields = {f.name: getattr(view, f.name) for f in dataclasses.fields(PlayerView)}
        assert set(vars(view)) == set(fields)
        built = PlayerView(**fields)
        assert built == view and hash(built) == hash(view)
        assert view.hand_sizes == tuple(len(h) for h in state.hands)
        assert view.side_pile_sizes == tuple(len(p) for p in state.side_piles)
        assert view.concealed_ok == (seat == state.turn and state.concealed_ok)


def test_the_game_ends_at_5000_and_not_below() -> None:
    base = {
        "hands": ["KS KD KC 9S", "5C", "6D", "7H"],
        "melds": {"0": ["QS QS QD QD QH QH QC"]},
        "melded_seats": [0],
    }
    # the hand scores 695 for team 0
    below = play(position(scores=[4300, 0], **base), "meld KS KD KC", "discard 9S")
    assert below.phase == "hand_over" and below.total_scores == (4995, -10)
    at = play(position(scores=[4305, 0], **base), "meld KS KD KC", "discard 9S")
    assert at.is_game_over and at.total_scores == (5000, -10) and at.winner == 0


def test_six_players_play_to_10000() -> None:
    hands = ["KS KD KC 9S", "5C", "6D", "7H", "4C", "4D"]
    melds = {"0": ["QS QS QD QD QH QH QC", "JS JS JD JD JH JH JC"]}
    state = position(players=6, dealer=5, scores=[9000, 0], hands=hands, melds=melds,
                     melded_seats=[0])
    # 70 + 70 + 30 + 1000 + 100 - 6D - 4C = 1260
    done = play(state, "meld KS KD KC", "discard 9S")
    assert done.total_scores == (10260, -15) and done.is_game_over
    short = play(position(players=6, dealer=5, scores=[8700, 0], hands=hands, melds=melds,
                          melded_seats=[0]), "meld KS KD KC", "discard 9S")
    assert short.total_scores == (9960, -15) and not short.is_game_over


def test_target_score_option_moves_the_end() -> None:
    state = new_game("classic", 4, seed=1, options={"target_score": 1500})
    assert state.rules.target(4) == 1500
    assert new_game("classic", 4, seed=1).rules.target(4) == 5000


def test_deal_rotates_the_dealer_and_sets_minimums_from_cumulative_scores() -> None:
    state = position(
        scores=[1000, 2990],
        hands=["KS KD KC 9S", "5C", "6D", "7H"],
        melds={"0": ["QS QS QD QD QH QH QC"]},
        melded_seats=[0],
    )
    done = play(state, "meld KS KD KC", "discard 9S")
    assert done.total_scores == (1695, 2980)
    nxt, events = done.apply("deal")
    assert events[0].kind == "dealt"
    assert (nxt.dealer, nxt.turn, nxt.hand_number) == (0, 1, 1)
    assert nxt.scores == (1695, 2980)
    assert nxt.history == ((695, -10),)
    assert (nxt.minimum(0), nxt.minimum(1)) == (90, 90)
    assert nxt.phase == "draw" and all(len(h) == 11 for h in nxt.hands)


def test_minimum_table_boundaries() -> None:
    rules = new_game("classic", 4, seed=1).rules
    table = {-5: 15, 0: 50, 1495: 50, 1500: 90, 2995: 90, 3000: 120, 9000: 120}
    assert {s: rules.minimum(s, 4) for s in table} == table
    assert (rules.minimum(7495, 6), rules.minimum(7500, 6)) == (120, 150)


def test_nothing_is_legal_once_the_game_is_over() -> None:
    state = position(
        scores=[4900, 0],
        hands=["KS KD KC 9S", "5C", "6D", "7H"],
        melds={"0": ["QS QS QD QD QH QH QC"]},
        melded_seats=[0],
    )
    over = play(state, "meld KS KD KC", "discard 9S")
    assert list(over.legal_actions()) == []
    with pytest.raises(IllegalActionError, match="game is over"):
        over.apply("deal")


@pytest.mark.parametrize(("frozen_start", "reason"), [
    # Nothing freezes the pile: the side has not opened, and that is what it is told.
    ("7S 9D KH", "Your side has not opened yet: take the pile with a natural pair of kings "
                 "from your hand (and meet your 50 minimum)."),
    # Opened, and a wild card in the pile freezes it for everybody.
    ("7S 2D KH", "The pile is frozen: to take it you need a natural pair of kings from your "
                 "hand."),
])
def test_taking_the_pile_with_one_natural_is_refused_for_the_true_reason(
    frozen_start: str, reason: str
) -> None:
    from game.rules import read_position

    opened = "2D" in frozen_start
    state = read_position({
        "variant": "classic", "players": 4, "phase": "draw", "turn": 0,
        "hands": ["KS KD JK 5C 6D 8H 9H TS", "4C 5C 6C", "4D 5D 6D", "4H 5H 6H"],
        "discard": frozen_start, "stock": "8C 8D",
        "melds": {"0": ["AS AD AH"], "1": ["QS QD QH"]} if opened else {"1": ["QS QD QH"]},
    })
    with pytest.raises(IllegalActionError) as refused:
        state.apply("pickup KS JK")
    assert str(refused.value) == reason


@pytest.mark.parametrize(("melds", "reason"), [
    ({"0": ["QS QD QC"]}, "Say which meld the wild cards go to, like 'Q: 2S'."),
    ({}, "Wild cards alone never make a meld."),
])
def test_wild_cards_naming_no_meld_get_an_example_the_side_can_follow(
    melds: dict[str, list[str]], reason: str
) -> None:
    from game.rules import read_position

    state = read_position({
        "variant": "classic", "players": 4, "phase": "play", "turn": 0,
        "hands": ["2S 5C 6D 8H 9H", "4C 5C 6C", "4D 5D 6D", "4H 5H 6H"], "discard": "7S",
        "stock": "8C 8D", "melded_seats": [0] if melds else [], "melds": melds,
    })
    with pytest.raises(IllegalActionError) as refused:
        state.apply("meld 2S")
    assert str(refused.value) == reason


@pytest.mark.parametrize(("meld", "reason"), [
    ("meld KS KH QD", "A meld holds cards of one rank: KS and QD differ."),
    ("meld 7H 7D 8H 2C", "A meld holds cards of one rank: 7H and 8H differ."),
    ("meld 7H 8H 9S", "7H 8H 9S is not a sequence: a sequence is cards of one suit in a row, "
                      "each rank once, from 4 up to the ace."),
])
def test_samba_refuses_a_group_with_a_stray_card_as_a_group(meld: str, reason: str) -> None:
    # A rank twice can be no sequence: the player meant a group, and is told what is wrong
    # with it (not that it is a broken sequence).
    from game.rules import read_position

    state = read_position({
        "variant": "samba", "players": 4, "phase": "play", "turn": 0,
        "hands": ["KS KH QD 7H 7D 8H 2C 9S 9S", "4C 5C 6C", "4D 5D 6D", "4H 5H 6H"],
        "discard": "4S", "stock": "8C 8D", "melded_seats": [0], "melds": {"0": ["AS AH AD"]},
    })
    with pytest.raises(IllegalActionError) as refused:
        state.apply(meld)
    assert str(refused.value) == reason
