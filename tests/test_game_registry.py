"""The game registry: every game registered once, options -> State, nothing heavy at
import, and no game id written outside its own package and the one registration."""

from __future__ import annotations

import ast
import re
import subprocess
import sys
from pathlib import Path

import pytest

from app.core.game_info import DRAWN, LOST, WON, GameInfo, OptionSpec, registry
from app.games import GAME_IDS, GAMES, game_info

ROOT = Path(__file__).resolve().parent.parent
MODEL_PACKAGES = ("app/core", "app/games", "app/ai")


def test_every_game_is_registered_once_with_its_own_package():
    assert GAME_IDS == ("bao", "kozel", "svoi_kozyri", "back_alley")
    for game, info in GAMES.items():
        assert info.id == game
        assert info.state.startswith(f"app.games.{game}.")
        state_class = info.state_class()
        assert state_class.GAME == game
        assert info.ai_modules()[0].__name__ == f"app.games.{game}.ai"
        assert set(info.level_table()) == {"easy", "medium", "hard", "expert"}
    with pytest.raises(ValueError, match="registered twice"):
        registry([GAMES["bao"], GAMES["bao"]])
    with pytest.raises(KeyError, match="known: bao, kozel"):
        game_info("chess")


def test_importing_the_registry_loads_no_game_engine():
    code = ("import sys, app.games; "
            "print(sorted(m for m in sys.modules if m.startswith('app.') and m.rsplit('.', 1)[-1] "
            "in ('rules', 'engine', 'moves', 'ai', 'observation', 'play_rules')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT)
    assert out.stdout.strip() == "[]"
    from app.games.kozel import State  # the lazy package still gives its State

    assert State is game_info("kozel").state_class()


def _string_literals(tree: ast.Module) -> list[str]:
    """The string constants of a module, docstrings left out."""
    docstrings = {id(node.body[0].value) for node in ast.walk(tree)
                  if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef))
                  and node.body and isinstance(node.body[0], ast.Expr)
                  and isinstance(node.body[0].value, ast.Constant)}
    return [node.value for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings]


def test_a_game_is_named_in_its_own_package_and_in_the_one_registration():
    """Outside its own package, no model module names a game in a string ("kozel", or a
    module path "app.games.kozel.info"), and one module registers it: app/games/__init__
    imports its GameInfo (the per-game search modules of app/ai import their game's
    knowledge, which is code, not a registration)."""
    literals: dict[str, set[str]] = {game: set() for game in GAME_IDS}
    registrations: dict[str, set[str]] = {game: set() for game in GAME_IDS}
    for path in (ROOT / "app").rglob("*.py"):
        relative = path.relative_to(ROOT).as_posix()
        tree = ast.parse(path.read_text())
        for game in GAME_IDS:
            if relative.startswith(f"app/games/{game}/"):
                continue
            if relative.startswith(MODEL_PACKAGES) and any(
                    text == game or re.search(rf"\.{game}(\.|:|$)", text) for text in _string_literals(tree)):
                literals[game].add(relative)
            if any(isinstance(node, ast.ImportFrom) and node.module == f"app.games.{game}.info"
                   for node in ast.walk(tree)):
                registrations[game].add(relative)
    assert literals == {game: set() for game in GAME_IDS}
    assert registrations == {game: {"app/games/__init__.py"} for game in GAME_IDS}


def test_options_have_defaults_and_become_state_keywords():
    kozel = game_info("kozel")
    assert kozel.default_options() == {"eggs_double": "off", "discards": "face_down", "match_limit": "12"}
    assert kozel.state_kwargs({"match_limit": "6", "discards": "face_up"}) == {
        "eggs_double_next": False, "discards_face_up": True, "match_limit": 6}
    state = kozel.new_state({"match_limit": "8"}, seed=5)
    assert state.options.match_limit == 8 and state == kozel.state_class().new(seed=5, match_limit=8)
    svoi = game_info("svoi_kozyri")
    assert svoi.player_count({"players": "3"}) == 3 and svoi.player_count() == 2
    assert svoi.new_state({"players": "4", "sixes": "off"}, seed=2).options.sixes_to_owners is False
    assert game_info("bao").new_state({"variant": "kujifunza"}).variant == "kujifunza"
    assert game_info("back_alley").new_state(seed=3) == game_info("back_alley").state_class().new(seed=3)
    with pytest.raises(ValueError, match="match_limit must be one of 12, 6, 8, 10, not '7'"):
        kozel.state_kwargs({"match_limit": "7"})
    with pytest.raises(ValueError, match="unknown option"):
        kozel.validate_options({"card_colours": "four"})
    assert kozel.validate_options({"card_colours": "four"}, ignore_unknown=True)["match_limit"] == "12"
    with pytest.raises(ValueError, match="default 'c' is not one of"):
        GameInfo("x", "m:S", 2, (OptionSpec("x", ("a", "b"), "c", "x"),), False, "k", "s", "l", result_of=lambda s: ())


def test_seats_teams_and_what_the_ai_gets():
    assert game_info("kozel").partners(1) == (1, 3) and game_info("svoi_kozyri").partners(1) == (1,)
    assert game_info("bao").player_count() == 2 and game_info("back_alley").player_count() == 4
    bao = game_info("bao").new_state()
    subject = game_info("bao").ai_subject(bao, 0)
    assert subject == bao and subject is not bao  # a copy of the State (perfect information)
    kozel = game_info("kozel").new_state(seed=1)
    assert game_info("kozel").ai_subject(kozel, 2) == kozel.observation(2)
    with pytest.raises(ValueError, match="either a fixed number"):
        GameInfo("x", "m:S", None, (), False, "k", "s", "l", result_of=lambda s: ())


def test_svoi_kozyri_rematch_is_dealt_by_the_loser():
    svoi = game_info("svoi_kozyri")
    state = svoi.new_state({"players": "3"}, seed=4)
    while not state.is_terminal():
        state.apply(state.legal_actions()[0])
    rematch = svoi.new_state({"players": "3"}, seed=9, previous=state)
    assert rematch.dealer == state.next_dealer
    fresh = svoi.new_state({"players": "2"}, seed=9, previous=state)  # other player count: a new series
    assert fresh.dealer == svoi.state_class().new(seed=9, players=2).dealer


def test_results_per_seat():
    kozel = game_info("kozel")
    state = kozel.new_state({"match_limit": "6"}, seed=3)
    assert kozel.result(state) is None
    while not state.is_terminal():
        state.apply(state.legal_actions()[-1])
    result = kozel.result(state)
    goat = 0 if state.loss_points[0] >= 6 else 1
    assert [r.outcome for r in result] == [LOST if p % 2 == goat else WON for p in range(4)]
    assert [r.place for r in result] == [2 if p % 2 == goat else 1 for p in range(4)]
    assert [r.points for r in result] == [state.loss_points[p % 2] for p in range(4)]
    resigned = kozel.resigned_result(state, 1)
    assert [r.outcome for r in resigned] == [WON, LOST, WON, LOST]
    svoi = game_info("svoi_kozyri").state_class().from_deal(["6H", "7H 8H"], ["H", "S"], 0)
    svoi.apply("play 6H")  # player 0 goes out first
    result = game_info("svoi_kozyri").result(svoi)
    assert result[0].outcome == WON and result[0].place == 1 and result[1].outcome in (LOST, DRAWN)
