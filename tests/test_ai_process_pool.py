"""The AI in a process pool, as a server runs computer seats: ``choose_in_worker`` is a
plain top-level function, its subject and answer pickle, and the answer is the one
``choose`` gives in this process."""

from __future__ import annotations

import multiprocessing
from concurrent.futures import ProcessPoolExecutor

from app.ai import choose
from app.ai.process import choose_in_worker, init_worker
from app.core.session import GameSession


def test_a_pool_worker_chooses_what_choose_chooses():
    sessions = [GameSession.new("kozel", seed=3), GameSession.new("bao", seed=1),
                GameSession.new("svoi_kozyri", {"players": "3"}, seed=2)]
    # spawn: a clean child, as a server would start its pool (nothing inherited).
    with ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("spawn"),
                             initializer=init_worker) as pool:
        futures = [pool.submit(choose_in_worker, s.ai_subject(), "medium", s.ai_seed()) for s in sessions]
        answers = [f.result(timeout=60) for f in futures]
    for session, answer in zip(sessions, answers):
        assert answer in session.legal_actions()
        assert answer == choose(session.ai_subject(), "medium", seed=session.ai_seed())
