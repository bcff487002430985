"""Fit ``ai.COEFFICIENTS``, the trick estimator of Back Alley bidding.

    python -m app.games.back_alley.fit_estimator [--deals=N] [--seed=S]

For every hand-size bucket, ``N`` random deals (uniform hand size within the bucket,
random dealer) are played out by four ``greedy_action`` players (bidding with the
current table; when all four would pass, the dealer's
pass becomes the lowest bid, so weak deals stay in the sample). Each player's hand after the
deal (and any joker swap) gives one row:
its ``hand_features`` and the tricks that player took. Ridge-regularised least squares
(normal equations, solved in pure Python) fits one coefficient row per bucket. The
script prints the new table (paste it into ``ai.py``) and the mean absolute error of
the old and the new table on the same rows.
"""

from __future__ import annotations

import random
import sys

from app.core.cards import deck54
from app.games.back_alley.actions import PASS, bid_actions
from app.games.back_alley.ai import (
    BUCKET_OF_HAND_SIZE,
    COEFFICIENTS,
    FEATURES,
    greedy_action,
    hand_features,
)
from app.games.back_alley.options import HAND_SIZES
from app.games.back_alley.rules import State

RIDGE = 1e-3


def play_deal(hand_size: int, rng: random.Random) -> list[tuple[list[float], int]]:
    deck = deck54()
    rng.shuffle(deck)
    hands = [deck[i * hand_size : (i + 1) * hand_size] for i in range(4)]
    number = HAND_SIZES.index(hand_size) + 1
    s = State.from_deal(hands, deck[4 * hand_size :], dealer=rng.randrange(4), deal_number=number,
                        seed=rng.getrandbits(32))
    rows = [hand_features(s.hands[p], s.trump) for p in range(4)]
    bids = []
    for _ in range(4):
        bids.append(greedy_action(s.observation(s.current_player())))
        if len(bids) == 4 and all(b is PASS for b in bids):
            # Dropping all-pass deals would bias the sample towards strong hands
            # (with one card, towards the Big Blooper): the dealer bids the least instead.
            bids[-1] = bid_actions(hand_size)[1]
        s.step(bids[-1])
    while s.deal_number == number and not s.is_terminal():
        s.step(greedy_action(s.observation(s.current_player())))
    tricks = s.deal_history[-1]["tricks_by_player"]
    return [(rows[p], tricks[p]) for p in range(4)]


def solve(a: list[list[float]], b: list[float]) -> list[float]:
    """Gaussian elimination with partial pivoting."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(m[r][col]))
        m[col], m[pivot] = m[pivot], m[col]
        if abs(m[col][col]) < 1e-12:
            continue
        for r in range(n):
            if r != col:
                factor = m[r][col] / m[col][col]
                if factor:
                    for c in range(col, n + 1):
                        m[r][c] -= factor * m[col][c]
    return [m[i][n] / m[i][i] if abs(m[i][i]) > 1e-12 else 0.0 for i in range(n)]


def fit(rows: list[tuple[list[float], int]]) -> list[float]:
    k = len(FEATURES)
    ata = [[0.0] * k for _ in range(k)]
    aty = [0.0] * k
    for x, y in rows:
        for i in range(k):
            if x[i]:
                aty[i] += x[i] * y
                for j in range(k):
                    ata[i][j] += x[i] * x[j]
    for i in range(k):
        ata[i][i] += RIDGE * len(rows)
    return solve(ata, aty)


def mean_abs_error(coefficients, rows) -> float:
    return sum(abs(sum(w * x for w, x in zip(coefficients, f)) - y) for f, y in rows) / max(1, len(rows))


def main(argv: list[str]) -> None:
    deals, seed = 1500, 1
    for a in argv:
        if a.startswith("--deals="):
            deals = int(a.split("=", 1)[1])
        elif a.startswith("--seed="):
            seed = int(a.split("=", 1)[1])
    rng = random.Random(seed)
    table = []
    for bucket in range(len(COEFFICIENTS)):
        sizes = [h for h, b in BUCKET_OF_HAND_SIZE.items() if b == bucket]
        rows: list[tuple[list[float], int]] = []
        while len(rows) < 4 * deals:
            rows += play_deal(rng.choice(sizes), rng)
        coefficients = [round(w, 2) for w in fit(rows)]
        table.append(coefficients)
        print(f"# bucket {bucket} (hand sizes {sizes}): {len(rows)} hands, mean abs error "
              f"old {mean_abs_error(COEFFICIENTS[bucket], rows):.3f} new {mean_abs_error(coefficients, rows):.3f}",
              file=sys.stderr)
    print("COEFFICIENTS: tuple[tuple[float, ...], ...] = (")
    for row in table:
        print("    (" + ", ".join(f"{w:.2f}" for w in row) + "),")
    print(")")


if __name__ == "__main__":
    main(sys.argv[1:])
