"""``python -m app.bench ai [--game=bao,kozel] [--full] [--quick] [--workers=2] [--games=N]``

(Options need the ``=`` form: ``app.bench`` takes bare words for benchmark names.)

The AI strength ladder and decision times, for every game:

- Bao: Hard vs Random and vs Greedy, and each level vs the level below, in games with
  the sides alternated (acceptance: Hard beats Random >= 95 %, Greedy >= 80 %, each
  level beats the one below >= 60 %).
- Card games: duplicate matches (``CARD_MATCHES``; the unit of a game and its score
  are described above it) with their 95 % confidence intervals and targets (issue 15):
  Kozel Hard >= 70 % and Expert >= 75 % against Greedy; Expert beats Hard (CI above
  50 %) in every card game; every Svoi Kozyri level beats the level below with 2, 3
  and 4 players. Back Alley also prints the points margin per deal.
- Decision times per game and level, only decisions with more than one legal action
  (one legal action is answered at once): CPU time (what an idle machine of this size
  takes: each worker is one thread) and wall time, median / p95 / p99 / max, and how
  often the time cap cut a search short; target: p99 <= 60 % of the level's time
  budget (``app.ai.levels``). From the match play, and from a sample of positions
  where every level is timed on the same decision.

Options: ``--game NAME`` (repeatable; default all four), ``--full`` (the acceptance
runs: ``FULL_GAMES_PER_MATCH`` games per card match instead of ``GAMES_PER_MATCH``),
``--quick`` (a smoke test), ``--workers=N`` (processes for the match play; default
2), ``--games=N`` (games per match; 0: timing only), ``--pairs=expert:hard,...`` (only these card
matches), ``--players=2,3`` (Svoi Kozyri player counts), ``--positions=N`` (decisions
timed per level on the same positions; default 40, 0 skips), ``--deals-from=N`` (the card
matches play the deals from N on: a long match split into parts), ``--per-deal`` (a line
per finished deal: the match's progress), ``--combine=LOG,...`` (only the match figures of
the ``--per-deal`` lines in these logs: the parts of a split match as one match), ``--paired=BASE,VARIANT``
(two ``--per-deal`` runs of a match, each a log or parts joined by ``+``: the variant's score minus the
base's on the deals both played, with its 95 % CI: how to measure a change to a level), ``--uncapped`` (every search
runs with a time cap that never fires: a level's strength is its work budget, and on a
loaded machine the cap cut a third of Kozel Hard's searches short, at load 10 on 2
cores; the CPU times are then whole searches, and "cap fired" counts the decisions whose
wall time passed the level's real cap).

Each card match prints its games, the first level's score with its 95 % CI, the target
and MET or MISSED, the level specs, its wall and CPU time (workers included) and the
load average before and after.

The acceptance runs on a shared machine, in order (cheapest first where it matters):
``nice -n 19 python -m app.bench ai --game=kozel --full --uncapped --positions=0 --pairs=hard:greedy``,
then ``--pairs=expert:greedy``, then ``--pairs=expert:hard`` with ``--game=kozel``,
``--game=svoi_kozyri`` and ``--game=back_alley``, and the Svoi Kozyri ladder
``--game=svoi_kozyri --pairs=medium:easy,hard:medium --players=2,3,4``.
"""

from __future__ import annotations

import math
import multiprocessing
import os
import resource
import statistics
import sys
import time
from collections import defaultdict
from dataclasses import dataclass, fields, replace
from typing import Any, Callable, Iterable, Iterator

from app.ai import LEVELS, YARDSTICKS, choose, levels
from app.ai.arena import play_out
from app.ai.levels import level_spec
from app.core.protocol import apply_automatic_steps
from app.core.rng import derive_rng, derive_seed
from app.games import GAMES as GAME_INFOS

GAMES = ("bao", "kozel", "svoi_kozyri", "back_alley")
# Issue 15: a level's p99 decision time is at most this share of its time budget.
P99_SHARE_OF_BUDGET = 0.6


