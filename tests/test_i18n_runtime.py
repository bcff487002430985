"""The language at run time: first start from the system locale, remembered, switched in
the settings in the middle of a game (every visible text retranslated, the game kept),
the catalogs built by the project's build step, the app's own standard-button labels."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QAbstractButton, QApplication, QDialogButtonBox, QLabel, QWidget

from app import i18n
from app.i18n import build, catalog
from app.ui.dialogs import SettingsDialog
from app.ui.main import create_application, create_services
from app.ui.main_window import MainWindow
from app.ui.standard_buttons import ButtonBox, button_label
from tests.ui_helpers import clipped, make_window, switch_in_settings

SWITCHED = ("sw", "fil", "cy")
# Texts that are the same in every language: numbers ("3", "21"), card symbols, and the
# languages' own names in the language box.
UNTRANSLATABLE = re.compile(r"[\d\s.,:;…+\-–—×/()<>#♣♦♥♠▶]*")
NAMES = frozenset(i18n.LANGUAGES.values())
# A text is checked piece by piece when it is made of several (a label's lines, "bid: 3 ·
# dealer"), so one piece the translator rightly kept does not excuse the others.
PIECES = re.compile(r"\n| · ")


def first_legal(subject, **_options):
    """A fast stand-in for the AI: the first legal action."""
    return subject.legal_actions()[0]


# (The built catalogs: the ``catalogs`` fixture, in conftest.py.)
@pytest.fixture
def system_locale():
    """Set the locale a first start sees (``QLocale()``); the previous one afterwards."""
    previous = QLocale()
    yield lambda name: QLocale.setDefault(QLocale(name))
    QLocale.setDefault(previous)


@pytest.fixture(scope="module")
def kept_words() -> dict[str, list[re.Pattern]]:
    """Per language, the messages the translator rightly left as in English ("Pass" in
    Filipino, the game names), as patterns where a ``{0}`` field matches anything."""
    found: dict[str, list[re.Pattern]] = {}
    for code in SWITCHED:
        _, messages = catalog.read_ts(build.ts_path(code))
        patterns = []
        for message in messages:
            if message.numerus or message.forms[0] != message.source:
                continue
            if not re.search(r"[^\W\d_]", re.sub(r"\{[^{}]*\}", "", message.source)):
                continue  # "{0}: {1}" alone would excuse any text with a colon
            pattern = re.escape(message.source)
            pattern = re.sub(r"\\\{[^{}]*\\\}", ".+", pattern)
            patterns.append(re.compile(pattern, re.DOTALL))
        found[code] = patterns
    return found


# -- what the player sees --------------------------------------------------------------
def visible_texts(*roots: QWidget, view=None) -> dict[tuple, str]:
    """Every visible text: labels, buttons, actions, window titles, scene labels. Keys
    name each place by its position among visible siblings, so a button rebuilt on a
    language change (the panel's choice buttons) is compared with the one it replaces."""
    texts: dict[tuple, str] = {}

    def walk(widget: QWidget, path: tuple) -> None:
        if widget.isWindow():
            texts[path + ("title",)] = widget.windowTitle()
        if isinstance(widget, QLabel):
            texts[path] = widget.text()
        elif isinstance(widget, QAbstractButton):
            texts[path] = widget.text()
        counts: dict[str, int] = {}
        for child in widget.children():
            if isinstance(child, QWidget) and child.isVisible():
                kind = type(child).__name__
                counts[kind] = counts.get(kind, 0) + 1
                walk(child, path + ((kind, counts[kind]),))

    for number, root in enumerate(roots):
        walk(root, (number,))
        if hasattr(root, "statusBar"):
            texts[(number, "status")] = root.statusBar().currentMessage()
        for index, action in enumerate(root.findChildren(QAction)):
            if action.text() and not action.isSeparator():
                texts[(number, "action", index)] = action.text()
    if view is not None:
        scene = view.scene
        labels = ([*scene.labels.values(), scene.result] if hasattr(scene, "labels")  # Bao
                  else [*scene.seat_labels, scene.stock_label, *scene.pile_labels, scene.centre_label])
        for index, label in enumerate(labels):
            if label.isVisible():
                for field in ("text", "title", "detail"):
                    if getattr(label, field, ""):
                        texts[("scene", index, field)] = getattr(label, field)
    return {key: text for key, text in texts.items() if text}


def untranslated(english: dict[tuple, str], now: dict[tuple, str], kept: list[re.Pattern]) -> list[str]:
    """The texts still shown in English although the language has a translation."""
    def allowed(piece: str) -> bool:
        piece = piece.strip()
        return (UNTRANSLATABLE.fullmatch(piece) is not None or piece in NAMES
                or any(pattern.fullmatch(piece) for pattern in kept))

    stale = []
    for key, text in english.items():
        if key not in now:
            continue  # no longer shown (a status line that changed its kind)
        if now[key] == text and not all(allowed(piece) for piece in PIECES.split(text)):
            stale.append(f"{key}: {text!r}")
    return stale


def check_switches(qtbot, window, view, kept_words, snapshot) -> None:
    dialog = SettingsDialog(window.services.settings, window)
    qtbot.addWidget(dialog)
    dialog.show()
    QApplication.processEvents()
    english = visible_texts(window, dialog, view=view)
    assert clipped(window, dialog) == []
    before = snapshot()
    assert len(english) > 40
    for code in SWITCHED:
        switch_in_settings(qtbot, dialog, code)
        now = visible_texts(window, dialog, view=view)
        assert untranslated(english, now, kept_words[code]) == [], code
        assert clipped(window, dialog) == [], code
        assert snapshot() == before, f"{code}: the game changed"
        assert window.services.settings.language() == code
    switch_in_settings(qtbot, dialog, "en")
    assert visible_texts(window, dialog, view=view) == english
    assert snapshot() == before


def test_switching_language_in_a_bao_game_retranslates_everything_and_keeps_the_game(
        qtbot, catalogs, kept_words):
    window = make_window(qtbot, chooser=first_legal)
    view = window.open_game("bao", resume=False)
    view.play(view.state.legal_actions()[0])
    qtbot.waitUntil(lambda: view.awaiting_human() and len(view.history) >= 2, timeout=10000)
    assert view.panel.log.count() >= 1

    def snapshot():
        return view.state.to_dict(), list(view.history)

    check_switches(qtbot, window, view, kept_words, snapshot)


@pytest.mark.parametrize("game", ["back_alley", "kozel", "svoi_kozyri"])
def test_switching_language_in_a_card_game_retranslates_everything_and_keeps_the_game(
        qtbot, catalogs, kept_words, game):
    window = make_window(qtbot, chooser=first_legal)
    view = window.open_game(game, resume=False)
    qtbot.waitUntil(lambda: view.awaiting_human(), timeout=10000)
    if game == "back_alley":  # the auction: the bid buttons are up
        assert view.observation.phase == "bid"
        assert any(button.text() == "Pass" for button in view.panel.choice_buttons())
    english_sheet = view.score_sheet()[0]

    def snapshot():
        return view.table.session.state.to_dict(), list(view.history)

    check_switches(qtbot, window, view, kept_words, snapshot)
    i18n.install_language("cy")
    qtbot.waitUntil(lambda: window.home.rules_button.text() != "Rules", timeout=3000)
    welsh_sheet = view.score_sheet()[0]  # built from the state when it is opened
    assert [h for h in english_sheet if h in welsh_sheet and not h.isdigit()] == []


def test_jokers_are_redrawn_with_their_name_in_the_new_language(qtbot, catalogs):
    window = make_window(qtbot, chooser=first_legal)
    view = window.open_game("back_alley", resume=False)
    qtbot.waitUntil(lambda: view.awaiting_human(), timeout=10000)
    joker = next(card for card in view.scene.items_by_card if card.is_joker)
    item = view.scene.items_by_card[joker]
    item.set_face_up(True)
    english = item.pixmap().toImage()
    window.services.settings.set_language("cy")
    qtbot.waitUntil(lambda: item.pixmap().toImage() != english, timeout=3000)
    labels = view.scene.deck.cached_labels()
    assert labels <= {QCoreApplication.translate("Cards", "Big Blooper"),
                      QCoreApplication.translate("Cards", "Little Blooper")}
    assert "Big Blooper" != QCoreApplication.translate("Cards", "Big Blooper")


def test_standard_buttons_carry_the_apps_own_translated_labels(qtbot, catalogs):
    box = ButtonBox("ok", "cancel", "close")
    qtbot.addWidget(box)
    assert [b.text() for b in box.buttons_by_kind.values()] == ["OK", "Cancel", "Close"]
    assert box.standardButtons() == QDialogButtonBox.StandardButton.NoButton
    i18n.install_language("sw")
    qtbot.waitUntil(lambda: box.buttons_by_kind["close"].text() == button_label("close"), timeout=3000)
    for kind, button in box.buttons_by_kind.items():
        assert button.text() == button_label(kind) != {"ok": "OK", "cancel": "Cancel", "close": "Close"}[kind]
    assert button_label("yes") != "&Yes" and button_label("no") != "&No"


def test_no_dialog_relies_on_qts_untranslated_buttons():
    """Qt's standard buttons and static message boxes would show Qt's English labels."""
    forbidden = re.compile(r"StandardButton\.(Ok|Cancel|Yes|No|Close)\b|QMessageBox\.(question|information|"
                           r"warning|critical|about|aboutQt)\(|QFileDialog\.get|QInputDialog\.get")
    root = Path(__file__).resolve().parent.parent / "app" / "ui"
    offenders = [f"{path.relative_to(root)}:{number}" for path in sorted(root.rglob("*.py"))
                 for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
                 if forbidden.search(line)]
    assert offenders == []


def test_first_start_follows_the_system_locale_and_the_choice_is_remembered(
        qtbot, catalogs, system_locale):
    create_application()
    for locale, expected in (("sw_KE", "sw"), ("tl", "fil"), ("fil_PH", "fil"), ("cy_GB", "cy"),
                             ("de_DE", "en"), ("en_GB", "en")):
        system_locale(locale)
        assert i18n.detect_language() == expected, locale
    system_locale("cy_GB")
    settings_file = create_services(persistent=False).settings.path
    settings_file.unlink(missing_ok=True)
    first = create_services(persistent=False)
    assert first.settings.language() == "cy"
    window = MainWindow(first)
    qtbot.addWidget(window)
    assert i18n.install_language(first.settings.language())
    QApplication.processEvents()
    assert window.home.rules_button.text() == QCoreApplication.translate("HomeScreen", "Rules") != "Rules"
    first.settings.set_language("fil")  # the player's choice in the settings
    qtbot.waitUntil(lambda: i18n.current_language() == "fil", timeout=3000)
    first.settings.sync()
    system_locale("sw_KE")  # a later start sees another locale: the choice stays
    again = create_services(persistent=False)
    assert again.settings.language() == "fil"


def test_locale_names_map_to_the_apps_languages():
    names = {"sw": "sw", "sw_TZ": "sw", "sw-KE": "sw", "tl": "fil", "tl_PH": "fil", "fil-Latn-PH": "fil",
             "cy_GB.UTF-8": "cy", "en_US": "en", "fr_FR": None, "C": None, "": None}
    assert {name: i18n.language_of_locale_name(name) for name in names} == names


def test_a_missing_or_stale_catalog_is_built_when_the_language_is_installed(qtbot, tmp_path, monkeypatch):
    create_application()
    for code in SWITCHED:
        shutil.copy(build.ts_path(code), tmp_path)
    monkeypatch.setattr(build, "i18n_dir", lambda: tmp_path)
    try:
        assert not build.qm_path("cy", tmp_path).exists()
        assert i18n.install_language("cy")
        assert build.qm_path("cy", tmp_path).exists()
        assert not build.qm_path("sw", tmp_path).exists()  # only the language in use
        assert QCoreApplication.translate("StandardButtons", "Close") != "Close"
        assert not i18n.install_language("xx")
        assert i18n.current_language() == "cy"
    finally:
        i18n.install_language("en")
    assert QCoreApplication.translate("StandardButtons", "Close") == "Close"


def test_switching_language_on_the_home_screen(qtbot, catalogs, kept_words):
    window = make_window(qtbot)
    check_switches(qtbot, window, None, kept_words, lambda: window.stack.currentWidget() is window.home)


@pytest.mark.parametrize("game", ["bao", "back_alley"])
def test_switching_language_in_a_tutorial_keeps_the_lesson(qtbot, catalogs, kept_words, game):
    window = make_window(qtbot, chooser=first_legal)
    view = window.tutorials.open(game)
    qtbot.waitUntil(lambda: not view.busy(), timeout=5000)

    def snapshot():
        return view.run.lesson_index, view.run.step_index, view.board.table.session.state.to_dict()

    check_switches(qtbot, window, view.board, kept_words, snapshot)


@pytest.mark.parametrize("game", ["bao", "back_alley"])
def test_switching_language_after_the_game_ended_retranslates_the_result(qtbot, catalogs, kept_words, game):
    window = make_window(qtbot, chooser=first_legal)
    view = window.open_game(game, resume=False)
    qtbot.waitUntil(lambda: view.awaiting_human(), timeout=10000)
    view.resign()
    view.finish_animation()
    qtbot.waitUntil(view.is_over, timeout=3000)

    def snapshot():
        return view.table.session.state.to_dict(), view.is_over()

    check_switches(qtbot, window, view, kept_words, snapshot)
