"""The AI in other processes, so its pure-Python search never competes with the GUI
thread (or a server's event loop) for the GIL. (In a worker thread, every Qt call made
while painting may wait up to the 5 ms switch interval for the GIL: stalls of 100-200 ms
were measured during a sowing animation.)

Three ways in:

- ``ProcessChooser`` (the desktop app): one persistent child, this program started again
  with ``--ai-worker`` (``python -m app --ai-worker`` from source, ``jadi --ai-worker``
  from a bundle), cancellable. Messages are pickled frames on its stdin/stdout:
  ``("choose", subject, level, seed, deadline, task)``, ``("cancel",)``, ``("quit",)``;
  answers ``("ok", result)`` or ``("error", text)``. The task is ``"choose"`` (the move)
  or ``"advise"`` (the move with its reason, for a hint).
- ``ProcessStream`` (Bao study, ``app/ai/analysis.py``): streaming requests served by
  the same kind of child, a second one so that an analysis never delays the opponent's
  move. ``("analyse", state, max_depth)`` answers ``("update", AnalysisUpdate)`` after
  each finished depth; ``("review", start_state, actions, depth)`` answers
  ``("reviewed", ReviewedMove)`` per action; both end with exactly one ``("done", None)``
  (or ``("error", text)``), also when cancelled. ``("cancel",)`` stops every request the
  child has received so far, running or queued, and none sent after it.
- ``choose_in_worker`` (a server): a plain top-level function for a process pool::

      with ProcessPoolExecutor(initializer=init_worker) as pool:
          action = pool.submit(choose_in_worker, session.ai_subject(seat), "hard",
                               session.ai_seed(), deadline).result()

  The subject (an observation or a ``State`` copy) and the action pickle; a deadline is
  absolute ``time.monotonic()`` (the same clock in every process on one machine).

No Qt in this module: the children never load it.
"""

from __future__ import annotations

import os
import pickle
import queue
import select
import signal
import struct
import subprocess
import sys
import threading
import traceback
from collections import deque
from typing import IO, Any, BinaryIO, Callable, cast

WORKER_FLAG = "--ai-worker"
# The search runs a little below the GUI's priority: on a busy 2-core machine the
# animation keeps its frames; the search (budgeted by work, not time) just takes longer.
AI_PROCESS_NICENESS = 4
POLL_SECONDS = 0.01
_HEADER = struct.Struct(">I")


def write_frame(stream: BinaryIO, message: object) -> None:
    data = pickle.dumps(message, protocol=pickle.HIGHEST_PROTOCOL)
    stream.write(_HEADER.pack(len(data)) + data)
    stream.flush()


def read_frame(stream: BinaryIO) -> Any:
    header = stream.read(_HEADER.size)
    if len(header) < _HEADER.size:
        raise EOFError("the other side closed the pipe")
    (size,) = _HEADER.unpack(header)
    data = stream.read(size)
    if len(data) < size:
        raise EOFError("truncated message")
    return pickle.loads(data)


def init_worker() -> None:
    """A pool worker's initializer: ignore Ctrl+C (the parent decides when workers stop)
    and search a little below the parent's priority."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    _lower_priority()


def choose_in_worker(subject: Any, level: str, seed: int, deadline: float | None = None) -> Any:
    """``app.ai.choose(subject, level, seed, deadline)``, as the target of a process-pool
    job. Errors propagate to the caller's future (a search bug raises ``RuntimeError``)."""
    from app.ai import choose

    return choose(subject, level=level, seed=seed, deadline=deadline)


def _lower_priority() -> None:
    try:
        os.nice(AI_PROCESS_NICENESS)
    except (OSError, AttributeError):
        pass


def serve() -> int:
    """The child's main loop (``--ai-worker``)."""
    # Ctrl+C in a terminal reaches the whole process group: the GUI decides when the
    # child stops (it closes the pipe), so the child ignores the interrupt.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    incoming = sys.stdin.buffer
    outgoing = os.fdopen(os.dup(1), "wb")
    os.dup2(2, 1)  # a stray print() must not corrupt the answer stream
    _lower_priority()
    jobs: queue.Queue = queue.Queue()
    # Each request gets its own cancel flag when it arrives, and "cancel" sets the flags
    # of every request received before it: a cancel can never be lost to a request that
    # had not started yet, nor stop one sent after it.
    live: set[threading.Event] = set()
    live_lock = threading.Lock()

    def read_messages() -> None:
        # A reader thread, so "cancel" arrives while the search runs.
        try:
            while True:
                message = read_frame(incoming)
                if message[0] == "cancel":
                    with live_lock:
                        for flag in live:
                            flag.set()
                        live.clear()
                    continue
                flag = threading.Event()
                with live_lock:
                    live.add(flag)
                jobs.put((message, flag))
                if message[0] == "quit":
                    return
        except (EOFError, OSError):
            jobs.put((("quit",), threading.Event()))

    threading.Thread(target=read_messages, daemon=True).start()
    while True:
        message, cancel = jobs.get()
        if message[0] in STREAMING:
            serve_stream(message, cancel, lambda answer: write_frame(outgoing, answer))
        elif message[0] == "choose":
            _, subject, level, seed, deadline, *task = message
            try:
                run = task_function(task[0] if task else CHOOSE)
                answer = ("ok", run(subject, level=level, seed=seed, deadline=deadline, cancel=cancel))
            except Exception:  # sent back and shown by the GUI
                answer = ("error", traceback.format_exc(limit=6))
            write_frame(outgoing, answer)
        else:
            return 0
        with live_lock:
            live.discard(cancel)


