"""Bao analysis for study: what the engine thinks of a position, and of a whole game.

``analyse(state, budget)`` is a generator: it deepens the search one ply at a time and
yields an ``AnalysisUpdate`` after each finished depth, until ``max_depth``, a proven
result, or the budget (deadline / cancel flag) stops it; cancelling is noticed within
a few hundred nodes (a few ms). It runs in the AI's child process (``app/ai/process``
streams the updates to the window); nothing here is Qt.

What the numbers mean (one place for all of them):

- **score**: the search's value of a move or position for the player named, in *seeds*:
  material (seeds on one's side and in one's ghala, minus the opponent's) plus the
  positional terms of ``app/games/bao/ai.py``, which are weighted in seeds too. A
  forced result found by the search is ``±(WIN_SCORE - plies)``: ``proven_plies`` tells
  it apart and says after how many actions the game ends.
- **win chance**: the score mapped to the chance that the player wins, with a logistic
  curve ``1 / (1 + exp(-score / EVAL_SCALE))`` whose scale was fitted on the outcomes of
  computer games (see ``EVAL_SCALE``). A proven win is 1, a proven loss 0.
- **bar**: South's win chance on a -100..+100 scale (``200 * chance - 100``): +100 South
  wins, 0 even, -100 North wins. The number beside it is the score from South's view.
- **every move's score**: each legal move is searched with a full window at the same
  depth, so the list is exact scores (not the bounds a plain alpha-beta leaves).
- **the threat** (``Threat``): Bao has no pass, so the threat is defined as the move the
  opponent would play *if it were the opponent's turn now*: the same board, stores and
  houses with the opponent to move (no takasia block, no open stop/safari question),
  searched to ``THREAT_MAX_DEPTH``; reported with the seeds its turn captures. None
  when the question is open (the same player moves again) or the opponent would have no
  move.
- **review** (``review``): every action of a game where the mover had a choice is scored
  against the best move at ``REVIEW_DEPTH``; the drop in the mover's win chance makes a
  move a ``MISTAKE`` (``MISTAKE_DROP``) or a ``BLUNDER`` (``BLUNDER_DROP``).
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import Iterator, Sequence

from app.ai.alphabeta import WIN_SCORE, AlphaBeta, AlphaBetaSettings
from app.ai.bao_search import SEARCH_KNOWLEDGE
from app.ai.budget import Budget, SearchStopped
from app.core.protocol import IllegalAction
from app.games.bao import State
from app.games.bao.describe import describe_action

# Deepest iteration an open-ended analysis runs to (in practice the user moves on, or
# cancels, long before: each ply costs several times the one before).
ANALYSIS_MAX_DEPTH = 30
# A work cap that never binds: the analysis is stopped by its budget or its depth.
_UNLIMITED_NODES = 10**12
# Scores at or beyond this are forced results, not evaluations.
PROVEN = WIN_SCORE - 1000
# The best line shows the moves the search looked at: the depth, plus a few replies the
# transposition table still remembers beyond it.
LINE_EXTRA = 2
# The threat is searched this deep at most (it is refreshed with the first iterations
# and then kept: it answers "what is hanging", which a shallow search sees).
THREAT_MAX_DEPTH = 4
# Logistic scale (in seeds) from score to win chance: the maximum-likelihood fit of
# "the side to move won" on the depth-2 score of the 12,049 positions with a choice of
# 400 computer games (Medium against Medium, both variants): 12.0, the same as on 120
# games (``python -m app.bench bao_eval``). So a lead of 12 seeds is a 73 % chance.
EVAL_SCALE = 12.0
# Review: the depth each position of a game is searched to, and how much of the mover's
# win chance a move may lose before it is marked. Same thresholds as Lichess's analysis
# (on the 0-100 win-chance scale: mistake 20, blunder 30 points).
REVIEW_DEPTH = 3
MISTAKE_DROP = 0.20
BLUNDER_DROP = 0.30
MISTAKE, BLUNDER = "mistake", "blunder"


def win_chance(score: float) -> float:
    """The chance (0..1) that the player whose score this is wins (see the module doc)."""
    if score >= PROVEN:
        return 1.0
    if score <= -PROVEN:
        return 0.0
    return 1.0 / (1.0 + math.exp(-score / EVAL_SCALE))


def proven_plies(score: float) -> int | None:
    """For a forced result: the number of actions until the game ends (the move scored
    included), positive when the player whose score this is wins, negative when he
    loses; None for an evaluation. (The search scores a game ending ``p`` actions below
    the move scored as ``WIN_SCORE - p``.)"""
    if abs(score) < PROVEN:
        return None
    plies = int(round(WIN_SCORE - abs(score))) + 1
    return plies if score > 0 else -plies


@dataclass(frozen=True)
class MoveScore:
    move: str  # notation, e.g. "A6>"
    score: float  # for the player to move


@dataclass(frozen=True)
class Threat:
    move: str  # the opponent's move, in notation from the opponent's view
    score: float  # the search's value of the position with the opponent to move, for the opponent
    captured: int  # seeds that move's turn captures (at least its first action)


@dataclass(frozen=True)
class AnalysisUpdate:
    """The analysis after one finished depth. ``moves`` holds every legal move, best
    first; ``line`` the principal variation starting with the best move."""

    side: int  # the player to move
    depth: int
    nodes: int
    score: float  # the best move's score, for ``side``
    moves: tuple[MoveScore, ...]
    line: tuple[str, ...]
    threat: Threat | None
    final: bool  # nothing more will come: max depth, a proven result, or no move at all

    @property
    def south_score(self) -> float:
        return self.score if self.side == 0 else -self.score

    @property
    def bar(self) -> float:
        """South's win chance on -100..+100 (see the module docstring)."""
        return 200.0 * win_chance(self.south_score) - 100.0

    @property
    def best(self) -> str | None:
        return self.moves[0].move if self.moves else None


