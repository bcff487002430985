"""No seat receives a card hidden from it: random games of every card game (2, 3 and 4
players where the game allows), every event list as ``events_for`` delivers it to each
seat and every observation, scanned card by card.

The judge is independent of the code under test: it follows the true events (what
``apply`` returns) and knows, per seat, the cards that seat has held and the cards shown
to everybody since the current deal began (a new deal forgets the old one: the same card
is hidden again). Any card an event or an observation names outside those sets is a
leak. ``test_a_planted_leak_is_caught`` proves the judge sees a single leaked card.
"""

from __future__ import annotations

import random

import pytest

from app.core.card_events import HIDDEN, Dealt, Drew, Played
from app.core.protocol import AUTOMATIC, DEAL
from app.games import game_info
from tests.card_judge import Judge

CHUNKS = 4


def check_step(judge: Judge, state, true_events: list, what: str) -> None:
    per_seat = [state.events_for(true_events, seat) for seat in range(judge.seats)]
    for events in per_seat:
        assert [type(e) for e in events] == [type(e) for e in true_events]  # one for one
    for index, event in enumerate(true_events):
        judge.learn(event)
        for seat in range(judge.seats):
            judge.check(seat, f"{what}, event {index} {per_seat[seat][index]!r}", per_seat[seat][index])
    for seat in range(judge.seats):
        judge.check(seat, f"{what}, the observation", state.observation(seat))


def play_and_judge(game: str, seed: int, options: dict, until) -> int:
    """A random game (to ``until(state)``) judged at every step; returns the steps."""
    state = game_info(game).new_state(options, seed)
    rng = random.Random(seed)
    judge = Judge(state)
    opening = getattr(state, "deal_events", None) or getattr(state, "opening_events", None)
    if opening is not None:  # the first deal was dealt by State.new: its events as a table shows them
        check_step(judge, state, opening(), "the opening deal")
    else:
        for seat in range(judge.seats):
            judge.check(seat, "the start", state.observation(seat))
    steps = 0
    while not state.is_terminal() and not until(state):
        action = rng.choice(state.legal_actions())
        automatic = state.current_player() == AUTOMATIC
        if automatic:
            assert str(action) == DEAL
            judge.new_deal()
        check_step(judge, state, state.apply(action), f"{game} seed {seed} step {steps} ({action})")
        steps += 1
    return steps


def _kozel(seed: int) -> int:
    options = [{"match_limit": "6"}, {"match_limit": "6", "discards": "face_up"}][seed % 2]
    return play_and_judge("kozel", seed, options, until=lambda s: False)


def _svoi(seed: int) -> int:
    options = {"players": str(2 + seed % 3), "sixes": ("on", "off")[seed // 3 % 2],
               "pickup": ("on", "off")[seed // 6 % 2]}
    return play_and_judge("svoi_kozyri", seed, options, until=lambda s: s.action_count > 60)


def _back_alley(seed: int) -> int:
    # The first three deals (13, 12, 11 cards) and the steps between them.
    return play_and_judge("back_alley", seed, {}, until=lambda s: s.deal_number > 3)


@pytest.mark.parametrize("chunk", range(CHUNKS))
@pytest.mark.parametrize("game, games, play", [("kozel", 100, _kozel), ("svoi_kozyri", 180, _svoi),
                                               ("back_alley", 100, _back_alley)])
def test_no_seat_sees_a_hidden_card(game, games, play, chunk):
    per_chunk = games // CHUNKS
    steps = sum(play(seed) for seed in range(chunk * per_chunk, (chunk + 1) * per_chunk))
    assert steps > per_chunk * 20


def test_the_hidden_cards_are_placeholders_in_their_places():
    state = game_info("kozel").new_state({"match_limit": "6"}, seed=3)
    events = state.deal_events()
    seen = state.events_for(events, 0)
    dealt = [e for e in seen if isinstance(e, Dealt)]
    assert len(dealt) == 16
    assert all((e.card is HIDDEN) == (e.player != 0) for e in dealt)
    # A face-down discard reaches the others as placeholders, its owner as his cards.
    rng = random.Random(0)
    while True:
        action = rng.choice(state.legal_actions())
        events = state.apply(action)
        down = [e for e in events if isinstance(e, Played) and not e.face_up]
        if down:
            owner = down[0].player
            other = (owner + 1) % 4
            assert [e for e in state.events_for(events, owner) if isinstance(e, Played)] == down
            hidden = [e for e in state.events_for(events, other) if isinstance(e, Played)][0]
            assert hidden.cards == (HIDDEN,) * len(down[0].cards) and not hidden.face_up
            break


def test_a_planted_leak_is_caught(monkeypatch):
    """The judge fails when ``events_for`` lets one single card through."""
    from app.games.kozel.rules import State

    honest = State.events_for
    planted = {"done": False}

    def leaky(self, events, seat):
        out = honest(self, events, seat)
        for index, event in enumerate(events):
            if isinstance(event, Drew) and event.player != seat and event.card is not self.trump_card \
                    and not planted["done"]:
                planted["done"] = True
                out[index] = event  # one card through, once
        return out

    monkeypatch.setattr(State, "events_for", leaky)
    with pytest.raises(AssertionError, match="is shown"):
        _kozel(0)
    assert planted["done"]
