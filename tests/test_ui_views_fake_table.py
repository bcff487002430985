"""Every card view driven through a ``Table`` that has no ``State`` at all.

``FakeTable`` hands the view only what one seat of a real game (recorded from a
``GameSession``) may see: that seat's observations and per-seat events, the seat's legal
choices, and nothing else; it records what the view plays. The view must draw from
that alone, as it will at an online table: its own hand face up, every card it may not
see face down, the trick, the counts and scores, the prompt — and hold no ``State``.
"""

from __future__ import annotations

import dataclasses
from typing import Any, NamedTuple

import pytest
from PySide6.QtCore import QTimer

from app.core.cards import Card
from app.core.protocol import AUTOMATIC, NO_PLAYER
from app.core.record import HUMAN, computer
from app.core.session import GameSession
from app.games.back_alley import State as BackAlleyState
from app.games.bao import State as BaoState
from app.games.kozel import State as KozelState
from app.games.svoi_kozyri import State as SvoiState
from app.ui.card_games.back_alley import BackAlleyGameView
from app.ui.card_games.kozel import KozelGameView
from app.ui.card_games.svoi_kozyri import SvoiKozyriGameView
from app.ui.main import create_application, create_services
from app.ui.scenes.card_table import HAND, PILE, TRICK
from app.ui.table.table import Seat, Table

SEAT = 0
STATE_CLASSES = (KozelState, SvoiState, BackAlleyState, BaoState)


class Change(NamedTuple):
    """One action of the recorded game as seat 0 sees it."""

    actor: int | None         # None: the automatic step between deals
    action: str               # notation
    legal: list               # seat 0's choices before it (when seat 0 acts)
    events: list              # the action's events as seat 0 may see them
    observation: Any          # seat 0's observation after it


class Script(NamedTuple):
    seats: int
    opening: list             # the deal's events as seat 0 may see them
    start: Any                # seat 0's observation before the first action
    changes: list[Change]


def record(game: str, options: dict[str, str], seed: int, choose, actions: int) -> Script:
    """A game played by ``choose`` from the start to the end of the deal (or game) in
    which it reaches ``actions`` actions, as seat 0 sees it. Nothing of the ``State``
    leaves this function."""
    session = GameSession.new(game, options, seed)
    state = session.state
    deal = getattr(state, "opening_events", None) or getattr(state, "deal_events", None)
    opening = session.events_for(list(deal()), SEAT) if deal is not None else []
    start = session.observation(SEAT)
    changes = []
    while not session.is_over() and (len(changes) < actions or session.current_player() != AUTOMATIC):
        if session.automatic_pending():  # the next deal
            changes.append(Change(None, "deal", [], session.events_for(session.play_automatic(), SEAT),
                                  session.observation(SEAT)))
            continue
        actor = session.current_player()
        legal = list(session.legal_actions())
        action = choose(legal)
        events = session.play(action, seat=actor)
        changes.append(Change(actor, str(action), legal if actor == SEAT else [],
                              session.events_for(events, SEAT), session.observation(SEAT)))
    return Script(session.seat_count, opening, start, changes)


class FakeTable(Table):
    """A table with no ``State``: the recorded game's changes for seat 0, in order; the
    computer seats' moves come when the view has shown the previous change."""

    def __init__(self, game: str, script: Script) -> None:
        super().__init__()
        self.game = game
        self.script = script
        self.done = 0          # changes given to the view so far
        self.played: list = []  # what the view played

    # -- the test's side -----------------------------------------------------------
    def begin(self) -> None:
        self.reset.emit()

    def _current(self) -> Any:
        return self.script.changes[self.done - 1].observation if self.done else self.script.start

    def finished(self) -> bool:
        return self.done == len(self.script.changes)

    def _give_next(self) -> None:
        change = self.script.changes[self.done]
        self.done += 1
        self.changed.emit(change.events, change.observation)

    # -- Table ---------------------------------------------------------------------
    def seats(self) -> list[Seat]:
        return [Seat(HUMAN, True) if s == SEAT else Seat(computer("easy"), False, "easy")
                for s in range(self.script.seats)]

    def current_player(self) -> int:
        return self._current().current_player if not self.finished() else NO_PLAYER

    def observation(self) -> Any:
        return self._current()

    def legal_actions(self) -> list:
        if self.finished() or not self.local_to_move():
            return []
        return list(self.script.changes[self.done].legal)

    def is_over(self) -> bool:
        return self._current().is_terminal()

    def result(self) -> Any:
        return None

    def fresh_deal(self) -> bool:
        return self.done == 0

    def opening_events(self) -> list:
        return list(self.script.opening)

    def history(self) -> list[str]:
        return [c.action for c in self.script.changes[:self.done]]

    def actors(self) -> list[int | None]:
        return [c.actor for c in self.script.changes[:self.done]]

    def level(self) -> str:
        return "easy"

    def play(self, action: Any) -> None:
        self.played.append(action)
        assert not self.finished() and self.local_to_move(), "the view played out of turn"
        assert str(action) == self.script.changes[self.done].action, "the recorded game went another way"
        self._give_next()

    def view_ready(self) -> None:
        if not self.finished() and not self.local_to_move():
            QTimer.singleShot(0, self._give_next)  # a computer seat's move


def first(legal: list) -> Any:
    return legal[0]


def last(legal: list) -> Any:
    return legal[-1]  # Svoi Kozyri: the pick-up, which keeps a game short


