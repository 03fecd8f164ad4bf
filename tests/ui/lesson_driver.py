"""Plays the guided first game to its end through input events only, as a learner would: by
mouse (clicks, a drag onto the pile), by touch (finger taps) or by keyboard (the table's keys).

Used by tests/ui/test_tutorial.py and by the pygbag boot harness (tests/boot/pygbag_page.py),
which loads this file by path once the game runs: so nothing from ``game`` is imported before
``run`` is called, and the game's objects are reached through the App.

The driver reads the lesson to know *what* the step wants (its expected move, its cards) and
then does it with the inputs of its mode, aimed at where the table shows things.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

SCREEN = (1280, 720)
Deliver = Callable[[list[pygame.event.Event], int], None]  # events, then frames to run


class LessonPlayer:
    """Drives one lesson: ``run()`` returns once the last step's New game was chosen."""

    def __init__(self, app: Any, deliver: Deliver, mode: str) -> None:
        if mode not in ("mouse", "touch", "keyboard"):
            raise ValueError(f"no input mode {mode!r}")
        self.app = app
        self.deliver = deliver
        self.mode = mode
        self.steps_seen: list[int] = []
        self.scoring_labels: list[str] = []  # the score screen's button, each time shown
        self.inputs = 0  # events sent

    # ------------------------------------------------------------------ primitive inputs

    def _send(self, events: list[pygame.event.Event], frames: int = 3) -> None:
        self.inputs += len(events)
        self.deliver(events, frames)

    def click(self, pos: tuple[float, float]) -> None:
        p = (int(pos[0]), int(pos[1]))
        if self.mode == "touch":
            self._send([self._finger(pygame.FINGERDOWN, p), self._finger(pygame.FINGERUP, p)])
            return
        self._send([
            pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=p, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=p, button=1),
        ])

    def drag(self, start: tuple[float, float], end: tuple[float, float]) -> None:
        a = (int(start[0]), int(start[1]))
        b = (int(end[0]), int(end[1]))
        mid = ((a[0] + b[0]) // 2, (a[1] + b[1]) // 2)
        self._send([
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=a, button=1),
            pygame.event.Event(pygame.MOUSEMOTION, pos=mid, rel=(0, 0), buttons=(1, 0, 0)),
            pygame.event.Event(pygame.MOUSEMOTION, pos=b, rel=(0, 0), buttons=(1, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=b, button=1),
        ])

    def key(self, key: int) -> None:
        self._send([pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="")], 2)

    @staticmethod
    def _finger(kind: int, pos: tuple[int, int]) -> pygame.event.Event:
        return pygame.event.Event(kind, x=pos[0] / SCREEN[0], y=pos[1] / SCREEN[1], dx=0.0,
                                  dy=0.0, finger_id=0, touch_id=1, pressure=1.0)

    # ------------------------------------------------------------------ the lesson

    def run(self, on_step: Callable[[int], None] | None = None, max_rounds: int = 4000) -> None:
        """Play every step; ``on_step(index)`` sees each step once it is shown (settled)."""
        app = self.app
        table = app.scenes.top
        lesson = table.lesson
        shown: set[tuple[int, bool]] = set()
        for _round in range(max_rounds):
            top = app.scenes.top
            if type(top).__name__ == "ScoringScene":
                self.scoring_labels.append(top.button.label)
                self._press(top.button, pygame.K_RETURN)
                continue
            if top is not table:
                raise AssertionError(f"the lesson left the table for {type(top).__name__}")
            if table.anim.busy:  # cards in the air: a learner watches them land
                self.deliver([], 1)
                continue
            # Each step once it shows, and the last one again with its buttons (after the
            # hand's score was closed).
            if (lesson.index, lesson.scored) not in shown:
                shown.add((lesson.index, lesson.scored))
                if lesson.index not in self.steps_seen:
                    self.steps_seen.append(lesson.index)
                self.deliver([], 2)
                if on_step is not None:
                    on_step(lesson.index)
            step = lesson.step
            if step.end:
                if lesson.scored:
                    self._press(lesson.panel.buttons[0], pygame.K_RETURN)
                    return
                self.deliver([], 1)
                continue
            if step.is_info:
                self._press(lesson.panel.buttons[0], pygame.K_RETURN)
                continue
            if step.select:
                self._select(table, list(step.select), exact=False)
                continue
            expected = lesson._expected()
            if expected is None or expected[0] != table.human or not table.my_turn():
                self.deliver([], 1)  # the others play, or cards are still flying
                continue
            self._play(table, lesson, expected[1])
        raise AssertionError(f"the lesson did not end: stuck at step {lesson.index} "
                             f"({lesson.step.text[:40]!r}), message {table.message!r}")

    def _press(self, button: Any, key: int) -> None:
        if self.mode == "keyboard":
            self.key(key)
        else:
            self.click(button.rect.center)

    def _play(self, table: Any, lesson: Any, text: str) -> None:
        from game.rules import Action

        action = Action.parse(text)
        if action.kind == "draw":
            self._do(table.layout.stock.center, pygame.K_d)
        elif action.kind == "ask":
            self._do(table.buttons["ask"].rect.center, pygame.K_a)
        elif action.kind == "pickup":
            self._select(table, [str(c) for c in action.cards])
            self._do(table.layout.pile.center, pygame.K_t)
        elif action.kind == "discard":
            self._discard(table, str(action.card))
        elif any(g.target for g in action.groups):  # onto a meld on the table
            self._select(table, [str(c) for c in action.cards])
            self._onto_meld(table, lesson, action.groups[0].target)
        else:
            self._select(table, [str(c) for c in action.cards])
            self._do(table.buttons["meld"].rect.center, pygame.K_m)

    def _do(self, pos: tuple[float, float], key: int) -> None:
        if self.mode == "keyboard":
            self.key(key)
        else:
            self.click(pos)

    def _discard(self, table: Any, card: str) -> None:
        if self.mode == "mouse":  # dragged onto the pile
            item = self._item(table, card)
            self.drag(self._strip_centre(table, item), table.layout.pile.center)
            return
        self._select(table, [card])
        self._do(table.layout.pile.center, pygame.K_x)

    def _onto_meld(self, table: Any, lesson: Any, rank: str) -> None:
        if self.mode != "keyboard":
            column = next(r for r, tight in lesson.target_rects() if not tight)
            self.click(column.center)
            return
        team = table.state.team_of(table.human)
        melds = table.state.melds[team]
        for _ in range(len(melds) + 1):
            focus = table.input.meld_focus
            if focus is not None and focus < len(melds) and melds[focus].rank == rank:
                break
            self.key(pygame.K_TAB)
        self.key(pygame.K_e)

    # ------------------------------------------------------------------ the hand

    def _item(self, table: Any, card: str, selected: bool | None = None) -> Any:
        from game.rules import parse_card

        wanted = parse_card(card)
        return next(it for it in table.hand.items if it.card == wanted
                    and (selected is None or it.selected == selected))

    def _strip_centre(self, table: Any, item: Any) -> tuple[float, float]:
        """A point on the part of the card that shows (the next card covers the rest)."""
        items = table.hand.items
        index = items.index(item)
        width = table.hand.card_width
        if index + 1 < len(items):
            width = min(width, items[index + 1].x - item.x)
        return item.x + width / 2, item.y + 40

    def _select(self, table: Any, cards: list[str], exact: bool = True) -> None:
        """Select ``cards`` in the hand (and, when ``exact``, nothing else) by this mode's
        inputs: a click or tap on each card, or the cursor keys and Up."""
        from game.rules import parse_card

        want = [parse_card(c) for c in cards]
        for item in list(table.hand.items):
            if item.selected and exact and item.card not in want:
                self._toggle(table, item)
        for c in want:
            chosen = [it for it in table.hand.items if it.card == c and it.selected]
            if len(chosen) >= want.count(c):
                continue
            item = next(it for it in table.hand.items if it.card == c and not it.selected)
            self._toggle(table, item)

    def _toggle(self, table: Any, item: Any) -> None:
        if self.mode == "keyboard":
            index = table.hand.items.index(item)
            while table.hand.cursor != index:
                self.key(pygame.K_RIGHT if table.hand.cursor < index else pygame.K_LEFT)
            self.key(pygame.K_UP)
        else:
            self.click(self._strip_centre(table, item))
