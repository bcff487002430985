"""Bao la Kiswahili (and the learners' Bao la kujifunza): the headless model.

``from app.games.bao import State``; see ``rules.py`` for the model, ``options.py``
for every rule decision, ``actions.py`` for the notation, ``text.py`` for diagrams,
``info.py`` for the game's registration. The names below are imported on first use.
"""

from typing import TYPE_CHECKING

from app.core.lazy import lazy_attributes

if TYPE_CHECKING:
    from app.games.bao.actions import Action
    from app.games.bao.engine import SearchLimitExceeded
    from app.games.bao.rules import State

__getattr__, __dir__ = lazy_attributes(__name__, {
    "Action": "app.games.bao.actions", "SearchLimitExceeded": "app.games.bao.engine", "State": "app.games.bao.rules",
})

__all__ = ["Action", "SearchLimitExceeded", "State"]
