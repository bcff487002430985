"""The translation catalogues are complete, current and compile.

lupdate is run over the current sources into a temporary folder and compared with the
committed resources/i18n/jadi_<code>.ts: a source string missing from a .ts, a message
left in a .ts after its source vanished, an unfinished or empty translation, a plural
message without all its forms, or a translation that drops a placeholder, an HTML tag or
the menu accelerator fails. The .qm files are built with lrelease in the test run and
every message is read back through QTranslator.
"""

from __future__ import annotations

import os
import re
import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from app.i18n import build, catalog

LANGUAGES = build.TRANSLATION_LANGUAGES
# Plural forms Qt's rules give each target language (qt-notes.md: Welsh has five).
EXPECTED_PLURAL_FORMS = {"sw": 2, "fil": 2, "cy": 5}


@pytest.fixture(scope="module")
def fresh_catalogs(tmp_path_factory) -> dict[str, dict[tuple[str, str, str], catalog.Message]]:
    """What lupdate extracts from the sources right now, per language (all unfinished)."""
    folder = tmp_path_factory.mktemp("fresh_ts")
    build.update(directory=folder)
    result = {}
    for code in LANGUAGES:
        language, messages = catalog.read_ts(build.ts_path(code, folder))
        assert language == code
        result[code] = {message.key: message for message in messages}
    return result


@pytest.fixture(scope="module")
def committed_catalogs() -> dict[str, dict[tuple[str, str, str], catalog.Message]]:
    result = {}
    for code in LANGUAGES:
        path = build.ts_path(code)
        assert path.is_file(), f"{path} is missing: run python -m app.i18n.build update"
        language, messages = catalog.read_ts(path)
        assert language == code, f"{path.name} declares language {language!r}"
        keys = [message.key for message in messages]
        assert len(keys) == len(set(keys)), f"{path.name} holds a message twice"
        result[code] = {message.key: message for message in messages}
    return result


def _describe(keys) -> str:
    return "\n".join(f"  [{context}] {source!r}" for context, source, _ in sorted(keys))


def test_the_sources_have_translatable_strings(fresh_catalogs):
    # Guards the comparison below against an extraction that silently finds nothing.
    assert len(fresh_catalogs["cy"]) > 100


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_source_string_is_in_the_catalogue(code, fresh_catalogs, committed_catalogs):
    missing = fresh_catalogs[code].keys() - committed_catalogs[code].keys()
    assert not missing, (f"jadi_{code}.ts lacks {len(missing)} source string(s); run "
                         f"python -m app.i18n.build update and translate them:\n{_describe(missing)}")


@pytest.mark.parametrize("code", LANGUAGES)
def test_no_obsolete_messages(code, fresh_catalogs, committed_catalogs):
    vanished = committed_catalogs[code].keys() - fresh_catalogs[code].keys()
    marked = [m.key for m in committed_catalogs[code].values() if m.translation_type in ("vanished", "obsolete")]
    assert not vanished and not marked, (f"jadi_{code}.ts keeps messages no source uses; run "
                                         f"python -m app.i18n.build update:\n{_describe(set(vanished) | set(marked))}")


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_message_is_translated(code, committed_catalogs):
    unfinished = [m.key for m in committed_catalogs[code].values() if not m.finished]
    assert not unfinished, f"jadi_{code}.ts has {len(unfinished)} unfinished message(s):\n{_describe(unfinished)}"


@pytest.mark.parametrize("code", LANGUAGES)
def test_plural_messages_have_every_form(code, fresh_catalogs, committed_catalogs):
    for key, fresh in fresh_catalogs[code].items():
        committed = committed_catalogs[code].get(key)
        if committed is None:
            continue  # reported by test_every_source_string_is_in_the_catalogue
        assert committed.numerus == fresh.numerus, f"{key}: plural flag differs from the source"
        if fresh.numerus:
            assert len(committed.forms) == EXPECTED_PLURAL_FORMS[code], (
                f"jadi_{code}.ts {key}: {len(committed.forms)} plural forms, "
                f"{EXPECTED_PLURAL_FORMS[code]} expected")


@pytest.mark.parametrize("code", LANGUAGES)
def test_translations_keep_placeholders_tags_and_accelerators(code, committed_catalogs):
    found = [problem for message in committed_catalogs[code].values() if message.finished
             for problem in catalog.problems(message)]
    assert not found, f"jadi_{code}.ts:\n" + "\n".join(found)


