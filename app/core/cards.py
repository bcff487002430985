"""Playing cards shared by Kozel, Svoi Kozyri and Back Alley.

Notation (design.md): rank ``2..9 T J Q K A`` + suit ``C D H S`` (``6S``, ``TH``,
``QC``); the jokers are ``BB`` (Big Blooper) and ``LB`` (Little Blooper).

Cards are interned: there is exactly one ``Card`` object per card, so comparisons are
identity checks and hashing is cheap, which matters in random simulations and search.
"""

from __future__ import annotations

import random
from enum import Enum
from typing import Iterable, Sequence

from app.core.protocol import IllegalAction


class Suit(str, Enum):
    CLUBS = "C"
    DIAMONDS = "D"
    HEARTS = "H"
    SPADES = "S"

    def __str__(self) -> str:
        return self.value

    @classmethod
    def parse(cls, text: str) -> "Suit":
        try:
            return cls(text.strip().upper())
        except ValueError:
            raise IllegalAction(f"'{text}' is not a suit (use C, D, H or S)") from None


SUITS: tuple[Suit, ...] = (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES)
RANKS: tuple[str, ...] = ("2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K", "A")
BIG_BLOOPER_CODE = "BB"
LITTLE_BLOOPER_CODE = "LB"


class Card:
    """One playing card. Build with ``Card.parse`` or ``card(...)``; never directly."""

    __slots__ = ("rank", "suit", "code", "index")

    rank: str
    suit: Suit | None
    code: str
    index: int

    def __init__(self, rank: str, suit: Suit | None, index: int):
        self.rank = rank
        self.suit = suit
        self.code = rank if suit is None else rank + suit.value
        self.index = index  # 0..53: a stable small integer for bitsets and arrays

    @property
    def is_joker(self) -> bool:
        return self.suit is None

    def __str__(self) -> str:
        return self.code

    def __repr__(self) -> str:
        return f"Card({self.code})"

    # Interned: copies and pickles resolve to the one instance.
    def __reduce__(self):
        return (Card.parse, (self.code,))

    def __copy__(self) -> "Card":
        return self

    def __deepcopy__(self, memo) -> "Card":
        return self

    @staticmethod
    def parse(text: str) -> "Card":
        try:
            return _BY_CODE[text.strip().upper()]
        except (KeyError, AttributeError):
            raise IllegalAction(
                f"'{text}' is not a card (rank 2-9, T, J, Q, K, A then suit C, D, H, S; "
                "or BB / LB for the jokers)"
            ) from None


_ALL: list[Card] = []
_BY_CODE: dict[str, Card] = {}
for _suit in SUITS:
    for _rank in RANKS:
        _c = Card(_rank, _suit, len(_ALL))
        _ALL.append(_c)
        _BY_CODE[_c.code] = _c
for _code in (BIG_BLOOPER_CODE, LITTLE_BLOOPER_CODE):
    _c = Card(_code, None, len(_ALL))
    _ALL.append(_c)
    _BY_CODE[_code] = _c

ALL_CARDS: tuple[Card, ...] = tuple(_ALL)
BIG_BLOOPER: Card = _BY_CODE[BIG_BLOOPER_CODE]
LITTLE_BLOOPER: Card = _BY_CODE[LITTLE_BLOOPER_CODE]


def suit_of(c: Card) -> Suit:
    """The suit of a card that is not a joker (``ValueError`` for a joker)."""
    if c.suit is None:
        raise ValueError(f"{c} is a joker: it has no suit")
    return c.suit


def card(code: str) -> Card:
    """Shorthand for ``Card.parse``."""
    return Card.parse(code)


def parse_cards(text: str | Iterable[str]) -> list[Card]:
    """``"7H 9H"`` or ``["7H", "9H"]`` -> cards, in the order given."""
    items = text.split() if isinstance(text, str) else list(text)
    return [Card.parse(t) for t in items]


def format_cards(cards: Iterable[Card]) -> str:
    return " ".join(c.code for c in cards)


class RankOrder:
    """A game's order of ranks within a suit, low to high (e.g. Kozel's ``6789JQKTA``)."""

    __slots__ = ("ranks", "_strength")

    def __init__(self, ranks: Sequence[str]):
        self.ranks = tuple(ranks)
        self._strength = {r: i for i, r in enumerate(self.ranks)}

    def strength(self, c: Card) -> int:
        """Position of the card's rank in this order (higher beats lower)."""
        return self._strength[c.rank]

    def __contains__(self, rank: str) -> bool:
        return rank in self._strength


NATURAL_ORDER = RankOrder(RANKS)  # 2 .. A, ace high
SHORT_DECK_ORDER = RankOrder(RANKS[4:])  # 6 .. A, ace high (Svoi Kozyri)


def deck36() -> list[Card]:
    """6 to A in four suits, suit by suit."""
    return [c for c in ALL_CARDS if c.suit is not None and c.rank in SHORT_DECK_ORDER]


def deck52() -> list[Card]:
    return [c for c in ALL_CARDS if c.suit is not None]


def deck54() -> list[Card]:
    """The 52-card pack plus the Big and the Little Blooper."""
    return list(ALL_CARDS)


def shuffled(cards: Iterable[Card], rng: random.Random) -> list[Card]:
    out = list(cards)
    rng.shuffle(out)
    return out


def deal_order(first: int, players: int, rounds: int) -> list[int]:
    """Who receives each card when dealing one at a time, ``rounds`` cards each,
    clockwise starting with ``first``."""
    return [(first + i) % players for i in range(rounds * players)]
