"""The study tools in the Bao screen (issue 19): the last move in words and on the board,
browsing the move list, redo, records, replay, continue from here, the editor and the
analysis — through the view's public methods, its panel's widgets, keys and clicks."""

from __future__ import annotations

import html

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QKeySequence
from PySide6.QtTest import QTest

from app.games.bao import State
from app.games.bao.actions import CAPTURE
from app.games.bao.record_text import BaoGameText, write_record
from app.ui.bao_study.position_editor import PositionEditor
from tests.bao_positions import EXAMPLE_4_5_1_BEFORE
from tests.ui_helpers import StallMeter, first_legal, make_window, random_play_until, wait_for_human


def board_counts(view) -> list[list[int]]:
    return [[view.scene.pits[(side, hole)].count for hole in range(16)] for side in (0, 1)]


def counts_of(state: State) -> list[list[int]]:
    return [list(state.board(0)), list(state.board(1))]


def open_bao(qtbot, speed: str = "instant", **options):
    window = make_window(qtbot, speed=speed, chooser=first_legal, **options)
    return window, window.open_game("bao", resume=False)


def play_moves(qtbot, view, count: int) -> None:
    """Play the first legal move for the person ``count`` times (the computer answers)."""
    for _ in range(count):
        wait_for_human(qtbot, view)
        view.play(view.state.legal_actions()[0])
    wait_for_human(qtbot, view)


def test_the_computers_capture_is_said_in_words_and_marked_on_the_board(qtbot):
    window, view = open_bao(qtbot)
    # North (the computer) to move with a capture: a capture is obligatory, so it captures.
    start = random_play_until(State.new(), lambda s: s.current_player() == 1 and not s.pending_decision
                              and s.legal_actions()[0].kind == CAPTURE, seed=4)
    view.start_from(start)
    qtbot.waitUntil(lambda: len(view.history) >= 1 and view.awaiting_human() or view.is_over(), timeout=10000)
    description = view.move_description()
    assert description is not None and description.side == 1 and description.captured > 0
    text = view.panel.move_text.text()
    assert text.startswith("North:") and "Captured" in text
    marks = description.marks()
    for side, hole in marks["captured"]:
        assert view.scene.pits[(side, hole)].captured
    assert [key for key, pit in view.scene.pits.items() if pit.last_move] == marks["start"]
    assert [key for key, pit in view.scene.pits.items() if pit.ended] == marks["last"]
    # The marks stay until the next move, then show that move.
    view.play(view.state.legal_actions()[0])
    qtbot.waitUntil(lambda: view.move_description() is not None and view.move_description().side == 1
                    and len(view.history) >= 3 or view.is_over(), timeout=10000)


def test_hole_names_and_the_takasia_block_explained_on_hover(qtbot):
    window, view = open_bao(qtbot, opponent="human")
    assert all(not pit.coordinate for pit in view.scene.pits.values())
    view.set_coordinates("mover")
    named = {key: pit.coordinate for key, pit in view.scene.pits.items() if pit.coordinate}
    assert named == {(0, hole): ("A" if hole < 8 else "B") + str(hole % 8 + 1) for hole in range(16)}
    view.set_coordinates("both")
    assert view.scene.pits[(1, 0)].coordinate == "A1" and view.scene.pits[(0, 15)].coordinate == "B8"
    # Rules example 4.5-1: South's takasa leaves North's hole takasia'd for North's turn.
    blocked = State.from_text(EXAMPLE_4_5_1_BEFORE, 0)
    blocked.apply("A7<")
    hole = blocked.takasia_hole(1)
    assert hole is not None
    view.start_from(blocked)
    wait_for_human(qtbot, view)
    pit = view.scene.pits[(1, hole)]
    assert pit.takasia and "Takasia" in pit.toolTip()
    assert all(not p.toolTip() for key, p in view.scene.pits.items() if key != (1, hole))


