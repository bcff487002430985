"""A game's line of positions for the Bao screen: every position of the game by ply, the
events between them and the description of the turn that led to each.

The Bao screen shows the live game or, while the player browses the move list, one of
its earlier positions; both come from here. Positions are made on demand by replaying
the record from its start (each action once) and kept, so stepping through a game is a
list look-up; the live game's own moves are added as they happen (``add``: the table's
events and position, so nothing is replayed twice). Qt-free.
"""

from __future__ import annotations

from typing import Sequence

from app.core.record import GameRecord
from app.games.bao import State
from app.games.bao.actions import SAFARI_ACTION, STOP_ACTION
from app.games.bao.describe import MoveDescription, describe

DECISIONS = (str(STOP_ACTION), str(SAFARI_ACTION))


class GameLine:
    """Positions 0..len(actions) of one game (0: the start)."""

    def __init__(self, start: State, actions: Sequence[str] = (), actors: Sequence[int | None] = ()) -> None:
        self.actions: list[str] = list(actions)
        self.actors: list[int | None] = list(actors)
        self._positions: list[State] = [start.clone()]
        self._events: list[list] = []  # events of action i: from position i to i + 1
        self._descriptions: dict[int, MoveDescription | None] = {}

    @classmethod
    def of(cls, record: GameRecord) -> "GameLine":
        return cls(record.start_state(), record.actions, record.actors)

    def __len__(self) -> int:
        """The number of actions (the last position is ``position(len(line))``)."""
        return len(self.actions)

    def follows(self, record: GameRecord) -> bool:
        """Is this the line of ``record`` (or of its beginning, with its start)?"""
        return (record.actions[:len(self.actions)] == self.actions
                and self._positions[0] == record.start_state())

    def extend_to(self, record: GameRecord) -> None:
        """Take the actions ``record`` has beyond this line (``follows`` holds)."""
        self.actions.extend(record.actions[len(self.actions):])
        self.actors = list(record.actors)

    def add(self, action: str, actor: int | None, events: list, after: State) -> None:
        """The live game's next action, its events and the position after it."""
        self._fill(len(self.actions))
        self.actions.append(action)
        self.actors.append(actor)
        self._events.append(list(events))
        self._positions.append(after.clone())

    def _fill(self, ply: int) -> None:
        while len(self._positions) <= ply:
            index = len(self._positions) - 1
            state = self._positions[index].clone()
            self._events.append(state.apply(State.parse_action(self.actions[index])))
            self._positions.append(state)

    def position(self, ply: int) -> State:
        """The position after ``ply`` actions (the line's own copy: do not change it)."""
        if not 0 <= ply <= len(self.actions):
            raise IndexError(f"no position {ply} in a line of {len(self.actions)} actions")
        self._fill(ply)
        return self._positions[ply]

    def events(self, ply: int) -> list:
        """The events of the action that led to position ``ply`` (ply >= 1)."""
        self._fill(ply)
        return self._events[ply - 1]

    def turn_start(self, ply: int) -> int:
        """The ply where the turn that ends at ``ply`` began: a stop or safari answer is
        one turn with the move before it."""
        start = ply - 1
        while start > 0 and self.actions[start] in DECISIONS and self.actors[start - 1] == self.actors[start]:
            start -= 1
        return start

    def description(self, ply: int) -> MoveDescription | None:
        """The turn (or the part of it so far) that led to position ``ply``; None at the start."""
        if ply <= 0:
            return None
        if ply not in self._descriptions:
            start = self.turn_start(ply)
            events = [event for k in range(start + 1, ply + 1) for event in self.events(k)]
            self._descriptions[ply] = describe(self.position(start), events)
        return self._descriptions[ply]

    def turn_ends(self) -> list[int]:
        """The plies at which a turn is complete (a move followed by no stop/safari of the
        same player), in order: the entries of the move list."""
        ends = []
        for ply in range(1, len(self.actions) + 1):
            following = self.actions[ply] if ply < len(self.actions) else None
            if following in DECISIONS and self.actors[ply] == self.actors[ply - 1]:
                continue
            ends.append(ply)
        return ends
