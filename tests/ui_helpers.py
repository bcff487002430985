"""Shared helpers for the UI tests (not a test module)."""

from __future__ import annotations

import gc
import random
import threading
import time

from PySide6.QtCore import QElapsedTimer, QPoint, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication, QComboBox, QLabel, QWidget

from app import i18n
from app.bench.clock import waited_to_run_ms
from app.core.cards import Card
from app.ui.main import create_application, create_services
from app.ui.main_window import MainWindow


def make_window(qtbot, speed: str = "instant", level: str = "easy", chooser=None, size=(1280, 800),
                **bao_options: str) -> MainWindow:
    create_application()
    services = create_services(chooser=chooser)
    services.settings.set_animation_speed(speed)
    services.settings.set_ai_level(level)
    # The tests play every move they count themselves; auto-play (on for players) has its own tests.
    services.settings.set_table_option("auto_play", "off")
    for key, value in bao_options.items():
        services.settings.set_game_option("bao", key, value)
    window = MainWindow(services)
    window.resize(*size)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def click_scene_point(view, point) -> None:
    """Click the board view where the scene point ``point`` is drawn."""
    position = view.board_view.mapFromScene(point)
    QTest.mouseClick(view.board_view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     QPoint(position.x(), position.y()))


def click_hole(view, side: int, hole: int) -> None:
    click_scene_point(view, view.scene.pit_centre(side, hole))


def marked_hole(view, mark: str) -> int | None:
    """The hole (of the side to move) that the Bao board marks ``mark`` — ``"focused"``
    (the keyboard's focus ring), ``"selected"`` (waiting for a direction) or ``"hinted"``
    — as the player sees it; None when no hole is marked."""
    holes = [hole for (_side, hole), pit in view.scene.pits.items() if getattr(pit, mark)]
    assert len(holes) <= 1, f"{len(holes)} holes are {mark}"
    return holes[0] if holes else None


def wait_for_human(qtbot, view, timeout: int = 20000) -> None:
    qtbot.waitUntil(lambda: view.is_over() or view.awaiting_human(), timeout=timeout)


def bao_window(qtbot, speed: str = "instant", level: str = "easy", size=(1280, 800)):
    """A window with a new Bao game against ``first_legal``, at the player's turn."""
    window = make_window(qtbot, speed=speed, level=level, chooser=first_legal, size=size)
    view = window.open_game("bao", resume=False)
    wait_for_human(qtbot, view)
    return window, view


def play_human_move(qtbot, view) -> None:
    wait_for_human(qtbot, view)
    view.play(view.state.legal_actions()[0])


def first_legal(subject, **_options):
    """A fast stand-in for the AI: the first legal action."""
    return subject.legal_actions()[0]


def random_play_until(state, wanted, seed: int):
    """``state`` played on by random legal moves until ``wanted(state)``."""
    rng = random.Random(seed)
    while not wanted(state):
        assert not state.is_terminal(), "no such position in this game"
        state.apply(rng.choice(state.legal_actions()))
    return state


def restore_position(view, state, options: dict | None = None, level: str = "easy") -> None:
    """Resume ``view`` at ``state`` (an autosave of a game that began there)."""
    content = {"initial": state.to_dict(), "state": state.to_dict(), "history": [], "level": level, "seed": 3,
               "options": options or {}}
    assert view.restore(content)


# -- the card table ------------------------------------------------------------------------
def wait_turn(qtbot, view, timeout: int = 20000) -> None:
    qtbot.waitUntil(lambda: view.is_over() or view.awaiting_human(), timeout=timeout)


def click_card(view, card: Card) -> None:
    """Click the visible strip of ``card`` in the human's fanned hand."""
    item = view.scene.items_by_card[card]
    rect = item.sceneBoundingRect()
    point = view.table_view.mapFromScene(rect.left() + 6, rect.top() + rect.height() * 0.35)
    QTest.mouseClick(view.table_view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     QPoint(point.x(), point.y()))


def key(view, key_or_text) -> None:
    if isinstance(key_or_text, str):
        QTest.keyClicks(view.table_view, key_or_text)
    else:
        QTest.keyClick(view.table_view, key_or_text)


def in_thread_ai(*args, task="choose", **kwargs):
    """The real AI, run on the worker thread (not in the app's AI process): these tests
    are about the table, and a process start-up on a busy CI machine only adds waiting.
    ``task`` as the AI process takes it: the move, or a hint's advice (move and reason)."""
    from app.ai.process import task_function

    return task_function(task)(*args, **kwargs)


