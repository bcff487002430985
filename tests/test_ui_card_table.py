"""The card table's screens through the UI: stale views never called by the AI
service, legal-only confirm buttons and plain-word explanations, the turn shown with
the animation, the move log, the result overlay, keyboard bids of 10-12 and the Kozel
hand spread."""

from __future__ import annotations

import random
import sys
from itertools import combinations

import pytest
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtTest import QTest

from app.core.protocol import AUTOMATIC
from app.games.back_alley import State as BackAlleyState
from app.games.kozel import State as KozelState
from app.games.kozel.actions import BEAT, DISCARD
from app.ui.card_games.view import HUMAN
from app.ui.main import create_services
from app.ui.main_window import MainWindow
from tests.ui_helpers import click_card, first_legal, in_thread_ai, key, make_window, open_view, restore_into, wait_turn

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


@pytest.fixture
def errors(monkeypatch):
    """Every exception that reaches ``sys.excepthook`` or ``sys.unraisablehook`` (a slot
    called on a deleted view prints its traceback through these)."""
    caught: list[str] = []
    monkeypatch.setattr(sys, "excepthook", lambda kind, value, tb: caught.append(f"{kind.__name__}: {value}"))
    monkeypatch.setattr(sys, "unraisablehook",
                        lambda info: caught.append(f"{info.exc_type.__name__}: {info.exc_value}"))
    return caught


def play_moves(qtbot, view, count: int) -> None:
    """Let ``count`` moves be made (the human plays his first legal action)."""
    target = len(view.history) + count
    while len(view.history) < target and not view.is_over():
        wait_turn(qtbot, view)
        if view.awaiting_human():
            view.try_play(view.table.legal_actions()[0])


# -- 1: the long-lived AI service never calls a view that was closed -----------------------
def test_switching_card_games_while_the_ai_plays_raises_nothing(qtbot, errors):
    window = make_window(qtbot, speed="fast", level="easy", chooser=in_thread_ai)
    ai = window.services.ai
    for game in ("svoi_kozyri", "back_alley", "kozel", "svoi_kozyri", "kozel", "back_alley", "svoi_kozyri"):
        view = window.open_game(game, resume=False)
        play_moves(qtbot, view, 4)
        # Leave while the computer may be thinking: the old view goes away mid-move.
    qtbot.waitUntil(lambda: not ai.is_busy() or view.awaiting_human(), timeout=20000)
    play_moves(qtbot, view, 4)
    assert errors == []
    # Only the open view listens to the AI service.
    assert ai.receivers("2busyChanged(bool)") == 1


# -- helpers: positions found by seeded random play through the model ------------------------
def _random_play_until(state, wanted, seed: int):
    rng = random.Random(seed)
    while not wanted(state):
        assert not state.is_terminal(), "no such position in this game"
        state.apply(rng.choice(state.legal_actions()))
    return state


def _kozel_facing_a_lead(seed: int = 3):
    """The human answers a lead holding a selection of the right size that beats nothing
    (while another selection beats: the Beat button is offered only then)."""
    state = _random_play_until(KozelState.new(seed=seed), lambda s: s.current_player() == HUMAN and s.lead_count > 0
                               and any(a.kind == DISCARD for a in s.legal_actions())
                               and any(a.kind == BEAT for a in s.legal_actions()), seed)
    beats = {frozenset(a.cards) for a in state.legal_actions() if a.kind == BEAT}
    bad = next(c for c in combinations(state.hands[HUMAN], state.lead_count) if frozenset(c) not in beats)
    return state, bad


def _button(view, label_start: str):
    return next(b for b in view.panel.choice_buttons() if b.text().startswith(label_start))


