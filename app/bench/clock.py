"""Telling our own work from a busy machine in timings.

On a shared machine a gap in the event loop or a long paint also counts the time the
GUI thread was ready to run but waited for a core (other processes, the AI's process).
Linux keeps that per thread in ``/proc/thread-self/schedstat`` (its second field, in
nanoseconds); elsewhere it reads as 0 and timings stay wall-clock.
"""

from __future__ import annotations


def waited_to_run_ms() -> float:
    """Milliseconds the calling thread has spent runnable but waiting for a core."""
    try:
        with open("/proc/thread-self/schedstat") as stats:
            return int(stats.read().split()[1]) / 1e6
    except (OSError, IndexError, ValueError):
        return 0.0
