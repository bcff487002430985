"""The steps of a Bao move, as the model reports them to the UI and the tutorial.

Holes are numbered per side from that side's own view: 0..7 are A1..A8 (front row),
8..15 are B1..B8 (back row). ``side`` 0 is South, 1 is North. ``direction`` is +1 for
clockwise (``>``: A1→A8→B8→B1) and -1 for anticlockwise (``<``).
"""

from __future__ import annotations

from dataclasses import dataclass

from app.core.protocol import Event


@dataclass(frozen=True, slots=True)
class StoreSeedPlaced(Event):
    """Namua: one seed from ``side``'s ghala (store) dropped into ``hole``."""

    side: int
    hole: int


@dataclass(frozen=True, slots=True)
class Lifted(Event):
    """``count`` seeds lifted from ``hole`` to start a sowing (the tax lifts 2)."""

    side: int
    hole: int
    count: int
    direction: int


@dataclass(frozen=True, slots=True)
class SeedDropped(Event):
    """One seed from the hand dropped into ``hole`` of ``side``."""

    side: int
    hole: int


@dataclass(frozen=True, slots=True)
class Captured(Event):
    """``side`` takes the ``count`` seeds of the opponent's ``hole`` (numbered from the
    opponent's view) and will sow them from its kichwa ``kichwa`` (0 = A1 or 7 = A8)
    in ``direction``."""

    side: int
    hole: int
    count: int
    kichwa: int
    direction: int


@dataclass(frozen=True, slots=True)
class Relay(Event):
    """The sowing ended in an occupied hole: its ``count`` seeds are lifted and sown on."""

    side: int
    hole: int
    count: int


@dataclass(frozen=True, slots=True)
class DecisionNeeded(Event):
    """The sowing ended in ``side``'s functional nyumba in a capturing namua turn:
    the same player now chooses ``stop`` or ``safari``."""

    side: int
    hole: int


@dataclass(frozen=True, slots=True)
class Safari(Event):
    """The house is played: its ``count`` seeds are lifted and sown on."""

    side: int
    hole: int
    count: int


@dataclass(frozen=True, slots=True)
class HouseLost(Event):
    """``side`` no longer owns its nyumba (emptied, captured, or played on safari)."""

    side: int


@dataclass(frozen=True, slots=True)
class Takasia(Event):
    """``side``'s ``hole`` is takasia'd (blocked) for ``side``'s next turn."""

    side: int
    hole: int


@dataclass(frozen=True, slots=True)
class TurnEnded(Event):
    """``side``'s turn is over; ``next_player`` moves (unless the game is over)."""

    side: int
    next_player: int


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    """``winner`` won; ``reason`` is ``"front_row_empty"`` or ``"no_legal_move"``."""

    winner: int
    reason: str
