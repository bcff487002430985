"""Bao: the positions whose legal moves are slowest to generate, cold and warm.

Exact detection of never-ending moves (bao.md section 7) plays a relay until it ends
or repeats; rare positions have relays that repeat only after millions of sowings.
For each position below: the time of its exact legal-move generation with a cold
engine memory (the median of ``--repeat=N`` runs, default 3) and the relay sowings it
needed (a work count, the same on every machine), then ``choose()`` at every level
with a cold memory against the level's time cap (safety net) and the promise.

Targets (issue 15, item 2): legal moves <= 1 s (the GUI does not wait for more than
50 ms: a position that needs more is worked out off the GUI thread), ``choose()``
within its level's time cap.

The positions were found by ``--search`` sweeps (``python -m app.bench bao_slow
--search=kiswahili:0:10000``: random games from ``random.Random(seed)``, every
position whose moves needed more than ``SEARCH_MIN_SOWINGS`` relay sowings), see
``SLOW_POSITIONS``.
"""

from __future__ import annotations

import random
import statistics
import time

from app.games.bao import State, engine
from app.games.bao.options import KISWAHILI, KUJIFUNZA

LEGAL_MOVES_TARGET_S = 1.0
GUI_WAIT_TARGET_S = 0.05
SEARCH_MIN_SOWINGS = 20_000

# (name, variant, side to move, diagram). The first one is issue 15's.
SLOW_POSITIONS: tuple[tuple[str, str, int, str], ...] = (
    (
        "issue 15 (North's A2< repeats after 26,066,144 sowings)",
        KISWAHILI,
        1,
        """
         0
         5  1  4  3  1  0  1  2
         1  0 14  6  0  1  7  1
        --------------------------------
         0  0  0  1  1  1  0  0
         2  2  2  2  2  0  3  1
         0
        """,
    ),
    (
        "kujifunza sweep, seed 4456 move 27 (South's A3<, the slowest of 10,000 games)",
        KUJIFUNZA,
        0,
        """
         0  4  0  1  0  0  2  1
         0  0  0  1  0  0  0  0
        --------------------------------
         1  7  2 10  8  1  8  0
         2  1  0  2  4  0  5  4
        """,
    ),
    (
        "kujifunza sweep, seed 7612 move 33 (South's A4>)",
        KUJIFUNZA,
        0,
        """
         3  1  1  2  1  2  1  2
         1  1  1  0  0  0  0  0
        --------------------------------
         0  5  4  3  4  0  2  1
        12  2  3  2  1  4  1  4
        """,
    ),
    (
        "kiswahili sweep, seed 2398 move 50 (South's A7>, the slowest of 10,000 games)",
        KISWAHILI,
        0,
        """
         0  1  0  0  1  0  1  3
         0  1  0  0  0  0  0  1
        --------------------------------
         6  7  1  3  4  3  4  0
         9  0  1  7  3  4  0  4
        """,
    ),
)


def slow_state(index: int = 0) -> State:
    _name, variant, to_move, text = SLOW_POSITIONS[index]
    return State.from_text(text, to_move, variant=variant)


def _option(options: list[str], name: str, default: str) -> str:
    for option in options:
        if option.startswith(f"--{name}="):
            return option.split("=", 1)[1]
    return default


class _RelayCounter:
    """Counts the sowings the relay engine makes while installed."""

    def __init__(self) -> None:
        self.sowings = 0
        self._relay = engine._relay

    def __enter__(self) -> "_RelayCounter":
        def counting(*args):
            result = self._relay(*args)
            self.sowings += result[2]
            return result

        engine._relay = counting
        return self

    def __exit__(self, *exc) -> None:
        engine._relay = self._relay


def measure_legal_moves(make_state, repeat: int) -> tuple[float, float, int]:
    """Median wall and CPU seconds of a cold exact generation, and its relay sowings."""
    walls, cpus, sowings = [], [], 0
    for _ in range(repeat):
        engine.forget_long_turns()
        state = make_state()
        with _RelayCounter() as counter:
            wall, cpu = time.perf_counter(), time.process_time()
            state.legal_actions()
            walls.append(time.perf_counter() - wall)
            cpus.append(time.process_time() - cpu)
        sowings = counter.sowings
    return statistics.median(walls), statistics.median(cpus), sowings


def measure_choose(make_state) -> None:
    from app.ai import LEVELS, choose
    from app.ai.levels import level_spec

    for level in LEVELS:
        engine.forget_long_turns()
        state = make_state()
        start = time.perf_counter()
        choose(state, level, seed=1)
        elapsed = time.perf_counter() - start
        cap = level_spec("bao", level).time_cap
        verdict = "ok" if elapsed <= cap else "OVER"
        print(f"      choose {level:7s} cold: {1000 * elapsed:7.0f} ms   (time cap {1000 * cap:.0f} ms) {verdict}")


def search(spec: str) -> None:
    """``variant:first:count``: random games; print every slow position found."""
    variant, first, count = spec.split(":")
    found = 0
    start = time.perf_counter()
    for seed in range(int(first), int(first) + int(count)):
        rng = random.Random(seed)
        state = State.new(variant=variant)
        while True:
            engine.forget_long_turns()
            with _RelayCounter() as counter:
                terminal = state.is_terminal()
            if counter.sowings > SEARCH_MIN_SOWINGS:
                found += 1
                print(f"   seed {seed} move {state.move_number} to move {state.current_player()}: "
                      f"{counter.sowings} relay sowings\n{state.to_text()}")
            if terminal:
                break
            state.apply(rng.choice(state.legal_actions()), events=False)
    print(f"   {variant}: {count} games from seed {first}, {found} slow positions, "
          f"{time.perf_counter() - start:.0f} s")


def main(options: list[str]) -> None:
    sweep = _option(options, "search", "")
    if sweep:
        search(sweep)
        return
    repeat = int(_option(options, "repeat", "3"))
    walk = "compiled (_relay.c)" if engine._compiled is not None else "in Python (_relay.c not built)"
    print(f"   the relay walk: {walk}")
    print(f"   targets: legal moves <= {LEGAL_MOVES_TARGET_S * 1000:.0f} ms; the GUI waits <= "
          f"{GUI_WAIT_TARGET_S * 1000:.0f} ms (longer work goes off the GUI thread); choose() within its cap")
    for index, (name, variant, to_move, _text) in enumerate(SLOW_POSITIONS):
        def make_state(index=index):
            return slow_state(index)

        seconds, cpu, sowings = measure_legal_moves(make_state, repeat)
        verdict = "ok" if seconds <= LEGAL_MOVES_TARGET_S else "OVER"
        print(f"   {name}, {variant}, {'North' if to_move else 'South'} to move:")
        print(f"      legal moves cold: {1000 * seconds:7.0f} ms wall, {1000 * cpu:.0f} ms CPU (medians of "
              f"{repeat}), {sowings} relay sowings   {verdict}")
        start = time.perf_counter()
        make_state().legal_actions()
        print(f"      legal moves again (engine memory warm): {1000 * (time.perf_counter() - start):.1f} ms")
        measure_choose(make_state)
