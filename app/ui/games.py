"""The app's screens of each game, registered once: ``SCREENS`` maps a game id (the
model's registration, ``app.games.GAMES``) to its ``GameScreen`` — the view class, the
home screen's title, description and picture, the screen's own settings, where the
settings dialog puts the game, and the tutorial step its screenshots show.

Everything else in ``app/ui`` that differs per game reads it from here or from the
game's ``GameInfo``; adding a game adds one ``GameScreen`` below (a test checks that
every registered game has one and that no other UI module names a game).
"""

from __future__ import annotations

import importlib
from typing import Callable, NamedTuple

from PySide6.QtCore import QCoreApplication

from app.games import GAME_IDS

# A screen option: (settings key, allowed values, default) — see app/ui/settings.py.
ScreenOption = tuple[str, tuple[str, ...], str]
# The four-colour deck (card table issue), offered for every card game.
CARD_COLOURS: ScreenOption = ("card_colours", ("two", "four"), "two")
# A card in a home picture's fan: (rank, suit), or (None, "big" / "little") for a joker.
FanCard = tuple[str | None, str]
LEFT, RIGHT = 0, 1  # the settings dialog's columns
# The scene a game is played on (the tutorial's rings name its holes or its cards).
BAO_BOARD, CARD_TABLE = "bao_board", "card_table"


class GameScreen(NamedTuple):
    """How the app shows one game (see the module docstring)."""

    view: str  # "module:Class" of its GameView, imported when the game is first opened
    title: Callable[[], str]  # translated now (the language may have changed since start-up)
    description: Callable[[], str]
    # The home picture: a fan of these cards on felt; None: the Bao board.
    card_fan: tuple[FanCard, ...] | None
    # Options of the screen, not of the rules (the rules' come from its GameInfo).
    screen_options: tuple[ScreenOption, ...] = ()
    # The settings dialog's "Games" page shows two columns so that it fits a screen 800
    # pixels high in every language; the games with the most options go to the right.
    settings_column: int = LEFT
    # (lesson id, step index) that the tutorial screenshots show (app/ui/tutorial/screenshots.py).
    tutorial_shot: tuple[str, int] | None = None
    scene: str = CARD_TABLE
    # Every seat has a trump suit of its own, chosen with the panel's suit buttons and
    # written on the seat's label (the tutorial's "trump" ring goes there; a card that
    # cannot beat is told to beat "with your own trump", app/ui/reason_text.py).
    trump_per_seat: bool = False
    # A match played in games of one deal each: its deals are called games (the review
    # dialog's list); its tricks carry card points (a claim takes "all its points").
    deals_are_games: bool = False
    card_points: bool = False
    # The home screen's Game menu opens the screen's position editor (its view's
    # ``open_position_editor``) under this command; None: the game has no editor.
    position_editor: Callable[[], str] | None = None


SCREENS: dict[str, GameScreen] = {
    "bao": GameScreen(
        "app.ui.scenes.bao_view:BaoGameView",
        lambda: QCoreApplication.translate("Games", "Bao la Kiswahili"),
        lambda: QCoreApplication.translate(
            "Games", "The great mancala of East Africa: sow, capture and relay on a 4×8 board."),
        card_fan=None,
        screen_options=(("opponent", ("ai", "human"), "ai"),),  # who plays the other side
        tutorial_shot=("board", 1), scene=BAO_BOARD,
        position_editor=lambda: QCoreApplication.translate("Games", "Bao &Position Editor…")),
    "kozel": GameScreen(
        "app.ui.card_games.kozel:KozelGameView",
        lambda: QCoreApplication.translate("Games", "Kozel"),
        lambda: QCoreApplication.translate(
            "Games", "A card game for two teams of two: win the points and leave the others the goat."),
        card_fan=(("A", "S"), ("10", "H"), ("K", "C"), ("Q", "D")),
        screen_options=(CARD_COLOURS,), settings_column=RIGHT, tutorial_shot=("trump", 1),
        deals_are_games=True, card_points=True),
    "svoi_kozyri": GameScreen(
        "app.ui.card_games.svoi_kozyri:SvoiKozyriGameView",
        lambda: QCoreApplication.translate("Games", "Svoi Kozyri"),
        lambda: QCoreApplication.translate(
            "Games", "Every player has a trump suit of their own: be the first to shed your cards."),
        card_fan=(("6", "C"), ("6", "D"), ("6", "H"), ("6", "S")),
        screen_options=(CARD_COLOURS,), settings_column=RIGHT, tutorial_shot=("beat", 1),
        trump_per_seat=True),
    "back_alley": GameScreen(
        "app.ui.card_games.back_alley:BackAlleyGameView",
        lambda: QCoreApplication.translate("Games", "Back Alley"),
        lambda: QCoreApplication.translate(
            "Games", "Bid and take tricks with your partner; two jokers are the highest trumps."),
        card_fan=(("A", "S"), ("K", "H"), (None, "little"), (None, "big")),
        screen_options=(CARD_COLOURS,), tutorial_shot=("trump-breaking", 1)),
}

# The games that can be opened ("module:Class" of each view).
PLAYABLE_GAME_VIEWS: dict[str, str] = {game: screen.view for game, screen in SCREENS.items()}


def is_playable(game: str) -> bool:
    return game in PLAYABLE_GAME_VIEWS


def game_title(game: str) -> str:
    return SCREENS[game].title()


def game_description(game: str) -> str:
    return SCREENS[game].description()


def load_view_class(game: str) -> type:
    module_name, class_name = PLAYABLE_GAME_VIEWS[game].split(":")
    return getattr(importlib.import_module(module_name), class_name)


__all__ = ["GAME_IDS", "PLAYABLE_GAME_VIEWS", "SCREENS", "GameScreen", "is_playable", "game_title",
           "game_description", "load_view_class"]
