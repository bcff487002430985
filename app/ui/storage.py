"""Where the app keeps its files, and how it writes them safely.

Every file the app writes goes through ``atomic_write_json`` (temp file in the same
directory, flush + fsync, ``os.replace``), so a crash mid-write never leaves a torn
file behind and never replaces a good file with a partial one. A file that cannot be
read is moved aside with ``move_aside`` (kept for the user, never deleted or reused).
"""

from __future__ import annotations

import json
import os
import tempfile
import time
from pathlib import Path

from PySide6.QtCore import QStandardPaths

ORGANIZATION = "Jadi"
APPLICATION = "Jadi"


def data_dir() -> Path:
    """The user's data directory for saves and statistics (created on demand)."""
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    path = Path(location)
    path.mkdir(parents=True, exist_ok=True)
    return path


def atomic_write_json(path: Path, content: object) -> None:
    """Write ``content`` as JSON so that ``path`` holds either the old or the new file."""
    atomic_write_text(path, json.dumps(content, ensure_ascii=False, indent=1, sort_keys=True))


def atomic_write_text(path: Path, text: str) -> None:
    """Write ``text`` so that ``path`` holds either the old or the new file, never a mix."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temp_name = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as stream:
            stream.write(text)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temp_name, path)
    except BaseException:
        try:
            os.unlink(temp_name)
        except OSError:
            pass
        raise


def move_aside(path: Path) -> Path:
    """Rename a bad file to ``<name>.corrupt-<timestamp>`` and return the new path."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.corrupt-{stamp}")
    counter = 1
    while target.exists():
        counter += 1
        target = path.with_name(f"{path.name}.corrupt-{stamp}-{counter}")
    os.replace(path, target)
    return target


def read_json(path: Path) -> object:
    """Parse a JSON file; raises ``OSError``/``ValueError`` for unreadable content."""
    with open(path, encoding="utf-8") as stream:
        return json.load(stream)
