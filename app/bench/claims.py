"""``python -m app.bench claims [--seeds=N]``: how long the claim searches take.

At every card of random games played by the greedy players (20 % random moves), for each
team: the judge's exact verdict (``judge_claim``) and a player's own proof
(``claim_provable``, which a computer or the UI's hint would run after every trick).
CPU time per call (so other jobs on the machine do not skew it): median, 99th
percentile and maximum, and the largest node count.
"""

from __future__ import annotations

import random
import statistics
import time

from app.games.back_alley import State as BackAlley
from app.games.back_alley import ai as back_alley_ai
from app.games.back_alley import claim as back_alley_claim
from app.games.kozel import State as Kozel
from app.games.kozel import ai as kozel_ai
from app.games.kozel import claim as kozel_claim


def _option(options: list[str], name: str, default: int) -> int:
    for o in options:
        if o.startswith(f"--{name}="):
            return int(o.split("=", 1)[1])
    return default


def _timed(call):
    start = time.process_time()
    result = call()
    return result, time.process_time() - start


def _report(name: str, times: list[float], nodes: list[int], accepted: int) -> None:
    times = sorted(times)
    p99 = times[min(len(times) - 1, int(len(times) * 0.99))]
    print(f"   {name:28s} calls {len(times):6d}  median {statistics.median(times) * 1e3:6.2f} ms  "
          f"p99 {p99 * 1e3:6.2f} ms  max {times[-1] * 1e3:7.2f} ms  max nodes {max(nodes):6d}  "
          f"certain {accepted}")


def _policy(state, observe, greedy, rng):
    if rng.random() < 0.2:
        return rng.choice(state.legal_actions())
    return greedy(observe(state))


def _sweep(module, games, observe, greedy, may_claim, keep_playing):
    """Time both teams' judge and own proof at every position ``may_claim`` allows."""
    judge_t, judge_n, own_t, own_n = [], [], [], []
    judged = proved = 0
    for seed, state in enumerate(games):
        rng = random.Random(seed)
        while keep_playing(state):
            if may_claim(state):
                for claimer in (0, 1):
                    result, t = _timed(lambda state=state, claimer=claimer: module.judge_search(state, claimer))
                    judge_t.append(t)
                    judge_n.append(result.nodes)
                    judged += bool(result.certain)
                    seen = state.observation(claimer)
                    result, t = _timed(lambda seen=seen: module.own_proof(seen))
                    own_t.append(t)
                    own_n.append(result.nodes)
                    proved += bool(result.certain)
            state.apply(_policy(state, observe, greedy, rng))
    _report("judge (exact)", judge_t, judge_n, judged)
    _report("own proof (after a trick)", own_t, own_n, proved)


def main(options: list[str]) -> None:
    seeds = _option(options, "seeds", 6)
    print(f"   Back Alley: {seeds} games of 25 deals")
    _sweep(back_alley_claim, (BackAlley.new(seed=seed) for seed in range(seeds)),
           lambda s: s.observation(s.to_move), back_alley_ai.greedy_action,
           lambda s: s.phase == "play", lambda s: not s.is_terminal())
    print(f"   Kozel: {seeds * 4} matches, their first 4 games, claims once the stock is empty")
    _sweep(kozel_claim, (Kozel.new(seed=seed) for seed in range(seeds * 4)),
           lambda s: s.observation(s.turn), kozel_ai.greedy_action,
           lambda s: not s.stock, lambda s: not s.is_terminal() and s.game_number < 4)
