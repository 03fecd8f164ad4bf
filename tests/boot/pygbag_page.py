"""Boot a built web page the way pygbag's runtime does, natively, and play it frame by frame.

    python tests/boot/pygbag_page.py --web build/web --root TMP --scenario menu

What runs is pygbag's own Python side, from the installed pygbag package: ``cpythonrc.py``
(executed in ``__main__`` as pygbag's pythons.js does), its ``aio`` package (which replaces
asyncio and sys.exit, and whose ``aio.recycle`` snapshots ``__main__``), ``__EMSCRIPTEN__``
(the ``platform`` module the game sees), ``import_site`` and ``shell.runpy`` with the package
lookup of ``aio.pep0723``. The page's own Python (the template's ``custom_site``, read from
the built index.html) mounts the built game archive and starts ``main.py`` through the
runtime's console, inside ``__main__``. Frames are driven by ``aio.step()``, as the page's
requestAnimationFrame does, with SDL's dummy video and audio drivers.

Stood in, as thin as they can be: the C side (the ``embed`` module, ``sys._emscripten_info``,
a wasm ``os.uname``), the page's JavaScript (``embed_browser``: the window with its
localStorage, canvas, location, the media manager that mounts the archive, the fetch of
pygbag's package index), and the runtime's own helper packages that pygbag's pip package
does not ship (``platform_wasm``, ``installer``, ``pyparsing``). The only change to the code
under test: the page's absolute ``/data/data/`` paths are rooted in --root, because this
machine has no such folder and must not get one.

Prints one line ``PYGBAG-PAGE {json}`` at the end: what happened (see ``Monitor.report``).
"""

from __future__ import annotations

import argparse
import asyncio  # the real one: kept to read aio's tasks after aio has replaced it
import builtins
import gc
import importlib.util
import json
import os
import re
import sys
import time
import traceback
import types
import zipfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

RESULT_MARK = "PYGBAG-PAGE "
FRAME_SECONDS = 1 / 60  # requestAnimationFrame on a 60 Hz screen
INDEX_URL_START = "https://pygame-web.github.io/cdn/index-0.9.3-cp3"
# An excerpt of pygbag's package index for 0.9.3 (its shape: import name -> wheel path).
PACKAGE_INDEX = {
    "-CDN-": "https://pygame-web.github.io/archives/repo/",
    "pygame.base": "cp312-0.9.3/pygame_static-1.0-<abi>-<abi>-<api>.whl",
    "pygame_gui": "pkg/pygame_gui-0.6.9-py3-none-any.whl",
    "numpy": "cp312-0.9.3/numpy-1.26.4-<abi>-<abi>-pyodide_2024_0_wasm32.whl",
}


def pygbag_support() -> Path:
    spec = importlib.util.find_spec("pygbag")
    if spec is None or not spec.submodule_search_locations:
        raise SystemExit("pygbag is not installed (make venv installs it)")
    return Path(next(iter(spec.submodule_search_locations))) / "support"


# ------------------------------------------------------------------------------ JS stand-ins

class JSObject:
    """A JavaScript object: attributes only. A missing one raises AttributeError, so code that
    reaches for something the stand-in lacks fails loudly instead of reading a default."""

    def __init__(self, **attributes: Any) -> None:
        self.__dict__.update(attributes)

    def __repr__(self) -> str:
        return f"JSObject({', '.join(sorted(self.__dict__))})"


class LocalStorage:
    """window.localStorage as pygbag's bridge shows it to Python: JS null (a missing key,
    key(i) past the end) arrives as None (emval_to_py in pygbag's browsermodule.c)."""

    def __init__(self, items: dict[str, str] | None = None) -> None:
        self.items: dict[str, str] = dict(items or {})

    @property
    def length(self) -> int:
        return len(self.items)

    def key(self, index: int) -> str | None:
        keys = list(self.items)
        return keys[index] if 0 <= index < len(keys) else None

    def getItem(self, key: str) -> str | None:  # noqa: N802 - the Web Storage names
        return self.items.get(str(key))

    def setItem(self, key: str, value: str) -> None:  # noqa: N802
        self.items[str(key)] = str(value)

    def removeItem(self, key: str) -> None:  # noqa: N802
        self.items.pop(str(key), None)


class Track:
    """What the page's MM.prepare returns for a mounted archive: ready once mounted."""

    def __init__(self) -> None:
        self.ready = False
        self.len = 0
        self.pos = 0


