"""The Bao screen: board + panel, the human's clicks and keys, and the animation of the
table's changes. The game runs in the view's ``Table`` (``app/ui/table``). Implements
``GameView``."""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, Qt, Signal
from PySide6.QtWidgets import QWidget

from app.core.record import GameRecord
from app.games.bao import State
from app.games.bao.actions import (
    ANTICLOCKWISE,
    CAPTURE,
    CLOCKWISE,
    DIRECTION_OF_ARROW,
    SAFARI_ACTION,
    STOP_ACTION,
    TAX,
    Action,
    hole_name,
)
from app.ui.bao_study.game_line import GameLine
from app.ui.bao_study.move_text import move_text
from app.ui.bao_study.study import BaoStudy
from app.ui.game_view import GameView
from app.ui.keys import BAO_DIRECTION_TEXTS, bao_direction_keys
from app.ui.reason_text import refusal_text
from app.ui.scenes.bao_animation import BaoAnimator, Display
from app.ui.scenes.bao_board import BaoBoardView, BaoScene
from app.ui.scenes.bao_panel import BaoPanel
from app.ui.seats import compass_name
from app.ui.services import Services
from app.ui.settings import BAO_COORDINATES, level_label
from app.ui.side_panel import arrange_game_screen
from app.ui.table import Table
from app.ui.table.local import HOT_SEAT, OPPONENT_OPTION

HUMAN_SIDE = 0  # the human plays South against the computer (the lead's default)
# Hole names on the board (a setting, ``BaoStudy``): none, the side to move's holes named
# from its view (the names its moves and hints use), or every hole named from its owner's.
COORDINATE_MODES = BAO_COORDINATES
COORDINATES_OFF, COORDINATES_MOVER, COORDINATES_BOTH = BAO_COORDINATES
COORDINATES_KEY = "bao/coordinates"  # the setting's key (app/ui/settings.py)


def bottom_side(local_seats: tuple[int, ...]) -> int:
    """The side drawn at the bottom of the board. [decision] The player's own side when
    one side is played at this screen (against the computer: South; online, the person
    playing North sees his side at the bottom, as the card views turn the table for
    every seat); South when both sides are (hot-seat: the board stays still between two
    people sharing one screen) or none (watching)."""
    return local_seats[0] if len(local_seats) == 1 else 0


def side_name(side: int) -> str:
    return compass_name(("south", "north")[side])


