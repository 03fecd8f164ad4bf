"""The web build (tools/build_web.py) runs offline, quickly, ships only the game, and leaves
the sources alone."""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
import time
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
from build_web import RUNTIME_FILES  # noqa: E402

ARCHIVE = "canasta.apk"
MAX_ARCHIVE_BYTES = 1024 * 1024

# Imported by the build's Python processes through PYTHONPATH: any attempt to open a network
# connection fails at once and leaves a note, so a hidden download can't pass unnoticed.
NO_NETWORK = '''
import os, socket
_marker = os.environ["CANASTA_NET_MARKER"]

def _refuse(*args, **kwargs):
    with open(_marker, "a") as f:
        f.write(repr(args) + "\\n")
    raise OSError("network access is forbidden during the web build")

socket.socket.connect = _refuse
socket.socket.connect_ex = _refuse
socket.create_connection = _refuse
socket.getaddrinfo = _refuse
'''


def tree_digest() -> dict[str, str]:
    """Hashes of every file the build could touch (everything but build output and caches)."""
    skip = {".git", ".venv", "node_modules", "build", "__pycache__", ".pytest_cache",
            ".mypy_cache", ".ruff_cache", ".hypothesis", "test-artifacts"}
    digests: dict[str, str] = {}
    for dirpath, dirnames, filenames in os.walk(ROOT):
        dirnames[:] = [d for d in dirnames if d not in skip and not d.endswith(".egg-info")]
        for name in filenames:
            path = Path(dirpath) / name
            digests[path.relative_to(ROOT).as_posix()] = hashlib.sha256(
                path.read_bytes()).hexdigest()
    return digests


@pytest.fixture(scope="module")
def build(tmp_path_factory: pytest.TempPathFactory) -> dict[str, object]:
    if not (ROOT / "main.py").is_file():
        pytest.fail("main.py is missing: the web build packages main.py, game/ and assets/")
    tmp = tmp_path_factory.mktemp("webbuild")
    guard = tmp / "guard"
    guard.mkdir()
    (guard / "sitecustomize.py").write_text(NO_NETWORK)
    marker = tmp / "network-attempts.txt"
    env = dict(os.environ)
    env.update({
        "PYTHONPATH": str(guard),
        "CANASTA_NET_MARKER": str(marker),
        # belt and braces: urllib goes through these, and port 9 refuses at once
        "http_proxy": "http://127.0.0.1:9", "https_proxy": "http://127.0.0.1:9",
        "HTTP_PROXY": "http://127.0.0.1:9", "HTTPS_PROXY": "http://127.0.0.1:9",
        "no_proxy": "", "NO_PROXY": "",
    })
    out = tmp / "web"
    zip_path = tmp / "web.zip"
    before = tree_digest()
    started = time.monotonic()
    proc = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "build_web.py"), "--out", str(out),
         "--zip", str(zip_path)],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=120, check=False,
    )
    elapsed = time.monotonic() - started
    after = tree_digest()
    print(proc.stdout)
    return {"proc": proc, "elapsed": elapsed, "out": out, "zip": zip_path, "marker": marker,
            "before": before, "after": after}


def test_build_succeeds_offline_within_a_minute(build: dict[str, object]) -> None:
    proc = build["proc"]
    assert isinstance(proc, subprocess.CompletedProcess)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    marker = build["marker"]
    assert isinstance(marker, Path)
    assert not marker.exists(), f"the build tried to use the network: {marker.read_text()}"
    assert isinstance(build["elapsed"], float) and build["elapsed"] <= 60


def test_outputs_exist(build: dict[str, object]) -> None:
    out = build["out"]
    assert isinstance(out, Path)
    for name in ("index.html", ARCHIVE, "favicon.png", "sw.js", "manifest.json",
                 "icon-192.png", "icon-512.png", "embed.html"):
        assert (out / name).is_file(), name
    html = (out / "index.html").read_text(encoding="utf-8")
    assert "{{cookiecutter" not in html  # every placeholder was filled
    assert "pythons.js" in html and f'archive : "{ARCHIVE[:-4]}"' in html
    assert (out / "favicon.png").read_bytes() == (ROOT / "assets" / "icon.png").read_bytes()


