"""Words on the table: cards in the log as a player reads them (9♠, Joker), suit symbols
drawn although the font has none, computer levels and canasta kinds in the player's language,
and the key list naming the key that closes it."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.i18n import LANGUAGES, _, p_, set_language
from game.rules import Event, Meld, find_variant, parse_cards, variant_names
from game.rules.samba import sequence_meld
from game.ui import fonts
from game.ui.app import App
from game.ui.config import GameConfig
from game.ui.game_log import GameLog, LogScene, describe
from game.ui.rich_text import card_label, render, text_width
from game.ui.scenes.new_game import NewGameScene
from game.ui.scenes.table import TableScene
from game.ui.table_capabilities import KEY_LIST
from game.ui.table_draw import BANNER_NAMES, CANASTA_NAMES
from game.ui.widgets import wrap_text


def test_cards_are_named_with_their_suit_symbol_and_the_joker_by_name() -> None:
    assert [card_label(c) for c in ("9S", "TD", "AH", "2C")] == ["9♠", "10♦", "A♥", "2♣"]
    assert card_label("JK") == "Joker"
    set_language("cs")
    assert card_label("JK") == "Žolík" and card_label("KH") == "K♥"
    with pytest.raises(ValueError):
        card_label("9X")


@pytest.mark.parametrize("code", sorted(LANGUAGES))
def test_the_log_names_cards_as_players_read_them_in_every_language(code: str) -> None:
    set_language(code)
    event = Event("took_pile", 1, 1, parse_cards("9S JK TD"))
    line = describe(event, lambda seat: "Anna", lambda team: "Them")
    assert line is not None
    assert "9♠" in line and "10♦" in line and p_("card name", "Joker") in line
    assert "9S" not in line and "JK" not in line and "TD" not in line


def _red_pixels(img: pygame.Surface) -> int:
    return sum(1 for x in range(img.get_width()) for y in range(img.get_height())
               if (c := img.get_at((x, y))).a > 128 and c.r > 200 and c.g < 160)


def test_suit_symbols_are_drawn_in_place_of_the_missing_glyphs() -> None:
    font = fonts.font(18)
    plain = render(font, "9 of spades", (240, 240, 220))
    spade = render(font, "9♠", (240, 240, 220))
    heart = render(font, "9♥", (240, 240, 220))
    assert text_width(font, "9♠") == spade.get_width() < font.size("9 of")[0]
    assert _red_pixels(heart) > 10 and _red_pixels(spade) == 0 and _red_pixels(plain) == 0
    # The font's own "missing glyph" box is not drawn: the symbol is a filled shape, so its
    # middle is lit.
    sym = spade.subsurface((font.size("9")[0], 0, spade.get_width() - font.size("9")[0],
                            spade.get_height()))
    middle = sym.get_at((sym.get_width() // 2, font.get_ascent() - 4))
    assert middle.a > 128
    # Wrapping measures symbols as drawn: a line of cards breaks at the same width.
    cards = ", ".join(card_label(c) for c in ("9S", "TD", "KH", "QC", "AS", "7D"))
    for line in wrap_text(font, cards, 90):
        assert text_width(font, line) <= 90


@pytest.mark.parametrize("code", ["cs", "pl", "sk"])
def test_computer_levels_are_named_in_the_players_language_on_the_table(code: str) -> None:
    set_language(code)
    app = App(pygame.Surface((1280, 720)), settings={"language": code, "sound": False},
              turbo=True)
    app.start_game(GameConfig("classic", 4, 0, {1: "easy", 2: "normal", 3: "hard"}, {},
                              seed=3))
    table = app.scenes.top
    assert isinstance(table, TableScene)
    app.tick(1 / 60, [])
    details = [str(table._layers.pieces[f"plate{seat}"].key[1]) for seat in (1, 2, 3)]
    levels = [detail.split(" · ")[1] for detail in details]
    assert levels == [p_("computer player level", level) for level in ("Easy", "Normal", "Hard")]
    assert not {"easy", "normal", "hard", "Normalnie", "Normálně"} & set(levels)
    menu = NewGameScene(app)
    assert p_("computer player level", "Normal") in next(iter(menu.seat_choices.values())).options


def _kinds(variant: str) -> set[str]:
    """What the variant's canasta_kind calls each canasta it can make."""
    rules = find_variant(variant)
    melds = [Meld.of("K", parse_cards("KS KH KD KC KS KH KD")),
             Meld.of("K", parse_cards("KS KH KD KC KS 2H JK")),
             Meld.of("7", parse_cards("7S 7H 7D 7C 7S 7H 7D")),
             Meld.of("A", parse_cards("AS AH AD AC AS AH AD")),
             sequence_meld(parse_cards("4H 5H 6H 7H 8H 9H TH")),
             Meld.of("2", parse_cards("2S 2H 2D 2C 2S 2H 2D"), "wild"),
             Meld.of("2", parse_cards("2S 2H 2D JK 2S JK 2D"), "wild"),
             Meld.of("3", parse_cards("3S 3C 3S 3C 3S 3C 3S"), "threes")]
    return {rules.canasta_kind(m) for m in melds}


@pytest.mark.parametrize("variant", sorted(variant_names()))
def test_every_kind_of_canasta_has_a_name_and_a_banner_in_every_language(variant: str) -> None:
    for kind in _kinds(variant):
        assert kind in CANASTA_NAMES and kind in BANNER_NAMES, (variant, kind)
        for code in ("cs", "sk", "pl"):
            set_language(code)
            assert _(CANASTA_NAMES[kind]) != CANASTA_NAMES[kind] or kind in (
                "samba", "escalera", "bolivia"), (code, kind)


def test_the_key_list_says_f1_closes_it_and_the_log_says_l() -> None:
    app = App(pygame.Surface((1280, 720)), settings={"language": "en", "sound": False})
    keys = GameLog()
    for words, _needs in KEY_LIST:
        keys.add(words)
    key_list = LogScene(app, keys, title="Keys", key_list=True)
    assert key_list.footer() == "Esc or F1 closes"  # it fits: nothing to scroll
    log = GameLog()
    for n in range(80):
        log.add(f"Line {n}")
    assert LogScene(app, log).footer() == "Arrow keys and Page Up/Down scroll · Esc or L closes"


@pytest.mark.parametrize(("code", "usual"), [("en", "5,000"), ("cs", "5\u00a0000")])
def test_numbers_are_written_the_languages_way_in_the_menu_and_on_the_table(
    code: str, usual: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    from game.ui import table_draw, table_info

    set_language(code)
    app = App(pygame.Surface((1280, 720)), settings={"language": code, "sound": False},
              turbo=True)
    menu = NewGameScene(app)
    assert menu.target_choice is not None and menu.target_choice.value == usual
    app.start_game(GameConfig("classic", 4, 0, {}, {}, seed=3))
    table = app.scenes.top
    assert isinstance(table, TableScene)
    lines: list[str] = []

    def recorded(surface: pygame.Surface, s: str, *args: Any, **kw: Any) -> pygame.Rect:
        lines.append(s)
        return table_draw.blit_text(surface, s, *args, **kw)

    monkeypatch.setattr(table_info, "blit_text", recorded)
    app.tick(1 / 60, [])
    assert _("to {n}").format(n=usual) in lines  # the score panel's target
