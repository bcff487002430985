"""One test per rule of shared/rules/bao.md sections 2 to 8, on positions from diagrams.

Diagram reminder: North's rows are drawn as South sees them (North's A1 is the
rightmost number of its front row); South's hole A_i faces the number printed
directly above it. Positions without store lines are mtaji positions.
"""

from __future__ import annotations

import pytest

from app.core.protocol import IllegalAction
from app.games.bao import State
from app.games.bao.events import (
    Captured,
    DecisionNeeded,
    GameOver,
    HouseLost,
    Lifted,
    Relay,
    Safari,
    SeedDropped,
    StoreSeedPlaced,
    Takasia,
    TurnEnded,
)


def diagram(north_front: str, south_front: str, north_back: str = "0 0 0 0 0 0 0 0",
            south_back: str = "0 0 0 0 0 0 0 0", stores: tuple[int, int] = (0, 0)) -> str:
    return "\n".join([str(stores[1]), north_back, north_front, "-" * 32, south_front, south_back, str(stores[0])])


def names(state: State) -> set[str]:
    return {str(a) for a in state.legal_actions()}


def of(events, kind):
    return [e for e in events if isinstance(e, kind)]


# ---------------------------------------------------------------- section 2: sowing


def test_sowing_goes_clockwise_from_the_front_row_into_the_back_row():
    state = State.from_text(diagram("1 0 0 0 0 0 0 0", "1 0 0 0 0 0 4 0"))
    assert names(state) == {"A7>", "A7<"}
    events = state.apply("A7>")
    assert events[0] == Lifted(0, 6, 4, 1)
    # A8, then B8, B7, B6 (hole numbers 7, 15, 14, 13)
    assert [e.hole for e in of(events, SeedDropped)] == [7, 15, 14, 13]
    assert state.board(0) == [1, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 1, 1]


def test_sowing_anticlockwise_goes_from_the_back_row_into_a1():
    state = State.from_text(diagram("1 0 0 0 0 0 0 0", "1 0 0 0 0 0 0 0", south_back="0 0 0 0 0 0 0 3"))
    # no front-row hole holds 2+: the back row may be sown; B8 anticlockwise -> A8, A7, A6
    events = state.apply("B8<")
    assert [e.hole for e in of(events, SeedDropped)] == [7, 6, 5]


def test_a_sowing_of_16_or_more_drops_into_its_start_hole_again():
    state = State.from_text(diagram("1 0 0 0 0 0 0 0", "0 0 17 0 0 0 0 0"))
    assert names(state) == {"A3>", "A3<"}
    events = state.apply("A3>")
    drops = of(events, SeedDropped)
    assert [d.hole for d in drops[:16]] == [3, 4, 5, 6, 7, 15, 14, 13, 12, 11, 10, 9, 8, 0, 1, 2]
    assert drops[16].hole == 3


def test_a_sowing_may_not_start_from_a_single_seed():
    state = State.from_text(diagram("0 0 0 0 0 0 0 1", "1 0 2 0 0 0 0 0"))
    assert names(state) == {"A3>", "A3<"}
    with pytest.raises(IllegalAction, match="at least 2 seeds"):
        state.apply("A1>")


def test_capture_takes_the_facing_hole_keeps_the_capturing_hole_and_goes_round_into_the_back_row():
    # South A2 (2) clockwise ends in A4 (1 -> 2), facing North's owned nyumba with 10
    state = State.from_text(diagram("1 0 0 #10 0 0 0 0", "0 2 0 1 0 0 0 0"))
    assert names(state) == {"A2>"}  # A2< would not capture, and captures are mandatory
    events = state.apply("A2>")
    assert of(events, Captured) == [Captured(0, 4, 10, 0, 1)]
    assert HouseLost(1) in events and not state.owns_house(1)
    # 10 seeds from A1 clockwise: A1..A8, then B8, B7; A4 kept its 2
    assert state.board(0) == [1, 1, 2, 3, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 1, 1]
    assert state.board(1)[4] == 0
    assert state.current_player() == 1


