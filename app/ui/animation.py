"""The shared animation facility: a speed setting and a queue of timed steps.

Every game view turns its model's events into ``Step``s and hands them to a
``StepAnimator``. Steps run one after another on Qt's animation timer (never blocking
the event loop); ``finish()`` jumps to the end by running every remaining step's
``done`` at once. The model never knows about any of this.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from typing import Callable

from PySide6.QtCore import QEasingCurve, QObject, QVariantAnimation, Signal

from app.ui.speeds import ANIMATION_SPEEDS, DEFAULT_ANIMATION_SPEED, SPEED_FACTORS

__all__ = ["ANIMATION_SPEEDS", "DEFAULT_ANIMATION_SPEED", "SPEED_FACTORS", "Step", "StepAnimator"]


@dataclass
class Step:
    """One animated step: ``progress(t)`` for t in [0, 1] while it runs, then ``done()``.

    ``done`` must bring the display to the step's final state on its own, so that
    finishing early (skipping ``progress``) shows the same result.

    A ``hold`` step (a result waiting for the player's click) has no time: the queue
    stays on it until ``end_current()`` or ``finish()``; at the instant speed it does
    not wait at all.

    ``relayout`` (optional) takes the step on at a new size of the table while it runs
    (a window resized mid-move); a step without it ends there (``relayout_current``).
    """

    base_ms: int
    done: Callable[[], None]
    progress: Callable[[float], None] | None = None
    start: Callable[[], None] | None = None
    hold: bool = False
    relayout: Callable[[], None] | None = None


class StepAnimator(QObject):
    """Plays queued steps in order; ``idle`` is emitted when the queue runs dry."""

    idle = Signal()

    def __init__(self, speed: str = DEFAULT_ANIMATION_SPEED, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._queue: deque[Step] = deque()
        self._current: Step | None = None
        self._speed = speed
        self._animation = QVariantAnimation(self)
        self._animation.setStartValue(0.0)
        self._animation.setEndValue(1.0)
        self._animation.setEasingCurve(QEasingCurve.Type.InOutSine)
        self._animation.valueChanged.connect(self._on_value)
        self._animation.finished.connect(self._on_finished)

    @property
    def speed(self) -> str:
        return self._speed

    def set_speed(self, speed: str) -> None:
        if speed not in SPEED_FACTORS:
            raise ValueError(f"unknown animation speed {speed!r}")
        self._speed = speed
        if SPEED_FACTORS[speed] == 0.0:
            self.finish()

    def is_busy(self) -> bool:
        return self._current is not None or bool(self._queue)

    def is_holding(self) -> bool:
        """Is the queue waiting for the player on a ``hold`` step?"""
        return self._current is not None and self._current.hold

    def enqueue(self, steps: list[Step]) -> None:
        self._queue.extend(steps)
        if self._current is None:
            self._next()

    def finish(self) -> None:
        """Jump to the end: every remaining step's final state, no animation."""
        if not self.is_busy():
            return
        self._animation.blockSignals(True)
        self._animation.stop()
        self._animation.blockSignals(False)
        if self._current is not None:
            current, self._current = self._current, None
            current.done()
        while self._queue:
            step = self._queue.popleft()
            if step.start:
                step.start()
            step.done()
        self.idle.emit()

    def end_current(self) -> None:
        """End only the running step, as if its time were up; the queue plays on (a
        result that waits for the player's click before the next deal is animated)."""
        if self._current is None:
            return
        self._animation.blockSignals(True)
        self._animation.stop()
        self._animation.blockSignals(False)
        self._on_finished()

    def relayout_current(self) -> None:
        """The table was laid out anew while the running step runs: the step goes on at
        the new size (its ``relayout``), or ends as if its time were up."""
        if self._current is None or self._current.hold:
            return
        if self._current.relayout is not None:
            self._current.relayout()
        else:
            self.end_current()

    def clear(self) -> None:
        """Drop everything queued without running it (the caller redraws from scratch)."""
        self._animation.blockSignals(True)
        self._animation.stop()
        self._animation.blockSignals(False)
        self._queue.clear()
        self._current = None

    def _next(self) -> None:
        factor = SPEED_FACTORS[self._speed]
        while self._queue:
            step = self._queue.popleft()
            if step.start:
                step.start()
            if step.hold and factor > 0:
                self._current = step  # no timer: end_current() / finish() go on
                return
            duration = int(step.base_ms * factor)
            if duration <= 0 or step.progress is None:
                step.done()
                continue
            self._current = step
            self._animation.setDuration(duration)
            self._animation.start()
            return
        self._current = None
        self.idle.emit()

    def _on_value(self, value: object) -> None:
        if self._current is not None and self._current.progress is not None:
            self._current.progress(float(value))

    def _on_finished(self) -> None:
        step, self._current = self._current, None
        if step is not None:
            step.done()
        self._next()
