"""Collect every text a player can see into game/locale/canasta.pot (the gettext template).

Sources:

* calls of ``_("...")``, ``N_("...")``, ``n_("...", "...", n)``, ``p_("ctx", "...")`` and
  ``NP_("ctx", "...")`` with literal strings anywhere under game/ (found with ``ast``; the
  rules texts in game/rules_text mark their paragraphs with ``N_``);
* label tables the UI translates at run time by variable (``LABEL_TABLES`` below);
* the catalogues of reasons (``REASON_TABLES`` below: the engine's refusals, the hints' and
  the table's reasons), one entry per code with the code as its context, so every language
  renders a reason from the entry of its code;
* the rules engine's own data: every variant's title and every house rule's title and
  description (``game.rules``), which the menu and the rules screen pass through ``_``.

Usage: ``python tools/extract_messages.py`` (writes the .pot), ``--check`` (exit 1 when the
.pot is out of date), ``--merge`` (also adds missing entries, empty, to every language's .po).
"""

from __future__ import annotations

import argparse
import ast
import sys
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from game.i18n import CONTEXT_SEP, LOCALE_DIR, catalogue_path, parse_po  # noqa: E402

POT_PATH = LOCALE_DIR / "canasta.pot"
SOURCE_DIR = ROOT / "game"
MARKERS = {"_": "single", "N_": "single", "n_": "plural", "p_": "context", "NP_": "context"}

#: Module-level tables of labels that are translated by variable: (file, name).
#: Dicts give their values; tuples of pairs give each pair's last item; others every string.
LABEL_TABLES: tuple[tuple[str, str], ...] = (
    ("game/ui/scenes/settings.py", "SPEEDS"),
    ("game/ui/scenes/settings.py", "BACKS"),
    ("game/ui/scenes/settings.py", "TOGGLES"),
)
#: Module-level dicts of reasons, code -> English text: (file, name).
REASON_TABLES: tuple[tuple[str, str], ...] = (
    ("game/rules/reasons.py", "REFUSALS"),
    ("game/ai/reasons.py", "HINTS"),
    ("game/ui/table_moves.py", "SELECTION"),
)


@dataclass
class Message:
    msgid: str
    plural: str | None = None
    context: str | None = None
    where: list[str] = field(default_factory=list)

    @property
    def key(self) -> str:
        return self.msgid if self.context is None else self.context + CONTEXT_SEP + self.msgid


class Collector:
    def __init__(self) -> None:
        self.messages: dict[str, Message] = {}

    def add(self, msgid: str, where: str, plural: str | None = None,
            context: str | None = None) -> None:
        if not msgid:
            return
        message = Message(msgid, plural, context)
        existing = self.messages.setdefault(message.key, message)
        if plural and not existing.plural:
            existing.plural = plural
        if where not in existing.where:
            existing.where.append(where)


def _literal(node: ast.AST) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    return None


def scan_calls(collector: Collector, path: Path) -> None:
    rel = path.relative_to(ROOT).as_posix()
    tree = ast.parse(path.read_text(encoding="utf-8"), rel)
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)):
            continue
        kind = MARKERS.get(node.func.id)
        if kind is None or not node.args:
            continue
        args = [_literal(a) for a in node.args]
        if kind == "single" and args[0] is not None:
            collector.add(args[0], rel)
        elif kind == "plural" and len(args) >= 2 and args[0] and args[1]:
            collector.add(args[0], rel, plural=args[1])
        elif kind == "context" and len(args) >= 2 and args[0] and args[1]:
            collector.add(args[1], rel, context=args[0])


def _table_strings(node: ast.AST) -> list[str]:
    if isinstance(node, ast.Dict):
        out: list[str] = []
        for value in node.values:
            out += _table_strings(value)
        return out
    if isinstance(node, (ast.Tuple, ast.List)):
        items = node.elts
        if items and all(isinstance(i, (ast.Tuple, ast.List)) for i in items):
            pairs = [i.elts[-1] for i in items if isinstance(i, (ast.Tuple, ast.List)) and i.elts]
            return [s for s in (_literal(p) for p in pairs) if s]
        return [s for s in (_literal(i) for i in items) if s]
    text = _literal(node)
    return [text] if text else []


def scan_tables(collector: Collector) -> None:
    for file, name in LABEL_TABLES:
        path = ROOT / file
        if not path.is_file():
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"), file)
        for node in tree.body:
            targets: list[ast.expr] = []
            value: ast.expr | None = None
            if isinstance(node, ast.Assign):
                targets, value = node.targets, node.value
            elif isinstance(node, ast.AnnAssign) and node.value is not None:
                targets, value = [node.target], node.value
            if value is None or not any(isinstance(t, ast.Name) and t.id == name
                                        for t in targets):
                continue
            for text in _table_strings(value):
                collector.add(text, f"{file}:{name}")


def _assigned(tree: ast.Module, name: str) -> ast.expr | None:
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(
            isinstance(t, ast.Name) and t.id == name for t in node.targets
        ):
            return node.value
        if (isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name)
                and node.target.id == name):
            return node.value
    return None


