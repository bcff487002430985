"""Languages the app offers, the first-start choice from the system locale, and switching
the translation at run time.

English is the source language (no catalog). The others are ``resources/i18n/jadi_<code>
.qm``, built from the .ts files by ``app.i18n.build`` (at start-up too, when a .qm is
missing or older than its .ts). Tagalog files are named ``*_fil`` because ``QLocale("tl")``
resolves to ``fil_PH`` (qt-notes).

Installing a translator makes Qt post ``QEvent.LanguageChange`` to every top-level widget;
each view re-sets its texts in ``changeEvent`` (see ``app/ui``), so a switch applies at
once, in the middle of a game too.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QTranslator

if TYPE_CHECKING:  # QLocale's type costs ~13 ms of start-up: only the first start needs it
    from PySide6.QtCore import QLocale

# code -> the language's own name (shown in the settings as is, never translated).
LANGUAGES = {"en": "English", "sw": "Kiswahili", "fil": "Filipino", "cy": "Cymraeg"}
DEFAULT_LANGUAGE = "en"

# Locale language prefixes that mean one of our languages. Tagalog ("tl") is the same
# language as Filipino for this app; Qt itself maps "tl" to fil_PH.
_LOCALE_PREFIXES = {"en": "en", "sw": "sw", "fil": "fil", "tl": "fil", "cy": "cy"}

_installed: list[QTranslator] = []
_current = DEFAULT_LANGUAGE


def language_of_locale_name(name: str) -> str | None:
    """``"sw_KE"``, ``"fil-PH"``, ``"tl"``, ``"cy_GB.UTF-8"`` -> our code; None for others."""
    prefix = name.replace("-", "_").split("_")[0].split(".")[0].lower()
    return _LOCALE_PREFIXES.get(prefix)


def detect_language(locale: QLocale | None = None) -> str:
    """The language for a first start: the first of the user's interface languages that
    we offer (``QLocale()`` is the system locale unless ``QLocale.setDefault`` changed it),
    English when none is one of the four."""
    if locale is None:
        from PySide6.QtCore import QLocale

        locale = QLocale()
    candidates = [locale.name(), *locale.uiLanguages()]
    for name in candidates:
        code = language_of_locale_name(name)
        if code is not None:
            return code
    return DEFAULT_LANGUAGE


def current_language() -> str:
    """The language whose texts the app shows now."""
    return _current


def _ensure_catalog(code: str) -> None:
    """Build ``jadi_<code>.qm`` from its .ts when it is missing or older (a source
    checkout; in a bundle the .qm files are prebuilt and the .ts absent). Only this one
    language: lrelease costs about 0.18 s a file, and start-up must stay fast."""
    from app.i18n import build

    try:
        if code in build.stale_languages() and build.qt_tool("lrelease") is not None:
            build.build_qm(languages=(code,))
    except (OSError, RuntimeError) as error:
        print(f"jadi: the {code} translation was not rebuilt: {error}", file=sys.stderr)


def install_language(code: str) -> bool:
    """Show the app in ``code`` from now on (English needs no catalog).

    Returns False, leaving English in place, when the code is unknown or its catalog
    cannot be loaded.
    """
    global _current
    app = QCoreApplication.instance()
    if code not in LANGUAGES:
        return False
    translator = None
    if code != DEFAULT_LANGUAGE:
        from app.i18n.build import qm_path

        _ensure_catalog(code)
        translator = QTranslator(app)
        if not translator.load(str(qm_path(code))):
            translator.deleteLater()
            return False
    for old in _installed:
        app.removeTranslator(old)
        old.deleteLater()
    _installed.clear()
    _current = code
    # Removing and installing each send LanguageChange (English: the removal alone).
    if translator is not None:
        app.installTranslator(translator)
        _installed.append(translator)
    return True
