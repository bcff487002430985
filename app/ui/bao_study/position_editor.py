"""The Bao position editor: set up any position, checked as you go.

Each hole shows its seeds: a click adds one, a right-click takes one away, the mouse
wheel does both (Shift: five at a time), Delete empties it; the keyboard works on the
focused hole (+, -, 0). The ghala counts, house ownership, the side to move, the variant,
the stage and a pending takasia block have controls of their own. Every change is
checked at once against the rules of a position (``app.games.bao.position.Setup``:
64 seeds or the total stated, everything ``State`` accepts, a takasia block only where
one can stand); the problems are listed in words and "Play from here" / "Analyse from
here" wait until there are none. The position is copied and pasted as position text.

The editor knows no game view: it emits ``playRequested(State)`` and
``analyseRequested(State)``; whoever opened it decides what they do.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QGuiApplication, QPainter, QPen
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.games.bao import State, options
from app.games.bao.actions import hole_name
from app.games.bao.engine import FRONT, HOLES, NYUMBA
from app.games.bao.position import (
    EMPTY_HOUSE,
    FRONT_ROW_EMPTY,
    KUJIFUNZA_GHALA,
    KUJIFUNZA_HOUSE,
    NO_LEGAL_MOVE,
    TAKASIA_NOT_FRONT,
    TAKASIA_NOT_MTAJI,
    TAKASIA_ON_HOUSE,
    TAKASIA_ONLY_HOLE,
    TOO_MANY_SEEDS,
    WRONG_TOTAL,
    PositionError,
    Problem,
    Setup,
)
from app.games.bao.rules import MAX_SEEDS
from app.ui.bao_study.move_text import side_name
from app.ui.cards.names import english_plural
from app.ui.theme import ACCENT, MUTED_TEXT, PANEL_BORDER, TEXT

PIT_SIZE = 46  # the smallest a hole is drawn; holes grow with the dialog up to MAX_PIT_SIZE
MAX_PIT_SIZE = 88
CONTROLS_MAX_WIDTH = 460
STEP_WITH_SHIFT = 5  # seeds per click or wheel step with Shift held
PIT_COLOUR = QColor("#241a13")
PIT_RIM = QColor("#7a5b3f")
TAKASIA_COLOUR = QColor("#d9534f")


def display_holes(side: int, row: str) -> list[int]:
    """Own-view holes of one drawn row, left to right, the board seen from South (the
    diagram's order: North's A1 and B1 are on the right)."""
    holes = list(range(0, FRONT)) if row == "front" else list(range(FRONT, HOLES))
    return holes if side == 0 else holes[::-1]


class HoleWidget(QWidget):
    """One hole: its count, its name (from its owner's view) and marks for the house and
    a takasia block."""

    adjusted = Signal(int, int, int)  # side, hole, change in seeds
    emptied = Signal(int, int)

    def __init__(self, side: int, hole: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.side, self.hole = side, hole
        self.count = 0
        self.house = False
        self.blocked = False
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(PIT_SIZE, PIT_SIZE)
        self.setMaximumSize(MAX_PIT_SIZE, MAX_PIT_SIZE)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(PIT_SIZE, PIT_SIZE)

    def set_state(self, count: int, house: bool, blocked: bool) -> None:
        if (count, house, blocked) != (self.count, self.house, self.blocked):
            self.count, self.house, self.blocked = count, house, blocked
            self.update()

    def mousePressEvent(self, event) -> None:  # noqa: N802
        self.setFocus()
        step = STEP_WITH_SHIFT if event.modifiers() & Qt.KeyboardModifier.ShiftModifier else 1
        if event.button() == Qt.MouseButton.LeftButton:
            self.adjusted.emit(self.side, self.hole, step)
        elif event.button() == Qt.MouseButton.RightButton:
            self.adjusted.emit(self.side, self.hole, -step)
        elif event.button() == Qt.MouseButton.MiddleButton:
            self.emptied.emit(self.side, self.hole)

    def wheelEvent(self, event) -> None:  # noqa: N802
        delta = event.angleDelta().y()
        if delta:
            step = STEP_WITH_SHIFT if event.modifiers() & Qt.KeyboardModifier.ShiftModifier else 1
            self.adjusted.emit(self.side, self.hole, step if delta > 0 else -step)
        event.accept()

    def keyPressEvent(self, event) -> None:  # noqa: N802
        key = event.key()
        if key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal, Qt.Key.Key_Up):
            self.adjusted.emit(self.side, self.hole, 1)
        elif key in (Qt.Key.Key_Minus, Qt.Key.Key_Down):
            self.adjusted.emit(self.side, self.hole, -1)
        elif key in (Qt.Key.Key_0, Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
            self.emptied.emit(self.side, self.hole)
        else:
            super().keyPressEvent(event)

    def paintEvent(self, event) -> None:  # noqa: N802
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        side = min(self.width(), self.height())
        rect = QRectF((self.width() - side) / 2 + 3, (self.height() - side) / 2 + 3, side - 6, side - 6)
        painter.setPen(QPen(TAKASIA_COLOUR if self.blocked else PIT_RIM, 3 if self.blocked else 1.5))
        painter.setBrush(PIT_COLOUR)
        if self.house:
            painter.drawRoundedRect(rect, 6, 6)  # the owned nyumba is drawn square
        else:
            painter.drawEllipse(rect)
        if self.hasFocus():
            painter.setPen(QPen(QColor(ACCENT), 2, Qt.PenStyle.DotLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(rect.adjusted(-2, -2, 2, 2))
        font = QFont(self.font())
        font.setPixelSize(max(8, int(side * 0.2)))
        painter.setFont(font)
        painter.setPen(QColor(MUTED_TEXT))
        painter.drawText(rect.adjusted(0, 3, 0, 0), Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
                         hole_name(self.hole))
        font.setPixelSize(max(10, int(side * 0.36)))
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor(TEXT) if self.count else QColor(PANEL_BORDER))
        painter.drawText(rect.adjusted(0, 6, 0, 0), Qt.AlignmentFlag.AlignCenter, str(self.count))


class PositionEditor(QDialog):
    playRequested = Signal(object)  # State
    analyseRequested = Signal(object)  # State
    changed = Signal()

    def __init__(self, state: State | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("PositionEditor")
        self._setup = Setup.from_state(state if state is not None else State.new())
        self._updating = False
        self._paste_error = ""
        outer = QHBoxLayout(self)
        outer.setSpacing(16)
        board_box = QVBoxLayout()
        self.pits: dict[tuple[int, int], HoleWidget] = {}
        self.ghala: dict[int, QSpinBox] = {}
        self.ghala_labels: dict[int, QLabel] = {}
        self.side_labels: dict[int, QLabel] = {}
        for side, rows in ((1, ("back", "front")), (0, ("front", "back"))):
            if side == 0:
                separator = QFrame()
                separator.setFrameShape(QFrame.Shape.HLine)
                board_box.addWidget(separator)
            heading = QHBoxLayout()
            self.side_labels[side] = QLabel()
            self.side_labels[side].setObjectName("CardTitle")
            heading.addWidget(self.side_labels[side])
            heading.addStretch(1)
            self.ghala_labels[side] = QLabel()
            heading.addWidget(self.ghala_labels[side])
            spin = QSpinBox()
            spin.setRange(0, MAX_SEEDS)
            spin.valueChanged.connect(lambda value, s=side: self._set_store(s, value))
            self.ghala[side] = spin
            heading.addWidget(spin)
            grid = QGridLayout()
            grid.setSpacing(4)
            for row_index, row in enumerate(rows):
                for column, hole in enumerate(display_holes(side, row)):
                    pit = HoleWidget(side, hole)
                    pit.adjusted.connect(self._adjust)
                    pit.emptied.connect(self._empty)
                    self.pits[(side, hole)] = pit
                    grid.addWidget(pit, row_index, column)
            if side == 1:
                board_box.addLayout(heading)
                board_box.addLayout(grid)
            else:
                board_box.addLayout(grid)
                board_box.addLayout(heading)
        self.help = QLabel()
        self.help.setObjectName("CardText")
        self.help.setWordWrap(True)
        board_box.addWidget(self.help)
        outer.addLayout(board_box, 2)

        controls = QVBoxLayout()
        form = QFormLayout()
        self.variant = QComboBox()
        self.variant.currentIndexChanged.connect(self._set_variant)
        self.to_move = QComboBox()
        self.to_move.currentIndexChanged.connect(self._set_to_move)
        self.stage = QComboBox()
        self.stage.currentIndexChanged.connect(self._set_stage)
        self.takasia = QComboBox()
        self.takasia.currentIndexChanged.connect(self._set_takasia)
        self.total = QSpinBox()
        self.total.setRange(1, MAX_SEEDS)
        self.total.valueChanged.connect(self._set_total)
        self.form_labels = [QLabel() for _ in range(5)]
        for label, field in zip(self.form_labels, (self.variant, self.to_move, self.stage, self.takasia, self.total)):
            form.addRow(label, field)
        controls.addLayout(form)
        self.house = {side: QCheckBox() for side in (0, 1)}
        for side in (0, 1):
            self.house[side].toggled.connect(lambda on, s=side: self._set_house(s, on))
            controls.addWidget(self.house[side])
        self.seeds = QLabel()
        self.seeds.setObjectName("Turn")
        controls.addWidget(self.seeds)
        self.problem_label = QLabel()
        self.problem_label.setObjectName("Prompt")
        self.problem_label.setWordWrap(True)
        self.problem_label.setMinimumWidth(280)
        self.problem_label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        controls.addWidget(self.problem_label, 1)
        tools = QGridLayout()
        self.start_button, self.empty_button = QPushButton(), QPushButton()
        self.copy_button, self.paste_button = QPushButton(), QPushButton()
        for index, button in enumerate((self.start_button, self.empty_button, self.copy_button, self.paste_button)):
            tools.addWidget(button, index // 2, index % 2)
        self.start_button.clicked.connect(lambda: self.set_state(State.new(variant=self._setup.variant)))
        self.empty_button.clicked.connect(self._empty_board)
        self.copy_button.clicked.connect(self.copy_position)
        self.paste_button.clicked.connect(lambda: self.paste_position())
        self.play_button, self.analyse_button, self.close_button = QPushButton(), QPushButton(), QPushButton()
        self.play_button.setObjectName("Primary")
        self.play_button.clicked.connect(lambda: self._request(self.playRequested))
        self.analyse_button.clicked.connect(lambda: self._request(self.analyseRequested))
        self.close_button.clicked.connect(self.reject)
        # Two to a row like the tools above: three in one row of the narrow controls
        # column clipped the longer labels ("Chambua kuanzia hapa").
        tools.addWidget(self.play_button, 2, 0)
        tools.addWidget(self.analyse_button, 2, 1)
        tools.addWidget(self.close_button, 3, 1)
        controls.addLayout(tools)
        holder = QWidget()
        holder.setLayout(controls)
        holder.setMaximumWidth(CONTROLS_MAX_WIDTH)
        outer.addWidget(holder, 1)
        self.retranslate()

    # -- the position -------------------------------------------------------------------
    def setup(self) -> Setup:
        """A copy of the position as set up now (problems included)."""
        s = self._setup
        return Setup(list(s.board), list(s.stores), list(s.house), s.to_move, s.variant, s.takasia, s.total)

    def problems(self) -> list[Problem]:
        return self._setup.problems()

    def state(self) -> State | None:
        """The position, or None while it has problems."""
        try:
            return self._setup.to_state()
        except PositionError:
            return None

    def set_state(self, state: State) -> None:
        self.set_setup(Setup.from_state(state, total=self._setup.total))

    def set_setup(self, setup: Setup) -> None:
        self._setup = setup
        self._paste_error = ""
        self._show()

    def position_text(self) -> str:
        return self._setup.to_text()

    def copy_position(self) -> None:
        QGuiApplication.clipboard().setText(self.position_text())

    def paste_position(self, text: str | None = None) -> bool:
        """Read position text (default: the clipboard); False, with the reason shown,
        when it is not a position; the position being edited is then kept."""
        text = QGuiApplication.clipboard().text() if text is None else text
        try:
            setup = Setup.from_text(text, total=self._setup.total)
        except PositionError as exc:
            self._paste_error = self.tr("The text is not a Bao position: {0}").format(str(exc))
            self._show()
            return False
        self.set_setup(setup)
        return True

    # -- edits --------------------------------------------------------------------------
    def _edited(self) -> None:
        self._paste_error = ""
        self._show()
        self.changed.emit()

    def _adjust(self, side: int, hole: int, delta: int) -> None:
        index = side * HOLES + hole
        board = self._setup.board
        board[index] = max(0, min(MAX_SEEDS, board[index] + delta))
        self._edited()

    def _empty(self, side: int, hole: int) -> None:
        self._setup.board[side * HOLES + hole] = 0
        self._edited()

    def _empty_board(self) -> None:
        s = self._setup
        s.board = [0] * (2 * HOLES)
        s.stores = [0, 0]
        s.house = [False, False]
        s.takasia = None
        self._edited()

    def _set_store(self, side: int, value: int) -> None:
        if not self._updating:
            self._setup.stores[side] = value
            self._edited()

    def _set_house(self, side: int, on: bool) -> None:
        if not self._updating:
            self._setup.house[side] = on
            self._edited()

    def _set_variant(self, index: int) -> None:
        if self._updating or index < 0:
            return
        s = self._setup
        s.variant = options.VARIANTS[index]
        if s.variant == options.KUJIFUNZA:  # no ghala, no nyumba, no takasia
            s.stores = [0, 0]
            s.house = [False, False]
            s.takasia = None
        self._edited()

    def _set_to_move(self, index: int) -> None:
        if not self._updating and index >= 0:
            self._setup.to_move = index
            self._setup.takasia = None  # a block belongs to the side to move
            self._edited()

    def _set_stage(self, index: int) -> None:
        if self._updating or index < 0:
            return
        s = self._setup
        if index == 1:  # mtaji: every seed on the board
            s.stores = [0, 0]
        elif s.stores[s.to_move] == 0:  # namua: the mover drops a seed from the ghala
            s.stores[s.to_move] = 1
            s.takasia = None
        self._edited()

    def _set_takasia(self, index: int) -> None:
        if not self._updating and index >= 0:
            self._setup.takasia = None if index == 0 else index - 1
            self._edited()

    def _set_total(self, value: int) -> None:
        if not self._updating:
            self._setup.total = value
            self._edited()

    def _request(self, signal) -> None:
        state = self.state()
        if state is not None:
            signal.emit(state)

    # -- showing it ---------------------------------------------------------------------
    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Position editor"))
        for label, text in zip(self.form_labels, (self.tr("Variant"), self.tr("To move"), self.tr("Stage"),
                                                  self.tr("Takasia"), self.tr("Seeds in the game"))):
            label.setText(text)
        self.start_button.setText(self.tr("Start position"))
        self.empty_button.setText(self.tr("Empty board"))
        self.copy_button.setText(self.tr("Copy position"))
        self.paste_button.setText(self.tr("Paste position"))
        self.play_button.setText(self.tr("Play from here"))
        self.analyse_button.setText(self.tr("Analyse from here"))
        self.close_button.setText(self.tr("Close"))
        self.help.setText(self.tr("Click a hole to add a seed, right-click to take one away, or use the mouse wheel "
                                  "(Shift: five at a time). The owned nyumba is drawn square; a takasia'd hole "
                                  "has a red rim."))
        self._show()

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _fill_combo(self, combo: QComboBox, texts: list[str], index: int) -> None:
        if [combo.itemText(i) for i in range(combo.count())] != texts:
            combo.clear()
            combo.addItems(texts)
        combo.setCurrentIndex(index)

    def _show(self) -> None:
        s = self._setup
        self._updating = True
        try:
            kiswahili = s.variant == options.KISWAHILI
            self._fill_combo(self.variant, [self.tr("Bao la Kiswahili"), self.tr("Bao la kujifunza")],
                             options.VARIANTS.index(s.variant))
            self._fill_combo(self.to_move, [side_name(0), side_name(1)], s.to_move)
            self._fill_combo(self.stage, [self.tr("namua"), self.tr("mtaji")], 0 if s.stage == "namua" else 1)
            self.stage.setEnabled(kiswahili)
            mover = s.to_move
            holes = [self.tr("{0}'s {1}").format(side_name(mover), hole_name(h)) for h in range(FRONT)]
            self._fill_combo(self.takasia, [self.tr("none")] + holes, 0 if s.takasia is None else s.takasia + 1)
            self.takasia.setEnabled(kiswahili and s.stage == "mtaji")
            self.total.setValue(s.total if s.total is not None else s.seeds())
            for side in (0, 1):
                self.side_labels[side].setText(side_name(side))
                self.ghala_labels[side].setText(self.tr("ghala"))
                self.ghala[side].setValue(s.stores[side])
                self.ghala[side].setEnabled(kiswahili and s.stage == "namua")
                self.house[side].setText(self.tr("{0} owns the nyumba").format(side_name(side)))
                self.house[side].setChecked(s.house[side])
                self.house[side].setEnabled(kiswahili)
        finally:
            self._updating = False
        for (side, hole), pit in self.pits.items():
            count = s.count(side, hole)
            pit.set_state(count, hole == NYUMBA and s.house[side], side == s.to_move and hole == s.takasia)
            pit.setToolTip(self._hole_tip(side, hole, count))
        problems = s.problems()
        seeds = s.seeds()
        self.seeds.setText(english_plural(self.tr("%n seed(s) placed", "", seeds), seeds))
        lines = [self._paste_error] if self._paste_error else []
        lines += [self.problem_text(p) for p in problems]
        if not lines:
            lines = [self.tr("The position is ready: {0} to move ({1}).").format(
                side_name(s.to_move), self.tr("namua") if s.stage == "namua" else self.tr("mtaji"))]
        self.problem_label.setText("\n".join(lines))
        ready = not problems
        self.play_button.setEnabled(ready)
        self.analyse_button.setEnabled(ready)

    def _hole_tip(self, side: int, hole: int, count: int) -> str:
        name = hole_name(hole)
        if hole == NYUMBA and self._setup.variant == options.KISWAHILI:
            text = english_plural(self.tr("{0}'s {1}, the nyumba: %n seed(s).", "", count), count)
        else:
            text = english_plural(self.tr("{0}'s {1}: %n seed(s).", "", count), count)
        return text.format(side_name(side), name)

    def problem_text(self, problem: Problem) -> str:
        """One problem as a whole sentence in the current language."""
        code = problem.code
        side = side_name(problem.side) if problem.side is not None else ""
        hole = hole_name(problem.hole) if problem.hole is not None else ""
        if code == WRONG_TOTAL:
            return english_plural(self.tr("The position holds %n seed(s); the game has {0}.", "", problem.count),
                                  problem.count).format(problem.expected)
        if code == TOO_MANY_SEEDS:
            return english_plural(self.tr("The position holds %n seed(s); at most {0} fit.", "", problem.count),
                                  problem.count).format(problem.expected)
        if code == KUJIFUNZA_GHALA:
            return self.tr("Bao la kujifunza has no ghala: every seed is on the board.")
        if code == KUJIFUNZA_HOUSE:
            return self.tr("Bao la kujifunza has no nyumba.")
        if code == EMPTY_HOUSE:
            return self.tr("{0} owns an empty nyumba: emptying the nyumba loses the house.").format(side)
        if code == TAKASIA_NOT_MTAJI:
            return self.tr("A takasia block exists only in the mtaji stage of Bao la Kiswahili.")
        if code == TAKASIA_NOT_FRONT:
            return self.tr("Takasia on {0}: only a front-row hole holding seeds can be blocked.").format(hole)
        if code == TAKASIA_ON_HOUSE:
            return self.tr("Takasia on {0}: the owned nyumba is never blocked.").format(hole)
        if code == TAKASIA_ONLY_HOLE:
            return (self.tr("Takasia on {0}: the only front-row hole with two or more seeds is never blocked.")
                    .format(hole))
        if code == FRONT_ROW_EMPTY:
            return self.tr("{0}'s front row is empty: the game would be over.").format(side)
        if code == NO_LEGAL_MOVE:
            return self.tr("{0} has no legal move: the game would be over.").format(side)
        raise ValueError(f"unknown position problem {code!r}")
