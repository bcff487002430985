"""The statistics file: a ``StatisticsBook`` (``app/core/statistics_book.py``: per game,
opponents, strength and player count — played, won, lost, streaks, averages, contracts,
the last results). A file of the first version (played / won / lost per game and
strength) is read as the book's rows and written in the new version with the next result.

Read when first needed (the dialog, a game's end), written at once after each result.
Nothing here raises into the game: a file that cannot be read is set aside and
reported (``take_problems``), a failed write is reported once, the result is kept in
memory and written with the next result (or when the app closes), and a write that
works again is reported too.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from app.games import GAME_IDS
from app.ui import file_problems
from app.ui.storage import WriteHealth, atomic_write_json, data_dir, move_aside, read_json

# The book (with its dates and CSV) loads when the statistics are first read, not with
# the first window (tests/test_startup.py).
if TYPE_CHECKING:
    from app.core.statistics_book import GameResult, StatisticsBook

STATISTICS_FILE_NAME = "statistics.json"
OUTCOMES = ("won", "lost")


class Statistics:
    def __init__(self, path: Path | None = None, enabled: bool = True) -> None:
        self._path = path
        self.enabled = enabled
        self._problems = file_problems.Problems()
        self._book: StatisticsBook | None = None
        self._health = WriteHealth()
        self._unsaved = False

    @property
    def path(self) -> Path:
        if self._path is None:
            self._path = data_dir() / STATISTICS_FILE_NAME
        return self._path

    def _load(self) -> StatisticsBook:
        if self._book is not None:
            return self._book
        from app.core.statistics_book import StatisticsBook

        self._book = StatisticsBook()
        if not self.enabled or not (self.path.exists() or self.path.is_symlink()):
            return self._book
        try:
            self._book = StatisticsBook.from_json(read_json(self.path))
        except Exception as problem:  # noqa: BLE001 - any unusable file is set aside, never a crash
            try:
                aside = move_aside(self.path)
            except OSError:
                aside = None
            self._problems.add(lambda problem=problem: file_problems.sentences(
                QCoreApplication.translate("Statistics", "The statistics could not be read."),
                file_problems.reason(problem), file_problems.kept_aside(aside),
                QCoreApplication.translate("Statistics", "Counting starts again from zero.")))
        return self._book

    def record(self, game: str, level: str, outcome: str, **figures) -> None:
        """Count one result (``figures``: ``GameResult``'s players, points, contracts,
        category). Never raises for a file problem (see the module's doc)."""
        if outcome not in OUTCOMES:
            raise ValueError(f"unknown outcome {outcome!r}")
        import datetime

        from app.core.statistics_book import GameResult

        self.add(GameResult(game, level, outcome, date=datetime.date.today().isoformat(), **figures))

    def add(self, result: GameResult) -> None:
        self._load().add(result)
        self._unsaved = True
        self._write(report=True)

    def book(self) -> StatisticsBook:
        return self._load()

    def reset(self) -> None:
        """Forget every result (the dialog asked first)."""
        self._load().reset()
        self._unsaved = True
        self._write(report=True)

    def export_csv(self, path: str) -> str | None:
        """Write every row as CSV to ``path``; the problem in words if it failed."""
        from app.ui.settings import AI_LEVELS
        from app.ui.storage import atomic_write_text

        try:
            atomic_write_text(Path(path), self._load().to_csv(GAME_IDS, AI_LEVELS))
        except Exception as problem:  # noqa: BLE001 - reported in the dialog, never a crash
            return file_problems.reason(problem)
        return None

    def flush(self) -> None:
        """Write a result still unsaved (the app is closing; nobody is left to tell)."""
        if self._unsaved:
            self._write(report=False)

    def _write(self, report: bool) -> None:
        if not self.enabled:
            self._unsaved = False
            return
        try:
            atomic_write_json(self.path, self._load().to_json())
        except Exception as problem:  # noqa: BLE001 - the game's end must go on
            if self._health.failed() and report:
                self._problems.add(lambda problem=problem: file_problems.sentences(
                    QCoreApplication.translate("Statistics", "The result could not be added to the statistics."),
                    file_problems.reason(problem),
                    QCoreApplication.translate("Statistics", "It is kept and written with the next result.")))
            return
        self._unsaved = False
        if self._health.succeeded() and report:
            self._problems.add(
                lambda: QCoreApplication.translate("Statistics", "The statistics are being saved again."))

    def get(self, game: str, level: str) -> dict[str, int]:
        """Games against the computer in ``game`` at ``level``, every player count."""
        from app.core.statistics_book import COMPUTER

        counts = {"played": 0, "won": 0, "lost": 0}
        for row in self._load().rows.get(game, {}).values():
            if row.category == COMPUTER and row.level == level:
                for key in counts:
                    counts[key] += getattr(row, key)
        return counts

    def take_problems(self) -> list[str]:
        """The messages not yet shown (each once), in the language now in use."""
        return self._problems.take()

    @property
    def problems(self) -> list[str]:
        return self._problems.peek()
