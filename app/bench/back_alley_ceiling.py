"""``python -m app.bench.back_alley_ceiling --phase=all|bid|play [--games=200] [--deals-from=0] [--workers=1]``

How much could Back Alley Expert gain over Hard by knowing more? A CHEATING Hard (bench
only, never a level): Hard's own decisions (simulated bids, ISMCTS card play, the greedy
veto) on worlds that are the real deal, every hand known, in the phase asked for:

- ``all``: the auction and the card play;
- ``bid``: the auction only (the card play is Hard's own);
- ``play``: the card play only (the bids are Hard's own).

It plays the bench's duplicate Back Alley deals against Hard (the same deals and seeds as
``python -m app.bench ai --game=back_alley --pairs=expert:hard``), scored as there (a deal
is won by scoring more points in it), with the points margin a deal beside it. Whatever
Expert learns from the bids and the plays is some of this information, so its share of
deals won against Hard sits between 50 % and the figure printed for ``all``.
"""

from __future__ import annotations

import os
import statistics
import sys
import time

from app.ai import choose
from app.ai.back_alley_search import _adapter, decide_with
from app.ai.budget import Budget
from app.ai.levels import level_spec
from app.bench.ai import (
    UNREACHED_CAP,
    CardMatch,
    _back_alley_deal,
    cpu_seconds,
    mean_confidence,
    run_tasks,
    tool_options,
)
from app.core.rng import derive_rng

CHEAT = "cheat"
PHASES = {"all": ("bid", "play"), "bid": ("bid",), "play": ("play",)}


class CheatingChooser:
    """``choose`` for every seat but ``CHEAT``'s decisions in ``phases``: Hard's decision
    on copies of the real deal."""

    def __init__(self, phases: tuple[str, ...]):
        self.phases = phases
        self.state = None

    def bind(self, state) -> None:
        self.state = state

    def __call__(self, obs, level: str, seed: int):
        if level != CHEAT:
            return choose(obs, level, seed=seed)
        if obs.phase not in self.phases or len(obs.legal_actions()) == 1:
            return choose(obs, "hard", seed=seed)
        adapter = _adapter(obs)
        real = self.state
        adapter.determinize = lambda _obs, _rng: real.clone()
        rng = derive_rng(seed, "ai", "back_alley", "hard")  # choose()'s numbers for Hard
        return decide_with(obs, adapter, level_spec("back_alley", "hard"), rng,
                           Budget.capped(None, UNREACHED_CAP, None))


def cheat_deal(task: tuple[str, int]) -> tuple[list[float], list[float]]:
    """One deal in both seatings: the cheat's scores (1 / 0.5 / 0) and points margins."""
    phase, index = task
    match = CardMatch("back_alley", CHEAT, "hard")
    chooser = CheatingChooser(PHASES[phase])
    results = [_back_alley_deal(match, index, team, chooser) for team in (0, 1)]
    return [score for score, _ in results], [margin for _, margin in results]


def main(argv: list[str]) -> None:
    options = tool_options("back_alley_ceiling", argv,
                           {"phase": "all", "games": 200, "deals_from": 0, "workers": 1}, {"phase": tuple(PHASES)})
    phase, first, workers = options["phase"], options["deals_from"], options["workers"]
    deals = max(1, options["games"] // 2)
    started, cpu, load = time.perf_counter(), cpu_seconds(), os.getloadavg()[0]
    results = list(run_tasks(cheat_deal, [(phase, i) for i in range(first, first + deals)], workers))
    share, low, high = mean_confidence([statistics.fmean(scores) for scores, _ in results])
    margin, m_low, m_high = mean_confidence([statistics.fmean(margins) for _, margins in results])
    print(f"back alley cheating hard ({phase}: the real deal known) vs hard, {2 * deals} games "
          f"(deals {first}-{first + deals - 1}): {100 * share:.1f} % of the deals won "
          f"(95 % CI {100 * low:.1f}-{100 * high:.1f} %), margin {margin:+.2f} points a deal "
          f"(95 % CI {m_low:+.2f} .. {m_high:+.2f})  ({time.perf_counter() - started:.0f} s wall, "
          f"{cpu_seconds() - cpu:.0f} s CPU, load {load:.1f} -> {os.getloadavg()[0]:.1f})")
    sys.stdout.flush()


if __name__ == "__main__":
    main(sys.argv[1:])
