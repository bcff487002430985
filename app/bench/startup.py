"""Start-up time: process start to the first painted main window.

Spawns ``python -m app --startup-probe`` (offscreen) several times; the child prints the
wall-clock time of its first paint event, the parent subtracts the time just before it
spawned the child. Prints every run and the median. Target: <= 1.5 s on the dev machine.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from app.ui.main import STARTUP_PROBE_PREFIX

RUNS = 5
TARGET_SECONDS = 1.5


def measure_once(home: str) -> float:
    env = {**os.environ, "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen"), "HOME": home}
    root = Path(__file__).resolve().parents[2]
    start = time.time()
    result = subprocess.run([sys.executable, "-m", "app", "--startup-probe"], cwd=root, env=env,
                            capture_output=True, text=True, timeout=60)
    for line in result.stdout.splitlines():
        if line.startswith(STARTUP_PROBE_PREFIX):
            return float(line.split()[1]) - start
    raise RuntimeError(f"no first-paint line from the probe: {result.stdout!r} {result.stderr[-500:]!r}")


def main(options: list[str]) -> None:
    runs = RUNS
    for option in options:
        if option.startswith("--runs="):
            runs = int(option.split("=", 1)[1])
    with tempfile.TemporaryDirectory() as home:
        measure_once(home)  # warm the OS file cache; not counted
        times = [measure_once(home) for _ in range(runs)]
    for i, seconds in enumerate(times, 1):
        print(f"   run {i}: {seconds * 1000:.0f} ms")
    median = statistics.median(times)
    verdict = "OK" if median <= TARGET_SECONDS else "OVER TARGET"
    print(f"   startup (process start -> first painted window), median of {runs}: "
          f"{median * 1000:.0f} ms (target <= {TARGET_SECONDS * 1000:.0f} ms: {verdict})")
