"""The guided first game: its script is legal in the real engine and says what is true at
each step; the real table plays it through by mouse, by touch and by keyboard, in every
language with every step's text fitting its panel; moves outside the lesson get the lesson's
friendly word (never the engine's refusal) and change nothing; a lesson is never saved.

Screenshots of every step in every language: test-artifacts/screenshots/tutorial/<lang>/.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest
from lesson_driver import LessonPlayer

from game import i18n
from game.i18n import _, set_language
from game.rules import Action, GameState, IllegalActionError, can_go_out, parse_card
from game.ui import fonts
from game.ui.app import App
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.new_game import NewGameScene
from game.ui.scenes.table import TableScene
from game.ui.table_moves import staged_points
from game.ui.tutorial import HINT_CARDS, HINT_STEP, OFF_SCRIPT, READ_FIRST, keys_text, step_text
from game.ui.tutorial_lesson import (
    CHAPTERS,
    KEY_HINTS,
    LEARNER,
    NOT_YET_DRAW,
    PARTNER,
    STEPS,
    lesson_script,
    lesson_state,
)
from game.ui.tutorial_panel import (
    KEYS_SIZE,
    PAD,
    TITLE_SIZE,
    body_rect,
    button_width,
    fit_body,
)

ROOT = Path(__file__).resolve().parents[2]
SHOTS = ROOT / "test-artifacts" / "screenshots" / "tutorial"
LANGUAGES = ("en", "cs", "sk", "pl")


def make_app(language: str = "en") -> App:
    return App(pygame.Surface((1280, 720)), settings={"language": language}, turbo=True)


def deliverer(app: App) -> Any:
    def deliver(events: list[pygame.event.Event], frames: int) -> None:
        app.tick(1 / 60, events)
        for _frame in range(frames - 1):
            app.tick(1 / 60, [])
    return deliver


def settle(app: App, frames: int = 3) -> None:
    for _frame in range(frames):
        app.tick(1 / 60, [])


def start(app: App) -> TableScene:
    """Menu → Learn to play, with a click on the menu's button."""
    app.open_menu()
    settle(app, 1)
    menu = app.scenes.top
    assert isinstance(menu, MenuScene)
    button = menu.button(_("Learn to play"))
    assert button is not None and button.enabled
    pos = button.rect.center
    app.tick(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                      pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])
    settle(app, 2)
    table = app.scenes.top
    assert isinstance(table, TableScene) and table.lesson is not None
    return table


def walk() -> Iterator[tuple[int, GameState]]:
    """Every step's index with the state it opens on, played by the script."""
    state = lesson_state()
    for index, step in enumerate(STEPS):
        yield index, state
        for seat, text in step.expect:
            assert state.to_act == seat, (index, text)
            state, _events = state.apply(text)


def index_of(text_start: str) -> int:
    return next(i for i, s in enumerate(STEPS) if s.text.startswith(text_start))


# ---------------------------------------------------------------------------- the script

def test_the_script_is_legal_from_the_deal_and_ends_with_the_learner_going_out() -> None:
    state = lesson_state()
    assert state.card_count() == 108 and state.to_act == LEARNER and state.pile_frozen
    kinds: list[tuple[int, str]] = []
    for seat, action in lesson_script():
        assert state.to_act == seat, action
        assert action in state.legal_actions(), f"{action} is not legal for seat {seat}"
        state, events = state.apply(action)
        kinds += [(e.seat if e.seat is not None else -1, e.kind) for e in events]
    assert state.is_hand_over and state.went_out == LEARNER and not state.concealed
    # Every subject of the lesson happened, to the learner: a pile taken, a canasta, a red
    # three drawn, a question answered by the partner, going out.
    for event in ("took_pile", "canasta", "red_three", "asked", "went_out"):
        assert (LEARNER, event) in kinds, event
    assert (PARTNER, "answered") in kinds
    result = state.result
    assert result is not None and result.totals[0] > 0 > result.totals[1]


def test_the_steps_say_what_is_true_where_they_say_it() -> None:
    states = dict(walk())
    draw = states[index_of("Every turn starts")]
    # The pile cannot be taken at the first turn (a wild card in it, the side not opened).
    assert draw.pile_frozen and not draw.opened(0)
    assert not any(a.kind == "pickup" for a in draw.legal_actions())
    kings = states[index_of("Your side's first meld")]
    assert kings.minimum(0) == 50
    assert staged_points(kings, [parse_card(c) for c in ("KS", "KH", "KD")]) == 30
    assert staged_points(kings, [parse_card(c) for c in STEPS[index_of("Your side's first")]
                                 .select]) == 90
    with pytest.raises(IllegalActionError):  # the kings alone are not enough to open
        kings.apply("meld KS KH KD")
    pile = states[index_of("A frozen pile is taken")]
    assert pile.pile_top == parse_card("9H") and pile.pile_frozen and pile.opened(0)
    with pytest.raises(IllegalActionError):  # a nine with a wild card does not do
        pile.apply("pickup 9S 2C")
    canasta = states[index_of("A canasta!")]
    kings_meld = canasta.meld_of(0, "K")
    assert kings_meld is not None and kings_meld.is_canasta and not kings_meld.is_natural
    assert len([c for c in kings_meld.cards if c.is_wild]) == 3
    red = states[index_of("A red three!")]
    assert red.red_threes[0] == (parse_card("3H"),)
    ask = states[index_of("Going out, getting rid")]
    assert can_go_out(ask) and ask.canastas(0) == 1
    assert Counter(ask.hands[0]) == Counter(parse_card(c) for c in ("7H", "7C", "7S", "4C"))


