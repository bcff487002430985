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


def place_outcome(place: int, players: int) -> str:
    """What a finishing place counts as (statistics, the result shown): [D] the better half
    of the table won and the worse half lost — place 1 always wins and the last place
    always loses (rules: "the first player to get rid of all his cards wins ... the last
    player left with cards loses"); place 2 of 4 is a win, place 3 of 4 a loss, and place
    2 of 3, neither first nor last, counts as neither (like a draw, not counted). The
    same as the sign of the game's returns (+1 first .. -1 last)."""
    middle = (players + 1) / 2
    if place < middle:
        return WON
    return LOST if place > middle else DRAWN


def _result(state: Any) -> tuple[SeatResult, ...]:
    out = []
    for seat, value in enumerate(state.returns()):
        if seat in state.drawn:
            out.append(SeatResult(DRAWN, state.players - len(state.drawn) + 1, value))
        else:
            place = state.out_order.index(seat) + 1
            out.append(SeatResult(place_outcome(place, state.players), place, value))
    return tuple(out)


def _seat_result(state: Any, seat: int) -> SeatResult | None:
    """A player who went out has his place for good while the others play on."""
    if seat not in state.out_order:
        return None
    place = state.out_order.index(seat) + 1
    points = 1.0 - 2.0 * (place - 1) / (state.players - 1)  # the returns' scale, +1 .. -1
    return SeatResult(place_outcome(place, state.players), place, points)


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
    observation_caches="app.games.svoi_kozyri.observation:with_caches",
    ai_knowledge="app.games.svoi_kozyri.ai",
    ai_search="app.ai.svoi_kozyri_search",
    ai_levels="app.ai.levels:SVOI_KOZYRI",
    result_of=_result,
    seat_result_of=_seat_result,
    make_state=_new_state,
    ai_hints="app.games.svoi_kozyri.hint",
    points_meaning="place",  # the player's finishing place (1 = went out first)
    reveals=reveals_new_cards,
)
