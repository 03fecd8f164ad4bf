from pathlib import Path

import pygame
import pytest

from game.ui import fonts
from game.ui.sound import NAMES, SOUND_DIR, Sounds

DIACRITICS = "ěščřžýáíéúůňťďľĺŕąćęłńóśźż" + "ĚŠČŘŽÝÁÍÉÚŮŇŤĎĽĹŔĄĆĘŁŃÓŚŹŻ"


def test_font_files_are_shipped_small_and_licensed() -> None:
    ttfs = list(fonts.FONT_DIR.glob("*.ttf"))
    assert fonts.REGULAR_PATH in ttfs and fonts.BOLD_PATH in ttfs
    assert sum(p.stat().st_size for p in ttfs) < 800_000
    assert (fonts.FONT_DIR / "OFL.txt").exists()


@pytest.mark.parametrize("bold", [False, True])
def test_fonts_have_every_czech_slovak_polish_letter(bold: bool) -> None:
    f = fonts.font(24, bold)
    metrics = f.metrics(DIACRITICS)
    missing = [ch for ch, m in zip(DIACRITICS, metrics, strict=True) if m is None]
    assert missing == []
    img = f.render("Příliš žluťoučký kůň – Łódź", True, (0, 0, 0))
    assert img.get_width() > 100
    assert img.get_bounding_rect().width > 0


def test_font_cache_and_weights_differ() -> None:
    assert fonts.font(30) is fonts.font(30)
    assert fonts.font(30) is not fonts.font(30, bold=True)
    assert fonts.font(30, bold=True).size("Canasta")[0] > fonts.font(30).size("Canasta")[0]


def test_sound_files_exist_are_ogg_and_small() -> None:
    total = 0
    for name in NAMES:
        path = SOUND_DIR / f"{name}.ogg"
        data = path.read_bytes()
        assert data[:4] == b"OggS", name
        assert b"vorbis" in data[:200], name
        total += len(data)
    assert total < 100_000


def test_sounds_load_and_are_not_silent_with_dummy_driver() -> None:
    sounds = Sounds()
    if not sounds.available:
        pytest.skip("mixer unavailable even with the dummy driver")
    for name in NAMES:
        snd = sounds.get(name)
        assert snd is not None, name
        assert 0.01 < snd.get_length() < 2.0
        raw = snd.get_raw()
        assert any(b not in (0, 255) for b in raw[: len(raw) // 2]), name
    sounds.play("canasta")
    sounds.set_volume(0.2)
    assert sounds.get("deal").get_volume() == pytest.approx(0.2, abs=0.01)  # type: ignore[union-attr]


def test_sounds_do_nothing_quietly_when_disabled_missing_or_no_mixer(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    muted = Sounds(enabled=False)
    muted.play("deal")
    assert muted._cache == {}  # never even loaded
    missing = Sounds(directory=tmp_path)
    missing.play("deal")
    assert missing.get("deal") is None

    def broken(*args: object, **kwargs: object) -> None:
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", broken)
    deaf = Sounds()
    deaf.play("deal")
    assert deaf.available is False
    assert deaf.get("meld") is None
