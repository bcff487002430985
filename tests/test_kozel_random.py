"""5,000 seeded random Kozel matches: invariants at every step, round-trips at sampled
steps, and observations that do not depend on cards the observer cannot see.

Split into parametrized chunks so pytest-xdist can spread them."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from app.core.card_events import Played, TrickWon
from app.core.cards import Card
from app.core.protocol import AUTOMATIC
from app.games.kozel import State
from app.games.kozel.actions import DEAL_ACTION, make_action
from app.games.kozel.events import GameStarted
from app.games.kozel.moves import DECK
from app.games.kozel.options import MATCH_LIMITS

MATCHES = 5000
CHUNKS = 20
ROUND_TRIP_EVERY = 37  # steps between clone / to_dict checks (every step would be slow)

OPTION_SETS = [
    {},
    {"discards_face_up": True},
    {"eggs_double_next": True},
] + [{"match_limit": m} for m in MATCH_LIMITS if m != 12]


def cards_in(obj) -> set:
    """Every Card reachable in an observation (through dataclasses, tuples and lists)."""
    found: set = set()
    stack = [obj]
    while stack:
        x = stack.pop()
        kind = type(x)
        if kind is Card:
            found.add(x)
        elif kind is tuple or kind is list:
            stack.extend(x)
        elif hasattr(kind, "__dataclass_fields__"):
            stack.extend(getattr(x, name) for name in kind.__dataclass_fields__)
    return found


def all_cards(s: State) -> list[Card]:
    cards = [c for h in s.hands for c in h] + list(s.stock)
    cards += [c for _p, _k, _q, cs in s.trick for c in cs]
    cards += [c for pile in s.pile_face_up for c in pile]
    cards += [c for _p, _t, _q, cs in s.discard_log for c in cs]
    return cards


def check_invariants(s: State, with_observation: bool = True) -> None:
    cards = all_cards(s)
    assert len(cards) == 36 and set(cards) == set(DECK), "every card exactly once"
    played = Counter(p for p, *_ in s.trick)
    sizes = [len(h) + sum(len(cs) for p, _k, _q, cs in s.trick if p == q) for q, h in enumerate(s.hands)]
    assert len(set(sizes)) == 1, f"equal hands before the trick: {sizes}"
    assert max(played.values(), default=0) <= 1
    assert len(s.stock) % 4 == 0 and (not s.stock or sizes[0] == 4)
    if s.trump_position is not None:
        assert s.stock_top_first()[s.trump_position] is s.trump_card
    if s.current_player() == AUTOMATIC:  # between games: the finished game is all in the piles
        assert not s.stock and not any(s.hands) and not s.trick and s.legal_actions() == [DEAL_ACTION]
        assert all(s.observation(p).legal_actions() == [DEAL_ACTION] for p in range(4))
    elif not s.is_terminal() and with_observation:
        p = s.current_player()
        obs = s.observation(p)
        assert obs.legal_actions() == s.legal_actions() and obs.hand_sizes == tuple(map(len, s.hands))


def check_round_trips(s: State, rng: random.Random) -> None:
    twin = s.clone()
    saved = State.from_dict(json.loads(json.dumps(s.to_dict())))
    assert twin == s and saved == s
    reference = s.clone()
    for _ in range(6):  # identical future play, the next deal's RNG included
        if reference.is_terminal():
            break
        action = rng.choice(reference.legal_actions())
        expected = reference.apply(action)
        assert twin.apply(action) == expected and saved.apply(action) == expected
    assert twin == saved == reference


def play_match(seed: int) -> State:
    rng = random.Random(seed)
    options = OPTION_SETS[seed % len(OPTION_SETS)]
    s = State.new(seed=seed, **options)
    step = 0
    last_winner = None
    while not s.is_terminal():
        check_invariants(s, with_observation=step % 3 == 0)
        if step % ROUND_TRIP_EVERY == seed % ROUND_TRIP_EVERY:
            check_round_trips(s, random.Random(seed * 7 + step))
        dealer, between = s.dealer, s.current_player() == AUTOMATIC
        events = s.apply(rng.choice(s.legal_actions()))
        started = [e for e in events if isinstance(e, GameStarted)]
        assert bool(started) == between  # only the automatic step deals the next game
        if started:  # the deal passes clockwise; the last trick's winner leads
            assert started[0].dealer == (dealer + 1) % 4 == s.dealer
            assert started[0].leader == last_winner == s.current_player()
        won = [e for e in events if isinstance(e, TrickWon)]
        if won:
            last_winner = won[-1].player
        step += 1
    check_invariants(s)
    history = s.game_history
    assert all(sum(g.card_points) == 120 for g in history)
    assert tuple(map(sum, zip(*(g.loss_points_given for g in history)))) == s.loss_points
    assert max(s.loss_points) >= s.options.match_limit > min(s.loss_points)
    assert sorted(s.returns()) == [-1.0, -1.0, 1.0, 1.0]
    return s


def check_unseen_cards_do_not_matter(seed: int) -> bool:
    """Deal B differs from deal A only in cards the observer has not been shown by step k
    (never in his hand, never played face up, not the trump card); replay the same
    (remapped) actions on both: the observer's observations must be equal. A hidden card
    leaking into an observation would make them differ."""
    rng = random.Random(-seed)
    options = OPTION_SETS[seed % len(OPTION_SETS)]
    a = State.new(seed=seed, **options)
    observer = rng.randrange(4)
    deal_hands, deal_stock, _position, _leader = a.deal
    target = rng.randrange(1, 40)
    actions, observations = [], [a.observation(observer)]
    seen = {a.trump_card, *a.hands[observer]}
    while len(actions) < target:
        before = a.clone()
        action = rng.choice(a.legal_actions())
        events = a.apply(action)
        if a.game_history:  # the scoring reveals the piles' points: stop before it
            a = before
            break
        actions.append(action)
        observations.append(a.observation(observer))
        seen.update(a.hands[observer])
        for e in events:
            if isinstance(e, Played) and e.face_up:
                seen.update(e.cards)
    unseen = [c for c in DECK if c not in seen]
    shuffled = unseen[:]
    rng.shuffle(shuffled)
    swap = dict(zip(unseen, shuffled))

    def remap(cards):
        return [swap.get(c, c).code for c in cards]

    b = State.from_deal([remap(h) for h in deal_hands], remap(deal_stock), a.trump_card.code,
                        a.dealer, seed=seed, **options)
    assert b.observation(observer) == observations[0]
    for action, expected in zip(actions, observations[1:]):
        b.apply(make_action(action.kind, [swap.get(c, c) for c in action.cards]))
        assert b.observation(observer) == expected
    return any(swap[c] is not c for c in unseen)


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_random_matches(chunk):
    per_chunk = MATCHES // CHUNKS
    changed = 0
    for seed in range(chunk * per_chunk, (chunk + 1) * per_chunk):
        play_match(seed)
        changed += check_unseen_cards_do_not_matter(seed)
    assert changed > per_chunk // 2  # the hidden-card swaps really changed the deals
