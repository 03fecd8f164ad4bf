"""Synthesise the game's sound effects and write them as OGG Vorbis to assets/sounds/.

Dev tool: the OGG files are committed, so players never run this. Pure standard-library
synthesis (math, random, wave); encoding uses `oggenc` from Debian's vorbis-tools
(`apt-get install vorbis-tools`; or set OGGENC=/path/to/oggenc). Output is mono 22050 Hz
at low quality settings, because the whole browser archive must stay under 1 MB.

Usage: .venv/bin/python tools/make_sounds.py
"""

from __future__ import annotations

import math
import os
import random
import shutil
import struct
import subprocess
import tempfile
import wave
from collections.abc import Callable
from pathlib import Path

RATE = 22050
OUT_DIR = Path(__file__).resolve().parents[1] / "assets" / "sounds"

Samples = list[float]


def silence(seconds: float) -> Samples:
    """A run of zeros."""
    return [0.0] * int(RATE * seconds)


def mix(*tracks: tuple[float, Samples]) -> Samples:
    """Sum tracks placed at (start seconds, samples)."""
    end = max(int(start * RATE) + len(s) for start, s in tracks)
    out = [0.0] * end
    for start, s in tracks:
        o = int(start * RATE)
        for i, v in enumerate(s):
            out[o + i] += v
    return out


def lowpass(s: Samples, cutoff: float) -> Samples:
    """One-pole low-pass filter: softens noise into a papery swish."""
    a = math.exp(-2 * math.pi * cutoff / RATE)
    y = 0.0
    out = []
    for v in s:
        y = (1 - a) * v + a * y
        out.append(y)
    return out


def highpass(s: Samples, cutoff: float) -> Samples:
    """One-pole high-pass (input minus its low-pass)."""
    lp = lowpass(s, cutoff)
    return [v - w for v, w in zip(s, lp, strict=True)]


def envelope(n: int, attack: float, decay: float) -> Samples:
    """Linear attack then exponential decay (time constant `decay` seconds)."""
    a = max(1, int(attack * RATE))
    return [i / a if i < a else math.exp(-(i - a) / (decay * RATE)) for i in range(n)]


def noise_burst(
    seconds: float, attack: float, decay: float, lo: float, hi: float, rng: random.Random
) -> Samples:
    """Band-limited noise with an envelope: card flicks and slides."""
    n = int(seconds * RATE)
    raw = [rng.uniform(-1, 1) for _ in range(n)]
    band = highpass(lowpass(raw, hi), lo)
    env = envelope(n, attack, decay)
    return [b * e for b, e in zip(band, env, strict=True)]


def tone(
    freq: float,
    seconds: float,
    partials: tuple[float, ...] = (1.0,),
    attack: float = 0.005,
    decay: float = 0.3,
    detune: float = 0.0,
) -> Samples:
    """Additive tone; partial k has amplitude partials[k] at (k+1)*freq."""
    n = int(seconds * RATE)
    env = envelope(n, attack, decay)
    out = []
    for i in range(n):
        t = i / RATE
        v = sum(
            amp * math.sin(2 * math.pi * freq * (k + 1) * t * (1 + detune * k))
            for k, amp in enumerate(partials)
        )
        out.append(v * env[i])
    return out


def fade_out(s: Samples, seconds: float) -> Samples:
    """Linear fade at the end so nothing clicks when the sound stops."""
    n = min(len(s), int(seconds * RATE))
    out = list(s)
    for i in range(n):
        out[len(s) - n + i] *= 1 - i / n
    return out


def normalise(s: Samples, peak: float) -> Samples:
    """Scale to the given peak level (0..1)."""
    m = max(abs(v) for v in s) or 1.0
    return [v * peak / m for v in s]


def note(semitones_from_a4: int) -> float:
    """Equal-tempered frequency."""
    return 440.0 * 2 ** (semitones_from_a4 / 12)


def make_deal(rng: random.Random) -> Samples:
    """Soft card flick: a short bright noise burst."""
    return normalise(fade_out(noise_burst(0.09, 0.002, 0.018, 900, 6000, rng), 0.02), 0.55)


def make_draw(rng: random.Random) -> Samples:
    """A card slid off the pile: a slower, darker swish."""
    swish = noise_burst(0.16, 0.03, 0.04, 500, 3500, rng)
    return normalise(fade_out(swish, 0.04), 0.5)


