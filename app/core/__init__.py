"""Game-agnostic model layer: the State/Action/Event protocol, cards, seeded RNG, and
the flow shared by every game (game_info, record, session).

Nothing under app.core, app.games or app.ai may import Qt. The names below are imported
on first use (listing the games at start-up needs none of them).
"""

from typing import TYPE_CHECKING

from app.core.lazy import lazy_attributes

if TYPE_CHECKING:
    from app.core.protocol import Event, GameState, IllegalAction, InvalidState

__getattr__, __dir__ = lazy_attributes(__name__, {
    "Event": "app.core.protocol", "GameState": "app.core.protocol", "IllegalAction": "app.core.protocol",
    "InvalidState": "app.core.protocol",
})

__all__ = ["Event", "GameState", "IllegalAction", "InvalidState"]
