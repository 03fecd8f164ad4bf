"""Build the browser version of the game with pygbag, offline, without touching the sources.

    python tools/build_web.py [--out build/web] [--zip build/web.zip] [--cdn URL]
    python tools/build_web.py --runtime PATH --out build/web-offline    (self-contained)

Produces OUT/index.html, OUT/canasta.apk (the game archive: main.py, game/, assets/),
OUT/favicon.png, the offline support (OUT/sw.js, OUT/manifest.json and its icons) and
OUT/embed.html (an example page embedding the game), plus a zip for itch.io with the game's
files at its root. With --runtime, a local copy of pygbag's runtime files is copied to
OUT/runtime/ and the page loads the runtime from there (pygbag's runtime still asks its own
site for its package index; see docs/web.md).

Why it is done this way (read from pygbag 0.9.3's app.py, pack.py and optimizing.py):

* pygbag fetches its page template and favicon from its CDN unless --template and --icon name
  existing local files; its fetch retries every 5 s forever when offline, so the build would
  hang. We always pass web/template.tmpl and assets/icon.png.
* On Linux pygbag runs `black` over the whole app folder when black is importable (even with
  --no_opt), and pngquant / ffmpeg write "-pygbag" copies next to the sources. So pygbag only
  ever sees a throw-away staging copy of main.py, game/ and assets/, black is made
  unimportable in its process, and --no_opt turns off the asset optimisers. Source hashes are
  compared before and after, and the build fails if anything changed.
* pygbag always writes into <app folder>/build/web and names the archive after the app
  folder, so the staging folder is called "canasta" and the results are copied to --out.
* pygbag reads pygbag.ini (archive excludes) from its working directory: it runs in the
  repository root, so the root pygbag.ini applies.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
APP_NAME = "canasta"  # the staging folder's name becomes the archive's name: canasta.apk
ARCHIVE = f"{APP_NAME}.apk"
PYGBAG_VERSION = "0.9.3"
# pygbag's own default for 0.9.3 (app.py: https://pygame-web.github.io/cdn/<version>/).
DEFAULT_CDN = f"https://pygame-web.github.io/cdn/{PYGBAG_VERSION}/"
TEMPLATE = ROOT / "web" / "template.tmpl"
SERVICE_WORKER = ROOT / "web" / "sw.js"
EMBED_PAGE = ROOT / "web" / "embed.html"
ICON = ROOT / "assets" / "icon.png"
SHIPPED = ("main.py", "game", "assets")  # all that goes into the archive
PYGBAG_OUTPUTS = ("index.html", ARCHIVE, "favicon.png")
APP_ICONS = {"icon-192.png": 192, "icon-512.png": 512}  # what browsers want to install it
# The game's files, which the service worker keeps (and the itch.io zip holds).
GAME_FILES = (*PYGBAG_OUTPUTS, "manifest.json", *APP_ICONS)
OUTPUTS = (*GAME_FILES, "sw.js", "embed.html")
TIMEOUT_S = 60
# The files the page loads from the runtime base (pygbag 0.9.3's pythons.js and the page):
# the loader, BrowserFS (mounts the archive), the interpreter with its standard library,
# the start-up code it runs, and the terminal (imported even when it stays hidden).
RUNTIME_FILES = (
    "pythons.js", "browserfs.min.js", "cpythonrc.py",
    "cpython312/main.js", "cpython312/main.wasm", "cpython312/main.data",
    "vtx.js", "vt/xterm.js", "vt/xterm-addon-image.js", "vt/xterm.css",
)
RUNTIME_DIR = "runtime"  # where --runtime puts the copy, next to index.html

# Runs pygbag in a child process with `black` blocked: pygbag's optimiser does
# `import black` and, when that works, reformats the app folder in place.
PYGBAG_BOOT = (
    "import sys; sys.modules['black'] = None; "
    "from pygbag.app import main; sys.exit(main())"
)


class BuildError(RuntimeError):
    pass


def source_digest(root: Path = ROOT) -> dict[str, str]:
    """sha256 of every file the build reads, so a rewrite of any of them is noticed."""
    digests: dict[str, str] = {}
    candidates = [root / "main.py", root / "pygbag.ini", TEMPLATE]
    for folder in ("game", "assets", "web", "tools"):
        candidates.extend(p for p in sorted((root / folder).rglob("*")) if p.is_file())
    for path in candidates:
        if not path.is_file() or "__pycache__" in path.parts:
            continue
        digests[path.relative_to(root).as_posix()] = hashlib.sha256(path.read_bytes()).hexdigest()
    return digests


def stage(root: Path, dest: Path) -> None:
    """Copy only what ships into dest (a folder named APP_NAME)."""
    dest.mkdir(parents=True)
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc", "*.pyo", ".*")
    for name in SHIPPED:
        src = root / name
        if src.is_dir():
            shutil.copytree(src, dest / name, ignore=ignore)
        elif src.is_file():
            shutil.copy2(src, dest / name)
        else:
            raise BuildError(f"{src} is missing: the web build needs main.py, game/ and assets/")


def run_pygbag(app_dir: Path, cdn: str, cwd: Path, timeout: float) -> str:
    args = [
        sys.executable, "-c", PYGBAG_BOOT,
        "--build",            # build only: no test server
        "--no_opt",           # no pngquant/ffmpeg rewriting of assets
        "--template", str(TEMPLATE),
        "--icon", str(ICON),
        "--cdn", cdn,
        "--title", "Canasta",
        "--package", "org.canasta.game",
        "--ume_block", "0",   # a card game needs no "click to enable sound" gate
        "--can_close", "1",   # no "leave this page?" prompt, which misbehaves in iframes
        str(app_dir),
    ]
    env = dict(os.environ)
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    try:
        proc = subprocess.run(args, cwd=cwd, env=env, capture_output=True, text=True,
                              timeout=timeout, check=False)
    except subprocess.TimeoutExpired as exc:
        out = (exc.stdout or b"")
        text = out.decode(errors="replace") if isinstance(out, bytes) else out
        raise BuildError(
            f"pygbag did not finish within {timeout:.0f} s; it hangs when it tries to fetch "
            f"from the network (urllib.request.urlretrieve in the log?)\n{text[-3000:]}"
        ) from exc
    log = proc.stdout + proc.stderr
    if proc.returncode != 0:
        raise BuildError(f"pygbag failed with exit code {proc.returncode}\n{log[-4000:]}")
    if "urlretrieve(" in log or "caching template" in log or "caching icon" in log:
        raise BuildError(f"pygbag tried to download something, the build must be offline\n{log}")
    return log


def write_itch_zip(out: Path, zip_path: Path, with_runtime: bool = False) -> None:
    """itch.io wants index.html at the zip's root; fixed timestamps keep the zip reproducible.
    The example page stays out: it is for people embedding the game on their own site."""
    zip_path.parent.mkdir(parents=True, exist_ok=True)
    tmp = zip_path.with_name(zip_path.name + ".tmp")
    names = [*GAME_FILES, "sw.js"]
    if with_runtime:
        names += [f"{RUNTIME_DIR}/{name}" for name in RUNTIME_FILES]
    with zipfile.ZipFile(tmp, "w", compression=zipfile.ZIP_DEFLATED) as zf:
        for name in names:
            info = zipfile.ZipInfo(name, date_time=(2024, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_STORED if name == ARCHIVE else zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            zf.writestr(info, (out / name).read_bytes())
    os.replace(tmp, zip_path)


def prepare_out(out: Path) -> None:
    # Only ever delete a folder that a previous build made, never some unrelated directory.
    if out.exists():
        contents = {p.name for p in out.iterdir()}
        if contents and not (out / "index.html").exists():
            raise BuildError(f"{out} exists and does not look like a previous web build")
        shutil.rmtree(out)
    out.mkdir(parents=True)


def check_runtime(runtime: Path) -> None:
    """A local copy of pygbag's runtime must hold every file the page asks for."""
    if not runtime.is_dir():
        raise BuildError(f"--runtime {runtime}: no such folder")
    missing = [name for name in RUNTIME_FILES if not (runtime / name).is_file()]
    if missing:
        raise BuildError(
            f"--runtime {runtime} lacks {', '.join(missing)}: copy pygbag {PYGBAG_VERSION}'s "
            f"runtime folder ({DEFAULT_CDN}) with every file listed in docs/web.md")


