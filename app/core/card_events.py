"""Events shared by the card games, so one card-table scene can animate all three.

A game adds its own events (in its package) only for what is really its own, e.g. the
Kozel pull or the Back Alley auction.

Per-seat events: ``apply`` returns the whole truth; ``State.events_for(events, seat)``
gives the same events as one seat may see them, with ``HIDDEN`` (``None``) in place of
every card that seat may not see: another player's ``Dealt`` or ``Drew`` card, a
face-down play or discard. The count and the places stay, so a view animates a face-down
card where the real one would go.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from app.core.cards import Card, Suit
from app.core.protocol import Event

HIDDEN = None  # a card the seat receiving the event may not see (see the module docstring)


@dataclass(frozen=True, slots=True)
class Dealt(Event):
    """One card dealt from the stock to ``player`` (face down to everyone else)."""

    card: Card | None
    player: int


@dataclass(frozen=True, slots=True)
class TrumpShown(Event):
    """The trump indicator: ``card`` was shown (``stock_position`` counted from the top
    of the stock, None when the card is not in the stock). ``suit`` is None for no trump."""

    card: Card
    suit: Suit | None
    stock_position: int | None = None


@dataclass(frozen=True, slots=True)
class Played(Event):
    """``player`` put ``cards`` on the table, face up or face down."""

    player: int
    cards: tuple[Card | None, ...]
    face_up: bool = True


@dataclass(frozen=True, slots=True)
class TrickWon(Event):
    """``player`` takes the trick's ``cards`` (to his team's pile in team games)."""

    player: int
    cards: tuple[Card | None, ...]


@dataclass(frozen=True, slots=True)
class Drew(Event):
    """``player`` drew ``card`` from the stock (refill, or a joker's replacement)."""

    player: int
    card: Card | None


@dataclass(frozen=True, slots=True)
class PickedUp(Event):
    """``player`` took ``cards`` from the table into his hand (Svoi Kozyri's pick-up,
    Kozel's cards returned by a pull)."""

    player: int
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class TurnTo(Event):
    """It is now ``player``'s turn (lets the UI move the turn marker between steps)."""

    player: int


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    """The game (or deal, or match, per ``scope``) ended with these ``returns``."""

    returns: tuple[float, ...]
    scope: str = "game"


# Events that take a card out of the stock (or turn one up): an undo past one of them
# would let a player see new cards and take his move back, so undo stops there.
REVEALING_EVENTS = (Dealt, Drew, TrumpShown)


def hide_cards(cards: tuple[Card | None, ...], hidden: "set[Card] | frozenset[Card]") -> tuple[Card | None, ...]:
    """``cards`` with ``HIDDEN`` in place of each card of ``hidden``."""
    return tuple(HIDDEN if c in hidden else c for c in cards)


def reveals_cards(events: Sequence[Event]) -> bool:
    """Did these events take cards from the stock or turn one up (``REVEALING_EVENTS``)?"""
    return any(isinstance(e, REVEALING_EVENTS) for e in events)
