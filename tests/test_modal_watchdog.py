"""The tests' modal-dialog watchdog (tests/modal_watchdog.py): an unanswered question
is closed and named instead of blocking the run."""

from PySide6.QtWidgets import QDialog

from app.ui.standard_buttons import ask_yes_no
from tests import modal_watchdog


def test_an_unanswered_question_is_closed_and_named(qtbot, monkeypatch):
    stuck = modal_watchdog.install(monkeypatch, limit_ms=100)
    assert ask_yes_no(None, "Open a game", "Abandon the current game?") is False  # as Esc: No
    assert stuck == ["QMessageBox 'Open a game' Abandon the current game?"]


def test_a_dialog_closed_in_time_is_not_reported(qtbot, monkeypatch):
    from PySide6.QtCore import QTimer

    stuck = modal_watchdog.install(monkeypatch, limit_ms=5_000)
    dialog = QDialog()
    QTimer.singleShot(0, dialog.accept)
    assert dialog.exec() == QDialog.DialogCode.Accepted
    assert stuck == []
