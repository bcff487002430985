"""Kozel's endgame solved exactly: once the stock is out nothing is drawn any more, so a
determinized world (every hand known) is a finite two-team game of perfect information.

``EndgameSolver`` searches it to the end by alpha-beta (team against team; the value is
the game's real objective, ``kozel_search.game_rewards``: win, then loss points, then card
points), with a transposition table keyed at trick starts (hands, leader, points, who has
a trick) and the greedy rules' order of moves (cheap beats and discards first). It plays
on card bitmasks (``Card.index``), not on ``State``s: a node is a few integer operations.

``endgame_decision`` is PIMC with this solver instead of playouts (as bridge programs
do with double-dummy solvers): each sampled world is solved for every root action, and
the action with the best mean value over the worlds is chosen.
"""

from __future__ import annotations

import random
from itertools import combinations, permutations
from typing import Callable

from app.ai import figures
from app.ai.budget import Budget
from app.ai.ismcts import RootStatistics
from app.games.kozel.actions import BEAT, DISCARD, LEAD, PULL
from app.games.kozel.ai import TRUMP_KEEP_COST
from app.games.kozel.moves import DECK, POINTS, STRENGTH, beats
from app.games.kozel.options import HAND_SIZE, PLAYERS, TOTAL_CARD_POINTS
from app.games.kozel.rules import State, game_loss_points

# Means closer than this are equal (sums of the same rewards in another order).
TIE = 1e-9


