"""A game is registered once in the model (``app.games.GAMES``) and once in the UI
(``app.ui.games.SCREENS``); every per-game table of ``app/ui`` is derived from those,
and no other UI module names a game."""

from __future__ import annotations

from pathlib import Path

from app.games import GAME_IDS, GAMES
from app.ui import settings
from app.ui.games import PLAYABLE_GAME_VIEWS, SCREENS, load_view_class
from tests.code_scan import literal_game_ids

UI = Path(__file__).resolve().parents[1] / "app" / "ui"
REGISTRATION = UI / "games.py"


def test_every_registered_game_has_one_screen_registration_in_the_same_order():
    assert tuple(SCREENS) == GAME_IDS


def test_the_ui_tables_are_derived_from_the_registrations():
    assert tuple(PLAYABLE_GAME_VIEWS) == GAME_IDS
    assert tuple(settings.GAME_OPTIONS) == GAME_IDS
    for game, info in GAMES.items():
        keys = [spec.key for spec in settings.GAME_OPTIONS[game]]
        assert keys == [o.key for o in info.options] + [o[0] for o in SCREENS[game].screen_options]


def test_each_view_class_plays_the_game_it_is_registered_for():
    for game in GAME_IDS:
        assert load_view_class(game).GAME == game


def test_no_other_ui_module_names_a_game():
    found = [hit for path in sorted(UI.rglob("*.py")) if path != REGISTRATION for hit in literal_game_ids(path)]
    assert found == []
