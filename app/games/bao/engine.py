"""The sowing machine: play one Bao turn from its first sowing to its end.

The board is a flat list of 32 counts: ``side * 16 + hole``, hole 0..7 = A1..A8
(front row), 8..15 = B1..B8 (back row), each side from its own view. A side sows
around its own 16 holes as one loop; ``LOOP`` lists the holes in clockwise order
(A1..A8, B8..B1) and a sowing is walked by loop position ``(pos + direction) & 15``.

The same code runs in two modes: with ``events=None`` (the legal-move simulation of
every candidate turn; seeds are added hole by hole from precomputed index tuples, no
per-seed objects) and with an event list (``State.apply``; one ``SeedDropped`` per
seed, for the UI to replay). Only the sowing itself differs between the two modes.

A simulated turn that goes on for ``options.RECORD_STATES_AFTER_SOWINGS`` sowings
hands its relays to ``_relay`` (see the notes above it): a few operations per sowing
whatever the number of seeds, and exact detection of never-ending moves (bao.md
section 7). It stops at every hole where another check of ``run`` could apply (a
capture, a takasia block, an owned nyumba) and lets ``run`` make it; tests run whole
games with the hand-over at the first sowing and compare.
"""

from __future__ import annotations

import threading
from contextlib import contextmanager
from typing import Iterator, Sequence

from app.core.protocol import WorkLimitExceeded
from app.games.bao import options
from app.games.bao.events import Captured, HouseLost, Relay, SeedDropped

try:  # the relay walk compiled (``_relay.c``, built by ``pip install``; optional)
    from app.games.bao import _relay as _compiled
except ImportError:  # not built (no C compiler at install): the Python walk gives the same answers
    _compiled = None

HOLES = 16
FRONT = 8
NYUMBA = 4
LEFT_KICHWA = 0
RIGHT_KICHWA = 7

LOOP = (0, 1, 2, 3, 4, 5, 6, 7, 15, 14, 13, 12, 11, 10, 9, 8)
POSITION = tuple(LOOP.index(hole) for hole in range(HOLES))
# Positions may hold any number of seeds (some seed diagrams do not hold 64) up to this
# bound for hand-made diagrams (a real game has 64); no hand can hold more.
MAX_SEEDS = 255

# How a turn ended (the first value of ``run``'s result).
TURN_ENDS = 0
DECISION = 1  # sowing ended in the mover's functional nyumba in a capturing namua turn
MOVER_WINS = 2  # the opponent's front row is empty
MOVER_LOSES = 3  # the mover's own front row is empty
NEVER_ENDS = 4


class SearchLimitExceeded(WorkLimitExceeded):
    """A simulated turn needed more sowings than the caller's ``max_sowings`` allowed.

    Only a caller that asked for a limit sees it (the AI below its root, which cannot
    afford the rare turns whose relay cycles run to millions of sowings); without a
    limit, never-ending moves are detected exactly (bao.md section 7). Nothing is
    known about the turn: it may end, or never end, after more sowings."""


def _sow_tables() -> tuple:
    """``SOW[side][d][pos][n]``: flat indices of the ``n`` (< 16) holes after loop
    position ``pos`` in direction ``d`` (index 0 = clockwise, 1 = anticlockwise)."""
    tables = []
    for side in (0, 1):
        base = side * HOLES
        per_direction = []
        for step in (1, -1):
            per_direction.append(
                tuple(
                    tuple(tuple(base + LOOP[(pos + step * k) & 15] for k in range(1, n + 1)) for n in range(HOLES))
                    for pos in range(HOLES)
                )
            )
        tables.append(tuple(per_direction))
    return tuple(tables)


SOW = _sow_tables()
SIDE_HOLES = (tuple(range(0, 16)), tuple(range(16, 32)))

_RECORD_AFTER = options.RECORD_STATES_AFTER_SOWINGS
_HARD_CAP = options.HARD_CAP_SOWINGS
_FUNCTIONAL = options.FUNCTIONAL_NYUMBA_SEEDS


class _Limit(threading.local):
    """The sowing limit of exact move generation in this thread (see ``sowing_limit``)."""

    max_sowings: int | None = None