def test_no_capture_when_the_last_seed_falls_into_an_empty_front_row_hole():
    # A3> ends in the empty A5, which faces North's A4 with 3: not a capture (the hole
    # was not occupied before the last seed), and the turn ends there
    state = State.from_text(diagram("0 0 0 0 3 0 0 0", "0 0 2 0 0 0 0 0"))
    assert names(state) == {"A3>", "A3<"} and {a.kind for a in state.legal_actions()} == {"takasa"}
    events = state.apply("A3>")
    assert not of(events, Captured) and events[-1] == TurnEnded(0, 1)
    assert state.board(0)[:8] == [0, 0, 0, 1, 1, 0, 0, 0] and state.board(1)[3] == 3


def test_captures_are_mandatory_in_mtaji():
    state = State.from_text(diagram("1 0 0 0 0 0 0 1", "0 0 0 0 0 2 0 1", south_back="0 0 0 4 0 0 0 0"))
    assert names(state) == {"A6>"}
    with pytest.raises(IllegalAction, match="a capture is possible"):
        state.apply("A6<")


def test_a_capturing_turn_captures_again_and_a_chained_central_capture_keeps_direction():
    state = State.from_text(diagram("1 0 0 0 2 0 0 4", "0 0 0 0 1 2 0 1"))
    assert names(state) == {"A6>"}
    events = state.apply("A6>")
    # A6> ends in A8 (1 -> 2): takes North's A1 (4), sown from A8 anticlockwise, ends in
    # A5 (1 -> 2) facing North's 2: captured again, from A8 (direction kept), ends in
    # A7 (occupied, nothing opposite): relay 3 anticlockwise, ends in the empty A4
    assert of(events, Captured) == [Captured(0, 0, 4, 7, -1), Captured(0, 3, 2, 7, -1)]
    assert of(events, Relay) == [Relay(0, 6, 3)]
    assert state.board(0)[:8] == [0, 0, 0, 1, 3, 2, 0, 4]


def test_a_takasa_turn_captures_nothing_whatever_positions_arise():
    # A1> ends in A4 (nothing opposite) and relays into A6, which faces North's 5: a
    # capturing position, but the turn began without a capture, so it relays on
    state = State.from_text(diagram("1 0 0 0 0 5 0 0", "3 0 0 1 0 1 0 0"))
    assert {a.kind for a in state.legal_actions()} == {"takasa"}
    events = state.apply("A1>")
    assert not of(events, Captured)
    assert of(events, Relay) == [Relay(0, 3, 2), Relay(0, 5, 2)]
    assert state.board(0)[:8] == [0, 1, 1, 0, 1, 0, 1, 1]
    assert state.board(1)[2] == 5


def test_seeds_captured_from_the_last_occupied_hole_are_sown_before_the_game_ends():
    state = State.from_text(diagram("0 0 0 2 0 0 0 0", "0 2 0 1 0 0 0 0", north_back="1 1 0 0 0 0 0 0"))
    events = state.apply("A2>")
    captured_at = events.index(next(e for e in events if isinstance(e, Captured)))
    assert events[captured_at + 1 :] == [
        SeedDropped(0, 0),
        SeedDropped(0, 1),
        TurnEnded(0, 1),
        GameOver(0, "front_row_empty"),
    ]
    assert state.is_terminal() and state.winner == 0 and state.returns() == [1.0, -1.0]
    assert state.legal_actions() == []


def test_a_relay_lifts_the_hole_where_the_last_seed_fell_and_an_empty_hole_ends_the_turn():
    state = State.from_text(diagram("2 0 0 0 0 0 0 0", "2 0 1 0 0 0 0 0"))
    events = state.apply("A1>")
    # A2, A3 (1 -> 2): relay 2 from A3 into A4, A5; A5 was empty: the turn ends
    assert of(events, Relay) == [Relay(0, 2, 2)]
    assert [e.hole for e in of(events, SeedDropped)] == [1, 2, 3, 4]
    assert events[-1] == TurnEnded(0, 1)
    assert state.board(0)[:8] == [0, 1, 0, 1, 1, 0, 0, 0]


