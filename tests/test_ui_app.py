"""The shell: home screen, menus, dialogs, --screenshot, the startup probe; New Game asks
before abandoning a game, unambiguous shortcuts, the computer strength on a game with no
moves, the home screen's status bar, the settings dialog re-centred after a language change."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QImage, QKeySequence
from PySide6.QtTest import QSignalSpy, QTest
from PySide6.QtWidgets import QApplication

from app.games import GAME_IDS
from app.ui.dialogs import RulesDialog, SettingsDialog, StatisticsDialog, about_text, shortcuts_text
from app.ui.games import PLAYABLE_GAME_VIEWS
from app.ui.main import run
from app.ui.settings import level_label
from tests.ui_helpers import bao_window, first_legal, make_window, play_human_move, switch_in_settings, wait_for_human

ROOT = Path(__file__).resolve().parent.parent


def test_home_lists_every_game_and_says_which_are_coming(qtbot):
    window = make_window(qtbot)
    cards = window.home.cards
    assert list(cards) == list(GAME_IDS)
    for game, card in cards.items():
        playable = game in PLAYABLE_GAME_VIEWS
        assert card.button.isEnabled() == playable
        assert (card.button.text() == "Coming soon") != playable
        assert card.text.text()  # a one-line description
    window.open_game("kozel", resume=False) if "kozel" not in PLAYABLE_GAME_VIEWS else None
    assert window.stack.currentWidget() is window.home or "kozel" in PLAYABLE_GAME_VIEWS


def test_menus_and_shortcuts_desktop_users_expect(qtbot):
    window = make_window(qtbot)
    menus = [action.text() for action in window.menuBar().actions()]
    assert menus == ["&Game", "&View", "&Help"]
    shortcuts = {action.text(): [s.toString() for s in action.shortcuts()] for action in window.actions()}
    assert "Ctrl+N" in shortcuts["&New Game"]
    assert "Ctrl+Z" in shortcuts["&Undo Move"]
    assert "H" in shortcuts["&Hint"]
    assert "Space" in shortcuts["&Finish Animation"]
    assert "F1" in shortcuts["&Rules"]
    assert "Ctrl+Q" in shortcuts["&Quit"]
    # Game commands are off on the home screen and on in a game.
    assert not window.undo_action.isEnabled() and not window.new_action.isEnabled()
    window.open_game("bao", resume=False)
    assert window.new_action.isEnabled() and window.hint_action.isEnabled()


def test_dialogs_build_and_show_their_content(qtbot):
    window = make_window(qtbot)
    settings = SettingsDialog(window.services.settings, window)
    qtbot.addWidget(settings)
    settings.speed.setCurrentIndex(settings.speed.findData("fast"))
    assert window.services.settings.animation_speed() == "fast"
    combo = settings.option_combos[("bao", "opponent")]
    combo.setCurrentIndex(combo.findData("human"))
    assert window.services.settings.game_option("bao", "opponent") == "human"
    window.services.statistics.record("bao", "hard", "won")
    stats = StatisticsDialog(window.services.statistics, window)
    qtbot.addWidget(stats)
    played = StatisticsDialog.COLUMNS.index("played")
    assert stats.table.rowCount() == 1 and stats.table.item(0, played).text() == "1"
    rules = RulesDialog("en", "bao", window)
    qtbot.addWidget(rules)
    assert "kichwa" in rules.tabs.currentWidget().toPlainText()
    assert "nicu" in about_text().lower() and "public domain" in about_text().lower()
    assert "Ctrl+Z" in shortcuts_text()


def test_screenshot_writes_the_window_and_exits(qtbot, tmp_path):
    target = tmp_path / "shot.png"
    assert run(["--screenshot", str(target), "--game", "bao", "--size", "1280x800"]) == 0
    image = QImage(str(target))
    assert (image.width(), image.height()) == (1280, 800)
    # The board is drawn: the middle of the window is wood, not the dark background.
    centre = image.pixelColor(480, 400)
    assert centre.red() > 60
    # A screenshot never leaves an autosave behind.
    assert not list(Path(os.environ["HOME"]).rglob("bao.json"))


def test_hidpi_screenshot_in_a_fresh_process(tmp_path):
    target = tmp_path / "hidpi.png"
    env = {**os.environ, "QT_SCALE_FACTOR": "1.5", "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run([sys.executable, "-m", "app", "--screenshot", str(target), "--game", "bao",
                             "--size", "1280x720"], cwd=ROOT, env=env, capture_output=True, timeout=60)
    assert result.returncode == 0, result.stderr.decode()
    image = QImage(str(target))
    assert (image.width(), image.height()) == (1920, 1080)


def test_startup_probe_reports_first_paint(tmp_path):
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run([sys.executable, "-m", "app", "--startup-probe"], cwd=ROOT, env=env,
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("FIRST_PAINT_WALLCLOCK ")


def test_language_change_retranslates_the_window_at_once(qtbot):
    from PySide6.QtCore import QCoreApplication, QTranslator

    class Shouting(QTranslator):
        """A stand-in language: every text in capitals."""

        def translate(self, context, source, disambiguation=None, n=-1):  # noqa: ARG002
            return source.upper()

        def isEmpty(self):  # noqa: N802
            return False

    window = make_window(qtbot)
    view = window.open_game("bao", resume=False)
    translator = Shouting()
    QCoreApplication.installTranslator(translator)
    try:
        qtbot.waitUntil(lambda: window.menuBar().actions()[0].text() == "&GAME", timeout=3000)
        assert window.undo_action.text() == "&UNDO MOVE"
        assert view.panel.undo_button.text() == "UNDO"
        assert window.home.cards["bao"].title.text() == "BAO LA KISWAHILI"
    finally:
        QCoreApplication.removeTranslator(translator)
    qtbot.waitUntil(lambda: window.menuBar().actions()[0].text() == "&Game", timeout=3000)


# -- Ctrl+N / Game > New Game ask before abandoning a game in progress ----------------
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


def test_only_the_toggles_are_checkable_actions(qtbot):
    """A plain action's ``triggered`` must not hand ``checked=False`` to a slot with a
    default (New game's ``confirm=True``: the first test above triggers it); only the
    toggles carry a checked state."""
    window = make_window(qtbot)
    assert window.fullscreen_action.isCheckable() and window.sound_action.isCheckable()
    assert not any(action.isCheckable() for action in (window.new_action, window.quit_action, window.undo_action,
                                                       window.hint_action, window.settings_action))


# -- Ctrl+Q and F1 are registered once -----------------------------------------------
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


# -- the computer strength on a game with no moves ----------------------------------------
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


# -- the home screen does not show the game's last message ------------------------------
def test_home_screen_status_bar_is_clear_after_leaving_a_game(qtbot):
    window, view = bao_window(qtbot)
    assert window.statusBar().currentMessage()  # "Your move (South)"
    window.home_action.trigger()
    assert window.stack.currentWidget() is window.home
    assert window.statusBar().currentMessage() == ""
    view.refresh()  # the view in the background refreshes (the AI service changed state)
    assert window.statusBar().currentMessage() == ""


# -- the settings dialog stays centred when a language changes its size -------------
def test_settings_dialog_is_recentred_after_a_language_change(qtbot, catalogs):
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