class Page:
    """The page's side: what the browser would fetch, mount and show."""

    def __init__(self, web: Path, root: Path, storage: LocalStorage,
                 replace_main: str | None = None) -> None:
        self.web = web
        self.root = root
        self.storage = storage
        self.replace_main = replace_main
        self.fetched: list[str] = []
        self.mounted: list[str] = []
        self.status: list[str] = []
        self.ready_calls = 0
        self.frame = 0
        self._mounts: list[tuple[int, Track, Path, Path]] = []

    # pythons.js: window.cross_file(url, store, flags), a generator the runtime iterates
    def cross_file(self, url: str, store: str, flags: Any = None) -> Iterator[Any]:
        self.fetched.append(str(url))
        yield 0  # the browser's fetch takes a while
        if str(url).startswith(INDEX_URL_START):
            Path(store).write_text(json.dumps(PACKAGE_INDEX), encoding="utf-8")
            yield store
            return
        return  # any other address: a failed fetch, as offline

    # pythons.js: MM.prepare(url, cfg) downloads the archive and mounts it (BrowserFS zip)
    def prepare(self, url: str, cfg: str) -> Track:
        self.fetched.append(str(url))
        mount = json.loads(cfg)["mount"]
        track = Track()
        point = Path(mount["point"])
        self._mounts.append((self.frame + 3, track, self.web / url, point))
        return track

    def step(self) -> None:
        self.frame += 1
        for due, track, archive, point in list(self._mounts):
            if self.frame >= due:
                with zipfile.ZipFile(archive) as zf:
                    zf.extractall(point)
                if self.replace_main is not None:
                    (point / "assets" / "main.py").write_text(self.replace_main)
                track.len = track.pos = archive.stat().st_size
                track.ready = True
                self.mounted.append(str(point))
                self._mounts.remove((due, track, archive, point))

    def window(self, fullscreen: str) -> JSObject:
        def status(text: str) -> None:
            self.status.append(str(text))

        def ready() -> None:
            self.ready_calls += 1

        window = JSObject(
            location=JSObject(href="https://games.example.org/canasta/index.html", port="",
                              search="", hash=""),
            canvas=JSObject(width=1, height=1),  # pygbag's page starts with a 1x1 canvas
            localStorage=self.storage,
            navigator=JSObject(language="en-GB", userAgent="Mozilla/5.0 Chrome/126"),
            JSON=JSObject(parse=json.loads, stringify=json.dumps),
            python=JSObject(is_ready=0, config=JSObject(debug=False)),
            MM=JSObject(prepare=self.prepare, UME=True),  # UME: --ume_block 0
            cross_file=self.cross_file,
            RAW_MODE=0,
            canasta_status=status,
            canasta_ready=ready,
            canasta_fullscreen_state=lambda: fullscreen,
            canasta_toggle_fullscreen=lambda: None,
        )
        window.globalThis = window
        window.document = JSObject(body=JSObject(style=JSObject()))
        return window


# ------------------------------------------------------------------------- C-side stand-ins

def install_runtime_stand_ins(page: Page, window: JSObject) -> None:
    """What pygbag's C runtime and page provide before cpythonrc.py runs."""
    embed = types.ModuleType("embed")
    embed.log = embed.warn = lambda *a: print(*a, file=sys.stderr)  # type: ignore[attr-defined]
    embed.flush = lambda: (sys.stdout.flush(), sys.stderr.flush())  # type: ignore[attr-defined]
    embed.counter = lambda: page.frame  # type: ignore[attr-defined]  # >= 0: preloading done
    embed.run = lambda: None  # type: ignore[attr-defined]
    embed.preload = lambda path: None  # type: ignore[attr-defined]
    embed.preloading = lambda: 0  # type: ignore[attr-defined]
    embed.prompt = lambda *a: None  # type: ignore[attr-defined]
    embed.set_ps1 = embed.set_ps2 = lambda *a: None  # type: ignore[attr-defined]
    embed.readline = lambda: ""  # type: ignore[attr-defined]
    sys.modules["embed"] = embed
    sys.modules["embed_emscripten"] = types.ModuleType("embed_emscripten")
    browser = types.ModuleType("embed_browser")
    browser.__dict__.update(
        window=window, document=window.document, navigator=window.navigator,
        Audio=JSObject, File=JSObject, Object=JSObject, fetch=None, console=JSObject(),
        prompt=None, alert=None, confirm=None, Reflect=JSObject(), Array=list,
    )
    sys.modules["embed_browser"] = browser
    # Helpers the runtime carries in its own file system (not in pygbag's pip package).
    todo = types.ModuleType("platform_wasm.todo")

    def patch() -> dict[str, Callable[[], None]]:
        sys.modules["platform"].patches = {}  # type: ignore[attr-defined]
        return {}

    todo.patch = patch  # type: ignore[attr-defined]
    package = types.ModuleType("platform_wasm")
    package.todo = todo  # type: ignore[attr-defined]
    sys.modules["platform_wasm"] = package
    sys.modules["platform_wasm.todo"] = todo
    for name in ("installer", "pyparsing"):
        sys.modules[name] = types.ModuleType(name)  # imported by aio.pep0723, used to install
    sys._emscripten_info = types.SimpleNamespace(  # type: ignore[attr-defined]
        runtime="Mozilla/5.0 (X11; Linux x86_64) Chrome/126", pthreads=False,
        shared_memory=False, emscripten_version=(3, 1, 61))
    sys.platform = "emscripten"
    real_uname = os.uname

    def wasm_uname() -> Any:
        u = real_uname()
        return types.SimpleNamespace(sysname="Emscripten", nodename=u.nodename,
                                     release=u.release, version=u.version, machine="wasm32")

    os.uname = wasm_uname  # type: ignore[assignment]  # cross.py reads __WASM__ from it


