"""Start-up loads only what the first window shows (issue 15 item 6)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

# What the first window (the home screen) must not load: the game engines (beyond their
# registration, see REGISTRATION) and the AI,
# the card table, the game screens, the tutorials and the dialogs come when first used.
NOT_AT_START_UP = ("app.games.bao", "app.games.kozel", "app.games.svoi_kozyri", "app.games.back_alley",
                   "app.ai", "app.tutorial", "app.core.deal_review", "app.core.card_events",
                   "app.ui.tutorial.view", "app.ui.scenes.card_table",
                   "app.ui.card_games", "app.ui.scenes.bao_view", "app.ui.scenes.bao_board", "app.ui.dialogs",
                   # nor the message boxes, the animations, the idle warm-up (app/ui/warm_up.py),
                   # the autosave's writer thread (its first write) or the sound files' reader
                   "app.ui.standard_buttons", "app.ui.animation", "app.ui.warm_up", "concurrent.futures",
                   "wave", "html",
                   # nor online play's client, server launcher and dialogs (app/ui/online)
                   "app.online", "app.ui.table.online", "app.ui.online.dialog", "app.ui.online.hosting",
                   "app.ui.online.bar", "websockets",
                   # nor the game session, its record, claims and seeds (the menus' commands
                   # load them with the first game), nor the statistics book (read when
                   # first shown or counted)
                   "app.core.session", "app.core.record", "app.core.claim", "app.core.protocol",
                   "app.core.rng", "app.core.statistics_book",
                   # nor the sound service and its mixer (made when first used; the sound
                   # device opens a second after the first window)
                   "app.sound.service", "app.sound.mixer", "app.sound.synth")

PROBE = """
import sys
import app.ui.main_window
imported = sorted(sys.modules)
from app.ui.main import create_application, create_services, parse_args
from app.ui.main_window import MainWindow
parse_args([])  # a start without arguments
application = create_application()
window = MainWindow(create_services(persistent=False))
window.resize(1280, 800)
window.show()
window.grab()  # the first paint: the home screen's pictures included
first_window = sorted(sys.modules)
from PySide6 import QtCore, QtGui
qt_namespace = "Qt" in vars(QtCore)
# (PySide builds a class's Python side, its enums included, when it is first named.)
qicon = "QIcon" in vars(QtGui)
# The session goes on: the Bao board's picture is finished, and the pictures are saved
# for the next start (app/ui/home_pictures.py).
from app.ui import home_pictures
from app.ui.scenes.board_pictures import board_pictures
board_pictures().finish()
window.grab()
home_pictures.save_pending()
import json
print(json.dumps({"import": imported, "first window": first_window, "Qt namespace": qt_namespace,
                  "QIcon": qicon}))
"""


# A game's registration (``GameInfo``, app/games/<game>/info.py) and the option constants it
# names are read at start-up (the home screen lists the games from the registry); its
# engine is not.
REGISTRATION = ("", ".info", ".options")

# Nor, from the standard library, gettext's locale (argparse's, on a start without
# arguments). (JSON: app/ui/storage and saves load it when first used, but the online
# host, app/ui/online/host.py, imports it with the main window.)
STANDARD_MODULES_NOT_AT_START_UP = ("locale", "json", "hashlib", "datetime", "csv")


def loaded(modules: list[str], package: str) -> list[str]:
    allowed = {package + part for part in REGISTRATION} if package.startswith("app.games.") else set()
    return [name for name in modules
            if (name == package or name.startswith(package + ".")) and name not in allowed]


# Nor, at a second start (the home pictures saved by the first, app/ui/home_pictures.py),
# the pictures' painting, and so neither the Qt namespace's 93 enum types.
PAINTING = ("app.ui.pictures", "app.ui.scenes.bao_art", "app.ui.scenes.board_pictures")


def start(home, probe: str = PROBE) -> dict:
    """The modules loaded by ``PROBE`` (or what ``probe`` prints) in a fresh process
    whose user files are in ``home``."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(home), "XDG_CONFIG_HOME": str(home / "config"),
           "XDG_DATA_HOME": str(home / "data"), "XDG_CACHE_HOME": str(home / "cache")}
    done = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    return json.loads([line for line in done.stdout.splitlines() if line.startswith("{")][-1])


