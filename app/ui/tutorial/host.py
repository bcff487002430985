"""The tutorials in the main window: a page of its stack, opened from the home screen's
Learn buttons and from the Help menu, with "Play a real game" at the end.

``install_tutorials(window)`` is the main window's one call into this package; the
window itself only needs ``stack``, ``home``, ``services``, ``view``, ``open_game``,
``show_home`` and ``update_actions``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

from app.games import GAME_IDS
from app.ui.games import game_title

if TYPE_CHECKING:  # the lessons load when a tutorial is first opened (fast start-up)
    from app.ui.tutorial.view import TutorialView


class TutorialHost(QObject):
    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.view: TutorialView | None = None
        home = window.home
        if hasattr(home, "learnGame"):
            home.learnGame.connect(self.open)
        help_menu = self._help_menu()
        self.this_game_action = QAction(window)
        self.this_game_action.triggered.connect(self.open_for_current_game)
        window.addAction(self.this_game_action)
        self.menu = QMenu(window)
        self.game_actions = {}
        for game in GAME_IDS:
            action = self.menu.addAction("")
            action.triggered.connect(lambda _checked=False, g=game: self.open(g))
            self.game_actions[game] = action
        self.retranslate()
        window.installEventFilter(self)
        if help_menu is not None:
            first = help_menu.actions()[0] if help_menu.actions() else None
            help_menu.insertAction(first, self.this_game_action)
            help_menu.insertMenu(first, self.menu)
            help_menu.insertSeparator(first)
        window.stack.currentChanged.connect(lambda _index: self._update_action())
        self._update_action()

    def retranslate(self) -> None:
        self.this_game_action.setText(QCoreApplication.translate("Tutorial", "&Tutorial for This Game"))
        self.menu.setTitle(QCoreApplication.translate("Tutorial", "T&utorials"))
        for game, action in self.game_actions.items():
            action.setText(game_title(game))
        if self.view is not None and self.window.stack.currentWidget() is self.view:
            self.window.setWindowTitle(QCoreApplication.translate("Tutorial", "Jadi — {0}").format(
                self.view.tutorial.title(self.view.language())))

    def eventFilter(self, watched, event) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return False

    def _help_menu(self) -> QMenu | None:
        menu = getattr(self.window, "help_menu", None)
        if isinstance(menu, QMenu):
            return menu
        # Otherwise the menu that holds the Rules action (its title is translated).
        rules = getattr(self.window, "rules_action", None)
        if rules is None:
            return None
        for owner in rules.associatedObjects():
            if isinstance(owner, QMenu):
                return owner
        return None

    def current_game(self) -> str | None:
        """The game on screen (a real game or a tutorial), None on the home screen."""
        window = self.window
        shown = window.stack.currentWidget()
        if window.view is not None and shown is window.view:
            return window.view.GAME
        if self.view is not None and shown is self.view:
            return self.view.GAME
        return None

    def _update_action(self) -> None:
        self.this_game_action.setEnabled(self.current_game() is not None)

    def open_for_current_game(self) -> None:
        game = self.current_game()
        if game is not None:
            self.open(game)

    def open(self, game: str) -> TutorialView | None:
        window = self.window
        if window.view is not None:
            window.view.finish_animation()
        if self.view is None or self.view.GAME != game:
            self.close_view()
            from app.tutorial import TutorialError
            from app.ui.tutorial.view import TutorialView

            try:
                self.view = TutorialView(game, window.services)
            except (TutorialError, ValueError, KeyError) as error:
                # A broken tutorial file must not take the app down: say so instead.
                window.banner.add(QCoreApplication.translate(
                    "Tutorial", "The tutorial of {0} cannot be opened: {1}").format(game_title(game), error))
                return None
            self.view.leaveRequested.connect(window.show_home)
            self.view.playRequested.connect(self.play_real_game)
            window.stack.addWidget(self.view)
        window.stack.setCurrentWidget(self.view)
        title = self.view.tutorial.title(self.view.language())
        window.setWindowTitle(QCoreApplication.translate("Tutorial", "Jadi — {0}").format(title))
        window.update_actions()
        window.report_problems()  # e.g. a tutorial save that no longer fits the lessons
        self.view.setFocus()
        return self.view

    def close_view(self) -> None:
        if self.view is not None:
            self.view.shutdown()
            self.window.stack.removeWidget(self.view)
            self.view.deleteLater()
            self.view = None

    def play_real_game(self, game: str) -> None:
        """The end of a tutorial: a real game at Easy. The level is the app's setting,
        so it is set to Easy (the menu shows it) before the game starts."""
        from app.ui.tutorial.view import REAL_GAME_LEVEL

        window = self.window
        window.services.settings.set_ai_level(REAL_GAME_LEVEL)
        if self.view is not None:
            self.view.save()
        view = window.open_game(game, resume=False)
        if view is not None and view.has_progress() and not view.is_over():
            # A game of this kind was in progress: it was resumed; ask before replacing it.
            window.new_game(confirm=True)


def install_tutorials(window) -> TutorialHost:
    host = TutorialHost(window)
    window.tutorials = host
    return host
