"""One package per game. Pure Python: no Qt import anywhere below this package.

Every game is registered here, once: ``GAMES`` maps its id to its ``GameInfo``
(``app.core.game_info``), defined in the game's own package. Importing this package
loads no game engine (start-up lists the games): each package exposes its ``State`` and
the rest lazily.

    from app.games import GAMES, GAME_IDS, game_info
    state = game_info("kozel").new_state({"match_limit": "6"}, seed=7)
"""

from app.core.game_info import GameInfo, registry
from app.games.back_alley.info import INFO as _BACK_ALLEY
from app.games.bao.info import INFO as _BAO
from app.games.kozel.info import INFO as _KOZEL
from app.games.svoi_kozyri.info import INFO as _SVOI_KOZYRI

# The home screen's order.
GAMES: dict[str, GameInfo] = registry((_BAO, _KOZEL, _SVOI_KOZYRI, _BACK_ALLEY))
GAME_IDS: tuple[str, ...] = tuple(GAMES)


def game_info(game: str) -> GameInfo:
    """The ``GameInfo`` of ``game``; ``KeyError`` naming the known ids for any other."""
    try:
        return GAMES[game]
    except KeyError:
        raise KeyError(f"unknown game {game!r} (known: {', '.join(GAMES)})") from None


__all__ = ["GAMES", "GAME_IDS", "GameInfo", "game_info"]
