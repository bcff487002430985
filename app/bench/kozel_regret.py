"""``python -m app.bench.kozel_regret [--deals=40] [--worlds=300] [--exact] [--positions=FILE] [VARIANT ...]``

Kozel Hard's decisions judged one by one (a research tool, like ``kozel_ceiling``): a
match needs hundreds of games to show a change of a few points, because a game's result
depends on every decision of both teams; a decision's quality can be measured directly.

The positions: the decisions of Hard's team (Hard as team 0 against Greedy, seeded deals),
about every other one with more than one legal action. Each legal action's value there
is computed on the REAL hands (the stock's unseen order shuffled,
``kozel_ceiling.true_world``): the mean reward of ``--worlds`` playouts by the search's
own playout policy, every action on the same worlds and random numbers. That is the
value Hard's search would find if it knew the other hands (the ceiling's 84 % player),
so a chooser's *regret* at a position, the best action's value minus its own action's,
says how far its choice is from the best-informed one. ``--positions=FILE`` keeps the
positions and their values (built once, a few minutes; then every variant is judged on
the same ones). ``--exact``: every decision of Hard's team with the stock out instead,
each action valued EXACTLY on the real hands (``app.ai.kozel_endgame``: both teams then
play perfectly), the measure of the endgame's play.

VARIANT: ``name=field:value,...``, Hard's spec with these ``LevelSpec`` fields changed
(e.g. ``p4000=iterations:4000,greedy_veto:0``), or ``greedy`` or ``hard``; default
``greedy hard``. Prints each chooser's mean regret, how often it chose the best action,
and its paired difference from the first chooser (95 % CI over the positions), then its
regret summed by kind of decision (``decision_kind``: where a chooser loses).
"""

from __future__ import annotations

import dataclasses
import os
import pickle
import random
import statistics
import sys
import time

from app.ai import choose, levels
from app.ai.kozel_endgame import EndgameSolver
from app.ai.kozel_search import MAX_GAME_ACTIONS, _adapter, game_rewards
from app.bench.ai import BENCH_SEED, UNREACHED_CAP, mean_confidence
from app.bench.kozel_ceiling import true_world
from app.core.rng import derive_rng, derive_seed

SHARE_OF_DECISIONS = 0.5  # of Hard's team's decisions kept as positions
GREEDY, HARD = "greedy", "hard"


def action_values(state, obs, worlds: int, rng: random.Random) -> dict:
    """Each legal action's mean reward for ``obs.player`` on the real hands (see the
    module docstring), the same worlds and playout seeds for every action."""
    adapter = _adapter(obs)
    legal = obs.legal_actions()
    totals = dict.fromkeys(legal, 0.0)
    for _ in range(worlds):
        world = true_world(state, True, rng)
        seed = rng.getrandbits(63)
        for action in legal:
            s = world.clone()
            adapter.apply(s, action)
            totals[action] += adapter.play_out(s, random.Random(seed), MAX_GAME_ACTIONS)[obs.player]
    return {action: total / worlds for action, total in totals.items()}


def exact_values(state, obs) -> dict:
    """Each legal action's exact value for ``obs.player`` on the real hands (the stock
    out: ``app.ai.kozel_endgame``, both teams playing perfectly from there)."""
    solver = EndgameSolver(state.trump_suit, obs.player, game_rewards, state.double_pending)
    values = {}
    for action in obs.legal_actions():
        s = state.clone()
        s.step(action)
        values[action] = solver.value(s)
    return values


def build_positions(deals: int, worlds: int, exact: bool = False) -> list[tuple]:
    """(observation, action values) of Hard's team's decisions in ``deals`` seeded deals;
    ``exact``: every decision with the stock out, valued by ``exact_values``."""
    from app.games.kozel import State

    rng = derive_rng(BENCH_SEED, "kozel regret")
    positions = []
    for deal in range(deals):
        state = State.new(seed=derive_seed(BENCH_SEED, "kozel regret deal", deal))
        step = 0
        while not (state.awaiting_deal or state.is_terminal()):  # one game: the deal's
            player = state.current_player()
            obs = state.observation(player)
            if player % 2 == 0 and len(obs.legal_actions()) > 1:
                if exact:
                    if not state.stock:
                        positions.append((obs, exact_values(state, obs)))
                elif rng.random() < SHARE_OF_DECISIONS:
                    positions.append((obs, action_values(state, obs, worlds, rng)))
                action = choose(obs, HARD, seed=derive_seed(BENCH_SEED, "kozel regret", deal, step))
            else:
                action = choose(obs, GREEDY)
            state.apply(action)
            step += 1
    return positions


