"""The going-out search counts the placements it walks: a count of its work that is the same on
every machine, which the hard bot charges its rollouts by."""

from __future__ import annotations

from game.rules import GameState, read_position
from game.rules.going_out import plan_going_out
from game.rules.going_out_search import placements_walked, search_plan

from .reference_generation import reference_search_plan

#: A Samba side with nine melds down (the kings a canasta that still takes naturals).
MELDS = ["AS AH AD AD AC", "KH KH KH KD KC 2S 2H", "QH QD 2C JK", "JS JH JD JC JC",
         "TS TH TH TH TC TC 2D", "9S 9D 9C 9C", "8S 8D 8D 8C 8C 8C", "7S 7H 7D 7D 7C 2S 2H",
         "5S 5S 5D 5C 5C JK"]


def samba_hand(hand: str) -> GameState:
    return read_position({
        "variant": "samba", "players": 4, "dealer": 3, "turn": 0, "phase": "play",
        "hands": [hand, "4C 4D", "5C 5D", "6C 6D"], "stock": "3C 3D 9H 9C", "discard": "9H",
        "melds": {"0": MELDS},
    })


def walked(state: GameState) -> tuple[bool, int]:
    """Whether the search finds a way out of ``state``, and the placements it walked."""
    before = placements_walked()
    found = search_plan(state) is not None
    return found, placements_walked() - before


def test_a_search_that_fails_walks_far_more_than_one_that_finds_a_way() -> None:
    # Two pairs and the diamonds' run share the 6D and 4D: every way the quick looks leave
    # open is walked before the search gives up.
    assert walked(samba_hand("KS KD KC 6D 6D 5D 4D 4D")) == (False, 161)
    found, placements = walked(samba_hand("KS KD KC 6D 5D 4D 4C"))
    assert found and 0 < placements < 40


def test_a_remembered_plan_walks_nothing() -> None:
    state = samba_hand("KS KD KC 6D 6D 5D 4D 4C")
    assert plan_going_out(state) is None
    before = placements_walked()
    assert plan_going_out(state) is None
    assert placements_walked() == before


def test_the_one_card_no_meld_could_take_is_the_only_one_kept() -> None:
    # No meld of sixes, no heart beside the 6H: every way out keeps it to discard, so the
    # ways keeping another card are counted but not walked (17 placements walked before).
    state = samba_hand("4D 5D 6D KS KD KC 6H")
    before = placements_walked()
    plan = search_plan(state)
    assert plan is not None and str(plan[1]) == "6H"
    assert placements_walked() - before == 8
    assert plan == reference_search_plan(state)
    # The same when no way out is found: with a 4C no meld could take in place of a 4D, the
    # search gives up after 40 placements walked instead of 114.
    assert walked(samba_hand("KS KD KC 6D 6D 5D 4D 4C")) == (False, 40)
