"""``LocalTable``: a game on this computer — the one flow for all four games.

It keeps the game in a ``GameSession`` (app/core/session.py), asks the shared AI worker
for the computer seats' moves and for hints, plays the automatic step between deals once
the view has shown the finished deal, autosaves after every change (a save is the
``GameRecord``), and counts the result in the statistics once. Views see none of this:
they get ``changed(events, observation)`` and call ``play`` (see ``table.py``).
"""

from __future__ import annotations

from typing import Any, Callable

from PySide6.QtCore import QObject, QTimer

from app.core.claim import ClaimReason, ClaimVerdict
from app.core.game_info import DRAWN
from app.core.protocol import IllegalAction, WorkLimitExceeded
from app.core.record import HUMAN, GameRecord, computer, computer_level
from app.core.rng import fresh_seed
from app.core.session import UNDO_GAME_OVER, UNDO_NOTHING, UNDO_WORKING, GameSession
from app.core.statistics_book import figures_of
from app.games import claims, game_info
from app.games.autoplay import forced_action, last_trick_plays_itself
from app.ui.off_thread import OffThread
from app.ui.saves import LAST_GAME_KEY
from app.ui.services import Services
from app.ui.settings import AI_LEVELS
from app.ui.table.table import Seat, SessionTable

# Hints come from a strong search whatever the opponents' level (a weak hint teaches
# nothing); a UI decision.
HINT_LEVEL = "hard"
# The option by which a game is played by two people at one screen (Bao's hot-seat).
OPPONENT_OPTION, HOT_SEAT = "opponent", "human"
# The seat of the person playing against the computer (the bottom seat).
VIEWPOINT = 0
# [D] Once the person has finished while the computers play on (Svoi Kozyri: he went out),
# their moves only decide their own places: they are chosen at the quickest level, so
# the rest never "thinks" a second a move.
FINISHED_LEVEL = "easy"
# Moves played out per event-loop turn by "Finish quickly" (each well under a millisecond).
PLAY_OUT_MOVES_PER_TURN = 50
# [D] Auto-play (issue 20, item 3): the person's only legal card is played for him after
# this pause, long enough to see that it was his turn and which card went.
AUTO_PLAY_PAUSE_MS = 450
# [D] A claim is made on one's own turn (the button is there while the player chooses);
# the computer claims when its own information proves it, before its move.
CLAIM_AI_ANSWER = "claim"


