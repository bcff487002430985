"""The Bao screen draws only what its ``Table`` hands it: ``reset`` then the observation,
``changed(events, observation)`` after a move. The table here has no session and no
``state`` (as an online table would not): the position it plays on is its own secret,
and the view must show the observations it is given."""

from __future__ import annotations

from typing import Any

from app.core.record import HUMAN, computer
from app.games.bao import State
from app.ui.main import create_application, create_services
from app.ui.scenes.bao_view import BaoGameView
from app.ui.table.table import Seat, Table
from tests.ui_helpers import click_hole

# North to move first would leave the local seat (South) waiting: South moves.
POSITION = """
 0
 0  0  0  0  0  0  0  0
 0  0  0  2  2  6  0  0
--------------------------------
 0  0  2  2  6  0  0  0
 0  0  0  0  0  0  0  0
 0
"""


class ObservedTable(Table):
    """South is played here; the position lives in ``_position`` (the "server"), and
    the view only ever gets copies of it through ``observation`` and ``changed``."""

    game = "bao"

    def __init__(self, position: State) -> None:
        super().__init__()
        self._position = position
        self.played: list[Any] = []
        self.ready_calls = 0

    def seats(self) -> list[Seat]:
        return [Seat(HUMAN, True), Seat(computer("easy"), False, "easy")]

    def current_player(self) -> int:
        return self._position.current_player()

    def observation(self) -> Any:
        return self._position.clone()

    def legal_actions(self) -> list:
        return self._position.legal_actions() if self.local_to_move() else []

    def is_over(self) -> bool:
        return self._position.is_terminal()

    def result(self) -> Any:
        return None

    def play(self, action: Any) -> None:
        self.played.append(action)
        events = self._position.apply(action)
        self.changed.emit(events, self._position.clone())

    def view_ready(self) -> None:
        self.ready_calls += 1


def counts_on_board(view: BaoGameView) -> list[list[int]]:
    return [[view.scene.pits[(side, hole)].count for hole in range(16)] for side in (0, 1)]


def counts_of(state: State) -> list[list[int]]:
    return [list(state.board(0)), list(state.board(1))]


def make_view(qtbot, table: Table) -> BaoGameView:
    create_application()
    services = create_services(persistent=False)
    services.settings.set_animation_speed("instant")
    view = BaoGameView(services, table=table)
    view.resize(1280, 800)
    qtbot.addWidget(view)
    view.show()
    qtbot.waitExposed(view)
    return view


def test_the_bao_view_draws_the_observation_it_is_given(qtbot):
    start = State.from_text(POSITION, to_move=0)
    table = ObservedTable(start.clone())
    assert not hasattr(table, "state")  # nothing but the observations to draw from
    view = make_view(qtbot, table)
    table.reset.emit()
    assert counts_on_board(view) == counts_of(start)
    qtbot.waitUntil(view.awaiting_human)
    # The player's click goes to the table, which answers with (events, observation).
    action = next(a for a in start.legal_actions() if not a.is_decision)
    click_hole(view, 0, action.hole)
    if not table.played:  # two directions: the arrows are up
        view.scene.arrowClicked.emit(action.direction)
    assert table.played and table.played[0].hole == action.hole
    after = start.clone()
    after.apply(table.played[0])
    qtbot.waitUntil(lambda: table.ready_calls > 0 and not view.animator.is_busy())
    assert counts_on_board(view) == counts_of(after)
    assert view.history == []  # the move log is the table's (this one keeps none)


def test_the_bao_view_shows_a_doctored_observation_not_the_tables_position(qtbot):
    """An observation that differs from the table's own position is what the board shows:
    the view has no other source."""
    table = ObservedTable(State.from_text(POSITION, to_move=0))
    view = make_view(qtbot, table)
    shown = State.new()  # the opening position, unlike the table's
    table.observation = lambda: shown.clone()  # type: ignore[method-assign]
    table.reset.emit()
    assert counts_on_board(view) == counts_of(shown)
