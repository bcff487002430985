"""``OnlineTable``: a table on a server — the ``Table`` the views know, fed by the network.

A thin Qt adapter over ``OnlineClient`` (app/online/client.py), which runs on its own
``ClientThread`` (an asyncio loop in a thread). Every callback of the client reaches the
GUI thread through a queued signal, and every request (connect, create, look, join,
resume, hint...) returns at once: its answer arrives later as a signal. Nothing here
ever waits on the network on the GUI thread.

Before the game (the Play online dialogs): ``open``, then ``create`` / ``look`` /
``join`` / ``resume``; ``tableChanged`` follows the seats filling; the host calls
``start`` or ``give_seat``. During the game: ``update`` messages become
``changed(events, observation)`` (decoded by ``app.online.games.view_from_json``), a
game's start or a resumed snapshot becomes ``reset``, the end ``gameOver``; an ``error``
answering a move becomes ``refused``. Seats carry their names and presence
(``presence``); ``connectionChanged`` tells the player's own connection, ``said`` the
preset table messages.
"""

from __future__ import annotations

from typing import Any, Callable

from PySide6.QtCore import QObject, Qt, Signal

from app.core.game_info import DRAWN, results_from_returns
from app.core.record import HUMAN, computer
from app.core.statistics_book import ONLINE as ONLINE_CATEGORY
from app.online import games as online_games
from app.online.client import CLOSED, ClientThread, OnlineClient, SeatTicket, ServerError
from app.online.move_log import BadLog, MoveLog
from app.online.seating import Turn, turn_for, turned_update
from app.ui.online.texts import problem_text
from app.ui.table.table import Seat, Table

# The presence of a seat, as the server names it (PROTOCOL.md, ``table``).
EMPTY, PRESENT, AWAY, COMPUTER = "empty", "online", "away", "computer"
RECONNECTING_SEAT = "reconnecting"
PERSON, COMPUTER_PREFIX = "person", "computer:"
MESSAGES = ("good_game", "well_played", "thanks", "one_moment")
CLIENT_NAME = "jadi"
# The server error a client shows when it cannot reach the server at all.
UNREACHABLE = "unreachable"