def test_lupdate_gives_each_language_its_plural_forms(tmp_path):
    source = tmp_path / "plural_probe.py"
    source.write_text('from PySide6.QtCore import QCoreApplication\n'
                      'QCoreApplication.translate("Probe", "%n card(s)", "", 3)\n', encoding="utf-8")
    build.update(directory=tmp_path, sources=[source])
    for code in LANGUAGES:
        _, messages = catalog.read_ts(build.ts_path(code, tmp_path))
        assert [(m.source, m.numerus, len(m.forms)) for m in messages] == [
            ("%n card(s)", True, EXPECTED_PLURAL_FORMS[code])]


@pytest.fixture(scope="module")
def built_qm(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("qm")
    built = build.build_qm(languages=LANGUAGES, output_directory=folder)
    assert [path.name for path in built] == [f"jadi_{code}.qm" for code in LANGUAGES]
    return folder


@pytest.mark.parametrize("code", LANGUAGES)
def test_qm_files_give_back_every_translation(code, built_qm, committed_catalogs, qapp):
    translator = QTranslator()
    assert translator.load(str(build.qm_path(code, built_qm))), f"jadi_{code}.qm does not load"
    assert translator.language() == code
    wrong = []
    for message in committed_catalogs[code].values():
        if not message.finished:
            continue
        disambiguation = message.comment or None
        if message.numerus:
            for count in (0, 1, 2, 3, 6, 11, 100):
                got = translator.translate(message.context, message.source, disambiguation, count)
                if got not in message.forms:
                    wrong.append((message.key, count, got))
        else:
            got = translator.translate(message.context, message.source, disambiguation)
            if got != message.forms[0]:
                wrong.append((message.key, got))
    assert not wrong, f"jadi_{code}.qm: {wrong[:5]}"


def test_an_installed_translator_translates_the_app_strings(built_qm, qapp):
    # "Rules" is the home screen button: a known translation per language.
    expected = {"sw": "Sheria", "fil": "Mga patakaran", "cy": "Rheolau"}
    for code in LANGUAGES:
        translator = QTranslator()
        assert translator.load(str(build.qm_path(code, built_qm)))
        QCoreApplication.installTranslator(translator)
        try:
            assert QCoreApplication.translate("HomeScreen", "Rules") == expected[code]
        finally:
            QCoreApplication.removeTranslator(translator)
    assert QCoreApplication.translate("HomeScreen", "Rules") == "Rules"


def test_ensure_qm_rebuilds_only_stale_files(tmp_path):
    for code in LANGUAGES:
        shutil.copy(build.ts_path(code), tmp_path)
    assert build.stale_languages(tmp_path) == LANGUAGES
    assert [p.name for p in build.ensure_qm(tmp_path)] == [f"jadi_{code}.qm" for code in LANGUAGES]
    assert build.stale_languages(tmp_path) == ()
    assert build.ensure_qm(tmp_path) == []
    ts = build.ts_path("cy", tmp_path)
    later = build.qm_path("cy", tmp_path).stat().st_mtime + 10
    os.utime(ts, (later, later))
    assert build.stale_languages(tmp_path) == ("cy",)


_NON_LITERAL_TR = re.compile(r"""\.tr\(\s*(?![\s"'])""")
_NON_LITERAL_TRANSLATE = re.compile(
    r"""QCoreApplication\.translate\(\s*(?:(?![\s"'])|["'][^"']*["']\s*,\s*(?![\s"']))""")


def test_translated_calls_use_literal_strings():
    # lupdate only sees literal strings: self.tr(variable) would never reach a .ts file.
    offenders = []
    for path in build.source_files():
        text = path.read_text(encoding="utf-8")
        for pattern in (_NON_LITERAL_TR, _NON_LITERAL_TRANSLATE):
            for match in pattern.finditer(text):
                offenders.append(f"{path.name}:{text.count(chr(10), 0, match.start()) + 1}")
    assert not offenders, "non-literal tr()/translate() calls: " + ", ".join(offenders)


def test_texts_kept_as_data_exist_in_every_language():
    """What lupdate cannot see: the tutorials (their loader refuses a step, a wrong-move
    explanation or a title without a non-empty text in each language) and the in-app
    rules pages, for every game in every language the app offers."""
    from app.games import GAME_IDS
    from app.i18n import LANGUAGES as APP_LANGUAGES
    from app.resources import resource_path
    from app.tutorial import LANGUAGES as TUTORIAL_LANGUAGES
    from app.tutorial import Tutorial

    assert set(TUTORIAL_LANGUAGES) == set(APP_LANGUAGES)
    assert set(Tutorial.load_all()) == set(GAME_IDS)
    for code in APP_LANGUAGES:
        for game in GAME_IDS:
            page = resource_path("rules", code, f"{game}.md")
            assert page.is_file() and len(page.read_text(encoding="utf-8").strip()) > 500, page