class LocalTable(SessionTable):
    """One game at this screen against the computer (or hot-seat). ``start_new`` or
    ``restore`` begins it; the view connects to the signals of ``Table``."""

    def __init__(self, game: str, services: Services, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.info = game_info(game)
        self.services = services
        self.session: GameSession | None = None
        self._level = services.settings.game_ai_level(game)  # per game (issue 20)
        self._options: dict[str, str] = {}
        self._serial = 0             # bumped by new game / undo / level: older AI answers are stale
        self._pending_ai: Any = None  # the computer's move, waiting for the view's animation
        self._hinting = False
        self._hint_reason: Any = None  # the reason of the hint last given (HintReason)
        self._judging = False        # a claim is being judged on a thread
        self._claim_tried = -1       # the move number at which the computer last looked for a claim
        self._view_busy = False      # the view is still animating what it was given
        self._playing = False        # inside play(): the view's idle must not re-enter the flow
        self._result_recorded = False
        self._fresh = False
        self._quick = False          # the rest of the game is played out at once
        # A position whose moves are slow to find (GameInfo.gui_work_limit) is worked out
        # on a thread; the move, undo or resumed game waits for it (``working``).
        self._off_thread = OffThread(self)
        self._working = False
        # A lesson shows a finished deal and goes on by itself (ScriptedTable); a game deals on.
        self.automatic_steps = True
        services.ai.prepare()
        # The AI service outlives this table: bound methods only, disconnected in shutdown().
        self._ai_connections = ((services.ai.moveReady, self._on_ai_move), (services.ai.failed, self._on_ai_failed),
                                (services.ai.busyChanged, self._on_ai_busy))
        for signal, slot in self._ai_connections:
            signal.connect(slot)
        self._closed = False

    # == life cycle ===================================================================
    def start_new(self) -> None:
        """A new game with the current settings (a finished game's rematch rule applies:
        ``GameInfo.new_state``)."""
        previous = None
        if self.session is not None and self.session.record.resigned is None:
            previous = self.session.state
        self._stop_activity()
        self._options = self.services.settings.game_options(self.game)
        self._level = self.services.settings.game_ai_level(self.game)
        session = GameSession.new(self.game, self.info.validate_options(self._options, ignore_unknown=True),
                                  fresh_seed(), previous=previous)
        self.services.saves.delete(self.game)  # the new game replaces the old autosave
        self._begin(session, fresh=True)

    def restore(self, content: dict) -> bool:
        """Resume an autosave (today's format, or an earlier one with a bare history);
        False, and nothing changed, if it is unusable."""
        try:
            level = content["level"]
            if level not in AI_LEVELS:
                return False
            options = dict(content.get("options", {}))
            if OPPONENT_OPTION in content:  # Bao's saves keep the opponent beside the options
                if content[OPPONENT_OPTION] not in ("ai", HOT_SEAT):
                    return False
                options[OPPONENT_OPTION] = content[OPPONENT_OPTION]
        except Exception:  # noqa: BLE001 - a malformed save is rejected, never a crash
            return False

        def prepare() -> GameSession:
            if "record" in content:
                session = GameSession.from_dict(content["record"])  # checked and replayed once
            else:  # an autosave of an earlier version: its history has no automatic steps
                initial = content["initial"]
                model_options = {key: initial[key] for key in ("variant",) if key in initial} or options
                session = GameSession(GameRecord.from_history(
                    self.game, initial, [str(t) for t in content["history"]],
                    self.info.validate_options(model_options, ignore_unknown=True), int(content.get("seed", 0))))
            if session.record.game != self.game:
                raise ValueError(f"a save of {session.record.game}, not {self.game}")
            if session.state != self.info.state_from_dict(content["state"]):
                raise ValueError("the saved position does not follow from the saved moves")
            return self._worked_out(session)

        def install(session: GameSession) -> None:
            self._level = level
            self._options = {**session.record.options, **options}
            self._begin(session)

        try:
            # A save found unusable on the worker thread starts a new game instead.
            self._work_out(prepare, install, lambda _message: self.start_new(), stop=True)
        except Exception:  # noqa: BLE001 - a malformed save is rejected, never a crash
            return False
        return True

    def start_from(self, record: GameRecord | Callable[[], GameRecord], expected: Any = None) -> None:
        """Play on from ``record`` (tests, a lesson's position), or from the record that
        ``record()`` makes (reading a position can be slow: see ``_work_out``);
        ``expected``: the position it must lead to (ValueError if it does not)."""
        def prepare() -> GameSession:
            session = GameSession(record() if callable(record) else record)
            if expected is not None and session.state != expected:
                raise ValueError(f"{self.game}: the history does not lead to the given position")
            return self._worked_out(session)

        def install(session: GameSession) -> None:
            self._options = {**self.services.settings.game_options(self.game), **session.record.options}
            self._begin(session)

        self._work_out(prepare, install, self._work_failed, stop=True)

    def snapshot(self) -> dict:
        """The autosave content (plain JSON types)."""
        assert self.session is not None
        content = {"record": self.session.record.to_dict(), "state": self.session.state.to_dict(),
                   "level": self._level, "options": dict(self._options), "human": VIEWPOINT}
        if OPPONENT_OPTION in self._options:
            content[OPPONENT_OPTION] = self._options[OPPONENT_OPTION]
        return content

    def set_level(self, level: str) -> None:
        """A new computer strength before the first move: the same position, and a computer
        already thinking thinks again at the new level."""
        if self.session is None or self.history() or self.is_over() or level == self._level:
            return
        self._stop_activity()
        self._level = level
        self._seat_players(self.session)
        self._advance()

    def shutdown(self) -> None:
        self._stop_activity()
        self._off_thread.wait()  # a position being worked out (a fraction of a second)
        if not self._closed:
            self._closed = True
            for signal, slot in self._ai_connections:
                signal.disconnect(slot)

    def _begin(self, session: GameSession, fresh: bool = False) -> None:
        self.session = session
        self._fresh = fresh
        self._claim_tried = -1
        self._quick = False
        # A resumed game whose player had already finished was counted when he did.
        self._result_recorded = self._finished_result() is not None
        self._seat_players(session)
        self.reset.emit()
        self._advance()

    def _seat_players(self, session: GameSession) -> None:
        local = self._local()
        for seat in range(session.seat_count):
            player = HUMAN if seat in local else computer(self._level)
            if session.player(seat) != player:
                session.set_player(seat, player)

    def _local(self) -> tuple[int, ...]:
        if self._options.get(OPPONENT_OPTION) == HOT_SEAT:
            return tuple(range(self.session.seat_count if self.session is not None else 2))
        return (VIEWPOINT,)

    def _stop_activity(self) -> None:
        self.services.ai.cancel_all()
        self._off_thread.cancel_all()
        self._working = False
        self._serial += 1
        self._pending_ai = None
        self._hinting = False
        self._hint_reason = None
        self._judging = False
        self._claim_tried = -1
        self._view_busy = False

    # == positions whose moves are slow to find ============================================
    def _work_out(self, compute, then, failed, stop: bool = False) -> None:
        """``then(compute())``: now if ``compute`` stays within the game's GUI work limit
        (``GameInfo.gui_work_limit``), else once a worker thread has computed it without
        the limit; meanwhile the table is ``working`` (the view says so; nothing can be
        played). ``compute`` touches only its own copies; its other errors are raised here
        (or given to ``failed`` when they happen on the thread). ``stop``: end what the
        table was doing before ``then`` (a new position replaces the game; an error raised
        here leaves the table as it was)."""
        limit = self.info.gui_work_limit
        try:
            if limit is None:
                result = compute()
            else:
                with limit():
                    result = compute()
        except WorkLimitExceeded:
            if stop:
                self._stop_activity()

            def done(result: Any) -> None:
                self._set_working(False)
                then(result)

            def broken(message: str) -> None:
                self._set_working(False)
                failed(message)

            self._set_working(True)  # the view paints the working state before the thread starts
            self._off_thread.run(compute, done, broken)
            return
        if stop:
            self._stop_activity()
        then(result)

    def _worked_out(self, session: GameSession) -> GameSession:
        """``session`` with its position's moves found (inside a work limit: here, not on
        the GUI thread later)."""
        if self.info.gui_work_limit is not None and not session.is_over():
            session.legal_actions()
        return session

    def _set_working(self, working: bool) -> None:
        self._working = working
        self.workingChanged.emit(working)

    def _work_failed(self, message: str) -> None:
        self.workFailed.emit(message.strip().splitlines()[-1] if message.strip() else message)

    def working(self) -> bool:
        return self._working

    # == Table: queries =================================================================
    def seats(self) -> list[Seat]:
        if self.session is None:
            return []
        local = self._local()
        return [Seat(self.session.player(s), s in local, computer_level(self.session.player(s)))
                for s in range(self.session.seat_count)]

    def local_seats(self) -> tuple[int, ...]:
        return self._local()

    def observation(self) -> Any:
        return self.session.observation(self._seen_by()) if self.session is not None else None

    def _seen_by(self) -> int:
        mover = self.session.current_player() if self.session is not None else VIEWPOINT
        return mover if mover in self._local() else VIEWPOINT

    def fresh_deal(self) -> bool:
        return self._fresh and not self.history()

    def level(self) -> str:
        return self._level

    def local_to_move(self) -> bool:
        return not self._working and not self._judging and super().local_to_move()

    def is_over(self) -> bool:
        return not self._working and super().is_over()

    def options(self) -> dict:
        return dict(self._options)

    def thinking(self) -> bool:
        busy = (self.services.ai.is_busy() and not self._hinting) or self._judging
        return busy and not self.is_over()

    def hinting(self) -> bool:
        return self._hinting

    # == Table: commands =================================================================
    def play(self, action: Any) -> None:
        """Play ``action`` for the local seat to move (a refused action: ``refused``)."""
        if self.session is None or not self.local_to_move():
            self.refused.emit("not your turn")
            return
        try:
            self._play(action)
        except IllegalAction as exc:
            self.refused.emit(str(exc))

    def _play(self, action: Any) -> None:
        assert self.session is not None
        if self._hinting:
            # A hint still being searched is for a position about to change: drop it
            # (left running, it would keep Hint disabled and "thinking" hidden).
            self._hinting = False
            self._serial += 1
            self.services.ai.cancel_all()
        if self.info.gui_work_limit is not None and not self.session.automatic_pending():
            before, quiet = self.session.state, self.info.quiet_apply

            def move() -> None:
                # The next position's moves, worked out on a copy: the game remembers
                # what was slow (Bao's long relays), so the session's own move below
                # repeats none of it.
                after = before.clone()
                quiet(after, action) if quiet is not None else after.apply(action)
                after.is_terminal()

            self._work_out(move, lambda _result: self._play_now(action), self._work_failed)
        else:
            self._play_now(action)

    def _play_now(self, action: Any) -> None:
        assert self.session is not None
        if self.session.automatic_pending():
            events = self.session.play_automatic()
        else:
            events = self.session.play(action, seat=self.session.current_player())
        self._hand_over(events)
        self._advance()

    def _hand_over(self, events: list) -> None:
        """Save the change and give it to the view (its animation then runs)."""
        assert self.session is not None
        self._hint_reason = None
        self._playing = True
        try:
            self.autosave()
            self._view_busy = True
            self.changed.emit(self.session.events_for(events, self._seen_by_after()), self.observation())
        finally:
            self._playing = False

    def _seen_by_after(self) -> int:
        return VIEWPOINT if len(self._local()) == 1 else self._seen_by()

    def undo_refusal(self) -> str | None:
        if self.session is None:
            return UNDO_NOTHING
        if self._working:
            return UNDO_WORKING
        if self.local_finished():
            return UNDO_GAME_OVER  # his result is counted: his game is over
        return self.session.undo_refusal(self._local())

    def undo(self) -> None:
        if self.undo_refusal() is not None:
            return
        self._undo()

    def _undo(self) -> None:
        k = self.session.undo_point(self._local()) if self.session is not None else None
        if k is None:
            return
        if self.info.gui_work_limit is None:
            self._stop_activity()
            self.session.undo_to(k)
            self._undo_past_forced_moves()
            self._undone()
            return
        record = self.session.record.copy()  # the worker replays its own copy

        def back() -> GameSession:
            record.truncate(k)
            return self._worked_out(GameSession(record))

        def install(session: GameSession) -> None:
            self.session = session
            self._undone()

        self._work_out(back, install, self._work_failed, stop=True)

    def _undo_past_forced_moves(self) -> None:
        """Auto-play would make a forced move again at once, so an undo that stopped there
        would seem to do nothing: it goes on back to the person's last real choice (as far
        as undo may go)."""
        assert self.session is not None
        while (self._auto_play_on() and self.local_to_move()
               and forced_action(self.session.legal_actions()) is not None):
            k = self.session.undo_point(self._local())
            if k is None:
                return
            self.session.undo_to(k)

    def _undone(self) -> None:
        self.autosave() if self.history() else self.services.saves.delete(self.game)
        self.reset.emit()
        self._advance()

    def can_hint(self) -> bool:
        return self.local_to_move() and not self._hinting and not self._view_busy

    def hint(self) -> None:
        if not self.can_hint():
            return
        assert self.session is not None
        self._hinting = True
        self._hint_reason = None
        from app.ai.process import ADVISE  # the move with its reason (app.ai.hints)

        self.services.ai.request(self.session.ai_subject(), HINT_LEVEL, self.session.ai_seed("hint"),
                                 self._tag("hint"), task=ADVISE)
        self.thinkingChanged.emit(self.thinking())

    def hint_reason(self) -> Any:
        return self._hint_reason

    def can_resign(self) -> bool:
        return not self._working and not self.is_over() and not self.local_finished()

    def _finished_result(self):
        """The person's result once it is final (None while open; hot-seat: never early)."""
        if self.session is None or len(self._local()) != 1:
            return None
        return self.session.seat_result(VIEWPOINT)

    def local_finished(self) -> bool:
        return not self.is_over() and self._finished_result() is not None

    def result_so_far(self) -> Any:
        return self._finished_result()

    def finish_quickly(self) -> None:
        """Play the rest out now, at FINISHED_LEVEL, here rather than a move at a time
        through the AI process (a looping game can take a thousand quick moves); a few
        dozen moves per event-loop turn, so the window stays responsive."""
        if not self.local_finished() or self._quick:
            return
        self._stop_activity()  # a computer still thinking: its move is played below
        self._quick = True  # the view shows the rest without animation
        self.thinkingChanged.emit(self.thinking())
        QTimer.singleShot(0, lambda serial=self._serial: self._play_out(serial))

    def _play_out(self, serial: int) -> None:
        if serial != self._serial or self.session is None or self.is_over():
            return
        from app.ai import choose  # the quickest level: microseconds a move

        for _ in range(PLAY_OUT_MOVES_PER_TURN):
            if self.is_over():
                break
            self._play(choose(self.session.ai_subject(), level=FINISHED_LEVEL, seed=self.session.ai_seed()))
            if serial != self._serial:
                return
        if not self.is_over():
            QTimer.singleShot(0, lambda: self._play_out(serial))

    def finishing_quickly(self) -> bool:
        return self._quick

    def resign(self) -> None:
        if self.session is None or self.is_over():
            return
        mover = self.session.current_player()
        self._stop_activity()
        self.session.resign(mover if mover in self._local() else VIEWPOINT)
        self._game_over()
        self.reset.emit()

    def view_ready(self) -> None:
        self._view_busy = False
        if self._playing or self.session is None:
            return  # play() goes on by itself once its change was handed over
        if self._pending_ai is not None:
            action, self._pending_ai = self._pending_ai, None
            self._play(action)
        elif self.session.automatic_pending() and not self.is_over():
            self._advance()
        else:
            self._schedule_auto_play()

    # == auto-play (issue 20, item 3) =======================================================
    def _auto_play_on(self) -> bool:
        """Auto-play is a card-table option (on by default); a board game has none."""
        return not self.info.perfect_information and self.services.settings.table_option("auto_play") == "on"

    def _plays_itself(self) -> Any:
        """The forced move of the seat to move when the rest of the deal's last trick
        plays itself (every choice left is forced, as the person can tell), else None."""
        if not self._auto_play_on() or self.session is None:
            return None
        if not last_trick_plays_itself(self.session.observation(VIEWPOINT)):
            return None
        return forced_action(self.session.legal_actions())

    def _schedule_auto_play(self) -> None:
        """The person's only legal move is played for him after a short pause, once the
        view shows the position (a move or undo meanwhile cancels it)."""
        if self._view_busy or self._quick or not self._auto_play_on() or not self.local_to_move():
            return
        action = forced_action(self.session.legal_actions())
        if action is None:
            return
        serial, count = self._serial, len(self.history())

        def play_it() -> None:
            if serial == self._serial and count == len(self.history()) and not self._view_busy \
                    and self.local_to_move():
                self.play(action)

        QTimer.singleShot(AUTO_PLAY_PAUSE_MS, play_it)

    # == claims (issue 20, item 2) ===========================================================
    def claim_refusal(self) -> str | None:
        if not claims.supports_claims(self.game):
            return ClaimReason.NO_CLAIMS_IN_GAME
        if self.session is None or not self.local_to_move() or self._hinting or self._view_busy:
            return ClaimReason.NOT_PLAYING
        return None

    def claim(self) -> None:
        """Judge the person's claim exactly (on a thread: a claim early in a deal is a
        large search); accepted, the deal is played out at once; refused, ``claimJudged``
        says why and the player goes on."""
        if self.claim_refusal() is not None:
            return
        self._judge(self.session.current_player())

    def _computer_claims(self) -> bool:
        """Does the computer to move claim? Only when its own information proves the
        claim (``claims.claim_provable``: it never looks at another hand); the table
        then judges it like anyone's. A claim it could not prove is not tried again
        until the next move."""
        assert self.session is not None
        if not claims.supports_claims(self.game) or self._claim_tried == len(self.history()):
            return False
        self._claim_tried = len(self.history())
        if not claims.claim_provable(self.session.ai_subject()):
            return False
        self._judge(self.session.current_player())
        return True

    def _judge(self, seat: int) -> None:
        state, serial = self.session.state.clone(), self._serial
        self._judging = True
        self.thinkingChanged.emit(self.thinking())

        def judged(verdict: ClaimVerdict) -> None:
            if serial != self._serial:
                return
            self._judging = False
            self._claim_judged(seat, verdict)

        def failed(message: str) -> None:
            if serial == self._serial:
                self._judging = False
                self._work_failed(message)
                self._advance()

        self._off_thread.run(lambda: claims.judge_claim(state, seat), judged, failed)

    def _claim_judged(self, seat: int, verdict: ClaimVerdict) -> None:
        assert self.session is not None
        if verdict.accepted:
            # Any legal play gives the claimed tricks (app/core/claim.py): the first one,
            # each action its own change (the view animates them one after another).
            while not (self.session.is_over() or self.session.automatic_pending()):
                self._hand_over(self.session.play(self.session.legal_actions()[0],
                                                  seat=self.session.current_player()))
        self.claimJudged.emit(seat, verdict)
        self._advance()

    # == the flow ==========================================================================
    def _tag(self, kind: str) -> tuple:
        # The worker is shared by every table: the table itself is part of the tag.
        return (id(self), kind, self._serial, len(self.history()))

    def _advance(self) -> None:
        """After a change: end the game, deal the next deal, or let a computer move."""
        assert self.session is not None
        if self.is_over():
            self._game_over()
        elif self.session.automatic_pending():
            # The next deal comes once the finished one's result was seen.
            if self.automatic_steps and not self._view_busy:
                self._play(None)
        elif self._quick:
            return  # _play_out plays every seat's move
        elif self.session.current_player() not in self._local():
            finished = self._finished_result() is not None
            if finished:
                self._record_result()
                if self.services.settings.table_option("fast_forward") == "on":
                    self.finish_quickly()  # the player is out: the rest is played at once
                    return
            elif self._computer_claims():
                return  # the claim is being judged; the flow goes on from its verdict
            forced = self._plays_itself()
            if forced is not None:  # the last trick plays itself: nothing to think about
                if self._view_busy:
                    self._pending_ai = forced
                else:
                    self._play(forced)
                return
            self.services.ai.request(self.session.ai_subject(), FINISHED_LEVEL if finished else self._level,
                                     self.session.ai_seed(), self._tag("move"))
        else:
            self._schedule_auto_play()

    def _game_over(self) -> None:
        assert self.session is not None
        if self.history() or self.resigned() is not None:  # a game never begun is not counted
            self._record_result()
        self.services.ai.cancel_all()
        self.autosave()
        if not self.info.perfect_information and self.history():
            # Kept for "Review deals" from the home screen (issue 20): the card game's record.
            self.services.saves.save(LAST_GAME_KEY, {"record": self.session.record.to_dict()})
        self.gameOver.emit(self.session.result())

    def _record_result(self) -> None:
        """Count the person's result once, against the computer only, as soon as it is
        final (at the end, or when he finished while the others play on)."""
        assert self.session is not None
        if self._result_recorded:
            return
        result = self.session.seat_result(VIEWPOINT)
        if result is None:
            return
        self._result_recorded = True
        against_computer = len(self._local()) < self.session.seat_count
        if against_computer and result.outcome != DRAWN:  # a draw is not counted
            figures = figures_of(self.game, self.session.state, VIEWPOINT, result)
            self.services.statistics.record(self.game, self._level, result.outcome,
                                            players=self.session.seat_count, **figures)

    def autosave(self) -> None:
        """Write the autosave after a change; a finished game's save is removed (and
        the quick play-out of a finished player's game is saved only at its end)."""
        if self._quick and not self.is_over():
            return
        if self.is_over():
            self.services.saves.delete(self.game)
        else:
            self.services.saves.save(self.game, self.snapshot())

    def _on_ai_move(self, tag: Any, action: Any) -> None:
        if tag == self._tag("hint"):
            self._hinting = False
            from app.ai.hints import Advice, reason_for  # (the AI modules load with the first game)

            if not isinstance(action, Advice):  # a chooser without the advise task (a test's)
                action = Advice(action, reason_for(self.session.ai_subject(), action))
            self._hint_reason = action.reason
            self.hintReady.emit(action.action)
            self.thinkingChanged.emit(self.thinking())
            return
        if tag != self._tag("move") or self.is_over():
            return
        if self._view_busy:
            self._pending_ai = action
        else:
            self._play(action)

    def _on_ai_failed(self, tag: Any, message: str) -> None:
        if not (isinstance(tag, tuple) and tag[:1] == (id(self),) and tag[2] == self._serial):
            return
        self._hinting = False
        self.failed.emit(message.strip().splitlines()[-1] if message.strip() else message)

    def _on_ai_busy(self, _busy: bool) -> None:
        self.thinkingChanged.emit(self.thinking())
