"""The Bao screen's study tools and their menu: game records (save, open, copy, paste),
replay, "Continue from here", redo after undo, the position editor, the analysis panel
and the blunder check, and the hole names on the board.

``BaoStudy`` belongs to one ``BaoGameView``: it owns the actions (with their shortcuts,
active while the Bao screen is shown) and the "Study" menu the main window puts in its
menu bar (``GameView.menus``). It plays nothing itself: it asks the view to show a
position (``go_to``) and the view's table to start a game from a record.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QGuiApplication
from PySide6.QtWidgets import QFrame, QMenu, QVBoxLayout

from app.core.record import GameRecord
from app.games.bao import State
from app.games.bao.record_text import BaoGameText, RecordTextError, read_record, record_date, write_record
from app.ui.keys import SHORTCUTS, unique_key_sequences
from app.ui.table.local import HOT_SEAT, OPPONENT_OPTION

if TYPE_CHECKING:
    from app.ui.scenes.bao_view import BaoGameView

RECORD_SUFFIX = ".bao"  # Jadi's Bao game records (text, ``app/games/bao/record_text.py``)
# Between two replayed moves, after each one's animation, at the "normal" speed: the
# animation speed (View > Animation Speed, changeable while it runs) scales both, so a
# replay goes at any of its speeds ("instant": the whole game in a moment).
REPLAY_PAUSE_MS = 350


class BaoStudy(QObject):
    # A record could not be read: the message (line and move of the first bad one).
    recordRejected = Signal(str)
    # A record was read and its game is now the table's.
    recordOpened = Signal()

    def __init__(self, view: "BaoGameView") -> None:
        super().__init__(view)
        self.view = view
        self.analysis = None  # the AnalysisPanel, made when first asked for
        self.analysis_frame: QFrame | None = None  # its column beside the side panel
        self._redo_line: list[tuple[str, int | None]] = []
        self._replaying = False
        self._replay_timer = QTimer(self)
        self._replay_timer.setSingleShot(True)
        self._replay_timer.timeout.connect(self._replay_next)
        self._review: list = []
        self.menu = QMenu()
        # The Study menu's keys live with every shortcut of the app (app/ui/keys.py), which
        # the shortcuts sheet reads too.
        self.save_action = self._action(self.save_record, SHORTCUTS["save_record"])
        self.open_action = self._action(self.open_record, SHORTCUTS["open_record"])
        self.copy_action = self._action(self.copy_record, SHORTCUTS["copy_record"])
        self.paste_action = self._action(self.paste_record, SHORTCUTS["paste_record"])
        self.redo_action = self._action(self.redo, SHORTCUTS["redo"])
        self.back_action = self._action(view.back_to_game)
        self.replay_action = self._action(self.toggle_replay, SHORTCUTS["replay"])
        self.continue_ai_action = self._action(lambda: self.continue_from_here(against_computer=True))
        self.continue_person_action = self._action(lambda: self.continue_from_here(against_computer=False))
        self.editor_action = self._action(self.open_editor, SHORTCUTS["position_editor"])
        self.analysis_action = self._action(self.set_analysis_visible, SHORTCUTS["analysis"], checkable=True)
        self.review_action = self._action(self.check_blunders)
        self.coordinates_menu = QMenu()
        self.coordinates_group = QActionGroup(self)
        from app.ui.scenes.bao_view import COORDINATE_MODES

        for mode in COORDINATE_MODES:
            action = self.coordinates_menu.addAction("")
            action.setCheckable(True)
            action.setData(mode)
            action.setChecked(mode == view.coordinates())
            self.coordinates_group.addAction(action)
        self.coordinates_group.triggered.connect(lambda a: self.view.set_coordinates(a.data()))
        for action in (self.save_action, self.open_action, self.copy_action, self.paste_action, None,
                       self.redo_action, self.back_action, self.replay_action, self.continue_ai_action,
                       self.continue_person_action, None, self.editor_action, self.analysis_action,
                       self.review_action):
            self.menu.addSeparator() if action is None else self.menu.addAction(action)
        self.menu.addSeparator()
        self.menu.addMenu(self.coordinates_menu)
        self.menu.aboutToShow.connect(self.update_actions)
        view.table.reset.connect(self._on_game_reset)
        self.retranslate()

    def _action(self, slot, keys=(), checkable: bool = False) -> QAction:
        action = QAction(self.view)
        if keys:
            action.setShortcuts(unique_key_sequences(keys))
        action.setCheckable(checkable)
        if checkable:
            action.triggered.connect(slot)
        else:
            action.triggered.connect(lambda _checked=False: slot())
        self.view.addAction(action)  # its shortcut works while the Bao screen is shown
        return action

    def retranslate(self) -> None:
        self.menu.setTitle(self.tr("&Study"))
        texts = {
            self.save_action: self.tr("&Save Game Record…"),
            self.open_action: self.tr("&Open Game Record…"),
            self.copy_action: self.tr("&Copy Game Record"),
            self.paste_action: self.tr("&Paste Game Record"),
            self.redo_action: self.tr("&Redo Move"),
            self.back_action: self.tr("&Back to the Game"),
            self.replay_action: self.tr("Re&play the Game"),
            self.continue_ai_action: self.tr("Continue from Here Against the &Computer"),
            self.continue_person_action: self.tr("Continue from Here Against a P&erson"),
            self.editor_action: self.tr("Position &Editor…"),
            self.analysis_action: self.tr("&Analysis"),
            self.review_action: self.tr("Check the Game for &Blunders"),
        }
        for action, text in texts.items():
            action.setText(text)
        self.coordinates_menu.setTitle(self.tr("&Hole Names on the Board"))
        names = {"off": self.tr("None"), "mover": self.tr("The Side to Move's Holes"),
                 "both": self.tr("Both Sides' Holes")}
        for action in self.coordinates_group.actions():
            action.setText(names[action.data()])
        if self.analysis is not None:
            self.analysis.retranslate()

    def coordinates_changed(self, mode: str) -> None:
        for action in self.coordinates_group.actions():
            action.setChecked(action.data() == mode)

    def update_actions(self) -> None:
        view = self.view
        has_game = view.table.record() is not None and not view.table.working()
        for action in (self.save_action, self.copy_action, self.replay_action, self.continue_ai_action,
                       self.continue_person_action):
            action.setEnabled(has_game)
        self.redo_action.setEnabled(self.can_redo())
        self.back_action.setEnabled(view.browsing() is not None)
        self.review_action.setEnabled(has_game and bool(view.history))
        self.replay_action.setText(self.tr("Stop the &Replay") if self._replaying else self.tr("Re&play the Game"))

    # -- the view's news ---------------------------------------------------------------
    def on_position_changed(self) -> None:
        """The board shows another position (a move, browsing, a new game)."""
        if self.analysis is not None and self.analysis_frame.isVisible():
            self.analysis.set_position(self.view.shown_position())
        self.update_actions()

    def on_animation_idle(self) -> None:
        """A browsed step's animation is over: the replay goes on after a pause."""
        if self._replaying:
            self._replay_timer.start(self._replay_pause())

    def _on_game_reset(self) -> None:
        self.stop_replay()
        history = self.view.history
        line = [entry for entry in self._redo_line]
        if [a for a, _ in line[:len(history)]] != list(history):
            self._redo_line = []

    # -- records -----------------------------------------------------------------------
    def record_text(self) -> str:
        """The game so far as a text record (dated today)."""
        return write_record(BaoGameText.of(self.view.table.record(), date=record_date()))

    def save_record(self, path: str | None = None) -> bool:
        if self.view.table.record() is None:
            return False
        if path is None:
            from app.ui.standard_buttons import ask_save_path

            path = ask_save_path(self.view, self.tr("Save Game Record"), "game" + RECORD_SUFFIX,
                                 self.tr("Bao game records (*{0})").format(RECORD_SUFFIX))
            if not path:
                return False
            if not path.endswith(RECORD_SUFFIX) and "." not in path.rsplit("/", 1)[-1]:
                path += RECORD_SUFFIX
        try:
            with open(path, "w", encoding="utf-8", newline="\n") as file:
                file.write(self.record_text())
        except OSError as exc:
            self._tell(self.tr("The game record could not be saved: {0}").format(exc.strerror or str(exc)))
            return False
        self.view.statusMessage.emit(self.tr("Game record saved."))
        return True

    def open_record(self, path: str | None = None) -> bool:
        if path is None:
            from app.ui.standard_buttons import ask_open_path

            path = ask_open_path(self.view, self.tr("Open Game Record"),
                                 self.tr("Bao game records (*{0});;All files (*)").format(RECORD_SUFFIX))
            if not path:
                return False
        try:
            with open(path, encoding="utf-8") as file:
                text = file.read(1_000_000)  # a record is a few kilobytes; more is not one
        except (OSError, UnicodeDecodeError) as exc:
            self._reject(self.tr("The file could not be read: {0}").format(getattr(exc, "strerror", None) or exc))
            return False
        return self.load_record_text(text)

    def copy_record(self) -> None:
        if self.view.table.record() is not None:
            QGuiApplication.clipboard().setText(self.record_text())
            self.view.statusMessage.emit(self.tr("Game record copied."))

    def paste_record(self, text: str | None = None) -> bool:
        return self.load_record_text(QGuiApplication.clipboard().text() if text is None else text)

    def load_record_text(self, text: str) -> bool:
        """Read a record; a bad one is named (line, move, rule) and nothing changes."""
        try:
            game = read_record(text)
        except RecordTextError as exc:
            reason = str(exc).split(": ", 1)[1] if exc.line else str(exc)  # the rule, in the model's words
            if exc.line:
                self._reject(self.tr("This is not a valid Bao game record. Line {0}: {1}").format(exc.line, reason))
            else:
                self._reject(self.tr("This is not a valid Bao game record: {0}").format(reason))
            return False
        except (ValueError, IndexError) as exc:
            self._reject(self.tr("This is not a valid Bao game record: {0}").format(exc))
            return False
        if not self._may_replace_game():
            return False
        self.stop_replay()
        self.view.table.start_from(game.record)
        self.recordOpened.emit()
        self.view.statusMessage.emit(self.tr("Game record opened: use the move list to go through it."))
        return True

    def _may_replace_game(self) -> bool:
        """A game in progress is abandoned only after a question (it counts as a loss
        against the computer, as a new game does)."""
        view = self.view
        if view.has_progress() and not view.is_over() and view.can_resign():
            from app.ui.main_window import ask_yes_no

            if not ask_yes_no(view, self.tr("Open a game"),
                              self.tr("Abandon the current game? Against the computer it counts as a loss.")):
                return False
            view.resign()
        return True

    def _reject(self, message: str) -> None:
        self.recordRejected.emit(message)
        self._tell(message)

    def _tell(self, message: str) -> None:
        self.view.statusMessage.emit(message)
        from app.ui.standard_buttons import tell

        tell(self.view, self.tr("Game record"), message).setObjectName("RecordMessage")

    # -- continue, redo, replay ----------------------------------------------------------
    def continue_from_here(self, against_computer: bool, state: State | None = None) -> None:
        """A new game from the position shown (or ``state``): against the computer (the
        player is South) or two people at this screen. The opponent becomes the Bao
        opponent setting, as if chosen for a new game."""
        start = (state if state is not None else self.view.shown_position())
        if start is None or start.is_terminal() or not self._may_replace_game():
            return
        self.stop_replay()
        game = self.view.GAME  # Bao (its id is registered once, app/games and app/ui/games)
        self.view.services.settings.set_game_option(game, OPPONENT_OPTION, "ai" if against_computer else HOT_SEAT)
        record = GameRecord.new(game, {"variant": start.variant}, state=start.clone())
        self.view.table.start_from(record)

    def note_undo(self) -> None:
        """Remember the moves before an undo (redo plays them again)."""
        view = self.view
        current = list(zip(view.history, view.actors))
        if len(current) > len(self._redo_line) or [a for a, _ in self._redo_line[:len(current)]] != view.history:
            self._redo_line = current

    def can_redo(self) -> bool:
        view = self.view
        history = view.history
        line = self._redo_line
        if len(line) <= len(history) or [a for a, _ in line[:len(history)]] != history:
            return False
        return view.awaiting_human() and line[len(history)][1] == view.state.current_player()

    def redo(self) -> None:
        """Play the next undone move again (the computer then answers by itself)."""
        if self.can_redo():
            self.view.play(State.parse_action(self._redo_line[len(self.view.history)][0]))

    def toggle_replay(self) -> None:
        self.stop_replay() if self._replaying else self.start_replay()

    def replaying(self) -> bool:
        return self._replaying

    def start_replay(self) -> None:
        """Play the game through from its start, each move animated at the animation
        speed (View > Animation Speed changes it as it runs); Esc or the menu stops."""
        line = self.view.game_line()
        if line is None or not len(line):
            return
        self._replaying = True
        self.view.go_to(0)
        self._replay_timer.start(self._replay_pause())
        self.update_actions()

    def stop_replay(self) -> None:
        if self._replaying:
            self._replaying = False
            self._replay_timer.stop()
            self.update_actions()

    def _replay_pause(self) -> int:
        from app.ui.speeds import SPEED_FACTORS

        return int(REPLAY_PAUSE_MS * SPEED_FACTORS.get(self.view.services.settings.animation_speed(), 1.0))

    def _replay_next(self) -> None:
        view = self.view
        if not self._replaying:
            return
        ply = view.browsing()
        line = view.game_line()
        if ply is None or line is None or ply >= len(line):
            self.stop_replay()
            return
        view.go_to(ply + 1)
        if view.browsing() is None or not view.animator.is_busy():
            # the end of the game, or a step without animation (instant speed)
            if view.browsing() is None:
                self.stop_replay()
            else:
                self._replay_timer.start(self._replay_pause())

    # -- the editor and the analysis -----------------------------------------------------
    def open_editor(self) -> None:
        from app.ui.bao_study.position_editor import PositionEditor

        editor = PositionEditor(self.view.shown_position(), self.view)
        editor.setObjectName("BaoPositionEditor")

        def play(state: State) -> None:
            editor.accept()
            self.continue_from_here(against_computer=True, state=state)

        def analyse(state: State) -> None:
            editor.accept()
            self.continue_from_here(against_computer=False, state=state)
            self.set_analysis_visible(True)

        editor.playRequested.connect(play)
        editor.analyseRequested.connect(analyse)
        editor.open()

    def _analysis_panel(self):
        if self.analysis is None:
            from app.ui.bao_study.analysis_panel import AnalysisPanel
            from app.ui.side_panel import PANEL_MARGIN, PANEL_WIDTH

            # A column of its own beside the side panel: the board gives up the room.
            self.analysis_frame = QFrame()
            self.analysis_frame.setObjectName("Panel")
            self.analysis_frame.setFixedWidth(PANEL_WIDTH)
            layout = QVBoxLayout(self.analysis_frame)
            layout.setContentsMargins(PANEL_MARGIN, PANEL_MARGIN, PANEL_MARGIN, PANEL_MARGIN)
            self.analysis = AnalysisPanel(parent=self.analysis_frame)
            layout.addWidget(self.analysis)
            self.analysis_frame.setVisible(False)
            self.analysis.worker.reviewed.connect(self._on_reviewed)
            self.analysis.threatChanged.connect(lambda _threat: self.view.refresh())
            self.view.layout().addWidget(self.analysis_frame)
        return self.analysis

    def set_analysis_visible(self, visible: bool) -> None:
        """Show the analysis of the position on the board (it starts at once) or hide it
        (and stop it)."""
        self.analysis_action.setChecked(visible)
        if not visible and self.analysis is None:
            return
        panel = self._analysis_panel()
        self.analysis_frame.setVisible(visible)
        if visible:
            panel.set_position(self.view.shown_position())
            panel.set_running(True)
        else:
            panel.set_running(False)

    def threat_hole(self) -> tuple[int, int] | None:
        """The hole the opponent's threat starts from, (side, hole), while "Show the
        threat" is on and the analysis is shown."""
        if self.analysis is None or not self.analysis_frame.isVisible():
            return None
        threat, update = self.analysis.current_threat(), self.analysis.latest()
        if threat is None or update is None:
            return None
        action = State.parse_action(threat.move)
        return None if action.is_decision else (1 - update.side, action.hole)

    def check_blunders(self) -> None:
        """Score every move of the game (in the analysis process); the move list marks
        the mistakes and blunders as they come."""
        record = self.view.table.record()
        if record is None or not record.actions:
            return
        panel = self._analysis_panel()
        self.set_analysis_visible(True)
        panel.set_running(False)
        self._review = []
        panel.worker.review(record.start_state(), record.actions)
        self.view.statusMessage.emit(self.tr("Checking the game for blunders…"))

    def _on_reviewed(self, reviewed) -> None:
        self._review.append(reviewed)
        self.view.refresh()

    def review(self) -> list:
        """The ``ReviewedMove``s of the blunder check so far."""
        return list(self._review)

    def shutdown(self) -> None:
        self.stop_replay()
        if self.analysis is not None:
            self.analysis.shutdown()
