"""Bao board: the longest event-loop stall while opening Bao and resizing its window, at
device pixel ratios 1, 1.5 and 2 (target: no stall over 50 ms at any size up to
2560x1440), and how long the exact board picture takes to appear after each change.

A 10 ms timer measures the largest gap of the event loop (also shown without the time
the GUI thread waited for a core while other processes ran, ``clock``). Each ratio runs in its own
process (``QT_SCALE_FACTOR`` is read when Qt starts). The sequence: the home screen,
Play Bao, then resizes to several sizes (each waited for until its board picture is
shown), then a drag (20 sizes 16 ms apart). "open Bao" counts from the first turn of
the event loop after ``open_game`` returns: building the game screen itself (imports,
the view, the new game) is issue 15 item 5's, measured by ``bench startup``.

    python -m app.bench stalls [--scales=1,1.5,2]
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time

from app.bench.clock import waited_to_run_ms

STALL_TARGET_MS = 50
SCALES = ("1", "1.5", "2")
SIZES = ((1024, 640), (1600, 900), (1920, 1080), (2560, 1440), (1280, 800))
TICK_MS = 10


def measure() -> dict:
    """In this process (``QT_SCALE_FACTOR`` already set): the stalls of each phase."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QElapsedTimer, QEventLoop, QStandardPaths, QTimer

    QStandardPaths.setTestModeEnabled(True)
    from app.ui.main import create_application, create_services
    from app.ui.main_window import MainWindow

    _app = create_application()  # kept for the whole run
    services = create_services(persistent=False)
    services.settings.set_animation_speed("instant")
    window = MainWindow(services)
    window.resize(1280, 800)
    window.show()
    gaps: list[tuple[float, float]] = []  # (wall ms, of which waiting for a core)
    clock = QElapsedTimer()
    clock.start()
    waited = [waited_to_run_ms()]

    def tick() -> None:
        now_waited = waited_to_run_ms()
        gaps.append((clock.restart(), now_waited - waited[0]))
        waited[0] = now_waited

    ticker = QTimer()
    ticker.setInterval(TICK_MS)
    ticker.timeout.connect(tick)

    def wait(ms: int, until=None) -> float:
        loop = QEventLoop()
        started = time.perf_counter()
        deadline = started + ms / 1000

        def poll() -> None:
            if time.perf_counter() > deadline or (until is not None and until()):
                loop.quit()
            else:
                QTimer.singleShot(5, poll)

        QTimer.singleShot(5, poll)
        loop.exec()
        return (time.perf_counter() - started) * 1000

    def phase() -> tuple[float, float]:
        """(longest wall gap, longest gap without the time spent waiting for a core)."""
        measured = gaps[1:] or [(0.0, 0.0)]
        worst = (max(g[0] for g in measured), max(g[0] - g[1] for g in measured))
        gaps.clear()
        clock.restart()
        waited[0] = waited_to_run_ms()
        return worst

    wait(300)
    ticker.start()
    clock.restart()
    phases: list[dict] = []
    view = window.open_game("bao", resume=False)
    ready = view.scene.board_ready
    exact_ms = wait(20000, ready)
    phases.append({"phase": "open Bao", "stall": phase(), "exact_ms": exact_ms})
    for width, height in SIZES:
        window.resize(width, height)
        exact_ms = wait(20000, lambda: ready() and view.board_view.viewport().width() > 0)
        wait(100)
        phases.append({"phase": f"resize to {width}x{height}", "stall": phase(), "exact_ms": exact_ms})
    for step in range(20):
        window.resize(1280 + 16 * step, 800 + 10 * step)
        wait(16)
    exact_ms = wait(20000, ready)
    phases.append({"phase": "drag 20 sizes", "stall": phase(), "exact_ms": exact_ms})
    ticker.stop()
    ratio = view.board_view.devicePixelRatioF()
    window.close()
    return {"ratio": ratio, "phases": phases}


def main(options: list[str]) -> None:
    values = dict(o.lstrip("-").split("=", 1) for o in options if "=" in o)
    if "child" in values:
        print(json.dumps(measure()))
        return
    worst = worst_own = 0.0
    for scale in values.get("scales", ",".join(SCALES)).split(","):
        env = {**os.environ, "QT_SCALE_FACTOR": scale,
               "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen")}
        done = subprocess.run([sys.executable, "-m", "app.bench.stalls", "--child=1"], env=env,
                              capture_output=True, text=True, timeout=900)
        lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
        if done.returncode or not lines:
            print(f"stalls: scale {scale} failed: {done.stderr[-800:]}")
            continue
        result = json.loads(lines[-1])
        for p in result["phases"]:
            wall, own = p["stall"]
            worst, worst_own = max(worst, wall), max(worst_own, own)
            print(f"stalls: ratio {result['ratio']}: {p['phase']:22s} longest stall {wall:5.0f} ms "
                  f"({own:4.0f} ms without waiting for a core), exact board after {p['exact_ms']:5.0f} ms")
        sys.stdout.flush()
    verdict = "OK" if worst <= STALL_TARGET_MS else "OVER TARGET"
    print(f"stalls: longest event-loop stall opening and resizing Bao: {worst:.0f} ms, {worst_own:.0f} ms without "
          f"the time the machine kept the GUI thread waiting (target <= {STALL_TARGET_MS} ms: {verdict})")


if __name__ == "__main__":
    main(sys.argv[1:])
