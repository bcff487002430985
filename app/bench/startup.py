"""Start-up time: process start to the first painted main window, against a bare PySide6
window (a ``QMainWindow`` holding a ``QGraphicsView``), and the time to open each game.

Start-up: spawns ``python -m app --startup-probe`` and a bare-window probe alternately
(interleaved, so a busy machine slows both alike); each child prints the wall-clock time
of its first paint, the parent subtracts the time just before it spawned the child. The
children use Python's bytecode cache, as an installed app does.
Target: the app's median <= 1.3 x the bare window's median.

Opening a game (issue 15 item 5, measured as the baseline for later work): in a fresh
process showing the home screen, the time from ``open_game`` (what Play does) to the
first paint of the game's screen. Target: <= 250 ms.

    python -m app.bench startup [--runs=7] [--open-runs=3]
"""

from __future__ import annotations

import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from app.games import GAME_IDS
from app.ui.main import STARTUP_PROBE_PREFIX

RUNS = 7
OPEN_RUNS = 3
RATIO_TARGET = 1.3
OPEN_TARGET_MS = 250

# The baseline: the least a PySide6 app with a scene view pays before its first paint.
BARE_PROBE = f"""
import time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView, QMainWindow
app = QApplication([])
window = QMainWindow()
window.setCentralWidget(QGraphicsView(QGraphicsScene()))
window.resize(1280, 800)
class FirstPaint(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint and not getattr(self, "seen", False):
            self.seen = True
            print("{STARTUP_PROBE_PREFIX}", f"{{time.time():.6f}}", flush=True)
            QTimer.singleShot(0, app.quit)
        return False
probe = FirstPaint()
window.installEventFilter(probe)
window.show()
app.exec()
"""


def _environment(home: str) -> dict:
    # Python's bytecode cache on, as for an installed app (a development shell may set
    # PYTHONDONTWRITEBYTECODE, and every start would then compile the app's sources).
    environment = {key: value for key, value in os.environ.items() if key != "PYTHONDONTWRITEBYTECODE"}
    return {**environment, "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen"), "HOME": home,
            "XDG_CONFIG_HOME": str(Path(home) / "config"), "XDG_DATA_HOME": str(Path(home) / "data")}


def measure_once(home: str, bare: bool = False) -> tuple[float, float]:
    """(wall seconds to the first paint, CPU seconds of the whole child process)."""
    root = Path(__file__).resolve().parents[2]
    command = [sys.executable, "-c", BARE_PROBE] if bare else [sys.executable, "-m", "app", "--startup-probe"]
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.time()
    result = subprocess.run(command, cwd=root, env=_environment(home), capture_output=True, text=True, timeout=60)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    for line in result.stdout.splitlines():
        if line.startswith(STARTUP_PROBE_PREFIX):
            return float(line.split()[1]) - start, cpu
    raise RuntimeError(f"no first-paint line from the probe: {result.stdout!r} {result.stderr[-500:]!r}")


def open_game_child(game: str) -> None:
    """In a fresh process: show the home screen as ``python -m app`` does, then open
    ``game`` and print the milliseconds until its screen is first painted."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtWidgets import QWidget

    from app.i18n import install_language
    from app.ui.main import create_application, create_services
    from app.ui.main_window import MainWindow

    app = create_application()
    services = create_services(persistent=False)
    install_language(services.settings.language())
    window = MainWindow(services)
    window.resize(1280, 800)
    times: dict[str, float] = {}

    class Watcher(QObject):
        def eventFilter(self, watched, event):  # noqa: N802
            if event.type() == QEvent.Type.Paint:
                if "home" not in times and watched is window:
                    times["home"] = time.perf_counter()
                    QTimer.singleShot(50, open_now)
                elif ("opened" in times and "painted" not in times and isinstance(watched, QWidget)
                      and window.view is not None and window.view.isAncestorOf(watched)):
                    times["painted"] = time.perf_counter()
                    QTimer.singleShot(0, app.quit)
            return False

    def open_now() -> None:
        times["clicked"] = time.perf_counter()
        window.open_game(game, resume=False)
        times["opened"] = time.perf_counter()

    watcher = Watcher()
    app.installEventFilter(watcher)
    window.show()
    QTimer.singleShot(30000, app.quit)
    app.exec()
    app.removeEventFilter(watcher)
    window.close()
    print(json.dumps({"open_game": (times["opened"] - times["clicked"]) * 1000,
                      "first_paint": (times["painted"] - times["clicked"]) * 1000}))


def measure_open(home: str, game: str) -> dict:
    root = Path(__file__).resolve().parents[2]
    result = subprocess.run([sys.executable, "-m", "app.bench.startup", f"--open-child={game}"], cwd=root,
                            env=_environment(home), capture_output=True, text=True, timeout=120)
    lines = [line for line in result.stdout.splitlines() if line.startswith("{")]
    if not lines:
        raise RuntimeError(f"open probe of {game} printed nothing: {result.stderr[-800:]}")
    return json.loads(lines[-1])


def main(options: list[str]) -> None:
    values = dict(o.lstrip("-").split("=", 1) for o in options if "=" in o)
    if "open-child" in values:
        open_game_child(values["open-child"])
        return
    runs = int(values.get("runs", RUNS))
    open_runs = int(values.get("open-runs", OPEN_RUNS))
    with tempfile.TemporaryDirectory() as home:
        measure_once(home)  # warm the OS file cache; not counted
        measure_once(home, bare=True)
        app_runs, bare_runs = [], []
        for run in range(runs):
            # Alternate which goes first, so neither always follows the other.
            order = (False, True) if run % 2 else (True, False)
            for bare in order:
                (bare_runs if bare else app_runs).append(measure_once(home, bare))
        for i, (a, b) in enumerate(zip(app_runs, bare_runs), 1):
            print(f"   run {i}: app {a[0] * 1000:.0f} ms ({a[1] * 1000:.0f} ms CPU), "
                  f"bare window {b[0] * 1000:.0f} ms ({b[1] * 1000:.0f} ms CPU)")
        app_median = statistics.median(a[0] for a in app_runs)
        bare_median = statistics.median(b[0] for b in bare_runs)
        ratio = app_median / bare_median
        cpu_ratio = statistics.median(a[1] for a in app_runs) / statistics.median(b[1] for b in bare_runs)
        verdict = "OK" if ratio <= RATIO_TARGET else "OVER TARGET"
        print(f"   startup (process start -> first painted window), median of {runs} interleaved: app "
              f"{app_median * 1000:.0f} ms, bare PySide6 window {bare_median * 1000:.0f} ms: "
              f"{ratio:.2f} x (target <= {RATIO_TARGET} x: {verdict}); CPU time of the whole process "
              f"{cpu_ratio:.2f} x (less sensitive to a busy machine)")
        for game in GAME_IDS if open_runs > 0 else ():
            results = [measure_open(home, game) for _ in range(open_runs)]
            first_paint = statistics.median(r["first_paint"] for r in results)
            blocked = statistics.median(r["open_game"] for r in results)
            verdict = "OK" if first_paint <= OPEN_TARGET_MS else "OVER TARGET"
            print(f"   open {game:12s} (Play -> first paint of the game), median of {open_runs}: "
                  f"{first_paint:.0f} ms, of which open_game() blocks {blocked:.0f} ms "
                  f"(target <= {OPEN_TARGET_MS} ms: {verdict})")
        sys.stdout.flush()


if __name__ == "__main__":
    main(sys.argv[1:])