_THREAD_LIMIT = _Limit()


@contextmanager
def sowing_limit(max_sowings: int) -> Iterator[None]:
    """Inside, in this thread only, move generation that is asked to be exact raises
    ``SearchLimitExceeded`` instead when a candidate turn needs more than
    ``max_sowings`` sowings; nothing is then cached and the state is unchanged (an
    ``apply`` refused while working out the NEXT position's moves has been made, so run
    it on a copy). For a caller that must never wait long, the GUI thread: it hands such
    a position to a worker thread, where the same call is exact."""
    saved = _THREAD_LIMIT.max_sowings
    _THREAD_LIMIT.max_sowings = max_sowings if saved is None else min(saved, max_sowings)
    try:
        yield
    finally:
        _THREAD_LIMIT.max_sowings = saved


def run(
    board: list[int],
    house: list[bool],
    side: int,
    pos: int,
    direction: int,
    hand: int,
    capturing: bool,
    namua: bool,
    blocked: int,
    check_mine: bool,
    check_theirs: bool,
    events: list | None = None,
    max_sowings: int | None = None,
) -> tuple[int, int]:
    """Sow ``hand`` seeds after loop position ``pos`` and play the turn to its end.

    Mutates ``board`` and ``house``. ``check_mine``/``check_theirs`` say whether the
    sowing about to be made can have emptied that front row (only lifting from the
    mover's front row, or a capture, can), so the empty-front-row test is skipped
    when it cannot succeed. Returns ``(outcome, direction)``; the direction is the
    one a pending safari continues in. ``max_sowings`` (None: no limit) raises
    ``SearchLimitExceeded`` once the turn needs more sowings than that.
    """
    if max_sowings is None and events is None:  # a simulation (apply's replay is never cut)
        max_sowings = _THREAD_LIMIT.max_sowings
    cap = _HARD_CAP if max_sowings is None else min(_HARD_CAP, max_sowings)
    base = side * HOLES
    theirs = HOLES - base
    other = 1 - side
    sow = SOW[side]
    steps = 0
    while True:
        # --- one sowing (none when a capture is checked at a dropped ghala seed, or
        # when the relay engine stopped at a hole whose checks are made here) ---
        if not hand:
            pass
        elif events is None:
            if hand < HOLES:
                for index in sow[0 if direction > 0 else 1][pos][hand]:
                    board[index] += 1
            else:
                laps, rest = divmod(hand, HOLES)
                for index in SIDE_HOLES[side]:
                    board[index] += laps
                for index in sow[0 if direction > 0 else 1][pos][rest]:
                    board[index] += 1
            pos = (pos + direction * hand) & 15
        else:
            for _ in range(hand):
                pos = (pos + direction) & 15
                board[base + LOOP[pos]] += 1
                events.append(SeedDropped(side, LOOP[pos]))
        if hand:
            # --- check 1: a front row is empty -> the game ends ---
            if check_theirs and not any(board[theirs : theirs + FRONT]):
                return MOVER_WINS, direction
            if check_mine and not any(board[base : base + FRONT]):
                return MOVER_LOSES, direction
            steps += 1
            if steps > cap:
                return _too_long(max_sowings), direction
        hole = LOOP[pos]
        count = board[base + hole]
        # --- check 2: capture ---
        if capturing and hole < FRONT and count > 1:
            facing = 7 - hole
            taken = board[theirs + facing]
            if taken:
                board[theirs + facing] = 0
                if hole <= 1:
                    direction = 1
                elif hole >= 6:
                    direction = -1
                # start one step before the kichwa: the first captured seed goes into it
                pos = 15 if direction > 0 else 8
                if events is not None:
                    events.append(
                        Captured(side, facing, taken, LEFT_KICHWA if direction > 0 else RIGHT_KICHWA, direction)
                    )
                if facing == NYUMBA and house[other]:
                    house[other] = False
                    if events is not None:
                        events.append(HouseLost(other))
                hand = taken
                check_theirs = True
                check_mine = False
                continue
        # --- check 3: the functional nyumba in namua ---
        if namua and hole == NYUMBA and house[side] and count >= _FUNCTIONAL:
            return (DECISION if capturing else TURN_ENDS), direction
        # --- check 4: a takasia-blocked hole ---
        if hole == blocked:
            return TURN_ENDS, direction
        # --- check 5: relay ---
        if count > 1:
            if events is None and steps >= _RECORD_AFTER and not (hole == NYUMBA and house[side]):
                # A long turn: the relay engine plays on. (``apply`` plays only legal,
                # hence finite, moves, with events: it needs no cycle check.)
                outcome, pos, sowings = _relay(board, house, side, pos, direction, capturing, blocked, cap - steps)
                steps += sowings
                if outcome == _TOO_LONG:
                    return _too_long(max_sowings), direction
                if outcome != _STOPPED:
                    return outcome, direction
                hand = 0  # make the checks of the hole where the relay engine stopped
                check_mine = check_theirs = False
                continue
            board[base + hole] = 0
            if events is not None:
                events.append(Relay(side, hole, count))
            if hole == NYUMBA and house[side]:
                house[side] = False
                if events is not None:
                    events.append(HouseLost(side))
            hand = count
            check_mine = hole < FRONT
            check_theirs = False
            continue
        # --- check 6: the last seed fell into an empty hole ---
        return TURN_ENDS, direction


