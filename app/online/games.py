"""Everything the server knows about the games, in ONE module, on the seam of issue 17.

A table's game is a ``GameSession`` (``app/core/session.py``): its ``GameRecord`` (the
start and every action, in notation) plus the live ``State``. The session is the one
judge of the flow (whose turn, the automatic step between deals, legality, results);
``GameInfo`` (``app.games.GAMES``) is the one description of a game (options, seats,
teams, what the AI sees). This module only adds what is particular to the network: the
options a ``create`` message may carry, the START log entry of a game, and the JSON a
seat is sent (``SeatViews``).

What a seat is sent is only its own observation and the events filtered for it
(``GameSession.observation`` / ``events_for``); no function here hands a client
anything derived from the whole ``State``.
"""

from __future__ import annotations

import dataclasses
import json
import types
import typing
from enum import Enum
from typing import Any

from app.ai import LEVELS
from app.core.cards import Card
from app.core.game_info import DRAWN, LOST, WON
from app.core.protocol import Event, IllegalAction
from app.core.record import HUMAN, GameRecord, RecordError, computer
from app.core.session import GameSession
from app.games import GAME_IDS, GAMES

# The level a computer plays at for a person who is away longer than the grace time.
# [decision] Medium: it answers in well under a second and plays sensibly; the player
# gets the seat back as soon as he returns.
AWAY_LEVEL = "medium"
COMPUTER_LEVELS = LEVELS
# A seat's result in an ``update`` (the protocol's words; the statistics count them).
OUTCOMES = {WON: "win", LOST: "loss", DRAWN: "draw"}


class GameSetupError(ValueError):
    """Options a game refuses (the message names the option)."""


def _info(game: str):
    if game not in GAMES:
        raise GameSetupError(f"unknown game {game!r} (known: {', '.join(GAME_IDS)})")
    return GAMES[game]


def _setting(value: Any) -> Any:
    """A ``create`` message's option value as the settings string ``GameInfo`` checks:
    JSON numbers and true/false are accepted for convenience (``{"players": 3}``)."""
    if isinstance(value, bool):
        return "on" if value else "off"
    if isinstance(value, int):
        return str(value)
    return value


def check_options(game: str, options: Any) -> tuple[dict[str, str], int]:
    """The table's options (``GameInfo`` settings strings, defaults filled in) and its
    number of seats; ``GameSetupError`` naming the option for anything else."""
    info = _info(game)
    if not isinstance(options, dict):
        raise GameSetupError("options must be a JSON object")
    try:
        valid = info.validate_options({key: _setting(value) for key, value in options.items()})
    except ValueError as exc:
        raise GameSetupError(str(exc)) from None
    return valid, info.player_count(valid)


def teams(game: str) -> list[list[int]] | None:
    """The partnerships (seat lists), or None for an every-player-for-himself game."""
    partnerships = _info(game).teams
    return None if partnerships is None else [list(team) for team in partnerships]


def seat_players(levels: list[str | None]) -> list[str]:
    """The ``GameRecord`` players of a table's seats (a person, or the computer's level)."""
    return [HUMAN if level is None else computer(level) for level in levels]


# ---- a game in the log ----------------------------------------------------------------
# [decision] A START entry holds the new game's ``GameRecord`` header (``to_dict`` without
# actions: options, seed, the start position, the seats) so that a table loads from its
# log alone, also a rematch whose deal depended on the game before (Svoi Kozyri: the
# loser deals). Entries written before the seam hold ``{"setup": State.new keyword
# arguments, "seed"}``; they are still read (``_legacy_record``), so stored tables resume.
def new_game_record(game: str, options: dict[str, str], seed: int, players: list[str],
                    previous: GameSession | None = None) -> dict:
    """The START entry's record of a new game at a table (``previous``: the game just
    finished there, for a rematch)."""
    finished = previous.state if previous is not None and previous.is_over() else None
    session = GameSession.new(game, table_options(game, options), seed, players, previous=finished)
    return session.record.to_dict()


def session_from_start(game: str, record: dict | None, setup: dict | None = None, seed: int = 0) -> GameSession:
    """The session a START entry begins (``record``; or a legacy ``setup`` and ``seed``)."""
    if record is None:
        return GameSession(_legacy_record(game, setup or {}, seed))
    try:
        return GameSession(GameRecord.from_dict(record))
    except RecordError as exc:
        raise GameSetupError(f"{game}: a stored game start cannot be read ({exc})") from None


def _legacy_record(game: str, setup: dict, seed: int) -> GameRecord:
    info = _info(game)
    state = info.state_class().new(seed=seed, **setup)
    return GameRecord.new(game, _settings_from_arguments(info, setup), seed, state=state)


