"""Back Alley claims: the claimer's partnership takes every remaining trick of the deal,
whatever anyone plays (``app/core/claim.py`` says what a claim is).

- ``judge_claim(state, player)``: exact, from the true hands (the table's judge).
- ``claim_provable(observation)``: from one player's information only (a computer's
  claim, or the UI's "you could claim" hint); sound, never proves a wrong claim.

Both search every legal line, one card per class of equivalent cards: two cards of one
(effective) suit with no card still in play ranked between them have the same future.
"""

from __future__ import annotations

from typing import Iterable

from app.core.cards import BIG_BLOOPER, Card, Suit
from app.core.claim import (
    UNPROVABLE,
    ClaimReason,
    ClaimVerdict,
    SearchResult,
    every_trick_to,
    play_out,
    verdict_from,
)
from app.games.back_alley.actions import BOARD
from app.games.back_alley.observation import Observation
from app.games.back_alley.rules import (
    PLAYERS,
    STRENGTH,
    TEAM,
    State,
    card_power,
    effective_suit,
    is_trump,
    legal_cards,
    trick_winner_offset,
)

# Node budgets. The judge's is large: a wrong claim is refuted within a few hundred nodes
# and a right one late in a deal needs a few thousand; only a right claim very early in a
# 13-card deal could need more (then it is refused as "too many cards" — measured on
# random deals in tests/test_claims.py and app/bench/claims.py).
JUDGE_NODE_BUDGET = 200_000
# A player's own proof runs after every trick for the computer and for the UI's hint:
# it must stay cheap; running out only means "no claim offered".
OWN_PROOF_NODE_BUDGET = 5_000


# ----------------------------------------------------------------- shared helpers

def _power_order(card: Card, trump: Suit | None) -> tuple[int, int]:
    """Trumps above everything, then by strength (for ordering the search's moves)."""
    return (1 if is_trump(card, trump) else 0, STRENGTH[card.index])


def _classes(candidates: Iterable[Card], owner_of: dict[Card, object], trump: Suit | None,
             merge_dead: bool = False) -> list[list[Card]]:
    """Group ``candidates`` into runs of cards with the same owner that are adjacent in
    their effective suit among all the cards in ``owner_of`` (every card still in play);
    with ``merge_dead``, the cards whose owner is "dead" form one group."""
    by_suit: dict[Suit | None, list[Card]] = {}
    for c in owner_of:
        by_suit.setdefault(effective_suit(c, trump), []).append(c)
    run_of: dict[Card, tuple] = {}
    for suit, cards in by_suit.items():
        cards.sort(key=lambda c: STRENGTH[c.index])
        run, previous = 0, object()
        for c in cards:
            owner = owner_of[c]
            if owner != previous:
                run += 1
                previous = owner
            run_of[c] = (suit, run)
    groups: dict[str | tuple, list[Card]] = {}
    for c in candidates:
        groups.setdefault("dead" if merge_dead and owner_of[c] == "dead" else run_of[c], []).append(c)
    return list(groups.values())


# ----------------------------------------------------------------- exact (the judge)

def _nothing_beats(claim_cards: Iterable[Card], other_cards: Iterable[Card], trump: Suit | None) -> bool:
    """No card of ``other_cards`` could ever take a trick led with a card of
    ``claim_cards``: then while the claimer's team leads, it wins every trick."""
    best: dict[Suit | None, int] = {}
    for c in other_cards:
        suit = effective_suit(c, trump)
        best[suit] = max(best.get(suit, -1), STRENGTH[c.index])
    other_trumps = trump is not None and trump in best
    for c in claim_cards:
        suit = effective_suit(c, trump)
        if STRENGTH[c.index] < best.get(suit, -1):
            return False
        if other_trumps and suit is not trump:
            return False
    return True


