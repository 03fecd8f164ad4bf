"""Bot turns a player can follow: every action announced in words as its cards fly, the last
turns kept beside the pile, bot actions paced so each flight can be watched, and a pace the
player sets."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from test_table import RandomBot, settle  # noqa: I001

from game.i18n import set_language
from game.rules import Event, parse_cards
from game.ui.app import App
from game.ui.config import GameConfig
from game.ui.scenes.table import TableScene
from game.ui.table_feed import TableFeed, clause, fitting_lines

#: Events a player must be told of (the others are shown by other means or need no words).
TOLD = ("drew", "took_pile", "melded", "extended", "red_three", "canasta", "discarded",
        "asked", "answered", "went_out", "foot_taken", "ponytail_taken", "stock_exhausted")


@pytest.fixture(autouse=True)
def _setup(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setenv("CANASTA_DATA_DIR", str(tmp_path / "data"))
    yield
    set_language("en")


def names(seat: int) -> str:
    return ("You", "Left opponent", "Partner", "Right opponent")[seat]


def test_a_bot_turn_reads_as_one_sentence() -> None:
    feed = TableFeed()
    feed.add(Event("drew", 3, 1, amount=1))
    feed.add(Event("melded", 3, 1, parse_cards("7H 7C 7S"), "7"))
    feed.add(Event("discarded", 3, 1, parse_cards("KD")))
    assert feed.lines(names, 0) == [
        ("Right opponent drew 1 card, melded 7♥ 7♣ 7♠ and discarded K♦.", 3)]
    feed.add(Event("drew", 0, 0, parse_cards("9C 9D"), private=True))
    assert feed.lines(names, 0)[-1] == ("You drew 9♣ 9♦.", 0)  # the human sees its cards


def test_passing_the_device_on_shows_the_next_player_no_card_of_the_last() -> None:
    """Pass-and-play: the feed tells the cards a seat drew only while that seat is shown."""
    feed = TableFeed()
    feed.add(Event("drew", 0, 0, parse_cards("9C 9D"), private=True))
    assert feed.lines(names, 0)[-1][0] == "You drew 9♣ 9♦."
    assert feed.lines(names, 2)[-1][0] == "You drew 2 cards."  # the name is the caller's
    assert "9♣" not in feed.lines(names, 1)[-1][0]


@pytest.mark.parametrize(("language", "counts"), [
    ("en", {1: "drew 1 card", 2: "drew 2 cards", 5: "drew 5 cards"}),
    ("cs", {1: "líznuta 1 karta", 2: "líznuty 2 karty", 5: "líznuto 5 karet"}),
    ("sk", {1: "potiahnutá 1 karta", 3: "potiahnuté 3 karty", 5: "potiahnutých 5 kariet"}),
    ("pl", {1: "dobrano 1 kartę", 22: "dobrano 22 karty", 12: "dobrano 12 kart"}),
])
def test_counts_take_the_languages_plural(language: str, counts: dict[int, str]) -> None:
    set_language(language)
    for n, words in counts.items():
        assert clause(Event("drew", 1, 1, amount=n), own=False) == words


@pytest.mark.parametrize("language", ["en", "cs", "sk", "pl"])
def test_every_told_event_has_words_in_every_language(language: str) -> None:
    set_language(language)
    cards = parse_cards("7H 7C 7S")
    for kind in TOLD:
        event = Event(kind, 1, 1, cards, "7", amount=3,
                      data={"answered": "yes", "canasta": "natural"}.get(kind))
        if kind == "stock_exhausted":
            feed = TableFeed()
            feed.add(event)
            assert feed.lines(names, 0)[0][0]
            continue
        words = clause(event, own=False)
        assert words and "{" not in words, kind
        if language != "en":
            assert words != clause_in_english(event), kind


def clause_in_english(event: Event) -> str | None:
    from game.i18n import language

    current = language()
    set_language("en")
    try:
        return clause(event, own=False)
    finally:
        set_language(current)


def play_hand(players: int, seed: int) -> tuple[App, TableScene, list[Event], list[Event]]:
    """A table with random bots; returns it with the events its actions made (as the
    bottom seat sees them) and the events the feed was given, both as they happen."""
    app = App(pygame.Surface((1280, 720)), turbo=True, settings={"sound": False},
              bot_factory=lambda lv, s: RandomBot(s))
    app.start_game(GameConfig("classic", players, 0, {}, {}, seed=seed))
    table = app.scenes.top
    assert isinstance(table, TableScene)
    made: list[Event] = []
    told: list[Event] = []
    animate, add = table.motion.animate, table.feed.add

    def animated(events: list[Event]) -> None:
        made.extend(e.seen_by(table.bottom) for e in events)
        animate(events)

    def fed(event: Event) -> None:
        told.append(event)
        add(event)

    table.motion.animate = animated  # type: ignore[method-assign]
    table.feed.add = fed  # type: ignore[method-assign]
    return app, table, made, told


def test_every_bot_action_is_announced_and_the_feed_never_goes_stale() -> None:
    app, table, made, told = play_hand(4, seed=8)
    me = RandomBot(1)
    settle(app, 1)
    dealt = len(told)  # the deal's red threes, told as they fly from the stock
    for _ in range(3000):
        if table.state.is_hand_over:
            break
        if table.my_turn():
            table.play(me.begin(table.state.player_view(0)).step(0))
        settle(app, 1)
        seated = [e for e in told if e.seat is not None]
        if seated and table.feed.turns[-1].seat is not None:
            # The newest line is the seat that acted last: never an older turn's words.
            assert table.feed.lines(table.name, table.bottom)[-1][1] == seated[-1].seat
    table.anim.skip()
    assert len(table.record.actions) > 40
    wanted = [(e.kind, e.seat) for e in made if e.kind in TOLD]
    assert [(e.kind, e.seat) for e in told[dealt:] if e.kind in TOLD] == wanted
    assert {"drew", "melded", "discarded"} <= {kind for kind, _seat in wanted}
    assert any(seat != 0 for _kind, seat in wanted)


def test_the_last_turns_stay_visible() -> None:
    app, table, _made, _told = play_hand(4, seed=8)
    me = RandomBot(1)
    for _ in range(400):
        if table.my_turn():
            if table.actions_played > 12 and table.state.phase == "draw":
                break
            table.play(me.begin(table.state.player_view(0)).step(0))
        settle(app, 1)
    lines = table.feed.lines(table.name, table.bottom)
    assert len(lines) >= 3
    shown, _size = fitting_lines(lines, table.layout.feed.w, table.layout.feed.h)
    assert len(shown) >= 2 and shown[-1] == lines[-1][0]


def bot_action_times(pace: float, speed: float = 1.0) -> list[float]:
    """Seconds from one bot action to the next, at 60 frames a second, not in turbo."""
    app = App(pygame.Surface((1280, 720)), settings={"sound": False, "bot_pace": pace,
                                                     "animation_speed": speed},
              bot_factory=lambda lv, s: RandomBot(s))
    app.start_game(GameConfig("classic", 4, None, {}, {}, seed=3))  # bots at every seat
    table = app.scenes.top
    assert isinstance(table, TableScene)
    times, now, last, count = [], 0.0, None, 0
    for _ in range(60 * 40):
        app.tick(1 / 60, [])
        now += 1 / 60
        if len(table.record.actions) != count:
            count = len(table.record.actions)
            if last is not None:
                times.append(now - last)
            last = now
        if len(times) >= 12:
            break
    return times


def test_each_bot_action_takes_long_enough_to_follow_its_cards() -> None:
    normal = bot_action_times(1.0)
    assert len(normal) >= 12
    assert min(normal) >= 0.45 and sum(normal) / len(normal) <= 1.0, normal
    slow, fast = bot_action_times(0.5), bot_action_times(2.0)
    assert sum(slow) / len(slow) > 1.4 * sum(normal) / len(normal)
    assert sum(fast) / len(fast) < 0.8 * sum(normal) / len(normal)
    assert min(fast) >= 0.3  # even fast leaves each flight to be seen


def test_turbo_plays_bots_at_once() -> None:
    app, table, _made, _told = play_hand(4, seed=2)
    for _ in range(30):
        settle(app, 1)
    assert len(table.record.actions) > 10 or table.my_turn()


def test_the_pace_button_sets_the_pace_and_keeps_it() -> None:
    app = App(pygame.Surface((1280, 720)), turbo=True, settings={"sound": False},
              bot_factory=lambda lv, s: RandomBot(s))
    app.start_game(GameConfig("classic", 4, 0, {}, {}, seed=3))
    table = app.scenes.top
    assert isinstance(table, TableScene)
    assert table.input.pace_button.label == "Pace: Normal" and table.pace == 1.0
    centre = table.input.pace_button.rect.center
    from test_table import click

    click(app, centre)
    assert table.pace == 2.0 and table.input.pace_button.label == "Pace: Fast"
    assert app.store.load_settings()["bot_pace"] == 2.0  # saved with the settings
    click(app, table.input.pace_button.rect.center)
    assert table.pace == 0.5 and table.bot_pause(0.4) == 0.0  # turbo: no pause at all


@pytest.mark.parametrize("language", ["en", "cs", "sk", "pl"])
def test_every_word_of_the_feed_has_a_glyph(language: str) -> None:
    """The font is a Latin subset: every letter the feed writes must be in it (the suits are
    drawn, not written)."""
    from game.ui import fonts
    from game.ui.rich_text import SUIT_SYMBOLS

    set_language(language)
    font = fonts.font(15)
    cards = parse_cards("7H TC JK")
    feed = TableFeed()
    for kind in TOLD:
        feed.add(Event(kind, 1, 1, cards, "7", amount=3,
                       data={"answered": "no", "canasta": "natural"}.get(kind)))
    for text, _seat in feed.lines(names, 0):
        for ch, metric in zip(text, font.metrics(text), strict=True):
            if ch.isspace() or ch in SUIT_SYMBOLS.values():
                continue
            assert metric is not None and metric[1] > metric[0], (language, ch, text)


@pytest.mark.parametrize("language", ["en", "cs", "sk", "pl"])
def test_a_long_turn_shows_whole_beside_the_pile(language: str) -> None:
    """A big pile taken and melded at once (Ponytail, Hand and Foot): the turn's sentence
    goes smaller until all of it fits beside the pile, never cut at the top."""
    from game.ui import rich_text
    from game.ui.table_layout import CardSizes, make_layout

    set_language(language)
    feed = TableFeed()
    feed.add(Event("drew", 1, 1, amount=1))
    feed.add(Event("discarded", 1, 1, parse_cards("4S")))
    feed.add(Event("took_pile", 3, 1, parse_cards("9S 9H 9D 9C 8S 8H 8D 7S 7H 7D 6S 6H"), "9"))
    feed.add(Event("melded", 3, 1, parse_cards("TH TH TD"), "T"))
    for rank, cards in (("Q", "QS QD"), ("9", "9S"), ("9", "2D"), ("8", "8D"), ("7", "7S 7H"),
                        ("6", "6S")):
        feed.add(Event("extended", 3, 1, parse_cards(cards), rank))
    feed.add(Event("canasta", 3, 1, (), "9", data="mixed"))
    feed.add(Event("discarded", 3, 1, parse_cards("3S")))
    rect = make_layout(4, 0, ((0, 2), (1, 3)), CardSizes()).feed
    lines = feed.lines(names, 0)
    shown, size = fitting_lines(lines, rect.w, rect.h)
    assert shown[-1] == lines[-1][0]
    assert rich_text.wrapped_height(shown[-1], size, rect.w) <= rect.h, (language, size)
    used = sum(rich_text.wrapped_height(t, size, rect.w) for t in shown) + 4 * (len(shown) - 1)
    assert used <= rect.h
