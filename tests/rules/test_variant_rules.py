"""Unit tests for what the variants' rules cases cannot show: deal sizes and packs, Italy's
starting pile (fixed by the first card turned), complete hands for every player count, and
engine fixes found while writing the variant cases."""

from __future__ import annotations

import random

import pytest

from game.rules import (
    GameState,
    check_invariants,
    find_variant,
    new_game,
    position_to_toml,
    read_position,
)
from game.rules.dealing import shuffled_deck
from game.rules.melds import Meld
from game.rules.state import deal_hand

from .reference_generation import reference_actions

SAMBA_FAMILY = ("samba", "bolivia", "brazil", "chile", "italy")
CLASSIC_LIKE = ("british", "uruguayan", "cuba")
VARIANTS = CLASSIC_LIKE + SAMBA_FAMILY


@pytest.mark.parametrize("variant", SAMBA_FAMILY)
@pytest.mark.parametrize("players", (2, 3, 4, 6))
def test_samba_family_deals_15_cards_from_three_packs(variant: str, players: int) -> None:
    state = new_game(variant, players, seed=11)
    assert state.card_count() == 162
    # Dealt red threes are replaced, so every hand still holds fifteen cards.
    assert [len(h) for h in state.hands] == [15] * players
    assert state.rules.draw_count(players) == 2


@pytest.mark.parametrize("players", (2, 3, 4, 6))
def test_chile_with_the_four_pack_option_deals_from_216_cards(players: int) -> None:
    state = new_game("chile", players, seed=5, options={"packs": 4})
    assert state.card_count() == 216
    assert [len(h) for h in state.hands] == [15] * players
    jokers = sum(1 for c in shuffled_deck(state.rules, players, 5, 0) if c.is_joker)
    assert jokers == 8


@pytest.mark.parametrize("variant", CLASSIC_LIKE)
def test_classic_like_variants_deal_as_classic(variant: str) -> None:
    for players, size, cards in ((2, 15, 108), (3, 13, 108), (4, 11, 108), (6, 13, 162)):
        state = new_game(variant, players, seed=3)
        assert [len(h) for h in state.hands] == [size] * players
        assert state.card_count() == cards


@pytest.mark.parametrize(
    ("variant", "target"),
    [("samba", 10000), ("bolivia", 15000), ("brazil", 10000), ("chile", 10000),
     ("italy", 15000), ("cuba", 7500), ("british", 5000), ("uruguayan", 5000)],
)
def test_game_targets(variant: str, target: int) -> None:
    assert find_variant(variant).target(4) == target


def _italy_deal(first: str) -> GameState:
    """Deal an Italian hand from a deck whose first card after the hands is ``first``."""
    rules = find_variant("italy")
    deck = shuffled_deck(rules, 4, 1, 0)
    index = next(i for i, c in enumerate(deck) if str(c) == first)
    deck[60], deck[index] = deck[index], deck[60]
    state, _ = deal_hand(rules, 4, 1, 0, 3, (0, 0), deck=deck)
    return state


@pytest.mark.parametrize(("first", "length"), [("4C", 4), ("5D", 5), ("6H", 6), ("7S", 7)])
def test_italy_start_pile_four_to_seven_says_how_many_cards(first: str, length: int) -> None:
    state = _italy_deal(first)
    assert str(state.discard[0]) == first
    assert len(state.discard) == length
    assert state.pile_frozen  # always frozen in Italy


@pytest.mark.parametrize("first", ["8C", "KD", "AH", "3S", "2C", "JK", "3D"])
def test_italy_start_pile_other_first_cards_give_ten(first: str) -> None:
    state = _italy_deal(first)
    assert str(state.discard[0]) == first
    assert len(state.discard) == 10
    assert state.card_count() == 162


def test_italy_start_pile_over_many_seeds() -> None:
    for seed in range(40):
        state = new_game("italy", 4, seed)
        first = state.discard[0]
        expected = int(first.rank) if first.rank in "4567" else 10
        assert len(state.discard) == expected, (seed, first)