def write_app_icons(out: Path) -> None:
    """The installed app's icons, drawn at each size (tools/make_icon.py draws the favicon)."""
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        from make_icon import draw_icon  # first: it sets SDL up to draw without a window
    finally:
        sys.path.pop(0)
    import pygame
    for name, size in APP_ICONS.items():
        pygame.image.save(draw_icon(size), str(out / name))


def write_manifest(out: Path) -> None:
    manifest = {
        "name": "Canasta",
        "short_name": "Canasta",
        "description": "Canasta against the computer: every variant, four languages.",
        "start_url": "./index.html",
        "scope": "./",
        "display": "fullscreen",
        "orientation": "landscape",
        "background_color": "#0c4626",
        "theme_color": "#0c4626",
        "icons": [{"src": name, "sizes": f"{size}x{size}", "type": "image/png"}
                  for name, size in APP_ICONS.items()],
    }
    (out / "manifest.json").write_text(json.dumps(manifest, indent=2) + "\n", encoding="utf-8")


def write_service_worker(out: Path, cdn: str) -> str:
    """sw.js with this build's values; returns the build id (it names the game's cache, so
    a new build replaces what the last one cached)."""
    digest = hashlib.sha256()
    for name in GAME_FILES:
        digest.update(name.encode() + b"\0" + (out / name).read_bytes())
    build_id = digest.hexdigest()[:12]
    text = SERVICE_WORKER.read_text(encoding="utf-8")
    values = {
        "build": build_id,
        "pygbag": PYGBAG_VERSION,
        "cdn": cdn,
        # index.html rather than "./": some hosts answer a folder's address with an error
        "game_files": json.dumps(list(GAME_FILES)),
    }
    for key, value in values.items():
        text = text.replace("{{" + key + "}}", value)
    if "{{" in text:
        raise BuildError("web/sw.js has a placeholder the build does not fill")
    (out / "sw.js").write_text(text, encoding="utf-8")
    return build_id


