"""The home screen: the four games, continue the last game, rules, statistics, settings."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import (QFrame, QGridLayout, QHBoxLayout, QLabel, QPushButton, QSizePolicy,
                               QVBoxLayout, QWidget)

from app.games import GAME_IDS
from app.ui.games import game_description, game_title, is_playable
from app.ui.pictures import paint_picture


class GamePicture(QWidget):
    def __init__(self, game: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.setMinimumSize(QSize(160, 130))
        policy = QSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def hasHeightForWidth(self) -> bool:  # noqa: N802
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802
        return int(width * 1.1)

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(260, 234)

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt naming)
        painter = QPainter(self)
        paint_picture(painter, QRectF(self.rect()), self.game, self.devicePixelRatioF())
        painter.end()


class GameCard(QFrame):
    """One game: picture, name, one line, and Play (or "Coming soon")."""

    play = Signal(str)
    learn = Signal(str)  # open the game's tutorial (app/ui/tutorial)

    def __init__(self, game: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.setObjectName("GameCard")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 12, 12, 12)
        layout.setSpacing(8)
        layout.addWidget(GamePicture(game), 1)
        self.title = QLabel()
        self.title.setObjectName("CardTitle")
        layout.addWidget(self.title)
        self.text = QLabel()
        self.text.setObjectName("CardText")
        self.text.setWordWrap(True)
        self.text.ensurePolished()  # the style sheet's font size decides the line height
        self.text.setFixedHeight(4 * self.text.fontMetrics().lineSpacing() + 6)  # fits narrow windows
        self.text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.text)
        playable = is_playable(game)
        self.resumable = False
        self.button = QPushButton()
        self.button.setObjectName("Primary" if playable else "")
        self.button.setEnabled(playable)
        self.button.clicked.connect(lambda: self.play.emit(self.game))
        self.learn_button = QPushButton()
        self.learn_button.clicked.connect(lambda: self.learn.emit(self.game))
        buttons = QHBoxLayout()
        buttons.setSpacing(8)
        buttons.addWidget(self.button, 1)
        buttons.addWidget(self.learn_button)
        layout.addLayout(buttons)
        self.retranslate()

    def retranslate(self) -> None:
        self.title.setText(game_title(self.game))
        self.text.setText(game_description(self.game))
        if not is_playable(self.game):
            self.button.setText(self.tr("Coming soon"))
        else:
            self.button.setText(self.tr("Resume") if self.resumable else self.tr("Play"))
        self.button.setAccessibleName(self.tr("Play {0}").format(game_title(self.game)))
        self.learn_button.setText(self.tr("Learn"))
        self.learn_button.setAccessibleName(self.tr("Learn {0}: tutorial").format(game_title(self.game)))


class HomeScreen(QWidget):
    playGame = Signal(str)
    learnGame = Signal(str)
    continueGame = Signal()
    showRules = Signal()
    showStatistics = Signal()
    showSettings = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("Home")
        outer = QVBoxLayout(self)
        outer.setContentsMargins(36, 24, 36, 24)
        outer.setSpacing(16)
        self.title = QLabel()
        self.title.setObjectName("Title")
        self.subtitle = QLabel()
        self.subtitle.setObjectName("Subtitle")
        self.subtitle.setWordWrap(True)
        outer.addWidget(self.title)
        outer.addWidget(self.subtitle)
        grid = QGridLayout()
        grid.setSpacing(18)
        self.cards: dict[str, GameCard] = {}
        for index, game in enumerate(GAME_IDS):
            card = GameCard(game)
            card.play.connect(self.playGame)
            card.learn.connect(self.learnGame)
            grid.addWidget(card, 0, index)
            grid.setColumnStretch(index, 1)
            self.cards[game] = card
        outer.addStretch(1)
        outer.addLayout(grid)
        outer.addStretch(1)
        buttons = QHBoxLayout()
        buttons.setSpacing(12)
        self.continue_button = QPushButton()
        self.continue_button.setObjectName("Primary")
        self.continue_button.clicked.connect(self.continueGame)
        buttons.addWidget(self.continue_button)
        buttons.addStretch(1)
        self.rules_button, self.statistics_button, self.settings_button = QPushButton(), QPushButton(), QPushButton()
        for button, signal in ((self.rules_button, self.showRules), (self.statistics_button, self.showStatistics),
                               (self.settings_button, self.showSettings)):
            button.clicked.connect(signal)
            buttons.addWidget(button)
        outer.addLayout(buttons)
        self._continue_game: str | None = None
        self.retranslate()

    def retranslate(self) -> None:
        self.title.setText(self.tr("Jadi"))
        self.subtitle.setText(self.tr("Traditional games from around the world, played offline against a strong computer."))
        self.rules_button.setText(self.tr("Rules"))
        self.statistics_button.setText(self.tr("Statistics"))
        self.settings_button.setText(self.tr("Settings"))
        for card in self.cards.values():
            card.retranslate()

    def set_resumable(self, games: set[str]) -> None:
        """A game with an autosave offers "Resume" instead of "Play"."""
        for game, card in self.cards.items():
            card.resumable = game in games
            card.retranslate()

    def set_continue(self, text: str | None) -> None:
        """Show "Continue: <game>" when there is an autosave, hide the button otherwise."""
        self.continue_button.setVisible(text is not None)
        if text:
            self.continue_button.setText(self.tr("Continue: {0}").format(text))
