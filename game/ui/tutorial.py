"""The guided first game: a lesson that steers the table through a fixed first hand.

The deal and the steps are data (game/ui/tutorial_lesson.py); the panel and the rings are
drawn by game/ui/tutorial_panel.py. The table (game/ui/scenes/table.py) is the ordinary one:
it holds a :class:`Lesson` and calls it at one seam, the ``TableLesson`` protocol of
game/ui/table_context.py:

* before the learner's move is played, ``refusal`` answers with the step's friendly word
  unless it is the move the step waits for (the engine never sees the other moves);
* after every move, ``played`` moves the lesson on;
* events reach the lesson first (Continue, Enter), and it updates and draws every frame;
* Hint lifts the cards the step needs; when the hand's score is closed the last step offers a
  new game or the menu.

The computer players are :class:`ScriptedBot` s: each plays its next scripted move when the
lesson reaches it, so the hand unfolds as written. Should the game ever leave the script (a
move the lesson did not foresee), the lesson says so and steps aside: the normal computer
player takes over every seat and the learner plays on freely.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pygame
from pygame import Rect

from game.ai import make_bot
from game.i18n import N_, _
from game.rules import (
    Action,
    Card,
    GameRecord,
    IllegalActionError,
    NotationError,
    PlayerView,
    parse_card,
)
from game.ui.config import GameConfig
from game.ui.meld_layout import RED_THREES
from game.ui.scenes.new_game import NewGameScene
from game.ui.scenes.table import TableScene
from game.ui.table_draw import side_spots
from game.ui.tutorial_lesson import (
    CHAPTERS,
    KEY_HINTS,
    LEARNER,
    STEPS,
    Step,
    lesson_state,
)
from game.ui.tutorial_panel import FLASH_SECONDS, LessonPanel, draw_rings, panel_rect
from game.ui.widgets import event_pos

READ_FIRST = N_("First read the lesson above, then press Continue.")
WATCH = N_("Wait a moment: the others are playing.")
OFF_SCRIPT = N_("The game has left the lesson's path, so the lesson stops here: play on "
                "freely, or start it again from the menu.")
HINT_CARDS = N_("Hint: the cards for this step are selected.")
HINT_STEP = N_("Hint: follow the highlighted step above.")
CONTINUE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


def lesson_table(app: Any) -> TableScene:
    """A table playing the lesson's deal, steered by a new :class:`Lesson`."""
    lesson = Lesson(app)
    state = lesson_state()
    # The record only feeds the table's log of moves: a lesson is never saved (its deal is
    # not one a seed deals), so Continue in the menu keeps the player's own game.
    record = GameRecord("classic", state.players, state.seed)
    config = GameConfig("classic", state.players, LEARNER,
                        {seat: "normal" for seat in range(1, state.players)})
    table = TableScene(app, config, record=record, state=state, lesson=lesson)
    lesson.attach(table)
    return table


class ScriptedBot:
    """A computer player that plays the lesson's script (its own ``Thinking`` too: ``step``
    is None until the lesson reaches this seat's next move)."""

    def __init__(self, lesson: Lesson, seat: int) -> None:
        self.lesson = lesson
        self.seat = seat
        self.view: PlayerView | None = None

    def begin(self, view: PlayerView) -> ScriptedBot:
        self.view = view
        return self

    def step(self, max_ms: float) -> Action | None:
        return self.lesson.bot_move(self.seat, self.view)

    def choose(self, view: PlayerView) -> Action | None:
        """The blocking form of the bot contract: the move if the lesson is there yet."""
        return self.begin(view).step(0.0)


