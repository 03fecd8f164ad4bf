"""Pass-and-play, played like the people at the table: seats set on the New game screen
(names typed by keyboard and touch), whole hands with people and computer players mixed, the
hand-off screen passed by mouse, touch and keyboard, the partner asked behind a hand-off, a
save continued, every variant.

What the table draws face up is recorded frame by frame (every card the table view draws
face up: the hand, cards in flight, dragged cards) and checked against who holds the device:
the person who last passed a hand-off screen. No frame may show a card of anybody else's
hand, partners' included; the table may only show a person's seat after a hand-off to them;
and whenever a person is to act, it is the person holding the device.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

import pygame
import pytest
from test_table import card_point, click, drag, key, select, settle, tap

from game.ai import make_bot
from game.ai.hint import hint
from game.rules import (
    Action,
    Card,
    GameRecord,
    GameState,
    find_variant,
    read_position,
    variant_names,
)
from game.ui import table_view
from game.ui.app import SAVE_NAME, App, is_scoring
from game.ui.config import GameConfig, default_name
from game.ui.scenes.handoff import HandOffScene
from game.ui.scenes.new_game import NewGameScene
from game.ui.scenes.table import TableScene
from game.ui.table_draw import meld_rect
from game.ui.table_view import TableView

ROOT = Path(__file__).resolve().parents[2]
SHOTS = ROOT / "test-artifacts" / "screenshots" / "pass-and-play"


@pytest.fixture(autouse=True)
def _data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CANASTA_DATA_DIR", str(tmp_path / "data"))


def shot(app: App, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    pygame.image.save(app.screen, str(SHOTS / f"{name}.png"))



def typed(app: App, text: str) -> None:
    app.tick(1 / 60, [pygame.event.Event(pygame.TEXTINPUT, text=text)])



def public_cards(state: GameState) -> Counter[Card]:
    """Every card face up on the table: melds, the pile, red threes, cards out of play."""
    cards: list[Card] = list(state.discard)
    cards += [c for team in state.melds for m in team for c in m.cards]
    cards += [c for row in state.red_threes for c in row]
    cards += [c for row in state.removed for c in row]
    return Counter(cards)


class Watch:
    """Records what the table draws face up and who holds the device; lists every breach."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, people: dict[str, int]) -> None:
        self.people = people  # the hand-off screen's name -> seat
        self.holder: int | None = None  # who passed the last hand-off screen
        self.offered: int | None = None  # the hand-off screen on show, for whom
        self.problems: list[str] = []
        self.table_frames = 0
        self.handoffs: list[int] = []
        face_up: list[Card] = []
        draw_card = table_view.draw_card

        def spy_card(surface: pygame.Surface, art: Any, card: Card | None, *args: Any,
                     **kwargs: Any) -> None:
            if card is not None:
                face_up.append(card)
            draw_card(surface, art, card, *args, **kwargs)

        draw = TableView.draw

        def spy_draw(view: TableView, surface: pygame.Surface) -> None:
            face_up.clear()
            draw(view, surface)
            self.check(view.table, list(face_up))

        handoff_draw = HandOffScene.draw

        def spy_handoff(scene: HandOffScene, surface: pygame.Surface) -> None:
            handoff_draw(scene, surface)
            self.offered = self.people[scene.name]

        monkeypatch.setattr(table_view, "draw_card", spy_card)
        monkeypatch.setattr(TableView, "draw", spy_draw)
        monkeypatch.setattr(HandOffScene, "draw", spy_handoff)

    def passed(self) -> None:
        """The hand-off screen on show was passed: its person holds the device now."""
        assert self.offered is not None, "a hand-off was passed before it was ever drawn"
        self.holder = self.offered
        self.handoffs.append(self.holder)

    def check(self, table: Any, cards: list[Card]) -> None:
        self.table_frames += 1
        state = table.state
        viewer = table.human
        where = f"frame {self.table_frames}, viewer {viewer}, holder {self.holder}"
        if viewer != self.holder:
            self.problems.append(f"{where}: the table shows a seat nobody was handed")
        if not state.is_hand_over and state.to_act in table.humans and state.to_act != viewer:
            self.problems.append(f"{where}: seat {state.to_act} is to act, not its screen")
        allowed = Counter(state.hands[viewer]) + public_cards(state)
        extra = Counter(cards) - allowed
        if extra:
            owners = [s for s in range(state.players)
                      if s != viewer and any(c in state.hands[s] for c in extra)]
            self.problems.append(f"{where}: face up {sorted(map(str, extra))}, "
                                 f"held by seats {owners}")


