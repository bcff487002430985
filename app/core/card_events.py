"""Events shared by the card games, so one card-table scene can animate all three.

A game adds its own events (in its package) only for what is really its own, e.g. the
Kozel pull or the Back Alley auction.
"""

from __future__ import annotations

from dataclasses import dataclass

from app.core.cards import Card, Suit
from app.core.protocol import Event


@dataclass(frozen=True, slots=True)
class Dealt(Event):
    """One card dealt from the stock to ``player`` (face down to everyone else)."""

    card: Card
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
    cards: tuple[Card, ...]
    face_up: bool = True


@dataclass(frozen=True, slots=True)
class TrickWon(Event):
    """``player`` takes the trick's ``cards`` (to his team's pile in team games)."""

    player: int
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class Drew(Event):
    """``player`` drew ``card`` from the stock (refill, or a joker's replacement)."""

    player: int
    card: Card


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
