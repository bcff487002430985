"""Statistics per game and AI level: games played, won and lost (against the AI)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication

from app.ui.storage import atomic_write_json, data_dir, move_aside, read_json

STATISTICS_FILE_NAME = "statistics.json"
OUTCOMES = ("won", "lost")


class Statistics:
    def __init__(self, path: Path | None = None, enabled: bool = True) -> None:
        self._path = path
        self.enabled = enabled
        self.problems: list[str] = []
        self._table: dict[str, dict[str, dict[str, int]]] | None = None

    @property
    def path(self) -> Path:
        if self._path is None:
            self._path = data_dir() / STATISTICS_FILE_NAME
        return self._path

    def _load(self) -> dict[str, dict[str, dict[str, int]]]:
        if self._table is not None:
            return self._table
        self._table = {}
        if not self.enabled or not self.path.exists():
            return self._table
        try:
            content = read_json(self.path)
            self._table = self._validated(content)
        except (OSError, ValueError) as exc:
            aside = move_aside(self.path)
            self.problems.append(
                QCoreApplication.translate(
                    "Statistics", "The statistics file could not be read ({0}); it was kept as {1}."
                ).format(str(exc)[:120], aside.name)
            )
            self._table = {}
        return self._table

    @staticmethod
    def _validated(content: object) -> dict[str, dict[str, dict[str, int]]]:
        if not isinstance(content, dict):
            raise ValueError("not a table")
        table: dict[str, dict[str, dict[str, int]]] = {}
        for game, levels in content.items():
            if not isinstance(levels, dict):
                raise ValueError(f"bad entry for {game}")
            for level, counts in levels.items():
                if not isinstance(counts, dict):
                    raise ValueError(f"bad entry for {game}/{level}")
                row = {key: counts.get(key, 0) for key in ("played", *OUTCOMES)}
                if not all(isinstance(v, int) and v >= 0 for v in row.values()):
                    raise ValueError(f"bad counts for {game}/{level}")
                table.setdefault(game, {})[level] = row
        return table

    def record(self, game: str, level: str, outcome: str) -> None:
        if outcome not in OUTCOMES:
            raise ValueError(f"unknown outcome {outcome!r}")
        table = self._load()
        row = table.setdefault(game, {}).setdefault(level, {"played": 0, "won": 0, "lost": 0})
        row["played"] += 1
        row[outcome] += 1
        if self.enabled:
            atomic_write_json(self.path, table)

    def get(self, game: str, level: str) -> dict[str, int]:
        return dict(self._load().get(game, {}).get(level, {"played": 0, "won": 0, "lost": 0}))

    def table(self) -> dict[str, dict[str, dict[str, int]]]:
        return {g: {lv: dict(r) for lv, r in levels.items()} for g, levels in self._load().items()}
