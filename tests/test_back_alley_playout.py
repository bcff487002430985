"""Back Alley's fast playouts (``play_out_deal``, the rest of a deal's play without a
``State``) play the very cards ``State.step(rollout_action(...))`` plays, so the
search's moves are the same as with the generic driver (issue 15 item 8: cheaper
simulations, identical moves)."""

import random
from dataclasses import replace

import pytest

from app.ai import choose, levels
from app.ai.back_alley_search import _adapter
from app.ai.card_search import CardGameAdapter
from app.core.protocol import apply_automatic_steps
from app.games.back_alley import State
from app.games.back_alley import ai as knowledge
from app.games.back_alley.ai import greedy_action, play_out_deal, random_action, rollout_action
from tests.main_moves import played_moves


def _states(games: int, seed: int, **options):
    """States of seeded games of greedy and random play, the player to move's turn."""
    rng = random.Random(seed)
    for game in range(games):
        s = State.new(seed=seed * 100 + game, **options)
        while not s.is_terminal() and s.deal_number <= 12:
            apply_automatic_steps(s)
            if s.is_terminal():
                break
            if rng.random() < 0.15:
                yield s.clone()
            obs = s.observation(s.current_player())
            s.apply(random_action(obs, rng) if rng.random() < 0.25 else greedy_action(obs))


def test_the_playouts_card_bits_order_cards_as_a_hand_does():
    """On the playouts' bitmasks, the k-th card is the hand list's k-th (by card index),
    the lowest bit is ``min`` by (strength, hand order) and ``_strongest`` is ``max`` by
    strength (the first of equals), for any set of cards, both jokers included."""
    from app.core.cards import ALL_CARDS
    from app.games.back_alley.ai import _BIT_OF, _CARD_AT_BIT, _in_hand_order, _strongest
    from app.games.back_alley.rules import STRENGTH

    rng = random.Random(6)
    for _ in range(3000):
        hand = sorted(rng.sample(ALL_CARDS, rng.randint(1, 20)), key=lambda c: c.index)
        if rng.random() < 0.2:
            hand = sorted({*hand, *ALL_CARDS[52:]}, key=lambda c: c.index)
        mask = sum(1 << _BIT_OF[c.index] for c in hand)
        assert [_CARD_AT_BIT[_in_hand_order(mask, k).bit_length() - 1] for k in range(len(hand))] == hand
        assert _CARD_AT_BIT[(mask & -mask).bit_length() - 1] is min(hand, key=lambda c: STRENGTH[c.index])
        assert _CARD_AT_BIT[_strongest(mask).bit_length() - 1] is max(hand, key=lambda c: STRENGTH[c.index])


def test_the_samplings_shuffle_is_randoms():
    """``shuffle`` puts a list in the order ``random.Random.shuffle`` does and leaves the
    generator where it does (the samples, hence the moves, stay the same)."""
    for seed in range(300):
        items = list(range(seed % 60))
        mine, reference = random.Random(seed), random.Random(seed)
        shuffled = items[:]
        knowledge.shuffle(shuffled, mine)
        reference.shuffle(items)
        assert shuffled == items
        assert mine.getstate() == reference.getstate()


def _stepped_deal(state: State, rng: random.Random) -> list[int]:
    """The reference: the State stepped by ``rollout_action`` to the deal's end."""
    s = state.clone()
    while s.phase == "play":
        s.step(rollout_action(s, rng))
    return list(s.deal_history[-1]["tricks_by_player"])


@pytest.mark.parametrize("options", [{}, {"blooper_binds_partner": False}])
def test_fast_playout_plays_the_same_deal_as_the_state(options):
    """The tricks each player wins, and the random numbers drawn (so every move on the
    way: a different card or a different draw would show), equal the State's; ``state``
    is not changed."""
    rng = random.Random(8)
    compared = no_trump = 0
    for state in _states(8, 3, **options):
        if state.phase != "play":
            continue
        no_trump += state.trump is None
        before = state.to_dict()
        for _ in range(3):
            seed = rng.getrandbits(63)
            reference_rng, fast_rng = random.Random(seed), random.Random(seed)
            assert play_out_deal(state, fast_rng) == _stepped_deal(state, reference_rng)
            assert fast_rng.getstate() == reference_rng.getstate()
            compared += 1
        assert state.to_dict() == before
    assert compared > 300 and no_trump > 5


def test_the_adapter_scores_a_playout_as_the_generic_driver_does():
    """On sampled worlds (the search's), in the auction and the play, the adapter's
    rewards equal the generic driver's for the same random numbers."""
    rng = random.Random(4)
    compared = {"bid": 0, "play": 0}
    for state in _states(4, 5):
        obs = state.observation(state.current_player())
        adapter = _adapter(obs)
        for _ in range(3):
            world = knowledge.sample_determinization(obs, rng)
            seed = rng.getrandbits(63)
            for limit in (1000, 3):
                expected = CardGameAdapter.play_out(adapter, world.clone(), random.Random(seed), limit)
                assert adapter.play_out(world.clone(), random.Random(seed), limit) == expected
            compared[world.phase] += 1
    assert min(compared.values()) > 30


def _positions(count: int):
    rng = random.Random(12)
    out = []
    for state in _states(20, 7):
        obs = state.observation(state.current_player())
        if len(obs.legal_actions()) > 1 and rng.random() < 0.5:
            out.append(obs)
        if len(out) == count:
            break
    return out


# choose() at each level on these many positions (bids and cards), with each driver.
LEVEL_POSITIONS = {"medium": 50, "hard": 10, "expert": 3}


@pytest.mark.parametrize("level", list(LEVEL_POSITIONS))
def test_choose_plays_what_it_played_with_the_generic_driver(level, monkeypatch):
    """At each searching level, ``choose()`` returns the same bid or card with the fast
    playouts as when every playout steps a State (the time cap never fires)."""
    monkeypatch.setitem(levels.BACK_ALLEY, level, replace(levels.BACK_ALLEY[level], time_cap=600.0))
    positions = _positions(LEVEL_POSITIONS[level])
    assert {obs.phase for obs in positions} == {"bid", "play"}
    fast = [choose(obs, level, seed=index) for index, obs in enumerate(positions)]
    monkeypatch.setattr(knowledge, "play_out_deal", _stepped_deal)
    generic = [choose(obs, level, seed=index) for index, obs in enumerate(positions)]
    assert fast == generic


# What main played (commit dd8c7f9, before the bitmask playouts) on these positions: the
# lead's acceptance matches run on main meanwhile, so the moves must stay the same.
MAIN_MOVES = {
    "medium": ["bid 2", "play 3D", "play 5H", "play 7H", "play 3C", "play 5S", "play TH", "play 4C", "play KD",
               "play QD", "play KS", "play JD"],
    "hard": ["bid 2", "play 3C", "play KD"],  # every fourth position
}


def test_choose_plays_what_main_played(monkeypatch):
    """Medium on 12 positions (a bid and cards) and Hard on 3 give main's moves."""
    positions = _positions(12)
    assert played_moves("BACK_ALLEY", {"medium": positions, "hard": positions[::4]}, monkeypatch) == MAIN_MOVES
