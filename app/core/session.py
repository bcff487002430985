"""``GameSession``: the flow of one game, shared by the app's local table and the server.

A session is a ``GameRecord`` plus the live ``State`` it leads to. Everything that is a
rule of the flow (not of the game, not of a screen) lives here: legality and who may
act, the automatic step between deals, per-seat events and observations, undo points,
resignation, and the result per seat::

    from app.core.session import GameSession
    from app.core.record import HUMAN, computer

    session = GameSession.new("back_alley", seed=7, seats=[HUMAN] + [computer("hard")] * 3)
    while not session.is_over():
        if session.automatic_pending():          # between deals: show the result first,
            events = session.play_automatic()    # then deal (a server: right after sending it)
        else:
            seat = session.current_player()
            action = choose_for(seat, session.ai_subject(seat))   # or a person's choice
            events = session.play(action, seat=seat)              # IllegalAction if not legal
        for seat in range(session.seat_count):
            send(seat, session.events_for(events, seat), session.observation(seat))
    session.result()          # per seat: SeatResult(outcome, place, points)

    k = session.undo_point(0) # where seat 0's last decision began (None: no undo)
    if k is not None:
        session.undo_to(k)

The session never runs the AI, never waits and never touches Qt or files.
"""

from __future__ import annotations

from typing import Any, Collection

from app.core.game_info import SeatResult
from app.core.protocol import AUTOMATIC, NO_PLAYER, Event, IllegalAction
from app.core.record import GameRecord
from app.core.rng import derive_seed, fresh_seed
from app.games import GAMES, GameInfo

# Why there is no undo (``GameSession.undo_refusal``).
UNDO_GAME_OVER, UNDO_DEAL_OVER, UNDO_CARDS_SHOWN, UNDO_NOTHING = "game over", "deal over", "cards shown", "nothing"
# A table's own reason (not the session's): the position's moves are still being worked out.
UNDO_WORKING = "working"


