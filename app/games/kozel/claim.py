"""Kozel claims: the claimer's team takes every remaining trick of the game, and so every
remaining card point, whatever anyone plays (``app/core/claim.py`` says what a claim is).

[D] A claim needs an empty stock (``CLAIM_NEEDS_EMPTY_STOCK``): while cards are still to
be drawn, who draws which card depends on who wins each trick and nobody at the table
knows the stock, so a claim would rest on luck, not on the cards in hand.

- ``judge_claim(state, player)``: exact, on the model's own ``State`` (the table's judge).
- ``claim_provable(observation)``: from one player's information only; sound (never
  proves a wrong claim), so a computer claims only what it knows.
"""

from __future__ import annotations

from typing import Sequence

from app.core.card_events import TrickWon
from app.core.cards import Card
from app.core.claim import (
    UNPROVABLE,
    ClaimReason,
    ClaimVerdict,
    SearchResult,
    every_trick_to,
    play_out,
    verdict_from,
)
from app.games.kozel.actions import BEAT, DISCARD, LEAD, PULL, Action, card_sort_key
from app.games.kozel.events import GameScored
from app.games.kozel.moves import STRENGTH, beats, legal_actions_for
from app.games.kozel.observation import Observation
from app.games.kozel.options import HAND_SIZE, PLAYERS
from app.games.kozel.rules import State

CLAIM_NEEDS_EMPTY_STOCK = True
# The judge's node budget: with the stock empty at most 16 cards are in play, and a full
# search of a right claim stays in the low thousands of nodes (app/bench/claims.py).
JUDGE_NODE_BUDGET = 200_000
OWN_PROOF_NODE_BUDGET = 5_000


def _team(player: int) -> int:
    return player % 2


def _class_ids(owner_of: dict[Card, object]) -> dict[Card, tuple]:
    """Per card in play: (suit, run) where a run is a maximal set of cards of one owner
    adjacent in Kozel rank among all the cards in play (equivalent for every trick)."""
    by_suit: dict = {}
    for c in owner_of:
        by_suit.setdefault(c.suit, []).append(c)
    ids: dict[Card, tuple] = {}
    for suit, cards in by_suit.items():
        cards.sort(key=STRENGTH.__getitem__)
        run, previous = 0, object()
        for c in cards:
            if owner_of[c] != previous:
                run += 1
                previous = owner_of[c]
            ids[c] = (suit, run)
    return ids


def _distinct(actions: list[Action], ids: dict[Card, tuple]) -> list[Action]:
    """One action per class of equivalent actions (same kind, same classes of cards)."""
    seen: set = set()
    out = []
    for a in actions:
        key = (a.kind, tuple(sorted(ids[c] for c in a.cards)))
        if key not in seen:
            seen.add(key)
            out.append(a)
    return out


# ----------------------------------------------------------------- exact (the judge)

class _Exact:
    __slots__ = ("state", "over", "claim_team")

    def __init__(self, state: State, over: bool, claim_team: int):
        self.state = state
        self.over = over
        self.claim_team = claim_team

    def finished(self) -> bool:
        return self.over

    def proved(self) -> bool:
        """The claimer's team leads, no card of the other team beats any of its cards and
        no player of the other team can pull: every trick stays with the claimer's team."""
        s = self.state
        if s.trick or _team(s.turn) != self.claim_team:
            return False
        mine = [c for p in range(self.claim_team, PLAYERS, 2) for c in s.hands[p]]
        others = [p for p in range(PLAYERS) if _team(p) != self.claim_team]
        if any(_can_pull(s.hands[p], len(s.hands[p]), 0) for p in others):
            return False
        return not any(beats(o, c, s.trump_suit) for p in others for o in s.hands[p] for c in mine)

    def key(self):
        s = self.state
        hands = tuple(tuple(sorted(h, key=card_sort_key)) for h in s.hands)
        trick = tuple((p, kind, cards) for p, kind, _seq, cards in s.trick)
        return (hands, trick, s.turn, s.winning_player, s.winning_cards)

    def moves(self):
        s = self.state
        legal = s.legal_actions()
        if len(legal) <= 1:
            return legal
        owner_of: dict[Card, object] = {}
        for p, hand in enumerate(s.hands):
            for c in hand:
                owner_of[c] = p
        for p, _kind, _seq, cards in s.trick:
            for c in cards:
                owner_of[c] = ("trick", p)
        actions = _distinct(list(legal), _class_ids(owner_of))
        if _team(s.turn) != self.claim_team:
            # The other team: pull, then beats (strongest first), then discards.
            order = {PULL: 0, BEAT: 1, LEAD: 2, DISCARD: 3}
            actions.sort(key=lambda a: (order[a.kind], -sum(STRENGTH[c] for c in a.cards)))
        else:
            order = {DISCARD: 0, LEAD: 1, BEAT: 2, PULL: 3}
            actions.sort(key=lambda a: (order[a.kind], sum(STRENGTH[c] for c in a.cards)))
        return actions

    def child(self, action: Action):
        after = self.state.clone()
        winner = None
        over = False
        for event in after.apply(action):
            if isinstance(event, TrickWon):
                winner = _team(event.player)
            elif isinstance(event, GameScored):
                over = True
                break  # the next game is dealt in the same apply: not part of this claim
        return _Exact(after, over, self.claim_team), winner