def build(out: Path, zip_path: Path, cdn: str, root: Path = ROOT,
          timeout: float = TIMEOUT_S, runtime: Path | None = None) -> dict[str, int]:
    if runtime is not None:
        check_runtime(runtime)
        cdn = f"{RUNTIME_DIR}/"  # relative: the folder works wherever it is served from
    if not cdn.endswith("/"):
        cdn += "/"  # pygbag concatenates file names straight onto the base
    for needed in (TEMPLATE, ICON, SERVICE_WORKER, EMBED_PAGE):
        # pygbag would silently try to download a missing template or icon (and hang)
        if not needed.is_file():
            raise BuildError(f"{needed} is missing (make the icon with tools/make_icon.py)")
    started = time.monotonic()
    before = source_digest(root)
    with tempfile.TemporaryDirectory(prefix="canasta-web-") as tmp:
        app_dir = Path(tmp) / APP_NAME
        stage(root, app_dir)
        run_pygbag(app_dir, cdn, cwd=root, timeout=timeout)
        produced = app_dir / "build" / "web"
        missing = [n for n in PYGBAG_OUTPUTS if not (produced / n).is_file()]
        if missing:
            raise BuildError(f"pygbag did not produce {missing} in {produced}")
        prepare_out(out)
        # canasta.tar.gz, which pygbag also writes, is left out: the page loads the .apk.
        for name in PYGBAG_OUTPUTS:
            shutil.copy2(produced / name, out / name)
    write_app_icons(out)
    write_manifest(out)
    write_service_worker(out, cdn)
    shutil.copy2(EMBED_PAGE, out / "embed.html")
    if runtime is not None:
        for name in RUNTIME_FILES:
            target = out / RUNTIME_DIR / name
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(runtime / name, target)
    write_itch_zip(out, zip_path, runtime is not None)
    after = source_digest(root)
    if before != after:
        changed = sorted(k for k in before.keys() | after.keys() if before.get(k) != after.get(k))
        raise BuildError(f"the build modified sources: {changed}")
    sizes = {name: (out / name).stat().st_size for name in OUTPUTS}
    sizes[zip_path.name] = zip_path.stat().st_size
    print(f"web build done in {time.monotonic() - started:.1f} s (runtime CDN: {cdn})")
    for name, size in sizes.items():
        print(f"  {name:<14} {size / 1024:8.1f} KiB")
    print(f"  output: {out}\n  itch.io zip: {zip_path}")
    return sizes


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "build" / "web",
                        help="output folder (default: build/web)")
    parser.add_argument("--zip", type=Path, default=None,
                        help="itch.io zip (default: OUT.zip next to the output folder)")
    parser.add_argument("--cdn", default=DEFAULT_CDN,
                        help=f"base URL of pygbag's runtime files (default: {DEFAULT_CDN}); "
                             "point it at a mirror to play offline, see docs/web.md")
    parser.add_argument("--runtime", type=Path, default=None,
                        help="a local copy of pygbag's runtime folder: copied next to the "
                             "game (OUT/runtime/) and loaded from there")
    parser.add_argument("--timeout", type=float, default=TIMEOUT_S)
    args = parser.parse_args(argv)
    out = args.out.resolve()
    zip_path = (args.zip or out.with_name(out.name + ".zip")).resolve()
    try:
        build(out, zip_path, args.cdn, timeout=args.timeout,
              runtime=args.runtime.resolve() if args.runtime else None)
    except BuildError as exc:
        print(f"build_web: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
