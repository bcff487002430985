"""Kozel (Mbuzi, Goat): the 4-card courtyard game with multi-card leads and the pull.

``from app.games.kozel import State``; rules: ``shared/rules/kozel.md``; the [D]
decisions and the options: ``options.py``; the game's registration: ``info.py``.
The names below are imported on first use, so reading ``INFO`` loads no engine.
"""

from typing import TYPE_CHECKING

from app.core.lazy import lazy_attributes

if TYPE_CHECKING:
    from app.games.kozel.actions import Action, parse_action
    from app.games.kozel.observation import GameScore, Observation, PileDiscard, TrickPlay
    from app.games.kozel.options import KozelOptions
    from app.games.kozel.rules import State, loss_points_for

__getattr__, __dir__ = lazy_attributes(__name__, {
    "Action": "app.games.kozel.actions", "parse_action": "app.games.kozel.actions",
    "GameScore": "app.games.kozel.observation", "Observation": "app.games.kozel.observation",
    "PileDiscard": "app.games.kozel.observation", "TrickPlay": "app.games.kozel.observation",
    "KozelOptions": "app.games.kozel.options",
    "State": "app.games.kozel.rules", "loss_points_for": "app.games.kozel.rules",
})

__all__ = [
    "Action", "GameScore", "KozelOptions", "Observation", "PileDiscard", "State", "TrickPlay",
    "loss_points_for", "parse_action",
]
