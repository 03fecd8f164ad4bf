"""The translation layer: every text a player sees goes through :func:`_` (or :func:`n_`).

English is the source language: a message's English text is its key. Translations live in
gettext PO catalogues, ``game/locale/<code>/LC_MESSAGES/canasta.po``, read at run time by the
small PO reader below (no compiled ``.mo`` step, no system locale, no ``gettext`` module), so
the same files work natively and in the browser build, where they are read by path next to
the package.

Placeholders stay in ``{name}`` form in every language and are filled with ``str.format``
after translation: ``_("{name} took the pile.").format(name=...)``.
"""

from __future__ import annotations

import ast
from collections.abc import Callable
from pathlib import Path

LOCALE_DIR = Path(__file__).resolve().parent / "locale"
DOMAIN = "canasta"
SOURCE_LANGUAGE = "en"
#: Between a message's context and its text in catalogue keys (as in gettext's .mo files).
CONTEXT_SEP = "\x04"

#: Every language the game speaks, by code, with its name in that language.
LANGUAGES: dict[str, str] = {
    "en": "English",
    "cs": "Čeština",
    "sk": "Slovenčina",
    "pl": "Polski",
}

PluralRule = Callable[[int], int]


def _plural_en(n: int) -> int:
    return 0 if n == 1 else 1


def _plural_cs_sk(n: int) -> int:
    # Plural-Forms: nplurals=3; plural=(n==1) ? 0 : (n>=2 && n<=4) ? 1 : 2;
    return 0 if n == 1 else 1 if 2 <= n <= 4 else 2


def _plural_pl(n: int) -> int:
    # Plural-Forms: nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 &&
    #                                   (n%100<10 || n%100>=20) ? 1 : 2);
    if n == 1:
        return 0
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return 1
    return 2


PLURAL_RULES: dict[str, PluralRule] = {
    "en": _plural_en,
    "cs": _plural_cs_sk,
    "sk": _plural_cs_sk,
    "pl": _plural_pl,
}

# The current catalogue: msgid -> msgstr, and (msgid, msgid_plural) -> plural msgstrs.
_catalogue: dict[str, str] = {}
_plurals: dict[tuple[str, str], list[str]] = {}
_language = SOURCE_LANGUAGE


# ---------------------------------------------------------------- the PO reader

class POEntry:
    """One message of a PO file."""

    __slots__ = ("msgctxt", "msgid", "msgid_plural", "msgstr", "plural_strs", "fuzzy",
                 "comments")

    def __init__(self) -> None:
        self.msgctxt: str | None = None
        self.msgid = ""
        self.msgid_plural: str | None = None
        self.msgstr = ""
        self.plural_strs: dict[int, str] = {}
        self.fuzzy = False
        self.comments: list[str] = []


def _unquote(token: str, where: str) -> str:
    token = token.strip()
    if len(token) < 2 or token[0] != '"' or token[-1] != '"':
        raise ValueError(f"{where}: expected a quoted string, got {token!r}")
    # A PO string is a C string; Python's literal syntax reads its escapes the same way.
    value = ast.literal_eval(token)
    if not isinstance(value, str):
        raise ValueError(f"{where}: not a string")
    return value


def parse_po(text: str, name: str = "<po>") -> list[POEntry]:
    """The entries of a PO file (the header, msgid "", included)."""
    entries: list[POEntry] = []
    entry = POEntry()
    field: str | None = None
    seen_field = False

    def finish() -> None:
        nonlocal entry, field, seen_field
        if seen_field:
            entries.append(entry)
        entry, field, seen_field = POEntry(), None, False

    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        where = f"{name}:{number}"
        if not line:
            finish()
            continue
        if line.startswith("#"):
            if seen_field and field is not None and not line.startswith("#~"):
                finish()
            if line.startswith("#,") and "fuzzy" in line:
                entry.fuzzy = True
            elif line.startswith("#.") or line.startswith("#:"):
                entry.comments.append(line)
            continue
        if line.startswith('"'):
            if field is None:
                raise ValueError(f"{where}: a string continues no field")
            _append(entry, field, _unquote(line, where))
            continue
        keyword, _sep, rest = line.partition(" ")
        if keyword == "msgctxt" or (keyword == "msgid" and field not in (None, "msgctxt")):
            finish()
        if keyword.startswith("msgstr[") and keyword.endswith("]"):
            field = keyword
            entry.plural_strs[int(keyword[7:-1])] = ""
        elif keyword in ("msgctxt", "msgid", "msgid_plural", "msgstr"):
            field = keyword
            if keyword == "msgctxt":
                entry.msgctxt = ""
            elif keyword == "msgid_plural":
                entry.msgid_plural = ""
        else:
            raise ValueError(f"{where}: unknown keyword {keyword!r}")
        seen_field = True
        _append(entry, field, _unquote(rest, where))
    finish()
    return entries


