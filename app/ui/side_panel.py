"""What every game screen shares: the scene on the left taking the room, a side panel of
fixed width on the right with a heading, and panel buttons that leave the keyboard to
the scene."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QFrame, QHBoxLayout, QPushButton, QScrollArea, QVBoxLayout, QWidget

from app.ui.theme import HEADING_FONT_PX
from app.ui.wrapped_label import WrappedLabel

PANEL_WIDTH = 300
PANEL_MARGIN = 14
# A panel's title shrinks down to this size to stay on one line before it wraps
# ("Svoi Kozyri — 2 chwaraewr", "Back Alley — mgawo 1 kati ya 25").
SMALLEST_TITLE_PX = 15


def panel_button(text: str = "") -> QPushButton:
    button = QPushButton(text)
    # The scene keeps the keyboard focus (arrows, Enter, Space); the buttons are for the
    # mouse and have menu shortcuts, so keys always reach the board or the table.
    button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    # Never squeezed below a line of text: a panel short of room scrolls instead of
    # cutting its buttons' labels (Swahili's commands at 1024x640 were 9 px high).
    button.ensurePolished()
    button.setMinimumHeight(button.sizeHint().height())
    return button


class PanelTitle(WrappedLabel):
    """The panel's heading: on one line when a slightly smaller font allows it,
    wrapped otherwise (never cut: the panel's width is fixed)."""

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("Heading")
        self._pixels = HEADING_FONT_PX

    def setText(self, text: str) -> None:  # noqa: N802
        self._fit_font(text)
        super().setText(text)

    def _fit_font(self, text: str) -> None:
        room = PANEL_WIDTH - 2 * PANEL_MARGIN
        self.ensurePolished()  # the theme's bold heading font
        font = self.font()
        # The largest size that fits one line; none does: the full size, wrapped.
        pixels = next((size for size in range(HEADING_FONT_PX, SMALLEST_TITLE_PX - 1, -1)
                       if self._width_at(font, size, text) <= room), HEADING_FONT_PX)
        if pixels != self._pixels:
            self._pixels = pixels
            # The widget's own style sheet outranks the theme's size for #Heading.
            self.setStyleSheet("" if pixels == HEADING_FONT_PX else f"font-size: {pixels}px;")

    @staticmethod
    def _width_at(font, pixels: int, text: str) -> int:
        font.setPixelSize(pixels)
        return QFontMetrics(font).horizontalAdvance(text)


class SidePanel(QFrame):
    """The panel's frame and its heading (``title``); subclasses add their rows to
    ``self.rows``."""

    def __init__(self, spacing: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("Panel")
        self.setFixedWidth(PANEL_WIDTH)
        self.rows = QVBoxLayout(self)
        self.rows.setContentsMargins(PANEL_MARGIN, PANEL_MARGIN, PANEL_MARGIN, PANEL_MARGIN)
        self.rows.setSpacing(spacing)
        self.title = PanelTitle()
        self.rows.addWidget(self.title)

    def heightForWidth(self, width: int) -> int:  # noqa: N802
        # A scroll area sizes its panel by this (the preferred height), which leaves out
        # rows that prefer no height of their own (the move log); never below the rows'
        # minimum, or the rows overlap and cut their texts instead of scrolling.
        return max(super().heightForWidth(width), self.rows.minimumHeightForWidth(width))


SCROLL_BAR_ROOM = 12  # the theme's 10-pixel scroll bar and a little air


def scrollable(panel: QWidget) -> QScrollArea:
    """The panel inside a scroll area: in a short window, or with a long Welsh or Swahili
    prompt above twelve bid buttons, it scrolls instead of squeezing its buttons until
    their labels are cut."""
    area = QScrollArea()
    area.setObjectName("PanelScroller")
    # A click anywhere on the panel must leave the keyboard with the table (arrows, Enter,
    # B/D/P/T): the scroll area would take the focus otherwise (its children never do).
    area.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    area.setWidget(panel)
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    area.setFixedWidth(PANEL_WIDTH + SCROLL_BAR_ROOM)
    area.setStyleSheet("QScrollArea#PanelScroller, QScrollArea#PanelScroller > QWidget { background: transparent; }")
    area.viewport().setAutoFillBackground(False)
    return area


def arrange_game_screen(screen: QWidget, scene_view: QWidget, panel: QWidget) -> None:
    """Lay out a game screen: the scene's view stretches, the panel keeps its width (and
    scrolls in a window too low for it, see ``scrollable``), and the scene's view takes
    the keyboard focus for the whole screen."""
    if not isinstance(panel, QScrollArea):
        panel = scrollable(panel)
    layout = QHBoxLayout(screen)
    layout.setContentsMargins(8, 8, 12, 12)
    layout.setSpacing(10)
    layout.addWidget(scene_view, 1)
    layout.addWidget(panel)
    screen.setFocusProxy(scene_view)
