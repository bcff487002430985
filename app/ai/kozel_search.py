"""Kozel decisions: determinized search (the level's PIMC or ISMCTS) over the current game.

The horizon is the end of the current game (a match is a series of independent deals,
so later games do not depend on this one's play, only on its loss points). A finished
game is scored per team: winning matters most, then the loss points given or avoided,
then the card-point margin (a smoother signal for the search).
"""

from __future__ import annotations

import random

from app.ai.budget import Budget
from app.ai.card_search import CardGameAdapter, search_decision
from app.ai.levels import LevelSpec
from app.games.kozel import ai as knowledge
from app.games.kozel.observation import Observation
from app.games.kozel.options import PLAYERS

WIN_SHARE = 0.3          # of the reward's half-range for winning the game (eggs: 0)
LOSS_POINTS_SHARE = 0.1  # for the loss points given (or received), at most 6
CARD_POINTS_SHARE = 0.1  # for the card-point margin
MAX_LOSS_POINTS = 6
TOTAL_CARD_POINTS = 120


class KozelAdapter(CardGameAdapter):
    inferences: tuple = ()
    tries = 1

    def apply(self, state, action) -> None:
        state.step(action)  # the search only plays legal actions: no checks, no events

    def determinize(self, obs, rng: random.Random):
        if self.tries > 1 and self.inferences:
            return knowledge.sample_fitting(obs, rng, self.inferences, self.tries)
        return knowledge.sample_determinization(obs, rng)


def _adapter(obs: Observation) -> KozelAdapter:
    def is_over(state) -> bool:
        # The horizon is this game's end; the automatic next deal is never played out.
        return state.match_over or state.awaiting_deal

    def rewards(state) -> list[float]:
        record = state.game_history[-1]
        given = record.loss_points_given
        result = []
        for player in range(PLAYERS):
            team = player % 2
            margin = (record.card_points[team] - record.card_points[1 - team]) / TOTAL_CARD_POINTS
            if record.eggs:
                result.append(0.5)
                continue
            won = given[team] == 0
            points = given[1 - team] if won else given[team]
            sign = 1.0 if won else -1.0
            result.append(0.5 + sign * (WIN_SHARE + LOSS_POINTS_SHARE * points / MAX_LOSS_POINTS)
                          + CARD_POINTS_SHARE * margin)
        return result

    return KozelAdapter(knowledge, PLAYERS, is_over, rewards)


def decide(obs: Observation, spec: LevelSpec, rng: random.Random, budget: Budget):
    adapter = _adapter(obs)
    if spec.inference_tries > 1:
        adapter.inferences = knowledge.trick_inferences(obs)
        adapter.tries = spec.inference_tries
    return search_decision(obs, adapter, spec, rng, budget)
