"""The rules screen: every section and house rule present, scrolling by wheel, keys and drag."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from game.rules import find_variant, variant_names
from game.rules_text import classic, rules_sections
from game.saves import DEFAULT_SETTINGS
from game.ui.scene import SceneStack
from game.ui.scenes.rules_screen import RulesScene

SHOTS = Path(__file__).resolve().parents[2] / "test-artifacts" / "screenshots"


class FakeApp:
    def __init__(self) -> None:
        self.screen = pygame.Surface((1280, 720))
        self.scenes = SceneStack()
        self.settings: dict[str, Any] = dict(DEFAULT_SETTINGS)


def opened(variant: str = "classic", **kwargs: Any) -> tuple[FakeApp, RulesScene]:
    app = FakeApp()
    scene = RulesScene(app, variant, **kwargs)
    app.scenes.push(scene)
    return app, scene


def shot(app: FakeApp, name: str) -> None:
    app.scenes.draw(app.screen)
    SHOTS.mkdir(parents=True, exist_ok=True)
    pygame.image.save(app.screen, str(SHOTS / f"{name}.png"))


def ev(kind: int, **attrs: Any) -> pygame.event.Event:
    return pygame.event.Event(kind, **attrs)


def test_text_has_every_section_and_every_house_rule() -> None:
    _app, scene = opened()
    text = scene.text()
    for section in classic.SECTIONS:
        assert section.heading in text
    for info in find_variant("classic").option_infos:
        assert info.title in text and info.description in text
    for topic in ("Dealing", "Taking the pile", "Going out concealed", "When the stock runs out",
                  "Scoring a hand", "Two, three and six players"):
        assert topic in text
    assert "You may ask your partner only when you could go out this turn." in text
    assert "House rules in this game" not in text


@pytest.mark.parametrize("variant", sorted(variant_names()))
def test_every_variant_says_what_a_tie_at_the_top_does(variant: str) -> None:
    # The engine plays another hand when the leaders are level at the game's end; a player
    # reading any variant's rules is told so.
    text = " ".join(p for s in rules_sections(variant) for p in s.paragraphs)
    assert "level" in text and "another hand" in text


def test_opened_from_a_game_it_says_which_house_rules_are_on() -> None:
    options = {"black_threes_freeze": True, "hand_size": 13}
    app, scene = opened(options=options, players=4)
    assert scene.variant_choice is None
    first = scene.sections[0]
    assert first.heading == "House rules in this game"
    assert "• Black threes freeze the pile: On" in first.paragraphs
    assert "• Cards dealt: 13" in first.paragraphs
    assert "## Canastas block the pile — Off" in scene.text()
    assert "## Black threes freeze the pile — On" in scene.text()
    shot(app, "rules_in_game")
    plain = rules_sections("classic", {}, 4)[0]
    assert plain.paragraphs == ("No house rules: the usual rules apply.",)


def test_wheel_keys_and_drag_scroll() -> None:
    app, scene = opened()
    view = scene.view
    assert view.max_offset > 2000  # a long text
    scene.handle_event(ev(pygame.MOUSEWHEEL, x=0, y=-1))
    assert view.offset == view.step
    scene.handle_event(ev(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0))
    assert view.offset == view.step + 40
    scene.handle_event(ev(pygame.KEYDOWN, key=pygame.K_UP, mod=0))
    scene.handle_event(ev(pygame.KEYDOWN, key=pygame.K_PAGEDOWN, mod=0))
    assert view.offset > view.step + 400
    scene.handle_event(ev(pygame.KEYDOWN, key=pygame.K_END, mod=0))
    assert view.offset == view.max_offset
    shot(app, "rules_end")
    scene.handle_event(ev(pygame.KEYDOWN, key=pygame.K_HOME, mod=0))
    assert view.offset == 0
    # Drag the text up with the mouse by 200 pixels: the text scrolls down by 200.
    start = (800, 500)
    scene.handle_event(ev(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    for y in (480, 400, 300):
        scene.handle_event(ev(pygame.MOUSEMOTION, pos=(800, y), rel=(0, -1), buttons=(1, 0, 0)))
    scene.handle_event(ev(pygame.MOUSEBUTTONUP, pos=(800, 300), button=1))
    assert view.offset == 200
    # A finger drag works the same way (finger positions are 0..1).
    scene.handle_event(ev(pygame.FINGERDOWN, x=0.6, y=0.4, finger_id=0, touch_id=0))
    scene.handle_event(ev(pygame.FINGERMOTION, x=0.6, y=0.6, dx=0, dy=0.2, finger_id=0,
                          touch_id=0))
    scene.handle_event(ev(pygame.FINGERUP, x=0.6, y=0.6, finger_id=0, touch_id=0))
    assert view.offset == 200 - round(0.2 * 720)


def test_contents_jump_and_back() -> None:
    app, scene = opened()
    app.scenes.scenes.insert(0, RulesScene(app, "classic"))  # something to go back to
    target = next(i for i, s in enumerate(scene.sections) if s.heading == "Going out")
    row = scene.toc[target].rect.center
    scene.handle_event(ev(pygame.MOUSEBUTTONDOWN, pos=row, button=1))
    scene.handle_event(ev(pygame.MOUSEBUTTONUP, pos=row, button=1))
    assert scene.view.offset == scene.tops[target] and scene.current_section() == target
    shot(app, "rules")
    scene.handle_event(ev(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
    assert app.scenes.top is not scene


def test_variant_selector_switches_the_text() -> None:
    _app, scene = opened()
    assert scene.variant_choice is not None
    before = scene.text()
    scene.variant_choice.focused = True
    scene.focus.focus(scene.focus.widgets.index(scene.variant_choice))
    scene.handle_event(ev(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
    assert scene.variant_id == list(variant_names())[1]
    assert scene.text() != before and scene.view.offset == 0


@pytest.mark.parametrize("language", ["en", "cs", "sk", "pl"])
def test_every_variants_contents_fit_their_panel(language: str) -> None:
    """Each contents row lies inside the contents panel, from the menu and from a game with
    house rules on (one more section), in every language: a long text once ran past it."""
    from game.i18n import set_language
    from game.ui.scenes.rules_screen import TOC

    set_language(language)
    try:
        for variant in variant_names():
            on = {info.name: True for info in find_variant(variant).option_infos
                  if isinstance(info.default, bool)}
            for options in (None, on):
                _app, scene = opened(variant, options=options)
                last = scene.toc[-1].rect
                assert all(TOC.contains(row.rect) for row in scene.toc), (variant, options)
                assert last.bottom <= TOC.bottom - 8, (variant, len(scene.toc))
    finally:
        set_language("en")
