"""The sowing machine: play one Bao turn from its first sowing to its end.

The board is a flat list of 32 counts: ``side * 16 + hole``, hole 0..7 = A1..A8
(front row), 8..15 = B1..B8 (back row), each side from its own view. A side sows
around its own 16 holes as one loop; ``LOOP`` lists the holes in clockwise order
(A1..A8, B8..B1) and a sowing is walked by loop position ``(pos + direction) & 15``.

The same code runs in two modes: with ``events=None`` (the legal-move simulation of
every candidate turn; seeds are added hole by hole from precomputed index tuples, no
per-seed objects) and with an event list (``State.apply``; one ``SeedDropped`` per
seed, for the UI to replay). Only the sowing itself differs between the two modes.

A simulated turn that goes on for ``options.RECORD_STATES_AFTER_SOWINGS`` sowings is
handed to ``_run_packed``, the same checks on a board packed into one integer, which
detects never-ending moves exactly. It repeats the checks of ``run`` (kept side by
side below); tests run whole games with the hand-over at the first sowing and compare.
"""

from __future__ import annotations

from typing import Sequence

from app.games.bao import options
from app.games.bao.events import Captured, HouseLost, Relay, SeedDropped

HOLES = 16
FRONT = 8
NYUMBA = 4
LEFT_KICHWA = 0
RIGHT_KICHWA = 7

LOOP = (0, 1, 2, 3, 4, 5, 6, 7, 15, 14, 13, 12, 11, 10, 9, 8)
POSITION = tuple(LOOP.index(hole) for hole in range(HOLES))

# How a turn ended (the first value of ``run``'s result).
TURN_ENDS = 0
DECISION = 1  # sowing ended in the mover's functional nyumba in a capturing namua turn
MOVER_WINS = 2  # the opponent's front row is empty
MOVER_LOSES = 3  # the mover's own front row is empty
NEVER_ENDS = 4


class SearchLimitExceeded(Exception):
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
    cap = _HARD_CAP if max_sowings is None else min(_HARD_CAP, max_sowings)
    base = side * HOLES
    theirs = HOLES - base
    other = 1 - side
    sow = SOW[side]
    steps = 0
    while True:
        # --- one sowing ---
        if events is None:
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
        # --- check 1: a front row is empty -> the game ends ---
        if check_theirs and not any(board[theirs : theirs + FRONT]):
            return MOVER_WINS, direction
        if check_mine and not any(board[base : base + FRONT]):
            return MOVER_LOSES, direction
        # --- a long turn: hand over to the packed engine, which detects never-ending
        # moves exactly (apply only plays legal, hence finite, moves: it needs no check)
        steps += 1
        if steps > cap:
            if cap < _HARD_CAP:
                raise SearchLimitExceeded(f"bao: a turn needs more than {max_sowings} sowings")
            return NEVER_ENDS, direction  # safety net, never reached by a legal move
        if events is None and steps >= _RECORD_AFTER:
            if max_sowings is None:
                return _run_long_turn(board, house, side, pos, direction, capturing, namua, blocked)
            try:
                return _run_long_turn(
                    board, house, side, pos, direction, capturing, namua, blocked, max_sowings - steps
                )
            except SearchLimitExceeded:
                raise SearchLimitExceeded(f"bao: a turn needs more than {max_sowings} sowings") from None
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


# The packed engine keeps the 32 counts in one integer, 8 bits per hole (positions
# hold at most rules.MAX_SEEDS = 255 seeds, so fields never carry into each other): a
# sowing is one addition of a precomputed mask, and a state to remember for cycle
# detection is one integer, cheap to keep and to compare.
_BITS = 8
_FIELD = (1 << _BITS) - 1
_FRONT_FIELDS = (1 << (_BITS * FRONT)) - 1
SOW_MASK = tuple(
    tuple(tuple(tuple(sum(1 << (_BITS * i) for i in holes) for holes in by_count) for by_count in by_pos) for by_pos in by_dir)
    for by_dir in SOW
)
SIDE_MASK = tuple(sum(1 << (_BITS * i) for i in holes) for holes in SIDE_HOLES)
_MARK_MODULUS = 127
_MAX_MARKS = 200_000  # bounds the memory (~40 MB) of a turn running to the hard cap


# Long turns are rare but can cost a second (a never-ending move is only proven after
# a full period, which can pass a million sowings), and the same position is analysed
# again by clones, saves and the AI's search; so their outcomes are remembered.
_LONG_TURNS: dict[tuple, tuple] = {}
_LONG_TURNS_KEPT = 4096
# A limited simulation that ran out of sowings is not an outcome, but the AI meets the
# same position again (transpositions, the next iteration of deepening); remembering
# the largest limit a turn exceeded makes the next refusal immediate.
_EXCEEDED: dict[tuple, int] = {}


def forget_long_turns() -> None:
    """Empty the memory of long turns (benchmarks start each measurement cold)."""
    _LONG_TURNS.clear()
    _EXCEEDED.clear()


