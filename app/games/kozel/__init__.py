"""Kozel (Mbuzi, Goat): the 4-card courtyard game with multi-card leads and the pull.

``from app.games.kozel import State``; rules: ``shared/rules/kozel.md``; the [D]
decisions and the options: ``options.py``.
"""

from app.games.kozel.actions import Action, parse_action
from app.games.kozel.observation import GameRecord, Observation, PileDiscard, TrickPlay
from app.games.kozel.options import KozelOptions
from app.games.kozel.rules import State, loss_points_for

__all__ = [
    "Action", "GameRecord", "KozelOptions", "Observation", "PileDiscard", "State", "TrickPlay",
    "loss_points_for", "parse_action",
]
