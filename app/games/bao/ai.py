"""Bao knowledge for the AI: the evaluation, move ordering, and the yardstick players
(random, greedy). The search itself is generic (``app/ai/alphabeta.py``).

The model already plays every legal turn to its end on a copy to find the legal moves
(never-ending moves are illegal), and keeps those results. The AI reads them instead of
replaying turns: the board after each legal move costs nothing more, which makes the
greedy player, the move ordering and the capture-aware evaluation cheap.
"""

from __future__ import annotations

import random
from typing import Hashable, Sequence

from app.games.bao import engine
from app.games.bao.actions import CAPTURE, SAFARI, STOP, Action
from app.games.bao.engine import FRONT, HOLES, NYUMBA, SearchLimitExceeded
from app.games.bao.rules import State

# Evaluation weights, in seeds (material is worth 1 per seed). Chosen by hand from Bao
# strategy (front-row seeds are both the ammunition and the target; the nyumba is a
# reserve that stops sowings in namua; a player loses when his front row is empty) and
# checked with the strength ladder of ``python -m app.bench ai``.
THREAT_WEIGHT = 0.5          # per seed of the best capture the side could make next
MOBILITY_WEIGHT = 0.3        # per hole with >= 2 seeds (a hole that can start a sowing)
FRONT_OCCUPIED_WEIGHT = 0.5  # per occupied front-row hole (no front row = loss)
LAST_FRONT_HOLES_DANGER = 4.0  # front row down to a single occupied hole
HOUSE_WEIGHT = 4.0           # owning a functional nyumba during namua
TO_MOVE_BONUS = 0.5          # the side to move acts first on any threat
DECIDED_VALUE = 500.0        # a game won or lost within the move being looked at


def _position(state: State) -> tuple[Sequence[int], Sequence[int], Sequence[bool]]:
    """Board (32 counts), stores and house flags."""
    return state.position()


def _simulated_moves(state: State, max_sowings: int | None = None) -> list:
    """The model's cached results of every legal move (action, board after it, ...).
    ``max_sowings``: see ``State.legal_actions_within`` (raises when exceeded)."""
    return state.simulated_moves(max_sowings)


def position_key(state: State) -> Hashable:
    """Everything that decides future play (``State.position_key``)."""
    return state.position_key()


def seeds_of(board: Sequence[int], stores: Sequence[int], side: int) -> int:
    base = side * HOLES
    return sum(board[base: base + HOLES]) + stores[side]


def best_capture(board: Sequence[int], stores: Sequence[int], side: int) -> int:
    """Seeds of the largest opponent hole ``side`` could capture with a first sowing
    if it were ``side``'s turn now (namua: a drop into an occupied front hole facing an
    occupied hole; mtaji: a 2..15-seed sowing ending in such a hole)."""
    base, theirs = side * HOLES, HOLES - side * HOLES
    best = 0
    if stores[side] > 0:
        for hole in range(FRONT):
            if board[base + hole]:
                taken = board[theirs + 7 - hole]
                if taken > best:
                    best = taken
        return best
    for hole in range(HOLES):
        for direction in (1, -1):
            target = engine.capture_landing(board, side, hole, direction)
            if target >= 0 and board[theirs + target] > best:
                best = board[theirs + target]
    return best


def side_features(board: Sequence[int], stores: Sequence[int], house: Sequence[bool],
                  side: int) -> float:
    """The positional (non-material) value of ``side``'s half of the board."""
    base = side * HOLES
    front = board[base: base + FRONT]
    occupied_front = sum(1 for c in front if c)
    movable = sum(1 for c in board[base: base + HOLES] if c >= 2)
    value = FRONT_OCCUPIED_WEIGHT * occupied_front + MOBILITY_WEIGHT * movable
    if occupied_front <= 1:
        value -= LAST_FRONT_HOLES_DANGER
    if stores[side] > 0 and house[side] and board[base + NYUMBA] >= 6:
        value += HOUSE_WEIGHT
    return value


def static_value(board: Sequence[int], stores: Sequence[int], house: Sequence[bool],
                 side: int, side_to_move: int) -> float:
    """Value for ``side`` of a position (no search): material, threats, structure."""
    other = 1 - side
    value = float(seeds_of(board, stores, side) - seeds_of(board, stores, other))
    value += side_features(board, stores, house, side) - side_features(board, stores, house, other)
    value += THREAT_WEIGHT * (best_capture(board, stores, side) - best_capture(board, stores, other))
    value += TO_MOVE_BONUS if side_to_move == side else -TO_MOVE_BONUS
    return value