class Options:
    def __init__(self, argv: list[str]):
        self.games: list[str] = []
        self.quick = False
        self.full = False
        self.workers = 2
        self.count: int | None = None
        self.pairs: set[str] = set()
        self.players: set[int] = set()
        self.positions = 40
        self.uncapped = False
        self.first_deal = 0
        self.per_deal = False
        self.combine: list[str] = []
        self.paired: list[str] = []
        args = list(argv)
        while args:
            arg = args.pop(0)
            name, _, value = arg.partition("=")
            if name == "--quick":
                self.quick = True
            elif name == "--full":
                self.full = True
            elif name == "--uncapped":
                self.uncapped = True
            elif name in ("--game", "--games-of"):
                value = value or args.pop(0)
                self.games.extend(v for v in value.split(",") if v)
            elif name == "--workers":
                self.workers = int(value or args.pop(0))
            elif name in ("--games", "--deals"):
                self.count = int(value or args.pop(0))
            elif name == "--pairs":
                self.pairs.update(v for v in (value or args.pop(0)).split(",") if v)
            elif name == "--players":
                self.players.update(int(v) for v in (value or args.pop(0)).split(",") if v)
            elif name == "--positions":
                self.positions = int(value or args.pop(0))
            elif name == "--combine":
                self.combine.extend(v for v in (value or args.pop(0)).split(",") if v)
            elif name == "--paired":
                self.paired = (value or args.pop(0)).split(",")
                if len(self.paired) != 2:
                    raise SystemExit("bench ai: --paired=BASE.log,VARIANT.log (parts joined by +)")
            elif name == "--per-deal":
                self.per_deal = True
            elif name == "--deals-from":
                self.first_deal = int(value or args.pop(0))
            else:
                raise SystemExit(f"bench ai: unknown option {arg}")
        unknown = [g for g in self.games if g not in GAMES]
        if unknown:
            raise SystemExit(f"bench ai: unknown game(s) {unknown}; known: {GAMES}")
        self.games = self.games or list(GAMES)


# --- timing -------------------------------------------------------------------------
# ``--uncapped``: game -> level -> the real time cap the searches run without.
REAL_CAPS: dict[str, dict[str, float]] = {}


class TimedChooser:
    """``choose`` that records, per level, each real decision's game, wall and CPU time
    and whether the time cap cut it short (``--uncapped``: would have)."""

    def __init__(self) -> None:
        self.decisions: dict[str, list[tuple[float, float, bool]]] = defaultdict(list)
        self.game = ""

    def __call__(self, x: Any, level: str, seed: int) -> Any:
        legal = x.legal_actions()
        self.game = x.GAME
        report: dict = {}
        wall, cpu = time.perf_counter(), time.process_time()
        action = choose(x, level, seed=seed, report=report)
        if len(legal) > 1:
            wall = time.perf_counter() - wall
            fired = report.get("cap_fired", False) or wall > REAL_CAPS.get(x.GAME, {}).get(level, math.inf)
            self.decisions[level].append((wall, time.process_time() - cpu, fired))
        return action

    def report(self) -> dict:
        return {"game": self.game, "decisions": dict(self.decisions)}


def merge_reports(into: dict, report: dict) -> None:
    if report.get("game"):
        into["game"] = report["game"]
    for level, values in report["decisions"].items():
        into.setdefault("decisions", {}).setdefault(level, []).extend(values)


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    index = min(len(ordered) - 1, max(0, math.ceil(fraction * len(ordered)) - 1))
    return ordered[index]


def print_times(game: str, report: dict) -> None:
    order = ("random", "greedy", "easy", "medium", "hard", "expert")
    decisions = report.get("decisions", {})
    for level in sorted(decisions, key=lambda lv: order.index(lv) if lv in order else 99):
        rows = decisions[level]
        walls = [w for w, _c, _f in rows]
        cpus = [c for _w, c, _f in rows]
        fired = sum(f for _w, _c, f in rows)
        spec = level_spec(game, level)
        budget = spec.time_budget
        p99 = percentile(cpus, 0.99)
        verdict = "MET" if p99 <= P99_SHARE_OF_BUDGET * budget else "MISSED"
        print(f"   {game:11s} {level:7s} {len(rows):6d} decisions  CPU ms: median {1000 * statistics.median(cpus):6.0f}"
              f" p95 {1000 * percentile(cpus, 0.95):6.0f} p99 {1000 * p99:6.0f} max {1000 * max(cpus):6.0f}"
              f"  | wall ms: median {1000 * statistics.median(walls):6.0f} p99 {1000 * percentile(walls, 0.99):6.0f}"
              f" max {1000 * max(walls):6.0f}  | cap fired {fired} ({100 * fired / len(rows):.1f} %)"
              f"  [p99 CPU <= {100 * P99_SHARE_OF_BUDGET:.0f} % of {1000 * budget:.0f} ms] {verdict}")


