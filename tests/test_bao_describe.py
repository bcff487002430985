"""The move description as data (app/games/bao/describe.py), on the worked examples of
shared/rules/bao.md section 9 and on random games of both variants."""

from __future__ import annotations

import random

import pytest

from app.games.bao import State
from app.games.bao.actions import CAPTURE, SAFARI, STOP, TAKASA, TAX
from app.games.bao.describe import (
    ENDED_DECISION,
    ENDED_EMPTY,
    ENDED_GAME_OVER,
    ENDED_IN_NYUMBA,
    ENDED_STOPPED,
    ENDED_TAKASIA,
    CaptureStep,
    HouseLostStep,
    RelayStep,
    SafariStep,
    describe,
    describe_action,
    describe_turn,
)
from app.games.bao.events import SeedDropped
from tests.bao_positions import (
    EXAMPLE_3_3,
    EXAMPLE_3_4_B,
    EXAMPLE_3_5_2_TAX,
    EXAMPLE_4_2,
    EXAMPLE_4_5_1_BEFORE,
    SAFARI_POSITION,
)

A1, A2, A3, A4, A5, A6, A7, A8 = range(8)
B3 = 10


def test_3_3_namua_takasa_ends_in_the_functional_nyumba():
    state = State.from_text(EXAMPLE_3_3, 0)
    d, _ = describe_action(state, "A2>")
    assert (d.side, d.stage, d.kind, d.from_ghala) == (0, "namua", TAKASA, True)
    assert (d.start, d.direction, d.lifted) == (A2, 1, 3)  # 2 seeds + the ghala seed
    assert d.steps == () and d.captured == 0
    assert (d.last, d.end) == (A5, ENDED_IN_NYUMBA)
    assert d.seeds_sown == 3


@pytest.mark.parametrize("move, kichwa, direction, last", [("A6>", A1, 1, A2), ("A6<", A8, -1, A7)])
def test_3_4_b_namua_capture_names_the_opponent_hole_and_the_kichwa(move, kichwa, direction, last):
    state = State.from_text(EXAMPLE_3_4_B, 0)
    d, _ = describe_action(state, move)
    assert (d.kind, d.from_ghala, d.start, d.direction, d.lifted) == (CAPTURE, True, A6, direction, 0)
    # South's A6 faces North's A3, whose 2 seeds are taken (the diagrams' count)
    assert d.steps == (CaptureStep(at=A6, hole=A3, count=2, kichwa=kichwa, direction=direction),)
    assert (d.last, d.end, d.seeds_sown) == (last, ENDED_EMPTY, 2)
    assert d.marks() == {"start": [(0, A6)], "captured": [(1, A3)], "last": [(0, last)]}


@pytest.mark.parametrize("move, direction, last", [("A5>", 1, A7), ("A5<", -1, A3)])
def test_3_5_2_the_tax_is_told_from_an_ordinary_takasa(move, direction, last):
    state = State.from_text(EXAMPLE_3_5_2_TAX, 0)
    d, _ = describe_action(state, move)
    assert (d.kind, d.start, d.direction, d.lifted) == (TAX, A5, direction, 2)
    assert (d.last, d.end, d.steps) == (last, ENDED_EMPTY, ())


def test_4_2_mtaji_capture_from_the_back_row_sown_from_a8():
    state = State.from_text(EXAMPLE_4_2, 0)
    d, events = describe_action(state, "B2<")
    assert (d.stage, d.kind, d.from_ghala, d.start, d.direction, d.lifted) == ("mtaji", CAPTURE, False, 9, -1, 9)
    first = d.steps[0]
    assert first == CaptureStep(at=A6, hole=A3, count=6, kichwa=A8, direction=-1)
    assert d.seeds_sown == sum(isinstance(e, SeedDropped) for e in events)
    # every capture and relay the events hold is in the description, in order
    assert [type(s) for s in d.steps if not isinstance(s, HouseLostStep)] == [
        CaptureStep if type(e).__name__ == "Captured" else RelayStep
        for e in events if type(e).__name__ in ("Captured", "Relay")]


