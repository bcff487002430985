"""Settings, statistics, rules and about dialogs."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QSlider,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from app.games import GAME_IDS
from app.i18n import LANGUAGES, current_language
from app.resources import resource_path
from app.ui.animation import ANIMATION_SPEEDS
from app.ui.games import RIGHT, SCREENS, game_title
from app.ui.keys import sheet_keys
from app.ui.settings import (
    AI_LEVELS,
    GAME_OPTIONS,
    TABLE_OPTIONS,
    AppSettings,
    level_label,
    option_label,
    speed_label,
    table_option_label,
)
from app.ui.standard_buttons import ButtonBox
from app.ui.statistics_dialog import StatisticsDialog  # noqa: F401 - the dialogs in one place


def _combo(values, labels, current) -> QComboBox:
    combo = QComboBox()
    # Follow the item texts' width when a language change renames them (Qt's default
    # measures only before the first show, and the new names would be clipped).
    combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
    for value, label in zip(values, labels):
        combo.addItem(label, value)
    combo.setCurrentIndex(max(0, list(values).index(current) if current in values else 0))
    return combo


def page_scroller(page: QWidget, name: str) -> QScrollArea:
    """``page`` in a frameless vertical scroll area that shows the dialog's own
    background (a scroll area's viewport would paint a light one)."""
    area = QScrollArea()
    area.setWidget(page)
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    area.viewport().setAutoFillBackground(False)
    page.setAutoFillBackground(False)
    page.setObjectName(name)
    area.setStyleSheet(f"QScrollArea, QWidget#{name} {{ background: transparent; }}")
    return area


# Room kept on the screen for the dialog's tabs, note, buttons and frame.
SETTINGS_SCREEN_MARGIN = 190


class SettingsDialog(QDialog):
    """Edits the settings; every change is saved at once (no Apply step to forget).

    Three pages: General (language, animation speed, sound), Card table (card size, hand
    order, auto-play, fast-forward, the deal's result) and Games (each game's computer
    strength and options). A new language applies while the dialog is open, so the
    dialog retranslates itself on ``LanguageChange`` like every other window."""

    def __init__(self, settings: AppSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        layout = QVBoxLayout(self)
        self.pages = QTabWidget()
        layout.addWidget(self.pages)
        # -- General ---------------------------------------------------------------------------
        general_page = QWidget()
        general_layout = QVBoxLayout(general_page)
        self.general = QGroupBox()
        form = QFormLayout(self.general)
        # The language in use (``--lang`` may differ from the saved choice).
        self.language = _combo(tuple(LANGUAGES), tuple(LANGUAGES.values()), current_language())
        self.language.currentIndexChanged.connect(lambda: settings.set_language(self.language.currentData()))
        self.language_label = QLabel()
        form.addRow(self.language_label, self.language)
        self.speed = _combo(ANIMATION_SPEEDS, [speed_label(s) for s in ANIMATION_SPEEDS], settings.animation_speed())
        self.speed.currentIndexChanged.connect(lambda: settings.set_animation_speed(self.speed.currentData()))
        self.speed_label = QLabel()
        form.addRow(self.speed_label, self.speed)
        general_layout.addWidget(self.general)
        self.sound_box = QGroupBox()
        sound_form = QFormLayout(self.sound_box)
        self.sound_on = QCheckBox()
        self.sound_on.setChecked(settings.sound_on())
        self.sound_on.toggled.connect(settings.set_sound_on)
        sound_form.addRow(self.sound_on)
        self.volume = QSlider(Qt.Orientation.Horizontal)
        self.volume.setRange(0, 100)
        self.volume.setPageStep(10)
        self.volume.setValue(settings.sound_volume())
        self.volume.valueChanged.connect(settings.set_sound_volume)
        self.volume_label = QLabel()
        sound_form.addRow(self.volume_label, self.volume)
        general_layout.addWidget(self.sound_box)
        general_layout.addStretch(1)
        self.pages.addTab(general_page, "")
        # -- Card table ------------------------------------------------------------------------
        table_page = QWidget()
        table_layout = QVBoxLayout(table_page)
        self.table_box = QGroupBox()
        table_form = QFormLayout(self.table_box)
        table_form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapAllRows)
        self.table_combos: dict[str, QComboBox] = {}
        self.table_labels: dict[str, QLabel] = {}
        for spec in TABLE_OPTIONS:
            combo = _combo(spec.choices, [table_option_label(c) for c in spec.choices], settings.table_option(spec.key))
            combo.currentIndexChanged.connect(
                lambda _i, k=spec.key, c=combo: settings.set_table_option(k, c.currentData()))
            label = QLabel()
            table_form.addRow(label, combo)
            self.table_combos[spec.key] = combo
            self.table_labels[spec.key] = label
        table_layout.addWidget(self.table_box)
        table_layout.addStretch(1)
        self.pages.addTab(table_page, "")
        # -- Games -------------------------------------------------------------------------------
        games_page = QWidget()
        columns = QHBoxLayout(games_page)
        left, right = QVBoxLayout(), QVBoxLayout()
        columns.addLayout(left)
        columns.addLayout(right)
        self._nested_layouts = (left, right, columns, general_layout, table_layout)
        self.option_combos: dict[tuple[str, str], QComboBox] = {}
        self.option_labels: dict[tuple[str, str], QLabel] = {}
        self.level_combos: dict[str, QComboBox] = {}
        self.level_labels: dict[str, QLabel] = {}
        self.game_boxes: dict[str, QGroupBox] = {}
        for game in GAME_IDS:
            box = self.game_boxes[game] = QGroupBox()
            game_form = QFormLayout(box)
            # Each option's name above its box: the names are long (longer still in
            # Swahili and Welsh) and wrapped labels beside the boxes get clipped.
            game_form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapAllRows)
            level = _combo(AI_LEVELS, [level_label(v) for v in AI_LEVELS], settings.game_ai_level(game))
            level.currentIndexChanged.connect(
                lambda _i, g=game, c=level: settings.set_game_ai_level(g, c.currentData()))
            level_name = QLabel()
            game_form.addRow(level_name, level)
            self.level_combos[game], self.level_labels[game] = level, level_name
            for spec in GAME_OPTIONS.get(game, ()):
                combo = _combo(spec.choices, [option_label(c) for c in spec.choices],
                               settings.game_option(game, spec.key))
                combo.currentIndexChanged.connect(
                    lambda _i, g=game, k=spec.key, c=combo: settings.set_game_option(g, k, c.currentData()))
                label = QLabel()
                game_form.addRow(label, combo)
                self.option_combos[(game, spec.key)] = combo
                self.option_labels[(game, spec.key)] = label
            (right if SCREENS[game].settings_column == RIGHT else left).addWidget(box)
        left.addStretch(1)
        right.addStretch(1)
        # The Games page scrolls when the screen is too low for it (1920x1080 at 150 %
        # is 720 pixels high); otherwise it shows everything at once.
        self.games_scroll = page_scroller(games_page, "SettingsGamesPage")
        self.pages.addTab(self.games_scroll, "")
        self.note = QLabel()
        self.note.setWordWrap(True)
        layout.addWidget(self.note)
        self.buttons = ButtonBox("close")
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.retranslate()

    def _fit_games_page(self) -> None:
        """As tall as the games' boxes need, but no taller than the screen allows."""
        page = self.games_scroll.widget()
        wanted = page.sizeHint()
        screen = (self.parentWidget() or self).screen()
        room = screen.availableGeometry().height() - SETTINGS_SCREEN_MARGIN if screen is not None else wanted.height()
        self.games_scroll.setMinimumHeight(max(200, min(wanted.height(), room)))
        bar = self.games_scroll.verticalScrollBar().sizeHint().width()
        self.games_scroll.setMinimumWidth(wanted.width() + bar)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Settings"))
        self.pages.setTabText(0, self.tr("General"))
        self.pages.setTabText(1, self.tr("Card table"))
        self.pages.setTabText(2, self.tr("Games"))
        self.general.setTitle(self.tr("General"))
        self.language_label.setText(self.tr("Language"))
        self.speed_label.setText(self.tr("Animation speed"))
        self.sound_box.setTitle(self.tr("Sound"))
        self.sound_on.setText(self.tr("Play sounds"))
        self.volume_label.setText(self.tr("Volume"))
        self.table_box.setTitle(self.tr("Card games"))
        for index, speed in enumerate(ANIMATION_SPEEDS):
            self.speed.setItemText(index, speed_label(speed))
        for key, combo in self.table_combos.items():
            self.table_labels[key].setText(table_option_label(key))
            for index in range(combo.count()):
                combo.setItemText(index, table_option_label(combo.itemData(index)))
        for game, box in self.game_boxes.items():
            box.setTitle(game_title(game))
            self.level_labels[game].setText(self.tr("Computer strength"))
            combo = self.level_combos[game]
            for index in range(combo.count()):
                combo.setItemText(index, level_label(combo.itemData(index)))
        for (game, key), combo in self.option_combos.items():
            self.option_labels[(game, key)].setText(option_label(key))
            for index in range(combo.count()):
                combo.setItemText(index, option_label(combo.itemData(index)))
        self.note.setText(self.tr("Game options apply from the next new game."))
        self._fit_games_page()
        if self.isVisible():  # a switch while open: fit the new texts (wider or narrower)
            # The layouts cache the boxes' sizes until a posted LayoutRequest: drop them now.
            for box in (self.general, self.sound_box, self.table_box, *self.game_boxes.values()):
                box.updateGeometry()
            for layout in (*self._nested_layouts, self.layout()):
                layout.invalidate()
            self.resize(self.sizeHint())
            self._recentre()

    def _recentre(self) -> None:
        """Centred over the main window again after a resize (the new language's texts
        are wider or narrower, and a resize keeps the top-left corner)."""
        parent = self.parentWidget()
        centre = parent.window().frameGeometry().center() if parent is not None else self.frameGeometry().center()
        geometry = self.frameGeometry()
        geometry.moveCenter(centre)
        self.move(geometry.topLeft())

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def rules_text(game: str, language: str) -> str | None:
    for code in (language, "en"):
        path = resource_path("rules", code, f"{game}.md")
        if path.exists():
            return path.read_text(encoding="utf-8")
    return None


