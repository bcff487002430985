"""GameSession: the flow shared by the local table and the server — who may act, the
automatic step between deals, undo points (today's rules of the card views and of Bao),
resignation and results per seat."""

from __future__ import annotations

import random

import pytest

from app.core.card_events import Dealt
from app.core.game_info import DRAWN, LOST, WON
from app.core.protocol import AUTOMATIC, NO_PLAYER, IllegalAction
from app.core.record import HUMAN, GameRecord, RecordError, computer
from app.core.session import GameSession
from app.games import GAME_IDS


def play_randomly(session: GameSession, rng: random.Random, until=lambda s: False, limit: int = 100_000):
    for _ in range(limit):
        if session.is_over() or until(session):
            return
        if session.automatic_pending():
            session.play_automatic()
        else:
            session.play(rng.choice(session.legal_actions()), seat=session.current_player())


@pytest.mark.parametrize("game", GAME_IDS)
def test_a_whole_game_is_played_recorded_and_scored(game):
    session = GameSession.new(game, seed=7)
    play_randomly(session, random.Random(7))
    assert session.is_over() and session.current_player() == NO_PLAYER and session.legal_actions() == []
    result = session.result()
    assert len(result) == session.seat_count and {r.outcome for r in result} <= {WON, LOST, DRAWN}
    assert min(r.place for r in result) == 1
    assert GameSession(GameRecord.from_dict(session.record.to_dict())).state == session.state
    with pytest.raises(IllegalAction, match="over"):
        session.play("deal")


def test_only_the_seat_to_move_acts_and_illegal_actions_name_the_rule():
    session = GameSession.new("kozel", seed=3)
    mover = session.current_player()
    with pytest.raises(IllegalAction, match=f"seat {mover}'s turn, not seat {(mover + 1) % 4}'s"):
        session.play(session.legal_actions()[0], seat=(mover + 1) % 4)
    with pytest.raises(IllegalAction, match="Kozel: "):
        session.play("pull")
    assert len(session.record) == 0  # nothing recorded
    with pytest.raises(IllegalAction, match="no automatic step"):
        session.play_automatic()


def test_the_automatic_step_is_pending_between_deals_only():
    session = GameSession.new("back_alley", seed=5, seats=[HUMAN] + [computer("easy")] * 3)
    rng = random.Random(5)
    play_randomly(session, rng, until=GameSession.automatic_pending)
    assert session.current_player() == AUTOMATIC and session.state.deal_number == 1
    with pytest.raises(IllegalAction, match="no seat plays until the next is dealt"):
        session.play("deal", seat=0)
    with pytest.raises(IllegalAction, match="dealt first"):
        session.play("pass")
    events = session.play_automatic()
    assert any(isinstance(e, Dealt) for e in events) and session.record.actors[-1] is None
    assert session.state.deal_number in (1, 2) and not session.automatic_pending()
    assert session.player(1) == computer("easy")


def test_card_game_undo_goes_back_to_the_humans_last_action_not_past_new_cards():
    session = GameSession.new("kozel", seed=12)
    rng = random.Random(1)
    assert session.undo_point(0) is None  # nothing played yet
    # Play until seat 0 has acted in a trick that drew no cards yet.
    while True:
        mover = session.current_player()
        session.play(rng.choice(session.legal_actions()), seat=mover)
        if mover == 0:
            break
    k = session.undo_point(0)
    assert k == len(session.record) - 1
    before = session.record.replay(k)
    session.undo_to(k)
    assert session.state == before and len(session.record) == k
    # After a trick whose refill showed new cards, the actions before it cannot be undone.
    while not session.info.reveals(session.play(rng.choice(session.legal_actions()))):
        pass
    if session.record.actors[-1] != 0:
        assert session.undo_point(0) is None


def test_undo_never_reaches_into_a_finished_deal():
    session = GameSession.new("kozel", {"match_limit": "12"}, seed=2)
    play_randomly(session, random.Random(2), until=GameSession.automatic_pending)
    assert session.undo_point(range(4)) is None  # the game's result stands
    session.play_automatic()
    assert session.undo_point(range(4)) is None  # the new deal showed new cards


