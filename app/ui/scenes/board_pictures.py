"""The Bao board's background pictures, painted a few milliseconds at a time between
events and cached by size.

A board picture costs tens of milliseconds at a usual size and several hundred at
2560x1440 at ratio 2: painted in one go it froze the window on opening Bao and on every
resize. Here ``bao_art.board_steps`` paints it step by step (big fills band by band),
and a zero timer runs steps for at most ``SLICE_MS`` before it lets the event loop go
on; ``ready`` tells the scene when the picture is complete.

(A worker thread does not help: PySide keeps Python's GIL for the whole of every
QPainter call, so a long fill in a thread stops the GUI thread's Python just the same,
and the steps would need the same slicing.)

Until its picture is ready the scene shows a stand-in (``stand_in``): the nearest
finished picture, mapped so that its pits lie on the new pits, or, before any exists, a
plain board without the grain painted small. Only the newest request is painted: a
picture started for a size the window has already left is dropped, and a new picture
starts only once the size has held for ``SETTLE_MS`` (see there).
"""

from __future__ import annotations

import math
import time
from collections import OrderedDict
from typing import Iterator, NamedTuple

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QColor, QImage

from app.ui.scenes import bao_art

# The view's colour around the board (the board pictures are opaque, painted on it).
BACKGROUND = QColor("#2a211b")
# Painting time per turn of the event loop.
SLICE_MS = 8
# A picture starts this long after the last request for a new size. A window being
# dragged asks for a new size every frame: starting each picture put a picture-sized
# allocation and a slice of painting into the same turn of the event loop as the frame
# that showed the stand-in (a drag at ratio 2 stalled 60-74 ms, that turn measured
# resize 7 + frame 25 + slice 9 ms and more). Meanwhile the stand-in is shown.
SETTLE_MS = 40
# Finished pictures kept: the current size and the last few (going back to an earlier
# size is instant), within a memory budget (one picture at 2560x1440 at ratio 2 is 59 MB).
CACHE_PICTURES = 4
CACHE_BYTES = 160 * 1024 * 1024
# The plain stand-in is painted with at most this many device pixels (a few ms).
QUICK_PIXELS = 250_000


class BoardKey(NamedTuple):
    width: int
    height: int
    dpr: float
    with_house: bool
    opaque: bool = True  # on BACKGROUND (the scene); else transparent around the board

    @property
    def ground(self) -> QColor | None:
        return BACKGROUND if self.opaque else None


class _Painting(NamedTuple):
    key: BoardKey
    image: QImage
    steps: Iterator[None]


class BoardPictures(QObject):
    """Board pictures by ``BoardKey``; ``ready(key)`` when one is complete."""

    ready = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._cache: OrderedDict[BoardKey, QImage] = OrderedDict()
        self._quick: dict[BoardKey, QImage] = {}
        self._painting: _Painting | None = None
        self._waiting: BoardKey | None = None  # requested, to start after SETTLE_MS
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._paint_slice)

    # -- asking ---------------------------------------------------------------------
    def picture(self, key: BoardKey) -> QImage | None:
        """The finished picture for ``key``, if there is one."""
        image = self._cache.get(key)
        if image is not None:
            self._cache.move_to_end(key)
        return image

    def request(self, key: BoardKey) -> None:
        """Have the picture for ``key`` painted (``ready`` follows); a picture being
        painted for another size is dropped."""
        if key in self._cache or key in (self._waiting, self._painting and self._painting.key):
            return
        self._drop_painting()
        self._waiting = key
        self._timer.start(SETTLE_MS)

    def wait(self, key: BoardKey) -> QImage:
        """The picture for ``key`` now, painted at once if need be (screenshots, tests)."""
        self.request(key)
        if self._waiting == key:
            self._start_waiting()
        while self._painting is not None and self._painting.key == key:
            self._step()
        return self._cache[key]

    def finish(self) -> None:
        """Complete the picture being painted or waiting to start now (screenshots)."""
        key = self._waiting or (self._painting and self._painting.key)
        if key:
            self.wait(key)

    def is_busy(self) -> bool:
        return self._painting is not None or self._waiting is not None

    def stand_in(self, key: BoardKey) -> tuple[BoardKey, QImage]:
        """Something to show for ``key`` until its picture is ready: the most recently
        used finished picture (at its own size and ratio: the scene maps it), else a
        plain board painted small now."""
        usable = [other for other in reversed(self._cache) if other.opaque == key.opaque]
        for other in usable:
            if other.with_house == key.with_house:
                return other, self._cache[other]
        if usable:
            return usable[0], self._cache[usable[0]]
        small = max(0.2, min(key.dpr, math.sqrt(QUICK_PIXELS / max(1, key.width * key.height))))
        small_key = key._replace(dpr=round(small, 3))
        image = self._quick.get(small_key)
        if image is None:
            if len(self._quick) >= CACHE_PICTURES:
                self._quick.clear()
            image = self._quick[small_key] = bao_art.render_board(*small_key[:4], key.ground, grain=False)
        return small_key, image

    # -- painting -------------------------------------------------------------------
    def _paint_slice(self) -> None:
        deadline = time.perf_counter() + SLICE_MS / 1000
        self._start_waiting()
        while self._painting is not None and time.perf_counter() < deadline:
            self._step()
        if self._painting is not None:
            self._timer.start(0)

    def _start_waiting(self) -> None:
        key, self._waiting = self._waiting, None
        if key is not None:
            image = bao_art.board_image(key.width, key.height, key.dpr, key.ground)
            self._painting = _Painting(key, image, bao_art.board_steps(image, key.width, key.height, key.with_house))

    def _step(self) -> None:
        painting = self._painting
        try:
            next(painting.steps)
        except StopIteration:
            self._painting = None
            self._store(painting.key, painting.image)
            self.ready.emit(painting.key)

    def _drop_painting(self) -> None:
        if self._painting is not None:
            self._painting.steps.close()  # ends its painter
            self._painting = None
        self._waiting = None
        self._timer.stop()

    def _store(self, key: BoardKey, image: QImage) -> None:
        self._cache[key] = image
        self._cache.move_to_end(key)
        self._quick = {k: v for k, v in self._quick.items() if k._replace(dpr=key.dpr) != key}
        while len(self._cache) > 1 and (len(self._cache) > CACHE_PICTURES or self._bytes() > CACHE_BYTES):
            self._cache.popitem(last=False)

    def _bytes(self) -> int:
        return sum(image.sizeInBytes() for image in self._cache.values())


_shared: BoardPictures | None = None


def board_pictures() -> BoardPictures:
    """The application's one board-picture service (the game and the tutorial board
    share its cache). Created on first use, in the GUI thread."""
    global _shared
    if _shared is None:
        _shared = BoardPictures()
    return _shared