def _settings_from_arguments(info, arguments: dict) -> dict[str, str]:
    """``State.new`` keyword arguments back to settings strings (others are ignored)."""
    return {spec.key: next(v for v in spec.values if spec.convert(v) == arguments[spec.param])
            for spec in info.options if spec.param in arguments}


def table_options(game: str, options: dict) -> dict[str, str]:
    """A stored table's options as settings strings (``check_options`` stores them so;
    a table created before the seam stored ``State.new`` keyword arguments)."""
    info = _info(game)
    if set(options) <= {spec.key for spec in info.options}:
        return info.validate_options({key: _setting(value) for key, value in options.items()})
    return info.validate_options(_settings_from_arguments(info, options))


def play(session: GameSession, seat: int | None, notation: str) -> list[Event]:
    """Apply a log entry's action for ``seat`` (None: the automatic step only)."""
    if seat is None and not session.automatic_pending():
        raise IllegalAction(f"{session.info.id}: only the automatic step is made without a seat")
    return session.play(notation, seat)


def check(session: GameSession, seat: int, notation: str) -> None:
    """Raise ``IllegalAction`` (naming the rule) unless ``seat`` may play ``notation``
    now; nothing changes. A listed legal action is the fast path; anything else is tried
    on a copy, which explains the refusal (or accepts a hand-built spelling)."""
    game = session.info.id
    if session.is_over():
        raise IllegalAction(f"{game}: the game is over")
    if session.automatic_pending():
        raise IllegalAction(f"{game}: the deal is over; no seat plays until the next is dealt")
    if session.current_player() != seat:
        raise IllegalAction(f"{game}: it is seat {session.current_player()}'s turn, not seat {seat}'s")
    state = session.state
    action = state.parse_action(notation)  # IllegalAction for garbage
    if action not in state.legal_actions():
        state.clone().apply(action)


def legal_notation(session: GameSession, seat: int) -> list[str]:
    if session.current_player() != seat:
        return []
    return [str(a) for a in session.legal_actions()]


def start_events(session: GameSession) -> list[Event]:
    """The events that show a new game's deal, as the models tell it (Back Alley's
    ``opening_events``, Kozel's ``deal_events``; as the app's ``Table.opening_events``
    reads them); a seat is sent them through ``events_for`` like any other."""
    state = session.state
    deal = getattr(state, "opening_events", None) or getattr(state, "deal_events", None)
    return list(deal()) if deal is not None else []


def results(session: GameSession) -> list[dict] | None:
    """Per seat at the end of a game: its return, win / loss / draw, place and points."""
    result = session.result()
    if result is None:
        return None
    returns = session.state.returns()
    return [{"seat": seat, "return": returns[seat], "outcome": OUTCOMES[r.outcome], "place": r.place,
             "points": r.points} for seat, r in enumerate(result)]


def observation_json(session: GameSession, seat: int) -> Any:
    """What ``seat`` may see now, as JSON. Bao hides nothing: the whole position
    (``State.to_dict()`` plus the text diagram)."""
    if session.info.perfect_information:
        data = session.state.to_dict()
        data["text"] = session.state.to_text()
        return data
    return to_json(session.observation(seat))


def view_for(session: GameSession, seat: int, events: list[Event]) -> dict:
    """The part of an ``update`` message that is about the game, for one seat (as a
    dict; ``SeatViews`` writes the same as text, faster)."""
    view: dict[str, Any] = {
        "events": [event_json(e) for e in session.events_for(events, seat)],
        "observation": observation_json(session, seat),
        "turn": session.current_player(),
        "legal": legal_notation(session, seat),
        "over": session.is_over(),
    }
    if view["over"]:
        view["results"] = results(session)
    return view


# ---- JSON of model objects: cards as their notation, actions as notation -------------
# One converter per type, found once, with the commonest leaves inline: the server
# converts four observations per action, so this is its hottest code (the first,
# generic walk cost ~330 us an observation; this one ~100 us).
_DIRECT = frozenset((bool, int, float, str, type(None)))


def _fields_of(cls) -> tuple[str, ...]:
    # repr=False fields are the models' internal caches (bitmasks, shared chains).
    return tuple(f.name for f in dataclasses.fields(cls) if f.repr)


def _sequence(v) -> list:
    return [x if type(x) in _DIRECT else x.code if type(x) is Card else to_json(x) for x in v]


