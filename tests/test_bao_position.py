"""Position text and the checks of a position being set up (app/games/bao/position.py)."""

from __future__ import annotations

import random

import pytest

from app.games.bao import State
from app.games.bao.position import (
    EMPTY_HOUSE,
    FRONT_ROW_EMPTY,
    KUJIFUNZA_GHALA,
    KUJIFUNZA_HOUSE,
    NO_LEGAL_MOVE,
    TAKASIA_NOT_FRONT,
    TAKASIA_NOT_MTAJI,
    TAKASIA_ON_HOUSE,
    TAKASIA_ONLY_HOLE,
    TOO_MANY_SEEDS,
    WRONG_TOTAL,
    PositionError,
    Setup,
    read_position,
    write_position,
)
from tests.bao_positions import EXAMPLE_3_5_2_TAX, EXAMPLE_4_2, EXAMPLE_4_5_1_BEFORE, EXAMPLE_4_5_2_BEFORE

START_ONE_LINE = "22 / 0 0 0 0 0 0 0 0 / 0 2 2 #6 0 0 0 0 / - / 0 0 0 0 #6 2 2 0 / 0 0 0 0 0 0 0 0 / 22"


def same_position(a: State, b: State) -> bool:
    return (a.to_text() == b.to_text() and a.current_player() == b.current_player() and a.variant == b.variant
            and a.takasia_hole(a.current_player()) == b.takasia_hole(b.current_player())
            and a.legal_actions() == b.legal_actions())


def test_the_start_position_in_both_forms():
    start = State.new()
    assert write_position(start) == start.to_text()  # South to move, Bao la Kiswahili: nothing added
    assert write_position(start, one_line=True) == START_ONE_LINE
    assert same_position(read_position(START_ONE_LINE), start)
    assert same_position(read_position(start.to_text()), start)


def test_the_facts_a_diagram_lacks_are_lines_of_their_own():
    state = State.from_text(EXAMPLE_4_5_1_BEFORE, 0)
    state.apply("A7<")  # North to move, North's A4 takasia'd
    text = write_position(state)
    assert text.splitlines()[-2:] == ["to move: North", "takasia: A4"]
    again = read_position(text)
    assert same_position(again, state) and again.takasia_hole(1) == 3
    learner = State.new(variant="kujifunza")
    assert write_position(learner).splitlines()[-1] == "variant: kujifunza"
    assert read_position(write_position(learner, one_line=True)).variant == "kujifunza"


@pytest.mark.slow
def test_random_positions_round_trip_in_both_forms():
    rng = random.Random(7)
    checked = 0
    for game in range(40):
        state = State.new(variant=("kiswahili", "kujifunza")[game % 2])
        while not state.is_terminal() and state.move_number < 120:
            if not state.pending_decision:
                for one_line in (False, True):
                    text = write_position(state, one_line)
                    again = read_position(text)
                    assert same_position(again, state), text
                    assert write_position(again, one_line) == text
                checked += 1
            state.apply(rng.choice(state.legal_actions()))
    assert checked > 1000


@pytest.mark.parametrize("text, message", [
    ("", "empty"),
    ("22 / 0 0 0 0 0 0 0 0 / 0 2 2 #6 0 0 0 0 / 0 0 0 0 #6 2 2 0 / 0 0 0 0 0 0 0 0 / 22", "separator"),
    (START_ONE_LINE + " / to move: East", "South or North"),
    (START_ONE_LINE + " / variant: chess", "variant"),
    (START_ONE_LINE + " / takasia: C9", "takasia"),
    (START_ONE_LINE + " / colour: red", "unknown"),
    (START_ONE_LINE + " / to move: North / to move: South", "repeated"),
    ("to move: North / " + START_ONE_LINE, "before"),
    (START_ONE_LINE.replace("#6 2 2 0 /", "#6 2 2 /"), "8 numbers"),
])
def test_text_that_is_not_a_position_is_refused_with_its_reason(text, message):
    with pytest.raises(PositionError, match=message):
        read_position(text)


