"""The tutorial screens: opened from the home screen and the Help menu, played through
the board's own clicks and keys, wrong moves taken back with an explanation, leave and
resume, restart, and "Play a real game" at the end (pytest-qt, offscreen)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QPushButton

from app.core.cards import SUITS, Card
from app.ui.tutorial.highlight import RingItem
from app.ui.tutorial.view import TutorialView, save_key
from tests.ui_helpers import click_hole, make_window

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
        if view.board._selected is not None:  # two directions: the arrow keys' "<" / ">"
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


@pytest.fixture
def window(qtbot):
    return make_window(qtbot, speed="instant", level="medium")


@pytest.mark.parametrize("game", GAMES)
def test_first_lesson_from_the_home_screen(qtbot, window, game):
    view = open_from_home(qtbot, window, game)
    run = view.run
    assert (run.lesson_index, run.step_index) == (0, 0)
    assert view.panel.text.text() == run.text("en")
    while not run.finished:
        assert view.panel.text.text() == run.text("en")
        # Every step that names something shows at least one ring.
        assert bool(view.highlighter.described()) == bool(run.highlight)
        play_step(qtbot, view)
        # The board shows the tutorial's position after every step.
        assert view.board.table.session.state.to_dict() == run.state.to_dict()
    assert view.panel.next_button.isVisible() and view.panel.next_button.text() == "Next lesson"
    qtbot.mouseClick(view.panel.next_button, Qt.MouseButton.LeftButton)
    assert (view.run.lesson_index, view.run.step_index) == (1, 0)


def test_highlight_points_at_the_named_holes_and_cards(qtbot, window):
    bao = open_from_home(qtbot, window, "bao")
    assert bao.run.highlight == ("A1", "A8", "B1", "B8")
    assert sorted(bao.highlighter.described()) == ["pit 0 0", "pit 0 15", "pit 0 7", "pit 0 8"]
    for rect, hole in zip(bao.highlighter.scene_rects(), (0, 7, 8, 15)):
        assert rect.contains(bao.board.scene.pit_centre(0, hole))
    kozel = open_from_home(qtbot, window, "kozel")
    play_step(qtbot, kozel)  # to "beat the ace with your 7♥"
    assert set(kozel.highlighter.described()) == {"card 7H", "card AS", "area trick"}


def test_a_wrong_move_is_taken_back_with_its_explanation(qtbot, window):
    view = open_from_home(qtbot, window, "kozel")
    play_step(qtbot, view)
    position = view.run.state.to_dict()
    play_through_ui(view, "discard 7H")  # the step wants the 7♥ to beat the ace
    settle(qtbot, view)
    assert view.run.step_index == 1
    assert view.panel.feedback_kind == "wrong"
    wrong = view.run.step.wrong_text("en")
    assert wrong.split()[0] in view.panel.feedback_text()
    assert view.run.state.to_dict() == position
    assert view.board.table.session.state.to_dict() == position
    assert not view.board.selected  # the cards went back into the hand
    play_through_ui(view, "beat 7H")
    settle(qtbot, view)
    assert view.run.step_index == 2 and view.panel.feedback_kind == "good"


def test_a_wrong_hole_at_bao_changes_nothing(qtbot, window):
    view = open_from_home(qtbot, window, "bao")
    view.choose_lesson(view.tutorial.lesson_index("takasa"))  # A2 is wanted, A7 can be played too
    while view.run.step.is_info:
        play_step(qtbot, view)
    expected = view.board.state.parse_action(view.run.step.expect[0])
    position = view.run.state.to_dict()
    counts = [pit.count for pit in view.board.scene.pits.values()]
    wrong = next(a for a in view.board.state.legal_actions() if a.hole != expected.hole)
    play_through_ui(view, str(wrong))
    settle(qtbot, view)
    assert view.panel.feedback_kind == "wrong"
    assert view.run.state.to_dict() == position == view.board.state.to_dict()
    assert [pit.count for pit in view.board.scene.pits.values()] == counts
    play_step(qtbot, view)


def test_leave_resume_and_restart(qtbot, window):
    view = open_from_home(qtbot, window, "back_alley")
    play_step(qtbot, view)
    play_step(qtbot, view)  # the bid and the scripted auction
    saved_moves = list(view.run.moves)
    qtbot.mouseClick(view.panel.leave_button, Qt.MouseButton.LeftButton)
    assert window.stack.currentWidget() is window.home
    window.tutorials.close_view()  # as if the app had been closed
    window.services.saves.flush()
    assert window.services.saves.exists(save_key("back_alley"))
    assert not window.services.saves.exists("back_alley")  # the real game's autosave is untouched
    resumed = open_from_home(qtbot, window, "back_alley")
    assert resumed is not view
    assert (resumed.run.lesson_index, resumed.run.step_index) == (0, 2)
    assert resumed.run.moves == saved_moves
    assert resumed.board.table.session.state.to_dict() == resumed.run.state.to_dict()
    qtbot.mouseClick(resumed.panel.restart_button, Qt.MouseButton.LeftButton)
    assert (resumed.run.lesson_index, resumed.run.step_index) == (0, 0)
    assert resumed.run.moves == []
    assert resumed.board.table.session.state.to_dict() == resumed.run.state.to_dict()
    assert resumed.panel.text.text() == resumed.run.text("en")


def test_the_end_offers_a_real_game_at_easy(qtbot, window):
    view = open_from_home(qtbot, window, "svoi_kozyri")
    last = len(view.tutorial.lessons) - 1
    view.panel.lessons.activated.emit(last)
    assert view.run.lesson_index == last
    while not view.run.finished:
        play_step(qtbot, view)
    assert view.run.completed
    assert not view.panel.next_button.isVisible()
    assert view.panel.play_button.isVisible() and view.panel.play_button.objectName() == "Primary"
    assert window.services.settings.ai_level() == "medium"
    qtbot.mouseClick(view.panel.play_button, Qt.MouseButton.LeftButton)
    game_view = window.view
    assert window.stack.currentWidget() is game_view and game_view.GAME == "svoi_kozyri"
    assert game_view.level == "easy" and not game_view.has_progress()
    # The lessons' won deals never count as games.
    for level in ("easy", "medium"):
        assert sum(window.services.statistics.get("svoi_kozyri", level).values()) == 0


def test_texts_follow_the_language(qtbot, window):
    view = open_from_home(qtbot, window, "bao")
    assert view.language() == window.services.settings.language() == "en"
    view.language_override = "sw"
    view._show_panel()
    assert view.panel.text.text() == view.run.text("sw") != view.run.text("en")
    assert view.panel.title.text() == view.tutorial.title("sw")
    view.language_override = "xx"  # no such tutorial language: English
    assert view.language() == "en"


def test_help_menu_opens_the_tutorial_of_the_game_on_screen(qtbot, window):
    host = window.tutorials
    assert not host.this_game_action.isEnabled()  # the home screen: no game on screen
    window.open_game("kozel", resume=False)
    assert host.this_game_action.isEnabled()
    host.this_game_action.trigger()
    view = window.stack.currentWidget()
    assert isinstance(view, TutorialView) and view.GAME == "kozel"
    assert window.view.GAME == "kozel"  # the real game is still there behind it
    assert not window.undo_action.isEnabled() and not window.hint_action.isEnabled()


@pytest.mark.parametrize("game", GAMES)
def test_every_step_of_every_lesson_shows_its_position_and_highlight(qtbot, window, game):
    """All lessons through the view (the runner's expected moves, no clicks): the board
    keeps the tutorial's position and every highlighted name has a ring on screen."""
    view = window.tutorials.open(game)
    for index in range(len(view.tutorial.lessons)):
        view.choose_lesson(index)
        run = view.run
        while not run.finished:
            where = f"{run.lesson.id} step {run.step_index + 1}"
            assert view.highlighter.missing == [], where
            if run.step.is_info:
                view.next()
            else:
                view._on_player_move(run.step.expect[0])
            settle(qtbot, view)
            if not run.finished:
                assert view.board.table.session.state.to_dict() == run.state.to_dict(), where
    rings = [item for item in view.board.scene.items() if isinstance(item, RingItem)]
    assert len(rings) == len(view.highlighter.rings)  # old rings never pile up


def test_animated_lesson_that_ends_a_deal_keeps_the_final_table(qtbot):
    """At a real animation speed: the replies are animated one after another, and the
    lesson's finished deal stays on the table (the next deal is an automatic step that a
    lesson never plays)."""
    from app.ui.scenes.card_table import HAND

    window = make_window(qtbot, speed="fast")
    view = open_from_home(qtbot, window, "kozel")
    view.choose_lesson(view.tutorial.lesson_index("scoring"))
    while not view.run.finished:
        step = view.run.step
        play_step(qtbot, view)
        if not step.is_info:
            assert view.panel.feedback_kind == "good"
    assert view.run.state.awaiting_deal and view.board.observation.awaiting_deal  # the game is over, not redealt
    assert view.board.scene.display.cards(HAND, 0) == []  # the table shows the end of this one


def test_the_longest_text_is_fully_visible_in_a_small_window(qtbot):
    window = make_window(qtbot, size=(1024, 700))
    view = open_from_home(qtbot, window, "bao")
    longest = max(((len(step.text(lang)), index, number, lang)
                   for index, lesson in enumerate(view.tutorial.lessons)
                   for number, step in enumerate(lesson.steps) for lang in ("en", "sw", "fil", "cy")))
    _length, index, number, lang = longest
    view.language_override = lang
    view.choose_lesson(index)
    while view.run.step_index < number:
        play_step(qtbot, view)
    label = view.panel.text
    assert label.text() == view.run.text(lang)

    def fits() -> bool:
        bottom = label.mapTo(view.panel, label.rect().bottomLeft()).y()
        title = view.panel.title  # the tutorial's title is not cut either
        return (label.height() >= label.heightForWidth(label.width()) and bottom <= view.panel.height()
                and title.width() >= title.sizeHint().width())
    qtbot.waitUntil(fits, timeout=3000)


def test_a_save_that_no_longer_fits_the_lessons_starts_afresh(qtbot, window):
    saves = window.services.saves
    saves.save(save_key("kozel"), {"run": {"game": "kozel", "lesson": "no-such-lesson", "step": 1, "moves": []}})
    view = open_from_home(qtbot, window, "kozel")
    assert (view.run.lesson_index, view.run.step_index) == (0, 0)
    assert window.banner.isVisible() and window.banner.messages  # the player is told
    saves.flush()
    assert saves.load(save_key("kozel"))["run"]["lesson"] == view.tutorial.lessons[0].id
