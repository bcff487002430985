"""Svoi Kozyri decisions: ISMCTS over the game (every player for himself).

Rewards are the game's returns (+1 first out ... -1 last) mapped to [0, 1]. Pick-up
cycles can make playouts long, so they are cut after the level's ``rollout_limit`` steps
and scored by the game's ``heuristic_value``. The trump suit is chosen before the deal:
all free suits are equivalent then, so the choice is a seeded random one.
"""

from __future__ import annotations

import random

from app.ai.budget import Budget
from app.ai.card_search import CardGameAdapter, search_decision
from app.ai.levels import LevelSpec
from app.games.svoi_kozyri import ai as knowledge
from app.games.svoi_kozyri.observation import TRUMP_PHASE, Observation


class SvoiKozyriAdapter(CardGameAdapter):
    def apply(self, state, action) -> None:
        state.advance(action)  # the model's transition without building events


def _adapter(obs: Observation) -> CardGameAdapter:
    def is_over(state) -> bool:
        return state.is_terminal()

    def rewards(state) -> list[float]:
        return [(1.0 + r) / 2.0 for r in state.returns()]

    return SvoiKozyriAdapter(knowledge, obs.players, is_over, rewards)


def decide(obs: Observation, spec: LevelSpec, rng: random.Random, budget: Budget):
    if obs.phase == TRUMP_PHASE:
        return rng.choice(obs.legal_actions())
    return search_decision(obs, _adapter(obs), spec, rng, budget)