def _append(entry: POEntry, field: str, value: str) -> None:
    if field == "msgctxt":
        entry.msgctxt = (entry.msgctxt or "") + value
    elif field == "msgid":
        entry.msgid += value
    elif field == "msgid_plural":
        entry.msgid_plural = (entry.msgid_plural or "") + value
    elif field == "msgstr":
        entry.msgstr += value
    else:
        index = int(field[7:-1])
        entry.plural_strs[index] = entry.plural_strs.get(index, "") + value


def catalogue_path(code: str) -> Path:
    return LOCALE_DIR / code / "LC_MESSAGES" / f"{DOMAIN}.po"


def load_catalogue(code: str) -> tuple[dict[str, str], dict[tuple[str, str], list[str]]]:
    """The translations of ``code`` (empty for English). Fuzzy and empty entries are skipped,
    so their English text shows instead."""
    if code == SOURCE_LANGUAGE:
        return {}, {}
    path = catalogue_path(code)
    entries = parse_po(path.read_text(encoding="utf-8"), str(path))
    singles: dict[str, str] = {}
    plurals: dict[tuple[str, str], list[str]] = {}
    for e in entries:
        if not e.msgid or e.fuzzy:
            continue
        if e.msgctxt is not None:
            if e.msgstr:
                singles[e.msgctxt + CONTEXT_SEP + e.msgid] = e.msgstr
            continue
        if e.msgid_plural is not None:
            forms = [e.plural_strs[i] for i in sorted(e.plural_strs)]
            if forms and all(forms):
                plurals[(e.msgid, e.msgid_plural)] = forms
                singles.setdefault(e.msgid, forms[0])
        elif e.msgstr:
            singles[e.msgid] = e.msgstr
    return singles, plurals


# ---------------------------------------------------------------- the public API

def _(text: str) -> str:
    """``text`` in the current language (English when no translation exists)."""
    return _catalogue.get(text, text)


def N_(text: str) -> str:  # noqa: N802  (gettext's name for "mark, translate later")
    """Mark ``text`` for the extraction tool without translating it now."""
    return text


def p_(context: str, text: str) -> str:
    """``text`` in the current language, in ``context`` (gettext's ``pgettext``): the same
    English word may need different translations, such as a grammatical case."""
    return _catalogue.get(context + CONTEXT_SEP + text, text)


def NP_(context: str, text: str) -> tuple[str, str]:  # noqa: N802
    """Mark a message with a context for extraction; translate later with :func:`p_`."""
    return context, text


def n_(singular: str, plural: str, n: int) -> str:
    """The form of a countable message for ``n`` in the current language (``ngettext``)."""
    forms = _plurals.get((singular, plural))
    if forms:
        index = PLURAL_RULES.get(_language, _plural_en)(n)
        return forms[min(index, len(forms) - 1)]
    return singular if n == 1 else plural


def number(value: int) -> str:
    """A whole number as the current language writes it: 5,000 in English, 5 000 (a no-break
    space) in Czech, Slovak and Polish."""
    text = f"{abs(value):,}"
    if _language != "en":
        text = text.replace(",", "\u00a0")
    return ("-" if value < 0 else "") + text


def language() -> str:
    """The current language code (``en``, ``cs``, ``sk``, ``pl``)."""
    return _language


def available_languages() -> list[str]:
    """Language codes the game can show, English first."""
    return [code for code in LANGUAGES
            if code == SOURCE_LANGUAGE or catalogue_path(code).is_file()]


def language_name(code: str) -> str:
    return LANGUAGES.get(code, code)


def match_language(code: str | None) -> str:
    """A language tag (``cs``, ``cs_CZ``, ``pl-PL``, ``None``) mapped to one the game has."""
    if code:
        short = code.replace("-", "_").split("_")[0].split(".")[0].lower()
        if short in available_languages():
            return short
    return SOURCE_LANGUAGE


def set_language(code: str | None) -> str:
    """Switch every later :func:`_` call to ``code`` (mapped as by :func:`match_language`);
    return the language now in use."""
    global _catalogue, _plurals, _language
    chosen = match_language(code)
    _catalogue, _plurals = load_catalogue(chosen)
    _language = chosen
    return chosen


def startup_language(setting: object) -> str:
    """The language to start in: the saved setting, else the system's (browser's) language."""
    if isinstance(setting, str) and setting:
        return match_language(setting)
    from game import platform

    return match_language(platform.system_language())
