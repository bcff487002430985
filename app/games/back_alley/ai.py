"""Back Alley game knowledge for the generic search in ``app.ai`` (see the AI interface).

Only the observation is used to decide (never the real game's State):

- ``random_action``: uniform over the legal actions.
- ``greedy_action``: a deterministic rule-based player. Bids from ``estimate_tricks``;
  play: win the trick as cheaply as possible unless the partner already holds it,
  lead sure winners ("masters"), otherwise get rid of the lowest card.
- ``estimate_tricks``: the observer's expected tricks, a linear model per hand-size
  bucket fitted on greedy play (table below, fitted by ``fit_estimator.py``).
- ``sample_determinization``: a complete State consistent with everything the observer
  knows (own hand, played cards, voids and Blooper obligations, the joker swap).
- ``rollout_action`` / ``heuristic_value``: fast playout policy and evaluation on a
  full (determinized) State.
"""

from __future__ import annotations

import math
import operator
import random
from typing import Callable, Mapping, Sequence

from app.core.cards import ALL_CARDS, BIG_BLOOPER, LITTLE_BLOOPER, SUITS, Card, Suit
from app.games.back_alley.actions import BOARD, NUMERIC_BIDS, PASS, PLAYS, Action
from app.games.back_alley.observation import Observation
from app.games.back_alley.options import DEALS
from app.games.back_alley.rules import (
    PLAYERS,
    STRENGTH,
    TEAM,
    State,
    card_power,
    deal_points,
    is_trump,
    trick_winner_offset,
)

# ----------------------------------------------------------------- trick estimator

FEATURES = (
    "intercept",
    "trump BB", "trump LB", "trump A", "trump K", "trump Q", "trump J/T", "trump 2-9",
    "side A", "side K guarded", "side K single", "side Q guarded", "side Q/J other",
    "ruffs",  # min(trumps held, side suits with at most one card)
)
# Hand sizes grouped so each bucket has deals of similar character.
BUCKET_OF_HAND_SIZE = {1: 0, 2: 1, 3: 2, 4: 2, 5: 3, 6: 3, 7: 3, 8: 4, 9: 4, 10: 4, 11: 5, 12: 5, 13: 5}

# Expected tricks of one player = sum of coefficient * feature, per bucket.
# Fitted by ``python -m app.games.back_alley.fit_estimator`` (least squares over the
# hands of deals played out by four ``greedy_action`` players, whose bids came from
# the previous version of this table; the script prints this table and its error).
COEFFICIENTS: tuple[tuple[float, ...], ...] = (
    (0.07, 0.28, 0.21, 0.14, 0.12, 0.03, -0.00, -0.15, 0.11, 0.00, 0.10, 0.00, 0.09, 0.63),
    (0.09, 0.30, 0.21, 0.15, 0.10, 0.12, -0.02, -0.16, 0.24, 0.11, 0.17, 0.00, 0.09, 0.68),
    (0.12, 0.37, 0.38, 0.33, 0.29, 0.20, 0.11, -0.08, 0.37, 0.16, 0.20, 0.04, 0.10, 0.61),
    (0.18, 1.09, 1.10, 1.01, 0.88, 0.83, 0.76, 0.56, 0.57, 0.21, 0.30, 0.12, 0.10, -0.12),
    (-0.02, 1.12, 1.11, 0.93, 0.79, 0.74, 0.62, 0.41, 0.78, 0.36, 0.21, 0.15, 0.16, 0.15),
    (-0.43, 1.35, 1.22, 1.02, 0.90, 0.78, 0.62, 0.41, 0.94, 0.61, 0.26, 0.21, 0.11, 0.38),
)

_TRUMP_FEATURE = {14: 1, 13: 2, 12: 3, 11: 4, 10: 5, 9: 6, 8: 6}  # by STRENGTH; lower -> 7


def hand_features(hand: Sequence[Card], trump: Suit | None) -> list[float]:
    """The estimator's features of a hand (see ``FEATURES``)."""
    f = [0.0] * len(FEATURES)
    f[0] = 1.0
    lengths: dict[Suit | None, int] = {}
    trumps = 0
    for c in hand:
        if trump is not None and (c.suit is None or c.suit is trump):
            trumps += 1
            f[_TRUMP_FEATURE.get(STRENGTH[c.index], 7)] += 1
        else:
            lengths[c.suit] = lengths.get(c.suit, 0) + 1
    for c in hand:
        if c.suit is None or c.suit is trump:
            continue
        rank, n = c.rank, lengths[c.suit]
        if rank == "A":
            f[8] += 1
        elif rank == "K":
            f[9 if n >= 2 else 10] += 1
        elif rank == "Q":
            f[11 if n >= 3 else 12] += 1
        elif rank == "J":
            f[12] += 1
    if trump is not None:
        side_suits = [s for s in Suit if s is not trump]
        short = sum(1 for s in side_suits if lengths.get(s, 0) <= 1)
        f[13] = float(min(trumps, short))
    return f


