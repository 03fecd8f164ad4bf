"""The shape of a rules text: sections of a heading and paragraphs, all in English source form."""

from __future__ import annotations

from dataclasses import dataclass


def N_(text: str) -> str:  # noqa: N802  (gettext's name for "mark, translate later")
    """Mark ``text`` for translation without translating it now."""
    return text


@dataclass(frozen=True)
class Section:
    """One heading with its paragraphs. Both are untranslated; the screen applies ``_``.

    ``translate=False`` marks paragraphs built at run time from data that is already
    translated (such as a house rule's state), so they are shown as they are.
    """

    heading: str
    paragraphs: tuple[str, ...]
    translate: bool = True
