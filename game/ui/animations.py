"""Card flights and the queue that plays the engine's events one after another.

A Flight moves one card (face up, or a back) from A to B with easing; a Step is a batch of
flights plus what happens when it starts (a sound, a banner) and ends. The table draws the
*new* engine state at once but hides cards that are still in the air (see TableMotion's hide
counters), so each flight's landing callback makes its card appear where it lands.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from game.rules import Card
from game.ui.tween import ease_in_out_cubic, ease_out_back

Point = tuple[float, float]


@dataclass(eq=False)
class Flight:
    card: Card | None  # None: a card back (an opponent's hidden card)
    start: Point
    end: Point
    duration: float
    delay: float = 0.0
    on_land: Callable[[], None] | None = None
    flip: bool = False  # starts face down, turns face up halfway
    elapsed: float = 0.0
    landed: bool = False

    @property
    def progress(self) -> float:
        if self.duration <= 0:
            return 1.0 if self.elapsed >= self.delay else 0.0
        return max(0.0, min(1.0, (self.elapsed - self.delay) / self.duration))

    @property
    def started(self) -> bool:
        return self.elapsed >= self.delay

    def position(self) -> Point:
        k = ease_in_out_cubic(self.progress)
        # A slight upward arc makes the card read as lifted off the table.
        lift = 40 * 4 * k * (1 - k) if self.duration > 0 else 0
        return (
            self.start[0] + (self.end[0] - self.start[0]) * k,
            self.start[1] + (self.end[1] - self.start[1]) * k - lift,
        )

    @property
    def face_up(self) -> bool:
        return self.card is not None and (not self.flip or self.progress >= 0.5)

    def update(self, dt: float) -> bool:
        self.elapsed += dt
        if not self.landed and self.elapsed >= self.delay + self.duration:
            self.land()
        return self.landed

    def land(self) -> None:
        if not self.landed:
            self.landed = True
            if self.on_land is not None:
                self.on_land()


@dataclass(eq=False)
class Banner:
    """A word that pops over the table ("Canasta!") and fades."""

    text: str
    colour: tuple[int, int, int]
    duration: float
    elapsed: float = 0.0
    team: int | None = None  # shown over this side's free meld space when there is room

    @property
    def scale(self) -> float:
        return max(0.2, ease_out_back(min(1.0, self.elapsed / max(0.01, self.duration * 0.25))))

    @property
    def alpha(self) -> int:
        t = self.elapsed / max(0.01, self.duration)
        return int(255 * max(0.0, min(1.0, (1 - t) / 0.3)))


@dataclass(eq=False)
class Step:
    flights: list[Flight] = field(default_factory=list)
    on_start: Callable[[], None] | None = None
    on_end: Callable[[], None] | None = None
    hold: float = 0.0  # extra pause after the flights (lets a banner be read)
    started: bool = False
    elapsed: float = 0.0

    @property
    def length(self) -> float:
        ends = [f.delay + f.duration for f in self.flights]
        return max(ends, default=0.0) + self.hold


class AnimationQueue:
    """Steps played in order; `skip()` finishes everything now (click or space)."""

    def __init__(self) -> None:
        self.steps: list[Step] = []

    @property
    def busy(self) -> bool:
        return bool(self.steps)

    def add(self, step: Step) -> None:
        self.steps.append(step)

    def flights(self) -> list[Flight]:
        if not self.steps or not self.steps[0].started:
            return []
        return [f for f in self.steps[0].flights if f.started and not f.landed]

    def update(self, dt: float) -> None:
        while self.steps:
            step = self.steps[0]
            if not step.started:
                step.started = True
                if step.on_start is not None:
                    step.on_start()
            step.elapsed += dt
            for f in step.flights:
                f.update(dt)
            if step.elapsed < step.length or not all(f.landed for f in step.flights):
                return
            self._finish(self.steps.pop(0))
            dt = 0.0  # the next step starts on the next frame, from zero

    def skip(self) -> None:
        # Steps may enqueue more steps when they end; bounded so nothing can loop forever.
        for _ in range(10_000):
            if not self.steps:
                return
            step = self.steps.pop(0)
            if not step.started:
                step.started = True
                if step.on_start is not None:
                    step.on_start()
            self._finish(step)

    @staticmethod
    def _finish(step: Step) -> None:
        for f in step.flights:
            f.land()
        if step.on_end is not None:
            step.on_end()