class _Exact:
    """A position of the real deal, played by the model's own rules (``legal_cards``,
    ``trick_winner_offset``); lighter than cloning the ``State`` at every node."""

    __slots__ = ("ctx", "hands", "trick", "leader", "broken", "tricks_left")

    def __init__(self, ctx, hands, trick, leader, broken, tricks_left):
        self.ctx = ctx  # (claim team, trump, options, board bidders)
        self.hands = hands
        self.trick = trick
        self.leader = leader
        self.broken = broken
        self.tricks_left = tricks_left

    def finished(self) -> bool:
        return self.tricks_left == 0

    def key(self):
        return (self.hands, self.trick, self.leader, self.broken)

    def _team_cards(self, team: int) -> list[Card]:
        return [c for p in range(team, PLAYERS, 2) for c in self.hands[p]]

    def proved(self) -> bool:
        team, trump = self.ctx[0], self.ctx[1]
        if self.trick:
            return False
        others = self._team_cards(1 - team)
        if trump is not None and not any(is_trump(c, trump) for c in others) and any(
                self.hands[p] and all(is_trump(c, trump) for c in self.hands[p]) for p in range(team, PLAYERS, 2)):
            # A player of the claimer's team holds nothing but trumps and the other team
            # none: every trick gets a trump from him and none from them.
            return True
        return TEAM[self.leader] == team and _nothing_beats(self._team_cards(team), others, trump)

    def moves(self):
        team, trump, options, boards = self.ctx
        mover = (self.leader + len(self.trick)) % PLAYERS
        trick = list(self.trick)
        legal = legal_cards(self.hands[mover], trick, trump, self.broken, mover in boards,
                            (self.leader - mover) % 2 == 0, options)
        if len(legal) <= 1:
            return legal
        owner_of: dict[Card, object] = {c: "trick" for c in trick}
        for p, hand in enumerate(self.hands):
            for c in hand:
                owner_of[c] = p
        if TEAM[mover] != team:
            # While the claimer's team leads every trick (the other team leading means a
            # trick was lost: the search has stopped), a plain card of a suit that team
            # no longer holds can never take a trick: all such cards are alike.
            claim_suits = {effective_suit(c, trump) for c in self._team_cards(team)}
            lead_suit = effective_suit(trick[0], trump) if trick else None
            for c in legal:
                suit = effective_suit(c, trump)
                if suit is not trump and suit not in claim_suits and suit is not lead_suit:
                    owner_of[c] = "dead"
        legal = [group[0] for group in _classes(legal, owner_of, trump, merge_dead=True)]
        # The other team's strongest cards first, the claimer's team's weakest first:
        # a wrong claim is refuted on the first lines tried.
        legal.sort(key=lambda c: _power_order(c, trump), reverse=TEAM[mover] != team)
        return legal

    def child(self, card: Card):
        trump = self.ctx[1]
        mover = (self.leader + len(self.trick)) % PLAYERS
        hands = tuple(tuple(c for c in h if c is not card) if p == mover else h
                      for p, h in enumerate(self.hands))
        trick = self.trick + (card,)
        broken = self.broken or is_trump(card, trump)
        if len(trick) < PLAYERS:
            return _Exact(self.ctx, hands, trick, self.leader, broken, self.tricks_left), None
        winner = (self.leader + trick_winner_offset(trick, trump)) % PLAYERS
        return _Exact(self.ctx, hands, (), winner, broken, self.tricks_left - 1), TEAM[winner]


def _tricks_left(hand_sizes: Iterable[int], leader: int, trick_length: int) -> int:
    sizes = list(hand_sizes)
    return sizes[leader] + (1 if trick_length else 0)


def judge_search(state: State, player: int, node_budget: int = JUDGE_NODE_BUDGET) -> SearchResult:
    team = TEAM[player]
    boards = frozenset(p for p in range(PLAYERS) if state.bids[p] is BOARD)
    root = _Exact((team, state.trump, state.options, boards), tuple(tuple(h) for h in state.hands),
                  tuple(state.trick), state.trick_leader, state.trumps_broken,
                  _tricks_left(map(len, state.hands), state.trick_leader, len(state.trick)))
    return every_trick_to(root, team, node_budget)


def judge_claim(state: State, player: int) -> ClaimVerdict:
    """Accept ``player``'s claim (every remaining trick of this deal to his partnership)
    only if every legal continuation gives them every trick; else say why."""
    team = TEAM[player]
    if state.phase != "play":
        return ClaimVerdict(False, ClaimReason.NOT_PLAYING, team)
    return verdict_from(judge_search(state, player), team)


