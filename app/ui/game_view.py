"""The interface between the main window and a game's screen.

The Bao board implements it (``scenes/bao_view.py``); the card table implements it for
the three card games. The main window only ever calls these methods, so menus,
shortcuts, autosave, statistics and the animation speed work the same for every game.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QWidget

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
        pass

    def set_level(self, level: str) -> None:
        """The computer strength changed before the first move: take it at once. This
        default starts the game again (it has no move to lose); a view that can keep its
        position (the deal, the board) overrides it."""
        self.start_new()

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
