"""The games the home screen offers: names, one-line descriptions, and which are playable.

A game is playable when its view is listed in ``PLAYABLE_GAME_VIEWS`` ("module:Class" of
a ``GameView`` subclass, imported only when the game is opened). The card-table helper
adds the card games there.
"""

from __future__ import annotations

import importlib

from PySide6.QtCore import QCoreApplication

from app.games import GAME_IDS

PLAYABLE_GAME_VIEWS: dict[str, str] = {
    "bao": "app.ui.scenes.bao_view:BaoGameView",
    "kozel": "app.ui.card_games.kozel:KozelGameView",
    "svoi_kozyri": "app.ui.card_games.svoi_kozyri:SvoiKozyriGameView",
    "back_alley": "app.ui.card_games.back_alley:BackAlleyGameView",
}


def is_playable(game: str) -> bool:
    return game in PLAYABLE_GAME_VIEWS


def game_title(game: str) -> str:
    titles = {
        "bao": QCoreApplication.translate("Games", "Bao la Kiswahili"),
        "kozel": QCoreApplication.translate("Games", "Kozel"),
        "svoi_kozyri": QCoreApplication.translate("Games", "Svoi Kozyri"),
        "back_alley": QCoreApplication.translate("Games", "Back Alley"),
    }
    return titles[game]


def game_description(game: str) -> str:
    descriptions = {
        "bao": QCoreApplication.translate(
            "Games", "The great mancala of East Africa: sow, capture and relay on a 4×8 board."),
        "kozel": QCoreApplication.translate(
            "Games", "A card game for two teams of two: win the points and leave the others the goat."),
        "svoi_kozyri": QCoreApplication.translate(
            "Games", "Every player has a trump suit of their own: be the first to shed your cards."),
        "back_alley": QCoreApplication.translate(
            "Games", "Bid and take tricks with your partner; two jokers are the highest trumps."),
    }
    return descriptions[game]


def load_view_class(game: str) -> type:
    module_name, class_name = PLAYABLE_GAME_VIEWS[game].split(":")
    return getattr(importlib.import_module(module_name), class_name)


__all__ = ["GAME_IDS", "PLAYABLE_GAME_VIEWS", "is_playable", "game_title", "game_description",
           "load_view_class"]
