"""The model contract every game follows (see shared design.md).

A game's ``State`` is one mutable object with the OpenSpiel / python-chess shape:
``current_player``, ``legal_actions``, ``apply`` (returning ``Event``s for the UI to
animate), ``is_terminal``, ``returns``, ``clone``, ``to_dict`` / ``from_dict``,
``parse_action`` / ``str(action)``. Card games add ``observation(player)``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Hashable, Protocol, Sequence, runtime_checkable


class IllegalAction(ValueError):
    """Raised by ``State.apply`` (and ``parse_action``) for anything not legal.

    The message names the rule that the action breaks, so it can be shown to a player.
    """


class InvalidState(ValueError):
    """Raised by ``State.from_dict`` (of every game) for data that is not a valid state.

    ``from_dict`` validates the whole state before anything uses it: types, ranges,
    conservation (Bao's seeds, every card exactly once), whose turn and which phase,
    and that a game not over has a legal action. The message names the field and the
    rule. No other exception leaves ``from_dict`` (see ``app.core.validation``).
    """


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


def require_legal(action: Hashable, legal: Sequence[Hashable], explain) -> None:
    """Raise ``IllegalAction`` with ``explain(action)`` unless ``action`` is in ``legal``.

    ``explain`` is only called on the failure path, so it may be slow and thorough.
    """
    if action not in legal:
        raise IllegalAction(explain(action))
