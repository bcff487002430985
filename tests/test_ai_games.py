"""The AI on the four real games: legal, deterministic, cancellable, and unable to peek.

Most decisions here run at reduced work budgets (``small_budgets``): legality does not
depend on the budget, and the tests must stay fast. A few run at the real levels."""

from __future__ import annotations

import importlib
import random
import threading
import time
from dataclasses import replace

import pytest

from app.ai import LEVELS, choose, levels
from app.ai.arena import play_out
from app.core.rng import derive_seed
from app.games import GAMES

CARD_GAMES = ("kozel", "svoi_kozyri", "back_alley")
ALL_LEVELS = LEVELS + ("random", "greedy")


def new_state(game: str, seed: int):
    State = importlib.import_module(f"app.games.{game}").State
    if game == "svoi_kozyri":
        return State.new(seed=seed, players=2)
    return State.new(seed=seed)


@pytest.fixture
def small_budgets(monkeypatch):
    """Every level keeps its method but does a tiny fraction of its work."""
    for info in GAMES.values():
        name = info.ai_levels.partition(":")[2]  # the game's table in app.ai.levels
        monkeypatch.setattr(levels, name, {
            level: replace(spec, nodes=min(spec.nodes, 150), depth=min(spec.depth, 3),
                           iterations=min(spec.iterations, 6))
            for level, spec in info.level_table().items()})


@pytest.fixture
def generous_caps(monkeypatch):
    """Every level keeps its work budget but gets a time cap it never reaches: tests of
    what a decision depends on must not see a loaded machine's cap cut a search short
    (then, and only then, a level's move may differ: issue 15)."""
    for info in GAMES.values():
        name = info.ai_levels.partition(":")[2]  # the game's table in app.ai.levels
        monkeypatch.setattr(levels, name, with_generous_caps(info.level_table()))


def with_generous_caps(table: dict) -> dict:
    return {level: replace(spec, time_cap=GENEROUS_CAP) for level, spec in table.items()}


GENEROUS_CAP = 120.0


def play_mixed(game: str, seed: int, decisions: int) -> int:
    """Play games with every level seated, until ``decisions`` AI decisions were made;
    ``play_out`` asserts each chosen action is legal."""
    made = 0
    game_index = 0
    while made < decisions:
        rng = random.Random(derive_seed(seed, game_index))
        state = new_state(game, derive_seed(seed, "game", game_index))
        players = 2 if game in ("bao", "svoi_kozyri") else 4
        seats = [rng.choice(ALL_LEVELS) for _ in range(players)]
        counter = {"n": 0}

        def counting(view, level, decision_seed, counter=counter):
            counter["n"] += 1
            return choose(view, level, seed=decision_seed)

        limit = 400 if game != "svoi_kozyri" else 300
        play_out(state, seats, seed + game_index, observe=game != "bao",
                 chooser=counting, until=lambda s, counter=counter, limit=limit: counter["n"] >= limit)
        made += counter["n"]
        game_index += 1
    return made


@pytest.mark.parametrize("game", ("bao",) + CARD_GAMES)
def test_no_illegal_action_in_a_thousand_decisions_of_every_level(game, small_budgets):
    assert play_mixed(game, 11, 1000) >= 1000


@pytest.mark.parametrize("game", ("bao",) + CARD_GAMES)
@pytest.mark.parametrize("level", LEVELS)
def test_every_level_at_its_real_budget_chooses_a_legal_action(game, level):
    state = new_state(game, 3)
    rng = random.Random(4)
    for _ in range(6):  # a few plies in, so the position is not the opening one
        state.apply(rng.choice(state.legal_actions()))
    view = state if game == "bao" else state.observation(state.current_player())
    start = time.monotonic()
    action = choose(view, level, seed=9)
    assert action in state.legal_actions()
    assert time.monotonic() - start <= levels.level_spec(game, level).time_cap + 0.5


def decision_position(game: str, seed: int):
    """A state a few actions in where the player to move has a real choice."""
    state = new_state(game, seed)
    rng = random.Random(seed)
    for _ in range(200):
        if len(state.legal_actions()) > 2 and rng.random() < 0.3 and not (
                game == "svoi_kozyri" and state.phase == "trump"):
            return state
        state.apply(rng.choice(state.legal_actions()))
    return state


@pytest.mark.parametrize("game", CARD_GAMES)
@pytest.mark.parametrize("seed", range(3))
def test_card_ai_cannot_peek_at_hidden_cards(game, seed, generous_caps):
    """Replace the other players' hidden cards by another deal consistent with the
    observation: the observation is the same, and so is the decision."""
    knowledge = importlib.import_module(f"app.games.{game}.ai")
    state = decision_position(game, seed)
    player = state.current_player()
    observation = state.observation(player)
    other_world = knowledge.sample_determinization(observation, random.Random(seed + 100))
    assert other_world.observation(player) == observation
    for level in ("medium", "hard"):
        first = choose(observation, level, seed=5)
        second = choose(other_world.observation(player), level, seed=5)
        assert first == second


