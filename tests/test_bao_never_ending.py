"""Section 7: never-ending moves are detected exactly and are illegal.

The positions come from random games (the seeds are noted). Each is checked against
a deliberately naive reference: sow seed by seed, relay while the last hole was
occupied, and remember EVERY state from the first sowing on.
"""

from __future__ import annotations

import pytest

from app.core.protocol import IllegalAction
from app.games.bao import State
from app.games.bao.actions import hole_name

LOOP = [0, 1, 2, 3, 4, 5, 6, 7, 15, 14, 13, 12, 11, 10, 9, 8]


def reference_takasa(own: list[int], hole: int, direction: int) -> str:
    """Play a takasa (no capture, no house, no block) on one side's 16 holes."""
    board = own[:]
    pos = LOOP.index(hole)
    hand, board[hole] = board[hole], 0
    seen = set()
    while True:
        while hand:
            pos = (pos + direction) % 16
            board[LOOP[pos]] += 1
            hand -= 1
        if not any(board[:8]):
            return "front row empty"
        key = (tuple(board), pos)
        if key in seen:
            return "never ends"
        seen.add(key)
        if board[LOOP[pos]] > 1:
            hand, board[LOOP[pos]] = board[LOOP[pos]], 0
            continue
        return "ends"


POSITIONS = [
    (  # random game 543, kujifunza: South's A4> never ends
        "kujifunza",
        0,
        """
        1  2  1  0  1  4  1  3
        1  2  0  0  0  0  0  0
       --------------------------------
        0  9  3 11  0  8  1  2
        1  2  0  1  2  1  2  5
        """,
        {"A4>"},
    ),
    (  # random game 592, kiswahili mtaji: North's A5< never ends
        "kiswahili",
        1,
        """
        1  0  3  0  1  2  1  2
        0  7  4  8  6  0  4  0
       --------------------------------
        1  0  0  0  0  0  0  0
        1  7  1  8  1  3  2  1
        """,
        {"A5<"},
    ),
]


@pytest.mark.parametrize("variant, to_move, text, never_ending", POSITIONS)
def test_never_ending_takasa_moves_are_exactly_the_ones_the_reference_finds(variant, to_move, text, never_ending):
    state = State.from_text(text, to_move, variant=variant)
    legal = {str(a) for a in state.legal_actions()}
    assert {a.kind for a in state.legal_actions()} == {"takasa"}
    own = state.board(to_move)
    candidates = {
        f"{hole_name(h)}{'>' if d > 0 else '<'}": (h, d)
        for h in range(8)
        if own[h] >= 2
        for d in (1, -1)
    }
    verdicts = {name: reference_takasa(own, h, d) for name, (h, d) in candidates.items()}
    assert {n for n, v in verdicts.items() if v == "never ends"} == never_ending
    assert legal == {n for n, v in verdicts.items() if v == "ends"}
    for name in never_ending:
        with pytest.raises(IllegalAction, match="would never end"):
            state.apply(name)


# Random game 2398, kiswahili mtaji: South's A7> repeats its first state only after
# 1,390,736 sowings (measured once with the naive reference above, which needs several
# seconds and a few hundred MB for it, so the test checks the engine's verdict only).
LONG_CYCLE = """
 0  1  0  0  1  0  1  3
 0  1  0  0  0  0  0  1
--------------------------------
 6  7  1  3  4  3  4  0
 9  0  1  7  3  4  0  4
"""


def test_a_never_ending_move_with_a_period_over_a_million_sowings():
    state = State.from_text(LONG_CYCLE, 0)
    assert [str(a) for a in state.legal_actions()] == [
        "A1>", "A1<", "A2>", "A2<", "A4>", "A4<", "A5>", "A5<", "A6>", "A6<", "A7<"
    ]
    with pytest.raises(IllegalAction, match="would never end"):
        state.apply("A7>")


def test_a_never_ending_move_is_found_however_late_it_starts_repeating():
    # the exact check only starts after options.RECORD_STATES_AFTER_SOWINGS sowings; the
    # same verdicts come out when it starts at once
    from app.games.bao import engine

    variant, to_move, text, never_ending = POSITIONS[0]
    saved = engine._RECORD_AFTER
    try:
        engine._RECORD_AFTER = 0
        early = {str(a) for a in State.from_text(text, to_move, variant=variant).legal_actions()}
    finally:
        engine._RECORD_AFTER = saved
    assert early == {str(a) for a in State.from_text(text, to_move, variant=variant).legal_actions()}
    assert not early & never_ending


def test_a_player_whose_every_move_never_ends_loses(monkeypatch):
    # No small position has only never-ending moves (their cycles run to millions of
    # sowings), so the safety-net cap is lowered to 1 sowing: every move that relays
    # then counts as never-ending, and here both of South's moves relay.
    from app.games.bao import engine

    monkeypatch.setattr(engine, "_HARD_CAP", 1)
    text = """
     0  0  0  0  0  0  0  0
     0  0  0  0  0  0  1  0
    --------------------------------
     1  0  2  1  1  0  0  0
     0  0  0  0  0  0  0  0
    """
    state = State.from_text(text, 0)
    assert state.legal_actions() == []
    assert state.is_terminal() and state.winner == 1 and state.win_reason == "no_legal_move"
    monkeypatch.undo()  # with the real cap both moves end
    assert {str(a) for a in State.from_text(text, 0).legal_actions()} == {"A3>", "A3<"}


@pytest.mark.parametrize("variant", ["kiswahili", "kujifunza"])
def test_the_packed_engine_plays_every_turn_like_the_list_engine(monkeypatch, variant):
    # Long simulated turns move to the packed engine; force that at the first sowing
    # and compare every candidate's simulated result over whole random games.
    import random

    from app.games.bao import engine

    rng = random.Random(7)
    for _game in range(15):
        state = State.new(variant=variant)
        while not state.is_terminal():
            data = state.to_dict()
            monkeypatch.setattr(engine, "_RECORD_AFTER", 0)
            packed = State.from_dict(data)._analysis()
            monkeypatch.undo()
            listed = State.from_dict(data)._analysis()
            assert [(r.action, r.action.kind, r.outcome, r.direction, r.board, r.house) for r in packed.legal] == [
                (r.action, r.action.kind, r.outcome, r.direction, r.board, r.house) for r in listed.legal
            ]
            state.apply(rng.choice(state.legal_actions()), events=False)