def tool_options(tool: str, argv: list[str], defaults: dict[str, Any],
                 choices: dict[str, tuple[str, ...]] | None = None) -> dict[str, Any]:
    """The ``--name=value`` options of a research tool (``kozel_ceiling``,
    ``back_alley_ceiling``): each value converted to its default's type; an unknown
    option, or a value outside ``choices``, stops the tool with a message."""
    options = dict(defaults)
    for arg in argv:
        name, _, value = arg.partition("=")
        key = name.removeprefix("--").replace("-", "_")
        if not name.startswith("--") or key not in defaults:
            raise SystemExit(f"{tool}: unknown option {arg}")
        kind = type(defaults[key])
        try:
            options[key] = kind(value)
        except ValueError:
            raise SystemExit(f"{tool}: {name} takes a value of type {kind.__name__}, not {value!r}") from None
    for key, allowed in (choices or {}).items():
        if options[key] not in allowed:
            flag = "--" + key.replace("_", "-")
            raise SystemExit(f"{tool}: " + " or ".join(f"{flag}={value}" for value in allowed))
    return options


def cpu_seconds() -> float:
    """CPU time of this process and of its finished worker processes (a match's pool is
    closed, its workers reaped, when the match ends)."""
    own, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def run_tasks(function: Callable, tasks: Iterable, workers: int) -> Iterator:
    """Each task's result as soon as it is done (in any order with several workers)."""
    tasks = list(tasks)
    if workers <= 1:
        yield from map(function, tasks)
        return
    with multiprocessing.get_context("fork").Pool(workers) as pool:
        yield from pool.imap_unordered(function, tasks, chunksize=1)


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
    return first, second, state.winner == first_side, chooser.report()


def run_bao(options: Options) -> dict:
    games = options.count if options.count is not None else (6 if options.quick else 100)
    tasks = [(a, b, i) for a, b in BAO_MATCHES for i in range(games)]
    wins: dict[tuple[str, str], int] = defaultdict(int)
    times: dict = {}
    for first, second, won, report in run_tasks(bao_game, tasks, options.workers):
        wins[(first, second)] += won
        merge_reports(times, report)
    for first, second in BAO_MATCHES if games else ():
        won = wins[(first, second)]
        low, high = wilson(won, games)
        print(f"   bao  {first:6s} vs {second:6s}: {won:4d}/{games} = {100 * won / games:5.1f} %"
              f"   (95 % CI {100 * low:.0f}-{100 * high:.0f} %)")
    return times


# --- card games: duplicate matches -------------------------------------------------------
# Every deal is played once per seating of the two levels (duplicate), so the cards
# cancel out. The unit of a "game", and its score for the first level:
#   kozel       one Kozel game (one deal of a match): 1 if the level's team takes 61+
#               card points, else 0 (eggs, 60-60, count as not won);
#   svoi_kozyri one game, the level in one seat and the other level in every other seat
#               (the level goes round every seat): the share of the others it finishes
#               ahead of (a draw counts half): 2 players, 1/0.5/0;
#   back_alley  one deal: 1 if the level's partnership scores more points in that deal
#               than the other, 0.5 if as many, else 0.
# The 95 % confidence interval is taken over deals (the games of a deal are not
# independent): mean of the deal means +- 1.96 standard errors.
@dataclass(frozen=True)
class CardMatch:
    game: str
    level: str
    opponent: str
    players: int = 4
    target: float | None = None  # the share to reach; None: the CI's low end above 50 %

    @property
    def name(self) -> str:
        extra = f" {self.players}p" if self.game == "svoi_kozyri" else ""
        return f"{self.game}{extra} {self.level} vs {self.opponent}"


CARD_MATCHES = (
    CardMatch("kozel", "hard", "greedy", target=0.70),
    CardMatch("kozel", "expert", "greedy", target=0.75),
    CardMatch("kozel", "expert", "hard"),
    CardMatch("back_alley", "hard", "greedy"),
    CardMatch("back_alley", "expert", "hard"),
    *(CardMatch("svoi_kozyri", a, b, players=n) for n in (2, 3, 4)
      for a, b in (("medium", "easy"), ("hard", "medium"), ("expert", "hard"))),
)
GAMES_PER_MATCH = 40  # the default (small) run; --full: FULL_GAMES_PER_MATCH
FULL_GAMES_PER_MATCH = 400
GAME_UNIT = {
    "kozel": "a Kozel game (one deal of a match), won with 61+ card points",
    "svoi_kozyri": "a Svoi Kozyri game, scored by the share of opponents finished ahead of",
    "back_alley": "a Back Alley deal, won by scoring more points in it",
}


