"""Scenes (title, table, menus, overlays) and the stack that runs them.

Lifecycle of a scene on a SceneStack:

    push(s)     -> top.pause() (if any), then s.enter()
    pop()       -> top.exit(), then the new top's resume()
    replace(s)  -> top.exit(), then s.enter()   (the scene below stays paused)

So every enter() is matched by exactly one exit(), and every pause() by exactly one
resume() or, if the paused scene is itself popped later, by its exit() after resume().

Per frame:
  * events go to the top scene first; if handle_event returns False the event passes
    to the scene below, and so on (an overlay can let clicks through to the table).
  * only the top scene is updated. Scenes underneath are paused, so their animations
    and AI timers freeze while a menu is open, which is what a player expects.
  * drawing starts at the topmost scene with `opaque = True` and goes upward, so a
    translucent overlay is drawn over the scene beneath it, and scenes hidden behind an
    opaque one are not drawn at all.

Outside the stack, the App calls one more hook on every scene on the stack:
settings_changed() after the player saved new settings (card size, colours, language...), so
what a scene has laid out or rendered follows the new choices at once.

Scenes get their context object (the App: screen, settings, sounds, the stack itself)
through the constructor; there are no global singletons.
"""

from __future__ import annotations

from typing import Any, ClassVar

import pygame


class Scene:
    """Base class for a screen or overlay. Override the hooks you need."""

    #: True if the scene covers the whole screen; False for overlays drawn over the scene below.
    opaque: bool = True
    #: True for the screen that shows a finished hand's score: the attract mode's
    #: --quit-after-hand stops once one has been drawn.
    shows_hand_score: bool = False
    #: A short name for the screen: --screenshot-dir saves its first picture under it.
    scene_name: ClassVar[str] = "scene"
    #: Where the app's notices (a damaged save, a failing disk) sit on this screen, wrapped to
    #: its width from its top; None: across the top of the screen.
    notice_area: ClassVar[pygame.Rect | None] = None

    def __init__(self, app: Any) -> None:
        self.app = app

    def enter(self) -> None:
        """Called once when the scene is pushed (or replaces another)."""

    def exit(self) -> None:
        """Called once when the scene is removed from the stack."""

    def pause(self) -> None:
        """Called when another scene is pushed on top of this one."""

    def resume(self) -> None:
        """Called when the scene on top of this one is popped."""

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Handle one event; return True if consumed, False to pass it to the scene below."""
        return False

    def update(self, dt: float) -> None:
        """Advance the scene by dt seconds (only called while the scene is on top)."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the scene onto surface (the 1280x720 logical screen)."""

    def settings_changed(self) -> None:
        """Called on every scene on the stack after the settings were saved."""


class SceneStack:
    """A stack of scenes; the top of the stack is the last element of `scenes`."""

    def __init__(self) -> None:
        self.scenes: list[Scene] = []

    def __len__(self) -> int:
        return len(self.scenes)

    def __bool__(self) -> bool:
        return bool(self.scenes)

    @property
    def top(self) -> Scene | None:
        """The active scene, or None if the stack is empty."""
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        """Pause the current top (if any) and enter `scene` on top of it."""
        if self.scenes:
            self.scenes[-1].pause()
        self.scenes.append(scene)
        scene.enter()

    def pop(self) -> Scene:
        """Exit and remove the top scene, resume the one below; return the removed scene."""
        if not self.scenes:
            raise IndexError("pop from empty SceneStack")
        scene = self.scenes.pop()
        scene.exit()
        if self.scenes:
            self.scenes[-1].resume()
        return scene

    def replace(self, scene: Scene) -> Scene | None:
        """Swap the top scene for `scene` (exit old, enter new); return the old one.

        The scene below is not resumed in between: it stays paused under the new top.
        On an empty stack this is a push.
        """
        old = None
        if self.scenes:
            old = self.scenes.pop()
            old.exit()
        self.scenes.append(scene)
        scene.enter()
        return old

    def clear(self) -> None:
        """Exit every scene, top first (pairs up each paused scene with resume then exit)."""
        while self.scenes:
            self.pop()

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Offer the event top-down until a scene consumes it; return whether one did."""
        # Copy: a handler may push or pop scenes while we iterate.
        for scene in reversed(list(self.scenes)):
            if scene not in self.scenes:
                continue
            if scene.handle_event(event):
                return True
        return False

    def update(self, dt: float) -> None:
        """Update only the top scene (scenes below are paused)."""
        if self.scenes:
            self.scenes[-1].update(dt)

    def visible(self) -> list[Scene]:
        """Scenes to draw, bottom to top: from the topmost opaque scene upward."""
        start = 0
        for i in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[i].opaque:
                start = i
                break
        return self.scenes[start:]

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the visible scenes bottom-up so overlays land on top."""
        for scene in self.visible():
            scene.draw(surface)
