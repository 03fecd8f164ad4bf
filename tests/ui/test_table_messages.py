"""Messages at the table: every refusal and hint the player can be shown fits whole in the
panel above the hand, in every language, at its longest; a message stays until the next
action or the time to read it; a refusal marks the cards (or the pile) it refused."""

from __future__ import annotations

import string
from pathlib import Path
from typing import Any

import pygame
import pytest
from test_hand_handling import HAND, POSITION
from test_table import select, settle  # noqa: I001
from test_table_features import table_at

from game.ai.reasons import HintReason
from game.i18n import _, n_, p_, set_language
from game.i18n_engine import RANK_WORDS
from game.rules import ALL_CARDS, parse_cards, read_position, variant_names
from game.rules.ponytail import missing_canastas
from game.rules.reasons import CARD_FIELDS, NESTED_FIELDS, REFUSALS, Reason
from game.rules.registry import find_variant
from game.ui import fonts, rich_text
from game.ui.table_layout import LARGE_CARD_SCALE, CardSizes, make_layout
from game.ui.table_message import MAX_WIDTH, PADDING, TEXT_SIZE, panel_rect, reading_seconds
from game.ui.table_moves import SelectionReason

#: Every canasta a Ponytail side can lack, as its refusal names them.
MISSING = missing_canastas(())

LANGUAGES = ("en", "cs", "sk", "pl")
#: The table's own messages to the player (besides the engine's and the hint's).
TABLE_MESSAGES = (
    "Select exactly one card to discard.",
    "Careful: {name} could take the pile with that card. Discard it again to confirm.",
    "Drag one card onto the pile to discard it.",
    "You can add cards only to your own side's melds.",
    "F1 lists the keys.",
    "Welcome back: the game continues where you left off.",
)
#: The longest seat names the table gives (six players, a human at the bottom).
SEAT_NAMES = ("Top-right opponent", "Top-left opponent", "Opponent across", "Right partner")


@pytest.fixture(autouse=True)
def _data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CANASTA_DATA_DIR", str(tmp_path / "data"))


#: What the table shows: refusals and hints with cards as the game log writes them.
reason_text = rich_text.reason_label
card_name = rich_text.card_label


def width(text: str) -> int:
    return rich_text.text_width(fonts.font(TEXT_SIZE), text)


def widest(texts: list[str]) -> str:
    return max(texts, key=width, default="")


def fields(template: str) -> list[str]:
    return [f for _lit, f, _spec, _conv in string.Formatter().parse(template) if f]


#: The table's messages by kind of reason, each catalogue by its codes.
CATALOGUES: tuple[type[Reason], ...] = (Reason, HintReason, SelectionReason)
COUNTS = (1, 2, 5, 22, 108)
NUMBER = 15000  # wider than any minimum, score or count the engine names


def widest_reason(reasons: list[Reason]) -> Reason:
    return max(reasons, key=lambda r: width(reason_text(r)))


def at_its_longest(kind: type[Reason], code: str, nested: Reason | None) -> Reason:
    """The reason ``code`` with the values that make it widest in the current language: the
    widest card name, seven of them, every rank tried, a count in its widest plural form,
    the widest clause nested, the widest variant title, every missing canasta."""
    template = kind.catalogue[code]
    names = fields(template)
    cards = sorted(set(ALL_CARDS), key=lambda c: width(card_name(str(c))), reverse=True)
    count = max(COUNTS, key=lambda n: width(n_("{n} card", "{n} cards", n).format(n=n)))
    titles = [find_variant(v).title for v in variant_names() if v != "boat"]
    base: dict[str, Any] = {}
    for name in names:
        if name in CARD_FIELDS:
            base[name] = cards[0]
        elif name == "cards":
            base[name] = tuple(cards[:7])
        elif name == "count":
            base[name] = count
        elif name in NESTED_FIELDS:
            base[name] = nested if nested is not None else Reason("hand.not_those")
        elif name == "title":
            base[name] = max(titles, key=lambda t: width(_(t)))
        elif name == "missing":
            base[name] = tuple(MISSING)
        elif name in ("kind", "code"):
            base[name] = "pickup" if name == "kind" else "JK"
        elif name not in ("names", "rank"):
            base[name] = NUMBER
    if "names" not in names and "rank" not in names:
        return kind(code, **base)
    ranks = [r for r in RANK_WORDS if r != "SEQ"]
    return widest_reason([kind(code, **base, **{n: r for n in ("names", "rank") if n in names})
                          for r in ranks])


