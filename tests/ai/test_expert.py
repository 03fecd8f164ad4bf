"""The expert policy (the hard bot's base): legal, deterministic, internal to the arena."""

from __future__ import annotations

from game.ai import LEVELS, make_bot
from game.ai.expert import decide as expert_decide
from game.ai.hard import HardBot
from game.ai.selfplay import play_game
from game.rules import new_game


def test_expert_is_internal_but_available_to_the_arena() -> None:
    assert "expert" not in LEVELS
    assert make_bot("expert", 3).level == "expert"


def test_expert_plays_legal_games_deterministically() -> None:
    one = play_game(["expert", "normal"] * 2, "classic", 4, seed=8, max_hands=2)
    two = play_game(["expert", "normal"] * 2, "classic", 4, seed=8, max_hands=2)
    assert one.total_scores == two.total_scores


def test_hard_without_budget_plays_the_expert_choice() -> None:
    state = new_game("classic", players=4, seed=2)
    hard = HardBot(1, budget=0)
    for _ in range(60):
        if state.is_hand_over:
            break
        view = state.player_view(state.to_act)
        action = hard.choose(view)
        expected, reason = expert_decide(view, None)
        assert reason
        assert action == expected
        assert action in state.legal_actions()
        state, _ = state.apply(action)


def test_hard_searches_discards_among_the_safest_spares() -> None:
    from game.ai.expert import decide
    from game.ai.hard import candidates

    searched = 0
    state = new_game("classic", players=4, seed=5)
    bot = make_bot("normal", 1)
    while not state.is_hand_over:
        view = state.player_view(state.to_act)
        base, _ = decide(view, None)
        if view.phase == "play" and base.kind == "discard":
            found = candidates(view, base)
            assert found[0] == base
            assert all(a.kind == "discard" and a in view.legal_actions for a in found)
            assert len(set(found)) == len(found)
            searched += len(found) > 1
        state, _ = state.apply(bot.choose(view))
    assert searched >= 3


#: Spanish, seat 1 to draw: the pile (top 8D) holds a nine for its side's meld of nines and
#: three queens beside the queens in its hand.
SPANISH_PILE = {
    "variant": "spanish", "players": 4, "teams": [[0, 2], [1, 3]], "dealer": 3, "turn": 1,
    "phase": "draw", "scores": [0, 0],
    "hands": ["KS KH JS JH 7D 7C 6S 2H 2D", "QS QC TH 8D 8C 6S 6H 5S 5D",
              "KH KD JC JC 9H 9C 8S 8H 7H 7H 6D 4S 2C", "TC 8C 5D"],
    "stock": "TH 6C 3S 5H 7S 3D JK QS 6D QH 9S 7D 3H TS 8S QD AC JK 4S 6H AD 2S 9C 8H 4H "
             "6C JK AS 2S 4D 7C",
    "discard": "3S 9D 3C 3C QH 7S QC QD 8D", "frozen": False,
    "melds": {"0": ["AS AH AH", "TS TD TD TC 2H 2C JK", "5S 5H 5C 5C"],
              "1": ["AD AC 2D", "KS KD KC KC", "JS JH JD JD", "9S 9H 9D", "4H 4D 4C 4C"]},
    "red_threes": ["3H", "3D"], "melded_seats": [0, 1, 2, 3], "hand_number": 0, "seed": 2,
    "flags": ["took:0"],
    "thrown": ["3S QH 8D", "9D 7S", "3C QC", "3C QD"],
    "passed": ["3C QD", "QH", "9D 7S", "3C QC"],
}


def test_spanish_weights_take_a_pile_of_matching_cards() -> None:
    from game.ai import normal
    from game.ai.expert import EXPERT, style
    from game.rules.position import read_position

    view = read_position(SPANISH_PILE).player_view(1)
    assert style(view.rules).pile_match > EXPERT.pile_match
    assert style(new_game("classic").rules) is style(new_game("classic").rules)
    action, _ = expert_decide(view, None)
    assert action.kind == "pickup"
    # With the weights every other variant plays, the same seat draws from the stock.
    assert normal.decide(view, None, EXPERT)[0].kind == "draw"
