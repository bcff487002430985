"""``GameRecord``: one game as data — the start, every action and who made it.

The one source for saves, undo, the move log, replays, Bao game records and the
server's action log (python-chess's ``move_stack`` + ``chess.pgn.Game`` are the model)::

    from app.core.record import GameRecord, computer, HUMAN

    record = GameRecord.new("kozel", {"match_limit": "6"}, seed=7,
                            seats=[HUMAN, computer("hard"), computer("hard"), computer("hard")])
    state = record.replay()                      # the start position
    record.append("lead 7H", seat=state.current_player())
    record.set_player(1, computer("expert"))     # from the next action on
    data = record.to_dict()                      # plain JSON types
    same = GameRecord.from_dict(data)            # validated and replayed; RecordError if not
    state, events = same.replay_with_events()    # events per action, for an animation
    same.truncate(0)                             # back to the start (undo)

- ``actions`` are in the game's own notation (``str(action)``); ``actors`` the seat that
  made each, or ``None`` for an automatic step (``deal`` between two deals).
- ``seats`` says who plays each seat at the start: ``HUMAN`` or ``computer(level)``;
  ``set_player`` records a change (a new level) from the next action on, so
  ``player_at(seat, index)`` tells who made any action.
- ``options`` are the settings strings of ``GameInfo.options``; ``seed`` the game's seed
  (the deals; the AI's seeds derive from it); ``initial`` the start ``State.to_dict()``
  (a lesson or a loaded position may start anywhere).
- ``resigned``: the seat that resigned, which ends the game (None otherwise).

``from_dict`` checks everything and replays the actions: a ``RecordError`` (the one
error type) names the bad field, or the first bad action and its index, and the data
is left as it was.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any, Protocol, Sequence

from app.core.protocol import AUTOMATIC, DEAL, Event, WorkLimitExceeded
from app.games import GAMES, GameInfo

RECORD_FORMAT = "jadi-game-record"
RECORD_VERSION = 1
HUMAN = "human"
COMPUTER_PREFIX = "computer:"


def computer(level: str) -> str:
    """The player of a computer seat at ``level`` (``"computer:hard"``)."""
    return COMPUTER_PREFIX + level


def computer_level(player: str) -> str | None:
    """The level of a computer player, None for a person."""
    return player[len(COMPUTER_PREFIX):] if player.startswith(COMPUTER_PREFIX) else None


class RecordError(ValueError):
    """A game record that cannot be read or replayed; the message names the problem."""


@dataclass(frozen=True)
class SeatChange:
    """From action number ``index`` on, ``seat`` is played by ``player``."""

    index: int
    seat: int
    player: str


def _check_player(player: Any, where: str) -> str:
    if not isinstance(player, str) or not (player == HUMAN or (computer_level(player) or "").strip()):
        raise RecordError(f"{where}: a player is '{HUMAN}' or '{COMPUTER_PREFIX}<level>', not {player!r}")
    return player


@dataclass
class GameRecord:
    """A game as data (see the module docstring). Mutable: ``append``, ``truncate``,
    ``set_player``, ``resign``; everything else reads."""

    game: str
    options: dict[str, str]
    seed: int
    initial: dict
    seats: list[str]
    actions: list[str] = field(default_factory=list)
    actors: list[int | None] = field(default_factory=list)
    seat_changes: list[SeatChange] = field(default_factory=list)
    resigned: int | None = None

    # -- making one -------------------------------------------------------------------
    @classmethod
    def new(cls, game: str, options: dict[str, str] | None = None, seed: int = 0,
            seats: Sequence[str] | None = None, state: Any = None) -> "GameRecord":
        """A record of a game about to start. ``state``: the start position (default:
        ``GameInfo.new_state(options, seed)``); ``seats``: default every seat ``HUMAN``."""
        info = _info(game)
        valid = _valid_options(info, options or {})
        start = info.new_state(valid, seed) if state is None else state
        count = GameInfo.seat_count(start)
        players = list(seats) if seats is not None else [HUMAN] * count
        if len(players) != count:
            raise RecordError(f"seats: {game} is played by {count} seats here, not {len(players)}")
        for i, player in enumerate(players):
            _check_player(player, f"seats[{i}]")
        return cls(game, valid, int(seed), start.to_dict(), players)

    @classmethod
    def from_history(cls, game: str, initial: dict, history: Sequence[str], options: dict[str, str] | None = None,
                     seed: int = 0, seats: Sequence[str] | None = None) -> "GameRecord":
        """A record from an action list written before automatic steps existed (the
        autosaves of earlier versions): the automatic step is inserted wherever the
        game waits for it and the list goes on (also at the end, where the old model
        had already dealt); a ``deal`` already in the list is kept. Raises ``RecordError``
        like ``from_dict``."""
        info = _info(game)
        state = _state_from(info, initial)
        record = cls(game, _valid_options(info, options or {}, ignore_unknown=True), int(seed),
                     copy.deepcopy(initial), list(seats) if seats is not None else [HUMAN] * GameInfo.seat_count(state))
        for index, text in enumerate(history):
            if text != DEAL:  # a history that has the automatic step already is kept as it is
                record._play_automatic_steps(state)
            actor = state.current_player()
            _replay_one(info, state, text, len(record.actions), source_index=index)
            record.actions.append(str(text))
            record.actors.append(None if actor == AUTOMATIC else actor)
        record._play_automatic_steps(state)
        return record

    def _play_automatic_steps(self, state: Any) -> None:
        while state.current_player() == AUTOMATIC and not state.is_terminal():
            action = state.legal_actions()[0]
            self.info.apply_quietly(state, action)
            self.actions.append(str(action))
            self.actors.append(None)

    # -- changing it ------------------------------------------------------------------
    def append(self, action: Any, seat: int | None) -> None:
        """Add an action already applied to the live state (``seat``: who made it, None
        for an automatic step). The record does not check it; ``from_dict`` does."""
        self.actions.append(str(action))
        self.actors.append(seat)

    def copy(self) -> GameRecord:
        """An independent copy, not replayed (this record's actions were checked as they
        were made or read)."""
        return copy.deepcopy(self)

    def truncate(self, n: int) -> None:
        """Keep the first ``n`` actions (undo): later actions, later seat changes and a
        resignation go."""
        if not 0 <= n <= len(self.actions):
            raise IndexError(f"a record of {len(self.actions)} actions cannot keep {n}")
        del self.actions[n:]
        del self.actors[n:]
        self.seat_changes = [c for c in self.seat_changes if c.index <= n]
        self.resigned = None

    def set_player(self, seat: int, player: str) -> None:
        """``seat`` is played by ``player`` from the next action on."""
        if not 0 <= seat < len(self.seats):
            raise RecordError(f"no seat {seat} (seats 0..{len(self.seats) - 1})")
        _check_player(player, "player")
        index = len(self.actions)
        if index == 0:
            self.seats[seat] = player
            return
        self.seat_changes = [c for c in self.seat_changes if not (c.index == index and c.seat == seat)]
        if self.player_at(seat, index) != player:
            self.seat_changes.append(SeatChange(index, seat, player))

    def resign(self, seat: int) -> None:
        if not 0 <= seat < len(self.seats):
            raise RecordError(f"no seat {seat} (seats 0..{len(self.seats) - 1})")
        self.resigned = seat

    # -- reading it --------------------------------------------------------------------
    @property
    def info(self) -> GameInfo:
        return GAMES[self.game]

    def __len__(self) -> int:
        return len(self.actions)

    def player_at(self, seat: int, index: int | None = None) -> str:
        """Who plays ``seat`` at action number ``index`` (default: the next action)."""
        index = len(self.actions) if index is None else index
        player = self.seats[seat]
        for change in self.seat_changes:
            if change.seat == seat and change.index <= index:
                player = change.player
        return player

    def start_state(self) -> Any:
        return _state_from(self.info, self.initial)

    def replay(self, upto: int | None = None) -> Any:
        """The ``State`` after the first ``upto`` actions (default: all)."""
        info = self.info
        state = self.start_state()
        for index, text in enumerate(self.actions[:upto]):
            _replay_one(info, state, text, index)
        return state

    def replay_with_events(self, upto: int | None = None) -> tuple[Any, list[list[Event]]]:
        """The ``State`` after the first ``upto`` actions, and each action's events."""
        info = self.info
        state = self.start_state()
        events = [_replay_one(info, state, text, index, with_events=True)
                  for index, text in enumerate(self.actions[:upto])]
        return state, events

    # -- saving it ----------------------------------------------------------------------
    def to_dict(self) -> dict:
        """Plain JSON types."""
        return {
            "format": RECORD_FORMAT,
            "version": RECORD_VERSION,
            "game": self.game,
            "options": dict(self.options),
            "seed": self.seed,
            "initial": copy.deepcopy(self.initial),
            "seats": list(self.seats),
            "actions": [[actor, text] for actor, text in zip(self.actors, self.actions)],
            "seat_changes": [[c.index, c.seat, c.player] for c in self.seat_changes],
            "resigned": self.resigned,
        }

    @classmethod
    def from_dict(cls, data: Any) -> "GameRecord":
        """A record from ``to_dict``'s output, checked field by field and replayed (each
        action legal, made by the seat to move). Raises ``RecordError`` naming the bad
        field, or the first bad action and its index."""
        return cls.read(data)[0]

    @classmethod
    def read(cls, data: Any, watch: ReplayWatch | None = None) -> tuple[GameRecord, Any]:
        """``from_dict``, and the position after every action (the replay that checks the
        record made it). ``watch`` sees each action as it is replayed: ``start(info)`` once
        the game is known, then ``before(state)`` and ``after(events)`` around each action
        (its events only if ``watch.events_wanted``), so that a ``GameSession`` needs no
        second replay."""
        if not isinstance(data, dict):
            raise RecordError(f"a game record is a JSON object, not {type(data).__name__}")
        if data.get("format") != RECORD_FORMAT:
            raise RecordError(f"format: not a Jadi game record (format {data.get('format')!r})")
        if data.get("version") != RECORD_VERSION:
            raise RecordError(f"version: record version {data.get('version')!r} is not supported "
                              f"(this version reads {RECORD_VERSION})")
        info = _info(data.get("game"))
        options = data.get("options")
        if not isinstance(options, dict):
            raise RecordError("options: must be an object of option strings")
        options = _valid_options(info, options)
        seed = data.get("seed")
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise RecordError(f"seed: must be a whole number, not {seed!r}")
        initial = data.get("initial")
        if not isinstance(initial, dict):
            raise RecordError("initial: must be the start position (an object)")
        state = _state_from(info, initial)
        if watch is not None:
            watch.start(info)
        seats = data.get("seats")
        count = GameInfo.seat_count(state)
        if not isinstance(seats, list) or len(seats) != count:
            raise RecordError(f"seats: must list the player of each of the {count} seats")
        for i, player in enumerate(seats):
            _check_player(player, f"seats[{i}]")
        record = cls(info.id, options, seed, copy.deepcopy(initial), list(seats))
        actions = data.get("actions")
        if not isinstance(actions, list):
            raise RecordError("actions: must be a list of [seat, action] pairs")
        for index, item in enumerate(actions):
            if not (isinstance(item, list) and len(item) == 2 and isinstance(item[1], str)
                    and (item[0] is None or (isinstance(item[0], int) and not isinstance(item[0], bool)))):
                raise RecordError(f"action {index}: must be [seat, \"action\"] (seat null for an automatic step), "
                                  f"not {item!r}")
            actor, text = item
            mover = state.current_player()
            expected = None if mover == AUTOMATIC else mover
            if actor != expected:
                who = "the automatic step" if expected is None else f"seat {expected}"
                raise RecordError(f"action {index} ({text!r}): made by {actor!r}, but it was {who}'s turn")
            if watch is None:
                _replay_one(info, state, text, index)
            else:
                watch.before(state)
                watch.after(_replay_one(info, state, text, index, with_events=watch.events_wanted))
            record.actions.append(text)
            record.actors.append(actor)
        changes = data.get("seat_changes", [])
        if not isinstance(changes, list):
            raise RecordError("seat_changes: must be a list of [index, seat, player]")
        for i, item in enumerate(changes):
            if not (isinstance(item, list) and len(item) == 3 and all(isinstance(x, int) for x in item[:2])
                    and 0 <= item[0] <= len(record.actions) and 0 <= item[1] < count):
                raise RecordError(f"seat_changes[{i}]: must be [action index, seat, player], not {item!r}")
            record.seat_changes.append(SeatChange(item[0], item[1], _check_player(item[2], f"seat_changes[{i}]")))
        resigned = data.get("resigned")
        if resigned is not None and (not isinstance(resigned, int) or isinstance(resigned, bool)
                                     or not 0 <= resigned < count):
            raise RecordError(f"resigned: a seat 0..{count - 1} or null, not {resigned!r}")
        record.resigned = resigned
        return record, state