def judge_search(state: State, player: int, node_budget: int = JUDGE_NODE_BUDGET) -> SearchResult:
    team = _team(player)
    return every_trick_to(_Exact(state.clone(), False, team), team, node_budget)


def claim_refusal(stock_size: int, game_over: bool) -> str | None:
    """The reason a claim cannot be considered at all now (public facts only), or None.
    ``game_over``: the match is over, or the game is and waits for the next deal."""
    if game_over:
        return ClaimReason.NOT_PLAYING
    if CLAIM_NEEDS_EMPTY_STOCK and stock_size:
        return ClaimReason.STOCK_LEFT
    return None


def judge_claim(state: State, player: int) -> ClaimVerdict:
    """Accept ``player``'s claim (every remaining trick of this game to his team) only if
    every legal continuation gives them every trick; else say why."""
    team = _team(player)
    refusal = claim_refusal(len(state.stock), state.match_over or state.awaiting_deal)
    if refusal:
        return ClaimVerdict(False, refusal, team)
    return verdict_from(judge_search(state, player), team)


def game_over(start: State):
    """A predicate for ``play_out``: the game being played on ``start`` has ended."""
    game = start.game_number

    def over(state: State) -> bool:
        return state.match_over or state.awaiting_deal or state.game_number != game

    return over


def play_out_claim(state: State) -> list:
    """Finish the game after an accepted claim (any legal actions give the same tricks)."""
    return play_out(state, game_over(state))


# ----------------------------------------------------------------- one player's knowledge

class _Known:
    """A position as one player knows it (stock empty). His hand is exact; each other
    player holds ``counts`` cards out of ``pool`` (every card he has not seen, minus the
    cards publicly known in another player's hand). The search follows only the
    observer's own choices: another player who could beat or pull makes the claim
    unprovable, one who could not must discard (which removes nothing from the pool, an
    over-approximation), and a trick led by another player is not followed either."""

    __slots__ = ("ctx", "hand", "counts", "pool", "leader", "lead_count", "winning_player", "winning_cards",
                 "plays")

    def __init__(self, ctx, hand, counts, pool, leader, lead_count, winning_player, winning_cards, plays):
        self.ctx = ctx  # (observer, team, trump, excluded per player)
        self.hand = hand
        self.counts = counts
        self.pool = pool
        self.leader = leader
        self.lead_count = lead_count
        self.winning_player = winning_player
        self.winning_cards = winning_cards
        self.plays = plays  # ((player, cards or None, face_up), ...) of this trick

    def finished(self) -> bool:
        return not self.plays and not self.hand and not any(self.counts)

    def proved(self) -> bool:
        """The observer leads, and nothing another player could hold beats any of his
        cards or makes a pull possible."""
        observer, _team_, trump, excluded = self.ctx
        if self.plays or self.leader != observer:
            return False
        for p in range(PLAYERS):
            if p == observer or not self.counts[p]:
                continue
            allowed = [c for c in self.pool if c not in excluded[p]]
            if _can_pull(allowed, self.counts[p], 0):
                return False
            if any(beats(o, c, trump) for o in allowed for c in self.hand):
                return False
        return True

    def key(self):
        return (self.hand, self.counts, self.pool, self.leader, self.lead_count, self.winning_player,
                self.winning_cards, self.plays)

    @property
    def to_move(self) -> int:
        return (self.leader + len(self.plays)) % PLAYERS

    def moves(self):
        observer, _team_, trump, excluded = self.ctx
        mover = self.to_move
        if mover == observer:
            legal = legal_actions_for(self.hand, not self.plays, self.lead_count, self.winning_cards, trump)
            owner_of: dict[Card, object] = {c: "pool" for c in self.pool}
            for c in self.hand:
                owner_of[c] = "me"
            for c in self.winning_cards:
                owner_of[c] = "winning"
            return _distinct(legal, _class_ids(owner_of))
        if not self.plays:
            return [UNPROVABLE]
        allowed = [c for c in self.pool if c not in excluded[mover]]
        count = self.counts[mover]
        if _can_beat(allowed, count, self.winning_cards, trump) or _can_pull(allowed, count, self.lead_count):
            return [UNPROVABLE]
        return [("discard",)]

    def child(self, move):
        observer, _team_, trump, _excluded = self.ctx
        mover = self.to_move
        hand, counts, pool = self.hand, list(self.counts), self.pool
        leader, lead_count = self.leader, self.lead_count
        winning_player, winning_cards, plays = self.winning_player, self.winning_cards, self.plays
        if isinstance(move, Action):
            if move.kind == PULL:
                # Everything played to the trick goes back; the observer leads his four.
                extra = set()
                for p, cards, face_up in plays:
                    if p == observer:
                        hand = hand + cards
                    else:
                        counts[p] += len(cards) if cards is not None else lead_count
                        if cards is not None and face_up:
                            extra.update(cards)
                pool = pool | extra
                four = tuple(sorted(hand, key=card_sort_key))
                hand = ()
                leader, lead_count, winning_player, winning_cards = observer, HAND_SIZE, observer, four
                plays = ((observer, four, True),)
                counts[observer] = 0
                return self._next(hand, counts, pool, leader, lead_count, winning_player, winning_cards, plays)
            hand = tuple(c for c in hand if c not in move.cards)
            counts[observer] = len(hand)
            if move.kind == LEAD:
                leader, lead_count, winning_player, winning_cards = observer, len(move.cards), observer, move.cards
            elif move.kind == BEAT:
                winning_player, winning_cards = observer, move.cards
            plays = plays + ((observer, move.cards, move.kind != DISCARD),)
        else:
            counts[mover] -= lead_count
            plays = plays + ((mover, None, False),)
        return self._next(hand, counts, pool, leader, lead_count, winning_player, winning_cards, plays)

    def _next(self, hand, counts, pool, leader, lead_count, winning_player, winning_cards, plays):
        if len(plays) < PLAYERS:
            return _Known(self.ctx, hand, tuple(counts), pool, leader, lead_count, winning_player,
                          winning_cards, plays), None
        return _Known(self.ctx, hand, tuple(counts), pool, winning_player, 0, winning_player, (), ()), \
            _team(winning_player)


