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
import importlib
import itertools
import json
import types
import typing
from enum import Enum
from typing import Any

from app.ai import LEVELS
from app.core.cards import Card
from app.core.game_info import DRAWN, LOST, WON, resolve
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
        return GameSession.from_dict(record)
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
    if cls is float and value - value == 0.0:  # finite: the encoder writes its repr too
        return float.__repr__(value)
    if cls is bool or value is None:
        return _CONSTANTS[value]
    return _ENCODE(value)


class TextMemo:
    """The JSON texts of immutable values already written: what the seats of a table
    share (the options, the piles' face-up cards, the score history...) is written once
    per change, not once per seat, and what did not change since a seat's last update
    is not written again.

    Two ways to know a value was written: the very same object (``now`` this change,
    ``before`` the table's previous change; each entry holds its object, so an identity
    found there is that object), or a value equal to the one the same field had in this
    seat's last update (``seat``: per seat, the last value and text of each field).
    Only deeply immutable values are remembered (``_immutable``), and by equality only
    values whose equality means equal JSON (no floats: 0.0 == -0.0)."""

    __slots__ = ("now", "before", "seats", "last")

    def __init__(self, previous: "TextMemo | None" = None):
        self.now: dict[int, tuple[Any, str]] = {}
        self.before = previous.now if previous is not None else {}
        self.seats: dict[int, dict[int, tuple[Any, str]]] = previous.seats if previous is not None else {}
        self.last: dict[int, tuple[Any, str]] = {}  # the seat being written: field slot -> (value, text)

    def seat(self, seat: int) -> None:
        """The following texts are ``seat``'s."""
        last = self.seats.get(seat)
        if last is None:
            last = self.seats[seat] = {}
        self.last = last

    def text(self, value: Any, write) -> str:
        """By identity only."""
        key = id(value)
        hit = self.now.get(key)
        if hit is None:
            hit = self.before.get(key)
            if hit is None:
                hit = (value, write(value, self))
            self.now[key] = hit
        return hit[1]

    def field(self, value: Any, slot: int, write) -> str:
        """By identity, or equal to the field's value in this seat's last update."""
        key = id(value)
        hit = self.now.get(key)
        if hit is None:
            hit = self.before.get(key)
            if hit is None:
                last = self.last.get(slot)
                hit = (value, last[1] if last is not None and last[0] == value else write(value, self))
            self.now[key] = hit
        self.last[slot] = hit
        return hit[1]


def _immutable(hint: Any) -> bool:
    """Is every value of type ``hint`` deeply immutable (so its text never changes)?"""
    if hint in _SCALARS or hint is Card or hint is type(None):
        return True
    if isinstance(hint, type) and (issubclass(hint, Enum) or hint.__name__ == "Action"):
        return True
    if isinstance(hint, type) and dataclasses.is_dataclass(hint):
        if not hint.__dataclass_params__.frozen:  # type: ignore[attr-defined]
            return False
        try:
            hints = typing.get_type_hints(hint)
        except Exception:
            return False
        return all(_immutable(hints.get(name)) for name in _fields_of(hint))
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin in (typing.Union, types.UnionType, tuple) and args:
        return all(a is Ellipsis or _immutable(a) for a in args)
    return False


def _exact(hint: Any) -> bool:
    """Do equal values of type ``hint`` (immutable) always write the same JSON? Not with
    a float inside (0.0 == -0.0)."""
    if hint is float:
        return False
    if isinstance(hint, type) and dataclasses.is_dataclass(hint):
        hints = typing.get_type_hints(hint)
        return all(_exact(hints.get(name)) for name in _fields_of(hint))
    return all(_exact(a) for a in typing.get_args(hint) if a is not Ellipsis)


_SLOTS = itertools.count()  # TextMemo.field's slot of each remembered field


def _composite(hint: Any) -> bool:
    """Worth remembering: a dataclass, or a tuple of anything but plain scalars."""
    if isinstance(hint, type) and dataclasses.is_dataclass(hint):
        return True
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    return origin is tuple and any(a is not Ellipsis and a not in _SCALARS and a is not Card for a in args)


