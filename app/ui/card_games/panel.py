"""The side panel of the card table: turn, game facts, prompt and choice buttons,
commands, and the move log (which also mirrors play for screen readers)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGridLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QSizePolicy,
    QWidget,
)

from app.ui.side_panel import PANEL_WIDTH, SidePanel, panel_button, scrollable  # noqa: F401 - re-exported
from app.ui.theme import ACCENT
from app.ui.wrapped_label import WrappedLabel

# Narrow choices (bid numbers, suits) share a row: as many as their labels allow, up to
# this many, in rows of equal length (Back Alley's twelve bids in two rows of six, so the
# auction fits a 1024x700 window in Swahili and Welsh).
MAX_CHOICE_COLUMNS = 6
# A narrow button is narrow for "♠ (4)" with the theme's 14-pixel side padding.
NARROW_BUTTON_STYLE = "padding-left: 2px; padding-right: 2px;"
CHOICE_SPACING = 5
# Lines kept for the prompt, so the buttons below do not jump with every prompt.
PROMPT_LINES = 3


class LogDivider(str):
    """A line of the move log that starts a new game or deal (drawn as a divider)."""


@dataclass(frozen=True)
class Choice:
    """A prompt button: ``key`` comes back through ``choiceMade``; ``wide`` buttons take a
    whole row (actions), narrow ones a quarter (bid numbers, suits)."""

    label: str
    key: object
    wide: bool = True
    primary: bool = True
    enabled: bool = True



class CardPanel(SidePanel):
    choiceMade = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(7, parent)
        layout = self.rows
        # Wrapped labels that always get their text's height (see WrappedLabel).
        self.turn = WrappedLabel()
        self.turn.setObjectName("Turn")
        layout.addWidget(self.turn)
        self.thinking = QProgressBar()
        self.thinking.setRange(0, 0)
        self.thinking.setTextVisible(False)
        self.thinking.setFixedHeight(6)
        self.thinking.setVisible(False)
        layout.addWidget(self.thinking)
        self.info = WrappedLabel()
        # Hidden while a deal is dealt (the view), keeping its place: nothing below it jumps.
        keep_place = self.info.sizePolicy()
        keep_place.setRetainSizeWhenHidden(True)
        self.info.setSizePolicy(keep_place)
        self.info.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.info)
        self.prompt = WrappedLabel(PROMPT_LINES)
        self.prompt.setObjectName("Prompt")
        layout.addWidget(self.prompt)
        self.choice_box = QWidget()
        self.choice_grid = QGridLayout(self.choice_box)
        self.choice_grid.setContentsMargins(0, 0, 0, 0)
        self.choice_grid.setSpacing(CHOICE_SPACING)
        layout.addWidget(self.choice_box)
        self._choice_buttons: list[QPushButton] = []
        self._shown_choices: list[Choice] = []
        self._log_lines: list[str] = []
        self.commands = QGridLayout()
        self.commands.setSpacing(6)
        self.last_trick_button = panel_button()
        self.sheet_button = panel_button()
        self.undo_button = panel_button()
        self.hint_button = panel_button()
        self.new_button = panel_button()
        self.resign_button = panel_button()
        self._command_buttons = (self.last_trick_button, self.sheet_button, self.undo_button,
                                 self.hint_button, self.new_button, self.resign_button)
        layout.addLayout(self.commands)
        self.moves_heading = QLabel()
        self.moves_heading.setObjectName("Heading")
        layout.addWidget(self.moves_heading)
        self.log = QListWidget()
        self.log.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.log.setWordWrap(True)
        # Per-pixel scrolling: with wrapped lines of different heights, per-item scrolling
        # can stop with the latest line cut off at the bottom.
        self.log.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        # Wrapped items get their heights in the next layout pass: scroll once more then
        # (and when the log gets its size, e.g. right after resuming a game).
        self._scroll_timer = QTimer(self)
        self._scroll_timer.setSingleShot(True)
        self._scroll_timer.setInterval(0)
        self._scroll_timer.timeout.connect(self.log.scrollToBottom)
        self.log.installEventFilter(self)
        # The log takes the room that is left (a list's own preferred height, 192 pixels,
        # would make the scroll area scroll in a window that has room for everything).
        self.log.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Ignored)
        self.log.setMinimumHeight(4 * self.log.fontMetrics().lineSpacing())
        layout.addWidget(self.log, 1)
        self.retranslate()

    def retranslate(self, last_trick: str | None = None) -> None:
        """The fixed texts in the current language; ``last_trick`` is the game's name for
        its last-trick view (the view calls this on a language change)."""
        self.thinking.setAccessibleName(self.tr("The computer is thinking"))
        self.last_trick_button.setText(last_trick or self.tr("Last trick"))
        self.sheet_button.setText(self.tr("Score sheet"))
        self.undo_button.setText(self.tr("Undo"))
        self.hint_button.setText(self.tr("Hint"))
        self.new_button.setText(self.tr("New game"))
        self.resign_button.setText(self.tr("Resign"))
        self.moves_heading.setText(self.tr("Moves"))
        self.log.setAccessibleName(self.tr("Move log"))
        self._arrange_commands()

    def _arrange_commands(self) -> None:
        """The command buttons in pairs, two a row; a pair with a label too long for half
        the panel (Swahili's "Mizunguko uliopita") takes a row each instead of clipping."""
        margins = self.layout().contentsMargins()
        half = (PANEL_WIDTH - margins.left() - margins.right() - self.commands.spacing()) // 2
        for button in self._command_buttons:
            self.commands.removeWidget(button)
            button.ensurePolished()
        row = 0
        for pair in zip(self._command_buttons[::2], self._command_buttons[1::2]):
            if any(button.sizeHint().width() > half for button in pair):
                for button in pair:
                    self.commands.addWidget(button, row, 0, 1, 2)
                    row += 1
            else:
                self.commands.addWidget(pair[0], row, 0)
                self.commands.addWidget(pair[1], row, 1)
                row += 1

    def set_choices(self, prompt: str, choices: list[Choice]) -> None:
        self.prompt.setText(prompt)
        if choices == self._shown_choices:
            return
        self._shown_choices = list(choices)
        for button in self._choice_buttons:
            self.choice_grid.removeWidget(button)
            button.hide()  # deleteLater acts on the next event loop pass: hide it now
            button.deleteLater()
        self._choice_buttons = [self._choice_button(choice) for choice in choices]
        self._arrange_choices(choices)
        self.choice_box.setVisible(bool(choices))

    def _choice_button(self, choice: Choice) -> QPushButton:
        button = panel_button(choice.label)
        if not choice.wide:
            button.setStyleSheet(NARROW_BUTTON_STYLE)
        if choice.primary:
            button.setObjectName("Primary")
        button.ensurePolished()
        button.setEnabled(choice.enabled)
        # Never squeezed below its text's height: a long prompt makes the panel scroll.
        button.setMinimumHeight(button.sizeHint().height())
        button.clicked.connect(lambda _checked=False, key=choice.key: self.choiceMade.emit(key))
        return button

    def _arrange_choices(self, choices: list[Choice]) -> None:
        """Runs of narrow buttons in balanced rows of up to ``MAX_CHOICE_COLUMNS``; wide
        buttons two a row when both labels fit half the panel ("Pass" and "Board"),
        otherwise a row each."""
        room = self._inner_width()
        grid, row = self.choice_grid, 0
        columns = self._grid_columns(choices, room)
        index = 0
        while index < len(choices):
            run_end = index
            while run_end < len(choices) and choices[run_end].wide == choices[index].wide:
                run_end += 1
            buttons = self._choice_buttons[index:run_end]
            if choices[index].wide:
                row = self._place_pairs(grid, buttons, row, columns, room)
            else:
                row = self._place_narrow(grid, buttons, row, columns, room)
            index = run_end

    def _inner_width(self) -> int:
        margins = self.layout().contentsMargins()
        return PANEL_WIDTH - margins.left() - margins.right()

    @staticmethod
    def _fitting_columns(buttons: list[QPushButton], room: int) -> int:
        widest = max(button.sizeHint().width() for button in buttons)
        return max(1, min(MAX_CHOICE_COLUMNS, (room + CHOICE_SPACING) // (widest + CHOICE_SPACING)))

    def _grid_columns(self, choices: list[Choice], room: int) -> int:
        """One grid for every row: the least common multiple of the rows' lengths."""
        import math

        lengths = {2}
        index = 0
        while index < len(choices):
            run_end = index
            while run_end < len(choices) and choices[run_end].wide == choices[index].wide:
                run_end += 1
            if not choices[index].wide:
                lengths.add(self._row_length(self._choice_buttons[index:run_end], room))
            index = run_end
        return math.lcm(*lengths)

    def _row_length(self, buttons: list[QPushButton], room: int) -> int:
        fit = self._fitting_columns(buttons, room)
        rows = -(-len(buttons) // fit)
        return -(-len(buttons) // rows)

    def _place_narrow(self, grid: QGridLayout, buttons: list[QPushButton], row: int, columns: int, room: int) -> int:
        length = self._row_length(buttons, room)
        span = columns // length
        for number, button in enumerate(buttons):
            grid.addWidget(button, row + number // length, (number % length) * span, 1, span)
        return row + -(-len(buttons) // length)

    def _place_pairs(self, grid: QGridLayout, buttons: list[QPushButton], row: int, columns: int, room: int) -> int:
        half = (room - CHOICE_SPACING) // 2
        pending = list(buttons)
        while pending:
            pair = pending[:2]
            if len(pair) == 2 and all(button.sizeHint().width() <= half for button in pair):
                grid.addWidget(pair[0], row, 0, 1, columns // 2)
                grid.addWidget(pair[1], row, columns // 2, 1, columns // 2)
                del pending[:2]
            else:
                grid.addWidget(pair[0], row, 0, 1, columns)
                del pending[:1]
            row += 1
        return row

    def choice_buttons(self) -> list[QPushButton]:
        return list(self._choice_buttons)

    def set_log(self, lines: list[str]) -> None:
        shown = self._log_lines
        if lines[:len(shown)] == shown:  # the usual case: moves were added
            if len(lines) == len(shown):
                return
            new = lines[len(shown):]
        else:
            self.log.clear()
            new = lines
        for line in new:
            self.log.addItem(self._log_item(line))
        self._log_lines = list(lines)
        self.log.scrollToBottom()
        self._scroll_timer.start()

    def _log_item(self, line: str) -> QListWidgetItem:
        item = QListWidgetItem(line)
        if isinstance(line, LogDivider):
            item.setText(f"── {line} ──")
            item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            item.setFlags(Qt.ItemFlag.NoItemFlags)
            item.setForeground(QColor(ACCENT))
            font = item.font()
            font.setBold(True)
            item.setFont(font)
        return item

    def eventFilter(self, watched, event) -> bool:  # noqa: N802
        if watched is self.log and event.type() in (QEvent.Type.Resize, QEvent.Type.Show):
            self._scroll_timer.start()
        return False
