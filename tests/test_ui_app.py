"""The shell: home screen, menus, dialogs, --screenshot, the startup probe."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtGui import QImage

from app.games import GAME_IDS
from app.ui.dialogs import RulesDialog, SettingsDialog, StatisticsDialog, about_text, shortcuts_text
from app.ui.games import PLAYABLE_GAME_VIEWS
from app.ui.main import run
from tests.ui_helpers import make_window

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
