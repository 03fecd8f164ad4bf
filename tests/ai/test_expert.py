"""The expert policy (the hard bot's base): legal, deterministic, internal to the arena."""

from __future__ import annotations

import pytest

from game.ai import LEVELS, make_bot
from game.ai.expert import decide as expert_decide
from game.ai.hard import HardBot
from game.ai.normal import decide as normal_decide
from game.ai.selfplay import play_game
from game.rules import PlayerView, new_game
from game.rules.cards import card


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
        # (Before the side opens, Classic's family searches melding too: see test_hard_value.)
        if view.phase == "play" and base.kind == "discard" and view.opened(view.team):
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


#: Hand and Foot, seat 0 to play: its side has one natural canasta (nines) and a meld of four
#: natural kings; the hand holds a two.
HAND_AND_FOOT_KINGS = {
    "variant": "hand-and-foot",
    "players": 4,
    "teams": [[0, 2], [1, 3]],
    "dealer": 3,
    "turn": 0,
    "phase": "play",
    "scores": [0, 0],
    "hands": ["JH JC 7H 5D 5C 2H", "KC 2H", "5H 5C 3S 3C", "KH QS QD JS JH"],
    "stock": "4C 7S TD QS 4C JH 8H QH 5H JK TD 6D 5H TD 4D 7H 6S TH JD KH AS 6H 9H KS 2D JK 5S 8C "
             "KH TH KC 3S 2S AD KH JK AD 4H QD 4C 5S QS 7H KS 8D 3C JK 7H 3D JD TS TD 2H JC 7C AS "
             "6D 4S KD 2C KC 8D 2C 9C 7D AS 8C 9H AD AH TH TH 2H 9C 3S TD 6C QH 7H 4D 7S 5S QD AH "
             "2D QH KD JC JK 2C 9C 7D TS 8C 5D 8H 7C 6S KD 9D JC 4D AC QH 3S JS 6D KC 2S 8D 5H 7S "
             "3H TS TC 7C 4S",
    "discard": "KD 3H 3S QC 3H 3C 9C JD 3H JS JH 9C 3D 8C JS TH 3D KS QS JH 3C 3D JC 5C 9D 3D 3C",
    "frozen": False,
    "melds": {
        "0": [
            "AS AC AC AC", "KS KS KH KC", "QS QC QC QC QC 2S JK JK", "9S 9S 9S 9S 9H 9D 9D",
            "8S 8S 8S 8H 8H 8C", "6S 6H 6H 6D 6C 6C 6C 2D 2D JK", "4S 4S 4H 4D 4D 4C",
        ],
        "1": [
            "AS AH AH AH AD AD AC JK", "TS TC TC TC 2H 2D 2C", "9S 9H 9D", "8S 8D 8D",
            "7S 7D 7D 7D 7C", "6S 6S 6H 6H 6D 6C", "5S 5H 5D 5D 5D 5C", "4S 4H 4H 4C",
        ],
    },
    "red_threes": ["", ""],
    "melded_seats": [0, 1, 2, 3],
    "hand_number": 0,
    "seed": 8,
    "known": ["", "", "5H 3S 3C", ""],
    "side_piles": ["", "", "TC QD TS QD 2S 5C 9H 2S 3H JS 4H", "QH KD 5S 7S JD JD 8H 7C 2C 8S JK"],
    "flags": ["foot-taken:0", "foot-taken:1"],
    "thrown": [
        "3H 3C JS 8C KS 3D 3C 3S", "3S 9C JH JS QS JC 3D KC", "QC JD 9C TH JH 5C 5H 3D",
        "3H 3H 3D 3D 3C 9D KS 3C",
    ],
    "passed": [
        "3H 3H 3D 3D 3C 9D KS 3C", "3C JS 8C KS 3D 3C 3S", "3S 9C JH JS QS JC 3D",
        "QC JD 9C TH JH 5C 5H 3D",
    ],
}