# -- 6: only legal selections enable the confirm buttons; explanations in plain words --------
def test_kozel_beat_is_enabled_only_for_a_beating_selection_and_explained_in_words(qtbot):
    window, view = open_view(qtbot, "kozel")
    state, bad = _kozel_facing_a_lead()
    restore_into(view, state, {})
    wait_turn(qtbot, view)
    for card in bad:
        click_card(view, card)
    assert set(view.selected) == set(bad)
    assert not _button(view, "Beat").isEnabled()
    assert _button(view, "Discard").isEnabled() and _button(view, "Discard").objectName() == "Primary"
    key(view, "b")
    text = view.panel.prompt.text()
    first_line = text.splitlines()[0]
    assert first_line.startswith("Not allowed:") and first_line.endswith(".") and "cannot beat" in first_line
    assert any(symbol in first_line for symbol in "♣♦♥♠")
    # No card in notation ("8H", "AC") and no rules-engine prefix.
    assert "Kozel:" not in text and not any(str(card) in first_line.split() for card in state.hands[HUMAN])
    # A legal beat (when there is one) enables Beat.
    view.selected = []
    beat = next((a for a in view.table.legal_actions() if a.kind == BEAT), None)
    if beat is not None:
        for card in beat.cards:
            click_card(view, card)
        assert _button(view, "Beat").isEnabled()


def test_kozel_hint_highlights_the_button_of_its_kind(qtbot):
    window, view = open_view(qtbot, "kozel")
    state, _bad = _kozel_facing_a_lead()
    restore_into(view, state, {})
    wait_turn(qtbot, view)
    discard = next(a for a in view.table.legal_actions() if a.kind == DISCARD)
    view.hint_action = discard
    view.selected = list(discard.cards)
    view.refresh()
    assert _button(view, "Discard").objectName() == "Primary"
    assert _button(view, "Beat").objectName() != "Primary"
    assert "Hint:" in view.panel.prompt.text() and "discard" in view.panel.prompt.text()


def _back_alley_with_an_unplayable_card(seed: int = 2):
    state = _random_play_until(BackAlleyState.new(seed=seed), lambda s: s.current_player() == HUMAN
                               and s.phase == "play" and s.trick
                               and len({a.card for a in s.legal_actions()}) < len(s.hands[HUMAN]), seed)
    legal = {a.card for a in state.legal_actions()}
    return state, next(c for c in state.hands[HUMAN] if c not in legal)


def test_back_alley_dimmed_card_cannot_be_selected_or_played(qtbot):
    window, view = open_view(qtbot, "back_alley")
    state, dimmed = _back_alley_with_an_unplayable_card()
    restore_into(view, state, {})
    wait_turn(qtbot, view)
    before = len(view.history)
    item = view.scene.items_by_card[dimmed]
    rect = item.sceneBoundingRect()
    point = view.table_view.mapFromScene(rect.left() + 6, rect.top() + rect.height() * 0.35)
    QTest.mouseDClick(view.table_view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                      QPoint(point.x(), point.y()))
    assert len(view.history) == before and view.selected == []
    assert "Not allowed" not in view.panel.prompt.text()
    assert not _button(view, "Play").isEnabled()
    playable = view.table.legal_actions()[0].card
    click_card(view, playable)
    assert _button(view, "Play").isEnabled()


# -- 10: Back Alley bids of 10-12 from the keyboard -----------------------------------------
def test_back_alley_two_digit_bids_from_the_keyboard(qtbot):
    window, view = open_view(qtbot, "back_alley")
    state = _random_play_until(BackAlleyState.new(seed=6), lambda s: s.phase == "bid" and s.current_player() == HUMAN
                               and any(a.kind == "bid" and a.amount == 12 for a in s.legal_actions()), 6)
    restore_into(view, state, {})
    wait_turn(qtbot, view)
    key(view, "1")
    assert view.history == [] and "1" in view.panel.prompt.text().splitlines()[-1]
    key(view, "2")
    assert view.history == ["bid 12"]


def test_back_alley_typed_one_waits_for_enter(qtbot):
    window, view = open_view(qtbot, "back_alley")
    state = _random_play_until(BackAlleyState.new(seed=6), lambda s: s.phase == "bid" and s.current_player() == HUMAN
                               and any(a.kind == "bid" and a.amount == 10 for a in s.legal_actions()), 6)
    restore_into(view, state, {})
    wait_turn(qtbot, view)
    key(view, "1")
    assert view.typed_bid == "1" and view.history == []
    key(view, Qt.Key.Key_Return)
    assert view.history == ["bid 1"]


# -- polish (e): plurals --------------------------------------------------------------------
def test_card_counts_are_singular_and_plural_in_english(qtbot):
    window, view = open_view(qtbot, "kozel")
    one, two = view.parse_logged("discard ?"), view.parse_logged("discard ? ?")  # the log's public notation
    assert view.describe(1, one).endswith("discard 1 card face down")
    assert view.describe(1, two).endswith("discard 2 cards face down")


