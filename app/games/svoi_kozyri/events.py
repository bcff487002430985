"""Svoi Kozyri's own events. The shared card events (``Dealt``, ``Played``, ``PickedUp``,
``TurnTo``, ``GameOver``) come from ``app.core.card_events``.

The order ``apply`` reports them in:
- ``trump H``: ``TrumpChosen``; after the last choice the deal follows: 36 ``Dealt``, then
  one ``SixHandedOver`` per six that changes hands, then ``TurnTo(starter)``.
- ``play X``: ``Played(player, (X,))`` (starting a pile or the extra card after a beat).
- ``beat X``: ``Played(player, (X,))`` then ``Beat`` (which moves no card: it names what
  was beaten, for the move log and the tutorial).
- ``take``: ``PickedUp(player, cards)`` (bottom to top, as they lay on the pile).
Then, when it happens: ``WentOut``, ``Drawn``, ``GameOver``; otherwise ``TurnTo`` when the
turn passes to another player.
"""

from __future__ import annotations

from dataclasses import dataclass

from app.core.cards import Card, Suit
from app.core.protocol import Event


@dataclass(frozen=True, slots=True)
class TrumpChosen(Event):
    """``player`` chose ``suit`` as his own trump suit."""

    player: int
    suit: Suit


@dataclass(frozen=True, slots=True)
class SixHandedOver(Event):
    """After the deal the six of a trump suit goes from ``from_player`` to its owner."""

    card: Card
    from_player: int
    to_player: int


@dataclass(frozen=True, slots=True)
class Beat(Event):
    """``player`` beat the top card ``beaten`` with ``card`` (already reported as Played)."""

    player: int
    card: Card
    beaten: Card


@dataclass(frozen=True, slots=True)
class WentOut(Event):
    """``player`` emptied his hand; ``place`` 0 is first out (the winner)."""

    player: int
    place: int


@dataclass(frozen=True, slots=True)
class Drawn(Event):
    """The game is drawn among ``players``: ``reason`` is "could_beat" (the last player's
    one card could beat the card the previous player went out with) or "safety" (the
    action limit was reached)."""

    players: tuple[int, ...]
    reason: str
