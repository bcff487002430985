"""Wording decisions held everywhere (issue 16): the glossary's rejected variants appear in
no UI message, rules page or tutorial; each sentence the views show is one translated
message with only data (names, numbers, cards) in its placeholders; a seat, a setting and
a key have one name on every screen of a language."""

from __future__ import annotations

import html
import re
import shutil
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication

from app import i18n
from app.core.cards import deck54
from app.games import GAME_IDS
from app.games.svoi_kozyri.events import WentOut
from app.i18n import build, catalog
from app.resources import resource_path
from app.tutorial import Tutorial
from app.ui.cards.names import card_text
from app.ui.dialogs import rules_text, shortcuts_text
from app.ui.settings import GAME_OPTIONS, option_label
from tests.ui_helpers import make_window

TRANSLATED = build.TRANSLATION_LANGUAGES
GLOSSARY = resource_path("i18n") / "GLOSSARY.md"


def first_legal(subject, **_options):
    return subject.legal_actions()[0]


@pytest.fixture(scope="module")
def catalog_folder(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("wording_i18n")
    for code in TRANSLATED:
        shutil.copy(build.ts_path(code), folder)
    build.build_qm(directory=folder)
    return folder


@pytest.fixture
def use_language(catalog_folder, monkeypatch):
    """``use_language(code)`` shows the app in ``code``; English again afterwards."""
    monkeypatch.setattr(build, "i18n_dir", lambda: catalog_folder)

    def install(code: str) -> None:
        assert i18n.install_language(code)
        QApplication.processEvents()

    yield install
    i18n.install_language("en")
    QApplication.processEvents()


# -- the glossary's rejected variants ------------------------------------------------------
def rejected_variants() -> dict[str, list[tuple[re.Pattern, str]]]:
    """The table under "## Rejected variants": | language | `pattern` | use instead |."""
    text = GLOSSARY.read_text(encoding="utf-8")
    section = text.split("## Rejected variants", 1)[1].split("\n## ", 1)[0]
    found: dict[str, list[tuple[re.Pattern, str]]] = {}
    for line in section.splitlines():
        row = re.fullmatch(r"\|\s*(sw|fil|cy)\s*\|\s*`(.+?)`\s*\|(.+)\|", line.strip())
        if row:
            # A pipe inside the table is written "\|"; in the pattern it is alternation.
            pattern = re.compile(row.group(2).replace("\\|", "|"))
            found.setdefault(row.group(1), []).append((pattern, row.group(3).strip()))
    return found


def texts_of(code: str) -> list[tuple[str, str]]:
    """(where, text) for every text the player can read in ``code``."""
    texts = []
    _, messages = catalog.read_ts(build.ts_path(code))
    for message in messages:
        for form in message.forms:
            texts.append((f"jadi_{code}.ts [{message.context}] {message.source[:50]!r}", form))
    for path in sorted((resource_path("rules") / code).glob("*.md")):
        texts.append((f"rules/{code}/{path.name}", path.read_text(encoding="utf-8")))
    for game, tutorial in Tutorial.load_all().items():
        where = f"tutorials/{game}.json"
        texts.append((where, tutorial.title(code)))
        for lesson in tutorial.lessons:
            texts.append((f"{where} {lesson.id}", lesson.title(code)))
            for step in lesson.steps:
                texts.append((f"{where} {lesson.id}", step.text(code)))
                if step.wrong:
                    texts.append((f"{where} {lesson.id}", step.wrong_text(code)))
    return texts


def test_the_glossary_lists_rejected_variants_for_every_language():
    variants = rejected_variants()
    assert {code: len(variants.get(code, ())) >= 5 for code in TRANSLATED} == {code: True for code in TRANSLATED}


@pytest.mark.parametrize("code", TRANSLATED)
def test_no_text_uses_a_rejected_variant(code):
    texts = texts_of(code)
    assert len(texts) > 300
    found = []
    for pattern, instead in rejected_variants()[code]:
        for where, text in texts:
            for match in pattern.finditer(text):
                context = text[max(0, match.start() - 30):match.end() + 30].replace("\n", " ")
                found.append(f"{where}: {match.group(0)!r} (use {instead}) in …{context}…")
    assert not found, "\n".join(found)


# -- setting names ------------------------------------------------------------------------
def settings_items(page: str, heading: str) -> list[tuple[str, str]]:
    """The "- **Name**: choices" items of the page's settings section, lines joined."""
    section = page.split(f"\n## {heading}\n", 1)[1].split("\n## ", 1)[0]
    items = re.split(r"\n- ", "\n" + section.strip())[1:]
    result = []
    for item in items:
        item = " ".join(item.split())
        named = re.match(r"\*\*(.+?)\*\*: (.*)", item)
        assert named, f"not a setting: {item!r}"
        result.append((named.group(1), named.group(2).replace("*", "")))
    return result


@pytest.mark.parametrize("code", ("en",) + TRANSLATED)
def test_the_rules_name_each_setting_and_its_choices_as_the_settings_dialog_does(qapp, use_language, code):
    if code != "en":
        use_language(code)
    heading = QCoreApplication.translate("SettingsDialog", "Settings")
    for game in GAME_IDS:
        items = settings_items(rules_text(game, code), heading)
        specs = GAME_OPTIONS[game]
        assert [name for name, _ in items] == [option_label(spec.key) for spec in specs], (code, game)
        for (name, choices), spec in zip(items, specs):
            for choice in spec.choices:
                assert option_label(choice) in choices, (code, game, name, option_label(choice))


# -- one name for a seat, a key -------------------------------------------------------------
def test_a_seat_has_one_name_on_the_card_table_and_the_bao_board(qapp, use_language):
    from app.ui.card_games.view import player_names
    from app.ui.scenes.bao_view import side_name

    for code in TRANSLATED:
        use_language(code)
        west, north, east = player_names(4)[1:]
        assert north == side_name(1) != "North", code
        assert {west, east}.isdisjoint({"West", "East"}), code


def test_menus_and_the_shortcuts_sheet_name_each_key_alike(qtbot, use_language):
    window = make_window(qtbot)
    for code in ("en",) + TRANSLATED:
        use_language(code)
        sheet = shortcuts_text()
        shown = [action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
                 for action in window.findChildren(QAction) if not action.shortcut().isEmpty()]
        assert len(shown) >= 9
        missing = [key for key in shown if f"<b>{html.escape(key)}</b>" not in sheet]
        assert not missing, (code, missing)
        if code == "cy":  # the reported case: Qt's own English name in the Welsh Game menu
            assert window.finish_action.shortcut().toString(QKeySequence.SequenceFormat.NativeText) == "Bylchwr"


# -- sentences are whole messages -----------------------------------------------------------
def is_data(value: str, names: set[str]) -> bool:
    """A placeholder's value that no translator could need to see: a name, a number, cards."""
    cards = {card_text(card) for card in deck54()}
    return all(token in cards or token in names or re.fullmatch(r"[\d…×+\-–]+", token)
               for token in value.split(" ") if token) or value in names


def is_one_message(text: str, code: str, context: str, names: set[str]) -> bool:
    _, messages = catalog.read_ts(build.ts_path(code))
    for message in messages:
        if message.context != context or message.numerus:
            continue
        pattern = re.escape(message.forms[0])
        pattern = re.sub(r"\\\{\d+(?::[^{}]*)?\\\}", "(.+?)", pattern)
        match = re.fullmatch(pattern, text, re.DOTALL)
        if match and all(is_data(value, names) for value in match.groups()):
            return True
    return False


def test_back_alley_bids_and_results_are_whole_messages(qtbot, use_language):
    from app.games.back_alley import BOARD, PASS, parse_action
    from app.games.back_alley.events import DealScored

    window = make_window(qtbot, chooser=first_legal)
    view = window.open_game("back_alley", resume=False)
    qtbot.waitUntil(view.awaiting_human, timeout=10000)
    finished = {"deal": 1, "hand_size": 8, "dealer": 3, "redeals": 0, "trump_card": "9H", "trump": "H",
                "bids": ["bid 3", "board", "bid 2", "board"], "contracts": [5, 0], "multipliers": [0, 2],
                "tricks_by_player": [3, 0, 3, 2], "tricks": [6, 2], "points": [26, -160], "scores": [26, -160]}
    view.observation = replace(view.observation, deal_history=(finished,))
    for code in TRANSLATED:
        use_language(code)
        names = set(view.names) | {view.tr("Your team"), view.tr("Opponents")}
        lines = [view.describe(player, bid) for player in range(4) for bid in (PASS, BOARD, parse_action("bid 3"))]
        # The deal's result as the table shows it (the animation of the DealScored event).
        [step] = view.steps_for([DealScored(1, 8, (6, 2), (26, -160), (26, -160))])
        step.start()
        lines += view.scene.centre_label.detail.split("\n")[1:-1]  # the contracts, not the click hint
        step.done()
        assert len(lines) == 14
        glued = [line for line in lines if not is_one_message(line, code, "BackAlleyGameView", names)]
        assert not glued, (code, glued)


@pytest.mark.parametrize("game", ["kozel", "back_alley", "svoi_kozyri"])
def test_a_hint_is_one_sentence_without_the_players_name(qtbot, use_language, game):
    window = make_window(qtbot, chooser=first_legal)
    view = window.open_game(game, resume=False)
    qtbot.waitUntil(view.awaiting_human, timeout=10000)
    for code in ("en",) + TRANSLATED:
        if code != "en":
            use_language(code)
        view.hint_action = view.table.legal_actions()[0]
        view.refresh()
        hint = view.panel.prompt.text().split("\n")[0]
        # Once "Hint: You: lead 7♣." (a log line glued into the hint sentence).
        assert f"{view.names[0]}:" not in hint, (code, hint)


def test_the_bao_move_log_writes_the_decision_in_the_language(qtbot, use_language, monkeypatch):
    window = make_window(qtbot, chooser=first_legal)
    view = window.open_game("bao", resume=False)
    # A log to write (the moves need not be legal here; the game itself is untouched).
    monkeypatch.setattr(type(view), "history", property(lambda _view: ["A2>", "stop", "A3<", "safari"]))
    monkeypatch.setattr(type(view), "actors", property(lambda _view: [0, 0, 1, 1]))
    for code in TRANSLATED:
        use_language(code)
        log = " ".join(view._log_lines())
        assert "stop" not in log and "A2>" in log and "safari" in log, (code, log)


def test_the_players_own_seat_has_sentences_of_its_own(qtbot):
    """A name in a sentence cannot agree with "You" ("You pulls!", "Won by You.")."""
    window = make_window(qtbot, chooser=first_legal)
    for game in ("kozel", "back_alley"):
        view = window.open_game(game, resume=False)
        assert (view.trick_winner_text(0), view.trick_winner_text(2)) == ("You won this trick.", "Won by North.")
    view = window.open_game("svoi_kozyri", resume=False)
    shown = []
    for player in (0, 1):
        # The table's words as the player goes out (the animation of the WentOut event).
        view.steps_for([WentOut(player, 0)])[0].start()
        shown.append(view.scene.centre_label.title)
    assert shown == ["You are out!", "North is out!"]
