"""Kozel options (the settings a player may change) and the project's [D] decisions.

Every rule the seed leaves open (marked [D] in ``shared/rules/kozel.md``) is one constant
or option here, so it can become a setting without hunting through the model.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields

from app.core.cards import RankOrder

# The registration's constants (app/games/kozel/info.py), read by the rules from here too.
from app.games.kozel.info import GAME_ID as GAME_ID
from app.games.kozel.info import MATCH_LIMITS as MATCH_LIMITS
from app.games.kozel.info import PLAYERS as PLAYERS

TEAMS = 2
HAND_SIZE = 4

# Rank within a suit, low to high: the 10 ranks between the king and the ace (seed).
RANK_ORDER = RankOrder("6789JQKTA")
# Card points; the 36-card pack holds 120.
CARD_POINTS = {"6": 0, "7": 0, "8": 0, "9": 0, "J": 2, "Q": 3, "K": 4, "T": 10, "A": 11}
TOTAL_CARD_POINTS = 120
GAME_WIN_POINTS = 61  # 61 or more wins the game
EGGS_POINTS = 60  # 60-60: eggs, nobody gets loss points
# Loss points of the losing team: 31-59 card points -> 2; 0-30 with a trick -> 4; no trick -> 6.
LOSS_SMALL_MIN_POINTS = 31
LOSS_POINTS_SMALL = 2
LOSS_POINTS_BIG = 4
LOSS_POINTS_NO_TRICK = 6

# [D] "A random card from the middle of the stock": the trump indicator is drawn uniformly
# from the stock positions that are at least this far from its top and its bottom
# (20-card stock: positions 4..15 counted from the top, 0-based).
TRUMP_MIDDLE_MARGIN = 4
# [D] The shown trump card goes back to the same place in the stock; its position and,
# later, the player who draws it are public (the holder stays public until it is seen played).
# [D] First dealer of a match: random (from the match seed, ``State.new``); the deal
# passes clockwise.
# [D] The pull is offered to a follower on his turn (equivalent to the seed's "out of turn"
# right, because all played cards go back anyway); never to the leader, never against a
# four-card lead, so at most one pull per trick.
# [D] With the "eggs double the next game" option, eggs after eggs do not stack: the next
# game that gives loss points counts double once.
EGGS_DOUBLING_STACKS = False
EGGS_MULTIPLIER = 2
# [D] Card points taken by each team are NOT public during a game (face-down discards hide
# cards): an observation shows pile sizes, tricks taken and the points of the cards that
# this player has seen go to each pile; the totals become public when the game is scored.


@dataclass(frozen=True, slots=True)
class KozelOptions:
    """The settings (defaults first in the rules file)."""

    eggs_double_next: bool = False  # eggs (60-60) make the next game's loss points double
    discards_face_up: bool = False  # discards are shown face up instead of face down
    match_limit: int = 12  # loss points that end the match (the goat reaches them)

    def __post_init__(self) -> None:
        for name in ("eggs_double_next", "discards_face_up"):
            if not isinstance(getattr(self, name), bool):
                raise ValueError(f"Kozel option {name} must be True or False, not {getattr(self, name)!r}")
        if self.match_limit not in MATCH_LIMITS or isinstance(self.match_limit, bool):
            raise ValueError(
                f"Kozel option match_limit must be one of {sorted(MATCH_LIMITS)}, not {self.match_limit!r}"
            )

    @classmethod
    def from_kwargs(cls, **options) -> "KozelOptions":
        known = [f.name for f in fields(cls)]
        unknown = sorted(set(options) - set(known))
        if unknown:
            raise ValueError(f"unknown Kozel option(s) {', '.join(unknown)}; known options: {', '.join(known)}")
        return cls(**options)

    def to_dict(self) -> dict:
        return asdict(self)
