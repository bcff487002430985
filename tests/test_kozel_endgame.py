"""Kozel's exact endgame (app/ai/kozel_endgame.py): the solver's value is the minimax
value the rules' own moves give, its moves are the rules' legal actions, and the levels'
endgame decision is legal, deterministic and follows the solved values."""

from __future__ import annotations

import dataclasses
import random

import pytest

from app.ai import choose, figures, levels
from app.ai.budget import Budget
from app.ai.kozel_endgame import OPPONENT, PARTNER, PARTNER_LAST, EndgameMoves, endgame_decision, solve
from app.ai.kozel_search import game_rewards
from app.games.kozel import State
from app.games.kozel.ai import greedy_action
from app.games.kozel.moves import DECK


def reference_value(s: State, root: int, alpha: float = -9.0, beta: float = 9.0) -> float:
    """Minimax over the rules' own moves (``State.legal_actions`` / ``step``) to the
    game's end, scored by ``game_rewards`` for ``root`` (alpha-beta only prunes)."""
    if s.awaiting_deal or s.match_over:
        record = s.game_history[-1]
        return game_rewards(record.card_points, record.loss_points_given, record.eggs)[root]
    ours = s.turn % 2 == root % 2
    best = -9.0 if ours else 9.0
    for action in s.legal_actions():
        child = s.clone()
        child.step(action)
        value = reference_value(child, root, alpha, beta)
        if ours:
            best, alpha = max(best, value), max(alpha, value)
        else:
            best, beta = min(best, value), min(beta, value)
        if alpha >= beta:
            break
    return best


def endings(seeds, most_cards: int, share: float = 0.4):
    """Positions of random games with the stock out and at most ``most_cards`` in the
    hand of the player to move (a random share of them)."""
    for seed in seeds:
        rng = random.Random(seed)
        s = State.new(seed=seed)
        while not s.awaiting_deal:
            if not s.stock and len(s.hands[s.turn]) <= most_cards and rng.random() < share:
                yield seed, s.clone()
            s.step(rng.choice(s.legal_actions()))


def test_the_solver_value_is_the_minimax_value_of_the_rules_moves():
    checked = 0
    for seed, s in endings(range(12), 3):
        for root in (s.turn, (s.turn + 1) % 4):
            assert solve(s, root, game_rewards) == pytest.approx(reference_value(s, root), abs=1e-12), seed
            checked += 1
    assert checked > 40


@pytest.mark.parametrize("seed", [0, 4])
def test_the_solver_value_of_a_whole_four_card_ending(seed):
    """The first trick after the stock ran out, four cards each (random play to there)."""
    rng = random.Random(seed)
    s = State.new(seed=seed)
    while s.stock:
        s.step(rng.choice(s.legal_actions()))
    assert len(s.hands[s.turn]) == 4 and not s.trick
    assert solve(s, s.turn, game_rewards) == pytest.approx(reference_value(s, s.turn), abs=1e-12)


def pull_ending() -> State:
    """The stock out, four cards each; player 0 leads the ace of hearts and player 1,
    holding four spades, may pull."""
    hands = [["6H", "AH", "TH", "KH"], ["7S", "8S", "9S", "AS"], ["6C", "7C", "TC", "AC"], ["QH", "JH", "QD", "KD"]]
    dealt = {c for h in hands for c in h}
    rest = [c.code for c in DECK if c.code not in dealt]
    s = State.from_deal(hands, [], "TD", dealer=3, piles=(rest[:12], rest[12:]), leader=0)
    s.apply("lead AH")
    return s


def test_the_solver_knows_the_pull():
    s = pull_ending()
    assert s.legal_actions()[-1].kind == "pull"
    assert solve(s, 1, game_rewards) == pytest.approx(reference_value(s, 1), abs=1e-12)
    pulled = s.clone()
    pulled.apply("pull")
    assert solve(pulled, 1, game_rewards) == pytest.approx(reference_value(pulled, 1), abs=1e-12)


def test_the_solvers_moves_are_the_legal_actions():
    checked = 0
    for _seed, s in endings(range(30), 4, share=0.5):
        moves = EndgameMoves(s.trump_suit)
        winning = tuple(c.index for c in s.winning_cards)
        if not s.trick:
            mode = OPPONENT
        elif s.winning_player % 2 != s.turn % 2:
            mode = OPPONENT
        else:
            mode = PARTNER_LAST if len(s.trick) == 3 else PARTNER
        hand = sum(1 << c.index for c in s.hands[s.turn])
        found = moves.moves(hand, s.lead_count, winning, mode, not s.pulled and 0 < s.lead_count < 4)
        listed = {(kind, mask) for kind, mask, _points in found}
        assert len(listed) == len(found)
        assert listed == {(a.kind, hand if a.kind == "pull" else sum(1 << c.index for c in a.cards))
                          for a in s.legal_actions()}
        checked += 1
    assert checked > 100


def test_the_endgame_decision_chooses_the_best_solved_action():
    """With the real world as its only world, the decision is an action of the best
    exact value (and the greedy move among equals); the figures hold every value."""
    for seed, s in endings(range(8), 3, share=0.3):
        obs = s.observation(s.turn)
        legal = obs.legal_actions()
        if len(legal) < 2:
            continue
        with figures.collect() as found:
            action = endgame_decision(obs, lambda _obs, _rng, s=s: s.clone(), game_rewards, greedy_action(obs),
                                      3, 10**9, random.Random(seed), Budget(None))
        values = {}
        for a in legal:
            child = s.clone()
            child.step(a)
            values[a] = solve(child, s.turn, game_rewards)
        assert values[action] == pytest.approx(max(values.values()))
        if values[greedy_action(obs)] == pytest.approx(max(values.values())):
            assert action == greedy_action(obs)
        stats = found[figures.ROOT]
        assert stats.means == pytest.approx(values) and set(stats.visits.values()) == {3}


def test_the_node_budget_stops_the_worlds():
    s = pull_ending()
    obs = s.observation(1)
    with figures.collect() as found:
        endgame_decision(obs, lambda _obs, _rng: s.clone(), game_rewards, greedy_action(obs), 50, 1,
                         random.Random(1), Budget(None))
    assert set(found[figures.ROOT].visits.values()) == {1}  # one world, then the budget is spent


@pytest.fixture
def endgame_hard(monkeypatch):
    spec = dataclasses.replace(levels.KOZEL["hard"], iterations=40, endgame_cards=4, endgame_worlds=6,
                               endgame_nodes=20_000)
    monkeypatch.setattr(levels, "KOZEL", {**levels.KOZEL, "hard": spec})


def test_a_level_with_the_endgame_plays_legal_and_deterministic_moves(endgame_hard):
    decided = 0
    for seed in range(4):
        s = State.new(seed=100 + seed)
        while not s.awaiting_deal:
            obs = s.observation(s.turn)
            action = choose(obs, "hard", seed=seed)
            assert action in obs.legal_actions()
            if not s.stock and len(obs.legal_actions()) > 1:
                assert choose(obs, "hard", seed=seed) == action
                decided += 1
            s.apply(action)
    assert decided > 5

