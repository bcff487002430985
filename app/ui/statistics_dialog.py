"""The statistics dialog (issue 20, item 6): one row per game, opponents, strength and
player count, the selected row's last results as a chart, reset with confirmation and
export as CSV.

It reads a ``StatisticsBook`` (``app/core/statistics_book.py``) through the statistics
service: ``statistics.book()``, ``statistics.reset()``, ``statistics.export_csv(path)``.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.core.statistics_book import COMPUTER, POINTS_MEANING, RECENT, Row
from app.games import GAME_IDS
from app.ui import theme
from app.ui.games import game_title
from app.ui.settings import AI_LEVELS, level_label
from app.ui.standard_buttons import ButtonBox, ask_save_path, ask_yes_no, show_message

# Colours of the chart's bars (won, lost, drawn) on the dialog's dark background.
OUTCOME_COLOURS = {"won": "#6fbf73", "lost": "#e06c5a", "drawn": theme.MUTED_TEXT}
CSV_FILE_NAME = "jadi-statistics.csv"


def _number(value: float | None, decimals: int = 1) -> str:
    return "—" if value is None else QLocale().toString(float(value), "f", decimals)


def average_text(row: Row) -> str:
    """The average "points" of a row in words that say what they are."""
    value = row.average_points
    if value is None:
        return "—"
    text = _number(value)
    if row.game == "kozel":
        return QCoreApplication.translate("Statistics", "{0} loss points").format(text)
    if row.game == "svoi_kozyri":
        return QCoreApplication.translate("Statistics", "place {0}").format(text)
    return QCoreApplication.translate("Statistics", "{0} points").format(text)


def opponents_text(category: str) -> str:
    if category == COMPUTER:
        return QCoreApplication.translate("Statistics", "Computer")
    return QCoreApplication.translate("Statistics", "Online")


class ResultsChart(QWidget):
    """The last results of one row as bars: won up (green), lost down (red), drawn flat;
    in Back Alley a bar's height follows the game's score (the other games' figures are
    loss points or places, where a taller bar would not mean a bigger win)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.row: Row | None = None
        self.setMinimumHeight(110)

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(520, 130)

    def show_row(self, row: Row | None) -> None:
        self.row = row
        self.update()

    def bars(self) -> list[tuple[str, float]]:
        """(outcome, height 0..1) per recent result, oldest first."""
        if self.row is None:
            return []
        recent = self.row.recent
        points = [abs(r["points"]) for r in recent if r["points"] is not None]
        scaled = POINTS_MEANING.get(self.row.game) == "score"
        top = max(points) if scaled and points and max(points) > 0 else None
        bars = []
        for r in recent:
            height = 1.0 if top is None or r["points"] is None else 0.25 + 0.75 * abs(r["points"]) / top
            bars.append((r["outcome"], 0.15 if r["outcome"] == "drawn" else height))
        return bars

    def paintEvent(self, event) -> None:  # noqa: N802
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        area = QRectF(self.rect()).adjusted(8, 8, -8, -8)
        middle = area.center().y()
        painter.setPen(QPen(QColor(theme.PANEL_BORDER), 1))
        painter.drawLine(area.left(), middle, area.right(), middle)
        bars = self.bars()
        if not bars:
            painter.setPen(QColor(theme.MUTED_TEXT))
            painter.drawText(area, Qt.AlignmentFlag.AlignCenter, self.tr("No results to show yet."))
            return
        slot = area.width() / RECENT
        half = area.height() / 2 - 2
        for i, (outcome, height) in enumerate(bars):
            x = area.left() + i * slot + slot * 0.15
            h = max(2.0, half * height)
            rect = QRectF(x, middle - h, slot * 0.7, h) if outcome != "lost" else QRectF(x, middle, slot * 0.7, h)
            if outcome == "drawn":
                rect = QRectF(x, middle - h / 2, slot * 0.7, h)
            painter.fillRect(rect, QColor(OUTCOME_COLOURS[outcome]))