STREAMING = ("analyse", "review")


def serve_stream(message: tuple, cancel: threading.Event, send: Callable[[tuple], None]) -> None:
    """Serve a streaming request: ``send`` its updates, then one ("done", None) or
    ("error", text)."""
    from app.ai import analysis
    from app.ai.budget import Budget

    budget = Budget(None, cancel)
    try:
        if message[0] == "analyse":
            _, state, max_depth = message
            for update in analysis.analyse(state, budget, max_depth):
                send(("update", update))
        else:
            _, start, actions, depth = message
            for item in analysis.review(start, actions, budget, depth):
                send(("reviewed", item))
    except Exception:  # sent back and shown by the GUI
        send(("error", traceback.format_exc(limit=6)))
        return
    send(("done", None))


CHOOSE, ADVISE = "choose", "advise"


def task_function(task: str) -> Callable[..., Any]:
    """The AI entry point of a task: ``choose`` the move, or ``advise`` (move + reason)."""
    if task == CHOOSE:
        from app.ai import choose

        return choose
    if task == ADVISE:
        from app.ai.hints import advise

        return advise
    raise ValueError(f"unknown AI task {task!r}")


def worker_command() -> list[str]:
    if getattr(sys, "frozen", False):
        return [sys.executable, WORKER_FLAG]
    return [sys.executable, "-m", "app", WORKER_FLAG]


class ProcessChooser:
    """A ``choose``-compatible callable that runs the search in one persistent child."""

    def __init__(self) -> None:
        self._process: subprocess.Popen[bytes] | None = None
        self._lock = threading.Lock()
        # If the child cannot be started at all (an unusual bundle or sandbox), the
        # search runs in the calling worker thread instead: slower frames, never no AI.
        self._in_process_fallback: Callable[..., Any] | None = None

    def start(self) -> None:
        """Start the child now (~0.2 s), so the first move does not wait for it."""
        with self._lock:
            self._ensure_started()

    def _ensure_started(self) -> subprocess.Popen[bytes] | None:
        if self._in_process_fallback is not None:
            return None
        if self._process is None or self._process.poll() is not None:
            try:
                self._process = subprocess.Popen(worker_command(), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                                 bufsize=0, close_fds=True)
            except OSError:
                self._in_process_fallback = task_function(CHOOSE)
                return None
        return self._process

    def __call__(self, subject: Any, level: str, seed: int, deadline: float | None = None,
                 cancel: threading.Event | None = None, task: str = CHOOSE) -> Any:
        with self._lock:
            process = self._ensure_started()
            if process is None:
                return task_function(task)(subject, level=level, seed=seed, deadline=deadline, cancel=cancel)
            stdin, stdout = _pipes(process)
            try:
                write_frame(stdin, ("choose", subject, level, seed, deadline, task))
                cancelled = False
                while not select.select([stdout], [], [], POLL_SECONDS)[0]:
                    if cancel is not None and cancel.is_set() and not cancelled:
                        write_frame(stdin, ("cancel",))  # best move so far, quickly
                        cancelled = True
                    if process.poll() is not None:
                        raise EOFError("exited")
                kind, payload = read_frame(stdout)
            except (EOFError, OSError) as exc:
                self._process = None
                raise RuntimeError(f"the AI process stopped unexpectedly ({exc})") from exc
        if kind == "error":
            raise RuntimeError(payload)
        return payload

    def stop(self, timeout: float = 2.0) -> None:
        process, self._process = self._process, None
        try:
            stop_child(process, timeout)
        finally:
            if process is not None and process.stdout:
                process.stdout.close()


def stop_child(process: subprocess.Popen[bytes] | None, timeout: float) -> None:
    """Ask a child to stop (cancel, then quit), and kill it if it does not within ``timeout``."""
    if process is None or process.poll() is not None:
        return
    stdin, _stdout = _pipes(process)
    try:
        write_frame(stdin, ("cancel",))
        write_frame(stdin, ("quit",))
        stdin.close()
        process.wait(timeout)
    except (OSError, subprocess.TimeoutExpired):
        process.kill()
        process.wait(1.0)