def test_a_capturing_namua_sowing_ending_in_the_functional_nyumba_asks_stop_or_safari():
    # drop into A2 (1 -> 2) and take North's 5 opposite, sown from A1 clockwise
    state = State.from_text(diagram("0 5 0 0 0 0 0 1", "0 1 0 0 #6 0 0 0", stores=(5, 5)))
    assert names(state) == {"A2>"}
    events = state.apply("A2>")
    # 5 captured seeds from A1: A1, A2, A3, A4, A5 (the nyumba, now 7): the question
    assert events[-1] == DecisionNeeded(0, 4)
    assert state.pending_decision and state.current_player() == 0
    assert [str(a) for a in state.legal_actions()] == ["stop", "safari"]
    assert state.stage == "namua"
    with pytest.raises(IllegalAction, match="stop' or 'safari'"):
        state.apply("A1>")
    stop = state.clone()
    end = stop.apply("stop")
    assert end == [TurnEnded(0, 1)] and stop.owns_house(0) and stop.board(0)[4] == 7
    assert [str(a) for a in stop.last_move] == ["A2>", "stop"]
    events = state.apply("safari")
    assert events[0] == Safari(0, 4, 7) and events[1] == HouseLost(0)
    # the house's 7 seeds go on clockwise: A6, A7, A8, B8, B7, B6, B5
    assert [e.hole for e in of(events, SeedDropped)] == [5, 6, 7, 15, 14, 13, 12]
    assert not state.owns_house(0) and state.current_player() == 1


def test_a_capture_at_the_functional_nyumba_comes_before_the_stop_or_safari_question():
    # check 2 before check 3: drop into A2 (1 -> 2), take North's 5 from A1 clockwise:
    # A1, A2, A3, A4, A5 (the nyumba, 6 -> 7), which faces North's A4 with 2: a capture,
    # not the question; 2 seeds from A1 again (central hole, direction kept): A1, A2
    # (3 -> 4, nothing opposite any more): relay A3, A4, A5, A6 (empty): the turn ends
    state = State.from_text(diagram("0 5 0 0 2 0 0 1", "0 1 0 0 #6 0 0 0", stores=(5, 5)))
    events = state.apply("A2>")
    assert of(events, Captured) == [Captured(0, 6, 5, 0, 1), Captured(0, 3, 2, 0, 1)]
    assert not of(events, DecisionNeeded) and events[-1] == TurnEnded(0, 1)
    assert of(events, Relay) == [Relay(0, 1, 4)]
    assert state.board(0)[:8] == [2, 0, 2, 2, 8, 1, 0, 0] and state.owns_house(0)


def test_the_nyumba_is_functional_when_the_last_seed_makes_it_six():
    # capturing namua turn: the owned nyumba holds 5, the last seed makes 6: the question
    capturing = State.from_text(diagram("0 5 0 0 0 0 0 1", "0 1 0 0 #5 0 0 0", stores=(5, 5)))
    events = capturing.apply("A2>")
    assert events[-1] == DecisionNeeded(0, 4) and capturing.board(0)[4] == 6
    # takasa namua turn: the same count ends the turn in the house, which is kept
    takasa = State.from_text(diagram("0 0 0 0 0 0 0 1", "0 0 1 0 #5 0 0 0", stores=(5, 5)))
    events = takasa.apply("A3>")  # the single seed may go: the house is owned
    assert events[-1] == TurnEnded(0, 1) and not of(events, Relay)
    assert takasa.board(0)[:8] == [0, 0, 0, 1, 6, 0, 0, 0] and takasa.owns_house(0)


def test_in_namua_an_owned_nyumba_left_with_five_or_fewer_relays_and_is_lost():
    # A3 (1 + 1) > ends in the owned nyumba (3 -> 4 < 6): an ordinary hole, relayed on
    state = State.from_text(diagram("0 0 0 0 0 0 0 1", "0 0 1 0 #3 0 0 0", stores=(5, 5)))
    events = state.apply("A3>")
    assert of(events, Relay) == [Relay(0, 4, 4)] and HouseLost(0) in events
    assert state.board(0) == [0, 0, 0, 1, 0, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 1]
    assert not state.owns_house(0)