def estimate_hand_tricks(hand: Sequence[Card], trump: Suit | None, hand_size: int) -> float:
    """Expected tricks this hand takes under greedy play, in [0, hand_size]."""
    coefficients = COEFFICIENTS[BUCKET_OF_HAND_SIZE[hand_size]]
    value = sum(w * x for w, x in zip(coefficients, hand_features(hand, trump)))
    return min(float(hand_size), max(0.0, value))


def estimate_tricks(obs: Observation) -> float:
    """The observer's expected tricks for this deal: in the auction, the estimate of
    his hand; during play, the tricks he has won plus the estimate of the cards he has
    left (with the coefficients of that many cards)."""
    if obs.phase == "over":
        return float(obs.tricks_won[obs.player])
    left = len(obs.hand)
    if left == 0:
        return float(obs.tricks_won[obs.player])
    return obs.tricks_won[obs.player] + estimate_hand_tricks(obs.hand, obs.trump, left)


# Board when the estimate is within this of the hand size (a board wins or loses
# 10 a trick per multiplier, so it pays from about even odds of taking every trick).
# Duels as below: 0.3 beat 0.1 by 39 points a game and 0.5 by 37.
BOARD_MARGIN = 0.3
# A numeric bid is the estimate + this, rounded down. Measured in greedy-vs-greedy
# duels (60 seeded games, seats alternated): 0.0 beat 0.25 by 25 points a game and
# 0.5 lost 130; -0.25 and 0.1 were level with 0.0, and so were margins 0.2 / 0.4.
BID_ROUNDING = 0.0


def bid_for(estimate: float, hand_size: int) -> Action:
    """A bid from an expected trick count: board when the hand alone should take
    every trick, else a number near the estimate (a failed bid costs 5 a trick, a
    made one earns 5 a trick, overtricks only 1)."""
    if estimate >= hand_size - BOARD_MARGIN:
        return BOARD
    number = int(estimate + BID_ROUNDING)
    number = min(number, hand_size - 1)
    return NUMERIC_BIDS[number] if number >= 1 else PASS


# ----------------------------------------------------------------- random and greedy

def random_action(obs: Observation, rng: random.Random) -> Action:
    return rng.choice(obs.legal_actions())


def _low_key(trump: Suit | None) -> Callable[[Card], tuple[bool, int]]:
    """Cheapest first: side cards before trumps, then by strength."""
    return lambda c: (is_trump(c, trump), STRENGTH[c.index])


def _is_master(c: Card, trump: Suit | None, unseen: set[Card]) -> bool:
    """No unseen card of the same (effective) suit is stronger."""
    suit = c.suit if c.suit is not None else trump
    strength = STRENGTH[c.index]
    for u in unseen:
        us = u.suit if u.suit is not None else trump
        if us is suit and STRENGTH[u.index] > strength:
            return False
    return True


def greedy_action(obs: Observation) -> Action:
    """The deterministic rule-based baseline (see the module docstring)."""
    legal = obs.legal_actions()
    if not legal:
        raise ValueError("Back Alley: greedy_action needs an observation of the player to move")
    if obs.phase == "bid":
        return bid_for(estimate_tricks(obs), obs.hand_size)
    if len(legal) == 1:
        return legal[0]
    trump = obs.trump
    cards = [a.card for a in legal if a.card is not None]  # (plays: every one names its card)
    low = _low_key(trump)
    unseen = set(obs.unseen_cards())
    if not obs.trick:
        return PLAYS[_greedy_lead(obs, cards, unseen, low).index]
    trick = obs.trick
    lead_suit = trick[0].suit if trick[0].suit is not None else trump
    offset = trick_winner_offset(trick, trump)
    winner = (obs.trick_leader + offset) % PLAYERS
    best = card_power(trick[offset], lead_suit, trump)
    last = len(trick) == PLAYERS - 1
    partner = (obs.player + 2) % PLAYERS
    if winner == partner and (last or _is_master(trick[offset], trump, unseen)):
        return PLAYS[min(cards, key=low).index]
    winners = [c for c in cards if card_power(c, lead_suit, trump) > best]
    if winners:
        if not last:
            sure = [c for c in winners if _is_master(c, trump, unseen)]
            if sure:
                return PLAYS[min(sure, key=low).index]
        return PLAYS[min(winners, key=low).index]
    return PLAYS[min(cards, key=low).index]


