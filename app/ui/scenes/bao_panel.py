"""The side panel of the Bao screen: whose turn, the stage, the last move in words, prompts,
commands and the move list (whose entries show the positions after them)."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QGridLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from app.ui.side_panel import SidePanel, panel_button
from app.ui.wrapped_label import WrappedLabel

# Lines kept for the stage and the prompt, so the buttons below do not jump.
STAGE_LINES = 2
PROMPT_LINES = 4
LOG_LINES = 4
# The ply a move-list entry shows (the position after that turn).
PLY_ROLE = Qt.ItemDataRole.UserRole


class BaoPanel(SidePanel):
    choiceMade = Signal(object)  # the value attached to the chosen prompt button
    cancelChoice = Signal()
    plyChosen = Signal(int)  # a move-list entry was clicked: show the position after it

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
        # The last move in words (``app/ui/bao_study/move_text.py``), below the commands so
        # that they never move when it comes and goes (the move log gives up the room).
        self.move_text = WrappedLabel()
        self.move_text.setObjectName("CardText")
        self.move_text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.move_text)
        self.moves_heading = QLabel()
        self.moves_heading.setObjectName("Heading")
        layout.addWidget(self.moves_heading)
        self.log = QListWidget()
        self.log.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.log.itemClicked.connect(self._on_log_click)
        self._follow_latest = True
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
        self.move_text.setAccessibleName(self.tr("The last move"))
        self.log.setAccessibleName(self.tr("Move log"))
        self.thinking.setAccessibleName(self.tr("The computer is thinking"))

    def set_choices(self, prompt: str, choices: list[tuple[str, object]], cancellable: bool) -> None:
        """Show a prompt with up to two choice buttons (text, value)."""
        self.prompt.setText(prompt)
        for button, choice in zip(self.choice_buttons, choices + [None] * 2):
            button.setVisible(choice is not None)
            button.setToolTip("")
            if choice is not None:
                button.setText(choice[0])
                button.setProperty("choice", choice[1])
        self.cancel_button.setVisible(cancellable)

    def clear_choices(self, prompt: str = "") -> None:
        self.set_choices(prompt, [], False)

    def _show_latest_move(self) -> None:
        if self._follow_latest:
            self.log.scrollToBottom()

    def _on_log_click(self, item: QListWidgetItem) -> None:
        self.plyChosen.emit(int(item.data(PLY_ROLE)))

    def set_log(self, lines: list[str], plies: list[int] | None = None, shown: int | None = None) -> None:
        """The move list: one entry per turn, ``plies[i]`` the position after entry i;
        ``shown``: the ply on the board while browsing (its entry is selected and kept
        in view), None for the live game (the latest move is kept in view)."""
        plies = plies if plies is not None else list(range(1, len(lines) + 1))
        if [self.log.item(i).text() for i in range(self.log.count())] != lines:
            self.log.clear()
            for text, ply in zip(lines, plies):
                item = QListWidgetItem(text)
                item.setData(PLY_ROLE, ply)
                self.log.addItem(item)
        else:
            for i, ply in enumerate(plies):
                self.log.item(i).setData(PLY_ROLE, ply)
        self._follow_latest = shown is None
        row = next((i for i, ply in enumerate(plies) if ply == shown), -1) if shown is not None else -1
        self.log.setCurrentRow(row)
        if row >= 0:
            self.log.scrollToItem(self.log.item(row))
        else:
            self.log.clearSelection()
            self.log.scrollToBottom()