class Lesson:
    """Where the learner is in the lesson, what the table may do, and what to show."""

    def __init__(self, app: Any) -> None:
        self.app = app
        self.index = 0  # the step shown
        self.done = 0  # moves of the step's ``expect`` already played
        self.table: TableScene | None = None
        self.panel = LessonPanel()
        self.clock = 0.0  # drives the rings' pulse
        self.flash = 0.0  # seconds left of the refused-move flash
        self.scored = False  # the hand's score was shown and closed
        self.off_script = False
        self._stand_in: Any = None  # the normal bot, once the lesson has stepped aside
        self._checked: Any = None  # the last state found to fit the step

    def attach(self, table: TableScene) -> None:
        self.table = table

    @property
    def step(self) -> Step:
        return STEPS[self.index]

    @property
    def finished(self) -> bool:
        """The lesson no longer steers the table (its end, or off the script)."""
        return self.off_script or self.step.end

    def bot(self, seat: int) -> ScriptedBot:
        """The computer player for ``seat``."""
        return ScriptedBot(self, seat)

    # ------------------------------------------------------------------ the table's seam

    def refusal(self, action: Action | None) -> str | None:
        """None when the learner may play ``action`` now, else the friendly word to show (and
        the panel flashes). ``None`` for an action: a move the table could not even build."""
        if self.off_script:
            return None
        expected = self._expected()
        if action is not None and expected is not None and expected[0] == LEARNER:
            if self._same(action, expected[1]):
                return None
        self.flash = FLASH_SECONDS
        if self.step.is_info:
            return _(READ_FIRST)
        if expected is not None and expected[0] != LEARNER:
            return _(WATCH)
        return _(self.step.refusal or READ_FIRST)

    def played(self, seat: int, action: Action) -> None:
        """A move was played: the step moves on (or the lesson steps aside if the move was
        not the script's)."""
        if self.finished:
            return
        expected = self._expected()
        # The learner's move passed ``refusal``; the others' must be the script's own.
        if expected is None or expected[0] != seat or (
                seat != LEARNER and action != Action.parse(expected[1])):
            self._leave_script()
            return
        self.done += 1
        if self.done == len(self.step.expect):
            self._next()

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Continue and the end's buttons (mouse, touch, Enter); clicks on the panel stop
        there. Everything else goes on to the table."""
        if self.panel.handle_event(event):
            return True
        step = self.step
        if event.type == pygame.KEYDOWN and event.key in CONTINUE_KEYS and not self.off_script:
            if step.is_info:
                self._next()
                return True
            if step.end and self.scored and event.key != pygame.K_SPACE:
                self.new_game()
                return True
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.FINGERDOWN) and self.table:
            pos = event_pos(event)
            return pos is not None and self.rect().collidepoint(pos)
        return False

    def update(self, dt: float) -> None:
        if not self.table or not self.table.still:
            self.clock += dt
        self.flash = max(0.0, self.flash - dt)
        self._check_state()
        step = self.step
        if step.select and self._covers(step.select):
            self._next()

    def draw(self, surface: pygame.Surface) -> None:
        """The rings around the step's targets, then the panel."""
        if self.table is None:
            return
        if not self.finished and not self.table.anim.busy:
            draw_rings(surface, self.target_rects(), self.clock)
        rect = self.rect()
        self.panel.set_buttons((self.index, self.scored, self.off_script), rect,
                               self._buttons())
        self.panel.draw(surface, rect, self.title(), self.text(), self.keys(),
                        self.flash / FLASH_SECONDS)

    def hint(self) -> None:
        """Hint during the lesson: lift the cards the step needs (else point at the step)."""
        t = self.table
        if t is None or self.finished:
            return
        wanted = Counter(self._step_cards())
        t.hand.clear_selection()
        for item in t.hand.items:
            if wanted[item.card]:
                wanted[item.card] -= 1
                item.selected = True
        t.say(_(HINT_CARDS) if self._step_cards() else _(HINT_STEP))

    def hand_scored(self) -> None:
        """The hand's score was closed: the last step offers a new game or the menu."""
        self.scored = True

    # ------------------------------------------------------------------ the bots

    def bot_move(self, seat: int, view: PlayerView | None) -> Action | None:
        """The seat's next scripted move once the lesson reaches it (None: not yet)."""
        if self.off_script:
            if self._stand_in is None:
                self._stand_in = make_bot("normal", seat)
            return self._stand_in.choose(view) if view is not None else None
        expected = self._expected()
        if expected is None or expected[0] != seat:
            return None
        return Action.parse(expected[1])

    # ------------------------------------------------------------------ what is shown

    def title(self) -> str:
        chapter = self.step.chapter
        return _("{n}/{total} · {chapter}").format(n=chapter + 1, total=len(CHAPTERS),
                                                    chapter=_(CHAPTERS[chapter]))

    def text(self) -> str:
        if self.off_script:
            return _(OFF_SCRIPT)
        return step_text(self.step)

    def keys(self) -> str:
        if self.off_script:
            return ""
        return keys_text(self.step)

    def rect(self) -> Rect:
        """The panel, in the opponents' meld area (the partner's seat tells the side)."""
        assert self.table is not None
        t = self.table
        theirs = t.state.team_of((t.bottom + 1) % t.state.players)
        return panel_rect(t.layout.meld_areas[theirs])

    def target_rects(self) -> list[tuple[Rect, bool]]:
        """Where each of the step's targets is on the screen now, and whether it is a card in
        the hand (ringed closely: its neighbours are close)."""
        t = self.table
        if t is None:
            return []
        out: list[tuple[Rect, bool]] = []
        used: set[int] = set()
        targets = self.step.targets
        expected = self._expected()
        if not targets and expected is not None and expected[0] != LEARNER:
            targets = (f"seat:{expected[0]}",)  # watching: the seat whose move comes next
        for target in targets:
            rect = self._target_rect(target, used)
            if rect is not None:
                out.append((rect, target.startswith("card:")))
        return out

    def _target_rect(self, target: str, used: set[int]) -> Rect | None:
        t = self.table
        assert t is not None
        lay = t.layout
        kind, _sep, name = target.partition(":")
        team = t.state.team_of(t.bottom)
        melds = t.state.melds[team]
        spots = side_spots(lay.meld_areas[team], melds, len(t.state.red_threes[team]),
                           t.sizes.meld)
        if kind in ("stock", "pile", "plate"):
            return {"stock": lay.stock, "pile": lay.pile, "plate": lay.own_plate}[kind]
        if kind == "reds":
            return spots.spots[RED_THREES].shown if RED_THREES in spots.spots else (
                spots.first_slot())
        if kind == "button":
            return t.buttons[name].rect
        if kind == "seat":
            return lay.plates[int(name)]
        if kind == "card":
            return self._card_rect(parse_card(name), used)
        for index, spot in spots.spots.items():
            if index >= 0 and melds[index].rank == name:
                return spot.shown
        return None

    def _card_rect(self, card: Card, used: set[int]) -> Rect | None:
        """The part of a card in the hand that shows (the next card covers the rest)."""
        assert self.table is not None
        hand = self.table.hand
        items = hand.items
        for i, item in enumerate(items):
            if item.card != card or id(item) in used or item.hidden:
                continue
            used.add(id(item))
            width = hand.card_width
            if i + 1 < len(items):
                width = max(12, min(width, round(items[i + 1].x - item.x)))
            return Rect(round(item.x), round(item.y), width, hand.card_height)
        return None

    # ------------------------------------------------------------------ inside

    def _buttons(self) -> list[tuple[str, Any]]:
        step = self.step
        if self.off_script:
            return []
        if step.is_info:
            return [(_("Continue"), self._next)]
        if step.end and self.scored:
            return [(_("New game"), self.new_game), (_("Menu"), self.app.open_menu)]
        return []

    def new_game(self) -> None:
        """Leave the lesson for the New game screen (over the menu, so Back goes there)."""
        self.app.open_menu()
        self.app.scenes.push(NewGameScene(self.app))

    def _next(self) -> None:
        if self.index + 1 < len(STEPS):
            self.index += 1
            self.done = 0

    def _expected(self) -> tuple[int, str] | None:
        expect = self.step.expect
        return expect[self.done] if self.done < len(expect) else None

    def _same(self, action: Action, expected: str) -> bool:
        """Whether ``action`` does exactly what the expected move does (the same cards may be
        named in another order: compare the states they lead to)."""
        assert self.table is not None
        state = self.table.state
        try:
            mine, _events = state.apply(action)
            wanted, _events = state.apply(Action.parse(expected))
        except (IllegalActionError, NotationError):
            return False
        return mine == wanted

    def _covers(self, cards: tuple[str, ...]) -> bool:
        """The hand's selection holds every one of ``cards``."""
        assert self.table is not None
        selected = Counter(self.table.hand.selected_cards())
        return not Counter(parse_card(c) for c in cards) - selected

    def _step_cards(self) -> list[Any]:
        step = self.step
        if step.select:
            return [parse_card(c) for c in step.select]
        expected = self._expected()
        if expected is None or expected[0] != LEARNER:
            return []
        return list(Action.parse(expected[1]).cards)

    def _check_state(self) -> None:
        """Step aside when the table's game no longer fits the step (a state the lesson did
        not play to, such as one restored by another part of the table): the move it waits
        for must be the seat to act's, and legal."""
        t = self.table
        expected = self._expected()
        if t is None or self.finished or expected is None or t.state is self._checked:
            return
        self._checked = t.state
        seat, text = expected
        if t.state.to_act != seat or not t.state.is_legal(text):
            self._leave_script()

    def _leave_script(self) -> None:
        self.off_script = True


def step_text(step: Step) -> str:
    """A step's sentence in the current language, with the table's button names in it."""
    return _(step.text).format(meld=_("Meld"), discard=_("Discard"), ask=_("Ask partner"))


def keys_text(step: Step) -> str:
    """The step's key hints in one line ("" when it has none)."""
    if not step.keys:
        return ""
    return _("Keys: {keys}").format(keys="; ".join(_(KEY_HINTS[k]) for k in step.keys))
