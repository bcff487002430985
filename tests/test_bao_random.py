"""2,000 seeded random games of both variants, checked after every action.

- The events of every action, replayed seed by seed on a mirror board (stores, 32
  holes and the seeds in hand), reproduce the state's board, stores and houses, and
  the seed total never changes at any event.
- The fast path (``apply(events=False)``, which installs the simulated result) gives
  the same state as the event path.
- ``clone``, ``to_dict``/``from_dict`` (through JSON) and ``to_text``/``from_text``
  round-trip; a restored save plays on identically.
- ``parse_action(str(a)) == a``; every game ends, with a winner.

The games run in 20 chunks so pytest-xdist can spread them over workers.
"""

from __future__ import annotations

import json
import random

import pytest

from app.games.bao import State
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

GAMES = 2000
CHUNKS = 20
PER_CHUNK = GAMES // CHUNKS
# "Every game terminates" must fail, not hang: the longest of the 2,000 games has 161
# turns, so a game still running after this many turns is a bug.
MAX_TURNS = 2000


class Mirror:
    """What the UI keeps: a board it changes only by replaying events."""

    def __init__(self, state: State) -> None:
        self.holes = [state.board(0), state.board(1)]
        self.stores = [state.store(0), state.store(1)]
        self.house = [state.owns_house(0), state.owns_house(1)]
        self.hand = 0
        self.total = state.total_seeds()
        self.over = False

    def replay(self, event) -> None:
        if isinstance(event, StoreSeedPlaced):
            self.stores[event.side] -= 1
            self.holes[event.side][event.hole] += 1
        elif isinstance(event, Lifted):
            # a sowing lifts the whole hole, except the namua tax, which lifts 2
            whole = self.holes[event.side][event.hole]
            assert event.count == whole or (event.count == 2 and event.hole == 4 and self.house[event.side])
            self._take(event.side, event.hole, event.count, whole=False)
        elif isinstance(event, (Relay, Safari)):
            assert self.hand == 0, "a relay or safari starts with an empty hand"
            self._take(event.side, event.hole, event.count)
        elif isinstance(event, Captured):
            assert self.hand == 0, "a capture happens at the end of a sowing"
            self._take(1 - event.side, event.hole, event.count)
        elif isinstance(event, SeedDropped):
            assert self.hand > 0, "a seed dropped from an empty hand"
            self.hand -= 1
            self.holes[event.side][event.hole] += 1
        elif isinstance(event, HouseLost):
            assert self.house[event.side]
            self.house[event.side] = False
        elif isinstance(event, (TurnEnded, DecisionNeeded)):
            assert self.hand == 0
        elif isinstance(event, GameOver):
            self.over = True
        else:
            assert isinstance(event, Takasia), event
        assert min(self.stores) >= 0 and min(self.holes[0] + self.holes[1]) >= 0
        assert sum(self.holes[0]) + sum(self.holes[1]) + sum(self.stores) + self.hand == self.total

    def _take(self, side: int, hole: int, count: int, whole: bool = True) -> None:
        assert self.holes[side][hole] >= count
        assert not whole or self.holes[side][hole] == count, "a relay or capture takes the whole hole"
        self.holes[side][hole] -= count
        self.hand += count

    def matches(self, state: State) -> bool:
        return (
            self.holes == [state.board(0), state.board(1)]
            and self.stores == [state.store(0), state.store(1)]
            and self.house == [state.owns_house(0), state.owns_house(1)]
        )


def play_checked_game(seed: int) -> State:
    variant = "kiswahili" if seed % 2 == 0 else "kujifunza"
    rng = random.Random(seed)
    state = State.new(variant=variant)
    mirror = Mirror(state)
    assert mirror.total == 64
    while not state.is_terminal():
        assert state.move_number <= MAX_TURNS, f"game {seed} did not end within {MAX_TURNS} turns"
        legal = state.legal_actions()
        assert legal, "a game that is not over has a legal move"
        # copies and saves
        copy = state.clone()
        saved = State.from_dict(json.loads(json.dumps(state.to_dict())))
        assert copy == state and saved == state
        assert [(a, a.kind) for a in saved.legal_actions()] == [(a, a.kind) for a in legal]
        text = state.to_text()
        from_text = State.from_text(text, state.current_player(), variant=variant)
        assert from_text.to_text() == text
        if not state.pending_decision and state.takasia_hole(state.current_player()) is None:
            # the diagram holds all that matters for the moves
            assert [(a, a.kind) for a in from_text.legal_actions()] == [(a, a.kind) for a in legal]
        action = rng.choice(legal)
        assert State.parse_action(str(action)) == action
        # the event path against the mirror
        events = state.apply(action)
        for event in events:
            mirror.replay(event)
        assert mirror.matches(state)
        assert state.total_seeds() == 64
        assert isinstance(events[-1], (TurnEnded, DecisionNeeded, GameOver))
        assert mirror.over == state.is_terminal()
        # the fast path and the restored save play on identically
        copy.apply(action, events=False)
        assert saved.apply(str(action)) == events
        assert copy == state and saved == state
    assert state.winner in (0, 1) and sorted(state.returns()) == [-1.0, 1.0]
    return state


@pytest.mark.slow
@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_random_games_keep_every_invariant(chunk):
    lengths = [play_checked_game(seed).move_number for seed in range(chunk * PER_CHUNK, (chunk + 1) * PER_CHUNK)]
    assert min(lengths) >= 2
