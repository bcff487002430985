"""``python -m app.bench kozel [--seconds=N]``: random complete Kozel games per second
on one core (uniformly random legal actions, events built as in real play). The rates
and timings are per second of this process's CPU time, so other jobs on the machine do not
skew them (the wall-clock games rate is printed too)."""

from __future__ import annotations

import random
import time

from app.games.kozel import State


def _seconds(options: list[str], default: float) -> float:
    for o in options:
        if o.startswith("--seconds="):
            return float(o.split("=", 1)[1])
    return default


def main(options: list[str]) -> None:
    budget = _seconds(options, 5.0)
    rng = random.Random(2024)
    games = matches = actions = 0
    legal_time = 0.0
    start = time.perf_counter()
    cpu_start = time.process_time()  # CPU time: fair on a machine shared with other jobs
    seed = 0
    while time.perf_counter() - start < budget:
        state = State.new(seed=seed)
        seed += 1
        while not state.is_terminal():
            state.apply(rng.choice(state.legal_actions()))
            actions += 1
        games += len(state.game_history)
        matches += 1
    wall = time.perf_counter() - start
    elapsed = time.process_time() - cpu_start

    # Clone cost (the AI's hot path), measured on mid-game positions.
    samples = []
    for k in range(200):
        s = State.new(seed=10_000 + k)
        for _ in range(rng.randrange(0, 20)):
            s.apply(rng.choice(s.legal_actions()))
        samples.append(s)
    t0 = time.process_time()
    for _ in range(50):
        for s in samples:
            s.clone()
    clone_us = (time.process_time() - t0) / (50 * len(samples)) * 1e6
    t0 = time.process_time()
    for _ in range(20):
        for s in samples:
            c = s.clone()
            c._legal = None
            c.legal_actions()
    legal_time = (time.process_time() - t0) / (20 * len(samples)) * 1e6 - clone_us

    # AI knowledge: determinization and greedy decision cost on the same positions.
    from app.games.kozel.ai import greedy_action, rollout_action, sample_determinization

    observations = [s.observation(s.current_player()) for s in samples]
    det_rng = random.Random(7)
    t0 = time.process_time()
    for _ in range(10):
        for o in observations:
            sample_determinization(o, det_rng)
    det_us = (time.process_time() - t0) / (10 * len(observations)) * 1e6
    t0 = time.process_time()
    for o in observations:
        greedy_action(o)
    greedy_us = (time.process_time() - t0) / len(observations) * 1e6
    playouts = 0
    t0 = time.process_time()
    while time.process_time() - t0 < 1.0:
        for s in samples[:20]:
            c = s.clone()
            games_before = len(c.game_history)
            while len(c.game_history) == games_before:  # play the current game out
                c.apply(rollout_action(c, det_rng))
            playouts += 1
    playout_rate = playouts / (time.process_time() - t0)

    print(f"   random complete games:   {games / elapsed:,.0f} games/s of CPU time on one core "
          f"({games / wall:,.0f} per wall-clock second; target >= 1,000)")
    print(f"   random complete matches: {matches / elapsed:,.0f} matches/s  ({games / max(matches, 1):.1f} games each)")
    print(f"   actions applied:         {actions / elapsed:,.0f} actions/s")
    print(f"   clone:                   {clone_us:.2f} us;  legal_actions (uncached): {legal_time:.2f} us")
    print(f"   sample_determinization:  {det_us:.1f} us;  greedy_action: {greedy_us:.1f} us")
    print(f"   rollout_action playouts: {playout_rate:,.0f} game ends/s from mid-game positions")
