"""Kozel-only events (the shared card events are in ``app.core.card_events``)."""

from __future__ import annotations

from dataclasses import dataclass

from app.core.cards import Card
from app.core.protocol import Event


@dataclass(frozen=True, slots=True)
class Pulled(Event):
    """``player`` pulled: the cards already played to the trick went back to their owners
    (``returned`` is ``(owner, cards)`` per play, in playing order; face-down discards are
    included because their owner gets them back); the puller then leads his four cards
    (a ``Played`` event follows)."""

    player: int
    returned: tuple[tuple[int, tuple[Card | None, ...]], ...]
    face_up: tuple[bool, ...] = ()  # per returned play: did it lie face up? (discards may not)


@dataclass(frozen=True, slots=True)
class GameStarted(Event):
    """A new game of the match: ``dealer`` deals, ``leader`` will lead first.
    ``Dealt`` events for the 16 cards and a ``TrumpShown`` follow."""

    game_number: int
    dealer: int
    leader: int


@dataclass(frozen=True, slots=True)
class GameScored(Event):
    """A game ended: card points per team, the loss points given to each team (after any
    eggs doubling), whether it was eggs (60-60) and whether the doubling applied."""

    card_points: tuple[int, int]
    loss_points_given: tuple[int, int]
    eggs: bool
    doubled: bool
    loss_points_total: tuple[int, int]
