"""The main window: home screen or a game view, menus, shortcuts, messages."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from app.games import GAME_IDS
from app.ui.games import SCREENS, game_title, is_playable, load_view_class
from app.ui.home import HomeScreen
from app.ui.keys import key_sequences
from app.ui.services import Services
from app.ui.settings import AI_LEVELS, level_label, speed_label
from app.ui.speeds import ANIMATION_SPEEDS
from app.ui.window_geometry import MINIMUM_SIZE

# Start-up imports only what the first window shows: the dialogs and message boxes, the
# game screens (with their engines and the card table) and the tutorials load when
# first opened.
if TYPE_CHECKING:
    from app.ui.game_loading import LoadingPage
    from app.ui.game_view import GameView
    from app.ui.warm_up import WarmUp


def ask_yes_no(parent: QWidget, title: str, text: str) -> bool:
    """The app's yes/no question (app/ui/standard_buttons; its message box loads when
    first asked, not at start-up)."""
    from app.ui.standard_buttons import ask_yes_no as ask

    return ask(parent, title, text)


class Banner(QFrame):
    """A non-blocking message strip (a modal dialog would block the player and tests)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("Banner")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(12, 6, 6, 6)
        self.label = QLabel()
        self.label.setWordWrap(True)
        layout.addWidget(self.label, 1)
        self.close_button = QPushButton()
        self.close_button.clicked.connect(self.dismiss)
        layout.addWidget(self.close_button)
        self.messages: list[str] = []
        self.retranslate()
        self.hide()

    def retranslate(self) -> None:
        self.close_button.setText(self.tr("Dismiss"))

    def add(self, message: str) -> None:
        self.messages.append(message)
        self.label.setText("\n".join(self.messages))
        self.show()

    def dismiss(self) -> None:
        self.messages.clear()
        self.hide()