def _too_long(max_sowings: int | None) -> int:
    """A turn went past its sowing limit: the caller's (refused) or the hard cap (the
    safety net behind the exact detection, counted as never-ending)."""
    if max_sowings is not None and max_sowings < _HARD_CAP:
        raise SearchLimitExceeded(f"bao: a turn needs more than {max_sowings} sowings")
    return NEVER_ENDS


# ---------------------------------------------------------------------------------------
# The relay engine.
#
# Between holes where a rule other than "relay or end" can apply, a turn is a pure
# relay: sow the hand; if the last seed fell into an occupied hole, lift that hole and
# go on in the same direction, else the turn ends. Count time in seeds dropped: the
# seed dropped at time t falls into the hole at loop position pos + direction * t, so a
# hole is passed every 16 seeds, and a hole last lifted at time L holds (t - L) // 16
# seeds at time t. One sowing is then a few operations, whatever the hand:
#     r = t % 16;  hand = (t - last[r]) // 16;  end if hand == 1;  last[r] = t;  t += hand
#
# ``run``'s front-row checks never fire inside a relay: a relay lifts a hole in which a
# sowing of >= 2 seeds just ended (or a 1-seed capture sowing, which ends in the kichwa
# it started from, never the last front hole in its direction), so the front-row hole
# before it holds a seed and the mover's front row is not empty after the next sowing.
#
# Never-ending moves are found exactly: a relay that comes back to a state never ends.
# Repeats are looked for at "marked" states (a lifted hand of at least ``mark`` seeds),
# kept in a set; ``mark`` starts above every hand on the board, is raised while marks
# are many in the first sowings, then only lowered while they are rare. Every cycle
# holds its own largest hand, so once ``mark`` is at or below it and stays, a repeat is
# seen within one period. Without stop holes the relay commutes with
# turning the board round, so states are taken relative to the lifted hole: a relay
# whose board comes back turned by k holes comes back exactly after 16 / gcd(k, 16) such
# periods, and is proven up to 16 times sooner (the issue-15 position, North's A2<:
# after 1,629,134 sowings instead of 26,066,144).
#
# The walk runs compiled (``_relay.c``, the same walk: ~6 ns a sowing against ~200 in
# Python; that position's legal moves 7 ms instead of 335); ``_walk_in_python`` is its
# reference and the fallback when it is not built.

