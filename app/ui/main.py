"""Application start-up: QApplication, command-line options, the main window.

``--screenshot FILE`` renders the window offscreen to a PNG and exits (it never reads or
writes the user's saves); ``--startup-probe`` prints the seconds from process start to
the first painted window and exits (used by ``python -m app.bench startup``).
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path
from types import SimpleNamespace
from typing import TYPE_CHECKING

from app.games import GAME_IDS

if TYPE_CHECKING:
    import argparse

STARTUP_PROBE_PREFIX = "FIRST_PAINT_WALLCLOCK"
# The probe's second line: when the first frame is complete (the window's paint event
# comes first, its children's pictures and texts are painted after it).
FIRST_FRAME_PREFIX = "FIRST_FRAME_DONE_WALLCLOCK"
# The warm-up probe's line: the warm-up steps that failed and the pieces it ran (JSON).
WARM_UP_PROBE_PREFIX = "WARM_UP_PROBE"
SOUND_START_DELAY_MS = 1000  # see run(): the sound device opens after the first window
# The longest the start-up probe stays up after its first paint for the home pictures to
# be finished and saved (see _probe_first_paint).
PROBE_SESSION_MS = 5000
# See run(): what opening a game loads is loaded ahead once the home screen has been up
# this long (app/ui/warm_up.py), after its first frame is complete (~0.3-0.45 s on a busy
# host). The warm-up works in pieces of ~10 ms, so it may start while the player looks.
WARM_UP_DELAY_MS = 600
# The window size of screenshots and of the start-up probe (a normal start fits the
# window to the screen, see window_geometry).
DEFAULT_SIZE = "1280x800"
# The largest --size: an 8K screen. No screen shows a bigger window, and a grab grows
# with the area (7680x4320 takes ~5 s and ~0.5 GB here; 99999x99999 would need 40 GB).
MAX_WINDOW_SIZE = (7680, 4320)
MIN_WINDOW_SIZE = (200, 150)
# The id of packaging/linux/io.github.jadi.Jadi.desktop (and of its icon and metainfo);
# desktops use it to match the window to its launcher and icon.
DESKTOP_FILE_ID = "io.github.jadi.Jadi"


# Flags that take no value; a command line of only these needs no argparse (see parse_args).
PLAIN_FLAGS = {"--startup-probe": "startup_probe", "--warm-up-probe": "warm_up_probe"}


def parse_args(argv: list[str]) -> argparse.Namespace | SimpleNamespace:
    if all(arg in PLAIN_FLAGS for arg in argv):
        # The usual start (no arguments, or the start-up probe that measures it): argparse
        # and the gettext and locale modules it loads would cost ~4 ms before the window.
        defaults = dict.fromkeys(("screenshot", "game", "size", "lang"), None)
        return SimpleNamespace(**defaults, **{name: arg in argv for arg, name in PLAIN_FLAGS.items()})
    return _parser().parse_args(argv)


def _parser() -> argparse.ArgumentParser:
    import argparse

    from app.i18n import LANGUAGES

    parser = argparse.ArgumentParser(prog="jadi", description="Jadi: traditional games")
    parser.add_argument("--screenshot", metavar="FILE", help="render offscreen to a PNG and exit")
    parser.add_argument("--game", choices=GAME_IDS, help="start this game")
    parser.add_argument("--size", help="window size WxH (default: where the window was last, or fitted "
                                       "to the screen; screenshots: 1280x800)")
    parser.add_argument("--lang", choices=tuple(LANGUAGES),
                        help="show the app in this language this time (the saved choice stays)")
    parser.add_argument("--startup-probe", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--warm-up-probe", action="store_true", help=argparse.SUPPRESS)
    return parser


def parse_size(text: str) -> tuple[int, int]:
    try:
        width, height = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise SystemExit(f"jadi: --size must look like 1280x800, not {text!r}") from None
    if width < MIN_WINDOW_SIZE[0] or height < MIN_WINDOW_SIZE[1]:
        raise SystemExit("jadi: --size is too small (at least {0}x{1})".format(*MIN_WINDOW_SIZE))
    if width > MAX_WINDOW_SIZE[0] or height > MAX_WINDOW_SIZE[1]:
        raise SystemExit("jadi: --size is too large (at most {0}x{1}, an 8K screen: a bigger window fits "
                         "no screen and its screenshot would take gigabytes)".format(*MAX_WINDOW_SIZE))
    return width, height


def check_screenshot_path(text: str) -> Path:
    """The screenshot's path, if it can be written: a known image type and an existing
    folder (checked before anything is rendered, so a typo costs no wait)."""
    from PySide6.QtGui import QImageWriter

    path = Path(text)
    formats = sorted(bytes(f).decode() for f in QImageWriter.supportedImageFormats())
    if path.suffix.lower().lstrip(".") not in formats:
        raise SystemExit(f"jadi: --screenshot {text!r}: unknown image type {path.suffix or '(none)'!r} "
                         f"(use one of: {', '.join('.' + f for f in formats)})")
    folder = path.parent
    if not folder.is_dir():
        raise SystemExit(f"jadi: --screenshot {text!r}: the folder {str(folder)!r} does not exist")
    return path


def create_application(argv0: str = "jadi"):
    from PySide6.QtCore import QCoreApplication

    from app.ui.feature_scan import install_quick_feature_scan

    install_quick_feature_scan()  # before the app's modules are imported (see the module)
    from PySide6.QtWidgets import QApplication

    from app.ui.storage import APPLICATION, ORGANIZATION
    from app.ui.theme import STYLE_SHEET

    QCoreApplication.setOrganizationName(ORGANIZATION)
    QCoreApplication.setApplicationName(APPLICATION)
    # Qt splits large fills across a pool of threads and the GUI thread waits for them;
    # with the AI's process busy on a small machine those threads wait for a core, and
    # a 2 ms paint took 100-400 ms. One thread paints sooner. (Read at the first paint.)
    os.environ.setdefault("QT_NO_GUI_THREADPOOL", "1")
    app = QApplication.instance() or QApplication([argv0])
    # Set once: setting it again re-polishes every widget alive (a second window in one
    # process, e.g. the tests') — and one being torn down crashed Qt there.
    if app.styleSheet() != STYLE_SHEET:
        app.setStyleSheet(STYLE_SHEET)
    app.setDesktopFileName(DESKTOP_FILE_ID)
    # (The window icon comes after the first window's first paint: set_window_icon.)
    return app


def set_window_icon(app) -> None:
    """Every window's icon, the app's. ``run`` sets it once the first window has painted
    its first frame (``after_first_paint``), which does not show it: loading it loads Qt's
    SVG module and icon engine, and PySide builds QIcon's enums (its 151 theme icons), 13M
    of the first window's ~780M instructions (callgrind, app/bench/startup.py)."""
    from PySide6.QtGui import QIcon

    from app.resources import resource_path

    app.setWindowIcon(QIcon(str(resource_path("icons", "jadi.svg"))))