def py_config(argv: list[str]) -> dict[str, Any]:
    """The PyConfig pythons.js hands to the interpreter (auto_conf), for a page address whose
    part after '#' is ``argv`` joined with %20."""
    cdn = "https://pygame-web.github.io/cdn/0.9.3/"
    return {
        "isolated": 0, "parse_argv": 0, "quiet": 0, "run_filename": "main.py",
        "write_bytecode": 0, "skip_source_first_line": 1, "bytes_warning": 0,
        "warn_default_encoding": 0, "code_debug_ranges": 1, "check_hash_pycs_mode": "default",
        "configure_c_stdio": 1, "dev_mode": -1, "dump_refs": 0, "exec_prefix": None,
        "executable": f"{cdn}cpython312/main.js", "faulthandler": 0,
        "filesystem_encoding": "utf-8", "filesystem_errors": "surrogatepass",
        "use_hash_seed": 1, "hash_seed": 1, "home": None, "import_time": 0, "inspect": 1,
        "install_signal_handlers": 0, "interactive": 0, "legacy_windows_stdio": 0,
        "malloc_stats": 0, "platlibdir": "lib",
        "prefix": "/data/data/org.python/assets/site-packages", "ps1": ">J> ", "ps2": "... ",
        "argv": list(argv) or [""],  # no '#' in the address: pythons.js passes [""]
        "orig_argv": [""],
    }


def page_script(index_html: str) -> str:
    """The text of the page's <script ... pythons.js ...> element: the Python pythons.js
    hands to the runtime as __main__.py."""
    match = re.search(r"<script[^>]*pythons\.js[^>]*>(.*?)</script>", index_html, re.S)
    if match is None:
        raise SystemExit("index.html has no pythons.js script element")
    return match.group(1)


# ---------------------------------------------------------------------------- the frame loop

class Monitor:
    """Watches the runtime between frames: tasks that fail, the main task, the App."""

    def __init__(self, aio: Any, page: Page, main_module: types.ModuleType) -> None:
        self.aio = aio
        self.page = page
        self.main_module = main_module
        self.tasks: set[Any] = set()
        self.failures: list[str] = []
        self.main_task: Any = None
        self.main_result: Any = None
        self.main_done = False
        self.app: Any = None
        self.frames = 0

    def _watch_tasks(self) -> None:
        for task in asyncio.all_tasks(self.aio.loop):
            self.tasks.add(task)
            if task.get_name() == "main" and self.main_task is None:
                self.main_task = task

    def step(self) -> None:
        if self.main_task is None:
            # Until main() runs, the page's loader polls with asyncio.sleep(0.1): give it the
            # browser's frame rate in real time. Then the game paces itself (clock.tick), or
            # runs flat out with --turbo.
            time.sleep(FRAME_SECONDS)
        self._watch_tasks()  # tasks created since the last frame (a frame may end them)
        self.page.step()
        self.aio.step()
        self.frames += 1
        self._watch_tasks()
        for task in [t for t in self.tasks if t.done()]:
            self.tasks.discard(task)
            if task.cancelled():
                continue
            error = task.exception()
            if error is not None:
                text = "".join(traceback.format_exception(error)).strip()
                self.failures.append(f"task {task.get_name()} failed: {text}")
            elif task is self.main_task:
                self.main_result = task.result()
        if self.main_task is not None and self.main_task.done():
            self.main_done = True
        if self.aio.paused and not self.aio.exit:
            self.failures.append("the aio loop paused itself (an exception in a frame)")
        if self.app is None and "game.ui.app" in sys.modules:
            app_class = sys.modules["game.ui.app"].App
            self.app = next((o for o in gc.get_objects() if isinstance(o, app_class)), None)

    def run_until(self, done: Callable[[], bool], max_frames: int, what: str) -> None:
        for _ in range(max_frames):
            if done() or self.failures:
                return
            self.step()
        if not done() and not self.failures:
            self.failures.append(f"gave up after {max_frames} frames waiting for {what}")

    def top(self) -> Any:
        return None if self.app is None else self.app.scenes.top

    def top_name(self) -> str:
        return type(self.top()).__name__

    def report(self, **extra: Any) -> dict[str, Any]:
        app = self.app
        main_vars = vars(self.main_module)
        return {
            "failures": self.failures,
            "frames": self.frames,
            "app_frames": None if app is None else app.frame,
            "main_started": self.main_task is not None,
            "main_done": self.main_done,
            "main_result": self.main_result,
            "top": self.top_name(),
            "fetched": self.page.fetched,
            "mounted": self.page.mounted,
            "status": self.page.status,
            "ready_calls": self.page.ready_calls,
            "main_globals_kept": all(n in main_vars for n in ("main", "run", "time", "pygame")),
            "game_package": getattr(sys.modules.get("game"), "__file__", None),
            "storage_keys": sorted(self.page.storage.items),
            **extra,
        }


