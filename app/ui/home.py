"""The home screen: the four games, continue the last game, rules, statistics, settings."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QSize, QTimer, Signal
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from app.games import GAME_IDS
from app.ui import home_pictures
from app.ui.games import game_description, game_title, is_playable

# The home screen names no ``Qt`` (its enums, Qt.AlignmentFlag...), and loads the
# pictures' painting only when a picture is not saved: see app/ui/home_pictures.py.

# The lines every game's description gets at least (the cards line up; a longer text at
# a narrow width gets more room, see HomeScreen._fit_descriptions).
DESCRIPTION_LINES = 4


class GamePicture(QWidget):
    def __init__(self, game: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self._picture: QImage | None = None
        self._size: tuple[int, int, float] | None = None  # the picture's (width, height, ratio)
        self._finished = False
        self._waiting_for_board = False
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

    def _on_board_ready(self, key) -> None:
        if not key.opaque:
            self.update()

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt naming)
        painter = QPainter(self)
        painter.drawImage(QPointF(0, 0), self.picture())  # at its own size: no resampling
        painter.end()

    def picture(self) -> QImage:
        """The picture at the widget's size: the one shown, the one saved at the last
        start, or painted now (and saved once finished)."""
        size = (self.width(), self.height(), self.devicePixelRatioF())
        if size == self._size and self._finished:
            return self._picture
        saved = home_pictures.load(self.game, size) if size != self._size else None
        if saved is not None:
            self._picture, self._finished = saved, True
        else:
            from app.ui.pictures import render_picture, shows_board

            if shows_board(self.game) and not self._waiting_for_board:
                # Its board is painted between events (app/ui/scenes/board_pictures.py).
                from app.ui.scenes.board_pictures import board_pictures

                board_pictures().ready.connect(self._on_board_ready)
                self._waiting_for_board = True
            self._picture, self._finished = render_picture(self.game, *size)
            if self._finished:
                home_pictures.keep(self.game, self._picture, size)
            else:
                home_pictures.unfinished(self.game)
        self._size = size
        return self._picture


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
        self.set_description_height(self.minimum_description_height())
        # (Top left: the style sheet's qproperty-alignment, app/ui/theme.py: naming Qt.AlignmentFlag
        # here would build the Qt namespace before the first window, app/ui/home_pictures.py.)
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

    def set_description_height(self, height: int) -> None:
        """A fixed height: the four cards keep their pictures and buttons aligned (the
        home screen gives them all the height the longest text needs)."""
        self.text.setFixedHeight(height)

    def minimum_description_height(self) -> int:
        return DESCRIPTION_LINES * self.text.fontMetrics().lineSpacing() + 6

    def description_height(self, twin: QLabel) -> int:
        """The height the description needs at the label's current width, measured on
        ``twin``, a hidden label of the description's font (``description_twin``):
        QLabel.heightForWidth never returns less than the label's fixed height, so the
        label itself cannot tell when less would do."""
        width = self.text.contentsRect().width()
        if width <= 0:
            return 0
        twin.setText(self.text.text())
        return twin.heightForWidth(width)

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


def description_twin() -> QLabel:
    """A hidden label for ``GameCard.description_height``, one for all the cards (each
    label made before the first window costs). The style sheet gives it the description's
    font by its name (handing it ``text.font()`` would make PySide build QFont's enum
    types before the first window)."""
    twin = QLabel()
    twin.setObjectName("CardText")
    twin.setWordWrap(True)
    return twin


class HomeScreen(QWidget):
    playGame = Signal(str)
    learnGame = Signal(str)
    continueGame = Signal()
    showRules = Signal()
    showStatistics = Signal()
    showSettings = Signal()
    playOnline = Signal()     # Play online (app/ui/online)
    rejoinOnline = Signal()   # take the seat of the last online table again

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
        self.rejoin_button = QPushButton()
        self.rejoin_button.setObjectName("Primary")
        self.rejoin_button.clicked.connect(self.rejoinOnline)
        self.rejoin_button.hide()
        buttons.addWidget(self.rejoin_button)
        self.online_button = QPushButton()
        self.online_button.clicked.connect(self.playOnline)
        buttons.addWidget(self.online_button)
        buttons.addStretch(1)
        self.rules_button, self.statistics_button, self.settings_button = QPushButton(), QPushButton(), QPushButton()
        for button, signal in ((self.rules_button, self.showRules), (self.statistics_button, self.showStatistics),
                               (self.settings_button, self.showSettings)):
            button.clicked.connect(signal)
            buttons.addWidget(button)
        outer.addLayout(buttons)
        self._continue_game: str | None = None
        self._rejoin_code = ""
        self._fit_timer = QTimer(self)
        self._fit_timer.setSingleShot(True)
        self._fit_timer.setInterval(0)
        self._fit_timer.timeout.connect(self._fit_descriptions)
        self._description_twin: QLabel | None = None  # made when first measured
        self.retranslate()

    def retranslate(self) -> None:
        self.title.setText(self.tr("Jadi"))
        self.subtitle.setText(
            self.tr("Traditional games from around the world: play a strong computer, or friends online."))
        self.rules_button.setText(self.tr("Rules"))
        self.statistics_button.setText(self.tr("Statistics"))
        self.settings_button.setText(self.tr("Settings"))
        self.online_button.setText(self.tr("Play online"))
        if self._rejoin_code:
            self.rejoin_button.setText(self.tr("Rejoin online table {0}").format(self._rejoin_code))
        for card in self.cards.values():
            card.retranslate()
        self._fit_timer.start()

    def _fit_descriptions(self) -> None:
        """Every card's description gets the height the longest one needs at this width
        (Swahili and Filipino need five lines in a narrow window, English four)."""
        cards = self.cards.values()
        height = max(card.minimum_description_height() for card in cards)
        if self._description_twin is None:
            self._description_twin = description_twin()
        height = max(height, *(card.description_height(self._description_twin) for card in cards))
        for card in cards:
            card.set_description_height(height)

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        # After the cards have been laid out at their new width (a posted layout pass).
        self._fit_timer.start()

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

    def set_rejoin(self, code: str | None) -> None:
        """Offer to take the seat at online table ``code`` again (None: no such table)."""
        self._rejoin_code = code or ""
        self.rejoin_button.setVisible(bool(code))
        if code:
            self.rejoin_button.setText(self.tr("Rejoin online table {0}").format(code))
