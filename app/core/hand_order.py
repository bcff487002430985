"""The order of the cards in the player's hand on the table (issue 20, item 4: "hand sort
order"): suits grouped, colours alternating if asked, the trump suit at the left or the
right end, ranks ascending or descending within each suit by the game's own order.

Pure function, no Qt: the table calls ``ordered_hand`` with the settings' choices.
"""

from __future__ import annotations

from itertools import permutations
from typing import Callable, Iterable

from app.core.cards import SUITS, Card, Suit
from app.core.suit_marks import RED_SUITS

TRUMP_SIDES = ("left", "right")
RANK_ORDERS = ("descending", "ascending")


def _clashes(order: tuple[Suit, ...]) -> int:
    """Neighbouring suits of the same colour."""
    return sum((a in RED_SUITS) == (b in RED_SUITS) for a, b in zip(order, order[1:]))


def suit_order(present: Iterable[Suit], trump: Suit | None, alternate_colours: bool, trump_side: str) -> list[Suit]:
    """The order of the suits ``present`` in a hand, left to right."""
    if trump_side not in TRUMP_SIDES:
        raise ValueError(f"trump side must be one of {TRUMP_SIDES}, not {trump_side!r}")
    suits = [s for s in SUITS if s in set(present)]
    others = [s for s in suits if s is not trump]
    has_trump = trump is not None and trump in suits

    def with_trump(order: tuple[Suit, ...]) -> tuple[Suit, ...]:
        if not has_trump or trump is None:
            return order
        return (trump, *order) if trump_side == "left" else (*order, trump)

    if not alternate_colours:
        return list(with_trump(tuple(others)))
    # At most 4! orders: the fewest same-coloured neighbours, then the usual suit order.
    best = min(permutations(others), key=lambda order: (_clashes(with_trump(order)), [SUITS.index(s) for s in order]))
    return list(with_trump(best))


def ordered_hand(cards: Iterable[Card], strength: Callable[[Card], int], trump: Suit | None = None,
                 alternate_colours: bool = True, trump_side: str = "left", descending: bool = True) -> list[Card]:
    """The hand in display order. ``strength`` is the game's rank order (higher beats
    lower); jokers count as trumps (Back Alley) and so go with the trump suit."""
    cards = list(cards)
    return sorted(cards, key=hand_sort_key(cards, strength, trump, alternate_colours, trump_side, descending))


def hand_sort_key(cards: Iterable[Card], strength: Callable[[Card], int], trump: Suit | None = None,
                  alternate_colours: bool = True, trump_side: str = "left",
                  descending: bool = True) -> Callable[[Card], tuple]:
    """The sort key of ``ordered_hand`` for the hand ``cards`` (the suits' order depends
    on the suits present)."""
    if descending not in (True, False):
        raise ValueError("descending must be True or False")

    def suit_of(card: Card) -> Suit | None:
        return trump if card.suit is None else card.suit

    present = {suit for suit in map(suit_of, cards) if suit is not None}
    order = suit_order(present, trump, alternate_colours, trump_side)
    position: dict[Suit | None, int] = {s: i for i, s in enumerate(order)}
    sign = -1 if descending else 1
    return lambda c: (position.get(suit_of(c), len(order)), sign * strength(c), c.index)