def collect_garbage_again() -> None:
    """Python's cyclic garbage collector back on, if ``app/__main__.py`` turned it off for
    the start-up. What the start-up made is frozen first (``gc.freeze``: it lives as long
    as the app, so the collector need never walk it; the first collection would walk it
    all, just after the first frame)."""
    import gc

    if not gc.isenabled():
        gc.freeze()
        gc.enable()


def after_the_first_frame(app) -> None:
    """What the first window's first frame does not wait for: the collector and the icon."""
    collect_garbage_again()
    set_window_icon(app)


def after_first_paint(window, callback) -> None:
    """Call ``callback`` when ``window`` is first painted, as its paint event arrives
    (before it and its children paint: post from ``callback`` what should come after
    the first frame)."""
    from PySide6.QtCore import QEvent, QObject

    class FirstPaint(QObject):
        def eventFilter(self, watched, event):  # noqa: N802
            if event.type() == QEvent.Type.Paint:
                window.removeEventFilter(self)
                self.deleteLater()
                callback()
            return False

    window.installEventFilter(FirstPaint(window))


def create_services(persistent: bool = True, chooser=None):
    from app.ui.ai_worker import AiWorker
    from app.ui.saves import SaveStore
    from app.ui.services import Services
    from app.ui.settings import AppSettings
    from app.ui.statistics import Statistics

    settings = AppSettings()
    settings.validate_all()

    def sound():
        """Made when first used (the first window makes no sound: its code loads later).
        No sound device for a screenshot or a start-up probe (nothing to hear)."""
        from app.sound import SoundService
        from app.sound.service import output_for_this_run

        return SoundService(volume=settings.sound_volume(), muted=not settings.sound_on(),
                            output=output_for_this_run() if persistent else None, start=False)
    return Services(settings=settings, saves=SaveStore(enabled=persistent),
                    statistics=Statistics(enabled=persistent), ai=AiWorker(chooser), make_sound=sound)


