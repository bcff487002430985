"""Keyboard play on the game screens: the keyboard stays with the table whatever the
player clicks on the side panel (issue 14 item 11), and Enter accepts any hint shown
(issue 14 item 8)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from app.games.back_alley import State as BackAlleyState
from app.games.kozel import State as KozelState
from app.games.kozel.actions import BEAT
from app.games.svoi_kozyri import State as SvoiState
from app.games.svoi_kozyri.actions import TAKE_ACTION
from tests.ui_helpers import first_legal, make_window, random_play_until, restore_position

HUMAN = 0





def _scene_view(view):
    return getattr(view, "table_view", None) or view.board_view


def _click(widget) -> None:
    QTest.mouseClick(widget, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(4, 4))


def _active_window(qtbot, game: str, chooser=first_legal):
    window = make_window(qtbot, chooser=chooser)
    view = window.open_game(game, resume=False)
    window.activateWindow()
    qtbot.waitActive(window)
    qtbot.waitUntil(view.awaiting_human, timeout=10000)
    return window, view


@pytest.mark.parametrize("game", ["kozel", "bao"])
def test_a_click_on_the_side_panel_leaves_the_keyboard_with_the_table(qtbot, game):
    window, view = _active_window(qtbot, game)
    scene_view = _scene_view(view)
    scene_view.setFocus()
    panel = view.panel
    for widget in (panel.log, panel.log.viewport(), panel.hint_button, panel.undo_button, panel, panel.title):
        _click(widget)
        assert window.focusWidget() is scene_view, widget


def test_b_after_a_panel_click_says_why_the_selection_cannot_beat(qtbot):
    window, view = _active_window(qtbot, "kozel")
    state = random_play_until(KozelState.new(seed=3), lambda s: s.current_player() == HUMAN and s.lead_count == 1
                          and any(a.kind != BEAT for a in s.legal_actions()), 3)
    beats = {a.cards for a in state.legal_actions() if a.kind == BEAT}
    bad = next(c for c in state.hands[HUMAN] if (c,) not in beats)
    restore_position(view, state)
    qtbot.waitUntil(view.awaiting_human, timeout=10000)
    _click(view.panel.log.viewport())
    scene_view = _scene_view(view)
    QTest.keyClick(window.focusWidget(), Qt.Key.Key_Left)  # the focus card: the first of the hand
    for _ in range(len(state.hands[HUMAN])):  # (bounded: with the keyboard lost, nothing moves)
        if view.focus_card == bad:
            break
        QTest.keyClick(window.focusWidget(), Qt.Key.Key_Right)
    QTest.keyClick(window.focusWidget(), Qt.Key.Key_Up)
    assert view.selected == [bad]
    QTest.keyClicks(window.focusWidget(), "b")
    assert window.focusWidget() is scene_view
    assert "cannot beat" in view.panel.prompt.text().splitlines()[0]


class HintLast:
    """Moves: the first legal action; hints: the last one (a bid, a pick-up ...)."""

    def __call__(self, subject, level, **_options):
        legal = subject.legal_actions()
        return legal[-1] if level == "hard" else legal[0]


def _svoi_can_pick_up(seed: int = 2):
    return random_play_until(SvoiState.new(seed=seed, players=2), lambda s: s.current_player() == HUMAN
                         and s.phase == "play" and TAKE_ACTION in s.legal_actions()
                         and len(s.legal_actions()) > 1, seed)


def _back_alley_bidding(seed: int = 2):
    return random_play_until(BackAlleyState.new(seed=seed),
                         lambda s: s.current_player() == HUMAN and s.phase == "bid", seed)


@pytest.mark.parametrize("game, position", [("svoi_kozyri", _svoi_can_pick_up), ("back_alley", _back_alley_bidding),
                                            ("kozel", None), ("bao", None)])
def test_enter_plays_the_hint_shown(qtbot, game, position):
    window, view = _active_window(qtbot, game, chooser=HintLast())
    if position is not None:
        restore_position(view, position())
        qtbot.waitUntil(view.awaiting_human, timeout=10000)
    hinted = view.table.legal_actions()[-1]
    before = len(view.history)
    view.hint()
    qtbot.waitUntil(lambda: "Hint" in _prompt(view), timeout=10000)
    QTest.keyClick(window.focusWidget(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(view.history) > before, timeout=5000)
    assert view.history[before] == str(hinted)


def _prompt(view) -> str:
    return view.panel.prompt.text()