def test_every_highlighted_card_and_meld_is_there_when_its_step_shows() -> None:
    for index, state in walk():
        step = STEPS[index]
        hand = Counter(state.hands[LEARNER])
        cards = Counter(parse_card(t[5:]) for t in step.targets if t.startswith("card:"))
        assert not cards - hand, (index, step.text[:30])
        for target in step.targets:
            if target.startswith("meld:"):
                assert state.meld_of(0, target[5:]) is not None, (index, target)
        # The learner's moves use the cards the step highlights, or those the step before
        # had selected.
        chosen = cards + Counter(parse_card(c) for c in STEPS[index - 1].select)
        for seat, text in step.expect:
            if seat == LEARNER:
                assert not Counter(Action.parse(text).cards) - chosen, (index, text)
        assert all(k in KEY_HINTS for k in step.keys)
    assert STEPS[-1].end and sum(s.end for s in STEPS) == 1


# ---------------------------------------------------------------------------- the table

@pytest.mark.parametrize("mode", ["mouse", "touch", "keyboard"])
def test_the_lesson_plays_through_the_real_table(mode: str) -> None:
    app = make_app()
    table = start(app)
    player = LessonPlayer(app, deliverer(app), mode)
    player.run()
    # Every step the learner acts on or reads was shown, in order.
    acted = [i for i, s in enumerate(STEPS) if s.is_info or s.select or s.end
             or any(seat == LEARNER for seat, _t in s.expect)]
    assert [i for i in player.steps_seen if i in acted] == acted
    assert table.state.is_hand_over and table.state.went_out == LEARNER
    assert [seat for seat, _a in table.record.actions] == [s for s, _a in lesson_script()]
    assert player.scoring_labels == [_("Continue")]  # the hand's score, then the last step
    # The last step's New game opened the New game screen over the menu.
    assert isinstance(app.scenes.top, NewGameScene)
    assert isinstance(app.scenes.scenes[0], MenuScene)
    assert not app.has_saved_game()  # a lesson is never saved


def _fit_problems(table: TableScene) -> list[str]:
    lesson = table.lesson
    assert lesson is not None
    rect = lesson.rect()
    buttons = len(lesson.panel.buttons)
    problems = []
    if fit_body(lesson.text(), body_rect(rect, buttons)) is None:
        problems.append(f"text {lesson.text()[:50]!r}")
    if fonts.font(TITLE_SIZE, bold=True).size(lesson.title())[0] > rect.w - 2 * PAD:
        problems.append(f"title {lesson.title()!r}")
    room = rect.w - 2 * PAD - (button_width(buttons) + 16 if buttons else 0)
    if fonts.font(KEYS_SIZE).size(lesson.keys())[0] > room:
        problems.append(f"keys {lesson.keys()!r}")
    for b in lesson.panel.buttons:
        if fonts.font(b.font_size, bold=True).size(b.label)[0] > b.rect.w - 12:
            problems.append(f"button {b.label!r}")
    return problems


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_step_shows_and_fits_in_every_language(language: str) -> None:
    app = make_app(language)
    assert i18n.language() == language
    table = start(app)
    lesson = table.lesson
    assert lesson is not None
    out = SHOTS / language
    out.mkdir(parents=True, exist_ok=True)
    problems: list[str] = []
    english: list[str] = []

    def check(index: int) -> None:
        name = f"{index:02d}{'-end' if lesson.scored else ''}.png"
        pygame.image.save(app.screen, str(out / name))
        problems.extend(f"step {index}: {p}" for p in _fit_problems(table))
        if language != "en":
            step = STEPS[index]
            for shown, source in ((lesson.text(), step.text),
                                  (lesson.title(), CHAPTERS[step.chapter])):
                if shown == source or source in shown:
                    english.append(shown)

    LessonPlayer(app, deliverer(app), "mouse").run(on_step=check)
    assert not problems, f"{language}: {problems}"
    assert not english, f"{language}: English shown: {english[:3]}"
    assert len(list(out.glob("*.png"))) >= len([s for s in STEPS if not s.expect])


