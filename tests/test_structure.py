"""The code's shape: no import cycle anywhere in game/ (imports inside functions count; only
``if TYPE_CHECKING:`` blocks do not), and small modules and functions in the rules engine and
the bots."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

GAME = Path(__file__).resolve().parents[1] / "game"
#: Packages whose modules and functions are held to the sizes below.
SIZED = ("rules", "ai")
MAX_MODULE_LINES = 700
MAX_FUNCTION_LINES = 120


def module_name(path: Path) -> str:
    parts = list(path.relative_to(GAME.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def modules() -> dict[str, Path]:
    return {module_name(p): p for p in sorted(GAME.rglob("*.py"))}


def _type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def _imports(tree: ast.AST) -> Iterator[ast.Import | ast.ImportFrom]:
    """Every import statement, at any depth, outside ``if TYPE_CHECKING:`` blocks."""
    for node in ast.iter_child_nodes(tree):
        if isinstance(node, ast.If) and _type_checking(node):
            for other in node.orelse:
                yield from _imports(ast.Module(body=[other], type_ignores=[]))
            continue
        if isinstance(node, ast.Import | ast.ImportFrom):
            yield node
        yield from _imports(node)


def imported(name: str, path: Path, known: dict[str, Path]) -> set[str]:
    """The modules of game/ that module ``name`` imports."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()

    def owner(dotted: str) -> str | None:
        while dotted and dotted not in known:
            dotted = dotted.rpartition(".")[0]
        return dotted or None

    for node in _imports(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        else:
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                source = ".".join(base + ([node.module] if node.module else []))
            else:
                source = node.module or ""
            # "from . import engine" imports the module engine; "from .x import f", module x.
            targets = [f"{source}.{a.name}" if f"{source}.{a.name}" in known else source
                       for a in node.names]
        for target in targets:
            module = owner(target)
            if module is not None and module != name:
                found.add(module)
    return found


def import_graph() -> dict[str, set[str]]:
    known = modules()
    return {name: imported(name, path, known) for name, path in known.items()}


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def _sized_modules() -> Iterator[tuple[str, Path]]:
    for name, path in modules().items():
        if name.split(".")[1:2] and name.split(".")[1] in SIZED:
            yield name, path


def test_no_import_cycle_in_game() -> None:
    assert cycles(import_graph()) == []


def test_the_cycle_finder_finds_one() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert cycles(graph) == [["a", "b", "c"]]


def test_imports_inside_functions_count(tmp_path: Path) -> None:
    path = tmp_path / "m.py"
    path.write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    import game.x\n"
                    "def f():\n    from game import y\n")
    known = {"game.m": path, "game.x": path, "game.y": path}
    assert imported("game.m", path, known) == {"game.y"}


def test_no_import_hides_inside_a_function_of_the_rules_or_the_bots() -> None:
    hidden = []
    for name, path in _sized_modules():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                hidden += [f"{name}.{node.name}" for inner in ast.walk(node)
                           if isinstance(inner, ast.Import | ast.ImportFrom)]
    assert not hidden, f"imports inside functions: {hidden}"


def test_modules_are_small() -> None:
    long = {name: n for name, path in _sized_modules()
            if (n := len(path.read_text(encoding="utf-8").splitlines())) > MAX_MODULE_LINES}
    assert not long, f"modules over {MAX_MODULE_LINES} lines: {long}"


def test_functions_are_small() -> None:
    long = {}
    for name, path in _sized_modules():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                lines = (node.end_lineno or node.lineno) - node.lineno + 1
                if lines > MAX_FUNCTION_LINES:
                    long[f"{name}.{node.name}"] = lines
    assert not long, f"functions over {MAX_FUNCTION_LINES} lines: {long}"
