"""The card table: one game in progress, played by the human at the bottom against bots.

Flow: the scene holds the engine state and the game record. Every action (a click, a key, a
bot's decision) goes through :meth:`TableScene.play`, which applies it, autosaves the record
and turns the engine's events into card flights (game/ui/table_motion.py). The new state is
drawn at once, with cards still in the air hidden where they will land, so the flights read as
the cards moving. Bots act only when no animation runs and after a short pause, so a person
can follow them. When a hand is scored the scoring scene is pushed on top.

The scene keeps the game and its turn order; each of its parts has one job and reads the game
from the scene (the :class:`~game.ui.table_context.TableContext` it implements):

* where things sit: ``table_layout`` (pure geometry);
* input to intentions: ``table_input`` (pointer, touch, keys; the selection and the drag) and
  ``table_commands`` (draw, take the pile, meld, discard... as engine actions);
* events to pictures: ``table_motion`` (flights, sounds, banners);
* the panels around the cards: ``table_panels``; the frame as a whole: ``table_view``;
* questions and overlays: ``table_dialogs`` (Yes/No, the game log, the keys, the score).
"""

from __future__ import annotations

from typing import Any

import pygame

from game.i18n import _
from game.rules import (
    Action,
    Event,
    GameRecord,
    GameState,
    IllegalActionError,
    NotationError,
)
from game.ui.animations import AnimationQueue, Banner
from game.ui.config import GameConfig
from game.ui.game_log import GameLog
from game.ui.hand_view import HandItem, HandView
from game.ui.scene import Scene
from game.ui.scenes.seats import partnership_label, seat_label
from game.ui.table_commands import TableCommands
from game.ui.table_context import TableLesson
from game.ui.table_dialogs import TableDialogs
from game.ui.table_feed import TableFeed
from game.ui.table_hand_order import TableHandOrders
from game.ui.table_handoff import TableHandOff
from game.ui.table_input import TableInput
from game.ui.table_layer import LayerCache
from game.ui.table_layout import CardSizes, make_layout
from game.ui.table_message import TableMessage
from game.ui.table_motion import TableMotion
from game.ui.table_panels import TablePanels
from game.ui.table_undo import TableUndo
from game.ui.table_view import TableView
from game.ui.widgets import Button

#: Seconds a bot waits after each action's cards have landed, by the pace setting (reduced
#: motion keeps it, so the bots can still be followed move by move). With the flights, a bot
#: action takes about 0.5-0.8 s at the normal pace.
BOT_PAUSE = 0.32
#: The pace setting's values (Slow, Normal, Fast), and how long a bot's cards fly at each
#: (against the animation speed's time): slower at a slow pace, a little faster at a fast one.
PACE_FLIGHTS = {0.5: 1.4, 1.0: 1.0, 2.0: 0.75}
#: Actions after which the attract mode's --screenshot-dir keeps a picture of the table.
MIDGAME_ACTIONS = 24


