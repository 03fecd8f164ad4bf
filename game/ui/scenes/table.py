"""The card table: one game in progress, played by the human at the bottom against bots.

Flow: the scene holds the engine state and the game record. Every action (a click, a key, a
bot's decision) goes through :meth:`TableScene.play`, which applies it, autosaves the record
and turns the engine's events into card flights (game/ui/animations.py). The new state is
drawn at once, with cards still in the air hidden where they will land, so the flights read as
the cards moving. Bots act only when no animation runs and after a short pause, so a person
can follow them. When a hand is scored the scoring scene is pushed on top.

Input: mouse, touch (finger events) and keyboard; see KEYS below.
"""

from __future__ import annotations

import importlib
from collections import Counter
from collections.abc import Callable
from typing import Any

import pygame
from pygame import Rect

from game.i18n import N_, _
from game.i18n_engine import reason_text
from game.rules import (
    Action,
    Card,
    Event,
    GameRecord,
    GameState,
    IllegalActionError,
    NotationError,
)
from game.ui import fonts
from game.ui.animations import AnimationQueue, Banner, Flight, Step
from game.ui.config import GameConfig
from game.ui.game_log import GameLog, LogScene
from game.ui.hand_view import HandItem, HandView
from game.ui.scene import Scene
from game.ui.table_draw import (
    BANNER_NAMES,
    GOLD_LIGHT,
    ICE,
    MUTED,
    RANK_NAMES,
    TEAM_COLOURS,
    blit_text,
    draw_card,
    draw_pile,
    draw_plate,
    draw_side,
    draw_side_piles,
    draw_stock,
    free_span,
    meld_columns,
    meld_order,
    red_three_rect,
    text,
)
from game.ui.table_layer import LayerCache
from game.ui.table_layout import CardSizes, make_layout
from game.ui.table_moves import (
    discard_danger,
    meld_action,
    meld_choices,
    pickup_action,
    staged_points,
)
from game.ui.widgets import (
    CREAM,
    GOLD,
    Button,
    draw_panel,
    draw_wrapped,
    event_pos,
    rounded_box,
)

KEYS = N_(  # translated where shown (F1 lists them), so a language switch applies
    "Keys: Left/Right choose a card, Up or Enter select it, Down clear the selection, D draw, "
    "T take the pile, M meld, Tab choose a meld and E add to it, X discard, S sort, "
    "A ask partner, Y/N answer, C acaba, H hint, L game log, Space skip the animation, "
    "Esc menu, F1 this list"
)
DRAG_START = 8  # pixels a press must travel before it becomes a drag
#: Variants whose side_piles hold one face-down pile per seat (a foot, a ponytail).
BOT_PAUSE = 0.75  # seconds between bot actions at normal speed (reduced motion keeps it)
ERROR = (255, 170, 150)


def _scene_class(module: str, name: str) -> Any:
    try:
        return getattr(importlib.import_module(module), name)
    except (ImportError, AttributeError):
        return None


