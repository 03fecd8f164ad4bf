"""The application object every scene receives: screen, scene stack, settings, sounds, saves.

One App runs one frame at a time through :meth:`App.tick`; main.py's async loop calls it every
frame and yields to the browser in between, so nothing here may block. Scenes reach shared
things (card art, sounds, the save store) only through the App, never through globals.

Every scene is imported here and listed in SCENES: a scene that fails to import stops the game
at its start with the error, never later with a stand-in shown in its place.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

import pygame

from game import i18n, platform
from game.ai import make_bot
from game.i18n import _
from game.i18n_engine import reason_text
from game.replays import PRACTICE_KEY, ReplayGame, is_practice, saved_people, saved_seats
from game.rules import GameRecord, GameState, RecordError
from game.saves import DEFAULT_SETTINGS, LoadResult, SaveStore
from game.ui import display, fonts, rich_text
from game.ui.cardart import CardArt
from game.ui.config import GameConfig, seats_payload, table_refusal
from game.ui.game_history import GameHistory
from game.ui.game_log import LogScene
from game.ui.replay_driver import replay_table
from game.ui.scene import Scene, SceneStack
from game.ui.scenes.handoff import HandOffScene
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.new_game import NewGameScene
from game.ui.scenes.replay_list import ReplayListScene
from game.ui.scenes.rules_screen import RulesScene
from game.ui.scenes.scoring import ScoringScene
from game.ui.scenes.settings import SettingsScene
from game.ui.scenes.statistics import StatisticsScene
from game.ui.scenes.table import TableScene
from game.ui.sound import Sounds
from game.ui.table_hand_order import HAND_ORDERS_KEY, saved_orders
from game.ui.table_layout import LARGE_CARD_SCALE
from game.ui.tutorial import lesson_table
from game.ui.widgets import CREAM, SCREEN_SIZE, draw_panel, draw_text, wrap_text

SAVE_NAME = "current"
#: Seconds an app-level notice (e.g. "the save was damaged") stays on screen.
NOTICE_SECONDS = 6.0
#: ... plus a second for every this many characters of it (reading speed).
NOTICE_CHARS_PER_SECOND = 15
#: The notice's widest panel (it wraps onto more lines).
NOTICE_WIDTH = 1000

BotFactory = Callable[[str, int], Any]

#: Every scene the game shows (each reaches the others through the App or its own imports).
SCENES: tuple[type[Scene], ...] = (
    MenuScene, NewGameScene, SettingsScene, RulesScene, TableScene, LogScene, ScoringScene,
    StatisticsScene, ReplayListScene, HandOffScene,
)


class App:
    """Shared context of all scenes; also the frame driver used by main.py and the tests."""

    def __init__(
        self,
        screen: pygame.Surface | None = None,
        store: SaveStore | None = None,
        settings: dict[str, Any] | None = None,
        *,
        demo: bool = False,
        quit_after_hand: bool = False,
        screenshot_dir: str | Path | None = None,
        turbo: bool = False,
        bot_factory: BotFactory | None = None,
    ) -> None:
        self.screen = screen if screen is not None else pygame.Surface(SCREEN_SIZE)
        self.scenes = SceneStack()
        self.store = store if store is not None else SaveStore()
        read = None
        if settings is not None:
            self.settings: dict[str, Any] = dict(settings)
        else:
            self.settings, read = self.store.read_settings()
        for key, value in DEFAULT_SETTINGS.items():
            self.settings.setdefault(key, value)
        # The saved choice, else the system's (the browser's) language at first start.
        i18n.set_language(i18n.startup_language(self.settings.get("language")))
        rich_text.set_four_colour(bool(self.settings.get("four_colour")))
        self.sounds = Sounds(enabled=bool(self.settings.get("sound", True)))
        self.running = True
        self.frame = 0
        self.exit_code = 0
        self.demo = demo
        self.quit_after_hand = quit_after_hand
        #: Tests and the attract mode: bots think and animations finish within a frame.
        self.turbo = turbo
        self.bot_factory = bot_factory
        self.screenshot_dir = Path(screenshot_dir) if screenshot_dir else None
        self._shots: set[str] = set()
        self._shot_count = 0
        self._arts: dict[tuple[int, bool, str], CardArt] = {}
        self.notice = ""
        self._notice_left = 0.0
        # The notice wrapped: its text, the widest it may be, its lines, its panel's width.
        self._notice_lines: tuple[str, int, list[str], int] = ("", 0, [], 0)
        self.notice_rect = pygame.Rect(0, 0, 0, 0)  # where the notice was last drawn
        self.last_config: GameConfig | None = None
        self.startup_seconds = 0.0  # set by main.py: launch to first frame
        #: Ended and left games: kept for replays, counted in the statistics.
        self.history = GameHistory(self, SAVE_NAME)
        self._auto: tuple[float, Callable[[], None]] | None = None
        if not platform.storage_is_persistent():
            self.notify(_("Saves last only until this page is closed: the browser blocks storage."))
        if read is not None and read.status == "corrupt":
            self._tell_settings_unusable(read)

    # ------------------------------------------------------------------ shared resources

    def card_art(self, width: int) -> CardArt:
        """Card art at `width` px in the current colour/back settings (cached per size)."""
        key = (width, bool(self.settings.get("four_colour")), str(self.settings.get("card_back")))
        art = self._arts.get(key)
        if art is None:
            back = key[2] if key[2] in ("blue", "red", "green") else "blue"
            art = self._arts[key] = CardArt(width, four_colour=key[1], back=back)
        return art

    def card_scale(self) -> float:
        """1.0, or larger in large-card mode."""
        return LARGE_CARD_SCALE if self.settings.get("large_cards") else 1.0

    def make_bot(self, level: str, seed: int) -> Any:
        """A bot from game.ai (or from the injected factory: tests, the arena)."""
        if self.bot_factory is not None:
            return self.bot_factory(level, seed)
        return make_bot(level, seed)

    def auto_advance(self, seconds: float, callback: Callable[[], None]) -> None:
        """Attract mode: run callback after `seconds` (e.g. leave the scoring screen)."""
        self._auto = (seconds, callback)

    def notify(self, message: str) -> None:
        """Show a short notice above every scene (broken save, missing module...)."""
        self.notice = message
        # Long enough to be read: a few seconds more for a long one.
        self._notice_left = NOTICE_SECONDS + len(message) / NOTICE_CHARS_PER_SECOND

    # ------------------------------------------------------------------ the interface scenes use

    def start_game(self, config: GameConfig) -> None:
        """Replace everything on the stack with a table playing a new game; a game the table
        cannot seat is refused with a notice (the New game screen never offers one)."""
        refusal = table_refusal(config.variant, config.players, config.options)
        if refusal is not None:
            self.notify(_("This game can't be played: {reason}.").format(reason=refusal))
            if not self.scenes:
                self.open_menu()
            return
        self.last_config = config
        self._set_only(TableScene(self, config))

    def start_lesson(self) -> None:
        """Replace everything on the stack with the guided first game (never saved)."""
        self._set_only(lesson_table(self))

    def has_saved_game(self) -> bool:
        """Whether an unfinished game is saved (cheap check: the key exists)."""
        try:
            return SAVE_NAME in self.store.names()
        except OSError:
            return False

    def continue_game(self) -> bool:
        """Replay the saved record onto a table; report and set aside a save it cannot use."""
        result = self.store.load(SAVE_NAME)
        if not result.ok or result.record is None:
            if result.status != "missing":
                self._tell_unusable(result.reason, result.backup_key)
            return False
        payload = result.record
        try:
            record = GameRecord.from_json(payload.get("record", payload))
            state = record.replay()
            config = _config_from_payload(payload, record.variant, record.players, record.options)
        except ValueError as error:  # RecordError, or seats and levels this version lacks
            self._set_aside_save(_unusable_reason(error))
            return False
        if state.is_game_over:
            self.discard_save()
            return False
        self.last_config = config
        self.history.adopt(record.to_json())
        table = TableScene(self, config, record=record, state=state)
        # The people's hands as they arranged them: beside the record, never in the way of it.
        table.orders.adopt(saved_orders(payload, config.human_seats))
        self._set_only(table)
        return True

    def save_game(self, record_json: dict[str, Any], config: GameConfig,
                  hand_orders: dict[str, Any] | None = None) -> None:
        """Autosave after every action (and after the player arranges their hand, with
        ``hand_orders``); a failing disk shows a notice, never a crash."""
        payload = save_payload(record_json, config, hand_orders)
        self.history.before_save(payload)
        try:
            self.store.save(SAVE_NAME, payload)
        except (OSError, ValueError) as error:
            self.notify(_("The game could not be saved: {reason}").format(reason=error))

    def finish_game(self, record: GameRecord, config: GameConfig, final: GameState) -> None:
        """The game ended: keep it for replays, count it in the statistics, forget the save."""
        self.history.finish(record, config, final, save_payload(record.to_json(), config))
        self.discard_save()

    def watch(self, replay: ReplayGame) -> None:
        """Replace everything on the stack with the table replaying a recorded game."""
        self._set_only(replay_table(self, replay))

    def discard_save(self) -> None:
        """Forget the current save (the game is over)."""
        with contextlib.suppress(Exception):
            platform.storage_remove(self.store.key(SAVE_NAME))

    def _set_aside_save(self, reason: str) -> None:
        """Move an unusable save out of the way (under a name of its own, never over an
        earlier one) and tell the player where it went."""
        try:
            backup = self.store.set_aside(SAVE_NAME)
        except Exception:  # storage failing too: the notice still goes out
            backup = None
        self._tell_unusable(reason, backup)

    def _tell_unusable(self, reason: str, backup: str | None) -> None:
        """The notice for a save Continue cannot use: why, and where it was kept."""
        reason = reason.rstrip(".")  # the sentence around it ends it
        if backup is None:
            self.notify(_("The saved game can't be continued: {reason}.").format(reason=reason))
            return
        name = backup[len(self.store.prefix):]
        self.notify(_("The saved game can't be continued: {reason}. It was kept as “{name}”.")
                    .format(reason=reason, name=name))

    def _tell_settings_unusable(self, read: LoadResult) -> None:
        """The notice for a settings file that could not be used: the defaults took its
        place, and where it was kept (set aside by the store, never written over)."""
        # The store's reasons are worded for a saved game (in Czech, Slovak and Polish their
        # words agree with "game"), so the notice names the problem without them.
        if read.backup_key is None:
            self.notify(_("Your settings could not be read, so the usual ones are used."))
            return
        name = read.backup_key[len(self.store.prefix):]
        self.notify(_("Your settings could not be read, so the usual ones are used; yours "
                      "were kept as “{name}”.").format(name=name))

    def save_settings(self) -> None:
        """Persist the settings and apply the ones that change how things look and sound."""
        self.sounds.enabled = bool(self.settings.get("sound", True))
        i18n.set_language(i18n.startup_language(self.settings.get("language")))
        rich_text.set_four_colour(bool(self.settings.get("four_colour")))
        self._arts.clear()  # colours, back or size changed: redraw card art on demand
        for scene in self.scenes.scenes:
            scene.settings_changed()
        try:
            self.store.save_settings(self.settings)
        except (OSError, ValueError) as error:
            self.notify(_("Settings could not be saved: {reason}").format(reason=error))

    def open_menu(self) -> None:
        """Replace everything on the stack with the main menu."""
        self._set_only(MenuScene(self))

    def quit(self) -> None:
        """Stop the frame loop after this frame."""
        self.running = False

    def _set_only(self, scene: Scene) -> None:
        self.scenes.clear()
        self.scenes.push(scene)

    # ------------------------------------------------------------------ frames

    def tick(self, dt: float, events: Iterable[pygame.event.Event]) -> None:
        """One frame: events to the stack, update the top scene, draw, screenshot hook."""
        for event in events:
            if event.type == pygame.QUIT:
                self.quit()
                continue
            if display.is_fullscreen_key(event):  # F11 on every screen
                display.toggle_fullscreen()
                continue
            self.scenes.handle_event(event)
        self.scenes.update(dt)
        if self._auto is not None:
            left, callback = self._auto
            self._auto = (left - dt, callback) if left > dt else None
            if self._auto is None:
                callback()
        self.draw()
        if self._notice_left > 0:
            self._notice_left -= dt
        self._first_appearance()
        self.frame += 1

    def draw(self) -> None:
        """Draw the visible scenes, then any app-level notice on top."""
        if not self.scenes:
            self.screen.fill((14, 66, 40))
        self.scenes.draw(self.screen)
        if self._notice_left > 0 and self.notice:
            self.notice_rect = self._draw_notice()

    def _draw_notice(self) -> pygame.Rect:
        """The notice on top of every scene, where the top scene has room for it."""
        # Every word shows, on as many lines as it takes: a damaged save's notice ends
        # with the name it was kept under, the one thing the player must read.
        top = self.scenes.top
        area = top.notice_area if top is not None else None
        if area is None:
            area = pygame.Rect(0, 12, SCREEN_SIZE[0], SCREEN_SIZE[1])
        widest = min(NOTICE_WIDTH, area.w)
        font = fonts.font(20, bold=True)
        if self._notice_lines[:2] != (self.notice, widest):  # wrapped once, not every frame
            wrapped = wrap_text(font, self.notice, widest - 40)
            width = min(widest, max(font.size(line)[0] for line in wrapped) + 48)
            self._notice_lines = (self.notice, widest, wrapped, width)
        _text, _widest, lines, w = self._notice_lines
        step = font.get_linesize()
        rect = pygame.Rect(0, 0, w, 20 + step * len(lines))
        rect.midtop = (area.centerx, area.y)
        draw_panel(self.screen, rect, radius=12)
        for i, line in enumerate(lines):
            draw_text(self.screen, line, font, CREAM,
                      (rect.centerx, rect.y + 10 + step * i + step // 2), anchor="center")
        return rect

    def screenshot(self, name: str) -> Path | None:
        """Save the screen as a numbered PNG under --screenshot-dir (once per name)."""
        if self.screenshot_dir is None or name in self._shots:
            return None
        self._shots.add(name)
        self._shot_count += 1
        self.screenshot_dir.mkdir(parents=True, exist_ok=True)
        path = self.screenshot_dir / f"{self._shot_count:02d}-{name}.png"
        pygame.image.save(self.screen, str(path))
        return path

    def _first_appearance(self) -> None:
        top = self.scenes.top
        if top is None:
            return
        if self.screenshot_dir is not None:
            self.screenshot(top.scene_name)
        if self.quit_after_hand and is_scoring(top):
            self.quit()


def save_payload(record_json: dict[str, Any], config: GameConfig,
                 hand_orders: dict[str, Any] | None = None) -> dict[str, Any]:
    """What a save holds: the game record and the table's seats and levels (and, for a
    practice game, that it is one: game.replays.is_practice reads it back), and how the
    people arranged their hands (game/ui/table_hand_order.py)."""
    payload: dict[str, Any] = {
        "record": record_json,
        "human_seat": config.human_seat,
        "levels": {str(k): v for k, v in config.levels.items()},
    }
    if is_practice(config=config):
        payload[PRACTICE_KEY] = True
    payload.update(seats_payload(config))  # the people's seats and names (pass-and-play)
    if hand_orders:
        payload[HAND_ORDERS_KEY] = hand_orders
    return payload


def is_scoring(scene: Scene) -> bool:
    """Whether scene shows a finished hand's score."""
    return scene.shows_hand_score


