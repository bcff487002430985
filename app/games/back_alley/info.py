"""Back Alley's registration (``app.core.game_info``): four seats in two partnerships (0
and 2 against 1 and 3), 25 deals with an automatic ``deal`` between them; no options
(the [D] decisions are fixed in ``options.py``). A finished game's ``points`` per seat
are his team's score."""

from __future__ import annotations

from typing import Any

from app.core.game_info import GameInfo, results_from_returns, reveals_new_cards

GAME_ID = "back_alley"  # (defined here so that listing the games loads no more than this module)
PLAYERS = 4


def _result(state: Any) -> tuple:
    return results_from_returns(state.returns(), [state.scores[seat % 2] for seat in range(PLAYERS)])


INFO = GameInfo(
    id=GAME_ID,
    state="app.games.back_alley.rules:State",
    players=PLAYERS,
    teams=((0, 2), (1, 3)),
    options=(),
    perfect_information=False,
    ai_knowledge="app.games.back_alley.ai",
    ai_search="app.ai.back_alley_search",
    ai_levels="app.ai.levels:BACK_ALLEY",
    result_of=_result,
    has_automatic_steps=True,
    reveals=reveals_new_cards,
    claims="app.games.back_alley.claim",
    ai_hints="app.games.back_alley.hint",
    points_meaning="score",  # the player's partnership's final score
    last_trick_rule="app.games.autoplay:back_alley_last_trick",
    match_part="deal_number",  # 25 deals (a redeal keeps the number)
)
