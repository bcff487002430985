"""The card games' dialogs: the score sheet and the last-trick view."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtWidgets import (QDialog, QHBoxLayout, QHeaderView, QLabel, QTableWidget,
                               QTableWidgetItem, QVBoxLayout, QWidget)

from app.core.cards import Card
from app.ui.cards.deck import DeckRenderer
from app.ui.standard_buttons import ButtonBox
from app.ui.theme import BACKGROUND

# The app's style sheet gives light text everywhere; dialogs need the dark ground too.
DIALOG_STYLE = f"QDialog {{ background: {BACKGROUND}; }}"


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
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        layout.addWidget(self.table)
        buttons = ButtonBox("close")
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.table.resizeColumnsToContents()
        width = sum(self.table.columnWidth(c) for c in range(len(headers))) + 60
        self.resize(min(1200, max(420, width)), 560)


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
