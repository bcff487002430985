"""Kozel AI knowledge: legal choices only, deterministic greedy, determinizations that
agree with everything the observer knows."""

from __future__ import annotations

import random

import pytest
from test_kozel_random import OPTION_SETS, check_invariants

from app.core.cards import card, deck36
from app.core.protocol import apply_automatic_steps
from app.games.kozel import State
from app.games.kozel.ai import (
    greedy_action,
    heuristic_value,
    random_action,
    rollout_action,
    sample_determinization,
    search_candidates,
)


def hidden_places(s: State, player: int) -> dict:
    """card -> "hand" or the seq of the face-down discard that holds it, for ``player``."""
    places = {c: "hand" for c in s.hands[player]}
    for p, _team, seq, cards in s.discard_log:
        if p == player:
            places.update({c: seq for c in cards})
    for p, kind, seq, cards in s.trick:
        if p == player and kind == "discard":
            places.update({c: seq for c in cards})
    return places


def check_determinization(s: State, observer: int, rng: random.Random) -> State:
    obs = s.observation(observer)
    det = sample_determinization(obs, rng)
    assert det.observation(observer) == obs  # same own hand, public info, sizes, trick...
    check_invariants(det)  # every card once, equal hands, trump card at its stock place
    assert det.current_player() == obs.current_player
    if obs.current_player == observer:
        assert det.legal_actions() == obs.legal_actions()
    for q in range(4):  # publicly held cards stay where they can be
        places = hidden_places(det, q)
        for c, since in obs.known_holdings[q]:
            assert c in places and (places[c] == "hand" or places[c] > since), (c, q, since)
    return det


@pytest.mark.parametrize("chunk", range(4))
def test_random_greedy_and_rollout_never_play_illegal(chunk):
    rng = random.Random(chunk)
    decisions = 0
    for seed in range(chunk * 15, chunk * 15 + 15):
        s = State.new(seed=seed, **OPTION_SETS[seed % len(OPTION_SETS)])
        while not s.is_terminal():
            apply_automatic_steps(s)  # the next deal: nobody's decision
            p = s.current_player()
            obs = s.observation(p)
            kind = (p + seed) % 3
            if kind == 0:
                action = greedy_action(obs)
            elif kind == 1:
                action = random_action(obs, rng)
            else:
                action = rollout_action(sample_determinization(obs, rng), rng)
            assert action in s.legal_actions()
            s.apply(action)
            decisions += 1
    assert decisions > 1000


def test_greedy_is_deterministic_and_sees_only_the_observation():
    s = State.new(seed=77)
    rng = random.Random(1)
    for _ in range(60):
        apply_automatic_steps(s)
        obs = s.observation(s.current_player())
        twin = State.from_dict(s.to_dict()).observation(s.current_player())
        assert greedy_action(obs) == greedy_action(twin)
        s.apply(rng.choice(s.legal_actions()))


def test_greedy_team_beats_random_team():
    wins = 0
    for seed in range(20):
        rng = random.Random(seed)
        s = State.new(seed=seed)
        greedy_team = seed % 2
        while not s.is_terminal():
            apply_automatic_steps(s)  # the next deal: nobody's decision
            obs = s.observation(s.current_player())
            s.apply(greedy_action(obs) if obs.player % 2 == greedy_team else random_action(obs, rng))
        wins += s.returns()[greedy_team] > 0
    assert wins >= 17


@pytest.mark.parametrize("chunk", range(4))
def test_determinizations_agree_with_the_observation(chunk):
    rng = random.Random(100 + chunk)
    for seed in range(1000 + chunk * 20, 1000 + chunk * 20 + 20):
        s = State.new(seed=seed, **OPTION_SETS[seed % len(OPTION_SETS)])
        step = 0
        while not s.is_terminal():
            apply_automatic_steps(s)  # the next deal: nobody's decision
            if step % 3 == 0:
                check_determinization(s, rng.randrange(4), rng)
                check_determinization(s, s.current_player(), rng)
            s.apply(rng.choice(s.legal_actions()))
            step += 1


