"""The home screen's game pictures, kept on disk from one start to the next.

Painting them (app/ui/pictures.py) names Qt's ``Qt`` namespace — QPainter's setPen,
setBrush and fillRect do, whatever their arguments, when PySide resolves their overloads
— and PySide then builds its 93 enum types: 124M instructions, and the painting another
42M, of the first window's ~1,060M (callgrind, app/bench/startup.py). A finished picture
is saved here by game, size, device pixel ratio and the painting code's version; the next
start shows it with one ``drawImage`` and builds no ``Qt`` namespace before its first
window (tests/test_startup.py). The files hold the picture's pixels as they are in memory
(premultiplied ARGB, its size in the name): reading one is a copy, where decoding a PNG
took 1.5 ms a picture. A picture is saved once its size has stayed the same for
SAVE_DELAY_MS (not at every step of a resize), one file per game. A file that cannot be
read or written is ignored: the picture is painted, as at a first start. Screenshots
neither read nor write these files (``set_enabled``).
"""

from __future__ import annotations

import os
import zlib
from functools import lru_cache
from pathlib import Path

from PySide6.QtCore import QStandardPaths, QTimer
from PySide6.QtGui import QImage

import app

# How long a picture's size must stay the same before it is saved (a resize paints many).
SAVE_DELAY_MS = 1500
# The files whose code paints the pictures: a change to any of them is a new version.
PAINTING_SOURCES = ("pictures.py", "games.py", "theme.py", "scenes/bao_art.py", "scenes/board_pictures.py")
FOLDER = "home-pictures"
SUFFIX = "argb"  # the pixels of a QImage.Format_ARGB32_Premultiplied, row after row
FORMAT = QImage.Format.Format_ARGB32_Premultiplied

_enabled = True
_pending: dict[str, tuple[QImage, tuple[int, int, float]]] = {}
_unfinished: set[str] = set()  # games whose picture shown is not finished yet (Bao's board)
_timer: QTimer | None = None


def set_enabled(enabled: bool) -> None:
    """Read and write pictures (the default), or neither (a screenshot: painted afresh,
    and the user's files untouched)."""
    global _enabled
    _enabled = enabled
    if not enabled:
        _pending.clear()


@lru_cache(maxsize=1)
def painting_version() -> str:
    """The app's version and the painting code's files as they are (their times and
    sizes: a source checkout changes them; a bundle has none, and its version says)."""
    ui = Path(__file__).resolve().parent
    stamp = app.__version__
    for name in PAINTING_SOURCES:
        try:
            status = os.stat(ui / name)
            stamp += f"|{name}:{status.st_mtime_ns}:{status.st_size}"
        except OSError:
            stamp += f"|{name}:-"
    return f"{zlib.crc32(stamp.encode()):08x}"


def folder() -> Path | None:
    """Where the pictures are kept (in the user's cache folder; None if there is none)."""
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.CacheLocation)
    return Path(location) / FOLDER if location else None


def _file(game: str, size: tuple[int, int, float]) -> Path | None:
    where = folder()
    width, height, dpr = size
    return where / f"{game}-{width}x{height}@{dpr:g}-{painting_version()}.{SUFFIX}" if where is not None else None


def load(game: str, size: tuple[int, int, float]) -> QImage | None:
    """The saved picture of ``game`` at ``size`` (logical width, height, device pixel
    ratio) in this version, or None."""
    path = _file(game, size) if _enabled else None
    if path is None:
        return None
    width, height, dpr = size
    columns, rows = round(width * dpr), round(height * dpr)
    try:
        pixels = path.read_bytes()
    except OSError:
        return None
    if len(pixels) != columns * rows * 4:
        return None  # damaged, or not ours
    image = QImage(pixels, columns, rows, columns * 4, FORMAT).copy()  # (the copy owns its pixels)
    image.setDevicePixelRatio(dpr)
    return image


def unfinished(game: str) -> None:
    """``game``'s picture is shown unfinished (its board still a stand-in)."""
    _unfinished.add(game)


def busy() -> bool:
    """Is a picture still to be finished or saved? (The start-up probe waits for it.)"""
    return _enabled and bool(_pending or _unfinished)


def keep(game: str, image: QImage, size: tuple[int, int, float]) -> None:
    """Save ``game``'s finished picture at ``size`` once no other has come for a while."""
    global _timer
    _unfinished.discard(game)
    if not _enabled:
        return
    _pending[game] = (image, size)
    if _timer is None:
        _timer = QTimer()
        _timer.setSingleShot(True)
        _timer.setInterval(SAVE_DELAY_MS)
        _timer.timeout.connect(save_pending)
    _timer.start()


def save_pending() -> None:
    """Write the pictures waiting to be saved (each game's only file: its others go)."""
    while _pending:
        game, (image, size) = _pending.popitem()
        path = _file(game, size)
        if path is None:
            continue
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            for old in path.parent.glob(f"{game}-*"):  # (an earlier size, version or format)
                if old != path:
                    old.unlink(missing_ok=True)
            if image.format() != FORMAT:
                image = image.convertToFormat(FORMAT)
            pixels = bytes(image.constBits())  # (32-bit rows have no padding)
            temporary = path.with_suffix(".tmp")
            temporary.write_bytes(pixels)
            temporary.replace(path)
        except OSError:
            pass  # painted again at the next start; nothing is lost