def test_browsing_the_move_list_by_keys_and_clicks_leaves_the_game_alone(qtbot):
    window, view = open_bao(qtbot, speed="normal")
    view.set_animation_speed("instant")
    play_moves(qtbot, view, 3)
    view.set_animation_speed("normal")
    history, state = list(view.history), view.state.clone()
    line = view.game_line()
    board = view.board_view
    board.setFocus()
    QTest.keyClick(board, Qt.Key.Key_Home)
    assert view.browsing() == 0 and board_counts(view) == counts_of(line.position(0))
    back = view.panel.choice_buttons[0]
    assert back.isVisible() and back.property("choice") == ("back", None)
    assert "start of the game" in view.panel.prompt.text()
    assert not view.awaiting_human() and not view.can_hint()
    QTest.keyClick(board, Qt.Key.Key_Right)  # forwards: animated
    assert view.browsing() == 1 and view.animator.is_busy()
    qtbot.waitUntil(lambda: not view.animator.is_busy(), timeout=10000)
    assert board_counts(view) == counts_of(line.position(1))
    QTest.keyClick(board, Qt.Key.Key_Right)
    qtbot.waitUntil(lambda: not view.animator.is_busy(), timeout=10000)
    QTest.keyClick(board, Qt.Key.Key_Left)  # backwards: at once
    assert view.browsing() == 1 and not view.animator.is_busy()
    assert board_counts(view) == counts_of(line.position(1))
    # A click on a move-list entry shows the position after that turn.
    log = view.panel.log
    item = log.item(2)
    QTest.mouseClick(log.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     log.visualItemRect(item).center())
    ply = view.browsing()
    assert ply == line.turn_ends()[2] and log.currentRow() == 2
    assert board_counts(view) == counts_of(line.position(ply))
    assert view.history == history and view.state == state  # the game is unchanged
    # Back to the game: the prompt's button (End and Esc do the same).
    QTest.mouseClick(back, Qt.MouseButton.LeftButton)
    assert view.browsing() is None and not any(b.property("choice") == ("back", None) and b.isVisible()
                                               for b in view.panel.choice_buttons)
    assert board_counts(view) == counts_of(state) and view.awaiting_human()
    QTest.keyClick(board, Qt.Key.Key_Home)
    QTest.keyClick(board, Qt.Key.Key_Escape)
    assert view.browsing() is None
    QTest.keyClick(board, Qt.Key.Key_Home)
    QTest.keyClick(board, Qt.Key.Key_End)
    assert view.browsing() is None and view.history == history


def test_redo_after_undo_plays_the_move_again(qtbot):
    window, view = open_bao(qtbot)
    play_moves(qtbot, view, 2)
    played = list(view.history)
    assert not view.study.can_redo()
    view.undo()
    qtbot.waitUntil(lambda: view.awaiting_human() and len(view.history) < len(played), timeout=10000)
    assert view.study.can_redo()
    view.study.redo_action.trigger()
    qtbot.waitUntil(lambda: view.awaiting_human() and len(view.history) == len(played), timeout=10000)
    assert view.history == played  # the computer (first legal move) answered as before
    assert not view.study.can_redo()


def test_save_open_copy_paste_a_record(qtbot, tmp_path, monkeypatch):
    window, view = open_bao(qtbot)
    play_moves(qtbot, view, 3)
    history = list(view.history)
    path = tmp_path / "game.bao"
    assert view.study.save_record(str(path))
    text = path.read_text(encoding="utf-8")
    assert text.startswith('[Variant "Bao la Kiswahili"]') and "[Date " in text
    view.study.copy_record()
    assert QGuiApplication.clipboard().text() == text
    # The second window would resume this game; its store cannot see the first store's
    # queued writes, so the removal must reach the disk before it looks.
    window.services.saves.delete("bao")
    window.services.saves.flush()
    other_window, other = open_bao(qtbot)
    opened = []
    other.study.recordOpened.connect(lambda: opened.append(True))
    assert other.study.open_record(str(path))
    qtbot.waitUntil(lambda: other.history == history, timeout=10000)
    assert opened and other.state == view.state
    # Pasting a record whose third move is not legal names that move and its line;
    # nothing changes.
    lines = text.splitlines()
    move_line = next(i for i, line in enumerate(lines) if line.startswith("2."))
    lines[move_line] = "2. B8<"
    rejected = []
    other.study.recordRejected.connect(rejected.append)
    assert not other.study.paste_record("\n".join(lines) + "\n")
    assert rejected and f"Line {move_line + 1}" in rejected[0] and "B8<" in rejected[0]
    assert other.history == history
    # A game in progress is replaced only if the player says so.
    import app.ui.standard_buttons as standard_buttons

    answers = []
    monkeypatch.setattr(standard_buttons, "ask_yes_no", lambda *args: answers.append(args) or False)
    start, actions = short_finished_game()
    QGuiApplication.clipboard().setText(write_record(BaoGameText.new(start, actions)))
    assert not other.study.paste_record() and len(answers) == 1 and other.history == history
    monkeypatch.setattr(standard_buttons, "ask_yes_no", lambda *args: True)
    assert other.study.paste_record()
    qtbot.waitUntil(lambda: other.history == actions and other.is_over(), timeout=10000)