def full_deal(hands, trump, position, dealer=3, **kw):
    used = {c for h in hands for c in h.split()}
    rest = [c.code for c in deck36() if c.code not in used and c.code != trump]
    rest.insert(position, trump)
    return State.from_deal([h.split() for h in hands], rest, trump, dealer, **kw)


def test_determinization_keeps_public_holdings_and_the_trump_place():
    s = full_deal(["7H 8D 9D JS", "9H 6S TD QH", "6C 7C 8C 9C", "6D 7D JD QD"], "AS", 6)
    for a in ("lead 7H", "beat 9H", "pull"):
        s.apply(a)
    rng = random.Random(3)
    for _ in range(200):
        det = check_determinization(s, 3, rng)
        assert card("7H") in det.hands[0] and card("9H") in det.hands[1]
        assert det.stock_top_first()[6] is card("AS")
    s.apply("discard 6D 7D JD QD")
    s.apply("discard 7H 8D 9D JS")  # player 0 may have thrown the public 7H face down
    places = set()
    for _ in range(300):
        det = check_determinization(s, 3, rng)
        places.add("hand" if card("7H") in det.hands[0] else "discard")
    assert places == {"discard"}  # player 0's hand is empty now: it must be that discard
    assert all(card("9H") in check_determinization(s, 3, rng).hands[1] for _ in range(50))


def test_determinization_spreads_unknown_cards_over_other_hands():
    s = State.new(seed=9)
    rng = random.Random(4)
    observer = 0
    holders = {}
    for _ in range(400):
        det = sample_determinization(s.observation(observer), rng)
        for q in (1, 2, 3):
            for c in det.hands[q]:
                holders.setdefault(c, set()).add(q)
    unseen = [c for c in deck36() if c not in s.hands[0] and c is not s.trump_card]
    assert all(holders.get(c) == {1, 2, 3} for c in unseen)


def test_heuristic_value_range_symmetry_and_direction():
    s = State.new(seed=12)
    rng = random.Random(0)
    for _ in range(200):
        if s.is_terminal():
            break
        v = heuristic_value(s, 0)
        assert -1.0 <= v <= 1.0 and abs(v + heuristic_value(s, 1)) < 1e-9  # teams: opposite
        s.apply(rng.choice(s.legal_actions()))
    # Points already taken count...
    ahead = State.from_deal([["6H"], ["7C"], ["8C"], ["9C"]], [], "6S", 3, (0, 10),
                            piles=([c.code for c in deck36()
                                    if c.code not in {"6H", "7C", "8C", "9C", "AD", "TD", "6D", "7D"}],
                                   ["AD", "TD", "6D", "7D"]))
    assert heuristic_value(ahead, 0) > 0.5 > -0.5 > heuristic_value(ahead, 1)
    # ... and so do the trumps in hand when nothing is taken yet.
    trumps = full_deal(["6S 7S 8S 9S", "6H 7H 8H 9H", "JS QS KS TS", "6D 7D 8D 9D"], "AS", 8)
    assert heuristic_value(trumps, 2) > 0.3 and heuristic_value(trumps, 1) < -0.3


def test_determinization_puts_the_drawn_trump_in_the_hand_or_a_later_discard():
    s = full_deal(["6H 7H 8H 9H", "6C 7C 8C 9C", "6D 7D 8D 9D", "JH QH KH TH"], "AS", 1)
    for a in ("lead 6H", "discard 6C", "discard 6D", "beat JH"):  # player 3 wins; 0 draws AS
        s.apply(a)
    assert s.observation(1).trump_holder == 0
    rng = random.Random(8)
    assert all(card("AS") in check_determinization(s, 1, rng).hands[0] for _ in range(50))
    s.apply("lead KH")
    s.apply("discard AS")  # face down: player 1 cannot tell whether it was the trump card
    places = set()
    for _ in range(200):
        det = check_determinization(s, 1, rng)
        places.add("hand" if card("AS") in det.hands[0] else det.trick[1][3])
    assert places == {"hand", (card("AS"),)}


