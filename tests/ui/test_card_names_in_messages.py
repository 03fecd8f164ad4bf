"""Refusals and hints at the table name cards as the game log does (9♠, 10♦, Joker), in every
language; the engine's own English text keeps its notation (9S, JK)."""

from __future__ import annotations

import re
import string
from typing import Any

import pytest
from test_hand_handling import HAND, POSITION
from test_table import select
from test_table_features import table_at

from game.ai.reasons import HINTS, HintReason
from game.i18n import p_, set_language
from game.i18n_engine import TYPED_CARDS, reason_text
from game.rules import IllegalActionError, parse_card, parse_cards, read_position
from game.rules.reasons import CARD_FIELDS, REFUSALS, Reason
from game.ui.rich_text import JOKER, card_label, reason_label

LANGUAGES = ("en", "cs", "sk", "pl")
#: A card written in the engine's notation ("9S", "TD", "JK").
NOTATION = re.compile(r"(?<![\w'])(?:[2-9TJQKA][SHDC]|JK)(?!\w)")
#: Suit words a translated message wrote instead of symbols ("9 kier", "K (piky)").
SUIT_WORDS = ("spades", "hearts", "diamonds", "clubs")


def _with_cards(cls: type[Reason], code: str, template: str) -> Reason:
    """The reason with a card in each card field (a ten and a joker among them)."""
    names = {f for _lit, f, _spec, _conv in string.Formatter().parse(template) if f}
    values: dict[str, object] = {}
    for name in names:
        if name in CARD_FIELDS:
            values[name] = parse_card("TD")
        elif name == "cards":
            values[name] = parse_cards("9S JK")
        elif name in ("names", "rank", "code"):
            values[name] = "K"
        elif name in ("error", "why"):
            values[name] = Reason("hand.not_held", card=parse_card("JK"))
        elif name == "title":
            values[name] = "Samba"
        elif name == "missing":
            values[name] = ("a mixed canasta",)
        elif name == "kind":
            values[name] = "acaba"
        else:
            values[name] = 7
    return cls(code, **values)


def carded_reasons() -> list[Reason]:
    out = []
    for cls, table in ((Reason, REFUSALS), (HintReason, HINTS)):
        for code, template in table.items():
            if any(f"{{{f}" in template for f in (*CARD_FIELDS, "cards", "error", "why")):
                out.append(_with_cards(cls, code, template))
    return out


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_card_in_a_refusal_or_hint_is_written_as_the_log_writes_it(
        language: str) -> None:
    set_language(language)
    reasons = carded_reasons()
    assert len(reasons) > 25
    joker = p_(*JOKER)
    for reason in reasons:
        shown = reason_label(reason.as_sentence())
        typed = TYPED_CARDS.get(reason.code, frozenset())
        # A typed example ('K: 2C') is the only notation left, and only where it is typed.
        left = NOTATION.findall(shown)
        assert len(left) == len(typed), (language, reason, shown)
        assert all(f"'{reason.params['code']}: {c}'" in shown for c in left), shown
        assert not any(p_("card suit", w) in shown for w in SUIT_WORDS), (language, shown)
        if "TD" in map(str, reason.params.values()) and "card" not in typed:
            assert "10♦" in shown, (language, shown)
        if reason.code in ("hand.not_held_cards", "meld.cannot_add", "meld.not_a_meld"):
            assert f"9♠, {joker}" in shown, (language, shown)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_engine_and_the_catalogue_renderer_keep_their_own_card_names(
        language: str) -> None:
    """str(error) is the engine's English text, in notation; reason_text without a card
    namer writes cards as before (the golden texts record it)."""
    set_language(language)
    reason = Reason("pile.wrong_rank", top=parse_card("4S"), names="4", card=parse_card("KS"))
    error = IllegalActionError(reason)
    assert str(error) == "To take the pile with the 4S you need fours; KS is not one."
    assert reason_text(reason) == (str(reason) if language == "en" else reason_text(reason))
    assert "4♠" in reason_label(error) and "K♠" in reason_label(error)
    assert "4♠" not in reason_text(error)


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_refusal_and_a_hint_at_the_table_show_suit_symbols(language: str) -> None:
    state = read_position(POSITION.format(phase="draw", hand=HAND))
    app, table = table_at(state, language=language)
    select(app, table, parse_cards("KS KD"))
    table.commands.pickup()  # the pile's 4S wants fours
    assert table.message_error
    assert "4♠" in table.message and "K♠" in table.message, table.message
    assert not NOTATION.search(table.message), table.message
    state = read_position(POSITION.format(phase="play", hand="9S 7H 5C JK"))
    app, table = table_at(state, language=language)
    table.commands.hint()
    assert not NOTATION.search(table.message), table.message
    assert re.search("[0-9JQKA]+[♠♥♦♣]", table.message), table.message
    assert card_label("JK") == p_(*JOKER)


def _inks(surface: Any) -> set[str]:
    """Which suit inks a rendered line holds: red, blue, green."""
    found = set()
    for x in range(surface.get_width()):
        for y in range(surface.get_height()):
            r, g, b, a = surface.get_at((x, y))
            if a < 200:
                continue
            if r > 200 and g < 150 and b < 150:
                found.add("red")
            if b > 200 and r < 160:
                found.add("blue")
            if g > 180 and r < 160 and b < 160:
                found.add("green")
    return found


def test_with_four_colour_suits_the_words_colour_suits_as_the_cards_do() -> None:
    import pygame

    from game.ui import rich_text, table_draw
    from game.ui.app import App

    App(pygame.Surface((1280, 720)), settings={"sound": False, "four_colour": True})
    try:
        assert _inks(table_draw.text("9♦ 9♣", 15)) == {"blue", "green"}
        assert _inks(rich_text.render_line("9♥", 15, (246, 236, 206))) == {"red"}
    finally:
        App(pygame.Surface((1280, 720)), settings={"sound": False, "four_colour": False})
    assert _inks(table_draw.text("9♦ 9♣", 15)) == {"red"}