def test_4_5_1_takasa_sets_a_takasia_and_a_relay_stops_in_the_blocked_hole():
    state = State.from_text(EXAMPLE_4_5_1_BEFORE, 0)
    d, _ = describe_action(state, "A7<")
    assert (d.kind, d.start, d.lifted, d.last, d.end) == (TAKASA, A7, 2, A5, ENDED_EMPTY)
    assert d.takasia == A4  # North's A4 is blocked for North's next turn
    state.apply("A7<")
    d, _ = describe_action(state, "A8<")
    assert d.side == 1 and d.kind == TAKASA
    assert [s.hole for s in d.relays] == [B3, A5, 15, A7]
    assert (d.last, d.end) == (A4, ENDED_TAKASIA)
    # the other moves end in empty holes
    assert describe_action(state, "A5>")[0].end == ENDED_EMPTY


def test_safari_and_stop_as_answers_and_within_the_whole_turn():
    state = State.from_text(SAFARI_POSITION, 0)
    d, _ = describe_action(state, "A2>")
    assert (d.kind, d.end, d.last) == (CAPTURE, ENDED_DECISION, A5)
    assert [c.hole for c in d.captures] == [A7, A4, A6] and d.captured == 11
    asked = state.clone()
    asked.apply("A2>")
    safari, _ = describe_action(asked, "safari")
    assert (safari.kind, safari.start, safari.direction) == (SAFARI, A5, 1)
    assert safari.steps == (SafariStep(9), HouseLostStep(0))
    assert (safari.last, safari.end) == (B3, ENDED_EMPTY)
    stop, _ = describe_action(asked, "stop")
    assert (stop.kind, stop.start, stop.last, stop.end, stop.steps) == (STOP, None, A5, ENDED_STOPPED, ())
    whole = describe_turn(state, ["A2>", "safari"])
    assert whole.kind == CAPTURE and whole.steps == d.steps + (SafariStep(9), HouseLostStep(0))
    assert (whole.last, whole.end) == (B3, ENDED_EMPTY)
    stopped = describe_turn(state, ["A2>", "stop"])
    assert (stopped.steps, stopped.last, stopped.end) == (d.steps, A5, ENDED_STOPPED)


def test_a_move_that_empties_a_front_row_ends_the_game():
    state = State.from_text("""
 0  0  0  0  0  0  0  0
 0  0  0  0  0  0  3  0
--------------------------------
 0  0  0  0  2  0  1  0
 0  0  0  0  0  0  0  0
""", 0)
    d, _ = describe_action(state, "A5>")  # A6, A7: A7 captures North's only seeds, in A2
    assert (d.kind, d.end, d.winner, d.win_reason) == (CAPTURE, ENDED_GAME_OVER, 0, "front_row_empty")


def test_events_without_a_sowing_are_refused():
    state = State.new()
    with pytest.raises(ValueError, match="no sowing"):
        describe(state, [])


@pytest.mark.slow
def test_random_games_every_move_is_described_consistently_with_the_rules():
    rng = random.Random(19)
    seen = set()
    for game in range(60):
        state = State.new(variant=("kiswahili", "kujifunza")[game % 2])
        turn_start, turn_events = state.clone(), []
        while not state.is_terminal() and state.move_number < 200:
            action = rng.choice(state.legal_actions())
            d, events = describe_action(state, action)
            state.apply(action)
            turn_events += events
            seen.add((d.kind, d.end))
            if not action.is_decision:
                assert d.kind == action.kind
            assert d.seeds_sown == sum(isinstance(e, SeedDropped) for e in events)
            assert d.captured == sum(e.count for e in events if type(e).__name__ == "Captured")
            if d.end == ENDED_DECISION:
                assert state.pending_decision
                continue
            # the whole turn, described at once, ends as its last action did
            whole = describe(turn_start, turn_events)
            assert (whole.last, whole.end, whole.takasia) == (d.last, d.end, d.takasia)
            turn_start, turn_events = state.clone(), []
    kinds = {kind for kind, _ in seen}
    ends = {end for _, end in seen}
    assert {CAPTURE, TAKASA, TAX, SAFARI, STOP} <= kinds
    assert {ENDED_EMPTY, ENDED_DECISION, ENDED_STOPPED, ENDED_IN_NYUMBA, ENDED_GAME_OVER} <= ends
