"""Full keyboard play: from the menu to the end of the game with key presses only.

Nothing here clicks or calls the table's methods to act: every move is a KEYDOWN event
through App.tick, as a player without a mouse would type it. The test reads the hint (the
normal computer player's suggestion, game.ai.hint) to know *which* move to make, then makes it
with the keys the table documents (KEY_LIST, shown with F1): ←/→ move the card cursor, ↑ selects,
↓ clears, D draws, T takes the pile, M melds, Tab picks an own meld and E adds to it,
X discards, A asks the partner, Y/N answer, Enter moves on from the scoring screen.

It also checks that the focus is visible: the menu's focused button and the table's card
cursor are drawn with a ring (pixels of the ring colour around them).
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.ai.hint import hint
from game.rules import Action, Card, read_position
from game.ui.app import App, is_scoring
from game.ui.config import GameConfig
from game.ui.scenes.table import TableScene
from game.ui.table_capabilities import KEY_LIST, KEYS_TITLE
from game.ui.widgets import FOCUS_RING

ROOT = Path(__file__).resolve().parents[2]
SHOTS = ROOT / "test-artifacts" / "screenshots" / "keyboard"
CURSOR_RING = (120, 200, 255)  # the table's keyboard cursor (TableScene._draw_hand)


@pytest.fixture(autouse=True)
def _data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CANASTA_DATA_DIR", str(tmp_path / "data"))


def press(app: App, key: int, mod: int = 0, frames: int = 1) -> None:
    app.tick(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="")])
    for _ in range(frames - 1):
        app.tick(1 / 60, [])


def settle(app: App, frames: int = 3) -> None:
    for _ in range(frames):
        app.tick(1 / 60, [])


def shot(app: App, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    pygame.image.save(app.screen, str(SHOTS / f"{name}.png"))


def near(a: tuple[int, ...], b: tuple[int, ...], tolerance: int = 40) -> bool:
    return all(abs(x - y) <= tolerance for x, y in zip(a[:3], b[:3], strict=True))


def ring_pixels(surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int]) -> int:
    """Pixels of `colour` on the outline of rect (a band two pixels wide either side)."""
    count = 0
    bounds = surface.get_rect()
    for x in range(rect.x, rect.right):
        for y in (*range(rect.y - 2, rect.y + 3), *range(rect.bottom - 3, rect.bottom + 2)):
            if bounds.collidepoint(x, y) and near(tuple(surface.get_at((x, y))), colour):
                count += 1
    return count


def focus_to(app: App, scene: Any, widget: Any) -> None:
    """Tab through the scene's focus group until `widget` has the focus."""
    for _ in range(len(scene.focus.widgets) + 1):
        if widget.focused:
            return
        press(app, pygame.K_TAB)
    raise AssertionError(f"Tab never reached {widget!r}")


def start_from_menu(app: App) -> TableScene:
    """Menu → New game → target 1500, easy bots → Start, by keys only."""
    app.open_menu()
    settle(app, 2)
    menu: Any = app.scenes.top
    focused = next(b for b in menu.buttons if b.focused)
    assert focused.label == "New game"  # no save yet: New game has the focus
    ring = focused.rect.inflate(10, 10)
    assert ring_pixels(app.screen, ring, FOCUS_RING) > ring.w, "no visible focus ring"
    shot(app, "menu-focus")
    press(app, pygame.K_RETURN, frames=2)
    setup: Any = app.scenes.top
    assert type(setup).__name__ == "NewGameScene"
    assert setup.start_button.focused  # Start is focused first: Enter plays the defaults
    focus_to(app, setup, setup.target_choice)
    for _step in range(3):  # in order: the usual 5000 → 3000 → 2500 → 1500
        press(app, pygame.K_LEFT)
    assert setup.target_choice.value == "1,500"
    for seat, choice in setup.seat_choices.items():
        if seat in setup.people:
            continue  # the player's own seat: a person
        focus_to(app, setup, choice)
        press(app, pygame.K_LEFT)  # normal → easy
        assert setup.levels[seat] == "easy", seat
    focus_to(app, setup, setup.start_button)
    shot(app, "new-game-keys")
    press(app, pygame.K_RETURN, frames=3)
    table = app.scenes.top
    assert isinstance(table, TableScene)
    assert table.human == 0 and table.state.rules.target(table.state.players) == 1500
    return table


def select_by_keys(app: App, table: TableScene, cards: tuple[Card, ...]) -> None:
    """↓ clears the selection, then ←/→ walk the cursor to each wanted card and ↑ lifts it."""
    press(app, pygame.K_DOWN)
    assert not table.hand.selected
    wanted = Counter(cards)
    for _ in range(len(cards)):
        items = table.hand.items
        index = next(i for i, it in enumerate(items) if wanted[it.card] and not it.selected)
        wanted[items[index].card] -= 1
        while table.hand.cursor != index:
            n = len(items)
            right = (index - table.hand.cursor) % n
            press(app, pygame.K_RIGHT if right <= n - right else pygame.K_LEFT)
        press(app, pygame.K_UP)
        assert items[index].selected
    assert Counter(table.hand.selected_cards()) == Counter(cards)


