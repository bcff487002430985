"""The app-wide services every game view shares: settings, autosaves, statistics and
the one AI worker. Created once by the main window and handed to each view."""

from __future__ import annotations

from app.sound import SoundService
from app.ui.ai_worker import AiWorker
from app.ui.saves import SaveStore
from app.ui.settings import AppSettings
from app.ui.statistics import Statistics


class Services:
    """(A plain class, not a dataclass: the first window makes it, and a dataclass's
    generated methods are compiled when the class is made; app/core/records.py.)"""

    def __init__(self, settings: AppSettings, saves: SaveStore, statistics: Statistics, ai: AiWorker,
                 sound: SoundService | None = None) -> None:
        self.settings = settings
        self.saves = saves
        self.statistics = statistics
        self.ai = ai
        # The sounds (app/sound); a silent service unless the app's start opened a device.
        self.sound = sound if sound is not None else SoundService(output=None)

    def problems(self) -> list[str]:
        """Messages for the user about files that could not be read or written, each
        once (taken: a second call returns only what happened since)."""
        return self.settings.take_problems() + self.saves.take_problems() + self.statistics.take_problems()

    def flush(self) -> None:
        """Everything written before the app closes (failures are not said any more)."""
        self.saves.flush()
        self.statistics.flush()
        self.settings.sync()
