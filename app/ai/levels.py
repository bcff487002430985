"""The difficulty levels of every game, in one table.

A level is a WORK budget (search depth and nodes, or ISMCTS iterations), so its
strength does not depend on the machine and a seed gives the same move every time; the
time cap is only a safety net (the interface promises Hard <= 1 s and Expert <= 3 s per
decision). The figures were tuned with ``python -m app.bench ai`` so that each level is
measurably stronger than the one below (see the benchmark for the measured ladder).

``random`` and ``greedy`` are the yardsticks the benchmark measures against; they can be
asked for through ``choose`` too.
"""

from __future__ import annotations

from dataclasses import dataclass

LEVELS: tuple[str, ...] = ("easy", "medium", "hard", "expert")
YARDSTICKS: tuple[str, ...] = ("random", "greedy")

RANDOM, GREEDY, ALPHABETA, ISMCTS = "random", "greedy", "alphabeta", "ismcts"


@dataclass(frozen=True)
class LevelSpec:
    method: str                 # RANDOM | GREEDY | ALPHABETA | ISMCTS
    time_cap: float             # seconds; safety net behind the work budget
    blunder_rate: float = 0.0   # chance of a uniformly random move instead (Easy)
    depth: int = 0              # alpha-beta: iterative deepening up to this depth
    nodes: int = 0              # alpha-beta: node budget (search + quiescence)
    quiescence_depth: int = 0   # alpha-beta: extra plies while captures are forced
    iterations: int = 0         # ISMCTS: determinized iterations
    rollout_limit: int = 1000   # ISMCTS: playout steps before the heuristic value


_YARDSTICK_SPECS = {
    RANDOM: LevelSpec(RANDOM, time_cap=0.5),
    GREEDY: LevelSpec(GREEDY, time_cap=0.5),
}

# Bao: perfect information, alpha-beta. Easy is the greedy player with some blunders.
# quiescence_depth 0: the evaluation already resolves the side to move's captures from
# the model's simulated moves (a one-ply capture quiescence at no extra sowing); deeper
# generic quiescence was measured weaker at the same node budget (it eats the budget
# that iterative deepening needs), see the report of issue 6.
_BAO = {
    "easy": LevelSpec(GREEDY, time_cap=0.5, blunder_rate=0.25),
    "medium": LevelSpec(ALPHABETA, time_cap=0.8, depth=2, nodes=400, quiescence_depth=0),
    "hard": LevelSpec(ALPHABETA, time_cap=1.0, depth=4, nodes=3_000, quiescence_depth=0),
    "expert": LevelSpec(ALPHABETA, time_cap=3.0, depth=5, nodes=10_000, quiescence_depth=0),
}


def _card_levels(medium: int, hard: int, expert: int, rollout_limit: int = 1000) -> dict:
    return {
        "easy": LevelSpec(GREEDY, time_cap=0.5, blunder_rate=0.2),
        "medium": LevelSpec(ISMCTS, time_cap=0.8, iterations=medium, rollout_limit=rollout_limit),
        "hard": LevelSpec(ISMCTS, time_cap=1.0, iterations=hard, rollout_limit=rollout_limit),
        "expert": LevelSpec(ISMCTS, time_cap=3.0, iterations=expert, rollout_limit=rollout_limit),
    }


LEVEL_TABLE: dict[str, dict[str, LevelSpec]] = {
    "bao": _BAO,
    "kozel": _card_levels(medium=40, hard=int(__import__("os").environ.get("KHARD", "200")), expert=int(__import__("os").environ.get("KEXP", "800"))),
    "svoi_kozyri": _card_levels(medium=40, hard=150, expert=600, rollout_limit=60),
    "back_alley": _card_levels(medium=40, hard=200, expert=800),
}


def level_spec(game: str, level: str) -> LevelSpec:
    if level in _YARDSTICK_SPECS:
        return _YARDSTICK_SPECS[level]
    try:
        table = LEVEL_TABLE[game]
    except KeyError:
        raise ValueError(f"no AI for game '{game}'") from None
    try:
        return table[level]
    except KeyError:
        known = ", ".join(LEVELS + YARDSTICKS)
        raise ValueError(f"unknown AI level '{level}' (known: {known})") from None