@pytest.mark.parametrize("variant", VARIANTS)
def test_every_variant_plays_complete_hands_for_each_player_count(variant: str) -> None:
    rules = find_variant(variant)
    for players in rules.player_counts:
        state = new_game(variant, players, seed=100 + players)
        rng = random.Random(players)
        steps = 0
        while not state.is_hand_over and steps < 4000:
            actions = list(state.legal_actions())
            if variant == "british" and len(actions) > 1:
                actions = [a for a in actions if a.kind != "acaba"]  # play the hand out
            state, _ = state.apply(rng.choice(actions))
            steps += 1
        assert state.is_hand_over, (variant, players)
        assert not check_invariants(state)
        assert state.result is not None


# -- Italy's meld of twos ------------------------------------------------------------------------
def _italy(**keys: object) -> GameState:
    pos: dict[str, object] = {
        "variant": "italy", "players": 4, "turn": 0, "phase": "play",
        "hands": ["2C 2D 2H 5S 6S 9C", "4C", "4D", "4H"], "stock": "8C 8D", "discard": "9H",
    }
    pos.update(keys)
    return read_position(pos)


def test_italy_meld_of_twos_is_listed_and_reads_back_from_a_position() -> None:
    state = _italy()
    assert "meld 2: 2H 2D 2C" in [str(a) for a in state.legal_actions()]
    after, _ = state.apply("meld 2C 2D 2H")
    assert read_position(position_to_toml(after.to_position())) == after


def test_italy_meld_of_twos_with_a_joker_in_a_position() -> None:
    state = _italy(hands=["2H 5S 6S 9C", "4C", "4D", "4H"], melds={"0": ["2: 2C 2D JK"]})
    assert state.meld_of(0, "2") is not None
    # a two and a joker may join the incomplete meld of twos together
    after, _ = state.apply("meld 2: 2H")
    assert after.meld_of(0, "2").size == 4  # type: ignore[union-attr]
    assert read_position(position_to_toml(after.to_position())) == after


@pytest.mark.parametrize(("twos", "wild_elsewhere"), [
    ("2: 2C 2D JK", False),  # unfinished: a two is no wild card on the kings
    ("2C 2D 2S 2C 2D 2S 2H", True),  # a canasta of twos: twos are wild again
    (None, True),  # no meld of twos
])
def test_italy_lists_a_two_on_other_melds_only_while_no_meld_of_twos_is_unfinished(
    twos: str | None, wild_elsewhere: bool
) -> None:
    melds = ["KC KD KH"] + ([twos] if twos else [])
    state = _italy(hands=["2H 5S 6S 9C KS", "4C", "4D", "4H"], melds={"0": melds})
    listed = [str(a) for a in state.legal_actions()]
    assert ("meld K: 2H" in listed) is wild_elsewhere
    assert listed == [str(a) for a in reference_actions(state)]


@pytest.mark.parametrize("variant", SAMBA_FAMILY)
def test_two_groups_of_one_rank_could_never_be_joined(variant: str) -> None:
    """Where a side holds two groups of a rank, joining them would break a rule: a third wild
    card, a wild card in a finished canasta, or the variant's own limits. So the engine, which
    never joins them, loses nothing the rules allow (the rules screen says why)."""
    twins = 0
    for seed in range(8):
        rng = random.Random(seed)
        state = new_game(variant, 4, seed=seed)
        while not state.is_hand_over:
            for melds in state.melds:
                groups: dict[str, list[Meld]] = {}
                for m in melds:
                    if m.kind == "group":
                        groups.setdefault(m.rank, []).append(m)
                for rank, same in groups.items():
                    for i, a in enumerate(same):
                        for b in same[i + 1:]:
                            twins += 1
                            joined_ok = state.rules.group_error(
                                rank, a.naturals + b.naturals, a.wilds + b.wilds) is None
                            wild_into_canasta = (a.is_canasta and b.wilds > 0
                                                 or b.is_canasta and a.wilds > 0)
                            assert not joined_ok or wild_into_canasta, (a.cards, b.cards)
            # Melds and pickups first, so that sides reach second groups.
            listed = list(state.legal_actions())
            weights = [8 if a.kind in ("meld", "pickup") else 1 for a in listed]
            state, _ = state.apply(rng.choices(listed, weights)[0])
    assert twins > 0  # the look above met second groups
