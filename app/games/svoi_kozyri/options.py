"""Svoi Kozyri options and the project's rule decisions ([D] in rules/svoi_kozyri.md).

Every decision the rules file marks [D], and every gap this implementation had to fill,
lives here and nowhere else, so it can be changed in one place.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass

from app.core.protocol import IllegalAction

# The registration's constants (app/games/svoi_kozyri/info.py), read by the rules from here too.
from app.games.svoi_kozyri.info import GAME_ID as GAME_ID
from app.games.svoi_kozyri.info import MAX_PLAYERS as MAX_PLAYERS
from app.games.svoi_kozyri.info import MIN_PLAYERS as MIN_PLAYERS

# Pick-up sizes (rules: "Play"). The ace of the taker's own trump suit takes the whole pile.
PICKUP_NOT_OWN_TRUMP = 3
PICKUP_OWN_TRUMP = 5
WHOLE_PILE_RANK = "A"

# [D] Trump choice order: the human's seat 0 chooses first, then the others in seat order
# (1, 2, 3), whoever deals. The last chooser of a 4-player game still acts (one legal
# choice), so every choice is an action the UI and the log can show.
def trump_choice_order(players: int) -> tuple[int, ...]:
    return tuple(range(players))


# [D] The safety draw counts only the play actions (play / beat / take), not the trump
# choices, so a game set up with ``State.from_deal`` and one started with ``State.new``
# reach the bound after the same play.
SAFETY_ACTION_LIMIT = 2000

# [D] After a drawn game nobody lost, so the same dealer deals the next game
# (``State.next_dealer``); otherwise the loser deals (rules: "afterwards the loser deals").
DEALER_AFTER_DRAW_STAYS = True


@dataclass(frozen=True, slots=True)
class Options:
    """The settings a player can change (rules: "Options the settings should offer")."""

    players: int = 2  # [D] the app's default is 2: you against the AI
    sixes_to_owners: bool = True  # [D] every six of a trump suit goes to that suit's owner
    voluntary_pickup: bool = True  # [D] pick up even when able to beat (as pagat allows)
    safety_action_limit: int = SAFETY_ACTION_LIMIT

    def __post_init__(self) -> None:
        if not isinstance(self.players, int) or not MIN_PLAYERS <= self.players <= MAX_PLAYERS:
            raise IllegalAction(
                f"Svoi Kozyri is played by {MIN_PLAYERS} to {MAX_PLAYERS} players, not {self.players!r}")
        if not isinstance(self.safety_action_limit, int) or self.safety_action_limit < 1:
            raise IllegalAction(f"the safety action limit must be a positive integer, not {self.safety_action_limit!r}")

    def to_dict(self) -> dict:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict) -> "Options":
        unknown = set(data) - set(cls.__dataclass_fields__)
        if unknown:
            raise IllegalAction(f"unknown Svoi Kozyri option(s): {', '.join(sorted(unknown))}")
        return cls(**data)
