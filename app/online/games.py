"""Everything the server knows about the games, in ONE module.

Written against today's model contract (``State.new``, ``legal_actions``, ``apply``,
``parse_action``, ``str(action)``, ``observation(seat)``, ``app.ai.choose``) so that
moving to the seam of issue 17 (``GameInfo`` / ``GameRecord`` / ``GameSession`` /
``events_for``) changes this module only. The rest of ``app/online`` sees a game as:
a setup (options as plain JSON plus a seed), a live ``State`` it drives through
``play``, and per-seat JSON views (``view_for``).

What a seat is sent is only its own observation and the events filtered for it; no
other function here may hand a client anything derived from the whole ``State``.
"""

from __future__ import annotations

import dataclasses
import importlib
import types
import typing
from enum import Enum
from typing import Any

from app.ai import LEVELS
from app.core.cards import Card
from app.core.protocol import AUTOMATIC, Event, IllegalAction
from app.core.rng import derive_seed
from app.games import GAME_IDS

# Seats of one team sit opposite: team = seat % 2 in the partnership games.
TEAM_GAMES = ("kozel", "back_alley")
# The level a computer plays at for a person who is away longer than the grace time.
# [decision] Medium: it answers in well under a second and plays sensibly; the player
# gets the seat back as soon as he returns.
AWAY_LEVEL = "medium"
COMPUTER_LEVELS = LEVELS


class GameSetupError(ValueError):
    """Options a game refuses (the message names the option)."""


def _state_class(game: str):
    if game not in GAME_IDS:
        raise GameSetupError(f"unknown game {game!r} (known: {', '.join(GAME_IDS)})")
    return importlib.import_module(f"app.games.{game}").State


def seat_count(game: str, options: dict) -> int:
    if game == "svoi_kozyri":
        return int(options.get("players", 2))
    return 2 if game == "bao" else 4


def teams(game: str, seats: int) -> list[list[int]] | None:
    """The partnerships (seat lists), or None for an every-player-for-himself game."""
    if game in TEAM_GAMES:
        return [[s for s in range(seats) if s % 2 == t] for t in range(2)]
    return None


def new_state(game: str, setup: dict, seed: int):
    """A new game from its setup (the table's options, plus e.g. Svoi Kozyri's dealer)
    and seed. Bad options raise ``GameSetupError`` naming the problem."""
    cls = _state_class(game)
    try:
        if game == "bao":
            return cls.new(seed=seed, **setup)
        return cls.new(seed, **setup)
    except (TypeError, ValueError) as exc:  # IllegalAction is a ValueError
        raise GameSetupError(f"{game}: {exc}") from None


def check_options(game: str, options: Any) -> int:
    """Validate ``options`` by building a game with them; the number of seats."""
    if not isinstance(options, dict):
        raise GameSetupError("options must be a JSON object")
    for key, value in options.items():
        if key == "dealer" or not isinstance(value, (bool, int, str)):
            raise GameSetupError(f"{game}: option {key!r} is not a table option")
    new_state(game, options, 0)
    return seat_count(game, options)


def rematch_setup(game: str, options: dict, finished) -> dict:
    """The setup of the next game at the same table. Svoi Kozyri: the loser deals
    (``next_dealer`` from the model); the other games start as a new game does."""
    setup = dict(options)
    if game == "svoi_kozyri" and finished is not None and finished.is_terminal():
        setup["dealer"] = finished.next_dealer
    return setup


def ai_seed(table_seed: int, seq: int, seat: int) -> int:
    return derive_seed(table_seed, "online ai", seq, seat)


def ai_subject(state, seat: int):
    """What the AI may see for ``seat``: the observation (card games) or, for Bao (a
    game of perfect information), the position itself."""
    if state.GAME == "bao":
        return state.clone()
    return state.observation(seat)


def choose_for(subject, level: str, seed: int) -> str:
    """Run in a worker process: the AI's action, in notation (picklable both ways)."""
    from app.ai import choose

    return str(choose(subject, level=level, seed=seed))


def automatic_pending(state) -> bool:
    """Between two deals (Kozel, Back Alley) the next step is the automatic ``deal``:
    the server commits it right after sending the finished deal's result (as an ``act``
    entry without a seat)."""
    return state is not None and not state.is_terminal() and state.current_player() == AUTOMATIC


