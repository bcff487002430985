"""Back Alley (Back Alley Bridge): 4 players in partnerships, 54 cards with the Big
and the Little Blooper, 25 deals of 13 cards down to 1 and back up to 13.

    from app.games.back_alley import State
    s = State.new(seed=7)
    s.apply(s.legal_actions()[0])
"""

from app.games.back_alley.actions import BOARD, PASS, Action, parse_action
from app.games.back_alley.observation import Observation
from app.games.back_alley.options import DEALS, HAND_SIZES, Options
from app.games.back_alley.rules import State

GAME = "back_alley"

__all__ = ["State", "Observation", "Options", "Action", "PASS", "BOARD", "parse_action", "HAND_SIZES", "DEALS", "GAME"]
