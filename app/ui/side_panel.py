"""What every game screen shares: the scene on the left taking the room, a side panel of
fixed width on the right with a heading, and panel buttons that leave the keyboard to
the scene."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

PANEL_WIDTH = 300


def panel_button(text: str = "") -> QPushButton:
    button = QPushButton(text)
    # The scene keeps the keyboard focus (arrows, Enter, Space); the buttons are for the
    # mouse and have menu shortcuts, so keys always reach the board or the table.
    button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    return button


class SidePanel(QFrame):
    """The panel's frame and its heading (``title``); subclasses add their rows to
    ``self.rows``."""

    def __init__(self, spacing: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("Panel")
        self.setFixedWidth(PANEL_WIDTH)
        self.rows = QVBoxLayout(self)
        self.rows.setContentsMargins(14, 14, 14, 14)
        self.rows.setSpacing(spacing)
        self.title = QLabel()
        self.title.setObjectName("Heading")
        self.title.setWordWrap(True)
        self.rows.addWidget(self.title)


def arrange_game_screen(screen: QWidget, scene_view: QWidget, panel: QWidget) -> None:
    """Lay out a game screen: the scene's view stretches, the panel keeps its width, and
    the scene's view takes the keyboard focus for the whole screen."""
    layout = QHBoxLayout(screen)
    layout.setContentsMargins(8, 8, 12, 12)
    layout.setSpacing(10)
    layout.addWidget(scene_view, 1)
    layout.addWidget(panel)
    screen.setFocusProxy(scene_view)
