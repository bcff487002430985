"""The app's own labels for the standard buttons (OK, Cancel, Yes, No, Close) and the
message boxes built with them.

Qt ships no Swahili, Filipino or Welsh translations of its own, so Qt's standard buttons
would stay English. Worse, ``QDialogButtonBox`` and ``QMessageBox`` re-set the texts of
their *standard* buttons from Qt's catalog on every language change. So the app never
uses standard buttons: it adds plain buttons with a role (accept, reject, yes, no) whose
labels are app strings, translated in ``resources/i18n/*.ts`` like every other text.
"""

from __future__ import annotations

from PySide6 import __version__ as PYSIDE_VERSION
from PySide6.QtCore import QCoreApplication, QEvent, qVersion
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QFileDialog, QMessageBox, QPushButton, QWidget

ButtonRole = QDialogButtonBox.ButtonRole
# kind -> the role the button plays (a RejectRole button also answers Esc).
BUTTON_ROLES = {
    "ok": ButtonRole.AcceptRole,
    "cancel": ButtonRole.RejectRole,
    "yes": ButtonRole.YesRole,
    "no": ButtonRole.NoRole,
    "close": ButtonRole.RejectRole,
}


def button_label(kind: str) -> str:
    """The label of a standard button in the current language (literal strings for lupdate)."""
    labels = {
        "ok": QCoreApplication.translate("StandardButtons", "OK"),
        "cancel": QCoreApplication.translate("StandardButtons", "Cancel"),
        "yes": QCoreApplication.translate("StandardButtons", "&Yes"),
        "no": QCoreApplication.translate("StandardButtons", "&No"),
        "close": QCoreApplication.translate("StandardButtons", "Close"),
    }
    return labels[kind]


class ButtonBox(QDialogButtonBox):
    """A dialog's button row: ``ButtonBox("close")``, ``ButtonBox("ok", "cancel")``.

    Accept/Yes buttons emit ``accepted``, Reject/No buttons ``rejected`` (as with standard
    buttons); the labels follow the language."""

    def __init__(self, *kinds: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.buttons_by_kind: dict[str, QPushButton] = {}
        for kind in kinds:
            self.buttons_by_kind[kind] = self.addButton(button_label(kind), BUTTON_ROLES[kind])

    def retranslate(self) -> None:
        for kind, button in self.buttons_by_kind.items():
            button.setText(button_label(kind))

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def ask_yes_no(parent: QWidget | None, title: str, text: str) -> bool:
    """A Yes/No question with the app's labels; True for Yes (Esc answers No)."""
    box = QMessageBox(QMessageBox.Icon.Question, title, text, QMessageBox.StandardButton.NoButton, parent)
    yes = box.addButton(button_label("yes"), QMessageBox.ButtonRole.YesRole)
    no = box.addButton(button_label("no"), QMessageBox.ButtonRole.NoRole)
    box.setDefaultButton(yes)
    box.setEscapeButton(no)
    box.exec()
    return box.clickedButton() is yes


def ask_save_path(parent: QWidget | None, title: str, suggested: str, name_filter: str) -> str | None:
    """A "save as" file dialog whose buttons and labels are the app's (Qt's own file
    dialog texts are English only); the chosen path, or None."""
    return _ask_path(parent, title, suggested, name_filter, save=True)


def ask_open_path(parent: QWidget | None, title: str, name_filter: str) -> str | None:
    """An "open" file dialog with the app's buttons and labels; the chosen file, or None."""
    return _ask_path(parent, title, "", name_filter, save=False)


def _ask_path(parent: QWidget | None, title: str, suggested: str, name_filter: str, save: bool) -> str | None:
    dialog = QFileDialog(parent, title, suggested, name_filter)
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave if save else QFileDialog.AcceptMode.AcceptOpen)
    if not save:
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
    # Qt's own dialog, so that its labels can be set (a native one keeps the system's).
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
    labels = {
        QFileDialog.DialogLabel.Accept: (QCoreApplication.translate("StandardButtons", "Save") if save
                                         else QCoreApplication.translate("StandardButtons", "Open")),
        QFileDialog.DialogLabel.Reject: button_label("cancel"),
        QFileDialog.DialogLabel.FileName: QCoreApplication.translate("StandardButtons", "File name:"),
        QFileDialog.DialogLabel.FileType: QCoreApplication.translate("StandardButtons", "Files of type:"),
        QFileDialog.DialogLabel.LookIn: QCoreApplication.translate("StandardButtons", "Look in:"),
    }
    for label, text in labels.items():
        dialog.setLabelText(label, text)
    if dialog.exec() and dialog.selectedFiles():
        return dialog.selectedFiles()[0]
    return None


def show_message(parent: QWidget | None, title: str, text: str, icon_from_app: bool = False) -> None:
    """An information box with the app's OK (``icon_from_app``: the app's icon, as in
    Qt's About boxes)."""
    box = QMessageBox(QMessageBox.Icon.Information, title, text, QMessageBox.StandardButton.NoButton, parent)
    if icon_from_app and not QApplication.windowIcon().isNull():
        box.setIconPixmap(QApplication.windowIcon().pixmap(64, 64))
    ok = box.addButton(button_label("ok"), QMessageBox.ButtonRole.AcceptRole)
    box.setDefaultButton(ok)
    box.setEscapeButton(ok)
    box.exec()


def tell(parent: QWidget | None, title: str, text: str) -> QMessageBox:
    """A warning with the app's OK that does not wait (the window goes on); the box."""
    box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.NoButton, parent)
    ok = box.addButton(button_label("ok"), QMessageBox.ButtonRole.AcceptRole)
    box.setDefaultButton(ok)
    box.setEscapeButton(ok)
    box.open()
    return box


def about_qt_text() -> str:
    return QCoreApplication.translate(
        "StandardButtons",
        "<h3>About Qt</h3><p>Jadi uses Qt {0} through PySide6 {1}.</p>"
        "<p>Qt is a toolkit for cross-platform applications, available under the GNU LGPL "
        "version 3 and under commercial licences. See <a href='https://www.qt.io'>qt.io</a>.</p>"
    ).format(qVersion(), PYSIDE_VERSION)


def show_about_qt(parent: QWidget | None) -> None:
    """Replaces ``QMessageBox.aboutQt``, whose text and OK button Qt only has in English."""
    show_message(parent, QCoreApplication.translate("StandardButtons", "About Qt"), about_qt_text())
