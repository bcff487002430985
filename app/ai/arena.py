"""Play games between AI levels: used by the benchmark (strength ladder) and the tests
(no illegal action over many decisions). No Qt, no printing."""

from __future__ import annotations

from typing import Any, Callable, Sequence

from app.ai import choose
from app.core.protocol import AUTOMATIC
from app.core.rng import derive_seed

Chooser = Callable[[Any, str, int], Any]  # (observation_or_state, level, seed) -> action


def default_chooser(x: Any, level: str, seed: int) -> Any:
    return choose(x, level, seed=seed)


def play_out(state: Any, seat_levels: Sequence[str], seed: int, *,
             observe: bool, chooser: Chooser = default_chooser,
             until: Callable[[Any], bool] | None = None,
             max_actions: int = 100_000, check_legal: bool = True) -> Any:
    """Play ``state`` on (mutating it) until it is terminal or ``until(state)`` holds.

    ``seat_levels[p]`` is the level of player ``p``. With ``observe`` the AI gets
    ``state.observation(p)`` (card games), otherwise the state itself (Bao). Every
    chosen action is checked against ``state.legal_actions()`` when ``check_legal``.
    """
    for step in range(max_actions):
        if state.is_terminal() or (until is not None and until(state)):
            return state
        player = state.current_player()
        if player == AUTOMATIC:  # between deals: the next deal is nobody's decision
            state.apply(state.legal_actions()[0])
            continue
        view = state.observation(player) if observe else state
        action = chooser(view, seat_levels[player], derive_seed(seed, "decision", step))
        if check_legal and action not in state.legal_actions():
            raise AssertionError(f"{seat_levels[player]} chose illegal {action} "
                                 f"for player {player}")
        state.apply(action)
    raise RuntimeError(f"game not finished after {max_actions} actions")
