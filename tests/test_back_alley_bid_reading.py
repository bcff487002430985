"""Back Alley Expert reads the bids (issue 15 item 8): its sampled worlds fit the
auction as well as everything seen, the sampler is bounded and deterministic, and
Hard (which does not read the bids) plays what main played."""

from __future__ import annotations

import random
import statistics

from app.ai import choose, levels
from app.core.cards import ALL_CARDS, SUITS
from app.core.protocol import apply_automatic_steps
from app.games.back_alley import BOARD, PASS, State
from app.games.back_alley import ai as knowledge
from app.games.back_alley.actions import NUMERIC_BIDS
from app.games.back_alley.ai import (
    bid_fit,
    bid_for,
    bid_likelihood,
    estimate_hand_tricks,
    estimate_mask_tricks,
    sample_reading_bids,
)
from tests.main_moves import played_moves
from tests.test_back_alley_ai import ALL_CODES

TRIES = levels.BACK_ALLEY["expert"].inference_tries


def test_expert_reads_the_bids_and_hard_does_not():
    assert TRIES > 1
    assert levels.BACK_ALLEY["hard"].inference_tries == 0


def test_the_mask_estimator_is_the_hand_estimator():
    rng = random.Random(3)
    for _ in range(3000):
        size = rng.randint(1, 13)
        hand = rng.sample(ALL_CARDS, size)
        trump = rng.choice((None, *SUITS))
        mask = sum(knowledge._BIT_VALUE[c] for c in hand)
        assert abs(estimate_mask_tricks(mask, trump, size) - estimate_hand_tricks(hand, trump, size)) < 1e-9


def test_a_bid_fits_the_estimates_it_comes_from_best():
    for size in (1, 2, 7, 13):
        for estimate in (0.0, 0.4, 1.5, size - 1.2, size - 0.1, float(size)):
            bid = bid_for(estimate, size)
            assert bid_likelihood(bid, estimate, size) == 1.0, (size, estimate, bid)
    # Further from the estimate, less likely, never impossible (human bidders).
    far = [bid_likelihood(NUMERIC_BIDS[n], 1.2, 9) for n in range(1, 9)]
    assert far == sorted(far, reverse=True) and far[0] == 1.0 and far[-1] > 0
    assert bid_likelihood(BOARD, 2.0, 9) < bid_likelihood(PASS, 2.0, 9) < 1.0


def auction_positions(count: int) -> list[tuple[State, int]]:
    """(state, observer) with at least one other player's bid known, from seeded games
    (the greedy player's bids, random cards), in the auction and during the play."""
    rng = random.Random(11)
    found = []
    for game in range(40):
        s = State.new(seed=900 + game)
        steps = 0
        while not s.is_terminal() and len(found) < count:
            apply_automatic_steps(s)
            if s.is_terminal():
                break
            steps += 1
            player = steps % 4
            if steps % 5 == 0 and any(b is not None for q, b in enumerate(s.bids) if q != player):
                found.append((s.clone(), player))
            if s.phase == "bid":
                s.step(knowledge.greedy_action(s.observation(s.current_player())))
            else:
                s.step(rng.choice(s.legal_actions()))
    return found


def test_every_world_fits_what_the_observer_saw_and_the_sampler_is_bounded(monkeypatch):
    real_sample_hands = knowledge._sample_hands
    calls = []

    def counting(*args):
        calls.append(1)
        return real_sample_hands(*args)

    monkeypatch.setattr(knowledge, "_sample_hands", counting)
    rng = random.Random(4)
    for s, player in auction_positions(60):
        obs = s.observation(player)
        impossible = obs.impossible_cards()
        for _ in range(5):
            calls.clear()
            world = sample_reading_bids(obs, rng, TRIES)
            assert 1 <= len(calls) <= TRIES
            assert world.observation(player) == obs
            counts = world.cards_in_play_count()
            assert sorted(counts) == ALL_CODES and set(counts.values()) == {1}
            for q in range(4):
                assert not impossible[q] & set(world.hands[q])
            if obs.current_player == player:
                assert world.legal_actions() == obs.legal_actions()


def test_the_sampler_is_deterministic_for_a_seed():
    for s, player in auction_positions(20):
        obs = s.observation(player)
        first = [sample_reading_bids(obs, random.Random(7), TRIES).hands for _ in range(3)]
        assert first[0] == first[1] == first[2]


def test_the_worlds_fit_the_bids_better_than_uniform_ones():
    """The reading moves the worlds towards the auction: the bids' likelihood of the
    sampled hands is higher on average."""
    gains = []
    for s, player in auction_positions(30):
        obs = s.observation(player)
        rng = random.Random(1)
        uniform = statistics.mean(bid_fit(obs, knowledge.sample_determinization(obs, rng).hands)
                                  for _ in range(60))
        read = statistics.mean(bid_fit(obs, sample_reading_bids(obs, rng, TRIES).hands) for _ in range(60))
        gains.append(read - uniform)
    assert statistics.mean(gains) > 0.15 and min(gains) > -0.1


def test_a_hard_level_move_is_mains_for_the_same_seed(monkeypatch):
    """Hard keeps main's sampling (commit 1d006cc's moves on these positions)."""
    positions = []
    for seed in range(3100, 3103):
        s = State.new(seed=seed)
        decisions = 0
        while s.deal_number <= 4 and not s.is_terminal():
            if s.phase == "between":
                s.step(s.legal_actions()[0])
                continue
            obs = s.observation(s.current_player())
            if len(obs.legal_actions()) > 1:
                if decisions % 5 == 0:
                    positions.append(obs)
                decisions += 1
            s.step(choose(obs, "greedy"))
    assert len(positions) == 91
    assert played_moves("BACK_ALLEY", {"hard": positions[::3]}, monkeypatch) == {"hard": MAIN_HARD_MOVES}


MAIN_HARD_MOVES = [
    "bid 3", "play 3H", "play 6S", "pass", "play 3H", "play 6H", "play 2D", "play 5D", "bid 4", "play AD",
    "bid 2", "play 3S", "play KC", "play 3H", "play 3D", "play 5S", "play 2D", "play BB", "bid 2", "play 4S",
    "play 8S", "play 5D", "play 8S", "play 8D", "play 7C", "play 4S", "bid 2", "play 7D", "play 3H", "play QD",
    "play QH"]


def test_expert_opens_with_its_own_tricks_and_the_closer_simulates():
    """The partnership convention (``LevelSpec.opens_own_tricks``): before its partner
    bids, Expert bids its own hand's tricks (the bid its partner's reading decodes
    exactly) without simulating; after, it simulates the contract; Hard always simulates."""
    from app.ai import figures

    assert levels.BACK_ALLEY["expert"].opens_own_tricks and not levels.BACK_ALLEY["hard"].opens_own_tricks
    openers = closers = 0
    for seed in range(3200, 3212):
        s = State.new(seed=seed)
        while s.phase == "bid":
            obs = s.observation(s.current_player())
            opening = obs.bids[(obs.player + 2) % 4] is None
            with figures.collect() as expert_figures:
                bid = choose(obs, "expert", seed=seed)
            if opening:
                openers += 1
                assert bid == bid_for(knowledge.estimate_tricks(obs), obs.hand_size)
                assert figures.BID_SAMPLES not in expert_figures
            elif len(obs.legal_actions()) > 1:
                closers += 1
                assert expert_figures[figures.BID_SAMPLES]
            with figures.collect() as hard_figures:
                choose(obs, "hard", seed=seed)
            assert len(obs.legal_actions()) == 1 or hard_figures[figures.BID_SAMPLES]
            s.step(bid)
    assert openers >= 20 and closers >= 20