@pytest.mark.parametrize("game", ("bao",) + CARD_GAMES)
@pytest.mark.parametrize("level", ALL_LEVELS)
def test_same_seed_same_decision_at_every_level(game, level, monkeypatch):
    """Every level with its own method and options (halving, inferences, veto, blunders),
    a tenth of its work and a cap that never fires: a seed gives one move."""
    for info in GAMES.values():
        name = info.ai_levels.partition(":")[2]
        monkeypatch.setattr(levels, name, {
            lv: replace(spec, time_cap=GENEROUS_CAP, iterations=spec.iterations // 10, nodes=spec.nodes // 10)
            for lv, spec in info.level_table().items()})
    for seed in (21, 22):
        state = decision_position(game, seed)
        view = state if game == "bao" else state.observation(state.current_player())
        first, second = {}, {}
        assert choose(view, level, seed=seed, report=first) == choose(view, level, seed=seed, report=second)
        assert not (first.get("cap_fired") or second.get("cap_fired"))


@pytest.mark.parametrize("game", ("bao",) + CARD_GAMES)
def test_cancel_returns_within_50_ms(game):
    state = decision_position(game, 8)
    view = state if game == "bao" else state.observation(state.current_player())
    cancel = threading.Event()
    cancel.set()
    # The work done, in this thread's CPU time: on a loaded 2-core machine the wall time
    # of even no work passed 50 ms (60-100 ms at load 12, at nice 10, on main too).
    start = time.thread_time()
    action = choose(view, "expert", seed=2, cancel=cancel)
    assert time.thread_time() - start < 0.05
    assert action in state.legal_actions()


@pytest.mark.parametrize("game", ("bao",) + CARD_GAMES)
def test_cancel_from_another_thread(game):
    state = decision_position(game, 8)
    view = state if game == "bao" else state.observation(state.current_player())
    cancel = threading.Event()
    cancelled_at = []

    def cancel_now():
        cancelled_at.append(time.monotonic())
        cancel.set()

    timer = threading.Timer(0.05, cancel_now)
    timer.start()
    action = choose(view, "expert", seed=2, cancel=cancel)
    answered = time.monotonic()
    timer.join()
    # From the moment the cancel was set (a loaded machine may fire the timer late);
    # generous, as CI machines are noisy: the search checks the flag every few ms.
    assert answered - cancelled_at[0] < 0.25
    assert action in state.legal_actions()


def test_deadline_caps_the_search():
    state = decision_position("kozel", 8)
    view = state.observation(state.current_player())
    start = time.monotonic()
    choose(view, "expert", seed=2, deadline=start + 0.05)
    assert time.monotonic() - start < 0.15


def test_levels_table_covers_every_game_and_promises_the_budgets():
    for game in ("bao",) + CARD_GAMES:
        for level in LEVELS:
            spec = levels.level_spec(game, level)
            assert spec.time_cap <= {"hard": 1.0, "expert": 3.0}.get(level, 1.0)
    with pytest.raises(ValueError, match="unknown AI level"):
        levels.level_spec("bao", "grandmaster")


def test_choose_rejects_objects_of_no_game():
    with pytest.raises(ValueError, match="no AI"):
        choose(object(), "hard", seed=1)


DETERMINISM_SCRIPT = """
import json, sys
from app.ai import choose, levels
from tests.test_ai_games import decision_position, with_generous_caps
from app.games import GAMES
for info in GAMES.values():
    setattr(levels, info.ai_levels.partition(":")[2], with_generous_caps(info.level_table()))
out = []
for game in ("bao", "kozel", "svoi_kozyri", "back_alley"):
    for seed in (31, 32):
        state = decision_position(game, seed)
        view = state if game == "bao" else state.observation(state.current_player())
        for level in ("medium", "hard"):
            report = {}
            action = choose(view, level, seed=seed, report=report)
            out.append([game, seed, level, str(action), report["cap_fired"]])
print(json.dumps(out))
"""


def test_same_seed_same_decision_in_another_process():
    """Issue 15: levels are work budgets, so a seed gives the same move in any process
    (another hash seed, so set and dict orders of strings differ) whenever the time cap
    does not cut the search short (here it never does: see ``generous_caps``)."""
    import json
    import os
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent
    runs = []
    for hash_seed in ("1", "2"):
        env = dict(os.environ, PYTHONHASHSEED=hash_seed, PYTHONPATH=str(root))
        result = subprocess.run([sys.executable, "-c", DETERMINISM_SCRIPT], cwd=root, env=env,
                                capture_output=True, text=True, timeout=300, check=True)
        runs.append(json.loads(result.stdout.strip().splitlines()[-1]))
    for first, second in zip(*runs):
        assert not (first[4] or second[4]), f"{first[:3]}: the time cap fired"
        assert first[:4] == second[:4], f"{first[:3]}: {first[3]} then {second[3]}"