def _bits(mask: int) -> list[int]:
    """The card indices of ``mask``, low first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


class EndgameMoves:
    """The legal moves of one trump suit by hand (card mask) and trick situation, in the
    search's order, with their card points: worked out once per decision and shared by
    the solvers of all its worlds (the same hands recur in many worlds)."""

    def __init__(self, trump) -> None:
        self.trump = trump
        self.beaten: dict[int, int] = {}  # card index -> mask of the cards it beats
        self.points: dict[int, int] = {}
        self.cost: dict[int, int] = {}  # the greedy rules' keep cost (move order)
        self.suit_of: dict[int, object] = {}
        for c in DECK:
            i = c.index
            self.beaten[i] = sum(1 << o.index for o in DECK if beats(c, o, trump))
            self.points[i] = POINTS[c]
            self.cost[i] = STRENGTH[c] + POINTS[c] + (TRUMP_KEEP_COST if c.suit is trump else 0)
            self.suit_of[i] = c.suit
        self._moves: dict = {}

    def moves(self, hand: int, count: int, winning: tuple[int, ...], mode: int, pull: bool) -> list:
        """(kind, card mask, card points) of each legal move, likeliest best first.
        ``mode``: OPPONENT winning, PARTNER winning with players after, PARTNER_LAST;
        ``pull``: a pull is allowed in this trick (a follower, the lead not four cards)."""
        key = (hand, count, winning, mode, pull)
        found = self._moves.get(key)
        if found is None:
            found = self._moves[key] = self._list(hand, count, winning, mode, pull)
        return found

    def _list(self, hand, count, winning, mode, pull) -> list:
        cards = _bits(hand)
        cost, points = self.cost, self.points
        if count == 0:  # lead: any non-empty set of one suit
            by_suit: dict = {}
            for i in cards:
                by_suit.setdefault(self.suit_of[i], []).append(i)
            leads = []
            for group in by_suit.values():
                for size in range(len(group), 0, -1):
                    for combo in combinations(group, size):
                        leads.append((-size, sum(cost[i] for i in combo), combo))
            leads.sort()
            return [(LEAD, sum(1 << i for i in combo), sum(points[i] for i in combo)) for _n, _c, combo in leads]
        beats_, discards = [], []
        for combo in combinations(cards, count):
            mask = sum(1 << i for i in combo)
            gain = sum(points[i] for i in combo)
            if self._beats_all(combo, winning):
                beats_.append((sum(cost[i] for i in combo), mask, gain))
            if mode == PARTNER_LAST:  # the trick is ours: points first, trumps kept
                discards.append((sum(cost[i] - points[i] * 3 for i in combo), mask, gain))
            else:
                discards.append((sum(cost[i] for i in combo), mask, gain))
        beats_.sort()
        discards.sort()
        moves = [(DISCARD, m, g) for _c, m, g in discards]
        if mode == OPPONENT:
            moves = [(BEAT, m, g) for _c, m, g in beats_] + moves
        else:
            moves += [(BEAT, m, g) for _c, m, g in beats_]
        if pull and len(cards) == HAND_SIZE and len({self.suit_of[i] for i in cards}) == 1:
            moves.append((PULL, hand, 0))
        return moves

    def _beats_all(self, combo: tuple[int, ...], winning: tuple[int, ...]) -> bool:
        beaten = self.beaten
        if len(combo) == 1:
            return beaten[combo[0]] >> winning[0] & 1 == 1
        return any(all(beaten[c] >> w & 1 for c, w in zip(combo, order)) for order in permutations(winning))


OPPONENT, PARTNER, PARTNER_LAST = 0, 1, 2


class EndgameSolver:
    """Exact values of one world's endgame (stock empty) for ``root_player``'s team.

    ``rewards(points, given, eggs)`` scores a finished game for every player (the
    search's objective). One solver serves every state of one world (the same trump and
    the same cards already in the piles): its table is shared by the root actions;
    ``moves`` (an ``EndgameMoves`` of the trump) may be shared by several worlds."""

    def __init__(self, trump, root_player: int, rewards: Callable, double_pending: bool,
                 moves: EndgameMoves | None = None):
        self.moves = moves if moves is not None else EndgameMoves(trump)
        self.root_team = root_player % 2
        self.root_player = root_player
        self._rewards = rewards
        self.double_pending = double_pending
        self.points = self.moves.points
        self.table: dict = {}
        self._scores: dict = {}
        self.nodes = 0

    # ---- the objective ----------------------------------------------------------------
    def score(self, points0: int, points1: int, took0: bool, took1: bool) -> float:
        key = (points0, took0, took1)
        value = self._scores.get(key)
        if value is None:
            given, eggs = game_loss_points((points0, points1), (int(took0), int(took1)), self.double_pending)
            value = self._scores[key] = self._rewards((points0, points1), given, eggs)[self.root_player]
        return value

    # ---- entry ----------------------------------------------------------------------
    def value(self, state: State) -> float:
        """The exact value for the root player's team of ``state`` (stock empty, the
        current game not over), both teams playing perfectly on the known hands."""
        if state.stock:
            raise ValueError("Kozel endgame: the stock is not empty")
        hands = [sum(1 << c.index for c in h) for h in state.hands]
        points0, points1 = state.card_points
        took0, took1 = state.tricks_won[0] > 0, state.tricks_won[1] > 0
        if not state.trick:
            if not any(hands):
                return self.score(points0, points1, took0, took1)
            return self._trick(hands, state.leader, points0, took0, took1, -2.0, 2.0)
        plays = [(p, sum(1 << c.index for c in cards)) for p, _k, _s, cards in state.trick]
        trick_points = sum(POINTS[c] for _p, _k, _s, cards in state.trick for c in cards)
        winning = tuple(c.index for c in state.winning_cards)
        return self._play(hands, state.turn, plays, state.lead_count, state.winning_player, winning,
                          trick_points, state.pulled, points0, took0, took1, -2.0, 2.0)

    # ---- search -----------------------------------------------------------------------
    def _trick(self, hands, leader, points0, took0, took1, alpha, beta) -> float:
        """The value at a trick's start (the table's entries)."""
        key = (hands[0], hands[1], hands[2], hands[3], leader, points0, took0, took1)
        entry = self.table.get(key)
        if entry is not None:
            low, high = entry
            if low >= beta or low == high:
                return low
            if high <= alpha:
                return high
            alpha, beta = max(alpha, low), min(beta, high)
        else:
            low, high = -2.0, 2.0
        value = self._play(hands, leader, [], 0, leader, (), 0, False, points0, took0, took1, alpha, beta)
        if value <= alpha:  # fail low: an upper bound
            high = min(high, value)
        elif value >= beta:  # fail high: a lower bound
            low = max(low, value)
        else:
            low = high = value
        self.table[key] = (low, high)
        return value

    def _play(self, hands, turn, plays, count, winner, winning, trick_points, pulled,
              points0, took0, took1, alpha, beta) -> float:
        self.nodes += 1
        maximize = turn % 2 == self.root_team
        best = -2.0 if maximize else 2.0
        hand = hands[turn]
        if count == 0:
            mode = OPPONENT
        elif winner % 2 != turn % 2:
            mode = OPPONENT
        else:
            mode = PARTNER_LAST if len(plays) == PLAYERS - 1 else PARTNER
        for kind, mask, gain in self.moves.moves(hand, count, winning, mode, not pulled and 0 < count < HAND_SIZE):
            if kind == PULL:
                new_hands = list(hands)
                for p, m in plays:
                    new_hands[p] |= m
                four = new_hands[turn]
                new_hands[turn] = 0
                value = self._after(new_hands, turn, [(turn, four)], HAND_SIZE, turn, tuple(_bits(four)),
                                    sum(self.points[i] for i in _bits(four)), True, points0, took0, took1,
                                    alpha, beta)
            else:
                new_hands = list(hands)
                new_hands[turn] = hand ^ mask
                new_points = trick_points + gain
                if kind == LEAD:
                    value = self._after(new_hands, turn, [(turn, mask)], mask.bit_count(), turn, tuple(_bits(mask)),
                                        new_points, pulled, points0, took0, took1, alpha, beta)
                elif kind == BEAT:
                    value = self._after(new_hands, turn, plays + [(turn, mask)], count, turn, tuple(_bits(mask)),
                                        new_points, pulled, points0, took0, took1, alpha, beta)
                else:
                    value = self._after(new_hands, turn, plays + [(turn, mask)], count, winner, winning,
                                        new_points, pulled, points0, took0, took1, alpha, beta)
            if maximize:
                if value > best:
                    best = value
                    if best > alpha:
                        alpha = best
                        if alpha >= beta:
                            break
            elif value < best:
                best = value
                if best < beta:
                    beta = best
                    if alpha >= beta:
                        break
        return best

    def _after(self, hands, turn, plays, count, winner, winning, trick_points, pulled,
               points0, took0, took1, alpha, beta) -> float:
        """After a play by ``turn``: the next player's turn, or the trick's end."""
        if len(plays) < PLAYERS:
            return self._play(hands, (turn + 1) % PLAYERS, plays, count, winner, winning, trick_points, pulled,
                              points0, took0, took1, alpha, beta)
        if winner % 2 == 0:
            points0 += trick_points
            took0 = True
        else:
            took1 = True
        if not hands[winner]:  # the stock is out: the game ends with the hands
            return self.score(points0, TOTAL_CARD_POINTS - points0, took0, took1)
        return self._trick(hands, winner, points0, took0, took1, alpha, beta)


def solve(state: State, root_player: int, rewards: Callable) -> float:
    """The exact endgame value of ``state`` for ``root_player`` (a fresh solver)."""
    return EndgameSolver(state.trump_suit, root_player, rewards, state.double_pending).value(state)


def endgame_decision(obs, determinize: Callable, rewards: Callable, greedy, worlds: int, nodes: int,
                     rng: random.Random, budget: Budget):
    """PIMC with the exact solver (see the module docstring): ``obs`` with the stock
    out; ``determinize(obs, rng)`` samples a world. The worlds stop after ``worlds``, or
    once the solves have visited ``nodes`` nodes (a work budget: the same decision for the
    same seed on any machine), or when ``budget`` expires (the safety net; at least one
    world is solved). Among equal means the ``greedy`` move is kept, else the first in
    the legal order."""
    legal = list(obs.legal_actions())
    moves = EndgameMoves(obs.trump_suit)
    totals = dict.fromkeys(legal, 0.0)
    solved = visited = 0
    while solved < worlds and visited < nodes:
        if solved and budget.expired():
            break
        world = determinize(obs, rng)
        solver = EndgameSolver(world.trump_suit, obs.player, rewards, world.double_pending, moves)
        for action in legal:
            state = world.clone()
            state.step(action)
            totals[action] += solver.value(state)
        solved += 1
        visited += solver.nodes
    means = {action: total / solved for action, total in totals.items()}
    figures.record(figures.ROOT, RootStatistics(dict.fromkeys(legal, solved), means, solved * len(legal),
                                                finalists=tuple(legal)))
    best = max(legal, key=means.__getitem__)
    if greedy in means and means[greedy] >= means[best] - TIE:
        return greedy
    return best


__all__ = ["EndgameMoves", "EndgameSolver", "endgame_decision", "solve"]
