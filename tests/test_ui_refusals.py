"""Issue 14.12 through the UI: a refused click says the rule it breaks (the model's
``why_not`` in words), in the game and in the Bao tutorial."""

from __future__ import annotations

import random

import pytest

from app.core.cards import Card
from app.games.back_alley import State as BackAlleyState
from app.games.back_alley.actions import PLAYS
from app.games.svoi_kozyri import State as SvoiState
from app.ui.card_games.view import HUMAN
from tests.test_ui_cards import click_card, open_view, restore_into, wait_turn
from tests.test_ui_tutorial import open_from_home, play_step
from tests.ui_helpers import click_hole, make_window, wait_for_human

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


def first_legal(subject, **_kwargs):
    return subject.legal_actions()[0]


def test_bao_click_on_an_empty_hole_says_why(qtbot):
    window = make_window(qtbot, chooser=first_legal)
    view = window.open_game("bao", resume=False)
    wait_for_human(qtbot, view)
    refused = []
    view.moveRefused.connect(refused.append)
    click_hole(view, 0, 0)  # A1 is empty at the start of namua
    text = view.panel.prompt.text()
    assert "Not allowed: In namua the seed from your ghala goes into a hole that holds seeds; A1 is empty." in text
    assert refused and "A1 is empty" in refused[0]
    assert view.history == []
    view.play(view.table.legal_actions()[0])  # a move clears the refusal
    wait_for_human(qtbot, view)
    assert "Not allowed" not in view.panel.prompt.text()


def test_bao_direction_key_the_rules_refuse_says_why(qtbot):
    window = make_window(qtbot, chooser=first_legal, variant="kujifunza")
    view = window.open_game("bao", resume=False)
    wait_for_human(qtbot, view)
    view._focus = 0  # A1 captures only clockwise
    view.board_view.setFocus()
    qtbot.keyClicks(view.board_view, "<")
    assert view.history == []
    assert "A1 captures only when sown the other way" in view.panel.prompt.text()


def test_svoi_kozyri_dim_card_says_it_cannot_beat(qtbot):
    state = SvoiState.from_deal([["6C", "7D", "KS", "QH"], ["8C", "9D", "TH", "JH"]], ["S", "H"], starter=HUMAN,
                                pile=["9C"])
    window, view = open_view(qtbot, "svoi_kozyri")
    restore_into(view, state, {"players": "2"})
    wait_turn(qtbot, view)
    click_card(view, Card.parse("7D"))
    assert "7♦ cannot beat 9♣: beat it with a higher card of its suit or with your own trump." in \
        view.panel.prompt.text()


def test_back_alley_dim_card_says_follow_suit(qtbot):
    rng = random.Random(1)
    found = None
    for seed in range(40):
        state = BackAlleyState.new(seed=seed)
        while not state.is_terminal() and found is None:
            if (state.phase == "play" and state.current_player() == HUMAN and state.trick
                    and not state.trick[0].is_joker):
                legal = set(state.legal_actions())
                dim = [c for c in state.hands[HUMAN] if PLAYS[c.index] not in legal]
                if dim:
                    found = state, dim[0]
                    break
            state.apply(rng.choice(state.legal_actions()))
        if found:
            break
    assert found
    state, card = found
    window, view = open_view(qtbot, "back_alley")
    restore_into(view, state, {})
    wait_turn(qtbot, view)
    click_card(view, card)
    assert "You must follow the suit led" in view.panel.prompt.text()


def test_bao_tutorial_shows_why_a_hole_may_not_be_played(qtbot):
    window = make_window(qtbot, speed="instant", level="medium")
    view = open_from_home(qtbot, window, "bao")
    view.choose_lesson(view.tutorial.lesson_index("takasa"))
    while view.run.step.is_info:
        play_step(qtbot, view)
    board = view.board
    side = board.state.current_player()
    playable = {a.hole for a in board.state.legal_actions()}
    hole = next(h for h in range(16) if h not in playable)
    position = view.run.state.to_dict()
    click_hole(board, side, hole)
    assert view.panel.feedback_kind == "wrong"
    feedback = view.panel.feedback_text()
    assert "Not allowed:" in feedback and len(feedback) > 40
    assert view.run.state.to_dict() == position
