"""The one AI worker: runs ``choose(state_or_obs, level, seed, deadline, cancel)`` on a
``QThreadPool`` thread and reports back with a Qt signal (queued into the GUI thread).
A request for another task of the AI process (``app.ai.process``: "advise", a hint with
its reason) passes ``task=`` too: a chooser takes it (or ``**kwargs``).

Each request carries a ``tag``; a result whose request was cancelled or superseded is
dropped, so undo / new game / close never see a stale move.
"""

from __future__ import annotations

import threading
import traceback
from typing import Any, Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRunnable, QThreadPool, QTimer, Signal

Chooser = Callable[..., Any]

# ``prepare()`` (a game opening) starts the AI's child process this long after the next
# paint, the game's screen: that first paint comes first (starting the child imports
# ~30 ms of modules on the GUI thread, and the child's own start-up competes for the
# cores with the paint). A move asked for sooner starts the child with its search, on
# the worker thread (``request``).
PREPARE_DELAY_MS = 100


def default_chooser() -> Chooser:
    """``app.ai.choose`` running in a child process (see ``app.ai.process``), started when a
    game first needs it (fast start-up)."""
    from app.ai.process import ProcessChooser

    chooser = ProcessChooser()
    chooser.start()
    return chooser


class _StartedByTheWorker:
    """The default chooser for a move asked for before ``prepare()`` started it: the
    worker thread starts the child with that first search, so the GUI thread (painting
    the game that just opened) never waits for it. The worker runs one job at a time."""

    def __init__(self) -> None:
        self._chooser: Chooser | None = None

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        if self._chooser is None:
            self._chooser = default_chooser()
        return self._chooser(*args, **kwargs)

    def stop(self) -> None:
        stop = getattr(self._chooser, "stop", None)
        if stop is not None:
            stop()


class _Relay(QObject):
    """Lives in the GUI thread; signals emitted from the worker are queued to it."""

    done = Signal(int, object)
    failed = Signal(int, str)


class _Job(QRunnable):
    def __init__(self, chooser: Chooser, subject: Any, level: str, seed: int,
                 cancel: threading.Event, relay: _Relay, number: int, task: str | None = None) -> None:
        super().__init__()
        self.setAutoDelete(True)
        self._chooser, self._subject, self._level, self._seed = chooser, subject, level, seed
        self._cancel, self._relay, self._number = cancel, relay, number
        # The AI task (app.ai.process: "advise" for a hint with its reason); None: the move.
        self._task = {} if task is None else {"task": task}

    def run(self) -> None:
        try:
            action = self._chooser(self._subject, level=self._level, seed=self._seed,
                                   deadline=None, cancel=self._cancel, **self._task)
        except Exception:  # reported to the GUI, which shows it and stays alive
            self._relay.failed.emit(self._number, traceback.format_exc(limit=4))
            return
        self._relay.done.emit(self._number, action)


class AiWorker(QObject):
    """``request`` a move; ``moveReady(tag, action)`` or ``failed(tag, message)`` follows."""

    moveReady = Signal(object, object)
    failed = Signal(object, str)
    busyChanged = Signal(bool)

    def __init__(self, chooser: Chooser | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._chooser = chooser
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._relay = _Relay(self)
        self._relay.done.connect(self._on_done)
        self._relay.failed.connect(self._on_failed)
        self._number = 0
        self._live: dict[int, tuple[object, threading.Event]] = {}
        self._prepare_timer = QTimer(self)
        self._prepare_timer.setSingleShot(True)
        self._prepare_timer.setInterval(PREPARE_DELAY_MS)
        self._prepare_timer.timeout.connect(self._ensure_chooser)
        self._waiting_for_paint = False

    def set_chooser(self, chooser: Chooser | None) -> None:
        self._chooser = chooser

    def prepare(self) -> None:
        """Get the AI ready soon after a game opens (once its screen is painted, see
        PREPARE_DELAY_MS) rather than at the first move."""
        application = QCoreApplication.instance()
        if self._chooser is not None or self._waiting_for_paint or self._prepare_timer.isActive():
            return
        if application is None:  # no event loop: no paint to wait for
            self._ensure_chooser()
            return
        self._waiting_for_paint = True
        application.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt naming)
        if self._waiting_for_paint and event.type() == QEvent.Type.Paint:
            self._stop_waiting_for_paint()
            self._prepare_timer.start()
        return False

    def is_prepared(self) -> bool:
        return self._chooser is not None

    def _stop_waiting_for_paint(self) -> None:
        if self._waiting_for_paint:
            self._waiting_for_paint = False
            application = QCoreApplication.instance()
            if application is not None:
                application.removeEventFilter(self)

    def _ensure_chooser(self) -> None:
        self._stop_waiting_for_paint()
        self._prepare_timer.stop()
        if self._chooser is None:
            self._chooser = default_chooser()

    def is_busy(self) -> bool:
        return bool(self._live)

    def request(self, subject: Any, level: str, seed: int, tag: object = None, task: str | None = None) -> None:
        """Start a search on ``subject`` (a cloned State or an observation: never share
        the live game state with the worker thread). ``task``: the AI child's task
        (``app.ai.process``, e.g. "advise"); by default the move."""
        if self._chooser is None:
            self._stop_waiting_for_paint()
            self._prepare_timer.stop()
            self._chooser = _StartedByTheWorker()
        self._number += 1
        cancel = threading.Event()
        was_busy = self.is_busy()
        self._live[self._number] = (tag, cancel)
        self._pool.start(_Job(self._chooser, subject, level, seed, cancel, self._relay, self._number, task))
        if not was_busy:
            self.busyChanged.emit(True)

    def cancel_all(self) -> None:
        """Forget every pending request; their searches are told to stop quickly."""
        for _tag, cancel in self._live.values():
            cancel.set()
        had = bool(self._live)
        self._live.clear()
        if had:
            self.busyChanged.emit(False)

    def shutdown(self, wait_ms: int = 3000) -> None:
        self._stop_waiting_for_paint()  # closing: no child started now
        self._prepare_timer.stop()
        self.cancel_all()
        self._pool.waitForDone(wait_ms)
        stop = getattr(self._chooser, "stop", None)
        if stop is not None:
            stop()

    def _take(self, number: int) -> tuple[bool, object]:
        entry = self._live.pop(number, None)
        if entry is None:
            return False, None
        if not self._live:
            self.busyChanged.emit(False)
        return True, entry[0]

    def _on_done(self, number: int, action: object) -> None:
        live, tag = self._take(number)
        if live:
            self.moveReady.emit(tag, action)

    def _on_failed(self, number: int, message: str) -> None:
        live, tag = self._take(number)
        if live:
            self.failed.emit(tag, message)
