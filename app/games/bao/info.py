"""Bao's registration (``app.core.game_info``): two sides, South (0) moves first; perfect
information, so the AI gets a copy of the ``State``. A finished game's ``points`` per
seat are the seeds that side still holds (holes and store)."""

from __future__ import annotations

from contextlib import AbstractContextManager
from typing import Any

from app.core.game_info import LOST, WON, GameInfo, OptionSpec, SeatResult
from app.games.bao.options import GAME_ID, KISWAHILI, VARIANTS


def _result(state: Any) -> tuple[SeatResult, ...]:
    board, stores, _house = state.position()
    half = len(board) // 2
    return tuple(
        SeatResult(WON, 1, float(sum(board[side * half:(side + 1) * half]) + stores[side])) if side == state.winner
        else SeatResult(LOST, 2, float(sum(board[side * half:(side + 1) * half]) + stores[side]))
        for side in (0, 1)
    )


def _apply_without_events(state: Any, action: Any) -> None:
    state.apply(action, events=False)  # the seed-by-seed replay is for animations only


# Most sowings the GUI thread spends on one candidate turn while working out a
# position's legal moves (a few ms); the rare positions whose relays need more
# (cycles of millions of sowings, bao.md section 7) are worked out on a thread while
# the screen says so (app/ui/table/local.py), so the window never freezes.
GUI_MAX_SOWINGS = 30_000


def _gui_work_limit() -> AbstractContextManager:
    from app.games.bao import engine

    return engine.sowing_limit(GUI_MAX_SOWINGS)


def _mid_move(state: Any) -> bool:
    # The stop/safari question is part of the turn it interrupts: undo skips it.
    return bool(state.pending_decision)


INFO = GameInfo(
    id=GAME_ID,
    state="app.games.bao.rules:State",
    players=2,
    options=(OptionSpec("variant", VARIANTS, KISWAHILI, "variant"),),
    perfect_information=True,
    ai_knowledge="app.games.bao.ai",
    ai_search="app.ai.bao_search",
    ai_levels="app.ai.levels:BAO",
    result_of=_result,
    mid_move=_mid_move,
    quiet_apply=_apply_without_events,
    gui_work_limit=_gui_work_limit,
)