class ReplayWatch(Protocol):
    """What ``GameRecord.read`` tells about each action it replays."""

    events_wanted: bool

    def start(self, info: GameInfo) -> None: ...

    def before(self, state: Any) -> None: ...

    def after(self, events: list[Event]) -> None: ...


def _info(game: Any) -> GameInfo:
    if game not in GAMES:
        raise RecordError(f"game: unknown game {game!r} (known: {', '.join(GAMES)})")
    return GAMES[game]


def _valid_options(info: GameInfo, options: dict, ignore_unknown: bool = False) -> dict[str, str]:
    try:
        return info.validate_options(options, ignore_unknown=ignore_unknown)
    except ValueError as error:
        raise RecordError(f"options: {error}") from None


def _state_from(info: GameInfo, initial: dict) -> Any:
    try:
        return info.state_from_dict(copy.deepcopy(initial))
    except WorkLimitExceeded:
        raise  # not damage: the caller works the position out without its limit
    except Exception as error:  # any damage in the position: named, never a crash
        raise RecordError(f"initial: not a {info.id} position ({type(error).__name__}: {error})") from None


def _replay_one(info: GameInfo, state: Any, text: Any, index: int, with_events: bool = False,
                source_index: int | None = None) -> list[Event]:
    """Apply action ``index`` (notation) to ``state``; ``RecordError`` naming it if it is
    not legal there."""
    where = index if source_index is None else source_index
    if not isinstance(text, str):
        raise RecordError(f"action {where}: must be the action's notation (text), not {text!r}")
    try:
        if with_events:
            return state.apply(state.parse_action(text))
        info.apply_quietly(state, state.parse_action(text))
        return []
    except ValueError as error:  # IllegalAction, or a malformed notation
        raise RecordError(f"action {where} ({text!r}): {error}") from None