def pass_handoff(app: App, watch: Watch, way: int) -> None:
    """Pass the hand-off on show: a mouse click on Ready, a tap anywhere, or Enter."""
    top: Any = app.scenes.top
    assert isinstance(top, HandOffScene)
    settle(app, 1)  # drawn at least once
    watch.passed()
    if way % 3 == 0:
        click(app, top.ready_button.rect.center)
    elif way % 3 == 1:
        tap(app, (200, 640))
    else:
        key(app, pygame.K_RETURN, frames=1)
    assert app.scenes.top is not top


def move_by_mouse(app: App, table: TableScene) -> None:
    """The viewer's next move, as the hint suggests, made with clicks and drags."""
    state, seat = table.state, table.human
    assert seat is not None
    before = len(table.record.actions)
    if state.phase == "answer":
        click(app, table.yes_button.rect.center)
    else:
        action, _why = hint(state.player_view(seat))
        table.hand.clear_selection()
        if action.kind == "draw":
            click(app, table.layout.stock.center)
        elif action.kind == "pickup":
            select(app, table, action.cards)
            click(app, table.layout.pile.center)
        elif action.kind == "meld" and any(g.target is None for g in action.groups):
            select(app, table, action.cards)
            click(app, table.buttons["meld"].rect.center)
        elif action.kind == "meld":
            team = state.team_of(seat)
            select(app, table, action.groups[0].cards)
            rect = meld_rect(table.layout.meld_areas[team], state.melds[team],
                             table.sizes.meld, action.groups[0].target)
            click(app, (rect.centerx, rect.y + 20))
        elif action.kind == "discard":
            for _ in range(2):  # a discard warning asks for a second drop
                if len(table.record.actions) > before:
                    break
                item = next(it for it in table.hand.items if it.card is action.card)
                drag(app, card_point(table, item), table.layout.pile.center)
        elif action.kind == "ask":
            click(app, table.buttons["ask"].rect.center)
        else:
            table.play(action)
    settle(app, 1)
    if len(table.record.actions) == before and table.my_turn():
        legal = list(table.state.legal_actions())
        table.play(next((a for a in legal if a.kind == "discard"), legal[0]))


def move_directly(app: App, table: TableScene) -> None:
    seat = table.human
    assert seat is not None
    table.play(make_bot("normal", 5).choose(table.state.player_view(seat)))


def play_hand(app: App, table: TableScene, watch: Watch, move: Any,
              limit: int = 30_000) -> int:
    """Play until the hand's score shows; returns how many hand-offs were passed."""
    ways = 0
    for _ in range(limit):
        top: Any = app.scenes.top
        if isinstance(top, HandOffScene):
            pass_handoff(app, watch, ways)
            ways += 1
            continue
        if is_scoring(top):
            return ways
        if table.my_turn():
            move(app, table)
        settle(app, 1)
    raise AssertionError("the hand did not end")


def play_frames(app: App, table: TableScene, watch: Watch, frames: int) -> None:
    """Play ``frames`` frames: hand-offs passed, the people's moves made directly."""
    for way in range(frames):
        top: Any = app.scenes.top
        if isinstance(top, HandOffScene):
            pass_handoff(app, watch, way)
        elif table.my_turn():
            move_directly(app, table)
        settle(app, 1)