def test_safari_goes_on_in_the_direction_of_the_sowing_that_reached_the_house():
    # drop into A7 (1 -> 2), take North's 4 from A8 anticlockwise: A8, A7, A6, A5 (the
    # nyumba, 6 -> 7): the question; safari sows the 7 on anticlockwise, into A4..A1 and
    # round into the back row B1, B2, B3 (empty: the turn ends)
    state = State.from_text(diagram("0 0 0 0 0 0 4 1", "0 0 0 0 #6 0 1 0", stores=(5, 5)))
    assert names(state) == {"A7<"}
    assert state.apply("A7<")[-1] == DecisionNeeded(0, 4)
    events = state.apply("safari")
    assert events[0] == Safari(0, 4, 7)
    assert [e.hole for e in of(events, SeedDropped)] == [3, 2, 1, 0, 8, 9, 10]
    assert state.board(0) == [1, 1, 1, 1, 0, 1, 3, 1, 1, 1, 1, 0, 0, 0, 0, 0]
    assert not state.owns_house(0) and events[-1] == TurnEnded(0, 1)


def test_stop_and_safari_are_only_answers_to_the_question():
    state = State.from_text(diagram("1 0 0 0 0 0 0 0", "0 2 0 0 #6 0 0 0", stores=(5, 5)))
    with pytest.raises(IllegalAction, match="no such question is open"):
        state.apply("safari")


def test_a_relay_into_a_takasia_blocked_hole_ends_the_turn():
    # From a random game (seed 151): North's A7 is takasia'd; North's A4< relays on and
    # its last seed falls into A7 (4 -> 5), which ends the turn instead of a relay.
    before = """
     1  2  1  4  0  4  6  5
     0  4  5  0  8  1  8  2
    --------------------------------
     0  1  0  0  0  0  0  0
     0  3  3  2  1  1  1  1
    """
    state = _state_with_block(before, to_move=1, victim_hole=6)
    assert state.takasia_hole(1) == 6
    assert "A7>" not in names(state) and "A7<" not in names(state)
    events = state.apply("A4<")
    assert of(events, SeedDropped)[-1] == SeedDropped(1, 6)
    assert state.board(1)[6] == 5
    assert events[-1] == TurnEnded(1, 0)


def _state_with_block(text: str, to_move: int, victim_hole: int) -> State:
    """A diagram cannot carry a takasia block; a save can."""
    data = State.from_text(text, to_move).to_dict()
    data["takasia"][to_move] = victim_hole
    return State.from_dict(data)


# ---------------------------------------------------------------- section 3: namua


def test_namua_the_seed_goes_into_an_occupied_front_row_hole():
    state = State.from_text(diagram("0 0 0 0 0 0 0 1", "0 2 0 0 0 0 0 0", south_back="4 0 0 0 0 0 0 0", stores=(3, 3)))
    assert state.stage == "namua"
    with pytest.raises(IllegalAction, match="front row"):
        state.apply("B1>")
    with pytest.raises(IllegalAction, match="A3 is empty"):
        state.apply("A3>")
    events = state.apply("A2<")
    assert events[0] == StoreSeedPlaced(0, 1) and events[1] == Lifted(0, 1, 3, -1)
    assert state.store(0) == 2


def test_namua_kichwa_choice_only_on_the_first_capture_at_a_central_hole():
    state = State.from_text(diagram("1 0 4 0 2 0 0 0", "0 0 1 0 1 0 0 0", stores=(4, 4)))
    assert names(state) == {"A3>", "A3<", "A5>", "A5<"}
    left = state.clone()
    events = left.apply("A3>")
    assert of(events, Captured) == [Captured(0, 5, 4, 0, 1)]  # A1..A4, ends in empty A4
    events = state.apply("A3<")
    # from A8: A8, A7, A6, A5 (1 -> 2) facing North's 2: the chained capture keeps the
    # direction (from A8 again) without a choice
    assert of(events, Captured) == [Captured(0, 5, 4, 7, -1), Captured(0, 3, 2, 7, -1)]
    assert not of(events, DecisionNeeded)


def test_namua_capture_at_a_kimbi_or_kichwa_has_a_fixed_kichwa():
    state = State.from_text(diagram("0 3 0 0 0 0 0 1", "0 1 0 0 0 0 0 0", stores=(4, 4)))
    assert names(state) == {"A2>"}
    with pytest.raises(IllegalAction, match="left kichwa A1, clockwise"):
        state.apply("A2<")


