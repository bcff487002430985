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
from app.ai.kozel_endgame import endgame_decision
from app.ai.levels import LevelSpec
from app.games.kozel import ai as knowledge
from app.games.kozel.observation import Observation
from app.games.kozel.options import PLAYERS
from app.games.kozel.rules import game_loss_points

WIN_SHARE = 0.3          # of the reward's half-range for winning the game (eggs: 0)
LOSS_POINTS_SHARE = 0.1  # for the loss points given (or received), at most 6
CARD_POINTS_SHARE = 0.1  # for the card-point margin
MAX_LOSS_POINTS = 6
TOTAL_CARD_POINTS = 120
# More actions than a Kozel game can last (36 cards, at least one per action, and at
# most one pull per trick): a playout limit this high never cuts a game short.
MAX_GAME_ACTIONS = 80
# Metropolis steps before a decision's first world (see ``WorldChain``).
CHAIN_BURN_IN = 100


class KozelAdapter(CardGameAdapter):
    inferences: tuple = ()
    tries = 1
    chain_steps = 0  # > 0: the worlds come from a Metropolis chain, this many steps apart
    _chain = None

    def apply(self, state, action) -> None:
        state.step(action)  # the search only plays legal actions: no checks, no events

    def play_out(self, state, rng: random.Random, limit: int):
        """The game to its end by ``play_out_game`` (the rollout policy without a
        ``State``); a Kozel game lasts at most ``MAX_GAME_ACTIONS`` actions, so a
        ``limit`` below that takes the generic driver, which stops there."""
        if self.is_over(state) or limit < MAX_GAME_ACTIONS:
            return super().play_out(state, rng, limit)
        points, tricks = knowledge.play_out_game(state, rng)
        given, eggs = game_loss_points(points, tricks, state.double_pending)
        return game_rewards(points, given, eggs)

    def determinize(self, obs, rng: random.Random):
        if self.chain_steps and self.inferences:
            if self._chain is None:
                self._chain = knowledge.WorldChain(obs, rng, self.inferences)
                self._chain.next_world(rng, CHAIN_BURN_IN)
            return self._chain.next_world(rng, self.chain_steps)
        if self.tries > 1 and self.inferences:
            return knowledge.sample_fitting(obs, rng, self.inferences, self.tries)
        return knowledge.sample_determinization(obs, rng)


def game_rewards(card_points, given, eggs: bool) -> list[float]:
    """Each player's reward in [0, 1] for a finished game: its card points per team, the
    loss points given per team, eggs (60-60)."""
    result = []
    for player in range(PLAYERS):
        team = player % 2
        if eggs:
            result.append(0.5)
            continue
        margin = (card_points[team] - card_points[1 - team]) / TOTAL_CARD_POINTS
        won = given[team] == 0
        points = given[1 - team] if won else given[team]
        sign = 1.0 if won else -1.0
        result.append(0.5 + sign * (WIN_SHARE + LOSS_POINTS_SHARE * points / MAX_LOSS_POINTS)
                      + CARD_POINTS_SHARE * margin)
    return result


def _adapter(obs: Observation) -> KozelAdapter:
    def is_over(state) -> bool:
        # The horizon is this game's end; the automatic next deal is never played out.
        return state.match_over or state.awaiting_deal

    def rewards(state) -> list[float]:
        record = state.game_history[-1]
        return game_rewards(record.card_points, record.loss_points_given, record.eggs)

    return KozelAdapter(knowledge, PLAYERS, is_over, rewards)


def decide(obs: Observation, spec: LevelSpec, rng: random.Random, budget: Budget):
    adapter = _adapter(obs)
    if spec.inference_steps:  # the whole game's plays, read as the rules' choices
        adapter.inferences = knowledge.trick_inferences(obs, history=True, by_rules=True)
        adapter.chain_steps = spec.inference_steps
    elif spec.inference_tries > 1:  # the current trick's plays, the three readings
        adapter.inferences = knowledge.trick_inferences(obs)
        adapter.tries = spec.inference_tries
    if obs.stock_size == 0 and len(obs.hand) <= spec.endgame_cards:
        return endgame_decision(obs, adapter.determinize, game_rewards, knowledge.greedy_action(obs),
                                spec.endgame_worlds, spec.endgame_nodes, rng, budget)
    return search_decision(obs, adapter, spec, rng, budget)
