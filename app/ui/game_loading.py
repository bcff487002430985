"""Opening a game whose screen is not loaded yet.

Play (or Continue) pressed before the home screen's warm-up (app/ui/warm_up.py) got to
the game: importing its screen and rules at once froze the window 110-200 ms on a busy
host before anything changed. Instead the window shows ``LoadingPage`` (the game's table
and its name) at once, loads the rest a piece at a time between events, and then opens
the game (``MainWindow.open_game_when_loaded``).
"""

from __future__ import annotations

import sys
from typing import Callable

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter
from PySide6.QtWidgets import QWidget

from app.games import GAMES
from app.ui.games import CARD_TABLE, PLAYABLE_GAME_VIEWS, SCREENS, game_title
from app.ui.theme import BACKGROUND, TEXT, felt_gradient
from app.ui.warm_up import card_deck, screen_steps


def screen_loaded(game: str) -> bool:
    """Are ``game``'s screen and rules imported (and, for a card game, its deck read)?"""
    modules = (PLAYABLE_GAME_VIEWS[game].split(":")[0], GAMES[game].state.split(":")[0])
    if not all(module in sys.modules for module in modules):
        return False
    deck = sys.modules.get("app.ui.cards.deck")  # (not imported to answer: Qt's SVG module)
    return SCREENS[game].scene != CARD_TABLE or (deck is not None and deck.shared_deck_made())


def loading_steps(game: str) -> list[Callable[[], object]]:
    """What ``open_game`` will need of ``game``, in the warm-up's pieces."""
    return screen_steps(game) + ([card_deck] if SCREENS[game].scene == CARD_TABLE else [])


class LoadingPage(QWidget):
    """The game's table (felt for the card games, the room's colour around Bao's board)
    with the game's name, while its screen loads."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game: str | None = None

    def show_game(self, game: str) -> None:
        self.game = game
        self.setAccessibleName(game_title(game))
        self.update()

    def paintEvent(self, event) -> None:  # noqa: N802
        painter = QPainter(self)
        rect = QRectF(self.rect())
        if self.game is not None and SCREENS[self.game].scene == CARD_TABLE:
            painter.fillRect(rect, QBrush(felt_gradient(rect)))
        else:
            painter.fillRect(rect, QColor(BACKGROUND))
        if self.game is not None:
            font = QFont(self.font())
            font.setPixelSize(max(18, min(40, int(rect.height() / 14))))
            font.setBold(True)
            painter.setFont(font)
            painter.setPen(QColor(TEXT))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, game_title(self.game))
        painter.end()