class StatisticsDialog(QDialog):
    # The table's columns; the selected row's other figures are shown beside its chart,
    # so that the table fits the dialog in every language.
    COLUMNS = ("game", "opponents", "strength", "players", "played", "won", "lost", "won_percent")
    DETAILS = ("drawn", "streak", "best_streak", "average", "contracts")

    def __init__(self, statistics, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.statistics = statistics
        from app.ui.dialogs import resize_within_screen  # (dialogs re-exports this dialog)

        resize_within_screen(self, QSize(860, 560))
        layout = QVBoxLayout(self)
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        layout.addWidget(self.intro)
        self.table = QTableWidget(0, len(self.COLUMNS))
        self.table.verticalHeader().setVisible(False)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.itemSelectionChanged.connect(self._show_selected)
        layout.addWidget(self.table, 1)
        self.chart_title = QLabel()
        self.chart_title.setWordWrap(True)
        layout.addWidget(self.chart_title)
        below = QHBoxLayout()
        self.chart = ResultsChart()
        below.addWidget(self.chart, 1)
        details = QFormLayout()
        self.detail_labels: dict[str, QLabel] = {}
        self.detail_values: dict[str, QLabel] = {}
        for key in self.DETAILS:
            self.detail_labels[key], self.detail_values[key] = QLabel(), QLabel()
            self.detail_values[key].setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            details.addRow(self.detail_labels[key], self.detail_values[key])
        below.addLayout(details)
        layout.addLayout(below)
        self.empty = QLabel()
        layout.addWidget(self.empty)
        row = QHBoxLayout()
        self.export_button = QPushButton()
        self.export_button.clicked.connect(self._ask_export)
        self.reset_button = QPushButton()
        self.reset_button.clicked.connect(self._ask_reset)
        row.addWidget(self.export_button)
        row.addWidget(self.reset_button)
        row.addStretch(1)
        self.buttons = ButtonBox("close")
        self.buttons.rejected.connect(self.reject)
        row.addWidget(self.buttons)
        layout.addLayout(row)
        self.rows: list[Row] = []
        self.retranslate()

    # -- content ---------------------------------------------------------------------------
    def headers(self) -> list[str]:
        return [self.tr("Game"), self.tr("Opponents"), self.tr("Strength"), self.tr("Players"), self.tr("Played"),
                self.tr("Won"), self.tr("Lost"), self.tr("Won %")]

    def detail_names(self) -> dict[str, str]:
        return {"drawn": self.tr("Drawn"), "streak": self.tr("Streak"), "best_streak": self.tr("Best streak"),
                "average": self.tr("Average per game"), "contracts": self.tr("Contracts made")}

    def refresh(self) -> None:
        self.rows = self.statistics.book().all_rows(GAME_IDS, AI_LEVELS)
        self.table.setRowCount(len(self.rows))
        for r, row in enumerate(self.rows):
            values = (game_title(row.game), opponents_text(row.category), level_label(row.level), str(row.players),
                      str(row.played), str(row.won), str(row.lost), _number(row.win_percent, 0))
            for column, value in enumerate(values):
                item = QTableWidgetItem(value)
                if column >= 3:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(r, column, item)
        # The opponents column only once online results exist (issue 18).
        self.table.setColumnHidden(1, all(row.category == COMPUTER for row in self.rows))
        self.empty.setVisible(not self.rows)
        self.reset_button.setEnabled(bool(self.rows))
        self.export_button.setEnabled(bool(self.rows))
        if self.rows:
            self.table.selectRow(0)
        self._show_selected()

    def _show_selected(self) -> None:
        selected = self.table.selectionModel().selectedRows()
        row = self.rows[selected[0].row()] if selected and self.rows else None
        self.chart.show_row(row)
        values = {key: "" for key in self.DETAILS} if row is None else {
            "drawn": str(row.drawn), "streak": str(row.streak), "best_streak": str(row.best_streak),
            "average": average_text(row),
            "contracts": "—" if row.contracts_percent is None else _number(row.contracts_percent, 0) + " %"}
        for key, value in values.items():
            self.detail_values[key].setText(value)
        if row is None:
            self.chart_title.setText(self.tr("Last results"))
        else:
            self.chart_title.setText(self.tr("Last {0} results ({1}, {2}): won above the line, lost below.").format(
                len(row.recent), game_title(row.game), level_label(row.level)))

    # -- reset and export --------------------------------------------------------------------
    def _ask_reset(self) -> None:
        if ask_yes_no(self, self.tr("Reset statistics"),
                      self.tr("Reset all statistics? Every game counted so far is forgotten.")):
            self.statistics.reset()
            self.refresh()

    def _ask_export(self) -> None:
        path = ask_save_path(self, self.tr("Export statistics"), CSV_FILE_NAME, self.tr("CSV files (*.csv)"))
        if path:
            self.export_to(path)

    def export_to(self, path: str) -> bool:
        problem = self.statistics.export_csv(path)
        if problem:
            show_message(self, self.tr("Export statistics"),
                         self.tr("The statistics could not be exported: {0}").format(problem))
            return False
        return True

    # -- language ---------------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Statistics"))
        self.intro.setText(self.tr("Finished games, by game, opponents, strength and number of players. "
                                   "Select a row to see its last results."))
        self.table.setHorizontalHeaderLabels(self.headers())
        for key, name in self.detail_names().items():
            self.detail_labels[key].setText(name)
        self.empty.setText(self.tr("No finished games yet."))
        self.export_button.setText(self.tr("Export as CSV…"))
        self.reset_button.setText(self.tr("Reset…"))
        self.refresh()

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