def _run_long_turn(
    board: list[int],
    house: list[bool],
    side: int,
    pos: int,
    direction: int,
    capturing: bool,
    namua: bool,
    blocked: int,
    max_sowings: int | None = None,
) -> tuple[int, int]:
    key = (tuple(board), house[0], house[1], side, pos, direction, capturing, namua, blocked)
    known = _LONG_TURNS.get(key)
    if known is None:
        if max_sowings is not None:
            if _EXCEEDED.get(key, -1) >= max_sowings:
                raise SearchLimitExceeded(f"bao: a turn needs more than {max_sowings} more sowings")
            try:
                outcome, direction = _run_packed(
                    board, house, side, pos, direction, capturing, namua, blocked, max_sowings=max_sowings
                )
            except SearchLimitExceeded:
                if len(_EXCEEDED) >= _LONG_TURNS_KEPT:
                    _EXCEEDED.pop(next(iter(_EXCEEDED)), None)  # the oldest
                _EXCEEDED[key] = max(max_sowings, _EXCEEDED.get(key, -1))
                raise
        else:
            outcome, direction = _run_packed(board, house, side, pos, direction, capturing, namua, blocked)
        _EXCEEDED.pop(key, None)
        if len(_LONG_TURNS) >= _LONG_TURNS_KEPT:
            del _LONG_TURNS[next(iter(_LONG_TURNS))]  # the oldest
        _LONG_TURNS[key] = (outcome, direction, tuple(board), tuple(house))
        return outcome, direction
    outcome, direction, final_board, final_house = known
    board[:] = final_board
    house[:] = final_house
    return outcome, direction


def _run_packed(
    board: list[int],
    house: list[bool],
    side: int,
    pos: int,
    direction: int,
    capturing: bool,
    namua: bool,
    blocked: int,
    *,
    max_sowings: int | None = None,
) -> tuple[int, int]:
    """``run`` from the end of a sowing (before its checks), on a packed board, with
    exact detection of never-ending moves; writes the board back when it ends.
    ``max_sowings`` (None: no limit) raises ``SearchLimitExceeded`` after that many
    more sowings, leaving ``board`` as it was.

    The turn is a deterministic walk through states (board, hole, direction, house
    owners) in a finite space, so it never ends exactly when a state repeats. Brent's
    cycle finding sees a repeat with O(1) memory: keep one saved state, compare every
    later state with it, and move the saved state up to the current one after 1, 2,
    4, 8, ... steps; once that stride exceeds the period, the walk comes back to the
    saved state within one period. That alone may run up to about three periods, so
    "distinguished" states (1 in ``_MARK_MODULUS``, picked by the board's value) are
    also remembered: a long cycle passes one of them and is seen within one period
    (plus a few hundred steps). Brent still catches cycles that contain no mark.
    """
    cap = _HARD_CAP if max_sowings is None else min(_HARD_CAP, max_sowings)
    packed = 0
    for index in range(2 * HOLES - 1, -1, -1):
        packed = (packed << _BITS) | board[index]
    base = side * HOLES
    theirs = HOLES - base
    other = 1 - side
    masks = SOW_MASK[side]
    side_mask = SIDE_MASK[side]
    mine_shift = base * _BITS
    theirs_shift = theirs * _BITS
    saved = (packed, pos, direction, house[0], house[1])
    stride, since, steps = 1, 0, 0
    marks: set[tuple] = set()
    check_mine = check_theirs = False  # the sowing that ended here was checked already
    hand = 0
    outcome = TURN_ENDS
    while True:
        if hand:
            if hand < HOLES:
                packed += masks[0 if direction > 0 else 1][pos][hand]
            else:
                laps, rest = divmod(hand, HOLES)
                packed += laps * side_mask + masks[0 if direction > 0 else 1][pos][rest]
            pos = (pos + direction * hand) & 15
            if check_theirs and not (packed >> theirs_shift) & _FRONT_FIELDS:
                outcome = MOVER_WINS
                break
            if check_mine and not (packed >> mine_shift) & _FRONT_FIELDS:
                outcome = MOVER_LOSES
                break
            since += 1
            steps += 1
            state = (packed, pos, direction, house[0], house[1])
            if state == saved:
                outcome = NEVER_ENDS
                break
            if steps > cap:
                if cap < _HARD_CAP:
                    raise SearchLimitExceeded(f"bao: a turn needs more than {max_sowings} more sowings")
                outcome = NEVER_ENDS  # safety net
                break
            if since == stride:
                saved, stride, since = state, stride * 2, 0
            if not packed % _MARK_MODULUS:
                if state in marks:
                    outcome = NEVER_ENDS
                    break
                if len(marks) < _MAX_MARKS:
                    marks.add(state)
        hole = LOOP[pos]
        shift = (base + hole) * _BITS
        count = (packed >> shift) & _FIELD
        if capturing and hole < FRONT and count > 1:
            facing = 7 - hole
            facing_shift = (theirs + facing) * _BITS
            taken = (packed >> facing_shift) & _FIELD
            if taken:
                packed -= taken << facing_shift
                if facing == NYUMBA and house[other]:
                    house[other] = False
                if hole <= 1:
                    direction = 1
                elif hole >= 6:
                    direction = -1
                pos = 15 if direction > 0 else 8
                hand = taken
                check_theirs, check_mine = True, False
                continue
        if namua and hole == NYUMBA and house[side] and count >= _FUNCTIONAL:
            outcome = DECISION if capturing else TURN_ENDS
            break
        if hole == blocked:
            break
        if count > 1:
            packed -= count << shift
            if hole == NYUMBA and house[side]:
                house[side] = False
            hand = count
            check_mine, check_theirs = hole < FRONT, False
            continue
        break
    for index in range(2 * HOLES):
        board[index] = packed & _FIELD
        packed >>= _BITS
    return outcome, direction


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