StreamListener = Callable[[int, str, Any], None]


class ProcessStream:
    """Streaming requests (``analyse``, ``review``) in a child process of their own, so
    they never delay the opponent's moves in the ``ProcessChooser``'s child.

    ``request(...)`` sends a request and returns its number; ``listener(number, kind,
    payload)`` is then called on a reader thread for each answer (``update``,
    ``reviewed``) and once with ``done`` or ``error`` when the request is over, also
    after ``cancel()``. Requests are served one after the other. If the child cannot be
    started, the requests run on a thread of this process instead (slower frames,
    never no analysis).
    """

    def __init__(self, listener: StreamListener) -> None:
        self._listener = listener
        self._process: subprocess.Popen[bytes] | None = None
        self._lock = threading.Lock()
        self._pending: deque[int] = deque()  # sent, not yet done, in order
        self._number = 0
        self._stopping = False
        # Jobs for the in-process fallback: (number, message, cancel flag), or None to stop.
        self._in_process: queue.Queue[tuple[int, tuple, threading.Event] | None] | None = None
        self._in_process_flags: set[threading.Event] = set()

    def _ensure_started(self) -> subprocess.Popen[bytes] | None:
        if self._in_process is not None:
            return None
        if self._process is None or self._process.poll() is not None:
            try:
                process = subprocess.Popen(worker_command(), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                           bufsize=0, close_fds=True)
            except OSError:
                self._in_process = queue.Queue()
                threading.Thread(target=self._serve_in_process, daemon=True).start()
                return None
            self._process = process
            threading.Thread(target=self._read, args=(process,), daemon=True).start()
        return self._process

    def start(self) -> None:
        """Start the child now (~0.2 s), so the first request does not wait for it."""
        with self._lock:
            self._stopping = False
            self._ensure_started()

    def request(self, *message: Any) -> int:
        with self._lock:
            self._stopping = False
            process = self._ensure_started()
            self._number += 1
            self._pending.append(self._number)
            if process is None:
                assert self._in_process is not None  # _ensure_started's fallback
                flag = threading.Event()
                self._in_process_flags.add(flag)
                self._in_process.put((self._number, message, flag))
                return self._number
            try:
                write_frame(_pipes(process)[0], message)
            except OSError:
                pass  # the reader thread reports the stopped child for every pending request
            return self._number

    def cancel(self) -> None:
        """Stop every request sent so far; each still ends with its ``done``."""
        with self._lock:
            for flag in self._in_process_flags:
                flag.set()
            self._in_process_flags.clear()
            if self._process is not None and self._process.poll() is None:
                try:
                    write_frame(_pipes(self._process)[0], ("cancel",))
                except OSError:
                    pass

    def stop(self, timeout: float = 2.0) -> None:
        """Stop the child (requests still pending get no more answers)."""
        with self._lock:
            self._stopping = True
            process, self._process = self._process, None
            for flag in self._in_process_flags:
                flag.set()
            if self._in_process is not None:
                self._in_process.put(None)
        stop_child(process, timeout)  # the reader thread closes its output

    def _deliver(self, kind: str, payload: Any) -> None:
        with self._lock:
            if not self._pending:
                return
            number = self._pending[0]
            if kind in ("done", "error"):
                self._pending.popleft()
            stopping = self._stopping
        if not stopping:
            self._listener(number, kind, payload)

    def _read(self, process: subprocess.Popen[bytes]) -> None:
        _stdin, stdout = _pipes(process)
        try:
            while True:
                kind, payload = read_frame(stdout)
                self._deliver(kind, payload)
        except (EOFError, OSError, pickle.UnpicklingError):
            pass
        finally:
            stdout.close()
        with self._lock:
            if self._process is process:
                self._process = None
            lost, self._pending = list(self._pending), deque()
            stopping = self._stopping
        if not stopping:
            for number in lost:
                self._listener(number, "error", "the analysis process stopped unexpectedly")

    def _serve_in_process(self) -> None:
        jobs = self._in_process
        assert jobs is not None
        while True:
            job = jobs.get()
            if job is None:
                return
            _, message, flag = job
            serve_stream(message, flag, lambda answer: self._deliver(*answer))
            with self._lock:
                self._in_process_flags.discard(flag)


def _pipes(process: subprocess.Popen[bytes]) -> tuple[BinaryIO, BinaryIO]:
    """The child's stdin and stdout (always pipes: ``Popen(stdin=PIPE, stdout=PIPE)``)."""
    stdin: IO[bytes] | None = process.stdin
    stdout: IO[bytes] | None = process.stdout
    assert stdin is not None and stdout is not None
    return cast(BinaryIO, stdin), cast(BinaryIO, stdout)
