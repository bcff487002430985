"""GameRecord: a game as data. Round trips for every game, players and levels per seat,
truncation, replays with events, and corrupt data refused with the problem named."""

from __future__ import annotations

import copy
import json
import random

import pytest

from app.core.protocol import AUTOMATIC
from app.core.record import HUMAN, GameRecord, RecordError, computer, computer_level
from app.games import GAME_IDS, game_info


def random_record(game: str, seed: int, actions: int) -> GameRecord:
    """A record of ``actions`` random legal actions (automatic steps included)."""
    record = GameRecord.new(game, seed=seed)
    state = record.replay()
    rng = random.Random(seed)
    while len(record) < actions and not state.is_terminal():
        mover = state.current_player()
        action = rng.choice(state.legal_actions())
        state.apply(action)
        record.append(action, None if mover == AUTOMATIC else mover)
    return record


@pytest.mark.parametrize("game", GAME_IDS)
def test_round_trip_through_json_replays_the_same_game(game):
    record = random_record(game, seed=11, actions=400)
    record.set_player(1, computer("expert"))
    data = json.loads(json.dumps(record.to_dict()))
    back = GameRecord.from_dict(data)
    assert back == record and back.to_dict() == data
    assert back.replay() == record.replay()
    state, events = back.replay_with_events()
    assert state == record.replay() and len(events) == len(record) and all(isinstance(e, list) for e in events)
    assert back.replay(10) == record.replay(10)


def test_a_long_game_with_deal_ends_round_trips_and_names_no_player_for_the_automatic_step():
    record = random_record("back_alley", seed=3, actions=2000)
    assert record.replay().is_terminal()
    automatic = [i for i, actor in enumerate(record.actors) if actor is None]
    assert len(automatic) >= 24 and all(record.actions[i] == "deal" for i in automatic)
    assert GameRecord.from_dict(record.to_dict()).replay() == record.replay()


def test_players_and_their_levels_per_seat_change_from_the_next_action():
    record = GameRecord.new("kozel", {"match_limit": "6"}, seed=1,
                            seats=[HUMAN, computer("easy"), computer("easy"), computer("easy")])
    state = record.replay()
    record.set_player(1, computer("hard"))  # before the first action: the starting seat
    assert record.seats[1] == computer("hard") and not record.seat_changes
    for _ in range(5):
        mover = state.current_player()
        action = state.legal_actions()[0]
        state.apply(action)
        record.append(action, mover)
    record.set_player(2, computer("expert"))
    assert record.player_at(2, 4) == computer("easy") and record.player_at(2) == computer("expert")
    assert computer_level(record.player_at(2)) == "expert" and computer_level(HUMAN) is None
    back = GameRecord.from_dict(json.loads(json.dumps(record.to_dict())))
    assert back.player_at(2, 5) == computer("expert") and back.player_at(1, 0) == computer("hard")
    back.truncate(3)  # undo: the later change goes with the actions it followed
    assert len(back) == 3 and back.player_at(2) == computer("easy")
    with pytest.raises(IndexError):
        back.truncate(4)


def test_a_resignation_is_recorded_and_undone_by_truncation():
    record = random_record("svoi_kozyri", seed=2, actions=6)
    record.resign(1)
    assert GameRecord.from_dict(record.to_dict()).resigned == 1
    record.truncate(4)
    assert record.resigned is None


def test_new_records_check_their_seats():
    with pytest.raises(RecordError, match="seats: kozel is played by 4 seats"):
        GameRecord.new("kozel", seats=[HUMAN, HUMAN])
    with pytest.raises(RecordError, match=r"seats\[1\]"):
        GameRecord.new("bao", seats=[HUMAN, "robot"])
    assert len(GameRecord.new("svoi_kozyri", {"players": "4"}, seed=1).seats) == 4


def _corrupt(data: dict, path: tuple, value) -> dict:
    bad = copy.deepcopy(data)
    target = bad
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return bad


@pytest.mark.parametrize("path, value, message", [
    (("format",), "pgn", "format: not a Jadi game record"),
    (("version",), 99, "version: record version 99"),
    (("game",), "chess", "game: unknown game 'chess'"),
    (("options",), {"match_limit": "7"}, "options: kozel: option match_limit must be one of"),
    (("options",), {"colour": "red"}, "options: kozel: unknown option"),
    (("seed",), "seven", "seed: must be a whole number"),
    (("initial",), {"game": "kozel"}, "initial: not a kozel position"),
    (("initial", "hands"), "garbage", "initial: not a kozel position"),
    (("seats",), ["human"], "seats: must list the player of each of the 4 seats"),
    (("seats", 2), "wizard", r"seats\[2\]"),
    (("actions",), "lead 7H", "actions: must be a list"),
    (("actions", 3), ["x", "pull"], r"action 3: must be \[seat, \"action\"\]"),
    (("actions", 5, 1), "lead XX", r"action 5 \('lead XX'\): .*'XX' is not a card"),
    (("actions", 6, 0), 7, r"action 6 .*made by 7, but it was seat"),
    (("seat_changes",), [[99, 1, "human"]], r"seat_changes\[0\]"),
    (("resigned",), 4, "resigned: a seat 0..3"),
])
def test_corrupt_records_are_refused_with_the_bad_field_named(path, value, message):
    data = random_record("kozel", seed=5, actions=30).to_dict()
    original = copy.deepcopy(data)
    with pytest.raises(RecordError, match=message):
        GameRecord.from_dict(_corrupt(data, path, value))
    assert data == original  # the data is left as it was


def test_the_first_illegal_action_and_its_index_are_named():
    record = random_record("back_alley", seed=8, actions=20)
    data = record.to_dict()
    state = record.replay(12)
    legal = {str(a) for a in state.legal_actions()}
    illegal = next(f"play {c.code}" for hand in state.hands for c in hand if f"play {c.code}" not in legal)
    data["actions"][12][1] = illegal
    with pytest.raises(RecordError, match=rf"action 12 \('{illegal}'\): Back Alley: "):
        GameRecord.from_dict(data)
    with pytest.raises(RecordError, match="a game record is a JSON object"):
        GameRecord.from_dict(["not", "a", "record"])


def test_an_automatic_step_is_made_by_nobody():
    record = random_record("kozel", seed=4, actions=200)
    data = record.to_dict()
    index = record.actors.index(None)
    data["actions"][index][0] = 0
    with pytest.raises(RecordError, match=rf"action {index} \('deal'\): made by 0, but it was the automatic step"):
        GameRecord.from_dict(data)


@pytest.mark.parametrize("game", GAME_IDS)
def test_an_old_history_gets_its_automatic_steps_back(game):
    """Histories written before the explicit end-of-deal step: the step is inserted where
    the game waits for it (and at the end), never where it is already written."""
    record = random_record(game, seed=6, actions=300)
    old = [text for text, actor in zip(record.actions, record.actors) if actor is not None]
    rebuilt = GameRecord.from_history(game, record.initial, old, seed=6)
    expected = record.replay()
    while expected.current_player() == AUTOMATIC:
        expected.apply(expected.legal_actions()[0])
    assert rebuilt.replay() == expected
    assert [a for a in rebuilt.actors if a is not None] == [a for a in record.actors if a is not None]
    if game_info(game).has_automatic_steps:
        assert None in rebuilt.actors
    same = GameRecord.from_history(game, record.initial, record.actions, seed=6)  # "deal" already there
    assert same.actions[:len(record)] == record.actions
