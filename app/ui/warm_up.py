"""What opening a game loads, done ahead while the home screen waits for the player.

Start-up loads only what the first window shows (tests/test_startup.py); opening a game
then imported its screen, engine and card table (50-80 ms of CPU, several times that on
a busy machine) and read the card deck before its first paint.
Once the home screen is up, ``WarmUp`` does that work in small pieces on a timer, only
while the home screen is showing (never during a game's animations): by the time the
player presses Play, opening the game only builds and paints its screen. Play pressed
sooner shows the game's loading page and loads the rest the same way, without the timer's
pauses (app/ui/game_loading.py).

A game screen is imported one module at a time (app/ui/import_pieces.py).
"""

from __future__ import annotations

import time
from typing import Callable

from PySide6.QtCore import QObject, QTimer, Signal

from app.games import GAME_IDS, GAMES
from app.ui.games import PLAYABLE_GAME_VIEWS
from app.ui.import_pieces import UNFINISHED, ImportInPieces

# The warm-up starts after app/ui/main.py's WARM_UP_DELAY_MS; then each tick runs pieces
# until it has worked TICK_WORK_MS (a piece is never cut: one piece may run longer).
TICK_MS = 40
TICK_WORK_MS = 12


def card_deck() -> None:
    from app.ui.cards.deck import shared_deck

    shared_deck()


def _qt_wrappers() -> None:
    """PySide makes the Python side of a Qt class (its enums) when the class is first
    used: a scroll area's viewport (the card games' side panel) and QStyle (the game
    screens) brought ~65 enums, tens of ms, into opening a game. A throwaway scroll area
    and a look at QStyle make them now."""
    from PySide6.QtWidgets import QScrollArea, QStyle

    QStyle.StyleHint  # noqa: B018 (the look is the point)
    area = QScrollArea()
    area.viewport()
    area.deleteLater()


def warm_up_steps(first: str | None = None) -> list[Callable[[], object]]:
    """Each game's ``screen_steps`` (the game ``first``, the one Continue would resume,
    before the others), then the card deck's pictures, the Qt wrappers and the AI
    process's client (started when a game opens, see app/ui/ai_worker.py)."""
    games = sorted((g for g in GAME_IDS if g in PLAYABLE_GAME_VIEWS), key=lambda g: g != first)
    steps: list[Callable[[], object]] = []
    for game in games:
        steps += screen_steps(game)
    steps += [card_deck, _qt_wrappers, ImportInPieces("app.ai.process")]
    return steps


def screen_steps(game: str) -> list[Callable[[], object]]:
    """What opening ``game`` loads: its screen's module and its rules (the state class,
    which the screen loads only when a game starts: 15-35 ms)."""
    return [ImportInPieces(PLAYABLE_GAME_VIEWS[game].split(":")[0]), GAMES[game].state_class]


class WarmUp(QObject):
    """Runs ``steps`` (each until it no longer answers ``UNFINISHED``) a little per tick
    while ``home_showing()`` is true; stops when done. A step that fails is dropped: the
    warm-up only saves time, and opening the game meets (and reports) the error itself."""

    finished = Signal()  # the last step is done

    def __init__(self, steps: list[Callable[[], object]], home_showing: Callable[[], bool],
                 parent: QObject | None = None, tick_ms: int = TICK_MS) -> None:
        super().__init__(parent)
        self._steps = list(steps)
        self._home_showing = home_showing
        self.failed: list[str] = []  # the steps dropped, and why (the bundle's test reads them)
        self.pieces_run = 0
        self._timer = QTimer(self)
        self._timer.setInterval(tick_ms)
        self._timer.timeout.connect(self._tick)

    def start(self) -> None:
        self._timer.start()

    def stop(self) -> None:
        """No more steps (and no ``finished``)."""
        self._timer.stop()
        self._steps.clear()

    def remaining(self) -> int:
        return len(self._steps)

    def _tick(self) -> None:
        started = time.perf_counter()
        while self._steps and self._home_showing() and (time.perf_counter() - started) * 1000 < TICK_WORK_MS:
            self._run_piece()
        if not self._steps and self._timer.isActive():
            self._timer.stop()
            self.finished.emit()

    def _run_piece(self) -> None:
        step = self._steps[0]
        self.pieces_run += 1
        try:
            finished = step() is not UNFINISHED
        except Exception as error:  # noqa: BLE001 - see the class: dropped, never a crash of the home screen
            self.failed.append(f"{getattr(step, 'module', getattr(step, '__name__', step))}: {error!r}")
            finished = True
        if finished:
            self._steps.pop(0)

    def run_all(self) -> None:
        """Every remaining step now (the benchmark: what the player's wait has done)."""
        while self._steps:
            self._run_piece()


def start_warm_up(window) -> WarmUp:
    """Warm up behind ``window``'s home screen (a ``MainWindow``)."""
    warm_up = WarmUp(warm_up_steps(window.last_saved_game()),
                     lambda: window.stack.currentWidget() is window.home, window)
    warm_up.start()
    return warm_up
