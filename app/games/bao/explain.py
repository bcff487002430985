"""Why an action is not legal: a message naming the rule it breaks.

Only called on the failure path of ``State.apply`` and by ``State.why_not``, so it may
look at everything.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.core.refusal import Refusal, Why
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
    """The rule ``action`` (not legal) breaks, as the model's English message."""
    return why_not(state, analysis, action).message


def why_not(state: "State", analysis: Analysis, action: Action) -> Refusal:
    """The rule ``action`` (not legal in ``state``) breaks: a reason code, its data (hole
    names from the mover's view) and the English message."""
    legal = [r.action for r in analysis.legal]
    name = str(action)
    side = state.current_player()
    if state.pending_decision:
        if not action.is_decision:
            return Refusal.of(Why.ANSWER_STOP_OR_SAFARI,
                              f"bao: the sowing ended in the functional nyumba: answer 'stop' or 'safari', not {name}")
        return Refusal.of(Why.NEVER_ENDS,
                          "bao: safari here would never end: a move that returns to an earlier state is illegal "
                          "(section 7)", hole="A5")
    if action.is_decision:
        return Refusal.of(Why.NOT_NOW, (
            f"bao: '{name}' answers the question asked when a capturing namua sowing ends in the "
            "functional nyumba; no such question is open"
        ))
    for group in analysis.groups:
        if action in group.never_ending:
            return Refusal.of(Why.NEVER_ENDS, (
                f"bao: {name} would never end: a move whose sowing returns to an earlier state is illegal "
                f"(section 7); legal: {_names(legal)}"
            ), hole=hole_name(action.hole))
    board = state.board(side)
    hole = action.hole
    where = hole_name(hole)
    count = board[hole]
    groups = {g.name: g for g in analysis.groups}
    captures = groups.get(CAPTURE)
    kichwa_rule = Refusal.of(Why.LONE_KICHWA, (
        f"takasa: the kichwa {where} is the only occupied front-row hole, so it may only be sown "
        f"toward the centre ({where}{'>' if hole == LEFT_KICHWA else '<'})"
    ), hole=where)
    if state.stage == "namua":
        if hole >= FRONT:
            return Refusal.of(Why.NAMUA_FRONT_ROW,
                              f"namua: the ghala seed goes into the front row (A1..A8), not {where}", hole=where)
        if count == 0:
            return Refusal.of(Why.NAMUA_EMPTY_HOLE,
                              "namua: the ghala seed must be dropped into an occupied front-row hole; "
                              f"{where} is empty",
                              hole=where)
        if captures is not None and captures.in_force:
            capture_actions = [r.action for r in captures.finite]
            if any(a.hole == hole for a in capture_actions):
                kichwa = "left kichwa A1, clockwise" if hole <= 1 else "right kichwa A8, anticlockwise"
                arrow = ">" if hole <= 1 else "<"
                return Refusal.of(Why.CAPTURE_KICHWA_FIXED,
                                  f"namua: a capture at {where} sows the captured seeds from the {kichwa} "
                                  f"({where}{arrow})",
                                  hole=where, kichwa="A1" if hole <= 1 else "A8")
            return Refusal.of(Why.CAPTURE_COMPULSORY, (
                "namua: a capture is possible, so the seed must be dropped where it captures "
                f"({_holes(capture_actions)})"
            ), holes=_holes(capture_actions))
        functional = state.owns_house(side) and board[NYUMBA] >= options.FUNCTIONAL_NYUMBA_SEEDS
        if hole == NYUMBA and functional:
            return Refusal.of(Why.NYUMBA_NO_TAKASA, (
                f"namua: the functional nyumba (A5, {count} seeds) may not be sown as takasa; only the tax "
                "(2 seeds), when it is the only occupied front-row hole"
            ), count=count)
        lone_kichwa = hole in (LEFT_KICHWA, RIGHT_KICHWA) and [h for h in range(FRONT) if board[h]] == [hole]
        if lone_kichwa:
            # a lone kichwa with a single seed may be sown (no front-row hole holds more),
            # so the rule it breaks is the direction, not the single seed
            return kichwa_rule
        if count == 1:
            return Refusal.of(Why.SINGLE_SEED, (
                f"namua: takasa may not start from {where}, which holds a single seed, unless the nyumba "
                "is still owned or no front-row hole holds more than one seed"
            ), hole=where)
        if hole in (LEFT_KICHWA, RIGHT_KICHWA):
            return kichwa_rule
    else:
        if count < 2:
            return Refusal.of(Why.TOO_FEW_SEEDS,
                              f"mtaji: a sowing must start from a hole with at least 2 seeds; {where} holds {count}",
                              hole=where, count=count)
        if captures is not None and captures.in_force:
            if count > options.MAX_CAPTURE_START_SEEDS:
                return Refusal.of(Why.SIXTEEN_ONLY_TAKASA,
                                  "mtaji: 16+ seeds may only be sown as takasa, and a capture is possible "
                                  f"({_names(legal)})",
                                  holes=_holes(legal))
            if any(a.hole == hole for a in legal):
                return Refusal.of(Why.CAPTURE_OTHER_WAY,
                                  f"mtaji: {name} captures nothing and a capture is possible: {where} captures sown "
                                  f"the other way ({_names(a for a in legal if a.hole == hole)})", hole=where)
            return Refusal.of(Why.CAPTURE_COMPULSORY,
                              f"mtaji: a capture is possible, so a capture move must be played ({_names(legal)})",
                              holes=_holes(legal))
        if hole == state.takasia_hole(side):
            return Refusal.of(Why.TAKASIA,
                              f"takasia: {where} is takasia'd for this turn; no takasa may start from it", hole=where)
        front = groups.get("front takasa")
        if hole >= FRONT and front is not None and front.in_force:
            return Refusal.of(Why.FRONT_ROW_FIRST, (
                "mtaji: takasa must start from the front row while a front-row hole holds 2+ seeds "
                f"({_holes(legal)})"
            ), holes=_holes(legal))
        if hole in (LEFT_KICHWA, RIGHT_KICHWA):
            return kichwa_rule
    return Refusal.of(Why.NOT_NOW, f"bao: {name} is not legal here; legal: {_names(legal)}")
