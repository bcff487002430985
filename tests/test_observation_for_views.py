"""What a card view draws comes from one seat's observation: these tests check that the
observations hold it, in random games (no Qt).

- ``unseen_cards`` are exactly the cards the seat may not see: one per face-down place
  the table shows (other hands, the stock, other players' face-down discards), so the
  view's stand-ins fill every such place and nothing else.
- Svoi Kozyri's ``pickup_size`` (the prompt's "pick up 3 cards") equals the State's.
"""

from __future__ import annotations

import random

import pytest

from app.games.back_alley import State as BackAlleyState
from app.games.kozel import State as KozelState
from app.games.svoi_kozyri import State as SvoiState

SEEDS = range(6)
MOVES = 400


def positions(state, seed: int):
    rng = random.Random(seed)
    for _ in range(MOVES):
        yield state
        if state.is_terminal():
            return
        state.apply(rng.choice(state.legal_actions()))


def kozel_face_down_places(obs) -> int:
    others = sum(obs.hand_sizes) - len(obs.hand)
    trick = sum(p.count for p in obs.trick if p.cards is None)
    piles = sum(d.count for d in obs.pile_discards if d.cards is None)
    # The shown trump card, while in the stock, is one of the unseen cards: the view lays
    # it there itself (and fills the rest of the stock with stand-ins).
    return others + obs.stock_size + trick + piles


@pytest.mark.parametrize("seed", SEEDS)
def test_kozel_unseen_cards_fill_the_face_down_places(seed):
    for state in positions(KozelState.new(seed=seed), seed):
        for seat in range(4):
            obs = state.observation(seat)
            assert len(obs.unseen_cards()) == kozel_face_down_places(obs)
            assert not set(obs.unseen_cards()) & set(obs.hand)


@pytest.mark.parametrize("seed", SEEDS)
def test_back_alley_unseen_cards_fill_the_other_hands_and_the_stock(seed):
    for state in positions(BackAlleyState.new(seed=seed), seed):
        for seat in range(4):
            obs = state.observation(seat)
            unseen = obs.unseen_cards()
            others = sum(obs.hand_sizes) - len(obs.hand)
            stock = len(state.stock) - 1 - state.stock_drawn  # besides the turned-up card
            assert len(unseen) == others + stock
            for p in range(4):
                if p != seat:
                    assert set(state.hands[p]) <= set(unseen)


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", SEEDS)
def test_svoi_kozyri_unseen_cards_and_pickup_size(seed, players):
    for state in positions(SvoiState.new(seed=seed, players=players), seed):
        for seat in range(players):
            obs = state.observation(seat)
            hidden = set()
            if state.phase == "trump":  # dealt after the trump choice: every card is unseen
                hidden = set(obs.unseen_cards()) | set(obs.hand)
                assert not obs.hand and len(hidden) == 36
            for p in range(players):
                if p != seat:
                    hidden |= set(state.hand(p)) - set(obs.known[p])
            assert set(obs.unseen_cards()) == hidden
        mover = state.current_player()
        if mover >= 0:
            assert state.observation(mover).pickup_size() == state.pickup_size()
