"""``State.from_dict`` trusts nothing (issue 14, item 17).

For every game: ``to_dict`` round-trips at every step of many random games; a state
read back is the same state; and mutated ``to_dict`` output (hypothesis) either reads
back as a consistent state or raises ``InvalidState`` — never another exception, never
an accepted state that breaks the game's invariants.
"""

from __future__ import annotations

import copy
import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.core.protocol import InvalidState
from app.games.bao import State as Bao
from app.games.bao import options as bao_options

GAMES = {"bao": Bao}


def random_states(game: str, seeds: range, every: int = 1):
    """States along random games of ``game`` (one in ``every`` steps, and the last)."""
    cls = GAMES[game]
    for seed in seeds:
        rng = random.Random(seed)
        if game == "bao":
            state = cls.new(variant=rng.choice(bao_options.VARIANTS))
        else:
            state = cls.new(seed=seed)
        step = 0
        while not state.is_terminal() and step < 600:
            if step % every == 0:
                yield state
            state.apply(rng.choice(state.legal_actions()))
            step += 1
        yield state


def check_consistent(game: str, state, data: dict) -> None:
    """What an accepted state must be: what it says it is, whole and playable."""
    assert state.to_dict() == {"game": game, **data}  # ("game" may be left out)
    if game == "bao":
        seeds = data.get("seeds", bao_options.GAME_SEEDS)
        assert sum(data["board"]) + sum(data["stores"]) == seeds and min(data["board"]) >= 0
    if not state.is_terminal():
        legal = state.legal_actions()
        assert legal, "a game not over must have a legal action"
        after = state.clone()
        after.apply(legal[0])
        if game == "bao":
            assert after.total_seeds() == state.total_seeds()


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_state_of_random_games_round_trips(game):
    cls = GAMES[game]
    count = 0
    for state in random_states(game, range(40)):
        data = json.loads(json.dumps(state.to_dict()))  # through JSON, as a save is
        again = cls.from_dict(data)
        assert again.to_dict() == data
        assert again.legal_actions() == state.legal_actions()
        assert again.is_terminal() == state.is_terminal()
        count += 1
    assert count > 1000


# -- mutations -------------------------------------------------------------------------------
ODD_VALUES = [None, True, False, 0, -1, 1, 2, 7, 63, 64, 65, 255, 256, 10 ** 6, -5, 1.5, "", "x", "A1>",
              "takasa", "stop", "6S", "BB", [], [0], [[]], {}, {"a": 1}, "[" * 3]


def paths(value, prefix=()):
    """Every place in a JSON value: (path, value at it)."""
    yield prefix, value
    if isinstance(value, dict):
        for key, child in value.items():
            yield from paths(child, prefix + (key,))
    elif isinstance(value, list):
        for index, child in enumerate(value):
            yield from paths(child, prefix + (index,))


def mutate(data: dict, draw) -> dict:
    """``data`` with one change somewhere: a value replaced by an odd one, a number
    nudged, a field dropped or added, list entries swapped, duplicated or cut, a value
    nested deeply. Only changes that apply to the value drawn are drawn."""
    data = copy.deepcopy(data)
    places = [(path, value) for path, value in paths(data) if path]
    path, value = places[draw(st.integers(0, len(places) - 1))]
    kinds = ["replace", "drop", "nest"]
    if type(value) is int:
        kinds.append("nudge")
    if isinstance(value, (list, dict)):
        kinds.append("add")
    if isinstance(value, list) and len(value) >= 2:
        kinds += ["swap", "duplicate"]
    if isinstance(value, list) and value:
        kinds.append("truncate")
    kind = draw(st.sampled_from(kinds))
    parent = data
    for key in path[:-1]:
        parent = parent[key]
    last = path[-1]
    if kind == "replace":
        parent[last] = draw(st.sampled_from([v for v in ODD_VALUES if v != value] or ODD_VALUES))
    elif kind == "nudge":
        parent[last] = value + draw(st.sampled_from([-2, -1, 1, 2]))
    elif kind == "drop":
        del parent[last]
    elif kind == "add":
        if isinstance(value, list):
            copied = bool(value) and draw(st.booleans())
            value.append(copy.deepcopy(value[0]) if copied else draw(st.sampled_from(ODD_VALUES)))
        else:
            value["extra"] = 1
    elif kind == "swap":
        i, j = draw(st.integers(0, len(value) - 1)), draw(st.integers(0, len(value) - 1))
        value[i], value[j] = value[j], value[i]
    elif kind == "duplicate":
        i, j = draw(st.integers(0, len(value) - 1)), draw(st.integers(0, len(value) - 1))
        value[i] = copy.deepcopy(value[j])
    elif kind == "truncate":
        del value[draw(st.integers(0, len(value) - 1)):]
    else:  # nest
        nested: object = value
        for _ in range(draw(st.sampled_from([2, 50, 300]))):  # deeper: see the examples below
            nested = [nested]
        parent[last] = nested
    return data


def _samples(game: str) -> list[dict]:
    return [json.loads(json.dumps(s.to_dict())) for s in random_states(game, range(12), every=7)]


SAMPLES = {game: _samples(game) for game in GAMES}


@pytest.mark.parametrize("game", sorted(GAMES))
@settings(max_examples=700, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                                   HealthCheck.too_slow])
@given(data=st.data())
def test_mutated_states_are_refused_or_consistent(game, data):
    cls = GAMES[game]
    original = data.draw(st.sampled_from(SAMPLES[game]))
    mutated = original
    for _ in range(data.draw(st.integers(1, 3))):
        mutated = mutate(mutated, data.draw)
    try:
        state = cls.from_dict(mutated)
    except InvalidState as error:
        assert str(error).startswith(f"{game}:")
        return
    check_consistent(game, state, mutated)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_issues_examples_are_refused_with_a_clear_message(game):
    cls = GAMES[game]
    data = SAMPLES[game][3]
    for broken, words in _issue_examples(game, data):
        with pytest.raises(InvalidState, match=words):
            cls.from_dict(broken)


def _issue_examples(game: str, data: dict):
    """The cases issue 14 names, per game: missing keys, impossible counts."""
    for key in [k for k in data if k != "game"][:4]:
        yield {k: v for k, v in data.items() if k != key}, f"'{key}' is missing"
    yield "not a state", "mapping"
    nested: object = []
    for _ in range(100_000):  # deeper than any recursion limit
        nested = [nested]
    yield {**data, list(data)[1]: nested}, "not valid|must be"
    if game == "bao":
        for count, words in ((-5, "at least 0"), (10 ** 6, "at most 255"),
                             (data["board"][3] + 1, "seeds are never made or lost")):
            broken = copy.deepcopy(data)
            broken["board"][3] = count
            yield broken, words