def test_offline_support_is_filled_in(build: dict[str, object]) -> None:
    import pygame

    out = build["out"]
    assert isinstance(out, Path)
    html = (out / "index.html").read_text(encoding="utf-8")
    assert 'rel="manifest" href="manifest.json"' in html and 'register("sw.js")' in html
    worker = (out / "sw.js").read_text(encoding="utf-8")
    assert "{{" not in worker
    assert 'new URL("https://pygame-web.github.io/cdn/0.9.3/", SCOPE)' in worker
    assert '"index.html", "canasta.apk"' in worker
    manifest = json.loads((out / "manifest.json").read_text(encoding="utf-8"))
    assert manifest["start_url"] == "./index.html" and manifest["display"] == "fullscreen"
    for icon in manifest["icons"]:
        size = int(icon["sizes"].split("x")[0])
        assert pygame.image.load(str(out / icon["src"])).get_size() == (size, size)


def test_archive_holds_only_the_game(build: dict[str, object]) -> None:
    out = build["out"]
    assert isinstance(out, Path)
    archive = out / ARCHIVE
    size = archive.stat().st_size
    print(f"\n{ARCHIVE}: {size} bytes ({size / 1024:.1f} KiB)")
    with zipfile.ZipFile(archive) as zf:
        names = zf.namelist()
    # pygbag puts the app under assets/ inside the archive and mounts it at runtime
    assert all(n.startswith("assets/") for n in names), names
    inner = [n[len("assets/"):] for n in names]
    assert "main.py" in inner
    assert "game/__init__.py" in inner
    assert any(n.startswith("game/rules/") for n in inner)
    assert "assets/icon.png" in inner
    # Every language's catalogue, read at run time; not the translators' template.
    for code in ("cs", "pl", "sk"):
        assert f"game/locale/{code}/LC_MESSAGES/canasta.po" in inner
    assert not any(n.endswith(".pot") for n in inner), "the translators' template is shipped"
    for name in inner:
        top = name.split("/", 1)[0]
        assert top in ("main.py", "game", "assets"), name
        parts = name.split("/")
        assert "__pycache__" not in parts and not name.endswith((".pyc", ".pyo")), name
        assert not any(p.startswith(".") for p in parts), name
        assert not {"tests", "benchmarks", "tools", "node_modules", ".venv"} & set(parts), name
    assert size <= MAX_ARCHIVE_BYTES, f"{ARCHIVE} is {size} bytes, over 1 MB"


def test_sources_not_modified(build: dict[str, object]) -> None:
    before, after = build["before"], build["after"]
    assert isinstance(before, dict) and isinstance(after, dict)
    changed = sorted(k for k in before.keys() | after.keys() if before.get(k) != after.get(k))
    assert not changed, f"the build changed or created files in the repository: {changed}"


def test_itch_zip_has_index_at_root(build: dict[str, object]) -> None:
    zip_path = build["zip"]
    assert isinstance(zip_path, Path)
    print(f"\nweb.zip: {zip_path.stat().st_size} bytes")
    with zipfile.ZipFile(zip_path) as zf:
        names = set(zf.namelist())
        assert zf.testzip() is None
    # the game and what keeps it offline; the example embedding page is for other sites
    assert names == {"index.html", ARCHIVE, "favicon.png", "sw.js", "manifest.json",
                     "icon-192.png", "icon-512.png"}


def test_self_contained_build_copies_the_runtime(tmp_path: Path) -> None:
    """--runtime PATH: the runtime's files next to the game, the page pointed at them."""
    runtime = tmp_path / "runtime-copy"
    for name in RUNTIME_FILES:
        (runtime / name).parent.mkdir(parents=True, exist_ok=True)
        (runtime / name).write_text(f"stand-in {name}\n")
    out = tmp_path / "web-offline"
    proc = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "build_web.py"), "--runtime", str(runtime),
         "--out", str(out)], cwd=ROOT, capture_output=True, text=True, timeout=120, check=False)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    for name in RUNTIME_FILES:
        assert (out / "runtime" / name).read_text() == f"stand-in {name}\n"
    html = (out / "index.html").read_text(encoding="utf-8")
    assert '<script src="runtime/pythons.js"' in html and "pygame-web.github.io/cdn" not in html
    with zipfile.ZipFile(tmp_path / "web-offline.zip") as zf:
        assert "runtime/cpython312/main.wasm" in zf.namelist()


def test_self_contained_build_refuses_an_incomplete_runtime(tmp_path: Path) -> None:
    runtime = tmp_path / "runtime-copy"
    runtime.mkdir()
    (runtime / "pythons.js").write_text("// only this\n")
    proc = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "build_web.py"), "--runtime", str(runtime),
         "--out", str(tmp_path / "out")], cwd=ROOT, capture_output=True, text=True, timeout=120,
        check=False)
    assert proc.returncode == 1
    assert "lacks browserfs.min.js" in proc.stderr and "vt/xterm.css" in proc.stderr
    assert not (tmp_path / "out").exists()  # nothing half-built is left behind