class TableScene(Scene):
    """A game in progress, seen from the human's seat (or seat 0 in the attract mode)."""

    scene_name = "table"

    def __init__(
        self,
        app: Any,
        config: GameConfig,
        record: GameRecord | None = None,
        state: GameState | None = None,
        lesson: TableLesson | None = None,
        replay: Any = None,
    ) -> None:
        super().__init__(app)
        self.config = config
        #: The guided first game (game/ui/tutorial.py): it may refuse the human's moves, plays
        #: the other seats, draws over the table; such a game is never saved.
        self.lesson = lesson
        #: Watching a recorded game: the ReplayDriver (game/ui/replay_driver.py) that plays
        #: the recorded actions; None in a game.
        self.replay = replay
        if record is None or state is None:
            record, state = GameRecord.start(
                config.variant, config.players, config.seed, dict(config.options)
            )
        self.record = record
        self.state = state
        self.fresh = not record.actions
        self.humans = config.human_seats
        self.handoff = TableHandOff(self)
        self.human = self.handoff.first_viewer()  # whose hand is shown (None: attract mode)
        self.bottom = self.human if self.human is not None else 0
        if replay is not None:
            self.bottom = replay.seat
        self.bots: dict[int, Any] = {}
        for seat in range(state.players):
            if seat not in self.humans and replay is None:
                self.bots[seat] = (lesson.bot(seat) if lesson is not None else
                                   app.make_bot(config.level_of(seat), state.seed * 7 + seat))
        self.thinking: Any = None
        self.wait = 0.0
        self.anim = AnimationQueue()
        self.banners: list[Banner] = []
        self.note = TableMessage()  # what the table tells the human (above the hand)
        self.feed = TableFeed()  # the last turns in words (beside the pile)
        self._flight_scale = 1.0  # bot actions fly slower at a slow pace
        self.scoring_open = False
        self.actions_played = 0
        self.log = GameLog()  # every event in words (L or the Log button opens it)
        self._midgame_shot = False
        self._names: dict[int, str] = {}
        self._kinds: tuple[GameState | None, set[str]] = (None, set())
        self._lay_out(None)
        self.orders = TableHandOrders(self)  # each person's order of their cards, saved
        self.motion = TableMotion(self)
        self.dialogs = TableDialogs(self)
        self.commands = TableCommands(self, self.dialogs)
        self.input = TableInput(self, self.commands, self.dialogs, self.open_log)
        layers = LayerCache()
        self.panels = TablePanels(self, layers, self.motion, self.input, self.dialogs)
        self.view = TableView(self, layers, self.motion, self.panels, self.input)
        self.undo = TableUndo(self)
        if replay is not None:
            replay.attach(self)
        elif not self.fresh and lesson is None:
            # Continued from the save: the log, the feed and Undo as the game was left.
            self.undo.restore(self.handoff.log_seat())

    def watch_from(self, seat: int) -> None:
        """Show the table from another seat (a replay's choice): its hand at the bottom."""
        self.anim.skip()
        self.bottom = seat
        self._lay_out(None)
        self.hand.sync(self.state.hands[seat])
        self._rebuild()

    def _lay_out(self, old: HandView | None) -> None:
        """Card sizes, the layout and the hand's view for the current settings."""
        self.sizes = CardSizes.for_scale(self.app.card_scale())
        self.layout = make_layout(self.state.players, self.bottom, self.state.teams, self.sizes)
        self.hand = HandView(self.layout.hand, self.sizes.hand)
        if old is not None:
            self.hand.items, self.hand.auto_sort = old.items, old.auto_sort

    # ------------------------------------------------------------------ the scene's lifecycle

    def enter(self) -> None:
        """Show the hand (as its player left it); deal it with flights when the game is new,
        else welcome back."""
        self.orders.show(self.bottom)
        self.hand.update(0, snap=True)
        if self.fresh:
            dealt = Event("dealt", amount=len(self.state.hands[self.bottom]))
            self.log.add_events([dealt], self.name, self.side_name)
            self.motion.animate_deal(self.state)
        else:
            self.say(_("Welcome back: the game continues where you left off."))
        self.handoff.at_start()

    def settings_changed(self) -> None:
        """Card size, colours, back or language changed: lay out and draw everything anew."""
        self._lay_out(self.hand)
        self._rebuild()

    def _rebuild(self) -> None:
        """Everything drawn or placed from the layout and the words, made anew."""
        self.view.reset()
        self.input.build()
        self.dialogs.build()
        self.hand.update(0, snap=True)
        if self.replay is not None:
            self.replay.attach(self)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.lesson is not None and self.lesson.handle_event(event):
            return True
        if self.replay is not None and self.replay.handle_event(event):
            return True
        return self.input.handle_event(event)

    def update(self, dt: float) -> None:
        """Play the flights; then open the score, or let the bot to act think and play."""
        if self.replay is not None:
            dt = self.replay.scaled(dt)
        self.anim.update(dt)
        if self.lesson is not None:
            self.lesson.update(dt)
        if self.app.turbo:
            self.anim.skip()
        self.hand.update(dt, snap=self.still)
        self.note.update(dt)
        for banner in self.banners:
            banner.elapsed += dt
        self.banners = [b for b in self.banners if b.elapsed < b.duration]
        if self.anim.busy:
            return
        if self.actions_played >= MIDGAME_ACTIONS and self.app.screenshot_dir is not None:
            self._midgame_shot = True  # taken once this frame is drawn
        if self.replay is not None:
            self.replay.update(dt)  # the recorded game's next action, or its score
            return
        if self.state.is_hand_over:
            if not self.scoring_open and not self.banners:
                self._open_scoring()
            return
        seat = self.state.to_act
        if self.handoff.due() or seat in self.humans:
            return  # a person plays: this one, or the next one once the device is passed
        if self.wait > 0:
            self.wait -= dt
            return
        self._bot_step(seat)

    def draw(self, surface: pygame.Surface) -> None:
        self.view.draw(surface)
        if self.lesson is not None:
            self.lesson.draw(surface)
        if self.replay is not None:
            self.replay.draw(surface)
        if self._midgame_shot:
            self._midgame_shot = False
            self.app.screenshot("table-midgame")

    # ------------------------------------------------------------------ what the parts share

    @property
    def speed(self) -> float:
        return float(self.app.settings.get("animation_speed", 1.0) or 1.0)

    @property
    def pace(self) -> float:
        """How fast the bots play (the pace setting: 0.5 slow, 1 normal, 2 fast)."""
        pace = self.app.settings.get("bot_pace", 1.0)
        return float(pace) if pace in PACE_FLIGHTS else 1.0

    def dur(self, seconds: float) -> float:
        """An animation time scaled by the speed setting (zero in turbo or reduced motion);
        a bot's cards fly slower at a slow pace."""
        if self.app.turbo or self.app.settings.get("reduced_motion"):
            return 0.0
        return seconds * self._flight_scale / self.speed

    def bot_pause(self, seconds: float) -> float:
        """A pause between moves, scaled by the pace setting: reduced motion keeps it, so a
        player can still follow the bots one move at a time (zero only in turbo)."""
        return 0.0 if self.app.turbo else seconds / self.pace

    @property
    def still(self) -> bool:
        """Reduced motion (or turbo): cards jump, the hand snaps, banners do not zoom."""
        return bool(self.app.turbo or self.app.settings.get("reduced_motion"))

    @property
    def message(self) -> str:
        """The message shown to the human now ("" when none)."""
        return self.note.text

    @property
    def message_error(self) -> bool:
        return self.note.error

    def say(self, message: str, error: bool = False, cards: list[HandItem] | None = None,
            pile: bool = False) -> None:
        """Show a message above the hand; a refusal (``error``) marks the cards it refused
        (the selected ones unless given) and, for a taking of the pile, the pile."""
        if error and cards is None:
            cards = self.hand.selected
        self.note.show(message, error, cards, pile)

    def name(self, seat: int) -> str:
        """A seat's name: where it sits and whether it is a partner, from the rules' teams."""
        cached = self._names.get(seat)
        if cached is not None:
            return cached
        if self.config.pass_and_play:
            label = self.handoff.seat_name(seat)
        elif seat == self.human:
            label = _("You")
        elif self.human is not None:
            label = seat_label(seat, self.state.teams, self.human)
        else:
            label = _("Player {n}").format(n=seat + 1)
        self._names[seat] = label
        return label

    def side_name(self, team: int) -> str:
        seats = self.state.teams[team]
        if self.config.pass_and_play:
            return self.handoff.side_name(team)
        if self.human is not None and self.human in seats:
            return _("Your side") if len(seats) > 1 else _("You")
        if len(seats) == 1:
            return self.name(seats[0])
        return partnership_label(team, self.state.teams, self.human)

    def my_turn(self) -> bool:
        return (
            self.human is not None
            and self.state.to_act == self.human
            and not self.anim.busy
            and not self.state.is_hand_over
        )

    def legal_kinds(self) -> set[str]:
        if self.human is None or self.state.to_act != self.human:
            return set()
        if self._kinds[0] is not self.state:
            self._kinds = (self.state, {a.kind for a in self.state.legal_actions()})
        return self._kinds[1]

    # ------------------------------------------------------------------ playing

    def play(self, action: Action | str) -> bool:
        """Apply an action for the seat to act; show the engine's reason if it is refused."""
        seat = self.state.to_act
        try:
            if isinstance(action, str):
                action = Action.parse(action)
            if self.lesson is not None and seat == self.human:
                word = self.lesson.refusal(action)
                if word is not None:  # a move outside the lesson: its word, not the engine's
                    self.commands.refuse(word)
                    return False
            new, events = self.state.apply(action)
        except (IllegalActionError, NotationError) as error:
            self.commands.refuse(error)
            return False
        self.record.add(seat, action)
        old, self.state = self.state, new
        if new.hand_number != old.hand_number:
            self.input.new_hand()
        self.actions_played += 1
        self.commands.played()
        if self.lesson is not None:
            self.lesson.played(seat, action)
        elif self.human is not None:
            self.orders.save(old.hand_number)  # the fan still shows the hand before the action
            if new.is_game_over:
                self.app.finish_game(self.record, self.config, new)
        if seat == self.human:
            self.hand.clear_selection()
            self.note.clear()
        self.dialogs.played()
        self.undo.played(seat, action, old, new, events)
        self.log.add_events(events, self.name, self.side_name, self.handoff.log_seat())
        self._flight_scale = 1.0 if seat == self.human else PACE_FLIGHTS[self.pace]
        self.motion.animate(events)
        self._flight_scale = 1.0
        self.wait = self.bot_pause(BOT_PAUSE)
        return True

    def _bot_step(self, seat: int) -> None:
        bot = self.bots.get(seat)
        if bot is None:
            # A seat without a bot: play the first legal action so the table never stalls.
            self.play(self.state.legal_actions()[0])
            return
        if self.thinking is None:
            self.thinking = bot.begin(self.state.player_view(seat))
        action = self.thinking.step(4.0)
        if action is not None:
            self.thinking = None
            if not self.play(action):  # a bot bug must not freeze the table
                self.play(self.state.legal_actions()[0])

    def _open_scoring(self) -> None:
        self.scoring_open = True
        self.dialogs.open_scoring(self.next_hand)
        if self.app.demo and not self.app.quit_after_hand:
            self.app.auto_advance(6.0, self.next_hand)

    def next_hand(self) -> None:
        """Close the scoring screen and deal the next hand (or, at game over, the menu)."""
        while self.app.scenes.top is not None and self.app.scenes.top is not self:
            if self not in self.app.scenes.scenes:
                break
            self.app.scenes.pop()
        if self.lesson is not None:  # the lesson's hand is its only one
            self.lesson.hand_scored()
            return
        self.scoring_open = False
        if self.state.is_game_over:
            if self.app.demo:
                cfg = self.config
                self.app.start_game(GameConfig(cfg.variant, cfg.players, None, cfg.levels,
                                               cfg.options, None))
            else:
                self.app.open_menu()
            return
        if self.state.phase == "hand_over":
            self.play(Action("deal"))

    def open_log(self) -> None:
        """The game so far in words, as an overlay."""
        self.dialogs.open_log(self.log)

    def take_back(self) -> None:
        """Undo (table_undo.py): take back what may be taken back, or say why not."""
        self.undo.undo()

    def can_take_back(self) -> bool:
        return self.undo.steps() > 0

    def view_from(self, seat: int) -> None:
        """Pass-and-play: show the table from ``seat`` (its player now holds the device)."""
        self.orders.keep()  # the person leaving finds their cards as they left them
        self.human = self.bottom = seat
        self._names.clear()
        self.motion.reset()
        self.hand.items = []
        self.banners.clear()
        self.note.clear()
        self.settings_changed()  # the layout turns to the new seat
        self.orders.show(seat)
        self.hand.update(0, snap=True)

    # ------------------------------------------------------------------ the parts' state, by
    # the names tests and tools have read it under

    @property
    def buttons(self) -> dict[str, Button]:
        return self.input.buttons

    @property
    def menu_button(self) -> Button:
        return self.input.menu_button

    @property
    def log_button(self) -> Button:
        return self.input.log_button

    @property
    def yes_button(self) -> Button:
        return self.dialogs.yes_button

    @property
    def no_button(self) -> Button:
        return self.dialogs.no_button

    @property
    def choice(self) -> list[Action]:
        return self.dialogs.choice

    @property
    def confirm_acaba(self) -> bool:
        return self.dialogs.confirm_acaba

    @property
    def meld_focus(self) -> int | None:
        return self.input.meld_focus

    @property
    def _layers(self) -> LayerCache:
        return self.view.layers

    @property
    def _columns(self) -> dict[int, dict[object, pygame.Surface]]:
        return self.view.columns

    @_columns.setter
    def _columns(self, columns: dict[int, dict[object, pygame.Surface]]) -> None:
        self.view.columns = columns

    def do_draw(self) -> None:
        self.commands.draw()

    def do_meld(self, target: str | None = None) -> None:
        self.commands.meld(target)

    def _question_panel(self) -> tuple[str, pygame.Rect] | None:
        return self.dialogs.question()

    def _active_buttons(self) -> list[Button]:
        return self.input.active_buttons()

    def _opening_progress(self) -> tuple[int, int] | None:
        return self.panels.opening_progress()

    def _seat_pile(self, seat: int) -> int | None:
        return self.panels.seat_pile(seat)

    def _pile_notes(self) -> list[str]:
        return self.panels.pile_notes()

    def _draw_banner(self, surface: pygame.Surface, banner: Banner) -> None:
        self.view.draw_banner(surface, banner)

    def _add_event_step(self, event: Event, new_items: list[HandItem]) -> None:
        self.motion.add_event_step(event, new_items)
