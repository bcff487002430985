"""``Table``: what a game view talks to.

A view draws; a table runs the game. The view asks the table who sits where, whose turn
it is, what the local seat may do, and hands it the player's choices (``play``, ``undo``,
``hint``, ``resign``). The table answers with signals; the main one is ``changed(events,
observation)``: what happened, as the local seat may see it, and what that seat sees
after it. The view animates the events, then draws the observation; when its animation
queue runs dry it calls ``view_ready()`` so the table may go on (the computer's move
waits for the animation of the previous one; the next deal waits until the finished
deal's result was seen).

Implementations: ``LocalTable`` (a game on this computer: the session, the AI process,
autosave, statistics), ``ScriptedTable`` (a tutorial lesson) and, later, an
``OnlineTable`` over the client in ``app/online``. A view never knows which one it has.
Everything a view needs is here; an ``OnlineTable`` fits because every answer may come
later (a refused action arrives as ``refused``), the state arrives only as (events,
observation) and a seat may be away (``Seat.present``).
"""

from __future__ import annotations

from typing import Any, NamedTuple

from PySide6.QtCore import QObject, Signal

from app.core.record import HUMAN


class Seat(NamedTuple):
    """One seat at the table as a view may show it."""

    player: str             # HUMAN or computer(level) (app.core.record)
    local: bool             # played at this screen
    level: str | None = None  # a computer's strength
    present: bool = True    # an online seat can be away (reconnecting)

    @property
    def is_computer(self) -> bool:
        return self.player != HUMAN


