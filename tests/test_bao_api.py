"""The Bao model's API: creation, notation, diagrams, saves, copies, variants."""

from __future__ import annotations

import json

import pytest

from app.core.protocol import IllegalAction
from app.games.bao import Action, State
from app.games.bao.events import Takasia

START = """22
 0  0  0  0  0  0  0  0
 0  2  2 #6  0  0  0  0
--------------------------------
 0  0  0  0 #6  2  2  0
 0  0  0  0  0  0  0  0
22"""


def test_new_game_is_the_seed_start_position():
    state = State.new()
    assert State.GAME == "bao" and state.variant == "kiswahili"
    assert state.to_text() == START
    assert state.current_player() == 0 and state.stage == "namua" and state.move_number == 1
    assert state.owns_house(0) and state.owns_house(1) and state.store(0) == state.store(1) == 22
    assert state.board(0) == [0, 0, 0, 0, 6, 2, 2, 0] + [0] * 8
    assert state.total_seeds() == 64
    assert not state.is_terminal() and state.returns() == [0.0, 0.0] and state.winner is None
    assert State.new(seed=12345, variant="kiswahili") == state  # seed accepted, ignored


def test_kujifunza_starts_in_mtaji_with_two_seeds_everywhere_and_no_house():
    state = State.new(variant="kujifunza")
    assert state.variant == "kujifunza" and state.stage == "mtaji"
    assert state.board(0) == [2] * 16 and state.board(1) == [2] * 16
    assert state.store(0) == state.store(1) == 0
    assert not state.owns_house(0) and not state.owns_house(1)
    assert "#" not in state.to_text()
    # every hole holds 2: A1> ends in A3 (occupied) facing North's 2, so captures exist
    assert state.legal_actions() and all(a.kind == "capture" for a in state.legal_actions())


def test_kujifunza_has_no_takasia():
    text = """
     0  1  2  1  4  8  2  2
    10  0  0 10  2  1  0  1
    --------------------------------
     0  2  0  0  0  0  2  0
     0  0  2  2  0  2  6  4
    """  # bao.md 4.5-1, where South's A7< takasia's North's A4 in Bao la Kiswahili
    state = State.from_text(text, 0, variant="kujifunza")
    events = state.apply("A7<")
    assert not any(isinstance(e, Takasia) for e in events) and state.takasia_hole(1) is None


def test_unknown_variant_and_bad_kujifunza_diagrams_are_refused():
    with pytest.raises(ValueError, match="unknown variant"):
        State.new(variant="bao la tatu")
    with pytest.raises(ValueError, match="kujifunza"):
        State.from_text(START, 0, variant="kujifunza")


def test_notation_round_trips_for_every_action():
    for row in "AB":
        for number in range(1, 9):
            for arrow in "<>":
                text = f"{row}{number}{arrow}"
                action = State.parse_action(text)
                assert str(action) == text and State.parse_action(str(action)) == action
                assert action.hole == (8 if row == "B" else 0) + number - 1
                assert action.direction == (1 if arrow == ">" else -1)
    assert str(State.parse_action("stop")) == "stop" and str(State.parse_action(" Safari ")) == "safari"
    assert State.parse_action("stop") != State.parse_action("safari")
    assert State.parse_action("a6 >") == Action(5, 1)


@pytest.mark.parametrize("garbage", ["", "A9>", "C1>", "A1", "A1>>", "xyz", "stopp", "1A>", None, 5])
def test_garbage_notation_raises_illegal_action(garbage):
    with pytest.raises(IllegalAction, match="cannot read|no hole"):
        State.parse_action(garbage)


def test_apply_accepts_the_notation_and_refuses_what_is_not_legal():
    state = State.new()
    with pytest.raises(IllegalAction, match="functional nyumba"):
        state.apply("A5>")
    with pytest.raises(IllegalAction, match="empty"):
        state.apply("A1>")
    with pytest.raises(IllegalAction, match="cannot read"):
        state.apply("north please")
    assert state.to_text() == START  # nothing changed
    events = state.apply("A6>")
    assert events and state.current_player() == 1 and [str(a) for a in state.last_move] == ["A6>"]


def test_legal_actions_are_ordered_by_hole_then_clockwise_first():
    state = State.new()
    assert [str(a) for a in state.legal_actions()] == ["A6>", "A6<", "A7>", "A7<"]
    assert [a.kind for a in state.legal_actions()] == ["takasa"] * 4


