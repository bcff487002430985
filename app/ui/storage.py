"""Where the app keeps its files, and how it reads and writes them safely.

The app's files are the autosaves (``saves.py``), the statistics (``statistics.py``) and
the settings (``settings.py``). All three go through this module:

- Reading: ``read_json`` / ``read_capped`` read at most ``MAX_FILE_BYTES`` and never
  anything but a regular file; content they cannot use raises ``BadFile`` (with a
  ``kind``), a file they cannot open raises ``OSError``. A loader treats *any*
  exception from reading and validating as a bad file (a deeply nested file raises
  ``RecursionError`` deep inside a parser: catching one type is never enough).
- Writing: ``atomic_write_text`` writes a temporary file in the same folder, flushes and
  fsyncs it, optionally keeps the previous version as a backup, renames it over the
  old file and fsyncs the folder, so ``path`` always holds the old or the new file in
  full. A write killed half-way leaves only a ``*.json.*.tmp`` file, which
  ``remove_stale_temp_files`` deletes at the next start.
- A bad file is renamed aside with ``move_aside`` (kept for the user, never deleted or
  reused); ``WriteHealth`` lets a store report a failing write once and its recovery
  once. The words shown to the player are in ``file_problems.py``.
"""

from __future__ import annotations

import os
import stat
import tempfile
import time
from pathlib import Path

from PySide6.QtCore import QStandardPaths

ORGANIZATION = "Jadi"
APPLICATION = "Jadi"

# The largest file the app reads. The biggest real files are a few tens of kB (a long
# four-player Svoi Kozyri match saves about 35 kB; statistics and settings stay under
# 10 kB), so 4 MiB is a hundred times what any real file needs while it still parses in
# a few tens of milliseconds; a bigger file is bad and set aside unread, so a save of
# hundreds of MB never stalls the start.
MAX_FILE_BYTES = 4 * 1024 * 1024
# The deepest nesting of lists and dicts in any file the app writes is 5; a file nested
# much deeper is damaged or hostile (and would exhaust the parser's recursion).
MAX_JSON_DEPTH = 64

# Temporary files of atomic writes: "<name>.<random>.tmp" in the file's own folder.
TEMP_SUFFIX = ".tmp"
STALE_TEMP_PATTERN = "*.json.*" + TEMP_SUFFIX


class BadFile(Exception):
    """A file whose content the app cannot use; ``kind`` says why (one of the below)."""

    DAMAGED = "damaged"            # not text / not JSON / not the format it should be
    TOO_LARGE = "too_large"        # bigger than MAX_FILE_BYTES
    TOO_DEEP = "too_deep"          # nested deeper than MAX_JSON_DEPTH
    NOT_A_FILE = "not_a_file"      # a folder (or a device, a pipe…) in the file's place
    WRONG_CONTENT = "wrong_content"  # well-formed, but not what the app writes there
    INVALID_GAME = "invalid_game"  # a save whose game is not a valid position

    def __init__(self, kind: str, detail: str = "", size: int = 0) -> None:
        super().__init__(f"{kind}: {detail}" if detail else kind)
        self.kind = kind
        self.detail = detail
        self.size = size


def app_location(kind: QStandardPaths.StandardLocation) -> Path:
    return Path(QStandardPaths.writableLocation(kind))


def data_dir() -> Path:
    """The user's data directory for saves and statistics (created by ``ensure_folder``)."""
    return app_location(QStandardPaths.StandardLocation.AppDataLocation)


def ensure_folder(folder: Path) -> Path | None:
    """Create ``folder`` if needed. A file (or anything but a folder) in its place is
    moved aside first and the new name returned. Never raises: a folder that cannot be
    made shows up later as a failed write, reported like any other."""
    aside = None
    try:
        if (folder.exists() or folder.is_symlink()) and not folder.is_dir():
            aside = move_aside(folder)
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        pass
    return aside


def file_signature(path: Path) -> tuple[int, int, int] | None:
    """What changes when a file is replaced or rewritten (None: there is nothing there)."""
    try:
        info = os.stat(path)
    except OSError:
        return None
    return info.st_ino, info.st_size, info.st_mtime_ns


def read_capped(path: Path) -> bytes:
    """The bytes of a regular file of at most ``MAX_FILE_BYTES``.

    Raises ``BadFile`` for anything else there (a folder, a pipe that would block, a
    file too large to be the app's) and ``OSError`` when the file cannot be opened."""
    info = os.stat(path)
    if not stat.S_ISREG(info.st_mode):
        raise BadFile(BadFile.NOT_A_FILE)
    if info.st_size > MAX_FILE_BYTES:
        raise BadFile(BadFile.TOO_LARGE, size=info.st_size)
    with open(path, "rb") as stream:
        data = stream.read(MAX_FILE_BYTES + 1)
    if len(data) > MAX_FILE_BYTES:  # it grew since the stat
        raise BadFile(BadFile.TOO_LARGE, size=len(data))
    return data


def parse_json(data: bytes) -> object:
    """JSON text -> value; anything that is not JSON of a sane depth raises ``BadFile``."""
    import json  # (on first use: no file is read or written before the first window)

    try:
        value = json.loads(data.decode("utf-8"))
    except RecursionError:
        raise BadFile(BadFile.TOO_DEEP) from None
    except (UnicodeDecodeError, ValueError) as error:  # JSONDecodeError is a ValueError
        raise BadFile(BadFile.DAMAGED, str(error)[:200]) from None
    if json_depth(value) > MAX_JSON_DEPTH:
        raise BadFile(BadFile.TOO_DEEP)
    return value


