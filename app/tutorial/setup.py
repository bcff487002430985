"""Build the fixed position a lesson starts from (``setup`` in the tutorial data)."""

from __future__ import annotations

from typing import Any

from app.core.protocol import IllegalAction
from app.games import game_info

# The tutorial's player: South in Bao, seat 0 at the card table.
HUMAN = 0


def state_class(game: str) -> Any:
    return game_info(game).state_class()


def build_state(game: str, setup: dict[str, Any]) -> Any:
    """The lesson's start position, with ``setup["moves"]`` (scripted history) played.

    Raises ``ValueError`` (``IllegalAction`` is one) for a setup the model refuses.
    """
    cls = state_class(game)
    known = {"moves"} | ({"board", "to_move", "variant"} if game == "bao" else {"from_deal", "new"})
    unknown = set(setup) - known
    if unknown:
        raise ValueError(f"unknown setup key(s): {', '.join(sorted(unknown))} (allowed: {', '.join(sorted(known))})")
    if game == "bao":
        board = setup.get("board")
        if isinstance(board, list):
            board = "\n".join(board)
        if not isinstance(board, str):
            raise ValueError("a Bao setup needs 'board': the diagram (a string or a list of lines)")
        state = cls.from_text(board, setup.get("to_move", HUMAN), setup.get("variant", "kiswahili"))
    elif ("from_deal" in setup) == ("new" in setup):
        raise ValueError("a card-game setup needs exactly one of 'from_deal' or 'new'")
    elif "from_deal" in setup:
        state = cls.from_deal(**setup["from_deal"])
    else:
        state = cls.new(**setup["new"])
    for move in setup.get("moves", []):
        try:
            state.apply(move)
        except IllegalAction as error:
            raise ValueError(f"setup move {move!r}: {error}") from error
    return state
