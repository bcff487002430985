"""The client's side of the game JSON: every observation and event a seat is sent,
decoded back into the game's own objects, equals what the model made (random games of
every game); a message that does not fit is refused with ``BadView``, never a crash."""

from __future__ import annotations

import json
import random

import pytest

from app.core.session import GameSession
from app.games import game_info
from app.online import games

SETUPS = {"kozel": {}, "back_alley": {}, "svoi_kozyri": {"players": "3"}, "bao": {}}


def session_of(state) -> GameSession:
    """``state`` as the server's session (its position is all ``view_for`` reads)."""
    return GameSession(GameSession.new(state.GAME, seed=0).record, state)
MOVES_PER_GAME = 300  # enough for several deals / tricks of every kind


@pytest.mark.parametrize("game", list(SETUPS))
def test_views_round_trip_over_random_games(game):
    rng = random.Random(f"decode {game}")
    checked_events = 0
    for seed in range(3):
        state = game_info(game).new_state(SETUPS[game], seed)
        events = games.start_events(session_of(state))
        for _ in range(MOVES_PER_GAME):
            for seat in range(len(state.returns())):
                sent = json.loads(json.dumps(games.view_for(session_of(state), seat, events)))  # over the wire
                decoded_events, observation = games.view_from_json(game, sent)
                expected = state if game == "bao" else state.observation(seat)
                assert observation == expected
                assert decoded_events == state.events_for(events, seat)
                checked_events += len(decoded_events)
            if state.is_terminal():
                break
            events = state.apply(rng.choice(state.legal_actions()))
    assert checked_events > 0


def test_svoi_kozyri_decoded_observation_knows_its_legal_moves():
    state = game_info("svoi_kozyri").new_state({"players": "2"}, 5)
    rng = random.Random(5)
    for _ in range(60):
        if state.is_terminal():
            break
        seat = state.current_player()
        decoded = games.observation_from_json("svoi_kozyri", games.observation_json(session_of(state), seat))
        assert decoded.legal_actions() == state.legal_actions()
        state.apply(rng.choice(state.legal_actions()))


@pytest.mark.parametrize("bad", [
    {"events": "x", "observation": {}},
    {"events": [{"type": "Nope"}], "observation": {}},
    {"events": [{"type": "Dealt", "card": 12, "player": 0}], "observation": {}},
    {"events": [], "observation": {"player": "zero"}},
    {"events": [], "observation": []},
])
def test_a_malformed_view_is_refused_with_a_reason(bad):
    with pytest.raises(games.BadView):
        games.view_from_json("kozel", bad)


def test_a_bad_bao_position_is_refused():
    state = game_info("bao").new_state({}, 1)
    data = games.observation_json(session_of(state), 0)
    data["to_move"] = 7
    with pytest.raises(games.BadView):
        games.observation_from_json("bao", data)
