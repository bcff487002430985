"""``State.from_dict`` trusts nothing (issue 14, item 17).

For every game: ``to_dict`` round-trips at every step of many random games (mid-deal,
at the automatic step between deals, game over); a state read back is the same state;
and mutated ``to_dict`` output (hypothesis) either reads back as a consistent state or
raises ``InvalidState`` — never another exception, never an accepted state that breaks
the game's invariants (an accepted state plays on, and every state it leads to reads
back too: every card still in one place, every seed still there).
"""

from __future__ import annotations

import copy
import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.core.protocol import AUTOMATIC, InvalidState
from app.games.back_alley import State as BackAlley
from app.games.bao import State as Bao
from app.games.bao import options as bao_options
from app.games.kozel import State as Kozel
from app.games.svoi_kozyri import State as SvoiKozyri

GAMES = {"bao": Bao, "kozel": Kozel, "svoi_kozyri": SvoiKozyri, "back_alley": BackAlley}
# Random games per game for the round trip, and one state in how many steps is read
# back: whole matches and games, so deal ends and game ends are among them.
ROUND_TRIP_GAMES = {"bao": (40, 1), "kozel": (10, 1), "svoi_kozyri": (4, 6), "back_alley": (2, 1)}
PLAY_ON = 6  # actions played from an accepted mutated state, each state read back


def new_game(game: str, seed: int):
    rng = random.Random(seed)
    if game == "bao":
        return GAMES[game].new(variant=rng.choice(bao_options.VARIANTS)), rng
    if game == "svoi_kozyri":
        return GAMES[game].new(seed=seed, players=2 + seed % 3), rng
    return GAMES[game].new(seed=seed), rng


def random_states(game: str, seeds: range, every: int = 1):
    """States along random games of ``game``, played to their end: one in ``every``
    steps, every automatic step (between two deals) and the last."""
    for seed in seeds:
        state, rng = new_game(game, seed)
        step = 0
        while not state.is_terminal() and step < 5000:
            if step % every == 0 or state.current_player() == AUTOMATIC:
                yield state
            state.apply(rng.choice(state.legal_actions()))
            step += 1
        yield state


def check_consistent(game: str, state, data: dict) -> None:
    """What an accepted state must be: what it says it is, whole and playable, and
    everything it leads to readable too."""
    written = state.to_dict()
    if data.get("version") != written.get("version"):  # an older version's save: read as it was
        written = {k: v for k, v in written.items() if k in data and k != "version"}
        data = {k: v for k, v in data.items() if k != "version"}
    assert written == {"game": game, **data}  # ("game" may be left out)
    if game == "bao":
        seeds = data.get("seeds", bao_options.GAME_SEEDS)
        assert sum(data["board"]) + sum(data["stores"]) == seeds and min(data["board"]) >= 0
    rng = random.Random(0)
    for _ in range(PLAY_ON):
        if state.is_terminal():
            return
        legal = state.legal_actions()
        assert legal, "a game not over must have a legal action"
        seeds = state.total_seeds() if game == "bao" else None
        state = state.clone()
        state.apply(rng.choice(legal))
        if game == "bao":
            assert state.total_seeds() == seeds
        GAMES[game].from_dict(json.loads(json.dumps(state.to_dict())))  # every card still in one place


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_state_of_random_games_round_trips(game):
    cls = GAMES[game]
    games, every = ROUND_TRIP_GAMES[game]
    count = automatic = over = 0
    for state in random_states(game, range(games), every):
        data = json.loads(json.dumps(state.to_dict()))  # through JSON, as a save is
        again = cls.from_dict(data)
        assert again.to_dict() == data
        assert again.legal_actions() == state.legal_actions()
        assert again.is_terminal() == state.is_terminal()
        count += 1
        automatic += state.current_player() == AUTOMATIC
        over += state.is_terminal()
    assert count > (1000 if game != "svoi_kozyri" else 500) and over == games
    assert automatic > 0 or game in ("bao", "svoi_kozyri")  # (games of one deal have no step between deals)


