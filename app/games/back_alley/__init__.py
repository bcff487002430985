"""Back Alley (Back Alley Bridge): 4 players in partnerships, 54 cards with the Big
and the Little Blooper, 25 deals of 13 cards down to 1 and back up to 13.

    from app.games.back_alley import State
    s = State.new(seed=7)
    s.apply(s.legal_actions()[0])

The game's registration: ``info.py``. The names below are imported on first use.
"""

from typing import TYPE_CHECKING

from app.core.lazy import lazy_attributes
from app.games.back_alley.info import GAME_ID as GAME

if TYPE_CHECKING:
    from app.games.back_alley.actions import BOARD, DEAL, PASS, Action, parse_action
    from app.games.back_alley.observation import Observation
    from app.games.back_alley.options import DEALS, HAND_SIZES, Options
    from app.games.back_alley.rules import State

__getattr__, __dir__ = lazy_attributes(__name__, {
    "BOARD": "app.games.back_alley.actions", "DEAL": "app.games.back_alley.actions",
    "PASS": "app.games.back_alley.actions", "Action": "app.games.back_alley.actions",
    "parse_action": "app.games.back_alley.actions", "Observation": "app.games.back_alley.observation",
    "DEALS": "app.games.back_alley.options", "HAND_SIZES": "app.games.back_alley.options",
    "Options": "app.games.back_alley.options", "State": "app.games.back_alley.rules",
})

__all__ = ["State", "Observation", "Options", "Action", "PASS", "BOARD", "DEAL", "parse_action", "HAND_SIZES", "DEALS",
           "GAME"]