def _converter(cls):
    if issubclass(cls, Enum):
        return lambda v: v.value
    if issubclass(cls, str):
        return str
    if cls.__name__ == "Action":  # every game's action: its own notation
        return str
    if dataclasses.is_dataclass(cls):
        return _dataclass_converter(cls)
    if issubclass(cls, dict):
        return lambda v: {str(to_json(k)): to_json(x) for k, x in v.items()}
    if issubclass(cls, (list, tuple, set, frozenset)):
        return _sequence
    raise TypeError(f"cannot send a {cls.__name__} to a client")


_SCALARS = (int, bool, float, str)


class _Source:
    """Builds the Python source of one dataclass converter (see ``_dataclass_converter``)."""

    def __init__(self) -> None:
        self.namespace: dict[str, Any] = {"to_json": to_json}
        self.names = 0

    def name(self, prefix: str) -> str:
        self.names += 1
        return f"{prefix}{self.names}"

    def expression(self, hint: Any, value: str) -> str:
        """Source converting ``value`` (a simple expression) of type ``hint`` to JSON."""
        if hint in _SCALARS:
            return value
        if hint is Card:
            return f"{value}.code"
        if isinstance(hint, type) and issubclass(hint, Enum):
            return f"{value}.value"
        if isinstance(hint, type) and hint.__name__ == "Action":
            return f"str({value})"
        if isinstance(hint, type) and dataclasses.is_dataclass(hint):
            converter = self.name("convert_")
            self.namespace[converter] = _converter_for(hint)
            return f"{converter}({value})"
        origin, args = typing.get_origin(hint), typing.get_args(hint)
        if origin in (typing.Union, types.UnionType) and len(args) == 2 and type(None) in args:
            inner = args[0] if args[1] is type(None) else args[1]
            temp = self.name("t")
            return f"(None if ({temp} := {value}) is None else {self.expression(inner, temp)})"
        if origin is tuple and args:
            if len(args) == 2 and args[1] is Ellipsis:
                item = self.name("x")
                return f"[{self.expression(args[0], item)} for {item} in {value}]"
            temp = self.name("t")
            parts = ", ".join(self.expression(a, f"{temp}[{i}]") for i, a in enumerate(args))
            return f"(lambda {temp}: [{parts}])({value})"
        return f"to_json({value})"


def _dataclass_converter(cls):
    """A function made for ``cls``: one dict display with a direct expression per field
    (an observation has ~30 fields; the generic walk was the server's biggest cost)."""
    try:
        hints = typing.get_type_hints(cls)
    except Exception:  # an annotation that cannot be resolved: convert generically
        hints = {}
    source = _Source()
    items = ", ".join(f"{name!r}: {source.expression(hints.get(name), 'v.' + name)}" for name in _fields_of(cls))
    exec(f"def convert(v):\n    return {{{items}}}\n", source.namespace)  # field names and types only
    return source.namespace["convert"]


def _converter_for(cls):
    convert = _CONVERTERS.get(cls)
    if convert is None:
        convert = _CONVERTERS[cls] = _converter(cls)
    return convert


_CONVERTERS: dict[type, Any] = {}


def to_json(value: Any) -> Any:
    cls = type(value)
    if cls in _DIRECT:
        return value
    if cls is Card:
        return value.code
    return _converter_for(cls)(value)


def event_json(event: Event) -> dict:
    data = to_json(event)
    data["type"] = type(event).__name__
    return data


# ---- the update text of every seat after one change ---------------------------------
_ENCODE = json.JSONEncoder(separators=(",", ":"), ensure_ascii=False, check_circular=False).encode
_STRING = json.encoder.encode_basestring  # ensure_ascii=False's string writer
_CONSTANTS = {None: "null", True: "true", False: "false"}


def json_text(value: Any) -> str:
    """JSON text of a converted value (``to_json``'s output), scalars without the encoder."""
    cls = type(value)
    if cls is str:
        return _STRING(value)
    if cls is int:
        return int.__repr__(value)
    if cls is bool or value is None:
        return _CONSTANTS[value]
    return _ENCODE(value)


# SeatViews' shared parts.
EVENTS_KEY, POSITION_KEY = "events", "position"


