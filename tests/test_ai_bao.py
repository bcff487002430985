"""Bao AI: the alpha-beta search agrees with plain minimax, finds wins, and the Bao
knowledge (evaluation, ordering, greedy) behaves."""

from __future__ import annotations

import random

import pytest

from app.ai import choose
from app.ai.alphabeta import WIN_SCORE, AlphaBetaSettings, alphabeta_search
from app.ai.budget import Budget
from app.games.bao import State, engine
from app.games.bao.ai import KNOWLEDGE, greedy_action, random_action, static_value


def negamax(state: State, depth: int) -> float:
    """Plain minimax (no pruning, no table), same conventions as the search."""
    player = state.current_player()
    best = -2 * WIN_SCORE
    for action in state.legal_actions():
        child = state.clone()
        child.apply(action, events=False)
        if child.is_terminal():
            value = WIN_SCORE - 0 if child.returns()[player] > 0 else -WIN_SCORE
        elif child.current_player() == player:
            value = negamax(child, depth)
        elif depth <= 1:
            value = -KNOWLEDGE.evaluate(child)
        else:
            value = -negamax(child, depth - 1)
        best = max(best, value)
    return best


def random_positions(count: int, seed: int, variant: str = "kiswahili") -> list[State]:
    rng = random.Random(seed)
    positions = []
    while len(positions) < count:
        state = State.new(variant)
        for _ in range(rng.randrange(1, 40)):
            if state.is_terminal():
                break
            state.apply(rng.choice(state.legal_actions()), events=False)
        if not state.is_terminal() and len(state.legal_actions()) > 1:
            positions.append(state)
    return positions


@pytest.mark.parametrize("variant", ("kiswahili", "kujifunza"))
def test_alphabeta_value_equals_plain_minimax_at_depth_two(variant):
    for state in random_positions(8, 3, variant):
        result = alphabeta_search(state, KNOWLEDGE, AlphaBetaSettings(2, 10**7, 0),
                                  Budget(None), random.Random(0))
        expected = negamax(state, 2)
        if abs(expected) < WIN_SCORE - 1000:
            assert result.value == pytest.approx(expected)
        else:  # wins: the search scores faster wins higher (WIN - ply)
            assert (result.value > 0) == (expected > 0)


def immediate_win_positions(count: int) -> list[State]:
    rng = random.Random(7)
    found = []
    while len(found) < count:
        state = State.new()
        while not state.is_terminal():
            moves = state._analysis().legal  # noqa: SLF001 - test looks at the simulated outcomes
            winning = [m.action for m in moves if m.outcome == engine.MOVER_WINS]
            if winning and len(winning) < len(moves):
                found.append(state)
                break
            state.apply(rng.choice(state.legal_actions()), events=False)
    return found


def test_every_search_level_and_greedy_take_an_immediate_win():
    for state in immediate_win_positions(5):
        for level in ("greedy", "medium", "hard"):
            child = state.clone()
            child.apply(choose(state, level, seed=3), events=False)
            assert child.is_terminal() and child.winner == state.current_player(), level


def test_ordering_puts_the_biggest_capture_first():
    for state in random_positions(20, 5):
        ordered = KNOWLEDGE.order(state, state.legal_actions())
        assert sorted(ordered, key=str) == sorted(state.legal_actions(), key=str)


def test_static_value_is_antisymmetric():
    for state in random_positions(20, 9):
        board, stores, house = state._board, state._stores, state._house  # noqa: SLF001
        me = state.current_player()
        assert static_value(board, stores, house, me, me) == pytest.approx(
            -static_value(board, stores, house, 1 - me, me))


def test_yardsticks_are_legal_and_greedy_is_deterministic():
    rng = random.Random(1)
    for state in random_positions(20, 11):
        assert random_action(state, rng) in state.legal_actions()
        assert greedy_action(state) == greedy_action(state.clone())
        assert greedy_action(state) in state.legal_actions()


def test_search_does_not_change_the_position_it_is_given():
    state = random_positions(1, 13)[0]
    before = state.to_dict()
    choose(state, "hard", seed=1)
    assert state.to_dict() == before
