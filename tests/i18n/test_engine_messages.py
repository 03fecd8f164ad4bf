"""The engine's refusals and the hint bot's reasons reach the player in their language: every
message the engine really writes (rules cases and random illegal actions in every variant)
matches a template, and comes out translated with no English left."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from game.i18n import set_language
from game.i18n_engine import TEMPLATES, match_message, translate_message

from .refusals import engine_refusals


@pytest.fixture(autouse=True)
def _english_afterwards() -> Iterator[None]:
    yield
    set_language("en")


def test_every_refusal_the_engine_writes_has_a_template() -> None:
    messages = engine_refusals(2)
    assert len(messages) > 200
    unmatched = [m for m in messages if match_message(m) is None]
    assert not unmatched, f"add templates to game/i18n_engine.py for: {unmatched[:10]}"


def test_english_comes_back_unchanged() -> None:
    for message in engine_refusals(2)[:400]:
        assert translate_message(message) == message


@pytest.mark.parametrize("code", ["cs", "sk", "pl"])
def test_refusals_are_translated_with_their_parts(code: str) -> None:
    set_language(code)
    for message in engine_refusals(2):
        out = translate_message(message)
        assert out != message, message
        assert "{" not in out and "}" not in out, out
        for english in (" the pile", " your hand", "kings", " meld "):
            assert english not in out, (message, out)


@pytest.mark.parametrize(("code", "message", "expected"), [
    ("cs", "Your side needs 50 points to open; these melds count 30.",
     "Vaše strana potřebuje k prvnímu vyložení 50 bodů; tato vyložení mají 30."),
    ("pl", "The pile is frozen: you need a natural pair of kings to take it.",
     "Stos jest zamrożony: aby go wziąć, potrzebujesz naturalnej pary (króle)."),
    ("sk", "You cannot add 2S JK to your kings: a meld may hold at most 3 wild cards.",
     "K vášmu vyloženiu kráľov nemožno pridať 2 (piky), žolík: vyloženie smie mať najviac "
     "tento počet divokých kariet: 3."),
    ("cs", "Take the pile (6 cards): you hold a pair of kings.",
     "Vezměte hromádku (6 karet): máte pár (králové)."),
    ("pl", "Discard the 9H: the safest card you can spare.",
     "Odrzuć 9 kier: to najbezpieczniejsza karta, której możesz się pozbyć."),
])
def test_examples(code: str, message: str, expected: str) -> None:
    set_language(code)
    assert translate_message(message) == expected


def test_an_unknown_message_is_wrapped_in_a_translated_sentence() -> None:
    set_language("cs")
    assert translate_message("Something new.") == "Tento tah není dovolen (Something new.)."


def test_templates_are_unique() -> None:
    assert len(set(TEMPLATES)) == len(TEMPLATES)
