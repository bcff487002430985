"""Back Alley options: the project's [D] decisions from rules/back_alley.md, in one place.

The rules have no table variants; what lives here are the points the rule texts leave
open, decided by this project, so each can be changed by flipping one field.

Not an option, because no alternative exists: a leader who holds nothing but trumps
may lead a trump before trumps are broken ([D] in the rules) -- otherwise he would have
no legal lead at all.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields

from app.games.back_alley.info import GAME_ID as GAME_ID  # (the registration's constant)

# The 25 counted deals: 13 cards, one fewer each deal down to 1, then back up to 13.
HAND_SIZES: tuple[int, ...] = tuple(range(13, 0, -1)) + tuple(range(2, 14))
DEALS = len(HAND_SIZES)
assert DEALS == 25


@dataclass(frozen=True, slots=True)
class Options:
    # [D] A partnership whose two members both bid board plays the HIGHER of their two
    # multipliers (True), or the lower one (False).
    both_board_takes_higher_multiplier: bool = True
    # [D] The seed says "all players" must play their highest / lowest trump after a
    # Blooper lead, so the leader's partner is bound too (True). False frees the partner
    # (he then only has to follow suit).
    blooper_binds_partner: bool = True
    # [D] The joker discarded by the holder of the other joker (when a joker is turned
    # up) is shown face up: the observation of every player contains it. The card he
    # takes in its place stays private. False would hide the discarded joker's identity
    # (only the fact of the swap stays public).
    discarded_joker_public: bool = True

    def to_dict(self) -> dict:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict) -> "Options":
        known = {f.name for f in fields(cls)}
        unknown = set(data) - known
        if unknown:
            raise ValueError(f"Back Alley: unknown option(s): {', '.join(sorted(unknown))}")
        return cls(**data)


DEFAULT_OPTIONS = Options()