def test_hand_and_foot_keeps_more_natural_candidates_free_of_wild_cards() -> None:
    from game.ai import normal
    from game.ai.expert import EXPERT, style
    from game.ai.knowledge import know
    from game.rules.position import read_position

    view = read_position(HAND_AND_FOOT_KINGS).player_view(0)
    spares = style(view.rules).natural_spares
    assert spares > EXPERT.natural_spares
    # Three natural canastas to find: the kings are one of the candidates kept natural ...
    assert "K" in know(view, spares).plan.natural
    action, _ = expert_decide(view, None)
    assert action.kind == "discard"
    # ... where with one spare candidate they are planned mixed and take the two.
    assert "K" in know(view, 1).plan.mixed
    other, _ = normal.decide(view, None, EXPERT)
    assert other.kind == "meld" and other.groups[0].cards == (card("2H"),)


def test_hand_and_foot_plans_no_mixed_candidates() -> None:
    """In Hand and Foot the expert's plan gives the mixed line no melds to draw its wild cards:
    the two stays in the hand instead of going onto the side's mixed tens (normal's plan,
    with candidates for the mixed line, spends it there)."""
    from dataclasses import replace

    from game.ai import normal
    from game.ai.expert import style
    from game.ai.knowledge import know
    from game.rules.position import read_position

    tens = "TS TH TD TC 2C"
    stock = HAND_AND_FOOT_KINGS["stock"].split()
    for c in tens.split():
        stock.remove(c)
    melds = HAND_AND_FOOT_KINGS["melds"]
    pos = {**HAND_AND_FOOT_KINGS, "stock": " ".join(stock),
           "melds": {"0": [*melds["0"], tens], "1": melds["1"]}}
    view = read_position(pos).player_view(0)
    expert_style = style(view.rules)
    assert not expert_style.plan_mixed
    assert not know(view, expert_style.natural_spares, False).plan.mixed
    assert "T" in know(view, expert_style.natural_spares, True).plan.mixed
    action, _ = expert_decide(view, None)
    assert action.kind == "discard"
    other, _ = normal.decide(view, None, replace(expert_style, plan_mixed=True))
    assert other.kind == "meld" and other.groups[0].cards == (card("2H"),)


def test_hand_and_foot_spares_only_stay_free_of_wild_cards() -> None:
    """In Hand and Foot the plan's spare natural candidates keep wild cards off, but draw no
    cards as the line's own candidates do (not kept for the plan, not worth more melded);
    normal's spares still do."""
    from dataclasses import replace

    from game.ai.expert import style
    from game.ai.knowledge import know
    from game.ai.normal import NORMAL, keep_value, planned_group
    from game.rules.position import read_position

    view = read_position(HAND_AND_FOOT_KINGS).player_view(0)
    expert_style = style(view.rules)
    assert NORMAL.spare_pull and not expert_style.spare_pull
    k = know(view, expert_style.natural_spares, expert_style.plan_mixed)
    assert "5" in k.plan.spares and "5" in k.plan.natural
    own = next(iter(k.plan.natural - k.plan.spares))
    pulled = replace(expert_style, spare_pull=True)
    five = card("5C")
    assert keep_value(k, five, pulled) - keep_value(k, five, expert_style) == pulled.plan_keep
    assert planned_group(k, "5", 2, 0, False, expert_style) == 0.0
    assert planned_group(k, "5", 2, 0, False, pulled) == 2 * pulled.plan_card
    assert planned_group(k, own, 2, 0, False, expert_style) == 2 * expert_style.plan_card
    # A wild card still spoils a spare.
    assert planned_group(k, "5", 2, 1, False, expert_style) == -expert_style.plan_spoil


@pytest.mark.parametrize("variant", ["italy", "cuba"])
def test_where_the_pile_is_always_frozen_the_expert_fears_feeding_it(variant: str) -> None:
    """In Italy and Cuba the pile is always frozen and taking it mostly decides the hand: the
    expert's danger of a throw counts ``pile_fear`` more at every throw of a hand. Normal's is
    unchanged."""
    from dataclasses import replace

    from game.ai.expert import style
    from game.ai.knowledge import know
    from game.ai.normal import NORMAL, pile_worth

    state = new_game(variant, players=4, seed=3)
    expert_style = style(state.rules)
    plain = replace(expert_style, pile_fear=0.0)
    assert NORMAL.pile_fear == 0.0 and expert_style.pile_fear > 0
    assert style(new_game("classic", players=4, seed=3).rules).pile_fear == 0.0
    bot = make_bot("normal", 1)
    weighed = 0
    while not state.is_hand_over:
        view = state.player_view(state.to_act)
        if view.phase == "play":
            k = know(view)
            fear = 1 + expert_style.pile_fear
            assert pile_worth(k, expert_style) == pile_worth(k, plain) * fear
            weighed += 1
        state, _ = state.apply(bot.choose(view))
    assert weighed


