"""What the server sends about a game: observations and events as JSON, checked
against a plain recursive conversion over random games of every game."""

from __future__ import annotations

import dataclasses
import json
import random
from enum import Enum

import pytest

from app.core.cards import Card
from app.core.session import GameSession
from app.online import games

SETUPS = {"kozel": {}, "back_alley": {}, "svoi_kozyri": {"players": "3"}, "bao": {}}


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
        session = GameSession.new(game, SETUPS[game], seed)
        state, seats = session.state, session.seat_count
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


@pytest.mark.parametrize("game", list(SETUPS))
def test_seat_views_write_each_seat_its_own_update(game):
    """The update text (public parts shared between the seats, and with the table's
    previous update through its ``TextMemo``) is, for every seat, the JSON of
    ``view_for`` (each seat's own observation and events), over random games."""
    rng = random.Random(f"views {game}")
    for seed in range(2):
        session = GameSession.new(game, SETUPS[game], seed)
        events = games.start_events(session)
        memo = None
        for _ in range(150):
            views = games.SeatViews(session, events, '{"type":"update","seq":1', memo)
            memo = views.memo
            for seat in range(session.seat_count):
                text = views.text(seat)
                assert json.loads(text) == {"type": "update", "seq": 1, **json.loads(json.dumps(
                    games.view_for(session, seat, events)))}, (seed, seat, text)
            if session.is_over():
                break
            events = session.play_automatic() if session.automatic_pending() else session.play(
                rng.choice(session.legal_actions()))


def test_a_start_entry_written_before_the_game_record_is_still_read():
    """Log entries stored by the first server (``setup`` = State.new keyword arguments)
    load into the same game a new START entry describes."""
    legacy = games.session_from_start("svoi_kozyri", None, {"players": 3, "sixes_to_owners": False, "dealer": 2}, 11)
    assert legacy.record.options == {"players": "3", "sixes": "off", "pickup": "on"}
    assert legacy.state.dealer == 2 and legacy.record.seed == 11
    assert games.session_from_start("svoi_kozyri", legacy.record.to_dict()).state.to_dict() == legacy.state.to_dict()
    # A table's stored options, old (keyword arguments) and new (settings), for its rematch.
    assert games.table_options("kozel", {"eggs_double_next": True, "match_limit": 6}) == {
        "eggs_double": "on", "discards": "face_down", "match_limit": "6"}
    assert games.table_options("svoi_kozyri", {"players": 3}) == games.table_options("svoi_kozyri", {"players": "3"})


def test_the_text_memo_keeps_two_changes_and_only_immutable_values():
    """What the seats share is written once and reused while the very object lives on;
    a mutable value is never remembered (it could change under the same identity)."""
    session = GameSession.new("kozel", {}, 3)
    first = games.SeatViews(session, [], "{", None)
    texts = [first.text(seat) for seat in range(4)]
    options = session.state.observation(0).options
    assert id(options) in first.memo.now, "the options object (the same for every seat) is remembered"
    second = games.SeatViews(session, [], "{", first.memo)
    assert [second.text(seat) for seat in range(4)] == texts
    third = games.SeatViews(session, [], "{", second.memo)
    assert third.memo.before is second.memo.now, "the previous change's texts only"

    memo = games.TextMemo()
    holder = Holder(pair=(Pair(1, "a"),), items=[Pair(2, "b")])
    text = games.observation_text(holder, memo)
    assert json.loads(text) == {"pair": [{"n": 1, "s": "a"}], "items": [{"n": 2, "s": "b"}]}
    assert id(holder.pair) in memo.now and id(holder.items) not in memo.now
    holder.items.append(Pair(3, "c"))
    assert json.loads(games.observation_text(holder, games.TextMemo(memo)))["items"][-1] == {"n": 3, "s": "c"}


@dataclasses.dataclass(frozen=True)
class Pair:
    n: int
    s: str


@dataclasses.dataclass(frozen=True)
class Holder:
    pair: tuple[Pair, ...]
    items: list  # mutable: written afresh every time
