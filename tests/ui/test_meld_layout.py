"""Every card of an open meld shows its whole corner index (rank and suit), and every meld its
count toward a canasta, in every variant and player count, at normal and large card size."""

from __future__ import annotations

from typing import Any

import pygame
import pytest
from busy_tables import busiest_turn, table_games

from game.rules import GameState, Meld, parse_cards
from game.ui import meld_draw
from game.ui.cardart import CardArt, index_extent
from game.ui.meld_draw import display_cards, draw_side
from game.ui.meld_layout import (
    CANASTA_CARDS,
    GAP,
    NAME_REACH,
    RED_THREES,
    SideLayout,
    side_layout,
)
from game.ui.table_draw import side_spots
from game.ui.table_layout import LARGE_CARD_SCALE, CardSizes, make_layout

SCALES = (1.0, LARGE_CARD_SCALE)


def sides(state: GameState, scale: float) -> list[tuple[int, pygame.Rect, SideLayout]]:
    sizes = CardSizes.for_scale(scale)
    layout = make_layout(state.players, 0, state.teams, sizes)
    return [(team, area, side_spots(area, state.melds[team], len(state.red_threes[team]),
                                     sizes.meld))
            for team, area in layout.meld_areas.items()]


def index_rects(layout: SideLayout) -> list[tuple[int, pygame.Rect]]:
    """The corner index of every open card, by the spot it belongs to."""
    w, h = index_extent(layout.card_w)
    return [(key, pygame.Rect(card.x, card.y, w, h))
            for key in layout.order if not layout.spots[key].collapsed
            for card in layout.spots[key].cards]


def covered_indexes(layout: SideLayout) -> list[tuple[pygame.Rect, list[pygame.Rect]]]:
    """Each open card's index that a card drawn after it covers, with those cards."""
    drawn = [card for key in layout.order for card in layout.spots[key].cards]
    out = []
    for _key, index in index_rects(layout):
        # Cards are drawn in this order; only a later card can cover an earlier index.
        position = next(i for i, card in enumerate(drawn) if card.topleft == index.topleft)
        covering = [card for card in drawn[position + 1:] if card.colliderect(index)]
        if covering:
            out.append((index, covering))
    return out


@pytest.mark.parametrize("scale", SCALES)
@pytest.mark.parametrize(("variant", "players"), table_games())
def test_no_card_covers_the_index_of_an_open_meld_card(variant: str, players: int,
                                                      scale: float) -> None:
    _record, state = busiest_turn(variant, players)
    assert any(len(m.cards) >= 4 for melds in state.melds for m in melds)
    for _team, area, layout in sides(state, scale):
        assert not layout.squeezed
        assert not covered_indexes(layout), (variant, players)
        for spot in layout.spots.values():
            assert area.contains(spot.bounds), (spot.bounds, area)


def test_a_crowded_side_keeps_every_index_by_rows_then_smaller_cards() -> None:
    melds = tuple(Meld.of(r, parse_cards(" ".join(f"{r}{s}" for s in "SHDCSH")))
                  for r in "AKQJT98765")
    area = pygame.Rect(190, 104, 443, 176)  # one of two opponents' areas at three players
    layout = side_spots(area, melds, 4, 58)
    assert not layout.squeezed and layout.rows >= 2 and layout.card_w < 58
    assert not covered_indexes(layout)


def test_a_short_side_keeps_whole_cards_in_one_row() -> None:
    melds = (Meld.of("K", parse_cards("KS KH KD")), Meld.of("7", parse_cards("7S 7H 7D 7C 7S")))
    layout = side_spots(pygame.Rect(190, 402, 902, 168), melds, 2, 58)
    assert layout.rows == 1 and layout.card_w == 58
    assert all(spot.shown_h >= layout.card_h for spot in layout.spots.values())
    assert layout.order[0] == RED_THREES  # the red threes first, then the melds


