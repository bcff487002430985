"""Sounds on the table's events (issue 20, item 5), in step with their animation.

``sounded_steps(events, steps_for, sound, table)`` builds a view's animation steps as its
own ``steps_for`` would and starts each event's sound when the first step of that event
starts (a card's sound as it leaves the hand, not when the whole trick was decided): a
dealing sound for a run of ``Dealt`` events, one per card played, trick collected, pull,
pick-up, Bao seed dropped and capture, and the won or lost game once the game is over.
The sounds themselves are ``app/sound`` (silent without a device or when muted).
"""

from __future__ import annotations

import time
from dataclasses import replace
from itertools import groupby
from typing import Any, Callable

from app.core.game_info import LOST, WON
from app.ui.animation import Step

# The sound of each kind of event (by the event's class name: the games' own events are
# not imported here). Dealt runs sound once.
EVENT_SOUNDS = {
    "Dealt": "deal",
    "Played": "card_play",
    "TrickWon": "trick_collect",
    "Pulled": "pull",
    "PickedUp": "pick_up",
    "SeedDropped": "seed_drop",
    "Captured": "capture",
}
GAME_OVER_SOUNDS = {WON: "game_won", LOST: "game_lost"}


def event_sound(event: Any, table: Any) -> str | None:
    name = type(event).__name__
    if name == "GameOver":
        if not table.is_over() or table.result() is None:
            return None  # a deal or a game of a match: the match goes on
        return GAME_OVER_SOUNDS.get(table.result()[table.viewpoint()].outcome)
    return EVENT_SOUNDS.get(name)


def sounded_steps(events: list, steps_for: Callable[[list], list[Step]], sound: Any, table: Any) -> list[Step]:
    """``steps_for(events)``, built an event at a time (a run of ``Dealt`` at once: its
    gathering step comes once), each event's sound starting with its first step (or
    after the steps before it, when it has none: the game's end)."""
    steps: list[Step] = []
    pending: list[str] = []  # sounds of events without a step of their own
    for kind, group in groupby(events, key=lambda e: type(e).__name__):
        run = list(group)
        for part in ([run] if kind == "Dealt" else [[event] for event in run]):
            built = steps_for(part)
            name = event_sound(part[0], table)
            if name:
                pending.append(name)
            if built and pending:
                built[0] = _with_sounds(built[0], pending, sound)
                pending = []
            steps += built
    if pending:
        steps.append(Step(0, lambda names=tuple(pending): _play(sound, names)))
    return steps


# [D] The same sound is not started again within this time: skipping an animation (or the
# instant speed) runs every step at once, and a burst of identical sounds is noise.
REPEAT_GAP_SECONDS = 0.04
_last_started: dict[str, float] = {}


def forget_recent_sounds() -> None:
    """Start afresh: no sound counts as just started (a new table, or a test)."""
    _last_started.clear()


def _play(sound: Any, names) -> None:
    now = time.monotonic()
    for name in names:
        if now - _last_started.get(name, -1.0) >= REPEAT_GAP_SECONDS:
            _last_started[name] = now
            sound.play(name)


def _with_sounds(step: Step, names: list[str], sound: Any) -> Step:
    start, names = step.start, tuple(names)

    def started() -> None:
        _play(sound, names)
        if start is not None:
            start()

    if step.base_ms == 0 and start is None:  # an instant step: its done() is its start
        done = step.done

        def sounded_done() -> None:
            _play(sound, names)
            done()

        return replace(step, done=sounded_done)
    return replace(step, start=started)