def run(argv: list[str]) -> int:
    if argv[:1] == ["--ai-worker"]:  # the AI's child process (app/ai/process.py): no Qt
        from app.ai.process import serve

        return serve()
    args = parse_args(argv)
    probe = args.startup_probe or args.warm_up_probe
    size = parse_size(args.size or DEFAULT_SIZE) if args.size or args.screenshot or probe else None
    if args.screenshot:
        check_screenshot_path(args.screenshot)
    if args.screenshot or probe:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = create_application()
    from app.ui import home_pictures

    home_pictures.set_enabled(not args.screenshot)  # a screenshot: painted afresh, the user's files untouched
    from app.i18n import install_language
    from app.ui.main_window import MainWindow

    services = create_services(persistent=not (args.screenshot or probe))
    language = args.lang or services.settings.language()
    if not install_language(language):
        from PySide6.QtCore import QCoreApplication

        services.settings.add_problem(lambda: QCoreApplication.translate(
            "Main", "The language {0} is not available; English is used.").format(language))
    window = MainWindow(services)
    if size is not None:  # exactly as asked (screenshots may be larger than the screen)
        window.resize(*size)
    else:
        from app.ui.window_geometry import place_window

        place_window(window, services.settings.window_geometry())
    if args.screenshot:
        collect_garbage_again()
    else:
        from PySide6.QtCore import QTimer

        after_first_paint(window, lambda: QTimer.singleShot(0, lambda: after_the_first_frame(app)))
    if args.startup_probe:
        return _probe_first_paint(app, window)
    if args.warm_up_probe:
        return _probe_warm_up(app, window)
    if args.game:
        window.open_game(args.game, resume=not args.screenshot)
    if args.screenshot:
        try:
            return _screenshot(app, window, args.screenshot)
        finally:
            home_pictures.set_enabled(True)  # (windows made later in this process, the tests')
    window.show()
    # The sound device opens once the first window is up (nothing on the home screen
    # makes a sound; importing the audio library would only delay the first paint).
    from PySide6.QtCore import QTimer

    QTimer.singleShot(SOUND_START_DELAY_MS, lambda: services.sound.start())
    QTimer.singleShot(WARM_UP_DELAY_MS, lambda: _start_warm_up(window))
    _quit_on_interrupt(app, window)
    code = app.exec()
    services.settings.set_window_geometry(window.saveGeometry())  # where the next start opens
    return code


def _start_warm_up(window) -> None:
    from app.ui.warm_up import start_warm_up

    start_warm_up(window)


def _quit_on_interrupt(app, window) -> None:
    """Ctrl+C in the terminal closes the window properly (the AI child stops, saves are
    flushed). Qt's event loop does not run Python code by itself, so a timer lets the
    interpreter notice the signal."""
    import signal

    from PySide6.QtCore import QTimer

    signal.signal(signal.SIGINT, lambda *_: window.close())
    timer = QTimer(app)
    timer.timeout.connect(lambda: None)
    timer.start(250)


def _screenshot(app, window, path: str) -> int:
    window.show()
    # Let layouts settle and the board lay itself out at its final size.
    for _ in range(5):
        app.processEvents()
    if window.view is not None:
        window.view.settle()
    from app.ui.scenes.board_pictures import board_pictures

    board_pictures().finish()  # a board still being painted (the home screen's picture)
    app.processEvents()
    picture = window.grab()
    window.close()
    return save_screenshot(picture, Path(path))


def save_screenshot(picture, path: Path) -> int:
    """Encode in memory and write with Python, so a failure says why (``QPixmap.save``
    only returns False); 0 on success, 1 after a message on stderr."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice

    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not picture.save(buffer, path.suffix.lstrip(".").lower()):
        print(f"jadi: the screenshot could not be encoded as {path.suffix!r}", file=sys.stderr)
        return 1
    try:
        with open(path, "wb") as stream:
            stream.write(data.data())
    except OSError as error:
        print(f"jadi: the screenshot could not be written to {str(path)!r}: {error.strerror or error}",
              file=sys.stderr)
        return 1
    return 0


def _probe_first_paint(app, window) -> int:
    from PySide6.QtCore import QTimer

    from app.ui import home_pictures

    session_start = []

    def frame_done() -> None:
        print(f"{FIRST_FRAME_PREFIX} {time.time():.6f}", flush=True)
        quit_once_the_home_pictures_are_kept()

    def quit_once_the_home_pictures_are_kept() -> None:
        """Untimed (the first paint is printed): what a session leaves for the next
        start while the window is up a few seconds, the home pictures finished and saved
        (app/ui/home_pictures.py), so that the next probe starts as a second start does."""
        if home_pictures.busy() and (time.monotonic() - session_start[0]) * 1000 < PROBE_SESSION_MS:
            QTimer.singleShot(20, quit_once_the_home_pictures_are_kept)
        else:
            app.quit()

    def first_paint() -> None:
        # Wall-clock time, comparable with the parent's clock before spawning us.
        print(f"{STARTUP_PROBE_PREFIX} {time.time():.6f}", flush=True)
        session_start.append(time.monotonic())
        QTimer.singleShot(0, frame_done)

    after_first_paint(window, first_paint)
    window.show()
    if window.isVisible():
        window.update()
    app.exec()
    window.close()
    return 0


def _probe_warm_up(app, window) -> int:
    """The whole warm-up at once behind the home screen, and which of its steps failed (the
    bundle's test: the warm-up reads the modules' compiled code, which the bundle packs)."""
    import json

    from PySide6.QtCore import QTimer

    from app.ui.warm_up import start_warm_up

    def warm_up() -> None:
        steps = start_warm_up(window)
        steps.run_all()
        print(f"{WARM_UP_PROBE_PREFIX} {json.dumps({'failed': steps.failed, 'pieces': steps.pieces_run})}", flush=True)
        app.quit()

    after_first_paint(window, lambda: QTimer.singleShot(0, warm_up))
    window.show()
    app.exec()
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(run(sys.argv[1:]))
