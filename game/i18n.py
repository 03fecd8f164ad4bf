"""The translation layer: every text a player sees goes through :func:`_`.

English is the source language; other catalogues are added under ``game/locale``. Until a
language is chosen, texts come back unchanged.
"""

from __future__ import annotations

_catalogue: dict[str, str] = {}
_language = "en"


def _(text: str) -> str:
    """``text`` in the current language (English when no translation exists)."""
    return _catalogue.get(text, text)


def language() -> str:
    """The current language code (``en``, ``cs``, ``sk``, ``pl``)."""
    return _language
