"""Undo at the table: the Undo button, Ctrl+Z and Backspace.

Honest undo takes back the player's last meld (or cards added to a meld) of the turn in
progress, as long as it showed nothing new; game/rules/undo.py answers that question. A draw,
a pile taking, a foot or ponytail taken up, a discard and the partner's answer stay.

In a practice game the player may also take back whole turns of their own: first the turn in
progress (back to before its draw), then the turn before, and so on within the hand. The
computer players' moves in between go too, and they play again from the earlier state (they
decide from what their seat sees and their own seed, so the same position brings the same
move). The way back never crosses the partner's answer, another person's turn (pass-and-play)
or a deal.

Going back restores the earlier engine state whole, and with it everything the table keeps
beside the state: the game record and the save (the undone actions leave both, so the record
replays to the state shown), the game log, the message and the banners, cards still in the
air, an open question, a bot's unfinished thinking. The cards that came back to the hand are
lifted, so the player sees them.
"""

from __future__ import annotations

import copy
from collections import Counter
from typing import Any, Protocol

from game.i18n import _
from game.rules import Action, Card, Event, GameRecord, GameState
from game.rules.undo import BINDING, Timeline
from game.ui.game_log import GameLog, cards_text
from game.ui.table_context import TableContext
from game.ui.table_feed import Turn, deal_events


class UndoTable(TableContext, Protocol):
    """What undo reaches beyond the parts' shared view of the table."""

    record: GameRecord
    log: GameLog
    thinking: Any  #: a bot's decision in progress (dropped when the table goes back)
    humans: tuple[int, ...]  #: every seat a person plays
    motion: Any  #: TableMotion: flights to drop
    commands: Any  #: TableCommands: the discard warning to forget
    dialogs: Any  #: TableDialogs: an open question to close
    input: Any  #: TableInput: the keyboard's meld focus


