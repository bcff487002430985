"""Svoi Kozyri's registration (``app.core.game_info``): 2 to 4 seats (the ``players``
option), every player for himself. The next game after a finished one is dealt by its
loser (``State.next_game``). A finished game's ``points`` per seat are its returns
(+1 first out .. -1 last, drawn seats share)."""

from __future__ import annotations

from typing import Any

from app.core.game_info import DRAWN, LOST, WON, GameInfo, OptionSpec, SeatResult, on_off, reveals_new_cards

# Defined here rather than in options.py (which re-exports them), so that listing the games
# at start-up loads no more than this module.
GAME_ID = "svoi_kozyri"
MIN_PLAYERS = 2
MAX_PLAYERS = 4


def _new_state(seed: int | None, previous: Any, **kwargs: Any) -> Any:
    """After a finished game at the same table with the same number of players, the
    next game (the loser deals, rules: "afterwards the loser deals"); otherwise a first
    game with a random dealer (from the seed)."""
    from app.games.svoi_kozyri.rules import State

    if previous is not None and previous.is_terminal() and previous.players == kwargs["players"]:
        return previous.next_game(seed, **kwargs)
    return State.new(seed=seed, **kwargs)


def _result(state: Any) -> tuple[SeatResult, ...]:
    out = []
    for seat, value in enumerate(state.returns()):
        if seat in state.drawn:
            out.append(SeatResult(DRAWN, state.players - len(state.drawn) + 1, value))
        else:
            place = state.out_order.index(seat) + 1
            out.append(SeatResult(WON if place == 1 else LOST, place, value))
    return tuple(out)


INFO = GameInfo(
    id=GAME_ID,
    state="app.games.svoi_kozyri.rules:State",
    players=None,
    players_option="players",
    options=(
        OptionSpec("players", tuple(str(n) for n in range(MIN_PLAYERS, MAX_PLAYERS + 1)), str(MIN_PLAYERS),
                   "players", int),
        OptionSpec("sixes", ("on", "off"), "on", "sixes_to_owners", on_off),
        OptionSpec("pickup", ("on", "off"), "on", "voluntary_pickup", on_off),
    ),
    perfect_information=False,
    ai_knowledge="app.games.svoi_kozyri.ai",
    ai_search="app.ai.svoi_kozyri_search",
    ai_levels="app.ai.levels:SVOI_KOZYRI",
    result_of=_result,
    make_state=_new_state,
    ai_hints="app.games.svoi_kozyri.hint",
    points_meaning="place",  # the player's finishing place (1 = went out first)
    reveals=reveals_new_cards,
)