# -- 8: a result at the end of each deal, dismissed by the player; never blocking at instant --
def _back_alley_last_card(seed: int = 5):
    return _random_play_until(BackAlleyState.new(seed=seed), lambda s: s.current_player() == HUMAN
                              and s.phase == "play" and len(s.hands[HUMAN]) == 1 and s.deal_number == 3, seed)


def test_back_alley_deal_result_waits_for_the_player(qtbot):
    window = make_window(qtbot, speed="fast", level="easy", chooser=in_thread_ai)
    view = window.open_game("back_alley", resume=False)
    restore_into(view, _back_alley_last_card(), {})
    wait_turn(qtbot, view)
    view.try_play(view.table.legal_actions()[0])
    qtbot.waitUntil(view.result_waiting, timeout=20000)
    label = view.scene.centre_label
    assert label.isVisible() and label.title.startswith("Deal 3:")
    assert "made" in label.detail or "failed" in label.detail
    assert "Enter" in label.detail
    # The model waits between deals with deal 3's result (the next deal is the automatic
    # step, played when the player goes on); the table shows the end of deal 3.
    assert view.table.current_player() == AUTOMATIC and view.observation.deal_number == 3
    assert view.scene.display.cards("hand", HUMAN) == []
    assert view.animator.is_busy()
    # The panel and labels describe the deal the table shows, not the model's next one.
    assert "deal 3 of 25" in view.panel.title.text() and "Deal 3 of 25" in view.scene.stock_label.detail
    key(view, Qt.Key.Key_Return)
    assert not view.result_waiting() and not label.title.startswith("Deal 3:")
    wait_turn(qtbot, view)
    assert view.scene.display.cards("hand", HUMAN)


def test_back_alley_deal_result_does_not_wait_at_instant_speed(qtbot):
    window, view = open_view(qtbot, "back_alley")
    restore_into(view, _back_alley_last_card(), {})
    wait_turn(qtbot, view)
    view.try_play(view.table.legal_actions()[0])
    assert not view.result_waiting()
    wait_turn(qtbot, view)
    assert view.observation.deal_number == 4 and view.scene.display.cards("hand", HUMAN)


# -- 5: the seat rim and the panel follow the animation, not the model ------------------------
def test_kozel_turn_shown_in_the_panel_matches_the_highlighted_seat_during_animation(qtbot):
    window = make_window(qtbot, speed="normal", level="easy", chooser=in_thread_ai)
    view = window.open_game("kozel", resume=False)
    view.finish_animation()
    disagreements: list[str] = []

    looked: list[bool] = []

    def check() -> None:
        looked.append(view.animator.is_busy())
        active = [p for p in range(4) if view.scene.seat_labels[p].active]
        turn = view.panel.turn.text()
        if view.animator.is_busy() and active and not view.is_over():
            expected = view.tr("Your turn") if active[0] == HUMAN else view.names[active[0]]
            if expected not in turn:
                disagreements.append(f"seat {active[0]} highlighted, panel says {turn!r}")

    # Looked at while the animation runs (a timer ticking between its frames).
    watch = QTimer()
    watch.setInterval(2)
    watch.timeout.connect(check)
    watch.start()
    play_moves(qtbot, view, 5)
    watch.stop()
    assert any(looked) and disagreements == []


# -- 7: the move log shows its latest line, also after resuming; a divider per deal/game ------
def _back_alley_with_history(deals: int = 3, seed: int = 8):
    initial = BackAlleyState.new(seed=seed)
    state = initial.clone()
    rng = random.Random(seed)
    history = []
    while state.deal_number <= deals:
        action = rng.choice(state.legal_actions())
        history.append(str(action))
        state.apply(action)
    return {"initial": initial.to_dict(), "state": state.to_dict(), "history": history, "level": "easy",
            "seed": seed, "options": {}}


def _last_log_line_visible(view) -> bool:
    log = view.panel.log
    last = log.item(log.count() - 1)
    return log.viewport().rect().contains(log.visualItemRect(last))