def test_a_canasta_whose_name_would_reach_the_row_below_names_itself_on_its_stack() -> None:
    # The kings fill row one beside the queens' canasta; the jacks, in row two, end a gap
    # short of the canasta: not under its stack, but under the name a stack's width and
    # more that would go beneath it, beside the jacks' count badge ("smíšená" over "6/7").
    melds = (Meld.of("K", parse_cards("KS KH KD KC")),
             Meld.of("Q", parse_cards("QS QH QC QD QS QH QC")),
             Meld.of("J", parse_cards("JS JH JD JC")))
    layout = side_layout(pygame.Rect(0, 0, 162, 200), melds, 0, 40, [0, 1, 2])
    canasta, jacks = layout.spots[1], layout.spots[2]
    assert canasta.collapsed and jacks.cards[0].y > canasta.cards[0].y  # the row below
    assert canasta.bounds.left - jacks.bounds.right == GAP < GAP // 2 + NAME_REACH
    # Covered by the row below: it shows down to that row only, and its name sits on it.
    assert canasta.shown_h == jacks.cards[0].y - canasta.cards[0].y


def render_side(state: GameState, team: int, area: pygame.Rect, layout: SideLayout,
                art: CardArt) -> pygame.Surface:
    surface = pygame.Surface((area.right + 20, area.bottom + 20))
    surface.fill((18, 92, 52))
    melds = state.melds[team]
    kinds = tuple(state.rules.canasta_kind(m) if m.is_canasta else "" for m in melds)
    draw_side(surface, lambda _w: art, area, "side", (200, 200, 200), melds,
              state.red_threes[team], layout, {}, 0, frozenset(), kinds)
    return surface


@pytest.mark.parametrize("scale", SCALES)
@pytest.mark.parametrize(("variant", "players"), [
    ("classic", 4), ("bolivia", 3), ("hand-and-foot", 6), ("samba", 2), ("ponytail", 6),
    ("american", 4), ("spanish", 3), ("italy", 4),
])
def test_the_drawn_index_of_every_open_card_is_the_cards_own(variant: str, players: int,
                                                            scale: float) -> None:
    """Pixels: where each open card's index lies, the screen shows that card's index."""
    _record, state = busiest_turn(variant, players)
    for team, area, layout in sides(state, scale):
        art = CardArt(layout.card_w)
        surface = render_side(state, team, area, layout, art)
        w, h = art.index_extent()
        for key in layout.order:
            spot = layout.spots[key]
            if spot.collapsed:
                continue
            cards = (list(state.red_threes[team]) if key == RED_THREES else
                     display_cards(state.melds[team][key], list(state.melds[team][key].cards)))
            for c, rect in zip(cards, spot.cards, strict=True):
                face = art.face(c.rank, c.suit)
                # Inside the rounded corner: the face is opaque there.
                for x in range(2, w - 1, 2):
                    for y in range(3, h - 1, 2):
                        assert surface.get_at((rect.x + x, rect.y + y))[:3] == face.get_at(
                            (x, y))[:3], (variant, c, x, y)


def test_every_open_meld_shows_its_count_toward_a_canasta(monkeypatch: pytest.MonkeyPatch
                                                          ) -> None:
    labels: list[str] = []
    original = meld_draw.count_badge

    def record(surface: pygame.Surface, last: pygame.Rect, label: str, *args: Any) -> Any:
        labels.append(label)
        return original(surface, last, label, *args)

    monkeypatch.setattr(meld_draw, "count_badge", record)
    _record, state = busiest_turn("hand-and-foot", 4)
    for team, area, layout in sides(state, 1.0):
        labels.clear()
        render_side(state, team, area, layout, CardArt(layout.card_w))
        want = sorted(f"{len(m.cards)}/{CANASTA_CARDS}" if not m.is_canasta else
                      str(len(m.cards)) for m in state.melds[team])
        assert sorted(labels) == want


def test_a_meld_of_six_is_one_fan_wide_not_squeezed_in_height() -> None:
    """The play-test's case: a meld of six in an area with room to the side."""
    six = Meld.of("Q", parse_cards("QS QH QD QC QS QH"))
    layout = side_spots(pygame.Rect(190, 402, 902, 168), (six,), 0, 58)
    cards = layout.spots[0].cards
    w, _h = index_extent(58)
    assert len({c.y for c in cards}) == 1
    assert all(b.x - a.x >= w for a, b in zip(cards, cards[1:], strict=False))
