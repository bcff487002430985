"""The analysis panel: the engine's view of the position shown, refreshed as it deepens.

An evaluation bar and its number (both from South's side: the meaning is documented in
``app/ai/analysis.py``), the depth reached, the best line, every legal move with its
score, and on request the threat (what the opponent would play if it were the
opponent's turn). The search runs in a child process (``AnalysisWorker``); this widget
only draws what arrives. It knows nothing of the game view: ``set_position(state)``
is all it needs, so the Bao view, the position editor and tests use it alike.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import (
    QCheckBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSizePolicy,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.ai.analysis import AnalysisUpdate, Threat, proven_plies
from app.games.bao import State
from app.ui.bao_study.analysis_worker import AnalysisWorker
from app.ui.bao_study.move_text import side_name
from app.ui.cards.names import english_plural
from app.ui.theme import PANEL_BORDER

SOUTH_COLOUR = QColor("#f1e4c8")  # the light seeds' side
NORTH_COLOUR = QColor("#4a3426")
BAR_HEIGHT = 14


def score_text(south_score: float) -> str:
    """A score as the panel prints it, from South's side: ``+3.5``, ``-1.0``; a forced
    result as ``#5`` (South wins in 5 actions) or ``-#3`` (North wins in 3)."""
    plies = proven_plies(south_score)
    if plies is not None:
        return f"#{plies}" if plies > 0 else f"-#{-plies}"
    return f"{south_score:+.1f}"