def codes(setup: Setup) -> list[str]:
    return [p.code for p in setup.problems()]


def test_every_rule_of_a_position_is_checked():
    start = Setup.from_state(State.new())
    assert codes(start) == []
    more = Setup.from_state(State.new())
    more.board[5] += 1
    assert codes(more) == [WRONG_TOTAL] and more.problems()[0].count == 65
    more.total = 65  # a stated total
    assert codes(more) == []
    crowded = Setup(board=[8] * 32, total=None)
    assert codes(crowded) == [TOO_MANY_SEEDS]
    learner = Setup.from_state(State.new())
    learner.variant = "kujifunza"
    assert codes(learner) == [KUJIFUNZA_GHALA, KUJIFUNZA_HOUSE]
    empty_house = Setup.from_state(State.from_text(EXAMPLE_3_5_2_TAX, 0), total=None)
    empty_house.house[0], empty_house.board[4] = True, 0
    assert EMPTY_HOUSE in codes(empty_house)
    over = Setup.from_state(State.new(), total=None)
    over.board[16:24], over.house[1] = [0] * 8, False
    assert codes(over) == [FRONT_ROW_EMPTY] and over.problems()[0].side == 1


def test_a_takasia_block_only_where_one_can_stand():
    namua = Setup.from_state(State.new())
    namua.takasia = 5
    assert codes(namua) == [TAKASIA_NOT_MTAJI]
    mtaji = Setup.from_state(State.from_text(EXAMPLE_4_2, 0), total=None)
    mtaji.takasia = 8  # B1: not a front-row hole
    assert codes(mtaji) == [TAKASIA_NOT_FRONT]
    mtaji.takasia = 4  # A5 holds no seed
    assert codes(mtaji) == [TAKASIA_NOT_FRONT]
    blocked = Setup.from_state(State.from_text(EXAMPLE_4_5_1_BEFORE, 0))
    blocked.takasia = 1  # South's A2 (2 seeds; A7 holds 2 too)
    assert codes(blocked) == []
    blocked.board[1], blocked.board[4], blocked.house[0] = 1, 1, True  # a seed of A2 into the owned A5
    blocked.takasia = 4
    assert codes(blocked) == [TAKASIA_ON_HOUSE]
    only = Setup.from_state(State.from_text(EXAMPLE_4_5_2_BEFORE, 1), total=None)
    only.takasia = 3  # section 4.5-2: North's A4 is its only front-row hole with 2+ seeds
    assert codes(only) == [TAKASIA_ONLY_HOLE]


def test_a_position_without_a_legal_move_is_over():
    stuck = Setup(board=[0] * 32, total=None)
    stuck.board[0] = stuck.board[16] = 1  # one seed each in A1: nothing can be sown
    assert codes(stuck) == [NO_LEGAL_MOVE] and stuck.problems()[0].side == 0


def test_to_state_plays_like_the_real_position():
    state = State.from_text(EXAMPLE_4_5_1_BEFORE, 0)
    state.apply("A7<")
    built = Setup.from_state(state).to_state()
    assert same_position(built, state)
    broken = Setup.from_state(state)
    broken.board[0] += 1
    with pytest.raises(PositionError, match="65 seeds, not 64"):
        broken.to_state()


def test_a_save_is_refused_by_the_same_seed_rules_as_the_editor():
    """The seeds' rules are stated once (``Setup.seed_problems``): a saved position that
    breaks one is refused by ``State.from_dict`` in the words of ``describe_problem``."""
    from app.core.validation import InvalidState
    from app.games.bao.position import EMPTY_HOUSE, describe_problem

    data = State.new().to_dict()
    nyumba = 4
    data["board"][nyumba], data["stores"][0] = 0, data["stores"][0] + data["board"][nyumba]
    setup = Setup(list(data["board"]), list(data["stores"]), list(data["house"]), 0, data["variant"])
    problems = setup.seed_problems()
    assert [p.code for p in problems] == [EMPTY_HOUSE]
    with pytest.raises(InvalidState) as error:
        State.from_dict(data)
    assert describe_problem(problems[0]) in str(error.value)