class GameSession:
    """One game in progress (see the module docstring). ``state`` is the live position:
    read it, never change it (``play`` / ``undo_to`` do)."""

    def __init__(self, record: GameRecord, state: Any = None, flags: ActionFlags | None = None) -> None:
        """A session continuing ``record`` (replayed; or ``state``, its position after
        every action, when the caller already has it, and ``flags``, its actions' flags,
        when it has those too)."""
        self.record = record
        self.info: GameInfo = GAMES[record.game]
        self._public: dict[int, list[str]] = {}  # seat -> the public notations written so far
        if state is None:
            self.state = self._replay(len(record.actions))
        else:
            self.state = state
            if flags is None:
                self._rebuild_flags()
            else:
                self._flags = flags

    @classmethod
    def from_dict(cls, data: Any) -> "GameSession":
        """A session continuing the record ``data`` (``GameRecord.to_dict``'s output),
        replayed once: checking the record gives the position and the actions' flags
        (``GameSession(GameRecord.from_dict(data))`` replays it twice). Raises
        ``RecordError`` like ``GameRecord.from_dict``."""
        flags = ActionFlags()
        record, state = GameRecord.read(data, flags)
        return cls(record, state, flags)

    @classmethod
    def new(cls, game: str, options: dict[str, str] | None = None, seed: int | None = None,
            seats: list[str] | None = None, previous: Any = None) -> "GameSession":
        """A new game of ``game`` (``previous``: the finished game at this table, for a
        rematch; see ``GameInfo.new_state``)."""
        info = GAMES[game]
        seed = fresh_seed() if seed is None else int(seed)
        valid = info.validate_options(options or {})
        start = info.new_state(valid, seed, previous)
        return cls(GameRecord.new(game, valid, seed, seats, state=start), start)

    # -- whose turn ---------------------------------------------------------------------
    @property
    def seat_count(self) -> int:
        return len(self.record.seats)

    def is_over(self) -> bool:
        """The game ended (by its rules or by a resignation)."""
        return self.record.resigned is not None or self.state.is_terminal()

    def current_player(self) -> int:
        """The seat to decide; ``AUTOMATIC`` while the automatic step is pending;
        ``NO_PLAYER`` once the game is over."""
        if self.is_over():
            return NO_PLAYER
        return self.state.current_player()

    def automatic_pending(self) -> bool:
        """Is the next step the automatic one (between deals)? ``play_automatic`` plays it."""
        return self.current_player() == AUTOMATIC

    def legal_actions(self) -> list:
        return [] if self.is_over() else list(self.state.legal_actions())

    def player(self, seat: int) -> str:
        """Who plays ``seat`` now (``HUMAN`` or ``computer(level)``)."""
        return self.record.player_at(seat)

    def set_player(self, seat: int, player: str) -> None:
        """``seat`` is played by ``player`` from the next action on (e.g. a new level)."""
        self.record.set_player(seat, player)

    # -- playing ------------------------------------------------------------------------
    def play(self, action: Any, seat: int | None = None) -> list[Event]:
        """Play ``action`` (an action or its notation) for the seat to move and record
        it; returns all its events (``events_for`` filters them per seat). With ``seat``
        given, it must be that seat's turn. While the automatic step is pending, only it
        is accepted (without a seat: replays and scripts may name it). Raises
        ``IllegalAction`` naming the rule."""
        if self.is_over():
            raise IllegalAction(f"{self.info.id}: the game is over")
        mover = self.state.current_player()
        if mover == AUTOMATIC:
            if seat is not None:
                raise IllegalAction(f"{self.info.id}: the deal is over; no seat plays until the next is dealt")
            return self._apply(action, None)  # the State refuses anything but the automatic step
        if seat is not None and seat != mover:
            raise IllegalAction(f"{self.info.id}: it is seat {mover}'s turn, not seat {seat}'s")
        return self._apply(action, mover)

    def play_automatic(self) -> list[Event]:
        """Play the pending automatic step (the next deal); ``IllegalAction`` if none."""
        if not self.automatic_pending():
            raise IllegalAction(f"{self.info.id}: no automatic step is pending")
        return self._apply(self.state.legal_actions()[0], None)

    def _apply(self, action: Any, actor: int | None) -> list[Event]:
        if isinstance(action, str):
            action = self.state.parse_action(action)
        self._flags.before(self.state)
        events = self.state.apply(action)  # checks legality; raises IllegalAction
        self.record.append(action, actor)
        self._flags.after(events)
        return events

    def resign(self, seat: int) -> None:
        """``seat`` gives up: the game is over and he (with his partners) lost."""
        if self.is_over():
            raise IllegalAction(f"{self.info.id}: the game is over")
        self.record.resign(seat)

    # -- what each seat sees ---------------------------------------------------------------
    def events_for(self, events: list[Event], seat: int) -> list[Event]:
        """``events`` as ``seat`` may see them (cards he may not see are ``HIDDEN``).
        Call it for the events of the latest ``play`` / ``play_automatic``."""
        return self.info.events_for(self.state, events, seat)

    def observation(self, seat: int) -> Any:
        """What ``seat`` may see now: the observation (card games) or a copy of the
        ``State`` (Bao, perfect information)."""
        return self.info.ai_subject(self.state, seat)

    def ai_subject(self, seat: int | None = None) -> Any:
        """What ``app.ai.choose`` gets for ``seat`` (default: the seat to move)."""
        return self.info.ai_subject(self.state, self.state.current_player() if seat is None else seat)

    def ai_seed(self, purpose: str = "ai") -> int:
        """A seed for the AI's next decision (``purpose`` "ai" or "hint"): fixed by the
        game's seed and the number of actions, so a replayed game decides the same."""
        return derive_seed(self.record.seed, purpose, len(self.record.actions))

    # -- the move log as each seat may know it ---------------------------------------------
    def public_notation(self, index: int, seat: int) -> str:
        """Action ``index`` of the record as ``seat`` may know it (``State.public_notation``:
        another seat's face-down discard is ``discard ? ?``)."""
        record = self.record
        return self.info.public_notation(self.state, record.actions[index], record.actors[index], seat)

    def public_history(self, seat: int) -> list[str]:
        """Every action so far as ``seat`` may know it: the move log shown to that seat,
        offline and online alike."""
        actions = self.record.actions
        known = self._public.setdefault(seat, [])
        if len(known) > len(actions):  # the record was cut behind the session's back
            known.clear()
        for index in range(len(known), len(actions)):
            known.append(self.public_notation(index, seat))
        return list(known)

    def parts(self) -> list[int | None]:
        """Per action so far, the part of the match (``GameInfo.match_part``: Kozel's game,
        Back Alley's deal) of the position it was made in; None in a game of one part."""
        count = len(self.record.actions)
        starts = [start for start in self._flags.part_starts if start[0] < count] + [(count, None)]
        parts: list[int | None] = []
        for (index, part), (following, _) in zip(starts, starts[1:]):
            parts += [part] * (following - index)
        return parts

    # -- undo ---------------------------------------------------------------------------
    def undo_point(self, seats: int | Collection[int]) -> int | None:
        """The number of actions to keep to take back the last decision of ``seats`` (one
        seat, or several people at one screen): the last action one of them made that
        began a move (a mid-move decision goes back with the move it belongs to). None
        when there is nothing to undo: the game is over, the deal is over (its result
        stands), or new cards were shown since (an undo would let him see them and
        choose again)."""
        mine = {seats} if isinstance(seats, int) else set(seats)
        if self.is_over() or self.automatic_pending():
            return None
        for k in range(len(self.record.actions) - 1, -1, -1):
            if self._flags.reveals[k]:
                return None
            if self.record.actors[k] in mine and not self._flags.mid_move[k]:
                return k
        return None

    def undo_refusal(self, seats: int | Collection[int]) -> str | None:
        """Why ``undo_point(seats)`` is None: ``UNDO_GAME_OVER``, ``UNDO_DEAL_OVER``,
        ``UNDO_CARDS_SHOWN`` (new cards were shown since: Kozel's draw from the stock) or
        ``UNDO_NOTHING``; None when undo is possible."""
        if self.undo_point(seats) is not None:
            return None
        if self.is_over():
            return UNDO_GAME_OVER
        if self.automatic_pending():
            return UNDO_DEAL_OVER
        mine = {seats} if isinstance(seats, int) else set(seats)
        for k in range(len(self.record.actions) - 1, -1, -1):
            if self._flags.reveals[k]:
                return UNDO_CARDS_SHOWN
            if self.record.actors[k] in mine and not self._flags.mid_move[k]:
                break
        return UNDO_NOTHING

    def undo_to(self, index: int) -> None:
        """Keep the first ``index`` actions (see ``undo_point``) and replay them."""
        self.record.truncate(index)
        self.state = self._replay(index)

    # -- the result ---------------------------------------------------------------------
    def result(self) -> tuple[SeatResult, ...] | None:
        """Per seat, how the game ended (won / lost / drawn, place, points); None while it
        runs. A resignation: the resigning seat and his partners lost."""
        if self.record.resigned is not None:
            return self.info.resigned_result(self.state, self.record.resigned)
        return self.info.result(self.state)

    def seat_result(self, seat: int) -> SeatResult | None:
        """``seat``'s result as soon as it is final (the game is over, or the seat has
        finished while the others play on: ``GameInfo.seat_result``); None while open."""
        result = self.result()
        if result is not None:
            return result[seat]
        return self.info.seat_result(self.state, seat)

    # -- internals ------------------------------------------------------------------------
    def _replay(self, upto: int) -> Any:
        state = self.record.start_state()
        self._flags, self._public = ActionFlags(self.info), {}
        for text in self.record.actions[:upto]:
            self._flags.before(state)
            action = state.parse_action(text)
            if self._flags.events_wanted:
                self._flags.after(state.apply(action))
            else:
                self.info.apply_quietly(state, action)
                self._flags.after([])
        return state

    def _rebuild_flags(self) -> None:
        self._replay(len(self.record.actions))


