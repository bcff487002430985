"""The Kozel information ceiling bench (``app.bench.kozel_ceiling``): a world with some
players' real hands known is still a whole, consistent game."""

import random
from collections import Counter

import pytest

from app.bench import kozel_ceiling as ceiling
from app.games.kozel import State


def _midgame(seed: int) -> State | None:
    state = State.new(seed=seed)
    rng = random.Random(seed)
    for _ in range(rng.randrange(0, 40)):
        if state.is_terminal() or state.awaiting_deal:
            return None
        state.apply(rng.choice(state.legal_actions()))
    return None if state.is_terminal() or state.awaiting_deal else state


def _cards(world: State) -> Counter:
    cards: Counter = Counter(world.stock)
    for hand in world.hands:
        cards.update(hand)
    for _player, _kind, _seq, played in world.trick:
        cards.update(played)
    for pile in world.pile_face_up:
        cards.update(pile)
    for entry in world.discard_log:
        cards.update(entry[-1])
    return cards


@pytest.mark.parametrize("world", sorted(ceiling.KNOWN))
def test_known_hands_are_the_real_ones_and_every_card_is_dealt_once(world):
    rng = random.Random(5)
    checked = 0
    for seed in range(40):
        state = _midgame(seed)
        if state is None:
            continue
        me = state.current_player()
        players = tuple((me + k) % 4 for k in ceiling.KNOWN[world])
        sampled = ceiling.known_hands_world(state.observation(me), state, players, rng)
        for q in players:
            assert set(sampled.hands[q]) == set(state.hands[q])
        assert set(sampled.hands[me]) == set(state.hands[me])
        assert _cards(sampled) == _cards(state) and max(_cards(sampled).values()) == 1
        assert sorted(map(str, sampled.legal_actions())) == sorted(map(str, state.legal_actions()))
        checked += 1
    assert checked >= 15


def test_the_reading_figure_counts_the_opponents_cards_placed_right(monkeypatch):
    state = next(s for s in map(_midgame, range(10, 40)) if s is not None and s.deal_tricks)
    me = state.current_player()
    obs = state.observation(me)
    shares = ceiling.reading_accuracy(obs, state, random.Random(2))
    assert set(shares) == {"uniform", "current trick", "whole game (chain)"}
    assert all(0.0 < share < 1.0 for share in shares.values())
    # Worlds holding the opponents' real hands score 1; the partner's real hand alone, less.
    for players, expected in ((((me + 1) % 4, (me + 3) % 4), 1.0), (((me + 2) % 4,), None)):
        monkeypatch.setattr(ceiling.knowledge, "sample_determinization",
                            lambda o, r, p=players: ceiling.known_hands_world(o, state, p, r))
        share = ceiling.reading_accuracy(obs, state, random.Random(2))["uniform"]
        assert share == 1.0 if expected else share < 1.0
