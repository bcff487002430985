"""The decision-regret bench (``app.bench.kozel_regret``): every legal action is valued
on the real hands, and a chooser's regret is measured against the best of them."""

from dataclasses import replace

from app.ai import levels
from app.bench import kozel_regret


def test_positions_value_every_legal_action_and_regret_is_measured_from_the_best(monkeypatch):
    # A small Hard (the position builder plays it) keeps the test fast.
    monkeypatch.setattr(levels, "KOZEL", {**levels.KOZEL, "hard": replace(levels.KOZEL["hard"], iterations=40)})
    positions = kozel_regret.build_positions(deals=1, worlds=6)
    assert 3 <= len(positions) <= 12  # about half of one game's decisions of two players
    for obs, values in positions:
        assert obs.player % 2 == 0 and set(values) == set(obs.legal_actions())
        assert all(-1e-9 <= v <= 1 + 1e-9 for v in values.values())  # rewards, in [0, 1]
    greedy = kozel_regret.regrets(positions, *kozel_regret.variant_spec("greedy"))
    assert all(r >= 0 for r in greedy)
    # A position where greedy's action is not the best has its regret: the gap to the best.
    from app.ai import choose
    for (obs, values), regret in zip(positions, greedy):
        assert regret == max(values.values()) - values[choose(obs, "greedy")]
    name, spec = kozel_regret.variant_spec("small=iterations:24,greedy_veto:0")
    assert (name, spec.iterations, spec.greedy_veto) == ("small", 24, 0.0)
    assert spec.time_cap == kozel_regret.UNREACHED_CAP
    assert len(kozel_regret.regrets(positions, name, spec)) == len(positions)
    assert levels.KOZEL["hard"].iterations == 40  # the variant's table is put back
    # the regret by kind of decision: every position counted once, the sums add up
    by_kind = kozel_regret.regret_by_kind(positions, greedy)
    assert sum(count for _total, count in by_kind.values()) == len(positions)
    assert abs(sum(total for total, _count in by_kind.values()) - sum(greedy)) < 1e-9
    for obs, _values in positions:
        kind = kozel_regret.decision_kind(obs)
        assert kind.startswith("lead" if obs.lead_count == 0 else "answer")
        assert kind.endswith("stock in" if obs.stock_size else "stock out")


def test_exact_positions_are_the_stock_out_decisions_valued_by_the_solver(monkeypatch):
    monkeypatch.setattr(levels, "KOZEL", {**levels.KOZEL, "hard": replace(levels.KOZEL["hard"], iterations=40)})
    positions = kozel_regret.build_positions(deals=1, worlds=0, exact=True)
    assert positions
    for obs, values in positions:
        assert obs.player % 2 == 0 and obs.stock_size == 0 and set(values) == set(obs.legal_actions())
        assert all(-1e-9 <= v <= 1 + 1e-9 for v in values.values())
    # the values are the solver's on the real hands: the deal replayed to the first position
    from app.ai import choose
    from app.ai.kozel_endgame import solve
    from app.ai.kozel_search import game_rewards
    from app.bench.ai import BENCH_SEED
    from app.core.rng import derive_seed
    from app.games.kozel import State

    state = State.new(seed=derive_seed(BENCH_SEED, "kozel regret deal", 0))
    step = 0
    while state.observation(state.turn) != positions[0][0]:
        obs = state.observation(state.turn)
        hard = obs.player % 2 == 0 and len(obs.legal_actions()) > 1
        state.apply(choose(obs, "hard", seed=derive_seed(BENCH_SEED, "kozel regret", 0, step)) if hard
                    else choose(obs, "greedy"))
        step += 1
    for action, value in positions[0][1].items():
        child = state.clone()
        child.apply(action)
        assert value == solve(child, positions[0][0].player, game_rewards)