class ActionFlags:
    """What a session notes of each action, in order (``GameRecord.read`` fills it as it
    checks a record; see ``ReplayWatch``): whether it was a mid-move decision, whether it
    showed new cards, and where each part of the match began."""

    def __init__(self, info: GameInfo | None = None) -> None:
        self.mid_move: list[bool] = []  # per action: was it a mid-move decision?
        self.reveals: list[bool] = []  # per action: did it show new cards?
        # Where each part of the match (``GameInfo.match_part``) began: (action index, part),
        # one entry per part, not per action (a server keeps a thousand sessions).
        self.part_starts: list[tuple[int, int | None]] = []
        self._before: tuple[bool, int | None] = (False, None)
        if info is not None:
            self.start(info)

    def start(self, info: GameInfo) -> None:
        self.info = info
        # A game of perfect information reveals nothing: its replays need no events.
        self.events_wanted = not info.perfect_information

    def before(self, state: Any) -> None:
        """An action is about to be made in ``state``."""
        self._before = (self.info.mid_move(state), self.info.part_of(state))

    def after(self, events: list[Event]) -> None:
        """The action was made (it gave ``events``; none if ``events_wanted`` is False)."""
        mid_move, part = self._before
        if not self.part_starts or self.part_starts[-1][1] != part:
            self.part_starts.append((len(self.mid_move), part))
        self.mid_move.append(mid_move)
        self.reveals.append(self.info.reveals(events) if self.events_wanted else False)
