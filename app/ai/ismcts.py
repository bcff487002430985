"""Single-observer Information Set MCTS (Cowling, Powley & Whitehouse 2012) for the
card games.

Every iteration samples one determinization (a full State consistent with everything
the searching player knows, from the game's ``sample_determinization``), walks one tree
of action sequences restricted to the actions legal in that determinization (UCB1 with
availability counts, so an action that is only sometimes possible is judged by the
iterations where it was), expands one node, plays out with the game's rollout policy
(optionally cut short by a heuristic value), and backs up each player's reward.

Only the observation is ever read: the search cannot peek at the real hidden cards.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import Any, Callable, Protocol, Sequence

from app.ai.budget import Budget

CLOCK_CHECK_INTERVAL = 8  # iterations between deadline/cancel checks


class DeterminizedGame(Protocol):
    """A card game as the search sees it (see ``app/ai/card_games.py``)."""

    def determinize(self, obs: Any, rng: random.Random) -> Any:
        """A full State consistent with ``obs``, at the observer's decision."""

    def is_over(self, state: Any) -> bool:
        """The search horizon: the game (or, in Back Alley, the deal) is finished."""

    def rewards(self, state: Any) -> Sequence[float]:
        """Per player, in [0, 1], of a state where ``is_over`` holds."""

    def estimate(self, state: Any) -> Sequence[float]:
        """Per player, in [0, 1], of a state where the playout was cut short."""

    def rollout_action(self, state: Any, rng: random.Random) -> Any:
        """The playout policy."""

    def apply(self, state: Any, action: Any) -> None:
        """Play ``action`` on ``state`` (the fastest way the model offers)."""

    def playout_step(self, state: Any, rng: random.Random) -> None:
        """One playout move (usually ``apply(state, rollout_action(state, rng))``)."""

    def play_out(self, state: Any, rng: random.Random, limit: int) -> Sequence[float]:
        """The rewards of a playout from ``state`` (``rewards`` at the horizon, else
        ``estimate`` after ``limit`` playout moves)."""


@dataclass(frozen=True)
class IsmctsSettings:
    iterations: int
    exploration: float = 0.7
    rollout_limit: int = 1000  # playout steps before the heuristic estimate is used


class _Node:
    __slots__ = ("player", "children", "visits", "total", "available")

    def __init__(self, player: int):
        self.player = player          # who chose the action leading here
        self.children: dict[Any, _Node] = {}
        self.visits = 0
        self.total = 0.0
        self.available = 1


@dataclass
class RootStatistics:
    """Visits and mean reward of each root action after the search."""

    visits: dict[Any, int]
    means: dict[Any, float]
    iterations: int
    finalists: tuple = ()  # flat search: the actions still in the race at the end

    def most_visited(self, legal: Sequence[Any]) -> Any:
        return max(legal, key=lambda a: (self.visits.get(a, 0), self.means.get(a, 0.0)))


def ismcts_search(obs: Any, game: DeterminizedGame, settings: IsmctsSettings,
                  budget: Budget, rng: random.Random,
                  on_iteration: Callable[[int], None] | None = None) -> RootStatistics:
    root = _Node(player=-1)
    exploration = settings.exploration
    done = 0
    for iteration in range(settings.iterations):
        if iteration % CLOCK_CHECK_INTERVAL == 0 and iteration and budget.expired():
            break
        state = game.determinize(obs, rng)
        node = root
        path = [root]
        # Selection and expansion.
        while not game.is_over(state):
            legal = state.legal_actions()
            player = state.current_player()
            children = node.children
            untried = []
            for action in legal:
                child = children.get(action)
                if child is None:
                    untried.append(action)
                else:
                    child.available += 1
            if untried:
                action = untried[0] if len(untried) == 1 else rng.choice(untried)
                child = _Node(player)
                children[action] = child
                game.apply(state, action)
                path.append(child)
                break
            log_parent = 0.0
            best_action, best_score = None, -1.0
            for action in legal:
                child = children[action]
                log_parent = math.log(child.available)
                score = (child.total / child.visits
                         + exploration * math.sqrt(log_parent / child.visits))
                if score > best_score:
                    best_action, best_score = action, score
            node = children[best_action]
            game.apply(state, best_action)
            path.append(node)
        rewards = game.play_out(state, rng, settings.rollout_limit)
        for visited in path[1:]:
            visited.visits += 1
            visited.total += rewards[visited.player]
        done += 1
        if on_iteration is not None:
            on_iteration(done)
    visits = {action: child.visits for action, child in root.children.items()}
    means = {action: (child.total / child.visits if child.visits else 0.0)
             for action, child in root.children.items()}
    return RootStatistics(visits, means, done)
