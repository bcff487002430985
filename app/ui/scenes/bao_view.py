"""The Bao screen: board + panel, and the game flow (human clicks/keys, the AI, undo,
hint, resign, autosave). Implements ``GameView``."""

from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, Qt
from PySide6.QtWidgets import QWidget

from app.core.game_info import WON
from app.core.record import HUMAN, GameRecord, computer
from app.core.rng import fresh_seed
from app.core.session import GameSession
from app.games.bao import SearchLimitExceeded, State, engine
from app.games.bao.actions import CAPTURE, CLOCKWISE, SAFARI_ACTION, STOP_ACTION, TAX, hole_name
from app.ui.game_view import GameView
from app.ui.off_thread import OffThread
from app.ui.scenes.bao_animation import BaoAnimator, Display
from app.ui.scenes.bao_board import BaoBoardView, BaoScene
from app.ui.scenes.bao_panel import BaoPanel
from app.ui.seats import compass_name
from app.ui.services import Services
from app.ui.settings import AI_LEVELS, level_label
from app.ui.side_panel import arrange_game_screen

HUMAN_SIDE = 0  # the human plays South against the computer (the lead's default)
# Hints come from a strong search whatever the opponent's level (a weak hint teaches
# nothing); a UI decision, kept here.
HINT_LEVEL = "hard"
# Most sowings the GUI thread spends on one candidate turn while working out a
# position's legal moves (a few ms); the rare positions whose relays need more
# (cycles of millions of sowings, bao.md section 7) are worked out on a thread while
# the panel says so, so the window never freezes.
GUI_MAX_SOWINGS = 30_000


def side_name(side: int) -> str:
    return compass_name(("south", "north")[side])


