"""What one Kozel player may see: a plain frozen object, comparable with ``==``.

It holds only public facts plus the player's own cards: other players' face-down discards
are counts (``cards`` is None), other hands are sizes. Public knowledge about hidden
places is explicit, for the AI: ``known_holdings`` lists cards that everybody knows a
player took into his hand (the drawn trump card, face-up cards given back by a pull) and
has not been seen playing since; such a card is in that hand or among that player's
face-down discards made after ``since_seq``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from app.core.cards import Card, Suit
from app.games.kozel.actions import DEAL_ACTION, Action
from app.games.kozel.moves import DECK, legal_actions_for
from app.games.kozel.options import GAME_ID, KozelOptions


@dataclass(frozen=True, slots=True)
class TrickPlay:
    """One play in a trick. ``kind`` is lead / beat / discard; ``seq`` is the number of
    actions of the game before it (public). ``cards`` is None for a face-down discard of
    another player."""

    player: int
    kind: str
    seq: int
    count: int
    cards: tuple[Card, ...] | None


@dataclass(frozen=True, slots=True)
class PileDiscard:
    """Face-down discards that went to ``team``'s pile with a trick (``cards`` None when
    they are not the observer's own)."""

    player: int
    team: int
    seq: int
    count: int
    cards: tuple[Card, ...] | None


@dataclass(frozen=True, slots=True)
class GameScore:
    """A finished game: card points, loss points given and tricks taken, per team."""

    card_points: tuple[int, int]
    loss_points_given: tuple[int, int]
    eggs: bool
    doubled: bool
    tricks_won: tuple[int, int] = (0, 0)


@dataclass(frozen=True, slots=True)
class Observation:
    GAME: ClassVar[str] = GAME_ID

    player: int
    current_player: int  # -1 when the match is over
    options: KozelOptions
    hand: tuple[Card, ...]  # own hand, in the fixed card order (suit, then rank)
    hand_sizes: tuple[int, ...]
    game_number: int
    seq: int  # actions played so far in this game
    dealer: int
    trump_card: Card
    trump_suit: Suit
    trump_position: int | None  # counted from the top of the stock while it is there
    trump_holder: int | None  # drew it (or got it back by a pull), not seen played since
    stock_size: int
    leader: int  # who led (or pulled) the current trick
    lead_count: int  # 0 before the lead
    pulled: bool
    trick: tuple[TrickPlay, ...]
    winning_player: int
    winning_cards: tuple[Card, ...]
    known_holdings: tuple[tuple[tuple[Card, int], ...], ...]  # per player: (card, since_seq)
    pile_face_up: tuple[tuple[Card, ...], tuple[Card, ...]]  # face-up cards in each team's pile
    pile_discards: tuple[PileDiscard, ...]
    tricks_won: tuple[int, int]
    visible_points: tuple[int, int]  # points of the pile cards this player has seen
    loss_points: tuple[int, int]
    game_history: tuple[GameScore, ...]
    double_pending: bool  # eggs option: the next game's loss points count double
    last_trick: tuple[TrickPlay, ...]
    last_trick_winner: int | None
    deal_tricks: tuple[tuple[TrickPlay, ...], ...]  # this game's finished tricks, in order
    match_over: bool
    awaiting_deal: bool  # the game is over and shown; the next one is dealt by the automatic step
    returns: tuple[float, ...]

    @property
    def team(self) -> int:
        return self.player % 2

    @property
    def pile_sizes(self) -> tuple[int, int]:
        sizes = [len(self.pile_face_up[0]), len(self.pile_face_up[1])]
        for d in self.pile_discards:
            sizes[d.team] += d.count
        return (sizes[0], sizes[1])

    def is_terminal(self) -> bool:
        return self.match_over

    def unseen_cards(self) -> list[Card]:
        """The cards this player has not seen: in the other hands, in the stock, or among
        the other players' face-down discards (in the piles or in this trick)."""
        seen = set(self.hand)
        for pile in self.pile_face_up:
            seen.update(pile)
        for discard in self.pile_discards:
            seen.update(discard.cards or ())
        for play in self.trick:
            seen.update(play.cards or ())
        return [c for c in DECK if c not in seen]

    def legal_actions(self) -> list[Action]:
        """The same list as ``state.legal_actions()`` when it is this player's turn, else [].
        Between games every observer gets the automatic step (``[DEAL_ACTION]``), so the AI
        asked then answers it."""
        if self.awaiting_deal:
            return [DEAL_ACTION]
        if self.match_over or self.current_player != self.player:
            return []
        return legal_actions_for(
            self.hand, self.leader == self.player and self.lead_count == 0, self.lead_count,
            self.winning_cards, self.trump_suit,
        )
