"""The tutorial's text panel, a strip above the board: the lesson (a list to jump to any
lesson), the step's explanation, what happened to the last move (a wrong move's
explanation stands out), and Next / Restart lesson / Leave / Play a real game."""

from __future__ import annotations

import html

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from app.ui.wrapped_label import WrappedLabel

# The right-hand column lines up with the game's own side panel below it.
BUTTON_COLUMN_WIDTH = 300
# Lines reserved so the board below does not jump when a text is longer or shorter.
TEXT_LINES = 4
FEEDBACK_LINES = 2
# The header's grid: title, lesson list, step, and a stretch that takes what is left.
HEADER_COLUMNS = 4
# What the feedback line says about the last thing that happened.
NEUTRAL, WRONG, GOOD = "neutral", "wrong", "good"

PANEL_STYLE = """
QLabel#TutorialText { font-size: 16px; }
QLabel#TutorialFeedback[kind="neutral"] { color: #c9b9a0; }
QLabel#TutorialFeedback[kind="good"] { color: #9be8a8; font-weight: 700; }
QLabel#TutorialFeedback[kind="wrong"] { color: #fff1f1; background: #6a2326; border: 1px solid #d9534f;
    border-left: 5px solid #ff6b6b; border-radius: 6px; }
QLabel#TutorialStep { color: #c9b9a0; }
"""


def _button(primary: bool = False) -> QPushButton:
    button = QPushButton()
    if primary:
        button.setObjectName("Primary")
    # The board keeps the keyboard focus (moves, Enter for Next); buttons are for the mouse.
    button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    return button


