"""What one Svoi Kozyri player may see: everything public plus his own hand.

Public in this game: everyone's trump suit, the whole pile (all cards are played face up),
every pick-up (so the picked-up cards still held are known to everybody: ``known``),
hand sizes, who is out and in which order, and whether an extra card is pending. With
voluntary pick-up off, a pick-up proves the taker held no card that could beat the top
card: ``excluded`` records those cards for his hidden (dealt, never shown) cards.
Private: the cards each player was dealt and has not shown yet (and the deal's seed).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from app.core.cards import Card, Suit
from app.games.svoi_kozyri.actions import TRUMP_ACTIONS, Action
from app.games.svoi_kozyri.options import GAME_ID, Options
from app.games.svoi_kozyri.play_rules import cards_of, legal_play_actions, pickup_count

TRUMP_PHASE = "trump"
PLAY_PHASE = "play"
OVER_PHASE = "over"


@dataclass(frozen=True, slots=True)
class Observation:
    GAME: ClassVar[str] = GAME_ID

    player: int
    current_player: int  # -1 once the game is over
    options: Options
    dealer: int
    phase: str  # "trump" (choosing trump suits), "play" or "over"
    trumps: tuple[Suit | None, ...]  # None: not chosen yet
    hand: tuple[Card, ...]  # own hand, in card-index order
    hand_sizes: tuple[int, ...]
    pile: tuple[Card, ...]  # bottom first; the last card is the top
    known: tuple[tuple[Card, ...], ...]  # per player: cards publicly known to be in his hand
    excluded: tuple[tuple[Card, ...], ...]  # per player: cards his hidden cards cannot be
    pickups: tuple[tuple[int, tuple[Card, ...]], ...]  # every pick-up: (player, cards)
    out_order: tuple[int, ...]  # finishing order so far (first = winner)
    pending_extra: bool  # the player to move has beaten and must now lay one more card
    action_count: int  # play actions so far (the safety draw comes at the limit)
    result: tuple[float, ...] | None  # the returns once the game is over
    drawn: tuple[int, ...]  # the players sharing a draw, if the game ended in one
    draw_reason: str | None  # "could_beat" or "safety" after a draw
    # The cards in this game (the whole pack unless an explicit deal used part of it).
    in_play_mask: int = field(repr=False, default=0)
    # The same sets as bitmasks over Card.index, for fast sampling in the AI.
    hand_mask: int = field(repr=False, default=0)
    known_masks: tuple[int, ...] = field(repr=False, default=())
    excluded_masks: tuple[int, ...] = field(repr=False, default=())
    # The State's own record of the pick-ups (same content as ``pickups``), shared so a
    # sampled State needs no rebuilding.
    pickup_chain: tuple | None = field(repr=False, compare=False, default=None)

    @property
    def players(self) -> int:
        return len(self.trumps)

    def is_terminal(self) -> bool:
        return self.phase == OVER_PHASE

    def pickup_size(self) -> int:
        """How many cards ``take`` would pick up now (0 when no pick-up is possible): the
        same as ``State.pickup_size``."""
        if self.phase != PLAY_PHASE or not self.pile or self.pending_extra:
            return 0
        return pickup_count(len(self.pile), self.pile[-1], self.trumps[self.current_player])

    def unseen_cards(self) -> list[Card]:
        """The cards of this game the observer has not seen: the others' dealt cards not
        shown yet (a card picked up from the pile is seen: ``known``)."""
        seen = self.hand_mask | sum_masks(self.known_masks)
        for card in self.pile:
            seen |= 1 << card.index
        return list(cards_of(self.in_play_mask & ~seen))

    def legal_actions(self) -> list[Action]:
        """The observer's legal actions: the same list as the State's on his turn, else []."""
        if self.current_player != self.player:
            return []
        if self.phase == TRUMP_PHASE:
            taken = set(self.trumps)
            return [a for s, a in TRUMP_ACTIONS.items() if s not in taken]
        if self.phase != PLAY_PHASE:
            return []
        return legal_play_actions(self.hand_mask, self.pile, self.trumps[self.player], self.pending_extra,
                                  self.options.voluntary_pickup)


def sum_masks(masks: tuple[int, ...]) -> int:
    """The union of card bitmasks."""
    union = 0
    for mask in masks:
        union |= mask
    return union


def with_caches(observation: Observation) -> Observation:
    """``observation`` with its bitmasks (the ``repr=False`` caches, never sent over the
    network) rebuilt from its sent fields, for a client that received it as JSON. A table
    on the server is always dealt from the whole pack, so every card is in play."""
    from dataclasses import replace

    from app.games.svoi_kozyri.play_rules import DECK_MASK, mask_of

    return replace(observation, in_play_mask=DECK_MASK, hand_mask=mask_of(observation.hand),
                   known_masks=tuple(mask_of(cards) for cards in observation.known),
                   excluded_masks=tuple(mask_of(cards) for cards in observation.excluded))
