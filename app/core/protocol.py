"""The model contract every game follows (see shared design.md).

A game's ``State`` is one mutable object with the OpenSpiel / python-chess shape:
``current_player``, ``legal_actions``, ``apply`` (returning ``Event``s for the UI to
animate), ``is_terminal``, ``returns``, ``clone``, ``to_dict`` / ``from_dict``,
``parse_action`` / ``str(action)``. Card games add ``observation(player)``; every game
has ``events_for(events, seat)`` (the events as that seat may see them).

Two values of ``current_player()`` are not seats:

- ``NO_PLAYER`` once the game is over (the card games; Bao keeps the side to move);
- ``AUTOMATIC`` while the next step is one no player decides: between two deals of a
  match (OpenSpiel's chance node). The only legal action is then ``DEAL`` (notation
  ``"deal"``); the finished deal's result stays visible in the state and in every
  observation until it is applied. A table applies it when the player has seen the
  result, a server right after sending it; the AI never has to choose it (asked anyway,
  it returns that one legal action).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Hashable, Protocol, Sequence, runtime_checkable

NO_PLAYER = -1
AUTOMATIC = -2
DEAL = "deal"  # the notation of the automatic step, in every game that has one


class IllegalAction(ValueError):
    """Raised by ``State.apply`` (and ``parse_action``) for anything not legal.

    The message names the rule that the action breaks, so it can be shown to a player.
    """


class InvalidState(ValueError):
    """Raised by ``State.from_dict`` (of every game) for data that is not a valid state.

    ``from_dict`` validates the whole state before anything uses it: types, ranges,
    conservation (Bao's seeds, every card exactly once), whose turn and which phase,
    and that a game not over has a legal action. The message names the field and the
    rule. No other exception leaves ``from_dict`` (see ``app.core.validation``), except
    ``WorkLimitExceeded`` inside a work limit the caller set.
    """


class WorkLimitExceeded(Exception):
    """Raised only inside a work limit that the caller set in its own thread (Bao's
    ``engine.sowing_limit``) when a computation would need more work. Nothing is wrong
    with the data: the caller does the work again without the limit (on a thread other
    than the GUI's), so whoever checks data must let it through."""


@dataclass(frozen=True, slots=True)
class Event:
    """Base class of the small frozen records ``apply`` returns, one per visible step."""


@runtime_checkable
class GameState(Protocol):
    """What the UI, the AI and the tests rely on, for every game."""

    def current_player(self) -> int: ...

    def legal_actions(self) -> Sequence[Hashable]: ...

    def apply(self, action: Any) -> list[Event]: ...

    def is_terminal(self) -> bool: ...

    def returns(self) -> list[float]: ...

    def clone(self) -> "GameState": ...

    def to_dict(self) -> dict: ...

    def events_for(self, events: Sequence[Event], seat: int) -> list[Event]: ...

    def public_notation(self, action: Any, actor: int | None, seat: int) -> str: ...


class EveryActionPublic:
    """The public notation of a game none of whose actions hides anything from a seat
    (what it hides is dealt or drawn: events, never actions): an action as any seat may
    know it is its notation. (Kozel, whose discards go face down, has its own.)"""

    __slots__ = ()

    @staticmethod
    def public_notation(action: Any, actor: int | None, seat: int) -> str:
        """``action`` as ``seat`` may know it: all of it. Like every game's, it depends on
        the options alone, never on the position."""
        del actor, seat
        return str(action)

    @classmethod
    def parse_public_notation(cls, text: str) -> Any:
        """A public notation read back: here the notation itself."""
        return cls.parse_action(text)  # type: ignore[attr-defined]  # (every State has it)


def apply_automatic_steps(state: Any) -> list[Event]:
    """Apply every pending automatic step of ``state`` (simulations, benchmarks and
    tests that play through deal ends); returns their events."""
    events: list[Event] = []
    while state.current_player() == AUTOMATIC:
        events += state.apply(state.legal_actions()[0])
    return events
