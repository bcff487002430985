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
    events = getattr(state, "deal_events", None)
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
