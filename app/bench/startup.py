"""Start-up time: process start to the first painted main window, against a bare PySide6
window (a ``QMainWindow`` holding a ``QGraphicsView``), and the time to open each game.

Start-up: spawns ``python -m app --startup-probe`` and a bare-window probe alternately
(interleaved, so a busy machine slows both alike); each child prints the wall-clock time
of its first paint, the parent subtracts the time just before it spawned the child. The
children use Python's bytecode cache, as an installed app does, and the app's children
share one HOME: after the first (uncounted) start they find the home screen's pictures
saved, as every start after the first does (app/ui/home_pictures.py). Also printed: the
very first start, in an empty HOME (its pictures painted; FIRST_START_RUNS runs).
Target: the app's median <= 1.3 x the bare window's median.

Opening a game (issue 15 item 5): in a fresh process showing the home screen, the time
from Play (``open_game_when_loaded``) to the first paint of the game's screen, and the CPU
time of that span (less sensitive to a busy machine). Twice: "cold", Play pressed 50 ms
after the home screen's first paint; and "after warm-up", once the home screen's idle
warm-up (app/ui/warm_up.py, started WARM_UP_DELAY_MS after the first window) has loaded
what opening a game needs, as it has when the player takes a few seconds to choose.
Target: <= 250 ms. Cold, the first paint is the game's loading page (app/ui/game_loading.py:
the window answers while the rest loads), so the time until the table itself is painted,
and the longest the window was blocked on the way (the final ``open_game``), are printed
too.

Resuming a game (issue 15 item 5): the same, with an autosave of that game on disk and
Continue pressed (``open_game_when_loaded(game, resume=True)``). The saves are realistic late
autosaves: the longest of the first few games the Easy computer plays against itself (a
Kozel match several games in), or for Bao, whose computer games are short (at most 68
moves in 40), of random moves (a long game: 141 moves), cut at RESUME_PROGRESS of its
moves. Printed with the time until the resumed position itself is painted (a resume may
paint the screen first and fill the position in after).

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
from app.ui.main import FIRST_FRAME_PREFIX, STARTUP_PROBE_PREFIX

RUNS = 7
FIRST_START_RUNS = 3
OPEN_RUNS = 3
RATIO_TARGET = 1.3
OPEN_TARGET_MS = 250
# The resumed games (see the docstring): per game, who plays (a computer level, or
# "random") and the longest of how many games is saved, when this share of its moves
# had been played.
RESUME_LEVEL = "easy"
RESUME_PLAYERS = {"bao": ("random", 300)}
RESUME_DEFAULT_PLAYERS = (RESUME_LEVEL, 12)
RESUME_PROGRESS = 0.85
# A resumed position painted this much after the screen's first paint is printed apart.
POSITION_SHOWN_LATER_MS = 5

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
            "XDG_CONFIG_HOME": str(Path(home) / "config"), "XDG_DATA_HOME": str(Path(home) / "data"),
            "XDG_CACHE_HOME": str(Path(home) / "cache")}


def measure_once(home: str, bare: bool = False) -> tuple[float, float]:
    """(wall seconds to the first paint, CPU seconds of the whole child process, wall
    seconds until the app's first frame is complete: None for the bare window)."""
    root = Path(__file__).resolve().parents[2]
    command = [sys.executable, "-c", BARE_PROBE] if bare else [sys.executable, "-m", "app", "--startup-probe"]
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.time()
    result = subprocess.run(command, cwd=root, env=_environment(home), capture_output=True, text=True, timeout=60)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    times = {line.split()[0]: float(line.split()[1]) - start for line in result.stdout.splitlines()
             if line.startswith((STARTUP_PROBE_PREFIX, FIRST_FRAME_PREFIX))}
    if STARTUP_PROBE_PREFIX in times:
        return times[STARTUP_PROBE_PREFIX], cpu, times.get(FIRST_FRAME_PREFIX)
    raise RuntimeError(f"no first-paint line from the probe: {result.stdout!r} {result.stderr[-500:]!r}")


def autosave_content(game: str) -> dict:
    """A late autosave of ``game``, as ``LocalTable.snapshot`` writes it: the longest of
    a few games played by RESUME_PLAYERS, cut at RESUME_PROGRESS."""
    import random

    from app.ai import choose
    from app.core.record import computer
    from app.core.session import GameSession

    players, games = RESUME_PLAYERS.get(game, RESUME_DEFAULT_PLAYERS)
    longest = None
    for seed in range(games):
        session = GameSession.new(game, None, seed)
        for seat in range(1, session.seat_count):  # the player is seat 0 (LocalTable.VIEWPOINT)
            session.set_player(seat, computer(RESUME_LEVEL))
        moves = random.Random(seed)
        while not session.is_over():
            if session.automatic_pending():
                session.play_automatic()
            elif players == "random":
                session.play(moves.choice(session.legal_actions()))
            else:
                session.play(choose(session.ai_subject(), players, seed * 100_000 + len(session.record)))
        if longest is None or len(session.record) > len(longest.record):
            longest = session
    record = longest.record
    record.truncate(int(len(record) * RESUME_PROGRESS))
    state = GameSession(record).state
    content = {"record": record.to_dict(), "state": state.to_dict(), "level": RESUME_LEVEL,
               "options": dict(record.options), "human": 0}
    if "opponent" in record.options:  # as LocalTable.snapshot keeps Bao's opponent
        content["opponent"] = record.options["opponent"]
    return content


def open_game_child(game: str, warm: bool = False, save_file: str | None = None) -> None:
    """In a fresh process: show the home screen as ``python -m app`` does (``warm``: and
    run its warm-up), then open ``game`` (``save_file``: resume the autosave in that JSON
    file, as Continue does) and print the milliseconds until its screen is first painted,
    and until the game's position is (a resumed one may come later)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtWidgets import QWidget

    from app.i18n import install_language
    from app.ui.main import after_first_paint, after_the_first_frame, create_application, create_services
    from app.ui.main_window import MainWindow

    app = create_application()
    services = create_services(persistent=False)
    if save_file is not None:
        from app.ui.saves import SAVE_FORMAT, SaveStore

        # The autosave on disk before the window starts, where the app keeps it (the
        # bench's own HOME), as the app finds it at a start after a game was left.
        services.saves = SaveStore(enabled=True)
        content = json.loads(Path(save_file).read_text(encoding="utf-8"))
        services.saves.path_for(game).write_text(json.dumps({**content, "format": SAVE_FORMAT, "game": game}),
                                                 encoding="utf-8")
    install_language(services.settings.language())
    window = MainWindow(services)
    window.resize(1280, 800)
    times: dict[str, float] = {}

    def in_game(watched) -> bool:
        return isinstance(watched, QWidget) and window.view is not None and window.view.isAncestorOf(watched)

    def in_screen(watched) -> bool:  # the game's screen, or its loading page
        page = window._loading_page
        return in_game(watched) or (page is not None and isinstance(watched, QWidget)
                                    and (watched is page or page.isAncestorOf(watched)))

    class Watcher(QObject):
        def eventFilter(self, watched, event):  # noqa: N802
            if event.type() == QEvent.Type.Paint:
                if "home" not in times and watched is window:
                    times["home"] = time.perf_counter()
                    QTimer.singleShot(50, warm_up_then_open if warm else open_now)
                elif "clicked" in times and "painted" not in times and in_screen(watched):
                    times["painted"] = time.perf_counter()
                    times["painted_cpu"] = time.process_time()
                if "opened" in times and in_game(watched):
                    times.setdefault("table", time.perf_counter())
                    if "installed" in times and "position" not in times:
                        times["position"] = time.perf_counter()
                        QTimer.singleShot(0, app.quit)
            return False

    def warm_up_then_open() -> None:
        from app.ui.warm_up import WarmUp, warm_up_steps

        WarmUp(warm_up_steps(game), lambda: True).run_all()
        QTimer.singleShot(50, open_now)

    def installed() -> None:
        times.setdefault("installed", time.perf_counter())

    open_game = window.open_game

    def open_game_timed(*args, **kwargs):  # what Play runs at once, or once the screen is loaded
        started = time.perf_counter()
        view = open_game(*args, **kwargs)
        times["open_game"] = time.perf_counter() - started
        times["opened"] = time.perf_counter()
        if view.table.session is not None:  # the position is on the table already
            installed()
        else:  # being worked out on a thread (LocalTable._work_out)
            view.table.reset.connect(installed)
        return view

    window.open_game = open_game_timed

    def open_now() -> None:
        times["clicked"] = time.perf_counter()
        times["clicked_cpu"] = time.process_time()
        window.open_game_when_loaded(game, resume=save_file is not None)

    watcher = Watcher()
    app.installEventFilter(watcher)
    after_first_paint(window, lambda: QTimer.singleShot(0, lambda: after_the_first_frame(app)))  # as run() does
    window.show()
    QTimer.singleShot(30000, app.quit)
    app.exec()
    app.removeEventFilter(watcher)
    window.close()
    print(json.dumps({"open_game": times["open_game"] * 1000,
                      "first_paint": (times["painted"] - times["clicked"]) * 1000,
                      "table": (times["table"] - times["clicked"]) * 1000,
                      "first_paint_cpu": (times["painted_cpu"] - times["clicked_cpu"]) * 1000,
                      "position": (times["position"] - times["clicked"]) * 1000}))


def measure_open(home: str, game: str, warm: bool = False, save_file: str | None = None) -> dict:
    root = Path(__file__).resolve().parents[2]
    command = [sys.executable, "-m", "app.bench.startup", f"--open-child={game}"] + (["--warm=1"] if warm else [])
    if save_file is not None:
        command.append(f"--save-file={save_file}")
    result = subprocess.run(command, cwd=root,
                            env=_environment(home), capture_output=True, text=True, timeout=120)
    lines = [line for line in result.stdout.splitlines() if line.startswith("{")]
    if not lines:
        raise RuntimeError(f"open probe of {game} printed nothing: {result.stderr[-800:]}")
    return json.loads(lines[-1])


def print_open_figures(home: str, game: str, runs: int, save_file: str | None = None) -> None:
    """Cold and after warm-up, interleaved so that a busy spell slows both alike."""
    action = "resume" if save_file else "open"
    results: dict[bool, list[dict]] = {False: [], True: []}
    for _ in range(runs):
        for warm in (False, True):
            results[warm].append(measure_open(home, game, warm, save_file))
    for warm in (False, True):
        first_paint = statistics.median(r["first_paint"] for r in results[warm])
        cpu = statistics.median(r["first_paint_cpu"] for r in results[warm])
        blocked = statistics.median(r["open_game"] for r in results[warm])
        table = statistics.median(r["table"] for r in results[warm])
        position = statistics.median(r["position"] for r in results[warm])
        verdict = "OK" if first_paint <= OPEN_TARGET_MS else "OVER TARGET"
        label = "after warm-up" if warm else "cold"
        # (Medians of the same runs: a table painted with the screen differs by a rounding.)
        page = (f" (its loading page; the table painted at {table:.0f} ms)"
                if table > first_paint + POSITION_SHOWN_LATER_MS else "")
        later = position > table + POSITION_SHOWN_LATER_MS
        shown = f", the position painted at {position:.0f} ms" if later else ""
        print(f"   {action} {game:12s} {label:13s} (Play -> first paint of the game), median of {runs}: "
              f"{first_paint:.0f} ms{page} ({cpu:.0f} ms CPU), open_game() blocks {blocked:.0f} ms{shown} "
              f"(target <= {OPEN_TARGET_MS} ms: {verdict})")


def main(options: list[str]) -> None:
    values = dict(o.lstrip("-").split("=", 1) for o in options if "=" in o)
    if "open-child" in values:
        open_game_child(values["open-child"], warm=values.get("warm") == "1", save_file=values.get("save-file"))
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
        from app.bench.clock import core_speed_line

        print(f"   {core_speed_line()}")
        first_starts = []
        for _ in range(FIRST_START_RUNS):
            with tempfile.TemporaryDirectory(dir=home) as empty:
                first_starts.append(measure_once(empty))
        # The window's paint event comes before its children paint (the home pictures,
        # the texts): when the whole first frame is done, for the app (the bare window
        # has nothing more to paint).
        frame = statistics.median(a[2] for a in app_runs)
        first_start = statistics.median(a[0] for a in first_starts)
        first_frame = statistics.median(a[2] for a in first_starts)
        print(f"   the app's first frame complete (its pictures and texts painted too): {frame * 1000:.0f} ms, "
              f"{frame / bare_median:.2f} x the bare window's first paint")
        print(f"   the very first start (no home pictures saved yet), median of {FIRST_START_RUNS}: "
              f"{first_start * 1000:.0f} ms ({first_start / bare_median:.2f} x), its first frame complete "
              f"{first_frame * 1000:.0f} ms ({first_frame / bare_median:.2f} x the bare window)")
        for game in GAME_IDS if open_runs > 0 else ():
            print_open_figures(home, game, open_runs)
        for game in GAME_IDS if open_runs > 0 else ():
            save_file = Path(home) / f"resume-{game}.json"
            save_file.write_text(json.dumps(autosave_content(game)), encoding="utf-8")
            print_open_figures(home, game, open_runs, str(save_file))
        sys.stdout.flush()


if __name__ == "__main__":
    main(sys.argv[1:])