def test_text_without_store_lines_means_empty_stores_and_mtaji():
    text = "\n".join(START.splitlines()[1:6])
    state = State.from_text(text, 1)
    assert state.store(0) == state.store(1) == 0 and state.stage == "mtaji"
    assert state.current_player() == 1
    assert State.from_text(state.to_text(), 1).to_text() == state.to_text()


@pytest.mark.parametrize(
    "text, message",
    [
        ("0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0", "separator"),
        ("0 0 0\n0 0 0 0 0 0 0 0\n----\n0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0", "two rows of 8"),
        ("0 0 0 0 0 0 0 0\n#1 0 0 0 0 0 0 0\n----\n0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0", "only a nyumba"),
        ("0 0 0 0 0 0 0 0\n0 x 0 0 0 0 0 0\n----\n0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0", "cannot read"),
    ],
)
def test_bad_diagrams_get_clear_errors(text, message):
    with pytest.raises(ValueError, match=message):
        State.from_text(text, 0)


def test_save_clone_and_future_play_round_trip_through_a_pending_decision():
    text = """
     5
     0  0  0  0  0  0  0  0
     0  5  0  0  0  0  0  1
    --------------------------------
     0  1  0  0 #6  0  0  0
     0  0  0  0  0  0  0  0
     5
    """
    state = State.from_text(text, 0)
    state.apply("A2>")
    assert state.pending_decision
    saved = json.loads(json.dumps(state.to_dict()))
    restored = State.from_dict(saved)
    copy = state.clone()
    assert restored == state and copy == state
    assert restored.pending_decision and restored.current_player() == 0
    assert restored.legal_actions() == state.legal_actions()
    events = state.apply("safari")
    assert restored.apply("safari") == events and copy.apply("safari", events=False) == []
    assert restored == state and copy == state
    assert [str(a) for a in restored.last_move] == ["A2>", "safari"]


def test_clone_is_independent():
    state = State.new()
    copy = state.clone()
    copy.apply("A6>")
    assert state.to_text() == START and state.current_player() == 0
    assert copy.current_player() == 1


def test_from_dict_refuses_other_games():
    data = State.new().to_dict()
    data["game"] = "kozel"
    with pytest.raises(ValueError, match="not a Bao save"):
        State.from_dict(data)


def test_positions_may_hold_any_total_up_to_what_the_engine_counts():
    few = State.from_text("0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 1\n---\n0 0 0 0 0 2 0 0\n0 0 0 0 0 0 0 0", 0)
    assert few.total_seeds() == 3
    with pytest.raises(ValueError, match="at most 255 seeds"):
        State.from_text("0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 1\n---\n0 0 0 0 0 255 0 0\n0 0 0 0 0 0 0 0", 0)


ALL_ACTIONS = [f"{row}{n}{arrow}" for row in "AB" for n in range(1, 9) for arrow in "><"] + ["stop", "safari"]


@pytest.mark.parametrize("variant", ["kiswahili", "kujifunza"])
def test_every_illegal_action_is_refused_with_a_reason_and_changes_nothing(variant):
    import random

    rng = random.Random(11)
    for _ in range(10):
        state = State.new(variant=variant)
        while not state.is_terminal():
            before = state.to_dict()
            legal = {str(a) for a in state.legal_actions()}
            for text in ALL_ACTIONS:
                if text not in legal:
                    with pytest.raises(IllegalAction) as refused:
                        state.apply(text)
                    message = str(refused.value)
                    assert message.split(":")[0] in ("bao", "namua", "mtaji", "takasa", "takasia"), message
            assert state.to_dict() == before
            state.apply(rng.choice(state.legal_actions()))
        with pytest.raises(IllegalAction, match="game is over"):
            state.apply(ALL_ACTIONS[0])


@pytest.mark.parametrize(
    "action", [Action(20, 1), Action(3, 0), Action(-1, 1), Action(-1, -1), Action("A1", 1), Action(2, 1.0)]
)
def test_an_action_built_by_hand_that_names_no_move_raises_illegal_action(action):
    state = State.new()
    with pytest.raises(IllegalAction, match="is not a move"):
        state.apply(action)
    assert state.to_text() == START
