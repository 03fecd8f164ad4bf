"""The scoring screen's rows for a scored hand of every variant: each kind of canasta and each
of the variant's bonuses in a row of its own, with its own points, adding up to the total."""

from __future__ import annotations

import random

import pytest

from game.rules import GameState, Meld, find_variant, new_game, parse_cards, variant_names
from game.rules.samba import sequence_meld
from game.ui.scenes.scoring import breakdown_rows

Rows = dict[str, tuple[str, int]]


def canasta(text: str, kind: str = "group") -> Meld:
    cards = parse_cards(text)
    return Meld.of(cards[0].rank, cards, kind)


def scored(state: GameState, side: int = 0) -> Rows:
    """The scoring screen's rows for one side: title -> (note, points)."""
    result = state.rules.score_hand(state)
    rows = breakdown_rows(result, state.rules)
    titles = [title for title, _n, _v, _b in rows]
    assert len(titles) == len(set(titles)), titles  # one row per item
    assert titles[-1] == "Hand total"
    for team, score in enumerate(result.teams):
        items = [values[team] for _t, _n, values, bold in rows if not bold]
        assert sum(items) == score.total, (titles, items, score)  # as on a paper sheet
        assert rows[-1][2][team] == score.total
    return {title: (notes[side], values[side]) for title, notes, values, _b in rows}


def finished(variant: str, players: int, melds: list[list[Meld]], **changes: object
             ) -> GameState:
    """A hand of `variant` over: seat 0 went out with these melds per side."""
    state = new_game(variant, players=players, seed=1)
    teams = len(state.teams)
    all_melds = tuple(tuple(melds[t]) if t < len(melds) else () for t in range(teams))
    hands = tuple(() if seat == 0 else state.hands[seat][:3] for seat in range(players))
    return state.replace(melds=all_melds, hands=hands, went_out=0, concealed=False,
                         red_threes=tuple(() for _t in range(teams)), **changes)


def test_american_sevens_and_aces_canastas_have_their_own_rows() -> None:
    # A canasta of sevens (2,500) used to land in "Mixed canastas" as 1 x 2,300.
    sevens = canasta("7S 7H 7D 7C 7S 7H 7D")
    kings = canasta("KS KH KD KC KS 2H 2D")  # mixed: 300
    queens = canasta("QS QH QD QC QS QH QD")  # natural: 500
    state = finished("american", 4, [[sevens, kings, queens]])
    rows = scored(state)
    assert rows["Natural canastas"] == ("1 ×", 500)
    assert rows["Mixed canastas"] == ("1 ×", 300)
    assert rows["Canastas of sevens"] == ("1 ×", 2500)
    assert "Canastas of aces" not in rows and "Canastas" not in rows
    aces = canasta("AS AH AD AC AS AH AD")
    rows = scored(finished("american", 4, [[aces, sevens]]))
    assert rows["Canastas of aces"] == ("1 ×", 2500) and rows["Natural canastas"] == ("", 0)
    assert "Red and black threes" in rows and "Red threes" not in rows


def test_spanish_concealed_canastas_score_in_their_own_row() -> None:
    kings = canasta("KS KH KD KC KS KH KD")
    queens = canasta("QS QH QD QC QS QH QD")
    state = finished("spanish", 4, [[kings, queens]], flags=frozenset({"concealed:0:K"}))
    rows = scored(state)
    assert rows["Concealed canastas"] == ("1 ×", 1000)
    assert rows["Natural canastas"] == ("1 ×", 500)


def test_samba_sambas_and_canastas_each_in_a_row() -> None:
    samba = sequence_meld(parse_cards("4H 5H 6H 7H 8H 9H TH"))
    kings = canasta("KS KH KD KC KS 2H JK")
    rows = scored(finished("samba", 4, [[samba, kings]]))
    assert rows["Sambas"] == ("", 1500)
    assert rows["Mixed canastas"] == ("1 ×", 300)
    assert rows["Natural canastas"] == ("", 0)


def test_hand_and_foot_counts_the_foot_in_its_row() -> None:
    kings = canasta("KS KH KD KC KS KH KD")
    state = finished("hand-and-foot", 4, [[kings]])
    rows = scored(state)
    assert rows["Natural canastas"] == ("1 ×", 500)
    assert "Cards left in hand and foot" in rows and "Cards left in hand" not in rows


@pytest.mark.parametrize("variant", sorted(variant_names()))
def test_every_variants_scored_hand_shows_each_item_in_its_row(variant: str) -> None:
    """Seeded random hands to their end: every canasta the engine scored has a row of its
    kind, none falls into a catch-all row, and the rows add up to each side's total."""
    players = find_variant(variant).default_players
    seen_kinds: set[str] = set()
    for seed in range(6):
        rng = random.Random(seed)
        state = new_game(variant, players=players, seed=seed)
        for _ in range(4000):
            if state.is_hand_over:
                break
            actions = list(state.legal_actions())
            melds = [a for a in actions if a.kind in ("meld", "pickup", "go_out")]
            pick = melds if melds and rng.random() < 0.8 else actions
            state, _events = state.apply(rng.choice(pick))
        if not state.is_hand_over or state.result is None:
            continue
        for team, score in enumerate(state.result.teams):
            rows = scored(state, team)
            assert "Canastas" not in rows, (variant, seed, rows)
            for label, n, points in score.canastas:
                seen_kinds.add(label)
                assert rows[label] == (f"{n} ×", points)
            assert sum(n for _l, n, _p in score.canastas) == (
                score.natural_canastas + score.mixed_canastas)


@pytest.mark.parametrize("variant", sorted(variant_names()))
def test_every_variant_scores_a_natural_and_a_mixed_canasta_in_their_rows(variant: str) -> None:
    rules = find_variant(variant)
    natural = canasta("KS KH KD KC KS KH KD")
    mixed = canasta("QS QH QD QC QS 2H 2D")
    state = finished(variant, rules.default_players, [[natural, mixed]])
    result = state.rules.score_hand(state)
    rows = scored(state)
    assert rows["Natural canastas"] == ("1 ×", state.rules.canasta_bonus(True))
    assert rows["Mixed canastas"][0] == "1 ×"
    assert rows["Natural canastas"][1] + rows["Mixed canastas"][1] == (
        result.teams[0].canasta_bonus)
    assert "Canastas" not in rows