def cards_named(value: Any) -> set[Card]:
    """Every card an observation names anywhere (all of it is what the seat may see)."""
    if isinstance(value, Card):
        return {value}
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return set().union(*(cards_named(getattr(value, f.name)) for f in dataclasses.fields(value)))
    if isinstance(value, dict):
        return set().union(set(), *(cards_named(v) for v in value.values()))
    if isinstance(value, (tuple, list, frozenset, set)):
        return set().union(set(), *(cards_named(v) for v in value))
    return set()


def check_drawn(view, table: FakeTable) -> None:
    """The view shows what the observation says, and no card this seat may not see."""
    obs = table.observation()
    assert view.observation is obs
    scene, display = view.scene, view.scene.display
    hand = display.cards(HAND, SEAT)
    assert sorted(hand, key=lambda c: c.index) == sorted(obs.hand, key=lambda c: c.index)
    assert all(scene.items_by_card[c].face_up for c in hand)
    visible = cards_named(obs)
    shown_up = {card for card, item in scene.items_by_card.items() if item.isVisible() and item.face_up}
    assert shown_up <= visible, f"face up but not seen by this seat: {shown_up - visible}"
    for p in range(table.script.seats):
        assert len(display.cards(HAND, p)) == obs.hand_sizes[p]
    # No attribute of the view is a State, and the table has none to give.
    assert not [name for name, value in vars(view).items() if isinstance(value, STATE_CLASSES)]
    assert not [name for name, value in vars(table).items() if isinstance(value, STATE_CLASSES)]
    assert not hasattr(table, "state") and not hasattr(table, "session")


def drive(qtbot, view_class, game: str, options: dict[str, str], seed: int, choose, check_game,
          actions: int = 1) -> FakeTable:
    create_application()
    services = create_services(chooser=first)
    services.settings.set_animation_speed("instant")
    script = record(game, options, seed, choose, actions)
    table = FakeTable(game, script)
    view = view_class(services, None, table=table)
    qtbot.addWidget(view)
    view.resize(1280, 800)
    view.show()
    qtbot.waitExposed(view)
    table.begin()
    checked = 0
    while True:
        qtbot.waitUntil(lambda: not view.animator.is_busy() or view.result_waiting(), timeout=10000)
        if view.dismiss_result():
            continue
        qtbot.waitUntil(lambda: table.finished() or view.awaiting_human(), timeout=10000)
        if not table.finished():
            check_drawn(view, table)
            check_game(view, table.observation())
            checked += 1
            before = len(table.played)
            view.try_play(choose(view.legal_actions()))
            assert len(table.played) == before + 1
            continue
        qtbot.waitUntil(lambda: not view.animator.is_busy() or view.result_waiting(), timeout=10000)
        if view.dismiss_result():
            continue
        break
    check_drawn(view, table)
    assert checked >= 2 and table.played
    view.shutdown()
    services.ai.shutdown()
    return table


def check_kozel(view, obs) -> None:
    scene = view.scene
    for p in range(4):
        # The seat labels count the observation's hand sizes (not the scene's cards).
        assert scene.seat_labels[p].detail.startswith(f"cards: {obs.hand_sizes[p]}")
    for play in obs.trick:
        assert len(scene.display.cards(TRICK, play.player)) == play.count
    for team in (0, 1):
        assert f"tricks: {obs.tricks_won[team]}" in scene.pile_labels[team].detail
    assert f"Stock: {obs.stock_size}" in scene.stock_label.detail
    prompt = view.panel.prompt.text()
    assert ("Your lead" in prompt) == (obs.lead_count == 0)


def check_svoi(view, obs) -> None:
    prompt = view.panel.prompt.text()
    if obs.phase == "trump":
        assert "Choose your own trump suit" in prompt
        return
    assert view.scene.display.cards(PILE) == list(obs.pile)
    for p in range(obs.players):
        if p not in obs.out_order:
            assert f"cards: {obs.hand_sizes[p]}" in view.scene.seat_labels[p].detail
    if obs.pile and not obs.pending_extra and obs.pickup_size():
        assert f"pick up {obs.pickup_size()} card" in prompt or "Beat" in prompt


def check_back_alley(view, obs) -> None:
    prompt = view.panel.prompt.text()
    assert ("Your bid" in prompt) == (obs.phase == "bid")
    for i, card in enumerate(obs.trick):
        assert view.scene.display.cards(TRICK, (obs.trick_leader + i) % 4) == [card]
    assert "Score: your team {0}, opponents {1}".format(*obs.scores) in view.panel.info.text()
    assert view.scene.display.trump_indicator is obs.trump_card


def test_kozel_view_at_a_table_without_state(qtbot):
    table = drive(qtbot, KozelGameView, "kozel", {}, 11, first, check_kozel)
    assert table.observation().awaiting_deal  # the whole first game was shown


@pytest.mark.parametrize("players", ["2", "4"])
def test_svoi_kozyri_view_at_a_table_without_state(qtbot, players):
    table = drive(qtbot, SvoiKozyriGameView, "svoi_kozyri", {"players": players}, 5, last, check_svoi)
    assert table.observation().is_terminal()


def test_back_alley_view_at_a_table_without_state(qtbot):
    # Past the first deals (one card each, perhaps all passing): a deal of several tricks.
    table = drive(qtbot, BackAlleyGameView, "back_alley", {}, 3, first, check_back_alley, actions=20)
    assert table.observation().phase in ("between", "over")
