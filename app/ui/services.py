"""The app-wide services every game view shares: settings, autosaves, statistics and
the one AI worker. Created once by the main window and handed to each view."""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication

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
        """Messages for the user about files that could not be read (then cleared)."""
        found = self.settings.problems + self.saves.problems + self.statistics.problems
        found += [QCoreApplication.translate("Saves", "The game could not be saved: {0}").format(error)
                  for error in self.saves.write_errors]
        self.saves.write_errors.clear()
        self.settings.problems.clear()
        self.saves.problems.clear()
        self.statistics.problems.clear()
        return found