def test_bao_undo_skips_the_mid_move_decision_and_serves_two_people_at_one_screen():
    rng = random.Random(0)
    decisions = 0
    while decisions < 3:
        session = GameSession(GameRecord.new("bao", seats=[HUMAN, HUMAN]))
        while not session.is_over():
            if session.state.pending_decision:
                decisions += 1
                mover = session.current_player()
                session.play(rng.choice(session.legal_actions()))
                # The decision belongs to the move it interrupted: undo goes back before both.
                k = session.undo_point(mover)
                assert k == len(session.record) - 2 and not session.record.replay(k).pending_decision
            else:
                session.play(rng.choice(session.legal_actions()))
                if len(session.record) == 5:  # two people at one screen: the last move of either
                    assert session.undo_point((0, 1)) == 4 and session.undo_point(session.current_player()) == 3


def test_resignation_ends_the_game_and_loses_for_the_team():
    session = GameSession.new("back_alley", seed=4)
    session.play(session.legal_actions()[0])
    session.resign(2)
    assert session.is_over() and session.undo_point(2) is None
    assert [r.outcome for r in session.result()] == [LOST, WON, LOST, WON]
    with pytest.raises(IllegalAction):
        session.resign(1)
    session.undo_to(0)  # an undo takes the resignation back too
    assert not session.is_over()


def test_ai_subjects_and_seeds():
    session = GameSession.new("svoi_kozyri", {"players": "3"}, seed=9)
    assert session.ai_subject() == session.state.observation(session.current_player())
    assert session.observation(2) == session.state.observation(2)
    first = session.ai_seed()
    session.play(session.legal_actions()[0])
    assert session.ai_seed() != first and session.ai_seed("hint") != session.ai_seed()
    bao = GameSession.new("bao")
    assert bao.ai_subject() == bao.state and bao.ai_subject() is not bao.state


def test_a_rematch_uses_the_finished_game():
    first = GameSession.new("svoi_kozyri", {"players": "3"}, seed=1)
    play_randomly(first, random.Random(1))
    second = GameSession.new("svoi_kozyri", {"players": "3"}, seed=2, previous=first.state)
    assert second.state.dealer == first.state.next_dealer


def count_parses(monkeypatch, state_class) -> list[int]:
    """How often actions are read (every replay reads each action's notation once)."""
    calls = [0]
    parse = state_class.parse_action  # a staticmethod in every game

    def counted(text):
        calls[0] += 1
        return parse(text)

    monkeypatch.setattr(state_class, "parse_action", staticmethod(counted))
    return calls


def count_replays(monkeypatch) -> list[str]:
    """Every replay of a record from here on: ``GameRecord.read`` (``from_dict``) checking
    one, and a session replaying its own."""
    replays = []
    read = GameRecord.read.__func__
    replay = GameSession._replay
    monkeypatch.setattr(GameRecord, "read", classmethod(lambda cls, *args: replays.append("read") or read(cls, *args)))
    monkeypatch.setattr(GameSession, "_replay", lambda self, upto: replays.append("session") or replay(self, upto))
    return replays


@pytest.mark.parametrize("game", GAME_IDS)
def test_a_session_read_from_a_record_replays_it_once_and_knows_what_a_replayed_one_knows(game, monkeypatch):
    session = GameSession.new(game, seed=11)
    rng = random.Random(11)
    play_randomly(session, rng, until=lambda s: len(s.record.actions) >= 90)
    data = session.record.to_dict()
    replayed = GameSession(GameRecord.from_dict(data))
    parses = count_parses(monkeypatch, type(session.state))

    read = GameSession.from_dict(data)

    assert parses[0] == len(data["actions"])  # GameSession(GameRecord.from_dict(...)) reads them twice
    assert read.state == replayed.state == session.state and read.record.to_dict() == data
    assert read.parts() == replayed.parts()
    for seat in range(session.seat_count):
        assert read.undo_point(seat) == replayed.undo_point(seat)
        assert read.undo_refusal(seat) == replayed.undo_refusal(seat)
        assert read.public_history(seat) == replayed.public_history(seat)
    # and it plays on like the session it was read from
    play_randomly(read, random.Random(5), until=lambda s: len(s.record.actions) >= 140)
    play_randomly(replayed, random.Random(5), until=lambda s: len(s.record.actions) >= 140)
    assert read.state == replayed.state and read.parts() == replayed.parts()
    assert [read.undo_point(seat) for seat in range(session.seat_count)] == \
        [replayed.undo_point(seat) for seat in range(session.seat_count)]


def test_a_damaged_record_read_into_a_session_names_the_bad_action():
    session = GameSession.new("kozel", seed=3)
    play_randomly(session, random.Random(3), until=lambda s: len(s.record.actions) >= 10)
    data = session.record.to_dict()
    data["actions"][5][1] = "lead 6S 6S"
    with pytest.raises(RecordError, match="action 5"):
        GameSession.from_dict(data)
