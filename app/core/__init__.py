"""Game-agnostic model layer: the State/Action/Event protocol, cards, seeded RNG.

Nothing under app.core, app.games or app.ai may import Qt.
"""

from app.core.protocol import Event, GameState, IllegalAction, InvalidState

__all__ = ["Event", "GameState", "IllegalAction", "InvalidState"]
