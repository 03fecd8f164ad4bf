"""Rebuild the shipped UI fonts in assets/fonts/ from Noto Sans.

Dev tool, not needed to play. The browser build must stay under 1 MB, and a full
Noto Sans face is ~500 KB, so we keep only the code points the game can show:
Basic Latin, Latin-1, Latin Extended-A (Czech, Slovak, Polish, ...) and a little
punctuation. Noto Sans has no Reserved Font Name, so a subset may keep its name
under the SIL OFL 1.1 (see assets/fonts/OFL.txt).

Usage (the source TTFs come from Debian's fonts-noto-core package):
    apt-get install fonts-noto-core
    .venv/bin/pip install fonttools
    .venv/bin/python tools/subset_fonts.py [SOURCE_DIR]
"""

from __future__ import annotations

import sys
from pathlib import Path

from fontTools import subset

ROOT = Path(__file__).resolve().parents[1]
OUT_DIR = ROOT / "assets" / "fonts"
DEFAULT_SRC = Path("/usr/share/fonts/truetype/noto")
FACES = ("NotoSans-Regular.ttf", "NotoSans-Bold.ttf")

# Latin + Latin-1 + Latin Extended-A, typographic punctuation, euro, arrows, minus.
UNICODES = (
    "U+0020-007E,U+00A0-00FF,U+0100-017F,U+2010-2027,U+2030-203A,U+20AC,U+2122,U+2190-2193,U+2212"
)


def build(src_dir: Path) -> None:
    """Subset every face in FACES from src_dir into OUT_DIR."""
    OUT_DIR.mkdir(parents=True, exist_ok=True)
    for name in FACES:
        src = src_dir / name
        dst = OUT_DIR / name
        subset.main(
            [
                str(src),
                f"--unicodes={UNICODES}",
                f"--output-file={dst}",
                "--layout-features=kern,liga,mark,mkmk",
                # Keep hinting: pygame renders small UI text with FreeType hinting.
                "--name-IDs=*",
                "--name-languages=*",
            ]
        )
        print(f"{dst.relative_to(ROOT)}: {dst.stat().st_size} bytes")


if __name__ == "__main__":
    build(Path(sys.argv[1]) if len(sys.argv) > 1 else DEFAULT_SRC)