class TableScene(Scene):
    def __init__(
        self,
        app: Any,
        config: GameConfig,
        record: GameRecord | None = None,
        state: GameState | None = None,
    ) -> None:
        super().__init__(app)
        self.config = config
        if record is None or state is None:
            record, state = GameRecord.start(
                config.variant, config.players, config.seed, dict(config.options)
            )
        self.record = record
        self.state = state
        self.fresh = not record.actions
        self.human = config.human_seat
        self.bottom = self.human if self.human is not None else 0
        self.bots: dict[int, Any] = {}
        for seat in range(state.players):
            if seat != self.human:
                self.bots[seat] = app.make_bot(config.level_of(seat), state.seed * 7 + seat)
        self.thinking: Any = None
        self.wait = 0.0
        self.anim = AnimationQueue()
        self.banners: list[Banner] = []
        self.message = ""
        self.message_error = False
        self.scoring_open = False
        self.actions_played = 0
        # Cards in flight, hidden where they land until they arrive.
        self.hide_hand: dict[int, int] = {}
        self.hide_pile = 0
        self.hide_meld: dict[tuple[int, int], int] = {}  # (team, meld index) -> cards
        self.hide_red: dict[int, int] = {}
        self.stock_extra = 0
        self.departed: dict[Card, list[tuple[float, float]]] = {}
        # Pointer state.
        self.press: tuple[HandItem, tuple[int, int]] | None = None
        self.dragging: list[HandItem] = []
        self.drag_pos = (0, 0)
        self.pointer = (0, 0)
        self.meld_focus: int | None = None  # keyboard target for "add to meld" (index)
        self.confirm_acaba = False  # the acaba confirmation panel is open
        # Two readings of the selection (a sequence or a group): the panel asks which.
        self.choice: list[Action] = []
        self.keyboard = False
        self.warned: Card | None = None
        self._targets_key: object = None
        self._targets: frozenset[int] = frozenset()
        self.log = GameLog()  # every event in words (L or the Log button opens it)
        self._layers = LayerCache()
        self._midgame_shot = False
        self._columns: dict[int, dict[object, pygame.Surface]] = {}  # per side: meld images
        self._names: dict[int, str] = {}
        self._kinds: tuple[GameState | None, set[str]] = (None, set())
        self._felt_surface: pygame.Surface | None = None
        self._build()

    # ------------------------------------------------------------------ setup

    def _build(self) -> None:
        self.sizes = CardSizes.for_scale(self.app.card_scale())
        self.layout = make_layout(self.state.players, self.bottom, self.state.teams, self.sizes)
        old = getattr(self, "hand", None)
        self.hand = HandView(self.layout.hand, self.sizes.hand)
        if old is not None:
            self.hand.items, self.hand.auto_sort = old.items, old.auto_sort
        self._layers.reset()
        self._columns = {}
        b = self.layout.buttons
        spec: list[tuple[str, str, Callable[[], None]]] = [
            ("draw", _("Draw"), self.do_draw),
            ("pickup", _("Take pile"), self.do_pickup),
            ("meld", _("Meld"), self.do_meld),
            ("discard", _("Discard"), self.do_discard),
            ("ask", _("Ask partner"), self.do_ask),
            ("sort", _("Sort"), self.do_sort),
            ("hint", _("Hint"), self.do_hint),
            ("acaba", _("Acaba"), self.do_acaba),
        ]
        self.buttons: dict[str, Button] = {}
        for i, (key, label, callback) in enumerate(spec):
            rect = Rect(b.x, b.y + i * 52, b.w, 44)
            if key == "acaba":  # British only: under Menu and Game log, away from Discard
                rect = Rect(b.x, self.layout.menu_button.bottom + 54, b.w, 40)
            self.buttons[key] = Button(rect, label, callback, font_size=20, primary=i < 4)
        self.menu_button = Button(self.layout.menu_button, _("Menu"), self.app.open_menu,
                                  font_size=18)
        # Under the menu button: beside it would cover the top-right plate at six players.
        log_rect = self.layout.menu_button.move(0, self.layout.menu_button.h + 8)
        self.log_button = Button(log_rect, _("Game log"), self.open_log, font_size=18)
        answer = Rect(0, 0, 124, 40)
        answer.midtop = (self.layout.message.centerx - 70, self.layout.message.y + 46)
        self.yes_button = Button(answer, _("Yes (Y)"), lambda: self._answer("yes"),
                                 font_size=19, primary=True)
        self.no_button = Button(answer.move(140, 0), _("No (N)"), lambda: self._answer("no"),
                                font_size=19)

    def _answer(self, word: str) -> None:
        if self.choice:
            action = self.choice[0 if word == "yes" else 1]
            self._close_choice()
            self.play(action)
            return
        if self.confirm_acaba:
            self.confirm_acaba = False
            if word == "yes":
                self.play(Action("acaba"))
            return
        self.play(Action(word))

    def _acaba_shown(self) -> bool:
        return self.human is not None and "acaba" in self.legal_kinds()

    def do_acaba(self) -> None:
        """British: end the hand at once, after a confirmation."""
        if self.my_turn() and "acaba" in self.legal_kinds():
            self.confirm_acaba = True

    def settings_changed(self) -> None:
        """Card size, colours or back changed in the settings."""
        self._build()
        self.hand.update(0, snap=True)

    def enter(self) -> None:
        if self.human is not None:
            self.hand.sync(self.state.hands[self.human])
        else:
            self.hand.sync(self.state.hands[self.bottom])
        self.hand.update(0, snap=True)
        if self.fresh:
            dealt = Event("dealt", amount=len(self.state.hands[self.bottom]))
            self.log.add_events([dealt], self.name, self.side_name)
            self._animate_deal(self.state)
        else:
            self.say(_("Welcome back: the game continues where you left off."))

    # ------------------------------------------------------------------ helpers

    @property
    def speed(self) -> float:
        return float(self.app.settings.get("animation_speed", 1.0) or 1.0)

    def dur(self, seconds: float) -> float:
        """An animation time scaled by the speed setting (zero in turbo or reduced motion)."""
        if self.app.turbo or self.app.settings.get("reduced_motion"):
            return 0.0
        return seconds / self.speed

    def bot_pause(self, seconds: float) -> float:
        """A pause between moves, scaled by the speed setting: reduced motion keeps it, so a
        player can still follow the bots one move at a time (zero only in turbo)."""
        return 0.0 if self.app.turbo else seconds / self.speed

    @property
    def still(self) -> bool:
        """Reduced motion (or turbo): cards jump, the hand snaps, banners do not zoom."""
        return bool(self.app.turbo or self.app.settings.get("reduced_motion"))

    def say(self, message: str, error: bool = False) -> None:
        self.message, self.message_error = message, error

    def name(self, seat: int) -> str:
        cached = self._names.get(seat)
        if cached is not None:
            return cached
        if seat == self.human:
            label = _("You")
        else:
            seats = _scene_class("game.ui.scenes.seats", "seat_label")
            if seats is not None and self.human == 0:
                label = str(seats(seat, self.state.players))
            else:
                label = _("Player {n}").format(n=seat + 1)
        self._names[seat] = label
        return label

    def side_name(self, team: int) -> str:
        seats = self.state.teams[team]
        if self.human is not None and self.human in seats:
            return _("Your side") if len(seats) > 1 else _("You")
        if len(seats) == 1:
            return self.name(seats[0])
        return _("Their side") if self.human is not None else _("Side {n}").format(n=team + 1)

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
            new, events = self.state.apply(action)
        except (IllegalActionError, NotationError) as error:
            self.say(reason_text(error), error=True)
            self.app.sounds.play("error")
            return False
        self.record.add(seat, action)
        old, self.state = self.state, new
        self.actions_played += 1
        self.warned = None
        if self.human is not None:
            self.app.save_game(self.record.to_json(), self.config)
            if new.is_game_over:
                self.app.discard_save()
        if seat == self.human:
            self.hand.clear_selection()
            self.message = ""
        self.confirm_acaba = False
        self.choice = []
        self.log.add_events(events, self.name, self.side_name, self.bottom)
        self._animate(old, events)
        self.wait = self.bot_pause(BOT_PAUSE)
        return True

    def do_draw(self) -> None:
        if self.my_turn():
            self.play(Action("draw"))

    def do_pickup(self) -> None:
        if not self.my_turn():
            return
        action, reason = pickup_action(self.state, self.hand.selected_cards())
        if action is None:
            self.say(reason_text(reason or ""), error=True)
            self.app.sounds.play("error")
            return
        self.play(action)

    def do_meld(self, target: str | None = None) -> None:
        if not self.my_turn():
            return
        if target is None:
            choices = meld_choices(self.state, self.hand.selected_cards())
            if choices:
                self._open_choice(choices)
                return
        action, reason = meld_action(self.state, self.hand.selected_cards(), target)
        if action is None:
            self.say(reason_text(reason or ""), error=True)
            self.app.sounds.play("error")
            return
        self.play(action)

    def _open_choice(self, choices: list[tuple[str, Action]]) -> None:
        """Ask whether the cards extend the sequence or join their rank's group."""
        self.choice = [a for _t, a in choices]
        labels = []
        for target, _a in choices:
            if target == "SEQ":
                labels.append(_("Sequence"))
            else:
                labels.append(_("Group of {rank}").format(rank=_(RANK_NAMES.get(target, target))))
        self.yes_button.label, self.no_button.label = labels[0], labels[1]

    def _close_choice(self) -> None:
        self.choice = []
        self.yes_button.label, self.no_button.label = _("Yes (Y)"), _("No (N)")

    def do_discard(self, item: HandItem | None = None) -> None:
        if not self.my_turn():
            return
        cards = [item.card] if item is not None else self.hand.selected_cards()
        if len(cards) != 1:
            self.say(_("Select exactly one card to discard."), error=True)
            return
        c = cards[0]
        danger = discard_danger(self.state, c)
        if (
            danger is not None
            and self.app.settings.get("discard_warning", True)
            and self.warned is not c
        ):
            self.warned = c
            self.say(_("Careful: {name} could take the pile with that card. "
                       "Discard it again to confirm.").format(name=self.name(danger)), error=True)
            return
        self.play(Action("discard", card=c))

    def do_ask(self) -> None:
        if self.my_turn():
            self.play(Action("ask"))

    def do_sort(self) -> None:
        self.hand.sort()
        self.app.sounds.play("click")

    def do_hint(self) -> None:
        if not self.my_turn() or self.human is None:
            return
        hint = _scene_class("game.ai.hint", "hint")
        if hint is None:
            self.say(_("Hints are not available."))
            return
        action, reason = hint(self.state.player_view(self.human))
        self.say(_("Hint: {reason}").format(reason=reason_text(reason)))
        # Lift the cards the hint names so the player sees what is meant.
        self.hand.clear_selection()
        wanted = list(action.cards)
        for item in self.hand.items:
            if item.card in wanted:
                wanted.remove(item.card)
                item.selected = True

    # ------------------------------------------------------------------ animation from events

    def _seat_point(self, seat: int) -> tuple[float, float]:
        return self.layout.seat_anchor(seat)

    def _meld_index(self, team: int, cards: tuple[Card, ...], rank: str | None) -> int:
        """The index of the meld (of `rank`) the cards went to, in the current state."""
        melds = self.state.melds[team]
        want = Counter(cards)
        for i, m in enumerate(melds):
            if m.rank == rank and want <= Counter(m.cards):
                return i
        return next((i for i, m in enumerate(melds) if m.rank == rank), -1)

    def _meld_point(self, team: int, index: int) -> tuple[float, float]:
        area = self.layout.meld_areas[team]
        cols = meld_columns(area, self.state.melds[team], self.sizes.meld)
        rect = cols.get(index, cols.get(-1, area))
        return rect.centerx, rect.y + self.sizes.meld * 7 // 10

    def _hand_point(self, item: HandItem) -> tuple[float, float]:
        targets = self.hand.targets()
        x, y = targets.get(id(item), (item.x, item.y))
        return x + self.sizes.hand / 2, y + self.sizes.hand * 7 / 10

    def _source(self, seat: int, c: Card) -> tuple[float, float]:
        if seat == self.bottom and self.departed.get(c):
            x, y = self.departed[c].pop(0)
            return x + self.sizes.hand / 2, y + self.sizes.hand * 7 / 10
        return self._seat_point(seat)

    def _fly_to_hand(self, step: Step, seat: int, cards: tuple[Card, ...], count: int,
                     start: tuple[float, float], new_items: list[HandItem], gap: float) -> None:
        if seat == self.bottom:
            for i, c in enumerate(cards):
                item = next((it for it in new_items if it.card is c and it.hidden), None)
                if item is None:
                    continue
                new_items.remove(item)
                step.flights.append(Flight(c, start, self._hand_point(item), self.dur(0.4),
                                           i * gap, self._unhider(item), flip=True))
            return
        self.hide_hand[seat] = self.hide_hand.get(seat, 0) + count
        for i in range(count):
            step.flights.append(Flight(None, start, self._seat_point(seat), self.dur(0.4),
                                       i * gap, self._counter(self.hide_hand, seat)))

    def _unhider(self, item: HandItem) -> Callable[[], None]:
        def land() -> None:
            item.hidden = False
        return land

    def _counter(self, table: dict[Any, int], key: Any) -> Callable[[], None]:
        def land() -> None:
            table[key] = max(0, table.get(key, 0) - 1)
        return land

    def _pile_landed(self) -> None:
        self.hide_pile = max(0, self.hide_pile - 1)

    def _stock_landed(self) -> None:
        self.stock_extra = max(0, self.stock_extra - 1)

    def _sync_hand(self) -> list[HandItem]:
        new, removed = self.hand.sync(self.state.hands[self.bottom])
        self.departed = {}
        for c, x, y in removed:
            self.departed.setdefault(c, []).append((x, y))
        for item in new:
            item.hidden = True
        return new

    def _animate_deal(self, state: GameState) -> None:
        new_items = [it for it in self.hand.items]
        for it in new_items:
            it.hidden = True
        step = Step(on_start=lambda: self.app.sounds.play("deal"))
        start = self.layout.stock.center
        per = max(len(h) for h in state.hands)
        order = [(state.dealer + 1 + k) % state.players for k in range(state.players)]
        gap = self.dur(0.028)
        total = 0
        for rnd in range(per):
            for seat in order:
                hand = state.hands[seat]
                if rnd >= len(hand):
                    continue
                delay = total * gap
                total += 1
                self.stock_extra += 1
                if seat == self.bottom:
                    item = next((it for it in new_items if it.card is hand[rnd]), None)
                    if item is None:
                        continue
                    new_items.remove(item)
                    target = self._hand_point(item)
                    land = self._both(self._unhider(item), self._stock_landed)
                    step.flights.append(Flight(item.card, start, target, self.dur(0.32), delay,
                                               land, flip=True))
                else:
                    self.hide_hand[seat] = self.hide_hand.get(seat, 0) + 1
                    land = self._both(self._counter(self.hide_hand, seat), self._stock_landed)
                    step.flights.append(Flight(None, start, self._seat_point(seat),
                                               self.dur(0.32), delay, land))
        for it in new_items:
            it.hidden = False
        self.anim.add(step)
        if state.discard:
            self._add_event_step(Event("pile_started", cards=state.discard), [])
        for team, threes in enumerate(state.red_threes):
            if threes:
                seat = state.teams[team][0]
                self._add_event_step(Event("red_three", seat, team, threes), [])

    @staticmethod
    def _both(a: Callable[[], None], b: Callable[[], None]) -> Callable[[], None]:
        def land() -> None:
            a()
            b()
        return land

    def _animate(self, old: GameState, events: list[Event]) -> None:
        new_items = self._sync_hand()
        for event in events:
            if event.kind == "dealt":
                self.hand.items = []
                self.hand.sync(self.state.hands[self.bottom])
                self.hand.update(0, snap=True)
                self._animate_deal(self.state)
                return
            self._add_event_step(event.seen_by(self.bottom), new_items)
        for item in new_items:  # anything not matched to a flight just appears
            item.hidden = False

    def _announce(self, sound: str, message: str = "", banner: Banner | None = None
                  ) -> Callable[[], None]:
        """A step start: play a sound, and show a message or a banner."""
        def start() -> None:
            self.app.sounds.play(sound)
            if message:
                self.say(message)
            if banner is not None:
                banner.elapsed = 0.0
                self.banners.append(banner)
        return start

    def _add_event_step(self, e: Event, new_items: list[HandItem]) -> None:
        step = Step()
        sounds = self.app.sounds
        name = self.name(e.seat) if e.seat is not None else ""
        # The player's own moves get sentences of their own: "You" in a third-person sentence
        # reads wrongly in Czech, Slovak and Polish.
        me = e.seat is not None and e.seat == self.human
        kind = e.kind
        gap = self.dur(0.05)
        if kind == "drew":
            count = len(e.cards) or e.amount
            self.stock_extra += count
            step.on_start = lambda: sounds.play("draw")
            before = len(step.flights)
            self._fly_to_hand(step, e.seat or 0, e.cards, count, self.layout.stock.center,
                              new_items, gap)
            for f in step.flights[before:]:
                f.on_land = self._both(f.on_land or (lambda: None), self._stock_landed)
        elif kind == "pile_started":
            self.hide_pile += len(e.cards)
            for i, c in enumerate(e.cards):
                step.flights.append(Flight(c, self.layout.stock.center, self.layout.pile.center,
                                           self.dur(0.35), i * gap, self._pile_landed, flip=True))
        elif kind == "took_pile":
            took = (_("You took the pile ({n} cards).") if me else
                    _("{name} took the pile ({n} cards).")).format(name=name, n=len(e.cards))
            step.on_start = self._announce("draw", took)
            self._fly_to_hand(step, e.seat or 0, e.cards, 0 if e.seat == self.bottom else
                              max(0, len(e.cards) - 1), self.layout.pile.center, new_items,
                              self.dur(0.03))
        elif kind in ("melded", "extended", "red_three"):
            team = e.team if e.team is not None else self.state.team_of(e.seat or 0)
            end: tuple[float, float]
            if kind == "red_three":
                end = red_three_rect(self.layout.meld_areas[team], self.sizes.meld).move(
                    self.sizes.meld // 2, 40).topleft
                self.hide_red[team] = self.hide_red.get(team, 0) + len(e.cards)
                land = self._counter(self.hide_red, team)
                said = _("You laid down a red three.") if me else _(
                    "{name} laid down a red three.").format(name=name)
                step.on_start = self._announce("meld", said)
            else:
                index = self._meld_index(team, e.cards, e.rank)
                end = self._meld_point(team, index)
                key = (team, index)
                self.hide_meld[key] = self.hide_meld.get(key, 0) + len(e.cards)
                land = self._counter(self.hide_meld, key)
                step.on_start = lambda: sounds.play("meld")
            for i, c in enumerate(e.cards):
                step.flights.append(Flight(c, self._source(e.seat or 0, c), end,
                                           self.dur(0.4), i * gap, land))
        elif kind == "canasta":
            kind_name = str(e.data or "mixed")
            label = _(BANNER_NAMES.get(kind_name, N_("Canasta!")))
            team = e.team if e.team is not None else self.state.team_of(e.seat or 0)
            step.on_start = self._announce("canasta", banner=Banner(
                label, CREAM if kind_name == "mixed" else GOLD_LIGHT, max(0.8, self.dur(1.1)),
                team=team))
            step.hold = self.dur(0.4)
        elif kind == "discarded":
            c = e.cards[0]
            self.hide_pile += 1
            step.flights.append(Flight(c, self._source(e.seat or 0, c), self.layout.pile.center,
                                       self.dur(0.35), 0, self._pile_landed))
            step.on_start = lambda: sounds.play("click")
        elif kind == "asked":
            asked = _("You ask: may I go out?") if me else _(
                "{name} asks: may I go out?").format(name=name)
            step.on_start = lambda: self.say(asked)
            step.hold = self.dur(0.5)
        elif kind == "answered":
            word = _("yes") if e.data == "yes" else _("no")
            answer = (_("You answer {word}.") if me else _("{name} answers {word}.")).format(
                name=name, word=word)
            step.on_start = lambda: self.say(answer)
            step.hold = self.dur(0.5)
        elif kind == "went_out":
            if me:
                label = _("You went out concealed!") if e.data == "concealed" else _(
                    "You went out!")
            else:
                label = _("{name} went out concealed!") if e.data == "concealed" else _(
                    "{name} went out!")
            step.on_start = self._announce("go_out", banner=Banner(
                label.format(name=name), GOLD_LIGHT, max(1.0, self.dur(1.8))))
            step.hold = self.dur(1.2)
        elif kind == "stock_exhausted":
            step.on_start = lambda: self.say(_("The stock is used up: the hand is over."))
            step.hold = self.dur(0.8)
        elif kind == "pile_turned":
            step.on_start = lambda: self.say(_("The pile was turned over as a new stock."))
        else:
            return
        self.anim.add(step)

    # ------------------------------------------------------------------ frame update

    def update(self, dt: float) -> None:
        self.anim.update(dt)
        if self.app.turbo:
            self.anim.skip()
        self.hand.update(dt, snap=self.still)
        for banner in self.banners:
            banner.elapsed += dt
        self.banners = [b for b in self.banners if b.elapsed < b.duration]
        if self.anim.busy:
            return
        if self.actions_played >= 24 and self.app.screenshot_dir is not None:
            self._midgame_shot = True  # taken once this frame is drawn
        if self.state.is_hand_over:
            if not self.scoring_open and not self.banners:
                self._open_scoring()
            return
        seat = self.state.to_act
        if seat == self.human:
            return
        if self.wait > 0:
            self.wait -= dt
            return
        self._bot_step(seat)

    def _bot_step(self, seat: int) -> None:
        bot = self.bots.get(seat)
        if bot is None:
            # No bot module: play the first legal action so the table never stalls.
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
        cls = _scene_class("game.ui.scenes.scoring", "ScoringScene")
        scene = cls(self.app, self.state, self.next_hand) if cls else _ScoreOverlay(
            self.app, self.state, self.next_hand, self.side_name)
        self.app.scenes.push(scene)
        if self.app.demo and not self.app.quit_after_hand:
            self.app.auto_advance(6.0, self.next_hand)

    def next_hand(self) -> None:
        """Close the scoring screen and deal the next hand (or, at game over, the menu)."""
        while self.app.scenes.top is not None and self.app.scenes.top is not self:
            if self not in self.app.scenes.scenes:
                break
            self.app.scenes.pop()
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

    # ------------------------------------------------------------------ input

    def open_log(self) -> None:
        """The game so far in words, as an overlay."""
        self.app.scenes.push(LogScene(self.app, self.log))

    def open_keys(self) -> None:
        """The table's keys (KEYS), one a line, in the log's overlay (F1 or ?)."""
        title, _sep, rest = _(KEYS).partition(":")
        keys = GameLog()
        for part in rest.split(","):
            keys.add(part.strip())
        self.app.scenes.push(LogScene(self.app, keys, title=title.strip()))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.menu_button.handle_event(event) or self.log_button.handle_event(event):
            return True
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        pos = event_pos(event)
        if pos is None:
            return False
        down = event.type == pygame.FINGERDOWN or (
            event.type == pygame.MOUSEBUTTONDOWN and event.button == 1)
        up = event.type == pygame.FINGERUP or (
            event.type == pygame.MOUSEBUTTONUP and event.button == 1)
        motion = event.type in (pygame.MOUSEMOTION, pygame.FINGERMOTION)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.hand.clear_selection()
            return True
        self.pointer = pos
        if motion:
            self.keyboard = False
            self.hand.hover = self.hand.item_at(pos) if not self.dragging else None
            for b in self._active_buttons():
                b.handle_event(event)
            if self.press is not None and not self.dragging:
                item, start = self.press
                if abs(pos[0] - start[0]) + abs(pos[1] - start[1]) > DRAG_START:
                    self.dragging = self.hand.selected if item.selected else [item]
            self.drag_pos = pos
            return bool(self.dragging)
        if self.anim.busy and down:
            self.anim.skip()  # a click while cards fly finishes the animation
            return True
        for b in self._active_buttons():
            if b.handle_event(event):
                return True
        if down:
            hit = self.hand.item_at(pos)
            if hit is not None:
                self.press = (hit, pos)
                self.drag_pos = pos
                return True
            return self._click_table(pos)
        if up and self.press is not None:
            pressed, _start = self.press
            self.press = None
            if self.dragging:
                dragged, self.dragging = self.dragging, []
                self._drop(dragged, pos)
            else:
                pressed.selected = not pressed.selected
                self.app.sounds.play("click")
                self._staged_message()
            return True
        return False

    def _active_buttons(self) -> list[Button]:
        if self._answering() or self.confirm_acaba or self.choice:
            return [self.yes_button, self.no_button]
        if self.human is None:
            return []
        return list(self.buttons.values())

    def _answering(self) -> bool:
        return self.my_turn() and self.state.phase == "answer"

    def _click_table(self, pos: tuple[int, int]) -> bool:
        if not self.my_turn():
            return False
        lay = self.layout
        if lay.stock.collidepoint(pos):
            self.do_draw()
            return True
        if lay.pile.inflate(16, 16).collidepoint(pos):
            if self.state.phase == "draw":
                self.do_pickup()
            elif len(self.hand.selected) == 1:
                self.do_discard()
            return True
        rank = self._meld_at(pos)
        if rank is not None:
            self.do_meld(rank or None)
            return True
        return False

    def _meld_at(self, pos: tuple[int, int]) -> str | None:
        """The own meld column under pos ("" for the empty part of the own area)."""
        if self.human is None:
            return None
        team = self.state.team_of(self.human)
        area = self.layout.meld_areas[team]
        if not area.collidepoint(pos):
            return None
        melds = self.state.melds[team]
        for index, rect in meld_columns(area, melds, self.sizes.meld).items():
            if index >= 0 and rect.collidepoint(pos):
                return melds[index].rank
        return ""

    def _drop(self, items: list[HandItem], pos: tuple[int, int]) -> None:
        if self.layout.hand.inflate(0, 40).collidepoint(pos) and len(items) == 1:
            self.hand.move(items[0], self.hand.index_at_x(pos[0] - self.sizes.hand / 2))
            return
        if not self.my_turn():
            return
        if self.layout.pile.inflate(40, 40).collidepoint(pos) and self.state.phase == "play":
            if len(items) == 1:
                self.do_discard(items[0])
            else:
                self.say(_("Drag one card onto the pile to discard it."), error=True)
            return
        rank = self._meld_at(pos)
        if rank is not None:
            self.hand.clear_selection()
            for it in items:
                it.selected = True
            self.do_meld(rank or None)

    def _key(self, event: pygame.event.Event) -> bool:
        key = event.key
        if self.anim.busy and key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_ESCAPE):
            self.anim.skip()
            return True
        if key == pygame.K_ESCAPE:
            if self.choice:
                self._close_choice()
            elif self.confirm_acaba:
                self.confirm_acaba = False
            elif self.hand.selected:
                self.hand.clear_selection()
            else:
                self.app.open_menu()
            return True
        if key == pygame.K_l:
            self.open_log()
            return True
        if key in (pygame.K_F1, pygame.K_QUESTION, pygame.K_SLASH):
            self.open_keys()
            return True
        if self._answering() or self.confirm_acaba or self.choice:
            if key in (pygame.K_y, pygame.K_RETURN):
                self._answer("yes")
                return True
            if key == pygame.K_n:
                self._answer("no")
                return True
        items = self.hand.items
        if not self.keyboard and not self.message:
            self.say(_("F1 lists the keys."))
        self.keyboard = True
        if key in (pygame.K_LEFT, pygame.K_RIGHT) and items:
            step = -1 if key == pygame.K_LEFT else 1
            self.hand.cursor = (self.hand.cursor + step) % len(items)
            return True
        if key in (pygame.K_UP, pygame.K_RETURN, pygame.K_SPACE) and items:
            item = items[min(self.hand.cursor, len(items) - 1)]
            item.selected = not item.selected
            self._staged_message()
            return True
        if key == pygame.K_DOWN:
            self.hand.clear_selection()
            return True
        if key == pygame.K_TAB and self.human is not None:
            melds = self.state.melds[self.state.team_of(self.human)]
            if melds:
                order = meld_order(melds)
                i = order.index(self.meld_focus) + 1 if self.meld_focus in order else 0
                self.meld_focus = order[i % len(order)]
            return True
        actions: dict[int, Callable[[], None]] = {
            pygame.K_d: self.do_draw,
            pygame.K_t: self.do_pickup,
            pygame.K_p: self.do_pickup,
            pygame.K_m: self.do_meld,
            pygame.K_x: self.do_discard,
            pygame.K_s: self.do_sort,
            pygame.K_a: self.do_ask,
            pygame.K_c: self.do_acaba,
            pygame.K_h: self.do_hint,
            pygame.K_e: self._meld_on_focus,
        }
        if key in actions:
            actions[key]()
            return True
        return False

    def _meld_on_focus(self) -> None:
        if self.human is None or self.meld_focus is None:
            return
        melds = self.state.melds[self.state.team_of(self.human)]
        if self.meld_focus < len(melds):
            self.do_meld(melds[self.meld_focus].rank)

    def _staged_message(self) -> None:  # the own plate shows the same, always
        """While a side has not opened, show the selected points against its minimum."""
        if self.human is None:
            return
        team = self.state.team_of(self.human)
        cards = self.hand.selected_cards()
        if self.state.melds[team] or not cards:
            return
        pile = self.state.phase == "draw"
        pts = staged_points(self.state, cards, with_pile_top=pile)
        need = self.state.minimum(team)
        self.say(_("Opening: {pts} of {need} points selected").format(pts=pts, need=need),
                 error=pts < need)

    # ------------------------------------------------------------------ drawing

    def _legal_targets(self) -> frozenset[int]:
        """Own melds (by index) the selection could be added to (for highlighting)."""
        if self.human is None or not self.my_turn() or self.state.phase != "play":
            return frozenset()
        cards = self.hand.selected_cards()
        key = (id(self.state), tuple(cards))
        if key != self._targets_key:
            self._targets_key = key
            team = self.state.team_of(self.human)
            ok = set()
            if cards:
                seen: dict[str, bool] = {}
                for i, m in enumerate(self.state.melds[team]):
                    if m.rank not in seen:
                        seen[m.rank] = meld_action(self.state, cards, m.rank)[0] is not None
                    if seen[m.rank]:
                        ok.add(i)
            self._targets = frozenset(ok)
        return self._targets

    def draw(self, surface: pygame.Surface) -> None:
        targets = self._legal_targets()
        self._refresh_buttons()
        self._draw_layer(surface, targets)
        if self.meld_focus is not None and self.human is not None and self.keyboard:
            team = self.state.team_of(self.human)
            cols = meld_columns(self.layout.meld_areas[team], self.state.melds[team],
                                self.sizes.meld)
            if self.meld_focus in cols:
                pygame.draw.rect(surface, GOLD_LIGHT, cols[self.meld_focus].inflate(8, 8), 2,
                                 border_radius=8)
        self._draw_hand(surface)
        self._draw_live(surface)
        art = self.app.card_art(self.sizes.table)
        for f in self.anim.flights():
            x, y = f.position()
            draw_card(surface, art, f.card if f.face_up else None,
                      (x - art.width / 2, y - art.height / 2))
        if self.dragging:
            hart = self.app.card_art(self.sizes.hand)
            for i, item in enumerate(self.dragging):
                draw_card(surface, hart, item.card,
                          (self.drag_pos[0] - hart.width / 2 + i * 18,
                           self.drag_pos[1] - hart.height / 2))
        for banner in self.banners:
            self._draw_banner(surface, banner)
        if self._midgame_shot:
            self._midgame_shot = False
            self.app.screenshot("table-midgame")

    def _bot_active(self) -> bool:
        return not self.state.is_hand_over and self.state.to_act != self.human

    def _glow(self) -> tuple[bool, bool]:
        if not self.my_turn():
            return (False, False)
        phase = self.state.phase
        discard_ready = phase == "play" and len(self.hand.selected) == 1
        return (phase == "draw", phase == "draw" or discard_ready)

    def _felt(self) -> pygame.Surface:
        """The felt background, converted to the screen format once (blits much faster)."""
        if self._felt_surface is None:
            felt = _scene_class("game.ui.scenes.chrome", "felt_surface")
            if felt is not None:
                surf = felt().copy()
            else:
                surf = pygame.Surface((1280, 720))
                surf.fill((22, 96, 58))
            if pygame.display.get_surface() is not None:
                surf = surf.convert()
            self._felt_surface = surf
        return self._felt_surface

    def _team_colour(self, team: int) -> tuple[int, int, int]:
        mine = self.state.team_of(self.bottom)
        return TEAM_COLOURS[0 if team == mine else 1 + (team > mine)]

    def _draw_layer(self, surface: pygame.Surface, targets: frozenset[int]) -> None:
        """Everything but the hand, flights and banners, as cached pieces (table_layer.py)."""
        L = self._layers
        L.begin(surface, self._felt())
        state, lay = self.state, self.layout
        meld_art = self.app.card_art(self.sizes.meld)
        mine = state.team_of(self.bottom)
        for team, area in lay.meld_areas.items():
            hidden = {i: n for (t, i), n in self.hide_meld.items() if t == team and n}
            title = self.side_name(team)
            if not state.melds[team]:
                title += "  ·  " + _("needs {n} to open").format(n=state.minimum(team))
            side_targets = targets if team == mine else frozenset()
            key = (title, state.melds[team], state.red_threes[team],
                   tuple(sorted(hidden.items())), self.hide_red.get(team, 0), side_targets,
                   id(meld_art))

            def side(img: pygame.Surface, area: Rect = area, team: int = team, title: str = title,
                     hidden: dict[int, int] = hidden, side_targets: frozenset[int] = side_targets
                     ) -> None:
                kinds = tuple(state.rules.canasta_kind(m) if m.is_canasta else ""
                              for m in state.melds[team])
                draw_side(img, meld_art, Rect(8, 8, area.w, area.h), title,
                          self._team_colour(team), state.melds[team], state.red_threes[team],
                          hidden, self.hide_red.get(team, 0), side_targets, kinds,
                          self._columns.setdefault(team, {}))
            L.piece(f"side{team}", area.inflate(16, 16), key, side, opaque=True)
        back = self.app.card_art(self.sizes.back)
        for seat, rect in lay.plates.items():
            self._plate_piece(seat, rect, back)
        self._plate_piece(self.bottom, lay.own_plate, back)
        self._side_piles_piece()
        table_art = self.app.card_art(self.sizes.table)
        glow_stock, glow_pile = self._glow()
        count = len(state.stock) + self.stock_extra
        sr = lay.stock
        L.piece("stock", Rect(sr.x - 14, sr.y - 16, sr.w + 32, sr.h + 40),
                (count, glow_stock, id(table_art)),
                lambda img: draw_stock(img, table_art, Rect(14, 16, sr.w, sr.h), count,
                                       glow_stock))
        shown = state.discard[: max(0, len(state.discard) - self.hide_pile)]
        pr = lay.pile
        frozen = state.pile_frozen
        L.piece("pile", Rect(pr.x - 44, pr.y - 30, pr.w + 70, pr.h + 56),
                (shown, frozen, glow_pile, id(table_art)),
                lambda img: draw_pile(img, table_art, Rect(44, 30, pr.w, pr.h), shown, frozen,
                                      glow_pile))
        self._panel_pieces()
        self._hud_pieces()
        L.finish(surface)

    def _plate_piece(self, seat: int, rect: Rect, back: Any) -> None:
        state = self.state
        team = state.team_of(seat)
        colour = self._team_colour(team)
        count = max(0, len(state.hands[seat]) - self.hide_hand.get(seat, 0))
        active = not state.is_hand_over and state.to_act == seat
        if seat == self.bottom and self.human is not None:
            detail = _("your turn") if active else ""
            opening = self._opening_progress()
        else:
            level = self.config.level_of(seat)
            partner = team == state.team_of(self.bottom) and self.human is not None
            role = _("partner") if partner else _("opponent")
            detail = (role if self.human is not None else _("computer")) + " · " + _(level)
            opening = None
        name = self.name(seat)
        foot = self._seat_pile(seat)
        key = (name, detail, count, colour, active, id(back), opening, foot)

        def render(img: pygame.Surface) -> None:
            local = Rect(7, 7, rect.w, rect.h)
            draw_plate(img, back, local, name, detail, count, colour, active, False,
                       fan=seat != self.bottom, foot=foot)
            if opening is not None:
                pts, need = opening
                bar = Rect(local.x + 12, local.y + 50, local.w - 24, 8)
                pygame.draw.rect(img, (0, 0, 0), bar, border_radius=4)
                fill = bar.copy()
                fill.w = round(bar.w * min(1.0, pts / max(1, need)))
                ok = pts >= need
                if fill.w:
                    pygame.draw.rect(img, (120, 210, 120) if ok else GOLD, fill, border_radius=4)
                label = _("selected {pts} · needs {need}").format(pts=pts, need=need)
                blit_text(img, label, 13, (160, 230, 160) if ok else GOLD_LIGHT,
                          (bar.x, bar.bottom + 3), bold=True)
        L = self._layers
        L.piece(f"plate{seat}", rect.inflate(14, 14), key, render)

    def _opening_progress(self) -> tuple[int, int] | None:
        """While the human's side has not opened: points selected and the minimum."""
        if self.human is None or self.state.is_hand_over:
            return None
        team = self.state.team_of(self.human)
        if self.state.melds[team]:
            return None
        cards = self.hand.selected_cards()
        with_top = self.state.phase == "draw" and bool(cards) and self.state.to_act == self.human
        return (staged_points(self.state, cards, with_pile_top=with_top),
                self.state.minimum(team))

    def _per_seat_piles(self) -> bool:
        """Hand and Foot's feet and Ponytail's ponytails: one face-down pile per seat
        (docs/positions.md), drawn on the seats' plates rather than by the stock."""
        return self.state.rules.side_piles in ("feet", "ponytails") and len(
            self.state.side_piles) == self.state.players

    def _pile_notes(self) -> list[str]:
        """What the side piles mean, for the info panel (docs/positions.md)."""
        state = self.state
        notes = []
        if self._per_seat_piles():
            waiting = sum(1 for p in state.side_piles if p)
            notes.append(_("Feet waiting: {n}").format(n=waiting)
                         if state.rules.side_piles == "feet"
                         else _("Ponytails waiting: {n}").format(n=waiting))
        for flag in sorted(state.flags):
            name, _sep, owner = flag.partition(":")
            if name in ("bonus4", "bonus3") and owner.isdigit() and int(owner) < len(state.teams):
                notes.append(_("{side}: bonus pile of {n}").format(
                    side=self.side_name(int(owner)), n=name[-1]))
        return notes

    def _seat_pile(self, seat: int) -> int | None:
        """Cards of the seat's waiting foot or ponytail (0 once taken up), else None."""
        if not self._per_seat_piles():
            return None
        return len(self.state.side_piles[seat])

    def _side_piles_piece(self) -> None:
        """Shared face-down piles (Modern American's bonus piles, Spanish's face-down start
        cards), left of the stock."""
        if self._per_seat_piles():
            return
        piles = [len(p) for p in self.state.side_piles]
        rect = self._side_piles_rect()
        if not piles or rect is None:
            return
        back = self.app.card_art(self.sizes.back)
        label = self._side_pile_label()
        local = Rect(6, 2, rect.w, rect.h)
        self._layers.piece("sidepiles", rect, (tuple(piles), label, id(back)),
                           lambda img: draw_side_piles(img, back, local, piles, label))

    def _side_piles_rect(self) -> Rect | None:
        n = len(self.state.side_piles)
        if not n or self._per_seat_piles():
            return None
        back = self.sizes.back
        w = max(90, n * (back + 12) + 12)
        return Rect(self.layout.stock.x - 24 - w, self.layout.stock.y + 4, w, back * 7 // 5 + 30)

    def _side_pile_label(self) -> str:
        return {
            "bonus piles": _("Bonus piles"), "face-down start": _("Face-down start"),
        }.get(self.state.rules.side_piles, _("Side piles"))

    def _panel_pieces(self) -> None:
        state, lay = self.state, self.layout
        names = tuple(self.side_name(t) for t in range(len(state.teams)))
        key = (state.scores, state.history, names, state.hand_number,
               state.rules.target(state.players))
        self._layers.piece("scores", lay.scores.inflate(8, 8), key,
                           lambda img: self._draw_scores(img, Rect(4, 4, *lay.scores.size)))
        info = (tuple((bool(state.melds[t]), state.minimum(t), state.canastas(t),
                       len(state.red_threes[t])) for t in range(len(state.teams))),
                names, state.pile_frozen, len(state.stock), state.history, state.to_act,
                state.is_hand_over, tuple(len(p) for p in state.side_piles), state.flags)
        self._layers.piece("info", lay.info.inflate(8, 8), info,
                           lambda img: self._draw_info(img, Rect(4, 4, *lay.info.size)))

    def _hud_pieces(self) -> None:
        L, lay = self._layers, self.layout
        prompt = self._prompt()
        mine = self.human is not None and self.state.to_act == self.human and \
            not self.state.is_hand_over
        pr = lay.prompt
        piles = self._side_piles_rect()
        if piles is not None:
            pr = Rect(pr.x, pr.y, max(120, piles.x - 10 - pr.x), pr.h)
        L.piece("prompt", pr, (prompt, mine), lambda img: self._draw_prompt(img, prompt, mine))
        if self.message:
            message, error = self.message, self.message_error
            mr = lay.message
            L.piece("message", mr.inflate(0, 8), (message, error),
                    lambda img: draw_wrapped(img, message, fonts.font(16),
                                             ERROR if error else CREAM,
                                             Rect(0, 8, mr.w, mr.h)))
        if self.human is not None:
            for name, b in self.buttons.items():
                if name == "acaba" and not self._acaba_shown():
                    continue
                self._button_piece(f"button-{name}", b)
        self._button_piece("button-menu", self.menu_button)
        self._button_piece("button-log", self.log_button)
        panel = self._question_panel()
        if panel is not None:
            question, rect = panel
            L.piece("question", rect.inflate(12, 12), (question, rect.size),
                    lambda img: self._draw_question(img, question, Rect(6, 6, *rect.size)))
            self._button_piece("button-yes", self.yes_button)
            self._button_piece("button-no", self.no_button)

    def _draw_prompt(self, img: pygame.Surface, prompt: str, mine: bool) -> None:
        r = img.get_rect()
        if mine:
            img.blit(rounded_box(r.size, (40, 30, 4, 150), GOLD_LIGHT, 2, 14), (0, 0))
        if mine:
            draw_wrapped(img, prompt, fonts.font(17, bold=True), GOLD_LIGHT, r.inflate(-20, -14))
        else:
            draw_wrapped(img, prompt, fonts.font(19, bold=True), CREAM, r.inflate(0, -24))

    def _button_piece(self, name: str, b: Button) -> None:
        key = (b.label, b.enabled, b.hovered, b.pressed, b.focused, b.primary, b.font_size)
        rect = b.rect.inflate(12, 16)

        def render(img: pygame.Surface) -> None:
            saved = b.rect
            b.rect = Rect(6, 8, saved.w, saved.h)
            try:
                b.draw(img)
            finally:
                b.rect = saved
        self._layers.piece(name, rect, key, render)

    def _refresh_buttons(self) -> None:
        if self.human is None:
            return
        kinds = self.legal_kinds() if self.my_turn() else set()
        sel = len(self.hand.selected)
        self.buttons["draw"].enabled = "draw" in kinds
        self.buttons["pickup"].enabled = "draw" in kinds and bool(self.state.discard)
        self.buttons["meld"].enabled = "discard" in kinds and sel > 0
        self.buttons["discard"].enabled = "discard" in kinds and sel == 1
        self.buttons["ask"].enabled = "ask" in kinds
        self.buttons["hint"].enabled = bool(kinds)
        self.buttons["acaba"].enabled = "acaba" in kinds

    def _draw_scores(self, s: pygame.Surface, rect: Rect) -> None:
        draw_panel(s, rect, radius=12, shadow=False)
        state = self.state
        blit_text(s, _("Score"), 15, GOLD, (rect.x + 12, rect.y + 8), bold=True)
        target = state.rules.target(state.players)
        if target > 0:  # Hand and Foot plays a number of hands instead
            blit_text(s, _("to {n}").format(n=target), 13, MUTED,
                      (rect.right - 12, rect.y + 10), "topright")
        y = rect.y + 34
        for team in range(len(state.teams)):
            pygame.draw.circle(s, self._team_colour(team), (rect.x + 18, y + 10), 5)
            name = self.side_name(team)
            while len(name) > 3 and text(name, 15).get_width() > 96:
                name = name[:-2] + "…"
            blit_text(s, name, 15, CREAM, (rect.x + 30, y + 1))
            blit_text(s, str(state.scores[team]), 16, CREAM, (rect.right - 12, y), "topright",
                      bold=True)
            y += 26
        blit_text(s, _("Hand {n}").format(n=state.hand_number + 1), 13, MUTED,
                  (rect.x + 12, rect.bottom - 22))

    def _draw_info(self, s: pygame.Surface, rect: Rect) -> None:
        """The left panel: each side's opening minimum and canastas, the pile, past hands."""
        draw_panel(s, rect, radius=12, shadow=False)
        state = self.state
        x, y = rect.x + 12, rect.y + 10
        title = _(state.rules.title)
        while len(title) > 4 and text(title, 15, GOLD, True).get_width() > rect.w - 24:
            title = title[:-2] + "…"
        blit_text(s, title, 15, GOLD, (x, y), bold=True)
        y += 26
        for team in range(len(state.teams)):
            colour = self._team_colour(team)
            pygame.draw.circle(s, colour, (x + 4, y + 9), 4)
            blit_text(s, self.side_name(team), 14, CREAM, (x + 14, y), bold=True)
            y += 19
            if state.melds[team]:
                # What the side still needs to go out, in the variant's own terms, one line
                # each, with a check mark (not only a colour) once it is met.
                for label, have, need in state.rules.going_out_progress(state, team):
                    item = f"{_(label)} {have}/{need}"
                    met = have >= need
                    col = GOLD_LIGHT if met else MUTED
                    while len(item) > 4 and text(item, 13, col).get_width() > rect.w - 42:
                        item = item[:-2] + "…"
                    if met:  # a drawn tick: the shipped font has no check-mark glyph
                        pygame.draw.lines(s, col, False,
                                          [(x + 15, y + 9), (x + 18, y + 12), (x + 24, y + 5)], 2)
                    blit_text(s, item, 13, col, (x + 28, y))
                    y += 17
            else:
                line = _("needs {n} to open").format(n=state.minimum(team))
                blit_text(s, line, 13, (255, 200, 160), (x + 14, y))
                y += 17
            if state.red_threes[team]:
                blit_text(s, _("red threes: {n}").format(n=len(state.red_threes[team])), 13,
                          MUTED, (x + 14, y))
                y += 17
            y += 4
        for line in self._pile_notes():
            blit_text(s, line, 13, MUTED, (x, y))
            y += 17
        if state.pile_frozen:
            blit_text(s, _("The pile is frozen"), 14, ICE, (x, y), bold=True)
            y += 20
        if state.history and y < rect.bottom - 50:
            y += 4
            blit_text(s, _("Past hands"), 13, GOLD, (x, y), bold=True)
            y += 18
            for n, scores in enumerate(state.history[-((rect.bottom - y - 8) // 17):]):
                number = len(state.history) - min(len(state.history),
                                                  (rect.bottom - y - 8) // 17) + n + 1
                line = f"{number}.  " + "  ·  ".join(f"{v:+d}" for v in scores)
                blit_text(s, line, 13, CREAM, (x, y))
                y += 17

    def _draw_hand(self, surface: pygame.Surface) -> None:
        art = self.app.card_art(self.sizes.hand)
        face_up = self.human is not None or self.app.demo
        for i, item in enumerate(self.hand.items):
            if item.hidden or item in self.dragging:
                continue
            draw_card(surface, art, item.card if face_up else None, (item.x, item.y),
                      shadow=(i == 0 or item.selected))
            if item.selected:
                surface.blit(art.highlight(GOLD_LIGHT, 3), (round(item.x), round(item.y)))
            if self.keyboard and i == self.hand.cursor:
                surface.blit(art.highlight((120, 200, 255), 3), (round(item.x), round(item.y)))

    def _prompt(self) -> str:
        state = self.state
        if state.is_hand_over:
            return _("The hand is over.")
        seat = state.to_act
        if seat != self.human:
            if state.phase == "answer":
                return _("{name} is deciding whether you may go out…").format(
                    name=self.name(seat))
            return _("{name} is playing…").format(name=self.name(seat))
        if state.phase == "draw":
            return _("Your turn: draw from the stock or take the pile.")
        if state.phase == "answer":
            return _("Your partner asks: may they go out?")
        return _("Your turn: meld, add to your melds, then discard to end your turn.")

    def _question_panel(self) -> tuple[str, Rect] | None:
        """The Yes/No panel while the human answers a partner, or confirms 'acaba'."""
        if self._answering():
            asker = self.name(self.state.partner_of(self.state.to_act))
            question = _("{name} asks: may I go out?").format(name=asker)
        elif self.choice:
            question = _("Add to the sequence or to the group?")
        elif self.confirm_acaba:
            question = _("End the hand now with acaba? The other side scores 1500.")
        else:
            return None
        return question, self.layout.message.inflate(30, 16)

    def _draw_question(self, img: pygame.Surface, question: str, rect: Rect) -> None:
        draw_panel(img, rect, radius=14, shadow=False, border=GOLD_LIGHT)
        draw_wrapped(img, question, fonts.font(16, bold=True), CREAM,
                     Rect(rect.x + 12, rect.y + 8, rect.w - 24, 44), align="center")

    def _draw_live(self, surface: pygame.Surface) -> None:
        """What changes every few frames: the active bot's thinking dots."""
        seat = self.state.to_act
        if seat in self.layout.plates and not self.state.is_hand_over and seat != self.human:
            rect = self.layout.plates[seat]
            dots = "." * (1 + (self.app.frame // 20) % 3)
            blit_text(surface, dots, 22, GOLD_LIGHT, (rect.right - 48, rect.y + 4), bold=True)

    def _banner_center(self, banner: Banner) -> tuple[int, int]:
        """Over the free part of the side's meld area, else over the middle row."""
        if banner.team is not None and banner.team in self.layout.meld_areas:
            area = self.layout.meld_areas[banner.team]
            span = free_span(area, self.state.melds[banner.team], self.sizes.meld)
            w = text(banner.text, 40, banner.colour, True).get_width() + 40
            if span.w >= w:
                return span.center
        return (self.layout.prompt.right + self.layout.message.x) // 2, 250

    def _draw_banner(self, surface: pygame.Surface, banner: Banner) -> None:
        img = text(banner.text, 40, banner.colour, True)
        scale = 1.0 if self.still else banner.scale  # reduced motion: no zoom, a fade only
        if abs(scale - 1) > 0.02:
            img = pygame.transform.smoothscale_by(img, scale)
        img = img.copy()
        img.set_alpha(banner.alpha)
        rect = img.get_rect(center=self._banner_center(banner))
        back = Rect(0, 0, rect.w + 40, rect.h + 12)
        back.center = rect.center
        surface.blit(rounded_box(back.size, (0, 0, 0, min(140, banner.alpha * 140 // 255)),
                                 None, 0, 14), back)
        surface.blit(img, rect)


class _ScoreOverlay(Scene):
    """Stand-in for the scoring screen when game/ui/scenes/scoring.py is not there."""

    opaque = False
    is_scoring = True

    def __init__(self, app: Any, state: GameState, on_next: Callable[[], None],
                 side_name: Callable[[int], str]) -> None:
        super().__init__(app)
        self.state = state
        self.on_next = on_next
        self.side_name = side_name
        label = _("New game") if state.is_game_over else _("Next hand")
        self.button = Button(Rect(540, 540, 200, 50), label, on_next, primary=True)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE):
            self.on_next()
            return True
        self.button.handle_event(event)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((0, 0, 0, 150))
        surface.blit(veil, (0, 0))
        panel = Rect(340, 140, 600, 470)
        draw_panel(surface, panel)
        blit_text(surface, _("Hand over"), 32, GOLD_LIGHT, (640, 160), "midtop", bold=True)
        result = self.state.result
        y = 220
        if result is not None:
            for team, score in enumerate(result.teams):
                line = f"{self.side_name(team)}: {score.total:+d}  →  " \
                       f"{self.state.total_scores[team]}"
                blit_text(surface, line, 22, CREAM, (640, y), "midtop")
                y += 40
        self.button.draw(surface)
