"""Svoi Kozyri ("own trumps"): the shedding game where every player has his own trump suit.

``from app.games.svoi_kozyri import State`` — the model (``rules.py``); ``Observation`` —
what one player may see; ``Options`` and the [D] rule decisions (``options.py``);
``Action`` / ``parse_action`` — the notation ``trump H``, ``play 7H``, ``beat 9H``, ``take``;
the game's registration: ``info.py``. The names below are imported on first use.
"""

from typing import TYPE_CHECKING

from app.core.lazy import lazy_attributes

if TYPE_CHECKING:
    from app.games.svoi_kozyri.actions import Action, parse_action
    from app.games.svoi_kozyri.observation import Observation
    from app.games.svoi_kozyri.options import Options
    from app.games.svoi_kozyri.rules import State

__getattr__, __dir__ = lazy_attributes(__name__, {
    "Action": "app.games.svoi_kozyri.actions", "parse_action": "app.games.svoi_kozyri.actions",
    "Observation": "app.games.svoi_kozyri.observation", "Options": "app.games.svoi_kozyri.options",
    "State": "app.games.svoi_kozyri.rules",
})

__all__ = ["State", "Observation", "Options", "Action", "parse_action"]
