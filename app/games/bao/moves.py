"""Which turns a Bao player may start (sections 3 and 5), and how a turn starts.

``start_turn`` makes the first step of an action (drop the ghala seed, lift the start
hole, capture, tax, safari) and hands over to ``engine.run``; it is the one code path
for both the legal-move simulation (``events=None``, on a copy) and ``State.apply``.

``analyse`` lists the candidate moves in groups, in the order the rules make them
obligatory (captures before takasa; in mtaji front-row takasa before back-row takasa),
each group split into finite moves (with their simulated results) and never-ending
ones; the legal moves are the finite ones of the first group in force.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from app.games.bao import engine, options
from app.games.bao.actions import (
    ANTICLOCKWISE,
    CAPTURE,
    CLOCKWISE,
    SAFARI,
    SAFARI_ACTION,
    STOP,
    STOP_ACTION,
    TAKASA,
    TAX,
    Action,
)
from app.games.bao.engine import FRONT, HOLES, NYUMBA, POSITION, TURN_ENDS
from app.games.bao.events import Lifted, Safari, StoreSeedPlaced

DIRECTIONS = (CLOCKWISE, ANTICLOCKWISE)


def start_turn(
    board: list[int],
    house: list[bool],
    stores: list[int],
    side: int,
    action: Action,
    namua: bool,
    blocked: int,
    pending_direction: int,
    events: list | None,
    *,
    max_sowings: int | None = None,
) -> tuple[int, int]:
    """Play ``action`` (already known to be legal) to the end of the turn or to the
    stop/safari question. Mutates the three lists; returns ``engine.run``'s result.
    ``max_sowings``: see ``engine.run`` (None: no limit, exact)."""
    base = side * HOLES
    kind = action.kind
    hole = action.hole
    direction = action.direction
    if kind == STOP:
        return TURN_ENDS, pending_direction
    if kind == SAFARI:
        count = board[base + NYUMBA]
        if events is not None:
            events.append(Safari(side, NYUMBA, count))
        engine.lift(board, house, side, NYUMBA, count, events)
        return engine.run(board, house, side, POSITION[NYUMBA], pending_direction, count, True, True, -1, True, False, events, max_sowings)
    if namua:
        stores[side] -= 1
        board[base + hole] += 1
        if events is not None:
            events.append(StoreSeedPlaced(side, hole))
        if kind == CAPTURE:
            # The capture happens at the check of a sowing of zero seeds ending in the
            # hole; ``direction`` is the chosen kichwa's for a central hole.
            return engine.run(board, house, side, POSITION[hole], direction, 0, True, True, -1, False, False, events, max_sowings)
        count = options.TAX_SEEDS if kind == TAX else board[base + hole]
    else:
        count = board[base + hole]
    if events is not None:
        events.append(Lifted(side, hole, count, direction))
    engine.lift(board, house, side, hole, count, events)
    return engine.run(
        board, house, side, POSITION[hole], direction, count, kind == CAPTURE, namua, blocked, hole < FRONT, False, events,
        max_sowings,
    )


@dataclass(slots=True)
class Simulated:
    """A candidate action played to its end on a copy of the position."""

    action: Action
    outcome: int
    direction: int
    board: list[int]
    house: list[bool]


@dataclass(slots=True)
class Group:
    """Candidates of one obligation level (e.g. "capture"), finite and never-ending."""

    name: str
    finite: list[Simulated] = field(default_factory=list)
    never_ending: list[Action] = field(default_factory=list)

    @property
    def exists(self) -> bool:
        return bool(self.finite or self.never_ending)

    @property
    def in_force(self) -> bool:
        """Does this group bind the player (so later groups are not allowed)?"""
        if options.NEVER_ENDING_MOVES_DROP_OUT_FIRST:
            return bool(self.finite)
        return self.exists


def simulate(
    board: list[int],
    house: list[bool],
    stores: list[int],
    side: int,
    action: Action,
    namua: bool,
    blocked: int,
    pending_direction: int,
    *,
    max_sowings: int | None = None,
) -> Simulated:
    copy, house_copy = board[:], house[:]
    outcome, direction = start_turn(
        copy, house_copy, stores[:], side, action, namua, blocked, pending_direction, None, max_sowings=max_sowings
    )
    return Simulated(action, outcome, direction, copy, house_copy)


def _fill(
    group: Group, actions: list[Action], board, house, stores, side, namua, blocked, pending=0, max_sowings=None
) -> Group:
    for action in actions:
        result = simulate(board, house, stores, side, action, namua, blocked, pending, max_sowings=max_sowings)
        if result.outcome == engine.NEVER_ENDS:
            group.never_ending.append(action)
        else:
            group.finite.append(result)
    return group


def lone_kichwa_directions(board: list[int], side: int, hole: int) -> tuple[int, ...]:
    """Directions a takasa from ``hole`` may take: a kichwa that is the only occupied
    front-row hole may only be sown toward the centre (it would empty the row)."""
    if hole in (engine.LEFT_KICHWA, engine.RIGHT_KICHWA):
        base = side * HOLES
        occupied = [h for h in range(FRONT) if board[base + h]]
        if occupied == [hole]:
            return (CLOCKWISE,) if hole == engine.LEFT_KICHWA else (ANTICLOCKWISE,)
    return DIRECTIONS


def namua_capture_actions(board: list[int], side: int) -> list[Action]:
    base, theirs = side * HOLES, HOLES - side * HOLES
    actions: list[Action] = []
    for hole in range(FRONT):
        if board[base + hole] and board[theirs + 7 - hole]:
            if hole <= 1:
                directions: tuple[int, ...] = (CLOCKWISE,)
            elif hole >= 6:
                directions = (ANTICLOCKWISE,)
            else:
                directions = DIRECTIONS  # the first capture of a namua turn: either kichwa
            actions.extend(Action(hole, d, CAPTURE) for d in directions)
    return actions


def namua_takasa_actions(board: list[int], house: list[bool], side: int) -> list[Action]:
    base = side * HOLES
    occupied = [h for h in range(FRONT) if board[base + h]]
    functional = house[side] and board[base + NYUMBA] >= options.FUNCTIONAL_NYUMBA_SEEDS
    if functional and occupied == [NYUMBA]:
        return [Action(NYUMBA, d, TAX) for d in DIRECTIONS]
    if options.SINGLE_SEED_TAKASA_NEEDS_ONLY_OWNERSHIP:
        singles_allowed = house[side]
    else:
        singles_allowed = functional
    if not any(board[base + h] > 1 for h in range(FRONT)):
        singles_allowed = True
    actions: list[Action] = []
    for hole in occupied:
        if hole == NYUMBA and functional:
            continue
        if board[base + hole] == 1 and not singles_allowed:
            continue
        actions.extend(Action(hole, d, TAKASA) for d in lone_kichwa_directions(board, side, hole))
    return actions


def mtaji_capture_actions(board: list[int], side: int) -> list[Action]:
    return [
        Action(hole, d, CAPTURE)
        for hole in range(HOLES)
        for d in DIRECTIONS
        if engine.capture_landing(board, side, hole, d) >= 0
    ]


def mtaji_takasa_actions(board: list[int], side: int, blocked: int, front: bool) -> list[Action]:
    base = side * HOLES
    holes = range(FRONT) if front else range(FRONT, HOLES)
    actions: list[Action] = []
    for hole in holes:
        if board[base + hole] < 2 or hole == blocked:
            continue
        if front and options.LONE_KICHWA_RULE_IN_MTAJI:
            directions = lone_kichwa_directions(board, side, hole)
        else:
            directions = DIRECTIONS
        actions.extend(Action(hole, d, TAKASA) for d in directions)
    return actions


@dataclass(slots=True)
class Analysis:
    """All candidate groups of a position and the outcome of the rules on them."""

    groups: list[Group]
    legal: list[Simulated]
    takasia_kept: bool
    actions: tuple[Action, ...] = ()

    def __post_init__(self) -> None:
        self.actions = tuple(result.action for result in self.legal)


def analyse(
    board: list[int],
    house: list[bool],
    stores: list[int],
    side: int,
    namua: bool,
    blocked: int,
    pending_direction: int,
    *,
    max_sowings: int | None = None,
) -> Analysis:
    """Every candidate of the position, grouped by obligation, and the legal ones.

    ``blocked`` is the takasia candidate hole for ``side`` (or -1); it only stands if
    ``side`` has no capture move (``takasia_kept`` reports that). ``max_sowings`` (None:
    exact) raises ``engine.SearchLimitExceeded`` when a candidate turn needs more
    sowings than that; an analysis that completes is the same as without the limit.
    """
    limit = max_sowings
    if pending_direction:
        group = _fill(Group("decision"), [STOP_ACTION, SAFARI_ACTION], board, house, stores, side, namua, -1, pending_direction, limit)
        return Analysis([group], list(group.finite), False)
    groups: list[Group] = []
    if namua:
        captures = _fill(Group(CAPTURE), namua_capture_actions(board, side), board, house, stores, side, True, -1, 0, limit)
        groups.append(captures)
        if not captures.in_force:
            # a drop that captures is a capture, never a takasa (it can only get here
            # as a never-ending capture)
            capture_holes = {a.hole for a in captures.never_ending}
            actions = [a for a in namua_takasa_actions(board, house, side) if a.hole not in capture_holes]
            groups.append(_fill(Group(TAKASA), actions, board, house, stores, side, True, -1, 0, limit))
        blocked = -1
    else:
        captures = _fill(Group(CAPTURE), mtaji_capture_actions(board, side), board, house, stores, side, False, -1, 0, limit)
        groups.append(captures)
        if captures.in_force:
            blocked = -1  # takasia needs a player without capture moves
        else:
            for front in (True, False):
                # a start whose first sowing captures is a capture move, never a takasa
                # (it can only get here as a never-ending capture)
                actions = [
                    a for a in mtaji_takasa_actions(board, side, blocked, front) if a not in captures.never_ending
                ]
                group = _fill(Group("front takasa" if front else "back takasa"), actions, board, house, stores, side, False, blocked, 0, limit)
                groups.append(group)
                if group.in_force:
                    break
    legal = next((list(g.finite) for g in groups if g.in_force), [])
    return Analysis(groups, legal, blocked >= 0)