def test_the_texts_name_the_tables_buttons_as_the_table_labels_them() -> None:
    for language in LANGUAGES:
        set_language(language)
        meld_step = STEPS[index_of("30 + 60")]
        assert _("Meld") in step_text(meld_step)
        assert _("Ask partner") in step_text(STEPS[index_of("Going out, getting rid")])
        assert keys_text(meld_step) == _("Keys: {keys}").format(keys=_(KEY_HINTS["meld"]))


def test_moves_outside_the_lesson_get_its_word_and_change_nothing() -> None:
    app = make_app()
    table = start(app)
    lesson = table.lesson
    assert lesson is not None
    before = table.state
    app.tick(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_d, mod=0, unicode="")])
    assert table.message == _(READ_FIRST) and table.message_error  # the welcome is open
    assert table.state is before and lesson.flash > 0
    app.tick(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                         unicode="")])
    assert lesson.index == 1
    settle(app)
    pos = table.layout.pile.center  # the pile, when the step says draw
    app.tick(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                      pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])
    assert table.message == _(NOT_YET_DRAW)  # not the engine's "Your side has not opened"
    assert table.state is before and not table.record.actions
    table.commands.hint()
    assert table.message == _(HINT_STEP)
    table.commands.draw()
    assert table.state.phase == "play" and lesson.index == 2
    settle(app)
    lesson.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0,
                                           unicode=""))
    assert lesson.index == 3  # select the kings
    table.commands.meld()  # nothing selected: the table cannot even build a meld
    assert table.message == _(STEPS[3].refusal)
    table.commands.hint()  # Hint lifts the kings, and the step is done
    assert table.message == _(HINT_CARDS)
    assert sorted(str(c) for c in table.hand.selected_cards()) == ["KD", "KH", "KS"]
    settle(app, 1)
    assert lesson.index == 4
    for item in table.hand.items:  # the aces and a nine too
        item.selected = item.card.rank in ("K", "A") or item.card == parse_card("9S")
    settle(app, 1)
    assert lesson.index == 5
    table.commands.meld()
    assert table.message == _(STEPS[5].refusal)  # legal for the engine, not the lesson's
    assert not table.state.melds[0] and len(table.record.actions) == 1


def test_a_game_that_leaves_the_script_plays_on_with_normal_bots() -> None:
    app = make_app()
    table = start(app)
    lesson = table.lesson
    assert lesson is not None
    watch = index_of("Now the others play")
    lesson.index = watch
    lesson.played(1, Action.parse("draw"))  # the left opponent's scripted move
    assert lesson.done == 1 and not lesson.off_script
    lesson.played(1, Action.parse("discard 5S"))  # not the script's discard
    assert lesson.off_script and lesson.text() == _(OFF_SCRIPT)
    lesson.index, lesson.done = 0, 0
    assert lesson.refusal(Action.parse("draw")) is None
    assert table.play("draw") and table.play(f"discard {table.state.hands[0][0]}")
    for _frame in range(200):
        settle(app, 1)
        if table.my_turn():
            break
    assert table.my_turn() and len(table.record.actions) >= 8  # the others played on


def test_a_lesson_leaves_the_saved_game_alone() -> None:
    app = make_app()
    from game.ui.config import GameConfig

    app.start_game(GameConfig("classic", 4, 0, {}, {}, seed=3))
    game = app.scenes.top
    assert isinstance(game, TableScene)
    game.play("draw")
    saved = app.store.load("current").record
    assert app.has_saved_game() and saved is not None
    table = start(app)
    LessonPlayer(app, deliverer(app), "keyboard").run()
    assert table.state.is_hand_over
    assert app.store.load("current").record == saved


def test_a_state_the_lesson_did_not_play_to_makes_it_step_aside() -> None:
    """Another part of the table may put back an earlier state (an undo): the lesson then no
    longer knows the way, says so, and lets the game go on."""
    app = make_app()
    table = start(app)
    lesson = table.lesson
    assert lesson is not None
    enter = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="")
    app.tick(1 / 60, [enter])
    table.commands.draw()
    settle(app)
    assert lesson.index == 2 and not lesson.off_script  # the moves so far were the lesson's
    table.state = lesson_state()  # the draw taken back
    table.hand.sync(table.state.hands[0])
    app.tick(1 / 60, [enter])
    settle(app)
    assert not lesson.off_script  # selecting cards waits for no move: nothing to check yet
    for item in table.hand.items:
        item.selected = item.card.rank in ("K", "A")
    settle(app)
    # The meld step waits for a meld, but this state must draw first.
    assert lesson.off_script and lesson.text() == _(OFF_SCRIPT)
    assert table.play("draw")  # the learner plays on freely