def test_namua_single_seed_takasa_is_allowed_while_the_house_is_owned_even_below_6():
    state = State.from_text(diagram("1 0 0 0 0 0 0 0", "0 2 0 0 #3 0 1 0", stores=(4, 4)))
    assert names(state) == {"A2>", "A2<", "A5>", "A5<", "A7>", "A7<"}
    events = state.apply("A5>")  # an owned nyumba with <= 5 seeds is an ordinary hole
    assert HouseLost(0) in events and not state.owns_house(0)


def test_namua_single_seeds_are_allowed_when_no_front_row_hole_holds_more():
    state = State.from_text(diagram("0 0 0 0 0 0 0 1", "1 0 1 0 0 0 0 0", stores=(4, 4)))
    assert names(state) == {"A1>", "A1<", "A3>", "A3<"}


def test_namua_without_the_house_a_single_seed_may_not_be_sown():
    state = State.from_text(diagram("0 0 0 0 0 0 0 1", "1 0 2 0 0 0 0 0", stores=(4, 4)))
    assert names(state) == {"A3>", "A3<"}


def test_namua_a_lone_kichwa_is_sown_only_toward_the_centre():
    state = State.from_text(diagram("1 0 0 0 0 0 0 0", "0 0 0 0 0 0 0 2", stores=(4, 4)))
    assert names(state) == {"A8<"}
    with pytest.raises(IllegalAction, match="toward the centre"):
        state.apply("A8>")


@pytest.mark.parametrize("south_front, outward", [("1 0 0 0 0 0 0 0", "A1<"), ("0 0 0 0 0 0 0 1", "A8>")])
def test_namua_a_lone_kichwa_with_a_single_seed_is_sown_toward_the_centre_only(south_front, outward):
    # no front-row hole holds more than one seed, so the single seed may be sown; the
    # rule an outward sowing breaks is the lone-kichwa one (and the message says so)
    state = State.from_text(diagram("0 0 0 0 1 0 0 0", south_front, stores=(4, 4)))
    inward = outward[:2] + ("<" if outward.endswith(">") else ">")
    assert names(state) == {inward}
    with pytest.raises(IllegalAction, match="only occupied front-row hole, so it may only be sown toward the centre"):
        state.apply(outward)


def test_namua_the_tax_only_when_the_nyumba_is_the_only_occupied_front_row_hole():
    state = State.from_text(diagram("1 0 0 0 0 0 0 0", "0 0 0 0 #8 0 1 0", stores=(4, 4)))
    assert names(state) == {"A7>", "A7<"}  # the single seed may go (house owned); no tax


@pytest.mark.parametrize("move, front", [("A5>", [1, 2, 0, 0, 8, 3, 1, 0]), ("A5<", [0, 2, 0, 0, 8, 3, 1, 1])])
def test_namua_a_capture_by_a_seed_dropped_into_the_nyumba_keeps_the_house(move, front):
    # bao.md 3.4-a: the drop into the functional nyumba (7 -> 8) takes North's single
    # seed in A4; the nyumba is not sown, and the seed goes from the chosen kichwa
    state = State.from_text(
        diagram("0 4 5 #9 1 2 0 3", "0 2 0 0 #7 3 1 0", stores=(14, 13))
    )
    events = state.apply(move)
    assert of(events, Captured) == [Captured(0, 3, 1, 0 if move == "A5>" else 7, 1 if move == "A5>" else -1)]
    assert state.board(0)[:8] == front and state.owns_house(0) and state.store(0) == 13
    assert state.board(1)[3] == 0 and state.current_player() == 1


def test_namua_ends_when_both_ghalas_are_empty():
    state = State.from_text(diagram("0 0 2 0 0 0 0 0", "0 0 0 0 0 2 0 0", stores=(1, 1)))
    assert state.stage == "namua"
    state.apply(state.legal_actions()[0])
    assert state.store(0) == 0 and state.stage == "namua"  # North still holds a seed
    state.apply(state.legal_actions()[0])
    assert state.store(1) == 0 and state.stage == "mtaji"
    assert all(a.kind in ("capture", "takasa") for a in state.legal_actions())


