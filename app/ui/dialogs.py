"""Settings, statistics, rules and about dialogs."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (QComboBox, QDialog, QDialogButtonBox, QFormLayout, QGroupBox,
                               QHeaderView, QLabel, QTableWidget, QTableWidgetItem, QTabWidget,
                               QTextBrowser, QVBoxLayout, QWidget)

from app.games import GAME_IDS
from app.i18n import LANGUAGES
from app.resources import resource_path
from app.ui.animation import ANIMATION_SPEEDS
from app.ui.games import game_title
from app.ui.settings import (AI_LEVELS, GAME_OPTIONS, AppSettings, level_label, option_label,
                             speed_label)
from app.ui.statistics import Statistics


def _combo(values, labels, current) -> QComboBox:
    combo = QComboBox()
    for value, label in zip(values, labels):
        combo.addItem(label, value)
    combo.setCurrentIndex(max(0, list(values).index(current) if current in values else 0))
    return combo


class SettingsDialog(QDialog):
    """Edits the settings; every change is saved at once (no Apply step to forget)."""

    def __init__(self, settings: AppSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Settings"))
        self.settings = settings
        layout = QVBoxLayout(self)
        general = QGroupBox(self.tr("General"))
        form = QFormLayout(general)
        self.language = _combo(tuple(LANGUAGES), tuple(LANGUAGES.values()), settings.language())
        self.language.currentIndexChanged.connect(lambda: settings.set_language(self.language.currentData()))
        form.addRow(self.tr("Language"), self.language)
        self.speed = _combo(ANIMATION_SPEEDS, [speed_label(s) for s in ANIMATION_SPEEDS], settings.animation_speed())
        self.speed.currentIndexChanged.connect(lambda: settings.set_animation_speed(self.speed.currentData()))
        form.addRow(self.tr("Animation speed"), self.speed)
        self.level = _combo(AI_LEVELS, [level_label(v) for v in AI_LEVELS], settings.ai_level())
        self.level.currentIndexChanged.connect(lambda: settings.set_ai_level(self.level.currentData()))
        form.addRow(self.tr("Computer strength"), self.level)
        layout.addWidget(general)
        self.option_combos: dict[tuple[str, str], QComboBox] = {}
        for game, specs in GAME_OPTIONS.items():
            box = QGroupBox(game_title(game))
            game_form = QFormLayout(box)
            for spec in specs:
                combo = _combo(spec.choices, [option_label(c) for c in spec.choices],
                               settings.game_option(game, spec.key))
                combo.currentIndexChanged.connect(
                    lambda _i, g=game, k=spec.key, c=combo: settings.set_game_option(g, k, c.currentData()))
                game_form.addRow(option_label(spec.key), combo)
                self.option_combos[(game, spec.key)] = combo
            layout.addWidget(box)
        note = QLabel(self.tr("Game options apply from the next new game."))
        note.setWordWrap(True)
        layout.addWidget(note)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)


class StatisticsDialog(QDialog):
    def __init__(self, statistics: Statistics, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Statistics"))
        self.resize(620, 380)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("Games against the computer, by game and strength.")))
        headers = [self.tr("Game"), self.tr("Strength"), self.tr("Played"), self.tr("Won"), self.tr("Lost"),
                   self.tr("Won %")]
        rows = []
        table = statistics.table()
        for game in GAME_IDS:
            for level in AI_LEVELS:
                counts = table.get(game, {}).get(level)
                if counts and counts["played"]:
                    rate = f"{100 * counts['won'] / counts['played']:.0f}"
                    rows.append((game_title(game), level_label(level), str(counts["played"]),
                                 str(counts["won"]), str(counts["lost"]), rate))
        self.table = QTableWidget(len(rows), len(headers))
        self.table.setHorizontalHeaderLabels(headers)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        self.table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        for r, row in enumerate(rows):
            for column, value in enumerate(row):
                item = QTableWidgetItem(value)
                item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
                self.table.setItem(r, column, item)
        layout.addWidget(self.table)
        if not rows:
            layout.addWidget(QLabel(self.tr("No finished games yet.")))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)


def rules_text(game: str, language: str) -> str | None:
    for code in (language, "en"):
        path = resource_path("rules", code, f"{game}.md")
        if path.exists():
            return path.read_text(encoding="utf-8")
    return None


class RulesDialog(QDialog):
    """The rules of every game, one tab each (Markdown files in resources/rules)."""

    def __init__(self, language: str, current: str | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rules"))
        self.resize(760, 640)
        layout = QVBoxLayout(self)
        self.tabs = QTabWidget()
        for game in GAME_IDS:
            browser = QTextBrowser()
            browser.setOpenExternalLinks(True)
            text = rules_text(game, language)
            if text is None:
                browser.setPlainText(self.tr("The rules of this game are coming soon."))
            else:
                browser.setMarkdown(text)
            self.tabs.addTab(browser, game_title(game))
            if game == current:
                self.tabs.setCurrentWidget(browser)
        layout.addWidget(self.tabs)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)


def about_text() -> str:
    return QCoreApplication.translate(
        "About",
        "<h2>Jadi</h2><p>Traditional games played offline: Bao la Kiswahili, Kozel, "
        "Svoi Kozyri and Back Alley.</p>"
        "<p>Licence: GNU General Public License, version 3 or later.</p>"
        "<h3>Bundled art</h3><ul>"
        "<li>The Bao board, its seeds, the home-screen pictures and the icons are drawn by "
        "Jadi's own code (GPL-3.0-or-later, like the program).</li>"
        "<li>Playing cards: the “nicu-white” SVG deck by Nicu Buculei, from the KDE "
        "card-data package; public domain (Debian's package lists it under GPL-2+; Jadi ships "
        "it unmodified, see resources/cards/LICENSE.md).</li></ul>"
        "<p>Built with Qt and PySide6 (LGPL-3.0).</p>")


def shortcuts_text() -> str:
    return QCoreApplication.translate(
        "Shortcuts",
        "<h3>Keyboard</h3><table cellspacing='6'>"
        "<tr><td><b>Arrow keys</b></td><td>move between the holes you may play</td></tr>"
        "<tr><td><b>Enter</b></td><td>choose the hole</td></tr>"
        "<tr><td><b>Left / Right</b> or <b>&lt; / &gt;</b></td><td>sow anticlockwise / clockwise "
        "(after choosing a hole)</td></tr>"
        "<tr><td><b>S</b> / <b>P</b></td><td>stop, or play the house (safari)</td></tr>"
        "<tr><td colspan='2'><i>Card games</i></td></tr>"
        "<tr><td><b>Left / Right</b></td><td>move between the cards of your hand</td></tr>"
        "<tr><td><b>Up / Down</b></td><td>select / unselect the card (or click it)</td></tr>"
        "<tr><td><b>Enter</b></td><td>play the selected cards (Kozel: lead, or beat if it can)</td></tr>"
        "<tr><td><b>B</b> / <b>D</b> / <b>P</b></td><td>Kozel: beat, discard face down, pull</td></tr>"
        "<tr><td><b>T</b>, <b>1</b>–<b>4</b></td><td>Svoi Kozyri: pick up; choose the trump suit ♣ ♦ ♥ ♠</td></tr>"
        "<tr><td><b>P</b> / <b>B</b> / <b>1</b>–<b>9</b></td><td>Back Alley: pass, board, bid a number</td></tr>"
        "<tr><td><b>Space</b> or <b>Esc</b></td><td>finish the current animation; Esc also cancels a choice</td></tr>"
        "<tr><td><b>Ctrl+Z</b></td><td>undo your last move</td></tr>"
        "<tr><td><b>H</b></td><td>hint: the computer's suggestion</td></tr>"
        "<tr><td><b>Ctrl+N</b></td><td>new game</td></tr>"
        "<tr><td><b>Alt+Home</b></td><td>back to the home screen</td></tr>"
        "<tr><td><b>F1</b></td><td>rules</td></tr>"
        "<tr><td><b>Ctrl+,</b></td><td>settings</td></tr>"
        "<tr><td><b>F11</b></td><td>full screen</td></tr>"
        "<tr><td><b>Ctrl+Q</b></td><td>quit</td></tr></table>")
