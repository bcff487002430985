"""The analysis's Qt face: requests to the streaming child process, answers as signals.

``AnalysisWorker.analyse(state)`` starts an analysis (cancelling the one before);
``updated(AnalysisUpdate)`` follows after each finished depth, ``finished(error)`` once
at the end. ``review(start, actions)`` does the same for a whole game with
``reviewed(ReviewedMove)``. Answers of a request that was cancelled or replaced are
dropped here, so a view never sees an analysis of a position it no longer shows. The
search runs in a child process (``app.ai.process.ProcessStream``); the GUI thread
only receives small finished updates.
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

from PySide6.QtCore import QObject, Signal

from app.ai.analysis import ANALYSIS_MAX_DEPTH, REVIEW_DEPTH
from app.games.bao import State

StreamFactory = Callable[[Callable[[int, str, Any], None]], Any]


def process_stream(listener: Callable[[int, str, Any], None]) -> Any:
    from app.ai.process import ProcessStream

    return ProcessStream(listener)


class _Relay(QObject):
    """Lives in the GUI thread; the reader thread's emissions are queued to it."""

    message = Signal(int, str, object)


class AnalysisWorker(QObject):
    updated = Signal(object)  # AnalysisUpdate of the current analysis
    reviewed = Signal(object)  # ReviewedMove of the current review
    finished = Signal(str)  # the current request is over: "" or the error text
    busyChanged = Signal(bool)

    def __init__(self, stream_factory: StreamFactory = process_stream, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._relay = _Relay(self)
        self._relay.message.connect(self._on_message)
        self._stream = stream_factory(self._relay.message.emit)
        self._current: int | None = None

    def start(self) -> None:
        """Start the child process now, so the first analysis does not wait for it."""
        self._stream.start()

    def is_busy(self) -> bool:
        return self._current is not None

    def analyse(self, state: State, max_depth: int = ANALYSIS_MAX_DEPTH) -> None:
        """Analyse ``state`` (a copy is sent; the caller may go on changing its own)."""
        self._send("analyse", state.clone(), max_depth)

    def review(self, start: State, actions: Sequence[str], depth: int = REVIEW_DEPTH) -> None:
        self._send("review", start.clone(), [str(a) for a in actions], depth)

    def cancel(self) -> None:
        """Stop the current request; nothing more of it is signalled."""
        if self._current is not None:
            self._stream.cancel()
            self._current = None
            self.busyChanged.emit(False)

    def shutdown(self) -> None:
        self.cancel()
        self._stream.stop()

    def _send(self, *message: Any) -> None:
        was_busy = self._current is not None
        if was_busy:
            # before the new request: a cancel stops every request sent before it
            self._stream.cancel()
        self._current = self._stream.request(*message)
        if not was_busy:
            self.busyChanged.emit(True)

    def _on_message(self, number: int, kind: str, payload: object) -> None:
        if number != self._current:
            return  # cancelled or replaced
        if kind == "update":
            self.updated.emit(payload)
        elif kind == "reviewed":
            self.reviewed.emit(payload)
        else:
            self._current = None
            self.busyChanged.emit(False)
            self.finished.emit("" if kind == "done" else str(payload))