class MainWindow(QMainWindow):
    # A file problem found by the autosave's writer thread (shown from the GUI thread).
    _fileProblemArrived = Signal()

    def __init__(self, services: Services) -> None:
        super().__init__()
        self.services = services
        self._fileProblemArrived.connect(self._report_problems_soon)
        services.saves.on_problem = self._fileProblemArrived.emit
        self.setWindowTitle(self.tr("Jadi"))
        self.setMinimumSize(MINIMUM_SIZE)  # lowered by place_window on a smaller screen
        # (Its icon is the app's, set after the first paint: app/ui/main.py set_window_icon.)
        self.view: GameView | None = None
        self._view_menus: list = []  # the menu bar entries of the view's own menus
        central = QWidget()
        central.setObjectName("GameHost")
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        self.banner = Banner()
        layout.addWidget(self.banner)
        self.stack = QStackedWidget()
        layout.addWidget(self.stack, 1)
        self.setCentralWidget(central)
        self.home = HomeScreen()
        # A game's loading page and its loader (open_game_when_loaded), made when first needed.
        self._loading_page: LoadingPage | None = None
        self._loader: WarmUp | None = None
        self.home.playGame.connect(lambda game: self.open_game_when_loaded(game, resume=False))
        self.stack.currentChanged.connect(self._on_screen_changed)
        self.home.continueGame.connect(self.continue_last_game)
        self.home.showRules.connect(self.show_rules)
        self.home.showStatistics.connect(self.show_statistics)
        self.home.showSettings.connect(self.show_settings)
        self.stack.addWidget(self.home)
        self._build_actions()
        self._build_menus()
        services.settings.changed.connect(self._on_setting_changed)
        self.retranslate_ui()
        # The tutorials: Learn buttons, Help menu entries and their page (app/ui/tutorial).
        from app.ui.tutorial.host import install_tutorials
        install_tutorials(self)
        # Play online: its home buttons, dialog, seats bar and server (app/ui/online).
        from app.ui.online.host import install_online
        install_online(self)
        self.show_home()

    # -- actions and menus ------------------------------------------------------------
    def _action(self, slot, shortcuts=(), enabled: bool = True, checkable: bool = False) -> QAction:
        """An action with its shortcuts; its text is set by ``retranslate_ui``.

        ``triggered`` carries ``checked``; only a checkable action passes it on, so a slot
        with a default argument (``new_game(confirm=True)``) never receives False."""
        action = QAction(self)
        if shortcuts:
            action.setShortcuts(shortcuts)
        action.setCheckable(checkable)
        if checkable:
            action.triggered.connect(slot)
        else:
            action.triggered.connect(lambda _checked=False: slot())
        action.setEnabled(enabled)
        self.addAction(action)  # shortcuts work even with the menu bar hidden (full screen)
        return action

    def _build_actions(self) -> None:
        self.new_action = self._action(self.new_game, key_sequences("new_game"))
        self.home_action = self._action(self.show_home, key_sequences("home"))
        # A game's position editor from the home screen (in Bao's screen: Study › Position Editor).
        self.editor_actions = {game: self._action(lambda game=game: self.open_position_editor(game))
                               for game, screen in SCREENS.items() if screen.position_editor is not None}
        self.undo_action = self._action(self._undo, key_sequences("undo"))
        self.hint_action = self._action(self._hint, key_sequences("hint"))
        self.claim_action = self._action(lambda: self.table_commands.claim(self._current_view()),
                                         key_sequences("claim"))
        self.review_action = self._action(lambda: self.table_commands.review(self._current_view()))
        self.finish_action = self._action(self._finish_animation, key_sequences("finish_animation"))
        self.resign_action = self._action(self.confirm_resign)
        self.statistics_action = self._action(self.show_statistics, key_sequences("statistics"))
        self.settings_action = self._action(self.show_settings, key_sequences("settings"))
        self.quit_action = self._action(self.close, key_sequences("quit"))
        self.fullscreen_action = self._action(self._toggle_full_screen, key_sequences("full_screen"), checkable=True)
        self.sound_action = self._action(self.services.settings.set_sound_on, key_sequences("sound"), checkable=True)
        self.sound_action.setChecked(self.services.settings.sound_on())
        self.rules_action = self._action(self.show_rules, key_sequences("rules"))
        self.shortcuts_action = self._action(self.show_shortcuts)
        self.about_action = self._action(self.show_about)
        self.about_qt_action = self._action(self._show_about_qt)

    def _build_menus(self) -> None:
        bar = self.menuBar()
        game = self.game_menu = bar.addMenu("")
        for action in (self.new_action, self.home_action, *self.editor_actions.values(), None, self.undo_action,
                       self.hint_action, self.claim_action, self.review_action, self.finish_action,
                       self.resign_action, None, self.statistics_action, self.settings_action, None, self.quit_action):
            game.addSeparator() if action is None else game.addAction(action)
        game.setToolTipsVisible(True)  # a disabled command's tooltip says why (Claim in Svoi Kozyri)
        from app.ui.table_commands import TableCommands

        self.table_commands = TableCommands(self, self.claim_action, self.review_action)
        view = self.view_menu = bar.addMenu("")
        speed_menu = self.speed_menu = view.addMenu("")
        self.speed_group = QActionGroup(self)
        current_speed = self.services.settings.animation_speed()
        for speed in ANIMATION_SPEEDS:
            action = speed_menu.addAction("")
            action.setCheckable(True)
            action.setChecked(speed == current_speed)
            action.setData(speed)
            self.speed_group.addAction(action)
        self.speed_group.triggered.connect(lambda a: self.services.settings.set_animation_speed(a.data()))
        level_menu = self.level_menu = view.addMenu("")
        self.level_group = QActionGroup(self)
        current_level = self.services.settings.ai_level()
        for level in AI_LEVELS:
            action = level_menu.addAction("")
            action.setCheckable(True)
            action.setChecked(level == current_level)
            action.setData(level)
            self.level_group.addAction(action)
        self.level_group.triggered.connect(lambda a: self._choose_level(a.data()))
        view.addSeparator()
        view.addAction(self.sound_action)
        view.addAction(self.fullscreen_action)
        help_menu = self.help_menu = bar.addMenu("")
        for action in (self.rules_action, self.shortcuts_action, None, self.about_action, self.about_qt_action):
            help_menu.addSeparator() if action is None else help_menu.addAction(action)

    def retranslate_ui(self) -> None:
        """Every text of the window in the current language (at start and whenever the
        language changes: Qt sends LanguageChange when a translator is installed)."""
        texts = {
            self.new_action: self.tr("&New Game"),
            self.home_action: self.tr("&Home"),
            **{action: SCREENS[game].position_editor() for game, action in self.editor_actions.items()},
            self.undo_action: self.tr("&Undo Move"),
            self.hint_action: self.tr("&Hint"),
            self.claim_action: self.tr("&Claim the Remaining Tricks"),
            self.review_action: self.tr("Re&view Deals…"),
            self.finish_action: self.tr("&Finish Animation"),
            self.resign_action: self.tr("&Resign…"),
            self.statistics_action: self.tr("S&tatistics"),
            self.settings_action: self.tr("&Settings…"),
            self.quit_action: self.tr("&Quit"),
            self.fullscreen_action: self.tr("&Full Screen"),
            self.sound_action: self.tr("S&ound"),
            self.rules_action: self.tr("&Rules"),
            self.shortcuts_action: self.tr("&Keyboard Shortcuts"),
            self.about_action: self.tr("&About Jadi"),
            self.about_qt_action: self.tr("About &Qt"),
        }
        for action, text in texts.items():
            action.setText(text)
        self.game_menu.setTitle(self.tr("&Game"))
        self.view_menu.setTitle(self.tr("&View"))
        self.speed_menu.setTitle(self.tr("Animation &Speed"))
        self.level_menu.setTitle(self.tr("Computer S&trength"))
        self.help_menu.setTitle(self.tr("&Help"))
        for action in self.speed_group.actions():
            action.setText(speed_label(action.data()))
        for action in self.level_group.actions():
            action.setText(level_label(action.data()))
        self.banner.retranslate()
        self.home.retranslate()
        self.home.set_continue(self._continue_label())
        if self.view is not None:
            self.view.retranslate()
        if self.view is not None and self.stack.currentWidget() is self.view:
            self._title_game()
        elif self.stack.currentWidget() is self.home:
            self.setWindowTitle(self.tr("Jadi"))
        # (another page, the tutorial, titles the window itself)

    def _title_game(self) -> None:
        self.setWindowTitle(self.tr("Jadi — {0}").format(self.view.title()))

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def _choose_level(self, level: str) -> None:
        """The strength menu sets the shown game's own strength (each game keeps its
        own, issue 20); on the home screen, the strength of every game not given one."""
        view = self._current_view()
        if view is not None:
            self.services.settings.set_game_ai_level(view.GAME, level)
        else:
            self.services.settings.set_ai_level(level)

    def _check_level(self) -> None:
        view = self._current_view()
        settings = self.services.settings
        level = settings.game_ai_level(view.GAME) if view is not None else settings.ai_level()
        for action in self.level_group.actions():
            action.setChecked(action.data() == level)

    def _current_view(self) -> GameView | None:
        return self.view if self.stack.currentWidget() is self.view else None

    def update_actions(self) -> None:
        view = self._current_view()
        if view is not None:
            self._title_game()  # a new game may play another variant (Bao la kujifunza)
        self.new_action.setEnabled(view is not None)
        self.home_action.setEnabled(view is not None)
        for action in self.editor_actions.values():
            action.setVisible(view is None)  # a game's screen has its own commands
        self.undo_action.setEnabled(bool(view and view.can_undo()))
        self.hint_action.setEnabled(bool(view and view.can_hint()))
        self.resign_action.setEnabled(bool(view and view.can_resign()))
        self.finish_action.setEnabled(view is not None)
        for action in self._view_menus:
            action.setVisible(view is not None)
        self.table_commands.update(view, self.undo_action)
        self._check_level()

    # -- screens ----------------------------------------------------------------------
    def show_home(self) -> None:
        if self.view is not None:
            self.view.finish_animation()
        self.home.set_continue(self._continue_label())
        self.home.set_resumable({g for g in GAME_IDS if is_playable(g) and self.services.saves.exists(g)})
        self.stack.setCurrentWidget(self.home)
        self.setWindowTitle(self.tr("Jadi"))
        self.statusBar().clearMessage()  # the game's last message ("Your turn") is not the home screen's
        self.update_actions()
        self.report_problems()

    def last_saved_game(self) -> str | None:
        """The playable game whose autosave is the most recent, if any. Each save is
        read once (``SaveStore.exists``), so a bad file is reported at start-up."""
        saves = self.services.saves
        found = [(saves.modified(game), game) for game in GAME_IDS if is_playable(game) and saves.exists(game)]
        return max(found)[1] if found else None

    def _continue_label(self) -> str | None:
        game = self.last_saved_game()
        return game_title(game) if game else None

    def continue_last_game(self) -> None:
        game = self.last_saved_game()
        if game:
            self.open_game_when_loaded(game, resume=True)

    def open_game_when_loaded(self, game: str, resume: bool) -> None:
        """Play and Continue: ``open_game`` now if the game's screen is loaded (the home
        screen's warm-up loads it ahead), else the game's loading page at once and
        ``open_game`` once the rest is loaded, a piece at a time between events
        (app/ui/game_loading.py)."""
        from app.ui.game_loading import LoadingPage, loading_steps, screen_loaded
        from app.ui.warm_up import WarmUp

        if not is_playable(game) or screen_loaded(game):
            self.open_game(game, resume)
            return
        self._stop_loading()
        if self._loading_page is None:
            self._loading_page = LoadingPage()
            self.stack.addWidget(self._loading_page)
        self._loading_page.show_game(game)
        self.stack.setCurrentWidget(self._loading_page)
        self.update_actions()
        self._loading_page.repaint()  # on screen now: the loader's first piece may come before a paint
        loader = WarmUp(loading_steps(game), lambda: True, self, tick_ms=0)
        loader.finished.connect(lambda: self._loaded(loader, game, resume))
        self._loader = loader
        loader.start()

    def loading(self) -> bool:
        """Is a game's screen being loaded (its loading page shown)?"""
        return self._loader is not None

    def _loaded(self, loader: WarmUp, game: str, resume: bool) -> None:
        if loader is self._loader:
            self.open_game(game, resume)

    def _on_screen_changed(self, _index: int) -> None:
        # Another screen replaced the loading page (home, a tutorial, an online table):
        # the game it was loading is no longer wanted.
        if self._loader is not None and self.stack.currentWidget() is not self._loading_page:
            self._stop_loading()

    def _stop_loading(self) -> None:
        if self._loader is not None:
            self._loader.stop()
            self._loader.deleteLater()
            self._loader = None

    def open_game(self, game: str, resume: bool) -> GameView | None:
        self._stop_loading()
        if not is_playable(game):
            self.banner.add(self.tr("{0} is coming soon.").format(game_title(game)))
            return None
        # An online table's screen (a table without the game commands) is never reused here.
        if self.view is None or self.view.GAME != game or not self.view.table.GAME_COMMANDS:
            self.install_view(load_view_class(game)(self.services))
        self.stack.setCurrentWidget(self.view)
        restored = False
        if resume or self.services.saves.exists(game):
            restored = self.services.saves.resume(game, self.view.restore)
        if not restored:
            self.view.start_new()
        self._title_game()
        self.report_problems()
        self.view.setFocus()
        self.update_actions()
        return self.view

    def open_position_editor(self, game: str) -> None:
        """``game``'s screen (its game goes on where it was) with its position editor open
        on the position shown: a position to play or analyse from."""
        view = self.open_game(game, resume=True)
        if view is not None:
            view.open_position_editor()

    def install_view(self, view: GameView) -> None:
        """``view`` becomes the game screen (the previous one is shut down): a local
        game's, or an online table's (app/ui/online)."""
        if self.view is not None:
            for action in self._view_menus:
                self.menuBar().removeAction(action)
            self.view.shutdown()
            self.stack.removeWidget(self.view)
            self.view.deleteLater()
        self.view = view
        # A screen's own menus (Bao's Study menu) sit before Help while it is shown; not at
        # an online table (no analysis of a game being played against people).
        menus = getattr(view, "menus", lambda: [])() if view.table.GAME_COMMANDS else []
        self._view_menus = [self.menuBar().insertMenu(self.help_menu.menuAction(), menu) for menu in menus]
        view.statusMessage.connect(self._show_view_status)
        view.actionsChanged.connect(self.update_actions)
        view.actionsChanged.connect(self.report_problems)
        view.newGameRequested.connect(self.new_game)
        view.resignRequested.connect(self.confirm_resign)
        self.table_commands.attach(view)
        self.stack.addWidget(view)

    def _show_view_status(self, text: str, timeout_ms: int = 0) -> None:
        # A view left in the background (the home screen is up) keeps refreshing when
        # the AI service changes state; its messages are not for the home screen.
        if self.view is not None and self.stack.currentWidget() is self.view:
            self.statusBar().showMessage(text, timeout_ms)

    # -- commands ---------------------------------------------------------------------
    def new_game(self, confirm: bool = True) -> None:
        """Start a new game of the current kind. A game in progress is abandoned only
        after a question, and then counts as lost (like resigning), so a losing game
        cannot be escaped without counting."""
        view = self.view
        if view is None:
            return
        # (A player who has finished while the others play on has his result counted:
        # nothing is abandoned, and he cannot resign.)
        if view.has_progress() and not view.is_over() and view.can_resign():
            if view.against_computer():
                question = self.tr("Abandon the current game and start a new one? "
                                   "Against the computer it counts as a loss.")
            else:  # players at one screen: nothing is counted
                question = self.tr("Abandon the current game and start a new one?")
            if confirm and not ask_yes_no(self, self.tr("New game"), question):
                return
            view.resign()
        view.start_new()
        self.update_actions()

    def confirm_resign(self) -> None:
        if self.view is None or not self.view.can_resign():
            return
        question = self.view.resign_question() or self.tr("Resign this game?")
        if ask_yes_no(self, self.tr("Resign"), question):
            self.view.resign()

    def _undo(self) -> None:
        if self.view is not None and self.view.can_undo():
            self.view.undo()

    def _hint(self) -> None:
        if self.view is not None and self.view.can_hint():
            self.view.hint()

    def _finish_animation(self) -> None:
        if self.view is not None:
            self.view.finish_animation()

    def _toggle_full_screen(self, on: bool) -> None:
        self.showFullScreen() if on else self.showNormal()

    def show_settings(self) -> None:
        from app.ui.dialogs import SettingsDialog

        SettingsDialog(self.services.settings, self).exec()
        self.report_problems()

    def show_statistics(self) -> None:
        from app.ui.dialogs import StatisticsDialog

        StatisticsDialog(self.services.statistics, self).exec()
        self.report_problems()

    def show_rules(self) -> None:
        current = self.view.GAME if self.view is not None and self.stack.currentWidget() is self.view else GAME_IDS[0]
        from app.i18n import current_language
        from app.ui.dialogs import RulesDialog

        RulesDialog(current_language(), current, self).exec()

    def show_shortcuts(self) -> None:
        from app.ui.dialogs import ShortcutsDialog

        ShortcutsDialog(self).exec()

    def show_about(self) -> None:
        from app.ui.dialogs import about_text
        from app.ui.standard_buttons import show_message

        show_message(self, self.tr("About Jadi"), about_text(), icon_from_app=True)

    def _show_about_qt(self) -> None:
        from app.ui.standard_buttons import show_about_qt

        show_about_qt(self)

    def _report_problems_soon(self) -> None:
        """A file problem is shown from the GUI thread, after the code that found it
        (a slot of this window: Qt queues the writer thread's signal to it; a queued
        connection would name Qt.ConnectionType, and the first window names no ``Qt``:
        app/ui/home_pictures.py)."""
        QTimer.singleShot(0, self.report_problems)

    def report_problems(self) -> None:
        for message in self.services.problems():
            self.banner.add(message)
            self.statusBar().showMessage(message, 15000)

    def _on_setting_changed(self, key: str) -> None:
        self.report_problems()  # a change that could not be written says so at once
        settings = self.services.settings
        if key == "language":
            from app.i18n import current_language, install_language

            # Installing the translator makes Qt send LanguageChange: retranslate_ui.
            if settings.language() != current_language() and not install_language(settings.language()):
                self.banner.add(self.tr("This language is not available yet."))
        elif key == "animation_speed":
            speed = settings.animation_speed()
            for action in self.speed_group.actions():
                action.setChecked(action.data() == speed)
            if self.view is not None:
                self.view.set_animation_speed(speed)
        elif key.startswith("table/") and self.view is not None:
            changed = getattr(self.view, "table_options_changed", None)  # the card games' screen
            if changed is not None:
                changed()
        elif key in ("sound/enabled", "sound/volume"):
            self.sound_action.setChecked(settings.sound_on())
            self.services.sound.set_muted(not settings.sound_on())
            self.services.sound.set_volume(settings.sound_volume())
        elif key == "ai_level" or key.endswith("/ai_level"):
            self._check_level()
            if self.view is None or self.view.is_over() or key not in ("ai_level", f"{self.view.GAME}/ai_level"):
                return  # the next game starts with the setting
            level = settings.game_ai_level(self.view.GAME)
            if level == self.view.level:
                return
            if self.view.has_progress():
                self._show_view_status(self.tr("The new strength applies from the next game."), 6000)
            else:
                self.view.set_level(level)  # no move made yet: the game takes it at once

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        if self.view is not None:
            self.view.finish_animation()
            self.view.shutdown()
        self.services.ai.shutdown()
        self.services.sound.close()
        self.services.flush()
        super().closeEvent(event)
