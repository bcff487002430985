"""``python -m app.bench.kozel_ceiling --world=true|stock [--games=100] [--workers=1]``

How strong could Kozel Hard be with better worlds? A CHEATING Hard (bench only, never a
level): its PIMC search (Hard's spec: playouts, halving, greedy veto) samples its
worlds from the real game instead of the observation:

- ``true``: every world is the real one (real hands, real discards, real stock order);
- ``stock``: real hands and discards, the stock's order shuffled in every world (the
  trump card stays at its public place).

It plays the bench's duplicate Kozel games against Greedy (the same deals and seeds as
``python -m app.bench ai --game=kozel --pairs=hard:greedy --games=N``), so the result
sits beside Hard's own on the same games: if even the true world stays far from the
target, the playout policy, not the information, limits the search.
"""

from __future__ import annotations

import os
import statistics
import sys
import time

from app.ai import choose
from app.ai.budget import Budget
from app.ai.card_search import search_decision
from app.ai.kozel_search import _adapter
from app.ai.levels import level_spec
from app.bench.ai import UNREACHED_CAP, CardMatch, _kozel_game, cpu_seconds, mean_confidence, run_tasks, tool_options
from app.core.rng import derive_rng

CHEAT = "cheat"


def true_world(state, shuffle_stock: bool, rng):
    """A copy of the real game; with ``shuffle_stock`` its stock's unseen order is
    shuffled (the trump card keeps its public place)."""
    world = state.clone()
    if shuffle_stock and world.stock:
        stock = list(world.stock)
        trump_at = world.trump_index if 0 <= world.trump_index < len(stock) else None
        rest = [c for i, c in enumerate(stock) if i != trump_at]
        rng.shuffle(rest)
        if trump_at is not None:
            rest.insert(trump_at, stock[trump_at])
        world.stock = tuple(rest)
    return world


class CheatingChooser:
    """``choose`` for the yardsticks; for ``CHEAT`` Hard's search on real worlds."""

    def __init__(self, shuffle_stock: bool):
        self.shuffle_stock = shuffle_stock
        self.state = None
        self.cpu: list[float] = []

    def bind(self, state) -> None:
        self.state = state

    def __call__(self, obs, level: str, seed: int):
        if level != CHEAT:
            return choose(obs, level, seed=seed)
        legal = obs.legal_actions()
        if len(legal) == 1:
            return legal[0]
        started = time.process_time()
        spec = level_spec("kozel", "hard")
        rng = derive_rng(seed, "ai", "kozel", "hard")
        adapter = _adapter(obs)
        real = self.state
        adapter.determinize = lambda _obs, r: true_world(real, self.shuffle_stock, r)
        action = search_decision(obs, adapter, spec, rng, Budget.capped(None, UNREACHED_CAP, None))
        self.cpu.append(time.process_time() - started)
        return action


def cheat_deal(task):
    shuffle_stock, index = task
    match = CardMatch("kozel", CHEAT, "greedy")
    chooser = CheatingChooser(shuffle_stock)
    return [_kozel_game(match, index, team, chooser)[0] for team in (0, 1)]


def main(argv: list[str]) -> None:
    options = tool_options("kozel_ceiling", argv, {"world": "true", "games": 100, "workers": 1},
                           {"world": ("true", "stock")})
    world, workers = options["world"], options["workers"]
    deals = options["games"] // 2
    started, cpu, load = time.perf_counter(), cpu_seconds(), os.getloadavg()[0]
    results = list(run_tasks(cheat_deal, [(world == "stock", i) for i in range(deals)], workers))
    means = [statistics.fmean(r) for r in results]
    mean, low, high = mean_confidence(means)
    wins = sum(sum(r) for r in results)
    print(f"kozel cheating hard ({world} world) vs greedy: {wins:.0f}/{2 * deals} = {100 * mean:.1f} % "
          f"(95 % CI {100 * low:.1f}-{100 * high:.1f} %)  ({time.perf_counter() - started:.0f} s wall, "
          f"{cpu_seconds() - cpu:.0f} s CPU, load {load:.1f} -> {os.getloadavg()[0]:.1f})")
    sys.stdout.flush()


if __name__ == "__main__":
    main(sys.argv[1:])
