"""``python -m app.bench.kozel_ceiling --world=true|stock|partner|opponents|reading [--games=100] [--workers=1]``

How strong could Kozel Hard be with better worlds? A CHEATING Hard (bench only, never a
level): its PIMC search (Hard's spec: playouts, halving, greedy veto) samples its
worlds from the real game instead of the observation:

- ``true``: every world is the real one (real hands, real discards, real stock order);
- ``stock``: real hands and discards, the stock's order shuffled in every world (the
  trump card stays at its public place);
- ``partner`` / ``opponents``: only the partner's / the two opponents' real hands known;
  the rest of every world dealt as Hard deals it (what a partnership's signals, or a
  perfect reading of the opponents, could be worth at most);
- ``reading``: no cheat; at Hard's decisions in games against Greedy, the share of the
  opponents' real hand cards that sampled worlds put in the right hand: dealt uniformly,
  fitting the current trick (Hard's worlds), and by the chain that reads the whole game
  by the greedy rules (what the plays give away).

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
from app.ai.kozel_search import CHAIN_BURN_IN, _adapter
from app.ai.levels import level_spec
from app.bench.ai import UNREACHED_CAP, CardMatch, _kozel_game, cpu_seconds, mean_confidence, run_tasks, tool_options
from app.core.rng import derive_rng
from app.games.kozel import ai as knowledge
from app.games.kozel.ai import _hidden_deal, _world

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


def known_hands_world(obs, state, players: tuple[int, ...], rng):
    """A world dealt as ``sample_determinization`` deals it, but for ``players`` holding
    their real hands (each real card swapped in from wherever the deal put it)."""
    slots, stock, _placed = _hidden_deal(obs, rng)
    places = [*slots.values(), stock]
    for q in players:
        mine = slots[("hand", q)]
        real = state.hands[q]
        spare = [c for c in mine if c not in real]
        for card in real:
            if card in mine:
                continue
            home = next(cards for cards in places if card in cards)
            swap = spare.pop()
            home[home.index(card)] = swap
            mine[mine.index(swap)] = card
    return _world(obs, slots, stock, rng.getrandbits(63))


KNOWN = {"partner": (2,), "opponents": (1, 3)}  # the players whose hands are known, from the cheat's seat


class CheatingChooser:
    """``choose`` for the yardsticks; for ``CHEAT`` Hard's search on real worlds."""

    def __init__(self, world: str):
        self.world = world
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
        if self.world in KNOWN:
            players = tuple((obs.player + k) % 4 for k in KNOWN[self.world])
            adapter.determinize = lambda o, r: known_hands_world(o, real, players, r)
        else:
            adapter.determinize = lambda _obs, r: true_world(real, self.world == "stock", r)
        action = search_decision(obs, adapter, spec, rng, Budget.capped(None, UNREACHED_CAP, None))
        self.cpu.append(time.process_time() - started)
        return action


def cheat_deal(task):
    world, index = task
    match = CardMatch("kozel", CHEAT, "greedy")
    chooser = CheatingChooser(world)
    return [_kozel_game(match, index, team, chooser)[0] for team in (0, 1)]


READING_WORLDS = 40  # worlds per sampler and decision
CHAIN_STEPS = 10     # Metropolis steps between the chain's worlds (after its burn-in)


def reading_accuracy(obs, state, rng) -> dict[str, float]:
    """Per sampler, the share of the opponents' real hand cards its worlds place right."""
    opponents = [(obs.player + 1) % 4, (obs.player + 3) % 4]
    real = {q: set(state.hands[q]) for q in opponents}
    held = sum(len(cards) for cards in real.values())
    history = knowledge.trick_inferences(obs, history=True, by_rules=True)
    chain = knowledge.WorldChain(obs, rng, history) if history else None
    if chain is not None:
        chain.next_world(rng, CHAIN_BURN_IN)
    current, tries = knowledge.trick_inferences(obs), level_spec("kozel", "hard").inference_tries
    samplers = {
        "uniform": lambda: knowledge.sample_determinization(obs, rng),
        "current trick": lambda: knowledge.sample_fitting(obs, rng, current, tries),
        "whole game (chain)": (lambda: chain.next_world(rng, CHAIN_STEPS)) if chain is not None
        else (lambda: knowledge.sample_determinization(obs, rng)),
    }
    shares = {}
    for name, sample in samplers.items():
        right = 0
        for _ in range(READING_WORLDS):
            world = sample()
            right += sum(len(real[q] & set(world.hands[q])) for q in opponents)
        shares[name] = right / (READING_WORLDS * held)
    return shares


def reading_game(index: int) -> list[dict[str, float]]:
    """``reading_accuracy`` at each of Hard's decisions (more than one legal action, the
    opponents holding cards) in one bench game, Hard's team against Greedy."""
    found: list[dict[str, float]] = []
    rng = derive_rng(index, "kozel reading")
    holder: dict = {}

    class Measuring:
        def bind(self, state) -> None:
            holder["state"] = state

        def __call__(self, obs, level: str, seed: int):
            state = holder["state"]
            if level == "hard" and len(obs.legal_actions()) > 1 and any(
                    state.hands[(obs.player + k) % 4] for k in (1, 3)):
                found.append(reading_accuracy(obs, state, rng))
            return choose(obs, level, seed=seed)

    _kozel_game(CardMatch("kozel", "hard", "greedy"), index, 0, Measuring())
    return found


def print_reading(games: int, workers: int) -> None:
    rows = [row for game in run_tasks(reading_game, list(range(games)), workers) for row in game]
    shares = ", ".join(f"{name} {100 * statistics.fmean(r[name] for r in rows):.1f} %" for name in rows[0])
    print(f"kozel: the opponents' real hand cards a world puts in the right hand, {len(rows)} of Hard's "
          f"decisions in {games} games vs greedy: {shares}")


def main(argv: list[str]) -> None:
    options = tool_options("kozel_ceiling", argv, {"world": "true", "games": 100, "workers": 1},
                           {"world": ("true", "stock", *KNOWN, "reading")})
    world, workers = options["world"], options["workers"]
    if world == "reading":
        print_reading(options["games"], workers)
        return
    deals = options["games"] // 2
    started, cpu, load = time.perf_counter(), cpu_seconds(), os.getloadavg()[0]
    results = list(run_tasks(cheat_deal, [(world, i) for i in range(deals)], workers))
    means = [statistics.fmean(r) for r in results]
    mean, low, high = mean_confidence(means)
    wins = sum(sum(r) for r in results)
    print(f"kozel cheating hard ({world} world) vs greedy: {wins:.0f}/{2 * deals} = {100 * mean:.1f} % "
          f"(95 % CI {100 * low:.1f}-{100 * high:.1f} %)  ({time.perf_counter() - started:.0f} s wall, "
          f"{cpu_seconds() - cpu:.0f} s CPU, load {load:.1f} -> {os.getloadavg()[0]:.1f})")
    sys.stdout.flush()


if __name__ == "__main__":
    main(sys.argv[1:])