def make_meld(rng: random.Random) -> Samples:
    """Two soft clicks, like cards tapped down on felt."""

    def click() -> Samples:
        body = tone(520, 0.05, (1.0, 0.3), attack=0.001, decay=0.012)
        tick = noise_burst(0.05, 0.001, 0.006, 1500, 7000, rng)
        return [a * 0.7 + b * 0.5 for a, b in zip(body, tick, strict=True)]

    return normalise(fade_out(mix((0.0, click()), (0.085, click())), 0.02), 0.6)


def make_canasta(rng: random.Random) -> Samples:
    """A bell-like major arpeggio, C6 E6 G6 C7."""
    bell = (1.0, 0.0, 0.35, 0.0, 0.12)
    notes = [note(n) for n in (15, 19, 22, 27)]
    parts = [
        (i * 0.095, tone(f, 0.9 - i * 0.08, bell, attack=0.003, decay=0.28))
        for i, f in enumerate(notes)
    ]
    return normalise(fade_out(mix(*parts), 0.15), 0.6)


def make_go_out(rng: random.Random) -> Samples:
    """A short brassy fanfare: G4 C5 E5, then a held G5 chord."""
    brass = (1.0, 0.6, 0.45, 0.3, 0.18, 0.1)
    seq = [(0.0, -2, 0.16), (0.15, 3, 0.16), (0.3, 7, 0.16)]
    parts = [(t, tone(note(n), d + 0.08, brass, attack=0.012, decay=0.12)) for t, n, d in seq]
    for n in (10, 7, 3):  # G5 with E5 and C5 under it
        parts.append((0.45, tone(note(n), 0.7, brass, attack=0.02, decay=0.35)))
    return normalise(fade_out(mix(*parts), 0.2), 0.6)


def make_error(rng: random.Random) -> Samples:
    """A low, soft buzz: two detuned low tones with odd harmonics, filtered."""
    n = int(0.28 * RATE)
    buzz = [0.0] * n
    for f in (110.0, 113.0):
        t = tone(f, 0.28, (1.0, 0.0, 0.45, 0.0, 0.25), attack=0.01, decay=0.12)
        buzz = [a + b for a, b in zip(buzz, t, strict=True)]
    return normalise(fade_out(lowpass(buzz, 900), 0.05), 0.45)


def make_click(rng: random.Random) -> Samples:
    """A tiny UI tick."""
    body = tone(1400, 0.03, (1.0,), attack=0.0005, decay=0.005)
    return normalise(fade_out(body, 0.01), 0.4)


SOUNDS: dict[str, Callable[[random.Random], Samples]] = {
    "deal": make_deal,
    "draw": make_draw,
    "meld": make_meld,
    "canasta": make_canasta,
    "go_out": make_go_out,
    "error": make_error,
    "click": make_click,
}


def write_wav(path: Path, samples: Samples) -> None:
    """16-bit mono PCM."""
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(b"".join(struct.pack("<h", int(max(-1, min(1, v)) * 32767)) for v in samples))


def find_oggenc() -> str:
    """Locate oggenc (OGGENC env var, then PATH)."""
    exe = os.environ.get("OGGENC") or shutil.which("oggenc")
    if not exe:
        raise SystemExit("oggenc not found: apt-get install vorbis-tools (or set OGGENC)")
    return exe


def main() -> None:
    """Render every sound to OUT_DIR/<name>.ogg."""
    oggenc = find_oggenc()
    OUT_DIR.mkdir(parents=True, exist_ok=True)
    rng = random.Random(1234)  # fixed seed: regenerating gives the same sounds
    total = 0
    with tempfile.TemporaryDirectory() as tmp:
        for name, make in SOUNDS.items():
            wav = Path(tmp) / f"{name}.wav"
            out = OUT_DIR / f"{name}.ogg"
            write_wav(wav, make(rng))
            subprocess.run([oggenc, "--quiet", "-q", "0", "-o", str(out), str(wav)], check=True)
            size = out.stat().st_size
            total += size
            print(f"{out.name}: {size} bytes")
    print(f"total: {total} bytes")


if __name__ == "__main__":
    main()