def meld_by_keys(app: App, table: TableScene, action: Action) -> None:
    state = table.state
    team = state.team_of(0)
    groups = action.groups
    target = groups[0].target if len(groups) == 1 else None
    select_by_keys(app, table, action.cards)
    if target is None:
        press(app, pygame.K_m)  # new melds (or naturals finding their meld): M
        choose_reading(app, table, state, action)
        return
    # Adding to an existing meld: Tab walks the own melds, E adds the selection to it.
    melds = state.melds[team]
    for _ in range(len(melds) + 1):
        focus = table.meld_focus
        if focus is not None and melds[focus].rank == target:
            break
        press(app, pygame.K_TAB)
    assert table.meld_focus is not None and melds[table.meld_focus].rank == target
    press(app, pygame.K_e)


def choose_reading(app: App, table: TableScene, state: Any, action: Action) -> None:
    """Where the wild cards could go more than one way the table asks: N shows the next way
    until the one the hint meant (when it is among them), Y plays it."""
    readings = table.dialogs.readings
    if not readings:
        return
    wanted = state.apply(action)[0].state_hash()
    for _ in range(len(readings)):
        if state.apply(readings[table.dialogs.reading])[0].state_hash() == wanted:
            break
        press(app, pygame.K_n)
    press(app, pygame.K_y)


def play_turn(app: App, table: TableScene, used: Counter[str]) -> None:
    state = table.state
    before = len(table.record.actions)
    if state.phase == "answer":
        press(app, pygame.K_y)
        used["answer"] += 1
    else:
        assert table.human is not None
        action, _reason = hint(state.player_view(table.human))
        kind = action.kind
        if kind == "draw":
            press(app, pygame.K_d)
        elif kind == "pickup":
            select_by_keys(app, table, action.cards)
            press(app, pygame.K_t)
            choose_reading(app, table, state, action)
        elif kind == "meld":
            meld_by_keys(app, table, action)
        elif kind == "discard":
            assert action.card is not None
            select_by_keys(app, table, (action.card,))
            press(app, pygame.K_x)
            if len(table.record.actions) == before:  # the discard warning: X again confirms
                assert "again" in table.message
                press(app, pygame.K_x)
        elif kind == "ask":
            press(app, pygame.K_a)
        else:
            raise AssertionError(f"a move the keyboard test does not know: {action}")
        used[kind] += 1
    settle(app, 2)
    if len(table.record.actions) == before:
        # The keys made another reading of the selection than the hint meant (the table
        # explains why on its message line); go on with a plain move, by keys too.
        assert table.message, "a refused key must explain itself"
        used["refused"] += 1
        if table.state.phase == "draw":
            press(app, pygame.K_DOWN)
            press(app, pygame.K_d)
        else:
            legal = [a for a in table.state.legal_actions() if a.kind == "discard"]
            assert legal, table.state.phase
            assert legal[0].card is not None
            select_by_keys(app, table, (legal[0].card,))
            press(app, pygame.K_x)
            press(app, pygame.K_x)  # past a warning, if any
        settle(app, 2)
        assert len(table.record.actions) > before, table.message


