"""The shape of the pygame layer, checked from the source with ``ast``.

* no module under game/ui over 700 lines, the table's parts under 500, no function over 120;
* no import cycle in game/ through the UI or the modules beside it (imports inside functions
  count; game/rules and game/ai among themselves are checked by tests/test_structure.py);
* scenes are imported by name, never looked up by string: every scene is listed in
  ``app.SCENES`` under a name of its own, and a scene that fails to import stops the App;
* every hook the App calls on a scene is part of ``Scene``'s documented lifecycle.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.ui.app import SCENES, App, is_scoring
from game.ui.scene import Scene
from tests.test_structure import cycles

ROOT = Path(__file__).resolve().parents[2]
GAME = ROOT / "game"
UI = GAME / "ui"
MAX_MODULE_LINES = 700
MAX_TABLE_PART_LINES = 500
MAX_FUNCTION_LINES = 120
#: Checked for cycles among themselves elsewhere (tests/test_structure.py).
ENGINE_PACKAGES = ("game.rules", "game.ai")


def ui_modules() -> list[Path]:
    return sorted(UI.rglob("*.py"))


def table_parts() -> list[Path]:
    return [UI / "scenes" / "table.py", *sorted(UI.glob("table_*.py"))]


def long_functions(path: Path, limit: int) -> Iterator[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            length = (node.end_lineno or node.lineno) - node.lineno + 1
            if length > limit:
                where = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path.name
                yield f"{where}:{node.lineno} {node.name} ({length} lines)"


def module_name(path: Path, root: Path) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts = parts[:-1]
    return ".".join(parts)


def import_graph(root: Path, package: str) -> dict[str, set[str]]:
    """Module -> the modules of ``package`` it imports (anywhere in its body)."""
    paths = {module_name(p, root): p for p in (root / package).rglob("*.py")}
    graph: dict[str, set[str]] = {name: set() for name in paths}

    def resolve(name: str) -> str | None:
        while name and name not in paths:
            name = name.rpartition(".")[0]
        return name or None

    for name, path in paths.items():
        here = name if path.name == "__init__.py" else name.rpartition(".")[0]
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            targets: list[str] = []
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    up = here.split(".")[: len(here.split(".")) - (node.level - 1)]
                    base = ".".join([*up, base] if base else up)
                targets = [f"{base}.{alias.name}" for alias in node.names]
            for target in targets:
                found = resolve(target)
                if found is not None and found != name:
                    graph[name].add(found)
    return graph


def test_no_ui_module_is_too_long() -> None:
    long = [f"{p.relative_to(ROOT)} ({n} lines)" for p in ui_modules()
            if (n := len(p.read_text(encoding="utf-8").splitlines())) > MAX_MODULE_LINES]
    assert not long, long


def test_each_part_of_the_table_stays_small() -> None:
    assert len(table_parts()) >= 6
    long = [f"{p.relative_to(ROOT)} ({n} lines)" for p in table_parts()
            if (n := len(p.read_text(encoding="utf-8").splitlines())) > MAX_TABLE_PART_LINES]
    assert not long, long


def test_no_ui_function_is_too_long() -> None:
    long = [f for p in ui_modules() for f in long_functions(p, MAX_FUNCTION_LINES)]
    assert not long, long


def test_the_checks_see_what_they_look_for(tmp_path: Path) -> None:
    package = tmp_path / "pkg"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "a.py").write_text("from pkg import b\n\ndef f():\n    return 1\n")
    (package / "b.py").write_text("def g():\n    from pkg.a import f\n    return f()\n")
    (package / "c.py").write_text("from . import a\n")
    graph = import_graph(tmp_path, "pkg")
    assert graph["pkg.c"] == {"pkg.a"}
    assert cycles(graph) == [["pkg.a", "pkg.b"]]
    assert list(long_functions(package / "b.py", 2)) == ["b.py:1 g (3 lines)"]
    assert not list(long_functions(package / "b.py", 3))


def test_no_import_cycle_through_the_ui() -> None:
    found = [group for group in cycles(import_graph(ROOT, "game"))
             if not all(m.startswith(ENGINE_PACKAGES) for m in group)]
    assert not found, found


def test_the_engine_never_imports_the_ui() -> None:
    graph = import_graph(ROOT, "game")
    wrong = sorted(f"{m} -> {t}" for m, targets in graph.items() if m.startswith(ENGINE_PACKAGES)
                   for t in targets if t.startswith("game.ui"))
    assert not wrong, wrong


def test_no_ui_module_imports_by_string() -> None:
    found = []
    for path in ui_modules():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import) and any(a.name == "importlib" for a in node.names):
                found.append(str(path.relative_to(ROOT)))
            if isinstance(node, ast.Name) and node.id == "__import__":
                found.append(str(path.relative_to(ROOT)))
    assert not found, found


def scene_classes() -> set[str]:
    """Names of the classes under game/ui that derive from Scene (directly or not)."""
    bases: dict[str, list[str]] = {}
    for path in ui_modules():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef):
                bases[node.name] = [b.id for b in node.bases if isinstance(b, ast.Name)]

    def is_scene(name: str) -> bool:
        return name == "Scene" or any(is_scene(b) for b in bases.get(name, []) if b != name)

    return {name for name in bases if name != "Scene" and is_scene(name)}


def test_every_scene_is_registered_under_a_name_of_its_own() -> None:
    assert {cls.__name__ for cls in SCENES} == scene_classes()
    names = [cls.scene_name for cls in SCENES]
    assert len(set(names)) == len(names) and Scene.scene_name not in names
    assert [cls for cls in SCENES if cls.shows_hand_score] == [
        cls for cls in SCENES if cls.scene_name == "scoring"]


def test_a_scene_that_fails_to_import_stops_the_app() -> None:
    # A stand-in for a broken module: importing the scoring scene raises.
    script = (
        "import sys\n"
        "class Broken:\n"
        "    def find_spec(self, name, path=None, target=None):\n"
        "        if name == 'game.ui.scenes.scoring':\n"
        "            raise ImportError('scoring is broken')\n"
        "sys.meta_path.insert(0, Broken())\n"
        "import game.ui.app\n"
    )
    run = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True,
                         text=True, env={"SDL_VIDEODRIVER": "dummy", "PATH": ""}, timeout=60)
    assert run.returncode != 0 and "scoring is broken" in run.stderr


class Recording(Scene):
    scene_name = "recording"

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.changes = 0

    def settings_changed(self) -> None:
        self.changes += 1


def test_saved_settings_reach_every_scene_through_its_lifecycle(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CANASTA_DATA_DIR", str(tmp_path / "data"))
    app = App(pygame.Surface((1280, 720)), settings={"sound": False})
    below, above = Recording(app), Recording(app)
    app.scenes.push(below)
    app.scenes.push(above)
    app.save_settings()
    assert (below.changes, above.changes) == (1, 1)
    assert not is_scoring(above) and Scene.settings_changed.__doc__
