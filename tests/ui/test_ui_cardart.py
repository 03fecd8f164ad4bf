import pygame
import pytest

from game.ui.cardart import BACKS, JOKER, PIP_MIN_WIDTH, RANKS, SUITS, CardArt

SIZES = (40, 80, 150)


def _pixels(surf: pygame.Surface) -> list[tuple[int, int, int, int]]:
    w, h = surf.get_size()
    return [tuple(surf.get_at((x, y))) for y in range(h) for x in range(w)]  # type: ignore[misc]


def _count(surf: pygame.Surface, pred) -> int:  # type: ignore[no-untyped-def]
    return sum(1 for p in _pixels(surf) if p[3] > 200 and pred(p))


def _bluish(p: tuple[int, int, int, int]) -> bool:
    return p[2] > 150 and p[0] < 90


def _reddish(p: tuple[int, int, int, int]) -> bool:
    return p[0] > 150 and p[1] < 90 and p[2] < 100


@pytest.mark.parametrize("width", SIZES)
def test_every_card_renders_at_expected_size(width: int) -> None:
    art = CardArt(width)
    expected = (width, round(width * 7 / 5))
    assert art.size == expected
    for suit in SUITS:
        for rank in RANKS:
            surf = art.face(rank, suit)
            assert surf.get_size() == expected, (rank, suit)
    assert art.face(JOKER, "").get_size() == expected
    assert art.back_surface().get_size() == expected


@pytest.mark.parametrize("width", range(40, 161, 9))
def test_rounded_corners_are_transparent_and_cards_fully_opaque(width: int) -> None:
    art = CardArt(width)
    for surf in (art.face("5", "S"), art.back_surface()):
        assert surf.get_at((0, 0)).a == 0
        assert surf.get_at((width - 1, surf.get_height() - 1)).a == 0
        # Overlapping cards in a hand must not show through each other.
        assert surf.get_at((width // 2, surf.get_height() // 2)).a == 255
        assert surf.get_at((width // 2, 3)).a == 255
    p = art.face("5", "S").get_at((width // 2, 3))
    assert min(p.r, p.g, p.b) > 240  # plain white card stock near the top edge


def test_face_cache_returns_same_surface_per_card() -> None:
    art = CardArt(80)
    assert art.face("K", "H") is art.face("K", "H")
    assert art.face("T", "S") is art.face("10", "S")
    assert art.face("K", "H") is not art.face("Q", "H")
    assert art.back_surface() is art.back_surface()


def test_cards_differ_from_each_other() -> None:
    art = CardArt(80)
    faces = {(r, s): pygame.image.tobytes(art.face(r, s), "RGBA") for s in SUITS for r in RANKS}
    assert len(set(faces.values())) == len(faces)


def test_four_colour_turns_diamonds_blue_and_clubs_green() -> None:
    two = CardArt(80, four_colour=False)
    four = CardArt(80, four_colour=True)
    assert _count(two.face("7", "D"), _bluish) == 0
    assert _count(two.face("7", "D"), _reddish) > 100
    assert _count(four.face("7", "D"), _bluish) > 100
    assert _count(four.face("7", "D"), _reddish) == 0
    green = _count(four.face("7", "C"), lambda p: p[1] > 100 and p[0] < 60 and p[2] < 100)
    assert green > 100
    # Hearts stay red either way.
    assert _count(four.face("7", "H"), _reddish) > 100


def test_backs_are_distinct_colours() -> None:
    centres = {}
    for back in BACKS:
        surf = CardArt(80, back=back).back_surface()
        px = _pixels(surf)
        opaque = [p for p in px if p[3] == 255]
        avg = tuple(sum(p[i] for p in opaque) // len(opaque) for i in range(3))
        centres[back] = avg
    assert centres["blue"][2] > centres["blue"][0]
    assert centres["red"][0] > centres["red"][2]
    assert centres["green"][1] > centres["green"][0]


def test_small_cards_use_one_centre_symbol_large_cards_use_pips() -> None:
    # Count separate ink blobs in the middle band of the 9: pips give several.
    def blobs(width: int) -> int:
        surf = CardArt(width).face("9", "S")
        w, h = surf.get_size()
        band = pygame.Rect(int(w * 0.3), int(h * 0.15), int(w * 0.48), int(h * 0.7))
        mask = pygame.mask.from_threshold(
            surf.subsurface(band), (24, 24, 30, 255), (60, 60, 60, 255)
        )
        return len(mask.connected_components(minimum=3))

    assert blobs(PIP_MIN_WIDTH + 40) >= 6
    assert blobs(PIP_MIN_WIDTH - 20) == 1


def test_invalid_cards_are_rejected() -> None:
    art = CardArt(60)
    with pytest.raises(ValueError):
        art.face("1", "S")
    with pytest.raises(ValueError):
        art.face("A", "X")
    with pytest.raises(ValueError):
        CardArt(60, back="purple")


def test_highlight_and_shadow_shapes() -> None:
    art = CardArt(80)
    hl = art.highlight()
    assert hl.get_size() == art.size
    assert hl.get_at((art.width // 2, 1)).a > 100  # ring on the edge
    assert hl.get_at((art.width // 2, art.height // 2)).a == 0  # hole in the middle
    sh = art.shadow(blur=6)
    assert sh.get_size() == (art.width + 12, art.height + 12)