class BaoGameView(GameView):
    GAME = "bao"

    # The board shows an earlier position of the game (ply), or the game again (-1).
    browsingChanged = Signal(int)

    def __init__(self, services: Services, parent: QWidget | None = None, table: Table | None = None) -> None:
        super().__init__(services, parent, table)
        self.scene = BaoScene(self)
        self.board_view = BaoBoardView(self.scene)
        self.board_view.key_handler = self._on_key
        self.board_view.layoutChanged = self._on_layout
        self.panel = BaoPanel()
        arrange_game_screen(self, self.board_view, self.panel)
        self.painter = BaoAnimator(self.scene)
        self.scene.holeClicked.connect(self._on_hole_clicked)
        self.scene.arrowClicked.connect(self._on_direction)
        self.scene.result.closed.connect(self._close_result)
        self.panel.choiceMade.connect(self._on_choice)
        self.panel.cancelChoice.connect(self._cancel_selection)
        self.panel.undo_button.clicked.connect(lambda: self.can_undo() and self.undo())
        self.panel.hint_button.clicked.connect(lambda: self.can_hint() and self.hint())
        self.panel.new_button.clicked.connect(self.newGameRequested)
        self.panel.resign_button.clicked.connect(self.resignRequested)
        self._selected: int | None = None
        self._focus: int | None = None
        self._hint = None
        self._ai_error = ""
        self._result_closed = False  # the player put the end-of-game banner away
        self._refusal = ""  # why the player's last try was refused (shown until the next move)
        # The game's positions by ply (``GameLine``) and the ply shown while the player
        # browses the move list (None: the game itself, at ``shown_entries``).
        self._line: GameLine | None = None
        self._browse: int | None = None
        self._coordinates = services.settings.bao_coordinates()
        services.settings.changed.connect(self._on_setting_changed)
        self.panel.plyChosen.connect(self.go_to)
        # Records, replay, the editor, analysis, redo: the study tools and their menu.
        self.study = BaoStudy(self)
        for button in self.command_buttons():
            button.setVisible(self.table.GAME_COMMANDS)

    def command_buttons(self) -> list[QWidget]:
        panel = self.panel
        return [panel.undo_button, panel.hint_button, panel.new_button, panel.resign_button]

    def menus(self) -> list:
        """The screen's own menus for the window's menu bar (the Study menu)."""
        return [self.study.menu]

    def undo(self) -> None:
        self.study.note_undo()
        super().undo()

    def shutdown(self) -> None:
        if not self._closed:
            self.services.settings.changed.disconnect(self._on_setting_changed)
        self.study.shutdown()
        super().shutdown()

    def on_work_failed(self, message: str) -> None:
        self._ai_error = self.tr("The moves could not be worked out: {0}").format(message)
        self.statusMessage.emit(self._ai_error)
        self.refresh()

    def on_refused(self, reason: str) -> None:
        self._selected = None
        self.refresh()

    @property
    def resigned(self) -> int | None:
        """The side that resigned, if one did."""
        return self.table.resigned()

    @property
    def opponent(self) -> str:
        return self.options.get(OPPONENT_OPTION, "ai")

    @property
    def state(self) -> State | None:
        """The position shown: Bao's observation is a copy of its ``State`` (perfect
        information)."""
        return self.observation

    @property
    def variant(self) -> str:
        return self.state.variant if self.state is not None else "kiswahili"

    # -- GameView: life cycle -------------------------------------------------------
    def start_from(self, state: State, history: list[str] | None = None, initial: dict | None = None) -> None:
        """Play on from ``state`` (tests): ``history`` from ``initial`` leads to it, or,
        without them, ``state`` itself is the start (nothing to undo)."""
        history = list(history or [])

        def record() -> GameRecord:  # made by the table (on a thread if the position is slow)
            start = initial if initial is not None else state.to_dict()  # (to_dict needs the moves)
            return GameRecord.from_history(self.GAME, start, history, {"variant": state.variant})

        self.table.start_from(record, expected=state)

    def on_reset(self) -> None:
        self._browse = None
        self.study.on_position_changed()
        self._selected = self._focus = self._hint = None
        self._ai_error = ""
        self._result_closed = False
        self._refusal = ""
        with_house = self.variant == "kiswahili"
        if self.board_view.with_house != with_house:
            self.board_view.with_house = with_house
            self.board_view.relayout()
        self.scene.set_bottom_side(bottom_side(self.table.local_seats()))
        self.painter.display.hand = 0
        self.painter.show(Display.of(self.state), None if self.shown_over() else self.state.current_player())

    def on_change(self, events: list) -> None:
        self._selected = self._hint = None
        self._refusal = ""
        self.scene.hide_arrows()
        record = self.table.record()
        line = self.game_line()
        if record is not None and line is not None and len(line) == len(record) - 1:
            line.add(record.actions[-1], record.actors[-1], events, self.table.observation())

    def on_position_shown(self) -> None:
        self.study.on_position_changed()

    def _on_table_changed(self, events: list, observation: Any) -> None:
        if self._browse is None:
            super()._on_table_changed(events, observation)
            return
        # Browsing: the game goes on underneath (the computer's move) without being
        # drawn; the board stays on the position the player is looking at.
        self.on_change(events)
        self.observation = observation
        self._all_entries_shown()
        self.table.view_ready()
        self.refresh()

    # -- the game's positions: the move list, browsing ------------------------------------
    def game_line(self) -> GameLine | None:
        """The positions of the game so far (kept in step with the table's record)."""
        record = self.table.record()
        if record is None:
            return None
        if self._line is None or not self._line.follows(record):
            self._line = GameLine.of(record)
        elif len(self._line) < len(record):
            self._line.extend_to(record)
        return self._line

    def browsing(self) -> int | None:
        """The ply shown while the player browses the move list (None: the game)."""
        return self._browse

    def shown_ply(self) -> int:
        """The ply of the position on the board (browsed or the game's)."""
        return self._browse if self._browse is not None else self.shown_entries()

    def shown_position(self) -> State | None:
        if self._browse is not None and self._line is not None:
            return self._line.position(self._browse)
        return self.state

    def go_to(self, ply: int) -> None:
        """Show the position after ``ply`` actions: one step forward is animated, any
        other jump is drawn at once; the game's own position ends browsing."""
        line = self.game_line()
        if line is None or self.table.working():
            return
        ply = max(0, min(ply, len(line)))
        if ply == len(line) and self._browse is not None:
            self.back_to_game()
            return
        if ply == len(line):
            return
        before = self.shown_ply()
        # Browsing from here on: what is still being animated ends at once (a move of the
        # game settles underneath, and the game's next move, if it comes now, is not drawn).
        self._browse = ply
        if self.animator.is_busy():
            self.animator.finish()
        self._selected = None
        self.scene.hide_arrows()
        if ply == before + 1:
            self.painter.show(Display.of(line.position(before)), None)
            self.animator.enqueue(self.painter.steps_for(line.events(ply)))
        else:
            self.painter.display.hand = 0
            self.painter.show(Display.of(line.position(ply)), line.position(ply).current_player())
        self.browsingChanged.emit(ply)
        self.study.on_position_changed()
        self.refresh()

    def step(self, delta: int) -> None:
        """One action back or forward in the move list."""
        self.go_to(self.shown_ply() + delta)

    def back_to_game(self) -> None:
        if self._browse is None:
            return
        if self.animator.is_busy():
            self.animator.finish()
        self._browse = None
        self._all_entries_shown()
        self.observation = self.table.observation()
        self.on_idle()
        self.browsingChanged.emit(-1)
        self.study.on_position_changed()
        self.refresh()

    def awaiting_human(self) -> bool:
        return self._browse is None and super().awaiting_human()

    def set_coordinates(self, mode: str) -> None:
        """Hole names on the board: ``COORDINATES_OFF``, ``_MOVER`` or ``_BOTH`` (the
        setting: every Bao screen from now on)."""
        self.services.settings.set_bao_coordinates(mode)

    def _on_setting_changed(self, key: str) -> None:
        if key == COORDINATES_KEY and not self._closed:
            self._coordinates = self.services.settings.bao_coordinates()
            self.study.coordinates_changed(self._coordinates)
            self.refresh()

    def coordinates(self) -> str:
        return self._coordinates

    def move_description(self):
        """The ``MoveDescription`` of the turn that led to the position shown (None at the start)."""
        line = self.game_line()
        ply = self.shown_ply()
        if line is None or ply <= 0 or ply > len(line):
            return None
        return line.description(ply)

    def steps_for(self, events: list) -> list:
        return self.painter.steps_for(events)

    def on_idle(self) -> None:
        self.painter.display.hand = 0
        if self._browse is not None and self._line is not None:
            shown = self._line.position(self._browse)
            self.painter.show(Display.of(shown), None if shown.is_terminal() else shown.current_player())
            self.study.on_animation_idle()
            return
        self.painter.show(Display.of(self.state), None if self.shown_over() else self.state.current_player())

    def on_hint(self, action: Any) -> None:
        self._hint = action
        self._focus = action.hole if not action.is_decision else self._focus
        self.refresh()

    def on_failed(self, message: str) -> None:
        self._ai_error = self.tr("The computer could not choose a move: {0}").format(message)
        self.statusMessage.emit(self._ai_error)
        self.refresh()

    # -- GameView: queries ------------------------------------------------
    def open_position_editor(self) -> None:
        """The position editor on the position shown (Study › Position Editor)."""
        self.study.open_editor()

    def human_sides(self) -> tuple[int, ...]:
        return self.table.local_seats()

    def shown_over(self) -> bool:
        return self.state is not None and (self.state.is_terminal() or self.resigned is not None)

    def winner(self) -> int | None:
        if self.resigned is not None:
            return 1 - self.resigned
        return self.state.winner if self.state is not None else None

    def title(self) -> str:
        return self.tr("Bao la Kiswahili") if self.variant == "kiswahili" else self.tr("Bao la kujifunza")

    def retranslate(self) -> None:
        # Every text below is rebuilt from the state by refresh (no cached strings).
        self.panel.retranslate()
        self.study.retranslate()
        self.board_view.setAccessibleName(QCoreApplication.translate("BaoBoardView", "Bao board"))
        self.refresh()

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def settle(self) -> None:
        self.animator.finish()
        self.board_view.paint_exact_board()

    # -- human input ------------------------------------------------------------------
    def _moves_by_hole(self) -> dict[int, list]:
        moves: dict[int, list] = {}
        if self.awaiting_human() and not self.state.pending_decision:
            for action in self.state.legal_actions():
                moves.setdefault(action.hole, []).append(action)
        return moves

    def _close_result(self) -> None:
        """Put the end-of-game banner away (its click, Esc, a click on the board)."""
        self._result_closed = True
        self.scene.result.hide()

    def _on_hole_clicked(self, side: int, hole: int) -> None:
        if self.animator.is_busy():
            self.animator.finish()
            return
        if self.is_over():
            self._close_result()
            return
        if not self.awaiting_human() or side != self.state.current_player():
            return
        moves = self._moves_by_hole().get(hole)
        if not moves:
            self._refuse(Action(hole, CLOCKWISE))
            return
        self._refusal = ""
        self._focus = hole
        if len(moves) == 1:
            self.play(moves[0])
        else:
            self._selected = hole
            self.refresh()

    def _on_direction(self, direction: int) -> None:
        if self._selected is None or not self.awaiting_human():
            return
        self._play_direction(self._moves_by_hole().get(self._selected, []), direction)

    def _play_direction(self, moves: list, direction: int) -> None:
        for action in moves:
            if action.direction == direction:
                self.play(action)
                return
        if moves:  # the other direction only (a lone kichwa sows toward the centre)
            self._refuse(Action(moves[0].hole, direction))

    def _refuse(self, action) -> None:
        """Say which rule ``action`` (not legal) breaks: the model's reason in words (a
        lesson's table says it in the lesson)."""
        if not self.state.pending_decision and self.refused_by_table(action):
            return
        refusal = self.state.why_not(action) if not self.state.pending_decision else None
        if refusal is None:
            self._refusal = self.tr("That hole cannot be played now; the highlighted holes can.")
        else:
            self._refusal = refusal_text(self.GAME, refusal)
        self.moveRefused.emit(self._refusal)
        self.statusMessage.emit(self._refusal)
        self.refresh()

    def _on_choice(self, value) -> None:
        kind, payload = value
        if kind == "direction":
            self._on_direction(payload)
        elif kind == "back":
            self.back_to_game()
        elif kind == "continue":  # a new game from the position shown, against the same opponent
            self.study.continue_from_here(against_computer=self.opponent != HOT_SEAT)
        elif kind == "decision" and self.awaiting_human() and self.state.pending_decision:
            self.play(payload)

    def _cancel_selection(self) -> None:
        self._selected = None
        self.refresh()

    def _arrow_placements(self, hole: int, moves: list) -> dict[int, tuple[QPointF, float]]:
        side = self.state.current_player()
        scene, cell = self.scene, self.scene.geometry.cell
        placements = {}
        for action in moves:
            if self.state.is_kichwa_choice(action):
                # The direction names the kichwa the captured seeds start from.
                kichwa = 0 if action.direction == CLOCKWISE else 7
                centre = scene.pit_centre(side, kichwa)
                angle = scene.screen_angle(side, kichwa, action.direction)
                placements[action.direction] = (QPointF(centre.x(), scene.geometry.centre_line_y()), angle)
            else:  # the way the seeds are sown from the chosen hole
                angle = scene.screen_angle(side, hole, action.direction)
                centre = scene.pit_centre(side, hole)
                offset = QPointF(math.cos(math.radians(angle)), math.sin(math.radians(angle))) * cell * 0.5
                placements[action.direction] = (centre + offset, angle)
        return placements

    @staticmethod
    def _in_key_order(moves: list) -> list:
        """The two-way choice in the order of its keys (the Left key's first)."""
        order = [DIRECTION_OF_ARROW[arrow] for arrow in BAO_DIRECTION_TEXTS]
        return sorted(moves, key=lambda a: order.index(a.direction))

    def _direction_prompt(self, moves: list) -> tuple[str, list[tuple[str, object]]]:
        if all(self.state.is_kichwa_choice(a) for a in moves):
            prompt = self.tr("Capture! Sow the captured seeds from the left kichwa or from the right kichwa?")
            labels = {CLOCKWISE: self.tr("From the left kichwa (A1) >"),
                      ANTICLOCKWISE: self.tr("< From the right kichwa (A8)")}
        elif all(a.kind == TAX for a in moves):
            prompt = self.tr("The tax: sow two seeds from the nyumba to the left or to the right.")
            labels = {CLOCKWISE: self.tr("Clockwise >"), ANTICLOCKWISE: self.tr("< Anticlockwise")}
        else:
            if all(a.kind == CAPTURE for a in moves):
                prompt = self.tr("Capture! Sow from {0} which way? Click an arrow, or press Left / Right.").format(
                    hole_name(self._selected))
            else:
                prompt = self.tr("Sow which way? Click an arrow, or press Left / Right.")
            labels = {CLOCKWISE: self.tr("Clockwise >"), ANTICLOCKWISE: self.tr("< Anticlockwise")}
        return prompt, [(labels[a.direction], ("direction", a.direction)) for a in self._in_key_order(moves)]

    def _browse_key(self, event) -> bool:
        """The move list's keys: Home / End (first position / the game), Esc back to the
        game while browsing, Left / Right a step back / forward while browsing or when
        the player has no move to choose (when he has, the arrows move the focus among
        his holes, and Ctrl+Left / Ctrl+Right step through the moves)."""
        key = event.key()
        ctrl = bool(event.modifiers() & Qt.KeyboardModifier.ControlModifier)
        if key == Qt.Key.Key_Home and not event.modifiers() & Qt.KeyboardModifier.AltModifier:
            self.go_to(0)
            return True
        if key == Qt.Key.Key_End:
            self.back_to_game()
            return True
        if key == Qt.Key.Key_Escape and self._browse is not None:
            self.back_to_game()
            return True
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            stepping = self._browse is not None or ctrl or (
                not self.animator.is_busy() and not self.awaiting_human() and self._selected is None)
            if stepping:
                self.step(-1 if key == Qt.Key.Key_Left else 1)
                return True
        return False

    def _on_key(self, event) -> bool:
        if self._browse_key(event):
            return True
        key, text = event.key(), event.text()
        if key in (Qt.Key.Key_Space, Qt.Key.Key_Escape) and self.animator.is_busy():
            self.animator.finish()
            return True
        if key == Qt.Key.Key_Escape:
            if self._selected is not None:
                self._cancel_selection()
            elif self.scene.result.isVisible():
                self._close_result()
            return True
        if self.animator.is_busy() or not self.awaiting_human():
            return False
        hint = self._hint
        if (key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and hint is not None and self._selected is None
                and (hint.is_decision or hint.hole == self._focus)):
            self.play(hint)  # Enter accepts the hint shown (a move, or stop / safari)
            return True
        if self.state.pending_decision:
            if key == Qt.Key.Key_S:
                self.play(STOP_ACTION)
            elif key == Qt.Key.Key_P:
                self.play(SAFARI_ACTION)
            else:
                return False
            return True
        moves = self._moves_by_hole()
        if text in BAO_DIRECTION_TEXTS:
            hole = self._selected if self._selected is not None else self._focus
            self._play_direction(moves.get(hole, []), DIRECTION_OF_ARROW[text])
            return True
        if self._selected is not None:
            directions = bao_direction_keys()
            if key in directions:
                self._play_direction(moves.get(self._selected, []), DIRECTION_OF_ARROW[directions[key]])
                return True
            return key in (Qt.Key.Key_Up, Qt.Key.Key_Down)
        arrows = {Qt.Key.Key_Left: (-1, 0), Qt.Key.Key_Right: (1, 0), Qt.Key.Key_Up: (0, -1), Qt.Key.Key_Down: (0, 1)}
        if key in arrows:
            self._move_focus(arrows[key], moves)
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self._focus in moves:
            self._on_hole_clicked(self.state.current_player(), self._focus)
            return True
        return False

    def _move_focus(self, step: tuple[int, int], moves: dict[int, list]) -> None:
        if not moves:
            return
        side = self.state.current_player()
        if self._focus not in moves:
            self._focus = self._first_focus(moves)
            self.refresh()
            return
        here = self.scene.pit_centre(side, self._focus)
        best, best_score = None, None
        for hole in moves:
            if hole == self._focus:
                continue
            p = self.scene.pit_centre(side, hole)
            along = (p.x() - here.x()) * step[0] + (p.y() - here.y()) * step[1]
            across = abs((p.x() - here.x()) * step[1]) + abs((p.y() - here.y()) * step[0])
            if along <= 1:
                continue
            score = along + 2 * across
            if best_score is None or score < best_score:
                best, best_score = hole, score
        if best is not None:
            self._focus = best
            self.refresh()

    def _first_focus(self, moves: dict[int, list]) -> int:
        side = self.state.current_player()
        return min(moves, key=lambda h: (self.scene.pit_centre(side, h).y() * (1 if side else -1),
                                         self.scene.pit_centre(side, h).x()))

    # -- showing the state ----------------------------------------------------------------
    def _on_layout(self) -> None:
        if self.state is None:
            return
        # The items have moved; a sowing in flight goes on (its next seed flies from the
        # new places), so resizing the window never skips an animation. Only what is
        # placed by the pits' positions is redone: a whole ``refresh`` (the panel, the
        # move list, the game line) took 5 ms of every step of a window drag.
        self.painter.redraw(self.state.current_player() if not self.animator.is_busy() else None)
        options = self._moves_by_hole().get(self._selected) if self._selected is not None else None
        if options and any(arrow.isVisible() for arrow in self.scene.arrows.values()):
            self.scene.show_arrows(self._arrow_placements(self._selected, options))

    def refresh(self) -> None:
        if self.state is None or self._closed:
            return
        if self.table.working():
            self._refresh_working()
            return
        if self._browse is not None:
            self._refresh_browsing()
            return
        state = self.state
        mover = state.current_player()
        over = self.shown_over()
        busy = self.animator.is_busy()
        moves = self._moves_by_hole()
        if self._focus not in moves:
            self._focus = self._first_focus(moves) if moves else None
        if self._selected not in moves:
            self._selected = None
        for (side, hole), pit in self.scene.pits.items():
            mine = side == mover
            pit.setCursor(Qt.CursorShape.PointingHandCursor if mine and hole in moves else Qt.CursorShape.ArrowCursor)
            pit.set_flags(legal=mine and hole in moves and self._selected is None,
                          focused=mine and hole == self._focus and not busy and bool(moves),
                          selected=mine and hole == self._selected,
                          hinted=(self._hint is not None and not busy and mine
                                  and not self._hint.is_decision and hole == self._hint.hole))
        self._show_study_marks(state, busy)
        # Arrows and prompts.
        if self._selected is not None:
            options = moves[self._selected]
            self.scene.show_arrows(self._arrow_placements(self._selected, options))
            prompt, choices = self._direction_prompt(options)
            self.panel.set_choices(prompt, choices, cancellable=True)
        else:
            self.scene.hide_arrows()
            if over:
                self.panel.clear_choices(self._result_text())
            elif self.awaiting_human() and state.pending_decision:
                hint = self._hint_text(self._hint) if self._hint is not None else ""  # stop / safari
                self.panel.set_choices(
                    hint
                    + self.tr("Your sowing ended in your nyumba. Stop here, or play the house (safari) and sow on?"),
                    [(self.tr("Stop (S)"), ("decision", STOP_ACTION)),
                     (self.tr("Safari (P)"), ("decision", SAFARI_ACTION))], cancellable=False)
            elif self.awaiting_human():
                hint = ""
                if self._hint is not None:
                    hint = self._hint_text(self._hint)
                elif self.table.hinting():
                    hint = self.tr("Looking for a hint… ")
                if state.stage == "namua":
                    text = self.tr("Choose a highlighted hole to drop a seed from your ghala.")
                else:
                    text = self.tr("Choose a highlighted hole to sow from.")
                refusal = self.tr("Not allowed: {0}").format(self._refusal) + "\n" if self._refusal else ""
                self.panel.clear_choices(refusal + hint + text)
            else:
                self.panel.clear_choices(self._ai_error)
        if over and not busy and not self._result_closed:
            self.scene.result.show_text(self._turn_text(True, mover, False), self._result_text(short=True))
        else:
            self.scene.result.hide()
        # Turn, stage, players: as the board shows them. While a sowing is animated the
        # table is already at the next player's turn (the computer may even be thinking);
        # the board (``state``) still shows the sowing player's move.
        shown_mover = mover
        shown_over = over and not busy
        thinking = self.table.thinking() and not over and not busy
        self.panel.thinking.setVisible(thinking)
        self.panel.turn.setText(self._turn_text(shown_over, shown_mover, thinking, busy))
        if state.stage == "namua":
            self.panel.stage.setText(self.tr("Stage: namua — seeds in the ghala: South {0}, North {1}")
                                     .format(self.painter.display.stores[0], self.painter.display.stores[1]))
        else:
            self.panel.stage.setText(self.tr("Stage: mtaji — every seed is on the board"))
        self.panel.title.setText(self.title())
        names = self._player_names()
        self.panel.players.setText(self.tr("{0}: {1}\n{2}: {3}").format(side_name(0), names[0], side_name(1), names[1]))
        for side in (0, 1):
            self.scene.labels[side].set_text(self.tr("{0} — {1}").format(side_name(side), names[side]),
                                             not shown_over and side == shown_mover)
        self._show_log()
        self.panel.undo_button.setEnabled(self.can_undo())
        self.panel.hint_button.setEnabled(self.can_hint())
        self.panel.resign_button.setEnabled(self.can_resign())
        self.statusMessage.emit(self.panel.turn.text())
        self.actionsChanged.emit()

    def _show_study_marks(self, state: State, busy: bool) -> None:
        """The last move's marks (start, captures, last hole) and its words, the hole
        names and the takasia block's explanation, for the position shown."""
        description = None if busy and self._browse is None else self.move_description()
        marks = description.marks() if description is not None else {}
        start, captured, last = (set(marks.get(key, ())) for key in ("start", "captured", "last"))
        mover = state.current_player()
        over = state.is_terminal()
        threat = self.study.threat_hole()
        for (side, hole), pit in self.scene.pits.items():
            pit.set_flags(last_move=(side, hole) in start, captured=(side, hole) in captured,
                          ended=(side, hole) in last)
            if (side, hole) == threat:  # the analysis's "show the threat": ringed like a hint
                pit.set_flags(hinted=True)
            named = self._coordinates == COORDINATES_BOTH or (self._coordinates == COORDINATES_MOVER
                                                              and side == mover and not over)
            coordinate = hole_name(hole) if named else ""
            if pit.coordinate != coordinate:
                pit.coordinate = coordinate
                pit.update()
            blocked = not over and side == mover and state.takasia_hole(side) == hole
            pit.setToolTip(self.tr("Takasia: the opponent threatens to capture this hole, so it may not start "
                                   "a sowing this turn, and a relay ending here stops.") if blocked else "")
        # (A lesson explains its moves in its own words: the description is the game's.)
        text = move_text(description) if description is not None and self.table.GAME_COMMANDS else ""
        self.panel.move_text.setText(text)
        self.panel.move_text.setVisible(bool(text))

    def _show_log(self) -> None:
        line = self.game_line()
        plies = line.turn_ends() if line is not None else None  # (online: no record to browse)
        lines = self._log_lines()
        verdicts = {r.index: r.verdict for r in self.study.review() if r.verdict}
        if verdicts and line is not None:
            from app.ai.analysis import BLUNDER, MISTAKE  # (the search modules load with the check)

            # The blunder check's marks, as chess annotates: "?" a mistake, "??" a blunder.
            for i, ply in enumerate(plies):
                found = {verdicts.get(k, "") for k in range(line.turn_start(ply), ply)}
                if BLUNDER in found:
                    lines[i] += " ??"
                elif MISTAKE in found:
                    lines[i] += " ?"
        self.panel.set_log(lines, plies, self._browse)

    def _refresh_browsing(self) -> None:
        """An earlier position of the game is shown: nothing can be played on it; the
        banner says where the board is and leads back to the game."""
        line = self._line
        ply = self._browse
        shown = line.position(ply)
        busy = self.animator.is_busy()
        for pit in self.scene.pits.values():
            pit.setCursor(Qt.CursorShape.ArrowCursor)
            pit.set_flags(legal=False, focused=False, selected=False, hinted=False)
        self.scene.hide_arrows()
        self.scene.result.hide()
        self._show_study_marks(shown, busy)
        self.panel.thinking.setVisible(False)
        if ply == 0:
            where = self.tr("The start of the game is shown; the game itself is unchanged.")
        else:
            where = self.tr("The position after action {0} of {1} is shown ({2}); the game itself is "
                            "unchanged.").format(ply, len(line), line.actions[ply - 1])
        # The banner is the prompt, its button the way back (the keys are in its tip).
        choices = [(self.tr("Back to the game"), ("back", None))]
        if not shown.is_terminal():
            choices.append((self.tr("Continue from here"), ("continue", None)))
        self.panel.set_choices(where, choices, cancellable=False)
        self.panel.choice_buttons[0].setToolTip(self.tr("Left / Right: step, Home / End: first / last, "
                                                        "Esc: back to the game."))
        if shown.is_terminal():
            self.panel.turn.setText(self.tr("{0} wins!").format(side_name(shown.winner)))
        else:
            self.panel.turn.setText(self.tr("{0} to move").format(side_name(shown.current_player())))
        self.panel.stage.setText("")
        names = self._player_names()
        for side in (0, 1):  # the side to move in the position shown
            self.scene.labels[side].set_text(self.tr("{0} — {1}").format(side_name(side), names[side]),
                                             not shown.is_terminal() and side == shown.current_player())
        self._show_log()
        for button in (self.panel.hint_button,):
            button.setEnabled(False)
        self.panel.undo_button.setEnabled(self.can_undo())
        self.panel.resign_button.setEnabled(self.can_resign())
        self.statusMessage.emit(where)
        self.actionsChanged.emit()

    def _refresh_working(self) -> None:
        """The next position's moves are being worked out on a thread: nothing to click.
        The board keeps showing the position before until the new one is ready (painting
        a new board while the worker runs would compete with it for the GIL)."""
        for pit in self.scene.pits.values():
            pit.setCursor(Qt.CursorShape.ArrowCursor)
            pit.set_flags(legal=False, focused=False, selected=False, hinted=False, last_move=False,
                          captured=False, ended=False)
        self.scene.hide_arrows()
        self.scene.result.hide()
        self.panel.clear_choices("")
        self.panel.thinking.setVisible(True)
        self.panel.turn.setText(self.tr("Working out the moves…"))
        self.panel.stage.setText("")
        names = self._player_names()
        for side in (0, 1):  # nobody's turn is shown until the moves are known
            self.scene.labels[side].set_text(self.tr("{0} — {1}").format(side_name(side), names[side]), False)
        for button in (self.panel.undo_button, self.panel.hint_button, self.panel.resign_button):
            button.setEnabled(False)
        self.statusMessage.emit(self.panel.turn.text())
        self.actionsChanged.emit()

    def _with_decision(self, moves: str, stop: bool) -> str:
        """A turn's moves (notation) ending in the nyumba, then the player's decision."""
        if stop:
            return self.tr("{0} stop", "move log: the sowing ended in the nyumba and the player stopped").format(moves)
        return self.tr("{0} safari",
                       "move log: the sowing ended in the nyumba and the player played the house").format(moves)

    def _hint_text(self, action) -> str:
        """The hint in words ("Hint: A3, anticlockwise."), the hole ringed on the board."""
        if action == STOP_ACTION:
            return self.tr("Hint: stop here. ")
        if action == SAFARI_ACTION:
            return self.tr("Hint: play the safari. ")
        if action.direction == CLOCKWISE:
            return self.tr("Hint: {0}, clockwise. ").format(hole_name(action.hole))
        return self.tr("Hint: {0}, anticlockwise. ").format(hole_name(action.hole))

    def _player_names(self) -> tuple[str, str]:
        if self.opponent == HOT_SEAT:
            return self.tr("Player 1"), self.tr("Player 2")
        seats = self.table.seats()
        if len(seats) != 2:
            computer = self.tr("Computer ({0})").format(level_label(self.level))
            return (self.tr("You"), computer) if HUMAN_SIDE == 0 else (computer, self.tr("You"))
        # Per side as the table seats it (online: either side, against a person or a computer).
        names = [self.tr("You") if seat.local else
                 self.tr("Computer ({0})").format(level_label(seat.level or self.level)) if seat.is_computer else
                 self.table.player_name(side) or self.tr("Opponent") for side, seat in enumerate(seats)]
        return names[0], names[1]

    def _turn_text(self, over: bool, mover: int, thinking: bool, busy: bool = False) -> str:
        if over:
            return self.tr("{0} wins!").format(side_name(self.winner()))
        if thinking:
            return self.tr("{0} is thinking…").format(side_name(mover))
        if busy:
            return self.tr("{0} is sowing…").format(side_name(mover))
        if self.opponent == "ai" and mover in self.table.local_seats():
            return self.tr("Your move ({0})").format(side_name(mover))
        return self.tr("{0} to move").format(side_name(mover))

    def _result_text(self, short: bool = False) -> str:
        winner = self.winner()
        loser = 1 - winner
        if self.resigned is not None:
            reason = self.tr("{0} resigned.").format(side_name(self.resigned))
        elif self.state.win_reason == "front_row_empty":
            reason = self.tr("{0}'s front row is empty.").format(side_name(loser))
        else:
            reason = self.tr("{0} has no legal move.").format(side_name(loser))
        return reason if short else reason + " " + self.tr("Start a new game with Ctrl+N.")

    def _log_lines(self) -> list[str]:
        """One line per move number: South's turn then North's, decisions joined on.

        Moves stay in notation (hole names are never translated); the decision in the
        nyumba is words, one whole message per decision."""
        turns: list[tuple[int, str]] = []
        for text, actor in zip(self.history, self.actors):
            if text in (str(STOP_ACTION), str(SAFARI_ACTION)):
                joined = turns and turns[-1][0] == actor
                moves = turns.pop()[1] if joined else "…"
                turns.append((actor, self._with_decision(moves, text == str(STOP_ACTION))))
            else:
                turns.append((actor, text))
        # One entry per turn (each can be clicked to see the position after it):
        # "1. A6>" for South, "1… A7<" for North, as chess move lists write them.
        lines: list[str] = []
        number = 0
        for actor, text in turns:
            if actor == 0 or not lines:
                number += 1
            lines.append(f"{number}. {text}" if actor == 0 else f"{number}… {text}")
        return lines