def variant_spec(text: str):
    """(name, Hard's spec with the fields of ``name=field:value,...`` changed), uncapped."""
    name, _, changes = text.partition("=")
    base = levels.KOZEL[HARD]
    values = {}
    for change in filter(None, changes.split(",")):
        field, _, value = change.partition(":")
        kind = type(getattr(base, field))  # (an unknown field is an AttributeError, named)
        values[field] = value == "1" if kind is bool else kind(value)
    return name, dataclasses.replace(base, time_cap=UNREACHED_CAP, **values)


def decision_kind(obs) -> str:
    """"lead", "answer to the partner" or "answer to an opponent" (whose cards are winning
    the trick), then "stock in" or "stock out"."""
    if obs.lead_count == 0:
        kind = "lead"
    elif obs.winning_player % 2 == obs.player % 2:
        kind = "answer to the partner"
    else:
        kind = "answer to an opponent"
    return f"{kind}, stock {'in' if obs.stock_size else 'out'}"


def regret_by_kind(positions: list[tuple], found: list[float]) -> dict[str, tuple[float, int]]:
    """(regret summed, positions) per ``decision_kind``, in name order."""
    sums: dict[str, tuple[float, int]] = {}
    for (obs, _values), regret in zip(positions, found):
        kind = decision_kind(obs)
        total, count = sums.get(kind, (0.0, 0))
        sums[kind] = (total + regret, count + 1)
    return dict(sorted(sums.items()))


def regrets(positions: list[tuple], name: str, spec) -> list[float]:
    """The chooser's regret at each position (``greedy``: the yardstick)."""
    table = levels.KOZEL
    levels.KOZEL = {**table, HARD: spec}
    try:
        result = []
        for index, (obs, values) in enumerate(positions):
            action = choose(obs, GREEDY if name == GREEDY else HARD, seed=index)
            result.append(max(values.values()) - values[action])
        return result
    finally:
        levels.KOZEL = table


def main(argv: list[str]) -> None:
    deals, worlds, path, variants, exact = 40, 300, None, [], False
    for arg in argv:
        name, _, value = arg.partition("=")
        if name == "--deals":
            deals = int(value)
        elif name == "--worlds":
            worlds = int(value)
        elif name == "--positions":
            path = value
        elif arg == "--exact":
            exact = True
        elif arg.startswith("--"):
            raise SystemExit(f"kozel_regret: unknown option {arg}")
        else:
            variants.append(arg)
    started = time.process_time()
    if path and os.path.exists(path):
        with open(path, "rb") as f:
            positions = pickle.load(f)
    else:
        positions = build_positions(deals, worlds, exact)
        if path:
            with open(path, "wb") as f:
                pickle.dump(positions, f)
    print(f"kozel regret: {len(positions)} positions ({time.process_time() - started:.0f} s CPU to build or load)")
    first: list[float] | None = None
    for text in variants or [GREEDY, HARD]:
        name, spec = variant_spec(text)
        started = time.process_time()
        found = regrets(positions, name, spec)
        best = sum(r == 0 for r in found) / len(found)
        line = f"   {name}: mean regret {statistics.fmean(found):.4f}, best action {100 * best:.0f} %"
        if first is None:
            first = found
        else:
            diff, low, high = mean_confidence([a - b for a, b in zip(found, first)])
            line += f", vs the first {diff:+.4f} (95 % CI {low:+.4f} .. {high:+.4f})"
        print(f"{line}  ({time.process_time() - started:.0f} s CPU)")
        print("      summed: " + ", ".join(f"{kind} {total:.2f} ({count})"
                                           for kind, (total, count) in regret_by_kind(positions, found).items()))
        sys.stdout.flush()


if __name__ == "__main__":
    main(sys.argv[1:])
