"""Every worked example of shared/rules/bao.md section 9 (the seed's diagrams, §3-§4)."""

from __future__ import annotations

import pytest

from app.core.protocol import IllegalAction
from app.games.bao import State
from app.games.bao.engine import capture_landing
from app.games.bao.events import Captured, SeedDropped, Takasia
from app.games.bao.rules import NO_BLOCK, takasia_threat
from tests.bao_positions import (
    EXAMPLE_3_3,
    EXAMPLE_3_4_A,
    EXAMPLE_3_4_B,
    EXAMPLE_3_5_2,
    EXAMPLE_3_5_2_TAX,
    EXAMPLE_3_5_3,
    EXAMPLE_4_2,
    EXAMPLE_4_5_1_AFTER,
    EXAMPLE_4_5_1_BEFORE,
    EXAMPLE_4_5_2_AFTER,
    EXAMPLE_4_5_2_BEFORE,
)


def names(state: State) -> set[str]:
    return {str(a) for a in state.legal_actions()}


def south_front(state: State) -> str:
    return state.to_text().splitlines()[4]


def north_front(state: State) -> str:
    return state.to_text().splitlines()[2]


def test_3_3_namua_takasa_choices_and_stop_in_the_functional_nyumba():
    state = State.from_text(EXAMPLE_3_3, 0)
    assert state.stage == "namua"
    # A2 (2 seeds) or A7 (1 seed, allowed because South owns the house), both ways;
    # never the functional nyumba
    assert names(state) == {"A2>", "A2<", "A7>", "A7<"}
    assert all(a.kind == "takasa" for a in state.legal_actions())
    state.apply("A2>")
    assert south_front(state) == " 0  0  1  1 #8  0  1  0"
    assert state.store(0) == 17
    assert state.current_player() == 1  # the takasa stopped in the nyumba: turn over


def test_3_4_a_capture_is_mandatory_and_only_these_drops_capture():
    state = State.from_text(EXAMPLE_3_4_A, 0)
    assert {a.hole for a in state.legal_actions()} == {1, 4, 5}  # A2, A5 (nyumba), A6
    assert all(a.kind == "capture" for a in state.legal_actions())
    # A2 is a kimbi: only from the left kichwa; A5, A6 are central: either kichwa
    assert names(state) == {"A2>", "A5>", "A5<", "A6>", "A6<"}
    with pytest.raises(IllegalAction, match=r"a capture is possible.*\(A2, A5, A6\)"):
        state.apply("A7>")


@pytest.mark.parametrize(
    "move, front",
    [("A6>", " 1  1  0  0 #8  4  0  0"), ("A6<", " 0  0  0  0 #8  4  1  1")],
)
def test_3_4_b_capture_sown_from_the_chosen_kichwa(move, front):
    state = State.from_text(EXAMPLE_3_4_B, 0)
    assert names(state) == {"A6>", "A6<"}
    events = state.apply(move)
    captured = [e for e in events if isinstance(e, Captured)]
    assert len(captured) == 1 and captured[0].count == 2  # the diagrams show 2 seeds
    assert south_front(state) == front
    assert state.store(0) == 13
    assert north_front(state) == " 0  6  5 #9  0  0  1  3"


def test_3_5_2_the_functional_nyumba_may_not_be_sown():
    state = State.from_text(EXAMPLE_3_5_2, 0)
    assert names(state) == {"A3>", "A3<"}
    with pytest.raises(IllegalAction, match="functional nyumba"):
        state.apply("A5>")


@pytest.mark.parametrize(
    "move, front",
    [("A5>", " 0  0  0  0 #8  1  1  0"), ("A5<", " 0  0  1  1 #8  0  0  0")],
)
def test_3_5_2_the_tax(move, front):
    state = State.from_text(EXAMPLE_3_5_2_TAX, 0)
    assert names(state) == {"A5>", "A5<"}
    assert all(a.kind == "tax" for a in state.legal_actions())
    state.apply(move)
    assert south_front(state) == front
    assert state.store(0) == 17
    assert state.owns_house(0)


def test_3_5_3_single_seed_without_the_house_and_a_lost_house_is_ordinary():
    state = State.from_text(EXAMPLE_3_5_3, 0)
    assert not state.owns_house(0)
    assert names(state) == {"A3>", "A3<", "A5>", "A5<"}
    with pytest.raises(IllegalAction, match="single seed"):
        state.apply("A7>")


def test_4_2_the_only_capture_is_b2_anticlockwise_sown_from_a8():
    state = State.from_text(EXAMPLE_4_2, 0)
    assert state.stage == "mtaji"
    assert names(state) == {"B2<"}
    events = state.apply("B2<")
    first_capture = next(e for e in events if isinstance(e, Captured))
    # the 9 seeds go B3..B8, A8, A7, A6: the last one falls into A6 (1 -> 2)
    before_capture = events[: events.index(first_capture)]
    assert [e.hole for e in before_capture if isinstance(e, SeedDropped)] == [10, 11, 12, 13, 14, 15, 7, 6, 5]
    # ends in A6, takes North's 6 in the hole facing it (North's A3), sown from A8 <
    assert first_capture.hole == 2 and first_capture.count == 6
    assert first_capture.kichwa == 7 and first_capture.direction == -1
    assert state.total_seeds() == 59  # this diagram holds 59 seeds; none is lost


def test_4_5_1_takasia_leaves_north_only_the_holes_with_10():
    state = State.from_text(EXAMPLE_4_5_1_BEFORE, 0)
    assert "A7<" in names(state) and state.legal_actions()[0].kind == "takasa"
    events = state.apply("A7<")
    assert state.to_text() == State.from_text(EXAMPLE_4_5_1_AFTER, 1).to_text()
    assert Takasia(1, 3) in events  # North's A4, the hole with 2
    assert state.takasia_hole(1) == 3
    north = state.board(1)
    assert {north[a.hole] for a in state.legal_actions()} == {10}
    assert names(state) == {"A5>", "A5<", "A8>", "A8<"}
    with pytest.raises(IllegalAction, match="takasia"):
        state.apply("A4>")


def test_4_5_2_no_takasia_on_the_only_front_row_hole_with_two_or_more():
    after = State.from_text(EXAMPLE_4_5_2_AFTER, 1)
    threats = {capture_landing(after._board, 0, hole, d) for hole in range(16) for d in (1, -1)} - {-1}
    assert threats == {3}  # South threatens exactly one hole: North's A4 with 10 ...
    assert takasia_threat(after._board, after._house, 0) == NO_BLOCK  # ... yet no block
    state = State.from_text(EXAMPLE_4_5_2_BEFORE, 0)
    events = state.apply("A4>")
    assert state.to_text() == after.to_text()
    assert not any(isinstance(e, Takasia) for e in events)
    assert state.takasia_hole(1) is None
    assert names(state) == {"A4>", "A4<"}
