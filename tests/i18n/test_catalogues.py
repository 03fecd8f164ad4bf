"""The catalogues: the template matches the code, and Czech, Slovak and Polish translate every
message with the same placeholders; the PO reader, plural forms and the startup language."""

from __future__ import annotations

import re
import string
import sys
from pathlib import Path

import pytest

from game import i18n
from game.i18n import (
    CONTEXT_SEP,
    _,
    available_languages,
    catalogue_path,
    n_,
    p_,
    parse_po,
    set_language,
)

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

import extract_messages  # noqa: E402

TRANSLATED = ("cs", "sk", "pl")


def _keyed(path: Path) -> dict[str, i18n.POEntry]:
    entries = parse_po(path.read_text(encoding="utf-8"), str(path))
    return {(e.msgid if e.msgctxt is None else e.msgctxt + CONTEXT_SEP + e.msgid): e
            for e in entries if e.msgid}


def _fields(text: str) -> set[str]:
    """Placeholder names; a translation may use ``names_gen`` (a grammatical case) for
    ``names``."""
    found = {f for _lit, f, _spec, _conv in string.Formatter().parse(text) if f}
    return {re.sub(r"_gen$", "", f) for f in found}


def test_the_template_lists_exactly_the_messages_of_the_code() -> None:
    code = set(extract_messages.collect())
    pot = set(_keyed(extract_messages.POT_PATH))
    assert not code - pot, f"run tools/extract_messages.py --merge; new: {sorted(code - pot)}"
    assert not pot - code, f"run tools/extract_messages.py --merge; gone: {sorted(pot - code)}"


def test_every_language_is_available() -> None:
    assert available_languages() == ["en", "cs", "sk", "pl"]


@pytest.mark.parametrize("code", TRANSLATED)
def test_catalogue_translates_every_message(code: str) -> None:
    pot = _keyed(extract_messages.POT_PATH)
    po = _keyed(catalogue_path(code))
    missing = [key for key in pot if key not in po]
    empty = [key for key, e in po.items() if key in pot and (
        e.fuzzy or (not e.msgstr if e.msgid_plural is None
                    else len(e.plural_strs) < 3 or not all(e.plural_strs.values())))]
    assert not missing, f"{code}: {len(missing)} messages missing, e.g. {missing[:5]}"
    assert not empty, f"{code}: {len(empty)} messages untranslated, e.g. {empty[:5]}"


@pytest.mark.parametrize("code", TRANSLATED)
def test_translations_keep_the_placeholders(code: str) -> None:
    wrong = []
    for e in _keyed(catalogue_path(code)).values():
        forms = [e.msgstr] if e.msgid_plural is None else list(e.plural_strs.values())
        for form in forms:
            if form and _fields(form) != _fields(e.msgid):
                wrong.append((e.msgid, form))
    assert not wrong, f"{code}: placeholders differ: {wrong[:5]}"


@pytest.mark.parametrize("code", TRANSLATED)
def test_translations_format_with_the_english_arguments(code: str) -> None:
    set_language(code)
    for key, e in _keyed(catalogue_path(code)).items():
        if "{" not in e.msgid or key.startswith("genitive"):
            continue
        names = {f: "1" for f in _fields(e.msgid)}
        names.update({f + "_gen": "1" for f in list(names)})
        _(e.msgid).format(**names)  # no stray braces, no unknown fields


def test_po_reader_handles_escapes_continuations_plurals_and_contexts() -> None:
    text = (
        'msgid ""\nmsgstr "Language: cs\\n"\n\n'
        '#: somewhere\nmsgid "Say \\"yes\\""\nmsgstr ""\n"Řekněte "\n"\\"ano\\"\\n"\n\n'
        'msgctxt "genitive"\nmsgid "kings"\nmsgstr "králů"\n\n'
        'msgid "{n} card"\nmsgid_plural "{n} cards"\n'
        'msgstr[0] "{n} karta"\nmsgstr[1] "{n} karty"\nmsgstr[2] "{n} karet"\n\n'
        '#, fuzzy\nmsgid "Draft"\nmsgstr "Koncept"\n'
    )
    entries = {e.msgid: e for e in parse_po(text)}
    assert entries['Say "yes"'].msgstr == 'Řekněte "ano"\n'
    assert entries["kings"].msgctxt == "genitive"
    assert entries["{n} card"].plural_strs == {0: "{n} karta", 1: "{n} karty", 2: "{n} karet"}
    assert entries["Draft"].fuzzy


@pytest.mark.parametrize(("code", "counts"), [
    ("cs", {1: "1 karta", 3: "3 karty", 5: "5 karet", 22: "22 karet"}),
    ("sk", {1: "1 karta", 4: "4 karty", 11: "11 kariet"}),
    ("pl", {1: "1 karta", 2: "2 karty", 5: "5 kart", 12: "12 kart", 22: "22 karty"}),
    ("en", {1: "1 card", 2: "2 cards"}),
])
def test_plural_forms(code: str, counts: dict[int, str]) -> None:
    set_language(code)
    for n, expected in counts.items():
        assert n_("{n} card", "{n} cards", n).format(n=n) == expected


def test_switching_language_changes_every_later_lookup() -> None:
    assert set_language("cs_CZ.UTF-8") == "cs"
    assert _("New game") == "Nová hra"
    assert p_("genitive", "kings") == "králů"
    assert set_language("pl-PL") == "pl"
    assert _("New game") == "Nowa gra"
    assert set_language("de") == "en"
    assert _("New game") == "New game"


@pytest.mark.parametrize(("saved", "system", "expected"), [
    (None, "sk", "sk"), (None, "pl", "pl"), (None, "de", "en"), ("cs", "pl", "cs"),
    ("", "cs", "cs"), ("xx", "cs", "en"),
])
def test_startup_language_follows_the_setting_then_the_system(
    monkeypatch: pytest.MonkeyPatch, saved: str | None, system: str, expected: str
) -> None:
    from game import platform

    monkeypatch.setattr(platform, "system_language", lambda default="en": system)
    assert i18n.startup_language(saved) == expected
