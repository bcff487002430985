"""Glue between the card games' knowledge modules (``app/games/<game>/ai.py``:
``sample_determinization``, ``rollout_action``, ``heuristic_value``) and the generic
searches: ISMCTS (``app/ai/ismcts.py``) and determinized flat Monte Carlo (PIMC, below).
Each game's ``app/ai/<game>_search.py`` says where its search horizon ends and
how a finished horizon is scored; everything else is shared here."""

from __future__ import annotations

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

    def determinize(self, obs: Any, rng: random.Random) -> Any:
        return self.knowledge.sample_determinization(obs, rng)

    def rollout_action(self, state: Any, rng: random.Random) -> Any:
        return self.knowledge.rollout_action(state, rng)

    def apply(self, state: Any, action: Any) -> None:
        state.apply(action)

    def playout_step(self, state: Any, rng: random.Random) -> None:
        self.apply(state, self.rollout_action(state, rng))

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
                    rng: random.Random, budget: Budget) -> RootStatistics:
    """Determinized flat Monte Carlo (PIMC with playouts) with common random numbers:
    every root action is tried on the SAME determinizations with the SAME playout
    randomness, so the comparison between actions sees only their own effect (far less
    noise than independent samples). ``playouts`` counts action playouts in total."""
    legal = list(obs.legal_actions())
    player = obs.player
    totals = {action: 0.0 for action in legal}
    samples = 0
    rounds = max(1, playouts // len(legal))
    for round_index in range(rounds):
        if round_index and budget.expired():
            break
        world = adapter.determinize(obs, rng)
        playout_seed = rng.getrandbits(63)
        for action in legal:
            state = world.clone()
            adapter.apply(state, action)
            playout_rng = random.Random(playout_seed)
            steps = 0
            while not adapter.is_over(state) and steps < 1000:
                adapter.playout_step(state, playout_rng)
                steps += 1
            totals[action] += (adapter.rewards(state) if adapter.is_over(state)
                               else adapter.estimate(state))[player]
        samples += 1
    means = {action: total / max(samples, 1) for action, total in totals.items()}
    visits = {action: samples for action in legal}
    stats = RootStatistics(visits, means, samples * len(legal))
    figures.record(figures.ROOT, stats)  # for the hint's reason
    return stats


def flat_decision(obs: Any, adapter: CardGameAdapter, spec: LevelSpec,
                  rng: random.Random, budget: Budget, greedy_margin: float = 0.0) -> Any:
    """The best mean; with ``greedy_margin`` > 0 the greedy move stays the choice unless
    another move's mean beats it by that margin (the search vetoes the rule-based move
    only when it is confident, so sampling noise does not replace a good move)."""
    stats = flat_statistics(obs, adapter, spec.iterations, rng, budget)
    greedy = adapter.knowledge.greedy_action(obs)
    if not stats.iterations:
        return greedy
    legal = list(obs.legal_actions())
    best = max(legal, key=lambda action: stats.means[action])
    return prefer_greedy(best, greedy, stats, greedy_margin)
