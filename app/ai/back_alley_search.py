"""Back Alley decisions: simulated bidding and ISMCTS card play, horizon = this deal.

Bidding (the issue: "bids come from simulation or a calibrated estimator, not a fixed
guess"): sample deals consistent with what the bidder sees, play each out with the
playout policy (the remaining bids come from the calibrated estimator inside it), and
count the tricks the partnership takes. Every legal bid is then scored on those same
samples (the contract it makes with the partner's bid, scored by the rules); the bid
with the best expected score among those made in at least ``MIN_MAKE_SHARE`` of the
samples wins.

A partnership's contract is the sum of its two bids, and the second partner to bid can
only add to the first's. So a level that reads the bids (Expert) opens its partnership's
auction with its own hand's tricks (``LevelSpec.opens_own_tricks``: the estimator's bid,
no simulation), exactly what a reading partner's bid likelihood assumes: the partner
then knows the opener's strength and sets the contract by simulation with it. Measured
in ``app/ai/levels.py`` (BACK_ALLEY).

Card play: ISMCTS over the rest of the deal; rewards are the deal's points margin,
squashed into [0, 1]. The partner is never overtaken without reason: when the partner
is winning the trick and a card exists that lets him keep it, a card that takes the
trick from him is only played if the search values it clearly higher. Likewise the
greedy card is kept unless the search is confident another one is better
(the level's ``greedy_veto``): a few hundred sampled worlds give noisy values.
"""

from __future__ import annotations

import math
import random

from app.ai import figures
from app.ai.budget import Budget
from app.ai.card_search import CardGameAdapter, flat_statistics, ismcts_statistics, prefer_greedy
from app.ai.levels import PIMC, LevelSpec
from app.games.back_alley import ai as knowledge
from app.games.back_alley.actions import BOARD, PASS, Action
from app.games.back_alley.observation import Observation
from app.games.back_alley.rules import BETWEEN, PLAYERS, TEAM, card_power, deal_points, trick_winner_offset

MARGIN_SCALE_BASE = 10.0     # reward = 0.5 + 0.5 tanh(margin / (BASE + PER_CARD * h))
MARGIN_SCALE_PER_CARD = 3.0
MIN_MAKE_SHARE = 0.7         # a bid must be made in this share of the simulated deals
# (it seldom binds: Hard with 0.0 and with 0.5 against Hard scored alike in all of 128 bench
# deals, 0.5 and 0.8 differed in 6 of 75; the best expected score is nearly always a bid
# made that often)
BID_SAMPLES_PER_ITERATION = 0.25  # bidding samples = the level's iterations x this
MIN_BID_SAMPLES = 12
OVERTAKE_PARTNER_MARGIN = 0.03  # search-value edge needed to take the partner's trick



class BackAlleyAdapter(CardGameAdapter):
    scale = MARGIN_SCALE_BASE  # of the points margin in the rewards (``_adapter`` sets it)
    bid_reading_tries = 0  # > 1: the worlds fit the auction too (``sample_reading_bids``)

    def determinize(self, obs, rng: random.Random):
        if self.bid_reading_tries > 1:
            return knowledge.sample_reading_bids(obs, rng, self.bid_reading_tries)
        return knowledge.sample_determinization(obs, rng)

    def apply(self, state, action) -> None:
        state.step(action)  # trusted actions, no events

    def play_out(self, state, rng: random.Random, limit: int):
        """The rest of the deal's play by ``play_out_deal`` (the rollout policy without
        a ``State``, the same cards from the same random numbers); the generic driver in
        the auction, between deals, or when ``limit`` would cut the play short."""
        if state.phase != "play" or limit < PLAYERS * (state.hand_size - len(state.played_tricks)) - len(state.trick):
            return super().play_out(state, rng, limit)
        return self.points_rewards(deal_points_won(state, knowledge.play_out_deal(state, rng)))

    def points_rewards(self, points) -> list[float]:
        """Each player's reward in [0, 1] for a deal's points per team."""
        margin = (points[0] - points[1]) / self.scale
        team0 = 0.5 + 0.5 * math.tanh(margin)
        return [team0 if TEAM[p] == 0 else 1.0 - team0 for p in range(PLAYERS)]


def deal_points_won(state, tricks_won: list[int]) -> tuple[int, int]:
    """Per team, the points of the deal being played in ``state`` when its players win
    ``tricks_won`` tricks in all (``State._score_deal``'s sums)."""
    h = state.hand_size
    return (deal_points(state.contracts[0], state.multipliers[0], tricks_won[0] + tricks_won[2], h),
            deal_points(state.contracts[1], state.multipliers[1], tricks_won[1] + tricks_won[3], h))


def _adapter(obs: Observation) -> BackAlleyAdapter:
    def is_over(state) -> bool:
        # The horizon is this deal's end; the automatic next deal is never played out.
        return state.phase in ("over", BETWEEN)

    def rewards(state) -> list[float]:
        if state.last_deal_void:
            return [0.5] * PLAYERS  # everybody passed: the deal is redealt, nobody scores
        return adapter.points_rewards(state.deal_history[-1]["points"])

    adapter = BackAlleyAdapter(knowledge, PLAYERS, is_over, rewards)
    adapter.scale = MARGIN_SCALE_BASE + MARGIN_SCALE_PER_CARD * obs.hand_size
    return adapter