def _greedy_lead(obs: Observation, cards: list[Card], unseen: set[Card], low) -> Card:
    trump = obs.trump
    trumps = [c for c in cards if is_trump(c, trump)]
    side = [c for c in cards if not is_trump(c, trump)]
    opponents_may_have_trumps = any(is_trump(u, trump) for u in unseen)
    if trumps and opponents_may_have_trumps and len(trumps) >= 2:
        top = max(trumps, key=lambda c: STRENGTH[c.index])
        if _is_master(top, trump, unseen):
            return top  # draw the opponents' trumps
    masters = [c for c in side if _is_master(c, trump, unseen)]
    if masters:
        return max(masters, key=lambda c: STRENGTH[c.index])
    if side:
        lengths: dict[Suit | None, int] = {}
        for c in side:
            lengths[c.suit] = lengths.get(c.suit, 0) + 1
        longest = max(lengths.values())
        return min((c for c in side if lengths[c.suit] == longest), key=low)
    return min(cards, key=low)


# ----------------------------------------------------------------- determinization

_BY_INDEX = operator.attrgetter("index")


class _Knowledge:
    """What one observation allows, computed once and reused for many samples."""

    __slots__ = ("obs", "unseen", "allowed", "needs", "order", "other_joker", "unconstrained", "bidders")

    def __init__(self, obs: Observation):
        self.obs = obs
        self.unseen = obs.unseen_cards()
        impossible = obs.impossible_cards()
        others = [p for p in range(PLAYERS) if p != obs.player]
        self.allowed = {p: frozenset(c for c in self.unseen if c not in impossible[p]) for p in others}
        self.needs = {p: obs.hand_sizes[p] for p in others}
        # Most constrained players first, so a greedy fill rarely dead-ends.
        self.order = sorted(others, key=lambda p: len(self.allowed[p]) - self.needs[p])
        # Players who may hold any unseen card: a fill just takes the first ones.
        self.unconstrained = {p for p in others if len(self.allowed[p]) == len(self.unseen)}
        self.other_joker = None
        if obs.swapper is not None:
            self.other_joker = LITTLE_BLOOPER if obs.trump_card is BIG_BLOOPER else BIG_BLOOPER
        self.bidders = _bidders(obs)  # (reading the bids, ``bid_fit``)


_last_knowledge: _Knowledge | None = None


def _knowledge(obs: Observation) -> _Knowledge:
    global _last_knowledge
    k = _last_knowledge
    if k is None or k.obs is not obs:
        k = _last_knowledge = _Knowledge(obs)
    return k


def shuffle(items: list, rng: random.Random) -> None:
    """``rng.shuffle(items)``: the same order from the same random numbers (CPython's
    shuffle: from the last place down, swap with a place drawn below it by rejection
    on ``getrandbits``), without two Python calls per card: the sampling's biggest
    cost. Tested equal to ``rng.shuffle``, the generator's state after it included."""
    getrandbits = rng.getrandbits
    for i in range(len(items) - 1, 0, -1):
        size = i + 1
        bits = size.bit_length()
        j = getrandbits(bits)
        while j >= size:
            j = getrandbits(bits)
        items[i], items[j] = items[j], items[i]


def _fill_greedy(k: _Knowledge, rng: random.Random) -> dict[int, list[Card]] | None:
    """One random fill of the hands, most constrained player first (None: it dead-ended).
    Each player takes the first cards of the shuffled pool he may hold; the pool keeps
    the rest in order. (The loop stops at his last card: most of a failed sample's time
    was spent walking the pool past it.)"""
    pool = k.unseen[:]
    shuffle(pool, rng)
    hands: dict[int, list[Card]] = {}
    for p in k.order:
        need = k.needs[p]
        if p in k.unconstrained:  # (what the loop below does when every card is allowed)
            if len(pool) < need:
                return None
            hands[p] = pool[:need]
            pool = pool[need:]
            continue
        taken: list[Card] = []
        if need:
            allowed = k.allowed[p]
            for c in pool:
                if c in allowed:
                    taken.append(c)
                    if len(taken) == need:
                        break
            else:
                return None
            last = pool.index(c)
            # Before his last card, every card he may hold went to him.
            pool = [c for c in pool[:last] if c not in allowed] + pool[last + 1:]
        hands[p] = taken
    return hands