class TutorialPanel(QFrame):
    lessonChosen = Signal(int)
    nextClicked = Signal()
    restartClicked = Signal()
    leaveClicked = Signal()
    playClicked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("Panel")
        self.setStyleSheet(PANEL_STYLE)
        outer = QHBoxLayout(self)
        outer.setContentsMargins(14, 10, 14, 10)
        outer.setSpacing(16)
        left = QVBoxLayout()
        left.setSpacing(6)
        # The title, the lesson list (as wide as its longest lesson) and the step; when
        # the three do not fit one line (Filipino at 1024 px) the list goes to a line of
        # its own under the title instead of cutting the lesson's name.
        self.header = QGridLayout()
        self.header.setHorizontalSpacing(10)
        self.header.setVerticalSpacing(6)
        self.title = QLabel()
        self.title.setObjectName("Heading")
        self.title.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Preferred)  # never cut
        self.lessons = QComboBox()
        self.lessons.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.lessons.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.lessons.activated.connect(self.lessonChosen)
        self.step = QLabel()
        self.step.setObjectName("TutorialStep")
        self.header.setColumnStretch(HEADER_COLUMNS - 1, 1)
        self._header_on_one_line: bool | None = None
        left.addLayout(self.header)
        self.text = WrappedLabel(TEXT_LINES)
        self.text.setObjectName("TutorialText")
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        left.addWidget(self.text)
        self.feedback = WrappedLabel(FEEDBACK_LINES)
        self.feedback.setObjectName("TutorialFeedback")
        self.feedback.setTextFormat(Qt.TextFormat.RichText)
        self.feedback_kind = NEUTRAL
        left.addWidget(self.feedback)
        left.addStretch(1)
        outer.addLayout(left, 1)
        right_box = QWidget()
        right_box.setFixedWidth(BUTTON_COLUMN_WIDTH - 30)  # less the margins that differ
        right = QVBoxLayout(right_box)
        right.setContentsMargins(0, 0, 0, 0)
        right.setSpacing(6)
        commands = QHBoxLayout()
        self.restart_button = _button()
        self.restart_button.clicked.connect(self.restartClicked)
        self.leave_button = _button()
        self.leave_button.clicked.connect(self.leaveClicked)
        commands.addWidget(self.restart_button)
        commands.addWidget(self.leave_button)
        right.addLayout(commands)
        right.addStretch(1)
        self.next_button = _button(primary=True)
        self.next_button.clicked.connect(self.nextClicked)
        right.addWidget(self.next_button)
        self.play_button = _button()
        self.play_button.clicked.connect(self.playClicked)
        right.addWidget(self.play_button)
        outer.addWidget(right_box)
        self._outer = outer
        self.retranslate()
        self._arrange_header()

    def retranslate(self) -> None:
        """The fixed labels (the view sets the changing ones, Next among them)."""
        self.restart_button.setText(self.tr("Restart lesson"))
        self.leave_button.setText(self.tr("Leave"))
        self.leave_button.setToolTip(self.tr("Back to the home screen; the tutorial resumes here next time."))
        self.play_button.setText(self.tr("Play a real game"))
        self.play_button.setToolTip(self.tr("A new game against the computer at the Easy level."))
        self.lessons.setAccessibleName(self.tr("Lesson"))

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._arrange_header()

    def event(self, event) -> bool:
        # A new title, lesson list or step text asks for a new layout: measure again.
        if event.type() == QEvent.Type.LayoutRequest:
            self._arrange_header()
        return super().event(event)

    def _header_room(self) -> int:
        margins = self._outer.contentsMargins()
        return (self.width() - margins.left() - margins.right() - self._outer.spacing()
                - (BUTTON_COLUMN_WIDTH - 30))

    def _arrange_header(self) -> None:
        """Title, list and step on one line if they fit the panel's width, otherwise the
        list on a second line (see ``__init__``)."""
        parts = (self.title, self.lessons, self.step)
        for part in parts:
            part.ensurePolished()
        spacing = self.header.horizontalSpacing()
        needed = sum(part.sizeHint().width() for part in parts) + spacing * (len(parts) - 1)
        one_line = needed <= self._header_room()
        if one_line == self._header_on_one_line:
            return
        self._header_on_one_line = one_line
        for part in parts:
            self.header.removeWidget(part)
        self.header.addWidget(self.title, 0, 0)
        if one_line:
            self.header.addWidget(self.lessons, 0, 1)
            self.header.addWidget(self.step, 0, 2)
        else:
            self.header.addWidget(self.step, 0, 1, 1, 2)
            self.header.addWidget(self.lessons, 1, 0, 1, HEADER_COLUMNS)
            self.header.setAlignment(self.lessons, Qt.AlignmentFlag.AlignLeft)

    def set_lessons(self, titles: list[str], current: int, done: set[int]) -> None:
        self.lessons.blockSignals(True)
        self.lessons.clear()
        for index, title in enumerate(titles):
            mark = "✓ " if index in done else ""
            self.lessons.addItem(self.tr("{0}{1}. {2}").format(mark, index + 1, title))
        self.lessons.setCurrentIndex(current)
        self.lessons.blockSignals(False)

    def set_feedback(self, kind: str, text: str, heading: str = "") -> None:
        """``text`` is plain text; ``heading`` (plain too) is put in bold before it."""
        self.feedback_kind = kind
        body = html.escape(text).replace("\n", "<br>")
        if heading:
            body = f"<b>{html.escape(heading)}</b> {body}"
        self.feedback.setText(body)
        self.feedback.setProperty("kind", kind)
        # Inside the wrong move's box the text keeps clear of its border.
        self.feedback.setContentsMargins(*((12, 6, 10, 6) if kind == WRONG else (0, 0, 0, 0)))
        self.feedback.style().unpolish(self.feedback)
        self.feedback.style().polish(self.feedback)

    def feedback_text(self) -> str:
        return self.feedback.text()

    def set_next(self, text: str | None) -> None:
        """The Next-type button: hidden with None (a move is expected)."""
        self.next_button.setVisible(text is not None)
        if text is not None:
            self.next_button.setText(text)

    def set_play(self, visible: bool, primary: bool) -> None:
        self.play_button.setVisible(visible)
        name = "Primary" if primary else ""
        if self.play_button.objectName() != name:
            self.play_button.setObjectName(name)
            self.play_button.style().unpolish(self.play_button)
            self.play_button.style().polish(self.play_button)
