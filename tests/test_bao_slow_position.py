"""Issue 15, item 2: the reachable position whose exact legal-move generation took
22-35 s (North's A2< relays for 26,066,144 sowings before it repeats).

The expected analysis was computed once, offline, with the exact method of main at
51247e3 (the packed engine, every sowing walked; 36 s here), and is stored below.
"""

from __future__ import annotations

import time

import pytest

from app.ai import LEVELS, choose
from app.ai.levels import level_spec
from app.bench.bao_slow import slow_state
from app.core.protocol import IllegalAction
from app.games.bao import engine

# action -> North's 16 holes (A1..A8, B1..B8) after it; every one ends the turn.
EXACT_LEGAL = {
    "A2>": [1, 2, 1, 3, 9, 1, 2, 3, 4, 1, 2, 3, 5, 6, 3, 1],
    "A5>": [2, 8, 0, 1, 1, 15, 1, 2, 0, 2, 1, 2, 4, 0, 2, 6],
    "A5<": [1, 12, 0, 5, 0, 3, 2, 5, 6, 1, 4, 1, 0, 1, 5, 1],
    "A6>": [2, 8, 2, 1, 6, 0, 1, 2, 3, 2, 1, 2, 4, 5, 2, 6],
    "A6<": [2, 8, 2, 1, 7, 1, 1, 0, 3, 2, 1, 2, 4, 5, 2, 6],
}
NEVER_ENDING = "A2<"


def test_the_slow_position_has_the_exact_methods_legal_moves():
    engine.forget_long_turns()
    state = slow_state()
    south = state.board(0)
    assert [str(a) for a in state.legal_actions()] == list(EXACT_LEGAL)
    for result in state._analysis().legal:
        assert result.outcome == engine.TURN_ENDS
        assert result.board[16:] == EXACT_LEGAL[str(result.action)]
        assert result.board[:16] == south  # a takasa never touches South's holes
    assert [str(a) for g in state._analysis().groups for a in g.never_ending] == [NEVER_ENDING]
    with pytest.raises(IllegalAction, match="would never end"):
        state.apply(NEVER_ENDING)


@pytest.mark.parametrize("level", LEVELS)
def test_choose_answers_on_the_slow_position_within_twice_its_budget_cold(level):
    engine.forget_long_turns()  # nothing remembered from an earlier analysis
    state = slow_state()
    budget = level_spec("bao", level).time_cap
    start = time.perf_counter()
    action = choose(state, level, seed=3)
    elapsed = time.perf_counter() - start
    assert str(action) in EXACT_LEGAL
    assert elapsed < 2 * budget, f"{level}: {elapsed:.2f} s for a {budget} s budget"
