"""Sound effects, loaded lazily from assets/sounds/*.ogg.

OGG Vorbis only, because that is what every browser pygbag targets can decode. If the
mixer cannot start (no audio device, CI, or a browser that has not had a user gesture
yet), everything here quietly does nothing: sound is never worth a crash.
"""

from __future__ import annotations

import contextlib
from pathlib import Path

import pygame

SOUND_DIR = Path(__file__).resolve().parents[2] / "assets" / "sounds"
NAMES = ("deal", "draw", "meld", "canasta", "go_out", "error", "click")


class Sounds:
    """Named sound effects: `play("deal")`. Set `enabled = False` to mute."""

    def __init__(
        self, enabled: bool = True, volume: float = 0.7, directory: Path = SOUND_DIR
    ) -> None:
        self.enabled = enabled
        self.volume = volume
        self.directory = directory
        self._cache: dict[str, pygame.mixer.Sound | None] = {}
        self._mixer_ok: bool | None = None  # unknown until the first play

    @property
    def available(self) -> bool:
        """True if the mixer is (or could be) initialised."""
        return self._ensure_mixer()

    def _ensure_mixer(self) -> bool:
        if self._mixer_ok is None:
            try:
                if not pygame.mixer.get_init():
                    pygame.mixer.init(frequency=22050, size=-16, channels=2, buffer=512)
                self._mixer_ok = bool(pygame.mixer.get_init())
            except (pygame.error, NotImplementedError, OSError):
                self._mixer_ok = False
        return self._mixer_ok

    def get(self, name: str) -> pygame.mixer.Sound | None:
        """The loaded Sound for name, or None if it can't be had (missing file, no mixer)."""
        if name in self._cache:
            return self._cache[name]
        sound: pygame.mixer.Sound | None = None
        if self._ensure_mixer():
            path = self.directory / f"{name}.ogg"
            try:
                sound = pygame.mixer.Sound(path)
                sound.set_volume(self.volume)
            except (pygame.error, FileNotFoundError, OSError):
                sound = None
        self._cache[name] = sound
        return sound

    def play(self, name: str) -> None:
        """Play a sound effect if sound is enabled and available; otherwise do nothing."""
        if not self.enabled:
            return
        sound = self.get(name)
        if sound is not None:
            with contextlib.suppress(pygame.error):
                sound.play()

    def set_volume(self, volume: float) -> None:
        """Set the volume (0..1) of all loaded and future sounds."""
        self.volume = max(0.0, min(1.0, volume))
        for sound in self._cache.values():
            if sound is not None:
                sound.set_volume(self.volume)
