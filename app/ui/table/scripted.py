"""``ScriptedTable``: a tutorial lesson's table.

The lesson (``app.tutorial.TutorialRun``) is the judge, not the rules alone: the player's
move goes out as ``proposed(action)``; the tutorial either accepts it and hands the
accepted moves (the player's and the opponents' scripted replies) to ``replay`` — each
is played and shown like any change, one after the other as the view finishes
animating — or refuses it with ``take_back(reason)`` (the view drops the selection and
the table stays as it was). There is no computer, no undo or hint, no autosave and no
statistics; a finished deal stays on the table (the automatic next deal is never
played: the lesson goes on from it).
"""

from __future__ import annotations

from collections import deque
from typing import Any

from PySide6.QtCore import QObject, Signal

from app.core.record import HUMAN, GameRecord
from app.core.session import GameSession
from app.ui.table.table import Seat, SessionTable


class ScriptedTable(SessionTable):
    """One lesson's position and moves (see the module docstring)."""

    proposed = Signal(object)  # the player's move, for the tutorial to judge
    replayed = Signal()        # every move given to ``replay`` was shown

    # A deal's result does not wait for a click (the lesson's panel says what comes next),
    # and the game's own commands (undo, hint, new game, resign) do not belong in a lesson.
    RESULTS_WAIT = False
    GAME_COMMANDS = False
    EXPLAINS_REFUSALS = True

    def __init__(self, game: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.session: GameSession | None = None
        self._queue: deque[str] = deque()
        self._view_busy = False
        self._replaying = False

    # -- the tutorial's side ------------------------------------------------------------
    def show_position(self, state: Any) -> None:
        """Show ``state`` (a lesson's position) at once; nothing queued stays."""
        self._queue.clear()
        self._view_busy = self._replaying = False
        self.session = GameSession(GameRecord.new(self.game, state=state), state.clone())
        self.reset.emit()

    def replay(self, moves: list[str]) -> None:
        """Play ``moves`` (accepted by the tutorial) one by one, each shown before the next."""
        self._queue.extend(moves)
        self._replaying = True
        self._play_next()

    def replaying(self) -> bool:
        """Are moves still being played or shown?"""
        return self._replaying

    def take_back(self, reason: str = "") -> None:
        """The tutorial refused the player's move: nothing was played."""
        self.refused.emit(reason)

    def _play_next(self) -> None:
        if self._view_busy or self.session is None:
            return
        if not self._queue:
            if self._replaying:
                self._replaying = False
                self.replayed.emit()
            return
        events = self.session.play(self._queue.popleft())
        self._view_busy = True
        self.changed.emit(self.session.events_for(events, 0), self.observation())

    # -- Table ------------------------------------------------------------------------------
    def seats(self) -> list[Seat]:
        if self.session is None:
            return []
        # The lesson's opponents are the script: shown as computer seats.
        return [Seat(HUMAN if s == 0 else "computer:easy", s == 0, None if s == 0 else "easy")
                for s in range(self.session.seat_count)]

    def local_seats(self) -> tuple[int, ...]:
        return (0,)

    def observation(self) -> Any:
        return self.session.observation(0) if self.session is not None else None

    def local_to_move(self) -> bool:
        return not self._replaying and super().local_to_move()

    def level(self) -> str:
        return "easy"

    def undo_refusal(self) -> str | None:
        return "lesson"

    def play(self, action: Any) -> None:
        """The player's move goes to the tutorial (even an illegal one: the lesson says
        why it is not the move wanted)."""
        if not self._replaying:
            self.proposed.emit(action)

    def view_ready(self) -> None:
        self._view_busy = False
        self._play_next()
