"""Time-based tweens of numbers or tuples, and groups of them.

Pure Python (no pygame), so animation logic is testable without a display.
A Tween writes its current value onto `target.attr` each update, or, with no
target, just exposes `.value` for the caller to read.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from typing import Any

Number = float | int
Value = Number | tuple[Number, ...]
Easing = Callable[[float], float]


def linear(t: float) -> float:
    """No easing."""
    return t


def ease_in_quad(t: float) -> float:
    """Start slow, accelerate."""
    return t * t


def ease_out_quad(t: float) -> float:
    """Start fast, decelerate."""
    return 1.0 - (1.0 - t) * (1.0 - t)


def ease_in_out_quad(t: float) -> float:
    """Slow at both ends (quadratic)."""
    return 2 * t * t if t < 0.5 else 1.0 - (-2 * t + 2) ** 2 / 2


def ease_in_cubic(t: float) -> float:
    """Start slow, accelerate (cubic)."""
    return t * t * t


def ease_out_cubic(t: float) -> float:
    """Start fast, decelerate (cubic)."""
    return 1.0 - (1.0 - t) ** 3


def ease_in_out_cubic(t: float) -> float:
    """Slow at both ends (cubic): the default for card moves."""
    return 4 * t * t * t if t < 0.5 else 1.0 - (-2 * t + 2) ** 3 / 2


def ease_out_back(t: float) -> float:
    """Overshoot slightly past the end, then settle: good for cards snapping into place."""
    c1 = 1.70158
    c3 = c1 + 1
    return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2


def ease_out_elastic(t: float) -> float:
    """Spring-like wobble at the end, for celebratory pops."""
    if t <= 0.0:
        return 0.0
    if t >= 1.0:
        return 1.0
    c4 = (2 * math.pi) / 3
    return 2 ** (-10 * t) * math.sin((t * 10 - 0.75) * c4) + 1


def ease_out_sine(t: float) -> float:
    """Gentle deceleration."""
    return math.sin(t * math.pi / 2)


EASINGS: dict[str, Easing] = {
    "linear": linear,
    "ease_in_quad": ease_in_quad,
    "ease_out_quad": ease_out_quad,
    "ease_in_out_quad": ease_in_out_quad,
    "ease_in_cubic": ease_in_cubic,
    "ease_out_cubic": ease_out_cubic,
    "ease_in_out_cubic": ease_in_out_cubic,
    "ease_out_back": ease_out_back,
    "ease_out_elastic": ease_out_elastic,
    "ease_out_sine": ease_out_sine,
}


def get_easing(easing: str | Easing) -> Easing:
    """Resolve an easing name (see EASINGS) or pass a callable through."""
    if callable(easing):
        return easing
    try:
        return EASINGS[easing]
    except KeyError:
        raise ValueError(f"unknown easing {easing!r}; known: {sorted(EASINGS)}") from None


def lerp(start: Value, end: Value, k: float) -> Value:
    """Interpolate numbers or equal-length tuples of numbers."""
    if isinstance(start, tuple):
        if not isinstance(end, tuple) or len(end) != len(start):
            raise ValueError("tuple tween needs start and end of the same length")
        return tuple(a + (b - a) * k for a, b in zip(start, end, strict=True))
    if isinstance(end, tuple):
        raise ValueError("cannot tween a number to a tuple")
    return start + (end - start) * k


class Tween:
    """Animate one value from `start` to `end` over `duration` seconds.

    If `target` and `attr` are given the value is written to `target.attr` on every
    update (and `start` defaults to the attribute's current value). `delay` holds the
    start value for that many seconds first. `on_finish` is called exactly once, when
    the tween completes or is skipped.
    """

    def __init__(
        self,
        end: Value,
        duration: float,
        *,
        start: Value | None = None,
        target: Any = None,
        attr: str | None = None,
        easing: str | Easing = "ease_in_out_cubic",
        delay: float = 0.0,
        on_finish: Callable[[], None] | None = None,
    ) -> None:
        if (target is None) != (attr is None):
            raise ValueError("target and attr go together")
        if start is None and target is None:
            raise ValueError("start is required without a target")
        # Without an explicit start, read the attribute when the tween first runs, so a
        # tween queued in a Timeline starts from wherever the previous step left it.
        self._start_given = start is not None
        self.start: Value = start if start is not None else getattr(target, str(attr))
        self.end: Value = end
        self.duration = max(0.0, float(duration))
        self.delay = max(0.0, float(delay))
        self.target = target
        self.attr = attr
        self.easing = get_easing(easing)
        self.on_finish = on_finish
        self.elapsed = 0.0
        self.done = False
        self.value: Value = self.start
        self._started = False
        lerp(self.start, end, 0.0)  # validate shapes now, not mid-animation

    @property
    def progress(self) -> float:
        """Linear progress 0..1 through the animated part (ignores delay and easing)."""
        if self.done:
            return 1.0
        active = self.elapsed - self.delay
        if active <= 0:
            return 0.0
        if self.duration == 0:
            return 1.0
        return min(1.0, active / self.duration)

    def update(self, dt: float) -> bool:
        """Advance by dt seconds; return True once the tween is done."""
        if self.done:
            return True
        if not self._started:
            self._started = True
            if not self._start_given and self.target is not None and self.attr is not None:
                self.start = getattr(self.target, self.attr)
        self.elapsed += max(0.0, dt)
        p = self.progress
        if p >= 1.0:
            self._finish()
        else:
            self._apply(self.easing(p))
        return self.done

    def skip(self) -> None:
        """Jump to the end value and finish now (fires on_finish if not yet done)."""
        if not self.done:
            self._finish()

    def _apply(self, k: float) -> None:
        self.value = lerp(self.start, self.end, k)
        if self.target is not None and self.attr is not None:
            setattr(self.target, self.attr, self.value)

    def _finish(self) -> None:
        # Write the exact end value: eased floats may land a hair off.
        self.value = self.end
        if self.target is not None and self.attr is not None:
            setattr(self.target, self.attr, self.end)
        self.done = True
        if self.on_finish is not None:
            self.on_finish()


class TweenGroup:
    """Run several tweens in parallel; finished ones are dropped.

    `on_finish` fires when the group goes from busy to empty during update().
    """

    def __init__(
        self,
        tweens: Iterable[Tween] = (),
        on_finish: Callable[[], None] | None = None,
    ) -> None:
        self.tweens: list[Tween] = list(tweens)
        self.on_finish = on_finish

    def add(self, tween: Tween) -> Tween:
        """Start running `tween` alongside the others; returns it for chaining."""
        self.tweens.append(tween)
        return tween

    @property
    def done(self) -> bool:
        """True when no tween is still running."""
        return not self.tweens

    def update(self, dt: float) -> bool:
        """Advance all tweens; return True when the group is empty."""
        if not self.tweens:
            return True
        # Iterate over a copy: on_finish callbacks may add new tweens to this group.
        for tween in list(self.tweens):
            tween.update(dt)
        self.tweens = [t for t in self.tweens if not t.done]
        if not self.tweens and self.on_finish is not None:
            self.on_finish()
        return not self.tweens

    def skip(self) -> None:
        """Finish every tween immediately (e.g. the player clicked to skip an animation)."""
        had_work = bool(self.tweens)
        # Callbacks may chain more tweens; bounded loop so a self-restarting tween can't hang.
        for _ in range(100):
            if not self.tweens:
                break
            pending, self.tweens = self.tweens, []
            for tween in pending:
                tween.skip()
            self.tweens = [t for t in self.tweens if not t.done]
        if had_work and self.on_finish is not None:
            self.on_finish()

    def clear(self) -> None:
        """Drop all tweens without finishing them (values stay where they are)."""
        self.tweens.clear()


class Timeline:
    """Run steps one after another; each step is a Tween, a TweenGroup, or a callable.

    A callable step runs instantly (useful to play a sound or flip a card between moves).
    """

    def __init__(self, on_finish: Callable[[], None] | None = None) -> None:
        self.steps: list[Tween | TweenGroup | Callable[[], None]] = []
        self.on_finish = on_finish
        self._finished = False

    def then(self, step: Tween | TweenGroup | Callable[[], None]) -> Timeline:
        """Append a step; returns self so calls can be chained."""
        self.steps.append(step)
        self._finished = False
        return self

    @property
    def done(self) -> bool:
        """True when all steps have run."""
        return not self.steps

    def update(self, dt: float) -> bool:
        """Advance the current step; leftover time is not carried into the next step."""
        while self.steps:
            step = self.steps[0]
            if isinstance(step, Tween | TweenGroup):
                if not step.update(dt):
                    return False
                self.steps.pop(0)
                # A finished step consumed this frame's dt; start the next fresh.
                dt = 0.0
            else:
                self.steps.pop(0)
                step()
        self._fire_finish()
        return True

    def skip(self) -> None:
        """Run every remaining step to its end immediately, in order."""
        while self.steps:
            step = self.steps.pop(0)
            if isinstance(step, Tween | TweenGroup):
                step.skip()
            else:
                step()
        self._fire_finish()

    def _fire_finish(self) -> None:
        if not self._finished:
            self._finished = True
            if self.on_finish is not None:
                self.on_finish()