def test_bolivia_freezes_the_pile_rather_than_feed_it() -> None:
    """In Bolivia (and Brazil) the expert fears feeding the pile eleven times as much and holds
    its wild cards less dearly, so where every natural card it could throw may give the next player
    the pile it stops the pile with a wild card instead; with the weights it plays elsewhere
    it throws a natural card there. Normal's play is unchanged."""
    from dataclasses import replace

    from game.ai.expert import EXPERT, style
    from game.ai.knowledge import know
    from game.ai.normal import NORMAL, danger

    state = new_game("bolivia", players=4, seed=1)
    bot = make_bot("normal", 1)
    for _ in range(15):  # normal bots at every seat, to the fourth throw of seat 0
        state, _ = state.apply(bot.choose(state.player_view(state.to_act)))
    view = state.player_view(0)
    assert view.phase == "play" and view.turn == 0
    expert_style = style(view.rules)
    elsewhere = replace(expert_style, pile_fear=EXPERT.pile_fear,
                        plan_run_card=EXPERT.plan_run_card, keep_wild=EXPERT.keep_wild)
    assert NORMAL.pile_fear == EXPERT.pile_fear == 0.0 < expert_style.pile_fear
    brazil = style(new_game("brazil", players=4, seed=1).rules)  # Bolivia's close relative
    assert (brazil.pile_fear, brazil.plan_run_card, brazil.keep_wild) == (
        expert_style.pile_fear, expert_style.plan_run_card, expert_style.keep_wild)
    thrown, _ = expert_decide(view)
    assert thrown.kind == "discard" and thrown.card is not None and thrown.card.is_wild
    other, _ = normal_decide(view, None, elsewhere)
    assert other.kind == "discard" and other.card is not None and not other.card.is_wild
    k = know(view)
    assert danger(k, thrown.card, expert_style) < danger(k, other.card, expert_style)


def _classic_kings(discard: str) -> PlayerView:
    """Classic, seat 0 to play: its side has opened with three kings and the hand holds a
    pair of kings; nobody is near going out."""
    from game.rules.position import read_position

    state = read_position({
        "variant": "classic",
        "players": 4,
        "turn": 0,
        "phase": "play",
        "hands": ["KD KD 9S 8C 7H 6D 5S JS", "AS AD QH JD 8D 6H 5C 4H",
                  "AH QC JC TS TD 8S 6C 4D", "AC QS JH TH 9D 8H 6S 5H"],
        "stock": "KH QD TC 8S 6D 5S 5H 5C 4D 4H 4C 7S 7D 9C 9H TH AS AH",
        "discard": discard,
        "melds": {"0": ["KS KH KC"]},
        "melded_seats": [0],
    })
    return state.player_view(0)


def test_classic_keeps_the_key_to_a_frozen_pile() -> None:
    """In Classic's family, with the pile frozen (a two lies in it), the expert keeps the hand's
    last pair of kings as the key to the pile instead of adding it to its kings, which would
    close no canasta; normal adds them. With the pile not frozen, the expert adds them too."""
    from game.ai.expert import EXPERT_CLASSIC

    assert EXPERT_CLASSIC.key_pair > 0
    frozen = _classic_kings("4C 2H 9D")
    assert frozen.pile_frozen
    kings = "meld KD KD"
    assert str(normal_decide(frozen, None)[0]) == kings
    assert expert_decide(frozen, None)[0].kind == "discard"
    assert str(expert_decide(_classic_kings("4C 9D"), None)[0]) == kings
