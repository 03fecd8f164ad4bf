"""What a rules object answers about its game: partners, side piles, shapes, aliases, and the
speed flags it derives from the hooks a variant overrides."""

from __future__ import annotations

from typing import ClassVar

import pytest

from game.rules import Rules, find_variant, new_game, variant_names
from game.rules.cards import Card
from game.rules.reasons import Reason


def test_six_player_hand_and_foot_partners_sit_three_apart() -> None:
    rules = find_variant("hand-and-foot")
    assert rules.teams_for(6) == ((0, 3), (1, 4), (2, 5))
    assert [rules.partners_of(seat, 6) for seat in range(6)] == [(3,), (4,), (5,), (0,), (1,),
                                                                 (2,)]
    assert rules.team_of(4, 6) == 1 and rules.has_partners(6)
    state = new_game(rules, players=6, seed=1)
    view = state.player_view(0)
    assert state.partners_of(0) == view.partners_of(0) == (3,)
    assert state.partners_of(2) == (5,)


def test_classic_partners_and_players_alone() -> None:
    rules = find_variant("classic")
    assert rules.partners_of(0, 6) == (2, 4) and rules.partners_of(1, 4) == (3,)
    assert rules.partners_of(1, 3) == () and not rules.has_partners(3)
    assert not find_variant("hand-and-foot", {"solo": True}).has_partners(4)
    with pytest.raises(ValueError):
        rules.team_of(4, 4)


@pytest.mark.parametrize(("variant", "side_piles", "hands"), [
    ("classic", "", 0), ("hand-and-foot", "feet", 4), ("ponytail", "ponytails", 4),
    ("american", "bonus piles", 0), ("spanish", "face-down start", 0),
])
def test_side_piles_and_hands_per_game(variant: str, side_piles: str, hands: int) -> None:
    rules = find_variant(variant)
    assert (rules.side_piles, rules.hands_per_game) == (side_piles, hands)


def test_meld_shapes_are_capabilities() -> None:
    assert find_variant("samba").sequences and not find_variant("samba").wild_melds
    assert find_variant("bolivia").sequences and find_variant("bolivia").wild_melds
    assert find_variant("cuba").wild_melds and not find_variant("cuba").sequences
    classic = find_variant("classic")
    assert not (classic.sequences or classic.wild_melds or classic.shaped)


def test_aliases_find_their_variant_and_are_not_listed() -> None:
    assert find_variant("Italian").id == "italy"
    assert find_variant("hand-foot").id == "hand-and-foot"
    assert find_variant("acaba").id == "british"
    assert find_variant("cuban", {"target_score": 5000}).target(4) == 5000
    assert "italian" not in variant_names()
    with pytest.raises(ValueError, match="unknown variant"):
        find_variant("canasta-of-the-moon")


def test_the_menu_lists_variants_in_their_order() -> None:
    assert list(variant_names()) == [
        "classic", "classic-bicycle", "samba", "bolivia", "brazil", "chile", "italy", "cuba",
        "american", "uruguayan", "british", "hand-and-foot", "ponytail", "spanish"]


def test_speed_flags_follow_the_hooks_a_variant_overrides() -> None:
    class Picky(Rules):
        id: ClassVar[str] = "picky"
        wild_melds: ClassVar[bool] = True

        def discard_error(self, state: object, c: Card) -> Reason | None:
            return None

    assert Picky.checks_discards and not Picky.watches_actions
    assert Picky.shaped and not Picky.checks_openings and Picky.standard_wilds
    assert not Rules.checks_discards and not Rules.checks_groups and not Rules.shaped
    assert find_variant("american").checks_openings and find_variant("brazil").checks_openings
    assert find_variant("hand-and-foot").checks_groups and find_variant("italy").checks_groups
    american = find_variant("american")
    assert american.checks_discards and american.watches_actions
    assert american.punishes_unfinished and not find_variant("classic").punishes_unfinished
    assert find_variant("ponytail").watches_actions and not find_variant("cuba").watches_actions


def test_action_costs_rank_the_variants() -> None:
    costs = {v: find_variant(v).action_cost for v in variant_names()}
    assert costs["classic"] == costs["british"] == costs["classic-bicycle"] == 1.0
    assert costs["uruguayan"] == 1.0 and costs["cuba"] < costs["samba"]
    # Sequences and melds of wild cards beside escaleras cost the most.
    assert costs["brazil"] == max(costs.values())


def test_games_of_the_same_variant_and_options_share_one_rules_object() -> None:
    """Rules never change once made, so a new game (dealt every hand) reuses them; other
    options, or an option given as 1 instead of True, are other rules."""
    assert find_variant("classic") is find_variant(" Classic ")
    assert find_variant("classic", {"one_card_rule": True}) is find_variant(
        "classic", {"one_card_rule": True})
    assert find_variant("classic", {"one_card_rule": True}) is not find_variant("classic")
    assert new_game("italy", 4, seed=1).rules is new_game("italian", 4, seed=2).rules
    with pytest.raises(ValueError, match="must be one of"):
        find_variant("classic", {"one_card_rule": 1})


@pytest.mark.parametrize("variant", variant_names())
def test_points_table_follows_each_variants_card_value(variant: str) -> None:
    """``Rules.points`` is read where openings and scores are counted: it must say what the
    variant's own ``card_value`` says of every card (Modern American's threes count 0)."""
    from game.rules.cards import ALL_CARDS, parse_card

    rules = find_variant(variant)
    assert {c: rules.card_value(c) for c in ALL_CARDS} == rules.points
    if variant == "american":
        three = parse_card("3S")
        assert rules.points[three] == 0 != find_variant("classic").points[three]