def start(app: App, config: GameConfig) -> tuple[TableScene, dict[str, int]]:
    app.start_game(config)
    table = app.scenes.scenes[0]
    assert isinstance(table, TableScene)
    names = {(config.names.get(s) or default_name(s)): s for s in config.human_seats}
    return table, names


def no_private_card_in_the_log(table: TableScene) -> None:
    drawn = [line for line in table.log.lines if " drew " in line]
    assert drawn and all("from the stock" in line for line in drawn), drawn[:3]


# ------------------------------------------------------------------------ the New game screen

def test_the_new_game_screen_seats_people_with_names_by_mouse_touch_and_keyboard() -> None:
    app = App(pygame.Surface((1280, 720)), turbo=True, settings={"sound": False})
    app.open_menu()
    app.scenes.push(NewGameScene(app))
    setup: Any = app.scenes.top
    settle(app, 1)
    # Mouse: the partner (seat 2) from Normal, left twice, to Human: a name field appears.
    value = setup.seat_choices[2].value_rect()
    click(app, (value.x + 10, value.centery))
    click(app, (value.x + 10, value.centery))
    assert 2 in setup.people and 2 in setup.seat_rows.fields
    # Touch: tap the first seat's name field and type.
    tap(app, setup.seat_rows.fields[0].rect.center)
    assert setup.seat_rows.fields[0].focused
    typed(app, "Eva")
    # Keyboard: Tab to the partner's name, type, Backspace, Enter moves on.
    for _ in range(len(setup.focus.widgets)):
        if setup.seat_rows.fields[2].focused:
            break
        key(app, pygame.K_TAB, frames=1)
    typed(app, "Tomm")
    key(app, pygame.K_BACKSPACE, frames=1)
    key(app, pygame.K_RETURN, frames=1)
    assert setup.seat_choices[2].focused and setup.people == {0: "Eva", 2: "Tom"}
    click(app, setup.practice_toggle.rect.center)
    settle(app, 1)
    shot(app, "new-game")
    click(app, setup.start_button.rect.center)
    config = app.last_config
    assert config is not None and config.pass_and_play and config.practice
    assert config.human_seats == (0, 2) and config.names == {0: "Eva", 2: "Tom"}
    assert config.levels == {1: "normal", 3: "normal"}
    # The table opens hidden: a hand-off to whoever acts first.
    top: Any = app.scenes.top
    assert isinstance(top, HandOffScene) and top.name in ("Eva", "Tom")
    settle(app, 1)
    shot(app, "first-hand-off")


def test_without_a_person_the_game_does_not_start() -> None:
    app = App(pygame.Surface((1280, 720)), turbo=True, settings={"sound": False})
    app.open_menu()
    app.scenes.push(NewGameScene(app))
    setup: Any = app.scenes.top
    value = setup.seat_choices[0].value_rect()
    click(app, (value.right - 10, value.centery))  # Human -> Easy
    assert not setup.people and not setup.start_button.enabled
    click(app, setup.start_button.rect.center)
    assert app.scenes.top is setup


# ------------------------------------------------------------------------ whole hands

@pytest.mark.parametrize(("variant", "players", "people"), [
    ("classic", 4, (0, 2)),  # partners
    ("classic", 2, (0, 1)),  # two people, nobody else
    ("classic", 3, (0, 1, 2)),  # three people alone
    ("hand-and-foot", 6, (0, 1, 3)),  # six seats, three people, partners among them
])
def test_a_whole_hand_by_mouse_never_shows_a_persons_hand_to_anyone_else(
        variant: str, players: int, people: tuple[int, ...],
        monkeypatch: pytest.MonkeyPatch) -> None:
    app = App(pygame.Surface((1280, 720)), turbo=True, settings={"sound": False})
    names = {people[0]: "Eva", people[1]: "Tom"}
    config = GameConfig(variant, players, people[0], {s: "easy" for s in range(players)}, {},
                        seed=players + 3, humans=people, names=names)
    table, seats = start(app, config)
    watch = Watch(monkeypatch, seats)
    passed = play_hand(app, table, watch, move_by_mouse)
    assert not watch.problems, watch.problems[:5]
    assert passed >= 2 and set(watch.handoffs) == set(people)
    assert watch.table_frames > 50
    no_private_card_in_the_log(table)
    shot(app, f"{variant}-{players}-score")


