"""What a player reads: a refusal or a hint reason in every language."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.ai.hint import hint
from game.i18n import set_language
from game.i18n_engine import reason_text
from game.rules import PlayerView

from .games import LANGUAGES


def in_every_language(reasons: Sequence[Any]) -> dict[str, dict[str, str]]:
    """Each reason's text as shown in every language (English included), by the engine's
    own English text."""
    texts: dict[str, dict[str, str]] = {str(r): {} for r in reasons}
    distinct = {str(r): r for r in reasons}
    try:
        for code in LANGUAGES:
            set_language(code)
            for english, reason in distinct.items():
                texts[english][code] = reason_text(reason)
    finally:
        set_language("en")
    return texts


def hint_reason(view: PlayerView) -> Any:
    return hint(view)[1]
