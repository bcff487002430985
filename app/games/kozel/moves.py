"""Which cards beat which, and the legal actions of a hand: shared by the ``State`` and
the ``Observation`` so both give the very same list."""

from __future__ import annotations

from itertools import combinations
from typing import Sequence

from app.core.cards import Card, Suit, deck36
from app.games.kozel.actions import _SORT_KEY, BEAT, DISCARD, LEAD, PULL_ACTION, Action
from app.games.kozel.options import CARD_POINTS, HAND_SIZE, RANK_ORDER

DECK: tuple[Card, ...] = tuple(deck36())
STRENGTH: dict[Card, int] = {c: RANK_ORDER.strength(c) for c in DECK}
POINTS: dict[Card, int] = {c: CARD_POINTS[c.rank] for c in DECK}


# The cards a card beats, as a bitmask by ``Card.index``: a playout asks "does this beat
# that" hundreds of thousands of times a decision, so it is one lookup and a shift.
# ``_BEATEN_AS_TRUMP`` when the card's suit is trump, else ``_BEATEN`` (one lookup by
# card, which hashes by identity, instead of a table per trump suit).
_BEATEN: dict[Card, int] = {c: sum(1 << o.index for o in DECK if o.suit is c.suit and STRENGTH[c] > STRENGTH[o])
                            for c in DECK}
_BEATEN_AS_TRUMP: dict[Card, int] = {c: _BEATEN[c] | sum(1 << o.index for o in DECK if o.suit is not c.suit)
                                     for c in DECK}


def beats(card: Card, other: Card, trump: Suit) -> bool:
    """Same suit and higher, or a trump against a non-trump (two trumps: the higher)."""
    return (_BEATEN_AS_TRUMP if card.suit is trump else _BEATEN)[card] >> other.index & 1 == 1


def beats_all(cards: Sequence[Card], winning: Sequence[Card], trump: Suit) -> bool:
    """True when each card can be paired with a different winning card that it beats
    (a perfect matching of at most 4 x 4, on bitmasks of the winning cards' places)."""
    count = len(cards)
    if count != len(winning):
        return False
    if count == 1:
        return beats(cards[0], winning[0], trump)
    places = []  # per card: the bitmask of the places in ``winning`` it beats
    covered = 0
    for c in cards:
        mask = (_BEATEN_AS_TRUMP if c.suit is trump else _BEATEN)[c]
        here = 0
        for j, w in enumerate(winning):
            if mask >> w.index & 1:
                here |= 1 << j
        if not here:
            return False
        places.append(here)
        covered |= here
    if covered != (1 << count) - 1:  # quick refusal: a winning card nothing beats
        return False
    return _matching(places, 0, 0)


def _matching(places: list[int], i: int, used: int) -> bool:
    """Cards ``i``.. can each take a different place not in ``used``."""
    if i == len(places):
        return True
    free = places[i] & ~used
    while free:
        bit = free & -free
        if _matching(places, i + 1, used | bit):
            return True
        free ^= bit
    return False


def explain_failed_beat(cards: Sequence[Card], winning: Sequence[Card], trump: Suit) -> str:
    names = " ".join(map(str, cards))
    if len(cards) == 1:
        return f"Kozel: a beat must beat every winning card: {cards[0]} cannot beat {winning[0]}"
    for w in winning:
        if not any(beats(c, w, trump) for c in cards):
            return f"Kozel: a beat must beat every winning card, one for one: nothing in {names} beats {w}"
    return (
        f"Kozel: a beat must beat every winning card, one for one: no pairing of {names} "
        f"beats {' '.join(map(str, winning))} card for card"
    )


def can_pull(hand: Sequence[Card], lead_count: int) -> bool:
    """Four cards of one suit in hand, and the lead was not already four cards (a four-card
    lead cannot be pulled against, and a pull makes the lead four cards: one per trick)."""
    if lead_count >= HAND_SIZE or len(hand) != HAND_SIZE:
        return False
    suit = hand[0].suit
    return all(c.suit is suit for c in hand)


_new_action = tuple.__new__  # skips the NamedTuple's Python-level __new__ (hot path)
_sort_key = _SORT_KEY.__getitem__


def legal_actions_for(
    hand: Sequence[Card], is_leader: bool, lead_count: int, winning: Sequence[Card], trump: Suit
) -> list[Action]:
    """Leads (one suit, 1-4 cards), or beats, then discards, then the pull; each group in
    the fixed card order, so equal positions always give equal lists."""
    ordered = sorted(hand, key=_sort_key)
    if is_leader:
        leads: list[Action] = []
        start = 0
        while start < len(ordered):
            suit = ordered[start].suit
            end = start
            while end < len(ordered) and ordered[end].suit is suit:
                end += 1
            group = ordered[start:end]
            for size in range(1, len(group) + 1):
                leads.extend(_new_action(Action, (LEAD, combo)) for combo in combinations(group, size))
            start = end
        return leads
    beat_actions: list[Action] = []
    discards: list[Action] = []
    if lead_count == 1:
        target = winning[0]
        for c in ordered:
            combo: tuple[Card, ...] = (c,)
            if beats(c, target, trump):
                beat_actions.append(_new_action(Action, (BEAT, combo)))
            discards.append(_new_action(Action, (DISCARD, combo)))
    else:
        for combo in combinations(ordered, lead_count):
            if beats_all(combo, winning, trump):
                beat_actions.append(_new_action(Action, (BEAT, combo)))
            discards.append(_new_action(Action, (DISCARD, combo)))
    if can_pull(ordered, lead_count):
        discards.append(PULL_ACTION)
    return beat_actions + discards
