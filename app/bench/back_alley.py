"""Back Alley benchmark: random complete 13-card deals per second on one core.

A "deal" is the shuffle and deal of 13 cards each, the auction and 13 tricks, played
by uniformly random legal actions. Two figures: through the public ``apply`` (checks
every action and builds the events the UI animates) and through ``step`` (trusted
actions, no events: what the AI's playouts use). Target: >= 2,000 deals/s.
Then the AI knowledge: determinizations, greedy decisions and rollout playouts of a
13-card deal per second. Options: ``--seconds=N`` (default 3 per figure).

Rates are per CPU second of this process (``time.process_time``), so they measure one
core even when other processes share the machine; the wall-clock rate is shown too.
"""

from __future__ import annotations

import random
import time

from app.games.back_alley import State
from app.games.back_alley.ai import greedy_action, play_out_deal, rollout_action, sample_determinization


def _deals_per_second(use_apply: bool, seconds: float) -> tuple[float, float, float]:
    rng = random.Random(2026)
    deals = actions = 0
    start = time.perf_counter()
    cpu_start = time.process_time()
    while time.perf_counter() - start < seconds:
        for _ in range(50):
            s = State.new(seed=rng.getrandbits(32))
            do = s.apply if use_apply else s.step
            # Deal 1 has 13 cards; it is complete when deal 2 starts (an all-pass
            # redeal keeps deal_number at 1 and is played on, like at the table).
            while s.deal_number == 1:
                do(rng.choice(s.legal_actions()))
                actions += 1
            deals += 1
    cpu = time.process_time() - cpu_start
    wall = time.perf_counter() - start
    return deals / cpu, actions / cpu, deals / wall


def main(options: list[str]) -> None:
    seconds = 3.0
    for opt in options:
        if opt.startswith("--seconds="):
            seconds = float(opt.split("=", 1)[1])
    for label, use_apply in (("apply (checked, events)", True), ("step (trusted, no events)", False)):
        per_deal, per_action, per_wall = _deals_per_second(use_apply, seconds)
        verdict = "OK" if per_deal >= 2000 else "BELOW TARGET"
        print(f"   {label:28s}: {per_deal:8.0f} random 13-card deals per CPU s "
              f"({per_action:7.0f} actions; wall clock {per_wall:6.0f} deals/s)  target >= 2,000: {verdict}")
    start = time.perf_counter()
    cpu_start = time.process_time()
    games = 0
    rng = random.Random(7)
    while time.perf_counter() - start < seconds:
        s = State.new(seed=rng.getrandbits(32))
        while not s.is_terminal():
            s.step(rng.choice(s.legal_actions()))
        games += 1
    print(f"   {'full games (25 deals, step)':28s}: {games / (time.process_time() - cpu_start):8.1f} games per CPU s")
    _ai_figures(seconds)


def _observations(count: int) -> list:
    """Observations of the player to move, at random points of 13-card deals."""
    rng = random.Random(11)
    out = []
    while len(out) < count:
        s = State.new(seed=rng.getrandbits(32))
        for _ in range(rng.randrange(0, 50)):
            s.step(rng.choice(s.legal_actions()))
        if s.deal_number == 1 and s.phase in ("bid", "play"):
            out.append(s.observation(s.current_player()))
    return out


def _rate(label: str, unit: str, seconds: float, work) -> None:
    done = 0
    start = time.perf_counter()
    cpu_start = time.process_time()
    while time.perf_counter() - start < seconds:
        done += work()
    cpu = time.process_time() - cpu_start
    print(f"   {label:28s}: {done / cpu:8.0f} {unit} per CPU s ({1e6 * cpu / done:6.1f} us each)")


def _ai_figures(seconds: float) -> None:
    observations = _observations(200)
    rng = random.Random(5)

    def determinize() -> int:
        # As in a search: many samples of one observation.
        for obs in observations[:20]:
            for _ in range(25):
                sample_determinization(obs, rng)
        return 500

    def greedy() -> int:
        for obs in observations:
            greedy_action(obs)
        return len(observations)

    def playouts() -> int:
        for obs in observations[:50]:
            s = sample_determinization(obs, rng)
            while s.phase in ("bid", "play"):
                s.step(rollout_action(s, rng))
        return 50

    _rate("sample_determinization", "samples", seconds, determinize)
    _rate("greedy_action", "decisions", seconds, greedy)
    def fast_playouts() -> int:
        for obs in observations[:50]:
            s = sample_determinization(obs, rng)
            while s.phase == "bid":
                s.step(rollout_action(s, rng))
            if s.phase == "play":
                play_out_deal(s, rng)
        return 50

    _rate("determinize + rollout to deal end", "playouts", seconds, playouts)
    _rate("the same by play_out_deal (the search's playouts)", "playouts", seconds, fast_playouts)