def test_a_second_start_shows_the_saved_home_pictures_and_builds_no_qt_namespace(tmp_path):
    first = start(tmp_path)
    assert first["Qt namespace"] and all(loaded(first["first window"], p) for p in PAINTING)  # painted
    second = start(tmp_path)
    assert not second["Qt namespace"], "the second start's first window built the Qt namespace"
    assert not any(loaded(second["first window"], p) for p in PAINTING)
    # Nor dataclasses (their classes compile generated methods: app/core/records.py);
    # the pictures' painting uses them.
    assert not loaded(second["first window"], "dataclasses")


def test_the_first_window_loads_no_engine_card_table_tutorial_or_dialog(tmp_path):
    modules = start(tmp_path)
    assert not loaded(modules["import"], "app.ui.tutorial.host"), "importing the main window loads the tutorial host"
    for stage in ("import", "first window"):
        found = {package: loaded(modules[stage], package)
                 for package in NOT_AT_START_UP + STANDARD_MODULES_NOT_AT_START_UP}
        assert not any(found.values()), f"{stage}: {({k: v for k, v in found.items() if v})}"


# A start as ``python -m app`` (its start-up probe): what happened, in order, around the
# first paint, the window icon and the garbage collector.
RUN_PROBE = """
import builtins, gc, json
import app.__main__
import app.ui.main as main
events = []
set_icon = main.set_window_icon
def set_window_icon(app):
    events.append("icon")
    set_icon(app)
main.set_window_icon = set_window_icon
say = builtins.print
def spy(*args, **kwargs):
    if args and str(args[0]).startswith(main.STARTUP_PROBE_PREFIX):
        from PySide6 import QtGui
        events.append("first paint" + (" (QIcon built)" if "QIcon" in vars(QtGui) else "")
                      + (" (collecting garbage)" if gc.isenabled() else ""))
    return say(*args, **kwargs)
builtins.print = spy
app.__main__.main(["--startup-probe"])
from PySide6.QtWidgets import QApplication
say(json.dumps({"events": events, "icon": not QApplication.windowIcon().isNull(), "collecting": gc.isenabled(),
                "frozen": gc.get_freeze_count()}))
"""


def test_the_window_icon_and_garbage_collection_come_after_the_first_paint(tmp_path):
    """The icon (Qt's SVG module, its icon engine, QIcon's enums) is not the first frame's
    work, nor is collecting garbage among the start-up's objects: the app sets the icon
    and turns the collector back on right after that frame (app/ui/main.py)."""
    assert not start(tmp_path)["QIcon"], "the first window built QIcon"
    started = start(tmp_path, RUN_PROBE)
    assert started["events"] == ["first paint", "icon"]
    assert started["icon"] and started["collecting"] and started["frozen"] > 0


def test_the_quick_feature_scan_answers_as_pysides_own():
    """app/ui/feature_scan.py replaces how PySide finds out whether a module uses it
    (for ``from __feature__ import ...``): same answers, for a module with source that
    uses PySide, one that does not, a package, a built-in and a compiled module."""
    import array
    import sys as builtin_module

    import PySide6.QtCore  # noqa: F401 (PySide's scan exists once PySide is imported)

    import app.games
    import app.ui.home
    import app.ui.storage
    from app.ui.feature_scan import install_quick_feature_scan

    assert install_quick_feature_scan()
    quick = sys.modules["shibokensupport.feature"]._mod_uses_pyside
    assert quick.quick
    for module in (app.ui.home, app.ui.storage, app.games, json, builtin_module, array, PySide6.QtCore):
        assert quick(module) == quick.original(module), module.__name__
    assert quick(app.ui.home) and not quick(app.games)
    assert install_quick_feature_scan()  # a second call keeps the one installed
    assert sys.modules["shibokensupport.feature"]._mod_uses_pyside is quick


def test_the_sound_service_is_made_when_first_used(qapp):
    """(Not by the first window: see NOT_AT_START_UP.) It gets the settings' volume and
    mute, once."""
    from app.ui.main import create_services

    services = create_services(persistent=False)
    services.settings.set_sound_volume(35)
    services.settings.set_sound_on(False)
    sound = services.sound
    assert (sound.volume, sound.muted) == (35, True)
    assert services.sound is sound
    assert sound.available is False  # persistent=False: no device (a probe or a screenshot)