def test_a_player_whose_ghala_is_empty_plays_mtaji_while_the_opponent_still_plays_namua():
    # options.py [D]: the stage of a turn is decided by the mover's ghala
    state = State.from_text(diagram("0 0 0 0 0 0 0 2", "0 2 0 0 0 0 0 0", stores=(0, 3)))
    assert state.stage == "mtaji"
    events = state.apply("A2>")
    assert not of(events, StoreSeedPlaced) and events[0] == Lifted(0, 1, 2, 1)
    assert state.store(0) == 0 and state.board(0)[:8] == [0, 0, 1, 1, 0, 0, 0, 0]
    assert state.stage == "namua" and state.store(1) == 3


# ---------------------------------------------------------------- section 4: kichwa


def test_a_capture_at_a_kimbi_sows_from_the_left_kichwa_clockwise_reversing_the_turn():
    state = State.from_text(diagram("1 3 0 0 0 0 0 0", "0 1 0 2 0 0 0 0"))
    assert names(state) == {"A4<"}
    events = state.apply("A4<")
    # A4< ends in A2 (1 -> 2) facing North's 3: from A1 clockwise, the first seed in A1
    capture = of(events, Captured)[0]
    assert (capture.kichwa, capture.direction) == (0, 1)
    assert events[events.index(capture) + 1] == SeedDropped(0, 0)


def test_a_capture_at_the_right_kimbi_sows_from_the_right_kichwa_reversing_the_turn():
    # A5> ends in A7 (1 -> 2) facing North's 3: from A8 anticlockwise (A8, A7, A6),
    # A6 (1 -> 2, nothing opposite): relay on anticlockwise into A5, A4 (empty): the end
    state = State.from_text(diagram("0 0 0 0 0 0 3 1", "0 0 0 0 2 0 1 0"))
    assert names(state) == {"A5>"}
    events = state.apply("A5>")
    assert of(events, Captured) == [Captured(0, 1, 3, 7, -1)]
    assert events[events.index(of(events, Captured)[0]) + 1] == SeedDropped(0, 7)
    assert of(events, Relay) == [Relay(0, 5, 2)]
    assert state.board(0)[:8] == [0, 0, 0, 1, 1, 0, 3, 1]


def test_a_capture_at_a_kichwa_sows_from_the_right_kichwa_anticlockwise():
    state = State.from_text(diagram("1 0 0 0 0 0 0 2", "0 0 0 0 0 2 0 1"))
    events = state.apply("A6>")
    capture = of(events, Captured)[0]
    assert (capture.kichwa, capture.direction) == (7, -1)
    assert events[events.index(capture) + 1] == SeedDropped(0, 7)


def test_a_mtaji_capture_at_a_central_hole_keeps_the_direction():
    clockwise = State.from_text(diagram("1 0 0 3 0 0 0 0", "0 2 0 1 0 0 0 0"))
    events = clockwise.apply("A2>")  # ends in A4 (1 -> 2), facing North's 3
    assert of(events, Captured)[0] == Captured(0, 4, 3, 0, 1)
    anticlockwise = State.from_text(diagram("1 0 0 3 0 0 0 0", "0 0 0 1 0 2 0 0"))
    events = anticlockwise.apply("A6<")  # ends in A4 too, going the other way
    assert of(events, Captured)[0] == Captured(0, 4, 3, 7, -1)


# ---------------------------------------------------------------- section 5: mtaji


def test_mtaji_16_or_more_seeds_only_as_takasa():
    state = State.from_text(diagram("1 0 3 0 0 0 0 1", "0 17 0 0 0 2 0 1"))
    assert names(state) == {"A6>"}
    with pytest.raises(IllegalAction, match=r"16\+ seeds may only be sown as takasa"):
        state.apply("A2>")
    takasa = State.from_text(diagram("1 0 3 0 0 0 0 0", "0 17 0 0 0 0 0 0"))
    assert names(takasa) == {"A2>", "A2<"} and {a.kind for a in takasa.legal_actions()} == {"takasa"}
    events = takasa.apply("A2>")  # the 17th seed ends in A3 (2 seeds) facing 3: no capture
    assert not of(events, Captured)


