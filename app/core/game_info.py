"""``GameInfo``: what the app, the server and the AI need to know about one game.

One ``GameInfo`` per game, defined in the game's own package (``app/games/<game>/info.py``)
and registered once, in ``app/games/__init__.py`` (OpenSpiel's ``GameType`` +
``register_game``)::

    from app.games import GAMES, game_info

    info = game_info("kozel")
    options = info.validate_options({"match_limit": "6"})   # defaults filled in
    state = info.new_state(options, seed=7)                  # State.new(seed=7, match_limit=6, ...)
    info.player_count(options), info.teams                   # 4, ((0, 2), (1, 3))
    subject = info.ai_subject(state, seat=1)                 # what app.ai.choose gets
    info.result(finished_state)                              # per seat: won / lost / drawn

Everything heavy (the ``State`` class, the AI modules, the level table) is named by a
``"module:attribute"`` string and imported on first use, so listing the games
(``import app.games``) loads no game engine.

Option values are the strings the settings store (``"on"``, ``"12"``, ``"face_up"``): the
settings, the server's "create table" and a ``GameRecord`` all carry them as they are;
``state_kwargs`` converts them to ``State.new`` keyword arguments, here and nowhere else.

Titles, descriptions and option labels are translated texts and stay in ``app/ui``
(keyed by the game id and the option key and value): the model layer carries no
translation markers, and ``pyside6-lupdate`` only scans ``app/ui``.
"""

from __future__ import annotations

from contextlib import AbstractContextManager
from importlib import import_module
from typing import TYPE_CHECKING, Any, Callable, Mapping, NamedTuple, Sequence

from app.core.records import frozen_record

if TYPE_CHECKING:
    from app.core.protocol import Event

WON, LOST, DRAWN = "won", "lost", "drawn"


def resolve(reference: str) -> Any:
    """``"package.module:Name"`` (or ``"...:Name.attribute"``) -> the object, imported now."""
    module_name, _, path = reference.partition(":")
    target: Any = import_module(module_name)
    for part in path.split("."):
        target = getattr(target, part)
    return target


# (NamedTuples and a frozen record, not dataclasses: listing the games at start-up builds
# these classes, and each generated method costs compile time, app/core/records.py.)
class OptionSpec(NamedTuple):
    """One option a player may set before a game: the settings key, its allowed values
    (settings strings), the default, and how a value becomes a ``State.new`` keyword
    argument (``param``; ``convert`` maps the string to the model's value). ``GameInfo``
    checks that the default is one of the values."""

    key: str
    values: tuple[str, ...]
    default: str
    param: str
    convert: Callable[[str], Any] = str

    @property
    def choices(self) -> tuple[str, ...]:
        """The allowed values (the name the settings use)."""
        return self.values


def on_off(value: str) -> bool:
    """The converter of an ``("on", "off")`` option."""
    return value == "on"


class SeatResult(NamedTuple):
    """How one seat ended a finished game: ``outcome`` is ``WON``, ``LOST`` or ``DRAWN``;
    ``place`` 1 is best (tied seats share a place); ``points`` is the seat's final score
    in the game's own unit, as its score sheet shows it (see each game's ``info``)."""

    outcome: str
    place: int
    points: float


def results_from_returns(returns: Sequence[float], points: Sequence[float]) -> tuple[SeatResult, ...]:
    """Seat results from a finished game's ``returns``: the outcome is the sign (> 0
    won, < 0 lost, 0 drawn), places rank the returns (equal returns share a place).
    Games whose outcome is not the sign of the return build their own."""
    ranked = sorted(set(returns), reverse=True)
    return tuple(
        SeatResult(WON if r > 0 else LOST if r < 0 else DRAWN, ranked.index(r) + 1, float(p))
        for r, p in zip(returns, points)
    )


def reveals_new_cards(events: Sequence[Event]) -> bool:
    """A card game's ``reveals``: did these events take cards from the stock or turn one
    up (``app.core.card_events.REVEALING_EVENTS``)? (Imported when first asked, so that
    listing the games does not build the card events.)"""
    from app.core.card_events import reveals_cards

    return reveals_cards(events)


def _observation_of(state: Any, seat: int) -> Any:
    return state.observation(seat)


def _clone_of(state: Any, seat: int) -> Any:
    return state.clone()


def _never_mid_move(state: Any) -> bool:
    return False


def _reveals_nothing(events: Sequence[Event]) -> bool:
    return False


