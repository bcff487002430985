"""The generic searches (alpha-beta, ISMCTS) on tiny toy games of our own, so they are
tested independently of the real games."""

from __future__ import annotations

import random
import threading
import time
from dataclasses import dataclass
from functools import lru_cache

import pytest

from app.ai.alphabeta import WIN_SCORE, AlphaBetaSettings, alphabeta_search
from app.ai.budget import Budget
from app.ai.ismcts import IsmctsSettings, ismcts_search


# --- a perfect-information toy: Nim with a mid-move decision ---------------------------
class Nim:
    """Take 1..3 from a pile; who takes the last counter wins. Taking 1 leaves the same
    player a mid-move decision: "stop" or "more" (take one more counter), like Bao's
    stop/safari, so the search must handle a player moving twice in a row."""

    GAME = "toy_nim"

    def __init__(self, pile: int, player: int = 0, pending: bool = False):
        self.pile, self.player, self.pending = pile, player, pending

    def current_player(self) -> int:
        return self.player

    def legal_actions(self) -> list:
        if self.pending:
            return ["stop", "more"] if self.pile > 0 else ["stop"]
        return [n for n in (1, 2, 3) if n <= self.pile]

    def apply(self, action) -> list:
        assert action in self.legal_actions()
        if action == "stop":
            self.pending, self.player = False, 1 - self.player
        elif action == "more":
            self.pile -= 1
            self.pending = False
            if self.pile:
                self.player = 1 - self.player
        else:
            self.pile -= action
            if self.pile and action == 1:
                self.pending = True
            elif self.pile:
                self.player = 1 - self.player
        return []

    def is_terminal(self) -> bool:
        return self.pile == 0

    def returns(self) -> list[float]:
        # The player who took the last counter is still ``self.player``.
        return [1.0, -1.0] if self.player == 0 else [-1.0, 1.0]

    def clone(self) -> "Nim":
        return Nim(self.pile, self.player, self.pending)


class NimKnowledge:
    def key(self, state: Nim):
        return (state.pile, state.player, state.pending)

    def evaluate(self, state: Nim) -> float:
        return 0.0

    def order(self, state: Nim, actions):
        return list(actions)

    def is_noisy(self, state: Nim, actions) -> bool:
        return state.pending


@lru_cache(maxsize=None)
def nim_wins(pile: int, pending: bool) -> bool:
    """Brute force: does the player to move win?"""
    state = Nim(pile, 0, pending)
    for action in state.legal_actions():
        child = state.clone()
        child.apply(action)
        if child.is_terminal():
            return True
        same_player = child.current_player() == 0
        child_wins = nim_wins(child.pile, child.pending)
        if child_wins == same_player:
            return True
    return False


@pytest.mark.parametrize("pile", range(1, 16))
def test_alphabeta_solves_nim_with_mid_move_decisions(pile):
    result = alphabeta_search(Nim(pile), NimKnowledge(), AlphaBetaSettings(20, 200_000, 2),
                              Budget(None), random.Random(pile))
    if nim_wins(pile, False):
        assert result.value >= WIN_SCORE - 100
        child = Nim(pile)
        child.apply(result.action)
        # the chosen move keeps the win
        assert child.is_terminal() or (nim_wins(child.pile, child.pending)
                                       == (child.current_player() == 0))
    else:
        assert result.value <= -WIN_SCORE + 100


def test_alphabeta_stops_at_its_node_budget_deterministically():
    settings = AlphaBetaSettings(max_depth=40, max_nodes=300, quiescence_depth=2)
    first = alphabeta_search(Nim(60), NimKnowledge(), settings, Budget(None), random.Random(1))
    second = alphabeta_search(Nim(60), NimKnowledge(), settings, Budget(None), random.Random(1))
    assert first.stopped and first.nodes == 300
    assert (first.action, first.depth) == (second.action, second.depth)


def test_alphabeta_answers_at_once_when_cancelled():
    cancel = threading.Event()
    cancel.set()
    start = time.monotonic()
    result = alphabeta_search(Nim(200), NimKnowledge(), AlphaBetaSettings(200, 10**9, 2),
                              Budget(None, cancel), random.Random(0))
    assert time.monotonic() - start < 0.05
    assert result.action in Nim(200).legal_actions()


# --- an imperfect-information toy: a two-player high-card duel -------------------------
DUEL_CARDS = tuple(range(1, 9))


@dataclass
class DuelObservation:
    GAME = "toy_duel"
    player: int
    hand: tuple[int, ...]
    opponent_hand_size: int
    seen: tuple[int, ...]       # every card played so far
    table: tuple[int, ...]      # the card led to the current round, if any
    current_player: int
    tricks: tuple[int, int]
    leader: int

    def legal_actions(self) -> list[int]:
        return sorted(self.hand)