# ----------------------------------------------------------------------------------- input

def mouse(kind: str, pos: tuple[float, float]) -> None:
    """Post a mouse event as SDL does when the canvas is clicked."""
    import pygame

    p = (int(pos[0]), int(pos[1]))
    if kind == "motion":
        event = pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0),
                                   touch=False)
    else:
        event_type = pygame.MOUSEBUTTONDOWN if kind == "down" else pygame.MOUSEBUTTONUP
        event = pygame.event.Event(event_type, pos=p, button=1, touch=False)
    pygame.event.post(event)


def tap(monitor: Monitor, pos: tuple[float, float]) -> None:
    """Post a touch on the canvas as SDL does (a finger down and up, in 0..1 units)."""
    import pygame

    x, y = pos[0] / 1280, pos[1] / 720
    for kind in (pygame.FINGERDOWN, pygame.FINGERUP):
        pygame.event.post(pygame.event.Event(kind, x=x, y=y, dx=0.0, dy=0.0, finger_id=0,
                                             touch_id=0, pressure=1.0))
    for _ in range(2):
        monitor.step()


def click(monitor: Monitor, pos: tuple[float, float]) -> None:
    mouse("motion", pos)
    mouse("down", pos)
    mouse("up", pos)
    for _ in range(2):
        monitor.step()


def saved_actions(page: Page) -> list[list[Any]]:
    text = page.storage.items.get("canasta:saves/current")
    if text is None:
        return []
    envelope = json.loads(text)
    record = envelope["payload"].get("record", envelope["payload"])
    return list(record["actions"])


# ------------------------------------------------------------------------------- scenarios

def scenario_menu(monitor: Monitor, shots: Path) -> dict[str, Any]:
    """The menu for 300 frames."""
    monitor.run_until(lambda: monitor.app is not None and monitor.app.frame > 0, 2000,
                      "the first frame")
    if monitor.failures:
        return {}
    start = monitor.app.frame
    monitor.run_until(lambda: monitor.app.frame - start >= 300 or monitor.main_done, 1000,
                      "300 menu frames")
    import pygame

    screen = pygame.display.get_surface()
    pygame.image.save(screen, str(shots / "pygbag-menu.png"))
    menu = monitor.top()
    fullscreen = getattr(menu, "fullscreen_button", None)
    return {
        "menu_frames": monitor.app.frame - start,
        "screen_size": list(screen.get_size()),
        "display_flags": screen.get_flags(),
        "scaled_or_resizable": bool(screen.get_flags() & (pygame.SCALED | pygame.RESIZABLE)),
        "fullscreen_label": None if fullscreen is None else fullscreen.label,
        "menu_buttons": [b.label for b in getattr(menu, "buttons", [])],
    }


def scenario_demo(monitor: Monitor, shots: Path) -> dict[str, Any]:
    """--demo --turbo --quit-after-hand: bots play a hand to the scoring screen."""
    monitor.run_until(lambda: monitor.main_done, 60_000, "the hand's scoring screen")
    app = monitor.app
    from game.ui.app import is_scoring

    return {"scoring_shown": app is not None and is_scoring(app.scenes.top),
            "exit_code": None if app is None else app.exit_code,
            "shots": sorted(p.name for p in shots.glob("*.png"))}