# The rules dialog's size where the screen has room for it (the text scrolls).
RULES_SIZE = QSize(760, 640)
# Room kept around a dialog on its screen for the window frame.
SCREEN_FRAME_ROOM = 60


def resize_within_screen(dialog: QDialog, size: QSize) -> None:
    """``size``, or less where the screen (1024x640, or 1080 lines at 150 %) is too small."""
    parent = dialog.parentWidget()
    screen = (parent or dialog).screen()
    if screen is not None:
        room = screen.availableGeometry().size() - QSize(SCREEN_FRAME_ROOM, SCREEN_FRAME_ROOM)
        size = size.boundedTo(room)
    dialog.resize(size)


class RulesDialog(QDialog):
    """The rules of every game, one tab each (Markdown files in resources/rules)."""

    def __init__(self, language: str, current: str | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rules"))
        resize_within_screen(self, RULES_SIZE)
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
        buttons = ButtonBox("close")
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


def shortcut_sections() -> list[str]:
    """The keyboard sheet, one section per heading: Bao, Bao's study, the card games,
    every game. The menu commands' keys are filled in by ``app.ui.keys``, so the sheet
    names each key exactly as the menus do, in every language."""
    keys = sheet_keys()
    return [
        QCoreApplication.translate(
            "Shortcuts",
            "<h3>Bao la Kiswahili</h3><table cellspacing='6'>"
            "<tr><td><b>Arrow keys</b></td><td>move between the holes you may play</td></tr>"
            "<tr><td><b>Enter</b></td><td>choose the hole</td></tr>"
            "<tr><td><b>Left / Right</b> or <b>&lt; / &gt;</b></td><td>sow anticlockwise / clockwise "
            "(after choosing a hole)</td></tr>"
            "<tr><td><b>S</b> / <b>P</b></td><td>stop, or play the house (safari)</td></tr></table>"),
        QCoreApplication.translate(
            "Shortcuts",
            "<h3>Bao: the move list and the Study menu</h3><table cellspacing='6'>"
            "<tr><td>{step_back} / {step_forward}</td><td>a move back / forward in the move list (<b>Left / Right</b> "
            "too when you have no move to choose)</td></tr>"
            "<tr><td><b>Home</b> / <b>End</b></td><td>the first position / back to the game ({esc} too)</td></tr>"
            "<tr><td>{redo}</td><td>redo the move you took back</td></tr>"
            "<tr><td>{replay}</td><td>replay the game</td></tr>"
            "<tr><td>{position_editor}</td><td>position editor</td></tr>"
            "<tr><td>{analysis}</td><td>analysis on or off</td></tr>"
            "<tr><td>{save_record} / {open_record}</td><td>save / open a game record</td></tr>"
            "<tr><td>{copy_record} / {paste_record}</td><td>copy / paste a game record</td></tr></table>"
        ).format(**keys),
        QCoreApplication.translate(
            "Shortcuts",
            "<h3>Card games</h3><table cellspacing='6'>"
            "<tr><td><b>Left / Right</b></td><td>move between the cards of your hand</td></tr>"
            "<tr><td><b>Up / Down</b></td><td>select / unselect the card (or click it)</td></tr>"
            "<tr><td><b>Enter</b></td><td>play the selected cards (Kozel: lead, or beat if it can)</td></tr>"
            "<tr><td><b>B</b> / <b>D</b> / <b>P</b></td><td>Kozel: beat, discard face down, pull</td></tr>"
            "<tr><td><b>T</b>, <b>1</b>–<b>4</b></td><td>Svoi Kozyri: pick up; choose the trump suit ♣ ♦ ♥ ♠</td></tr>"
            "<tr><td><b>P</b> / <b>B</b> / <b>1</b>–<b>9</b></td><td>Back Alley: pass, Board, bid a number</td></tr>"
            "<tr><td>{claim}</td><td>Kozel, Back Alley: claim the remaining tricks</td></tr>"
            "</table>").format(**keys),
        QCoreApplication.translate(
            "Shortcuts",
            "<h3>Every game</h3><table cellspacing='6'>"
            "<tr><td>{finish_animation} or {esc}</td><td>finish the current animation; "
            "{esc} also cancels a choice</td></tr>"
            "<tr><td>{undo}</td><td>undo your last move</td></tr>"
            "<tr><td>{hint}</td><td>hint: the computer's suggestion</td></tr>"
            "<tr><td>{new_game}</td><td>new game</td></tr>"
            "<tr><td>{home}</td><td>back to the home screen</td></tr>"
            "<tr><td>{rules}</td><td>rules</td></tr>"
            "<tr><td>{statistics}</td><td>statistics</td></tr>"
            "<tr><td>{settings}</td><td>settings</td></tr>"
            "<tr><td>{sound}</td><td>sound on or off</td></tr>"
            "<tr><td>{full_screen}</td><td>full screen</td></tr>"
            "<tr><td>{quit}</td><td>quit</td></tr></table>").format(**keys),
    ]


def shortcuts_text() -> str:
    """The whole keyboard sheet as one text."""
    return "".join(shortcut_sections())


# The shortcuts sheet's columns: Bao and the card games on the left, Bao's study and every
# game's commands on the right (one column was 908 pixels high in Swahili).
SHORTCUT_COLUMNS = ((0, 2), (1, 3))
SHORTCUT_COLUMN_WIDTH = 440
# Room kept on the screen for the dialog's button row and frame.
DIALOG_SCREEN_MARGIN = 90


class ShortcutsDialog(QDialog):
    """The keyboard sheet in two columns; on a screen too low for it (1024x640, or
    1920x1080 at 150 %) the columns scroll, so the dialog is never taller than the screen."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(QCoreApplication.translate("MainWindow", "Keyboard Shortcuts"))
        layout = QVBoxLayout(self)
        page = QWidget()
        columns = QHBoxLayout(page)
        columns.setContentsMargins(0, 0, 0, 0)
        columns.setSpacing(24)
        sections = shortcut_sections()
        screen = (parent or self).screen()
        room = screen.availableGeometry() if screen is not None else None
        width = SHORTCUT_COLUMN_WIDTH
        if room is not None:  # two columns side by side on a narrow screen too
            width = min(width, (room.width() - DIALOG_SCREEN_MARGIN - columns.spacing()) // len(SHORTCUT_COLUMNS))
        self.columns: list[QLabel] = []
        for numbers in SHORTCUT_COLUMNS:
            label = QLabel("".join(sections[number] for number in numbers))
            label.setTextFormat(Qt.TextFormat.RichText)
            label.setWordWrap(True)
            label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
            label.ensurePolished()  # the theme's font, which the height below depends on
            label.setFixedWidth(width)
            label.setMinimumHeight(label.heightForWidth(width))
            columns.addWidget(label, 0, Qt.AlignmentFlag.AlignTop)
            self.columns.append(label)
        self.scroller = page_scroller(page, "ShortcutsPage")
        layout.addWidget(self.scroller)
        buttons = ButtonBox("close")
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        wanted = page.minimumSizeHint()
        height = wanted.height() if room is None else min(wanted.height(), room.height() - DIALOG_SCREEN_MARGIN)
        self.scroller.setMinimumHeight(max(120, height))
        self.scroller.setMinimumWidth(wanted.width() + self.scroller.verticalScrollBar().sizeHint().width())

