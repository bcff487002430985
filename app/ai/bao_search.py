"""Bao decisions: iterative-deepening alpha-beta with the Bao knowledge."""

from __future__ import annotations

import random

from app.ai.alphabeta import AlphaBetaSettings, SearchResult, alphabeta_search
from app.ai.budget import Budget
from app.ai.levels import LevelSpec
from app.games.bao.ai import BaoKnowledge
from app.games.bao.rules import State

# Most sowings one candidate turn may take when the moves of a position BELOW the root
# are generated; a position that needs more is scored statically as a leaf. Exact
# never-ending detection (bao.md section 7) can need millions of sowings (1-20 s) in
# rare positions, and the search cannot interrupt move generation, so one such node
# once made an Expert decision take 8 s (budget 3 s). Ordinary turns take a few dozen
# sowings; 20,000 packed sowings cost ~10 ms, so a refused node stays cheap. The root
# always uses the exact generation: the move played must be legal in the real game.
NODE_MAX_SOWINGS = 20_000

SEARCH_KNOWLEDGE = BaoKnowledge(max_sowings=NODE_MAX_SOWINGS)


def search(state: State, spec: LevelSpec, rng: random.Random, budget: Budget) -> SearchResult:
    settings = AlphaBetaSettings(spec.depth, spec.nodes, spec.quiescence_depth)
    return alphabeta_search(state, SEARCH_KNOWLEDGE, settings, budget, rng)


def decide(state: State, spec: LevelSpec, rng: random.Random, budget: Budget):
    return search(state, spec, rng, budget).action
