"""Svoi Kozyri decisions: determinized search over the game (every player for himself).

Rewards are the game's returns (+1 first out ... -1 last) mapped to [0, 1], with a
small share for the cards a player is left holding (see ``CARDS_LEFT_SHARE``). Pick-up
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
from app.games.svoi_kozyri.observation import PLAY_PHASE, TRUMP_PHASE, Observation

# Share of the reward for the cards left in hand at the end (fewer is better). Without
# it a player far behind is indifferent: every playout loses whatever he does, all moves
# score the same, and the move is picked by noise; "take" is always legal, so a Medium
# 30 cards behind kept picking up single cards it could beat, game after game (the
# "ends with 31 cards" report of issue 15). A lost game lost with fewer cards is better.
CARDS_LEFT_SHARE = 0.1


class SvoiKozyriAdapter(CardGameAdapter):
    def apply(self, state, action) -> None:
        state.advance(action)  # the model's transition without building events

    def play_out(self, state, rng: random.Random, limit: int):
        """The playout by ``play_out_game`` (the rollout policy without a ``State``, the
        same moves from the same random numbers); before the deal or after the end the
        generic driver."""
        if state.phase != PLAY_PHASE:
            return super().play_out(state, rng, limit)
        return self._rewards(state, *knowledge.play_out_game(state, rng, limit))

    def play_out_seeded(self, state, seed: int, limit: int):
        if state.phase != PLAY_PHASE:
            return super().play_out_seeded(state, seed, limit)
        return self._rewards(state, *knowledge.play_out_game_seeded(state, seed, limit))

    def _rewards(self, state, result, hands: list[int], out_order: tuple[int, ...]) -> list[float]:
        """The playout's rewards: the game's when it finished, else the estimate."""
        if result is not None:
            return game_rewards(result, hands, state.in_play)
        return [(1.0 + knowledge.hands_value(hands, state.trumps, out_order, p)) / 2.0 for p in range(self.players)]


def game_rewards(result, hands: list[int], in_play: int) -> list[float]:
    """Each player's reward in [0, 1] for a finished game: his returns, and a share for
    the cards he is left holding (``CARDS_LEFT_SHARE``)."""
    total = in_play.bit_count()
    return [(1.0 - CARDS_LEFT_SHARE) * (1.0 + r) / 2.0 + CARDS_LEFT_SHARE * (1.0 - hand.bit_count() / total)
            for r, hand in zip(result, hands)]


def _adapter(obs: Observation) -> CardGameAdapter:
    def is_over(state) -> bool:
        return state.is_terminal()

    def rewards(state) -> list[float]:
        return game_rewards(state.returns(), state.hands, state.in_play)

    return SvoiKozyriAdapter(knowledge, obs.players, is_over, rewards)


def decide(obs: Observation, spec: LevelSpec, rng: random.Random, budget: Budget):
    if obs.phase == TRUMP_PHASE:
        return rng.choice(obs.legal_actions())
    return search_decision(obs, _adapter(obs), spec, rng, budget)