def seatings(match: CardMatch) -> int:
    return match.players if match.game == "svoi_kozyri" else 2


def card_deal(task: tuple[CardMatch, int]) -> tuple[int, list[float], dict, list[float]]:
    """One seeded deal of ``match`` played in every seating: the deal's index, the first
    level's score per game, the decision times and (Back Alley) its score margins."""
    match, index = task
    chooser = TimedChooser()
    scores, margins = [], []
    for seat in range(seatings(match)):
        play = {"kozel": _kozel_game, "svoi_kozyri": _svoi_game, "back_alley": _back_alley_deal}[match.game]
        score, margin = play(match, index, seat, chooser)
        scores.append(score)
        if margin is not None:
            margins.append(margin)
    return index, scores, chooser.report(), margins


def _kozel_game(match: CardMatch, index: int, team: int, chooser) -> tuple[float, float]:
    from app.games.kozel import State

    state = State.new(seed=derive_seed(BENCH_SEED, "kozel deal", index))
    if hasattr(chooser, "bind"):  # a bench-only player that sees the real game (kozel_ceiling)
        chooser.bind(state)
    seats = [match.level if p % 2 == team else match.opponent for p in range(4)]
    play_out(state, seats, derive_seed(BENCH_SEED, "kozel", index, team), observe=True,
             chooser=chooser, until=lambda s: s.awaiting_deal or s.is_terminal())
    points = state.game_history[0].card_points
    return float(points[team] >= 61), float(points[team] - points[1 - team])


def _svoi_game(match: CardMatch, index: int, seat: int, chooser) -> tuple[float, None]:
    from app.games.svoi_kozyri import State

    n = match.players
    state = State.new(seed=derive_seed(BENCH_SEED, "svoi deal", n, index), players=n)
    suits = derive_rng(BENCH_SEED, "svoi trumps", n, index)
    while state.phase == "trump":  # the same trump suits in every seating
        state.apply(suits.choice(state.legal_actions()))
    seats = [match.level if p == seat else match.opponent for p in range(n)]
    play_out(state, seats, derive_seed(BENCH_SEED, "svoi", n, index, seat), observe=True, chooser=chooser)
    result = state.returns()
    mine = result[seat]
    others = [result[q] for q in range(n) if q != seat]
    return sum(1.0 if mine > r else 0.5 if mine == r else 0.0 for r in others) / len(others), None


def _back_alley_deal(match: CardMatch, index: int, team: int, chooser) -> tuple[float, float]:
    """One seeded deal (hand sizes cycle through the 25 deals of a game), the level's
    partnership as ``team``: its score (1 / 0.5 / 0) and its points margin."""
    from app.core.cards import deck54
    from app.games.back_alley import State
    from app.games.back_alley.options import HAND_SIZES
    from app.games.back_alley.rules import BETWEEN

    deal_number = 1 + index % len(HAND_SIZES)
    size = HAND_SIZES[deal_number - 1]
    deck = deck54()
    derive_rng(BENCH_SEED, "back alley deal", index).shuffle(deck)
    hands = [deck[p * size:(p + 1) * size] for p in range(4)]
    state = State.from_deal(hands, deck[4 * size:], index % 4, deal_number=deal_number,
                            seed=derive_seed(BENCH_SEED, "back alley later", index))
    if hasattr(chooser, "bind"):  # a bench-only player that sees the real deal (back_alley_ceiling)
        chooser.bind(state)
    seats = [match.level if p % 2 == team else match.opponent for p in range(4)]
    play_out(state, seats, derive_seed(BENCH_SEED, "back alley", index, team), observe=True, chooser=chooser,
             until=lambda s: s.phase in ("over", BETWEEN))
    if state.last_deal_void:
        return 0.5, 0.0  # all four passed: redealt, nobody scored
    points = state.deal_history[-1]["points"]
    margin = points[team] - points[1 - team]
    return (1.0 if margin > 0 else 0.5 if margin == 0 else 0.0), float(margin)


