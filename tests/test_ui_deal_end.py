"""The end of a deal on the card table: while its result waits for the player, the panel
and every label describe the finished deal (issue 14 item 3)."""

from __future__ import annotations

import re

import pytest

from app.games.back_alley import State as BackAlleyState
from app.games.kozel import State as KozelState
from tests.ui_helpers import first_legal, make_window, random_play_until, restore_position

HUMAN = 0




def kozel_last_trick(seed: int = 4) -> KozelState:
    """The human leads the last trick of the first game (every hand holds one card)."""
    return random_play_until(KozelState.new(seed=seed), lambda s: s.current_player() == HUMAN and not s.stock
                         and all(len(h) == 1 for h in s.hands) and s.lead_count == 0, seed)


def back_alley_last_card(seed: int = 5) -> BackAlleyState:
    return random_play_until(BackAlleyState.new(seed=seed), lambda s: s.current_player() == HUMAN and s.phase == "play"
                         and len(s.hands[HUMAN]) == 1 and s.deal_number == 3, seed)


def _tricks(label) -> int:
    return int(re.search(r"tricks: (\d+)", label.detail).group(1))



def _finish_the_deal(qtbot, game: str, state):
    window = make_window(qtbot, speed="fast", chooser=first_legal)
    view = window.open_game(game, resume=False)
    restore_position(view, state)
    qtbot.waitUntil(view.awaiting_human, timeout=10000)
    legal = view.table.legal_actions()
    view.try_play(legal[0])
    qtbot.waitUntil(view.result_waiting, timeout=20000)
    return view


def test_kozel_labels_under_the_result_are_the_finished_games(qtbot):
    view = _finish_the_deal(qtbot, "kozel", kozel_last_trick())
    finished = view.observation.game_history[-1]
    assert view.scene.centre_label.title.startswith("Card points")
    tricks = [_tricks(label) for label in view.scene.pile_labels]
    assert tricks == list(finished.tricks_won)
    loss = view.observation.loss_points
    assert f"Loss points: your team {loss[0]}, opponents {loss[1]}" in view.panel.info.text()
    assert "to play" not in view.panel.turn.text() and "Your turn" not in view.panel.turn.text()
    assert not any(label.active for label in view.scene.seat_labels)
    # The last trick was gathered, face-down discards included (they reach this seat as
    # hidden cards: each its own stand-in).
    assert not any(view.scene.display.cards("trick", p) for p in range(4))


def test_back_alley_labels_under_the_result_are_the_finished_deals(qtbot):
    view = _finish_the_deal(qtbot, "back_alley", back_alley_last_card())
    finished = view.observation.deal_history[-1]
    assert view.scene.centre_label.title.startswith("Deal 3:")
    tricks = [_tricks(label) for label in view.scene.pile_labels]
    assert tricks == list(finished["tricks"])
    assert "Score: your team {0}, opponents {1}".format(*finished["scores"]) in view.panel.info.text()
    assert "to play" not in view.panel.turn.text() and "Your turn" not in view.panel.turn.text()
    assert not any(label.active for label in view.scene.seat_labels)


@pytest.mark.parametrize("game, position", [("kozel", kozel_last_trick), ("back_alley", back_alley_last_card)])
def test_going_on_from_the_result_deals_the_next_deal(qtbot, game, position):
    view = _finish_the_deal(qtbot, game, position())
    view.dismiss_result()
    qtbot.waitUntil(lambda: view.awaiting_human() or view.is_over() or view.table.thinking(), timeout=20000)
    qtbot.waitUntil(lambda: bool(view.scene.display.cards("hand", HUMAN)), timeout=20000)


@pytest.mark.parametrize("game, position", [("kozel", kozel_last_trick), ("back_alley", back_alley_last_card)])
def test_resizing_the_window_keeps_the_result_waiting(qtbot, game, position):
    """A resize (or maximising the window) while a deal's result waits for the player
    leaves it there, at the new size; it went on to the next deal before."""
    view = _finish_the_deal(qtbot, game, position())
    title = view.scene.centre_label.title
    window = view.window()
    table = view.table_view.viewport()
    for width, height in ((1700, 1000), (1100, 700)):
        window.resize(width, height)
        qtbot.waitUntil(lambda: view.scene.width_px == table.width(), timeout=5000)
        assert view.result_waiting() and view.scene.centre_label.title == title
        assert view.scene.centre_label.isVisible()
        label = view.scene.centre_label.sceneBoundingRect()
        assert 0 <= label.left() and label.right() <= table.width()
    view.dismiss_result()
    qtbot.waitUntil(lambda: bool(view.scene.display.cards("hand", HUMAN)), timeout=20000)
