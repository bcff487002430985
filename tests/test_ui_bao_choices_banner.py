"""Issue 14.2: a Bao two-way choice is a kichwa choice only for the first capture of a namua
turn at a central hole; every other one is the sowing direction from the chosen hole,
labelled, arrowed and keyed as a direction (Left = anticlockwise, as the shortcuts say)."""

from __future__ import annotations

import math
import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from app.games.bao import State
from app.games.bao.actions import ANTICLOCKWISE, CLOCKWISE, Action
from tests.ui_helpers import click_hole, click_scene_point, make_window, marked_hole, wait_for_human

# South to drop a seed in namua: A4 and A5 capture (central holes), so the kichwa is chosen.
NAMUA_CENTRAL_CAPTURE = """20
 0  0  0  0  0  0  0  0
 0  2  2 #6  2  0  0  0
--------------------------------
 0  0  0  2 #6  2  2  0
 0  0  0  0  0  0  0  0
20"""
A3, A4 = 2, 3


def first_legal(subject, **_kwargs):
    return subject.legal_actions()[0]


def choice_texts(view) -> list[str]:
    return [b.text() for b in view.panel.choice_buttons if not b.isHidden()]


def learners_game(qtbot):
    """Bao la kujifunza: every turn is mtaji, and A3 captures both ways at move one."""
    window = make_window(qtbot, chooser=first_legal, variant="kujifunza")
    view = window.open_game("bao", resume=False)
    wait_for_human(qtbot, view)
    assert {a.direction for a in view.state.legal_actions() if a.hole == A3} == {CLOCKWISE, ANTICLOCKWISE}
    click_hole(view, 0, A3)
    assert marked_hole(view, "selected") == A3
    return window, view


def test_a_mtaji_capture_is_a_direction_from_the_hole_not_a_kichwa(qtbot):
    window, view = learners_game(qtbot)
    prompt = view.panel.prompt.text()
    assert "kichwa" not in prompt and "A3" in prompt
    assert choice_texts(view) == ["< Anticlockwise", "Clockwise >"]
    # The arrows stand beside A3, pointing the way the seeds go, not on the vichwa.
    centre = view.scene.pit_centre(0, A3)
    cell = view.scene.geometry.cell
    for direction, arrow in view.scene.arrows.items():
        assert arrow.isVisible()
        assert math.dist((arrow.pos().x(), arrow.pos().y()), (centre.x(), centre.y())) < cell
        assert math.isclose(arrow.angle, view.scene.screen_angle(0, A3, direction))


def test_left_key_sows_anticlockwise_as_the_shortcuts_say(qtbot):
    window, view = learners_game(qtbot)
    QTest.keyClick(view.board_view, Qt.Key.Key_Left)
    assert view.history == ["A3<"]


def test_right_key_sows_clockwise(qtbot):
    window, view = learners_game(qtbot)
    QTest.keyClick(view.board_view, Qt.Key.Key_Right)
    assert view.history == ["A3>"]


@pytest.mark.parametrize(("label", "move"), [("< Anticlockwise", "A3<"), ("Clockwise >", "A3>")])
def test_each_direction_button_plays_its_direction(qtbot, label, move):
    window, view = learners_game(qtbot)
    button = next(b for b in view.panel.choice_buttons if b.text() == label)
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    assert view.history == [move]


def namua_kichwa_choice(qtbot):
    window = make_window(qtbot, chooser=first_legal)
    view = window.open_game("bao", resume=False)
    view.start_from(State.from_text(NAMUA_CENTRAL_CAPTURE, 0))
    wait_for_human(qtbot, view)
    click_hole(view, 0, A4)
    assert marked_hole(view, "selected") == A4
    return window, view


def test_the_first_namua_capture_at_a_central_hole_chooses_the_kichwa(qtbot):
    window, view = namua_kichwa_choice(qtbot)
    assert "kichwa" in view.panel.prompt.text()
    # In the keys' order: Left (anticlockwise, from A8) first.
    assert choice_texts(view) == ["< From the right kichwa (A8)", "From the left kichwa (A1) >"]
    # The arrows stand on the vichwa.
    for direction, arrow in view.scene.arrows.items():
        kichwa = view.scene.pit_centre(0, 0 if direction == CLOCKWISE else 7)
        assert abs(arrow.pos().x() - kichwa.x()) < 1
    QTest.keyClick(view.board_view, Qt.Key.Key_Left)
    assert view.history == ["A4<"]


def test_the_kichwa_arrow_plays_that_kichwa(qtbot):
    window, view = namua_kichwa_choice(qtbot)
    click_scene_point(view, view.scene.arrows[CLOCKWISE].pos())
    assert view.history == ["A4>"]


def test_the_model_says_which_choices_choose_a_kichwa():
    namua = State.from_text(NAMUA_CENTRAL_CAPTURE, 0)
    assert {str(a) for a in namua.legal_actions() if namua.is_kichwa_choice(a)} == {"A4>", "A4<", "A5>", "A5<"}
    learners = State.new(variant="kujifunza")
    assert not any(learners.is_kichwa_choice(a) for a in learners.legal_actions())
    # A mtaji capture keeps its direction (section 4): no kichwa choice anywhere in mtaji;
    # in namua both vichwa are open to a kichwa choice.
    rng = random.Random(3)
    state, seen = State.new(seed=3), 0
    while not state.is_terminal():
        legal = state.legal_actions()
        for action in legal:
            if state.is_kichwa_choice(action):
                seen += 1
                assert state.stage == "namua" and action.hole in range(2, 6)
                assert Action(action.hole, -action.direction) in legal
            elif state.stage == "mtaji":
                assert not state.is_kichwa_choice(action)
        state.apply(rng.choice(legal))
    assert seen


# -- 14.4: the end-of-game banner can be put away and leaves the front rows in view ----------
def finished_game(qtbot, size=(1280, 800)):
    rng = random.Random(5)
    state = State.new(seed=5)
    while not state.is_terminal():
        state.apply(rng.choice(state.legal_actions()))
    window = make_window(qtbot, chooser=first_legal, size=size)
    view = window.open_game("bao", resume=False)
    view.start_from(state)
    qtbot.waitUntil(lambda: view.scene.result.isVisible())
    return window, view


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_the_result_banner_never_covers_the_front_rows(qtbot, size):
    window, view = finished_game(qtbot, size)
    banner = view.scene.result.sceneBoundingRect()
    for side in (0, 1):
        for hole in range(8):  # A1..A8: the two middle rows of the board
            assert not banner.intersects(view.scene.pits[(side, hole)].sceneBoundingRect()), (side, hole)


def test_esc_puts_the_result_banner_away(qtbot):
    window, view = finished_game(qtbot)
    view.board_view.setFocus()
    QTest.keyClick(view.board_view, Qt.Key.Key_Escape)
    assert not view.scene.result.isVisible()
    view.retranslate()  # a refresh does not bring it back
    assert not view.scene.result.isVisible()


def test_a_click_on_the_banner_or_its_close_mark_puts_it_away(qtbot):
    window, view = finished_game(qtbot)
    click_scene_point(view, view.scene.result.close_mark_rect().center())
    assert not view.scene.result.isVisible()
    window.new_game()  # the next game's end shows its banner again
    assert not view.is_over() and not view.scene.result.isVisible()


def test_a_click_on_the_board_puts_the_banner_away(qtbot):
    window, view = finished_game(qtbot)
    click_hole(view, 0, 12)
    assert not view.scene.result.isVisible()