def test_asking_a_partner_who_is_a_person_asks_that_person_behind_a_hand_off(
        monkeypatch: pytest.MonkeyPatch) -> None:
    state = read_position({"variant": "classic", "players": 4, "dealer": 3, "turn": 0,
                           "phase": "play", "stock": "8C 8D 8H 5S", "discard": "9H",
                           "hands": ["KC KD KH 7C 7D 7H 9S", "4C", "QD QD JS", "4H"],
                           "melds": {"0": ["AC AD AH AS JK 2C 2D"]}, "melded_seats": [2]})
    app = App(pygame.Surface((1280, 720)), turbo=True, settings={"sound": False})
    config = GameConfig("classic", 4, 0, {1: "easy", 3: "easy"}, {}, seed=1, humans=(0, 2),
                        names={0: "Eva", 2: "Tom"})
    record = GameRecord.start("classic", 4, 1, {})[0]
    table = TableScene(app, config, record=record, state=state)
    app.scenes.clear()
    app.scenes.push(table)
    watch = Watch(monkeypatch, {"Eva": 0, "Tom": 2})
    pass_handoff(app, watch, 0)  # to Eva, with the mouse
    settle(app, 1)
    click(app, table.buttons["ask"].rect.center)
    settle(app, 2)
    top: Any = app.scenes.top
    assert isinstance(top, HandOffScene) and top.name == "Tom"
    assert top.note == "Eva asks: may I go out?"
    shot(app, "ask-hand-off")
    pass_handoff(app, watch, 2)  # to Tom, by keyboard
    settle(app, 1)
    assert table.human == 2 and table.dialogs.answering()
    shot(app, "tom-answers")
    click(app, table.yes_button.rect.center)
    settle(app, 2)
    top = app.scenes.top
    assert isinstance(top, HandOffScene) and top.name == "Eva"
    pass_handoff(app, watch, 1)  # back to Eva, by touch
    settle(app, 1)
    assert table.human == 0 and table.state.asked == "yes" and table.my_turn()
    assert not watch.problems, watch.problems


def test_continue_keeps_the_people_their_names_and_hides_the_table_first(
        monkeypatch: pytest.MonkeyPatch) -> None:
    app = App(pygame.Surface((1280, 720)), turbo=True, settings={"sound": False})
    config = GameConfig("classic", 4, 0, {1: "hard", 3: "easy"}, {}, seed=9, humans=(0, 2),
                        names={0: "Eva", 2: "Tom"}, practice=True)
    table, seats = start(app, config)
    watch = Watch(monkeypatch, seats)
    play_frames(app, table, watch, 40)
    saved = app.store.load(SAVE_NAME).record
    assert saved is not None
    assert saved["humans"] == [0, 2] and saved["names"] == {"0": "Eva", "2": "Tom"}
    assert saved["practice"] is True and saved["levels"] == {"1": "hard", "3": "easy"}
    again = App(pygame.Surface((1280, 720)), turbo=True, settings={"sound": False})
    assert again.continue_game()
    continued: Any = again.scenes.scenes[0]
    assert continued.config.human_seats == (0, 2) and continued.config.names == config.names
    assert continued.config.practice and continued.config.levels == config.levels
    assert set(continued.bots) == {1, 3}
    assert isinstance(again.scenes.top, HandOffScene)  # nothing shows before a hand-off
    assert not watch.problems, watch.problems


