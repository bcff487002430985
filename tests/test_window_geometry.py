"""The main window fits the screen it opens on, and opens where it was last when that
still fits (issue 14 item 9)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def start_probe() -> None:
    """In a process of its own: ``python -m app`` as a user starts it, the event loop
    replaced by a look at the window (then, if asked, a move to ``JADI_TEST_MOVE_TO``
    and closing it, as a user would). Prints what it saw."""
    from PySide6.QtWidgets import QApplication

    from app.ui import main
    from app.ui.main_window import MainWindow

    seen = {}

    def look_and_close(app) -> int:
        window = next(w for w in app.topLevelWidgets() if isinstance(w, MainWindow))
        app.processEvents()
        screen = window.screen().availableGeometry()
        seen.update(geometry=window.geometry().getRect(), frame=window.frameGeometry().getRect(),
                    minimum=[window.minimumWidth(), window.minimumHeight()], screen=screen.getRect(),
                    ratio=window.devicePixelRatioF())
        move_to = os.environ.get("JADI_TEST_MOVE_TO")
        if move_to:
            window.setGeometry(*json.loads(move_to))
            app.processEvents()
        window.close()
        return 0

    QApplication.exec = look_and_close
    code = main.run([])
    print(json.dumps({"code": code, **seen}))


def start(tmp_path: Path, screen: tuple[int, int], scale: str = "1", move_to=None) -> dict:
    """Start the app on one screen of ``screen`` physical pixels at ``scale``."""
    config = tmp_path / f"screen-{screen[0]}x{screen[1]}.json"
    config.write_text(json.dumps({"screens": [{"name": "screen", "x": 0, "y": 0, "width": screen[0],
                                                "height": screen[1], "logicalDpi": 96, "logicalBaseDpi": 96,
                                                "dpr": 1}]}))
    env = {**os.environ, "QT_QPA_PLATFORM": f"offscreen:configfile={config}", "QT_SCALE_FACTOR": scale,
           "HOME": str(tmp_path), "XDG_CONFIG_HOME": str(tmp_path / "config"),
           "XDG_DATA_HOME": str(tmp_path / "data")}
    if move_to is not None:
        env["JADI_TEST_MOVE_TO"] = json.dumps(move_to)
    done = subprocess.run([sys.executable, "-c", "from tests.test_window_geometry import start_probe; start_probe()"],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    return json.loads([line for line in done.stdout.splitlines() if line.startswith("{")][-1])


def inside(rect, area) -> bool:
    x, y, w, h = rect
    ax, ay, aw, ah = area
    return ax <= x and ay <= y and x + w <= ax + aw and y + h <= ay + ah


def test_the_first_window_fits_a_1920x1080_screen_at_150_percent(tmp_path):
    """1280 x 800 at 150 % is 1920 x 1200 pixels: more than the screen."""
    seen = start(tmp_path, (1920, 1080), scale="1.5")
    assert seen["code"] == 0 and seen["ratio"] == 1.5
    assert inside(seen["frame"], seen["screen"]), seen
    assert seen["minimum"][0] <= seen["screen"][2] and seen["minimum"][1] <= seen["screen"][3], seen
    # Not a needlessly small window either: the screen's width or height is used.
    assert seen["geometry"][2] >= seen["screen"][2] - 100 or seen["geometry"][3] >= seen["screen"][3] - 100, seen


def test_a_large_screen_gets_the_preferred_size(tmp_path):
    seen = start(tmp_path, (2560, 1440))
    assert seen["geometry"][2:] == [1280, 800] and inside(seen["frame"], seen["screen"]), seen


def test_a_small_screen_lowers_the_minimum_size(tmp_path):
    seen = start(tmp_path, (1024, 600))
    assert inside(seen["frame"], seen["screen"]), seen
    assert seen["minimum"][1] <= 600, seen


def test_the_window_opens_where_it_was_last_when_that_still_fits(tmp_path):
    start(tmp_path, (1920, 1080), move_to=[200, 150, 1100, 700])
    seen = start(tmp_path, (1920, 1080))
    assert seen["geometry"] == [200, 150, 1100, 700], seen


def test_a_last_place_off_this_screen_is_not_restored(tmp_path):
    start(tmp_path, (2560, 1440), move_to=[1300, 600, 1200, 780])
    seen = start(tmp_path, (1920, 1080), scale="1.5")  # 1280 x 720 logical
    assert inside(seen["frame"], seen["screen"]), seen
