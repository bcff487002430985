"""What a Bao move did, as data: read from the position before it and its events.

``describe(before, events)`` walks the events of one action, or of a whole turn (a
capturing namua turn that ends in the nyumba is two actions: the move, then ``stop`` or
``safari``; pass their events one after the other) and returns a ``MoveDescription``:
where the move started and which way it went, every capture (the opponent's hole and
how many seeds), every relay, the safari, the hole where the last seed fell and why the
turn ended there, the takasia block it set and the end of the game. The UI turns it
into sentences (``app/ui/bao_study/move_text.py``) and board marks; nothing here is text for
the player.

Everything is read from the events, with the position before the move to count the
seeds in each hole (the events name holes, not counts); so the description of a move
is the same whoever watches it, and needs no access to the rules' internals.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Iterable, Sequence

from app.games.bao import options
from app.games.bao.actions import CAPTURE, SAFARI, STOP, TAKASA, TAX, Action
from app.games.bao.engine import HOLES, NYUMBA, POSITION
from app.games.bao.events import (
    Captured,
    DecisionNeeded,
    GameOver,
    HouseLost,
    Lifted,
    Relay,
    Safari,
    SeedDropped,
    StoreSeedPlaced,
    Takasia,
    TurnEnded,
)

if TYPE_CHECKING:
    from app.games.bao.rules import State

# How the turn's last sowing ended (``MoveDescription.end``), in the order of the checks
# of bao.md section 2.
ENDED_GAME_OVER = "game_over"  # check 1: a front row is empty
ENDED_DECISION = "decision"  # check 3: capturing namua turn in the functional nyumba, stop or safari open
ENDED_STOPPED = "stopped"  # ... and the player stopped there
ENDED_IN_NYUMBA = "nyumba"  # check 3: a namua takasa ended in the functional nyumba
ENDED_TAKASIA = "takasia"  # check 4: the last seed fell into the mover's takasia-blocked hole
ENDED_EMPTY = "empty"  # check 6: the last seed fell into an empty hole


@dataclass(frozen=True, slots=True)
class CaptureStep:
    """The sowing ended in the mover's front-row hole ``at`` and took the ``count``
    seeds of the opponent's ``hole`` (numbered from the opponent's view, so ``at`` and
    ``hole`` face each other: ``hole == 7 - at``); they are sown from the kichwa
    ``kichwa`` (0 = A1, 7 = A8) in ``direction``."""

    at: int
    hole: int
    count: int
    kichwa: int
    direction: int


@dataclass(frozen=True, slots=True)
class RelayStep:
    """The sowing ended in the occupied ``hole``: its ``count`` seeds were lifted and sown on."""

    hole: int
    count: int


@dataclass(frozen=True, slots=True)
class SafariStep:
    """The house was played: the ``count`` seeds of the nyumba were lifted and sown on."""

    count: int


@dataclass(frozen=True, slots=True)
class HouseLostStep:
    """``side`` no longer owns its nyumba (emptied by its owner, captured or played)."""

    side: int


Step = CaptureStep | RelayStep | SafariStep | HouseLostStep


@dataclass(frozen=True, slots=True)
class MoveDescription:
    """One move (an action or a whole turn) as data. Holes are numbered from their
    owner's view (0..7 = A1..A8, 8..15 = B1..B8); the mover's unless said otherwise.

    - ``kind``: ``capture``, ``takasa`` or ``tax`` (the kind of the turn, fixed by its
      first sowing); ``safari`` or ``stop`` when only the answer to the stop/safari
      question was described.
    - ``from_ghala``: a namua move: a seed from the ghala was dropped into ``start``.
    - ``start``: the hole the move starts from (the drop, the lifted hole, the nyumba
      for a safari); None for a lone ``stop``.
    - ``direction``: of the first sowing (+1 clockwise, -1 anticlockwise); for a namua
      capture, the direction the captured seeds go (it names the kichwa); 0 for a stop.
    - ``lifted``: seeds of the first sowing (0 for a namua capture and a stop).
    - ``steps``: captures, relays, the safari and lost houses, in the order they happened.
    - ``last``: the hole of the mover where the last seed fell (None: no seed was sown).
    - ``end``: why the turn ended there (the ``ENDED_*`` constants).
    - ``takasia``: the opponent's hole blocked for the opponent's next turn, or None.
    - ``winner`` / ``win_reason``: set when the move ended the game.
    """

    side: int
    stage: str
    kind: str
    from_ghala: bool
    start: int | None
    direction: int
    lifted: int
    steps: tuple[Step, ...]
    last: int | None
    end: str
    seeds_sown: int
    takasia: int | None = None
    winner: int | None = None
    win_reason: str = ""
    captures: tuple[CaptureStep, ...] = field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "captures", tuple(s for s in self.steps if isinstance(s, CaptureStep)))

    @property
    def captured(self) -> int:
        """Seeds taken from the opponent in the whole move."""
        return sum(c.count for c in self.captures)

    @property
    def relays(self) -> tuple[RelayStep, ...]:
        return tuple(s for s in self.steps if isinstance(s, RelayStep))

    def marks(self) -> dict[str, list[tuple[int, int]]]:
        """The board marks of this move as ``(side, hole)`` lists: ``start``, the
        ``captured`` opponent holes, and the ``last`` hole."""
        other = 1 - self.side
        return {
            "start": [] if self.start is None else [(self.side, self.start)],
            "captured": [(other, c.hole) for c in self.captures],
            "last": [] if self.last is None else [(self.side, self.last)],
        }


def _direction_between(first: int, second: int) -> int:
    """+1 when ``second`` follows ``first`` clockwise on the loop, else -1."""
    return 1 if (POSITION[second] - POSITION[first]) % HOLES == 1 else -1


def describe(before: "State", events: Sequence) -> MoveDescription:
    """The description of the move whose ``events`` were returned by ``apply`` on the
    position ``before`` (for a whole turn, the events of its actions in order)."""
    side = before.current_player()
    other = 1 - side
    board = before.board(0) + before.board(1)
    house = [before.owns_house(0), before.owns_house(1)]
    blocked = before.takasia_hole(side)
    namua = before.stage == "namua"
    resumed = before.pending_decision  # describing the answer to the stop/safari question
    kind = ""
    from_ghala = False
    start: int | None = None
    direction = 0
    lifted = 0
    steps: list[Step] = []
    last: int | None = None
    sown = 0
    first_sowing_open = False  # the first sowing has been made; its end decides the kind
    decision_open = False
    stopped = False
    takasia: int | None = None
    winner: int | None = None
    win_reason = ""
    game_over_at_sowing_end = False

    def settle_kind(captures: bool) -> None:
        nonlocal kind, first_sowing_open
        if first_sowing_open:
            kind = CAPTURE if captures else kind or TAKASA
            first_sowing_open = False

    for event in events:
        if isinstance(event, StoreSeedPlaced):
            from_ghala = True
            start = event.hole
            board[side * HOLES + event.hole] += 1
            first_sowing_open = True  # a drop that captures at once is a capture
        elif isinstance(event, Lifted):
            # a turn lifts a hole only to start (relays and the safari have events of
            # their own), after the ghala seed in namua
            index = side * HOLES + event.hole
            if not lifted:
                start = event.hole
                direction = event.direction
                lifted = event.count
                # Every sowing lifts the whole hole except the tax (bao.md section 3).
                kind = TAX if event.count < board[index] else ""
                first_sowing_open = True
            board[index] -= event.count
        elif isinstance(event, SeedDropped):
            if kind == SAFARI and not direction:  # the safari goes on the way the sowing went
                direction = _direction_between(NYUMBA, event.hole)
            board[event.side * HOLES + event.hole] += 1
            last = event.hole
            sown += 1
        elif isinstance(event, Captured):
            settle_kind(True)
            if from_ghala and not direction:
                direction = event.direction  # a namua capture: the way the captured seeds go
            board[other * HOLES + event.hole] = 0
            steps.append(CaptureStep(7 - event.hole, event.hole, event.count, event.kichwa, event.direction))
        elif isinstance(event, Relay):
            settle_kind(False)
            board[side * HOLES + event.hole] = 0
            steps.append(RelayStep(event.hole, event.count))
        elif isinstance(event, Safari):
            settle_kind(False)
            decision_open = False
            if start is None:
                kind, start = SAFARI, NYUMBA
            board[side * HOLES + event.hole] = 0
            steps.append(SafariStep(event.count))
        elif isinstance(event, HouseLost):
            house[event.side] = False
            steps.append(HouseLostStep(event.side))
        elif isinstance(event, DecisionNeeded):
            settle_kind(False)
            decision_open = True
        elif isinstance(event, Takasia):
            takasia = event.hole
        elif isinstance(event, TurnEnded):
            settle_kind(False)
            if decision_open or (resumed and start is None):
                stopped = True
                decision_open = False
                if start is None:
                    kind = STOP
        elif isinstance(event, GameOver):
            winner, win_reason = event.winner, event.reason
            game_over_at_sowing_end = event.reason == "front_row_empty"
    settle_kind(False)
    if not kind:
        kind = TAKASA
    if resumed and not from_ghala and kind not in (SAFARI, STOP):
        raise ValueError("bao: after the stop/safari question a move is 'stop' or 'safari'")
    if game_over_at_sowing_end:
        end = ENDED_GAME_OVER
    elif decision_open:
        end = ENDED_DECISION
    elif stopped:
        end = ENDED_STOPPED
        last = NYUMBA if last is None else last
    else:
        end = _sowing_end(board, house, side, last, namua, blocked)
    return MoveDescription(
        side=side,
        stage="namua" if namua or from_ghala else "mtaji",
        kind=kind,
        from_ghala=from_ghala,
        start=start,
        direction=direction,
        lifted=lifted,
        steps=tuple(steps),
        last=last,
        end=end,
        seeds_sown=sown,
        takasia=takasia,
        winner=winner,
        win_reason=win_reason,
    )


def _sowing_end(board: list[int], house: list[bool], side: int, last: int | None, namua: bool,
                blocked: int | None) -> str:
    """Why a sowing that ended in ``last`` ended the turn (checks 3, 4, 6 of section 2)."""
    if last is None:
        raise ValueError("bao: the events hold no sowing, so there is no move to describe")
    count = board[side * HOLES + last]
    if count <= 1:
        return ENDED_EMPTY
    if namua and last == NYUMBA and house[side] and count >= options.FUNCTIONAL_NYUMBA_SEEDS:
        return ENDED_IN_NYUMBA
    if last == blocked:
        return ENDED_TAKASIA
    raise ValueError(f"bao: the events end a sowing in an occupied hole ({last}) with no capture or relay")


def describe_action(state: "State", action: Action | str) -> tuple[MoveDescription, list]:
    """Play ``action`` on a copy of ``state``; its description and its events."""
    after = state.clone()
    events = after.apply(action)
    return describe(state, events), events


def describe_turn(state: "State", actions: Iterable[Action | str]) -> MoveDescription:
    """Play the actions of one turn (e.g. ``["A6>", "safari"]``) on a copy of ``state``
    and describe the whole turn."""
    after = state.clone()
    events: list = []
    for action in actions:
        events.extend(after.apply(action))
    return describe(state, events)