def every_message() -> list[str]:
    """Every refusal, hint and table message, at its longest, in the current language."""
    clauses = [at_its_longest(Reason, code, None) for code in REFUSALS
               if not Reason(code).is_sentence and not set(fields(REFUSALS[code])) & NESTED_FIELDS]
    nested = widest_reason(clauses)
    out = []
    for kind in CATALOGUES:
        for code in kind.catalogue:
            reason = at_its_longest(kind, code, nested)
            if kind is HintReason:
                out.append(_("Hint: {reason}").format(reason=reason_text(reason)))
            else:  # a refusal shows a clause as a sentence of its own
                out.append(reason_text(reason.as_sentence() if kind is Reason else reason))
    name = widest([_(n) for n in SEAT_NAMES])
    for template in TABLE_MESSAGES:
        out.append(_(template).format(name=name))
    out.append(widest([n_("Opening: {pts} of {need} point selected",
                          "Opening: {pts} of {need} points selected", n).format(
        pts=NUMBER, need=n) for n in COUNTS]))
    return out


@pytest.mark.parametrize("scale", [1.0, LARGE_CARD_SCALE])
@pytest.mark.parametrize("language", LANGUAGES)
def test_every_refusal_and_hint_fits_whole_above_the_hand(language: str, scale: float) -> None:
    set_language(language)
    sizes = CardSizes.for_scale(scale)
    layout = make_layout(6, 0, ((0, 2, 4), (1, 3, 5)), sizes)
    own_area = layout.meld_areas[0]
    messages = every_message()
    assert len(messages) > 100
    font = fonts.font(TEXT_SIZE)
    for text in messages:
        assert "{" not in text and "}" not in text, text
        rect = panel_rect(text, layout.hand, [], sizes.hand)
        lines = rich_text.wrap(font, text, rect.w - 2 * PADDING[0])
        # Whole: every word on a line, none broken, all of it inside the panel.
        assert " ".join(lines).split() == text.split(), (language, text)
        assert len(lines) <= 4, (language, len(lines), text)
        assert rect.w <= MAX_WIDTH and rect.bottom <= layout.hand.y
        assert rect.top >= own_area.top, (language, text)
        assert all(rich_text.text_width(font, line) <= rect.w - 2 * PADDING[0]
                   for line in lines)


def test_the_longest_values_are_the_languages_own() -> None:
    """The filler really writes cards and ranks as the language does, and tries them all
    (else the test above would measure English words in a Polish sentence, or a short rank)."""
    set_language("pl")
    reason = at_its_longest(Reason, "pile.frozen", None)
    assert reason.params["names"] in RANK_WORDS
    text = reason_text(reason)
    assert "kings" not in text and "{" not in text
    others = [reason_text(Reason("pile.frozen", names=r)) for r in RANK_WORDS if r != "SEQ"]
    assert width(text) == max(width(t) for t in others)
    assert p_("card", "joker") != "joker"


def test_a_message_stays_until_the_next_action_or_its_reading_time() -> None:
    app, table = table_at(read_position(POSITION.format(phase="play", hand=HAND)))
    select(app, table, parse_cards("AS KD"))
    table.do_meld()
    refusal = table.message
    assert refusal and table.message_error
    for _frame in range(int(4 * 60)):  # four seconds later it still shows, whole
        app.tick(1 / 60, [])
    assert table.message == refusal
    for _frame in range(int(reading_seconds(refusal) * 60)):
        app.tick(1 / 60, [])
    assert table.message == ""
    table.do_meld()  # the same cards, still selected
    assert table.message
    table.hand.clear_selection()
    table.play("discard 5S")  # the next action ends it
    assert table.message == ""


def test_a_refusal_rings_the_cards_it_refused() -> None:
    app, table = table_at(read_position(POSITION.format(phase="play", hand=HAND)))
    select(app, table, parse_cards("AS KD"))
    refused = list(table.hand.selected)
    table.do_meld()
    assert table.note.cards == refused
    settle(app, 40)  # the shake is over; the ring stays while the message shows
    from game.ui.table_message import ERROR_RING

    for item in refused:
        edge = (round(item.x) + 1, round(item.y) + 40)
        assert app.screen.get_at(edge)[:3] == pytest.approx(ERROR_RING, abs=40)
    others = [it for it in table.hand.items if it not in refused]
    assert not any(app.screen.get_at((round(it.x) + 1, round(it.y) + 40))[0] > 200 and
                   app.screen.get_at((round(it.x) + 1, round(it.y) + 40))[1] < 120
                   for it in others)


