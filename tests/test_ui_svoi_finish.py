"""Svoi Kozyri with 3 or 4 players: a player who goes out has finished (issue 14 item 1).
His result is counted at once, he cannot resign, a new game abandons nothing, and the
rest can be played out at once by computers that do not "think"."""

from __future__ import annotations

import random

import pytest

from app.core.game_info import DRAWN, LOST, WON
from app.games import game_info
from app.games.svoi_kozyri import State as SvoiState
from app.games.svoi_kozyri.actions import TAKE
from app.ui.table.local import FINISHED_LEVEL
from tests.ui_helpers import make_window

HUMAN = 0
LEVEL = "hard"


def _about_to_go_out(players: int, seed: int):
    """The human to move, one card left, nobody out yet, and a move that takes him out."""
    rng = random.Random(seed)
    for attempt in range(200):
        state = SvoiState.new(seed=seed * 1000 + attempt, players=players)
        while not state.is_terminal():
            if (state.current_player() == HUMAN and state.phase == "play" and not state.out_order
                    and len(state.hand(HUMAN)) == 1):
                for action in state.legal_actions():
                    if action.kind != TAKE:
                        after = state.clone()
                        after.apply(action)
                        if HUMAN in after.out_order and not after.is_terminal():
                            return state, action
            state.apply(rng.choice(state.legal_actions()))
    raise AssertionError("no such position")


class Recorder:
    """The real AI (on the worker thread); remembers the level of every request."""

    def __init__(self) -> None:
        self.levels: list[str] = []

    def __call__(self, subject, level, **options):
        from app.ai import choose

        self.levels.append(level)
        return choose(subject, level=level, **options)


@pytest.mark.parametrize("players", [3, 4])
def test_going_out_first_counts_a_win_at_once_and_the_rest_finishes_quickly(qtbot, monkeypatch, players):
    ai = Recorder()
    window = make_window(qtbot, level=LEVEL, chooser=ai)
    window.services.settings.set_table_option("fast_forward", "off")  # the player chooses (tested below)
    window.services.settings.set_game_option("svoi_kozyri", "players", str(players))
    view = window.open_game("svoi_kozyri", resume=False)
    state, out = _about_to_go_out(players, seed=players)
    content = {"initial": state.to_dict(), "state": state.to_dict(), "history": [], "level": LEVEL, "seed": 3,
               "options": {"players": str(players)}}
    assert view.restore(content)
    qtbot.waitUntil(view.awaiting_human, timeout=10000)
    view.try_play(out)
    qtbot.waitUntil(lambda: view.table.local_finished() or view.is_over(), timeout=10000)
    assert not view.is_over()
    # Counted at once, as a win (place 1), and only once.
    assert window.services.statistics.get("svoi_kozyri", LEVEL) == {"played": 1, "won": 1, "lost": 0}
    assert not view.can_resign() and not view.panel.resign_button.isEnabled()
    assert not view.can_undo()  # his result is counted
    labels = [b.text() for b in view.panel.choice_buttons()]
    assert labels == ["Finish quickly"] and view.panel.new_button.isEnabled()
    # The computers play on at the quickest level: they decide only their own places.
    qtbot.waitUntil(lambda: len(ai.levels) >= 2, timeout=10000)
    assert set(ai.levels) == {FINISHED_LEVEL}
    view.panel.choice_buttons()[0].click()  # Finish quickly: the rest is played out at once
    qtbot.waitUntil(view.is_over, timeout=10000)
    assert window.services.statistics.get("svoi_kozyri", LEVEL) == {"played": 1, "won": 1, "lost": 0}
    assert view.panel.prompt.text().startswith("You win")


def test_a_new_game_after_going_out_asks_nothing_and_abandons_nothing(qtbot, monkeypatch):
    window = make_window(qtbot, level=LEVEL, chooser=Recorder())
    window.services.settings.set_game_option("svoi_kozyri", "players", "4")
    window.services.settings.set_table_option("fast_forward", "off")
    view = window.open_game("svoi_kozyri", resume=False)
    state, out = _about_to_go_out(4, seed=7)
    content = {"initial": state.to_dict(), "state": state.to_dict(), "history": [], "level": LEVEL, "seed": 3,
               "options": {"players": "4"}}
    assert view.restore(content)
    qtbot.waitUntil(view.awaiting_human, timeout=10000)
    view.try_play(out)
    qtbot.waitUntil(view.table.local_finished, timeout=10000)
    monkeypatch.setattr("app.ui.main_window.ask_yes_no", lambda *a: pytest.fail("a finished player was asked"))
    window.new_game(confirm=True)
    assert not view.history
    assert window.services.statistics.get("svoi_kozyri", LEVEL) == {"played": 1, "won": 1, "lost": 0}


def test_fast_forward_plays_the_rest_at_once_when_the_player_is_out(qtbot):
    """Issue 20, item 4: with fast-forward (on by default) nobody waits for the computers
    once the player is out; the game ends by itself, counted once."""
    ai = Recorder()
    window = make_window(qtbot, level=LEVEL, chooser=ai)
    assert window.services.settings.table_option("fast_forward") == "on"
    window.services.settings.set_game_option("svoi_kozyri", "players", "4")
    view = window.open_game("svoi_kozyri", resume=False)
    state, out = _about_to_go_out(4, seed=4)
    content = {"initial": state.to_dict(), "state": state.to_dict(), "history": [], "level": LEVEL, "seed": 3,
               "options": {"players": "4"}}
    assert view.restore(content)
    qtbot.waitUntil(view.awaiting_human, timeout=10000)
    view.try_play(out)
    qtbot.waitUntil(view.is_over, timeout=10000)
    assert FINISHED_LEVEL not in ai.levels  # played out here at once: no move asked of the AI process
    assert window.services.statistics.get("svoi_kozyri", LEVEL) == {"played": 1, "won": 1, "lost": 0}


@pytest.mark.parametrize("players, outcomes", [(2, [WON, LOST]), (3, [WON, DRAWN, LOST]),
                                               (4, [WON, WON, LOST, LOST])])
def test_what_each_place_counts_as(players, outcomes):
    """[D] The better half of the table won, the worse half lost, the middle of three is
    neither (app/games/svoi_kozyri/info.py ``place_outcome``)."""
    info = game_info("svoi_kozyri")
    rng = random.Random(players)
    state = info.new_state({"players": str(players)}, seed=players)
    while not state.is_terminal():
        state.apply(rng.choice(state.legal_actions()))
    for seat, result in enumerate(info.result(state)):
        if seat not in state.drawn:
            assert result.outcome == outcomes[result.place - 1]
