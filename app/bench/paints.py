"""Card table: the longest paint in a 100-move session of each card game (target: no
paint over 16 ms).

Each card game is played for ``--moves`` moves (default 100, everyone's moves counted)
in a window at the "normal" animation speed: the human seat plays a random legal move,
the computer plays at Easy in its own process, as in the app. Every paint of the table's
viewport is timed (wall clock and the GUI thread's CPU time), and a 10 ms timer
measures the largest gap of the event loop.

On a shared machine a paint's wall time also counts the time the GUI thread waited for
a core; the CPU time and, on Linux, the time spent waiting to run (``clock``) tell the
two apart.

The cause of the 100-350 ms paints of issue 15 item 4: Qt's raster engine splits large
fills across a pool of threads and the GUI thread waits for them; with the AI's process
busy on two cores those threads waited for a core, hundreds of times per paint. The app
turns that pool off (``QT_NO_GUI_THREADPOOL``, ``app.ui.main.create_application``);
``--qt-thread-pool`` runs this benchmark with it on, for comparison.

    python -m app.bench paints [--moves=100] [--game=kozel] [--size=1280x800] [--qt-thread-pool]

Run at a device pixel ratio with ``QT_SCALE_FACTOR`` (the window paints at the screen's
ratio).
"""

from __future__ import annotations

import os
import random
import statistics
import subprocess
import sys
import time

from app.bench.clock import waited_to_run_ms

GAMES = ("kozel", "svoi_kozyri", "back_alley")
PAINT_TARGET_MS = 16.0
GAP_TICK_MS = 10


def play_session(game: str, moves: int, size: tuple[int, int], seed: int, qt_thread_pool: bool = False) -> dict:
    from PySide6.QtCore import QElapsedTimer, QEventLoop, QTimer
    from PySide6.QtWidgets import QGraphicsView

    from app.ui.main import create_application, create_services
    from app.ui.main_window import MainWindow
    from app.ui.scenes.card_table import TableView

    app = create_application()
    if qt_thread_pool:  # Qt reads the variable at the first paint: not yet
        os.environ.pop("QT_NO_GUI_THREADPOOL", None)
    paints: list[tuple[float, float, float]] = []  # wall, CPU, waited to run (ms)
    original = QGraphicsView.paintEvent

    def timed_paint(view, event):
        began, began_cpu, began_wait = time.perf_counter(), time.thread_time(), waited_to_run_ms()
        original(view, event)
        paints.append(((time.perf_counter() - began) * 1000, (time.thread_time() - began_cpu) * 1000,
                       waited_to_run_ms() - began_wait))

    TableView.paintEvent = timed_paint
    try:
        services = create_services(persistent=False)
        services.settings.set_animation_speed("normal")
        services.settings.set_ai_level("easy")
        window = MainWindow(services)
        window.resize(*size)
        window.show()
        view = window.open_game(game, resume=False)
        rng = random.Random(seed)
        gaps: list[float] = []
        clock = QElapsedTimer()
        clock.start()
        ticker = QTimer()
        ticker.setInterval(GAP_TICK_MS)
        ticker.timeout.connect(lambda: gaps.append(clock.restart()))
        ticker.start()
        loop = QEventLoop()
        deadline = time.monotonic() + 60 + moves * 4

        def drive() -> None:
            if len(view.history) >= moves or view.is_over() or time.monotonic() > deadline:
                loop.quit()
                return
            if view.result_waiting():
                view.dismiss_result()
            elif view.awaiting_human():
                view.play(rng.choice(view.legal_actions()))
            QTimer.singleShot(30, drive)

        QTimer.singleShot(200, drive)
        loop.exec()
        ticker.stop()
        played = len(view.history)
        window.close()
        window.deleteLater()
        app.processEvents()
    finally:
        TableView.paintEvent = original
    return {"paints": paints, "gaps": gaps[1:], "moves": played}


def _session_report(game: str, moves: int, size: tuple[int, int], qt_thread_pool: bool) -> float:
    from app.ui.main import create_application

    result = play_session(game, moves, size, seed=7, qt_thread_pool=qt_thread_pool)
    wall = sorted(p[0] for p in result["paints"])
    cpu = sorted(p[1] for p in result["paints"])
    slowest = max(result["paints"])
    ratio = create_application().primaryScreen().devicePixelRatio()
    pool = "on" if qt_thread_pool else "off"
    print(f"paints: {game:12s} {result['moves']:3d} moves, {size[0]}x{size[1]} at ratio {ratio}, Qt paint threads "
          f"{pool}: {len(wall)} paints, median {statistics.median(wall):.1f} ms, p99 "
          f"{wall[int(len(wall) * 0.99)]:.1f} ms, max {wall[-1]:.1f} ms (target <= {PAINT_TARGET_MS:.0f} ms)")
    print(f"paints: {'':12s} GUI-thread CPU per paint: median {statistics.median(cpu):.1f} ms, max {cpu[-1]:.1f} ms; "
          f"slowest paint {slowest[0]:.1f} ms = {slowest[1]:.1f} ms CPU + {slowest[2]:.1f} ms waiting for a core; "
          f"largest event-loop gap {max(result['gaps']):.0f} ms")
    return wall[-1]


def main(options: list[str]) -> None:
    values = dict(o.lstrip("-").split("=", 1) for o in options if "=" in o)
    moves = int(values.get("moves", "100"))
    size = tuple(int(v) for v in values.get("size", "1280x800").split("x"))
    games = values["game"].split(",") if "game" in values else GAMES
    if "child" in values:  # one session in this process
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        from PySide6.QtCore import QStandardPaths

        QStandardPaths.setTestModeEnabled(True)  # never the user's settings or saves
        slowest = _session_report(games[0], moves, size, "--qt-thread-pool" in options)
        print(f"SLOWEST {slowest}", flush=True)
        return
    worst = 0.0
    for game in games:
        done = subprocess.run([sys.executable, "-m", "app.bench.paints", f"--game={game}", f"--moves={moves}",
                               f"--size={size[0]}x{size[1]}", "--child=1"]
                              + [o for o in options if o == "--qt-thread-pool"],
                              capture_output=True, text=True, timeout=1800)
        for line in done.stdout.splitlines():
            if line.startswith("SLOWEST "):
                worst = max(worst, float(line.split()[1]))
            else:
                print(line)
        if done.returncode:
            print(f"paints: {game} failed: {done.stderr[-800:]}")
        sys.stdout.flush()
    verdict = "OK" if worst <= PAINT_TARGET_MS else "OVER TARGET"
    print(f"paints: the longest paint of every session: {worst:.1f} ms (target <= {PAINT_TARGET_MS:.0f} ms: {verdict})")


if __name__ == "__main__":
    main(sys.argv[1:])