def short_finished_game(actions: int = 6, seed: int = 3) -> tuple[State, list[str]]:
    """The last ``actions`` actions of a random finished game, from the position before them."""
    state, played = State.new(), []
    import random

    rng = random.Random(seed)
    positions = [state.clone()]
    while not state.is_terminal():
        action = rng.choice(state.legal_actions())
        state.apply(action)
        played.append(str(action))
        positions.append(state.clone())
    return positions[-actions - 1], played[-actions:]


def test_replay_of_a_finished_game_shows_every_position_then_the_end(qtbot):
    window, view = open_bao(qtbot)
    start, actions = short_finished_game()
    assert view.study.paste_record(write_record(BaoGameText.new(start, actions)))
    qtbot.waitUntil(lambda: view.is_over() and view.history == actions, timeout=10000)
    shown = []
    view.browsingChanged.connect(shown.append)
    view.study.replay_action.trigger()
    assert view.study.replaying()
    qtbot.waitUntil(lambda: not view.study.replaying(), timeout=20000)
    assert shown == list(range(0, len(actions))) + [-1]
    assert view.browsing() is None and board_counts(view) == counts_of(view.state)


def test_continue_from_a_browsed_position_of_a_finished_game_against_a_person(qtbot):
    window, view = open_bao(qtbot)
    start, actions = short_finished_game()
    assert view.study.paste_record(write_record(BaoGameText.new(start, actions)))
    qtbot.waitUntil(lambda: view.is_over() and view.history == actions, timeout=10000)
    view.go_to(2)
    position = view.shown_position().clone()
    assert view.panel.choice_buttons[1].property("choice") == ("continue", None)  # (the prompt's, vs the computer)
    view.study.continue_person_action.trigger()  # a finished game: no question
    qtbot.waitUntil(lambda: view.state == position and view.awaiting_human(), timeout=10000)
    assert not view.history and view.browsing() is None and view.opponent == "human"
    assert view.table.local_seats() == (0, 1)


def test_the_editor_starts_a_game_from_its_position(qtbot):
    window, view = open_bao(qtbot)
    view.study.editor_action.trigger()
    editor = view.findChild(PositionEditor)
    assert editor is not None and editor.isVisible()
    position = random_play_until(State.new(), lambda s: s.stage == "mtaji" and s.current_player() == 0
                                 and not s.pending_decision, seed=2)
    editor.set_state(position)
    editor.playRequested.emit(editor.state())
    qtbot.waitUntil(lambda: view.state.to_text() == position.to_text() and view.awaiting_human(), timeout=10000)
    assert not view.history and view.opponent == "ai" and not editor.isVisible()