class EvaluationBar(QWidget):
    """South's share of the width is South's win chance: the bar value -100..+100."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._value = 0.0
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(200, BAR_HEIGHT)

    def value(self) -> float:
        return self._value

    def set_value(self, value: float) -> None:
        self._value = max(-100.0, min(100.0, value))
        self.update()

    def paintEvent(self, event) -> None:  # noqa: N802
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5)
        split = rect.left() + rect.width() * (self._value + 100.0) / 200.0
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(NORTH_COLOUR)
        painter.drawRoundedRect(rect, 4, 4)
        painter.setBrush(SOUTH_COLOUR)
        painter.save()
        painter.setClipRect(QRectF(rect.left(), rect.top(), split - rect.left(), rect.height()))
        painter.drawRoundedRect(rect, 4, 4)
        painter.restore()
        painter.setPen(QColor(PANEL_BORDER))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect, 4, 4)
        painter.drawLine(int(rect.center().x()), int(rect.top()), int(rect.center().x()), int(rect.bottom()))


class AnalysisPanel(QWidget):
    lineChanged = Signal(tuple)  # the best line (notation), () when none
    threatChanged = Signal(object)  # the Threat shown, or None
    runningChanged = Signal(bool)

    def __init__(self, worker: AnalysisWorker | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.worker = worker if worker is not None else AnalysisWorker(parent=self)
        self.worker.updated.connect(self._on_update)
        self.worker.finished.connect(self._on_finished)
        self._state: State | None = None
        self._latest: AnalysisUpdate | None = None
        self._running = False
        self._error = ""
        self._shown_line: tuple = ()
        self._shown_threat: Threat | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6)
        top = QHBoxLayout()
        self.heading = QLabel()
        self.heading.setObjectName("Heading")
        top.addWidget(self.heading, 1)
        self.toggle = QPushButton()
        self.toggle.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.toggle.clicked.connect(lambda: self.set_running(not self._running))
        top.addWidget(self.toggle)
        layout.addLayout(top)
        self.bar = EvaluationBar()
        layout.addWidget(self.bar)
        numbers = QHBoxLayout()
        self.number = QLabel()
        self.number.setObjectName("Turn")
        self.number.setWordWrap(True)  # "North wins in 15 moves" is long in some languages
        numbers.addWidget(self.number, 1)
        self.depth = QLabel()
        self.depth.setObjectName("CardText")
        numbers.addWidget(self.depth, 0, Qt.AlignmentFlag.AlignTop)
        layout.addLayout(numbers)
        self.line = QLabel()
        self.line.setWordWrap(True)
        self.line.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.line)
        self.show_threat = QCheckBox()
        self.show_threat.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.show_threat.toggled.connect(lambda _on: self._show())
        layout.addWidget(self.show_threat)
        self.threat = QLabel()
        self.threat.setObjectName("Prompt")
        self.threat.setWordWrap(True)
        layout.addWidget(self.threat)
        self.moves = QTreeWidget()
        self.moves.setColumnCount(2)
        self.moves.setRootIsDecorated(False)
        self.moves.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.moves.setUniformRowHeights(True)
        # A side panel may be narrow: the score keeps its whole width, the move column
        # gives way (moves are at most four characters), never a sideways scroll bar.
        header = self.moves.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        self.moves.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        layout.addWidget(self.moves, 1)
        self.status = QLabel()
        self.status.setObjectName("CardText")
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        self.retranslate()

    # -- what it shows ------------------------------------------------------------------
    def set_position(self, state: State | None) -> None:
        """Show ``state`` (None: nothing); a running analysis starts again on it."""
        self._state = state.clone() if state is not None else None
        self._latest = None
        self._error = ""
        if self._running and self._state is not None:
            self.worker.analyse(self._state)
        elif self._running:
            self.worker.cancel()
        self._show()

    def latest(self) -> AnalysisUpdate | None:
        return self._latest

    def is_running(self) -> bool:
        return self._running

    def set_running(self, running: bool) -> None:
        if running == self._running:
            return
        self._running = running
        if running and self._state is not None:
            self._latest = None
            self._error = ""
            self.worker.analyse(self._state)
        elif not running:
            self.worker.cancel()
        self.runningChanged.emit(running)
        self._show()

    def shutdown(self) -> None:
        self._running = False
        self.worker.shutdown()

    def current_threat(self) -> Threat | None:
        if not self.show_threat.isChecked() or self._latest is None:
            return None
        return self._latest.threat

    # -- Qt ----------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.heading.setText(self.tr("Analysis"))
        self.show_threat.setText(self.tr("Show the threat"))
        self.moves.setHeaderLabels([self.tr("Move"), self.tr("Score")])
        self.bar.setToolTip(self.tr("South's chances: the light part is South's, the dark part North's."))
        self.number.setToolTip(self.tr("The engine's score in seeds, from South's side: + is good for South."))
        self._show()

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _on_update(self, update: AnalysisUpdate) -> None:
        self._latest = update
        self._show()

    def _on_finished(self, error: str) -> None:
        self._error = error.strip().splitlines()[-1] if error.strip() else ""
        if self._latest is None or self._latest.final or self._error:
            self._running = False
            self.runningChanged.emit(False)
        self._show()

    def _show(self) -> None:
        self.toggle.setText(self.tr("Stop") if self._running else self.tr("Analyse"))
        update = self._latest
        state = self._state
        over = state is not None and state.is_terminal()
        self.toggle.setEnabled(state is not None and not over)
        self.bar.set_value(update.bar if update is not None else 0.0)
        self.number.setText(self._number_text(update))
        self.depth.setText(self.tr("Depth {0}").format(update.depth) if update is not None and update.depth else "")
        line = update.line if update is not None else ()
        self.line.setText(self.tr("Best line: {0}").format(" ".join(line)) if line else "")
        if tuple(line) != self._shown_line:
            self._shown_line = tuple(line)
            self.lineChanged.emit(self._shown_line)
        threat = self.current_threat()
        self.threat.setVisible(self.show_threat.isChecked())
        self.threat.setText(self._threat_text(update) if self.show_threat.isChecked() else "")
        if threat != self._shown_threat:
            self._shown_threat = threat
            self.threatChanged.emit(threat)
        self._fill_moves(update)
        self.status.setText(self._status_text(update, over))
        self.bar.setAccessibleName(self.number.text())

    def _number_text(self, update: AnalysisUpdate | None) -> str:
        if update is None:
            return "–"
        plies = proven_plies(update.south_score)
        if plies is None:
            return score_text(update.south_score)
        winner = side_name(0 if plies > 0 else 1)
        count = abs(plies)
        return english_plural(self.tr("{0} wins in %n move(s)", "", count), count).format(winner)

    def _threat_text(self, update: AnalysisUpdate | None) -> str:
        if update is None:
            return ""
        threat = update.threat
        if threat is None:
            return self.tr("No threat to show: the opponent would have no move, or the same player moves again.")
        opponent = side_name(1 - update.side)
        if threat.captured:
            return english_plural(self.tr("{0}'s threat: {1}, capturing %n seed(s).", "", threat.captured),
                                  threat.captured).format(opponent, threat.move)
        return self.tr("{0}'s threat: {1}, with no capture.").format(opponent, threat.move)

    def _fill_moves(self, update: AnalysisUpdate | None) -> None:
        rows = []
        if update is not None:
            sign = 1 if update.side == 0 else -1
            rows = [(m.move, score_text(sign * m.score)) for m in update.moves]
        current = [(self.moves.topLevelItem(i).text(0), self.moves.topLevelItem(i).text(1))
                   for i in range(self.moves.topLevelItemCount())]
        if current == rows:
            return
        self.moves.clear()
        for move, score in rows:
            item = QTreeWidgetItem([move, score])
            item.setTextAlignment(1, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.moves.addTopLevelItem(item)

    def _status_text(self, update: AnalysisUpdate | None, over: bool) -> str:
        if self._error:
            return self.tr("The analysis stopped: {0}").format(self._error)
        if over:
            return self.tr("The game is over: there is nothing to analyse.")
        if self._running:
            return self.tr("Analysing… (searching deeper)")
        if update is not None and update.final:
            return self.tr("Analysis complete.")
        if update is not None:
            return self.tr("Analysis paused.")
        return self.tr("Press Analyse to let the engine study this position.")
