"""Iterative-deepening negamax alpha-beta for perfect-information games (Bao).

Game knowledge comes from a ``Knowledge`` object (evaluation, move ordering, which
positions are "noisy" for the quiescence step, a transposition key). The search keeps:

- a transposition table (per call: thread-safe by construction) storing depth, value,
  bound type and best move; the best move is searched first on the next iteration;
- move ordering: TT move, then killer moves, then history scores, then the knowledge's
  static order;
- a quiescence step: at depth 0 a noisy position (Bao: a capture is compulsory for the
  side to move, or a mid-move decision is pending) is searched on instead of evaluated,
  up to ``quiescence_depth`` extra plies, so the horizon never falls in the middle of a
  capture exchange;
- mid-move decisions where the same player moves again (Bao's stop/safari) are searched
  without negation and without using up depth;
- a position below the root whose moves would cost too much to generate (Bao: rare
  relay cycles of millions of sowings) is a leaf scored by the static evaluation, so
  one node cannot eat the time budget. The root's moves are always generated exactly
  (the chosen move must be legal); a root that is itself that slow cannot be helped.

Strength is set by work (``max_depth``, ``max_nodes``), so a given seed gives the same
move on any machine; the ``Budget`` (deadline, cancel) is only a safety net and makes
the search return the best move of the deepest finished iteration.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Hashable, Protocol, Sequence

from app.ai.budget import Budget, SearchStopped

WIN_SCORE = 1_000_000.0  # beyond any evaluation; minus the ply so faster wins score higher
EXACT, LOWER, UPPER = 0, 1, 2
CLOCK_CHECK_INTERVAL = 16  # nodes between deadline/cancel checks (~1 ms of search)


class Knowledge(Protocol):
    """What the search needs to know about a game.

    Two hooks are optional (``getattr``; a knowledge without them gets the plain
    behaviour): ``actions(state) -> Sequence | None``, the legal actions of a position
    below the root, or None when generating them would cost more than the search may
    spend on one node (the position is then a leaf, so ``evaluate`` must cope with a
    position whose moves are unknown); default ``state.legal_actions()``. And
    ``play(state, action) -> child``, a copy of ``state`` after ``action`` by the
    game's fastest path (no events); default ``clone()`` then ``apply(action)``.
    """

    def key(self, state: Any) -> Hashable:
        """A transposition key covering everything that decides future play."""

    def evaluate(self, state: Any) -> float:
        """Static value for ``state.current_player()``; |value| << WIN_SCORE."""

    def order(self, state: Any, actions: Sequence[Any]) -> list[Any]:
        """``actions`` best-first by a cheap static guess (stable for ties)."""

    def is_noisy(self, state: Any, actions: Sequence[Any]) -> bool:
        """True when a static evaluation of ``state`` would be misleading."""


@dataclass(frozen=True)
class AlphaBetaSettings:
    max_depth: int
    max_nodes: int
    quiescence_depth: int = 4


@dataclass
class SearchResult:
    action: Any
    value: float
    depth: int          # deepest iteration that finished (0: none finished)
    nodes: int
    stopped: bool       # the budget (deadline/cancel/node limit) ended the search


class _NodeLimit(SearchStopped):
    """The work budget is used up (deterministic, unlike the deadline)."""


class AlphaBeta:
    def __init__(self, knowledge: Knowledge, settings: AlphaBetaSettings, budget: Budget,
                 rng: random.Random):
        self.knowledge = knowledge
        self.settings = settings
        self.budget = budget
        self.rng = rng
        self.nodes = 0
        self.table: dict[Hashable, tuple[int, float, int, Any]] = {}
        self.killers: dict[int, list[Any]] = {}
        self.history: dict[Any, int] = {}
        self._actions = getattr(knowledge, "actions", None) or _all_legal_actions
        self._play = getattr(knowledge, "play", None) or _clone_and_apply

    # -- entry point -------------------------------------------------------------------
    def search(self, state: Any) -> SearchResult:
        actions = list(state.legal_actions())
        # A seeded shuffle before the stable static ordering: equal-looking moves are
        # tried (and so chosen) in a seed-dependent order, which varies play between
        # games without making it non-deterministic.
        self.rng.shuffle(actions)
        root_order = self.knowledge.order(state, actions)
        best_action, best_value, finished_depth = root_order[0], 0.0, 0
        stopped = False
        for depth in range(1, self.settings.max_depth + 1):
            try:
                value, action = self._root(state, root_order, depth)
            except SearchStopped as stop:
                stopped = True
                partial = getattr(stop, "partial", None)
                # The previous best move is searched first; a move that beat it in the
                # unfinished iteration is at least as good, so keep it.
                if partial is not None:
                    best_action, best_value = partial
                break
            best_action, best_value, finished_depth = action, value, depth
            root_order = [action] + [a for a in root_order if a != action]
            if abs(value) >= WIN_SCORE - 1000:
                break  # a forced win or loss is proven; deeper search changes nothing
        return SearchResult(best_action, best_value, finished_depth, self.nodes, stopped)

    def _root(self, state: Any, ordered: list[Any], depth: int) -> tuple[float, Any]:
        alpha, beta = -2 * WIN_SCORE, 2 * WIN_SCORE
        best_action, best_value = ordered[0], -2 * WIN_SCORE
        player = state.current_player()
        for index, action in enumerate(ordered):
            try:
                value = self._child_value(state, action, player, depth, alpha, beta, 0)
            except SearchStopped as stop:
                if index > 0:
                    stop.partial = (best_action, best_value)  # type: ignore[attr-defined]
                raise
            if value > best_value:
                best_value, best_action = value, action
            if value > alpha:
                alpha = value
        return best_value, best_action

    # -- analysis: every root move scored, and the line the search expects --------------
    def move_value(self, state: Any, action: Any, depth: int) -> float:
        """The exact value, for the player to move in ``state``, of ``action`` searched to
        ``depth`` (as a root move of an iteration of that depth, but with a full window,
        so every move gets its true score rather than a bound). The tables persist between
        calls, so scoring the moves one after the other and deepening stay cheap."""
        return self._child_value(state, action, state.current_player(), depth,
                                 -2 * WIN_SCORE, 2 * WIN_SCORE, 0)

    def principal_variation(self, state: Any, first: Any, limit: int) -> list[Any]:
        """``first`` and the best replies the transposition table remembers after it, up
        to ``limit`` actions (the line stops where the table or the game does)."""
        line = [first]
        position = self._play(state, first)
        while len(line) < limit:
            entry = self.table.get(self.knowledge.key(position))
            actions = self._actions(position)
            if entry is None or entry[3] is None or not actions or position.is_terminal():
                break
            if entry[3] not in actions:
                break
            line.append(entry[3])
            position = self._play(position, entry[3])
        return line

    # -- recursion ---------------------------------------------------------------------
    def _tick(self) -> None:
        self.nodes += 1
        if self.nodes >= self.settings.max_nodes:
            raise _NodeLimit()
        if self.nodes % CLOCK_CHECK_INTERVAL == 0:
            self.budget.check()

    def _child_value(self, state: Any, action: Any, player: int, depth: int,
                     alpha: float, beta: float, ply: int) -> float:
        """Value for ``player`` (to move in ``state``) of playing ``action``."""
        child = self._play(state, action)
        actions = self._actions(child)
        if actions is None:
            return self._unexpanded_value(child, player)
        if child.is_terminal():
            result = child.returns()[player]
            if result > 0:
                return WIN_SCORE - ply
            if result < 0:
                return -WIN_SCORE + ply
            return 0.0
        if child.current_player() == player:
            # Same player decides again within his move: no negation, no depth used.
            return self._search(child, actions, depth, alpha, beta, ply + 1)
        return -self._search(child, actions, depth - 1, -beta, -alpha, ply + 1)

    def _unexpanded_value(self, state: Any, player: int) -> float:
        """Value for ``player`` of a position too costly to expand: its static value."""
        self._tick()
        value = self.knowledge.evaluate(state)
        return value if state.current_player() == player else -value

    def _search(self, state: Any, actions: Sequence[Any], depth: int, alpha: float, beta: float,
                ply: int) -> float:
        self._tick()
        if depth <= 0:
            return self._quiesce(state, actions, alpha, beta, ply,
                                 self.settings.quiescence_depth)
        key = self.knowledge.key(state)
        entry = self.table.get(key)
        tt_move = None
        if entry is not None:
            entry_depth, entry_value, entry_flag, tt_move = entry
            if entry_depth >= depth:
                if entry_flag == EXACT:
                    return entry_value
                if entry_flag == LOWER and entry_value >= beta:
                    return entry_value
                if entry_flag == UPPER and entry_value <= alpha:
                    return entry_value
        original_alpha = alpha
        player = state.current_player()
        best_value, best_action = -2 * WIN_SCORE, None
        for action in self._ordered(state, actions, tt_move, ply):
            value = self._child_value(state, action, player, depth, alpha, beta, ply)
            if value > best_value:
                best_value, best_action = value, action
                if value > alpha:
                    alpha = value
                    if alpha >= beta:
                        self._remember_cutoff(action, depth, ply)
                        break
        if best_value <= original_alpha:
            flag = UPPER
        elif best_value >= beta:
            flag = LOWER
        else:
            flag = EXACT
        self.table[key] = (depth, best_value, flag, best_action)
        return best_value

    def _quiesce(self, state: Any, actions: Sequence[Any], alpha: float, beta: float,
                 ply: int, quiet_plies_left: int) -> float:
        if quiet_plies_left <= 0 or not self.knowledge.is_noisy(state, actions):
            return self.knowledge.evaluate(state)
        # Noisy means compulsory (Bao captures are mandatory), so there is no stand-pat:
        # the side to move must pick one of these moves.
        player = state.current_player()
        best_value = -2 * WIN_SCORE
        for action in self.knowledge.order(state, actions):
            child = self._play(state, action)
            self._tick()
            child_actions = self._actions(child)
            if child_actions is None:
                value = self._unexpanded_value(child, player)
            elif child.is_terminal():
                result = child.returns()[player]
                value = (WIN_SCORE - ply) if result > 0 else (-WIN_SCORE + ply) if result < 0 else 0.0
            elif child.current_player() == player:
                value = self._quiesce(child, child_actions, alpha, beta, ply + 1,
                                      quiet_plies_left)
            else:
                value = -self._quiesce(child, child_actions, -beta, -alpha, ply + 1,
                                       quiet_plies_left - 1)
            if value > best_value:
                best_value = value
                if value > alpha:
                    alpha = value
                    if alpha >= beta:
                        break
        return best_value

    # -- move ordering -----------------------------------------------------------------
    def _ordered(self, state: Any, actions: Sequence[Any], tt_move: Any, ply: int) -> list[Any]:
        static = self.knowledge.order(state, actions)
        if len(static) <= 1:
            return static
        killers = self.killers.get(ply, ())
        history = self.history
        rank = {action: index for index, action in enumerate(static)}

        def priority(action: Any) -> tuple[int, int, int]:
            if action == tt_move:
                return (0, 0, 0)
            if action in killers:
                return (1, 0, 0)
            return (2, -history.get(action, 0), rank[action])

        return sorted(static, key=priority)

    def _remember_cutoff(self, action: Any, depth: int, ply: int) -> None:
        killers = self.killers.setdefault(ply, [])
        if action not in killers:
            killers.insert(0, action)
            del killers[2:]
        self.history[action] = self.history.get(action, 0) + depth * depth


def _all_legal_actions(state: Any) -> Sequence[Any]:
    return state.legal_actions()


def _clone_and_apply(state: Any, action: Any) -> Any:
    child = state.clone()
    child.apply(action)
    return child


def alphabeta_search(state: Any, knowledge: Knowledge, settings: AlphaBetaSettings,
                     budget: Budget, rng: random.Random) -> SearchResult:
    """Best move for ``state.current_player()`` within the work budget and the deadline."""
    return AlphaBeta(knowledge, settings, budget, rng).search(state)