# -- mutations -------------------------------------------------------------------------------
ODD_VALUES = [None, True, False, 0, -1, 1, 2, 3, 4, 7, 13, 25, 36, 63, 64, 65, 255, 256, 10 ** 6, 10 ** 30, -5, 1.5,
              "", "x", "A1>", "takasa", "stop", "6S", "AH", "2C", "BB", "6s", "lead", "beat", "discard", "bid 3",
              "board", "pass", "deal", "play", "between", "over", "trump", "H", [], [0], [[]], ["6S"], {}, {"a": 1},
              "[" * 3]


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
    """Positions to mutate: along random games (bao: 12 games; card games: 2 whole ones,
    a state in 7 or more, each automatic step and each end)."""
    if game == "bao":
        states = random_states(game, range(12), every=7)
    else:
        states = random_states(game, range(2), every=7 if game == "kozel" else 23)
    return [json.loads(json.dumps(s.to_dict())) for s in states]


SAMPLES = {game: _samples(game) for game in GAMES}


@pytest.mark.parametrize("game", sorted(GAMES))
@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture,
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
    data = SAMPLES[game][3] if game == "bao" else _mid_deal(game)
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
    else:
        yield from _card_examples(game, data)


MOVER = {"kozel": "turn", "svoi_kozyri": "current", "back_alley": "to_move"}


def _mid_deal(game: str) -> dict:
    """A sample in the play of a deal, several cards in the hand of the player to move."""
    return next(d for d in SAMPLES[game] if d["phase" if game != "kozel" else "game"] in ("play", "kozel")
                and not d.get("awaiting_deal") and len(d["hands"][d[MOVER[game]]]) >= 3)


def _card_examples(game: str, data: dict):
    """An edited save with a card missing (35 cards in play), a card twice, the player to
    move with an empty hand (his cards given to another) and, for Kozel, every card in
    the piles while the match goes on (no legal action, not over)."""
    mover = data[MOVER[game]]
    other = (mover + 1) % len(data["hands"])
    broken = copy.deepcopy(data)
    broken["hands"][mover].pop()
    yield broken, r"are nowhere \(.*\): every card is in one place"
    broken = copy.deepcopy(data)
    broken["hands"][other].append(broken["hands"][mover][0])
    yield broken, "both in .* every card is in one place"
    broken = copy.deepcopy(data)
    broken["hands"][other] = sorted(broken["hands"][other] + broken["hands"][mover], key=_pack_order)
    broken["hands"][mover] = []
    yield broken, "holds|does not hold|no cards left|no legal action"
    if game == "kozel":
        broken = copy.deepcopy(data)
        everything = [c for h in data["hands"] for c in h] + data["stock"] + [c for p in data["trick"] for c in p[3]]
        broken["pile_face_up"][0] += everything
        broken["tricks_won"][0] += len(everything) // 4
        broken.update(hands=[[], [], [], []], stock=[], trick=[], lead_count=0, winning_cards=[], pulled=False,
                      winning_player=data["leader"], turn=data["leader"], trump_index=-1)
        yield broken, "over exactly when|no legal action"


def _pack_order(code: str) -> int:
    from app.core.cards import Card

    return Card.parse(code).index


# Counters a game moves on by itself: a save may hold any value of them that is refused
# or plays on readably (a reader's ceiling accepted a save at the ceiling whose next
# step wrote one past it: Back Alley's 'shuffles' at 10**6, found by a mutation sweep).
COUNTERS = {"kozel": ("game_number", "seq"), "back_alley": ("shuffles", "redeals"),
            "svoi_kozyri": ("action_count",)}


def _counter_values(data: dict, key: str) -> list[int]:
    if key == "action_count":  # Svoi Kozyri's safety draw comes at a limit set in the options
        limit = data["options"]["safety_action_limit"]
        return [limit - 2, limit - 1, limit, limit + 1]
    return [10 ** 4 - 1, 10 ** 4, 10 ** 6 - 1, 10 ** 6, 10 ** 9]


@pytest.mark.parametrize("game", sorted(COUNTERS))
def test_a_counter_at_any_value_is_refused_or_plays_on(game):
    cls = GAMES[game]
    tried = accepted = 0
    for original in SAMPLES[game]:
        for key in COUNTERS[game]:
            for value in _counter_values(original, key):
                data = {**copy.deepcopy(original), key: value}
                tried += 1
                try:
                    state = cls.from_dict(data)
                except InvalidState:
                    continue
                accepted += 1
                check_consistent(game, state, data)
    assert accepted >= tried // 4, "the counters' values are readable"
