"""The AI in other processes, so its pure-Python search never competes with the GUI
thread (or a server's event loop) for the GIL. (In a worker thread, every Qt call made
while painting may wait up to the 5 ms switch interval for the GIL: stalls of 100-200 ms
were measured during a sowing animation.)

Two ways in, both running ``app.ai.choose``:

- ``ProcessChooser`` (the desktop app): one persistent child, this program started again
  with ``--ai-worker`` (``python -m app --ai-worker`` from source, ``jadi --ai-worker``
  from a bundle), cancellable. Messages are pickled frames on its stdin/stdout:
  ``("choose", subject, level, seed, deadline, task)``, ``("cancel",)``, ``("quit",)``;
  answers ``("ok", result)`` or ``("error", text)``. The task is ``"choose"`` (the move)
  or ``"advise"`` (the move with its reason, for a hint).
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
    cancel = threading.Event()
    jobs: queue.Queue = queue.Queue()

    def read_messages() -> None:
        # A reader thread, so "cancel" arrives while the search runs.
        try:
            while True:
                message = read_frame(incoming)
                if message[0] == "cancel":
                    cancel.set()
                else:
                    jobs.put(message)
                    if message[0] == "quit":
                        return
        except (EOFError, OSError):
            jobs.put(("quit",))

    threading.Thread(target=read_messages, daemon=True).start()
    while True:
        message = jobs.get()
        if message[0] != "choose":
            return 0
        _, subject, level, seed, deadline, *task = message
        cancel.clear()
        try:
            run = task_function(task[0] if task else CHOOSE)
            answer = ("ok", run(subject, level=level, seed=seed, deadline=deadline, cancel=cancel))
        except Exception:  # sent back and shown by the GUI
            answer = ("error", traceback.format_exc(limit=6))
        write_frame(outgoing, answer)


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
        finally:
            if process.stdout:
                process.stdout.close()


def _pipes(process: subprocess.Popen[bytes]) -> tuple[BinaryIO, BinaryIO]:
    """The child's stdin and stdout (always pipes: ``Popen(stdin=PIPE, stdout=PIPE)``)."""
    stdin: IO[bytes] | None = process.stdin
    stdout: IO[bytes] | None = process.stdout
    assert stdin is not None and stdout is not None
    return cast(BinaryIO, stdin), cast(BinaryIO, stdout)
