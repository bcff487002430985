"""The Bao analysis engine (app/ai/analysis.py) and its streaming child process
(app/ai/process.ProcessStream): updates, every move's score, the best line, the
threat, cancelling, and the whole-game review."""

from __future__ import annotations

import threading
import time

import pytest

from app.ai.alphabeta import WIN_SCORE
from app.ai.analysis import (
    BLUNDER,
    BLUNDER_DROP,
    MISTAKE,
    MISTAKE_DROP,
    AnalysisUpdate,
    ReviewedMove,
    analyse,
    proven_plies,
    review,
    threat,
    win_chance,
)
from app.ai.budget import Budget
from app.ai.process import ProcessStream
from app.games.bao import State
from app.games.bao.describe import describe_action
from tests.bao_positions import BLUNDER_POSITION, EXAMPLE_4_2, SAFARI_POSITION, WINNING_CAPTURE

CANCEL_LIMIT = 0.1  # seconds: the bound


def test_updates_deepen_and_score_every_legal_move():
    state = State.new()
    updates = list(analyse(state, Budget(None), max_depth=4))
    assert [u.depth for u in updates] == [1, 2, 3, 4] and updates[-1].final
    legal = {str(a) for a in state.legal_actions()}
    for update in updates:
        assert {m.move for m in update.moves} == legal
        scores = [m.score for m in update.moves]
        assert scores == sorted(scores, reverse=True) and update.score == scores[0]
        assert update.line[0] == update.best
        line_state = state.clone()
        for move in update.line:  # the best line is a sequence of legal moves
            line_state.apply(move)
        assert -100 <= update.bar <= 100
    assert updates[-1].nodes > updates[0].nodes


def test_scores_and_bar_are_from_souths_side():
    state = State.new()
    state.apply("A6<")  # North to move
    update = list(analyse(state, Budget(None), max_depth=2))[-1]
    assert update.side == 1 and update.south_score == -update.score
    assert update.bar == pytest.approx(200 * win_chance(-update.score) - 100)


def test_a_winning_move_is_a_proven_result_in_one_action():
    state = State.from_text(WINNING_CAPTURE, 0, variant="kujifunza")
    update = next(analyse(state, Budget(None), max_depth=3))
    assert update.best == "B1>" and update.final
    assert proven_plies(update.score) == 1 and update.bar == 100
    assert win_chance(update.score) == 1.0


def test_the_threat_is_the_opponents_best_move_on_the_same_board():
    state = State.from_text(EXAMPLE_4_2, 0)
    found = threat(state, 2, Budget(None))
    swapped = State(state.board(0) + state.board(1), [0, 0], [False, False], 1)
    assert found.move in {str(a) for a in swapped.legal_actions()}
    assert found.captured == describe_action(swapped, found.move)[0].captured
    # mid-turn, the same player moves again: no threat
    asked = State.from_text(SAFARI_POSITION, 0)
    asked.apply("A2>")
    assert asked.pending_decision and threat(asked, 2, Budget(None)) is None


def test_a_cancelled_analysis_stops_within_100_ms():
    cancel = threading.Event()
    stopped: list[float] = []

    def run() -> None:
        for _update in analyse(State.new(), Budget(None, cancel)):
            pass
        stopped.append(time.monotonic())

    worker = threading.Thread(target=run)
    worker.start()
    time.sleep(0.3)
    asked = time.monotonic()
    cancel.set()
    worker.join(5)
    assert stopped and stopped[0] - asked < CANCEL_LIMIT


def test_review_marks_the_move_that_throws_the_win_away():
    start = State.from_text(BLUNDER_POSITION, 1)
    (best,) = review(start, ["A8<"], Budget(None))
    assert (best.best, best.verdict, best.drop) == ("A8<", "", 0.0)
    assert proven_plies(best.best_score) is not None and proven_plies(best.best_score) > 0
    (still_winning,) = review(start, ["B7<"], Budget(None))
    assert still_winning.verdict == ""  # a large lead kept: little win chance lost
    (blunder,) = review(start, ["A5>"], Budget(None))
    assert blunder.best == "A8<" and blunder.verdict == BLUNDER and blunder.drop >= BLUNDER_DROP