class BaoGameView(GameView):
    GAME = "bao"

    def __init__(self, services: Services, parent: QWidget | None = None) -> None:
        super().__init__(services, parent)
        self.scene = BaoScene(self)
        self.board_view = BaoBoardView(self.scene)
        self.board_view.key_handler = self._on_key
        self.board_view.layoutChanged = self._on_layout
        self.panel = BaoPanel()
        arrange_game_screen(self, self.board_view, self.panel)
        self.animator.idle.connect(self._on_idle)
        self.painter = BaoAnimator(self.scene)
        self.scene.holeClicked.connect(self._on_hole_clicked)
        self.scene.arrowClicked.connect(self._on_direction)
        self.panel.choiceMade.connect(self._on_choice)
        self.panel.cancelChoice.connect(self._cancel_selection)
        self.panel.undo_button.clicked.connect(lambda: self.can_undo() and self.undo())
        self.panel.hint_button.clicked.connect(lambda: self.can_hint() and self.hint())
        self.panel.new_button.clicked.connect(self.newGameRequested)
        self.panel.resign_button.clicked.connect(self.resignRequested)
        services.ai.prepare()
        services.ai.moveReady.connect(self._on_ai_move)
        services.ai.failed.connect(self._on_ai_failed)
        services.ai.busyChanged.connect(self._on_thinking)
        self.state: State | None = None  # the session's live State
        self.variant = "kiswahili"
        self.opponent = "ai"
        self.result_recorded = False
        self._selected: int | None = None
        self._focus: int | None = None
        # Whose move the board shows: during a sowing the animation is behind the model,
        # and the turn indicator and panel follow the animation.
        self._shown_mover = 0
        self._hint = None
        self._ai_error = ""
        # Positions whose legal moves take long are worked out here (see _work_out).
        self._off_thread = OffThread(self)
        self._working = False

    @property
    def resigned(self) -> int | None:
        """The side that resigned, if one did."""
        return self.session.record.resigned if self.session is not None else None

    # -- GameView: life cycle -------------------------------------------------------
    def start_new(self) -> None:
        options = self.services.settings.game_options(self.GAME)
        self._stop_activity()
        self.variant = options["variant"]
        self.opponent = options["opponent"]
        self.level = self.services.settings.ai_level()
        session = GameSession.new(self.GAME, {"variant": self.variant}, fresh_seed(), self._seats())
        self.services.saves.delete(self.GAME)  # the new game replaces the old autosave
        self._set_position(session, recorded=False)

    def level_changed(self) -> None:
        if self.session is not None:
            self.session.record.seats = self._seats()

    def _seats(self) -> list[str]:
        return [HUMAN, HUMAN if self.opponent == "human" else computer(self.level)]

    def restore(self, content: dict) -> bool:
        try:
            opponent, level = content["opponent"], content["level"]
            if opponent not in ("ai", "human") or level not in AI_LEVELS:
                return False
        except Exception:  # noqa: BLE001 - any malformed save is rejected, never a crash
            return False

        def prepare() -> GameSession:
            if "record" in content:
                record = GameRecord.from_dict(content["record"])
            else:  # an autosave of an earlier version
                initial = content["initial"]
                record = GameRecord.from_history(self.GAME, initial, list(content["history"]),
                                                 {"variant": initial.get("variant")}, int(content.get("seed", 0)))
            session = GameSession(record)
            if session.state != State.from_dict(content["state"]):
                raise ValueError("bao: the saved position does not follow from the saved moves")
            session.state.legal_actions()  # worked out here, not on the GUI thread later
            return session

        def install(session: GameSession) -> None:
            self.opponent, self.level = opponent, level
            self.variant = session.state.variant
            session.record.seats = self._seats()
            self._set_position(session, recorded=False)

        try:
            # A save found unusable on the worker thread starts a new game instead.
            self._work_out(prepare, install, lambda _message: self.start_new(), stop=True)
        except Exception:  # noqa: BLE001 - any malformed save is rejected, never a crash
            return False
        return True

    def start_from(self, state: State, history: list[str] | None = None, initial: dict | None = None) -> None:
        """Play on from ``state`` (tests, tutorials): ``history`` from ``initial`` leads to it,
        or, without them, ``state`` itself is the start (nothing to undo)."""
        history = list(history or [])

        def prepare() -> GameSession:
            start = initial if initial is not None else state.to_dict()  # (to_dict needs the moves)
            session = GameSession(GameRecord.from_history(self.GAME, start, history, {"variant": state.variant}))
            if session.state != state:
                raise ValueError("bao: the history does not lead to the given position")
            session.state.legal_actions()  # worked out here, not on the GUI thread later
            return session

        def install(session: GameSession) -> None:
            self.variant = state.variant
            session.record.seats = self._seats()
            self._set_position(session, recorded=False)

        self._work_out(prepare, install, self._show_failure, stop=True)

    def snapshot(self) -> dict:
        return {"record": self.session.record.to_dict(), "state": self.state.to_dict(), "opponent": self.opponent,
                "level": self.level, "human_side": HUMAN_SIDE}

    def shutdown(self) -> None:
        self._stop_activity()
        self._off_thread.wait()
        super().shutdown()

    def _stop_activity(self) -> None:
        self.services.ai.cancel_all()
        self._off_thread.cancel_all()
        self._working = False
        self._serial += 1
        self._pending_ai = None
        self._hinting = False
        self.animator.clear()

    def _work_out(self, compute, then, failed, stop: bool = False) -> None:
        """``then(compute())``, now if ``compute``'s Bao move generation stays within
        ``GUI_MAX_SOWINGS`` per candidate turn, else once a worker thread has computed it
        exactly (the panel says "Working out the moves…" and input waits meanwhile).
        ``compute`` must only touch copies; its other errors are raised here (or given
        to ``failed`` when they happen on the thread). ``stop``: end what the view was
        doing before ``then`` (a new position replaces the game; an error raised here
        leaves the view as it was). The board keeps showing the
        position before until the new one is ready: painting a new board while the
        worker runs would compete with it for the GIL."""
        try:
            with engine.sowing_limit(GUI_MAX_SOWINGS):
                result = compute()
        except SearchLimitExceeded:
            if stop:
                self._stop_activity()
            self._working = True

            def done(result) -> None:
                self._working = False
                then(result)

            def broken(message: str) -> None:
                self._working = False
                failed(message)

            self._refresh()
            # Paint now, before the worker competes for the GIL: every Python call
            # made while painting could then wait up to the 5 ms switch interval.
            self.repaint()
            self._off_thread.run(compute, done, broken)
            return
        if stop:
            self._stop_activity()
        then(result)

    def _show_failure(self, message: str) -> None:
        self._ai_error = self.tr("The moves could not be worked out: {0}").format(message.strip().splitlines()[-1])
        self.statusMessage.emit(self._ai_error)
        self._refresh()

    def _set_position(self, session: GameSession, recorded: bool) -> None:
        self.session = session
        self.state = state = session.state
        self.result_recorded = recorded
        self._selected = self._focus = self._hint = None
        self._ai_error = ""
        with_house = self.variant == "kiswahili"
        if self.board_view.with_house != with_house:
            self.board_view.with_house = with_house
            self.board_view.relayout()
        self.painter.display.hand = 0
        self.painter.show(Display.of(state), state.current_player())
        self._shown_mover = state.current_player()
        self._advance()

    # -- GameView: queries and commands ------------------------------------------------
    def human_sides(self) -> tuple[int, ...]:
        return (HUMAN_SIDE,) if self.opponent == "ai" else (0, 1)

    def is_over(self) -> bool:
        if self._working:
            return False  # the position is still being worked out
        return self.session is None or self.session.is_over()

    def winner(self) -> int | None:
        if self.resigned is not None:
            return 1 - self.resigned
        return self.state.winner if self.state is not None else None

    def has_progress(self) -> bool:
        return bool(self.history)

    def awaiting_human(self) -> bool:
        return (not self._working and not self.is_over() and self.state.current_player() in self.human_sides()
                and not self.animator.is_busy())

    def can_undo(self) -> bool:
        return (not self._working and self.session is not None
                and self.session.undo_point(self.human_sides()) is not None)

    def undo(self) -> None:
        if not self.can_undo():
            return
        k = self.session.undo_point(self.human_sides())
        data = self.session.record.to_dict()  # the worker replays its own copy

        def back() -> GameSession:
            record = GameRecord.from_dict(data)
            record.truncate(k)
            session = GameSession(record)
            session.state.legal_actions()  # worked out here, not on the GUI thread later
            return session

        def install(session: GameSession) -> None:
            self._set_position(session, recorded=False)
            self.autosave() if self.history else self.services.saves.delete(self.GAME)

        self._work_out(back, install, self._show_failure, stop=True)

    def can_hint(self) -> bool:
        return self.awaiting_human() and not self._hinting

    def hint(self) -> None:
        if not self.can_hint():
            return
        self._hinting = True
        self.services.ai.request(self.session.ai_subject(), HINT_LEVEL, self.session.ai_seed("hint"),
                                 self._tag("hint"))
        self._refresh()

    def can_resign(self) -> bool:
        return not self._working and not self.is_over()

    def resign(self) -> None:
        if self.is_over():
            return
        mover = self.state.current_player()
        self._stop_activity()
        self.session.resign(mover if mover in self.human_sides() else HUMAN_SIDE)
        self.painter.show(Display.of(self.state), None)
        self._game_over()
        self._refresh()

    def finish_animation(self) -> None:
        self.animator.finish()

    def retranslate(self) -> None:
        # Every text below is rebuilt from the state by _refresh (no cached strings).
        self.panel.retranslate()
        self.board_view.setAccessibleName(QCoreApplication.translate("BaoBoardView", "Bao board"))
        self._refresh()

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def settle(self) -> None:
        self.animator.finish()
        self.board_view.paint_exact_board()

    # -- the game flow ----------------------------------------------------------------
    def _tag(self, kind: str) -> tuple:
        # The worker is shared by every game view: the view itself is part of the tag.
        return (id(self), kind, self._serial, len(self.history))

    def _advance(self) -> None:
        """After a move (or a new position): end the game, or let the next player move."""
        if self._working:
            return  # the position being worked out advances when it is installed
        if self.is_over():
            self._game_over()
        elif self.state.current_player() not in self.human_sides():
            self.services.ai.request(self.session.ai_subject(), self.level, self.session.ai_seed(), self._tag("move"))
        self._refresh()

    def play(self, action) -> None:
        """Play ``action`` (a legal action or its notation) for the player to move."""
        mover = self.state.current_player()
        if self._hinting:  # a hint still being searched is for a position about to change
            self.services.ai.cancel_all()
            self._hinting = False
        before = self.state

        def move() -> None:
            # Works out the next position's moves on a copy. The engine remembers long
            # relays, so the session's own move below repeats none of their sowings.
            after = before.clone()
            after.apply(action, events=False)
            after.is_terminal()

        self._work_out(move, lambda _result: self._played(mover, action), self._show_failure)

    def _played(self, mover: int, action) -> None:
        events = self.session.play(action)
        self._shown_mover = mover
        self._selected = self._hint = None
        self.scene.hide_arrows()
        self.autosave()
        self.animator.enqueue(self.painter.steps_for(events))
        self._advance()

    def _game_over(self) -> None:
        # Counted once, against the computer only, and only if the game was begun.
        if self.opponent == "ai" and not self.result_recorded and (self.history or self.resigned is not None):
            self.result_recorded = True
            result = self.session.result()
            self.record_result(self.level, won=result is not None and result[HUMAN_SIDE].outcome == WON)
        self.services.ai.cancel_all()
        self.autosave()  # a finished game leaves no autosave behind

    def _on_idle(self) -> None:
        if self.state is None:
            return
        self.painter.display.hand = 0
        self.painter.show(Display.of(self.state), self.state.current_player())
        self._shown_mover = self.state.current_player()
        if self._pending_ai is not None:
            action, self._pending_ai = self._pending_ai, None
            self.play(action)
            return
        self._refresh()

    def _on_ai_move(self, tag, action) -> None:
        if tag == self._tag("hint"):
            self._hinting = False
            self._hint = action
            self._focus = action.hole if not action.is_decision else self._focus
            self._refresh()
            return
        if tag != self._tag("move") or self.is_over():
            return
        if self.animator.is_busy():
            self._pending_ai = action
        else:
            self.play(action)

    def _on_ai_failed(self, tag, message: str) -> None:
        if not (isinstance(tag, tuple) and tag[:1] == (id(self),) and tag[2] == self._serial):
            return
        self._hinting = False
        self._ai_error = self.tr("The computer could not choose a move: {0}").format(message.strip().splitlines()[-1])
        self.statusMessage.emit(self._ai_error)
        self._refresh()

    def _on_thinking(self, busy: bool) -> None:
        self._refresh()

    # -- human input ------------------------------------------------------------------
    def _moves_by_hole(self) -> dict[int, list]:
        moves: dict[int, list] = {}
        if self.awaiting_human() and not self.state.pending_decision:
            for action in self.state.legal_actions():
                moves.setdefault(action.hole, []).append(action)
        return moves

    def _on_hole_clicked(self, side: int, hole: int) -> None:
        if self.animator.is_busy():
            self.animator.finish()
            return
        if not self.awaiting_human() or side != self.state.current_player():
            return
        moves = self._moves_by_hole().get(hole)
        if not moves:
            self.statusMessage.emit(self.tr("That hole cannot be played now; the highlighted holes can."))
            return
        self._focus = hole
        if len(moves) == 1:
            self.play(moves[0])
        else:
            self._selected = hole
            self._refresh()

    def _on_direction(self, direction: int) -> None:
        if self._selected is None or not self.awaiting_human():
            return
        for action in self._moves_by_hole().get(self._selected, []):
            if action.direction == direction:
                self.play(action)
                return

    def _on_choice(self, value) -> None:
        kind, payload = value
        if kind == "direction":
            self._on_direction(payload)
        elif kind == "decision" and self.awaiting_human() and self.state.pending_decision:
            self.play(payload)

    def _cancel_selection(self) -> None:
        self._selected = None
        self._refresh()

    def _arrow_placements(self, hole: int, moves: list) -> dict[int, tuple[QPointF, float]]:
        side = self.state.current_player()
        scene, cell = self.scene, self.scene.geometry.cell
        placements = {}
        for action in moves:
            if action.kind == CAPTURE:
                # The direction names the kichwa the captured seeds start from.
                kichwa = 0 if action.direction == 1 else 7
                centre = scene.pit_centre(side, kichwa)
                angle = scene.screen_angle(side, kichwa, action.direction)
                placements[action.direction] = (QPointF(centre.x(), scene.geometry.centre_line_y()), angle)
            else:
                angle = scene.screen_angle(side, hole, action.direction)
                centre = scene.pit_centre(side, hole)
                offset = QPointF(math.cos(math.radians(angle)), math.sin(math.radians(angle))) * cell * 0.5
                placements[action.direction] = (centre + offset, angle)
        return placements

    def _direction_prompt(self, moves: list) -> tuple[str, list[tuple[str, object]]]:
        placements = self._arrow_placements(self._selected, moves)
        ordered = sorted(moves, key=lambda a: placements[a.direction][0].x())
        if all(a.kind == CAPTURE for a in moves):
            prompt = self.tr("Capture! Sow the captured seeds from the left kichwa or from the right kichwa?")
            labels = {1: self.tr("From the left kichwa (A1)"), -1: self.tr("From the right kichwa (A8)")}
        elif all(a.kind == TAX for a in moves):
            prompt = self.tr("The tax: sow two seeds from the nyumba to the left or to the right.")
            labels = {1: self.tr("Clockwise >"), -1: self.tr("< Anticlockwise")}
        else:
            prompt = self.tr("Sow which way? Click an arrow, or press Left / Right.")
            labels = {1: self.tr("Clockwise >"), -1: self.tr("< Anticlockwise")}
        return prompt, [(labels[a.direction], ("direction", a.direction)) for a in ordered]

    def _on_key(self, event) -> bool:
        key, text = event.key(), event.text()
        if key in (Qt.Key.Key_Space, Qt.Key.Key_Escape) and self.animator.is_busy():
            self.animator.finish()
            return True
        if key == Qt.Key.Key_Escape:
            if self._selected is not None:
                self._cancel_selection()
            return True
        if self.animator.is_busy() or not self.awaiting_human():
            return False
        if self.state.pending_decision:
            if key == Qt.Key.Key_S:
                self.play(STOP_ACTION)
            elif key == Qt.Key.Key_P:
                self.play(SAFARI_ACTION)
            else:
                return False
            return True
        moves = self._moves_by_hole()
        if text in ("<", ">"):
            hole = self._selected if self._selected is not None else self._focus
            direction = 1 if text == ">" else -1
            for action in moves.get(hole, []):
                if action.direction == direction:
                    self.play(action)
                    return True
            return True
        if self._selected is not None:
            if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
                options = moves.get(self._selected, [])
                placements = self._arrow_placements(self._selected, options)
                ordered = sorted(options, key=lambda a: placements[a.direction][0].x())
                if ordered:
                    self.play(ordered[0] if key == Qt.Key.Key_Left else ordered[-1])
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
            self._refresh()
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
            self._refresh()

    def _first_focus(self, moves: dict[int, list]) -> int:
        side = self.state.current_player()
        return min(moves, key=lambda h: (self.scene.pit_centre(side, h).y() * (1 if side else -1),
                                         self.scene.pit_centre(side, h).x()))

    # -- showing the state ----------------------------------------------------------------
    def _on_layout(self) -> None:
        if self.state is None:
            return
        # The items have moved; a sowing in flight goes on (its next seed flies from the
        # new places), so resizing the window never skips an animation.
        self.painter.redraw(self.state.current_player() if not self.animator.is_busy() else None)
        if not self.animator.is_busy():
            self._refresh()

    def _refresh(self) -> None:
        if self.state is None:
            return
        if self._working:
            self._refresh_working()
            return
        state = self.state
        mover = state.current_player()
        over = self.is_over()
        busy = self.animator.is_busy()
        moves = self._moves_by_hole()
        if self._focus not in moves:
            self._focus = self._first_focus(moves) if moves else None
        if self._selected not in moves:
            self._selected = None
        last = self._last_start()
        for (side, hole), pit in self.scene.pits.items():
            mine = side == mover
            pit.setCursor(Qt.CursorShape.PointingHandCursor if mine and hole in moves else Qt.CursorShape.ArrowCursor)
            pit.set_flags(legal=mine and hole in moves and self._selected is None,
                          focused=mine and hole == self._focus and not busy and bool(moves),
                          selected=mine and hole == self._selected,
                          hinted=(self._hint is not None and not busy and mine
                                  and not self._hint.is_decision and hole == self._hint.hole),
                          last_move=last == (side, hole) and not busy)
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
                self.panel.set_choices(
                    self.tr("Your sowing ended in your nyumba. Stop here, or play the house (safari) and sow on?"),
                    [(self.tr("Stop (S)"), ("decision", STOP_ACTION)),
                     (self.tr("Safari (P)"), ("decision", SAFARI_ACTION))], cancellable=False)
            elif self.awaiting_human():
                hint = ""
                if self._hint is not None:
                    hint = self._hint_text(self._hint)
                elif self._hinting:
                    hint = self.tr("Looking for a hint… ")
                if state.stage == "namua":
                    text = self.tr("Choose a highlighted hole to drop a seed from your ghala.")
                else:
                    text = self.tr("Choose a highlighted hole to sow from.")
                self.panel.clear_choices(hint + text)
            else:
                self.panel.clear_choices(self._ai_error)
        if over and not busy:
            self.scene.result.show_text(self._turn_text(True, mover, False), self._result_text(short=True))
        else:
            self.scene.result.hide()
        # Turn, stage, players: as the board shows them. While a sowing is animated the
        # model is already at the next player's turn (the computer may even be thinking);
        # the board still shows the sowing player's move.
        shown_mover = self._shown_mover if busy else mover
        shown_over = over and not busy
        thinking = self.services.ai.is_busy() and not self._hinting and not over and not busy
        self.panel.thinking.setVisible(thinking)
        self.panel.turn.setText(self._turn_text(shown_over, shown_mover, thinking, busy))
        if state.stage == "namua":
            self.panel.stage.setText(self.tr("Stage: namua — seeds in the ghala: South {0}, North {1}")
                                     .format(self.painter.display.stores[0], self.painter.display.stores[1]))
        else:
            self.panel.stage.setText(self.tr("Stage: mtaji — every seed is on the board"))
        self.panel.title.setText(self.tr("Bao la Kiswahili") if self.variant == "kiswahili"
                                 else self.tr("Bao la kujifunza"))
        names = self._player_names()
        self.panel.players.setText(self.tr("{0}: {1}\n{2}: {3}").format(side_name(0), names[0], side_name(1), names[1]))
        for side in (0, 1):
            self.scene.labels[side].set_text(self.tr("{0} — {1}").format(side_name(side), names[side]),
                                             not shown_over and side == shown_mover)
        self.panel.set_log(self._log_lines())
        self.panel.undo_button.setEnabled(self.can_undo())
        self.panel.hint_button.setEnabled(self.can_hint())
        self.panel.resign_button.setEnabled(self.can_resign())
        self.statusMessage.emit(self.panel.turn.text())
        self.actionsChanged.emit()

    def _refresh_working(self) -> None:
        """A position whose moves are being worked out on a thread: nothing to click."""
        for pit in self.scene.pits.values():
            pit.setCursor(Qt.CursorShape.ArrowCursor)
            pit.set_flags(legal=False, focused=False, selected=False, hinted=False, last_move=False)
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
        if self.opponent == "human":
            return self.tr("Player 1"), self.tr("Player 2")
        computer = self.tr("Computer ({0})").format(level_label(self.level))
        return (self.tr("You"), computer) if HUMAN_SIDE == 0 else (computer, self.tr("You"))

    def _turn_text(self, over: bool, mover: int, thinking: bool, busy: bool = False) -> str:
        if over:
            return self.tr("{0} wins!").format(side_name(self.winner()))
        if thinking:
            return self.tr("{0} is thinking…").format(side_name(mover))
        if busy:
            return self.tr("{0} is sowing…").format(side_name(mover))
        if self.opponent == "ai" and mover == HUMAN_SIDE:
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

    def _last_start(self) -> tuple[int, int] | None:
        for text, actor in zip(reversed(self.history), reversed(self.actors)):
            action = State.parse_action(text)
            if not action.is_decision:
                return actor, action.hole
        return None

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
        lines: list[str] = []
        number = 0
        for actor, text in turns:
            if actor == 0 or not lines:
                number += 1
                lines.append(f"{number}. {text}" if actor == 0 else f"{number}. …  {text}")
            else:
                lines[-1] = f"{lines[-1]}    {text}"
        return lines
