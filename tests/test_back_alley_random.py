"""Back Alley invariants over 5,000 seeded random full games (125,000 counted deals).

Split into chunks so pytest-xdist can spread them. Every deal: each of the 54 cards
exactly once, hand sizes right. At sampled steps: save round-trips, clones, the
observation shows exactly the public facts plus the own hand, hidden cards do not
change it, and its legal actions are the state's.
"""

from __future__ import annotations

import json
import random

import pytest

from app.core.cards import deck54
from app.games.back_alley import DEALS, HAND_SIZES, State
from app.games.back_alley.actions import BOARD, DEAL, NUMERIC_BIDS, PLAYS
from app.games.back_alley.rules import BETWEEN, deal_points

GAMES = 5000
CHUNKS = 20
SAMPLE_EVERY = 151  # actions between deep checks (round trip, observations)
ALL_CODES = sorted(c.code for c in deck54())
EVERY_ACTION = [BOARD, DEAL, *NUMERIC_BIDS, *PLAYS]


def check_cards_once(s: State) -> None:
    counts = s.cards_in_play_count()
    assert sorted(counts) == ALL_CODES and set(counts.values()) == {1}, counts
    played = len(s.played_tricks)
    for p in range(4):
        # Players who already played to this trick hold one card fewer.
        offset = (p - s.trick_leader) % 4
        expected = s.hand_size - played - (1 if s.phase == "play" and offset < len(s.trick) else 0)
        assert len(s.hands[p]) == expected, (p, s)


def hidden_shuffle(s: State, player: int, rng: random.Random) -> State:
    """The same state with every card ``player`` cannot see redistributed at random
    (other hands keep their sizes; the stock's hidden part too)."""
    t = s.clone()
    lo = 1 + t.stock_drawn
    pool = [c for p in range(4) if p != player for c in t.hands[p]] + list(t.stock[lo:])
    rng.shuffle(pool)
    hands = list(t.hands)
    for p in range(4):
        if p != player:
            n = len(hands[p])
            hands[p], pool = tuple(sorted(pool[:n], key=lambda c: c.index)), pool[n:]
    t.hands = tuple(hands)
    t.stock = t.stock[:lo] + tuple(pool)
    return t


def deep_check(s: State, rng: random.Random) -> None:
    data = json.loads(json.dumps(s.to_dict()))
    back = State.from_dict(data)
    assert back == s and back.legal_actions() == s.legal_actions()
    assert s.clone() == s
    legal = set(s.legal_actions())
    for action in EVERY_ACTION:  # apply's fast legality check agrees with legal_actions
        assert s._is_legal(action) == (action in legal), action
    for p in range(4):
        obs = s.observation(p)
        assert obs.hand == tuple(s.hands[p]) and obs.hand_sizes == tuple(len(h) for h in s.hands)
        assert obs.trick == tuple(s.trick) and obs.played_tricks == tuple(s.played_tricks)
        assert obs.bids == tuple(s.bids) and obs.tricks_won == tuple(s.tricks_won)
        assert obs.scores == tuple(s.scores) and obs.trump_card is s.trump_card
        assert obs.current_player == s.current_player()
        if s.phase == BETWEEN:  # every seat may be asked for the automatic step
            assert obs.legal_actions() == s.legal_actions() == [DEAL]
        elif p == s.current_player():
            assert obs.legal_actions() == s.legal_actions()
        else:
            assert obs.legal_actions() == []
        # Nothing hidden leaks: re-dealing the unseen cards leaves the observation alone.
        assert hidden_shuffle(s, p, rng).observation(p) == obs
        unseen = set(obs.unseen_cards())
        assert not unseen & set(s.hands[p]) and all(c in unseen for q in range(4) if q != p for c in s.hands[q])


def play_random_game(seed: int, sample_offset: int) -> tuple[State, int]:
    """Play a random game; returns it and how many deals (redeals included) started."""
    rng = random.Random(seed)
    s = State.new(seed=seed)
    deal_starts = 0
    step = sample_offset
    last_deal = None
    while not s.is_terminal():
        marker = (s.deal_number, s.redeals)
        if marker != last_deal:
            last_deal = marker
            deal_starts += 1
            assert s.hand_size == HAND_SIZES[s.deal_number - 1]
            check_cards_once(s)
        actions = s.legal_actions()
        assert actions
        step += 1
        if step % SAMPLE_EVERY == 0:
            deep_check(s, rng)
            s.apply(rng.choice(actions))  # the checked path, with events
            if not s.is_terminal():
                check_cards_once(s)
        else:
            s.step(rng.choice(actions))
    return s, deal_starts


def check_game_end(s: State) -> None:
    history = s.deal_history
    assert [r["deal"] for r in history] == list(range(1, DEALS + 1))
    scores = [0, 0]
    for r in history:
        assert sum(r["tricks"]) == r["hand_size"] == sum(r["tricks_by_player"])
        for t in (0, 1):
            assert r["points"][t] == deal_points(r["contracts"][t], r["multipliers"][t], r["tricks"][t], r["hand_size"])
            scores[t] += r["points"][t]
        assert r["scores"] == scores
    assert list(s.scores) == scores
    ahead = (scores[0] > scores[1]) - (scores[0] < scores[1])
    assert s.returns() == [float(ahead), float(-ahead), float(ahead), float(-ahead)]
    assert s.legal_actions() == []


@pytest.mark.slow
@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_random_full_games(chunk):
    per_chunk = GAMES // CHUNKS
    for game in range(chunk * per_chunk, (chunk + 1) * per_chunk):
        s, deal_starts = play_random_game(seed=game, sample_offset=game)
        check_game_end(s)
        assert deal_starts == DEALS + sum(r["redeals"] for r in s.deal_history)