def open_view(qtbot, game: str, **options):
    window = make_window(qtbot, speed="instant", level="easy", chooser=in_thread_ai)
    for k, v in options.items():
        window.services.settings.set_game_option(game, k, v)
    view = window.open_game(game, resume=False)
    return window, view


def restore_into(view, state, options: dict, seed: int = 5) -> None:
    content = {"initial": state.to_dict(), "state": state.to_dict(), "history": [], "level": "easy",
               "seed": seed, "options": options}
    assert view.restore(content)


class StallMeter:
    """A 10 ms timer; ``stop()`` gives the longest time the event loop did not turn.

    On a shared machine a gap also counts the time the GUI thread waited for a core
    while others ran (``app.bench.clock``): that is the machine, not a stall of ours, so
    it is taken off each gap (and both are in the failure message).

    The objects every earlier test of this process left behind are frozen while it
    measures: a full garbage collection walks them all (40-160 ms in a late
    whole-suite worker, gen 2, measured), a cost of the test run, not of the app,
    which freezes its own start-up objects at the first frame (``app.__main__``)."""

    def __init__(self) -> None:
        # (wall ms, of which waiting for a core, of which running on a core)
        self.gaps: list[tuple[float, float, float]] = []
        self.clock = QElapsedTimer()
        self.timer = QTimer()
        self.timer.setTimerType(Qt.TimerType.PreciseTimer)
        self.timer.timeout.connect(self._tick)
        self._waited = 0.0
        self._ran = 0.0
        self._threads = ""

    def _tick(self) -> None:
        waited, ran = waited_to_run_ms(), time.thread_time() * 1000
        self.gaps.append((self.clock.restart(), waited - self._waited, ran - self._ran))
        self._waited, self._ran = waited, ran

    def start(self) -> None:
        gc.collect()
        gc.freeze()
        # Another thread running Python (one an earlier test left behind) makes each of
        # the GUI thread's Python calls wait for the GIL: named in the failure message.
        self._threads = ", ".join(t.name for t in threading.enumerate() if t is not threading.current_thread())
        self._waited, self._ran = waited_to_run_ms(), time.thread_time() * 1000
        self.clock.start()
        self.timer.start(10)

    def stop(self) -> tuple[float, str]:
        self.timer.stop()
        self._tick()  # a stall at the very end counts too
        gc.unfreeze()
        worst = max(self.gaps, key=lambda gap: gap[0] - gap[1])
        return worst[0] - worst[1], (f"{worst[0]:.0f} ms wall, of which {worst[1]:.0f} ms waiting for a core and "
                                     f"{worst[2]:.0f} ms running; {len(self.gaps)} ticks, longest wall gap "
                                     f"{max(g[0] for g in self.gaps):.0f} ms; other Python threads: "
                                     f"{self._threads or 'none'}")


# -- texts and languages -----------------------------------------------------------------
def clipped(*roots: QWidget) -> list[str]:
    """Visible buttons, boxes and labels whose text does not fit them."""
    found = []
    for root in roots:
        for widget in [root, *root.findChildren(QWidget)]:
            if not widget.isVisible():
                continue
            if isinstance(widget, (QAbstractButton, QComboBox)):
                too_small = widget.width() < widget.sizeHint().width()
                text = widget.text() if isinstance(widget, QAbstractButton) else widget.currentText()
            elif isinstance(widget, QLabel) and widget.text() and widget.pixmap().isNull():
                room = widget.contentsRect()
                if widget.wordWrap():
                    too_small = widget.heightForWidth(room.width()) > room.height() + 1
                else:
                    too_small = widget.sizeHint().width() > room.width() + 1
                text = widget.text()
            else:
                continue
            if too_small:
                found.append(f"{type(widget).__name__} {text!r} ({widget.width()}x{widget.height()})")
    return found


def switch_in_settings(qtbot, dialog, code: str) -> None:
    """Choose the language ``code`` in the settings dialog, as the player does."""
    dialog.language.setCurrentIndex(dialog.language.findData(code))
    qtbot.waitUntil(lambda: i18n.current_language() == code, timeout=3000)
    for _ in range(3):  # LanguageChange is posted to every window
        QApplication.processEvents()
