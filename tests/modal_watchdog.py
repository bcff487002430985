"""A modal dialog nobody answers would block a test (and CI) until it is killed: under
load, a question the test did not expect (e.g. "Abandon the current game?") hung a
whole-suite run. Every dialog's ``exec()`` in the tests gets a watchdog instead: a dialog
still open after ``limit_ms`` is closed (as Esc would) and named, and the test fails
with that name (see ``conftest._no_dialog_blocks_a_test``). Tests that open a dialog on
purpose close it within milliseconds, far below the limit."""

from __future__ import annotations

# Far above any dialog a test opens on purpose (closed by a timer within milliseconds),
# far below CI's time limit.
MODAL_LIMIT_MS = 60_000


def install(monkeypatch, limit_ms: int = MODAL_LIMIT_MS) -> list[str]:
    """Wraps the ``exec()`` of Qt's dialog classes; returns the list that names every
    dialog the watchdog had to close."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QDialog, QFileDialog, QInputDialog, QMessageBox

    stuck: list[str] = []

    def watched(original):
        def exec_with_watchdog(dialog, *args):
            def give_up() -> None:
                if dialog.isVisible():
                    text = dialog.text() if isinstance(dialog, QMessageBox) else ""
                    stuck.append(f"{type(dialog).__name__} '{dialog.windowTitle()}' {text}".strip())
                    dialog.done(0)

            timer = QTimer(dialog)
            timer.setSingleShot(True)
            timer.timeout.connect(give_up)
            timer.start(limit_ms)
            try:
                return original(dialog, *args)
            finally:
                timer.stop()

        return exec_with_watchdog

    for cls in (QDialog, QMessageBox, QFileDialog, QInputDialog):
        if "exec" in cls.__dict__:
            monkeypatch.setattr(cls, "exec", watched(cls.__dict__["exec"]))
    return stuck
