"""The end of a deal is a model step of its own: the finished deal stays visible in the
state and in every observation, the next deal is one automatic action, the AI's
searches never play it, and the autosaves of the earlier app (whose histories lack the
step) still resume."""

from __future__ import annotations

import json
import random
from dataclasses import replace
from pathlib import Path

import pytest

from app.ai import choose, levels
from app.core.card_events import Dealt, GameOver
from app.core.protocol import AUTOMATIC, DEAL, apply_automatic_steps
from app.core.record import GameRecord
from app.core.session import GameSession
from app.games import game_info

# Written by the app at main 51247e3 (before this step existed), through its own views'
# autosave: Kozel right after game 1 ended (its history ends with the last card: the
# old model had dealt game 2 in the same action) and a few moves into game 2, Back Alley
# in deal 3, Svoi Kozyri and Bao mid-game.
OLD_AUTOSAVES = json.loads((Path(__file__).parent / "data" / "autosaves_before_deal_step.json").read_text())
DEAL_GAMES = ("kozel", "back_alley")


def to_deal_end(game: str, seed: int):
    state = game_info(game).new_state({}, seed)  # (a first Kozel game never ends a 12-point match)
    rng = random.Random(seed)
    while state.current_player() != AUTOMATIC:
        state.apply(rng.choice(state.legal_actions()))
    return state


@pytest.mark.parametrize("game", DEAL_GAMES)
def test_a_finished_deal_is_a_state_of_its_own(game):
    state = to_deal_end(game, 4)
    info = game_info(game)
    assert not state.is_terminal() and state.legal_actions() == [state.parse_action(DEAL)]
    for seat in range(4):
        obs = state.observation(seat)
        assert obs.current_player == AUTOMATIC and [str(a) for a in obs.legal_actions()] == [DEAL]
        # The finished deal's result is there to see, for everybody.
        if game == "kozel":
            assert obs.awaiting_deal and len(obs.game_history) == 1 and obs.hand == ()
            assert sum(obs.game_history[0].card_points) == 120
        else:
            assert obs.phase == "between" and obs.deal_history[-1]["deal"] == 1 and len(obs.played_tricks) == 13
    assert info.state_from_dict(json.loads(json.dumps(state.to_dict()))) == state
    assert state.clone() == state
    events = state.apply(DEAL)
    assert any(isinstance(e, Dealt) for e in events) and not any(isinstance(e, GameOver) for e in events)
    assert state.current_player() >= 0


@pytest.mark.parametrize("game", DEAL_GAMES)
def test_the_ai_asked_between_deals_answers_the_automatic_step(game):
    state = to_deal_end(game, 6)
    for level in ("easy", "hard", "random", "greedy"):
        assert str(choose(state.observation(1), level, seed=1)) == DEAL


@pytest.fixture
def quick_searches(monkeypatch):
    for info in (game_info("kozel"), game_info("back_alley")):
        name = info.ai_levels.partition(":")[2]
        monkeypatch.setattr(levels, name, {level: replace(spec, iterations=min(spec.iterations, 40))
                                           for level, spec in info.level_table().items()})


@pytest.mark.parametrize("game", DEAL_GAMES)
def test_searches_near_a_deal_end_never_play_the_next_deal(game, monkeypatch, quick_searches):
    """Decisions on the last tricks of a deal: their playouts reach the deal's end and
    must stop there (the next deal belongs to no decision of this one)."""
    state_class = game_info(game).state_class()
    next_deal = "_deal_next_game" if game == "kozel" else "_next_deal"
    decisions = 0
    for seed in range(6):
        state = game_info(game).new_state({}, seed)
        rng = random.Random(seed)
        while state.current_player() != AUTOMATIC:
            seat = state.current_player()
            dealt_out = not state.stock if game == "kozel" else state.phase == "play"
            last_tricks = len(state.hands[seat]) <= 2 and dealt_out
            if last_tricks and len(state.legal_actions()) > 1:
                with monkeypatch.context() as patch:
                    patch.setattr(state_class, next_deal, _never)
                    for level in ("medium", "hard"):
                        assert choose(state.observation(seat), level, seed=seed) in state.legal_actions()
                decisions += 1
            state.apply(rng.choice(state.legal_actions()))
    assert decisions >= 6


def _never(*_args, **_kwargs):
    raise AssertionError("a search dealt the next deal")


@pytest.mark.parametrize("game", DEAL_GAMES)
def test_sessions_and_records_carry_the_step(game):
    session = GameSession.new(game, {"match_limit": "6"} if game == "kozel" else {}, seed=8)
    rng = random.Random(8)
    while not session.automatic_pending():
        session.play(rng.choice(session.legal_actions()))
    session.play_automatic()
    record = GameRecord.from_dict(json.loads(json.dumps(session.record.to_dict())))
    assert record.actions[-1] == DEAL and record.actors[-1] is None
    assert GameSession(record).state == session.state


@pytest.mark.parametrize("name", sorted(OLD_AUTOSAVES))
def test_old_autosaves_replay_with_the_automatic_steps_inserted(name):
    content = OLD_AUTOSAVES[name]
    game = content["initial"]["game"]
    info = game_info(game)
    record = GameRecord.from_history(game, content["initial"], content["history"], content.get("options", {}),
                                     content.get("seed", 0))
    state = record.replay()
    assert state == info.state_from_dict(content["state"])  # the old position, read by this version
    moves = [text for text, actor in zip(record.actions, record.actors) if actor is not None]
    assert moves == content["history"]
    steps = record.actions.count(DEAL)
    expected = {"kozel_right_after_game_1": 1, "kozel_in_game_2": 1, "back_alley_in_deal_3": 2}
    assert steps == expected.get(name, 0)
    if name == "kozel_right_after_game_1":
        assert record.actions[-1] == DEAL  # inserted at the end: the old model had dealt already
    apply_automatic_steps(state)
    assert state.current_player() >= 0


@pytest.mark.parametrize("name", sorted(OLD_AUTOSAVES))
def test_old_autosaves_resume_in_the_app(qtbot, name):
    from ui_helpers import make_window

    content = OLD_AUTOSAVES[name]
    game = content["initial"]["game"]
    window = make_window(qtbot, speed="instant", level="easy", chooser=lambda x, **kw: x.legal_actions()[0])
    window.services.saves.save(game, content)
    window.services.saves.flush()
    view = window.open_game(game, resume=True)
    assert view.table.session.state == game_info(game).state_from_dict(content["state"])
    assert [t for t, a in zip(view.table.record().actions, view.actors) if a is not None] == content["history"]
    assert view.has_progress()
