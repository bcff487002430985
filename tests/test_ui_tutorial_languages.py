"""Every tutorial step of every game, shown in Swahili, Filipino and Welsh, has no English
left on the screen (issue 16 item 1: plural prompts once fell back to English because the
tutorial's board was a generated subclass whose translation context had no messages).

Each step is shown once and read in English and in each language; a text that is the
same as the English one on the same screen and holds an English word is a leftover.
Game names, Bao's Swahili terms, card and hole notation, and the loanwords the glossary
keeps (resources/i18n/GLOSSARY.md) are not English leftovers.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QListWidget

from app import i18n
from app.i18n import build
from tests.tutorial_helpers import open_from_home, play_step, settle
from tests.ui_helpers import make_window

TRANSLATED = ("sw", "fil", "cy")
# Words that are the same in every language of the app: names, Bao's own terms, and the
# loanwords the glossary keeps (Filipino players say "trump", "bid", "board" ...).
NOT_ENGLISH = {
    "jadi", "bao", "kiswahili", "kujifunza", "kozel", "svoi", "kozyri", "back", "alley",
    "nyumba", "kichwa", "vichwa", "mtaji", "namua", "safari", "takasia", "ghala", "kimbi", "kitovu",
    "big", "little", "blooper", "bloopers", "trump", "trumps", "bid", "bids", "board", "joker", "jokers",
    "pass", "lead", "kozyr", "ok",
}
WORD = re.compile(r"[A-Za-z]{3,}")
GLOSSARY = Path(__file__).resolve().parent.parent / "resources" / "i18n" / "GLOSSARY.md"


def kept_loanwords() -> dict[str, set[str]]:
    """The words the glossary keeps in English, per language ("Filipino loanwords":
    "kept (trump, trick, ...)" or a kept row's own English words)."""
    section = GLOSSARY.read_text(encoding="utf-8").split("## Filipino loanwords", 1)[1].split("\n## ", 1)[0]
    words: set[str] = set()
    for row in section.splitlines():
        cells = [c.strip() for c in row.strip().strip("|").split("|")]
        if len(cells) >= 2 and cells[1].startswith("kept"):
            words |= {w.lower() for w in WORD.findall(cells[1] if "(" in cells[1] else cells[0])}
    return {"fil": words - {"kept"}}


def _screen_texts(view) -> list[str]:
    """Every text the tutorial screen shows: labels, buttons, the move log, the table's
    and board's labels."""
    texts = []
    for widget in view.findChildren(QLabel) + view.findChildren(QAbstractButton):
        if widget.isVisibleTo(view) and widget.text():
            texts.append(widget.text())
    for log in view.findChildren(QListWidget):
        texts += [log.item(i).text() for i in range(log.count())]
    for item in view.board.scene.items():
        for name in ("title", "detail"):
            text = getattr(item, name, None)
            if isinstance(text, str) and text and item.isVisible():
                texts.append(text)
    return [line.strip() for text in texts for line in text.splitlines() if line.strip()]


def _show_in(code: str) -> None:
    assert i18n.install_language(code)
    # The language change, then what it queued (new prompt buttons are shown by a
    # queued call of their layout).
    QApplication.processEvents()
    QApplication.processEvents()


def _english_words(line: str) -> set[str]:
    return {w.lower() for w in WORD.findall(line)} - NOT_ENGLISH


@pytest.mark.parametrize("game", ["bao", "kozel", "svoi_kozyri", "back_alley"])
def test_every_tutorial_step_has_no_english_left(qtbot, catalog_folder, monkeypatch, game):
    monkeypatch.setattr(build, "i18n_dir", lambda: catalog_folder)
    window = make_window(qtbot, speed="instant")
    view = open_from_home(qtbot, window, game)
    leftovers: dict[str, set[str]] = {code: set() for code in TRANSLATED}
    kept = kept_loanwords()
    try:
        for lesson in range(len(view.tutorial.lessons)):
            view.choose_lesson(lesson)
            settle(qtbot, view)
            while True:
                _show_in("en")
                english = set(_screen_texts(view))
                for code in TRANSLATED:
                    _show_in(code)
                    for line in _screen_texts(view):
                        if line in english and _english_words(line) - kept.get(code, set()):
                            leftovers[code].add(line)
                _show_in("en")
                if view.run.finished:
                    break
                play_step(qtbot, view)
    finally:
        i18n.install_language("en")
        QApplication.processEvents()
    assert not any(leftovers.values()), leftovers