def _fill_by_matching(k: _Knowledge, rng: random.Random) -> dict[int, list[Card]]:
    """Augmenting-path matching of hand slots to cards (always succeeds when the
    observation is consistent); used when random greedy fills keep failing."""
    slots = [p for p in k.order for _ in range(k.needs[p])]
    cards = k.unseen[:]
    rng.shuffle(cards)
    owner: dict[Card, int] = {}  # card -> slot index
    # Each player's cards in the shuffled order (the search below visits them so).
    choices = {p: [c for c in cards if c in k.allowed[p]] for p in k.order}

    def place(slot: int, seen: set[Card]) -> bool:
        for c in choices[slots[slot]]:
            if c not in seen:
                seen.add(c)
                if c not in owner or place(owner[c], seen):
                    owner[c] = slot
                    return True
        return False

    for slot in range(len(slots)):
        if not place(slot, set()):
            raise ValueError("Back Alley: the observation is inconsistent (no deal fits it)")
    hands: dict[int, list[Card]] = {p: [] for p in k.order}
    for c, slot in owner.items():
        hands[slots[slot]].append(c)
    return hands


def sample_determinization(obs: Observation, rng: random.Random) -> State:
    """A complete State consistent with everything ``obs.player`` knows."""
    k = _knowledge(obs)
    return _world(obs, k, _sample_hands(obs, k, rng), rng)


def _sample_hands(obs: Observation, k: _Knowledge, rng: random.Random) -> dict[int, list[Card]]:
    """Every player's hand (sorted) in a deal of the unseen cards that fits ``obs``."""
    hands = None
    for _ in range(20):
        hands = _fill_greedy(k, rng)
        if hands is not None:
            break
    if hands is None:
        hands = _fill_by_matching(k, rng)
    hands[obs.player] = list(obs.hand)
    for p in hands:
        hands[p].sort(key=_BY_INDEX)
    return hands


def _world(obs: Observation, k: _Knowledge, hands: dict[int, list[Card]], rng: random.Random) -> State:
    """The State of ``obs`` with these hands (the rest of the unseen cards in the stock)."""
    dealt = set()
    for p in hands:
        dealt.update(hands[p])
    stock_rest = [c for c in k.unseen if c not in dealt]
    shuffle(stock_rest, rng)
    stock = [obs.trump_card]
    if obs.swapper is not None:
        if obs.drawn_card is not None:
            replacement = obs.drawn_card
        else:
            # Any card the swapper has had since the swap could be the one he drew.
            his = hands[obs.swapper] + [
                cards[(obs.swapper - leader) % PLAYERS]
                for leader, cards, _ in obs.played_tricks
            ]
            his += [obs.trick[i] for i in range(len(obs.trick)) if (obs.trick_leader + i) % PLAYERS == obs.swapper]
            replacement = rng.choice(his)
        stock.append(replacement)
    stock += stock_rest

    s = object.__new__(State)
    s.options = obs.options
    s.seed = rng.getrandbits(63)  # later deals: unknown, so any shuffle will do
    s.shuffles = 0
    s.deal_number = obs.deal_number
    s.dealer = obs.dealer
    s.hand_size = obs.hand_size
    s.redeals = obs.redeals
    s.phase = obs.phase
    s.to_move = obs.current_player
    s.hands = tuple(tuple(hands[p]) for p in range(PLAYERS))
    s.stock = tuple(stock)
    s.stock_drawn = 1 if obs.swapper is not None else 0
    s.trump_card = obs.trump_card
    s.trump = obs.trump
    s.swapper = obs.swapper
    s.discarded_joker = k.other_joker
    s.bids = obs.bids  # (the observation's tuples: the State's fields are immutable too)
    s.board_order = obs.board_order
    s.contracts = obs.contracts
    s.multipliers = obs.multipliers
    s.trick_leader = obs.trick_leader
    s.trick = obs.trick
    s.played_tricks = obs.played_tricks
    s.tricks_won = obs.tricks_won
    s.trumps_broken = obs.trumps_broken
    s.scores = obs.scores
    s.deal_history = obs.deal_history
    return s


# ----------------------------------------------------------------- playouts

ROLLOUT_RANDOMNESS = 0.1  # share of playout moves chosen uniformly at random


def rollout_action(state: State, rng: random.Random) -> Action:
    """A fast playout move on a full State: mostly a cheap greedy rule (bid the
    estimate; win as cheaply as possible unless the partner is winning; else play
    low), sometimes random so that playouts explore."""
    if state.phase == "bid":
        p = state.to_move
        if rng.random() < ROLLOUT_RANDOMNESS:
            return rng.choice(state.legal_actions())
        return bid_for(estimate_hand_tricks(state.hands[p], state.trump, state.hand_size), state.hand_size)
    trick = state.trick
    trump = state.trump
    if not trick:
        return PLAYS[_playout_card(state.legal_cards(), None, 0, False, trump, rng).index]
    power = _POWER[trump][trick[0].suit if trick[0].suit is not None else trump]
    offset = trick_winner_offset(trick, trump)
    partner_winning = (state.trick_leader + offset - state.to_move) % PLAYERS == 2
    return PLAYS[_playout_card(state.legal_cards(), power, power[trick[offset]], partner_winning, trump, rng).index]


