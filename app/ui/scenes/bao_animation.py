"""Bao events -> animation steps on what the board shows.

``Display`` is the UI's copy of the counts; each step changes it the way its event
says, seed by seed, and moves the seeds in hand. When the queue runs dry the view
re-syncs ``Display`` from the model, so the model stays the only source of truth.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from PySide6.QtCore import QPointF

from app.games.bao import events as ev
from app.ui.animation import Step
from app.ui.scenes import bao_art
from app.ui.scenes.bao_board import BaoScene

# Base durations in ms at "normal" speed (scaled by the speed setting).
DROP_MS = 150
LIFT_MS = 200
CAPTURE_MS = 420
STORE_SEED_MS = 260
SAFARI_MS = 320
TURN_PAUSE_MS = 220


@dataclass
class Display:
    counts: list[list[int]] = field(default_factory=lambda: [[0] * 16, [0] * 16])
    stores: list[int] = field(default_factory=lambda: [0, 0])
    house: list[bool] = field(default_factory=lambda: [False, False])
    takasia: list[int | None] = field(default_factory=lambda: [None, None])
    hand: int = 0

    @classmethod
    def of(cls, state) -> "Display":
        return cls(counts=[list(state.board(0)), list(state.board(1))],
                   stores=[state.store(0), state.store(1)],
                   house=[state.owns_house(0), state.owns_house(1)],
                   takasia=[state.takasia_hole(0), state.takasia_hole(1)])


class BaoAnimator:
    """Builds the steps for a list of events and applies them to the scene."""

    def __init__(self, scene: BaoScene) -> None:
        self.scene = scene
        self.display = Display()
        self._hand_from = QPointF()
        self._hand_side = 0
        self._store_index = 0

    # -- drawing the display --------------------------------------------------------
    def show(self, display: Display, current_player: int | None = None) -> None:
        self.display = display
        self.redraw(current_player)

    def redraw(self, current_player: int | None = None) -> None:
        d = self.display
        for (side, hole), pit in self.scene.pits.items():
            pit.set_count(d.counts[side][hole])
            pit.set_flags(house_owned=bool(d.house[side]) and hole == bao_art.HOUSE_HOLE and pit.square,
                          takasia=d.takasia[side] == hole and side == current_player)
        for side, store in self.scene.stores.items():
            store.set_count(d.stores[side])
        self.scene.hand.set_count(d.hand)

    # -- events -> steps ------------------------------------------------------------
    def steps_for(self, events: list) -> list[Step]:
        steps: list[Step] = []
        for event in events:
            step = self._step(event)
            if step is not None:
                steps.append(step)
        return steps

    def _step(self, event) -> Step | None:
        if isinstance(event, ev.StoreSeedPlaced):
            return self._from_store(event.side, event.hole)
        if isinstance(event, ev.Lifted):
            return self._lift(event.side, event.hole, event.count, LIFT_MS)
        if isinstance(event, ev.Relay):
            return self._lift(event.side, event.hole, event.count, LIFT_MS)
        if isinstance(event, ev.Safari):
            return self._lift(event.side, event.hole, event.count, SAFARI_MS)
        if isinstance(event, ev.Captured):
            return self._lift(1 - event.side, event.hole, event.count, CAPTURE_MS, capture=True)
        if isinstance(event, ev.SeedDropped):
            return self._drop(event.side, event.hole)
        if isinstance(event, ev.HouseLost):
            return Step(0, done=lambda s=event.side: self._set_house(s, False))
        if isinstance(event, ev.Takasia):
            return Step(0, done=lambda s=event.side, h=event.hole: self._set_takasia(s, h))
        if isinstance(event, ev.TurnEnded):
            return Step(TURN_PAUSE_MS, done=self._end_turn, progress=lambda t: None)
        return None  # DecisionNeeded, GameOver: shown by the view from the model

    def _set_house(self, side: int, owned: bool) -> None:
        self.display.house[side] = owned
        self.redraw()

    def _set_takasia(self, side: int, hole: int) -> None:
        self.display.takasia[side] = hole

    def _end_turn(self) -> None:
        self.display.hand = 0
        self.scene.hand.set_count(0)

    def _hop(self, start: QPointF, end: QPointF, t: float, height: float) -> QPointF:
        lift = math.sin(math.pi * t) * height
        return QPointF(start.x() + (end.x() - start.x()) * t, start.y() + (end.y() - start.y()) * t - lift)

    def _hover(self, point: QPointF) -> QPointF:
        return QPointF(point.x(), point.y() - self.scene.geometry.cell * 0.12)

    def _from_store(self, side: int, hole: int) -> Step:
        scene = self.scene

        def start() -> None:
            index = max(0, self.display.stores[side] - 1)
            self.display.stores[side] = max(0, self.display.stores[side] - 1)
            scene.stores[side].set_count(self.display.stores[side])
            self._hand_from = scene.store_point(side, index)
            self.display.hand = 1
            scene.hand.setPos(self._hand_from)
            scene.hand.set_count(1)

        def progress(t: float) -> None:
            scene.hand.setPos(self._hop(self._hand_from, scene.pit_centre(side, hole), t, scene.geometry.cell * 0.8))

        def done() -> None:
            self.display.counts[side][hole] += 1
            self.display.hand = 0
            scene.hand.set_count(0)
            scene.pits[(side, hole)].set_count(self.display.counts[side][hole])
            self._hand_from = self._hover(scene.pit_centre(side, hole))

        return Step(STORE_SEED_MS, done=done, progress=progress, start=start)

    def _lift(self, side: int, hole: int, count: int, base_ms: int, capture: bool = False) -> Step:
        scene = self.scene

        def start() -> None:
            counts = self.display.counts[side]
            counts[hole] = max(0, counts[hole] - count)
            scene.pits[(side, hole)].set_count(counts[hole])
            self.display.hand = count
            self._hand_from = self._hover(scene.pit_centre(side, hole))
            scene.hand.setPos(scene.pit_centre(side, hole))
            scene.hand.set_count(count)
            if capture:
                scene.pits[(side, hole)].set_flags(selected=True)

        def progress(t: float) -> None:
            scene.hand.setPos(self._hop(scene.pit_centre(side, hole), self._hand_from, t, scene.geometry.cell * 0.1))

        def done() -> None:
            scene.hand.setPos(self._hand_from)
            if capture:
                scene.pits[(side, hole)].set_flags(selected=False)

        return Step(base_ms, done=done, progress=progress, start=start)

    def _drop(self, side: int, hole: int) -> Step:
        scene = self.scene

        def progress(t: float) -> None:
            target = self._hover(scene.pit_centre(side, hole))
            scene.hand.setPos(self._hop(self._hand_from, target, t, scene.geometry.cell * 0.25))

        def done() -> None:
            self.display.counts[side][hole] += 1
            self.display.hand = max(0, self.display.hand - 1)
            scene.pits[(side, hole)].set_count(self.display.counts[side][hole])
            self._hand_from = self._hover(scene.pit_centre(side, hole))
            scene.hand.setPos(self._hand_from)
            scene.hand.set_count(self.display.hand)

        return Step(DROP_MS, done=done, progress=progress)
