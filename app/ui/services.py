"""The app-wide services every game view shares: settings, autosaves, statistics and
the one AI worker. Created once by the main window and handed to each view."""

from __future__ import annotations

from dataclasses import dataclass, field

from app.sound import SoundService
from app.ui.ai_worker import AiWorker
from app.ui.saves import SaveStore
from app.ui.settings import AppSettings
from app.ui.statistics import Statistics


@dataclass
class Services:
    settings: AppSettings
    saves: SaveStore
    statistics: Statistics
    ai: AiWorker
    # The sounds (app/sound); a silent service unless the app's start opened a device.
    sound: SoundService = field(default_factory=lambda: SoundService(output=None))

    def problems(self) -> list[str]:
        """Messages for the user about files that could not be read or written, each
        once (taken: a second call returns only what happened since)."""
        return self.settings.take_problems() + self.saves.take_problems() + self.statistics.take_problems()

    def flush(self) -> None:
        """Everything written before the app closes (failures are not said any more)."""
        self.saves.flush()
        self.statistics.flush()
        self.settings.sync()
