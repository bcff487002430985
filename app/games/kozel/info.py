"""Kozel's registration (``app.core.game_info``): four seats in two partnerships (0 and
2 against 1 and 3), a match of games with an automatic ``deal`` between them. A
finished match's ``points`` per seat are his team's loss points (the goat's reach the
match limit)."""

from __future__ import annotations

from typing import Any

from app.core.game_info import GameInfo, OptionSpec, on_off, results_from_returns, reveals_new_cards

# Defined here rather than in options.py (which re-exports them), so that listing the games
# at start-up loads no more than this module.
GAME_ID = "kozel"
PLAYERS = 4
MATCH_LIMITS = (12, 6, 8, 10)  # loss points that end the match: the settings' choices, default first


def _result(state: Any) -> tuple:
    return results_from_returns(state.returns(), [state.loss_points[seat % 2] for seat in range(PLAYERS)])


INFO = GameInfo(
    id=GAME_ID,
    state="app.games.kozel.rules:State",
    players=PLAYERS,
    teams=((0, 2), (1, 3)),
    options=(
        OptionSpec("eggs_double", ("off", "on"), "off", "eggs_double_next", on_off),
        OptionSpec("discards", ("face_down", "face_up"), "face_down", "discards_face_up", "face_up".__eq__),
        OptionSpec("match_limit", tuple(str(limit) for limit in MATCH_LIMITS), str(MATCH_LIMITS[0]), "match_limit",
                   int),
    ),
    perfect_information=False,
    ai_knowledge="app.games.kozel.ai",
    ai_search="app.ai.kozel_search",
    ai_levels="app.ai.levels:KOZEL",
    result_of=_result,
    has_automatic_steps=True,
    reveals=reveals_new_cards,
    claims="app.games.kozel.claim",
    ai_hints="app.games.kozel.hint",
    points_meaning="loss_points",  # the loss points the player's team had at the match's end
    last_trick_rule="app.games.autoplay:kozel_last_trick",
    match_part="game_number",  # a match of games
)
