"""``python -m app.bench ai [--game=bao,kozel] [--quick] [--workers=2] [--games=N]``

(Options need the ``=`` form: ``app.bench`` takes bare words for benchmark names.)

The AI strength ladder and decision times, for every game:

- Bao: Hard vs Random and vs Greedy, and each level vs the level below, in games with
  the sides alternated (acceptance: Hard beats Random >= 95 %, Greedy >= 80 %, each
  level beats the one below >= 60 %).
- Kozel and Svoi Kozyri: duplicate matches of Hard vs Greedy (every deal played twice,
  seats swapped); the share of games Hard wins (acceptance >= 60 %).
- Back Alley: duplicate deals of a Hard partnership vs a Greedy one: the mean score
  margin with its 95 % confidence interval, and how often Hard makes its contract.
- Decision times (median, 95th percentile) per game and level, only decisions with more
  than one legal action (one legal action is answered at once): from the match play,
  and from a sample of positions where every level is timed on the same decision.

Options: ``--game NAME`` (repeatable; default all four), ``--quick`` (small counts, a
smoke test), ``--workers=N`` (processes for the match play; default 2),
``--games=N`` / ``--deals=N`` (override the counts), ``--ladder`` (card games: also
Medium vs Greedy, Hard vs Medium and Expert vs Hard on ``LADDER_DEALS`` deals).
"""

from __future__ import annotations

import math
import multiprocessing
import statistics
import sys
import time
from collections import defaultdict
from typing import Any, Callable, Iterable

from app.ai import LEVELS, choose
from app.ai.arena import play_out
from app.core.protocol import apply_automatic_steps
from app.core.rng import derive_rng, derive_seed

GAMES = ("bao", "kozel", "svoi_kozyri", "back_alley")


class Options:
    def __init__(self, argv: list[str]):
        self.games: list[str] = []
        self.quick = False
        self.ladder = False
        self.workers = 2
        self.count: int | None = None
        args = list(argv)
        while args:
            arg = args.pop(0)
            name, _, value = arg.partition("=")
            if name == "--quick":
                self.quick = True
            elif name in ("--game", "--games-of"):
                value = value or args.pop(0)
                self.games.extend(v for v in value.split(",") if v)
            elif name == "--ladder":
                self.ladder = True
            elif name == "--workers":
                self.workers = int(value or args.pop(0))
            elif name in ("--games", "--deals"):
                self.count = int(value or args.pop(0))
            else:
                raise SystemExit(f"bench ai: unknown option {arg}")
        unknown = [g for g in self.games if g not in GAMES]
        if unknown:
            raise SystemExit(f"bench ai: unknown game(s) {unknown}; known: {GAMES}")
        self.games = self.games or list(GAMES)


# --- timing -------------------------------------------------------------------------
class TimedChooser:
    """``choose`` that records the wall time of each real decision per level."""

    def __init__(self) -> None:
        self.times: dict[str, list[float]] = defaultdict(list)

    def __call__(self, x: Any, level: str, seed: int) -> Any:
        legal = x.legal_actions()
        start = time.perf_counter()
        action = choose(x, level, seed=seed)
        if len(legal) > 1:
            self.times[level].append(time.perf_counter() - start)
        return action


def merge_times(into: dict[str, list[float]], more: dict[str, list[float]]) -> None:
    for level, values in more.items():
        into.setdefault(level, []).extend(values)


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    index = min(len(ordered) - 1, max(0, math.ceil(fraction * len(ordered)) - 1))
    return ordered[index]


def print_times(game: str, times: dict[str, list[float]]) -> None:
    order = ("random", "greedy", "easy", "medium", "hard", "expert")
    for level in sorted(times, key=lambda lv: order.index(lv) if lv in order else 99):
        values = times[level]
        print(f"   {game:12s} {level:7s} decisions {len(values):6d}   median "
              f"{1000 * statistics.median(values):7.1f} ms   p95 "
              f"{1000 * percentile(values, 0.95):7.1f} ms   max {1000 * max(values):7.1f} ms")


