"""The per-seat public notation of every game's actions (the move log offline and
online): it names no card hidden from the seat, reads back, and follows the options."""

from __future__ import annotations

import random

import pytest

from app.core.card_events import HIDDEN
from app.core.session import GameSession
from app.games import GAMES
from app.online.move_log import BadLog, MoveLog

CASES = [("kozel", {}), ("kozel", {"discards": "face_up"}), ("svoi_kozyri", {"players": "3"}),
         ("back_alley", {}), ("bao", {})]
SEEDS = 4
STEPS = 150


def random_session(game: str, options: dict, seed: int) -> GameSession:
    session = GameSession.new(game, options, seed=seed)
    rng = random.Random(seed)
    while not session.is_over() and len(session.record.actions) < STEPS:
        if session.automatic_pending():
            session.play_automatic()
        else:
            session.play(rng.choice(session.legal_actions()))
    return session


@pytest.mark.parametrize("game, options", CASES)
def test_each_seat_sees_exactly_what_it_may_know_of_each_action(game, options):
    info = GAMES[game]
    face_down = game == "kozel" and options.get("discards") != "face_up"
    hidden_seen = 0
    for seed in range(SEEDS):
        session = random_session(game, options, seed)
        for seat in range(session.seat_count):
            log = session.public_history(seat)
            assert len(log) == len(session.record.actions)
            for text, public, actor in zip(session.record.actions, log, session.record.actors):
                action = info.parse_public_notation(public)
                if face_down and actor != seat and text.startswith("discard"):
                    # Another seat's face-down discard: how many cards, never which.
                    assert public == " ".join(["discard"] + ["?"] * (len(text.split()) - 1))
                    assert action.cards == (HIDDEN,) * len(action.cards) and str(action) == public
                    hidden_seen += 1
                else:
                    assert public == text and action == info.state_class().parse_action(text)
    assert hidden_seen > 0 if face_down else hidden_seen == 0


def test_the_parts_of_a_match_are_the_positions_games_and_deals():
    for game, field in (("kozel", "game_number"), ("back_alley", "deal_number")):
        session = random_session(game, {}, 1)
        position, parts = session.record.start_state(), []
        for text in session.record.actions:
            parts.append(getattr(position, field))
            position.apply(position.parse_action(text))
        assert session.parts() == parts and len(set(parts)) > 1
    assert set(random_session("bao", {}, 1).parts()) == {None}


def test_an_undo_writes_the_log_again():
    session = random_session("kozel", {}, 2)
    before = session.public_history(1)
    session.undo_to(10)
    assert session.public_history(1) == before[:10] and len(session.parts()) == 10


def test_a_move_log_that_does_not_read_is_refused_and_changes_nothing():
    log = MoveLog("kozel")
    log.feed({"type": "update", "seq": 1, "game_seq": 1, "actor": None, "action": None,
              "observation": {"game_number": 0}})
    log.feed({"type": "update", "seq": 2, "game_seq": 1, "actor": 1, "action": "lead 7H",
              "observation": {"game_number": 0}})
    for bad in ({"type": "update", "seq": 3, "game_seq": 1, "actor": 2, "action": 7},
                {"type": "update", "seq": 3, "game_seq": 1, "actor": "two", "action": "beat 8H"},
                {"type": "update", "seq": 3, "game_seq": 1, "resumed": True, "log": [["lead 7H", 1]]},
                {"type": "update", "seq": 3, "game_seq": 1, "resumed": True, "log": {"lead": 1}},
                {"type": "update", "seq": 3, "game_seq": 1, "actor": 2, "action": "beat ZZ"},
                {"type": "update", "seq": 3, "game_seq": 1, "resumed": True, "log": [["discard ? X", 1, 0]]}):
        with pytest.raises(BadLog):
            log.feed(bad)
        assert log.lines == [("lead 7H", 1, 0)]
    with pytest.raises(BadLog):
        MoveLog("chess")
