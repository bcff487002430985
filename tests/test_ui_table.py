"""The seam between views and games (``app/ui/table``): the flow a ``LocalTable`` runs for
every game — hints, the computer's turns, resuming saves — seen through a game view."""

from __future__ import annotations

import json
import threading
from pathlib import Path

import pytest

from tests.ui_helpers import first_legal, make_window

MAIN_AUTOSAVES = json.loads((Path(__file__).parent / "data" / "autosaves_main_2026-11.json").read_text())


class SlowHints:
    """The AI stand-in: moves come after a short think; a hint comes only when its search
    is cancelled (or after a long while), so a move can be made while it is searched."""

    def __init__(self) -> None:
        self.hints_started = threading.Event()

    def __call__(self, subject, level, seed, deadline, cancel, **_task):
        if level == "hard":  # the hint's level (app/ui/table/local.py HINT_LEVEL)
            self.hints_started.set()
            cancel.wait(8.0)
        else:
            cancel.wait(0.3)  # the computer thinks a moment: "… is thinking" shows
        return subject.legal_actions()[0]


@pytest.mark.parametrize("game", ["kozel", "svoi_kozyri", "back_alley", "bao"])
def test_a_move_made_while_the_hint_is_searched_leaves_hint_and_thinking_working(qtbot, game):
    """Issue 17 §1: press H, then play before the hint arrives — Hint used to stay
    disabled and "… is thinking" never showed again."""
    ai = SlowHints()
    window = make_window(qtbot, chooser=ai)
    view = window.open_game(game, resume=False)
    qtbot.waitUntil(view.awaiting_human, timeout=10000)
    assert view.can_hint()
    view.hint()
    qtbot.waitUntil(ai.hints_started.is_set, timeout=5000)
    assert not view.can_hint()  # one hint at a time
    view.play(view.table.legal_actions()[0])
    # The computer's turn: its thinking is shown ...
    qtbot.waitUntil(lambda: view.panel.thinking.isVisibleTo(view.panel) or view.awaiting_human(), timeout=5000)
    if not view.awaiting_human():
        assert view.panel.thinking.isVisibleTo(view.panel)
    # ... and at the player's next turn Hint works again.
    qtbot.waitUntil(lambda: view.awaiting_human() or view.is_over(), timeout=10000)
    assert view.is_over() or (view.can_hint() and view.panel.hint_button.isEnabled())


@pytest.mark.parametrize("game", sorted(MAIN_AUTOSAVES))
def test_an_autosave_written_before_the_table_resumes(qtbot, game):
    """Saves written by the views' own flow (main before the Table) resume unchanged:
    the same moves, and the game goes on."""
    window = make_window(qtbot, chooser=first_legal)
    content = MAIN_AUTOSAVES[game]
    window.services.saves.save(game, content)
    view = window.open_game(game, resume=True)
    saved_moves = [text for _actor, text in content["record"]["actions"]]
    assert view.table.record().actions == saved_moves  # (the view's history is the public move log)
    assert view.table.session.state.to_dict() == content["state"]
    assert view.level == content["level"]
    before = len(view.history)
    qtbot.waitUntil(lambda: view.awaiting_human() or view.is_over(), timeout=10000)
    if not view.is_over():
        view.play(view.table.legal_actions()[0])
        qtbot.waitUntil(lambda: len(view.history) > before, timeout=5000)
    saved = window.services.saves.load(game)["record"]["actions"]
    assert [text for _actor, text in saved] == view.table.record().actions