def test_mtaji_a_hole_with_exactly_16_seeds_is_sown_as_takasa_and_ends_in_its_emptied_start():
    # A3 (16) faces North's 2: the 16th seed falls back into A3, emptied by the lift, so
    # the sowing cannot capture; only 2..15 seeds make a capture move
    state = State.from_text(diagram("0 0 2 0 0 0 0 1", "0 0 16 0 0 0 0 0"))
    assert names(state) == {"A3>", "A3<"} and {a.kind for a in state.legal_actions()} == {"takasa"}
    events = state.apply("A3>")
    assert not of(events, Captured) and of(events, SeedDropped)[-1] == SeedDropped(0, 2)
    assert state.board(0) == [1] * 16 and state.current_player() == 1


def test_mtaji_takasa_from_the_front_row_before_the_back_row():
    state = State.from_text(diagram("1 0 0 0 0 0 0 0", "0 2 0 0 0 0 0 0", south_back="5 0 0 0 0 0 0 0"))
    assert names(state) == {"A2>", "A2<"}
    with pytest.raises(IllegalAction, match="front row"):
        state.apply("B1>")


def test_mtaji_takasa_from_the_back_row_when_no_front_row_hole_holds_two():
    state = State.from_text(diagram("1 0 0 0 0 0 0 0", "1 0 0 0 0 0 0 0", south_back="3 0 0 0 0 0 0 0"))
    assert names(state) == {"B1>", "B1<"}


def test_mtaji_a_lone_kichwa_is_sown_only_toward_the_centre():
    state = State.from_text(diagram("1 0 0 0 0 0 0 0", "0 0 0 0 0 0 0 3", south_back="2 0 0 0 0 0 0 0"))
    assert names(state) == {"A8<"}


def test_mtaji_the_nyumba_has_no_special_powers_and_ownership_ends_when_emptied():
    state = State.from_text(diagram("1 0 0 0 0 0 0 0", "0 0 2 0 #7 0 0 0"))
    assert names(state) == {"A3>", "A3<", "A5>", "A5<"}
    events = state.apply("A3>")
    # ends in the owned nyumba (7 -> 8): in mtaji it relays like any hole
    assert Relay(0, 4, 8) in events and HouseLost(0) in events
    assert not state.owns_house(0)


# ---------------------------------------------------------------- section 6: takasia

TAKASIA_Y_CAPTURES_BEFORE = """
 3  1  2  0  1  7  1  3
 1  4  1  7  6  0  5  0
--------------------------------
 0  0  0  0  0  0 15  0
 1  2  1  1  1  1  0  0
"""


def _threats(state: State, mover: int) -> set[int]:
    from app.games.bao.engine import capture_landing

    return {capture_landing(state._board, mover, h, d) for h in range(16) for d in (1, -1)} - {-1}


def test_takasia_never_on_the_victims_owned_nyumba():
    # South's takasa A3> (A4, A5) makes A2> a capture of North's owned nyumba, the one
    # hole South threatens; North has no capture and two front-row holes with 2+ (A1, A5)
    state = State.from_text(diagram("0 0 0 #6 0 0 0 2", "0 2 2 0 0 0 0 0"))
    events = state.apply("A3>")
    assert _threats(state, 0) == {4} and state.owns_house(1)
    assert {a.kind for a in state.legal_actions()} == {"takasa"}
    assert not of(events, Takasia) and state.takasia_hole(1) is None
    assert names(state) == {"A1>", "A1<", "A5>", "A5<"}
    # the same position without the house: North's A5 is takasia'd
    lost = State.from_text(diagram("0 0 0 6 0 0 0 2", "0 2 2 0 0 0 0 0"))
    assert Takasia(1, 4) in lost.apply("A3>") and names(lost) == {"A1>", "A1<"}


