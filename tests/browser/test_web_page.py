"""The built page in headless Chromium (tests/browser/page_check.mjs): it starts offline after
one visit, a page built for a runtime mirror asks that mirror only, a self-contained build
asks nothing of any other origin, the embedding frame keeps 16:9, the game's keys leave the
host page where it is, and full screen is offered where the page may use it.

pygbag's runtime is not reachable from test machines, so a local mirror serves stand-ins
under the runtime's file names (STAND_INS): its loader asks for the same files in the same
way (a module import, a script tag, fetches), then does what the game's start-up does for
the page (the archive fetch and canasta_ready()).
"""

from __future__ import annotations

import json
import os
import select
import subprocess
import sys
import time
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest
from test_pyodide import browser_prerequisites

ROOT = Path(__file__).resolve().parents[2]
CHECK = Path(__file__).resolve().parent / "page_check.mjs"
sys.path.insert(0, str(ROOT / "tools"))
from build_web import ARCHIVE, RUNTIME_DIR, RUNTIME_FILES  # noqa: E402

TIMEOUT_S = 180
CDN_PATH = "/cdn/0.9.3/"

STAND_INS: dict[str, str | bytes] = {
    "pythons.js": """// stand-in for pygbag's loader: the same requests, made the same way
const cdn = window.config.cdn
async function start() {
    await import("./vtx.js")                        // pythons.js: feat_vtx
    await new Promise((resolve, reject) => {       // pythons.js: jsimport(config.executable)
        const script = document.createElement("script")
        script.src = cdn + "cpython312/main.js"
        script.onload = resolve
        script.onerror = reject
        document.head.appendChild(script)
    })
    await window.standin_interpreter               // main.js: main.wasm and main.data
    const rc = await fetch(cdn + "cpythonrc.py")   // pythons.js: postrun()
    if (!rc.ok) throw new Error("cpythonrc.py: " + rc.status)
    const apk = await fetch("canasta.apk")         // the page's Python: MM.prepare(...)
    if (!apk.ok) throw new Error("canasta.apk: " + apk.status)
    await apk.arrayBuffer()
    window.canasta_ready()
    window.standin_done = true
}
start().catch((error) => { window.standin_error = String(error) })
""",
    "browserfs.min.js": "window.BrowserFS = window.BrowserFS || {}\n",
    "cpythonrc.py": "# stand-in for pygbag's cpythonrc.py\n",
    "cpython312/main.js": """(function () {
    const base = document.currentScript.src.replace(/main\\.js$/, "")
    const get = (name) => fetch(base + name).then((r) => {
        if (!r.ok) throw new Error(name + ": " + r.status)
        return r.arrayBuffer()
    })
    window.standin_interpreter = Promise.all([get("main.wasm"), get("main.data")])
})()
""",
    "cpython312/main.wasm": b"\x00asm\x01\x00\x00\x00",
    "cpython312/main.data": b"stand-in for the interpreter's file system\n" * 64,
    "vtx.js": """// stand-in for pygbag's vtx.js: the terminal comes from the runtime's vt/ folder
const base = window.config.cdn + "vt/"
const css = document.createElement("link")
css.rel = "stylesheet"
css.href = base + "xterm.css"
document.head.appendChild(css)
await new Promise((done) => { css.onload = done; css.onerror = done })  // settled before "done"
await import(base + "xterm.js")
await import(base + "xterm-addon-image.js")
export const WasmTerminal = null
""",
    "vt/xterm.js": "export const Terminal = null\n",
    "vt/xterm-addon-image.js": "export const ImageAddon = null\n",
    "vt/xterm.css": "/* stand-in */\n",
}

# Pages of another site (the mirror's origin) framing the game, with and without leave to go
# full screen (a frame of the same site may always).
FRAMING_SITE = """<!doctype html><html><head><meta charset="utf-8"></head><body>
<iframe src="{src}" title="Canasta" style="width: 640px; aspect-ratio: 16 / 9" {allow}></iframe>
</body></html>
"""

