"""The table turned so the player's seat is seat 0 (``app/online/seating.py``): a game
dealt with every seat moved on by ``k`` shows seat 0 exactly what the original game
shows seat ``k``, turned — observations, events, the turn and the results, for every
card game, over random play."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from app.core.cards import Card, deck36, deck54
from app.games.back_alley import State as BackAlley
from app.games.kozel import State as Kozel
from app.games.svoi_kozyri import State as SvoiKozyri
from app.online import games
from app.online.seating import turn_for, turned_update
from tests.code_scan import literal_game_ids
from tests.online.test_online_decode import session_of

SEEDS = 3
MOVES = 400


def codes(cards) -> list[str]:
    return [c.code if isinstance(c, Card) else c for c in cards]


def kozel_pair(rng: random.Random, k: int):
    cards = codes(deck36())
    rng.shuffle(cards)
    hands, stock = [cards[i * 4:(i + 1) * 4] for i in range(4)], cards[16:]
    dealer = rng.randrange(4)
    original = Kozel.from_deal(hands, stock, stock[-1], dealer, seed=1)
    moved = Kozel.from_deal([hands[(i + k) % 4] for i in range(4)], stock, stock[-1], (dealer - k) % 4, seed=1)
    return original, moved, lambda s: s.observation(0).awaiting_deal or s.observation(0).match_over


def back_alley_pair(rng: random.Random, k: int):
    cards = codes(deck54())
    rng.shuffle(cards)
    hands, stock = [cards[i * 13:(i + 1) * 13] for i in range(4)], cards[52:]
    dealer = rng.randrange(4)
    original = BackAlley.from_deal(hands, stock, dealer, seed=1)
    moved = BackAlley.from_deal([hands[(i + k) % 4] for i in range(4)], stock, (dealer - k) % 4, seed=1)
    return original, moved, lambda s: s.observation(0).deal_number > 1 or s.is_terminal()


def svoi_pair(rng: random.Random, k: int, players: int = 3):
    cards = codes(deck36())
    rng.shuffle(cards)
    size = len(cards) // players
    hands = [cards[i * size:(i + 1) * size] for i in range(players)]
    trumps = rng.sample("CDHS", players)
    starter = rng.randrange(players)
    original = SvoiKozyri.from_deal(hands, trumps, starter)
    moved = SvoiKozyri.from_deal([hands[(i + k) % players] for i in range(players)],
                                 [trumps[(i + k) % players] for i in range(players)], (starter - k) % players)
    return original, moved, lambda s: s.is_terminal()


PAIRS = {"kozel": (kozel_pair, 4), "back_alley": (back_alley_pair, 4), "svoi_kozyri": (svoi_pair, 3)}


def wire(state, seat: int, events, seq: int, actor: int | None = None) -> dict:
    message = {"type": "update", "seq": seq, "actor": actor, **games.view_for(session_of(state), seat, events)}
    return json.loads(json.dumps(message))


@pytest.mark.parametrize("game", list(PAIRS))
def test_a_turned_view_is_the_view_of_the_game_dealt_turned(game):
    make, seats = PAIRS[game]
    compared = 0
    for seed in range(SEEDS):
        for k in range(1, seats):
            rng = random.Random(f"{game} {seed} {k}")
            original, moved, done = make(rng, k)
            turn = turn_for(game, k, seats)
            events_a, events_b = [], []
            actor_a = actor_b = None
            for step in range(MOVES):
                expected = wire(moved, 0, events_b, step, actor_b)
                got = turned_update(turn, wire(original, k, events_a, step, actor_a))
                assert got == expected, f"{game} seed {seed} k {k} step {step}"
                decoded = games.view_from_json(game, got)
                assert decoded == games.view_from_json(game, expected)
                compared += 1
                if original.is_terminal() or done(original):
                    break
                action = rng.choice(original.legal_actions())
                assert action in moved.legal_actions()
                actor_a, actor_b = _actor(original), _actor(moved)
                events_a, events_b = original.apply(action), moved.apply(action)
    assert compared > SEEDS * 20


def _actor(state) -> int | None:
    mover = state.current_player()
    return mover if mover >= 0 else None


def test_a_snapshots_move_log_names_its_actors_turned():
    turn = turn_for("kozel", 3, 4)
    message = {"type": "update", "actor": None, "turn": 2, "observation": {}, "events": [], "resumed": True,
               "log": [["lead 7H", 3, 0], ["discard ?", 0, 0], ["deal", None, 0]]}
    assert turned_update(turn, message)["log"] == [["lead 7H", 0, 0], ["discard ?", 1, 0], ["deal", None, 0]]


def test_seat_zero_and_bao_are_not_turned():
    assert turn_for("kozel", 0, 4) is None
    assert turn_for("bao", 1, 2) is None
    assert turn_for("kozel", None, 4) is None


def test_no_server_module_names_a_game():
    """What the server and client core need to know of a game comes from its ``GameInfo``
    (perfect information, teams, the observation's caches), never from its id."""
    online = Path(__file__).resolve().parents[2] / "app" / "online"
    assert [hit for path in sorted(online.glob("*.py")) for hit in literal_game_ids(path)] == []
