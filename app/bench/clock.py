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


# The host can be busy too: this virtual machine's cores ran the same pure-Python loop in
# 1.6-1.75 s or in 3.6 s (20 M additions at module level) minutes apart while nothing ran inside it, so a
# "quiet" machine can be half as fast. A benchmark prints the loop's time beside its
# figures (``core_speed_line``) so that such a run is recognised.
SPEED_LOOP = 2_000_000
USUAL_SPEED_LOOP_MS = 76.0  # this machine's cores at their usual speed (2026-11-24)
SLOW_CORES = 1.3  # the loop this many times slower than usual: the host is busy


def speed_loop_ms() -> float:
    """CPU milliseconds of a fixed pure-Python loop (the cores' speed just now)."""
    import time

    began = time.process_time()
    total = 0
    for i in range(SPEED_LOOP):
        total += i
    return (time.process_time() - began) * 1000


def core_speed_line() -> str:
    """What ``speed_loop_ms`` says, for a benchmark's printout."""
    taken = speed_loop_ms()
    slow = taken / USUAL_SPEED_LOOP_MS
    verdict = (f"{slow:.1f} x slower than usual: the host is busy, timings are inflated" if slow >= SLOW_CORES
               else "usual speed")
    return f"core speed: a reference loop took {taken:.0f} ms CPU (usual {USUAL_SPEED_LOOP_MS:.0f} ms here; {verdict})"