@frozen_record
class GameInfo:
    """One game, as the rest of the app sees it (see the module docstring).

    ``players``: a fixed seat count, or None with ``players_option`` naming the option
    that sets it. ``teams``: partnerships as tuples of seats (None: every seat for
    itself). ``perfect_information``: the AI gets the ``State`` itself, else
    ``state.observation(seat)``. ``make_state(seed, previous, **kwargs)`` overrides how a
    new State is made (Svoi Kozyri: after a finished game the loser deals the next).
    ``result_of(state)`` scores a finished game per seat. ``mid_move(state)``: is the
    player to move in the middle of his move (a decision an undo skips, Bao's
    stop/safari)? ``reveals(events)``: did these events show new cards (an undo stops
    there)? ``quiet_apply(state, action)``: ``apply`` without events, where the game
    has a faster path (Bao: replays and undo). ``gui_work_limit()``: a context manager
    inside which the game's move generation raises ``WorkLimitExceeded`` rather than
    take long (the GUI thread's limit; the table then works the position out on a
    thread); None: a position's moves are always quick.
    """

    id: str
    state: str  # "module:Class" of the State
    players: int | None
    options: tuple[OptionSpec, ...]
    perfect_information: bool
    ai_knowledge: str  # module: random_action / greedy_action (+ search helpers)
    ai_search: str  # module of app.ai with decide(subject, spec, rng, budget)
    ai_levels: str  # "app.ai.levels:TABLE": level name -> LevelSpec
    result_of: Callable[[Any], tuple[SeatResult, ...]]
    players_option: str | None = None
    teams: tuple[tuple[int, ...], ...] | None = None
    has_automatic_steps: bool = False  # deals end with an explicit AUTOMATIC step
    make_state: Callable[..., Any] | None = None
    mid_move: Callable[[Any], bool] = _never_mid_move
    reveals: Callable[[Sequence[Event]], bool] = _reveals_nothing
    quiet_apply: Callable[[Any, Any], Any] | None = None  # apply without building events (replays)
    gui_work_limit: Callable[[], AbstractContextManager] | None = None
    claims: str | None = None  # module of the game's claims (app/games/claims.py); None: no claims
    ai_hints: str | None = None  # module with reason_for(obs, action, figures) (app/ai/hints.py)
    # What the statistics' "points" figure of a finished game is (app/core/statistics_book.py):
    # "loss_points", "score", "place", or None (no points).
    points_meaning: str | None = None
    last_trick_rule: str | None = None  # "module:function": does the rest of the deal play itself?
    # A seat's result once it is final while the others play on (Svoi Kozyri: a player who
    # went out); None: no seat finishes before the game does.
    seat_result_of: Callable[[Any, int], SeatResult | None] | None = None
    # The public field numbering the part of a match a position is in (Kozel's game,
    # Back Alley's deal): the same name in the State, its Observation and their JSON. The
    # move log draws a divider where it changes. None: a game in one part.
    match_part: str | None = None
    # "module:function" rebuilding an Observation's own caches (``repr=False`` fields, never
    # sent over the network) from its sent fields; None: it has none (app/online/games.py).
    observation_caches: str | None = None
    _subject: Callable[[Any, int], Any] = _observation_of

    def __post_init__(self) -> None:
        for spec in self.options:
            if spec.default not in spec.values:
                raise ValueError(f"{self.id}: option {spec.key}'s default {spec.default!r} is not one of {spec.values}")
        if (self.players is None) == (self.players_option is None):
            raise ValueError(f"{self.id}: give either a fixed number of players or the option that sets it")
        if self.players_option is not None and self.players_option not in {o.key for o in self.options}:
            raise ValueError(f"{self.id}: the players option {self.players_option!r} is not an option")
        if self.perfect_information:
            object.__setattr__(self, "_subject", _clone_of)

    def __repr__(self) -> str:
        return f"GameInfo({self.id!r})"

    # -- the State ------------------------------------------------------------------
    def state_class(self) -> Any:
        return resolve(self.state)

    def state_from_dict(self, data: dict) -> Any:
        return self.state_class().from_dict(data)

    def new_state(self, options: Mapping[str, str] | None = None, seed: int | None = None,
                  previous: Any = None) -> Any:
        """A new game with ``options`` (settings strings; missing ones take their
        default) from ``seed``. ``previous``: the game just finished at this table, for
        the games whose next game depends on it (a rematch); None for a fresh start."""
        kwargs = self.state_kwargs(options or {})
        if self.make_state is not None:
            return self.make_state(seed, previous, **kwargs)
        return self.state_class().new(seed=seed, **kwargs)

    def apply_quietly(self, state: Any, action: Any) -> None:
        """``state.apply(action)`` (legality checked) when nobody needs the events."""
        if self.quiet_apply is not None:
            self.quiet_apply(state, action)
        else:
            state.apply(action)

    @staticmethod
    def seat_count(state: Any) -> int:
        """The number of seats of ``state`` (one return per seat)."""
        return len(state.returns())

    # -- options --------------------------------------------------------------------
    def option(self, key: str) -> OptionSpec:
        for spec in self.options:
            if spec.key == key:
                return spec
        raise KeyError(f"{self.id} has no option {key!r}")

    def default_options(self) -> dict[str, str]:
        return {spec.key: spec.default for spec in self.options}

    def validate_options(self, values: Mapping[str, Any], ignore_unknown: bool = False) -> dict[str, str]:
        """``values`` checked and completed with the defaults. Raises ``ValueError``
        naming the option for an unknown key (unless ``ignore_unknown``: e.g. the
        settings also hold display preferences) or a value that is not allowed."""
        known = {spec.key for spec in self.options}
        unknown = sorted(set(values) - known)
        if unknown and not ignore_unknown:
            names = ", ".join(sorted(known)) or "none"
            raise ValueError(f"{self.id}: unknown option(s) {', '.join(unknown)} (options: {names})")
        out = {}
        for spec in self.options:
            value = values.get(spec.key, spec.default)
            if value not in spec.values:
                raise ValueError(f"{self.id}: option {spec.key} must be one of {', '.join(spec.values)}, "
                                 f"not {value!r}")
            out[spec.key] = value
        return out

    def state_kwargs(self, options: Mapping[str, Any]) -> dict[str, Any]:
        """Settings strings -> ``State.new`` keyword arguments (validated first)."""
        valid = self.validate_options(options)
        return {spec.param: spec.convert(valid[spec.key]) for spec in self.options}

    # -- seats ----------------------------------------------------------------------
    def player_count(self, options: Mapping[str, Any] | None = None) -> int:
        if self.players is not None:
            return self.players
        assert self.players_option is not None
        return int(self.validate_options(options or {}, ignore_unknown=True)[self.players_option])

    def partners(self, seat: int) -> tuple[int, ...]:
        """``seat`` and his partners (just ``(seat,)`` in a game without teams)."""
        for team in self.teams or ():
            if seat in team:
                return team
        return (seat,)

    # -- play -----------------------------------------------------------------------
    def ai_subject(self, state: Any, seat: int) -> Any:
        """What ``app.ai.choose`` gets to decide for ``seat``: a copy of the ``State``
        (perfect information) or the seat's observation; never the live state."""
        return self._subject(state, seat)

    def events_for(self, state: Any, events: Sequence[Event], seat: int) -> list[Event]:
        """``events`` (just returned by ``state.apply``) as ``seat`` may see them."""
        return state.events_for(events, seat)

    def public_notation(self, state: Any, action: Any, actor: int | None, seat: int) -> str:
        """``action`` (or its notation) made by ``actor`` as ``seat`` may know it (a card
        hidden from ``seat`` written ``?``): the game's ``State.public_notation``, which
        depends on the options only, so any position of the game may answer."""
        return state.public_notation(action, actor, seat)

    def parse_public_notation(self, text: str) -> Any:
        """A public notation as an action (a hidden card is ``HIDDEN``): for a move log."""
        return self.state_class().parse_public_notation(text)

    def part_of(self, position: Any) -> int | None:
        """The part of a match ``position`` (a State, an Observation or its JSON) is in
        (``match_part``); None for a game in one part."""
        if self.match_part is None:
            return None
        if isinstance(position, dict):
            return position.get(self.match_part)
        return getattr(position, self.match_part)

    def result(self, state: Any) -> tuple[SeatResult, ...] | None:
        """Per seat, how the finished game ended; None while it is running."""
        return self.result_of(state) if state.is_terminal() else None

    def seat_result(self, state: Any, seat: int) -> SeatResult | None:
        """``seat``'s result as soon as it is final: when the game is over, or earlier for
        a seat that has finished while the others play on; None while it is open."""
        if state.is_terminal():
            return self.result_of(state)[seat]
        return self.seat_result_of(state, seat) if self.seat_result_of is not None else None

    def resigned_result(self, state: Any, seat: int) -> tuple[SeatResult, ...]:
        """``seat`` resigned: he (and his partners) lost, every other seat won ([D]: a
        resignation ranks the others equal, whatever the position)."""
        losers = self.partners(seat)
        return tuple(
            SeatResult(LOST, 2, 0.0) if s in losers else SeatResult(WON, 1, 0.0)
            for s in range(self.seat_count(state))
        )

    # -- the AI ---------------------------------------------------------------------
    def ai_modules(self) -> tuple[Any, Any]:
        """(knowledge module, search module), imported now."""
        return import_module(self.ai_knowledge), import_module(self.ai_search)

    def level_table(self) -> Mapping[str, Any]:
        return resolve(self.ai_levels)


def registry(infos: Sequence[GameInfo]) -> dict[str, GameInfo]:
    """The ``GAMES`` dict: every game once, in the given (home screen) order."""
    games: dict[str, GameInfo] = {}
    for info in infos:
        if info.id in games:
            raise ValueError(f"game {info.id!r} is registered twice")
        games[info.id] = info
    return games