# --- bidding ---------------------------------------------------------------------------
def simulate_team_tricks(obs: Observation, adapter: BackAlleyAdapter, samples: int,
                         rng: random.Random, budget: Budget) -> list[tuple[int, Action | None]]:
    """Per sampled deal: the tricks the bidder's partnership takes when the deal is
    played out (the bidder bidding the estimator's bid), and the partner's bid."""
    me, partner = obs.player, (obs.player + 2) % PLAYERS
    my_bid = knowledge.bid_for(knowledge.estimate_tricks(obs), obs.hand_size)
    results = []
    for index in range(samples):
        if index and budget.expired():
            break
        state = adapter.determinize(obs, rng)
        state.step(my_bid)
        while state.phase == "bid" and not adapter.is_over(state):
            state.step(adapter.rollout_action(state, rng))
        if adapter.is_over(state):
            continue  # everybody passed in this sample: no tricks to count
        partner_bid = state.bids[partner]
        won = knowledge.play_out_deal(state, rng)
        results.append((won[me] + won[partner], partner_bid))
    return results


def choose_bid(obs: Observation, samples: list[tuple[int, Action | None]]) -> Action:
    legal = obs.legal_actions()
    if not samples:
        return knowledge.bid_for(knowledge.estimate_tricks(obs), obs.hand_size)
    hand_size = obs.hand_size
    board_multiplier = len(obs.board_order) + 1
    scored = []
    for bid in legal:
        total, made = 0.0, 0
        for tricks, partner_bid in samples:
            if bid is BOARD or partner_bid is BOARD:
                multiplier = board_multiplier
                points = deal_points(0, multiplier, tricks, hand_size)
                success = tricks == hand_size
            else:
                contract = bid.amount + (partner_bid.amount if partner_bid is not None else 0)
                points = deal_points(contract, 0, tricks, hand_size)
                success = tricks >= contract
            total += points
            made += success
        scored.append((made / len(samples) >= MIN_MAKE_SHARE or bid is PASS,
                       total / len(samples), -bid.order, bid))
    return max(scored, key=lambda item: item[:3])[3]


# --- card play -------------------------------------------------------------------------
def overtakes_partner(obs: Observation, action: Action) -> bool:
    """Would ``action`` take the trick from the observer's partner, who is winning it?"""
    trick = obs.trick
    if not trick or action.card is None:
        return False
    trump = obs.trump
    offset = trick_winner_offset(trick, trump)
    winner = (obs.trick_leader + offset) % PLAYERS
    if winner != (obs.player + 2) % PLAYERS:
        return False
    lead = trick[0]
    lead_suit = lead.suit if lead.suit is not None else trump
    return card_power(action.card, lead_suit, trump) > card_power(trick[offset], lead_suit, trump)


def choose_card(obs: Observation, stats) -> Action:
    legal = obs.legal_actions()
    best = stats.most_visited(legal)
    if overtakes_partner(obs, best):
        keep = [a for a in legal if not overtakes_partner(obs, a)]
        if keep:
            best_keep = max(keep, key=lambda a: (stats.means.get(a, 0.0), stats.visits.get(a, 0)))
            if stats.means.get(best, 0.0) < stats.means.get(best_keep, 0.0) + OVERTAKE_PARTNER_MARGIN:
                return best_keep
    return best


def decide(obs: Observation, spec: LevelSpec, rng: random.Random, budget: Budget):
    adapter = _adapter(obs)
    adapter.bid_reading_tries = spec.inference_tries
    return decide_with(obs, adapter, spec, rng, budget)


def decide_with(obs: Observation, adapter: BackAlleyAdapter, spec: LevelSpec, rng: random.Random,
                budget: Budget):
    """``decide`` on the worlds ``adapter`` samples (``app.bench.back_alley_ceiling`` hands
    it one that samples the real deal)."""
    if obs.phase == "bid":
        if spec.opens_own_tricks and obs.bids[(obs.player + 2) % PLAYERS] is None:
            return knowledge.bid_for(knowledge.estimate_tricks(obs), obs.hand_size)
        samples = max(MIN_BID_SAMPLES, int(spec.iterations * BID_SAMPLES_PER_ITERATION))
        simulated = simulate_team_tricks(obs, adapter, samples, rng, budget)
        figures.record(figures.BID_SAMPLES, simulated)  # for the hint's reason
        return choose_bid(obs, simulated)
    greedy = knowledge.greedy_action(obs)
    if spec.method == PIMC:
        stats = flat_statistics(obs, adapter, spec.iterations, rng, budget, rollout_limit=spec.rollout_limit,
                                halving=spec.halving, keep=greedy)
    else:
        stats = ismcts_statistics(obs, adapter, spec, rng, budget)
    if not stats.visits or not stats.iterations:
        return greedy
    return prefer_greedy(choose_card(obs, stats), greedy, stats, spec.greedy_veto)
