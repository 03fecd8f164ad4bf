"""Bots cannot peek: states differing only in hidden cards give equal views and decisions."""

from __future__ import annotations

import pytest

from game.ai import make_bot
from game.ai.hard import HardBot
from game.rules import GameState, check_invariants, new_game, read_position
from game.rules.cards import remove_cards, sort_cards


def advance(state: GameState, actions: int) -> GameState:
    """Play up to ``actions`` normal-bot actions, stopping short of the end of the hand (so
    the returned state always has a seat to act)."""
    bot = make_bot("normal", 3)
    for _ in range(actions):
        after, _ = state.apply(bot.choose(state.player_view(state.to_act)))
        if after.is_hand_over:
            break
        state = after
    return state


def shuffle_hidden(state: GameState, seat: int) -> GameState:
    """Swap hidden cards between two other seats' hands and the stock (known cards stay)."""
    others = [s for s in range(state.players) if s != seat]
    a, b = others[0], others[-1]
    hands = list(state.hands)
    free_a = remove_cards(hands[a], state.known[a])
    free_b = remove_cards(hands[b], state.known[b])
    assert free_a is not None and free_b is not None
    x = next(c for c in free_a)
    y = next((c for c in free_b if c.rank != x.rank), None)
    stock = list(state.stock)
    if y is not None:
        hands[a] = sort_cards(remove_cards(hands[a], (x,)) + (y,))  # type: ignore[operator]
        hands[b] = sort_cards(remove_cards(hands[b], (y,)) + (x,))  # type: ignore[operator]
    # Exchange a hidden card of seat a with a stock card that is not a red three.
    z = next((c for c in stock if not c.is_red_three and c != hands[a][0]), None)
    if z is not None:
        w = hands[a][0]
        if w not in state.known[a]:
            stock[stock.index(z)] = w
            hands[a] = sort_cards(remove_cards(hands[a], (w,)) + (z,))  # type: ignore[operator]
    stock.reverse()  # a different stock order is hidden too
    changed = state.replace(hands=tuple(hands), stock=tuple(stock))
    assert not check_invariants(changed)
    assert changed.hands != state.hands or changed.stock != state.stock
    return changed


@pytest.mark.parametrize("players", [2, 3, 4, 6])
@pytest.mark.parametrize("depth", [0, 9, 30, 55])
def test_hidden_cards_change_nothing(players: int, depth: int) -> None:
    state = advance(new_game("classic", players=players, seed=11 + depth), depth)
    assert not state.is_hand_over and state.legal_actions()
    seat = state.to_act
    other = shuffle_hidden(state, seat)
    assert other.hands != state.hands or other.stock != state.stock
    view, view2 = state.player_view(seat), other.player_view(seat)
    assert view == view2
    for level in ("random", "easy", "normal"):
        assert make_bot(level, 5).choose(view) == make_bot(level, 5).choose(view2)
    hard = HardBot(5, budget=150)
    assert hard.choose(view) == HardBot(5, budget=150).choose(view2)


def test_view_holds_no_hidden_card() -> None:
    state = advance(new_game("classic", players=4, seed=2), 20)
    view = state.player_view(0)
    texts = repr(view)
    # Another seat's hidden cards never appear: the view stores sizes, not hands.
    assert view.hand_sizes == tuple(len(h) for h in state.hands)
    assert not hasattr(view, "hands") and not hasattr(view, "stock")
    assert texts  # the whole view is plain data


@pytest.mark.parametrize(("phase", "top", "action"), [
    ("play", "8H", "meld 7H 7C 7D"), ("draw", "7S", "pickup 7H 7C")])
def test_a_card_seen_taken_and_laid_tells_nothing_of_its_twin(
    phase: str, top: str, action: str
) -> None:
    """With two packs a card has a twin. Seat 0 was seen taking a 7H with the pile; it lays
    a 7H down. Whether it still holds the other 7H is hidden, so seat 1's view must be the
    same in the world where it does and the one where it does not."""
    def world(hidden: str, stock: str) -> GameState:
        return read_position({
            "variant": "classic", "players": 4, "turn": 0, "phase": phase,
            "hands": [f"7H 7C 7D 8C 8D QS QD 5C 6C {hidden}", "4H 4S", "4C 4D", "6H 6S"],
            "stock": f"{stock} 9C 9D", "discard": f"KH {top}", "melded_seats": [0],
            "melds": {"0": ["KC KD KS"]}, "known": ["7H", "", "", ""],
        })

    twin, none = world("7H", "9S"), world("9S", "7H")
    assert twin.player_view(1) == none.player_view(1)
    after_twin, _ = twin.apply(action)
    after_none, _ = none.apply(action)
    assert after_twin.player_view(1) == after_none.player_view(1)
    assert read_position(after_twin.to_position()) == after_twin


def test_the_rules_a_view_carries_hold_no_seats_hand() -> None:
    """The rules object rides with every view: what the engine remembers while it searches
    the seats' hands (Hand and Foot's ways out) is kept off it. (Anything in a process can
    reach anything through a function's globals; what a view hands a player — its fields
    and the rules' own data — holds no hidden card.)"""
    state = new_game("hand-and-foot", players=4, seed=3)
    bot = make_bot("normal", 1)
    hands: set[tuple[object, ...]] = set()
    for _ in range(400):
        if state.is_hand_over:
            break
        hands.update(h for h in state.hands if len(h) >= 2)
        state, _ = state.apply(bot.choose(state.player_view(state.to_act)))
    rules = state.player_view(0).rules
    data: list[object] = [vars(rules)]
    seen: set[int] = set()
    while data:
        obj = data.pop()
        if id(obj) in seen:
            continue
        seen.add(id(obj))
        if isinstance(obj, dict):
            data.extend(obj.keys())
            data.extend(obj.values())
        elif isinstance(obj, (list, tuple, set, frozenset)):
            assert not isinstance(obj, tuple) or obj not in hands, f"a hand rides: {obj}"
            data.extend(obj)
