"""What a side needs on the table to go out, as the rules' lines of canastas: the judge, the
table's progress and the bots all read the same lines."""

from __future__ import annotations

import random

import pytest

from game.rules import find_variant, new_game, variant_names
from game.rules.cards import parse_cards
from game.rules.going_out import unmet
from game.rules.melds import Meld
from game.rules.shapes import sequence_meld


def canasta(text: str, kind: str = "group") -> Meld:
    cards = parse_cards(text)
    if kind == "sequence":
        return sequence_meld(cards)
    rank = "2" if kind == "wild" else next(c.rank for c in cards if not c.is_wild)
    return Meld.of(rank, cards, kind)


NATURAL_K = canasta("KH KH KD KD KS KC KC")
MIXED_Q = canasta("QH QD QD QS QC 2C JK")
NATURAL_7 = canasta("7H 7H 7D 7D 7S 7C 7C")
MIXED_5 = canasta("5H 5D 5S 5C 5C 5S 2D")
ESCALERA = canasta("4H 5H 6H 7H 8H 9H TH", "sequence")
WILD_MIX = canasta("2C 2D 2H JK JK 2S 2C", "wild")
WILD_TWOS = canasta("2C 2D 2H 2S 2C 2D 2H", "wild")


@pytest.mark.parametrize(("variant", "melds", "lacking"), [
    ("classic", [], ["Canastas"]),
    ("classic", [MIXED_Q], []),
    ("samba", [MIXED_Q], ["Canastas"]),
    ("bolivia", [MIXED_Q, NATURAL_K], ["Escalera"]),
    ("bolivia", [ESCALERA], ["Canastas"]),
    ("bolivia", [ESCALERA, MIXED_Q], []),
    ("spanish", [MIXED_Q, MIXED_5], ["Clean canasta"]),
    ("spanish", [WILD_TWOS, MIXED_5], []),
    ("spanish", [WILD_MIX, NATURAL_K], []),
    ("ponytail", [NATURAL_K, MIXED_Q, WILD_MIX], ["Natural sevens"]),
    ("ponytail", [NATURAL_7, MIXED_Q, WILD_MIX], ["Natural canasta"]),
    ("ponytail", [NATURAL_7, NATURAL_K, MIXED_Q, WILD_MIX], []),
    ("hand-and-foot", [NATURAL_K, NATURAL_7, MIXED_Q, MIXED_5], ["Natural canastas",
                                                                 "Mixed canastas"]),
    ("american", [MIXED_Q], ["Canastas"]),
])
def test_lines_a_side_still_lacks(variant: str, melds: list[Meld], lacking: list[str]) -> None:
    rules = find_variant(variant)
    needs = rules.needs(4, 2)
    assert [need.label for need, _ in unmet(needs, melds)] == lacking


def test_hand_and_foot_counts_what_is_still_missing() -> None:
    needs = find_variant("hand-and-foot").needs(4, 2)
    short = {need.label: n for need, n in unmet(needs, [NATURAL_K, MIXED_Q])}
    assert short == {"Natural canastas": 2, "Mixed canastas": 3}
    solo = find_variant("hand-and-foot").needs(4, 1)
    assert [(n.label, n.count) for n in solo] == [("Natural canastas", 1), ("Mixed canastas", 2)]


def test_ponytail_refusal_names_what_is_missing() -> None:
    from game.rules.ponytail import missing_canastas

    assert missing_canastas([NATURAL_7, MIXED_Q]) == [
        "a natural canasta of another rank", "a canasta of wild cards"]


@pytest.mark.parametrize("variant", sorted(variant_names()))
def test_judge_and_progress_read_the_same_lines(variant: str) -> None:
    """Along random games: the rules' judge lets a side go out exactly when no line is unmet,
    and the table's progress shows every line."""
    rules = find_variant(variant)
    rng = random.Random(variant)
    state = new_game(variant, seed=11)
    checked = 0
    for _ in range(1500):
        if state.is_hand_over:
            break
        # A foot or a ponytail still waiting is the judge's other question: none waits here.
        taken = state.replace(side_piles=tuple(() for _ in state.side_piles)) \
            if rules.side_piles in ("feet", "ponytails") else state
        for team in range(len(state.teams)):
            needs = rules.side_needs(state, team)
            short = unmet(needs, state.melds[team])
            error = rules.going_out_error(taken, team, state.melds[team])
            assert (error is None) == (not short), (variant, state.melds[team])
            checked += 1
            lines = rules.going_out_progress(state, team)
            assert [label for label, _, _ in lines] == [n.label for n in needs]
            assert all(have < need for label, have, need in lines
                       if label in {n.label for n, _ in short})
        state, _ = state.apply(rng.choice(state.legal_actions()))
    assert checked