class Table(QObject):
    """The interface every table implements (see the module docstring)."""

    # (events as the local seat may see them, the local seat's observation after them)
    changed = Signal(object, object)
    # A new position to show at once, without animation (new game, resume, undo).
    reset = Signal()
    hintReady = Signal(object)       # the hinted action for the local seat to move
    thinkingChanged = Signal(bool)   # a computer (or the hint search) started / stopped
    gameOver = Signal(object)        # the result per seat (``SeatResult``s)
    refused = Signal(str)            # an action was refused: why, in words
    failed = Signal(str)             # the computer could not move: the error
    # A position's moves are being worked out (slow to find; nothing to choose until then).
    workingChanged = Signal(bool)
    workFailed = Signal(str)         # a position's moves could not be worked out: the error
    # A claim was judged: (the claiming seat, its ``ClaimVerdict``); an accepted claim's
    # play-out came as ``changed`` just before.
    claimJudged = Signal(int, object)

    game = ""
    # Does a game's or deal's result wait on the table for the player's click?
    RESULTS_WAIT = True
    # Undo, hint, new game and resign are this table's commands (not in a lesson).
    GAME_COMMANDS = True
    # Every move the player makes goes to the table, even one the rules refuse: the table
    # says why (a lesson); otherwise the view explains an illegal move itself.
    EXPLAINS_REFUSALS = False

    # -- seats and turn ------------------------------------------------------------------
    def seats(self) -> list[Seat]:
        raise NotImplementedError

    def local_seats(self) -> tuple[int, ...]:
        """The seats played at this screen (Bao hot-seat: both)."""
        return tuple(i for i, seat in enumerate(self.seats()) if seat.local)

    def viewpoint(self) -> int:
        """The seat whose view the screen shows (the bottom seat)."""
        return self.local_seats()[0] if self.local_seats() else 0

    def player_name(self, seat: int) -> str | None:
        """The name of the person at ``seat`` when the table knows names (online: what
        he joined with; "" for a computer's seat); None: the view names the seat itself
        (offline: its place at the table)."""
        return None

    def current_player(self) -> int:
        """The seat to move (``AUTOMATIC`` between deals, ``NO_PLAYER`` when over)."""
        raise NotImplementedError

    def local_to_move(self) -> bool:
        return not self.is_over() and self.current_player() in self.local_seats()

    def observation(self) -> Any:
        """What the seat to move (if local) or the viewpoint sees now."""
        raise NotImplementedError

    def legal_actions(self) -> list:
        """The choices of the local seat to move ([] when it is not a local turn)."""
        raise NotImplementedError

    def is_over(self) -> bool:
        raise NotImplementedError

    def result(self) -> Any:
        """Per seat ``SeatResult`` once the game is over, else None."""
        raise NotImplementedError

    def fresh_deal(self) -> bool:
        """Is the position a new game just dealt (the view animates the deal)?"""
        return False

    def opening_events(self) -> list:
        """The events of the current deal as the local seat may see them (a card it may
        not see is ``HIDDEN``): what a view animates for a fresh deal."""
        return []

    def why_not(self, action: Any) -> Any:
        """The rule ``action`` of the local seat to move breaks now (a ``Refusal``), or
        None (legal, or no reason known: the view then says what it can)."""
        return None

    def record(self) -> Any:
        """The game's ``GameRecord`` so far (the move log's source), or None."""
        return None

    def resigned(self) -> int | None:
        """The seat that resigned, if one did."""
        return None

    def history(self) -> list[str]:
        """The actions so far as the viewpoint seat may know them: the move log, in the
        games' public notation (``GameSession.public_history``: another seat's face-down
        discard is ``discard ? ?``; read it with ``GameInfo.parse_public_notation``)."""
        return []

    def actors(self) -> list[int | None]:
        """Per action the seat that made it (None: the automatic step between deals)."""
        return []

    def history_sections(self) -> list[int | None]:
        """Per action so far, the part of the match (``GameInfo.match_part``: Kozel's game,
        Back Alley's deal) of the position it was made in: the move log's dividers. None
        for each in a game of one part, or when the table cannot say."""
        return [None] * len(self.history())

    def level(self) -> str:
        """The computer opponents' strength."""
        return ""

    def options(self) -> dict:
        return {}

    # -- commands ------------------------------------------------------------------------
    def play(self, action: Any) -> None:
        raise NotImplementedError

    def can_undo(self) -> bool:
        return self.undo_refusal() is None

    def undo_refusal(self) -> str | None:
        """Why undo is not possible now (a short reason), or None if it is."""
        return "unsupported"

    def undo(self) -> None:
        pass

    def can_hint(self) -> bool:
        return False

    def hint(self) -> None:
        pass

    def hinting(self) -> bool:
        return False

    def hint_reason(self) -> Any:
        """Why the hint shown is suggested (an ``app.ai.hints.HintReason``), or None."""
        return None

    def claim_refusal(self) -> str | None:
        """Why the local player cannot claim now (an ``app.core.claim.ClaimReason``), or
        None when he may (the table then judges the claim exactly)."""
        from app.core.claim import ClaimReason

        return ClaimReason.NO_CLAIMS_IN_GAME

    def can_claim(self) -> bool:
        return self.claim_refusal() is None

    def claim(self) -> None:
        """The local player claims every remaining trick of the deal for his team."""

    def can_resign(self) -> bool:
        return False

    def local_finished(self) -> bool:
        """Has the local player finished (his result is final) while the others play on?"""
        return False

    def result_so_far(self) -> Any:
        """The local player's ``SeatResult`` once it is final (see ``local_finished``)."""
        return None

    def finish_quickly(self) -> None:
        """The local player has finished: play the rest out at once."""

    def finishing_quickly(self) -> bool:
        """Is the rest being played out at once (the view shows it without animation)?"""
        return False

    def resign(self) -> None:
        pass

    def thinking(self) -> bool:
        """Is a computer seat choosing its move now?"""
        return False

    def working(self) -> bool:
        """Are the next position's moves being worked out (the move, undo or resumed game
        waits for them; only a new game can be asked for meanwhile)?"""
        return False

    def view_ready(self) -> None:
        """The view has shown every change it was given (its animation ran dry)."""

    def shutdown(self) -> None:
        """The view is going away: stop anything running."""


class SessionTable(Table):
    """A table whose game is a ``GameSession`` in this process (``LocalTable``,
    ``ScriptedTable``): the queries every such table answers alike."""

    session: Any = None

    def current_player(self) -> int:
        assert self.session is not None
        return self.session.current_player()

    def legal_actions(self) -> list:
        if self.session is None or not self.local_to_move():
            return []
        return self.session.legal_actions()

    def is_over(self) -> bool:
        return self.session is None or self.session.is_over()

    def opening_events(self) -> list:
        if self.session is None:
            return []
        state = self.session.state
        deal = getattr(state, "opening_events", None) or getattr(state, "deal_events", None)
        return self.session.events_for(list(deal()), self.viewpoint()) if deal is not None else []

    def why_not(self, action: Any) -> Any:
        if self.session is None or action is None:
            return None
        try:
            return self.session.state.why_not(action)
        except ValueError:  # not even an action of this game
            return None

    def result(self) -> Any:
        return self.session.result() if self.session is not None else None

    def resigned(self) -> int | None:
        return self.session.record.resigned if self.session is not None else None

    def history(self) -> list[str]:
        return self.session.public_history(self.viewpoint()) if self.session is not None else []

    def actors(self) -> list[int | None]:
        return self.session.record.actors if self.session is not None else []

    def record(self) -> Any:
        return self.session.record if self.session is not None else None

    def history_sections(self) -> list[int | None]:
        return self.session.parts() if self.session is not None else []  # noted as it played: no replay