def _playout_card(cards: list[Card], power: dict[Card, int] | None, best: int, partner_winning: bool,
                  trump: Suit | None, rng: random.Random) -> Card:
    """The playout policy's card among the legal ``cards`` (``rollout_action``'s;
    ``play_out_deal`` makes the same choice on bitmasks). ``power`` None: the player
    leads; else each card's ``card_power`` in this trick, and ``best`` the winning
    card's."""
    if len(cards) == 1:
        return cards[0]
    if rng.random() < ROLLOUT_RANDOMNESS:
        return rng.choice(cards)
    if power is None:
        # Lead the strongest side card (trump leads are kept for when they are all).
        side = [c for c in cards if not is_trump(c, trump)]
        return max(side or cards, key=_STRENGTH_OF.__getitem__)
    low = _LOW_FIRST[trump].__getitem__
    if not partner_winning:
        winners = [c for c in cards if power[c] > best]
        if winners:
            return min(winners, key=low)
    return min(cards, key=low)


# The keys of the playout's max and min (``_low_key`` as one integer: side cards before
# trumps, then by strength), per card, so the comparisons need no Python call.
_STRENGTH_OF: dict[Card, int] = {c: STRENGTH[c.index] for c in ALL_CARDS}
_LOW_FIRST: dict[Suit | None, dict[Card, int]] = {
    trump: {c: 100 * is_trump(c, trump) + STRENGTH[c.index] for c in ALL_CARDS} for trump in (None, *Suit)}
# ``card_power`` by trump, then led suit, then card.
_POWER: dict[Suit | None, dict[Suit | None, dict[Card, int]]] = {
    trump: {lead: {c: card_power(c, lead, trump) for c in ALL_CARDS} for lead in (None, *Suit)}
    for trump in (None, *Suit)}


# The playouts' cards as bits, rank-major (bit = 4 x rank + suit, 2 lowest; the
# Little then the Big Blooper on top), so that the lowest bit of a set of cards is its
# weakest card, and of equal ranks the first in a hand's order (index order: suit by
# suit), as ``min`` over the hand's list picks; every rule of ``legal_cards`` and the
# playout policy is a mask or a table lookup then.
_LB_BIT, _BB_BIT = 52, 53
_JOKER_BITS = 1 << _LB_BIT | 1 << _BB_BIT


def _bit_of(c: Card) -> int:
    if c.suit is None:
        return _BB_BIT if c is BIG_BLOOPER else _LB_BIT
    return 4 * STRENGTH[c.index] + SUITS.index(c.suit)


_BIT_OF: list[int] = [_bit_of(c) for c in ALL_CARDS]  # by card index
_CARD_AT_BIT: list[Card] = [None] * len(ALL_CARDS)  # type: ignore[list-item]
for _c in ALL_CARDS:
    _CARD_AT_BIT[_BIT_OF[_c.index]] = _c
_BIT_VALUE: dict[Card, int] = {c: 1 << _BIT_OF[c.index] for c in ALL_CARDS}  # a card's mask
_SUIT_BITS: dict[Suit | None, int] = {s: sum(1 << _BIT_OF[c.index] for c in ALL_CARDS if c.suit is s) for s in SUITS}
_SUIT_BITS[None] = _JOKER_BITS
# [trump]: the cards of the trump suit (the jokers count, ``is_trump``), 0 with no trump.
_TRUMP_BITS: dict[Suit | None, int] = {t: 0 if t is None else _SUIT_BITS[t] | _JOKER_BITS for t in (None, *SUITS)}
# [trump][effective led suit]: the cards that follow it (``legal_cards``).
_FOLLOW_BITS: dict[Suit | None, dict[Suit | None, int]] = {
    t: {lead: _SUIT_BITS[lead] | _JOKER_BITS if lead is t else _SUIT_BITS[lead] for lead in (None, *SUITS)}
    for t in (None, *SUITS)}
# [trump][effective led suit][bit]: ``card_power``; [trump][led suit][power + 1]: the
# cards of greater power.
_POWER_AT_BIT = {t: {lead: [card_power(_CARD_AT_BIT[b], lead, t) for b in range(len(ALL_CARDS))]
                     for lead in (None, *SUITS)} for t in (None, *SUITS)}
_MOST_POWER = max(p for by_lead in _POWER_AT_BIT.values() for powers in by_lead.values() for p in powers)


