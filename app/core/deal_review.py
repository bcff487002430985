"""The review of a finished deal (issue 20, item 1), rebuilt from a ``GameRecord``.

The record's actions are replayed on a ``State``; for every action of a deal the review
keeps every hand as it was, the trick on the table (Kozel's face-down discards shown as
the cards they were), the bids so far and, at the deal's end, its score. The review is
made after the deal, so showing every hand is no leak at a local table; a deal still
being played is never reviewed (``finished_deals``).

    review = review_game(record)          # the finished deals, oldest first
    deal = review[-1]
    deal.positions[0]                     # as dealt
    deal.positions[k]                     # after the deal's k-th action
    deal.trick_starts()                   # the positions where a trick begins

No Qt: the dialog (``app/ui/review_dialog.py``) draws what this gives.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from app.core.card_events import PickedUp, Played, TrickWon
from app.core.cards import Card
from app.core.protocol import AUTOMATIC
from app.core.record import GameRecord


@dataclass(frozen=True)
class Play:
    """One play on the table: ``cards`` by ``player``; ``face_up`` False for a face-down
    discard (shown as its cards here: the review reveals it)."""

    player: int
    cards: tuple[Card, ...]
    face_up: bool = True


@dataclass(frozen=True)
class Position:
    """The deal after one action (or as dealt: ``action`` None)."""

    hands: tuple[tuple[Card, ...], ...]
    trick: tuple[Play, ...]            # the plays of the trick being played (or just won)
    actor: int | None = None
    action: str | None = None
    trick_won_by: int | None = None    # this action completed a trick won by this player
    bids: tuple[tuple[int, str], ...] = ()  # (player, bid) so far in this deal


@dataclass
class DealReview:
    number: int                          # 1, 2, ... in the game
    players: int
    positions: list[Position] = field(default_factory=list)
    scores: list[Any] = field(default_factory=list)  # the deal's scoring events (the game's own)

    def trick_starts(self) -> list[int]:
        """The position indices where a new trick begins (0 included): trick by trick."""
        starts = [0]
        for i, position in enumerate(self.positions):
            if position.trick_won_by is not None and i + 1 < len(self.positions):
                starts.append(i + 1)
        return starts


def _hands(state: Any, players: int) -> tuple[tuple[Card, ...], ...]:
    """Every hand (Svoi Kozyri keeps its hands as bit sets behind ``hand(p)``)."""
    if callable(getattr(state, "hand", None)):
        return tuple(tuple(state.hand(p)) for p in range(players))
    return tuple(tuple(state.hands[p]) for p in range(players))


def _bid_of(state: Any, actor: int | None, text: str) -> str | None:
    """The action as a bid, if it is one (Back Alley's auction)."""
    return text if getattr(state, "phase", None) == "bid" and actor is not None else None


def review_game(record: GameRecord) -> list[DealReview]:
    """Every finished deal of ``record`` (the deal in progress is left out)."""
    state = record.start_state()
    players = len(record.seats)
    deals: list[DealReview] = []
    deal = DealReview(1, players)
    deal.positions.append(Position(_hands(state, players), ()))
    trick: tuple[Play, ...] = ()
    bids: tuple[tuple[int, str], ...] = ()
    for text, actor in zip(record.actions, record.actors):
        if actor is None:  # the automatic step: the next deal is dealt
            deals.append(deal)
            events = state.apply(state.parse_action(text))
            deal = DealReview(len(deals) + 1, players)
            trick, bids = (), ()
            deal.positions.append(Position(_hands(state, players), ()))
            continue
        bid = _bid_of(state, actor, text)
        events = state.apply(state.parse_action(text))
        if bid is not None:
            bids = (*bids, (actor, bid))
        won_by = None
        if trick and any(isinstance(e, Played) for e in events) and deal.positions[-1].trick_won_by is not None:
            trick = ()  # the previous trick was collected: this play begins a new one
        for event in events:
            if isinstance(event, Played):
                trick = (*trick, Play(event.player, tuple(c for c in event.cards if c is not None), event.face_up))
            elif isinstance(event, TrickWon):
                won_by = event.player
            elif isinstance(event, PickedUp):
                trick = ()  # Svoi Kozyri: the pile was picked up
            elif type(event).__name__ in ("DealScored", "GameScored"):
                deal.scores.append(event)
        deal.positions.append(Position(_hands(state, players), trick, actor, text, won_by, bids))
    over = state.is_terminal() or state.current_player() == AUTOMATIC
    if over and len(deal.positions) > 1:
        deals.append(deal)  # the last deal is over (the next not dealt yet, or the game ended)
    return deals
