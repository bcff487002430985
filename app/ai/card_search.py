"""Glue between the card games' knowledge modules (``app/games/<game>/ai.py``:
``sample_determinization``, ``rollout_action``, ``heuristic_value``) and the generic
searches: ISMCTS (``app/ai/ismcts.py``) and determinized flat Monte Carlo (PIMC, below).
Each game's ``app/ai/<game>_search.py`` says where its search horizon ends and
how a finished horizon is scored; everything else is shared here."""

from __future__ import annotations

import math
import random
from types import ModuleType
from typing import Any, Callable, Sequence

from app.ai import figures
from app.ai.budget import Budget
from app.ai.ismcts import IsmctsSettings, RootStatistics, ismcts_search
from app.ai.levels import PIMC, LevelSpec


class CardGameAdapter:
    """Implements ``app.ai.ismcts.DeterminizedGame`` for one card game.

    ``is_over(state)`` marks the horizon; ``rewards(state)`` scores it per player in
    [0, 1]; a playout cut short is scored from the game's ``heuristic_value`` (in
    [-1, 1] for one player), mapped to [0, 1] for every player.
    """

    def __init__(self, knowledge: ModuleType, players: int,
                 is_over: Callable[[Any], bool],
                 rewards: Callable[[Any], Sequence[float]]):
        self.knowledge = knowledge
        self.players = players
        self.is_over = is_over
        self.rewards = rewards
        self._heuristic = getattr(knowledge, "heuristic_value", None)
        self._candidates = getattr(knowledge, "search_candidates", None)

    def candidates(self, obs: Any) -> list:
        """The root actions worth searching: all legal ones, unless the game's
        knowledge narrows them (``search_candidates(obs)``, a non-empty subset; playouts
        are then shared by fewer actions, each compared on more worlds)."""
        legal = list(obs.legal_actions())
        if self._candidates is None or len(legal) <= 1:
            return legal
        return self._candidates(obs) or legal

    def determinize(self, obs: Any, rng: random.Random) -> Any:
        return self.knowledge.sample_determinization(obs, rng)

    def rollout_action(self, state: Any, rng: random.Random) -> Any:
        return self.knowledge.rollout_action(state, rng)

    def apply(self, state: Any, action: Any) -> None:
        state.apply(action)

    def playout_step(self, state: Any, rng: random.Random) -> None:
        self.apply(state, self.rollout_action(state, rng))

    def play_out(self, state: Any, rng: random.Random, limit: int) -> Sequence[float]:
        """The playout from ``state`` (which it may change): the rewards of the finished
        horizon, or the estimate after ``limit`` moves. A game may override this with a
        faster driver of the same policy."""
        steps = 0
        while not self.is_over(state) and steps < limit:
            self.playout_step(state, rng)
            steps += 1
        return self.rewards(state) if self.is_over(state) else self.estimate(state)

    def play_out_seeded(self, state: Any, seed: int, limit: int) -> Sequence[float]:
        """``play_out`` with a new ``random.Random(seed)`` (a game whose playouts are
        compiled seeds its own generator instead: the same numbers, no object)."""
        return self.play_out(state, random.Random(seed), limit)

    def estimate(self, state: Any) -> list[float]:
        if self._heuristic is None:
            return [0.5] * self.players
        return [(1.0 + self._heuristic(state, p)) / 2.0 for p in range(self.players)]


def ismcts_statistics(obs: Any, adapter: CardGameAdapter, spec: LevelSpec,
                      rng: random.Random, budget: Budget,
                      iterations: int | None = None) -> RootStatistics:
    settings = IsmctsSettings(iterations=iterations or spec.iterations,
                              rollout_limit=spec.rollout_limit)
    stats = ismcts_search(obs, adapter, settings, budget, rng)
    figures.record(figures.ROOT, stats)  # for the hint's reason
    return stats


def search_decision(obs: Any, adapter: CardGameAdapter, spec: LevelSpec,
                    rng: random.Random, budget: Budget) -> Any:
    """The level's search method (ISMCTS or PIMC) with its greedy veto."""
    if spec.method == PIMC:
        return flat_decision(obs, adapter, spec, rng, budget, spec.greedy_veto)
    return ismcts_decision(obs, adapter, spec, rng, budget, spec.greedy_veto)


