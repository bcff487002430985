"""What the server sends about a game: observations and events as JSON, checked
against a plain recursive conversion over random games of every game."""

from __future__ import annotations

import dataclasses
import json
import random
from enum import Enum

import pytest

from app.core.cards import Card
from app.online import games

SETUPS = {"kozel": {}, "back_alley": {}, "svoi_kozyri": {"players": 3}, "bao": {}}


def plain(value):
    """The obvious conversion the fast one must equal."""
    if isinstance(value, Card):
        return value.code
    if isinstance(value, Enum):
        return value.value
    if type(value).__name__ == "Action":
        return str(value)
    if dataclasses.is_dataclass(value):
        return {f.name: plain(getattr(value, f.name)) for f in dataclasses.fields(value) if f.repr}
    if isinstance(value, dict):
        return {str(plain(k)): plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [plain(v) for v in value]
    return value


@pytest.mark.parametrize("game", list(SETUPS))
def test_observations_and_events_convert_exactly(game):
    rng = random.Random(game)
    for seed in range(2):
        state = games.new_state(game, SETUPS[game], seed)
        seats = games.seat_count(game, SETUPS[game])
        for _ in range(100):
            if state.is_terminal():
                break
            events = state.apply(rng.choice(state.legal_actions()))
            for event in events:
                assert games.event_json(event) == {**plain(event), "type": type(event).__name__}
            if game == "bao":
                continue
            for seat in range(seats):
                observation = state.observation(seat)
                converted = games.to_json(observation)
                assert converted == plain(observation)
                json.dumps(converted)  # plain JSON all the way down