def _above(powers: list[int]) -> list[int]:
    """[best + 1] -> the cards whose power (``powers`` by bit, -1 up) is greater."""
    with_power = [0] * (_MOST_POWER + 2)  # [power + 1] -> the cards of that power
    for b, power in enumerate(powers):
        with_power[power + 1] |= 1 << b
    above = [0] * len(with_power)
    stronger = 0
    for i in range(len(with_power) - 1, -1, -1):
        above[i] = stronger
        stronger |= with_power[i]
    return above


_ABOVE = {t: {lead: _above(powers) for lead, powers in by_lead.items()} for t, by_lead in _POWER_AT_BIT.items()}


def _lead(trump: Suit | None, bit: int) -> tuple:
    """A trick led by the card at ``bit``: its cards' powers by bit, the cards above
    each power, the cards that follow, the Blooper led (its bit; 0: none), the led
    card's power."""
    led = _CARD_AT_BIT[bit]
    lead_suit = led.suit if led.suit is not None else trump
    power = _POWER_AT_BIT[trump][lead_suit]
    return power, _ABOVE[trump][lead_suit], _FOLLOW_BITS[trump][lead_suit], bit if led.suit is None else 0, power[bit]


_LEADS = {t: [_lead(t, b) for b in range(len(ALL_CARDS))] for t in (None, *SUITS)}  # [trump][bit led]
_HAND_ORDER_SUITS = tuple(_SUIT_BITS[s] for s in SUITS)


def _in_hand_order(cards: int, k: int) -> int:
    """The bit of the ``k``-th card (from 0) of ``cards`` in a hand's order (by card
    index: suit by suit low to high, then the Big and the Little Blooper)."""
    for suit in _HAND_ORDER_SUITS:
        part = cards & suit
        count = part.bit_count()
        if k < count:
            for _ in range(k):
                part &= part - 1
            return part & -part
        k -= count
    jokers = cards & _JOKER_BITS
    if k == 0 and jokers >> _BB_BIT:
        return 1 << _BB_BIT
    return 1 << _LB_BIT


def _strongest(cards: int) -> int:
    """The bit of the strongest card of ``cards``, of equal ranks the first in a hand's
    order (``max`` by strength over the hand's list)."""
    top = cards.bit_length() - 1
    if top >= _LB_BIT:
        return 1 << top
    rank = cards >> (top & ~3) & 15  # the top rank's suits
    return (rank & -rank) << (top & ~3)


def play_out_deal(state: State, rng: random.Random) -> list[int]:
    """The rest of the deal's play by the playout policy: the tricks won per player
    at its end. The very play ``State.step(rollout_action(...))`` makes from the same
    random numbers (tested: the same tricks and the same random draws), without the
    ``State``: the hands as bitmasks (see ``_BIT_OF``), the trick's winner kept as the
    cards fall, no played-trick record or score sheet. ``state`` (in the play phase)
    is not changed."""
    trump = state.trump
    binds_partner = state.options.blooper_binds_partner
    bit_value = _BIT_VALUE.__getitem__
    hands = [sum(map(bit_value, h)) for h in state.hands]
    board = [b is BOARD for b in state.bids]
    won = list(state.tricks_won)
    leader = state.trick_leader
    p = state.to_move
    broken = state.trumps_broken or trump is None  # (no trump: no restriction on leads)
    tricks_left = state.hand_size - len(state.played_tricks)
    trumps = _TRUMP_BITS[trump]
    side = ~trumps
    leads, follows = _LEADS[trump], _FOLLOW_BITS[trump]
    uniform = rng.random
    choose = rng.choice
    randomness = ROLLOUT_RANDOMNESS
    played = len(state.trick)
    power: list[int] | None = None  # of the trick's cards, once it is led
    above: list[int] = []
    offset = best = follow = 0
    blooper = 0  # a Blooper led: its bit (the others play their highest / lowest trump)
    if played:
        power, above, follow, blooper, _led_power = leads[_BIT_OF[state.trick[0].index]]
        offset = trick_winner_offset(state.trick, trump)
        best = power[_BIT_OF[state.trick[offset].index]]
    while True:
        hand = hands[p]
        if not played:
            cards = hand if broken or board[p] else hand & side or hand
        elif blooper and (binds_partner or (leader - p) % 2):  # the highest / lowest trump
            cards = hand & follows[trump]
            if not cards:
                cards = hand
            elif blooper == _BB_BIT:
                cards = 1 << cards.bit_length() - 1
            else:
                cards &= -cards
        else:
            cards = hand & follow or hand
        if cards & (cards - 1) == 0:
            card = cards
        elif uniform() < randomness:
            card = _in_hand_order(cards, choose(range(cards.bit_count())))
        elif power is None:  # lead the strongest side card (trumps when they are all)
            card = _strongest(cards & side or cards)
        else:
            winners = 0 if (leader + offset - p) % PLAYERS == 2 else cards & above[best + 1]
            low = winners & side or winners or cards & side or cards
            card = low & -low
        hand ^= card
        hands[p] = hand
        bit = card.bit_length() - 1
        if card & trumps:
            broken = True  # for the leads of later tricks
        if power is None:
            power, above, follow, blooper, best = leads[bit]
            offset = 0
        elif power[bit] > best:  # (``trick_winner_offset``: the first of the strongest)
            offset, best = played, power[bit]
        played += 1
        if played < PLAYERS:
            p = (p + 1) % PLAYERS
            continue
        p = leader = (leader + offset) % PLAYERS
        won[p] += 1
        tricks_left -= 1
        if not tricks_left:
            return won
        played = 0
        power = None
        offset = best = 0


