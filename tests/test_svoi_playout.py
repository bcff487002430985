"""Svoi Kozyri's fast playouts (``play_out_game``, the search's playouts without a
``State``) play the very game ``State.advance(rollout_action(...))`` plays, so the
search's moves are the same as with the generic driver (issue 15 item 8: cheaper
simulations, identical moves)."""

import random
from dataclasses import replace

import pytest

from app.ai import choose, levels
from app.ai.card_search import CardGameAdapter
from app.ai.svoi_kozyri_search import SvoiKozyriAdapter
from app.core.cards import SUITS
from app.games.svoi_kozyri import State
from app.games.svoi_kozyri import ai as knowledge
from app.games.svoi_kozyri.actions import PLAY_BY_INDEX
from app.games.svoi_kozyri.ai import (
    _least_beatable,
    greedy_action,
    least_beatable_index,
    play_out_game,
    play_out_game_in_python,
    play_out_game_seeded,
    random_action,
    rollout_action,
)
from app.games.svoi_kozyri.play_rules import DECK_MASK, cards_of
from tests.main_moves import played_moves


def test_the_laying_rule_on_masks_is_greedys():
    """``least_beatable_index`` (a table lookup per suit) lays what ``_least_beatable``
    (every card's cost, the rule) lays, for any hand, next hand and trumps: the next
    hand empty, the whole rest of the pack, whole suits included."""
    rng = random.Random(5)
    deck = [c.index for c in cards_of(DECK_MASK)]
    for _ in range(30_000):
        rng.shuffle(deck)
        mine = rng.randint(1, 24) if rng.random() < 0.8 else rng.randint(1, 36)
        theirs = rng.randint(0, min(12, 36 - mine)) if rng.random() < 0.8 else rng.randint(0, 36 - mine)
        hand = sum(1 << i for i in deck[:mine])
        next_hand = sum(1 << i for i in deck[mine:mine + theirs])
        trump, next_trump = rng.choice(SUITS), rng.choice(SUITS)
        expected = _least_beatable([PLAY_BY_INDEX[c.index] for c in cards_of(hand)], trump, next_trump, next_hand)
        assert PLAY_BY_INDEX[least_beatable_index(hand, trump, next_hand, next_trump)] is expected


def _positions(players: int, games: int, **options):
    """Play-phase States from seeded games of greedy and random play."""
    rng = random.Random(players)
    for game in range(games):
        s = State.new(seed=100 * players + game, players=players, **options)
        while not s.is_terminal():
            obs = s.observation(s.current_player())
            if s.phase == "play" and rng.random() < 0.08:
                yield s.clone()
            s.apply(random_action(obs, rng) if rng.random() < 0.3 else greedy_action(obs))


def _reference(state: State, seed: int, limit: int) -> tuple[list[tuple], str | None]:
    """What the State shows after each playout move of the generic driver: hands, order
    out, result (the first entry before any move); and how a draw came about."""
    s = state.clone()
    rng = random.Random(seed)
    seen = [(s.hands[:], s.out_order, s.result)]
    while not s.is_terminal() and len(seen) <= limit:
        s.advance(rollout_action(s, rng))
        seen.append((s.hands[:], s.out_order, s.result))
    return seen, s.draw_reason


# The drivers, as (state, seed, limit) -> play_out_game's answer: the compiled one when
# built, the Python reference, and the compiled one seeding its own generator (as the
# search calls it).
DRIVERS = {
    "play_out_game": lambda state, seed, limit: play_out_game(state, random.Random(seed), limit),
    "in_python": lambda state, seed, limit: play_out_game_in_python(state, random.Random(seed), limit),
    "seeded": play_out_game_seeded,
}


@pytest.mark.parametrize("driver", list(DRIVERS))
@pytest.mark.parametrize("players, options", [(2, {}), (3, {}), (4, {}), (2, {"voluntary_pickup": False}),
                                              (3, {"voluntary_pickup": False}), (2, {"safety_action_limit": 120})])
def test_fast_playout_plays_the_same_game_as_the_state_move_for_move(players, options, driver):
    """Cut after every number of moves up to 40 and at the level's 400, the fast
    drivers' hands, order out and result equal the State's after as many moves (pick-up
    cycles, the draw rules and the safety draw included); ``state`` is not changed."""
    rng = random.Random(17)
    limit = 400
    finished = pickups = 0
    draws: set = set()
    for state in _positions(players, 6, **options):
        before = state.to_dict()
        seed = rng.getrandbits(63)
        seen, draw_reason = _reference(state, seed, limit)
        held = [sum(h.bit_count() for h in hands) for hands, _out, _result in seen]
        pickups += sum(later > earlier for earlier, later in zip(held, held[1:]))
        for steps in [*range(min(41, len(seen))), limit]:
            result, hands, out_order = DRIVERS[driver](state, seed, steps)
            expected_hands, expected_out, expected_result = seen[min(steps, len(seen) - 1)]
            assert (hands, out_order, result) == (expected_hands, expected_out, expected_result), steps
        assert state.to_dict() == before
        finished += seen[-1][2] is not None
        draws.add(draw_reason)
    assert finished > 10 and pickups > 50
    if players > 2:
        assert "could_beat" in draws
    if options.get("safety_action_limit"):
        assert "safety" in draws