class Duel:
    """Each player holds 3 of the cards 1..8 (2 stay unseen). Three rounds: the leader
    plays a card, the other answers; the higher card wins and leads next. Most rounds
    wins."""

    GAME = "toy_duel"

    def __init__(self, hands, leader=0, table=(), tricks=(0, 0), seen=()):
        self.hands = [list(h) for h in hands]
        self.leader = leader
        self.table = tuple(table)
        self.tricks = tuple(tricks)
        self.seen = tuple(seen)

    @classmethod
    def deal(cls, rng: random.Random) -> "Duel":
        cards = list(DUEL_CARDS)
        rng.shuffle(cards)
        return cls([cards[:3], cards[3:6]])

    def current_player(self) -> int:
        return self.leader if not self.table else 1 - self.leader

    def legal_actions(self) -> list[int]:
        return sorted(self.hands[self.current_player()])

    def apply(self, card: int) -> list:
        player = self.current_player()
        self.hands[player].remove(card)
        self.seen += (card,)
        if not self.table:
            self.table = (card,)
            return []
        winner = self.leader if self.table[0] > card else player
        tricks = list(self.tricks)
        tricks[winner] += 1
        self.tricks, self.table, self.leader = tuple(tricks), (), winner
        return []

    def is_terminal(self) -> bool:
        return not self.hands[0] and not self.hands[1]

    def returns(self) -> list[float]:
        return [1.0, -1.0] if self.tricks[0] > self.tricks[1] else [-1.0, 1.0]

    def clone(self) -> "Duel":
        return Duel(self.hands, self.leader, self.table, self.tricks, self.seen)

    def observation(self, player: int) -> DuelObservation:
        return DuelObservation(player, tuple(sorted(self.hands[player])),
                               len(self.hands[1 - player]), self.seen, self.table,
                               self.current_player(), self.tricks, self.leader)


class DuelGame:
    def determinize(self, obs: DuelObservation, rng: random.Random) -> Duel:
        unknown = [c for c in DUEL_CARDS if c not in obs.hand and c not in obs.seen]
        rng.shuffle(unknown)
        hands = [None, None]
        hands[obs.player] = list(obs.hand)
        hands[1 - obs.player] = unknown[:obs.opponent_hand_size]
        return Duel(hands, obs.leader, obs.table, obs.tricks, obs.seen)

    def is_over(self, state: Duel) -> bool:
        return state.is_terminal()

    def rewards(self, state: Duel):
        return [(r + 1) / 2 for r in state.returns()]

    def estimate(self, state: Duel):
        return [0.5, 0.5]

    def rollout_action(self, state: Duel, rng: random.Random) -> int:
        return rng.choice(state.legal_actions())

    def apply(self, state: Duel, card: int) -> None:
        state.apply(card)

    def playout_step(self, state: Duel, rng: random.Random) -> None:
        state.apply(self.rollout_action(state, rng))

    def play_out(self, state: Duel, rng: random.Random, limit: int):
        for _ in range(limit):
            if self.is_over(state):
                return self.rewards(state)
            self.playout_step(state, rng)
        return self.rewards(state) if self.is_over(state) else self.estimate(state)


def duel_choice(obs: DuelObservation, iterations: int, seed: int) -> int:
    stats = ismcts_search(obs, DuelGame(), IsmctsSettings(iterations), Budget(None),
                          random.Random(seed))
    return stats.most_visited(obs.legal_actions())


def test_ismcts_beats_random_at_the_duel():
    # The duel is mostly luck: the best simple strategy wins ~61% against random play.
    wins = 0
    games = 100
    for game in range(games):
        rng = random.Random(game)
        state = Duel.deal(rng)
        searcher = game % 2
        while not state.is_terminal():
            player = state.current_player()
            if player == searcher:
                card = duel_choice(state.observation(player), 150, game)
            else:
                card = rng.choice(state.legal_actions())
            state.apply(card)
        wins += state.returns()[searcher] > 0
    assert wins / games >= 0.57


def test_ismcts_answers_the_cheapest_winning_card():
    # North led 5; South holds 2, 6, 8: 6 wins the round and keeps the 8.
    state = Duel([[5, 1, 3], [2, 6, 8]])
    state.apply(5)
    assert duel_choice(state.observation(1), 400, 3) == 6


def test_ismcts_cannot_peek_and_is_deterministic():
    state_a = Duel([[7, 1, 3], [2, 6, 8]])
    state_b = Duel([[7, 4, 5], [2, 6, 8]])  # other hidden cards, same observation for 1
    state_a.apply(7)
    state_b.apply(7)
    assert state_a.observation(1) == state_b.observation(1)
    choices = {duel_choice(s.observation(1), 200, 11) for s in (state_a, state_b, state_a)}
    assert len(choices) == 1


def test_ismcts_stops_when_cancelled():
    cancel = threading.Event()
    cancel.set()
    state = Duel.deal(random.Random(5))
    start = time.monotonic()
    stats = ismcts_search(state.observation(0), DuelGame(), IsmctsSettings(10**7),
                          Budget(None, cancel), random.Random(0))
    assert time.monotonic() - start < 0.05
    assert stats.iterations <= 8
