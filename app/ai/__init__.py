"""AI opponents for every Jadi game: one entry point.

    from app.ai import choose, LEVELS
    action = choose(observation_or_state, level="hard", seed=123, deadline=None, cancel=None)

- Bao: pass the ``State`` (perfect information). Card games: pass
  ``state.observation(player)``; the AI never sees more than that.
- ``deadline``: absolute ``time.monotonic()`` or None (the level's own time cap).
- ``cancel``: a ``threading.Event``; once set, the best action found so far comes back
  within a few milliseconds.
- Deterministic for a given seed: levels are work budgets (see ``app/ai/levels.py``).
- Dispatches on the class attribute ``GAME``; returns one of ``legal_actions()``.

Thread-safe: every call builds its own search tables; nothing global is mutated.
"""

from __future__ import annotations

import threading
from typing import Any

from app.ai.budget import Budget
from app.ai.levels import GREEDY, LEVELS, RANDOM, YARDSTICKS, level_spec
from app.core.rng import derive_rng, fresh_seed
from app.games import GAMES

__all__ = ["choose", "LEVELS", "YARDSTICKS"]


def game_of(observation_or_state: Any) -> str:
    """The id of the game ``observation_or_state`` belongs to (its class attribute ``GAME``)."""
    game = getattr(type(observation_or_state), "GAME", None)
    if game not in GAMES:
        raise ValueError(f"no AI for {type(observation_or_state).__name__} (GAME={game!r})")
    return game


def choose(observation_or_state: Any, level: str = "hard", seed: int | None = None,
           deadline: float | None = None, cancel: threading.Event | None = None,
           report: dict | None = None) -> Any:
    """One legal action for the player to move (see the module docstring).
    ``report`` (benchmarks): gets ``"cap_fired"``, True when the time cap or the
    deadline cut the search short (the move may then depend on the machine's speed)."""
    game = game_of(observation_or_state)
    spec = level_spec(game, level)
    if report is not None:
        report["cap_fired"] = False
    # The clock starts before the root's moves are generated: the cap bounds the whole
    # decision (a Bao root whose relays take long leaves the search less time).
    budget = Budget.capped(deadline, spec.time_cap, cancel)
    legal = list(observation_or_state.legal_actions())
    if not legal:
        raise ValueError(f"{game}: the player to move has no legal action")
    if len(legal) == 1:
        return legal[0]  # nothing to think about: answer at once
    rng = derive_rng(fresh_seed() if seed is None else seed, "ai", game, level)
    knowledge, search = GAMES[game].ai_modules()
    if spec.method == RANDOM or (spec.blunder_rate and rng.random() < spec.blunder_rate):
        return knowledge.random_action(observation_or_state, rng)
    if spec.method == GREEDY:
        return knowledge.greedy_action(observation_or_state)
    action = search.decide(observation_or_state, spec, rng, budget)
    if report is not None:
        report["cap_fired"] = budget.fired
    if action not in legal:  # a bug in a search must never reach the game as an illegal move
        raise RuntimeError(f"{game} AI ({level}) chose an illegal action {action}")
    return action
