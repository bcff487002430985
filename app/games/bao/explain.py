"""Why an action is not legal: a message naming the rule it breaks.

Only called on the failure path of ``State.apply``, so it may look at everything.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.games.bao import options
from app.games.bao.actions import CAPTURE, Action, hole_name
from app.games.bao.engine import FRONT, LEFT_KICHWA, NYUMBA, RIGHT_KICHWA
from app.games.bao.moves import Analysis

if TYPE_CHECKING:
    from app.games.bao.rules import State


def _names(actions) -> str:
    return ", ".join(str(a) for a in actions)


def _holes(actions) -> str:
    return ", ".join(dict.fromkeys(hole_name(a.hole) for a in actions))


def explain(state: "State", analysis: Analysis, action: Action) -> str:
    legal = [r.action for r in analysis.legal]
    name = str(action)
    side = state.current_player()
    if state.pending_decision:
        if not action.is_decision:
            return f"bao: the sowing ended in the functional nyumba: answer 'stop' or 'safari', not {name}"
        return "bao: safari here would never end: a move that returns to an earlier state is illegal (section 7)"
    if action.is_decision:
        return (
            f"bao: '{name}' answers the question asked when a capturing namua sowing ends in the "
            "functional nyumba; no such question is open"
        )
    for group in analysis.groups:
        if action in group.never_ending:
            return (
                f"bao: {name} would never end: a move whose sowing returns to an earlier state is illegal "
                f"(section 7); legal: {_names(legal)}"
            )
    board = state.board(side)
    hole = action.hole
    where = hole_name(hole)
    count = board[hole]
    groups = {g.name: g for g in analysis.groups}
    captures = groups.get(CAPTURE)
    kichwa_rule = (
        f"takasa: the kichwa {where} is the only occupied front-row hole, so it may only be sown "
        f"toward the centre ({where}{'>' if hole == LEFT_KICHWA else '<'})"
    )
    if state.stage == "namua":
        if hole >= FRONT:
            return f"namua: the ghala seed goes into the front row (A1..A8), not {where}"
        if count == 0:
            return f"namua: the ghala seed must be dropped into an occupied front-row hole; {where} is empty"
        if captures is not None and captures.in_force:
            capture_actions = [r.action for r in captures.finite]
            if any(a.hole == hole for a in capture_actions):
                kichwa = "left kichwa A1, clockwise" if hole <= 1 else "right kichwa A8, anticlockwise"
                arrow = ">" if hole <= 1 else "<"
                return f"namua: a capture at {where} sows the captured seeds from the {kichwa} ({where}{arrow})"
            return (
                "namua: a capture is possible, so the seed must be dropped where it captures "
                f"({_holes(capture_actions)})"
            )
        functional = state.owns_house(side) and board[NYUMBA] >= options.FUNCTIONAL_NYUMBA_SEEDS
        if hole == NYUMBA and functional:
            return (
                f"namua: the functional nyumba (A5, {count} seeds) may not be sown as takasa; only the tax "
                "(2 seeds), when it is the only occupied front-row hole"
            )
        lone_kichwa = hole in (LEFT_KICHWA, RIGHT_KICHWA) and [h for h in range(FRONT) if board[h]] == [hole]
        if lone_kichwa:
            # a lone kichwa with a single seed may be sown (no front-row hole holds more),
            # so the rule it breaks is the direction, not the single seed
            return kichwa_rule
        if count == 1:
            return (
                f"namua: takasa may not start from {where}, which holds a single seed, unless the nyumba "
                "is still owned or no front-row hole holds more than one seed"
            )
        if hole in (LEFT_KICHWA, RIGHT_KICHWA):
            return kichwa_rule
    else:
        if count < 2:
            return f"mtaji: a sowing must start from a hole with at least 2 seeds; {where} holds {count}"
        if captures is not None and captures.in_force:
            if count > options.MAX_CAPTURE_START_SEEDS:
                return "mtaji: 16+ seeds may only be sown as takasa, and a capture is possible " f"({_names(legal)})"
            return f"mtaji: a capture is possible, so a capture move must be played ({_names(legal)})"
        if hole == state.takasia_hole(side):
            return f"takasia: {where} is takasia'd for this turn; no takasa may start from it"
        front = groups.get("front takasa")
        if hole >= FRONT and front is not None and front.in_force:
            return (
                "mtaji: takasa must start from the front row while a front-row hole holds 2+ seeds "
                f"({_holes(legal)})"
            )
        if hole in (LEFT_KICHWA, RIGHT_KICHWA):
            return kichwa_rule
    return f"bao: {name} is not legal here; legal: {_names(legal)}"
