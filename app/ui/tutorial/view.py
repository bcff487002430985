"""``TutorialView``: one game's tutorial, a page of the main window.

The text panel on top, the game's real view below it, at a ``ScriptedTable``
(``app/ui/table/scripted.py``) instead of a game's table. The player reads a step and
presses Next, or makes the move it asks for on the board (every click, key and prompt
button works as in a real game); the tutorial runner (``app.tutorial``) decides: an
accepted move and the opponents' scripted replies are animated on the board, a wrong one
is never played ("taken back") and its explanation is shown. Progress is saved in the app's save store under
``tutorial_<game>`` after every change, so leaving and coming back resumes the step.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QVBoxLayout, QWidget

from app.core.refusal import Refusal
from app.games import game_info
from app.i18n import current_language
from app.tutorial import LANGUAGES, Tutorial, TutorialRun
from app.ui.games import load_view_class
from app.ui.reason_text import refusal_text
from app.ui.saves import TUTORIAL_SAVE_PREFIX
from app.ui.services import Services
from app.ui.table.scripted import ScriptedTable
from app.ui.tutorial.highlight import Highlighter
from app.ui.tutorial.panel import GOOD, NEUTRAL, WRONG, TutorialPanel
from app.ui.tutorial.services import tutorial_services

# The level of the real game offered at the end of a tutorial (the issue: "Easy").
REAL_GAME_LEVEL = "easy"


def _nothing() -> str:
    return ""


NO_FEEDBACK = (NEUTRAL, _nothing, _nothing)


def save_key(game: str) -> str:
    return TUTORIAL_SAVE_PREFIX + game


class TutorialView(QWidget):
    leaveRequested = Signal()
    playRequested = Signal(str)  # the game id: start a real game at REAL_GAME_LEVEL

    def __init__(self, game: str, services: Services, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.GAME = game
        self.services = services
        self.language_override: str | None = None  # screenshots in a language not installed yet
        self.tutorial = Tutorial.load(game)
        self.table = ScriptedTable(game, self)
        self.board = load_view_class(game)(tutorial_services(services), table=self.table)
        self.table.proposed.connect(self._on_player_move)
        self.table.replayed.connect(self._on_replayed)
        self.highlighter = Highlighter(self.board)
        self.panel = TutorialPanel()
        layout = QVBoxLayout(self)
        # The game view below has margins of its own (8 left, 12 right): line up with it.
        layout.setContentsMargins(8, 8, 12, 0)
        layout.setSpacing(4)
        layout.addWidget(self.panel)
        layout.addWidget(self.board, 1)
        self.setFocusProxy(self.board)
        self.panel.nextClicked.connect(self.next)
        self.panel.restartClicked.connect(self.restart_lesson)
        self.panel.leaveClicked.connect(self.leave)
        self.panel.playClicked.connect(lambda: self.playRequested.emit(self.GAME))
        self.panel.lessonChosen.connect(self.choose_lesson)
        self.completed: set[str] = set()  # ids of the lessons finished at least once
        # (kind, text, heading): the texts are functions, so a language switch re-words
        # the feedback shown (a string kept here would stay in the old language).
        self.feedback: tuple[str, Callable[[], str], Callable[[], str]] = NO_FEEDBACK
        self.run = self._resumed_run() or TutorialRun(self.tutorial, 0)
        # The board view's own hooks: layout changes move what the rings point at, and
        # Enter means Next on a step that only explains.
        scene_view = self.scene_view()
        board_layout_changed = scene_view.layoutChanged
        board_keys = scene_view.key_handler

        def layout_changed() -> None:
            if board_layout_changed is not None:
                board_layout_changed()
            self._show_highlight()

        def key_pressed(event) -> bool:
            return self._on_key(event) or bool(board_keys and board_keys(event))
        scene_view.layoutChanged = layout_changed
        scene_view.key_handler = key_pressed
        self.board.animator.idle.connect(self._show_highlight)
        services.settings.changed.connect(self._on_setting_changed)
        self._show_lesson()

    # -- queries ----------------------------------------------------------------------
    def language(self) -> str:
        # The language the app shows now (a --lang override included), not the saved one.
        code = self.language_override or current_language()
        return code if code in LANGUAGES else "en"

    def scene_view(self):
        return getattr(self.board, "board_view", None) or self.board.table_view

    def busy(self) -> bool:
        return self.table.replaying() or self.board.animator.is_busy()

    # -- commands ---------------------------------------------------------------------
    def next(self) -> None:
        """Next on an information step; the next lesson once a lesson is finished."""
        if self.busy():
            self.board.finish_animation()
            return
        if self.run.finished:
            if self.run.has_next_lesson:
                self.run.next_lesson()
                self._show_lesson()
            return
        if self.run.step.is_info:
            self.run.advance()
            self.feedback = NO_FEEDBACK
            self._after_step_change()

    def restart_lesson(self) -> None:
        self.run.restart()
        self._show_lesson()

    def choose_lesson(self, index: int) -> None:
        if index != self.run.lesson_index:
            self.run = TutorialRun(self.tutorial, index)
            self._show_lesson()
        self.board.setFocus()

    def leave(self) -> None:
        self.board.finish_animation()
        self.save()
        self.leaveRequested.emit()

    def shutdown(self) -> None:
        self.board.finish_animation()
        self.save()
        self.board.shutdown()

    def finish_animation(self) -> None:
        self.board.finish_animation()

    # -- leave and resume ----------------------------------------------------------------
    def save(self) -> None:
        self.services.saves.save(save_key(self.GAME), {"run": self.run.to_dict(), "completed": sorted(self.completed)})

    def _resumed_run(self) -> TutorialRun | None:
        resumed: list[TutorialRun] = []

        def restore(content: dict) -> bool:
            # A save from an older version of the lessons (or a damaged one) raises:
            # the store sets it aside and says so, and the tutorial starts again.
            run = TutorialRun.from_dict(self.tutorial, content["run"])
            ids = {lesson.id for lesson in self.tutorial.lessons}
            self.completed = {i for i in content.get("completed", []) if isinstance(i, str) and i in ids}
            resumed.append(run)
            return True

        self.services.saves.resume(save_key(self.GAME), restore)
        return resumed[0] if resumed else None

    # -- the flow ---------------------------------------------------------------------------
    def _show_lesson(self) -> None:
        self.feedback = NO_FEEDBACK
        self.table.show_position(self.run.state)
        self._after_step_change()
        self.board.setFocus()

    def _on_player_move(self, action) -> None:
        if self.busy():
            return
        lang = self.language()
        step = self.run.step
        if step is None or step.is_info:
            def hint() -> str:
                return (self.tr("This lesson is finished: go on with the next lesson, or restart it.") if step is None
                        else self.tr("Read the explanation first, then press Next (or Enter)."))
            self.feedback = (NEUTRAL, hint, _nothing)
            self.table.take_back()
            self._show_panel()
            return
        played_before = len(self.run.moves)
        outcome = self.run.try_action(action, lang)
        if not outcome.accepted:
            why = self._why_not(action)
            if why is not None:
                # A move the rules refuse (a hole that may not be played, a dim card): the
                # rule it breaks in the player's language, after what the lesson wants.
                self.feedback = (WRONG, lambda: TutorialRun.refusal_text(step, self.language(),
                                                                         refusal_text(self.GAME, why)),
                                 lambda: self.tr("Not allowed:"))
            else:
                rule = outcome.rule
                self.feedback = (WRONG, lambda: TutorialRun.refusal_text(step, self.language(), rule),
                                 lambda: self.tr("Taken back:"))
            self.table.take_back()
            self._show_panel()
            self._show_highlight()
            return
        moves = self.run.moves[played_before:]
        self.feedback = (GOOD, lambda: self.tr("Well done!"), _nothing)
        self.save()
        self.highlighter.clear()
        self._show_panel(watching=len(moves) > 1)
        # A deal that ends stays on the table while the remaining explanations talk
        # about it (a lesson never plays the automatic next deal).
        self.table.replay(moves)

    def _why_not(self, action) -> Refusal | None:
        """The rule ``action`` breaks in the lesson's position (None: it is legal there)."""
        try:
            return self.run.state.why_not(action)
        except ValueError:  # not even a move of this game (IllegalAction too): the lesson's words
            return None

    def _on_replayed(self) -> None:
        # The view shows what its seat sees of the table's position; it must match the
        # tutorial's.
        if self.board.observation != game_info(self.GAME).ai_subject(self.run.state, 0):
            self.table.show_position(self.run.state)
        self._after_step_change()

    def _after_step_change(self) -> None:
        if self.run.finished:
            self.completed.add(self.run.lesson.id)
        self.save()
        self._show_panel()
        self._show_highlight()

    # -- showing --------------------------------------------------------------------------
    def _show_panel(self, watching: bool = False) -> None:
        lang = self.language()
        run, panel = self.run, self.panel
        lessons = self.tutorial.lessons
        panel.title.setText(self.tutorial.title(lang))
        done = {i for i, lesson in enumerate(lessons) if lesson.id in self.completed}
        panel.set_lessons([lesson.title(lang) for lesson in lessons], run.lesson_index, done)
        total = len(run.lesson.steps)
        if run.finished:
            panel.step.setText(self.tr("Lesson complete"))
            if run.has_next_lesson:
                panel.text.setText(self.tr("Lesson complete! Go on with the next lesson: “{0}”.").format(
                    lessons[run.lesson_index + 1].title(lang)))
            else:
                panel.text.setText(self.tr("You have finished the tutorial. Now play a real game against the "
                                           "computer at the Easy level."))
        else:
            panel.step.setText(self.tr("Step {0} of {1}").format(run.step_index + 1, total))
            panel.text.setText(run.text(lang))
        kind, text_of, heading_of = self.feedback
        text, heading = text_of(), heading_of()
        if watching:
            kind, text, heading = GOOD, self.tr("Well done! Now watch your opponents' reply."), ""
        elif not text:
            kind, heading = NEUTRAL, ""
            if run.finished:
                text = ""
            elif run.step.is_info:
                text = self.tr("Press Next (or Enter) when you are ready.")
            elif run.highlight:
                text = self.tr("Your move: do what the text asks on the board (the pink ring shows where).")
            else:
                text = self.tr("Your move: do what the text asks on the board.")
        panel.set_feedback(kind, text, heading)
        if run.finished:
            panel.set_next(self.tr("Next lesson") if run.has_next_lesson else None)
            panel.set_play(True, primary=not run.has_next_lesson)
        else:
            panel.set_next(self.tr("Next") if run.step.is_info else None)
            panel.set_play(False, primary=False)

    def _show_highlight(self) -> None:
        if self.busy():
            self.highlighter.clear()
        else:
            self.highlighter.show(self.run.highlight)

    def _on_key(self, event) -> bool:
        if event.key() not in (Qt.Key.Key_Return, Qt.Key.Key_Enter) or self.busy():
            return False
        if self.run.finished and self.run.has_next_lesson or (not self.run.finished and self.run.step.is_info):
            self.next()
            return True
        return False

    def _on_setting_changed(self, key: str) -> None:
        if key == "language":
            self._show_panel()

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "run"):
            self._show_panel()
        super().changeEvent(event)