def test_the_adapter_scores_a_playout_as_the_generic_driver_does():
    """Rewards of finished playouts and the estimate of those cut at the limit, through
    the adapter, equal the generic driver's (same numbers, same random numbers)."""
    from app.ai.svoi_kozyri_search import _adapter

    rng = random.Random(3)
    compared = cut = 0
    for players in (2, 3, 4):
        for state in _positions(players, 3):
            adapter = _adapter(state.observation(state.current))
            assert isinstance(adapter, SvoiKozyriAdapter)
            for limit in (0, 7, 60, 400):
                seed = rng.getrandbits(63)
                generic = state.clone()
                expected = CardGameAdapter.play_out(adapter, generic, random.Random(seed), limit)
                assert adapter.play_out(state.clone(), random.Random(seed), limit) == expected
                compared += 1
                cut += not generic.is_terminal()
    assert compared > 100 and cut > 20


def _level_positions(per_players: int):
    """Observations of the player to move from seeded games, ``per_players`` each of 2,
    3 and 4 players."""
    rng = random.Random(29)
    out = []
    for players in (2, 3, 4):
        taken = 0
        for state in _positions(players, 40):
            obs = state.observation(state.current)
            if len(obs.legal_actions()) > 1 and rng.random() < 0.3:
                out.append(obs)
                taken += 1
                if taken == per_players:
                    break
    return out


# choose() at each level on these many positions per number of players, with each driver
# (Expert's 1,200 playouts with the generic driver cost most of this test's time).
LEVEL_POSITIONS = {"medium": 17, "hard": 3, "expert": 1}


@pytest.mark.parametrize("level", list(LEVEL_POSITIONS))
def test_choose_plays_what_it_played_with_the_generic_driver(level, monkeypatch):
    """At each searching level, ``choose()`` returns the same action with the fast driver
    as with the generic one (the work budget decides: the time cap never fires)."""
    monkeypatch.setitem(levels.SVOI_KOZYRI, level, replace(levels.SVOI_KOZYRI[level], time_cap=600.0))
    positions = _level_positions(LEVEL_POSITIONS[level])
    assert {obs.players for obs in positions} == {2, 3, 4}
    fast = [choose(obs, level, seed=index) for index, obs in enumerate(positions)]
    monkeypatch.setattr(SvoiKozyriAdapter, "play_out", CardGameAdapter.play_out)
    monkeypatch.setattr(SvoiKozyriAdapter, "play_out_seeded", CardGameAdapter.play_out_seeded)
    generic = [choose(obs, level, seed=index) for index, obs in enumerate(positions)]
    assert fast == generic
    assert len({str(a) for a in fast}) > 1


# What main played (commit dd8c7f9, before the table-driven playouts) on these positions:
# the lead's acceptance matches run on main meanwhile, so the moves must stay the same.
MAIN_MOVES = {
    "medium": ["play AH", "play 8D", "play 7S", "beat 9D", "play JD", "beat 6H", "play QH", "play 6C", "play 6D",
               "beat 6C", "take", "take"],
    "hard": ["play AD", "play AH", "play KC"],  # every fourth position
}


def test_choose_plays_what_main_played(monkeypatch):
    """Medium on 12 positions (2, 3 and 4 players) and Hard on 3 give main's moves."""
    positions = _level_positions(4)
    assert played_moves("SVOI_KOZYRI", {"medium": positions, "hard": positions[::4]}, monkeypatch) == MAIN_MOVES


def test_the_compiled_driver_is_built_and_is_the_searchs():
    """``pip install`` (the README's commands) builds ``_playout.c``: the search's
    playouts run compiled (the Python driver is the fallback of a machine without a C
    compiler, not what the tests should silently measure)."""
    assert knowledge._compiled is not None


def test_the_compiled_driver_leaves_the_generator_where_python_does():
    """After a playout the generator is where the Python driver leaves it (a caller
    drawing on from the same ``Random`` sees the same numbers), over random positions
    and limits; seeds at the ends of the seeded driver's range equal ``Random(seed)``."""
    rng = random.Random(8)
    checked = 0
    for players in (2, 3, 4):
        for state in _positions(players, 4):
            limit = rng.choice([0, 1, 5, 30, 400])
            seed = rng.getrandbits(63)
            compiled, reference = random.Random(seed), random.Random(seed)
            compiled.random()  # (a generator part-way through its block of numbers)
            reference.random()
            assert play_out_game(state, compiled, limit) == play_out_game_in_python(state, reference, limit)
            assert compiled.getstate() == reference.getstate()
            checked += 1
    assert checked > 30
    state = next(_positions(2, 1))
    for seed in (0, 1, 2**32 - 1, 2**32, 2**63 - 1, 2**64 - 1):
        assert play_out_game_seeded(state, seed, 400) == play_out_game_in_python(state, random.Random(seed), 400)


def test_the_compiled_driver_refuses_malformed_input_with_an_error():
    """Bad tables or positions raise (never crash the AI process)."""
    compiled = knowledge._compiled
    assert compiled is not None
    state = next(_positions(2, 1))
    good = list(knowledge._compiled_arguments(state, 400))
    for position, bad in ((0, "not tables"), (1, [1]), (2, [99]), (3, 7)):
        arguments = good[:]
        arguments[position] = bad
        with pytest.raises((ValueError, TypeError)):
            compiled.play(*arguments, 1)
    with pytest.raises(ValueError):
        compiled.play(*good, (0,) * 10)
    with pytest.raises(OverflowError):
        compiled.play(*good, -1)
    with pytest.raises(ValueError):
        compiled.tables([[0] * 10], [0], [0], [[0] * 10], [[[(0,) * 4] * 10]])
