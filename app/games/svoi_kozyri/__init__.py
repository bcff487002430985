"""Svoi Kozyri ("own trumps"): the shedding game where every player has his own trump suit.

``from app.games.svoi_kozyri import State`` — the model (``rules.py``); ``Observation`` —
what one player may see; ``Options`` and the [D] rule decisions (``options.py``);
``Action`` / ``parse_action`` — the notation ``trump H``, ``play 7H``, ``beat 9H``, ``take``.
"""

from app.games.svoi_kozyri.actions import Action, parse_action
from app.games.svoi_kozyri.observation import Observation
from app.games.svoi_kozyri.options import Options
from app.games.svoi_kozyri.rules import State

__all__ = ["State", "Observation", "Options", "Action", "parse_action"]