def _unusable_reason(error: ValueError) -> str:
    """Why a saved record cannot be continued, in the player's language: a move the engine
    refused is named with the engine's reason; a record that cannot even be read (the engine
    words that in English only, for the command line) is said to be damaged; the seats and
    levels beside it are told as found (game.replays words them in the player's language)."""
    if not isinstance(error, RecordError):
        return str(error)
    refused = error.refused
    if refused is None or error.__cause__ is None:
        return _("its game record is damaged or was made by another version of the game")
    number, action = refused
    return _("its move {number} ({action}) is refused: {why}").format(
        number=number, action=action, why=reason_text(error.__cause__))


def _config_from_payload(
    payload: dict[str, Any], variant: str, players: int, options: dict[str, Any]
) -> GameConfig:
    """The table's settings kept beside a saved record; ValueError (with the reason) for a
    seat or a bot level this version could not play with."""
    human, levels = saved_seats(payload, players)
    humans, names, practice = saved_people(payload, players)
    if humans and human not in humans:
        raise ValueError(_("the people's seats {seats} leave out the player's")
                         .format(seats=list(humans)))
    refusal = table_refusal(variant, players, options)
    if refusal is not None:
        raise ValueError(refusal)
    return GameConfig(variant, players, human, levels, dict(options), humans=humans,
                      names=names, practice=practice)
