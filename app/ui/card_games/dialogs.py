"""The card games' dialogs: the score sheet and the last-trick view."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.core.cards import Card
from app.ui.cards.deck import DeckRenderer
from app.ui.standard_buttons import ButtonBox
from app.ui.theme import BACKGROUND

# The app's style sheet gives light text everywhere; dialogs need the dark ground too.
# The theme styles only vertical scroll bars: a wide score sheet's horizontal one gets
# the same look here (instead of the platform's bright default).
DIALOG_STYLE = (f"QDialog {{ background: {BACKGROUND}; }}"
                "QScrollBar:horizontal { background: #241c17; height: 10px; margin: 0; }"
                "QScrollBar::handle:horizontal { background: #6b5544; border-radius: 5px; min-width: 24px; }"
                "QScrollBar::add-line:horizontal, QScrollBar::sub-line:horizontal { width: 0; }"
                "QScrollBar::add-page:horizontal, QScrollBar::sub-page:horizontal { background: none; }"
                "QAbstractScrollArea::corner { background: #241c17; }")
# Room the score sheet leaves around itself inside the main window.
SHEET_MARGIN = 40
THEME_SCROLL_BAR = 10  # the theme's scroll bar width (app/ui/theme.py)
TABLE_SLACK = 16       # the table's rounded border and cell padding from the style sheet


class ScoreSheetDialog(QDialog):
    def __init__(self, title: str, headers: list[str], rows: list[list[str]], summary: str = "",
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.setStyleSheet(DIALOG_STYLE)
        layout = QVBoxLayout(self)
        if summary:
            text = QLabel(summary)
            text.setWordWrap(True)
            layout.addWidget(text)
        self.table = QTableWidget(len(rows), len(headers))
        self.table.setHorizontalHeaderLabels(headers)
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        for r, row in enumerate(rows):
            for c, value in enumerate(row):
                item = QTableWidgetItem(value)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.table.setItem(r, c, item)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        self.table.setHorizontalScrollMode(QTableWidget.ScrollMode.ScrollPerPixel)
        layout.addWidget(self.table)
        buttons = ButtonBox("close")
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.table.resizeColumnsToContents()
        # Wide enough for every column (and the vertical scroll bar), so the table fits
        # without a horizontal scroll bar; a window too narrow for that scrolls.
        margins = layout.contentsMargins()
        self.ensurePolished()
        self.table.ensurePolished()  # the style sheet's padding and border count
        # The vertical scroll bar's room is counted whether or not it shows (a long sheet).
        width = (header.length() + THEME_SCROLL_BAR + 2 * self.table.frameWidth() + TABLE_SLACK
                 + margins.left() + margins.right())
        limit = 1200
        if parent is not None:
            limit = max(420, parent.window().width() - SHEET_MARGIN)
        self.resize(min(limit, max(420, width)), 560)


def cards_picture(deck: DeckRenderer, cards: list[Card | None], width: int, dpr: float,
                  four_colour: bool) -> QPixmap:
    """Cards side by side, overlapping (None: a face-down card)."""
    height = deck.height_for(deck.snapped_width(width))
    step = int(width * 0.45)
    total = width + step * max(0, len(cards) - 1) if cards else 1
    picture = QPixmap(int(total * dpr), int(height * dpr))
    picture.setDevicePixelRatio(dpr)
    picture.fill(QColor(0, 0, 0, 0))
    painter = QPainter(picture)
    for i, card in enumerate(cards):
        painter.drawPixmap(i * step, 0, deck.pixmap(card, width, dpr, four_colour))
    painter.end()
    return picture


class LastTrickDialog(QDialog):
    """Each play of the last trick: who, what, and who won it."""

    def __init__(self, title: str, plays: list[tuple[str, list[Card | None]]], footer: str, deck: DeckRenderer,
                 dpr: float, four_colour: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.setStyleSheet(DIALOG_STYLE)
        layout = QVBoxLayout(self)
        row = QHBoxLayout()
        for name, cards in plays:
            column = QVBoxLayout()
            label = QLabel(name)
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            column.addWidget(label)
            picture = QLabel()
            picture.setPixmap(cards_picture(deck, cards, 84, dpr, four_colour))
            picture.setAlignment(Qt.AlignmentFlag.AlignCenter)
            column.addWidget(picture)
            row.addLayout(column)
        layout.addLayout(row)
        if footer:
            text = QLabel(footer)
            text.setWordWrap(True)
            layout.addWidget(text)
        buttons = ButtonBox("close")
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