@pytest.mark.parametrize("by_rules", [False, True])
def test_worlds_fitting_the_games_play_agree_with_greedy_players(by_rules):
    """Inference (issue 15): a greedy player beats an opponent's winning cards when he
    can, with his cheapest beat, and leads a whole suit, his longest (the cheaper of two
    as long). The real deal of greedy self-play never contradicts what the game's tricks
    show (or, ``by_rules``, any play but the very one the rules choose), for the real
    draw history (one of the histories ``violations`` samples); fitted samples seldom
    do, and they still agree with the observation and hold every card exactly once."""
    from app.games.kozel.ai import CURRENT, WorldChain, sample_fitting, trick_inferences, violations

    rng = random.Random(5)
    informative = fitted = random_fits = chained = 0
    kinds = set()
    for game in range(12):
        s = State.new(seed=game)
        steps = 0
        while not s.is_terminal() and not s.awaiting_deal and steps < 40:
            obs = s.observation(s.current_player())
            inferences = trick_inferences(obs, history=True, by_rules=by_rules)
            if inferences:
                informative += 1
                kinds.update((kind, trick == CURRENT) for kind, _player, trick, *_rest in inferences)
                assert violations(s, inferences, rng, histories=256) == 0  # the truth fits
                world = sample_fitting(obs, rng, inferences, tries=20, slip=0.0)
                assert world.observation(obs.player) == obs
                check_invariants(world)
                fitted += violations(world, inferences, rng) == 0
                random_fits += violations(sample_determinization(obs, rng), inferences, rng) == 0
                chain = WorldChain(obs, rng, inferences, slip=0.0)
                world = chain.next_world(rng, 60)
                assert world.observation(obs.player) == obs
                check_invariants(world)
                chained += violations(world, inferences, rng) == 0
            s.apply(greedy_action(obs))
            steps += 1
    assert informative > 50 and len(kinds) == (2 if by_rules else 6)  # in this trick and the earlier ones
    assert fitted > 1.5 * random_fits and (by_rules or fitted >= 0.5 * informative)
    # A chain finds the few deals that fit every play better than 20 independent tries.
    assert chained > fitted if by_rules else chained >= 0.9 * fitted


def test_each_inference_refuses_the_world_that_breaks_it():
    """One trick, each kind of inference, a world that fits and one that does not (a
    sampler that ignored the inference would deal the second as often as the first)."""
    from app.games.kozel.ai import BEAT_CHEAPEST, COULD_NOT_BEAT, LED_LONGEST, trick_inferences, violations

    def world(hands: list[str], plays: list[str]) -> State:
        stock = [c.code for c in deck36() if c.code not in " ".join(hands).split()]
        s = State.from_deal([h.split() for h in hands], stock, "6C", dealer=3)  # clubs trump, 0 leads
        for play in plays:
            s.apply(play)
        return s

    # 0 leads 7H (his longest suit alone), 1 beats it with 9H though he holds 8H, 2
    # discards against 1's 9H though he holds KH: 3's view.
    breaking = world(["7H 7D 8D 9D", "8H 9H 6S 7S", "KH 8S 9S TS", "JH QH JS QS"],
                     ["lead 7H", "beat 9H", "discard 8S"])
    inferences = trick_inferences(breaking.observation(3), by_rules=False)
    assert [kind for kind, *_rest in inferences] == [LED_LONGEST, BEAT_CHEAPEST, COULD_NOT_BEAT]
    assert violations(breaking, inferences) == 3  # 7H is not 0's longest suit either
    fitting = world(["7H 7D 8D 9D", "6D 9H 6S 7S", "8H 8S 9S TS", "JH QH JS QS"],
                    ["lead 7D 8D 9D", "discard 6D 6S 7S", "discard 8H 8S 9S"])
    assert violations(fitting, trick_inferences(fitting.observation(3), by_rules=False)) == 0
    assert violations(fitting, trick_inferences(fitting.observation(3), by_rules=True)) == 0
    assert violations(breaking, trick_inferences(breaking.observation(3), by_rules=True)) == 3