def scenario_continue(monitor: Monitor, shots: Path) -> dict[str, Any]:
    """Continue a saved game with the mouse, play the human's turn with the mouse (draw from
    the stock, drag a card onto the pile), and let the bots play on."""
    import pygame

    page = monitor.page
    before = len(saved_actions(page))
    monitor.run_until(lambda: monitor.top_name() == "MenuScene", 2000, "the menu")
    if monitor.failures:
        return {}
    continue_button = monitor.top().continue_button
    click(monitor, continue_button.rect.center)
    monitor.run_until(lambda: monitor.top_name() == "TableScene", 200, "the table")
    if monitor.failures:
        return {}
    table = monitor.top()
    monitor.run_until(table.my_turn, 20_000, "the human's turn")
    if monitor.failures:
        return {}
    bots_played = len(saved_actions(page)) - before
    human = table.human
    turn_start = len(saved_actions(page))
    click(monitor, table.layout.stock.center)  # draw
    monitor.run_until(lambda: table.my_turn() and table.state.phase == "play", 600,
                      "the draw to finish")
    if monitor.failures:
        return {}
    drawn = len(saved_actions(page)) - turn_start
    for _attempt in range(2):  # a discard warning asks for a second drop
        if not (table.my_turn() and table.state.phase == "play"):
            break
        item = table.hand.items[-1]
        strip = min(table.hand.pitch() or table.sizes.hand, table.sizes.hand)
        start = (item.x + strip / 2, item.y + 50)
        end = table.layout.pile.center
        mouse("down", start)
        mouse("motion", ((start[0] + end[0]) / 2, (start[1] + end[1]) / 2))
        mouse("motion", end)
        mouse("up", end)
        for _ in range(3):
            monitor.step()
    human_actions = [a for a in saved_actions(page)[turn_start:] if a[0] == human]
    after_human = len(saved_actions(page))
    monitor.run_until(lambda: any(a[0] != human for a in saved_actions(page)[after_human:]),
                      20_000, "a bot to play after the human")
    pygame.image.save(pygame.display.get_surface(), str(shots / "pygbag-continued.png"))
    return {
        "saved_before": before,
        "bots_played_before_human": bots_played,
        "human_draws": drawn,
        "human_actions": human_actions,
        "played_on": len(saved_actions(page)) > after_human,
    }


def press(monitor: Monitor, key: int) -> None:
    """Post a key press as SDL does for the canvas, and run two frames."""
    import pygame

    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
    for _ in range(2):
        monitor.step()


def finish_the_game(monitor: Monitor) -> dict[str, Any]:
    """Continue the saved game with the mouse and play it to its end (the player's turns as
    the easy computer player would play them, the hands' scores closed with the mouse)."""
    monitor.run_until(lambda: monitor.top_name() == "MenuScene", 2000, "the menu")
    if monitor.failures:
        return {}
    click(monitor, monitor.top().continue_button.rect.center)
    monitor.run_until(lambda: monitor.top_name() == "TableScene", 200, "the table")
    if monitor.failures:
        return {}
    table = monitor.top()
    from game.ai import make_bot  # the page's game package, mounted from the archive by now

    me = make_bot("easy", 1)
    for _ in range(60_000):
        top = monitor.top()
        if monitor.failures or (top is not table and top.state.is_game_over):
            break
        if top is not table:
            click(monitor, top.button.rect.center)  # Next hand
        elif table.my_turn():
            table.play(me.choose(table.state.player_view(table.human)))
        monitor.step()
    scoring = monitor.top()
    return {"game_over": bool(getattr(scoring, "game_over", False)),
            "winner": table.state.winner, "notice": monitor.app.notice,
            "record_length": len(table.record.actions), "new_game": scoring.button.label}


def scenario_statistics_and_replays(monitor: Monitor, shots: Path) -> dict[str, Any]:
    """A saved game played to its end; then Statistics and Replays from the menu with the
    mouse; the finished game replayed to its first score, stepped back and seen from another
    seat with the keys."""
    import pygame

    report = finish_the_game(monitor)
    if monitor.failures or not report.get("game_over"):
        return report
    click(monitor, monitor.top().button.rect.center)  # New game: its screen, over the menu
    monitor.run_until(lambda: monitor.top_name() == "NewGameScene", 200, "the New game screen")
    if monitor.failures:
        return report
    click(monitor, monitor.top().back_button.rect.center)  # Back: the menu
    monitor.run_until(lambda: monitor.top_name() == "MenuScene", 200, "the menu")
    click(monitor, monitor.top().button("Statistics").rect.center)
    monitor.run_until(lambda: monitor.top_name() == "StatisticsScene", 200, "statistics")
    if monitor.failures:
        return report
    stats = monitor.top()
    pygame.image.save(pygame.display.get_surface(), str(shots / "pygbag-statistics.png"))
    from game.ui.scenes.statistics import figure_rows

    report["figures"] = dict(figure_rows(stats.tally))
    report["statistics_problem"] = stats.problem
    press(monitor, pygame.K_ESCAPE)
    click(monitor, monitor.top().button("Replays").rect.center)
    monitor.run_until(lambda: monitor.top_name() == "ReplayListScene", 200, "the replays")
    if monitor.failures:
        return report
    replays = monitor.top()
    report["replays"] = [(e.title, e.detail) for e in replays.entries]
    click(monitor, replays.rows[0].rect.center)
    monitor.run_until(lambda: monitor.top_name() == "TableScene", 200, "the replay")
    if monitor.failures:
        return report
    table = monitor.top()
    driver = table.replay
    monitor.run_until(lambda: monitor.top_name() == "ScoringScene", 60_000, "the first score")
    if monitor.failures:
        return report
    pygame.image.save(pygame.display.get_surface(), str(shots / "pygbag-replay-score.png"))
    report["replay_first_score_at"] = len(table.record.actions)
    press(monitor, pygame.K_ESCAPE)  # Close: back to the table, paused
    press(monitor, pygame.K_LEFT)  # one action back
    index = len(table.record.actions)
    report["stepped_back_to"] = index
    report["state_matches"] = (table.state.to_position()
                               == driver.game.state_at(index).to_position())
    press(monitor, pygame.K_v)  # the next seat at the bottom: every hand is open
    report["bottom_after_v"] = table.bottom
    tap(monitor, driver.controls.buttons["back"].rect.center)  # one more back, by touch
    report["tapped_back_to"] = len(table.record.actions)
    report["open_seats"] = list(driver.game.open_seats())
    report["replay_top"] = monitor.top_name()
    pygame.image.save(pygame.display.get_surface(), str(shots / "pygbag-replay.png"))
    return report