# The control for the key test: a frame that plays no part (no key handling) but cannot
# scroll either, so the keys scroll the page around it.
CONTROL_FRAME = """<!doctype html><html><head><meta charset="utf-8">
<style>html, body { margin: 0; height: 100%; overflow: hidden; }</style></head>
<body><canvas id="canvas" tabindex="1" width="1280" height="720"></canvas></body></html>
"""


def write_stand_ins(folder: Path) -> None:
    assert set(STAND_INS) == set(RUNTIME_FILES)  # one stand-in per file the page needs
    for name, content in STAND_INS.items():
        path = folder / name
        path.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(content, bytes):
            path.write_bytes(content)
        else:
            path.write_text(content, encoding="utf-8")


def build(out: Path, *args: str) -> None:
    proc = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "build_web.py"), "--out", str(out), *args],
        cwd=ROOT, capture_output=True, text=True, timeout=120, check=False)
    assert proc.returncode == 0, proc.stdout + proc.stderr


def read_line(proc: subprocess.Popen[str], deadline: float) -> str:
    assert proc.stdout is not None
    while time.monotonic() < deadline:
        ready, _, _ = select.select([proc.stdout], [], [], 0.5)
        if ready:
            line = proc.stdout.readline()
            if line:
                return line
            break
        if proc.poll() is not None:
            break
    proc.kill()
    _, err = proc.communicate(timeout=10)
    pytest.fail(f"page_check.mjs stopped or timed out:\n{err[-6000:]}")


