"""Svoi Kozyri: seeded random games of 2, 3 and 4 players keep every invariant.

Every card exactly once, every game terminates (the safety draw bounds it), saves and
clones round-trip with an identical future, the events alone rebuild the table (as the
UI sees it), observations show exactly the public
information (checked against knowledge tracked here from the actions alone) and hide
exactly the hidden cards. The heavy checks run at a few sampled steps of each game.
"""

import json
import random

import pytest

from app.core.card_events import Dealt, GameOver, PickedUp, Played, TurnTo
from app.core.protocol import IllegalAction
from app.core.rng import derive_seed
from app.games.svoi_kozyri import State
from app.games.svoi_kozyri.actions import all_actions
from app.games.svoi_kozyri.events import Beat, Drawn, SixHandedOver, TrumpChosen, WentOut
from app.games.svoi_kozyri.play_rules import DECK_MASK, mask_of

GAMES = int(__import__("os").environ.get("SVOI_GAMES", 5000))  # in total, over 2, 3 and 4 players
CHUNKS = 20  # test functions, so pytest-xdist can spread them
SAMPLED_STEPS = 3  # heavy checks per game (plus the final position)
ALL_ACTIONS = all_actions()


def options_for(game: int) -> dict:
    return {
        "players": 2 + game % 3,
        "voluntary_pickup": game % 2 == 0,
        "sixes_to_owners": game % 5 != 0,
    }


def check_cards(s: State) -> None:
    masks = list(s.hands) + [mask_of(s.pile)]
    assert sum(m.bit_count() for m in masks) == 36 and len(set(s.pile)) == len(s.pile)
    union = 0
    for m in masks:
        union |= m
    assert union == DECK_MASK  # every card exactly once
    for p in range(s.players):
        assert s.known[p] & ~s.hands[p] == 0  # public cards are really in the hand
        assert s.excluded[p] & (s.hands[p] & ~s.known[p]) == 0  # a hidden card is never an excluded one


def check_observations(s: State, public_known: list[set], rng: random.Random) -> None:
    for p in range(s.players):
        obs = s.observation(p)
        assert obs.hand == tuple(s.hand(p)) and obs.hand_sizes == tuple(s.hand_sizes())
        assert obs.pile == tuple(s.pile) and obs.trumps == s.trumps and obs.out_order == tuple(s.out_order)
        assert [set(k) for k in obs.known] == public_known  # exactly what the public saw
        assert obs.current_player == s.current_player() and obs.is_terminal() == s.is_terminal()
        assert obs.legal_actions() == (s.legal_actions() if s.current_player() == p else [])
        shown = set(obs.hand) | set(obs.pile) | {c for k in obs.known for c in k}
        for q in range(s.players):
            if q != p:
                assert not shown & (set(s.hand(q)) - public_known[q])  # hidden cards stay hidden
        # Another deal of the hidden cards consistent with the public record looks the same.
        other = reshuffle_hidden_cards(s, p, rng)
        if other is not None:
            assert other.observation(p) == obs


def reshuffle_hidden_cards(s: State, observer: int, rng: random.Random) -> State | None:
    others = [q for q in range(s.players) if q != observer]
    hidden = [c for q in others for c in s.hand(q) if not s.known[q] >> c.index & 1]
    for _attempt in range(5):
        rng.shuffle(hidden)
        alt = s.clone()
        pos = 0
        ok = True
        for q in others:
            count = s.hands[q].bit_count() - s.known[q].bit_count()
            new_hidden = mask_of(hidden[pos:pos + count])
            pos += count
            if new_hidden & s.excluded[q]:
                ok = False
            alt.hands[q] = s.known[q] | new_hidden
        if ok:
            return alt
    return None


def check_round_trips(s: State) -> None:
    saved = State.from_dict(json.loads(json.dumps(s.to_dict())))
    assert saved == s
    twin = s.clone()
    assert twin == s and twin.legal_actions() == s.legal_actions()
    legal = s.legal_actions()
    assert len(set(legal)) == len(legal)
    for a in ALL_ACTIONS:  # exactly the legal actions apply; the others raise IllegalAction
        try:
            s.clone().apply(a)
        except IllegalAction:
            assert a not in legal
        else:
            assert a in legal


