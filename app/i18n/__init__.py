"""Languages the app offers, and loading their translations.

English is the source language; the others arrive with the languages issue (their
``resources/i18n/jadi_<code>.qm`` files). Tagalog files are named ``*_fil`` because
``QLocale("tl")`` resolves to ``fil_PH`` (qt-notes).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QTranslator

from app.resources import resource_path

# code -> the language's own name (shown in the settings as is, never translated)
LANGUAGES = {"en": "English"}
DEFAULT_LANGUAGE = "en"

_installed: list[QTranslator] = []


def install_language(code: str) -> bool:
    """Install the translator for ``code``; English needs none. False if not found."""
    app = QCoreApplication.instance()
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    if code == DEFAULT_LANGUAGE or code not in LANGUAGES:
        return code == DEFAULT_LANGUAGE
    translator = QTranslator(app)
    if not translator.load(str(resource_path("i18n", f"jadi_{code}.qm"))):
        return False
    app.installTranslator(translator)
    _installed.append(translator)
    return True
