"""Issue 15, item 2: the reachable position whose exact legal-move generation took
22-35 s (North's A2< relays for 26,066,144 sowings before it repeats), and the two
slowest positions of 10,000 random kujifunza games (app.bench.bao_slow).

The expected analyses were computed once, offline, with the exact method of main at
51247e3 (the packed engine, every sowing walked), and are stored below.
"""

from __future__ import annotations

import time

import pytest

from app.ai import LEVELS, choose
from app.ai.levels import level_spec
from app.bench.bao_slow import slow_state
from app.bench.clock import waited_to_run_ms
from app.core.protocol import IllegalAction
from app.games.bao import engine

# Per position of app.bench.bao_slow.SLOW_POSITIONS: the never-ending candidate, and
# each legal action -> the mover's 16 holes (A1..A8, B1..B8) after it (every one ends the
# turn; a takasa never touches the opponent's holes). Computed once with main's exact
# engine at 51247e3: 36 s, 20 s and 27 s.
EXACT = {
    0: ("A2<", {
        "A2>": [1, 2, 1, 3, 9, 1, 2, 3, 4, 1, 2, 3, 5, 6, 3, 1],
        "A5>": [2, 8, 0, 1, 1, 15, 1, 2, 0, 2, 1, 2, 4, 0, 2, 6],
        "A5<": [1, 12, 0, 5, 0, 3, 2, 5, 6, 1, 4, 1, 0, 1, 5, 1],
        "A6>": [2, 8, 2, 1, 6, 0, 1, 2, 3, 2, 1, 2, 4, 5, 2, 6],
        "A6<": [2, 8, 2, 1, 7, 1, 1, 0, 3, 2, 1, 2, 4, 5, 2, 6],
    }),
    1: ("A3<", {
        "A2>": [1, 0, 3, 11, 9, 2, 9, 1, 2, 1, 1, 3, 5, 1, 6, 0],
        "A2<": [2, 0, 2, 10, 8, 1, 8, 0, 3, 2, 1, 3, 5, 1, 5, 4],
        "A3>": [1, 7, 0, 11, 0, 2, 9, 1, 2, 1, 1, 3, 5, 1, 6, 5],
        "A4>": [1, 7, 2, 0, 9, 2, 9, 1, 2, 1, 1, 3, 5, 1, 6, 5],
        "A4<": [2, 8, 3, 1, 9, 2, 9, 1, 3, 2, 1, 3, 5, 1, 0, 5],
        "A5>": [3, 1, 5, 2, 1, 4, 0, 2, 5, 4, 3, 5, 2, 3, 11, 4],
        "A5<": [4, 10, 0, 1, 2, 0, 10, 1, 5, 4, 0, 2, 7, 0, 2, 7],
        "A7>": [1, 8, 0, 11, 9, 0, 1, 0, 4, 1, 2, 4, 6, 2, 0, 6],
        "A7<": [4, 0, 5, 1, 11, 0, 2, 1, 5, 2, 3, 2, 7, 3, 2, 7],
    }),
    2: ("A4>", {
        "A2>": [1, 1, 5, 4, 5, 1, 0, 2, 13, 3, 0, 3, 0, 5, 0, 5],
        "A2<": [1, 0, 4, 3, 4, 1, 3, 0, 13, 3, 4, 0, 2, 5, 0, 5],
        "A3>": [0, 3, 0, 1, 2, 3, 2, 7, 3, 1, 4, 11, 3, 0, 8, 0],
        "A3<": [1, 6, 0, 3, 4, 1, 3, 0, 13, 0, 4, 3, 0, 5, 0, 5],
        "A4<": [1, 6, 5, 0, 4, 0, 2, 1, 12, 2, 3, 2, 1, 4, 1, 4],
        "A5>": [0, 1, 0, 5, 2, 3, 5, 1, 14, 4, 1, 4, 3, 1, 4, 0],
        "A5<": [1, 6, 5, 4, 0, 0, 2, 1, 12, 2, 3, 2, 1, 4, 1, 4],
        "A7>": [0, 1, 0, 5, 6, 2, 2, 1, 14, 4, 1, 4, 3, 1, 4, 0],
        "A7<": [2, 7, 1, 6, 2, 3, 2, 3, 1, 4, 5, 0, 3, 6, 3, 0],
    }),
}


@pytest.mark.parametrize("index", sorted(EXACT))
def test_slow_positions_have_the_exact_methods_legal_moves(index):
    engine.forget_long_turns()
    never_ending, exact = EXACT[index]
    state = slow_state(index)
    mover = state.current_player()
    other = state.board(1 - mover)
    assert [str(a) for a in state.legal_actions()] == list(exact)
    for result in state._analysis().legal:
        assert result.outcome == engine.TURN_ENDS
        assert result.board[16 * mover : 16 * mover + 16] == exact[str(result.action)]
        assert result.board[16 * (1 - mover) : 16 * (2 - mover)] == other
    assert [str(a) for g in state._analysis().groups for a in g.never_ending] == [never_ending]
    with pytest.raises(IllegalAction, match="would never end"):
        state.apply(never_ending)


@pytest.mark.parametrize("level", LEVELS)
def test_choose_answers_on_the_slow_position_within_twice_its_budget_cold(level):
    engine.forget_long_turns()  # nothing remembered from an earlier analysis
    state = slow_state()
    budget = level_spec("bao", level).time_cap
    waited = waited_to_run_ms()
    start = time.perf_counter()
    action = choose(state, level, seed=3)
    # the time it took minus the time this thread waited for a core (a busy machine)
    elapsed = time.perf_counter() - start - (waited_to_run_ms() - waited) / 1000
    assert str(action) in EXACT[0][1]
    assert elapsed < 2 * budget, f"{level}: {elapsed:.2f} s for a {budget} s budget"
