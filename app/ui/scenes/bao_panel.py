"""The side panel of the Bao screen: whose turn, the stage, prompts, commands, move log."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import QGridLayout, QLabel, QListWidget, QProgressBar, QSizePolicy, QVBoxLayout, QWidget

from app.ui.side_panel import SidePanel, panel_button
from app.ui.wrapped_label import WrappedLabel

# Lines kept for the stage and the prompt, so the buttons below do not jump.
STAGE_LINES = 2
PROMPT_LINES = 4
LOG_LINES = 4


class BaoPanel(SidePanel):
    choiceMade = Signal(object)  # the value attached to the chosen prompt button
    cancelChoice = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(8, parent)
        layout = self.rows
        # Wrapped labels that always get their text's height (see WrappedLabel).
        self.players = WrappedLabel()
        self.players.setObjectName("CardText")
        layout.addWidget(self.players)
        self.turn = WrappedLabel()
        self.turn.setObjectName("Turn")
        layout.addWidget(self.turn)
        self.thinking = QProgressBar()
        self.thinking.setRange(0, 0)  # busy indicator
        self.thinking.setTextVisible(False)
        self.thinking.setFixedHeight(6)
        self.thinking.setVisible(False)
        layout.addWidget(self.thinking)
        self.stage = WrappedLabel(STAGE_LINES)
        layout.addWidget(self.stage)
        self.prompt = WrappedLabel(PROMPT_LINES)
        self.prompt.setObjectName("Prompt")
        layout.addWidget(self.prompt)
        choices = QVBoxLayout()  # one per line: "From the right kichwa (A8)" needs the width
        choices.setSpacing(6)
        self.choice_buttons = [panel_button(""), panel_button("")]
        for button in self.choice_buttons:
            button.setObjectName("Primary")
            button.clicked.connect(lambda _checked=False, b=button: self.choiceMade.emit(b.property("choice")))
            button.setVisible(False)
            choices.addWidget(button)
        layout.addLayout(choices)
        self.cancel_button = panel_button("")
        self.cancel_button.clicked.connect(self.cancelChoice)
        self.cancel_button.setVisible(False)
        layout.addWidget(self.cancel_button)
        commands = QGridLayout()
        commands.setSpacing(6)
        self.undo_button, self.hint_button = panel_button(""), panel_button("")
        self.new_button, self.resign_button = panel_button(""), panel_button("")
        for index, button in enumerate((self.undo_button, self.hint_button, self.new_button, self.resign_button)):
            commands.addWidget(button, index // 2, index % 2)
        layout.addLayout(commands)
        self.moves_heading = QLabel()
        self.moves_heading.setObjectName("Heading")
        layout.addWidget(self.moves_heading)
        self.log = QListWidget()
        self.log.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        # The latest move stays in view: the scroll range only settles once the list is
        # laid out (a game resumed before the window is shown, a resize), so follow its
        # changes rather than scrolling once when the lines are set. The view sets the
        # value itself after announcing a new range: scroll once that is done.
        self.log.verticalScrollBar().rangeChanged.connect(
            lambda _low, _high: QTimer.singleShot(0, self._show_latest_move))
        # The log takes the room that is left, at least a few lines (its own preferred
        # height would make the panel scroll in a window that has room for everything).
        self.log.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Ignored)
        self.log.setMinimumHeight(LOG_LINES * self.log.fontMetrics().lineSpacing())
        layout.addWidget(self.log, 1)
        self.retranslate()

    def retranslate(self) -> None:
        self.cancel_button.setText(self.tr("Choose another hole"))
        self.undo_button.setText(self.tr("Undo"))
        self.hint_button.setText(self.tr("Hint"))
        self.new_button.setText(self.tr("New game"))
        self.resign_button.setText(self.tr("Resign"))
        self.moves_heading.setText(self.tr("Moves"))
        self.log.setAccessibleName(self.tr("Move log"))
        self.thinking.setAccessibleName(self.tr("The computer is thinking"))

    def set_choices(self, prompt: str, choices: list[tuple[str, object]], cancellable: bool) -> None:
        """Show a prompt with up to two choice buttons (text, value)."""
        self.prompt.setText(prompt)
        for button, choice in zip(self.choice_buttons, choices + [None] * 2):
            button.setVisible(choice is not None)
            if choice is not None:
                button.setText(choice[0])
                button.setProperty("choice", choice[1])
        self.cancel_button.setVisible(cancellable)

    def clear_choices(self, prompt: str = "") -> None:
        self.set_choices(prompt, [], False)

    def _show_latest_move(self) -> None:
        self.log.scrollToBottom()

    def set_log(self, lines: list[str]) -> None:
        if [self.log.item(i).text() for i in range(self.log.count())] != lines:
            self.log.clear()
            self.log.addItems(lines)
        self.log.scrollToBottom()
