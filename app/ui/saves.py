"""Autosaves: one JSON file per game (and per tutorial) in the user's data directory.

Content: ``{"format": 1, "game": <key>, ...}``; the game view decides the rest
(``snapshot`` / ``restore``). The API, used from the GUI thread:

- ``exists(key)``: is there a usable save? Cheap enough for the home screen: it reads
  and parses the (size-capped) file once and remembers the answer until the file
  changes; it never builds the game (that happens in ``resume``).
- ``resume(key, restore)``: hand the save to ``restore`` (the view); a save that cannot
  be read or restored is moved aside and reported, and the previous save (kept as
  ``<key>.json.bak`` by every write) is tried next: one bad write never costs the game.
- ``save(key, content)`` / ``delete(key)``: queued to one background thread, in order.
- ``take_problems()``: messages for the player (each problem once, in words);
  ``on_problem`` (optional) is called, from the writer thread, when one arrives there.

A bad file is never reused and never overwritten: renamed aside, or, when even that
fails (a read-only folder), left alone and ignored for the rest of the session.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Callable

from PySide6.QtCore import QCoreApplication

from app.ui import file_problems
from app.ui.storage import (
    BadFile,
    WriteHealth,
    atomic_write_text,
    data_dir,
    ensure_folder,
    file_signature,
    move_aside,
    read_json,
    remove_stale_temp_files,
)

if TYPE_CHECKING:  # the writer thread's pool is made at the first write (fast start-up)
    from concurrent.futures import Future, ThreadPoolExecutor

SAVE_FORMAT = 1
BACKUP_SUFFIX = ".bak"
# A tutorial's progress is saved under this prefix and the game's id.
TUTORIAL_SAVE_PREFIX = "tutorial_"
# The last finished card game, kept for "Review the last game" on the home screen.
LAST_GAME_KEY = "last_game"


class SaveStore:
    def __init__(self, directory: Path | None = None, enabled: bool = True) -> None:
        self._directory = directory
        self._prepared = False
        # Disabled for --screenshot runs, which must never touch the user's files.
        self.enabled = enabled
        self.on_problem: Callable[[], None] | None = None
        self._problems = file_problems.Problems()  # added to by the writer thread too
        self._health = WriteHealth()   # used by the writer thread only
        # Writes go to one background thread, in order: fsync can take tens of ms on a
        # busy disk, which the GUI thread must not wait for during an animation. The
        # thread starts with the first write (the home screen writes nothing).
        self._writer: ThreadPoolExecutor | None = None
        self._last_write: Future | None = None
        # Files known to be usable / bad-but-unmovable, by path, while their signature
        # (inode, size, mtime) stays the same: each file is read and reported once.
        self._usable: dict[Path, tuple] = {}
        self._ignored: dict[Path, tuple | None] = {}

    # -- where --------------------------------------------------------------------------
    @property
    def directory(self) -> Path:
        if self._directory is None:
            self._directory = data_dir()
        if not self._prepared and self.enabled:
            self._prepared = True
            aside = ensure_folder(self._directory)
            if aside is not None:
                folder = self._directory
                self._report(lambda: file_problems.folder_moved_aside(folder, aside))
            remove_stale_temp_files(self._directory)
        return self._directory

    def path_for(self, key: str) -> Path:
        return self.directory / f"{key}.json"

    def backup_for(self, key: str) -> Path:
        return self.directory / f"{key}.json{BACKUP_SUFFIX}"

    # -- reading --------------------------------------------------------------------------
    def exists(self, key: str) -> bool:
        """True if there is a save that can be read (not yet restored: see ``resume``).
        A file already read is not read again until it changes."""
        if not self.enabled:
            return False
        self.flush()
        path = self._candidate(key)
        if path is not None and path in self._usable and self._usable[path] == file_signature(path):
            return True
        return self.load(key) is not None

    def modified(self, key: str) -> float:
        """When the save in use was written (0 when there is none)."""
        path = self._candidate(key) if self.enabled else None
        try:
            return path.stat().st_mtime if path is not None else 0.0
        except OSError:
            return 0.0

    def load(self, key: str) -> dict | None:
        """The saved content, or None when there is none (a bad file is set aside and
        reported, and the backup tried)."""
        if not self.enabled:
            return None
        self.flush()
        path = self._candidate(key)
        while path is not None:
            try:
                content = self._read(path, key)
                self._usable[path] = file_signature(path)
                return content
            except Exception as problem:  # noqa: BLE001 - any unusable file is set aside
                self._set_aside(key, path, problem)
            path = self._candidate(key)
        return None

    def resume(self, key: str, restore: Callable[[dict], bool]) -> bool:
        """Give the save to ``restore`` (False or an exception: it is unusable); a save it
        rejects is set aside and the backup tried. True if a save was restored."""
        while (content := self.load(key)) is not None:
            try:
                if restore(content):
                    return True
                problem: BaseException = BadFile(BadFile.INVALID_GAME)
            except Exception as error:  # noqa: BLE001 - an unusable save is never a crash
                problem = error
            self.quarantine(key, problem)
        return False

    def quarantine(self, key: str, problem: BaseException) -> None:
        """The save of ``key`` could not be used (``problem`` says why): set it aside."""
        self.flush()
        path = self._candidate(key)
        if path is not None:
            self._set_aside(key, path, problem)

    def _candidate(self, key: str) -> Path | None:
        """The file to read for ``key``: the save, else (when the save was bad and could
        not be moved away) its backup; None when there is neither."""
        for path in (self.path_for(key), self.backup_for(key)):
            signature = file_signature(path)
            if signature is None:
                if path == self.path_for(key):
                    return None  # a backup alone is a finished game's leftover, not a save
                continue
            if self._is_ignored(path, signature):
                continue
            return path
        return None

    def _is_ignored(self, path: Path, signature: tuple | None = None) -> bool:
        """A bad file that could not be moved aside, still as it was when found."""
        if path not in self._ignored:
            return False
        return self._ignored[path] == (signature or file_signature(path))

    @staticmethod
    def _read(path: Path, key: str) -> dict:
        content = read_json(path)
        if not isinstance(content, dict) or content.get("format") != SAVE_FORMAT or content.get("game") != key:
            raise BadFile(BadFile.WRONG_CONTENT)
        return content

    def _set_aside(self, key: str, path: Path, problem: BaseException) -> None:
        """Rename a bad save aside (or, failing that, ignore it for this session), put the
        backup in its place, and tell the player once."""
        self._usable.pop(path, None)
        signature = file_signature(path)
        try:
            aside = move_aside(path)
        except OSError:
            aside = None
            self._ignored[path] = signature
        backup = self.backup_for(key)
        use_backup = path == self.path_for(key) and file_signature(backup) is not None
        if use_backup and aside is not None:
            try:
                backup.replace(path)  # the backup becomes the save (the next write keeps it so)
            except OSError:
                use_backup = False
        # (a save that could not be moved is ignored, and its backup read where it is)
        self._report(lambda: file_problems.sentences(
            self._unusable_sentence(key), file_problems.reason(problem), file_problems.kept_aside(aside),
            QCoreApplication.translate("Saves", "The copy saved one step earlier is used instead.")
            if use_backup else ""))

    @staticmethod
    def _unusable_sentence(key: str) -> str:
        from app.ui.games import game_title  # only when a message is due

        if key.startswith(TUTORIAL_SAVE_PREFIX):
            game = key[len(TUTORIAL_SAVE_PREFIX):]
            return QCoreApplication.translate("Saves", "Your progress in the {0} tutorial could not be used.").format(
                _title(game_title, game))
        return QCoreApplication.translate("Saves", "Your saved game of {0} could not be used.").format(
            _title(game_title, key))

    # -- writing ----------------------------------------------------------------------------
    def save(self, key: str, content: dict) -> None:
        if not self.enabled:
            return
        import json  # (on first use, not at start-up)

        # Serialised now (the caller's objects may change), written in the background.
        text = json.dumps({**content, "format": SAVE_FORMAT, "game": key}, ensure_ascii=False, sort_keys=True)
        self._queue(atomic_write_text, self.path_for(key), text, self.backup_for(key))

    def delete(self, key: str) -> None:
        """Remove the save and its backup (a finished or replaced game); a bad file
        that could not be moved aside is kept (it is the player's, not ours to delete)."""
        if self.enabled:
            # The backup first: a backup left alone is never resumed, a save left alone is.
            paths = [p for p in (self.backup_for(key), self.path_for(key)) if not self._is_ignored(p)]
            self._queue(_delete_files, *paths)

    def flush(self) -> None:
        """Wait until every queued write has reached the disk."""
        if self._last_write is not None:
            self._last_write.result()
            self._last_write = None

    def close(self) -> None:
        """Flush, and end the writer's thread (its window is closing: an idle thread per
        closed window stayed alive; a later write starts a new one)."""
        self.flush()
        if self._writer is not None:
            self._writer.shutdown(wait=True)
            self._writer = None

    def _queue(self, job, *args) -> None:
        def run() -> None:
            try:
                job(*args)
            except Exception as problem:  # noqa: BLE001 - reported, never raised into the GUI
                if self._health.failed():  # (the name ``problem`` ends with the except block)
                    self._report(lambda problem=problem: file_problems.sentences(
                        QCoreApplication.translate("Saves", "The game could not be saved."),
                        file_problems.reason(problem),
                        QCoreApplication.translate("Saves", "Jadi tries again after every move.")))
                return
            if self._health.succeeded():
                self._report(lambda: QCoreApplication.translate("Saves", "The game is being saved again."))
        if self._writer is None:
            from concurrent.futures import ThreadPoolExecutor

            self._writer = ThreadPoolExecutor(max_workers=1, thread_name_prefix="jadi-saves")
        self._last_write = self._writer.submit(run)

    # -- messages ----------------------------------------------------------------------------
    def _report(self, message: Callable[[], str]) -> None:
        self._problems.add(message)
        if self.on_problem is not None:
            try:
                self.on_problem()
            except RuntimeError:  # the window that listened is gone (the message waits)
                pass

    def take_problems(self) -> list[str]:
        """The messages not yet shown (each once), in the language now in use."""
        return self._problems.take()

    @property
    def problems(self) -> list[str]:
        """The messages not yet shown (they stay until taken)."""
        return self._problems.peek()


def _delete_files(*paths: Path) -> None:
    for path in paths:
        path.unlink(missing_ok=True)


def _title(game_title, game: str) -> str:
    try:
        return game_title(game)
    except KeyError:  # a key the app does not know (a test's): its own name
        return game