def material_after(simulated, side: int, stores_before: Sequence[int], namua: bool) -> int:
    """Seeds of ``side`` minus the opponent's after a simulated legal move."""
    stores = list(stores_before)
    if namua and simulated.action.kind not in (STOP, SAFARI):
        stores[side] -= 1
    return (seeds_of(simulated.board, stores, side)
            - seeds_of(simulated.board, stores, 1 - side))


class BaoKnowledge:
    """``app.ai.alphabeta.Knowledge`` for Bao.

    ``max_sowings`` (None: exact) bounds the sowings of any one candidate turn when the
    moves of a position below the search's root are generated; a position that needs
    more is a leaf scored by its static value (see ``app.ai.bao_search``)."""

    def __init__(self, max_sowings: int | None = None) -> None:
        self.max_sowings = max_sowings

    def key(self, state: State) -> Hashable:
        return position_key(state)

    def actions(self, state: State) -> list[Action] | None:
        if self.max_sowings is None:
            return state.legal_actions()
        try:
            return state.legal_actions_within(self.max_sowings)
        except SearchLimitExceeded:
            return None

    def play(self, state: State, action: Action) -> State:
        child = state.clone()
        child.apply(action, events=False)
        return child

    def evaluate(self, state: State) -> float:
        """Value for the side to move. When it has captures (or the stop/safari
        question), score the best of its simulated moves: the model already played them
        out, so this one-ply capture resolution costs no extra sowing. A position whose
        moves exceed ``max_sowings`` gets the static value of its board alone."""
        board, stores, house = _position(state)
        me = state.current_player()
        try:
            moves = _simulated_moves(state, self.max_sowings)
        except SearchLimitExceeded:
            return static_value(board, stores, house, me, me)
        if moves and (state.pending_decision or moves[0].action.kind == CAPTURE):
            namua = state.stage == "namua"
            best = None
            for result in moves:
                after = list(stores)
                if namua and result.action.kind not in (STOP, SAFARI):
                    after[me] -= 1
                if result.outcome == engine.MOVER_WINS:
                    return DECIDED_VALUE
                if result.outcome == engine.MOVER_LOSES:
                    continue
                next_to_move = me if result.outcome == engine.DECISION else 1 - me
                value = static_value(result.board, after, result.house, me, next_to_move)
                if best is None or value > best:
                    best = value
            return best if best is not None else -DECIDED_VALUE
        return static_value(board, stores, house, me, me)

    def order(self, state: State, actions: Sequence[Action]) -> list[Action]:
        """Biggest immediate material swing first (from the simulated results)."""
        if len(actions) <= 1:
            return list(actions)
        me = state.current_player()
        namua = state.stage == "namua"
        _, stores, _ = _position(state)
        gain = {r.action: material_after(r, me, stores, namua) for r in _simulated_moves(state)}
        return sorted(actions, key=lambda a: -gain.get(a, 0))

    def is_noisy(self, state: State, actions: Sequence[Action]) -> bool:
        return bool(actions) and (state.pending_decision or actions[0].kind == CAPTURE)


KNOWLEDGE = BaoKnowledge()


# --- yardstick players ---------------------------------------------------------------
def random_action(state: State, rng: random.Random) -> Action:
    """Uniform over the legal moves."""
    return rng.choice(state.legal_actions())


def greedy_action(state: State) -> Action:
    """The rule-based baseline: the move that leaves the most seeds on the mover's side
    (largest capture), ties broken by the static value of the result, then by the
    order of ``legal_actions()`` (deterministic)."""
    me = state.current_player()
    namua = state.stage == "namua"
    _, stores, _ = _position(state)
    best_action, best_score = None, None
    for result in _simulated_moves(state):
        if result.outcome == engine.MOVER_WINS:
            return result.action
        if result.outcome == engine.MOVER_LOSES:
            continue
        after = list(stores)
        if namua and result.action.kind not in (STOP, SAFARI):
            after[me] -= 1
        material = seeds_of(result.board, after, me) - seeds_of(result.board, after, 1 - me)
        score = (material, -best_capture(result.board, after, 1 - me))
        if best_score is None or score > best_score:
            best_action, best_score = result.action, score
    return best_action if best_action is not None else state.legal_actions()[0]