def deal_over(start: State):
    """A predicate for ``play_out``: the deal being played on ``start`` has ended."""
    deal, redeals = start.deal_number, start.redeals

    def over(state: State) -> bool:
        # Any phase but the auction and the play means the deal has ended.
        return state.phase not in ("bid", "play") or state.deal_number != deal or state.redeals != redeals

    return over


def play_out_claim(state: State) -> list:
    """Finish the deal after an accepted claim (any legal cards give the same tricks)."""
    return play_out(state, deal_over(state))


# ----------------------------------------------------------------- one player's knowledge

_LOW_FIRST, _HIGH_FIRST = False, True


class _Known:
    """A position as one player knows it. His own hand is exact; the other three hold
    ``counts`` cards from ``pool`` (every card he has not seen, the undealt rest included),
    minus what the public play excludes for each. Their cards that cannot take the trick
    lead to a single move that removes nothing from the pool (what they could still hold
    only grows: an over-approximation, so a proof here holds in every consistent deal).
    A trick led by one of them is not followed: "unprovable"."""

    __slots__ = ("ctx", "hand", "counts", "excluded", "pool", "leader", "lead", "best_player",
                 "best_card", "played", "broken", "tricks_left")

    def __init__(self, ctx, hand, counts, excluded, pool, leader, lead, best_player, best_card, played,
                 broken, tricks_left):
        self.ctx = ctx  # (observer, team, trump, options, board bidders)
        self.hand = hand
        self.counts = counts
        self.excluded = excluded
        self.pool = pool
        self.leader = leader
        self.lead = lead
        self.best_player = best_player
        self.best_card = best_card
        self.played = played
        self.broken = broken
        self.tricks_left = tricks_left

    def finished(self) -> bool:
        return self.tricks_left == 0

    def proved(self) -> bool:
        """The observer leads, and nothing the others could hold beats any of his cards
        (not even his partner's, who would then lead a trick the search cannot follow)."""
        observer, trump = self.ctx[0], self.ctx[2]
        if self.lead is not None or self.leader != observer:
            return False
        could_hold = {c for c in self.pool
                      if any(self.counts[p] and c not in self.excluded[p] for p in range(PLAYERS) if p != observer)}
        return _nothing_beats(self.hand, could_hold, trump)

    def key(self):
        return (self.hand, self.counts, self.excluded, self.pool, self.leader, self.lead, self.best_player,
                self.best_card, self.played, self.broken)

    @property
    def to_move(self) -> int:
        return (self.leader + self.played) % PLAYERS

    def _power(self, card: Card) -> int:
        trump = self.ctx[2]
        return card_power(card, effective_suit(self.lead, trump), trump)

    def moves(self):
        observer, team, trump, options, boards = self.ctx
        mover = self.to_move
        if mover == observer:
            trick = [self.lead] if self.lead is not None else []
            # The exact legality needs the lead only (a Blooper, the led suit).
            legal = legal_cards(self.hand, trick, trump, self.broken, mover in boards,
                                (self.leader - mover) % 2 == 0, options)
            owner_of: dict[Card, object] = {c: "pool" for c in self.pool}
            for c in self.hand:
                owner_of[c] = "me"
            if self.best_card is not None:
                owner_of[self.best_card] = "trick"
            cards = [group[0] for group in _classes(legal, owner_of, trump)]
            cards.sort(key=lambda c: _power_order(c, trump))
            return [("me", c) for c in cards]
        if self.lead is None:
            return [UNPROVABLE]  # a hidden hand leads: the search does not follow it
        moves: list = []
        best_power = self._power(self.best_card)
        bound = self.lead.is_joker and (options.blooper_binds_partner or (self.leader - mover) % 2 == 1)
        lead_suit = effective_suit(self.lead, trump)
        allowed = [c for c in self.pool if c not in self.excluded[mover]]
        owner_of = {c: "pool" for c in allowed}
        for c in self.hand:
            owner_of[c] = "me"
        owner_of[self.best_card] = "trick"
        for group in _classes([c for c in allowed if self._power(c) > best_power], owner_of, trump):
            ends = {min(group, key=lambda c: STRENGTH[c.index]), max(group, key=lambda c: STRENGTH[c.index])}
            for c in ends:
                moves.append(("win", c, self._exclusions(c, bound, lead_suit)))
        other_team = TEAM[mover] != team
        # A card that does not take the trick (possibly a trump that breaks trumps).
        quiet = [("quiet", False)]
        if not self.broken and trump is not None:
            quiet.append(("quiet", True))
        return moves + quiet if other_team else quiet + moves

    def _exclusions(self, card: Card, bound: bool, lead_suit: Suit | None) -> frozenset[Card]:
        """What playing ``card`` proves the mover no longer holds."""
        trump = self.ctx[2]
        pool = self.pool
        if bound:
            if not is_trump(card, trump):
                return frozenset(c for c in pool if is_trump(c, trump))
            s = STRENGTH[card.index]
            if self.lead is BIG_BLOOPER:
                return frozenset(c for c in pool if is_trump(c, trump) and STRENGTH[c.index] > s)
            return frozenset(c for c in pool if is_trump(c, trump) and STRENGTH[c.index] < s)
        if effective_suit(card, trump) is lead_suit:
            return frozenset()
        return frozenset(c for c in pool if effective_suit(c, trump) is lead_suit)

    def child(self, move):
        trump = self.ctx[2]
        mover = self.to_move
        hand, counts, excluded, pool = self.hand, list(self.counts), self.excluded, self.pool
        lead, best_player, best_card = self.lead, self.best_player, self.best_card
        broken = self.broken
        counts[mover] -= 1
        kind = move[0]
        if kind == "me":
            card = move[1]
            hand = tuple(c for c in hand if c is not card)
            if lead is None:
                lead, best_player, best_card = card, mover, card
            elif self._power(card) > self._power(best_card):
                best_player, best_card = mover, card
            broken = broken or is_trump(card, trump)
        elif kind == "win":
            _, card, banned = move
            pool = pool - {card}
            if banned:
                excluded = tuple(e | banned if p == mover else e for p, e in enumerate(excluded))
            best_player, best_card = mover, card
            broken = broken or is_trump(card, trump)
        else:
            broken = broken or move[1]
        played = self.played + 1
        if played < PLAYERS:
            return _Known(self.ctx, hand, tuple(counts), excluded, pool, self.leader, lead, best_player,
                          best_card, played, broken, self.tricks_left), None
        return _Known(self.ctx, hand, tuple(counts), excluded, pool, best_player, None, None, None, 0, broken,
                      self.tricks_left - 1), TEAM[best_player]