def test_the_analysis_panel_follows_the_position_shown_without_stalling(qtbot):
    window, view = open_bao(qtbot)
    play_moves(qtbot, view, 2)
    view.study.analysis_action.trigger()  # (the first time: the panel is made, its process started)
    panel = view.study.analysis
    assert panel.isVisible() and panel.is_running()
    qtbot.waitUntil(lambda: panel.latest() is not None and panel.latest().depth >= 2, timeout=20000)
    assert panel.latest().side == view.state.current_player()
    # Browsing while it deepens: the 10 ms timer keeps ticking (see StallMeter).
    meter = StallMeter()
    meter.start()
    view.go_to(1)  # the analysis starts again on the browsed position
    qtbot.waitUntil(lambda: panel.latest() is not None and panel.latest().side == view.shown_position()
                    .current_player() and panel.latest().depth >= 4 and len(meter.gaps) > 20, timeout=20000)
    worst, detail = meter.stop()
    assert worst < 50, detail
    # "Show the threat": the opponent's move is named and its hole ringed on the board.
    panel.show_threat.setChecked(True)
    qtbot.waitUntil(lambda: panel.current_threat() is not None, timeout=20000)
    side, hole = view.study.threat_hole()
    assert side != view.shown_position().current_player() and view.scene.pits[(side, hole)].hinted
    assert panel.current_threat().move in panel.threat.text()
    view.study.analysis_action.trigger()  # hidden: stopped at once
    assert not panel.isVisible() and not panel.is_running() and not panel.worker.is_busy()


def test_the_blunder_check_scores_every_move_and_marks_the_list(qtbot):
    window, view = open_bao(qtbot)
    start, actions = short_finished_game(actions=4)
    assert view.study.paste_record(write_record(BaoGameText.new(start, actions)))
    qtbot.waitUntil(lambda: view.is_over() and view.history == actions, timeout=10000)
    view.study.review_action.trigger()
    qtbot.waitUntil(lambda: len(view.study.review()) == len(actions), timeout=30000)
    assert [r.move for r in view.study.review()] == actions
    flagged = [r for r in view.study.review() if r.verdict]
    texts = [view.panel.log.item(i).text() for i in range(view.panel.log.count())]
    assert sum(text.endswith("?") for text in texts) >= (1 if flagged else 0)


def test_browsing_while_a_move_is_animated_and_the_computer_answers_underneath(qtbot):
    window, view = open_bao(qtbot, speed="normal")
    wait_for_human(qtbot, view)
    view.play(view.state.legal_actions()[0])
    assert view.animator.is_busy()  # the person's sowing is being shown
    view.go_to(0)  # browse at once: the sowing settles, the computer answers underneath
    assert view.browsing() == 0 and board_counts(view) == counts_of(view.game_line().position(0))
    qtbot.waitUntil(lambda: len(view.history) == 2, timeout=10000)
    assert view.browsing() == 0 and board_counts(view) == counts_of(view.game_line().position(0))
    view.back_to_game()
    assert view.awaiting_human() and board_counts(view) == counts_of(view.state)
    assert view.state == view.game_line().position(2)


@pytest.mark.parametrize("code", ["en", "sw", "fil", "cy"])
def test_every_study_shortcut_is_on_the_shortcuts_sheet(qtbot, code):
    """The keyboard sheet names every key of the Study menu (redo, the editor, the
    analysis...) and the move list's browsing keys, as the menus print them."""
    from app import i18n
    from app.ui.dialogs import shortcuts_text
    from app.ui.keys import BROWSE_STEP_KEYS, key_text

    window, view = open_bao(qtbot)
    i18n.install_language(code)
    try:
        sheet = shortcuts_text()
        study_keys = [action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
                      for action in view.study.menu.actions() if not action.shortcut().isEmpty()]
        assert len(study_keys) >= 8
        for key in study_keys + [key_text(key) for key in BROWSE_STEP_KEYS]:
            assert f"<b>{html.escape(key)}</b>" in sheet, (code, key)
    finally:
        i18n.install_language("en")


def test_the_position_editor_opens_from_the_home_screens_game_menu(qtbot):
    """Game › Bao Position Editor… on the home screen opens the Bao screen with its
    editor on the position shown; a game's screen has its Study menu instead."""
    window = make_window(qtbot, speed="instant", chooser=first_legal)
    window.show_home()
    command = window.editor_actions["bao"]
    assert command.isVisible() and command in window.game_menu.actions() and command.text() == "Bao &Position Editor…"
    command.trigger()
    editor = window.findChild(PositionEditor, "BaoPositionEditor")
    qtbot.waitUntil(lambda: editor is not None and editor.isVisible(), timeout=5000)
    assert window.view.GAME == "bao" and window.stack.currentWidget() is window.view
    assert not command.isVisible()
    editor.reject()
    window.show_home()
    assert command.isVisible()
