"""What opening a game loads, done ahead while the home screen waits for the player.

Start-up loads only what the first window shows (tests/test_startup.py); opening a game
then imported its screen, engine and card table (50-80 ms of CPU, several times that on
a busy machine) and parsed the card deck's pictures (~30 ms) before its first paint.
Once the home screen is up, ``WarmUp`` does that work one piece per timer tick, only
while the home screen is showing (never during a game's animations): by the time the
player presses Play, opening the game only builds and paints its screen. A game opened
sooner loads what it needs itself, as before.
"""

from __future__ import annotations

import importlib
from typing import Callable

from PySide6.QtCore import QObject, QTimer

from app.games import GAME_IDS, GAMES
from app.ui.games import PLAYABLE_GAME_VIEWS

# One piece per tick (each a single import or the deck), after app/ui/main.py's
# WARM_UP_DELAY_MS.
TICK_MS = 150


def _import(module: str) -> Callable[[], object]:
    return lambda: importlib.import_module(module)


def _card_deck() -> None:
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
    """Each game's screen module (the card games' first with the card table) and its
    rules (the state class, which the screen loads only when a game starts: 15-35 ms),
    the game ``first`` (the one Continue would resume) before the others, then the card
    deck's pictures, the Qt wrappers and the AI process's client (started when a game
    opens, see app/ui/ai_worker.py)."""
    games = sorted((g for g in GAME_IDS if g in PLAYABLE_GAME_VIEWS), key=lambda g: g != first)
    steps: list[Callable[[], object]] = []
    for game in games:
        steps += [_import(PLAYABLE_GAME_VIEWS[game].split(":")[0]), GAMES[game].state_class]
    steps += [_card_deck, _qt_wrappers, _import("app.ai.process")]
    return steps


class WarmUp(QObject):
    """Runs ``steps`` one per tick while ``home_showing()`` is true; stops when done."""

    def __init__(self, steps: list[Callable[[], object]], home_showing: Callable[[], bool],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._steps = list(steps)
        self._home_showing = home_showing
        self._timer = QTimer(self)
        self._timer.setInterval(TICK_MS)
        self._timer.timeout.connect(self._tick)

    def start(self) -> None:
        self._timer.start()

    def remaining(self) -> int:
        return len(self._steps)

    def _tick(self) -> None:
        if not self._steps:
            self._timer.stop()
            return
        if self._home_showing():
            self._steps.pop(0)()

    def run_all(self) -> None:
        """Every remaining step now (the benchmark: what the player's wait has done)."""
        while self._steps:
            self._steps.pop(0)()


def start_warm_up(window) -> WarmUp:
    """Warm up behind ``window``'s home screen (a ``MainWindow``)."""
    warm_up = WarmUp(warm_up_steps(window.last_saved_game()),
                     lambda: window.stack.currentWidget() is window.home, window)
    warm_up.start()
    return warm_up
