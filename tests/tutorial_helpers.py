"""Shared helpers for the tutorial's UI tests (not a test module): open a lesson from the
home screen, and play its steps the way a player does (clicks and keys)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QPushButton

from app.core.cards import SUITS, Card
from app.ui.tutorial.view import TutorialView
from tests.ui_helpers import click_hole, marked_hole

GAMES = ("bao", "kozel", "svoi_kozyri", "back_alley")


def open_from_home(qtbot, window, game: str) -> TutorialView:
    window.show_home()
    qtbot.mouseClick(window.home.cards[game].learn_button, Qt.MouseButton.LeftButton)
    view = window.stack.currentWidget()
    assert isinstance(view, TutorialView) and view.GAME == game
    return view


def settle(qtbot, view: TutorialView) -> None:
    qtbot.waitUntil(lambda: not view.busy(), timeout=10000)


def scene_view(view: TutorialView):
    return view.scene_view()


def press(view: TutorialView, key=None, text: str | None = None) -> None:
    target = scene_view(view)
    target.setFocus()
    if text is not None:
        QTest.keyClicks(target, text)
    else:
        QTest.keyClick(target, key)


def click_card(view: TutorialView, code: str) -> None:
    board = view.board
    item = board.scene.items_by_card[Card.parse(code)]
    rect = item.sceneBoundingRect()
    # The left edge: the cards of a hand overlap to the right.
    point = board.table_view.mapFromScene(rect.left() + rect.width() * 0.12, rect.center().y())
    QTest.mouseClick(board.table_view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     QPoint(point.x(), point.y()))


def click_choice(view: TutorialView, label: str) -> None:
    buttons = [b for b in view.board.panel.choice_box.findChildren(QPushButton) if b.isVisible() and b.text() == label]
    assert buttons, f"no choice button {label!r}"
    QTest.mouseClick(buttons[0], Qt.MouseButton.LeftButton)


def play_through_ui(view: TutorialView, notation: str) -> None:
    """Make the move ``notation`` the way a player does: clicks and keys on the board."""
    game = view.GAME
    action = view.run.state.parse_action(notation)
    if game == "bao":
        if action.is_decision:
            press(view, text="s" if notation == "stop" else "p")
            return
        click_hole(view.board, 0, action.hole)
        if marked_hole(view.board, "selected") is not None:  # two directions: the arrow keys' "<" / ">"
            press(view, text=">" if action.direction == 1 else "<")
        return
    kind, _, rest = notation.partition(" ")
    if game == "back_alley" and kind in ("bid", "pass", "board"):
        click_choice(view, rest if kind == "bid" else kind.capitalize())
        return
    if game == "svoi_kozyri" and kind == "trump":
        press(view, text=str(SUITS.index(Card.parse("6" + rest).suit) + 1))
        return
    if game == "svoi_kozyri" and kind == "take":
        press(view, text="t")
        return
    if kind == "pull":
        press(view, text="p")
        return
    for code in rest.split():
        click_card(view, code)
    keys = {"beat": "b", "discard": "d", "lead": "l"} if game == "kozel" else {}
    if kind in keys:
        press(view, text=keys[kind])
    else:
        press(view, Qt.Key.Key_Return)


def play_step(qtbot, view: TutorialView) -> None:
    """The current step through the UI: Enter on an explanation, the expected move otherwise."""
    step = view.run.step
    before = view.run.step_index
    if step.is_info:
        press(view, Qt.Key.Key_Return)
    else:
        play_through_ui(view, step.expect[0])
    settle(qtbot, view)
    assert view.run.step_index == before + 1, view.panel.feedback_text()
