"""Dealing (RULES §1 "Deal"): hand sizes, packs, the start pile, dealt red threes, seat order,
determinism by seed."""

from __future__ import annotations

from collections import Counter

import pytest

from game.rules import Card, Rules, find_variant, new_game, parse_cards
from game.rules.cards import full_deck
from game.rules.state import deal_hand


@pytest.mark.parametrize(
    ("players", "size", "cards"), [(2, 15, 108), (3, 13, 108), (4, 11, 108), (6, 13, 162)]
)
def test_hand_sizes_and_packs(players: int, size: int, cards: int) -> None:
    state = new_game("classic", players, seed=4)
    assert all(len(h) == size for h in state.hands)
    assert state.card_count() == cards
    assert state.dealer == players - 1 and state.turn == 0


def test_six_players_use_three_packs_with_six_jokers() -> None:
    state = new_game("classic", 6, seed=2)
    everything: Counter[str] = Counter()
    for cards in (*state.hands, state.stock, state.discard, *state.red_threes):
        everything.update(str(c) for c in cards)
    assert everything["JK"] == 6 and everything["7C"] == 3 and sum(everything.values()) == 162
    assert state.teams == ((0, 2, 4), (1, 3, 5))


def test_the_same_seed_deals_the_same_cards_and_another_seed_does_not() -> None:
    assert new_game("classic", 4, seed=99) == new_game("classic", 4, seed=99)
    assert new_game("classic", 4, seed=99).hands != new_game("classic", 4, seed=100).hands


def rigged(top: str, **options: bool) -> tuple[list[Card], Rules]:
    """A 4-player deck whose first 44 cards are naturals, then ``top`` is turned for the pile."""
    rules = find_variant("classic", options)
    rest = full_deck(2)
    head = [c for c in rest if c.is_natural][:44] + list(parse_cards(top))
    for c in head:
        rest.remove(c)
    return head + rest, rules


def test_a_wild_or_red_three_turned_first_is_covered_and_freezes_the_pile() -> None:
    deck, rules = rigged("2C 3H 9D")
    state, events = deal_hand(rules, 4, 0, 0, 3, (0, 0), deck=deck)
    assert [str(c) for c in state.discard] == ["2C", "3H", "9D"]
    assert state.frozen_under and state.pile_frozen
    assert events[1].kind == "pile_started" and events[1].data is True


def test_a_black_three_turned_first_stays_unless_the_house_rule_covers_it() -> None:
    deck, rules = rigged("3C 9D")
    state, _ = deal_hand(rules, 4, 0, 0, 3, (0, 0), deck=deck)
    assert [str(c) for c in state.discard] == ["3C"] and not state.frozen_under
    deck, rules = rigged("3C 9D", start_pile_past_black_three=True)
    state, _ = deal_hand(rules, 4, 0, 0, 3, (0, 0), deck=deck)
    assert [str(c) for c in state.discard] == ["3C", "9D"] and state.frozen_under


def test_dealt_red_threes_are_laid_down_and_replaced() -> None:
    rules = find_variant("classic")
    deck = full_deck(2)
    reds = [c for c in deck if c.is_red_three]
    others = [c for c in deck if not c.is_red_three and not c.is_wild]
    wild = [c for c in deck if c.is_wild]
    # seat 0 (first after dealer 3) gets a red three as its first card; the pile is a natural;
    # the first replacement is another red three, then a natural.
    hands_part = [reds[0], *others[:43]]
    tail = [others[43], reds[1], others[44], *others[45:], *reds[2:], *wild]
    state, events = deal_hand(rules, 4, 0, 0, 3, (0, 0), deck=hands_part + tail)
    assert sorted(str(c) for c in state.red_threes[0]) == ["3D", "3H"]
    assert len(state.hands[0]) == 11 and not any(c.is_red_three for c in state.hands[0])
    assert [e.kind for e in events].count("red_three") == 2
    assert state.card_count() == 108


def test_cards_go_one_at_a_time_from_the_dealers_left() -> None:
    rules = find_variant("classic")
    deck = full_deck(2)
    naturals = [c for c in deck if c.is_natural]
    rest = [c for c in deck if not c.is_natural]
    state, _ = deal_hand(rules, 4, 0, 0, 1, (0, 0), deck=naturals + rest)
    # dealer 1: seat 2 gets the first card, seat 3 the second, seat 0 the third...
    assert naturals[0] in state.hands[2] and naturals[1] in state.hands[3]
    assert naturals[2] in state.hands[0] and naturals[3] in state.hands[1]
    assert state.turn == 2


@pytest.mark.parametrize("size", [13, 15])
def test_hand_size_house_rule(size: int) -> None:
    state = new_game("classic", 4, seed=3, options={"hand_size": size})
    assert all(len(h) == size for h in state.hands)
    assert state.card_count() == 108


@pytest.mark.parametrize("length", [0, 1, 2, 53, 108, 162, 324])
def test_the_deals_shuffle_swaps_as_the_standard_library_does(length: int) -> None:
    """Dealing shuffles with its own loop (every hand runs it); it must draw the same random
    bits and make the same swaps as ``random.Random.shuffle``, so that every seed still
    deals the cards it always dealt."""
    import random

    from game.rules.dealing import shuffle

    for seed in range(20):
        ours, theirs = list(range(length)), list(range(length))
        ours_rng, theirs_rng = random.Random(seed), random.Random(seed)
        shuffle(ours, ours_rng)
        theirs_rng.shuffle(theirs)
        assert ours == theirs
        assert ours_rng.random() == theirs_rng.random()  # the same bits used up


def test_a_seed_deals_the_hands_it_always_dealt() -> None:
    state = new_game("classic", 4, seed=99)
    assert " ".join(str(c) for c in state.hands[0]) == "AD AC KH KC KC QD TH TD TD 2S 2H"


@pytest.mark.parametrize("variant", ["classic", "hand-and-foot", "ponytail", "spanish"])
def test_a_dealt_state_is_the_one_its_constructor_builds(variant: str) -> None:
    """A deal builds its state from the fields directly (the constructor is slow); it must be
    the very state ``GameState(...)`` makes of the same fields: every field, the seat teams,
    nothing remembered yet."""
    import dataclasses

    from game.rules.state import GameState

    dealt = new_game(variant, seed=11)
    built = GameState(**{f.name: getattr(dealt, f.name)
                         for f in dataclasses.fields(GameState) if f.init})
    assert list(vars(dealt)) == list(vars(built))
    assert vars(dealt) == vars(built)
    assert dealt == built
    assert dealt.replace(turn=dealt.turn).legal_actions() == built.legal_actions()
