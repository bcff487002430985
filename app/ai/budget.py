"""When a search must stop: a work budget (the level's strength, deterministic) capped by
a wall-clock deadline and a cancel flag (safety nets only, so results stay reproducible
whenever the work budget is reached first)."""

from __future__ import annotations

import threading
import time


class SearchStopped(Exception):
    """Raised inside a search when the deadline passed or the caller cancelled."""


class Budget:
    """A deadline (absolute ``time.monotonic()``) and an optional ``threading.Event``.

    ``expired()`` is cheap enough to call at every node: reading the clock costs about
    as much as one dict lookup, and cancellation must be noticed within ~50 ms.
    """

    __slots__ = ("deadline", "cancel", "fired")

    def __init__(self, deadline: float | None, cancel: threading.Event | None = None):
        self.deadline = deadline
        self.cancel = cancel
        self.fired = False  # the deadline stopped the search (benchmarks count it)

    def expired(self) -> bool:
        if self.cancel is not None and self.cancel.is_set():
            return True
        if self.deadline is not None and time.monotonic() >= self.deadline:
            self.fired = True
            return True
        return False

    def check(self) -> None:
        if self.expired():
            raise SearchStopped()

    @staticmethod
    def capped(deadline: float | None, time_cap: float,
               cancel: threading.Event | None = None) -> "Budget":
        """The earlier of the caller's deadline and ``now + time_cap``."""
        cap = time.monotonic() + time_cap
        return Budget(cap if deadline is None else min(deadline, cap), cancel)