def play(state, seat: int | None, notation: str) -> list[Event]:
    """Apply ``notation`` for ``seat`` (None: the automatic step); ``IllegalAction``
    (the rule) if it may not."""
    if state.is_terminal():
        raise IllegalAction("the game is over")
    if state.current_player() == AUTOMATIC:
        if seat is not None:
            raise IllegalAction("the deal is over: no seat plays until the next deal (an automatic step)")
    elif state.current_player() != seat:
        raise IllegalAction(f"it is seat {state.current_player()}'s turn, not seat {seat}'s")
    action = state.parse_action(notation)
    return state.apply(action)


def check(state, seat: int, notation: str) -> None:
    """Raise ``IllegalAction`` (naming the rule) unless ``seat`` may play ``notation``
    now; the state is unchanged. A listed legal action is the fast path; anything else
    is tried on a copy, which explains the refusal (or accepts a hand-built spelling)."""
    if not state.is_terminal() and state.current_player() == seat:
        try:
            if state.parse_action(notation) in state.legal_actions():
                return
        except IllegalAction:
            pass
    play(state.clone(), seat, notation)


def legal_notation(state, seat: int) -> list[str]:
    if state.is_terminal() or state.current_player() != seat:
        return []
    return [str(a) for a in state.legal_actions()]


def deal_events(state) -> list[Event]:
    """The events that show a new game's deal (the card models deal inside ``new``)."""
    events = getattr(state, "opening_events", None) or getattr(state, "deal_events", None)
    return list(events()) if callable(events) else []


def events_for(state, events: list[Event], seat: int) -> list[Event]:
    """The events ``seat`` may see: the model's own per-seat filter
    (``State.events_for``, issue 17, branch seam-core) when it has one. Until then Bao
    (which hides nothing) sends them all, and a card-game seat is sent no events at all,
    only its observation, so nothing hidden can leak through an event."""
    model_filter = getattr(state, "events_for", None)
    if model_filter is not None:
        return list(model_filter(events, seat))
    return events if state.GAME == "bao" else []


def observation_json(state, seat: int) -> dict:
    if state.GAME == "bao":
        data = state.to_dict()  # perfect information: the whole position is public
        data["text"] = state.to_text()
        return data
    return to_json(state.observation(seat))


def results(state) -> list[dict]:
    """Per seat at the end of a game: its return and win / loss / draw."""
    out = []
    for seat, value in enumerate(state.returns()):
        outcome = "win" if value > 0 else "loss" if value < 0 else "draw"
        out.append({"seat": seat, "return": value, "outcome": outcome})
    return out


def view_for(state, seat: int, events: list[Event]) -> dict:
    """The part of an ``update`` message that is about the game, for one seat."""
    view: dict[str, Any] = {
        "events": [event_json(e) for e in events_for(state, events, seat)],
        "observation": observation_json(state, seat),
        "turn": state.current_player(),
        "legal": legal_notation(state, seat),
        "over": state.is_terminal(),
    }
    if state.is_terminal():
        view["results"] = results(state)
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
        modules = [f"app.games.{game}.events"] + ([] if game == "bao" else ["app.core.card_events"])
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
            return _state_class(game).parse_action(value)
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
    if game == "bao":
        position = {key: value for key, value in data.items() if key != "text"}
        try:
            return _state_class(game).from_dict(position)
        except Exception as exc:  # noqa: BLE001 - a position the model refuses
            raise BadView(f"observation: {exc}") from None
    cls = importlib.import_module(f"app.games.{game}").Observation
    return _with_caches(game, _dataclass_from_json(cls, data, game, "observation"))


def _with_caches(game: str, observation: Any) -> Any:
    """The model's own caches (``repr=False`` fields, never sent) rebuilt from the sent
    fields: Svoi Kozyri's bitmasks, which its ``legal_actions`` reads. A server table is
    always dealt from the whole pack (``new_state``), so every card is in play."""
    if game != "svoi_kozyri":
        return observation
    from app.games.svoi_kozyri.play_rules import DECK_MASK, mask_of

    return dataclasses.replace(
        observation, in_play_mask=DECK_MASK, hand_mask=mask_of(observation.hand),
        known_masks=tuple(mask_of(cards) for cards in observation.known),
        excluded_masks=tuple(mask_of(cards) for cards in observation.excluded))


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