class EventTable:
    """The table as the UI would see it, rebuilt from the events ``apply`` returns only."""

    def __init__(self, players: int):
        self.hands: list[set] = [set() for _ in range(players)]
        self.pile: list = []
        self.trumps: list = [None] * players
        self.current = 0
        self.out: list[int] = []
        self.returns = None

    def feed(self, events) -> None:
        for e in events:
            if isinstance(e, TrumpChosen):
                self.trumps[e.player] = e.suit
            elif isinstance(e, Dealt):
                self.hands[e.player].add(e.card)
            elif isinstance(e, SixHandedOver):
                self.hands[e.from_player].remove(e.card)
                self.hands[e.to_player].add(e.card)
            elif isinstance(e, Played):
                self.hands[e.player] -= set(e.cards)
                self.pile += e.cards
            elif isinstance(e, Beat):
                assert self.pile[-2:] == [e.beaten, e.card]
            elif isinstance(e, PickedUp):
                assert tuple(self.pile[len(self.pile) - len(e.cards):]) == e.cards
                del self.pile[len(self.pile) - len(e.cards):]
                self.hands[e.player] |= set(e.cards)
            elif isinstance(e, TurnTo):
                self.current = e.player
            elif isinstance(e, WentOut):
                assert not self.hands[e.player] and e.place == len(self.out)
                self.out.append(e.player)
            elif isinstance(e, GameOver):
                self.returns = list(e.returns)
            else:
                assert isinstance(e, Drawn)

    def matches(self, s: State) -> bool:
        return ([set(s.hand(p)) for p in range(s.players)] == self.hands and self.pile == list(s.pile)
                and tuple(self.trumps) == s.trumps and (s.is_terminal() or self.current == s.current_player())
                and (self.returns == s.returns() if s.is_terminal() else self.returns is None))


def play_one_game(game: int) -> None:
    options = options_for(game)
    seed = derive_seed(20261121, "svoi random", game)
    s = State.new(seed=seed, **options)
    rng = random.Random(seed)
    players = s.players
    limit = s.options.safety_action_limit
    public_known: list[set] = [set() for _ in range(players)]
    check_rng = random.Random(seed + 1)  # the checks must not disturb the game's own choices
    samples = {rng.randrange(60) for _ in range(SAMPLED_STEPS - 1)} | {rng.randrange(60, 1500)}
    spread = game // CHUNKS % 10  # spreads the costlier checks over the chunks
    replay_from = rng.randrange(200) if spread == 0 else None
    replay = None
    table = EventTable(players) if spread == 5 else None  # these games go through apply
    step = 0
    while not s.is_terminal():
        assert step <= limit + players  # terminates
        if step in samples:
            if s.phase != "trump":
                check_cards(s)
            check_observations(s, public_known, check_rng)
            check_round_trips(s)
        if step == replay_from:
            replay = (State.from_dict(s.to_dict()), rng.getstate())
        action = rng.choice(s.legal_actions())  # never empty while the game runs
        p = s.current_player()
        pile_before = list(s.pile) if action.kind == "take" else None
        was_trump_phase = s.phase == "trump"
        if table is None:
            s.advance(action)
        else:
            table.feed(s.apply(action))
            assert step not in samples or table.matches(s)
        # Public knowledge, tracked from the actions alone.
        if was_trump_phase and s.phase == "play" and s.options.sixes_to_owners:
            for owner, suit in enumerate(s.trumps):
                public_known[owner].add(next(c for c in s.hand(owner) if c.suit is suit and c.rank == "6"))
        elif action.kind == "take":
            public_known[p] |= set(pile_before[len(s.pile):])
        elif action.kind in ("play", "beat"):
            public_known[p].discard(action.card)
        step += 1
    check_cards(s)
    check_observations(s, public_known, check_rng)
    check_round_trips(s)
    assert table is None or table.matches(s)
    result = s.returns()
    assert abs(sum(result)) < 1e-9 and all(-1.0 <= r <= 1.0 for r in result)
    assert s.draw_reason in (None, "could_beat", "safety")
    if s.draw_reason is None:
        assert sorted(s.out_order) == list(range(players)) and result[s.out_order[0]] == 1.0
        assert result[s.loser] == -1.0
    if replay is not None:
        twin, rng_state = replay
        rng.setstate(rng_state)
        while not twin.is_terminal():
            twin.advance(rng.choice(twin.legal_actions()))
        assert twin == s  # a restored save plays on exactly as the original did


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_random_games_keep_every_invariant(chunk):
    for game in range(chunk, GAMES, CHUNKS):
        play_one_game(game)