def run_tasks(function: Callable, tasks: Iterable, workers: int) -> list:
    tasks = list(tasks)
    if workers <= 1:
        return [function(task) for task in tasks]
    with multiprocessing.get_context("fork").Pool(workers) as pool:
        return list(pool.imap_unordered(function, tasks, chunksize=1))


def mean_confidence(values: list[float]) -> tuple[float, float, float]:
    """Mean and its 95 % confidence interval (normal approximation)."""
    mean = statistics.fmean(values)
    if len(values) < 2:
        return mean, float("nan"), float("nan")
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values))
    return mean, mean - half, mean + half


def wilson(wins: float, n: int) -> tuple[float, float]:
    """95 % Wilson interval of a win share."""
    if n == 0:
        return float("nan"), float("nan")
    p, z = wins / n, 1.96
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half



BENCH_SEED = 20261121


# --- Bao ------------------------------------------------------------------------------
BAO_MATCHES = (("hard", "random"), ("hard", "greedy"), ("easy", "random"),
               ("medium", "easy"), ("hard", "medium"), ("expert", "hard"))
# Each pair of games starts from the same few random plies, once with each player as
# South: without them, two deterministic players would replay the same game.
BAO_OPENING_PLIES = 4


def bao_game(task: tuple[str, str, int]) -> tuple[str, str, bool, dict]:
    from app.games.bao import State

    first, second, index = task
    state = State.new()
    opening = derive_rng(BENCH_SEED, "bao opening", index // 2)
    for _ in range(BAO_OPENING_PLIES):
        if state.is_terminal():
            break
        state.apply(opening.choice(state.legal_actions()), events=False)
    first_side = index % 2
    seats = [first, second] if first_side == 0 else [second, first]
    chooser = TimedChooser()
    play_out(state, seats, derive_seed(BENCH_SEED, "bao", first, second, index),
             observe=False, chooser=chooser, max_actions=5000)
    return first, second, state.winner == first_side, dict(chooser.times)


def run_bao(options: Options) -> dict[str, list[float]]:
    games = options.count or (6 if options.quick else 100)
    tasks = [(a, b, i) for a, b in BAO_MATCHES for i in range(games)]
    wins: dict[tuple[str, str], int] = defaultdict(int)
    times: dict[str, list[float]] = {}
    for first, second, won, game_times in run_tasks(bao_game, tasks, options.workers):
        wins[(first, second)] += won
        merge_times(times, game_times)
    for first, second in BAO_MATCHES:
        won = wins[(first, second)]
        low, high = wilson(won, games)
        print(f"   bao  {first:6s} vs {second:6s}: {won:4d}/{games} = {100 * won / games:5.1f} %"
              f"   (95 % CI {100 * low:.0f}-{100 * high:.0f} %)")
    return times


# --- Kozel and Svoi Kozyri: duplicate deals --------------------------------------------
def kozel_deal(task: tuple[str, str, int]) -> tuple[list[int], int, dict]:
    """One seeded deal played twice: ``level`` as team 0, then as team 1. Returns the
    level's game wins per seating (61+ card points), the eggs count and the times."""
    from app.games.kozel import State

    level, opponent, index = task
    chooser = TimedChooser()
    wins, eggs = [], 0
    for team in (0, 1):
        state = State.new(seed=derive_seed(BENCH_SEED, "kozel deal", index))
        seats = [level if p % 2 == team else opponent for p in range(4)]
        play_out(state, seats, derive_seed(BENCH_SEED, "kozel", index, team), observe=True,
                 chooser=chooser, until=lambda s: s.awaiting_deal or s.is_terminal())
        record = state.game_history[0]
        eggs += record.eggs
        wins.append(int(record.card_points[team] >= 61))
    return wins, eggs, dict(chooser.times)


def svoi_kozyri_deal(task: tuple[str, str, int]) -> tuple[list[int], int, dict]:
    """One seeded 2-player deal (trump suits fixed by the deal's seed) played twice,
    ``level`` in seat 0 then in seat 1. Returns wins per seating, draws and times."""
    from app.games.svoi_kozyri import State

    level, opponent, index = task
    chooser = TimedChooser()
    wins, draws = [], 0
    for seat in (0, 1):
        state = State.new(seed=derive_seed(BENCH_SEED, "svoi deal", index), players=2)
        suits = derive_rng(BENCH_SEED, "svoi trumps", index)
        while state.phase == "trump":  # the same trump suits in both seatings
            state.apply(suits.choice(state.legal_actions()))
        seats = [level if p == seat else opponent for p in range(2)]
        play_out(state, seats, derive_seed(BENCH_SEED, "svoi", index, seat), observe=True,
                 chooser=chooser)
        result = state.returns()
        draws += result[0] == result[1]
        wins.append(int(result[seat] > result[1 - seat]))
    return wins, draws, dict(chooser.times)


def run_duplicate(options: Options, game: str, deal_function: Callable,
                  matches: tuple[tuple[str, str, int], ...]) -> dict[str, list[float]]:
    times: dict[str, list[float]] = {}
    for level, opponent, deals in matches:
        if options.count and (level, opponent) == ("hard", "greedy"):
            deals = options.count
        if options.quick:
            deals = min(deals, 4)
        tasks = [(level, opponent, i) for i in range(deals)]
        won = games = other = 0
        for wins, extra, deal_times in run_tasks(deal_function, tasks, options.workers):
            won += sum(wins)
            games += len(wins)
            other += extra
            merge_times(times, deal_times)
        low, high = wilson(won, games)
        label = "eggs (60-60)" if game == "kozel" else "draws"
        print(f"   {game} {level} vs {opponent}, {deals} duplicate deals: {level} wins "
              f"{won}/{games} games = {100 * won / games:.1f} % (95 % CI {100 * low:.0f}-"
              f"{100 * high:.0f} %); {label}: {other}")
    return times


# --- Back Alley: duplicate deals, score margin and contracts --------------------------
def back_alley_deal(task: tuple[str, str, int]) -> tuple[list[int], list[tuple[int, bool]], dict]:
    """One seeded deal (hand sizes cycle through the 25 deals of a game) played twice,
    ``level`` as partnership 0 then 1. Returns the level's score margin per seating and,
    per seating where the level's partnership had a contract (numeric > 0 or board),
    (contract kind, made)."""
    from app.core.cards import deck54
    from app.games.back_alley import State
    from app.games.back_alley.options import HAND_SIZES

    level, opponent, index = task
    deal_number = 1 + index % len(HAND_SIZES)
    size = HAND_SIZES[deal_number - 1]
    deck = deck54()
    derive_rng(BENCH_SEED, "back alley deal", index).shuffle(deck)
    hands = [deck[p * size:(p + 1) * size] for p in range(4)]
    stock = deck[4 * size:]
    dealer = index % 4
    chooser = TimedChooser()
    margins, contracts = [], []
    for team in (0, 1):
        state = State.from_deal(hands, stock, dealer, deal_number=deal_number,
                                seed=derive_seed(BENCH_SEED, "back alley later", index))
        seats = [level if p % 2 == team else opponent for p in range(4)]
        play_out(state, seats, derive_seed(BENCH_SEED, "back alley", index, team),
                 observe=True, chooser=chooser,
                 until=lambda s: s.phase in ("over", "between"))
        if state.last_deal_void:
            margins.append(0)  # all four passed: redealt, nobody scored
            continue
        record = state.deal_history[-1]
        points = record["points"]
        margins.append(points[team] - points[1 - team])
        if record["multipliers"][team]:
            contracts.append((1, record["tricks"][team] == size))
        elif record["contracts"][team] > 0:
            contracts.append((0, record["tricks"][team] >= record["contracts"][team]))
    return margins, contracts, dict(chooser.times)


LADDER_DEALS = 30
LADDER = (("medium", "greedy"), ("hard", "medium"), ("expert", "hard"))


def card_matches(options: Options) -> tuple[tuple[str, str, int], ...]:
    matches = (("hard", "greedy", 200),)
    if options.ladder:
        matches += tuple((a, b, LADDER_DEALS) for a, b in LADDER)
    return matches


def run_back_alley(options: Options) -> dict[str, list[float]]:
    times: dict[str, list[float]] = {}
    for level, opponent, deals in card_matches(options):
        deals = options.count if options.count and (level, opponent) == ("hard", "greedy") else deals
        deals = min(deals, 4) if options.quick else deals
        tasks = [(level, opponent, i) for i in range(deals)]
        pair_margins, contract_results = [], []
        for margins, contracts, deal_times in run_tasks(back_alley_deal, tasks, options.workers):
            pair_margins.append(sum(margins) / len(margins))
            contract_results.extend(contracts)
            merge_times(times, deal_times)
        mean, low, high = mean_confidence(pair_margins)
        made = sum(ok for _kind, ok in contract_results)
        boards = [ok for kind, ok in contract_results if kind == 1]
        print(f"   back_alley {level} vs {opponent}, {deals} duplicate deals: mean score margin "
              f"{mean:+.2f} per deal (95 % CI {low:+.2f} .. {high:+.2f})")
        print(f"   back_alley {level} (vs {opponent}) contracts made: {made}/{len(contract_results)} = "
              f"{100 * made / max(1, len(contract_results)):.1f} % of the deals where its "
              f"partnership had a contract (numeric > 0 or board; boards {sum(boards)}/{len(boards)})")
    return times


# --- decision times of every level on the same positions -------------------------------
def sample_positions(game: str, count: int) -> list[Any]:
    """Positions from greedy self-play (card games: the observation of the player to
    move), with more than one legal action."""
    import importlib

    State = importlib.import_module(f"app.games.{game}").State
    rng = derive_rng(BENCH_SEED, "positions", game)
    positions: list[Any] = []
    game_index = 0
    while len(positions) < count:
        if game == "svoi_kozyri":
            state = State.new(seed=derive_seed(BENCH_SEED, "pos", game_index), players=2)
        else:
            state = State.new(seed=derive_seed(BENCH_SEED, "pos", game_index))
        game_index += 1
        steps = 0
        while not state.is_terminal() and len(positions) < count and steps < 400:
            apply_automatic_steps(state)
            view = state if game == "bao" else state.observation(state.current_player())
            if len(view.legal_actions()) > 1 and rng.random() < 0.15:
                positions.append(view.clone() if game == "bao" else view)
            state.apply(choose(view, "greedy", seed=steps))
            steps += 1
    return positions


def time_levels(game: str, count: int) -> dict[str, list[float]]:
    times: dict[str, list[float]] = defaultdict(list)
    for index, view in enumerate(sample_positions(game, count)):
        for level in LEVELS:
            start = time.perf_counter()
            choose(view, level, seed=index)
            times[level].append(time.perf_counter() - start)
    return times


def main(argv: list[str]) -> None:
    options = Options(argv)
    for game in options.games:
        start = time.perf_counter()
        print(f"-- {game}")
        sys.stdout.flush()
        if game == "bao":
            times = run_bao(options)
        elif game == "kozel":
            times = run_duplicate(options, game, kozel_deal, card_matches(options))
        elif game == "svoi_kozyri":
            times = run_duplicate(options, game, svoi_kozyri_deal, card_matches(options))
        else:
            times = run_back_alley(options)
        print("   decision times in the matches above (wall clock, 2 worker processes):")
        print_times(game, times)
        positions = 6 if options.quick else 40
        print(f"   decision times of every level on the same {positions} positions:")
        print_times(game, time_levels(game, positions))
        print(f"   ({game}: {time.perf_counter() - start:.0f} s)")
        sys.stdout.flush()