def test_takasia_only_when_the_victim_has_no_capture_move():
    state = State.from_text(TAKASIA_Y_CAPTURES_BEFORE, 0)  # (random game, seed 2)
    events = state.apply("A7<")
    assert _threats(state, 0) == {6}
    assert all(a.kind == "capture" for a in state.legal_actions())
    assert not of(events, Takasia) and state.takasia_hole(1) is None


def test_takasia_only_when_exactly_one_hole_is_threatened():
    # South's takasa A3> (A4, A5, A6) makes two captures: A2> of North's A5 and A8< of
    # North's A3; North has no capture move: two threatened holes, so no block
    state = State.from_text(diagram("0 0 0 3 0 3 0 0", "0 2 3 0 0 0 0 2"))
    events = state.apply("A3>")
    assert _threats(state, 0) == {2, 4}
    assert {a.kind for a in state.legal_actions()} == {"takasa"}
    assert not of(events, Takasia) and state.takasia_hole(1) is None
    assert names(state) == {"A3>", "A3<", "A5>", "A5<"}
    # without South's A8 only North's A5 is threatened, and it is takasia'd
    one = State.from_text(diagram("0 0 0 3 0 3 0 0", "0 2 3 0 0 0 0 0"))
    assert Takasia(1, 4) in one.apply("A3>") and names(one) == {"A3>", "A3<"}


def test_takasia_is_not_created_by_the_last_namua_move():
    # North's last ghala seed: A3 (2 + 1) > sows A4, A5, A6, so that A2> would capture
    # South's A5, the one hole North threatens; South has no capture and two front-row
    # holes with 2+ (A1, A5). A mtaji takasa would takasia A5; the namua one does not.
    state = State.from_text(diagram("0 0 0 0 0 2 2 0", "2 0 0 0 3 0 0 0", stores=(0, 1)), 1)
    assert state.stage == "namua"
    events = state.apply("A3>")
    assert state.stage == "mtaji" and _threats(state, 1) == {4}
    assert {a.kind for a in state.legal_actions()} == {"takasa"}
    assert not of(events, Takasia) and state.takasia_hole(0) is None
    assert names(state) == {"A1>", "A1<", "A5>", "A5<"}
    # the same takasa made in mtaji does takasia it
    mtaji = State.from_text(diagram("0 0 0 0 0 3 2 0", "2 0 0 0 3 0 0 0"), 1)
    assert Takasia(0, 4) in mtaji.apply("A3>") and names(mtaji) == {"A1>", "A1<"}


def test_takasia_lasts_for_the_victims_next_turn_only():
    state = State.from_text(
        diagram("10  0  0 10  2  1  0  1", "0 2 0 0 0 0 2 0", "0 1 2 1 4 8 2 2", "0 0 2 2 0 2 6 4"), 0
    )  # bao.md 4.5-1
    state.apply("A7<")
    assert state.takasia_hole(1) == 3
    state.apply(state.legal_actions()[0])
    assert state.takasia_hole(1) is None


# ---------------------------------------------------------------- section 7: the end


def test_a_player_whose_front_row_is_empty_has_lost():
    state = State.from_text(diagram("1 0 0 0 0 0 0 0", "0 0 0 0 0 0 0 0", south_back="3 3 0 0 0 0 0 0"))
    assert state.is_terminal() and state.winner == 1 and state.win_reason == "front_row_empty"
    assert state.returns() == [-1.0, 1.0]
    with pytest.raises(IllegalAction, match="game is over"):
        state.apply("B1>")


def test_a_player_without_a_legal_move_loses():
    stuck = State.from_text(diagram("1 0 0 0 0 0 0 0", "1 0 0 0 0 0 0 0", south_back="1 0 1 0 0 0 0 0"))
    assert stuck.legal_actions() == [] and stuck.is_terminal()
    assert stuck.winner == 1 and stuck.win_reason == "no_legal_move"
    # North captures South's only hole with 2 seeds, leaving South without a move
    state = State.from_text(diagram("0 0 0 1 0 2 0 0", "1 0 0 2 0 0 0 0", south_back="1 0 1 0 0 0 0 0"), 1)
    events = state.apply("A3>")
    assert events[-2:] == [TurnEnded(1, 0), GameOver(1, "no_legal_move")]
    assert state.is_terminal() and state.returns() == [-1.0, 1.0]
