"""The pure rules of play, shared by the ``State`` and the ``Observation``: which card
beats which, how many cards a pick-up takes, and the legal actions of a hand.

Hands are bitmasks over ``Card.index`` (bit ``1 << card.index``), which makes legal-move
generation and cloning cheap: the AI does both millions of times.
"""

from __future__ import annotations

from app.core.cards import SHORT_DECK_ORDER, SUITS, Card, Suit
from app.games.svoi_kozyri.actions import BEAT_BY_INDEX, DECK, INDEX_SPAN, PLAY_BY_INDEX, TAKE_ACTION, Action
from app.games.svoi_kozyri.options import PICKUP_NOT_OWN_TRUMP, PICKUP_OWN_TRUMP, WHOLE_PILE_RANK

# Keyed by ``Card.suit`` (``Suit | None``: the jokers, not in this pack, have no suit).
SUIT_NAMES: dict[Suit | None, str] = {Suit.CLUBS: "club", Suit.DIAMONDS: "diamond", Suit.HEARTS: "heart",
                                      Suit.SPADES: "spade"}

CARD_AT: list[Card | None] = [None] * INDEX_SPAN
for _c in DECK:
    CARD_AT[_c.index] = _c

DECK_MASK = 0
SUIT_MASK: dict[Suit | None, int] = {s: 0 for s in SUITS}
for _c in DECK:
    DECK_MASK |= 1 << _c.index
    SUIT_MASK[_c.suit] |= 1 << _c.index

# Same-suit cards ranking above each card.
HIGHER_IN_SUIT: list[int] = [0] * INDEX_SPAN
for _c in DECK:
    for _d in DECK:
        if _d.suit is _c.suit and SHORT_DECK_ORDER.strength(_d) > SHORT_DECK_ORDER.strength(_c):
            HIGHER_IN_SUIT[_c.index] |= 1 << _d.index


def _beaters_for(trump: Suit) -> list[int]:
    """For a player whose own trump is ``trump``: top card index -> mask of the cards that
    beat it. A higher card of the same suit always beats; any own trump beats a card that
    is not of the own trump suit. Only the acting player's trump counts."""
    table = [0] * INDEX_SPAN
    for c in DECK:
        table[c.index] = HIGHER_IN_SUIT[c.index] if c.suit is trump else HIGHER_IN_SUIT[c.index] | SUIT_MASK[trump]
    return table


# Keyed by a player's trump (``Suit | None`` before it is chosen; the play needs it chosen).
BEATERS: dict[Suit | None, list[int]] = {s: _beaters_for(s) for s in SUITS}


def mask_of(cards) -> int:
    m = 0
    for c in cards:
        m |= 1 << c.index
    return m


# Per-suit lookup tables, so turning a hand mask into cards or actions costs four table
# lookups instead of a loop over bits (legal-move generation is the hot path of the AI).
# Card.index = 13 * suit + rank position (2..A), so a suit's 6..A are 9 bits at SUIT_SHIFT.
SUIT_SHIFT: tuple[int, ...] = tuple(min(c.index for c in DECK if c.suit is s) for s in SUITS)
RANKS_PER_SUIT = 9
CHUNK = (1 << RANKS_PER_SUIT) - 1


def _chunk_tables(items_by_index: list) -> tuple[tuple[tuple, ...], ...]:
    tables = []
    for shift in SUIT_SHIFT:
        table = []
        for chunk in range(CHUNK + 1):
            table.append(tuple(items_by_index[shift + r] for r in range(RANKS_PER_SUIT) if chunk >> r & 1))
        tables.append(tuple(table))
    return tuple(tables)


_CARD_CHUNKS = _chunk_tables(CARD_AT)
_PLAY_CHUNKS = _chunk_tables(PLAY_BY_INDEX)
_BEAT_CHUNKS = _chunk_tables(BEAT_BY_INDEX)
_S0, _S1, _S2, _S3 = SUIT_SHIFT


def _by_chunks(tables, mask: int) -> tuple:
    t0, t1, t2, t3 = tables
    return (t0[mask >> _S0 & CHUNK] + t1[mask >> _S1 & CHUNK] + t2[mask >> _S2 & CHUNK]
            + t3[mask >> _S3 & CHUNK])


def cards_of(mask: int) -> tuple[Card, ...]:
    """The cards of a mask, in index order (clubs, diamonds, hearts, spades; low to high)."""
    return _by_chunks(_CARD_CHUNKS, mask)


def beats(card: Card, top: Card, trump: Suit) -> bool:
    """Whether ``card`` beats ``top`` for a player whose own trump suit is ``trump``."""
    return bool(BEATERS[trump][top.index] >> card.index & 1)


def pickup_count(pile_size: int, top: Card, trump: Suit | None) -> int:
    """How many cards a pick-up takes from the top of a pile of ``pile_size`` cards."""
    if top.suit is not trump:
        return min(PICKUP_NOT_OWN_TRUMP, pile_size)
    if top.rank == WHOLE_PILE_RANK:
        return pile_size
    return min(PICKUP_OWN_TRUMP, pile_size)


def legal_play_actions(hand: int, pile: list[Card] | tuple[Card, ...], trump: Suit | None, pending_extra: bool,
                       voluntary_pickup: bool) -> list[Action]:
    """The legal actions of the player to move in the play phase, in action-id order:
    any card to start a pile or as the extra card after a beat; otherwise the beats, and
    the pick-up when voluntary or when no card beats. (The hot path: tables inlined.)"""
    if pending_extra or not pile:
        t0, t1, t2, t3 = _PLAY_CHUNKS
        return [*t0[hand >> _S0 & CHUNK], *t1[hand >> _S1 & CHUNK], *t2[hand >> _S2 & CHUNK],
                *t3[hand >> _S3 & CHUNK]]
    beating = hand & BEATERS[trump][pile[-1].index]
    if not beating:
        return [TAKE_ACTION]
    t0, t1, t2, t3 = _BEAT_CHUNKS
    if voluntary_pickup:
        return [*t0[beating >> _S0 & CHUNK], *t1[beating >> _S1 & CHUNK], *t2[beating >> _S2 & CHUNK],
                *t3[beating >> _S3 & CHUNK], TAKE_ACTION]
    return [*t0[beating >> _S0 & CHUNK], *t1[beating >> _S1 & CHUNK], *t2[beating >> _S2 & CHUNK],
            *t3[beating >> _S3 & CHUNK]]


def why_cannot_beat(card: Card, top: Card, trump: Suit) -> str:
    """The rule a failed beat breaks, in words."""
    name = SUIT_NAMES[top.suit]
    if top.suit is trump:
        return (f"Svoi Kozyri: {card} cannot beat {top}: a card of your own trump suit "
                f"({trump.value}) can only be beaten by a higher {name}")
    return (f"Svoi Kozyri: {card} cannot beat {top}: beat with a higher {name} "
            f"or with any card of your own trump suit ({trump.value})")
