"""Issue 14 (game flow): questions and prompts say what is really at stake and offer only
what the legal actions allow (items 5, 6 and 7)."""

from __future__ import annotations

import random

import pytest

from app.games.kozel import State as KozelState
from app.games.kozel.actions import BEAT
from app.games.svoi_kozyri import State as SvoiState
from app.games.svoi_kozyri.actions import BEAT as SVOI_BEAT
from app.games.svoi_kozyri.actions import TAKE_ACTION
from app.ui.card_games.view import HUMAN
from tests import test_ui_fixes_shell
from tests.test_ui_cards import open_view, restore_into, wait_turn
from tests.ui_helpers import make_window, wait_for_human

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")
questions = test_ui_fixes_shell.questions  # the fixture answering the window's yes/no questions


def first_legal(subject, **_kwargs):
    return subject.legal_actions()[0]


def shown_buttons(view) -> list[str]:
    return [b.text() for b in view.panel.choice_buttons()]


# -- 14.7: hot-seat Bao -------------------------------------------------------------------
def test_hot_seat_new_game_does_not_warn_of_a_loss(qtbot, questions):
    window = make_window(qtbot, chooser=first_legal, opponent="human")
    view = window.open_game("bao", resume=False)
    wait_for_human(qtbot, view)
    view.play(view.table.legal_actions()[0])
    window.new_action.trigger()
    assert len(questions) == 1
    assert "loss" not in questions[0] and questions[0].startswith("Abandon the current game")


def test_new_game_against_the_computer_still_warns_of_a_loss(qtbot, questions):
    window = make_window(qtbot, chooser=first_legal)
    view = window.open_game("bao", resume=False)
    wait_for_human(qtbot, view)
    view.play(view.table.legal_actions()[0])
    wait_for_human(qtbot, view)
    window.new_action.trigger()
    assert len(questions) == 1 and "counts as a loss" in questions[0]


def test_window_title_names_the_variant_played(qtbot):
    window = make_window(qtbot, chooser=first_legal, variant="kujifunza", opponent="human")
    window.open_game("bao", resume=False)
    assert window.windowTitle() == "Jadi — Bao la kujifunza"
    # A new game with the other variant renames the window.
    window.services.settings.set_game_option("bao", "variant", "kiswahili")
    window.new_game()
    assert window.windowTitle() == "Jadi — Bao la Kiswahili"


# -- 14.6: Kozel resign says the whole match is given up ------------------------------------
def test_kozel_resign_question_names_the_match_and_the_goat(qtbot, questions):
    window, view = open_view(qtbot, "kozel")
    wait_turn(qtbot, view)
    window.confirm_resign()
    assert len(questions) == 1
    assert "match" in questions[0] and "goat" in questions[0]
    assert not view.is_over()  # answered No


def test_other_games_keep_the_plain_resign_question(qtbot, questions):
    window, view = open_view(qtbot, "svoi_kozyri")
    wait_turn(qtbot, view)
    window.confirm_resign()
    assert questions == ["Resign this game?"]


# -- 14.5: prompts built from the legal actions ----------------------------------------------
def test_svoi_kozyri_unbeatable_top_card_offers_only_the_pick_up(qtbot):
    # The top card is the ace of the human's own trump suit: nothing beats it.
    state = SvoiState.from_deal([["6C", "7D", "KS", "QH"], ["8C", "9D", "TH", "JH"]], ["S", "H"], starter=HUMAN,
                                pile=["AS"])
    assert state.legal_actions() == [TAKE_ACTION]
    window, view = open_view(qtbot, "svoi_kozyri")
    restore_into(view, state, {"players": "2"})
    wait_turn(qtbot, view)
    prompt = view.panel.prompt.text()
    assert "Nothing in your hand can beat A♠" in prompt and "pick up 1 card" in prompt
    assert "higher card" not in prompt
    assert shown_buttons(view) == ["Pick up (T)"]


def test_svoi_kozyri_beatable_top_card_offers_beat_and_pick_up(qtbot):
    state = SvoiState.from_deal([["6C", "7D", "KS", "QH"], ["8C", "9D", "TH", "JH"]], ["S", "H"], starter=HUMAN,
                                pile=["9C"])
    assert any(a.kind == SVOI_BEAT for a in state.legal_actions())
    window, view = open_view(qtbot, "svoi_kozyri")
    restore_into(view, state, {"players": "2"})
    wait_turn(qtbot, view)
    assert "Beat 9♣" in view.panel.prompt.text()
    assert shown_buttons(view) == ["Beat (Enter)", "Pick up (T)"]


def test_kozel_with_no_beat_in_hand_offers_only_the_discard(qtbot):
    rng = random.Random(11)
    for seed in range(40):
        state = KozelState.new(seed=seed)
        while not state.is_terminal():
            legal = state.legal_actions()
            if (state.current_player() == HUMAN and state.lead_count > 0
                    and not any(a.kind == BEAT for a in legal)):
                break
            state.apply(rng.choice(legal))
        else:
            continue
        break
    else:
        pytest.fail("no Kozel position without a beat found")
    window, view = open_view(qtbot, "kozel")
    restore_into(view, state, {})
    wait_turn(qtbot, view)
    assert "Nothing in your hand can beat" in view.panel.prompt.text()
    assert not any(text.startswith("Beat") for text in shown_buttons(view))
    assert any(text.startswith("Discard") for text in shown_buttons(view))