class OnlineTable(Table):
    """One seat at a server's table (see the module docstring)."""

    RESULTS_WAIT = False   # the other players do not wait for this player's click
    GAME_COMMANDS = False  # no undo, new game or resign online: leave the table instead

    connectionChanged = Signal(str)      # connecting / online / reconnecting / closed
    tableChanged = Signal()              # seats, names, presence, status, rematch
    created = Signal(str)                # the invite code of a table just created
    looked = Signal(dict)                # a table's public facts (``look``)
    joined = Signal(int)                 # our seat (also after ``resume``)
    said = Signal(int, str)              # (seat, message id)
    problem = Signal(str, str)           # (error code, in reply to): a refused request
    left = Signal()
    _received = Signal(object)           # from the client thread: one server message
    _status = Signal(str)                # from the client thread: the connection
    _answered = Signal(object, object)   # from the client thread: (callback, result)

    def __init__(self, parent: QObject | None = None, statistics: Any = None) -> None:
        super().__init__(parent)
        self.statistics = statistics
        # Always queued, also when emitted on the GUI thread (a request that failed at
        # once calls back inside ``add_done_callback``): an answer never arrives inside
        # the call that asked for it, and messages, statuses and answers keep their order.
        queued = Qt.ConnectionType.QueuedConnection
        self._received.connect(self._on_message, queued)
        self._status.connect(self._on_status, queued)
        self._answered.connect(self._call_back, queued)
        self._thread: ClientThread | None = None
        self.client: OnlineClient | None = None
        self.url = ""
        self.code = ""
        self.info: dict = {}
        self.seat: int | None = None
        self.ticket: SeatTicket | None = None
        self.connection = CLOSED
        self._update: dict | None = None
        self._events: list = []
        self._observation: Any = None
        self._fresh = False
        self._opening: list = []
        self._hinting = False
        self._acting = False
        self._recorded: set[int] = set()  # game_seq of the games already counted
        self._log: MoveLog | None = None  # the move log as our seat knows it (app/online/move_log.py)
        self._closed = False

    # == the connection and the lobby (all asynchronous) ==================================
    def open(self, url: str) -> None:
        """Connect to the server at ``url``; ``connectionChanged`` follows."""
        self.close_connection()
        self.url = url
        self._thread = ClientThread()
        self.client = OnlineClient(url, on_message=self._received.emit, on_status=self._status.emit,
                                   client_name=CLIENT_NAME)
        self._request(self.client.connect(), lambda _welcome: None)

    @staticmethod
    def _call_back(callback: Callable[[Any], None], result: Any) -> None:
        callback(result)

    def _request(self, coro, then: Callable[[Any], None], request: str = "") -> None:
        """Run ``coro`` on the client thread; ``then(result)`` on the GUI thread, or
        ``problem(code, request)`` if it failed."""
        assert self._thread is not None
        future = self._thread.run(coro)

        def done(f) -> None:
            if self._closed:
                return
            try:
                result = f.result()
            except ServerError as exc:
                self._answered.emit(lambda code: self.problem.emit(code, request), exc.code)
                return
            except Exception:  # noqa: BLE001 - unreachable, timed out, lost: said, never raised
                self._answered.emit(lambda code: self.problem.emit(code, request), UNREACHABLE)
                return
            self._answered.emit(then, result)

        future.add_done_callback(done)

    def create(self, game: str, options: dict, seats: list[str], hints: bool) -> None:
        assert self.client is not None
        self.game = game
        self._request(self.client.create(game, options, seats, hints), self._on_created, "create")

    def _on_created(self, code: str) -> None:
        self.code = code
        self.created.emit(code)

    def look(self, code: str) -> None:
        assert self.client is not None
        self._request(self.client.look(code), self._on_looked, "look")

    def _on_looked(self, info: dict) -> None:
        self.info = info
        self.code = info.get("table", self.code)
        self.game = info.get("game", self.game)
        self.looked.emit(info)
        self.tableChanged.emit()

    def join(self, code: str, seat: int, name: str) -> None:
        assert self.client is not None
        self._request(self.client.join(code, seat, name), self._on_joined, "join")

    def resume(self, ticket: SeatTicket) -> None:
        """Take the seat of ``ticket`` again (after a restart): connect, then resume."""
        if self.client is None or self.url != ticket.url:
            self.open(ticket.url)
        assert self.client is not None
        self._request(_resumed(self.client, ticket), self._on_joined, "resume")

    def _on_joined(self, ticket: SeatTicket) -> None:
        self.ticket = ticket
        self.seat = ticket.seat
        self.code = ticket.table
        self.joined.emit(ticket.seat)

    def start(self) -> None:
        if self.client is not None:
            self._request(self.client.start(), lambda _r: None, "start")

    def give_seat(self, seat: int, level: str) -> None:
        if self.client is not None:
            self._request(self.client.give_seat(seat, level), lambda _r: None, "give_seat")

    def say(self, message: str) -> None:
        if self.client is not None and message in MESSAGES:
            self._request(self.client.say(message), lambda _r: None, "say")

    def rematch(self) -> None:
        if self.client is not None:
            self._request(self.client.rematch(), lambda _r: None, "rematch")

    def leave(self) -> None:
        """Leave the table (the computer plays on for a running game); ``left``."""
        if self.client is not None and self.seat is not None:
            self._request(self.client.leave(), lambda _r: self._on_left(), "leave")

    def _on_left(self) -> None:
        self.seat = None
        self.ticket = None
        self.left.emit()
        self.close_connection()  # nothing more to hear from this table

    def drop_connection(self) -> None:
        """Cut the connection as a network failure would (tests): it reconnects."""
        if self.client is not None and self._thread is not None:
            self._thread.run(self.client.drop())

    def close_connection(self) -> None:
        client, thread = self.client, self._thread
        self.client, self._thread = None, None
        if thread is not None and client is not None:
            try:
                thread.run(client.close()).result(timeout=2.0)
            except Exception:  # noqa: BLE001 - a connection already gone
                pass
        if thread is not None:
            thread.stop()

    # == messages from the server (on the GUI thread) ======================================
    def _on_status(self, status: str) -> None:
        self.connection = status
        self.connectionChanged.emit(status)

    def _on_message(self, message: dict) -> None:
        if self._closed:
            return
        kind = message.get("type")
        if kind == "table":
            self.info = message
            self.code = message.get("table", self.code)
            self.game = message.get("game", self.game)
            self.tableChanged.emit()
        elif kind == "update":
            self._on_update(message)
        elif kind == "said":
            seat, said = message.get("seat"), message.get("message")
            if isinstance(seat, int) and said in MESSAGES:
                self.said.emit(seat, said)
        elif kind == "hint":
            self._on_hint(message)
        elif kind == "error":
            self._on_error(message)

    def _on_update(self, message: dict) -> None:
        game = self.game or self.info.get("game", "")
        message = turned_update(self._turn(), message)  # the card views draw seat 0 at the bottom
        try:
            events, observation = online_games.view_from_json(game, message)
            log = self._log if self._log is not None and self._log.info.id == game else MoveLog(game)
            log.feed(message)
        except (online_games.BadView, BadLog):
            self.problem.emit("bad_view", "update")  # kept: the last good view stays
            return
        self._log = log
        started = message.get("actor") is None and message.get("seq") == message.get("game_seq")
        fresh_game = self._update is None or message.get("game_seq") != self._update.get("game_seq")
        self._update = message
        self._observation = observation
        self._acting = False
        if self._hinting:
            self._hinting = False
            self.thinkingChanged.emit(self.thinking())
        if message.get("resumed") or (started and fresh_game):
            self._fresh = bool(started) and not message.get("resumed")
            self._opening = events if self._fresh else []
            self.reset.emit()
        else:
            self._fresh = False
            self.changed.emit(events, observation)
        self.thinkingChanged.emit(self.thinking())
        if message.get("over"):
            self._record_result(message)
            self.gameOver.emit(self.result())

    def _on_hint(self, message: dict) -> None:
        if not self._hinting or self._update is None or message.get("seq") != self._update.get("seq"):
            return
        self._hinting = False
        try:
            action = online_games.parse_action(self.game, message.get("action", ""))
        except Exception:  # noqa: BLE001 - a hint that does not parse is dropped
            self.thinkingChanged.emit(self.thinking())
            return
        self.hintReady.emit(action)
        self.thinkingChanged.emit(self.thinking())

    def _on_error(self, message: dict) -> None:
        code, request = str(message.get("code", "")), str(message.get("in_reply_to", ""))
        if request == "act":
            self._acting = False
            self.refused.emit(problem_text(code))
        elif request == "hint":
            self._hinting = False
            self.thinkingChanged.emit(self.thinking())
        if code in ("wrong_token", "unknown_table", "replaced"):
            self.seat = None
        if request not in ("act",):
            self.problem.emit(code, request)

    def _record_result(self, message: dict) -> None:
        """Count this seat's result once per game, in the statistics' online category."""
        game_seq = message.get("game_seq")
        if self.statistics is None or self.seat is None or game_seq in self._recorded:
            return
        self._recorded.add(game_seq)
        result = self.result()
        mine = self.local_seats()[0]
        if result is None or mine >= len(result):
            return
        outcome = result[mine].outcome
        if outcome != DRAWN:  # as offline: a draw is not counted
            self.statistics.record(self.game, "", outcome, category=ONLINE_CATEGORY)

    # == seats as the views see them: turned so that ours is seat 0 (app/online/seating.py)
    def _turn(self) -> Turn | None:
        return turn_for(self.game, self.seat, len(self.info.get("seats", [])))

    def real_seat(self, view_seat: int) -> int:
        """The server's number of the seat a view calls ``view_seat``."""
        turn = self._turn()
        return turn.seat_back(view_seat) if turn is not None else view_seat

    # == Table: queries ====================================================================
    def seats(self) -> list[Seat]:
        """Per seat as the views number them (ours first in the card games)."""
        entries = {entry.get("seat"): entry for entry in self.info.get("seats", [])}
        out = []
        for view_seat in range(len(entries)):
            entry = entries.get(self.real_seat(view_seat), {})
            kind = str(entry.get("kind", PERSON))
            level = kind[len(COMPUTER_PREFIX):] if kind.startswith(COMPUTER_PREFIX) else None
            present = entry.get("presence") in (PRESENT, COMPUTER)
            out.append(Seat(computer(level) if level else HUMAN, entry.get("seat") == self.seat, level, present))
        return out

    def player_name(self, seat: int) -> str | None:
        """The name of the person at view seat ``seat`` ("" for a computer's seat; None
        for a person who gave no name: the view names the place)."""
        real = self.real_seat(seat)
        for entry in self.info.get("seats", []):
            if entry.get("seat") == real:
                if str(entry.get("kind", PERSON)).startswith(COMPUTER_PREFIX):
                    return ""
                return str(entry.get("name", "")) or None
        return None

    def seat_entries(self) -> list[dict]:
        """Per seat as the server tells it: seat, kind, name, presence, rematch."""
        return list(self.info.get("seats", []))

    def presence(self, seat: int) -> str:
        for entry in self.info.get("seats", []):
            if entry.get("seat") == seat:
                return str(entry.get("presence", EMPTY))
        return EMPTY

    def name(self, seat: int) -> str:
        for entry in self.info.get("seats", []):
            if entry.get("seat") == seat:
                return str(entry.get("name", ""))
        return ""

    def teams(self) -> list[list[int]] | None:
        return self.info.get("teams")

    def is_host(self) -> bool:
        return self.seat is not None and self.info.get("host") == self.seat

    def status(self) -> str:
        """The table's status: open (seats being taken), playing, over ("" before any)."""
        return str(self.info.get("status", ""))

    def hints_allowed(self) -> bool:
        return bool(self.info.get("hints", False))

    def local_seats(self) -> tuple[int, ...]:
        if self.seat is None:
            return ()
        return (0,) if self._turn() is not None else (self.seat,)

    def viewpoint(self) -> int:
        return self.local_seats()[0] if self.seat is not None else 0

    def current_player(self) -> int:
        return int(self._update.get("turn", -1)) if self._update else -1

    def observation(self) -> Any:
        return self._observation

    def opening_events(self) -> list:
        """The current game's deal as this seat saw it (the start's events; none after
        a resumed snapshot, which is drawn at once)."""
        return list(self._opening) if self._fresh else []

    def legal_actions(self) -> list:
        if self._update is None or not self.local_to_move() or self._acting:
            return []
        return [online_games.parse_action(self.game, text) for text in self._update.get("legal", [])]

    def is_over(self) -> bool:
        return bool(self._update and self._update.get("over"))

    def history(self) -> list[str]:
        """The move log as our seat knows it, from the server's updates (as offline)."""
        return self._log.notations() if self._log is not None else []

    def actors(self) -> list[int | None]:
        return self._log.actors() if self._log is not None else []

    def history_sections(self) -> list[int | None]:
        """The part of the match of each action, as the server's updates told it."""
        return self._log.parts() if self._log is not None else []

    def result(self) -> Any:
        if not self.is_over():
            return None
        returns = [float(r.get("return", 0.0)) for r in self._update.get("results", [])]
        return results_from_returns(returns, returns)

    def fresh_deal(self) -> bool:
        return self._fresh

    def options(self) -> dict:
        return dict(self.info.get("options", {}))

    def thinking(self) -> bool:
        """A computer (or a computer playing for an away player) is choosing."""
        if self._update is None or self.is_over():
            return False
        turn = self.current_player()
        return turn >= 0 and turn not in self.local_seats() and self.presence(self.real_seat(turn)) in (COMPUTER, AWAY)

    def hinting(self) -> bool:
        return self._hinting

    # == Table: commands ===================================================================
    def play(self, action: Any) -> None:
        if self.client is None or not self.local_to_move() or self._update is None:
            self.refused.emit(problem_text("not_your_turn"))
            return
        if self._acting:
            return  # the first click's answer is on its way
        self._acting = True
        seq = self._update.get("seq")
        self._request(self.client.act(str(action), seq), lambda _r: None, "act")

    def can_hint(self) -> bool:
        return self.hints_allowed() and self.local_to_move() and not self._hinting and not self._acting

    def hint(self) -> None:
        if not self.can_hint() or self.client is None:
            return
        self._hinting = True
        self.thinkingChanged.emit(self.thinking())
        self._request(self.client.send({"type": "hint"}), lambda _r: None, "hint")

    def undo_refusal(self) -> str | None:
        return "online"

    def start_new(self) -> None:
        """The window's New game: online, the rematch once the game is over."""
        if self.is_over():
            self.rematch()

    def replay_position(self) -> None:
        """Show the current position again at once (a view made after it arrived)."""
        if self._observation is not None:
            self.reset.emit()

    def shutdown(self) -> None:
        """The view or the dialog is going away: close the connection (the seat stays
        ours on the server; the ticket rejoins it)."""
        if self._closed:
            return
        self._closed = True
        self.close_connection()


async def _resumed(client: OnlineClient, ticket: SeatTicket) -> SeatTicket:
    await client.resume(ticket)  # waits for the connection just requested
    return ticket
