"""Events of Back Alley that are its own (the shared card events are in
``app.core.card_events``: Dealt, TrumpShown, Played, TrickWon, Drew, TurnTo, GameOver)."""

from __future__ import annotations

from dataclasses import dataclass

from app.core.cards import Card
from app.core.protocol import Event
from app.games.back_alley.actions import Action


@dataclass(frozen=True, slots=True)
class Bid(Event):
    """``player`` made his one bid of the auction (``pass``, ``bid n`` or ``board``).
    ``board_multiplier`` is 1..4 for the first..fourth board bid, else 0."""

    player: int
    bid: Action
    board_multiplier: int = 0


@dataclass(frozen=True, slots=True)
class JokerDiscarded(Event):
    """A joker was turned up, so ``player`` (who held the other joker) discarded
    ``card`` face up; a ``Drew`` event for his replacement card follows."""

    player: int
    card: Card | None


@dataclass(frozen=True, slots=True)
class Redeal(Event):
    """All four passed: the deal is void and ``dealer`` (the next dealer) redeals the
    same ``hand_size`` (by the automatic step ``deal`` that follows); the redeal is not
    counted, so ``deal_number`` stays."""

    dealer: int
    deal_number: int
    hand_size: int


@dataclass(frozen=True, slots=True)
class AuctionWon(Event):
    """The auction is over: ``leader`` leads the first trick. Per team: ``contracts``
    (the summed numeric bid, 0 for a board team) and ``multipliers`` (0 unless board)."""

    leader: int
    contracts: tuple[int, int]
    multipliers: tuple[int, int]


@dataclass(frozen=True, slots=True)
class DealScored(Event):
    """Deal ``deal_number`` is over: ``tricks`` and ``points`` per team and the
    running ``scores`` after it."""

    deal_number: int
    hand_size: int
    tricks: tuple[int, int]
    points: tuple[int, int]
    scores: tuple[int, int]