def json_depth(value: object) -> int:
    """How deeply lists and dicts nest in ``value`` (iterative: no recursion limit)."""
    deepest = 0
    pending = [(value, 1)]
    while pending:
        item, depth = pending.pop()
        if isinstance(item, dict):
            children = item.values()
        elif isinstance(item, list):
            children = item
        else:
            continue
        deepest = max(deepest, depth)
        if deepest > MAX_JSON_DEPTH:
            break
        pending.extend((child, depth + 1) for child in children)
    return deepest


def read_json(path: Path) -> object:
    """Parse a JSON file of the app: ``OSError`` if it cannot be read, ``BadFile`` if
    its content is not usable JSON."""
    return parse_json(read_capped(path))


def atomic_write_json(path: Path, content: object, backup: Path | None = None) -> None:
    """Write ``content`` as JSON so that ``path`` holds either the old or the new file."""
    import json

    atomic_write_text(path, json.dumps(content, ensure_ascii=False, indent=1, sort_keys=True), backup)


def atomic_write_text(path: Path, text: str, backup: Path | None = None) -> None:
    """Write ``text`` so that ``path`` holds either the old or the new file, never a mix.

    With ``backup``, the file being replaced is kept there first (the previous version:
    one bad write then never costs what was saved before it)."""
    atomic_write_bytes(path, text.encode("utf-8"), backup)


def atomic_write_bytes(path: Path, data: bytes, backup: Path | None = None) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temp_name = tempfile.mkstemp(prefix=path.name + ".", suffix=TEMP_SUFFIX, dir=path.parent)
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(data)
            stream.flush()
            os.fsync(stream.fileno())
        if backup is not None:
            keep_previous(path, backup)
        os.replace(temp_name, path)
    except BaseException:
        try:
            os.unlink(temp_name)
        except OSError:
            pass
        raise
    fsync_folder(path.parent)


def keep_previous(path: Path, backup: Path) -> None:
    """Make ``backup`` a copy of ``path`` as it is now (nothing to do if it is missing).

    A hard link costs no space and no data write; where links are not supported (FAT,
    some network drives) the bytes are copied. Either way ``backup`` is replaced
    atomically, so it always holds one complete earlier version."""
    if not path.is_file():
        return
    link_name = backup.with_name(f"{backup.name}.{os.getpid()}-{time.monotonic_ns()}{TEMP_SUFFIX}")
    try:
        os.link(path, link_name)
    except OSError:
        atomic_write_bytes(backup, read_capped(path))
        return
    try:
        os.replace(link_name, backup)
    except BaseException:
        try:
            os.unlink(link_name)
        except OSError:
            pass
        raise


def fsync_folder(folder: Path) -> None:
    """Make a rename in ``folder`` durable: without it a power cut right after
    ``os.replace`` can bring back the old file, or none. Best effort: some systems
    (Windows) cannot open a folder, some file systems refuse to sync one."""
    try:
        handle = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(handle)
    except OSError:
        pass
    finally:
        os.close(handle)


def move_aside(path: Path) -> Path:
    """Rename a bad file to ``<name>.corrupt-<timestamp>`` and return the new path.

    Raises ``OSError`` if it cannot be renamed (a read-only folder): the caller says so."""
    target = _aside_name(path)
    os.replace(path, target)
    return target


def copy_aside(path: Path, data: bytes) -> Path:
    """Keep ``data`` (what ``path`` held) under the name ``move_aside`` would give it; the
    file itself stays: used when only part of it was bad and the rest is worth keeping."""
    target = _aside_name(path)
    atomic_write_bytes(target, data)
    return target


def _aside_name(path: Path) -> Path:
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.corrupt-{stamp}")
    counter = 1
    while target.exists() or target.is_symlink():
        counter += 1
        target = path.with_name(f"{path.name}.corrupt-{stamp}-{counter}")
    return target


def remove_stale_temp_files(folder: Path) -> list[Path]:
    """Delete what writes killed half-way left behind (``*.json.*.tmp``); they hold at
    most a partial copy of a file that is still there in full. Another copy of the app
    writing at this very moment only sees its write fail once, reported and retried."""
    removed = []
    try:
        candidates = list(folder.glob(STALE_TEMP_PATTERN))
    except OSError:
        return removed
    for candidate in candidates:
        try:
            if candidate.is_file() and not candidate.is_symlink():
                candidate.unlink()
                removed.append(candidate)
        except OSError:
            pass
    return removed


class WriteHealth:
    """Whether the writes of one store work: a failure is reported when writing starts
    failing (not at every retry), and the recovery once when a write works again."""

    def __init__(self) -> None:
        self.failing = False

    def failed(self) -> bool:
        """Record a failed write; True if it is the first of a run (report it)."""
        first = not self.failing
        self.failing = True
        return first

    def succeeded(self) -> bool:
        """Record a write that worked; True if the writes were failing (say it works again)."""
        recovered = self.failing
        self.failing = False
        return recovered