class _TextSource(_Source):
    """Builds the Python source of one dataclass *writer* ``write(value, memo)``: the
    JSON text of an object straight from its fields (what ``to_json`` then the encoder
    would write, in one pass and without the intermediate dicts and lists: the server
    writes four observations per action); immutable composite fields go through the
    ``TextMemo``."""

    def __init__(self) -> None:
        super().__init__()
        self.namespace.update(json_text=json_text, string=_STRING)

    def field(self, hint: Any, value: str) -> str:
        """A field's expression: remembered when it is worth it and safe."""
        if hint is not None and _composite(hint) and _immutable(hint):
            writer = self.name("field_")
            exec(f"def {writer}(t, m):\n    return {self.expression(hint, 't')}\n", self.namespace)
            if _exact(hint):
                return f"m.field({value}, {next(_SLOTS)}, {writer})"
            return f"m.text({value}, {writer})"
        return self.expression(hint, value)

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
            return f"{writer}({value}, m)"
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
    """The JSON-text writer ``write(value, memo)`` of dataclass ``cls`` (see
    ``_TextSource``), made once."""
    write = _WRITERS.get(cls)
    if write is None:
        try:
            hints = typing.get_type_hints(cls)
        except Exception:  # an annotation that cannot be resolved: write generically
            hints = {}
        source = _TextSource()
        names = _fields_of(cls)
        if not names:
            exec("def write(v, m):\n    return '{}'\n", source.namespace)
        else:
            parts = ", ".join(
                f"{(',' if i else '{') + _STRING(name) + ':'!r}, {source.field(hints.get(name), 'v.' + name)}"
                for i, name in enumerate(names))
            # (the source holds field names and types only)
            exec(f"def write(v, m):\n    return ''.join(({parts}, '}}'))\n", source.namespace)
        write = _WRITERS[cls] = source.namespace["write"]
    return write


def observation_text(observation: Any, memo: TextMemo | None = None) -> str:
    """The JSON text of a card game's observation (``json_text(to_json(observation))``)."""
    return _writer_for(type(observation))(observation, memo or TextMemo())


def event_text(event: Event, memo: TextMemo) -> str:
    """The JSON text of an event (``event_json``: its fields, then its ``type``), once
    per event object (the seats who see an event alike get the same object)."""
    return memo.text(event, _write_event)


def _write_event(event: Event, memo: TextMemo) -> str:
    fields = _writer_for(type(event))(event, memo)
    kind = '"type":' + _STRING(type(event).__name__) + "}"
    return "{" + kind if fields == "{}" else fields[:-1] + "," + kind


class SeatViews:
    """The ``update`` text of each seat after one change of a table (the same JSON as
    ``view_for`` in a message), written straight from the observation (``observation_text``);
    what the seats share is written once: the head, each event object, Bao's position,
    the results, and every immutable part of the observations that is the same object
    for several seats (or was at the table's previous change: ``memo``, the previous
    change's ``TextMemo``). Only valid until the session changes again."""

    def __init__(self, session: GameSession, events: list[Event], head: str = "", memo: TextMemo | None = None):
        self.session = session
        self.events = events
        self.head = head
        self.memo = TextMemo(memo)
        self.turn = session.current_player()
        self.over = session.is_over()
        self._position: str | None = None
        self._tail = f',"turn":{self.turn},'
        over = ',"over":true,"results":' + _ENCODE(results(session)) if self.over else ',"over":false'
        self._end = over + "}"

    def text(self, seat: int, head: str | None = None) -> str:
        """The message: ``head`` (the opening ``{`` and the fields before the game's, no
        trailing comma; default the one given at construction) then the game's part for
        ``seat``."""
        legal = _ENCODE(legal_notation(self.session, seat)) if seat == self.turn else "[]"
        return "".join((self.head if head is None else head, ',"events":', self._events(seat),
                        ',"observation":', self._observation(seat), self._tail, '"legal":', legal, self._end))

    def _events(self, seat: int) -> str:
        if not self.events:
            return "[]"
        memo = self.memo
        return "[" + ",".join([event_text(e, memo) for e in self.session.events_for(self.events, seat)]) + "]"

    def _observation(self, seat: int) -> str:
        session = self.session
        if session.info.perfect_information:  # one position for every seat
            if self._position is None:
                self._position = _ENCODE(observation_json(session, seat))
            return self._position
        self.memo.seat(seat)
        return observation_text(session.observation(seat), self.memo)