@pytest.fixture(scope="module")
def checked(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    browser_prerequisites()
    tmp = tmp_path_factory.mktemp("page")
    page, mirror, standalone = tmp / "page", tmp / "mirror", tmp / "standalone"
    runtime = mirror / CDN_PATH.strip("/")
    write_stand_ins(runtime)
    deadline = time.monotonic() + TIMEOUT_S
    roots = {"page": str(page), "mirror": str(mirror), "standalone": str(standalone)}
    proc = subprocess.Popen(["node", str(CHECK), json.dumps(roots)], cwd=ROOT, text=True,
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE)
    try:
        ports = json.loads(read_line(proc, deadline))["ports"]
        origins = {name: f"http://127.0.0.1:{port}" for name, port in ports.items()}
        build(page, "--cdn", origins["mirror"] + CDN_PATH)
        build(standalone, "--runtime", str(runtime))
        (page / "control-frame.html").write_text(CONTROL_FRAME, encoding="utf-8")
        (page / "control-keys.html").write_text(
            (page / "embed.html").read_text(encoding="utf-8").replace(
                'src="index.html"', 'src="control-frame.html"'), encoding="utf-8")
        game = origins["page"] + "/index.html"
        (mirror / "allowed.html").write_text(FRAMING_SITE.format(
            src=game, allow='allow="fullscreen" allowfullscreen'), encoding="utf-8")
        (mirror / "forbidden.html").write_text(FRAMING_SITE.format(src=game, allow=""),
                                               encoding="utf-8")
        plan = {
            "standalone": origins["standalone"] + "/",
            "embed": origins["page"] + "/embed.html",
            "widths": [1280, 800, 390],
            "keys": origins["page"] + "/embed.html",
            "keys_control": origins["page"] + "/control-keys.html",
            "fullscreen": {"top": origins["page"] + "/index.html",
                           "allowed": origins["mirror"] + "/allowed.html",
                           "forbidden": origins["mirror"] + "/forbidden.html"},
            "offline": origins["page"] + "/",
        }
        assert proc.stdin is not None
        proc.stdin.write(json.dumps(plan) + "\n")
        proc.stdin.flush()
        results: dict[str, Any] = json.loads(read_line(proc, deadline))["results"]
    finally:
        if proc.poll() is None:
            proc.kill()
        proc.communicate(timeout=30)
    results["origins"] = origins
    return results


def paths(requests: list[dict[str, Any]], origin: str) -> set[str]:
    return {urlsplit(r["url"]).path for r in requests if r["url"].startswith(origin + "/")}


def test_nothing_leaves_the_machine(checked: dict[str, Any]) -> None:
    ours = tuple(origin + "/" for origin in checked["origins"].values())
    strays = [r["url"] for r in checked["all_requests"]
              if not r["url"].startswith(ours) and not r["url"].startswith(("data:", "blob:"))]
    assert strays == []


def test_a_page_built_for_a_mirror_asks_that_mirror_only(checked: dict[str, Any]) -> None:
    offline, origins = checked["offline"], checked["origins"]
    assert offline["first_error"] is None
    first = offline["first"]
    assert all(r["status"] == 200 for r in first), [r for r in first if r["status"] != 200]
    assert {urlsplit(r["url"]).netloc for r in first} == {
        urlsplit(origins["page"]).netloc, urlsplit(origins["mirror"]).netloc}
    assert paths(first, origins["mirror"]) == {CDN_PATH + name for name in RUNTIME_FILES}
    assert {"/", f"/{ARCHIVE}", "/favicon.png"} <= paths(first, origins["page"])
    # The page's service worker asked the same two origins for its copies.
    worker = [r["url"] for r in checked["all_requests"]
              if (r["worker"] or "").startswith(origins["page"] + "/")]
    assert any(u.startswith(origins["mirror"] + CDN_PATH) for u in worker), worker
    assert all(u.startswith((origins["page"] + "/", origins["mirror"] + "/")) for u in worker)


def test_after_one_visit_the_page_starts_with_the_servers_down(checked: dict[str, Any]) -> None:
    offline, origins = checked["offline"], checked["origins"]
    assert offline["uncached"] == []  # the worker kept every file the first visit fetched
    again = offline["again"]
    assert offline["again_error"] is None, again
    assert again, "the reload made no requests"
    not_cached = [r for r in again if not (r["fromServiceWorker"] and r["status"] == 200)]
    assert not_cached == []
    # ...and it is the same page: every file of the first visit was asked for again.
    assert paths(again, origins["mirror"]) == paths(offline["first"], origins["mirror"])
    assert paths(offline["first"], origins["page"]) <= paths(again, origins["page"])


def test_a_self_contained_build_needs_no_other_origin(checked: dict[str, Any]) -> None:
    standalone, origin = checked["standalone"], checked["origins"]["standalone"]
    assert standalone["error"] is None
    requests = standalone["requests"]
    assert requests and all(r["url"].startswith(origin + "/") for r in requests)
    assert all(r["status"] == 200 for r in requests)
    assert paths(requests, origin) >= {f"/{RUNTIME_DIR}/{name}" for name in RUNTIME_FILES}


@pytest.mark.parametrize("viewport", [1280, 800, 390])
def test_embedded_frame_keeps_16_to_9(checked: dict[str, Any], viewport: int) -> None:
    sizes = next(s for s in checked["embed"] if s["viewport"] == viewport)
    frame, canvas = sizes["frame"], sizes["canvas"]
    assert frame["width"] == pytest.approx(frame["room"], abs=1)  # as wide as its column
    assert frame["height"] == pytest.approx(frame["width"] * 9 / 16, abs=1)
    # Inside, the game's canvas fills the frame.
    assert canvas["width"] == pytest.approx(canvas["viewWidth"], abs=1)
    assert canvas["height"] == pytest.approx(canvas["viewHeight"], abs=1)


def test_game_keys_do_not_scroll_the_host_page(checked: dict[str, Any]) -> None:
    keys = checked["keys"]
    assert keys["control"] > 0, "the check must see a scroll where nothing prevents it"
    assert keys["page"] == 0


def test_full_screen_is_offered_where_the_page_may_use_it(checked: dict[str, Any]) -> None:
    fullscreen = checked["fullscreen"]
    assert fullscreen["top"] == "off"
    assert fullscreen["top_after_toggle"] == "on"
    assert fullscreen["allowed_frame"] == "off"
    assert fullscreen["forbidden_frame"] == "unavailable"


if __name__ == "__main__":  # pragma: no cover
    sys.exit(pytest.main([__file__, "-s", *os.sys.argv[1:]]))