def scenario_lesson(monitor: Monitor, shots: Path) -> dict[str, Any]:
    """Learn to play, clicked in the menu, then the whole guided first game by posted mouse
    events (tests/ui/lesson_driver.py, the UI tests' player) to its New game screen."""
    import pygame

    monitor.run_until(lambda: monitor.top_name() == "MenuScene", 2000, "the menu")
    if monitor.failures:
        return {}
    menu = monitor.top()
    labels = [b.label for b in menu.buttons]
    button = next((b for b in menu.buttons if b.label == "Learn to play"), None)
    if button is None:
        monitor.failures.append(f"no Learn to play in the menu: {labels}")
        return {}
    click(monitor, button.rect.center)
    monitor.run_until(lambda: monitor.top_name() == "TableScene", 200, "the lesson's table")
    if monitor.failures:
        return {}
    table = monitor.top()
    spec = importlib.util.spec_from_file_location(
        "lesson_driver", Path(__file__).resolve().parents[1] / "ui" / "lesson_driver.py")
    assert spec is not None and spec.loader is not None
    driver = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(driver)

    def deliver(events: list[Any], frames: int) -> None:
        for event in events:
            pygame.event.post(event)
        for _ in range(frames):
            monitor.step()
        if monitor.failures:
            raise RuntimeError(monitor.failures[0])

    def shot(index: int) -> None:
        if table.lesson.step.end or index in (0, 9):
            name = f"pygbag-lesson-{index:02d}{'-end' if table.lesson.scored else ''}.png"
            pygame.image.save(pygame.display.get_surface(), str(shots / name))

    player = driver.LessonPlayer(monitor.app, deliver, "mouse")
    try:
        player.run(on_step=shot)
    except (AssertionError, RuntimeError) as error:
        if not monitor.failures:
            monitor.failures.append(f"the lesson stopped: {error}")
    return {
        "lesson_steps": player.steps_seen,
        "lesson_inputs": player.inputs,
        "lesson_went_out": table.state.went_out,
        "lesson_actions": [list(a) for a in table.record.actions],
        "top_after_lesson": monitor.top_name(),
        "shots": sorted(p.name for p in shots.glob("*.png")),
    }


def post(event_type: int, **attributes: Any) -> None:
    """Post any event (a key, a finger, typed text) as SDL does."""
    import pygame

    pygame.event.post(pygame.event.Event(event_type, **attributes))


def key(monitor: Monitor, k: int, mod: int = 0) -> None:
    import pygame

    post(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)
    post(pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0)
    for _ in range(2):
        monitor.step()


def card_centre(table: Any, card: Any, taken: set[int]) -> tuple[float, float]:
    """Where a click selects ``card`` in the fan (one not clicked yet)."""
    item = next(it for it in table.hand.items if it.card is card and id(it) not in taken)
    taken.add(id(item))
    strip = min(table.hand.pitch() or table.sizes.hand, table.sizes.hand)
    return item.x + strip / 2, item.y + 50