_STOPPED = -1  # a sowing ended at a hole where ``run`` must make the checks
_TOO_LONG = -2  # more sowings than allowed
_CHUNK = 4096  # sowings between two adjustments of ``mark``
_MIN_MARKS = 2  # fewer marks than this in a chunk: mark smaller hands too
# More marks than this in a chunk of the first ``_SETTLING`` sowings: mark only larger
# hands. (``mark`` only goes down after that, so a cycle is always found: see above.)
_MAX_MARKS_PER_CHUNK = 8
_SETTLING = 16 * _CHUNK
_MAX_MARKS = 200_000  # bounds the memory of one relay (~50 MB); then marking restarts
_ENDS, _MARKED = 1, 2  # flags of a hand in ``_walk``
# The compiled walk takes the tuning above on each call and answers in its own codes.
_WALK_TUNING = (_CHUNK, _MIN_MARKS, _MAX_MARKS_PER_CHUNK, _SETTLING, _MAX_MARKS, MAX_SEEDS)
if _compiled is not None:
    _COMPILED_ANSWERS = {_compiled.ENDS: TURN_ENDS, _compiled.NEVER: NEVER_ENDS, _compiled.STOPPED: _STOPPED,
                         _compiled.TOO_LONG: _TOO_LONG}

# Long relays are rare but can take a fraction of a second, and the same position is
# analysed again by clones, saves and the AI's search, so their outcomes are
# remembered: key -> (outcome, counts by time residue, time, sowings). A relay that ran
# past a caller's limit has no outcome; the largest limit it exceeded is kept instead.
_RELAYS: dict[tuple, tuple] = {}
_EXCEEDED: dict[tuple, int] = {}
_RELAYS_KEPT = 4096


def forget_long_turns() -> None:
    """Empty the memory of long relays (benchmarks start each measurement cold)."""
    _RELAYS.clear()
    _EXCEEDED.clear()


def _remember(memory: dict, key: tuple, value) -> None:
    if len(memory) >= _RELAYS_KEPT:
        del memory[next(iter(memory))]  # the oldest
    memory[key] = value


def _relay(
    board: list[int], house: list[bool], side: int, pos: int, direction: int, capturing: bool, blocked: int, budget: int
) -> tuple[int, int, int]:
    """Play on from the end of a sowing at loop position ``pos``, whose hole ``run`` has
    checked and must relay, for at most ``budget`` more sowings.

    Returns ``(outcome, pos, sowings)``: ``TURN_ENDS`` (the last seed fell into an empty
    hole), ``NEVER_ENDS``, ``_STOPPED`` (a sowing ended at ``pos``, a hole where a
    capture, a takasia block or an owned nyumba needs ``run``'s checks) or ``_TOO_LONG``
    (the board is then unspecified); ``board`` holds the position at that point.
    """
    base = side * HOLES
    theirs = HOLES - base
    stops = 0
    for hole in range(HOLES):
        if hole == blocked or (hole == NYUMBA and house[side]) or (capturing and hole < FRONT and board[theirs + 7 - hole]):
            stops |= 1 << POSITION[hole]
    key = (tuple(board[base : base + HOLES]), pos, direction, stops)
    # residue r of the time (seeds dropped, mod 16) <-> loop position at[r]
    at = [(pos + direction * r) & 15 for r in range(HOLES)]
    known = _RELAYS.get(key)
    if known is None:
        if _EXCEEDED.get(key, -1) >= budget:
            return _TOO_LONG, pos, budget + 1
        counts = [board[base + LOOP[p]] for p in at]
        # a hole holding c seeds at time 0 is as if last lifted 16 * (c + 1) - r seeds ago
        last = [r - 16 * (c + 1) for r, c in enumerate(counts)]
        last[0] += 16  # the hole to lift now: its c seeds include the one just dropped
        stop = [bool(stops >> p & 1) for p in at] if stops else None
        outcome, t, sowings = _walk(last, stop, budget + 1, max(counts))
        if outcome == _TOO_LONG:
            _remember(_EXCEEDED, key, max(budget, _EXCEEDED.get(key, -1)))
            return _TOO_LONG, pos, sowings
        known = (outcome, tuple((t - last[r]) >> 4 for r in range(HOLES)), t, sowings)
        _EXCEEDED.pop(key, None)
        _remember(_RELAYS, key, known)
    outcome, counts, t, sowings = known
    if sowings > budget:
        return _TOO_LONG, pos, sowings
    for r, count in enumerate(counts):
        board[base + LOOP[at[r]]] = count
    return outcome, at[t & 15], sowings


def _walk(last: list[int], stop: list[bool] | None, most: int, largest: int) -> tuple[int, int, int]:
    """``_walk_in_python``'s answer, from the compiled walk when it is built."""
    if _compiled is None:
        return _walk_in_python(last, stop, most, largest)
    answer, t, sowings = _compiled.walk(last, stop, most, largest, _WALK_TUNING)
    return _COMPILED_ANSWERS[answer], t, sowings