@pytest.mark.parametrize("variant", list(variant_names()))
def test_pass_and_play_in_every_variant(variant: str, monkeypatch: pytest.MonkeyPatch) -> None:
    rules = find_variant(variant)
    players = 4 if 4 in rules.player_counts else rules.default_players
    people = (0, 1) if players < 4 else (0, 1, 2)
    app = App(pygame.Surface((1280, 720)), turbo=True, settings={"sound": False})
    config = GameConfig(variant, players, 0, {s: "easy" for s in range(players)}, {}, seed=2,
                        humans=people)
    table, seats = start(app, config)
    watch = Watch(monkeypatch, seats)
    ways = 0
    for _ in range(3000):
        top: Any = app.scenes.top
        if isinstance(top, HandOffScene):
            pass_handoff(app, watch, ways)
            ways += 1
        elif is_scoring(top) or len(table.record.actions) >= 60:
            break
        elif table.my_turn():
            move_directly(app, table)
        settle(app, 1)
    assert not watch.problems, watch.problems[:5]
    assert ways >= 3 and len(set(watch.handoffs)) >= 2
    assert Action("deal") not in [a for _s, a in table.record.actions]


def test_the_watch_sees_a_table_that_turns_without_a_hand_off(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The checks above can fail: a table that turns to the next person at once (no hand-off
    screen) and a log that keeps everybody's drawn cards are both caught."""
    from game.ui.table_handoff import TableHandOff

    def turn_at_once(self: TableHandOff, seat: int) -> None:
        self.table.view_from(seat)

    monkeypatch.setattr(TableHandOff, "open", turn_at_once)
    monkeypatch.setattr(TableHandOff, "log_seat", lambda self: None)
    app = App(pygame.Surface((1280, 720)), turbo=True, settings={"sound": False})
    config = GameConfig("classic", 4, 0, {1: "easy", 3: "easy"}, {}, seed=6, humans=(0, 2))
    table, seats = start(app, config)
    watch = Watch(monkeypatch, seats)
    watch.holder = table.human
    for _ in range(300):
        if table.my_turn():
            move_directly(app, table)
        settle(app, 1)
    assert any("nobody was handed" in p for p in watch.problems)
    with pytest.raises(AssertionError):
        no_private_card_in_the_log(table)


def test_the_watch_sees_a_hand_left_on_the_table_for_the_next_person(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A hand-off that changes whose turn the table shows but keeps the last person's cards
    in the fan is caught card by card."""

    def keep_the_fan(self: TableScene, seat: int) -> None:
        self.human = seat

    monkeypatch.setattr(TableScene, "view_from", keep_the_fan)
    app = App(pygame.Surface((1280, 720)), turbo=True, settings={"sound": False})
    config = GameConfig("classic", 4, 0, {1: "easy", 3: "easy"}, {}, seed=6, humans=(0, 2))
    table, seats = start(app, config)
    watch = Watch(monkeypatch, seats)
    play_frames(app, table, watch, 300)
    assert any("held by seats [0]" in p for p in watch.problems), watch.problems[:3]


def test_a_save_keeps_the_seats_and_refuses_seats_it_could_not_play() -> None:
    from game.replays import saved_people
    from game.ui.app import save_payload

    config = GameConfig("classic", 4, 0, {1: "easy"}, {}, humans=(2, 0), names={2: "Tom"},
                        practice=True)
    payload = save_payload({}, config)
    assert payload["humans"] == [0, 2] and payload["names"] == {"2": "Tom"}
    assert payload["practice"] is True
    assert saved_people(payload, 4) == ((0, 2), {2: "Tom"}, True)
    # An older save has none of it: one person, no names, not practice.
    assert saved_people({}, 4) == ((), {}, False)
    for bad, words in [
        ({"humans": [0, 7]}, "not seats of this game"),
        ({"humans": [0, True]}, "not seats of this game"),
        ({"humans": "0,2"}, "not seats of this game"),
        ({"humans": [2, 2]}, "twice"),
        ({"names": ["Eva"]}, "names are missing"),
        ({"names": {"x": "Eva"}}, "not a seat of this game"),
        ({"names": {"9": "Eva"}}, "not a seat of this game"),
        ({"names": {"1": 5}}, "not a name"),
        ({"names": {"1": "A" * 40}}, "not a name"),
        ({"practice": "yes"}, "neither true nor false"),
    ]:
        with pytest.raises(ValueError, match=words):
            saved_people(bad, 4)


def test_continue_sets_aside_a_save_with_seats_it_cannot_play() -> None:
    from game.saves import encode

    app = App(pygame.Surface((1280, 720)), turbo=True, settings={"sound": False})
    record, _state = GameRecord.start("classic", 4, 3)
    payload = {"record": record.to_json(), "human_seat": 0, "levels": {}, "humans": [0, 9]}
    from game import platform

    platform.storage_set(app.store.key(SAVE_NAME), encode(payload))
    assert not app.continue_game()
    assert "not seats of this game" in app.notice
    assert not app.has_saved_game()


def test_fewer_players_drop_the_people_of_the_seats_that_go() -> None:
    app = App(pygame.Surface((1280, 720)), turbo=True, settings={"sound": False})
    app.last_config = GameConfig("classic", 6, 4, {}, {}, humans=(4, 5), names={4: "Eva"})
    scene = NewGameScene(app)
    assert scene.people == {4: "Eva", 5: ""} and scene.players == 6
    app.scenes.push(scene)
    value = scene.players_choice.value_rect()
    click(app, (value.x + 10, value.centery))  # 6 -> 4 players
    assert scene.players == 4 and scene.people == {0: ""}
    assert scene.config().human_seats == (0,) and scene.start_button.enabled


def test_one_person_at_another_seat_is_you_at_the_table_and_on_the_score_sheet() -> None:
    from game.ui.scenes.scoring import outcome_text, winner_text

    app = App(pygame.Surface((1280, 720)), turbo=True, settings={"sound": False})
    app.start_game(GameConfig("classic", 4, 2, {0: "easy", 1: "easy", 3: "easy"}, {}, seed=4))
    table: Any = app.scenes.top
    assert table.human == 2 and set(table.bots) == {0, 1, 3}
    assert [table.name(s) for s in range(4)] == [
        "Partner", "Right opponent", "You", "Left opponent"]
    state = read_position({"variant": "classic", "players": 4, "dealer": 1, "turn": 2,
                           "phase": "play", "stock": "8C 8D", "discard": "9H",
                           "hands": ["4C", "4D", "KC KD KH 9S", "4H"],
                           "melds": {"0": ["AC AD AH AS JK 2C 2D"]},
                           # seat 2 melded before: its going out is not concealed
                           "melded_seats": [0, 2]})
    done = state.play("meld KC KD KH", "discard 9S")
    assert outcome_text(done, viewer=2) == "You went out."
    assert outcome_text(done) == "Partner went out."  # from seat 0, as before
    assert winner_text(done, viewer=2) == ""  # not a game over: no winner line


def test_watching_a_pass_and_play_game_in_progress_shows_nobodys_hand() -> None:
    """A replay of a game still in progress shows only the player's own hand; with several
    people at the device any of them may be watching, so no hand shows until the end."""
    from game.replays import replay_from_payload
    from game.ui.app import save_payload

    record, state = GameRecord.start("classic", 4, 3)
    for _ in range(12):
        action = state.legal_actions()[0]
        record.add(state.to_act, action)
        state, _events = state.apply(action)
    alone = GameConfig("classic", 4, 0, {}, {})
    shared = GameConfig("classic", 4, 0, {}, {}, humans=(0, 2), names={2: "Tom"})
    assert replay_from_payload(save_payload(record.to_json(), alone)).open_seats() == (0,)
    game = replay_from_payload(save_payload(record.to_json(), shared))
    assert game.people() == (0, 2) and game.open_seats() == ()
