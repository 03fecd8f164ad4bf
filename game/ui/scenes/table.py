"""The card table (placeholder while the full table is being written)."""

from __future__ import annotations

from typing import Any

import pygame

from game.ui.config import GameConfig
from game.ui.scene import Scene
from game.ui.widgets import FELT


class TableScene(Scene):
    def __init__(self, app: Any, config: GameConfig, record: Any = None, state: Any = None):
        super().__init__(app)
        self.config = config

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(FELT)
