"""A real game view (Bao board or card table) driven by a tutorial.

``tutorial_board(game, services)`` builds the game's own view class with
``TutorialBoardMixin`` in front of it. Everything the player does goes through the same
scene interactions as in a real game (clicking holes or cards, the direction arrows, the
prompt buttons, the keys); the one change is where a finished move goes: every game view
sends the human's move to ``play`` (cards: ``try_play`` first), and the mixin hands it to
the tutorial instead of the model. The tutorial's accepted moves (the player's and the
scripted replies) are then played back into the view one by one, each animated by the
view's own event animation, exactly as the computer's moves are in a real game.
"""

from __future__ import annotations

from collections import deque
from typing import Any, Callable

from PySide6.QtCore import QCoreApplication, QTimer

from app.core.record import GameRecord
from app.ui.games import load_view_class
from app.ui.scenes.card_table import HAND
from app.ui.services import Services


class TutorialBoardMixin:
    """Put before a ``GameView`` subclass (see ``tutorial_board``)."""

    # A card lesson's deal result is a short pause, not a wait for a click on the table
    # (the lesson's panel says what happens next).
    RESULT_WAITS = False

    def setup_tutorial(self, on_move: Callable[[Any], None], on_replayed: Callable[[], None]) -> None:
        """``on_move(action)`` gets every move the player makes; ``on_replayed()`` is
        called when the moves passed to ``replay_moves`` have all been shown."""
        self._tutorial_move = on_move
        self._tutorial_replayed = on_replayed
        self._replaying = False
        self._queued: deque[str] = deque()
        self._frozen = False  # a finished card lesson: keep the table as the animation left it
        self._frozen_title = ""
        self._freeze_when_done = False
        self._waiting_for_idle = False
        self.animator.idle.connect(self._play_queued_later)
        panel = self.panel
        # Undo, hint, new game and resign belong to real games; the tutorial panel has
        # its own Restart and Leave.
        for name in ("undo_button", "hint_button", "new_button", "resign_button"):
            button = getattr(panel, name, None)
            if button is not None:
                button.hide()

    # -- where the player's moves go ------------------------------------------------
    def play(self, action) -> None:
        if self._replaying:
            super().play(action)
        else:
            self._tutorial_move(action)

    def try_play(self, action) -> None:
        # Card views check legality here before ``play``; in a lesson even an illegal
        # move goes to the tutorial, which explains why it is not the one wanted.
        self._tutorial_move(action)

    def autosave(self) -> None:
        pass  # a lesson never replaces the autosave of a real game

    def plays_automatic_steps(self) -> bool:
        return False  # a lesson's finished deal stays on the table; the lesson goes on from it

    def record_result(self, level: str, won: bool) -> None:
        pass  # nor counts in the statistics

    # -- showing the tutorial's position and moves -------------------------------------
    def show_position(self, state) -> None:
        """Show ``state`` (a lesson's position) at once, through the view's own resume."""
        self._queued.clear()
        self._set_frozen(False)
        self._stop_waiting_for_idle()
        data = state.to_dict()
        record = GameRecord.new(self.GAME, state=state)
        content = {"record": record.to_dict(), "state": data, "level": "easy", "opponent": "ai",
                   "options": self.services.settings.game_options(self.GAME)}
        if not self.restore(content):
            raise ValueError(f"{self.GAME} tutorial: the view cannot show the lesson's position")

    def replay_moves(self, moves: list[str], freeze_at_end: bool = False) -> None:
        """Play ``moves`` (notation, already accepted by the tutorial) into the view, one
        after another as the animation of each ends. With ``freeze_at_end`` the table
        keeps showing the end of the last animation (a finished deal)."""
        self._queued.extend(moves)
        self._freeze_when_done = freeze_at_end
        if not self.animator.is_busy():
            self._play_next()

    def replaying(self) -> bool:
        return bool(self._queued) or self.animator.is_busy()

    def take_back(self) -> None:
        """A refused move: drop the selection so the position looks as before it."""
        if hasattr(self, "selected"):
            self.selected = []
            self._message = ""
        if hasattr(self, "_selected"):
            self._selected = None
        self._refresh()

    def _play_queued_later(self) -> None:
        if self._queued:
            # After the idle handlers of the view itself have re-synced the board.
            QTimer.singleShot(0, self._play_next)

    def _play_next(self) -> None:
        if self.animator.is_busy():
            return
        if not self._queued:
            return
        move = self._queued.popleft()
        last = not self._queued
        if last and self._freeze_when_done:
            self._set_frozen(True)
        self._replaying = True
        try:
            super().play(self.state.parse_action(move))
        finally:
            self._replaying = False
        if last:
            if self.animator.is_busy():
                self._waiting_for_idle = True
                self.animator.idle.connect(self._replayed_once)
            else:
                self._tutorial_replayed()

    def _replayed_once(self) -> None:
        self._stop_waiting_for_idle()
        self._tutorial_replayed()

    def _stop_waiting_for_idle(self) -> None:
        if self._waiting_for_idle:
            self._waiting_for_idle = False
            self.animator.idle.disconnect(self._replayed_once)

    def awaiting_human(self) -> bool:
        # A frozen table shows a deal that is over: nothing to play on it.
        return not self._frozen and super().awaiting_human()

    # -- card views only: the table --------------------------------------------------------
    # While frozen, the lesson is over: what the table and the panel say must come from
    # the finished deal the table shows, or say nothing.
    def display_of_state(self):
        if self._frozen:
            return self.scene.display
        return super().display_of_state()

    def seat_detail(self, player: int) -> str:
        if self._frozen:
            count = len(self.scene.display.cards(HAND, player))
            return QCoreApplication.translate("Tutorial", "cards: {0}").format(count)
        return super().seat_detail(player)

    def table_notes(self) -> None:
        if not self._frozen:  # the labels keep what they said during the deal
            super().table_notes()

    def info_text(self) -> str:
        return "" if self._frozen else super().info_text()

    def title_text(self) -> str:
        return self._frozen_title if self._frozen else super().title_text()

    def _set_frozen(self, frozen: bool) -> None:
        if frozen and hasattr(self, "title_text"):
            self._frozen_title = super().title_text()
        self._frozen = frozen
        turn = getattr(self.panel, "turn", None)
        if turn is not None:
            turn.setVisible(not frozen)


def tutorial_board(game: str, services: Services):
    """The game's view class with the tutorial mixin, instantiated on ``services``
    (which should be ``tutorial_services(...)``)."""
    base = load_view_class(game)
    cls = type(f"Tutorial{base.__name__}", (TutorialBoardMixin, base), {})
    return cls(services)
