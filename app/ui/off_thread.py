"""Run a pure Python computation on a worker thread; its result comes back on the GUI
thread. For work that is usually instant but rarely long (a Bao position whose legal
moves need millions of sowings): the GUI thread must never wait for it.

The computation must only touch its own objects (copies): the GUI thread goes on
meanwhile. A pure-Python worker shares the GIL, which Python hands over every 5 ms by
default, so the event loop keeps ticking (see shared/qt-notes.md) -- but a paint of the
Bao board calls back into Python once per item, and each call waited up to those 5 ms
for the worker to let go: a paint during the slow position's relay stalled the window
109-192 ms (1 run in 5). While a job runs, the GIL is handed over every
WORKER_SWITCH_INTERVAL instead.
"""

from __future__ import annotations

import sys
import threading
import traceback
from typing import Any, Callable

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

WORKER_SWITCH_INTERVAL = 0.0005  # seconds (Python's default: 0.005)


class _SwitchInterval:
    """The short GIL switch interval while any job runs (the setting is per process)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._running = 0
        self._saved = sys.getswitchinterval()

    def __enter__(self) -> None:
        with self._lock:
            if self._running == 0:
                self._saved = sys.getswitchinterval()
                sys.setswitchinterval(min(self._saved, WORKER_SWITCH_INTERVAL))
            self._running += 1

    def __exit__(self, *exc: object) -> None:
        with self._lock:
            self._running -= 1
            if self._running == 0:
                sys.setswitchinterval(self._saved)


_SHORT_SWITCHES = _SwitchInterval()


class _Job(QRunnable):
    def __init__(self, compute: Callable[[], Any], report: Signal, number: int) -> None:
        super().__init__()
        self.setAutoDelete(True)
        self._compute, self._report, self._number = compute, report, number

    def run(self) -> None:
        try:
            with _SHORT_SWITCHES:
                result, ok = self._compute(), True
        except Exception:  # reported to the GUI thread, which stays alive
            result, ok = traceback.format_exc(limit=4), False
        self._report.emit(self._number, ok, result)


class OffThread(QObject):
    """``run(compute, done, failed)``: ``done(result)`` or ``failed(message)`` follows on
    the GUI thread, unless ``cancel_all()`` was called in between."""

    _finished = Signal(int, bool, object)  # emitted by the worker, queued to this object

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._waiting: dict[int, tuple[Callable[[Any], None], Callable[[str], None]]] = {}
        self._count = 0
        self._finished.connect(self._deliver)

    def run(self, compute: Callable[[], Any], done: Callable[[Any], None],
            failed: Callable[[str], None]) -> None:
        self._count += 1
        self._waiting[self._count] = (done, failed)
        self._pool.start(_Job(compute, self._finished, self._count))

    def is_busy(self) -> bool:
        return bool(self._waiting)

    def cancel_all(self) -> None:
        """Results still to come are dropped (their computations run to their end)."""
        self._waiting.clear()

    def wait(self) -> None:
        """Block until the running computations end (shutting down)."""
        self._waiting.clear()
        self._pool.waitForDone()

    def _deliver(self, number: int, ok: bool, result: Any) -> None:
        callbacks = self._waiting.pop(number, None)
        if callbacks is not None:
            callbacks[0 if ok else 1](result)
