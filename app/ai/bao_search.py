"""Bao decisions: iterative-deepening alpha-beta with the Bao knowledge."""

from __future__ import annotations

import random

from app.ai.alphabeta import AlphaBetaSettings, SearchResult, alphabeta_search
from app.ai.budget import Budget
from app.ai.levels import LevelSpec
from app.games.bao.ai import KNOWLEDGE
from app.games.bao.rules import State


def search(state: State, spec: LevelSpec, rng: random.Random, budget: Budget) -> SearchResult:
    settings = AlphaBetaSettings(spec.depth, spec.nodes, spec.quiescence_depth)
    return alphabeta_search(state, KNOWLEDGE, settings, budget, rng)


def decide(state: State, spec: LevelSpec, rng: random.Random, budget: Budget):
    return search(state, spec, rng, budget).action