def _searcher(budget: Budget, depth: int = ANALYSIS_MAX_DEPTH) -> AlphaBeta:
    settings = AlphaBetaSettings(max_depth=depth, max_nodes=_UNLIMITED_NODES, quiescence_depth=0)
    return AlphaBeta(SEARCH_KNOWLEDGE, settings, budget, random.Random(0))


def _scored(searcher: AlphaBeta, state: State, order: Sequence, depth: int) -> list[tuple]:
    """Every move of ``order`` with its full-window score, best first (ties keep the
    order given, so the previous iteration's best stays first)."""
    scores = [(action, searcher.move_value(state, action, depth)) for action in order]
    return sorted(scores, key=lambda pair: -pair[1])


def threat(state: State, depth: int, budget: Budget) -> Threat | None:
    """The opponent's best move if it were the opponent's turn (see the module doc)."""
    if state.pending_decision or state.is_terminal():
        return None
    side = state.current_player()
    board = state.board(0) + state.board(1)
    stores = [state.store(0), state.store(1)]
    houses = [state.owns_house(0), state.owns_house(1)]
    swapped = State(board, stores, houses, 1 - side, state.variant)
    if swapped.is_terminal():
        return None
    legal = swapped.legal_actions()
    result = _searcher(budget, depth).search(swapped)
    if result.depth == 0 and len(legal) > 1:
        raise SearchStopped()  # not even depth 1 finished: nothing worth showing
    description, _ = describe_action(swapped, result.action)
    return Threat(str(result.action), result.value, description.captured)


def analyse(state: State, budget: Budget, max_depth: int = ANALYSIS_MAX_DEPTH,
            with_threat: bool = True) -> Iterator[AnalysisUpdate]:
    """Updates of ever deeper searches of ``state`` (see the module docstring). A
    finished game yields one final update with no moves and the result as its score."""
    side = state.current_player()
    if state.is_terminal():
        score = WIN_SCORE if state.returns()[side] > 0 else -WIN_SCORE
        yield AnalysisUpdate(side, 0, 0, score, (), (), None, True)
        return
    legal = state.legal_actions()
    searcher = _searcher(budget, max_depth)
    order = SEARCH_KNOWLEDGE.order(state, legal)
    current_threat: Threat | None = None
    for depth in range(1, max_depth + 1):
        try:
            scored = _scored(searcher, state, order, depth)
            if with_threat and depth <= THREAT_MAX_DEPTH:
                current_threat = threat(state, depth, budget)
        except SearchStopped:
            return
        best, score = scored[0]
        line = tuple(str(a) for a in searcher.principal_variation(state, best, depth + LINE_EXTRA))
        final = depth == max_depth or abs(score) >= PROVEN
        yield AnalysisUpdate(side, depth, searcher.nodes, score,
                             tuple(MoveScore(str(a), v) for a, v in scored), line, current_threat, final)
        if final:
            return
        order = [a for a, _ in scored]


@dataclass(frozen=True)
class ReviewedMove:
    """One action of a reviewed game. ``best_score``/``played_score`` are for the mover
    (None when the mover had a single legal action: nothing to judge)."""

    index: int  # the action's number in the game, from 0
    side: int
    move: str
    best: str
    best_score: float | None
    played_score: float | None

    @property
    def drop(self) -> float:
        """The mover's win chance lost by this move against the best one (0..1)."""
        if self.best_score is None or self.played_score is None:
            return 0.0
        return max(0.0, win_chance(self.best_score) - win_chance(self.played_score))

    @property
    def verdict(self) -> str:
        """``BLUNDER``, ``MISTAKE`` or ``""`` (see the thresholds above)."""
        if self.drop >= BLUNDER_DROP:
            return BLUNDER
        if self.drop >= MISTAKE_DROP:
            return MISTAKE
        return ""


def review(start: State, actions: Sequence[str], budget: Budget,
           depth: int = REVIEW_DEPTH) -> Iterator[ReviewedMove]:
    """Judge every action of a game played from ``start``, one ``ReviewedMove`` each,
    in order. The budget stops it between or within positions (nothing half-judged is
    yielded). Raises ``IllegalAction`` naming the first action that is not legal where it
    is played (its number from 1, its text and the rule)."""
    state = start.clone()
    searcher = _searcher(budget, depth)
    for index, text in enumerate(actions):
        side = state.current_player()
        legal = state.legal_actions()
        try:
            played = State.parse_action(text)
            if played not in legal:
                state.clone().apply(played)  # raises, naming the rule
        except IllegalAction as exc:
            raise IllegalAction(f"bao review: action {index + 1} ({text}) is not legal: {exc}") from None
        if len(legal) > 1:
            try:
                scored = _scored(searcher, state, SEARCH_KNOWLEDGE.order(state, legal), depth)
            except SearchStopped:
                return
            by_move = dict(scored)
            best, best_score = scored[0]
            played_score = by_move.get(played)
            yield ReviewedMove(index, side, str(played), str(best), best_score, played_score)
        else:
            yield ReviewedMove(index, side, str(played), str(legal[0]) if legal else str(played), None, None)
        state.apply(played, events=False)