def _deal_and_play(hands: list[str], top: list[str], plays: list[str]) -> State:
    """Clubs trump (6C deep in the stock), 0 leads; the stock's top cards are ``top``."""
    used = set(" ".join(hands + top).split())
    stock = top + [c.code for c in deck36() if c.code not in used]
    stock.remove("6C")
    stock.insert(12, "6C")
    s = State.from_deal([h.split() for h in hands], stock, "6C", dealer=3)
    for action in plays:
        s.apply(action)
    return s


def test_an_earlier_trick_tells_what_a_player_could_not_beat():
    """Player 1 discarded against 0's single 7H in the first trick, then drew one card:
    whatever card that was, a world where he holds two cards that beat 7H contradicts
    the discard in every draw history (a sampler or a reading that forgot finished
    tricks would deal it as often as any); a world where he holds none never does."""
    from app.games.kozel.ai import COULD_NOT_BEAT, WorldChain, trick_inferences, violations
    from app.games.kozel.moves import beats

    plays = ["lead 7H", "discard 6S", "discard 8S", "discard JS"]
    top = ["AD", "6H", "QD", "KD"]  # the cards drawn after the first trick, 0 first: 1 draws 6H
    breaking = _deal_and_play(["7H 7D 8D 9D", "8H 9H 6S 7S", "KH 8S 9S TS", "JH QH JS QS"], top, plays)
    fitting = _deal_and_play(["7H JD 7D 8D", "6D 6S 7S AS", "KH 8S 9S TS", "JH QH JS QS"], top, plays)
    for world in (breaking, fitting):
        assert len(world.deal_tricks) == 1 and world.current_player() == 0 and not world.trick
    def could_not_beat(world):  # what 3 reads of 1's discard in the first trick
        return tuple(i for i in trick_inferences(world.observation(3), history=True, by_rules=False)
                     if i[:3] == (COULD_NOT_BEAT, 1, 0))

    found = could_not_beat(breaking)
    assert len(found) == 1
    assert all(violations(breaking, found, random.Random(i)) == 1 for i in range(32))
    found = could_not_beat(fitting)
    assert all(violations(fitting, found, random.Random(i)) == 0 for i in range(32))
    # Without the earlier tricks, nothing is read before the current trick.
    assert trick_inferences(breaking.observation(3), history=False) == ()
    # The chain's worlds (no slip) never deal him two such cards once it has found a
    # world that fits; independent samples do; each world agrees with the observation.
    obs = breaking.observation(3)

    def beaters(world):  # held by 1 when he discarded (face down: a card of the world) or since
        return sum(beats(c, card("7H"), card("6C").suit) for c in world.hands[1] + world.deal_tricks[0][1][3])

    rng = random.Random(2)
    chain = WorldChain(obs, rng, could_not_beat(breaking), slip=0.0)
    for _ in range(500):
        if not chain.violations:
            break
        chain.step(rng)
    assert chain.violations == 0
    worlds = [chain.next_world(rng, 3) for _ in range(30)]
    assert max(beaters(world) for world in worlds) <= 1
    assert max(beaters(sample_determinization(obs, rng)) for _ in range(30)) >= 2
    for world in worlds:
        assert world.observation(3) == obs
        check_invariants(world)


def test_the_game_play_is_public_and_hides_face_down_discards():
    """``Observation.deal_tricks``: every finished trick of the game, in order, the
    face-down discards of others hidden. Saves stay as they were (a resumed game is
    replayed from its record): a state read from a save knows its last trick only."""
    s = State.new(seed=3)
    rng = random.Random(3)
    while len(s.deal_tricks) < 3:
        s.apply(rng.choice(s.legal_actions()))
    for player in range(4):
        obs = s.observation(player)
        assert len(obs.deal_tricks) == 3 and obs.deal_tricks[-1] == obs.last_trick
        for trick, real in zip(obs.deal_tricks, s.deal_tricks):
            for play, (p, kind, seq, cards) in zip(trick, real):
                assert (play.player, play.kind, play.seq, play.count) == (p, kind, seq, len(cards))
                assert play.cards == (None if kind == "discard" and p != player else cards)
    assert "deal_tricks" not in s.to_dict()
    assert State.from_dict(s.to_dict()) == s and State.from_dict(s.to_dict()).deal_tricks == (s.last_trick,)


