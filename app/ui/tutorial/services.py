"""The services a tutorial's board runs on: the app's settings, but no autosave, no
statistics and no AI.

A lesson is not a game: it must never overwrite the player's autosave of a real game
nor count as a win or a loss, and its opponents play the lesson's script, not a search.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Signal

from app.ui.saves import SaveStore
from app.ui.services import Services
from app.ui.statistics import Statistics


class ScriptedOpponents(QObject):
    """Stands in for ``AiWorker`` (same signals and methods): the opponents' moves come
    from the lesson's script, so a request is never answered."""

    moveReady = Signal(object, object)
    failed = Signal(object, str)
    busyChanged = Signal(bool)

    def prepare(self) -> None:
        pass

    def is_busy(self) -> bool:
        return False

    def request(self, subject: Any, level: str, seed: int, tag: object = None) -> None:
        pass

    def cancel_all(self) -> None:
        pass

    def shutdown(self, wait_ms: int = 0) -> None:
        pass


def tutorial_services(app_services: Services) -> Services:
    """Services for a tutorial's game view: shared settings (speed, language, card
    colours), a disabled save store and statistics, scripted opponents."""
    return Services(settings=app_services.settings, saves=SaveStore(enabled=False),
                    statistics=Statistics(enabled=False), ai=ScriptedOpponents())