class TableUndo:
    """The hand's timeline and the game log before each of its actions; takes actions back."""

    def __init__(self, table: UndoTable) -> None:
        self.table = table
        self.timeline = Timeline(table.state)
        self.logs: list[GameLog] = []  # the log as it was before each action of the timeline
        self.feeds: list[list[Turn]] = []  # the feed's turns before each action, likewise
        self._steps: tuple[GameState | None, int | None, int, int] = (None, None, 0, 0)

    def played(self, seat: int, action: Action, before: GameState, after: GameState,
               events: list[Event]) -> None:
        """An action was played (call before its events reach the game log)."""
        if before is not self.timeline.state:
            # The table was given a state from elsewhere (a test, a tool): start from it.
            self.timeline, self.logs, self.feeds = Timeline(before), [], []
        log = copy.deepcopy(self.table.log)
        feed = self.table.feed.snapshot()
        self.timeline.add(seat, action, before, after, events)
        if self.timeline.played:
            self.logs.append(log)
            self.feeds.append(feed)
        else:  # a new hand: nothing before it is taken back
            self.logs, self.feeds = [], []

    def restore(self, log_seat: int | None) -> None:
        """A game continued from its save (which keeps only the record's actions): the game
        log, the feed beside the pile and this hand's timeline as they were when the game was
        left, rebuilt by playing the record again. The table then shows the state this
        timeline ends in (equal to the one it was given)."""
        t = self.table
        state = t.record.initial_state()
        t.log.add_events([Event("dealt", amount=len(state.hands[t.bottom]))], t.name,
                         t.side_name)
        actions = t.record.actions
        # Undo never reaches before the hand's deal.
        hand_start = max((i + 1 for i, (_s, text) in enumerate(actions) if text == "deal"),
                         default=0)
        # The feed is told every action as the table showed it (it keeps the last turns).
        t.feed.clear()
        for event in deal_events(state):
            t.feed.add(event)
        # The hand before and after the seat to act drew or took the pile this turn (what it
        # drew is worked out once, at the end).
        drew: tuple[tuple[Card, ...], tuple[Card, ...]] | None = None
        for index, (seat, text) in enumerate(actions):
            before = state
            state, events = state.apply(text)
            if before.phase == "draw" and state.phase == "play":
                drew = (before.hands[seat], state.hands[seat])
            elif state.phase not in ("play", "answer"):  # the turn is over (a partner's
                drew = None  # answer to "may I go out?" is not)
            if index >= hand_start:
                self.played(seat, Action.parse(text), before, state, events)
            t.log.add_events(events, t.name, t.side_name, log_seat)
            for event in events:
                if event.kind == "dealt":  # the deal's flights stand for its other events
                    for shown in deal_events(state):
                        t.feed.add(shown)
                    break
                t.feed.add(event.seen_by(t.bottom))
        t.state = state
        t.orders.drawn_this_turn(Counter() if drew is None
                                 else Counter(drew[1]) - Counter(drew[0]))

    # ------------------------------------------------------------------ the question

    def steps(self) -> int:
        """How many actions Undo would take back now (0: nothing may be undone)."""
        t = self.table
        state, human, length, count = self._steps
        if state is t.state and human == t.human and length == len(self.timeline.played):
            return count  # asked every frame (the button): worked out once per action
        count = 0
        seat = t.human
        # A lesson steers its one hand step by step: nothing in it is taken back.
        if (seat is not None and t.lesson is None and not t.state.is_hand_over
                and t.state is self.timeline.state):
            count = self.timeline.take_back(seat)
            if not count and t.config.practice:
                others = [s for s in t.humans if s != seat]
                count = self.timeline.turn_back(seat, others)
        self._steps = (t.state, t.human, len(self.timeline.played), count)
        return count

    def why_not(self) -> str:
        """Why nothing may be undone now, in the player's words."""
        t = self.table
        seat = t.human
        played = self.timeline.played if t.state is self.timeline.state else []
        for entry in reversed(played):
            if entry.action.kind in BINDING:
                return _("Your partner's answer stands: it cannot be taken back.")
            if entry.seat != seat and entry.seat in t.humans:
                return _("Another player has played since: their turn cannot be taken back.")
            if entry.seat != seat:
                continue
            if entry.action.kind == "discard" and not t.config.practice:
                return _("A discard ends the turn: it cannot be taken back.")
            if not entry.takeable and not t.config.practice:
                return _("You have seen new cards since: that cannot be taken back.")
        return _("There is nothing of yours to take back.")

    # ------------------------------------------------------------------ going back

    def undo(self) -> None:
        """Take back what may be taken back, or say why nothing may."""
        t = self.table
        if t.human is None:
            return
        count = self.steps()
        if not count:
            t.say(self.why_not(), error=True)
            t.app.sounds.play("error")
            return
        seat = t.human
        undone = self.timeline.undone(count)
        before_hand = list(t.state.hands[seat])
        state = self.timeline.rewind(count)
        log = self.logs[len(self.logs) - count]
        del self.logs[len(self.logs) - count:]
        self.table.feed.restore(self.feeds[len(self.feeds) - count])  # no words of what is undone
        del self.feeds[len(self.feeds) - count:]
        self._drop_from_record(undone)
        self._restore(state, log)
        returned = list(state.hands[seat])
        for c in before_hand:
            if c in returned:
                returned.remove(c)
        self._lift(returned)
        if count == 1 and undone[0].takeable:
            message = _("Taken back: {cards}.").format(cards=cards_text(undone[0].action.cards))
        else:
            message = _("Back to the start of your turn.")
        t.say(message)
        t.app.sounds.play("click")
        t.orders.save()

    def _drop_from_record(self, undone: list[Any]) -> None:
        actions = self.table.record.actions
        tail = actions[len(actions) - len(undone):]
        expected = [(p.seat, str(p.action)) for p in undone]
        if tail != expected:
            raise RuntimeError(f"the record does not end with the actions taken back: {tail}")
        del actions[len(actions) - len(undone):]

    def _restore(self, state: GameState, log: GameLog) -> None:
        """The table shows ``state`` as if nothing after it had happened."""
        t = self.table
        t.state = state
        t.log = log
        t.thinking = None
        t.motion.reset()
        t.banners.clear()
        t.commands.played()
        t.dialogs.played()
        t.input.new_hand()
        t.input.press, t.input.dragging = None, []  # a card held while undoing is let go
        t.hand.sync(state.hands[t.bottom])
        t.motion.reset()  # the cards that came back are shown at once
        t.hand.update(0, snap=True)

    def _lift(self, cards: list[Any]) -> None:
        """Lift the cards that came back to the hand."""
        hand = self.table.hand
        hand.clear_selection()
        wanted = list(cards)
        for item in reversed(hand.items):
            if item.card in wanted:
                wanted.remove(item.card)
                item.selected = True