# ----------------------------------------------------------------- reading the bids

# A bid says what its bidder's hand is like: the bidders' own rule is ``bid_for`` of
# the hand's estimate (the levels bid by simulation, humans as they like, but near the
# estimate), so a world whose hands make the auction unlikely is a poor world to search.
# A bid is read as the estimate interval ``bid_for`` maps to it; a hand whose estimate
# lies ``d`` tricks outside that interval fits with the likelihood
# FLOOR + (1 - FLOOR) exp(-(d/SLACK)^2/2): a bid half a trick off the estimate is still
# likely, and no hand is ruled out (tolerant of other bidders, humans included).
# Measured on Hard's bids (216 bids of 2 games): 72 % inside the interval, 20 % within
# half a trick of it, 8 % one or two tricks off.
BID_READING_SLACK = 0.6
BID_READING_FLOOR = 0.03


def bid_interval(bid: Action, hand_size: int) -> tuple[float, float]:
    """The estimates ``bid_for`` turns into ``bid`` (low, high), for a legal bid."""
    board_from = hand_size - BOARD_MARGIN
    if bid is BOARD:
        return board_from, math.inf
    if bid is PASS:
        return -math.inf, min(1.0, board_from)
    return float(bid.amount), (bid.amount + 1.0 if bid.amount < hand_size - 1 else board_from)


def bid_likelihood(bid: Action, estimate: float, hand_size: int) -> float:
    """How well a hand with ``estimate`` tricks fits ``bid`` (1 inside its interval)."""
    low, high = bid_interval(bid, hand_size)
    distance = low - estimate if estimate < low else estimate - high if estimate > high else 0.0
    if distance <= 0.0:
        return 1.0
    z = distance / BID_READING_SLACK
    return BID_READING_FLOOR + (1.0 - BID_READING_FLOOR) * math.exp(-0.5 * z * z)


def _estimate_masks(trump: Suit | None) -> tuple:
    """``hand_features`` on bitmasks (see ``_BIT_OF``), for one trump: the masks of the
    cards each per-card feature counts (by feature index), and per side suit its
    cards, its king and its queen (whose features depend on the suit's length)."""
    linear: dict[int, int] = {}
    for c in ALL_CARDS:
        bit = _BIT_VALUE[c]
        if is_trump(c, trump):
            feature = _TRUMP_FEATURE.get(STRENGTH[c.index], 7)
        elif c.suit is None:
            continue  # no trump: the jokers count for nothing
        elif c.rank == "A":
            feature = 8
        elif c.rank == "J":
            feature = 12
        else:
            continue
        linear[feature] = linear.get(feature, 0) | bit
    side = []
    for suit in SUITS:
        if suit is trump:
            continue
        king = next(c for c in ALL_CARDS if c.suit is suit and c.rank == "K")
        queen = next(c for c in ALL_CARDS if c.suit is suit and c.rank == "Q")
        side.append((_SUIT_BITS[suit], _BIT_VALUE[king], _BIT_VALUE[queen]))
    return tuple(sorted(linear.items())), tuple(side), _TRUMP_BITS[trump]


_ESTIMATE_MASKS = {trump: _estimate_masks(trump) for trump in (None, *SUITS)}


