"""Test-wide set-up: Qt always runs offscreen and never touches the user's files."""

import os

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# The first start picks the system locale's language: tests expect English unless they
# choose a language themselves, so never inherit the developer's locale.
os.environ["LC_ALL"] = "C.UTF-8"
os.environ.pop("LANGUAGE", None)
# No sound device from the test suite (tests of the sound service choose their output).
os.environ["JADI_SOUND"] = "off"


@pytest.fixture(autouse=True)
def _isolated_user_files(tmp_path, monkeypatch):
    """Every test gets its own home: settings, saves and statistics land in tmp_path.

    QStandardPaths' test mode puts everything under ``~/.qttest``; pointing HOME (and
    the XDG variables) at the test's tmp_path keeps parallel tests apart as well.
    Only tests that use Qt pay for it (PySide6 is imported only if already loaded).
    """
    monkeypatch.setenv("HOME", str(tmp_path))
    for name in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME"):
        monkeypatch.setenv(name, str(tmp_path / name.lower()))
    import sys

    if "PySide6.QtCore" in sys.modules:
        from PySide6.QtCore import QStandardPaths

        QStandardPaths.setTestModeEnabled(True)
    yield


@pytest.fixture(autouse=True)
def _no_dialog_blocks_a_test(monkeypatch):
    """A modal dialog left unanswered fails the test that opened it, naming the dialog,
    instead of blocking the run (tests/modal_watchdog.py). Only for tests in a process
    that has loaded Qt's widgets (the model tests never pay for Qt)."""
    import sys

    if "PySide6.QtWidgets" not in sys.modules:
        yield
        return
    from tests import modal_watchdog

    stuck = modal_watchdog.install(monkeypatch)
    yield
    if stuck:
        pytest.fail("a modal dialog was left unanswered and closed by the watchdog: " + "; ".join(stuck)
                    + " (answer it in the test, e.g. with the `questions` fixture)")


@pytest.fixture(scope="session")
def catalog_folder(tmp_path_factory):
    """The translations built once by the project's build step (lrelease), in a folder of
    the tests' own."""
    import shutil

    from app.i18n import build

    folder = tmp_path_factory.mktemp("i18n")
    for code in build.present_languages():
        shutil.copy(build.ts_path(code), folder)
    built = build.build_qm(directory=folder)
    assert [path.name for path in built] == [f"jadi_{code}.qm" for code in build.present_languages(folder)]
    return folder


@pytest.fixture
def catalogs(catalog_folder, monkeypatch):
    """The app loads its .qm files from ``catalog_folder``; English again afterwards."""
    from PySide6.QtWidgets import QApplication

    from app import i18n
    from app.i18n import build

    monkeypatch.setattr(build, "i18n_dir", lambda: catalog_folder)
    yield catalog_folder
    i18n.install_language("en")
    QApplication.processEvents()


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

    import app.ui.main_window as main_window_module

    monkeypatch.setattr(main_window_module, "ask_yes_no", ask)
    return asked
