"""The interface between the main window and a game's screen.

The Bao board implements it (``scenes/bao_view.py``); the card table implements it for
the three card games. The main window only ever calls these methods, so menus,
shortcuts, autosave, statistics and the animation speed work the same for every game.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QWidget

from app.core.session import GameSession
from app.ui.animation import StepAnimator
from app.ui.services import Services


class GameView(QWidget):
    """Base class of every game screen. Subclasses set ``GAME`` and override the hooks."""

    GAME = ""

    # A short message for the status bar (e.g. "North is thinking…").
    statusMessage = Signal(str)
    # Undo / hint / resign availability may have changed: the window updates its menus.
    actionsChanged = Signal()
    # The view's own New game / Resign buttons: the window asks for confirmation.
    newGameRequested = Signal()
    resignRequested = Signal()

    def __init__(self, services: Services, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.services = services
        # What every game against the computer keeps: the animation queue of its scene,
        # the computer's strength, and the AI bookkeeping its turn flow (``_advance``) uses.
        self.animator = StepAnimator(services.settings.animation_speed(), self)
        self.level = services.settings.ai_level()
        self._serial = 0           # bumped by new game / undo: older AI answers are stale
        self._pending_ai = None    # the AI's move, waiting for the animation to end
        self._hinting = False
        # The game's flow and its rules (undo points, the automatic step between deals,
        # the result) are the session's (app/core/session.py).
        self.session: GameSession | None = None

    # -- the session's record, as the view's history ------------------------------------
    @property
    def history(self) -> list[str]:
        return self.session.record.actions if self.session is not None else []

    @property
    def actors(self) -> list[int | None]:
        return self.session.record.actors if self.session is not None else []

    @property
    def initial(self) -> dict:
        return self.session.record.initial if self.session is not None else {}

    @property
    def seed(self) -> int:
        return self.session.record.seed if self.session is not None else 0

    # -- life cycle ---------------------------------------------------------------------
    def start_new(self) -> None:
        """Start a new game with the current settings."""
        raise NotImplementedError

    def restore(self, content: dict) -> bool:
        """Resume from an autosave's content; False (and nothing changed) if it is unusable."""
        raise NotImplementedError

    def snapshot(self) -> dict:
        """The autosave content of the current game (plain JSON types)."""
        raise NotImplementedError

    def shutdown(self) -> None:
        """Stop animations and cancel the AI: the view is going away."""
        self.services.ai.cancel_all()

    # -- commands from menus and shortcuts --------------------------------------------
    def can_undo(self) -> bool:
        return False

    def undo(self) -> None:
        pass

    def can_hint(self) -> bool:
        return False

    def hint(self) -> None:
        pass

    def can_resign(self) -> bool:
        return False

    def resign(self) -> None:
        pass

    def finish_animation(self) -> None:
        pass

    def retranslate(self) -> None:
        """Re-set every text after the language changed (the window calls this)."""

    def settle(self) -> None:
        """Finish anything deferred (animations, a board still to be painted at its
        final size) so that a grab shows the final picture (``--screenshot``)."""
        self.finish_animation()

    def set_animation_speed(self, speed: str) -> None:
        self.animator.set_speed(speed)

    def set_level(self, level: str) -> None:
        """A new computer strength before the first move: the same position (board or
        deal), and a computer already thinking about its move thinks again at the new
        level."""
        if self.has_progress() or self.is_over() or level == self.level:
            return
        self.services.ai.cancel_all()
        self._serial += 1  # an answer still coming is at the old level
        self._pending_ai = None
        self._hinting = False
        self.level = level
        self.level_changed()
        self._advance()

    def level_changed(self) -> None:
        """``self.level`` changed before the first move: the computer seats take it."""

    def _advance(self) -> None:
        """After a move or a new position: end the game, or let the next player move."""
        raise NotImplementedError

    def is_over(self) -> bool:
        return True

    def has_progress(self) -> bool:
        """True once a move was made (so leaving the game is worth a question)."""
        return False

    # -- shared helpers -------------------------------------------------------------------
    def autosave(self) -> None:
        """Write the autosave after a move; a finished game's save is removed."""
        if self.is_over():
            self.services.saves.delete(self.GAME)
        else:
            self.services.saves.save(self.GAME, self.snapshot())

    def record_result(self, level: str, won: bool) -> None:
        self.services.statistics.record(self.GAME, level, "won" if won else "lost")