def ismcts_decision(obs: Any, adapter: CardGameAdapter, spec: LevelSpec,
                    rng: random.Random, budget: Budget, greedy_margin: float = 0.0) -> Any:
    """The most visited legal root action (see ``prefer_greedy`` for the margin)."""
    stats = ismcts_statistics(obs, adapter, spec, rng, budget)
    legal = list(obs.legal_actions())
    greedy = adapter.knowledge.greedy_action(obs)
    if not stats.visits:  # cancelled before the first iteration: the greedy answer
        return greedy
    return prefer_greedy(stats.most_visited(legal), greedy, stats, greedy_margin)


def prefer_greedy(best: Any, greedy: Any, stats: RootStatistics, margin: float) -> Any:
    """Keep the rule-based move unless the search values ``best`` higher by ``margin``:
    with a few hundred sampled worlds the values are noisy, and a confident veto is
    measured stronger than always following the noisy argmax."""
    if margin <= 0 or best == greedy or greedy not in stats.means:
        return best
    return best if stats.means.get(best, 0.0) >= stats.means[greedy] + margin else greedy


def flat_statistics(obs: Any, adapter: CardGameAdapter, playouts: int,
                    rng: random.Random, budget: Budget, *, rollout_limit: int = 1000,
                    halving: bool = False, keep: Any = None) -> RootStatistics:
    """Determinized flat Monte Carlo (PIMC with playouts) with common random numbers:
    every root action is tried on the SAME determinizations with the SAME playout
    randomness, so the comparison between actions sees only their own effect (far less
    noise than independent samples). ``playouts`` counts action playouts in total; a
    playout longer than ``rollout_limit`` moves is scored by the game's estimate.

    ``halving``: sequential halving (Karnin, Koren & Somekh 2013): the playouts are
    spread over ceil(log2 n) stages; after each stage the worse half of the actions
    still in the race drops out, so the last stages compare the best few on many more
    worlds. ``keep`` (the greedy move, for the veto) never drops out."""
    candidates = adapter.candidates(obs)
    if keep is not None and keep not in candidates:
        candidates.append(keep)
    player = obs.player
    totals = dict.fromkeys(candidates, 0.0)
    counts = dict.fromkeys(candidates, 0)
    alive = list(candidates)
    stages = max(1, math.ceil(math.log2(len(alive)))) if halving else 1
    spent = 0
    for stage in range(stages):
        rounds = max(1, playouts // (len(alive) * stages))
        for _ in range(rounds):
            if spent and budget.expired():
                break
            world = adapter.determinize(obs, rng)
            playout_seed = rng.getrandbits(63)
            for action in alive:
                state = world.clone()
                adapter.apply(state, action)
                totals[action] += adapter.play_out_seeded(state, playout_seed, rollout_limit)[player]
                counts[action] += 1
            spent += len(alive)
        if stage + 1 < stages and len(alive) > 2:
            ranked = sorted(alive, key=lambda a: -totals[a] / max(counts[a], 1))
            survivors = set(ranked[: (len(alive) + 1) // 2])
            alive = [a for a in alive if a in survivors or a == keep]
    means = {action: totals[action] / max(counts[action], 1) for action in candidates}
    stats = RootStatistics(counts, means, spent, finalists=tuple(alive))
    figures.record(figures.ROOT, stats)  # for the hint's reason
    return stats


def flat_decision(obs: Any, adapter: CardGameAdapter, spec: LevelSpec,
                  rng: random.Random, budget: Budget, greedy_margin: float = 0.0) -> Any:
    """The best mean; with ``greedy_margin`` > 0 the greedy move stays the choice unless
    another move's mean beats it by that margin (the search vetoes the rule-based move
    only when it is confident, so sampling noise does not replace a good move)."""
    greedy = adapter.knowledge.greedy_action(obs)
    stats = flat_statistics(obs, adapter, spec.iterations, rng, budget, rollout_limit=spec.rollout_limit,
                            halving=spec.halving, keep=greedy if greedy_margin > 0 else None)
    if not stats.iterations:
        return greedy
    best = max(stats.finalists, key=stats.means.__getitem__)  # first of the best, in search order
    return prefer_greedy(best, greedy, stats, greedy_margin)
