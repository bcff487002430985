"""The main window's size and place: the last one when it still fits the screens of this
start, else a size fitted to the screen, never larger than it.

A window of 1280 x 800 at 150 % scaling is 1920 x 1200 pixels: on a 1600 x 1000 or
1920 x 1080 screen its hand and side panel were off the screen.
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QRect, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

# The size a first window gets when the screen has room for it (logical pixels).
PREFERRED_SIZE = QSize(1280, 800)
# Below this the home screen's four cards and the board's counts get too small to read;
# every game screen was checked at this size and at 1024 x 640. A screen smaller than
# this (with the frame) lowers it, so that the window always fits.
MINIMUM_SIZE = QSize(900, 600)
# Room kept for the window's frame (title bar, borders), which the window's own size
# does not count, so that the whole window is on the screen.
FRAME_ALLOWANCE = QSize(16, 48)
BORDER = FRAME_ALLOWANCE.width() // 2
TITLE_BAR = FRAME_ALLOWANCE.height() - BORDER


def usable_size(available: QRect) -> QSize:
    """The largest window (without its frame) that fits in ``available``."""
    return QSize(max(1, available.width() - FRAME_ALLOWANCE.width()),
                 max(1, available.height() - FRAME_ALLOWANCE.height()))


def minimum_size(available: QRect) -> QSize:
    return MINIMUM_SIZE.boundedTo(usable_size(available))


def fitted_geometry(available: QRect) -> QRect:
    """The preferred size, shrunk to fit ``available``, the framed window centred in it."""
    size = PREFERRED_SIZE.boundedTo(usable_size(available))
    left = available.left() + (available.width() - size.width()) // 2
    top = available.top() + (available.height() - size.height() - FRAME_ALLOWANCE.height()) // 2 + TITLE_BAR
    return QRect(left, top, size.width(), size.height())


def fits_a_screen(geometry: QRect) -> bool:
    """True when the window at ``geometry`` (without its frame), frame included, lies
    within one screen's available area."""
    framed = geometry.adjusted(-BORDER, -TITLE_BAR, BORDER, BORDER)
    return any(screen.availableGeometry().contains(framed) for screen in QGuiApplication.screens())


def place_window(window: QWidget, saved: QByteArray | None) -> None:
    """Before the first show: the window where it was last (``saved``, from
    ``QWidget.saveGeometry``) when that still fits this start's screens, else fitted to
    the primary screen. The minimum size never exceeds the screen either."""
    screen = QGuiApplication.primaryScreen()
    if screen is None:
        return
    available = screen.availableGeometry()
    window.setMinimumSize(window.minimumSize().boundedTo(minimum_size(available)))
    if saved is not None and not saved.isEmpty() and window.restoreGeometry(saved):
        if window.isMaximized() or window.isFullScreen() or fits_a_screen(window.normalGeometry()):
            return
        from PySide6.QtCore import Qt  # (here: the first window names no Qt, app/ui/home_pictures.py)

        window.setWindowState(Qt.WindowState.WindowNoState)
    window.setGeometry(fitted_geometry(available))
