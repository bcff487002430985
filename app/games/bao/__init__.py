"""Bao la Kiswahili (and the learners' Bao la kujifunza): the headless model.

``from app.games.bao import State``; see ``rules.py`` for the model, ``options.py``
for every rule decision, ``actions.py`` for the notation, ``text.py`` for diagrams.
"""

from app.games.bao.actions import Action
from app.games.bao.engine import SearchLimitExceeded
from app.games.bao.rules import State

__all__ = ["Action", "SearchLimitExceeded", "State"]
