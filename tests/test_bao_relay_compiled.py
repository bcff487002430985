"""The compiled relay walk (app/games/bao/_relay.c) answers exactly as the Python walk:
the same outcome, time and sowings, and the same holes' times left in ``last``, on the
slow positions (relays of millions of sowings), on every relay of random games, and on
random relays with stops, short budgets and a small memory of marks."""

from __future__ import annotations

import random

import pytest

from app.bench.bao_slow import SLOW_POSITIONS, slow_state
from app.games.bao import State, engine
from tests.test_bao_never_ending import POSITIONS as NEVER_ENDING

compiled = engine._compiled


def test_the_compiled_walk_is_built_and_is_the_engines():
    """``pip install`` (the README's commands) builds ``_relay.c``: the engine walks with it."""
    assert compiled is not None


def _recorded_walks(play, monkeypatch) -> list[tuple]:
    """Every walk ``play()`` makes: (last, stop, most, largest) as handed over, and the
    compiled answer with ``last`` after it."""
    calls = []
    walk = engine._walk

    def recording(last, stop, most, largest):
        given = (last[:], None if stop is None else stop[:], most, largest)
        answer = walk(last, stop, most, largest)
        calls.append((given, answer, last[:]))
        return answer

    with monkeypatch.context() as patch:
        patch.setattr(engine, "_walk", recording)
        play()
    return calls


def _assert_python_agrees(calls: list[tuple]) -> None:
    for (last, stop, most, largest), answer, last_after in calls:
        mine = last[:]
        assert engine._walk_in_python(mine, stop, most, largest) == answer
        assert mine == last_after


@pytest.mark.parametrize("index", range(len(SLOW_POSITIONS)))
def test_the_walks_agree_on_the_slow_positions(index, monkeypatch):
    def play():
        engine.forget_long_turns()
        slow_state(index).legal_actions()

    calls = _recorded_walks(play, monkeypatch)
    assert max(answer[2] for _given, answer, _last in calls) > 80_000  # the long relays themselves
    _assert_python_agrees(calls)


@pytest.mark.parametrize("variant", ["kiswahili", "kujifunza"])
def test_the_walks_agree_on_every_relay_of_random_games(variant, monkeypatch):
    # Every simulated turn relays from its first sowing (as the packed-engine test does),
    # so the walks see captures, blocks and houses as stops.
    rng = random.Random(11)
    calls = []
    for _game in range(6):
        state = State.new(variant=variant)
        while not state.is_terminal():
            data = state.to_dict()
            with monkeypatch.context() as patch:
                patch.setattr(engine, "_RECORD_AFTER", 0)
                calls += _recorded_walks(lambda data=data: State.from_dict(data)._analysis(), patch)
            state.apply(rng.choice(state.legal_actions()), events=False)
    assert {answer[0] for _given, answer, _last in calls} >= {engine.TURN_ENDS, engine._STOPPED}
    assert any(stop is None for (_last, stop, _most, _largest), _answer, _after in calls)
    _assert_python_agrees(calls)


def _random_relay(rng: random.Random) -> tuple[list[int], list[bool] | None, int]:
    """``_relay``'s hand-over for a random side of up to 64 seeds, the first hole lifted."""
    seeds = rng.randrange(2, 65)
    counts = [0] * 16
    for _ in range(seeds):
        counts[rng.randrange(16)] += 1
    counts[0] = max(counts[0], 2)
    last = [r - 16 * (c + 1) for r, c in enumerate(counts)]
    last[0] += 16
    stop = None if rng.random() < 0.5 else [rng.random() < 0.1 for _ in range(16)]
    if stop is not None:
        stop[0] = False
    return last, stop, max(counts)


def test_the_walks_agree_on_random_relays_with_short_budgets_and_a_small_memory(monkeypatch):
    # A small chunk and a small memory make the marks' adjustments and their clearing
    # happen within short relays; the compiled walk takes them from _WALK_TUNING.
    monkeypatch.setattr(engine, "_CHUNK", 64)
    monkeypatch.setattr(engine, "_SETTLING", 8 * 64)
    monkeypatch.setattr(engine, "_MAX_MARKS", 200)
    monkeypatch.setattr(engine, "_WALK_TUNING", (64, engine._MIN_MARKS, engine._MAX_MARKS_PER_CHUNK, 8 * 64, 200,
                                                 engine.MAX_SEEDS))
    rng = random.Random(5)
    outcomes = set()
    for _ in range(3000):
        last, stop, largest = _random_relay(rng)
        most = rng.choice([1, 2, 63, 64, 65, 1000, 200_000])
        mine = last[:]
        answer = engine._walk(last, None if stop is None else stop[:], most, largest)
        assert engine._walk_in_python(mine, stop, most, largest) == answer
        assert mine == last
        outcomes.add(answer[0])
    # and relays that never end, found with that memory
    for variant, to_move, text, _never_ending in NEVER_ENDING:
        def play(variant=variant, to_move=to_move, text=text):
            engine.forget_long_turns()
            State.from_text(text, to_move, variant=variant).legal_actions()

        calls = _recorded_walks(play, monkeypatch)
        _assert_python_agrees(calls)
        outcomes |= {answer[0] for _given, answer, _last in calls}
    assert outcomes == {engine.TURN_ENDS, engine.NEVER_ENDS, engine._STOPPED, engine._TOO_LONG}


def test_the_compiled_walk_refuses_malformed_input_with_an_error():
    last, _stop, largest = _random_relay(random.Random(1))
    tuning = engine._WALK_TUNING
    with pytest.raises(ValueError, match="16 times"):
        compiled.walk(last[:5], None, 10, largest, tuning)
    with pytest.raises(ValueError, match="stop"):
        compiled.walk(last[:], [True], 10, largest, tuning)
    with pytest.raises(ValueError, match="seed count"):  # a hole "lifted" in the future
        compiled.walk([10_000] + last[1:], None, 10, largest, tuning)
    with pytest.raises(ValueError, match="tuning"):
        compiled.walk(last[:], None, 10, largest, (0, 2, 8, 10, 10, 255))
    with pytest.raises(TypeError):
        compiled.walk(last[:], None, "ten", largest, tuning)
    unchanged = last[:]
    with pytest.raises(ValueError):
        compiled.walk(unchanged, None, 10, 10_000, tuning)
    assert unchanged == last