def _known_root(obs: Observation) -> _Known:
    trump = obs.trump
    boards = frozenset(p for p in range(PLAYERS) if obs.bids[p] is BOARD)
    ctx = (obs.player, TEAM[obs.player], trump, obs.options, boards)
    impossible = obs.impossible_cards()
    pool = frozenset(obs.unseen_cards())
    excluded = tuple(frozenset(impossible[p] & pool) for p in range(PLAYERS))
    lead = best_card = best_player = None
    if obs.trick:
        lead = obs.trick[0]
        offset = trick_winner_offset(obs.trick, trump)
        best_card = obs.trick[offset]
        best_player = (obs.trick_leader + offset) % PLAYERS
    tricks_left = _tricks_left(obs.hand_sizes, obs.trick_leader, len(obs.trick))
    return _Known(ctx, tuple(obs.hand), tuple(obs.hand_sizes), excluded, pool, obs.trick_leader, lead,
                  best_player, best_card, len(obs.trick), obs.trumps_broken, tricks_left)


def own_proof(obs: Observation, node_budget: int = OWN_PROOF_NODE_BUDGET) -> SearchResult:
    return every_trick_to(_known_root(obs), TEAM[obs.player], node_budget)


def claim_provable(obs: Observation, node_budget: int = OWN_PROOF_NODE_BUDGET) -> bool:
    """Does ``obs``'s player know, from what he has seen, that his partnership takes
    every remaining trick of the deal whatever anyone plays?"""
    if obs.phase != "play" or not obs.hand:
        return False
    return bool(own_proof(obs, node_budget).certain)
