"""Back Alley AI: simulated bidding and the "do not take your partner's trick" rule."""

from __future__ import annotations

import random

from app.ai.back_alley_search import MIN_MAKE_SHARE, choose_bid, choose_card, overtakes_partner
from app.ai.ismcts import RootStatistics
from app.games.back_alley import State
from app.games.back_alley.actions import BOARD, NUMERIC_BIDS, PASS
from app.games.back_alley.ai import rollout_action


def bid_observation(seed: int = 1):
    state = State.new(seed=seed)  # deal 1: 13 cards
    return state.observation(state.current_player())


def test_the_bid_follows_the_simulated_tricks():
    obs = bid_observation()
    # The partnership always takes 6 tricks and the partner (still to bid) passes.
    assert choose_bid(obs, [(6, PASS)] * 20) is NUMERIC_BIDS[6]
    # The partner bid 2 already: the partnership's contract is the sum.
    assert choose_bid(obs, [(6, NUMERIC_BIDS[2])] * 20) is NUMERIC_BIDS[4]
    # Every trick every time: board.
    assert choose_bid(obs, [(13, PASS)] * 20) is BOARD


def test_the_bid_is_made_in_most_simulated_deals():
    obs = bid_observation()
    samples = [(3, PASS)] * 5 + [(8, PASS)] * 5  # 8 tricks only half of the time
    bid = choose_bid(obs, samples)
    made = sum(tricks >= bid.amount for tricks, _ in samples) / len(samples)
    assert made >= MIN_MAKE_SHARE


def partner_winning_positions(count: int):
    """Observations where the partner is winning the trick and the player to move can
    both keep it for him and take it from him."""
    found = []
    seed = 0
    while len(found) < count:
        state = State.new(seed=seed)
        rng = random.Random(seed)
        seed += 1
        while state.phase in ("bid", "play") and state.deal_number == 1:
            if state.phase == "play":
                obs = state.observation(state.current_player())
                legal = obs.legal_actions()
                taking = [a for a in legal if overtakes_partner(obs, a)]
                if taking and len(taking) < len(legal):
                    found.append(obs)
                    break
            state.step(rollout_action(state, rng))
    return found


def test_the_partner_is_not_overtaken_without_reason():
    for obs in partner_winning_positions(5):
        legal = obs.legal_actions()
        taking = next(a for a in legal if overtakes_partner(obs, a))
        keeping = next(a for a in legal if not overtakes_partner(obs, a))
        # The search slightly prefers taking the trick: not a reason.
        stats = RootStatistics({taking: 60, keeping: 40}, {taking: 0.51, keeping: 0.50}, 100)
        assert choose_card(obs, stats) is keeping
        # Taking it is clearly better (e.g. to lead next): allowed.
        stats = RootStatistics({taking: 60, keeping: 40}, {taking: 0.70, keeping: 0.50}, 100)
        assert choose_card(obs, stats) is taking
