"""The table's static layer, kept as separately cached pieces repainted only where they change.

Each frame the table *declares* its pieces in drawing order: a name, the screen rect the piece
covers, a key that says what it shows, and a function that renders it in local coordinates
(0, 0 at the piece's top-left). A piece is rendered again only when its key or rect changes,
and then only the screen area it covered before and covers now is repainted on the layer:
felt first, then every piece touching that area, in order (pieces may overlap). A card
landing on one meld therefore re-renders that side's meld area alone, and a count changing
on a plate costs a plate, never the whole table.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame
from pygame import Rect

Render = Callable[[pygame.Surface], object]


@dataclass
class Piece:
    rect: Rect
    key: object
    image: pygame.Surface


class LayerCache:
    def __init__(self) -> None:
        self.layer: pygame.Surface | None = None
        self.background: pygame.Surface | None = None
        self.pieces: dict[str, Piece] = {}
        self.order: list[str] = []
        self._seen: list[str] = []
        self._dirty: list[Rect] = []
        self.renders = 0  # pieces rendered so far (tests and the benchmark read it)

    def reset(self) -> None:
        """Forget every piece (card size or colours changed): the next frame renders all."""
        self.layer = None
        self.pieces = {}
        self.order = []

    def begin(self, surface: pygame.Surface, background: pygame.Surface) -> None:
        """Start declaring this frame's pieces."""
        if self.layer is None or self.layer.get_size() != surface.get_size() or (
                self.background is not background):
            self.layer = pygame.Surface(surface.get_size())
            if pygame.display.get_surface() is not None:
                self.layer = self.layer.convert()
            self.background = background
            self.layer.blit(background, (0, 0))
            self.pieces = {}
            self.order = []
            self._dirty = []
        self._seen = []

    def piece(self, name: str, rect: Rect, key: object, render: Render,
              opaque: bool = False) -> None:
        """Declare a piece; render it (into a transparent surface of rect's size) if changed.

        An `opaque` piece is rendered over its patch of the background instead and then
        copied without blending (much faster for big pieces); only for a piece with nothing
        but background beneath it (declared before anything it overlaps).
        """
        self._seen.append(name)
        old = self.pieces.get(name)
        if old is not None and old.rect == rect and old.key == key:
            return
        if opaque and self.background is not None:
            image = pygame.Surface(rect.size)
            if self.layer is not None and pygame.display.get_surface() is not None:
                image = image.convert(self.layer)
            image.blit(self.background, (0, 0), rect)
        else:
            image = pygame.Surface(rect.size, pygame.SRCALPHA)
        render(image)
        self.renders += 1
        self.pieces[name] = Piece(Rect(rect), key, image)
        if old is not None:
            self._dirty.append(old.rect)
        self._dirty.append(Rect(rect))

    def finish(self, surface: pygame.Surface) -> None:
        """Repaint what changed and blit the layer onto surface."""
        assert self.layer is not None and self.background is not None
        for name in list(self.pieces):
            if name not in self._seen:  # a piece no longer shown: clear where it was
                self._dirty.append(self.pieces.pop(name).rect)
        self.order = self._seen
        if self._dirty:
            layer = self.layer
            for area in _merge(self._dirty):
                layer.set_clip(area)
                layer.blit(self.background, area, area)
                for name in self.order:
                    p = self.pieces[name]
                    if p.rect.colliderect(area):
                        layer.blit(p.image, p.rect)
            layer.set_clip(None)
            self._dirty = []
        surface.blit(self.layer, (0, 0))


def _merge(rects: list[Rect]) -> list[Rect]:
    """Overlapping dirty rects joined, so no area is repainted twice in one frame."""
    out: list[Rect] = []
    for r in rects:
        r = Rect(r)
        merged = True
        while merged:
            merged = False
            for other in out:
                if other.colliderect(r):
                    out.remove(other)
                    r = r.union(other)
                    merged = True
                    break
        out.append(r)
    return out
