"""Undo at the table, played like a player: melds laid with clicks and taken back with the
Undo button (mouse and touch), Ctrl+Z and Backspace; the state before comes back whole
(the opening, a concealed going out, a canasta and its banner), the record, the save and the
game log lose the action, the bots never see a trace of it; a draw, a discard and the
partner's answer stay; practice takes back whole turns and marks the score sheet."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest
from test_table import card_point, click, drag, key, select, settle, tap

from game.ai import make_bot
from game.rules import Action, GameRecord, GameState, parse_cards, read_position
from game.ui.app import SAVE_NAME, App, is_scoring
from game.ui.config import GameConfig
from game.ui.scenes import scoring
from game.ui.scenes.table import TableScene
from game.ui.table_draw import meld_rect

ROOT = Path(__file__).resolve().parents[2]
SHOTS = ROOT / "test-artifacts" / "screenshots" / "undo"


@pytest.fixture(autouse=True)
def _data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CANASTA_DATA_DIR", str(tmp_path / "data"))


def shot(app: App, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    pygame.image.save(app.screen, str(SHOTS / f"{name}.png"))




class Answering:
    """A partner that answers "may I go out?" with ``word``; otherwise the first action."""

    def __init__(self, word: str) -> None:
        self.word = word

    def begin(self, view: Any) -> Any:
        legal = list(view.legal_actions)
        choice = Action(self.word) if Action(self.word) in legal else legal[0]

        class Done:
            def step(self, _ms: float) -> Action:
                return choice

        return Done()


def real_game(seed: int, practice: bool = False, bots: Any = None) -> tuple[App, TableScene]:
    app = App(pygame.Surface((1280, 720)), turbo=True, settings={"sound": False},
              bot_factory=bots)
    app.start_game(GameConfig("classic", 4, 0, {1: "easy", 2: "easy", 3: "easy"}, {},
                              seed=seed, practice=practice))
    table = app.scenes.top
    assert isinstance(table, TableScene)
    settle(app, 2)
    return app, table


def position_table(position: dict[str, Any], bots: Any = None) -> tuple[App, TableScene]:
    state = read_position({"variant": "classic", "players": 4, "dealer": 3, "turn": 0,
                           "phase": "play",
                           "stock": "8C 8D 8H 5S 5D", "discard": "9H", **position})
    app = App(pygame.Surface((1280, 720)), turbo=True, settings={"sound": False},
              bot_factory=bots or (lambda level, seed: Answering("yes")))
    config = GameConfig("classic", 4, 0, {}, {}, seed=1)
    record = GameRecord.start("classic", 4, 1, {})[0]
    table = TableScene(app, config, record=record, state=state)
    app.scenes.clear()
    app.scenes.push(table)
    settle(app, 2)
    return app, table


def to_a_meld(app: App, table: TableScene) -> Action:
    """Play on (the human draws, discards its last card) until it has drawn and may meld."""
    for _ in range(4000):
        settle(app, 1)
        if not table.my_turn():
            continue
        legal = list(table.state.legal_actions())
        if table.state.phase == "draw":
            click(app, table.layout.stock.center)
            continue
        melds = [a for a in legal if a.kind == "meld" and all(g.target is None for g in a.groups)]
        if melds:
            return melds[0]
        table.play(next(a for a in legal if a.kind == "discard"))
    raise AssertionError("the human never had a meld")


def meld_by_mouse(app: App, table: TableScene, action: Action) -> None:
    """Select the cards (unless they are the lifted ones already) and click Meld."""
    before = len(table.record.actions)
    if sorted(table.hand.selected_cards(), key=str) != sorted(action.cards, key=str):
        right = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=table.layout.hand.center,
                                   button=3, touch=False)
        app.tick(1 / 60, [right])  # a right click clears the selection
        select(app, table, action.cards)
    click(app, table.buttons["meld"].rect.center)
    settle(app, 2)
    assert len(table.record.actions) == before + 1, table.message


def saved_actions(app: App) -> list[list[Any]]:
    result = app.store.load(SAVE_NAME)
    assert result.ok and result.record is not None
    return list(result.record["record"]["actions"])


def test_a_meld_is_taken_back_by_mouse_touch_ctrl_z_and_backspace() -> None:
    app, table = real_game(seed=7)
    action = to_a_meld(app, table)
    before, lines = table.state, list(table.log.lines)
    count = len(table.record.actions)
    assert not table.buttons["undo"].enabled  # a draw is never taken back
    undo = table.buttons["undo"].rect.center
    ways = {
        "mouse": lambda: click(app, undo),
        "touch": lambda: tap(app, undo),
        "ctrl+z": lambda: key(app, pygame.K_z, pygame.KMOD_LCTRL),
        "backspace": lambda: key(app, pygame.K_BACKSPACE),
    }
    for way, take_back in ways.items():
        meld_by_mouse(app, table, action)
        assert table.state is not before and len(table.log.lines) > len(lines)
        settle(app, 1)
        assert table.buttons["undo"].enabled, way
        if way == "mouse":
            shot(app, "melded")
        take_back()
        assert table.state is before, way
        assert len(table.record.actions) == count and table.log.lines == lines, way
        assert table.record.replay() == table.state  # the record replays to what is shown
        assert [tuple(a) for a in saved_actions(app)] == table.record.actions, way
        assert sorted(table.hand.selected_cards(), key=str) == sorted(action.cards, key=str)
        assert table.message.startswith("Taken back"), (way, table.message)
        if way == "mouse":
            shot(app, "taken-back")
    # Nothing more: the draw showed a card (the button is off; the key says why).
    click(app, undo)
    assert table.state is before
    key(app, pygame.K_BACKSPACE)
    assert table.state is before and "seen new cards" in table.message


def test_taking_back_the_opening_meld_takes_back_the_opening_and_its_canasta() -> None:
    # Seven queens open the side with a natural canasta: its banner shows and the log says so.
    app, table = position_table({"hands": ["QS QS QD QD QH QH QC 9S 7D", "4C", "4D", "4H"]})
    before = table.state
    meld_by_mouse(app, table, Action.parse("meld QS QS QD QD QH QH QC"))
    assert table.state.opened(0) and table.state.canastas(0) == 1
    assert table.banners and any("canasta" in line for line in table.log.lines)
    key(app, pygame.K_BACKSPACE)
    assert table.state is before and not table.state.opened(0)
    assert not table.banners and not any("canasta" in line for line in table.log.lines)
    assert table.panels.opening_progress() == (70, 50)  # the queens, lifted again: 70 of 50


def test_a_concealed_going_out_is_concealed_again_after_the_addition_is_taken_back() -> None:
    # The partner opened with kings. Adding the king of spades puts a card of seat 0 on the
    # table: going out would no longer be concealed. Taken back, it is.
    app, table = position_table({
        "hands": ["KS QC QC QD QD QH QH QS 9S 9D 9H", "4C", "4D", "4H"],
        "melds": {"0": ["KC KD KH"]}, "melded_seats": [2]})
    select(app, table, tuple(parse_cards("KS")))
    rect = meld_rect(table.layout.meld_areas[0], table.state.melds[0], table.sizes.meld, "K")
    click(app, (rect.centerx, rect.y + 20))
    assert not table.state.concealed_ok and 0 in table.state.melded_seats
    click(app, table.buttons["undo"].rect.center)
    assert table.state.concealed_ok and 0 not in table.state.melded_seats
    meld_by_mouse(app, table, Action.parse("meld QC QC QD QD QH QH QS"))
    meld_by_mouse(app, table, Action.parse("meld 9S 9D 9H"))
    item = table.hand.items[0]
    drag(app, card_point(table, item), table.layout.pile.center)
    assert table.state.went_out == 0 and table.state.concealed
    for _ in range(300):
        if is_scoring(app.scenes.top):
            break
        settle(app, 1)
    assert is_scoring(app.scenes.top)
    shot(app, "concealed-after-undo")


def test_the_partners_answer_binds_and_a_discard_ends_the_turn() -> None:
    app, table = position_table(
        {"hands": ["KC KD KH 7C 7D 7H 9S", "4C", "4D", "4H"],
         "melds": {"0": ["AC AD AH AS JK 2C 2D"]}, "melded_seats": [2]},
        bots=lambda level, seed: Answering("no"))
    click(app, table.buttons["ask"].rect.center)
    settle(app, 4)
    assert table.state.asked == "no" and table.my_turn()
    answered = table.state
    meld_by_mouse(app, table, Action.parse("meld KC KD KH"))
    key(app, pygame.K_z, pygame.KMOD_RCTRL)
    assert table.state is answered
    key(app, pygame.K_z, pygame.KMOD_RCTRL)
    assert table.state is answered and "answer stands" in table.message
    assert not table.buttons["undo"].enabled
    # A discard ends the turn: it stays, whatever the bots have played since.
    item = next(it for it in table.hand.items if it.card.rank == "9")
    drag(app, card_point(table, item), table.layout.pile.center)
    assert (0, "discard 9S") in table.record.actions
    key(app, pygame.K_BACKSPACE)
    assert (0, "discard 9S") in table.record.actions
    assert "discard ends the turn" in table.message


class Watching:
    """Normal bots that keep every view they are given (to compare what they saw)."""

    def __init__(self, seen: list[Any]) -> None:
        self.seen = seen

    def __call__(self, level: str, seed: int) -> Any:
        bot = make_bot("normal", seed)
        seen = self.seen

        class Spy:
            def begin(self, view: Any) -> Any:
                seen.append(view)
                return bot.begin(view)

        return Spy()


def test_the_bots_never_see_a_meld_that_was_taken_back() -> None:
    """The same deal twice: once the human melds, takes it back and discards; once it only
    discards the same card. Every view the bots get afterwards is the same."""
    runs: list[list[Any]] = []
    for take_back in (True, False):
        seen: list[Any] = []
        app, table = real_game(seed=7, bots=Watching(seen))
        action = to_a_meld(app, table)
        if take_back:
            meld_by_mouse(app, table, action)
            click(app, table.buttons["undo"].rect.center)
        start = len(seen)
        discard = next(a for a in table.state.legal_actions() if a.kind == "discard")
        table.play(discard)
        for _ in range(400):
            settle(app, 1)
            if table.my_turn() or table.state.is_hand_over:
                break
        runs.append(seen[start:])
    assert runs[0] and runs[0] == runs[1]


def test_practice_takes_back_whole_turns_and_the_bots_play_them_again(
        monkeypatch: pytest.MonkeyPatch) -> None:
    app, table = real_game(seed=11, practice=True, bots=lambda level, seed: make_bot("easy",
                                                                                  seed))
    starts: list[tuple[int, GameState]] = []
    for _ in range(4000):
        settle(app, 1)
        if not table.my_turn():
            continue
        if table.state.phase == "draw":
            starts.append((len(table.record.actions), table.state))
            if len(starts) == 3:
                break
            click(app, table.layout.stock.center)
        else:
            table.play(next(a for a in table.state.legal_actions() if a.kind == "discard"))
    assert len(starts) == 3
    played = list(table.record.actions)
    # At the start of the third turn: back to the start of the second, bots' moves and all.
    click(app, table.buttons["undo"].rect.center)
    assert table.state is starts[1][1] and len(table.record.actions) == starts[1][0]
    assert table.message == "Back to the start of your turn."
    assert table.record.replay() == table.state
    assert [tuple(a) for a in saved_actions(app)] == table.record.actions
    shot(app, "practice-turn-back")
    # Drawn again, the same card; the same discard; the bots play the same moves again.
    click(app, table.layout.stock.center)
    table.play(Action.parse(played[starts[1][0] + 1][1]))
    for _ in range(400):
        settle(app, 1)
        if table.my_turn():
            break
    assert table.record.actions == played[: len(table.record.actions)]
    assert len(table.record.actions) == starts[2][0]
    # The score sheet says it is a practice game; the save keeps the mark.
    assert app.store.load(SAVE_NAME).record["practice"] is True  # type: ignore[index]
    drawn: list[str] = []
    original = scoring.draw_text

    def spy(surface: pygame.Surface, text: str, *args: Any, **kwargs: Any) -> pygame.Rect:
        drawn.append(text)
        return original(surface, text, *args, **kwargs)

    monkeypatch.setattr(scoring, "draw_text", spy)
    finish_hand(app, table)
    top: Any = app.scenes.top
    assert is_scoring(top) and top.practice
    assert "Practice game: not counted in the statistics" in drawn
    shot(app, "practice-score-sheet")


def finish_hand(app: App, table: TableScene) -> None:
    bot = make_bot("normal", 3)
    for _ in range(20_000):
        if is_scoring(app.scenes.top):
            return
        if table.my_turn():
            table.play(bot.choose(table.state.player_view(0)))
        settle(app, 1)
    raise AssertionError("the hand did not end")


def test_continue_keeps_the_practice_mark_and_undo_goes_on_from_there() -> None:
    app, table = real_game(seed=7, practice=True)
    action = to_a_meld(app, table)
    meld_by_mouse(app, table, action)
    again = App(pygame.Surface((1280, 720)), turbo=True, settings={"sound": False})
    assert again.continue_game()
    continued = again.scenes.top
    assert isinstance(continued, TableScene) and continued.config.practice
    # Leaving and continuing changes nothing a player can see or take back: the log, the
    # feed beside the pile and Undo are as they were (the save keeps only the actions).
    assert continued.log.lines == table.log.lines
    assert continued.feed.snapshot() == table.feed.snapshot()
    assert continued.state == table.state and continued.can_take_back()
    key(again, pygame.K_BACKSPACE)
    assert not continued.state.melds[0] and continued.record.actions == table.record.actions[:-1]


def test_continue_keeps_the_log_and_undo_of_an_honest_game() -> None:
    app, table = real_game(seed=7)
    action = to_a_meld(app, table)
    meld_by_mouse(app, table, action)
    assert table.can_take_back()
    again = App(pygame.Surface((1280, 720)), turbo=True, settings={"sound": False})
    assert again.continue_game()
    continued = again.scenes.top
    assert isinstance(continued, TableScene) and not continued.config.practice
    assert continued.log.lines == table.log.lines and len(continued.log.lines) > 2
    assert continued.can_take_back()
    key(again, pygame.K_BACKSPACE)
    assert continued.record.actions == table.record.actions[:-1]


def test_a_lesson_takes_nothing_back() -> None:
    """The guided first game steers its one hand step by step: Undo stays off all through
    it (its melds included), and Backspace takes nothing back."""
    from lesson_driver import LessonPlayer

    app = App(pygame.Surface((1280, 720)), turbo=True, settings={"sound": False})
    app.start_lesson()
    table: Any = app.scenes.top
    assert isinstance(table, TableScene) and table.lesson is not None
    checked: list[int] = []

    def deliver(events: list[pygame.event.Event], frames: int) -> None:
        app.tick(1 / 60, events)
        settle(app, frames)

    def check(_index: int) -> None:
        if any(seat == 0 and text.startswith("meld") for seat, text in table.record.actions):
            record = list(table.record.actions)
            assert not table.can_take_back() and not table.buttons["undo"].enabled
            key(app, pygame.K_BACKSPACE)
            assert table.record.actions == record
            checked.append(len(record))

    LessonPlayer(app, deliver, "keyboard").run(on_step=check)
    assert checked and not table.lesson.off_script


def test_a_meld_taken_back_leaves_no_words_in_the_feed() -> None:
    """The feed beside the pile tells only what stands: a meld taken back is gone from it."""
    app, table = real_game(seed=7)
    action = to_a_meld(app, table)
    settle(app, 2)
    before = table.feed.lines(table.name, table.bottom)
    meld_by_mouse(app, table, action)
    settle(app, 2)
    newest = table.feed.lines(table.name, table.bottom)[-1][0]
    assert "melded" in newest
    key(app, pygame.K_BACKSPACE)
    settle(app, 2)
    assert table.feed.lines(table.name, table.bottom) == before