# ---- model objects from JSON: the client's side of the converters above --------------
# The app's ``OnlineTable`` turns each ``update`` back into the game's own ``Observation``
# and ``Event`` objects, so the views draw an online game exactly as an offline one.
# Driven by the same dataclass type hints as ``to_json``; a message that does not fit
# them raises ``BadView`` (the client reports it and keeps its last good view).


class BadView(ValueError):
    """A server message whose game part does not decode (names the field)."""


def _event_classes(game: str) -> dict[str, type]:
    found = _EVENT_CLASSES.get(game)
    if found is None:
        found = {}
        # A card game's events are its own and the shared card events (app/core/card_events.py).
        modules = [f"app.games.{game}.events"] + ([] if _info(game).perfect_information else ["app.core.card_events"])
        for name in modules:
            module = importlib.import_module(name)
            for value in vars(module).values():
                if isinstance(value, type) and issubclass(value, Event) and dataclasses.is_dataclass(value):
                    found[value.__name__] = value
        _EVENT_CLASSES[game] = found
    return found


_EVENT_CLASSES: dict[str, dict[str, type]] = {}


def _from_json(hint: Any, value: Any, game: str, where: str) -> Any:
    """``value`` (JSON) as an object of type ``hint``; ``BadView`` naming ``where``."""
    if hint is Any or hint is None:
        return value
    if hint in (int, float, str, bool):
        if hint is float and type(value) is int:
            return float(value)
        if type(value) is not hint:
            raise BadView(f"{where}: expected {hint.__name__}, got {type(value).__name__}")
        return value
    if hint is Card:
        if not isinstance(value, str):
            raise BadView(f"{where}: a card must be a code")
        try:
            return Card.parse(value)
        except Exception as exc:  # noqa: BLE001 - any bad code is the message's fault
            raise BadView(f"{where}: {exc}") from None
    if isinstance(hint, type) and issubclass(hint, Enum):
        try:
            return hint(value)
        except ValueError:
            raise BadView(f"{where}: {value!r} is not a {hint.__name__}") from None
    if isinstance(hint, type) and hint.__name__ == "Action":
        if not isinstance(value, str):
            raise BadView(f"{where}: an action must be its notation")
        try:
            return parse_action(game, value)
        except Exception as exc:  # noqa: BLE001
            raise BadView(f"{where}: {exc}") from None
    if isinstance(hint, type) and dataclasses.is_dataclass(hint):
        return _dataclass_from_json(hint, value, game, where)
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin in (typing.Union, types.UnionType):
        if value is None and type(None) in args:
            return None
        inner = [a for a in args if a is not type(None)]
        if len(inner) == 1:
            return _from_json(inner[0], value, game, where)
        for option in inner:
            try:
                return _from_json(option, value, game, where)
            except BadView:
                continue
        raise BadView(f"{where}: {value!r} fits none of {hint}")
    if origin in (tuple, list, frozenset, set):
        if not isinstance(value, list):
            raise BadView(f"{where}: expected a list")
        if origin is tuple and args and not (len(args) == 2 and args[1] is Ellipsis):
            if len(args) != len(value):
                raise BadView(f"{where}: expected {len(args)} items, got {len(value)}")
            return tuple(_from_json(a, v, game, f"{where}[{i}]") for i, (a, v) in enumerate(zip(args, value)))
        item = args[0] if args else Any
        items = [_from_json(item, v, game, f"{where}[{i}]") for i, v in enumerate(value)]
        return items if origin is list else origin(items)
    if origin is dict:
        if not isinstance(value, dict):
            raise BadView(f"{where}: expected an object")
        key_hint, value_hint = args if args else (Any, Any)
        out = {}
        for key, item in value.items():
            real_key = int(key) if key_hint is int else _from_json(key_hint, key, game, where)
            out[real_key] = _from_json(value_hint, item, game, f"{where}.{key}")
        return out
    if hint in (tuple, list):
        if not isinstance(value, list):
            raise BadView(f"{where}: expected a list")
        return hint(value)
    if hint is dict:  # plain JSON data (Back Alley's deal history)
        if not isinstance(value, dict):
            raise BadView(f"{where}: expected an object")
        return value
    raise BadView(f"{where}: cannot read a {hint}")


