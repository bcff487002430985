"""Svoi Kozyri: random complete 2-player games per second (target >= 300 on one core).

A "random game" is the whole game from ``State.new``: the trump choices, the deal, then
uniformly random legal actions until the end (the 2,000-action safety draw included:
random play with voluntary pick-up rarely finishes sooner). Printed for the default
options and with voluntary pick-up off, both through ``apply`` (with the events the UI
animates) and through ``advance`` (the same transition without events, as search uses).

Rates are per second of this process's CPU time, i.e. of one core (the wall-clock rate
is printed too: it is lower when other processes share the cores).
Options: ``--games=N`` (default 300), ``--seconds=S`` minimum time per figure (default 2).
"""

from __future__ import annotations

import random
import time

from app.games.svoi_kozyri import State


def _play_games(games: int, min_seconds: float, use_events: bool, **options) -> tuple[int, int, int, float, float]:
    """Play random games until both ``games`` and ``min_seconds`` are reached; returns
    the counts, the CPU time of this process and the wall time."""
    played = actions = safety_draws = 0
    start = time.perf_counter()
    cpu_start = time.process_time()
    while played < games or time.perf_counter() - start < min_seconds:
        s = State.new(seed=played, **options)
        rng = random.Random(played)
        step = s.apply if use_events else s.advance
        legal_actions = s.legal_actions
        rand = rng.random
        while not s.is_terminal():
            legal = legal_actions()
            step(legal[int(rand() * len(legal))])
        played += 1
        actions += s.action_count
        safety_draws += s.draw_reason == "safety"
    return played, actions, safety_draws, time.process_time() - cpu_start, time.perf_counter() - start


def main(argv: list[str]) -> None:
    games = 300
    min_seconds = 2.0
    for arg in argv:
        if arg.startswith("--games="):
            games = int(arg.split("=", 1)[1])
        elif arg.startswith("--seconds="):
            min_seconds = float(arg.split("=", 1)[1])
    for label, options in (("default options (voluntary pick-up on)", {}),
                           ("voluntary pick-up off", {"voluntary_pickup": False})):
        for use_events in (True, False):
            played, actions, safety, cpu, wall = _play_games(games, min_seconds, use_events, players=2, **options)
            how = "apply (with events)" if use_events else "advance (no events)"
            print(f"   2 players, {label}, {how}: {played / cpu:6.1f} games/s of CPU time "
                  f"({played / wall:6.1f} by the wall clock), {actions / cpu / 1000:5.1f}k actions/s, "
                  f"{actions / played:5.0f} actions/game, {100 * safety / played:3.0f}% safety draws ({played} games)")
    _ai_figures(min_seconds)


def _ai_figures(min_seconds: float) -> None:
    """The AI knowledge functions' costs, on mid-game positions of 2-player games."""
    from app.games.svoi_kozyri.ai import greedy_action, rollout_action, sample_determinization

    observations = []
    for game in range(20):
        s = State.new(seed=10_000 + game)
        rng = random.Random(game)
        while not s.is_terminal() and s.action_count < 5 + 3 * game:
            s.advance(rollout_action(s, rng))
        if not s.is_terminal():
            observations.append(s.observation(s.current_player()))
    rng = random.Random(1)
    for name, call in (("sample_determinization", lambda o: sample_determinization(o, rng)),
                       ("greedy_action", greedy_action)):
        calls = 0
        start = time.perf_counter()
        while time.perf_counter() - start < min_seconds / 2:
            for o in observations:
                call(o)
            calls += len(observations)
        print(f"   {name}: {(time.perf_counter() - start) / calls * 1e6:6.1f} us per call")
    playouts = actions = 0
    start = time.perf_counter()
    while time.perf_counter() - start < min_seconds / 2:
        for o in observations:
            s = sample_determinization(o, rng)
            while not s.is_terminal():
                s.advance(rollout_action(s, rng))
                actions += 1
            playouts += 1
    elapsed = time.perf_counter() - start
    print(f"   rollouts (sample + rollout_action to the end): {playouts / elapsed:7.0f} playouts/s, "
          f"{actions / playouts:5.0f} actions per playout")
    base_rate = playouts / elapsed
    for label, driver in _playout_drivers():
        fast = 0
        start = time.perf_counter()
        while time.perf_counter() - start < min_seconds / 2:
            for o in observations:
                s = sample_determinization(o, rng)
                driver(s, rng.getrandbits(63), s.options.safety_action_limit)  # (the game ends by then)
                fast += 1
        fast_rate = fast / (time.perf_counter() - start)
        print(f"   the search's playouts, {label} (sample + play to the end, the same moves): "
              f"{fast_rate:7.0f} playouts/s ({fast_rate / base_rate:.1f}x)")


def _playout_drivers():
    """(label, driver(state, seed, limit)) of the playout drivers: the Python reference
    and, when built, the compiled one as the search calls it (``_playout.c``)."""
    from app.games.svoi_kozyri import ai

    drivers = [("in Python", lambda s, seed, limit: ai.play_out_game_in_python(s, random.Random(seed), limit))]
    if ai._compiled is not None:
        drivers.append(("compiled", ai.play_out_game_seeded))
    else:
        print("   (the compiled playouts are not built: app/games/svoi_kozyri/_playout.c needs a C compiler)")
    return drivers