def _walk_in_python(last: list[int], stop: list[bool] | None, most: int, largest: int) -> tuple[int, int, int]:
    """The relay by time residue: ``last[r]`` is when the hole at residue ``r`` was last
    lifted (updated in place); ``stop[r]`` whether a sowing ending there goes back to
    ``run`` (None: no stop anywhere, states are then compared turned round); at most
    ``most`` sowings. Returns ``(outcome, t, sowings)`` at the end, the stop, the proven
    repeat, or after ``most`` sowings (``_TOO_LONG``)."""
    # One lookup per sowing tells the rare cases apart: hand 1 ends the relay, a hand of
    # ``mark`` or more is a marked state (see the notes above ``_relay``).
    flags = bytearray(MAX_SEEDS + 1)
    flags[0] = flags[1] = _ENDS
    mark = largest + 2  # above every hand at the start: lowered while marks are rare
    flags[mark:] = bytes([_MARKED]) * (len(flags) - mark)
    marks: set[tuple] = set()
    t = done = 0
    while done < most:
        chunk = min(_CHUNK, most - done)
        marked = 0
        if stop is None:
            for i in range(chunk):  # the hot loop of the longest relays
                r = t & 15
                hand = (t - last[r]) >> 4
                if flags[hand]:
                    if hand < 2:  # the last seed fell into an empty hole
                        return TURN_ENDS, t, done + i
                    last[r] = t
                    marked += 1
                    # the board turned so that the lifted hole comes first
                    state = (hand, *[t - x for x in last[r + 1 :]], *[t - x for x in last[:r]])
                    if state in marks:
                        return NEVER_ENDS, t, done + i + 1
                    marks.add(state)
                else:
                    last[r] = t
                t += hand
        else:
            for i in range(chunk):
                r = t & 15
                if stop[r]:
                    return _STOPPED, t, done + i
                hand = (t - last[r]) >> 4
                if flags[hand]:
                    if hand < 2:
                        return TURN_ENDS, t, done + i
                    last[r] = t
                    marked += 1
                    state = (r, hand, *[t - x for x in last])
                    if state in marks:
                        return NEVER_ENDS, t, done + i + 1
                    marks.add(state)
                else:
                    last[r] = t
                t += hand
        done += chunk
        if marked < _MIN_MARKS and mark > 2:
            mark -= 1
            flags[mark] = _MARKED
        elif marked > _MAX_MARKS_PER_CHUNK and done <= _SETTLING and mark < MAX_SEEDS:
            flags[mark] = 0  # marks cost a few microseconds each: fewer while settling
            mark += 1
        if len(marks) > _MAX_MARKS:
            marks.clear()
    return _TOO_LONG, t, done


def lift(board: list[int], house: list[bool], side: int, hole: int, count: int, events: list | None) -> None:
    """Take ``count`` seeds out of ``hole`` to start a sowing; emptying an owned
    nyumba loses the house."""
    board[side * HOLES + hole] -= count
    if hole == NYUMBA and house[side] and board[side * HOLES + hole] == 0:
        house[side] = False
        if events is not None:
            events.append(HouseLost(side))


def capture_landing(board: Sequence[int], side: int, hole: int, direction: int) -> int:
    """The opponent hole (opponent's view) that sowing ``hole`` in ``direction`` would
    capture first in mtaji, or -1. Start holes must hold 2..15 seeds."""
    base = side * HOLES
    count = board[base + hole]
    if count < 2 or count > options.MAX_CAPTURE_START_SEEDS:
        return -1
    last = LOOP[(POSITION[hole] + direction * count) & 15]
    # each hole of the loop receives exactly one seed (count < 16), so the last hole
    # "was occupied" exactly when it holds seeds now
    if last < FRONT and board[base + last] and board[HOLES - base + 7 - last]:
        return 7 - last
    return -1


def front_row_empty(board: list[int], side: int) -> bool:
    base = side * HOLES
    return not any(board[base : base + FRONT])