def estimate_mask_tricks(cards: int, trump: Suit | None, hand_size: int) -> float:
    """``estimate_hand_tricks`` of the hand whose cards are the bits of ``cards``
    (equal up to rounding; tested), several times faster: the bids' reading weighs
    thousands of sampled hands a decision."""
    c = COEFFICIENTS[BUCKET_OF_HAND_SIZE[hand_size]]
    linear, side, trumps = _ESTIMATE_MASKS[trump]
    value = c[0]
    for feature, mask in linear:
        value += c[feature] * (cards & mask).bit_count()
    short = 0
    for suit, king, queen in side:
        part = cards & suit
        n = part.bit_count()
        if n <= 1:
            short += 1
        if part & king:
            value += c[9] if n >= 2 else c[10]
        if part & queen:
            value += c[11] if n >= 3 else c[12]
    if trumps:
        value += c[13] * min((cards & trumps).bit_count(), short)
    return min(float(hand_size), max(0.0, value))


def _bidders(obs: Observation) -> tuple[tuple[int, Action, int], ...]:
    """The auction as ``bid_fit`` reads it: the other players who have bid, with their
    bids and the cards they have played since as a bitmask (the hand they bid on is
    the sampled hand plus those)."""
    played = [0] * PLAYERS
    for leader, cards, _winner in obs.played_tricks:
        for i, c in enumerate(cards):
            played[(leader + i) % PLAYERS] |= _BIT_VALUE[c]
    for i, c in enumerate(obs.trick):
        played[(obs.trick_leader + i) % PLAYERS] |= _BIT_VALUE[c]
    bidders = []
    for p, bid in enumerate(obs.bids):
        if p != obs.player and bid is not None:
            bidders.append((p, bid, played[p]))
    return tuple(bidders)


def bid_fit(obs: Observation, hands: Mapping[int, Sequence[Card]] | Sequence[Sequence[Card]]) -> float:
    """The likelihood of the auction seen in ``obs`` (the other players' bids) if the
    players hold ``hands`` now (a determinization's), by ``bid_likelihood``."""
    h, trump = obs.hand_size, obs.trump
    bit_value = _BIT_VALUE.__getitem__
    fit = 1.0
    for p, bid, played in _knowledge(obs).bidders:
        estimate = estimate_mask_tricks(sum(map(bit_value, hands[p])) | played, trump, h)
        fit *= bid_likelihood(bid, estimate, h)
    return fit


def sample_reading_bids(obs: Observation, rng: random.Random, tries: int) -> State:
    """A determinization that fits the auction too: up to ``tries`` deals of the
    unseen cards as ``sample_determinization`` deals them, each kept with its
    ``bid_fit`` as the chance (rejection sampling: the kept worlds follow the bids'
    likelihood); when none is kept, the best fitting one. Every world fits the
    observation as ``sample_determinization``'s do, and it never takes more than
    ``tries`` deals."""
    k = _knowledge(obs)
    if not k.bidders or tries <= 1:
        return _world(obs, k, _sample_hands(obs, k, rng), rng)
    best, best_fit = None, -1.0
    for _ in range(tries):
        hands = _sample_hands(obs, k, rng)
        fit = bid_fit(obs, hands)
        if fit >= 1.0 or rng.random() < fit:
            return _world(obs, k, hands, rng)
        if fit > best_fit:
            best, best_fit = hands, fit
    assert best is not None  # (tries > 1 deals were judged)
    return _world(obs, k, best, rng)


def heuristic_value(state: State, player: int) -> float:
    """A value in [-1, 1] for ``player``: the score lead plus the current deal's
    projected points (tricks left split by the estimator), squashed by a scale that
    shrinks as fewer deals remain."""
    if state.phase == "over":
        return state.returns()[player]
    team = TEAM[player]
    diff = state.scores[team] - state.scores[1 - team]
    if state.phase == "play":
        h = state.hand_size
        won = state.tricks_won
        remaining = h - len(state.played_tricks)
        expected = [0.0, 0.0]
        for p in range(PLAYERS):
            hand = state.hands[p]
            if hand:
                expected[TEAM[p]] += estimate_hand_tricks(hand, state.trump, len(hand))
        total = expected[0] + expected[1]
        for t in (0, 1):
            # The two teams share exactly the tricks left, in proportion to estimates.
            share = expected[t] / total if total > 0 else 0.5
            tricks = won[t] + won[t + 2] + int(round(remaining * share))
            points = deal_points(state.contracts[t], state.multipliers[t], min(tricks, h), h)
            diff += points if t == team else -points
    deals_left = DEALS - state.deal_number + 1
    scale = 30.0 + 12.0 * deals_left
    return math.tanh(diff / scale)


__all__ = [
    "random_action", "greedy_action", "sample_determinization", "rollout_action", "play_out_deal", "heuristic_value",
    "estimate_tricks", "estimate_hand_tricks", "hand_features", "bid_for", "COEFFICIENTS", "FEATURES",
    "bid_fit", "bid_likelihood", "sample_reading_bids",
]