def _can_beat(allowed: list[Card], count: int, winning: tuple[Card, ...], trump) -> bool:
    """Could a hand of ``count`` cards out of ``allowed`` beat ``winning`` card for card?"""
    if count < len(winning):
        return False
    beaters = [[c for c in allowed if beats(c, w, trump)] for w in winning]

    def match(i: int, used: frozenset) -> bool:
        if i == len(winning):
            return True
        return any(c not in used and match(i + 1, used | {c}) for c in beaters[i])

    return match(0, frozenset())


def _can_pull(allowed: Sequence[Card], count: int, lead_count: int) -> bool:
    if count != HAND_SIZE or lead_count >= HAND_SIZE:
        return False
    per_suit: dict = {}
    for c in allowed:
        per_suit[c.suit] = per_suit.get(c.suit, 0) + 1
    return any(n >= HAND_SIZE for n in per_suit.values())


def _known_root(obs: Observation) -> _Known:
    plays = []
    for play in obs.trick:
        face_up = play.kind != DISCARD or obs.options.discards_face_up
        plays.append((play.player, play.cards if play.player == obs.player or face_up else None,
                      face_up and play.cards is not None))
    known_elsewhere: list[set[Card]] = [set() for _ in range(PLAYERS)]
    for p, holdings in enumerate(obs.known_holdings):
        for c, _since in holdings:
            for q in range(PLAYERS):
                if q != p:
                    known_elsewhere[q].add(c)
    pool = frozenset(obs.unseen_cards())
    excluded = tuple(frozenset(known_elsewhere[p] & pool) for p in range(PLAYERS))
    ctx = (obs.player, obs.team, obs.trump_suit, excluded)
    return _Known(ctx, tuple(sorted(obs.hand, key=card_sort_key)), tuple(obs.hand_sizes), pool, obs.leader,
                  obs.lead_count, obs.winning_player, tuple(obs.winning_cards), tuple(plays))


def own_proof(obs: Observation, node_budget: int = OWN_PROOF_NODE_BUDGET) -> SearchResult:
    return every_trick_to(_known_root(obs), obs.team, node_budget)


def claim_provable(obs: Observation, node_budget: int = OWN_PROOF_NODE_BUDGET) -> bool:
    """Does ``obs``'s player know, from what he has seen, that his team takes every
    remaining trick of this game whatever anyone plays?"""
    if claim_refusal(obs.stock_size, obs.match_over or obs.awaiting_deal) or not obs.hand:
        return False
    return bool(own_proof(obs, node_budget).certain)


__all__ = ["judge_claim", "claim_provable", "play_out_claim", "claim_refusal", "CLAIM_NEEDS_EMPTY_STOCK"]