def scenario_undo(monitor: Monitor, shots: Path) -> dict[str, Any]:
    """Continue a saved practice game; the human draws, melds with clicks and takes the meld
    back three ways (the Undo button by mouse, by touch, Ctrl+Z), then, practising, takes
    back the whole turn with Backspace."""
    import pygame

    page = monitor.page
    monitor.run_until(lambda: monitor.top_name() == "MenuScene", 2000, "the menu")
    if monitor.failures:
        return {}
    click(monitor, monitor.top().continue_button.rect.center)
    monitor.run_until(lambda: monitor.top_name() == "TableScene", 200, "the table")
    table = monitor.top()
    monitor.run_until(lambda: table.my_turn() and table.state.phase == "draw", 20_000,
                      "the human's turn")
    if monitor.failures:
        return {}
    turn_start = len(saved_actions(page))
    click(monitor, table.layout.stock.center)
    monitor.run_until(lambda: table.my_turn() and table.state.phase == "play", 600, "the draw")
    drawn = len(saved_actions(page))
    meld = next(a for a in table.state.legal_actions()
                if a.kind == "meld" and all(g.target is None for g in a.groups))
    undo = table.buttons["undo"].rect.center
    saved_after: list[int] = []
    states_back: list[bool] = []
    before = table.state
    for way in ("mouse", "touch", "ctrl+z"):
        if sorted(map(str, table.hand.selected_cards())) != sorted(map(str, meld.cards)):
            taken: set[int] = set()
            for card in meld.cards:
                click(monitor, card_centre(table, card, taken))
        click(monitor, table.buttons["meld"].rect.center)
        saved_after.append(len(saved_actions(page)))
        if way == "mouse":
            pygame.image.save(pygame.display.get_surface(), str(shots / "pygbag-melded.png"))
            click(monitor, undo)
        elif way == "touch":
            tap(monitor, undo)
        else:
            key(monitor, pygame.K_z, pygame.KMOD_LCTRL)
        saved_after.append(len(saved_actions(page)))
        states_back.append(table.state is before)
    message = table.message
    pygame.image.save(pygame.display.get_surface(), str(shots / "pygbag-taken-back.png"))
    key(monitor, pygame.K_BACKSPACE)  # practice: the whole turn, the draw too
    return {
        "turn_start": turn_start,
        "after_draw": drawn,
        "saved_after": saved_after,
        "states_back": states_back,
        "message": message,
        "after_turn_back": len(saved_actions(page)),
        "phase_after_turn_back": table.state.phase,
        "practice_saved": json.loads(page.storage.items["canasta:saves/current"])[
            "payload"].get("practice"),
    }


def scenario_passplay(monitor: Monitor, shots: Path) -> dict[str, Any]:
    """From the menu: the partner's seat made a person by clicks, names typed (a tap on the
    field, text input), Start; hand-offs passed by a click, a tap and Enter while the people
    play their turns with the mouse (draw from the stock, drag a card onto the pile)."""
    import pygame

    page = monitor.page
    monitor.run_until(lambda: monitor.top_name() == "MenuScene", 2000, "the menu")
    if monitor.failures:
        return {}
    menu = monitor.top()
    click(monitor, next(b for b in menu.buttons if b.label == "New game").rect.center)
    setup = monitor.top()
    value = setup.seat_choices[2].value_rect()
    for _ in range(2):  # Normal -> Easy -> Human
        click(monitor, (value.x + 10, value.centery))
    tap(monitor, setup.seat_rows.fields[0].rect.center)
    post(pygame.TEXTINPUT, text="Eva")
    monitor.step()
    click(monitor, setup.seat_rows.fields[2].rect.center)
    post(pygame.TEXTINPUT, text="Tom")
    monitor.step()
    names_typed = dict(setup.people)
    click(monitor, setup.start_button.rect.center)
    handoffs: list[str] = []
    viewers: list[int] = []
    table = None
    for _ in range(20_000):
        if monitor.failures or len(handoffs) >= 4:
            break
        top = monitor.top()
        name = monitor.top_name()
        if name == "HandOffScene":
            monitor.step()  # drawn once: the whole screen is the hand-off
            pygame.image.save(pygame.display.get_surface(),
                              str(shots / f"pygbag-handoff-{len(handoffs)}.png"))
            handoffs.append(top.name)
            table = monitor.app.scenes.scenes[0]
            way = len(handoffs) % 3  # a click on Ready, a tap anywhere, Enter
            if way == 1:
                click(monitor, top.ready_button.rect.center)
            elif way == 2:
                tap(monitor, (200, 640))
            else:
                key(monitor, pygame.K_RETURN)
            viewers.append(table.human)
            continue
        if name == "ScoringScene":
            # A computer player may go out before the people have each played twice (the
            # deal of seed 1822040615: the right opponent took the pile and went out on its
            # first turn): the score is passed with Next hand, as the people would.
            click(monitor, top.button.rect.center)
            continue
        if table is not None and table.my_turn():
            if table.state.phase == "draw":
                click(monitor, table.layout.stock.center)
            elif table.state.phase == "play":
                item = table.hand.items[-1]
                strip = min(table.hand.pitch() or table.sizes.hand, table.sizes.hand)
                start = (item.x + strip / 2, item.y + 50)
                end = table.layout.pile.center
                for _attempt in range(2):  # a discard warning asks for a second drop
                    mouse("down", start)
                    mouse("motion", end)
                    mouse("up", end)
                    for _ in range(3):
                        monitor.step()
                    if not (table.my_turn() and table.state.phase == "play"):
                        break
            else:
                click(monitor, table.yes_button.rect.center)
            continue
        monitor.step()
    saved = json.loads(page.storage.items.get("canasta:saves/current", "{}")).get("payload", {})
    return {
        "names_typed": {str(k): v for k, v in names_typed.items()},
        "handoffs": handoffs,
        "viewers": viewers,
        "saved_humans": saved.get("humans"),
        "saved_names": saved.get("names"),
        "actions": len(saved.get("record", {}).get("actions", [])),
        # The page deals from the clock: a failure names its deal, to be played again.
        "seed": saved.get("record", {}).get("seed"),
    }