class _TextSource(_Source):
    """Builds the Python source of one dataclass *writer*: the JSON text of an object
    straight from its fields (what ``to_json`` then the encoder would write, in one pass
    and without the intermediate dicts and lists: the server writes four observations
    per action)."""

    def __init__(self) -> None:
        super().__init__()
        self.namespace.update(json_text=json_text, string=_STRING)

    def expression(self, hint: Any, value: str) -> str:
        if hint is str:
            return f"string({value})"
        if hint is int:  # (a bool or an IntEnum here would write invalid JSON: the tests parse it all)
            return f"str({value})"
        if hint is bool:
            return f"('true' if {value} else 'false')"
        if hint in _SCALARS:
            return f"json_text({value})"
        if hint is Card:
            return f"('\"' + {value}.code + '\"')"  # card codes are plain ASCII
        if isinstance(hint, type) and issubclass(hint, Enum):
            return f"json_text({value}.value)"
        if isinstance(hint, type) and hint.__name__ == "Action":
            return f"string(str({value}))"
        if isinstance(hint, type) and dataclasses.is_dataclass(hint):
            writer = self.name("write_")
            self.namespace[writer] = _writer_for(hint)
            return f"{writer}({value})"
        origin, args = typing.get_origin(hint), typing.get_args(hint)
        if origin in (typing.Union, types.UnionType) and len(args) == 2 and type(None) in args:
            inner = args[0] if args[1] is type(None) else args[1]
            temp = self.name("t")
            return f"('null' if ({temp} := {value}) is None else {self.expression(inner, temp)})"
        if origin is tuple and args:
            if len(args) == 2 and args[1] is Ellipsis:
                if args[0] is int:
                    return f"('[' + ','.join(map(str, {value})) + ']')"
                item = self.name("x")
                return f"('[' + ','.join([{self.expression(args[0], item)} for {item} in {value}]) + ']')"
            temp = self.name("t")
            parts = " + ',' + ".join(self.expression(a, f"{temp}[{i}]") for i, a in enumerate(args))
            return f"(lambda {temp}: '[' + {parts} + ']')({value})"
        return f"json_text(to_json({value}))"


_WRITERS: dict[type, Any] = {}


def _writer_for(cls):
    """The JSON-text writer of dataclass ``cls`` (see ``_TextSource``), made once."""
    write = _WRITERS.get(cls)
    if write is None:
        try:
            hints = typing.get_type_hints(cls)
        except Exception:  # an annotation that cannot be resolved: write generically
            hints = {}
        source = _TextSource()
        parts = ", ".join(
            f"{(',' if i else '{') + _STRING(name) + ':'!r}, {source.expression(hints.get(name), 'v.' + name)}"
            for i, name in enumerate(_fields_of(cls)))
        exec(f"def write(v):\n    return ''.join(({parts}, '}}'))\n", source.namespace)  # field names and types only
        write = _WRITERS[cls] = source.namespace["write"]
    return write


def observation_text(observation: Any) -> str:
    """The JSON text of a card game's observation (``json_text(to_json(observation))``)."""
    return _writer_for(type(observation))(observation)


class SeatViews:
    """The ``update`` text of each seat after one change of a table (the same JSON as
    ``view_for`` in a message), written straight from the observation (``observation_text``);
    what the seats share (the events most of them see alike, Bao's position, the results)
    is written once. Only valid until the session changes again."""

    def __init__(self, session: GameSession, events: list[Event]):
        self.session = session
        self.events = events
        self.turn = session.current_player()
        self.over = session.is_over()
        self._shared: dict[str, tuple[Any, str]] = {}  # part -> (value, its JSON)
        self._tail = f',"turn":{self.turn},'
        over = ',"over":true,"results":' + _ENCODE(results(session)) if self.over else ',"over":false'
        self._end = over + "}"

    def text(self, seat: int, head: str) -> str:
        """The message: ``head`` (the opening ``{`` and the fields before the game's, no
        trailing comma) then the game's part for ``seat``."""
        legal = _ENCODE(legal_notation(self.session, seat)) if seat == self.turn else "[]"
        return "".join((head, ',"events":', self._field(EVENTS_KEY, self._events(seat)),
                        ',"observation":', self._observation(seat), self._tail, '"legal":', legal, self._end))

    def _events(self, seat: int) -> list[Event]:
        return self.session.events_for(self.events, seat) if self.events else []

    def _observation(self, seat: int) -> str:
        session = self.session
        if session.info.perfect_information:  # one position for every seat
            return self._field(POSITION_KEY, session.state, lambda _: _ENCODE(observation_json(session, seat)))
        return observation_text(session.observation(seat))

    def _field(self, name: str, value: Any, write=None) -> str:
        shared = self._shared.get(name)
        if shared is not None and (shared[0] is value or (type(shared[0]) is type(value) and shared[0] == value)):
            return shared[1]
        if write is not None:
            text = write(value)
        else:
            text = "[" + ",".join(_ENCODE(event_json(e)) for e in value) + "]"
        self._shared[name] = (value, text)
        return text
