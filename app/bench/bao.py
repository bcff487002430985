"""Bao: complete random games per second, from the start position.

Every ply generates the full legal-move list, which plays every candidate turn to
its end (that is how never-ending moves are excluded), then applies a random choice.
Two modes are measured: ``apply`` with the seed-by-seed events the UI replays, and
the AI's fast path ``apply(events=False)``.

Options: ``--seconds=N`` (time per measurement, default 5), ``--games=N`` (stop after
N games instead), ``--seed=N`` (first game seed, default 0).
"""

from __future__ import annotations

import random
import time

from app.games.bao import State, engine
from app.games.bao.options import VARIANTS


def _option(options: list[str], name: str, default: float) -> float:
    for option in options:
        if option.startswith(f"--{name}="):
            return float(option.split("=", 1)[1])
    return default


def play_random_games(variant: str, seconds: float, max_games: int, first_seed: int, events: bool) -> dict:
    games = plies = turns = 0
    slowest = 0.0
    start = time.perf_counter()
    while (max_games and games < max_games) or (not max_games and time.perf_counter() - start < seconds):
        rng = random.Random(first_seed + games)
        game_start = time.perf_counter()
        state = State.new(variant=variant)
        while not state.is_terminal():
            state.apply(rng.choice(state.legal_actions()), events=events)
            plies += 1
        slowest = max(slowest, time.perf_counter() - game_start)
        games += 1
        turns += state.move_number
    elapsed = time.perf_counter() - start
    return {
        "games": games,
        "games_per_s": games / elapsed,
        "plies_per_s": plies / elapsed,
        "plies_per_game": plies / games,
        "turns_per_game": turns / games,
        "slowest_game_s": slowest,
    }


def main(options: list[str]) -> None:
    seconds = _option(options, "seconds", 5.0)
    max_games = int(_option(options, "games", 0))
    first_seed = int(_option(options, "seed", 0))
    for variant in VARIANTS:
        for events in (True, False):
            engine.forget_long_turns()  # each measurement starts cold
            figures = play_random_games(variant, seconds, max_games, first_seed, events)
            mode = "apply with events" if events else "apply(events=False)"
            print(
                f"   {variant:<10} {mode:<20} {figures['games_per_s']:8.1f} games/s"
                f" {figures['plies_per_s']:9.0f} plies/s"
                f"  {figures['plies_per_game']:5.1f} plies/game ({figures['turns_per_game']:.1f} turns)"
                f"  {figures['games']} games, slowest {figures['slowest_game_s'] * 1000:.0f} ms"
            )
