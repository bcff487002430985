"""Calibration of the analysis's win chance (``app.ai.analysis.EVAL_SCALE``).

Plays computer games (Medium against Medium, both variants, seeded), scores every
position where the mover has a choice with a depth-2 analysis, and fits the logistic
scale ``s`` of ``P(the mover wins) = 1 / (1 + exp(-score / s))`` by maximum likelihood
(a one-dimensional search). Prints the fitted scale, the log-loss at it and at the
scale in use, and how often the side ahead by the score went on to win.

    python -m app.bench bao_eval [--games=120]
"""

from __future__ import annotations

import math
import time

from app.ai import choose
from app.ai.analysis import EVAL_SCALE, PROVEN, analyse
from app.ai.budget import Budget
from app.games.bao import State

LEVEL = "medium"
MAX_ACTIONS = 400  # a game still running after this many actions is left out


def _samples(games: int) -> list[tuple[float, int]]:
    """(score for the mover, 1 if the mover won) for every scored position."""
    samples: list[tuple[float, int]] = []
    for number in range(games):
        state = State.new(variant=("kiswahili", "kujifunza")[number % 2])
        seen: list[tuple[float, int]] = []
        for index in range(MAX_ACTIONS):
            if state.is_terminal():
                break
            if len(state.legal_actions()) > 1:
                update = list(analyse(state, Budget(None), max_depth=2, with_threat=False))[-1]
                if abs(update.score) < PROVEN:
                    seen.append((update.score, state.current_player()))
            state.apply(choose(state, level=LEVEL, seed=number * 1000 + index), events=False)
        if state.is_terminal():
            samples += [(score, int(state.winner == mover)) for score, mover in seen]
    return samples


def _log_loss(samples: list[tuple[float, int]], scale: float) -> float:
    total = 0.0
    for score, won in samples:
        p = 1.0 / (1.0 + math.exp(-score / scale))
        p = min(max(p, 1e-9), 1 - 1e-9)
        total -= math.log(p if won else 1 - p)
    return total / len(samples)


def main(argv: list[str]) -> None:
    games = 120
    for arg in argv:
        if arg.startswith("--games="):
            games = int(arg.split("=", 1)[1])
    started = time.monotonic()
    samples = _samples(games)
    scales = [0.5 * k for k in range(1, 81)]
    best = min(scales, key=lambda s: _log_loss(samples, s))
    ahead = [won for score, won in samples if score > 0]
    print(f"bao_eval: {games} games, {len(samples)} positions in {time.monotonic() - started:.0f} s")
    print(f"  fitted EVAL_SCALE {best:.1f} seeds (log-loss {_log_loss(samples, best):.4f}); "
          f"in use {EVAL_SCALE:.1f} (log-loss {_log_loss(samples, EVAL_SCALE):.4f})")
    if ahead:
        print(f"  the mover with a positive score won {100 * sum(ahead) / len(ahead):.0f} % of {len(ahead)} positions")