def _dataclass_from_json(cls: type, value: Any, game: str, where: str) -> Any:
    if not isinstance(value, dict):
        raise BadView(f"{where}: expected an object for {cls.__name__}")
    hints = _hints_of(cls)
    kwargs = {}
    for f in dataclasses.fields(cls):
        if not f.init:
            continue
        if f.name not in value:
            if f.repr:  # a field the server sends: its absence is the message's fault
                raise BadView(f"{where}: {cls.__name__} without {f.name!r}")
            continue  # a model cache (repr=False): rebuilt by the class itself
        kwargs[f.name] = _from_json(hints.get(f.name, Any), value[f.name], game, f"{where}.{f.name}")
    try:
        return cls(**kwargs)
    except (TypeError, ValueError) as exc:
        raise BadView(f"{where}: {cls.__name__}: {exc}") from None


def _hints_of(cls: type) -> dict[str, Any]:
    hints = _HINTS.get(cls)
    if hints is None:
        hints = _HINTS[cls] = typing.get_type_hints(cls)
    return hints


_HINTS: dict[type, dict[str, Any]] = {}


def observation_from_json(game: str, data: Any) -> Any:
    """A seat's observation from its JSON (``observation_json``): the game's
    ``Observation``, or for Bao the position (a ``State``, validated whole)."""
    if not isinstance(data, dict):
        raise BadView("observation: expected an object")
    if _info(game).perfect_information:  # the whole position, as ``observation_json`` sends it
        position = {key: value for key, value in data.items() if key != "text"}
        try:
            return _info(game).state_class().from_dict(position)
        except Exception as exc:  # noqa: BLE001 - a position the model refuses
            raise BadView(f"observation: {exc}") from None
    cls = importlib.import_module(f"app.games.{game}").Observation
    return _with_caches(game, _dataclass_from_json(cls, data, game, "observation"))


def _with_caches(game: str, observation: Any) -> Any:
    """The model's own caches of a received observation rebuilt (``GameInfo.observation_caches``)."""
    rebuild = _info(game).observation_caches
    return observation if rebuild is None else resolve(rebuild)(observation)


def event_from_json(game: str, data: Any) -> Event:
    """One event from its JSON (``event_json``)."""
    if not isinstance(data, dict) or not isinstance(data.get("type"), str):
        raise BadView("event: expected an object with a type")
    cls = _event_classes(game).get(data["type"])
    if cls is None:
        raise BadView(f"event: unknown type {data['type']!r} for {game}")
    fields = {key: value for key, value in data.items() if key != "type"}
    return _dataclass_from_json(cls, fields, game, data["type"])


def view_from_json(game: str, message: dict) -> tuple[list[Event], Any]:
    """An ``update`` message's (events, observation), as the models make them."""
    events = message.get("events", [])
    if not isinstance(events, list):
        raise BadView("events: expected a list")
    return [event_from_json(game, e) for e in events], observation_from_json(game, message.get("observation"))


def parse_action(game: str, text: str) -> Any:
    """An action of ``game`` from its notation (``IllegalAction`` if it is none)."""
    return _info(game).state_class().parse_action(text)
