"""Shared helpers for the UI tests (not a test module)."""

from __future__ import annotations

import random

from PySide6.QtCore import QElapsedTimer, QPoint, Qt, QTimer
from PySide6.QtTest import QTest

from app.bench.clock import waited_to_run_ms
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


def wait_for_human(qtbot, view, timeout: int = 20000) -> None:
    qtbot.waitUntil(lambda: view.is_over() or view.awaiting_human(), timeout=timeout)


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


class StallMeter:
    """A 10 ms timer; ``stop()`` gives the longest time the event loop did not turn.

    On a shared machine a gap also counts the time the GUI thread waited for a core
    while others ran (``app.bench.clock``): that is the machine, not a stall of ours, so
    it is taken off each gap (and both are in the failure message)."""

    def __init__(self) -> None:
        self.gaps: list[tuple[float, float]] = []  # (wall ms, of which waiting for a core)
        self.clock = QElapsedTimer()
        self.timer = QTimer()
        self.timer.setTimerType(Qt.TimerType.PreciseTimer)
        self.timer.timeout.connect(self._tick)
        self._waited = 0.0

    def _tick(self) -> None:
        waited = waited_to_run_ms()
        self.gaps.append((self.clock.restart(), waited - self._waited))
        self._waited = waited

    def start(self) -> None:
        self._waited = waited_to_run_ms()
        self.clock.start()
        self.timer.start(10)

    def stop(self) -> tuple[float, str]:
        self.timer.stop()
        self._tick()  # a stall at the very end counts too
        worst = max(self.gaps, key=lambda gap: gap[0] - gap[1])
        return worst[0] - worst[1], (f"{worst[0]:.0f} ms wall, of which {worst[1]:.0f} ms waiting for a core; "
                                     f"{len(self.gaps)} ticks, longest wall gap {max(g[0] for g in self.gaps):.0f} ms")