def test_a_refused_taking_of_the_pile_rings_the_pile() -> None:
    position = POSITION.format(phase="draw", hand=HAND).replace('discard = "4S"',
                                                                'discard = "QH"')
    app, table = table_at(read_position(position))
    select(app, table, parse_cards("AS AD"))
    table.commands.pickup()
    settle(app)
    assert table.message_error and table.note.pile
    pile = table.layout.pile
    assert app.screen.get_at((pile.x + 1, pile.centery))[:3] == pytest.approx(
        (235, 78, 64), abs=40)


def test_the_shipped_font_has_no_suits_so_they_are_drawn() -> None:
    font = fonts.font(TEXT_SIZE)
    assert all(font.metrics(ch)[0][1] == 0 for ch in "♠♥♦♣")  # no glyph: an empty box
    img = rich_text.render_line("7♥", TEXT_SIZE, (255, 255, 255))
    reds = sum(1 for x in range(img.get_width()) for y in range(img.get_height())
               if img.get_at((x, y))[3] > 200 and img.get_at((x, y))[1] < 160)
    assert reds > 20


#: The prompt on the human's turn, and on the others' (with the seat's name).
PROMPTS = {
    True: ("Your turn: draw from the stock or take the pile.",
           "Your partner asks: may they go out?",
           "Your turn: meld, add to your melds, then discard to end your turn."),
    False: ("The hand is over.", "{name} is deciding whether you may go out…",
            "{name} is playing…"),
}


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_prompt_fits_whole_in_every_variant(language: str) -> None:
    """The prompt's box is narrower where side piles lie left of the stock (Modern American,
    Spanish): the prompt takes a smaller size there rather than lose its last words."""
    from test_table import RandomBot

    from game.ui.app import App
    from game.ui.config import GameConfig
    from game.ui.table_prompt import draw_prompt, prompt_box

    set_language(language)
    app = App(pygame.Surface((1280, 720)), turbo=True, settings={"language": language},
              bot_factory=lambda lv, s: RandomBot(s))
    for variant, players in (("classic", 6), ("american", 4), ("spanish", 6),
                             ("spanish", 4), ("hand-and-foot", 6)):
        app.start_game(GameConfig(variant, players, 0, {}, {}, seed=2))
        table = app.scenes.top
        rect = table.panels.prompt_rect()
        name = widest([table.name(seat) for seat in range(1, players)])
        for mine in (True, False):
            box = prompt_box(pygame.Rect(0, 0, *rect.size), mine)
            for prompt in PROMPTS[mine]:
                text = _(prompt).format(name=name)
                size, used = draw_prompt(pygame.Surface(rect.size), text, mine)
                lines = rich_text.wrap(fonts.font(size, True), text, box.w)
                assert used <= box.h and " ".join(lines).split() == text.split(), (
                    language, variant, text)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_question_shows_whole_above_its_buttons(language: str) -> None:
    app, table = table_at(read_position(POSITION.format(phase="play", hand=HAND)),
                          language=language)
    dialogs = table.dialogs
    yes, _no = table.layout.answer_buttons()
    questions = []
    for opened in ("confirm_leave", "confirm_acaba", "choice"):
        setattr(dialogs, opened, [object()] if opened == "choice" else True)
        questions.append(dialogs.question())
        setattr(dialogs, opened, [] if opened == "choice" else False)
    for question in questions:
        assert question is not None
        text, rect = question
        need = rich_text.wrapped_height(text, 16, rect.w - 24, bold=True)
        assert rect.y + 8 + need <= yes.y - 8 and rect.y >= 0, (language, text)


def test_wild_cards_alone_with_no_meld_to_join_are_told_what_makes_a_meld() -> None:
    position = POSITION.format(phase="play", hand="JK 2C 5S 9D").replace(
        'melded_seats = [0, 2]\n[melds]\n0 = ["8D 8C 8H"]', "")
    app, table = table_at(read_position(position))
    select(app, table, parse_cards("JK 2C"))
    table.do_meld()
    assert table.message == ("Wild cards alone make no meld: select natural cards of one "
                             "rank with them.")
    app, table = table_at(read_position(POSITION.format(phase="play", hand="JK 2C 5S 9D")))
    select(app, table, parse_cards("JK 2C"))
    table.do_meld()  # a side with melds: click the one to add them to
    assert table.message == "Click one of your melds to add wild cards to it."
