"""The interface between the main window and a game's screen.

The Bao board implements it (``scenes/bao_view.py``); the card table implements it for
the three card games. The main window only ever calls these methods, so menus,
shortcuts, autosave, statistics and the animation speed work the same for every game.

A view draws; its ``Table`` (``app/ui/table``) runs the game. The base class wires the
two: the table's ``changed(events, observation)`` becomes animation steps, the
observation the view describes (``observation``) moves on when those steps have been
shown, and the view tells the table when its animation queue is empty
(``Table.view_ready``). A view never holds a ``State``: only what its seat may see.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QWidget

from app.ui.animation import Step, StepAnimator
from app.ui.games import game_title
from app.ui.services import Services
from app.ui.table.local import LocalTable
from app.ui.table.table import Table
from app.ui.table_sounds import sounded_steps


class GameView(QWidget):
    """Base class of every game screen. Subclasses set ``GAME`` and override the hooks."""

    GAME = ""

    # A short message for the status bar (e.g. "North is thinking…").
    statusMessage = Signal(str)
    # Undo / hint / resign availability may have changed: the window updates its menus.
    actionsChanged = Signal()
    # The view's own New game / Resign buttons: the window asks for confirmation.
    newGameRequested = Signal()
    resignRequested = Signal()
    # The player tried a move the rules refuse: why, in one sentence (also in the prompt).
    moveRefused = Signal(str)

    def __init__(self, services: Services, parent: QWidget | None = None, table: Table | None = None) -> None:
        super().__init__(parent)
        self.services = services
        self.animator = StepAnimator(services.settings.animation_speed(), self)
        self.table: Any = table if table is not None else LocalTable(self.GAME, services, self)
        # What the view shows and describes: the local seat's observation after the last
        # change whose animation was shown (the table may already be further on).
        self.observation: Any = None
        self._closed = False
        # How many entries of the table's history the table shows: a change's entry
        # counts once its animation has reached the position after it (the computers'
        # moves arrive before their cards are played on the table); with changes still
        # queued, the counts they will reach.
        self._shown_entries = 0
        self._pending_entries: list[int] = []
        self.table.reset.connect(self._on_table_reset)
        self.table.changed.connect(self._on_table_changed)
        self.table.hintReady.connect(self.on_hint)
        self.table.thinkingChanged.connect(self._on_thinking)
        self.table.failed.connect(self.on_failed)
        self.table.gameOver.connect(self._on_game_over)
        self.table.refused.connect(self.on_refused)
        self.table.workingChanged.connect(self._on_working)
        self.table.workFailed.connect(self.on_work_failed)
        self.animator.idle.connect(self._on_animation_idle)

    # -- the table's record, as the view's history ---------------------------------------
    @property
    def history(self) -> list[str]:
        return self.table.history()

    @property
    def actors(self) -> list[int | None]:
        return self.table.actors()

    def shown_entries(self) -> int:
        """How many entries of the history the table shows (the rest are being animated)."""
        return min(self._shown_entries, len(self.history))

    def shown_history(self) -> tuple[list[str], list[int | None]]:
        """The history and its actors as far as the table shows them (the move log must
        not tell a move before its animation does)."""
        count = self.shown_entries()
        return self.history[:count], self.actors[:count]

    def _all_entries_shown(self) -> None:
        self._pending_entries = []
        self._shown_entries = len(self.history)

    @property
    def level(self) -> str:
        return self.table.level()

    @property
    def options(self) -> dict:
        return self.table.options()

    # -- life cycle ---------------------------------------------------------------------
    def start_new(self) -> None:
        """Start a new game with the current settings."""
        self.table.start_new()

    def restore(self, content: dict) -> bool:
        """Resume from an autosave's content; False (and nothing changed) if it is unusable."""
        return self.table.restore(content)

    def snapshot(self) -> dict:
        """The autosave content of the current game (plain JSON types)."""
        return self.table.snapshot()

    def shutdown(self) -> None:
        """Stop animations and the table: the view is going away."""
        self.animator.clear()
        if not self._closed:
            self._closed = True
            self.table.shutdown()

    # -- commands from menus and shortcuts --------------------------------------------
    def can_undo(self) -> bool:
        return self.table.can_undo()

    def undo(self) -> None:
        self.table.undo()

    def can_hint(self) -> bool:
        return self.awaiting_human() and self.table.can_hint()

    def command_buttons(self) -> list[QWidget]:
        """The panel's Undo, Hint, New game and Resign buttons (hidden at a table that
        has no such commands: a lesson)."""
        return []

    def hint(self) -> None:
        if self.can_hint():
            self.table.hint()
            self.refresh()

    def can_resign(self) -> bool:
        return self.table.can_resign()

    def resign(self) -> None:
        self.table.resign()

    def finish_animation(self) -> None:
        self.animator.finish()

    def against_computer(self) -> bool:
        """Does a computer hold a seat? Only then does abandoning a game count as a loss."""
        return any(seat.is_computer for seat in self.table.seats())

    def resign_question(self) -> str | None:
        """The question before resigning, when the game's own words say more than the
        window's "Resign this game?" (None: the window's)."""
        return None

    def title(self) -> str:
        """The name of what is being played, for the window title."""
        return game_title(self.GAME)

    def retranslate(self) -> None:
        """Re-set every text after the language changed (the window calls this)."""

    def settle(self) -> None:
        """Finish anything deferred (animations, a board still to be painted at its
        final size) so that a grab shows the final picture (``--screenshot``)."""
        self.finish_animation()

    def set_animation_speed(self, speed: str) -> None:
        self.animator.set_speed(speed)

    def set_level(self, level: str) -> None:
        """A new computer strength before the first move (the table decides)."""
        self.table.set_level(level)
        self.refresh()

    def finish_quickly(self) -> None:
        """The player has finished: the rest of the game is played out at once."""
        self.table.finish_quickly()
        self.animator.finish()
        self.refresh()

    def is_over(self) -> bool:
        return self.table.is_over()

    def has_progress(self) -> bool:
        """True once a move was made (so leaving the game is worth a question)."""
        return bool(self.history)

    def awaiting_human(self) -> bool:
        """The local player is to move and the table shows the position he moves in."""
        return self.observation is not None and self.table.local_to_move() and not self.animator.is_busy()

    def play(self, action: Any) -> None:
        """Hand the player's ``action`` to the table."""
        self.table.play(action)

    def refused_by_table(self, action: Any) -> bool:
        """A move the rules refuse: at a table that explains refusals itself (a lesson)
        it goes to the table, which says why (True); otherwise the view says why (False,
        and ``moveRefused``)."""
        if action is not None and self.table.EXPLAINS_REFUSALS and self.awaiting_human():
            self.play(action)
            return True
        return False

    # -- the table's signals -------------------------------------------------------------
    def _on_table_reset(self) -> None:
        self.animator.clear()
        self._all_entries_shown()
        self.observation = self.table.observation()
        self.on_reset()
        self.refresh()

    def _on_table_changed(self, events: list, observation: Any) -> None:
        after = observation
        if self.table.finishing_quickly():
            # The rest of a game the player has finished is not shown move by move: the
            # table is drawn again when the game is over.
            self.on_change(events)
            self.observation = after
            self._all_entries_shown()
            self.table.view_ready()
            return
        steps = sounded_steps(events, self.steps_for, self.services.sound, self.table)  # (issue 20)
        # The labels and the panel describe the position after the change from the moment
        # its animation is over — or its result is shown (a waiting result must not sit
        # above the labels of the position before the last card).
        settle = Step(0, lambda: self._show_position(after))
        hold = next((i for i, step in enumerate(steps) if step.hold), len(steps))
        steps.insert(hold, settle)
        self._pending_entries.append(len(self.history))
        self.on_change(events)
        self.animator.enqueue(steps)
        if self.animator.is_busy():
            self.refresh()

    def _show_position(self, observation: Any) -> None:
        self.observation = observation
        if self._pending_entries:
            self._shown_entries = self._pending_entries.pop(0)
        self.on_position_shown()

    def _on_animation_idle(self) -> None:
        if self.observation is None or self._closed:
            return
        self._all_entries_shown()
        self.on_idle()
        self.table.view_ready()
        self.refresh()

    def _on_thinking(self, _thinking: bool) -> None:
        self.refresh()

    def _on_working(self, working: bool) -> None:
        self.refresh()
        if working:
            # Paint now, before the table's worker competes for the GIL: every Python call
            # made while painting could then wait up to the 5 ms switch interval.
            self.repaint()

    def _on_game_over(self, _result: Any) -> None:
        if self.table.finishing_quickly() and not self.animator.is_busy():
            self._all_entries_shown()
            self.on_idle()  # the position the quick finish reached, drawn at once
        self.refresh()

    # -- hooks (the subclass implements these) ---------------------------------------------
    def on_reset(self) -> None:
        """A new position to show at once (``self.observation`` is it)."""

    def on_change(self, events: list) -> None:
        """A change is about to be animated (drop the selection, the hint...)."""

    def steps_for(self, events: list) -> list[Step]:
        """The animation of ``events``."""
        return []

    def on_position_shown(self) -> None:
        """``self.observation`` moved on to the position after an animated change."""

    def on_idle(self) -> None:
        """Every change was shown: draw ``self.observation`` exactly."""

    def on_hint(self, action: Any) -> None:
        """The table's hint for the local player arrived."""

    def on_failed(self, message: str) -> None:
        """The computer could not move."""

    def on_work_failed(self, message: str) -> None:
        """The next position's moves could not be worked out (the table stays as it was)."""
        self.on_failed(message)

    def on_refused(self, reason: str) -> None:
        """The table refused the player's move: nothing was played (drop the selection)."""

    def refresh(self) -> None:
        """Re-set every label, prompt and button from ``self.observation`` and the table."""