def test_a_whole_game_from_the_menu_by_keyboard_only() -> None:
    app = App(pygame.Surface((1280, 720)), turbo=True, settings={"sound": False})
    table = start_from_menu(app)
    used: Counter[str] = Counter()
    hands = 0
    checked_cursor = False
    for _ in range(40_000):
        top: Any = app.scenes.top
        if top is not None and is_scoring(top):
            if table.state.is_game_over:
                break
            hands += 1
            assert top.button.focused  # Enter goes on: the scoring screen's one button
            press(app, pygame.K_RETURN, frames=3)
            assert app.scenes.top is not None and not is_scoring(app.scenes.top)
            continue
        settle(app, 1)
        if table.my_turn():
            play_turn(app, table, used)
            if not checked_cursor and table.my_turn() and table.hand.items:
                # The keyboard cursor is visible: a ring around the card it is on.
                press(app, pygame.K_RIGHT)
                item = table.hand.items[table.hand.cursor]
                rect = pygame.Rect(round(item.x), round(item.y), table.sizes.hand,
                                   table.sizes.hand * 7 // 5)
                left_edge = sum(near(tuple(app.screen.get_at((rect.x + 1, y))), CURSOR_RING)
                                for y in range(rect.y + 20, rect.bottom - 20))
                assert left_edge > rect.h // 2, "the card cursor has no visible ring"
                shot(app, "table-cursor")
                checked_cursor = True
    else:
        pytest.fail(f"the game did not end: {hands} hands, {used}")
    settle(app, 2)
    top = app.scenes.top
    assert top is not None and is_scoring(top) and getattr(top, "game_over", True)
    assert table.state.is_game_over and max(table.state.total_scores) >= 1500
    assert checked_cursor
    shot(app, "game-over")
    print(f"game over after {hands + 1} hands by keys: {dict(used)}")
    moves = sum(v for k, v in used.items() if k != "refused")
    assert used["refused"] <= moves // 10 + 2, used
    assert used["discard"] > 3 and used["draw"] + used["pickup"] > 3 and used["meld"] > 0, used
    # The human seat's moves were all made by keys: the record holds them.
    own = [a for seat, a in table.record.actions if seat == 0 and a != "deal"]
    assert len(own) >= moves
    # Game over: Enter on the scoring screen leads back to the menu.
    press(app, pygame.K_RETURN, frames=3)
    assert type(app.scenes.top).__name__ in ("MenuScene", "NewGameScene")


ACABA = """
variant = "british"
players = 4
turn = 0
phase = "play"
hands = ["KS KD 9S 8S 7H", "5C 6C", "6D 7D", "7C 8C"]
stock = "5H JC 9D 9H"
discard = "4S"
melded_seats = [0, 1]
[melds]
0 = ["QS QS QD QD QH QH QC", "8D 8C 8H"]
1 = ["JS JD JH"]
"""


def _table(state: Any, **settings: Any) -> tuple[App, TableScene]:
    from game.rules import GameRecord

    app = App(pygame.Surface((1280, 720)), turbo=True, settings={"sound": False, **settings})
    config = GameConfig(state.rules.id, state.players, 0, {}, {}, seed=1)
    record = GameRecord.start(config.variant, config.players, 1, {})[0]
    table = TableScene(app, config, record=record, state=state)
    app.scenes.clear()
    app.scenes.push(table)
    table.enter()
    settle(app, 2)
    return app, table


def test_f1_lists_the_keys_and_c_calls_acaba() -> None:
    try:
        state = read_position(ACABA)
    except Exception as error:  # the position format may not fit British; skip, not fail
        pytest.skip(f"no British position: {error}")
    if not any(a.kind == "acaba" for a in state.legal_actions()):
        pytest.skip("acaba is not legal in this position")
    app, table = _table(state)
    press(app, pygame.K_LEFT)
    assert table.message == "F1 lists the keys."  # the first key tells where the keys are
    press(app, pygame.K_F1)
    keys: Any = app.scenes.top
    assert type(keys).__name__ == "LogScene" and keys.title == "Keys"
    assert "D draw" in keys.log.lines and "C acaba" in keys.log.lines
    assert len(keys.log.lines) == len(KEY_LIST)  # British with partners: every key applies
    shot(app, "keys")
    press(app, pygame.K_F1)
    assert app.scenes.top is table
    press(app, pygame.K_c)  # acaba asks first; N keeps playing, C then Y ends the hand
    assert table.confirm_acaba
    press(app, pygame.K_n)
    assert not table.confirm_acaba and not table.state.is_hand_over
    press(app, pygame.K_c)
    press(app, pygame.K_y, frames=3)
    assert table.state.is_hand_over


TAB_E = """
variant = "classic"
players = 4
turn = 0
phase = "play"
hands = ["2C KS 9S 4S 7H", "5C 6C", "6D 7D", "7C 8C"]
stock = "5H JC 9D 9H"
discard = "4D"
melded_seats = [0]
[melds]
0 = ["QS QD QH", "8D 8C 8H"]
"""


def test_tab_picks_an_own_meld_and_e_adds_the_selection() -> None:
    app, table = _table(read_position(TAB_E))
    two = next(c for c in table.state.hands[0] if c.rank == "2")
    select_by_keys(app, table, (two,))
    press(app, pygame.K_m)  # a wild card alone: M cannot tell which meld, the table says so
    assert table.message_error and len(table.record.actions) == 0
    melds = table.state.melds[0]
    seen = []
    for _ in range(len(melds)):
        press(app, pygame.K_TAB)
        assert table.meld_focus is not None
        seen.append(melds[table.meld_focus].rank)
        if seen[-1] == "8":
            break
    assert seen[-1] == "8"
    shot(app, "meld-focus")
    # The focused meld is ringed (not only coloured): the ring's colour around its column.
    from game.ui.table_draw import GOLD_LIGHT, side_spots

    focus = table.meld_focus
    assert focus is not None
    col = side_spots(table.layout.meld_areas[0], melds, len(table.state.red_threes[0]),
                     table.sizes.meld).spots[focus].shown
    assert ring_pixels(app.screen, col.inflate(8, 8), GOLD_LIGHT) > col.w
    press(app, pygame.K_e, frames=3)
    eights = next(m for m in table.state.melds[0] if m.rank == "8")
    assert len(eights.cards) == 4 and two in eights.cards
    assert not table.hand.selected


@pytest.mark.parametrize("language", ["en", "cs", "sk", "pl"])
def test_the_key_list_has_no_missing_glyphs(language: str) -> None:
    """The shipped font has no arrow glyphs: the key list must name the keys in words."""
    from game.i18n import _, set_language
    from game.ui import fonts

    set_language(language)
    try:
        keys = " ".join(_(words) for words, _needs in KEY_LIST) + _(KEYS_TITLE)
        assert language == "en" or _(KEYS_TITLE) != KEYS_TITLE
        font = fonts.font(18)
        missing = {ch for ch, m in zip(keys, font.metrics(keys), strict=True)
                   if not ch.isspace() and (m is None or m[4] == 0 or m[1] == m[0] == 0)}
        assert not missing, missing
    finally:
        set_language("en")