def run_card_matches(options: Options, game: str) -> dict:
    times: dict = {}
    for match in CARD_MATCHES:
        if match.game != game or (options.pairs and f"{match.level}:{match.opponent}" not in options.pairs):
            continue
        if options.players and match.game == "svoi_kozyri" and match.players not in options.players:
            continue
        games = options.count if options.count is not None else (
            FULL_GAMES_PER_MATCH if options.full else GAMES_PER_MATCH)
        if options.quick:
            games = seatings(match) * 2
        if not games:
            continue
        deals = max(1, -(-games // seatings(match)))
        started, cpu_started, load_started = time.perf_counter(), cpu_seconds(), os.getloadavg()[0]
        deal_means, all_scores, all_margins = [], [], []
        tasks = [(match, i) for i in range(options.first_deal, options.first_deal + deals)]
        for index, scores, report, margins in run_tasks(card_deal, tasks, options.workers):
            deal_means.append(statistics.fmean(scores))
            if options.per_deal:  # a long match shows its progress; parts combine (``combine_deals``)
                print(f"      {PER_DEAL_TAG} {match.name} | {index} | {' '.join(f'{x:g}' for x in scores)}"
                      f" | running {100 * statistics.fmean(deal_means):.1f} % of {len(deal_means)} deals,"
                      f" {cpu_seconds() - cpu_started:.0f} s CPU", flush=True)
            all_scores.extend(scores)
            all_margins.extend(margins)
            merge_reports(times, report)
        first = f", deals {options.first_deal}-{options.first_deal + deals - 1}" if options.first_deal else ""
        print(f"   {match_figure(match, deal_means, len(all_scores), first)}   "
              f"({time.perf_counter() - started:.0f} s wall, "
              f"{cpu_seconds() - cpu_started:.0f} s CPU, load {load_started:.1f} -> {os.getloadavg()[0]:.1f})")
        for level in (match.level, match.opponent):
            print(f"      {level}: {describe_spec(level_spec(match.game, level))}")
        if all_margins:
            m, lo, hi = mean_confidence(all_margins)
            unit = "card points per game" if match.game == "kozel" else "points per deal"
            print(f"      {match.level}'s margin: {m:+.2f} {unit} (95 % CI {lo:+.2f} .. {hi:+.2f})")
        sys.stdout.flush()
    return times


def match_figure(match: CardMatch, deal_means: list[float], games: int, deals_note: str = "") -> str:
    """The match's result line: its games, the first level's score with its 95 % CI over
    deals, the target and MET or MISSED."""
    mean, low, high = mean_confidence(deal_means)
    if match.target is not None:
        verdict = "MET" if mean >= match.target else "MISSED"
        target = f"target >= {100 * match.target:.0f} %"
    else:
        verdict = "MET" if low > 0.5 else "MISSED"
        target = "target: CI above 50 %"
    return (f"{match.name}: {games} games ({len(deal_means)} deals x {seatings(match)} seatings{deals_note}): "
            f"{match.level} scores {100 * mean:.1f} % (95 % CI {100 * low:.1f}-{100 * high:.1f} %)  "
            f"[{target}] {verdict}")


# ``--per-deal`` prints a line per finished deal: "<tag> <match name> | <deal> | <scores>
# | ...". A match split into parts (``--deals-from``) is the union of its parts' deals.
PER_DEAL_TAG = "deal:"


def deal_scores(lines: Iterable[str]) -> dict[str, dict[int, list[float]]]:
    """Match name -> deal index -> the first level's scores in that deal, from the
    ``--per-deal`` lines among ``lines``; a deal seen twice counts once."""
    by_match: dict[str, dict[int, list[float]]] = defaultdict(dict)
    for line in lines:
        text = line.strip()
        if not text.startswith(PER_DEAL_TAG + " "):
            continue
        name, index, scores, *_rest = (part.strip() for part in text[len(PER_DEAL_TAG):].split("|"))
        by_match[name][int(index)] = [float(x) for x in scores.split()]
    return by_match


def combine_deals(lines: Iterable[str]) -> list[str]:
    """The result line of every match whose deals appear in ``lines`` (the output of
    ``--per-deal`` runs, any number of parts); a deal seen twice counts once."""
    by_match = deal_scores(lines)
    results = []
    for match in CARD_MATCHES:
        deals = by_match.get(match.name)
        if deals:
            means = [statistics.fmean(scores) for scores in deals.values()]
            gaps = len(deals) < max(deals) - min(deals) + 1
            span = f", deals {min(deals)}-{max(deals)}" + (" with gaps" if gaps else "")
            results.append(match_figure(match, means, sum(map(len, deals.values())), span))
    return results


def paired_difference(base_lines: Iterable[str], variant_lines: Iterable[str]) -> list[str]:
    """Per match in both runs (``--per-deal`` output of the same match by two versions
    of a level, or, when each run holds one match, of two matches such as two levels
    against Greedy: the bench's deals are fixed by seed, so both played the same deals), the
    variant's score minus the base's over the deals both finished, with the 95 % CI of
    the per-deal differences: a pairing that removes the deals' own luck, so a change
    shows in far fewer games than two independent figures would need."""
    base, variant = deal_scores(base_lines), deal_scores(variant_lines)
    pairs = [(name, name) for name in sorted(base.keys() & variant.keys())]
    if not pairs and len(base) == len(variant) == 1:  # two levels against one opponent
        pairs = [(next(iter(base)), next(iter(variant)))]
    results = []
    for base_name, variant_name in pairs:
        common = sorted(base[base_name].keys() & variant[variant_name].keys())
        if not common:
            continue
        before = [statistics.fmean(base[base_name][i]) for i in common]
        after = [statistics.fmean(variant[variant_name][i]) for i in common]
        diff, low, high = mean_confidence([a - b for a, b in zip(after, before)])
        changed = sum(a != b for a, b in zip(after, before))
        name = base_name if base_name == variant_name else f"{variant_name} against {base_name}"
        results.append(f"{name}: {len(common)} common deals ({changed} scored differently): "
                       f"base {100 * statistics.fmean(before):.1f} %, variant {100 * statistics.fmean(after):.1f} %, "
                       f"difference {100 * diff:+.1f} points (95 % CI {100 * low:+.1f} .. {100 * high:+.1f})")
    return results


def describe_spec(spec) -> str:
    """The fields of a level that decide its play (a match's figures name what played)."""
    default = type(spec)(spec.method, spec.time_cap, spec.time_budget)
    changed = [f"{f.name}={getattr(spec, f.name)}" for f in fields(spec)
               if f.name not in ("method", "time_cap", "time_budget")
               and getattr(spec, f.name) != getattr(default, f.name)]
    return " ".join([spec.method, *changed, f"(cap {spec.time_cap} s, budget {spec.time_budget} s)"])


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


def time_levels(game: str, count: int) -> dict:
    chooser = TimedChooser()
    for index, view in enumerate(sample_positions(game, count)):
        for level in LEVELS:
            chooser(view, level, index)
    return chooser.report()


# A time cap no decision reaches (``--uncapped``).
UNREACHED_CAP = 1000.0


def uncapped_tables() -> dict[str, dict]:
    """Every game's level table with caps that never fire, by its name in ``app.ai.levels``."""
    return {info.ai_levels.partition(":")[2]: {level: replace(spec, time_cap=UNREACHED_CAP)
                                               for level, spec in info.level_table().items()}
            for info in GAME_INFOS.values()}


def main(argv: list[str]) -> None:
    options = Options(argv)
    if options.combine:
        lines = [line for path in options.combine for line in open(path, encoding="utf-8")]
        print("\n".join(f"   {figure}" for figure in combine_deals(lines)) or "   (no --per-deal lines)")
        return
    if options.paired:
        base, variant = ([line for path in paths.split("+") for line in open(path, encoding="utf-8")]
                         for paths in options.paired)
        print("\n".join(f"   {figure}" for figure in paired_difference(base, variant))
              or "   (no match with deals in both runs)")
        return
    for game in options.games:
        start = time.perf_counter()
        print(f"-- {game}")
        sys.stdout.flush()
        if options.uncapped:
            REAL_CAPS[game] = {level: level_spec(game, level).time_cap for level in LEVELS + YARDSTICKS}
            real = {name: getattr(levels, name) for name in uncapped_tables()}
            for name, table in uncapped_tables().items():
                setattr(levels, name, table)
            print("   (time caps that never fire: the work budgets decide; 'cap fired': would have)")
        try:
            times = run_bao(options) if game == "bao" else run_card_matches(options, game)
            if game != "bao":
                print(f"   (a game: {GAME_UNIT[game]})")
            print(f"   decision times in the matches above ({options.workers} worker processes):")
            print_times(game, times)
            positions = 6 if options.quick else options.positions
            if positions:
                print(f"   decision times of every level on the same {positions} positions:")
                print_times(game, time_levels(game, positions))
        finally:
            if options.uncapped:
                for name, table in real.items():
                    setattr(levels, name, table)
        print(f"   ({game}: {time.perf_counter() - start:.0f} s)")
        sys.stdout.flush()