def test_review_thresholds_and_forced_moves():
    assert ReviewedMove(0, 0, "A1>", "A2>", 0.0, 0.0).verdict == ""
    assert ReviewedMove(0, 0, "A1>", "A2>", WIN_SCORE, -WIN_SCORE).verdict == BLUNDER
    mistake = ReviewedMove(0, 0, "A1>", "A2>", 0.0, -1.0)
    while mistake.drop < MISTAKE_DROP:
        mistake = ReviewedMove(0, 0, "A1>", "A2>", 0.0, mistake.played_score - 0.5)
    assert mistake.verdict in (MISTAKE, BLUNDER)
    # a move with no alternative is never judged
    state = State.from_text(EXAMPLE_4_2, 0)  # B2< is the only legal move
    (forced,) = review(state, ["B2<"], Budget(None))
    assert forced.best_score is None and forced.verdict == ""


def test_review_names_an_illegal_move():
    with pytest.raises(ValueError, match="A1>"):
        list(review(State.new(), ["A6>", "A1>"], Budget(None)))


# -- the streaming child process ------------------------------------------------------------
class Listener:
    def __init__(self) -> None:
        self.messages: list[tuple[float, int, str, object]] = []
        self.done = threading.Event()

    def __call__(self, number: int, kind: str, payload: object) -> None:
        self.messages.append((time.monotonic(), number, kind, payload))
        if kind in ("done", "error"):
            self.done.set()

    def of(self, number: int, kind: str) -> list:
        return [m[3] for m in self.messages if m[1] == number and m[2] == kind]


@pytest.fixture
def stream():
    listener = Listener()
    child = ProcessStream(listener)
    child.start()
    yield child, listener
    child.stop()


def test_the_child_streams_updates_and_cancels_within_100_ms(stream):
    child, listener = stream
    number = child.request("analyse", State.new(), 40)
    deadline = time.monotonic() + 30
    while len(listener.of(number, "update")) < 4 and time.monotonic() < deadline:
        time.sleep(0.01)
    updates = listener.of(number, "update")
    assert len(updates) >= 4 and all(isinstance(u, AnalysisUpdate) for u in updates)
    assert [u.depth for u in updates] == list(range(1, len(updates) + 1))
    latencies = []
    for _ in range(3):  # several times: the bound must hold each time, not on average
        listener.done.clear()
        asked = time.monotonic()
        child.cancel()
        assert listener.done.wait(5)
        latencies.append(listener.messages[-1][0] - asked)
        assert listener.messages[-1][2] == "done"
        number = child.request("analyse", State.new(), 40)
        while not listener.of(number, "update"):
            time.sleep(0.005)
    assert max(latencies) < CANCEL_LIMIT, latencies


def test_a_cancel_stops_requests_sent_before_it_only(stream):
    child, listener = stream
    first = child.request("analyse", State.new(), 40)
    child.cancel()
    second = child.request("review", State.new(), ["A6>", "A7<"], 2)
    deadline = time.monotonic() + 30
    while not (listener.of(second, "done") or listener.of(second, "error")) and time.monotonic() < deadline:
        time.sleep(0.01)
    assert listener.of(first, "done") == [None]
    reviewed = listener.of(second, "reviewed")
    assert [r.move for r in reviewed] == ["A6>", "A7<"] and listener.of(second, "done") == [None]


def test_a_bad_request_is_an_error_answer_and_the_child_goes_on(stream):
    child, listener = stream
    bad = child.request("review", State.new(), ["B8>"], 2)
    assert listener.done.wait(30)
    assert listener.of(bad, "error") and "B8>" in listener.of(bad, "error")[0]
    listener.done.clear()
    good = child.request("analyse", State.new(), 2)
    assert listener.done.wait(30)
    assert [u.depth for u in listener.of(good, "update")] == [1, 2]