def scan_reasons(collector: Collector) -> None:
    for file, name in REASON_TABLES:
        tree = ast.parse((ROOT / file).read_text(encoding="utf-8"), file)
        table = _assigned(tree, name)
        if not isinstance(table, ast.Dict):
            raise SystemExit(f"{file}: {name} is not a dict of literal texts")
        for key, value in zip(table.keys, table.values, strict=True):
            code = _literal(key) if key is not None else None
            text = _literal(value)
            if code is None or text is None:
                raise SystemExit(f"{file}: {name} has an entry that is not literal text")
            collector.add(text, f"{file}:{name}", context=code)


def scan_rules_data(collector: Collector) -> None:
    from game.rules import find_variant, variant_names

    for variant, title in variant_names().items():
        collector.add(title, "game.rules:variant_names")
        rules = find_variant(variant)
        collector.add(rules.title, "game.rules:title")
        for info in rules.option_infos:
            collector.add(info.title, f"game.rules:{variant}.options")
            collector.add(info.description, f"game.rules:{variant}.options")


def collect() -> dict[str, Message]:
    collector = Collector()
    for path in sorted(SOURCE_DIR.rglob("*.py")):
        scan_calls(collector, path)
    scan_tables(collector)
    scan_reasons(collector)
    scan_rules_data(collector)
    return collector.messages


def _quote(text: str) -> str:
    escaped = (text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
               .replace("\t", "\\t"))
    return f'"{escaped}"'


def po_string(keyword: str, text: str) -> str:
    if len(text) <= 70 and "\n" not in text:
        return f"{keyword} {_quote(text)}\n"
    # Long strings: an empty first line, then pieces of about 70 characters at spaces.
    out = [f'{keyword} ""']
    piece = ""
    for word in text.split(" "):
        candidate = f"{piece} {word}" if piece else word
        if len(candidate) > 70 and piece:
            out.append(_quote(piece + " "))
            piece = word
        else:
            piece = candidate
    out.append(_quote(piece))
    return "\n".join(out) + "\n"


HEADER = (
    'msgid ""\n'
    'msgstr ""\n'
    '"Project-Id-Version: canasta\\n"\n'
    '"Language: {language}\\n"\n'
    '"MIME-Version: 1.0\\n"\n'
    '"Content-Type: text/plain; charset=UTF-8\\n"\n'
    '"Content-Transfer-Encoding: 8bit\\n"\n'
    '"Plural-Forms: {plural}\\n"\n'
)
PLURAL_FORMS = {
    "": "nplurals=2; plural=(n != 1);",
    "cs": "nplurals=3; plural=(n==1) ? 0 : (n>=2 && n<=4) ? 1 : 2;",
    "sk": "nplurals=3; plural=(n==1) ? 0 : (n>=2 && n<=4) ? 1 : 2;",
    "pl": "nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) "
          "? 1 : 2);",
}


def render_entry(m: Message, translation: list[str] | None = None, nplurals: int = 2) -> str:
    lines = "".join(f"#: {w}\n" for w in m.where[:3])
    if "{" in m.msgid:
        lines += "#, python-brace-format\n"
    if m.context is not None:
        lines += po_string("msgctxt", m.context)
    lines += po_string("msgid", m.msgid)
    if m.plural:
        lines += po_string("msgid_plural", m.plural)
        forms = translation or [""] * nplurals
        for i in range(nplurals):
            lines += po_string(f"msgstr[{i}]", forms[i] if i < len(forms) else "")
    else:
        lines += po_string("msgstr", (translation or [""])[0])
    return lines


def render_pot(messages: dict[str, Message]) -> str:
    parts = [HEADER.format(language="", plural=PLURAL_FORMS[""])]
    for m in messages.values():
        parts.append(render_entry(m))
    return "\n".join(parts)


def merge(messages: dict[str, Message], code: str,
          updates: dict[str, list[str]] | None = None) -> None:
    """Rewrite ``code``'s .po in template order, keeping its translations (and applying
    ``updates``: key -> forms), adding new keys with empty translations (obsolete ones are
    dropped)."""
    path = catalogue_path(code)
    existing: dict[str, list[str]] = {}
    if path.is_file():
        for e in parse_po(path.read_text(encoding="utf-8"), str(path)):
            key = e.msgid if e.msgctxt is None else e.msgctxt + CONTEXT_SEP + e.msgid
            if e.msgid:
                existing[key] = ([e.plural_strs[i] for i in sorted(e.plural_strs)]
                                 if e.msgid_plural is not None else [e.msgstr])
    existing.update(updates or {})
    parts = [HEADER.format(language=code, plural=PLURAL_FORMS[code])]
    for m in messages.values():
        parts.append(render_entry(m, existing.get(m.key), 3))
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(parts), encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="fail if the .pot is stale")
    parser.add_argument("--merge", action="store_true", help="update every language's .po")
    args = parser.parse_args(argv)
    messages = collect()
    text = render_pot(messages)
    if args.check:
        current = POT_PATH.read_text(encoding="utf-8") if POT_PATH.is_file() else ""
        if current != text:
            print(f"{POT_PATH} is out of date: run tools/extract_messages.py", file=sys.stderr)
            return 1
        return 0
    POT_PATH.parent.mkdir(parents=True, exist_ok=True)
    POT_PATH.write_text(text, encoding="utf-8")
    print(f"{len(messages)} messages -> {POT_PATH.relative_to(ROOT)}")
    if args.merge:
        for code in ("cs", "sk", "pl"):
            merge(messages, code)
            print(f"merged {catalogue_path(code).relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