def test_move_log_scrolls_to_the_latest_move_after_resuming_with_deal_dividers(qtbot):
    # As at start-up: the game is resumed before the window is shown and laid out.
    services = create_services(chooser=in_thread_ai)
    services.settings.set_animation_speed("instant")
    content = _back_alley_with_history()
    services.saves.save("back_alley", content)
    window = MainWindow(services)
    qtbot.addWidget(window)
    view = window.open_game("back_alley", resume=True)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    assert view.history == content["history"]
    log = view.panel.log
    texts = [log.item(i).text() for i in range(log.count())]
    dividers = [t for t in texts if "Deal" in t and "of 25" in t]
    # Deal 4 has no move yet: its divider comes with its first move.
    assert len(dividers) == 3 and "Deal 1 of 25" in texts[0] and "Deal 3 of 25" in dividers[-1]
    moves = [text for text in content["history"] if text != "deal"]  # the automatic step has no line
    assert log.count() == len(moves) + len(dividers)
    qtbot.waitUntil(lambda: _last_log_line_visible(view), timeout=5000)
    # Long play: still the latest line after more moves.
    play_moves(qtbot, view, 8)
    qtbot.waitUntil(lambda: _last_log_line_visible(view), timeout=5000)
    assert log.item(log.count() - 1).text() == view.log_lines()[-1]
    assert any("Deal 4 of 25" in log.item(i).text() for i in range(log.count()))


# -- 8 (score sheet): the Back Alley sheet fits the window; any scroll bar is themed ----------
def test_back_alley_score_sheet_fits_without_a_horizontal_scroll_bar(qtbot):
    from app.ui.card_games.dialogs import ScoreSheetDialog

    window, view = open_view(qtbot, "back_alley")
    content = _back_alley_with_history(deals=24, seed=4)
    assert view.restore(content)
    headers, rows, summary = view.score_sheet()
    assert len(rows) == 24
    dialog = ScoreSheetDialog("Score sheet", headers, rows, summary, view)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.width() <= window.width()
    assert not dialog.table.horizontalScrollBar().isVisible()
    assert "QScrollBar:horizontal" in dialog.styleSheet()


# -- polish (e): a short hand is spread, a long one overlaps to fit ---------------------------
def _hand_rects(view):
    cards = view.scene.display.cards("hand", HUMAN)
    return sorted((view.scene.items_by_card[c].sceneBoundingRect() for c in cards), key=lambda r: r.left())


def test_a_short_hand_is_spread_and_a_long_one_fits(qtbot):
    window, view = open_view(qtbot, "kozel")
    view.finish_animation()
    rects = _hand_rects(view)
    assert len(rects) == 4
    assert all(b.left() >= a.right() for a, b in zip(rects, rects[1:]))  # no card hides another
    window2, long_view = open_view(qtbot, "back_alley")
    long_view.finish_animation()
    rects = _hand_rects(long_view)
    assert len(rects) == 13
    assert rects[0].left() >= 0 and rects[-1].right() <= long_view.scene.width_px
    assert rects[1].left() < rects[0].right()  # overlapping



@pytest.mark.parametrize("game", ["back_alley", "kozel"])
def test_no_table_label_lies_over_a_card_at_any_card_size(qtbot, game):
    """The seat and team labels keep clear of the hands at every card size, in the
    window of a 1920x1080 screen at 150 % (1280x720 logical): large cards once ran the
    right-hand column under the "Your team" label."""
    window = make_window(qtbot, chooser=first_legal, size=(1280, 720))
    view = window.open_game(game, resume=False)
    wait_turn(qtbot, view)
    scene = view.scene
    for size in ("small", "medium", "large"):
        window.services.settings.set_table_option("card_size", size)
        scene.show_display()
        labels = [label for label in (*scene.seat_labels, *scene.pile_labels) if label.isVisible()]
        cards = [item for item in scene.items_by_card.values() if item.isVisible()]
        assert labels and cards
        for label in labels:
            box = label.sceneBoundingRect().adjusted(2, 2, -2, -2)
            under = [str(card) for card, item in scene.items_by_card.items()
                     if item.isVisible() and item.sceneBoundingRect().intersects(box)]
            assert under == [], f"{size} cards: the label {label.title!r} lies over {under}"
