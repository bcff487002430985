"""The work limit on Bao move generation, and the AI's use of it below its root.

Exact detection of never-ending moves (bao.md section 7) can need millions of sowings
in rare positions. ``State.legal_actions_within(max_sowings)`` refuses such a position
with ``SearchLimitExceeded`` instead; whatever it does return is exactly
``legal_actions()``. The search treats a refused position below its root as a leaf.
"""

from __future__ import annotations

import random
import time

import pytest

from app.ai import bao_search, choose
from app.ai.levels import EXPERT_CAP
from app.games.bao import SearchLimitExceeded, State, engine
from app.games.bao.options import VARIANTS

# Random game 2398, kiswahili mtaji (also in test_bao_never_ending.py): South's A7>
# repeats its first state only after 1,390,736 sowings.
LONG_CYCLE = """
 0  1  0  0  1  0  1  3
 0  1  0  0  0  0  0  1
--------------------------------
 6  7  1  3  4  3  4  0
 9  0  1  7  3  4  0  4
"""

# Position 6 of ``app.bench.ai.sample_positions("bao", 40)``, North to move: several
# positions of its search tree have turns needing more than NODE_MAX_SOWINGS sowings
# (an Expert decision here took 8-9 s before the limit, against a 3 s promise).
CHILDREN_HIT_THE_LIMIT = """
 0
 2  1  2  5  1  1  0  2
 1  3  3  1  0  2  1  0
--------------------------------
 2  2  2  3  3  2  1  3
 3  4  3  2  1  3  2  3
 0
"""


def test_the_limited_call_refuses_a_position_with_a_long_cycle():
    engine.forget_long_turns()  # no memory of an earlier exact analysis
    state = State.from_text(LONG_CYCLE, 0)
    before = (state.board(0), state.board(1), state.store(0), state.store(1))
    for _ in range(2):  # the second refusal comes from the engine's memory
        with pytest.raises(SearchLimitExceeded, match=f"more than {bao_search.NODE_MAX_SOWINGS} sowings"):
            state.legal_actions_within(bao_search.NODE_MAX_SOWINGS)
        assert (state.board(0), state.board(1), state.store(0), state.store(1)) == before
    # the rules themselves are unchanged: the exact call finds A7> never-ending
    exact = state.legal_actions()
    assert exact and "A7>" not in {str(a) for a in exact}
    # what the engine remembers never changes an answer (the AI stays deterministic
    # whatever ran before): the limited call still refuses, the exact one still agrees
    with pytest.raises(SearchLimitExceeded):
        State.from_text(LONG_CYCLE, 0).legal_actions_within(bao_search.NODE_MAX_SOWINGS)
    assert State.from_text(LONG_CYCLE, 0).legal_actions() == exact


@pytest.mark.parametrize("variant", VARIANTS)
def test_the_limited_call_either_refuses_or_agrees_with_the_exact_call(variant):
    # Small limits make ordinary turns hit them too, so both paths are exercised.
    limits = (1, 3, 10, 300, bao_search.NODE_MAX_SOWINGS)
    refused = {limit: 0 for limit in limits}
    rng = random.Random(11)
    for _ in range(12):
        state = State.new(variant=variant)
        while True:
            data = state.to_dict()
            exact = State.from_dict(data)
            expected = exact.legal_actions()
            for limit in limits:
                limited = State.from_dict(data)
                try:
                    actions = limited.legal_actions_within(limit)
                except SearchLimitExceeded:
                    refused[limit] += 1
                    continue
                assert actions == expected
                assert [(r.action, r.outcome, r.board, r.house) for r in limited._analysis().legal] == [
                    (r.action, r.outcome, r.board, r.house) for r in exact._analysis().legal
                ]
                assert limited.to_dict() == exact.to_dict()  # winner and takasia block too
            if state.is_terminal():
                break
            state.apply(rng.choice(expected), events=False)
    assert refused[1] > 0  # the refusing path was reached
    assert refused[bao_search.NODE_MAX_SOWINGS] == 0  # ordinary games never hit the real limit


def test_the_ai_answers_quickly_when_positions_below_its_root_hit_the_limit(monkeypatch):
    engine.forget_long_turns()
    state = State.from_text(CHILDREN_HIT_THE_LIMIT, 1)
    legal = state.legal_actions()  # the root's exact analysis, before the spies

    refused = []
    knowledge_actions = bao_search.SEARCH_KNOWLEDGE.actions

    def counting_actions(position):
        actions = knowledge_actions(position)
        if actions is None:
            refused.append(position.to_text())
        return actions

    limits_seen = []
    relay = engine._relay

    def recording_relay(*args):
        limits_seen.append(args[-1])  # the sowings the relay engine may still make
        return relay(*args)

    monkeypatch.setattr(bao_search.SEARCH_KNOWLEDGE, "actions", counting_actions)
    monkeypatch.setattr(engine, "_relay", recording_relay)
    started = time.perf_counter()
    action = choose(state, "expert", seed=6)
    elapsed = time.perf_counter() - started
    assert action in legal
    assert refused, "no position below the root hit the limit: the test lost its point"
    # every long turn below the root was simulated with the limit, none exactly
    assert limits_seen and all(m <= bao_search.NODE_MAX_SOWINGS for m in limits_seen)
    # the interface promises an Expert decision within 3 s; it took 8-9 s without the limit
    assert elapsed < EXPERT_CAP
