import pygame
import pytest

from game.ui import fonts
from game.ui.widgets import (
    Button,
    Choice,
    FocusGroup,
    Label,
    Toggle,
    draw_panel,
    draw_wrapped,
    event_pos,
    wrap_text,
)

TEXT = (
    "Canasta is a rummy game for four players in two partnerships. "
    "Žluťoučký kůň úpěl ďábelské ódy, a každý meld potřebuje alespoň dvě přirozené karty."
)


def click(pos: tuple[int, int], down: bool, touch: bool = False) -> pygame.event.Event:
    kind = pygame.MOUSEBUTTONDOWN if down else pygame.MOUSEBUTTONUP
    return pygame.event.Event(kind, pos=pos, button=1, touch=touch)


def key(k: int, mod: int = 0) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod)


@pytest.mark.parametrize("width", [60, 150, 300, 700])
def test_wrap_text_respects_width_and_keeps_words(width: int) -> None:
    f = fonts.font(20)
    lines = wrap_text(f, TEXT, width)
    assert all(f.size(line)[0] <= width for line in lines)
    assert " ".join(lines).split() == TEXT.split() or width < 100
    assert "".join(lines).replace(" ", "") == TEXT.replace(" ", "")
    if width < 700:
        assert len(lines) > 1


def test_wrap_text_newlines_long_words_and_empty() -> None:
    f = fonts.font(20)
    assert wrap_text(f, "", 100) == []
    assert wrap_text(f, "one\ntwo", 500) == ["one", "two"]
    lines = wrap_text(f, "x" * 80, 100)
    assert len(lines) > 1 and all(f.size(s)[0] <= 100 for s in lines)


def test_label_and_wrapped_drawing() -> None:
    surf = pygame.Surface((400, 300), pygame.SRCALPHA)
    used = draw_wrapped(surf, TEXT, fonts.font(18), (255, 255, 255), pygame.Rect(10, 10, 200, 280))
    assert 40 < used <= 280
    label = Label(TEXT, size=18, width=220)
    img = label.render()
    assert img.get_width() == 220 and img.get_height() > fonts.font(18).get_linesize()
    assert label.render() is img  # cached
    label.text = "changed"
    assert label.render() is not img


def test_button_mouse_click_fires_once_and_only_inside() -> None:
    hits: list[int] = []
    b = Button((100, 100, 200, 50), "Play", lambda: hits.append(1))
    assert b.handle_event(click((150, 120), True))
    assert b.pressed
    assert b.handle_event(click((150, 120), False))
    assert hits == [1]
    # Press inside, release outside: cancelled.
    b.handle_event(click((150, 120), True))
    b.handle_event(click((500, 500), False))
    assert hits == [1]
    # Press outside: not consumed.
    assert not b.handle_event(click((10, 10), True))


def test_button_hover_disabled_and_touch_synthesised_mouse() -> None:
    hits: list[int] = []
    b = Button((0, 0, 100, 40), "Go", lambda: hits.append(1))
    b.handle_event(
        pygame.event.Event(pygame.MOUSEMOTION, pos=(10, 10), rel=(0, 0), buttons=(0, 0, 0))
    )
    assert b.hovered
    # Mouse events SDL synthesises from touch are ignored (the finger event does the work).
    b.handle_event(click((10, 10), True, touch=True))
    b.handle_event(click((10, 10), False, touch=True))
    assert hits == []
    b.enabled = False
    b.handle_event(click((10, 10), True))
    b.handle_event(click((10, 10), False))
    assert hits == []


def test_button_finger_events_are_scaled_to_logical_screen() -> None:
    hits: list[int] = []
    b = Button((1180, 660, 100, 60), "Corner", lambda: hits.append(1))
    down = pygame.event.Event(pygame.FINGERDOWN, x=0.97, y=0.97, finger_id=0, touch_id=0)
    up = pygame.event.Event(pygame.FINGERUP, x=0.97, y=0.97, finger_id=0, touch_id=0)
    assert event_pos(down) == (round(0.97 * 1280), round(0.97 * 720))
    b.handle_event(down)
    b.handle_event(up)
    assert hits == [1]


def test_button_keyboard_activation_needs_focus() -> None:
    hits: list[int] = []
    b = Button((0, 0, 100, 40), "OK", lambda: hits.append(1))
    assert not b.handle_event(key(pygame.K_RETURN))
    b.focused = True
    assert b.handle_event(key(pygame.K_RETURN))
    assert b.handle_event(key(pygame.K_SPACE))
    assert hits == [1, 1]


def test_toggle_and_choice() -> None:
    seen: list[object] = []
    t = Toggle((0, 0, 300, 44), "Four-colour deck", False, on_change=seen.append)
    t.handle_event(click((10, 10), True))
    t.handle_event(click((10, 10), False))
    assert t.value is True and seen == [True]
    c = Choice(
        (0, 100, 500, 44),
        "Difficulty",
        ["Easy", "Normal", "Hard"],
        index=1,
        on_change=lambda i, v: seen.append(v),
    )
    vr = c.value_rect()
    right = (vr.right - 5, vr.centery)
    left = (vr.x + 5, vr.centery)
    c.handle_event(click(right, True))
    c.handle_event(click(right, False))
    assert c.value == "Hard"
    c.handle_event(click(right, True))
    c.handle_event(click(right, False))
    assert c.value == "Easy"  # wraps
    c.handle_event(click(left, True))
    c.handle_event(click(left, False))
    assert c.value == "Hard"
    c.focused = True
    c.handle_event(key(pygame.K_LEFT))
    assert c.value == "Normal"
    assert seen == [True, "Hard", "Easy", "Hard", "Normal"]


def test_focus_group_tabs_and_skips_disabled() -> None:
    a = Button((0, 0, 10, 10), "a")
    b = Button((0, 20, 10, 10), "b", enabled=False)
    c = Button((0, 40, 10, 10), "c")
    g = FocusGroup([a, b, c])
    g.handle_event(key(pygame.K_TAB))
    assert a.focused
    g.handle_event(key(pygame.K_TAB))
    assert c.focused and not a.focused and not b.focused
    g.handle_event(key(pygame.K_TAB, pygame.KMOD_SHIFT))
    assert a.focused


def test_widgets_draw_with_visible_focus_ring() -> None:
    surf = pygame.Surface((1280, 720))
    surf.fill((22, 96, 58))
    draw_panel(surf, pygame.Rect(50, 50, 400, 300))
    b = Button((100, 100, 200, 50), "Nová hra")
    b.draw(surf)
    ring_pixel = (b.rect.centerx, b.rect.y - 4)
    before = tuple(surf.get_at(ring_pixel))
    b.focused = True
    b.draw(surf)
    assert tuple(surf.get_at(ring_pixel)) != before
    for w in (
        Toggle((100, 200, 300, 44), "Sound", True),
        Choice((100, 260, 400, 44), "Deck", ["Blue", "Red"]),
    ):
        w.draw(surf)
