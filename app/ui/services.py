"""The app-wide services every game view shares: settings, autosaves, statistics and
the one AI worker. Created once by the main window and handed to each view."""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from app.ui.ai_worker import AiWorker
from app.ui.saves import SaveStore
from app.ui.settings import AppSettings
from app.ui.statistics import Statistics

if TYPE_CHECKING:  # the sound code loads when the sound is first used (the first window makes none)
    from app.sound import SoundService


class Services:
    """(A plain class, not a dataclass: the first window makes it, and a dataclass's
    generated methods are compiled when the class is made; app/core/records.py.)"""

    def __init__(self, settings: AppSettings, saves: SaveStore, statistics: Statistics, ai: AiWorker,
                 sound: SoundService | None = None, make_sound: Callable[[], SoundService] | None = None) -> None:
        self.settings = settings
        self.saves = saves
        self.statistics = statistics
        self.ai = ai
        # The sounds (app/sound): ``sound``, or what ``make_sound`` makes when the sound is
        # first used (its code loads then; app/ui/main.py starts it after the first
        # window); a silent service unless the app's start opened a device.
        self._sound = sound
        self._make_sound = make_sound

    @property
    def sound(self) -> SoundService:
        if self._sound is None:
            if self._make_sound is not None:
                self._sound = self._make_sound()
            else:  # silent
                from app.sound import SoundService

                self._sound = SoundService(output=None)
        return self._sound

    @sound.setter
    def sound(self, sound: SoundService) -> None:
        self._sound = sound

    def problems(self) -> list[str]:
        """Messages for the user about files that could not be read or written, each
        once (taken: a second call returns only what happened since)."""
        return self.settings.take_problems() + self.saves.take_problems() + self.statistics.take_problems()

    def flush(self) -> None:
        """Everything written before the app closes (failures are not said any more)."""
        self.saves.close()
        self.statistics.flush()
        self.settings.sync()
