"""Statistics per game and AI level: games played, won and lost (against the AI).

Read when first needed (the dialog, a game's end), written at once after each result.
Nothing here raises into the game: a file that cannot be read is set aside and
reported (``take_problems``), a failed write is reported once, the result is kept in
memory and written with the next result (or when the app closes), and a write that
works again is reported too.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication

from app.core.statistics_book import CATEGORIES, COMPUTER, ONLINE
from app.ui import file_problems
from app.ui.storage import BadFile, WriteHealth, atomic_write_json, data_dir, move_aside, read_json

STATISTICS_FILE_NAME = "statistics.json"
OUTCOMES = ("won", "lost")


class Statistics:
    def __init__(self, path: Path | None = None, enabled: bool = True) -> None:
        self._path = path
        self.enabled = enabled
        self._problems = file_problems.Problems()
        self._table: dict[str, dict[str, dict[str, int]]] | None = None
        self._health = WriteHealth()
        self._unsaved = False

    @property
    def path(self) -> Path:
        if self._path is None:
            self._path = data_dir() / STATISTICS_FILE_NAME
        return self._path

    def _load(self) -> dict[str, dict[str, dict[str, int]]]:
        if self._table is not None:
            return self._table
        self._table = {}
        if not self.enabled or not (self.path.exists() or self.path.is_symlink()):
            return self._table
        try:
            self._table = self._validated(read_json(self.path))
        except Exception as problem:  # noqa: BLE001 - any unusable file is set aside, never a crash
            try:
                aside = move_aside(self.path)
            except OSError:
                aside = None
            self._problems.add(lambda problem=problem: file_problems.sentences(
                QCoreApplication.translate("Statistics", "The statistics could not be read."),
                file_problems.reason(problem), file_problems.kept_aside(aside),
                QCoreApplication.translate("Statistics", "Counting starts again from zero.")))
        return self._table

    @staticmethod
    def _validated(content: object) -> dict[str, dict[str, dict[str, int]]]:
        if not isinstance(content, dict):
            raise BadFile(BadFile.WRONG_CONTENT, "not a table")
        table: dict[str, dict[str, dict[str, int]]] = {}
        for game, levels in content.items():
            if not isinstance(levels, dict):
                raise BadFile(BadFile.WRONG_CONTENT, f"bad entry for {game}")
            for level, counts in levels.items():
                if not isinstance(counts, dict):
                    raise BadFile(BadFile.WRONG_CONTENT, f"bad entry for {game}/{level}")
                row = {key: counts.get(key, 0) for key in ("played", *OUTCOMES)}
                if not all(type(v) is int and v >= 0 for v in row.values()):
                    raise BadFile(BadFile.WRONG_CONTENT, f"bad counts for {game}/{level}")
                table.setdefault(game, {})[level] = row
        return table

    def record(self, game: str, level: str, outcome: str, category: str = COMPUTER) -> None:
        """Count one result. Never raises for a file problem (see the module's doc).
        ``category``: against the computer (per ``level``), or ``online`` — counted apart,
        as one row whatever the computers' levels at the table (issue 18)."""
        if outcome not in OUTCOMES:
            raise ValueError(f"unknown outcome {outcome!r}")
        if category not in CATEGORIES:
            raise ValueError(f"unknown category {category!r}")
        if category == ONLINE:
            level = ONLINE  # this file's format keeps a row per game and level
        table = self._load()
        row = table.setdefault(game, {}).setdefault(level, {"played": 0, "won": 0, "lost": 0})
        row["played"] += 1
        row[outcome] += 1
        self._unsaved = True
        self._write(report=True)

    def flush(self) -> None:
        """Write a result still unsaved (the app is closing; nobody is left to tell)."""
        if self._unsaved:
            self._write(report=False)

    def _write(self, report: bool) -> None:
        if not self.enabled:
            self._unsaved = False
            return
        try:
            atomic_write_json(self.path, self._table)
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
        return dict(self._load().get(game, {}).get(level, {"played": 0, "won": 0, "lost": 0}))

    def table(self) -> dict[str, dict[str, dict[str, int]]]:
        return {g: {lv: dict(r) for lv, r in levels.items()} for g, levels in self._load().items()}

    def take_problems(self) -> list[str]:
        """The messages not yet shown (each once), in the language now in use."""
        return self._problems.take()

    @property
    def problems(self) -> list[str]:
        return self._problems.peek()
