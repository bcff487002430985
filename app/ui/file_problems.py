"""The words the player reads when one of the app's files cannot be read or written.

A message is a few whole sentences, each translated on its own: what could not be
done (the store says it: "The statistics could not be read."), why (``reason``), and
what became of the file (``kept_aside``). Never an errno or a parser's message.
"""

from __future__ import annotations

import errno
import threading
from pathlib import Path
from typing import Callable

from PySide6.QtCore import QCoreApplication

from app.ui.storage import MAX_FILE_BYTES, BadFile


class Problems:
    """A store's messages for the player, each shown once. A message is put into words
    when it is shown (``take``), so it is in the language then in use: the settings'
    own problems are found before the language is known. Thread-safe (the autosave's
    writer thread reports too)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._pending: list[Callable[[], str]] = []

    def add(self, message: Callable[[], str]) -> None:
        with self._lock:
            self._pending.append(message)

    def take(self) -> list[str]:
        """The messages not shown yet, in words; they are then gone."""
        with self._lock:
            taken, self._pending = self._pending, []
        return [message() for message in taken]

    def peek(self) -> list[str]:
        """The messages not shown yet, in words (they stay)."""
        with self._lock:
            pending = list(self._pending)
        return [message() for message in pending]


def reason(problem: BaseException) -> str:
    """One sentence saying why a file could not be used or written."""
    if isinstance(problem, BadFile):
        return _bad_file_reason(problem)
    if isinstance(problem, OSError):
        return _system_reason(problem)
    if isinstance(problem, RecursionError):
        return _bad_file_reason(BadFile(BadFile.TOO_DEEP))
    if isinstance(problem, MemoryError):
        return _bad_file_reason(BadFile(BadFile.TOO_LARGE))
    # A loader's validation failed in some other way (a missing key, a wrong type…).
    return _bad_file_reason(BadFile(BadFile.WRONG_CONTENT))


def _bad_file_reason(problem: BadFile) -> str:
    if problem.kind == BadFile.TOO_LARGE:
        if problem.size:
            return QCoreApplication.translate(
                "Files", "The file is too large ({0} MB; Jadi's files are never larger than {1} MB)."
            ).format(_megabytes(problem.size), _megabytes(MAX_FILE_BYTES))
        return QCoreApplication.translate("Files", "The file is too large.")
    if problem.kind == BadFile.TOO_DEEP:
        return QCoreApplication.translate("Files", "The file is nested too deeply to be one of Jadi's files.")
    if problem.kind == BadFile.NOT_A_FILE:
        return QCoreApplication.translate(
            "Files", "There is a folder or something else that is not a file in its place.")
    if problem.kind == BadFile.WRONG_CONTENT:
        return QCoreApplication.translate("Files", "The file does not contain what Jadi saves there.")
    if problem.kind == BadFile.INVALID_GAME:
        return QCoreApplication.translate("Files", "The game in the file is not a valid position.")
    return QCoreApplication.translate("Files", "The file is damaged.")


def _system_reason(problem: OSError) -> str:
    code = problem.errno
    if code in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
        return QCoreApplication.translate("Files", "The disk is full.")
    if code == errno.EROFS:
        return QCoreApplication.translate("Files", "The disk or folder is read-only.")
    if code in (errno.EACCES, errno.EPERM):
        return QCoreApplication.translate("Files", "Jadi has no permission to use this file or its folder.")
    if code == errno.EISDIR:
        return _bad_file_reason(BadFile(BadFile.NOT_A_FILE))
    if code == errno.ENOTDIR:
        return QCoreApplication.translate("Files", "A file is in the place of one of its folders.")
    if code == errno.EIO:
        return QCoreApplication.translate("Files", "The disk reported an error.")
    detail = problem.strerror or type(problem).__name__
    return QCoreApplication.translate("Files", "The system reported: {0}.").format(detail)


def kept_aside(aside: Path | None) -> str:
    """What became of a bad file: renamed aside, or (a read-only folder) left as it was."""
    if aside is not None:
        return QCoreApplication.translate("Files", "The file was kept as {0}.").format(aside.name)
    return QCoreApplication.translate(
        "Files", "The file could not be moved aside, so it was left where it is and is not used.")


def folder_moved_aside(folder: Path, aside: Path) -> str:
    """A file was where the app's folder belongs; it was renamed and the folder made."""
    return QCoreApplication.translate(
        "Files", "A file was in the place of Jadi's folder {0}; the file was kept as {1}.").format(
        str(folder), aside.name)


def sentences(*parts: str) -> str:
    """Whole translated sentences, one after another."""
    return " ".join(part for part in parts if part)


def _megabytes(size: int) -> str:
    return f"{size / (1024 * 1024):.0f}" if size >= 10 * 1024 * 1024 else f"{size / (1024 * 1024):.1f}"
