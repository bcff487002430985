"""The side panel of the card table: turn, game facts, prompt and choice buttons,
commands, and the move log (which also mirrors play for screen readers)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (QFrame, QGridLayout, QLabel, QListWidget, QProgressBar, QPushButton,
                               QVBoxLayout, QWidget)

PANEL_WIDTH = 300
CHOICE_COLUMNS = 4


@dataclass(frozen=True)
class Choice:
    """A prompt button: ``key`` comes back through ``choiceMade``; ``wide`` buttons take a
    whole row (actions), narrow ones a quarter (bid numbers, suits)."""

    label: str
    key: object
    wide: bool = True
    primary: bool = True
    enabled: bool = True


def _button(text: str = "") -> QPushButton:
    button = QPushButton(text)
    # The table keeps the keyboard focus (arrows, Enter); buttons are for the mouse.
    button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    return button


class CardPanel(QFrame):
    choiceMade = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("Panel")
        self.setFixedWidth(PANEL_WIDTH)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 14, 14, 14)
        layout.setSpacing(7)
        self.title = QLabel()
        self.title.setObjectName("Heading")
        self.title.setWordWrap(True)
        layout.addWidget(self.title)
        self.turn = QLabel()
        self.turn.setObjectName("Turn")
        self.turn.setWordWrap(True)
        layout.addWidget(self.turn)
        self.thinking = QProgressBar()
        self.thinking.setRange(0, 0)
        self.thinking.setTextVisible(False)
        self.thinking.setFixedHeight(6)
        self.thinking.setAccessibleName(self.tr("The computer is thinking"))
        self.thinking.setVisible(False)
        layout.addWidget(self.thinking)
        self.info = QLabel()
        self.info.setWordWrap(True)
        self.info.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.info)
        self.prompt = QLabel()
        self.prompt.setObjectName("Prompt")
        self.prompt.setWordWrap(True)
        self.prompt.ensurePolished()
        self.prompt.setMinimumHeight(3 * self.prompt.fontMetrics().lineSpacing())
        self.prompt.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.prompt)
        self.choice_box = QWidget()
        self.choice_grid = QGridLayout(self.choice_box)
        self.choice_grid.setContentsMargins(0, 0, 0, 0)
        self.choice_grid.setSpacing(5)
        layout.addWidget(self.choice_box)
        self._choice_buttons: list[QPushButton] = []
        self._shown_choices: list[Choice] = []
        self._log_lines: list[str] = []
        commands = QGridLayout()
        commands.setSpacing(6)
        self.last_trick_button = _button(self.tr("Last trick"))
        self.sheet_button = _button(self.tr("Score sheet"))
        self.undo_button = _button(self.tr("Undo"))
        self.hint_button = _button(self.tr("Hint"))
        self.new_button = _button(self.tr("New game"))
        self.resign_button = _button(self.tr("Resign"))
        for index, button in enumerate((self.last_trick_button, self.sheet_button, self.undo_button,
                                        self.hint_button, self.new_button, self.resign_button)):
            commands.addWidget(button, index // 2, index % 2)
        layout.addLayout(commands)
        moves = QLabel(self.tr("Moves"))
        moves.setObjectName("Heading")
        layout.addWidget(moves)
        self.log = QListWidget()
        self.log.setAccessibleName(self.tr("Move log"))
        self.log.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.log.setWordWrap(True)
        layout.addWidget(self.log, 1)

    def set_choices(self, prompt: str, choices: list[Choice]) -> None:
        self.prompt.setText(prompt)
        if choices == self._shown_choices:
            return
        self._shown_choices = list(choices)
        for button in self._choice_buttons:
            self.choice_grid.removeWidget(button)
            button.hide()  # deleteLater acts on the next event loop pass: hide it now
            button.deleteLater()
        self._choice_buttons = []
        row = column = 0
        for choice in choices:
            button = _button(choice.label)
            if choice.primary:
                button.setObjectName("Primary")
            button.setEnabled(choice.enabled)
            button.clicked.connect(lambda _checked=False, key=choice.key: self.choiceMade.emit(key))
            if choice.wide:
                if column:
                    row, column = row + 1, 0
                self.choice_grid.addWidget(button, row, 0, 1, CHOICE_COLUMNS)
                row += 1
            else:
                self.choice_grid.addWidget(button, row, column)
                column += 1
                if column == CHOICE_COLUMNS:
                    row, column = row + 1, 0
            self._choice_buttons.append(button)
        self.choice_box.setVisible(bool(choices))

    def choice_buttons(self) -> list[QPushButton]:
        return list(self._choice_buttons)

    def set_log(self, lines: list[str]) -> None:
        shown = self._log_lines
        if lines[:len(shown)] == shown:  # the usual case: moves were added
            if len(lines) == len(shown):
                return
            self.log.addItems(lines[len(shown):])
        else:
            self.log.clear()
            self.log.addItems(lines)
        self._log_lines = list(lines)
        self.log.scrollToBottom()
