"""Regression tests for the QA play-test bugs in the window shell and the Bao screen
(see the QA report): New Game asks before abandoning, unambiguous Ctrl+Q / F1, the
computer strength on a game with no moves, the home screen's status bar, the turn shown
with the sowing, the move log following the latest move, hints in words, and the
settings dialog re-centred after a language change."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QSignalSpy, QTest
from PySide6.QtWidgets import QApplication

import app.ui.main_window as main_window_module
from app.games.bao import State
from app.games.bao.actions import ANTICLOCKWISE, CLOCKWISE, SAFARI_ACTION, STOP_ACTION, Action
from app.ui.settings import level_label
from tests.ui_helpers import make_window, wait_for_human


def first_legal(subject, **_kwargs):
    """A fast, deterministic stand-in for the AI: the first legal action."""
    return subject.legal_actions()[0]


@pytest.fixture
def questions(monkeypatch):
    """Answers the window's yes/no questions (a modal box would block the test) and
    records them; set ``questions.answer``."""

    class Questions(list):
        answer = False

    asked = Questions()

    def ask(_parent, title: str, text: str) -> bool:
        asked.append(text)
        return asked.answer

    monkeypatch.setattr(main_window_module, "ask_yes_no", ask)
    return asked


def bao_window(qtbot, speed: str = "instant", level: str = "easy", size=(1280, 800)):
    window = make_window(qtbot, speed=speed, level=level, chooser=first_legal, size=size)
    view = window.open_game("bao", resume=False)
    wait_for_human(qtbot, view)
    return window, view


def play_human_move(qtbot, view) -> None:
    wait_for_human(qtbot, view)
    view.play(view.state.legal_actions()[0])


# -- 3: Ctrl+N / Game > New Game ask before abandoning a game in progress ----------------
def test_new_game_action_asks_before_abandoning_and_counts_the_loss(qtbot, questions):
    window, view = bao_window(qtbot)
    play_human_move(qtbot, view)
    wait_for_human(qtbot, view)
    moves = list(view.history)
    assert moves and window.services.saves.exists("bao")

    # The action passes triggered(checked=False): it must not become confirm=False.
    window.new_action.trigger()
    assert len(questions) == 1
    assert view.history == moves and window.services.saves.exists("bao")
    assert window.services.statistics.get("bao", "easy")["played"] == 0

    questions.answer = True
    window.new_action.trigger()
    assert len(questions) == 2
    assert view.history == [] and not view.is_over()
    counts = window.services.statistics.get("bao", "easy")
    assert counts["played"] == 1 and counts["lost"] == 1  # abandoning is not an escape

    # A game with no move yet is replaced without a question (and nothing is counted).
    window.new_action.trigger()
    assert len(questions) == 2
    assert window.services.statistics.get("bao", "easy")["played"] == 1


def test_the_panel_button_and_the_menu_ask_the_same_question(qtbot, questions):
    window, view = bao_window(qtbot)
    play_human_move(qtbot, view)
    wait_for_human(qtbot, view)
    QTest.mouseClick(view.panel.new_button, Qt.MouseButton.LeftButton)
    window.new_action.trigger()
    assert len(questions) == 2 and questions[0] == questions[1]
    assert view.has_progress()


def test_no_plain_action_passes_its_checked_flag_to_its_slot(qtbot):
    window = make_window(qtbot)
    received = []
    action = window._action(lambda *args: received.append(args))
    action.trigger()
    checkable = window._action(lambda checked: received.append((checked,)), checkable=True)
    checkable.trigger()
    assert received == [(), (True,)]
    assert window.fullscreen_action.isCheckable()


# -- 2: Ctrl+Q and F1 are registered once -----------------------------------------------
def test_every_shortcut_belongs_to_one_action_once(qtbot):
    window = make_window(qtbot)
    owners: dict[str, list[str]] = {}
    for action in window.actions():
        for sequence in action.shortcuts():
            owners.setdefault(sequence.toString(QKeySequence.SequenceFormat.PortableText), []).append(action.text())
    assert {key: names for key, names in owners.items() if len(names) > 1} == {}
    assert QKeySequence("Ctrl+Q") in window.quit_action.shortcuts()
    assert QKeySequence("F1") in window.rules_action.shortcuts()


def test_f1_and_ctrl_q_reach_their_actions(qtbot, monkeypatch):
    window = make_window(qtbot)
    from app.ui.dialogs import RulesDialog  # loaded when first opened (fast start-up)

    monkeypatch.setattr(RulesDialog, "exec", lambda self: 0)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=3000)
    rules, quit_ = QSignalSpy(window.rules_action.triggered), QSignalSpy(window.quit_action.triggered)
    QTest.keyClick(window, Qt.Key.Key_F1)
    assert rules.count() == 1
    QTest.keyClick(window, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
    assert quit_.count() == 1
    assert not window.isVisible()


# -- 4: the computer strength on a game with no moves ----------------------------------------
def test_a_game_without_moves_takes_a_new_strength_at_once(qtbot):
    window, view = bao_window(qtbot, level="medium")
    window.services.settings.set_ai_level("hard")
    assert view.level == "hard"
    assert level_label("hard") in view.panel.players.text()
    assert window.level_group.checkedAction().data() == "hard"
    # The computer's first move is asked at the new level.
    asked = []
    window.services.ai.set_chooser(lambda subject, **kwargs: asked.append(kwargs["level"]) or first_legal(subject))
    play_human_move(qtbot, view)
    wait_for_human(qtbot, view)
    assert asked and set(asked) == {"hard"}


def test_a_game_in_progress_keeps_its_strength_and_says_so(qtbot):
    window, view = bao_window(qtbot, level="medium")
    play_human_move(qtbot, view)
    wait_for_human(qtbot, view)
    window.services.settings.set_ai_level("expert")
    assert view.level == "medium"
    assert level_label("medium") in view.panel.players.text()
    assert window.statusBar().currentMessage() == "The new strength applies from the next game."


def test_a_card_game_without_moves_takes_a_new_strength(qtbot):
    window = make_window(qtbot, level="easy", chooser=first_legal)
    view = window.open_game("kozel", resume=False)
    deal = view.table.record().initial
    assert not view.has_progress()  # the computer's answers arrive through the event loop
    asked = []
    window.services.ai.set_chooser(lambda subject, **kwargs: asked.append(kwargs["level"]) or first_legal(subject))
    window.services.settings.set_ai_level("hard")
    assert view.level == "hard" and view.level_name() == level_label("hard")
    assert view.table.record().initial == deal  # the same deal, not a new one
    while len(view.history) < 6 and not view.is_over():
        qtbot.waitUntil(lambda: view.is_over() or view.awaiting_human(), timeout=10000)
        if view.awaiting_human():
            view.try_play(view.table.legal_actions()[0])
    assert asked and set(asked) == {"hard"}


# -- 9: the home screen does not show the game's last message ------------------------------
def test_home_screen_status_bar_is_clear_after_leaving_a_game(qtbot):
    window, view = bao_window(qtbot)
    assert window.statusBar().currentMessage()  # "Your move (South)"
    window.home_action.trigger()
    assert window.stack.currentWidget() is window.home
    assert window.statusBar().currentMessage() == ""
    view.refresh()  # the view in the background refreshes (the AI service changed state)
    assert window.statusBar().currentMessage() == ""


# -- 5 (Bao): the turn indicator follows the sowing on the board ------------------------------
def test_the_turn_shown_is_the_sowing_players_until_the_sowing_ends(qtbot):
    window, view = bao_window(qtbot, speed="slow")
    labels = view.scene.labels
    assert labels[0].active and not labels[1].active
    view.play(view.state.legal_actions()[0])
    assert view.animator.is_busy() and view.table.current_player() == 1  # the table is ahead
    # The computer answers (its move waits for the sowing to be shown).
    qtbot.waitUntil(lambda: not window.services.ai.is_busy(), timeout=5000)
    assert view.animator.is_busy()
    view.refresh()
    assert labels[0].active and not labels[1].active
    assert view.panel.turn.text() == "South is sowing…"
    assert not view.panel.thinking.isVisibleTo(view.panel)
    assert window.statusBar().currentMessage() == "South is sowing…"
    # Once the sowing is over the board shows North's turn (and then North's sowing).
    view.finish_animation()
    assert labels[1].active and not labels[0].active
    assert view.panel.turn.text().startswith("North")


# -- 7 (Bao): the move log shows the latest move ---------------------------------------------
def long_game(moves: int, seed: int) -> tuple[State, list[str]]:
    """A random game of at least ``moves`` actions, at the human's (South's) turn."""
    rng = random.Random(seed)
    state, history = State.new(), []
    while len(history) < moves or state.current_player() != 0 or state.pending_decision:
        action = rng.choice(state.legal_actions())
        state.apply(action, events=False)
        history.append(str(action))
        if state.is_terminal():
            state, history = State.new(), []
    return state, history


def last_line_is_visible(log) -> bool:
    rect = log.visualItemRect(log.item(log.count() - 1))
    return rect.isValid() and 0 <= rect.top() and rect.bottom() <= log.viewport().height()


def test_the_move_log_shows_the_latest_move_after_resuming(qtbot):
    window = make_window(qtbot, chooser=first_legal, size=(900, 600))
    state, history = long_game(90, seed=3)
    content = {"initial": State.new().to_dict(), "state": state.to_dict(), "history": history,
               "opponent": "ai", "level": "easy", "variant": "kiswahili", "seed": 1, "human_side": 0}
    window.services.saves.save("bao", content)
    # As at start-up with a game to resume: the game is restored before the window shows.
    window.hide()
    window.continue_last_game()
    window.show()
    qtbot.waitExposed(window)
    view = window.view
    assert view.history == history
    log = view.panel.log
    bar = log.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0 and bar.value() == bar.maximum(), timeout=3000)
    assert last_line_is_visible(log)
    # After a further move, and after the window grows and shrinks, it still is.
    play_human_move(qtbot, view)
    wait_for_human(qtbot, view)
    qtbot.waitUntil(lambda: bar.value() == bar.maximum() and last_line_is_visible(log), timeout=3000)
    window.resize(1280, 800)
    window.resize(900, 600)
    qtbot.waitUntil(lambda: bar.value() == bar.maximum() and last_line_is_visible(log), timeout=3000)


# -- polish (b): the hint in words, its hole ringed ----------------------------------------------
@pytest.mark.parametrize("action, words", [
    (Action(2, ANTICLOCKWISE), "Hint: A3, anticlockwise."),
    (Action(13, CLOCKWISE), "Hint: B6, clockwise."),
    (STOP_ACTION, "Hint: stop here."),
    (SAFARI_ACTION, "Hint: play the safari."),
])
def test_hint_texts_are_plain_words(qtbot, action, words):
    _window, view = bao_window(qtbot)
    assert view._hint_text(action).strip() == words


def test_a_hint_is_told_in_words_and_ringed_on_the_board(qtbot):
    window, view = bao_window(qtbot)
    view.hint()
    qtbot.waitUntil(lambda: view._hint is not None, timeout=5000)
    hinted = view._hint
    assert not hinted.is_decision
    arrow = "clockwise" if hinted.direction == CLOCKWISE else "anticlockwise"
    assert f"{str(hinted)[:2]}, {arrow}." in view.panel.prompt.text()
    assert "<" not in view.panel.prompt.text() and ">" not in view.panel.prompt.text()
    ringed = [hole for (side, hole), pit in view.scene.pits.items() if pit.hinted]
    assert ringed == [hinted.hole]


# -- polish (f): the settings dialog stays centred when a language changes its size -------------
def test_settings_dialog_is_recentred_after_a_language_change(qtbot, catalogs):
    from app.ui.dialogs import SettingsDialog
    from tests.test_i18n_runtime import switch_in_settings

    window = make_window(qtbot)
    dialog = SettingsDialog(window.services.settings, window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.move(window.frameGeometry().topLeft())
    switch_in_settings(qtbot, dialog, "cy")
    centre, wanted = dialog.frameGeometry().center(), window.frameGeometry().center()
    assert abs(centre.x() - wanted.x()) <= 2 and abs(centre.y() - wanted.y()) <= 2
    switch_in_settings(qtbot, dialog, "en")
