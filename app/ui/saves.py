"""Autosaves: one JSON file per game in the user's data directory.

Content: ``{"format": 1, "game": ..., "state": ..., "history": [...], ...}`` (the game
view decides the rest). Writes are atomic (``storage.atomic_write_json``). A file that
cannot be read or does not look like a save is moved aside and reported, never reused
and never overwritten.
"""

from __future__ import annotations

import json
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from app.ui.storage import atomic_write_text, data_dir, move_aside, read_json

SAVE_FORMAT = 1


class SaveStore:
    def __init__(self, directory: Path | None = None, enabled: bool = True) -> None:
        self._directory = directory
        # Disabled for --screenshot runs, which must never touch the user's files.
        self.enabled = enabled
        self.problems: list[str] = []
        # Writes go to one background thread, in order: fsync can take tens of ms on a
        # busy disk, which the GUI thread must not wait for during an animation.
        self._writer = ThreadPoolExecutor(max_workers=1, thread_name_prefix="jadi-saves")
        self._last_write: Future | None = None
        self.write_errors: list[str] = []

    def flush(self) -> None:
        """Wait until every queued write has reached the disk."""
        if self._last_write is not None:
            self._last_write.result()
            self._last_write = None

    def _queue(self, job, *args) -> None:
        def run() -> None:
            try:
                job(*args)
            except OSError as exc:  # reported, never raised into the GUI
                self.write_errors.append(str(exc))
        self._last_write = self._writer.submit(run)

    @property
    def directory(self) -> Path:
        if self._directory is None:
            self._directory = data_dir()
        return self._directory

    def path_for(self, game: str) -> Path:
        return self.directory / f"{game}.json"

    def exists(self, game: str) -> bool:
        self.flush()
        return self.enabled and self.path_for(game).exists()

    def save(self, game: str, content: dict) -> None:
        if not self.enabled:
            return
        # Serialised now (the caller's objects may change), written in the background.
        text = json.dumps({**content, "format": SAVE_FORMAT, "game": game}, ensure_ascii=False, sort_keys=True)
        self._queue(atomic_write_text, self.path_for(game), text)

    def delete(self, game: str) -> None:
        if self.enabled:
            self._queue(lambda path: path.unlink(missing_ok=True), self.path_for(game))

    def load(self, game: str) -> dict | None:
        """The saved content, or None when there is none or it was bad (then reported)."""
        if not self.enabled:
            return None
        self.flush()
        path = self.path_for(game)
        if not path.exists():
            return None
        try:
            content = read_json(path)
        except (OSError, ValueError) as exc:
            self.quarantine(game, str(exc))
            return None
        if not isinstance(content, dict) or content.get("format") != SAVE_FORMAT or content.get("game") != game:
            self.quarantine(game, "not a Jadi save of this game")
            return None
        return content

    def quarantine(self, game: str, reason: str) -> Path | None:
        """Move a bad save aside and record a message for the user."""
        self.flush()
        path = self.path_for(game)
        try:
            aside = move_aside(path)
        except OSError:
            aside = None
        name = aside.name if aside else path.name
        self.problems.append(
            QCoreApplication.translate(
                "Saves", "The saved game could not be read ({0}); it was kept as {1} and a new game starts."
            ).format(reason[:120], name)
        )
        return aside