SCENARIOS: dict[str, Callable[[Monitor, Path], dict[str, Any]]] = {
    "menu": scenario_menu,
    "demo": scenario_demo,
    "continue": scenario_continue,
    "statistics_and_replays": scenario_statistics_and_replays,
    "lesson": scenario_lesson,
    "undo": scenario_undo,
    "passplay": scenario_passplay,
}


# ------------------------------------------------------------------------------------ boot

def boot(args: argparse.Namespace) -> dict[str, Any]:
    web = args.web.resolve()
    root = args.root.resolve()
    shots = root / "shots"
    shots.mkdir(parents=True, exist_ok=True)
    storage = LocalStorage(json.loads(args.storage.read_text()) if args.storage else {})
    replace_main = args.replace_main.read_text(encoding="utf-8") if args.replace_main else None
    page = Page(web, root, storage, replace_main)
    window = page.window(args.fullscreen)

    import sysconfig

    import pygame  # noqa: F401  # the runtime carries pygame-ce: present before the page runs

    sysconfig.get_config_vars()  # read this interpreter's build data before sys.platform lies
    install_runtime_stand_ins(page, window)
    support = pygbag_support()
    sys.path.append(str(support / "cross"))  # where the runtime keeps aio & co.

    # pythons.js writes the page's script to __main__.py and cpythonrc.py next to it, then
    # runs a short "site" snippet in __main__ (run_pyrc).
    assets = root / "data" / "data" / "org.python" / "assets"
    assets.mkdir(parents=True, exist_ok=True)
    script = page_script((web / "index.html").read_text(encoding="utf-8"))
    script = script.replace("/data/data/", f"{root}/data/data/")
    (assets / "__main__.py").write_text(script, encoding="utf-8")
    os.chdir(root)

    main_module = types.ModuleType("__main__")
    main_module.__dict__["__builtins__"] = builtins
    sys.modules["__main__"] = main_module
    globals_ = main_module.__dict__
    globals_["PyConfig"] = py_config(args.argv)
    globals_["__PKPY__"] = False
    rc = support / "cpythonrc.py"
    exec(compile(rc.read_text(encoding="utf-8"), str(rc), "exec"), globals_, globals_)
    aio = sys.modules["aio"]
    site = f"import asyncio\nasyncio.run(import_site({str(assets / '__main__.py')!r}))\n"
    exec(compile(site, "<site>", "exec"), globals_, globals_)

    monitor = Monitor(aio, page, main_module)
    started = time.perf_counter()
    extra = SCENARIOS[args.scenario](monitor, shots)
    return monitor.report(seconds=round(time.perf_counter() - started, 2), **extra)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--web", type=Path, required=True, help="a built page (tools/build_web)")
    parser.add_argument("--root", type=Path, required=True, help="stands in for / (writable)")
    parser.add_argument("--scenario", choices=sorted(SCENARIOS), required=True)
    parser.add_argument("--storage", type=Path, help="JSON: localStorage items at start")
    parser.add_argument("--fullscreen", default="off", choices=("on", "off", "unavailable"))
    parser.add_argument("--replace-main", type=Path, help="run this file as main.py instead")
    parser.add_argument("argv", nargs="*",
                        help="after --: the words after '#' in the page address")
    args = parser.parse_args()
    try:
        result = boot(args)
    except BaseException as exc:  # report, so the test shows what broke
        result = {"failures": ["".join(traceback.format_exception(exc))]}
    sys.__stdout__.write(RESULT_MARK + json.dumps(result) + "\n")
    sys.__stdout__.flush()
    os._exit(0)  # pygbag's sys.exit no longer exits; and skip atexit with SDL half down


if __name__ == "__main__":
    main()
