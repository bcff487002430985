"""The AI worker: results by signal, stale answers dropped, errors reported, and the
child-process chooser the app uses by default."""

from __future__ import annotations

import threading
import time

from app.ai.process import ProcessChooser
from app.games.bao import State
from app.ui.ai_worker import AiWorker


def first_legal(subject, level, seed, deadline=None, cancel=None):
    return subject.legal_actions()[0]


def test_worker_reports_the_move_with_its_tag(qtbot):
    worker = AiWorker(first_legal)
    state = State.new()
    with qtbot.waitSignal(worker.moveReady, timeout=5000) as blocker:
        worker.request(state.clone(), "easy", 1, tag=("move", 1))
    assert blocker.args == [("move", 1), state.legal_actions()[0]]
    assert not worker.is_busy()
    worker.shutdown()


def test_cancelled_request_never_delivers_and_the_search_is_told_to_stop(qtbot):
    told_to_stop = threading.Event()

    def slow(subject, level, seed, deadline=None, cancel=None):
        while not cancel.is_set():
            time.sleep(0.005)
        told_to_stop.set()
        return subject.legal_actions()[0]

    worker = AiWorker(slow)
    delivered = []
    worker.moveReady.connect(lambda tag, action: delivered.append(tag))
    worker.request(State.new(), "hard", 1, tag="stale")
    assert worker.is_busy()
    worker.cancel_all()
    assert told_to_stop.wait(2)
    worker.request(State.new(), "hard", 2, tag="fresh")
    worker.cancel_all()
    worker.set_chooser(first_legal)
    with qtbot.waitSignal(worker.moveReady, timeout=5000):
        worker.request(State.new(), "easy", 3, tag="last")
    assert delivered == ["last"]
    worker.shutdown()


def test_a_failing_search_is_reported_not_raised(qtbot):
    def broken(subject, level, seed, deadline=None, cancel=None):
        raise RuntimeError("no idea")

    worker = AiWorker(broken)
    with qtbot.waitSignal(worker.failed, timeout=5000) as blocker:
        worker.request(State.new(), "easy", 1, tag="t")
    assert "no idea" in blocker.args[1]
    worker.shutdown()


def test_process_chooser_plays_legal_moves_and_honours_cancel():
    chooser = ProcessChooser()
    try:
        state = State.new()
        action = chooser(state.clone(), level="easy", seed=5)
        assert action in state.legal_actions()
        # Same seed, same answer: the child is deterministic like app.ai.choose.
        assert chooser(state.clone(), level="easy", seed=5) == action
        cancel = threading.Event()
        cancel.set()
        started = time.monotonic()
        state.apply(action)
        answer = chooser(state.clone(), level="expert", seed=6, cancel=cancel)
        assert answer in state.legal_actions()
        assert time.monotonic() - started < 2.5  # expert may take 3 s; cancelled it answers at once
    finally:
        chooser.stop()


def test_process_chooser_advises_a_move_with_its_reason():
    from app.ai.hints import Advice, Reason
    from app.games.back_alley import State as BackAlley

    chooser = ProcessChooser()
    try:
        state = BackAlley.new(seed=3)
        obs = state.observation(state.to_move)
        advice = chooser(obs, level="medium", seed=2, task="advise")
        assert isinstance(advice, Advice) and advice.action in obs.legal_actions()
        assert advice.reason.kind in (Reason.BID_TRICKS, Reason.BID_BOARD, Reason.BID_PASS)
        assert advice.action == chooser(obs, level="medium", seed=2)  # the same move as "choose"
    finally:
        chooser.stop()