@pytest.mark.parametrize("options", OPTION_SETS)
def test_fast_playout_plays_the_same_game_as_the_state(options):
    """``play_out_game`` (the search's playouts without a ``State``) plays the very game
    that ``State.step(rollout_action(...))`` plays from the same random numbers: same
    card points and tricks per team, pulls and the stock's draws included; the position
    it starts from is not changed."""
    from app.games.kozel.ai import play_out_game

    rng = random.Random(11)
    compared = pulls = 0
    for seed in range(40):
        s = State.new(seed=seed, **options)
        while not s.awaiting_deal and not s.is_terminal():
            if rng.random() < 0.4:
                before = s.to_dict()
                playout_seed = rng.getrandbits(32)
                reference = s.clone()
                playout = random.Random(playout_seed)
                while not reference.awaiting_deal and not reference.is_terminal():
                    action = rollout_action(reference, playout)
                    pulls += action.kind == "pull"
                    reference.step(action)
                points, tricks = play_out_game(s, random.Random(playout_seed))
                record = reference.game_history[-1]
                assert (tuple(points), tuple(tricks)) == (record.card_points, record.tricks_won)
                assert s.to_dict() == before
                compared += 1
            obs = s.observation(s.current_player())
            s.apply(random_action(obs, rng) if rng.random() < 0.5 else greedy_action(obs))
    assert compared > 200 and pulls > 0


def test_the_chain_of_worlds_search_is_legal_and_deterministic():
    """The option of reading the whole game (``inference_steps``, no level uses it by
    default): a legal move, the same one for the same seed, in positions of random
    games well into the deal."""
    from app.ai.budget import Budget
    from app.ai.kozel_search import decide
    from app.ai.levels import PIMC, LevelSpec

    spec = LevelSpec(PIMC, time_cap=100.0, time_budget=1.0, iterations=80, greedy_veto=0.02, halving=True,
                     inference_steps=2)
    rng = random.Random(8)
    decided = 0
    for seed, s, obs in random_deal_positions(range(6), rng):
        if len(obs.legal_actions()) > 1 and s.deal_tricks and rng.random() < 0.3:
            first = decide(obs, spec, random.Random(seed), Budget(None))
            assert first in obs.legal_actions()
            assert decide(obs, spec, random.Random(seed), Budget(None)) == first
            decided += 1
    assert decided >= 10


def random_deal_positions(seeds, rng: random.Random):
    """(seed, state, the observation of the player to act) at every decision of one deal
    per seed, played on by random legal actions."""
    for seed in seeds:
        s = State.new(seed=seed)
        while not s.awaiting_deal and not s.is_terminal():
            yield seed, s, s.observation(s.current_player())
            s.apply(rng.choice(s.legal_actions()))


def test_the_search_leaves_out_only_leads_of_part_of_a_suit():
    """``search_candidates``: at a lead, single cards and whole suits (greedy's lead among
    them); never two of three spades; every answer to a lead stays."""
    s = full_deal(["6S 9S QS 7H", "6H 8H 9H JH", "6C 7C 8C 9C", "6D 7D 8D 9D"], "AD", 6, dealer=3)
    obs = s.observation(0)
    assert obs.lead_count == 0
    kept = {str(a) for a in search_candidates(obs)}
    assert kept == {"lead 6S", "lead 9S", "lead QS", "lead 7H", "lead 6S 9S QS"}
    assert all(a in obs.legal_actions() for a in search_candidates(obs))
    leads = 0
    for _seed, _s, obs in random_deal_positions(range(12), random.Random(2)):
        kept = search_candidates(obs)
        legal = obs.legal_actions()
        assert kept and all(a in legal for a in kept)
        if obs.lead_count:
            assert kept == legal
        else:
            leads += 1
            assert greedy_action(obs) in kept
            assert all(len(a.cards) in (1, sum(c.suit is a.cards[0].suit for c in obs.hand)) for a in kept)
    assert leads > 50
