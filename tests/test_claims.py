"""Claims (issue 20, item 2): exact verdicts on hand-built positions, the player's own
proof never claiming what the judge refuses, and random deals where a claim never changes
a deal's result compared with playing it out by the same policy."""

from __future__ import annotations

import random

import pytest

from app.core.card_events import TrickWon
from app.core.claim import ClaimReason
from app.games import claims
from app.games.back_alley import State as BackAlley
from app.games.back_alley import ai as back_alley_ai
from app.games.back_alley.claim import deal_over
from app.games.back_alley.rules import TEAM
from app.games.kozel import State as Kozel
from app.games.kozel import ai as kozel_ai
from app.games.kozel.claim import game_over
from app.games.kozel.events import GameScored
from app.games.svoi_kozyri import State as SvoiKozyri
from tests.claim_positions import kozel_endgame, piles_without


def back_alley_play(hands, stock, bids, dealer=3, plays=()):
    """A Back Alley deal after its auction (``bids`` from the dealer's left) and ``plays``."""
    state = BackAlley.from_deal(hands, stock, dealer=dealer, deal_number=14 - len(hands[0]))
    for action in (*bids, *plays):
        state.apply(action)
    return state


# ----------------------------------------------------------------- Back Alley, exact

def test_back_alley_last_trick_with_the_top_trump_is_certain():
    # Spades are trumps (2S turned up); North (0) bid board and leads AS to the last trick.
    state = back_alley_play([["AS"], ["KH"], ["QD"], ["2C"]], ["2S"], ["board", "pass", "pass", "pass"])
    assert state.phase == "play" and state.to_move == 0
    assert claims.judge_claim(state, 0).accepted
    assert claims.judge_claim(state, 2).accepted  # the partner may claim for the team
    refused = claims.judge_claim(state, 1)
    assert not refused.accepted and refused.reason == ClaimReason.OTHER_TEAM_CAN_WIN_THIS_TRICK


def test_back_alley_a_weak_card_the_claimer_could_lead_makes_the_claim_uncertain():
    # North holds the top trump and 5H; East holds 6H. A claim holds for every order of
    # play, and North leading 5H first loses that trick to 6H.
    state = back_alley_play([["AS", "5H"], ["6H", "7C"], ["8C", "9C"], ["TC", "JC"]], ["2S"],
                            ["board", "pass", "pass", "pass"])
    verdict = claims.judge_claim(state, 0)
    assert not verdict.accepted and verdict.reason == ClaimReason.OTHER_TEAM_CAN_WIN_THIS_TRICK


def test_back_alley_claim_refused_while_the_other_team_can_take_the_trick_in_progress():
    # North leads KH; East, to play, holds the ace: the trick in progress can be lost.
    state = back_alley_play([["KH", "AS"], ["AH", "3C"], ["4C", "5C"], ["6C", "7C"]], ["2S"],
                            ["board", "pass", "pass", "pass"], plays=["play KH"])
    verdict = claims.judge_claim(state, 2)  # the partner claims, out of turn
    assert not verdict.accepted and verdict.reason == ClaimReason.OTHER_TEAM_CAN_WIN_THIS_TRICK


def test_back_alley_claim_certain_only_through_the_rules_of_play():
    # North bid 1 (not board), so with trumps unbroken he must lead AD; East has to follow
    # diamonds with 7D, so his trump 4S never ruffs; then North's Big Blooper wins. A
    # static "none of their cards beats ours" test fails (East holds a trump): only the
    # search through the rules of play proves it.
    state = back_alley_play([["BB", "AD"], ["4S", "7D"], ["8D", "9D"], ["TD", "JD"]], ["2S"],
                            ["bid 1", "pass", "pass", "pass"])
    assert state.to_move == 0 and not state.trumps_broken
    assert claims.judge_claim(state, 0).accepted
    # With a third card each, East is void in diamonds for the second diamond: he ruffs.
    state = back_alley_play([["BB", "AD", "KD"], ["4S", "5S", "7D"], ["8D", "9D", "3C"], ["TD", "JD", "4C"]],
                            ["2S"], ["bid 1", "pass", "pass", "pass"])
    verdict = claims.judge_claim(state, 0)
    assert not verdict.accepted and verdict.reason == ClaimReason.OTHER_TEAM_CAN_WIN_LATER


def test_back_alley_no_claim_during_the_auction():
    state = BackAlley.from_deal([["AS"], ["KH"], ["QD"], ["2C"]], ["2S"], dealer=3, deal_number=13)
    verdict = claims.judge_claim(state, 0)
    assert not verdict.accepted and verdict.reason == ClaimReason.NOT_PLAYING


def test_back_alley_a_thirteen_card_claim_is_decided_at_once():
    # North-South hold every trump but 2S and the hearts from A down to 3; East-West hold
    # the 2 of hearts and the minor suits: every trick is North-South's.
    trumps = ["BB", "LB"] + [r + "S" for r in "AKQJT9876543"]
    hearts = [r + "H" for r in "AKQJT987654" "3"]
    ours = trumps + hearts
    theirs = ["2H"] + [r + "C" for r in "AKQJT98765432"] + [r + "D" for r in "AKQJT9876543"]
    state = back_alley_play([ours[0::2], theirs[0::2], ours[1::2], theirs[1::2]], ["2S", "2D"],
                            ["board", "pass", "pass", "pass"], dealer=3)
    verdict = claims.judge_claim(state, 0)
    assert verdict.accepted and verdict.reason == ClaimReason.CERTAIN
    assert not claims.judge_claim(state, 1).accepted


# ----------------------------------------------------------------- Kozel, exact

def test_kozel_claim_needs_an_empty_stock():
    state = Kozel.new(seed=3)
    verdict = claims.judge_claim(state, state.turn)
    assert not verdict.accepted and verdict.reason == ClaimReason.STOCK_LEFT


def test_kozel_top_trumps_on_lead_are_certain_with_their_points():
    # Hearts are trumps. North leads; he holds AH and TH, South KH and QH: nothing of East
    # or West beats any of them, and nobody holds four of a suit.
    hands = [["AH", "TH"], ["6C", "7C"], ["KH", "QH"], ["6D", "7D"]]
    state = kozel_endgame(hands, "9H", piles_without([c for h in hands for c in h]), leader=0)
    assert claims.judge_claim(state, 0).accepted
    assert claims.judge_claim(state, 2).accepted
    assert claims.judge_claim(state, 1).reason in (ClaimReason.OTHER_TEAM_CAN_WIN_THIS_TRICK,
                                                   ClaimReason.OTHER_TEAM_CAN_WIN_LATER)
    # Played out by any policy, North-South take every remaining card point.
    before = state.card_points
    played = state.clone()
    claims.play_out_claim(played)
    record = played.game_history[-1]
    left = sum(kozel_points(c) for h in hands for c in h)
    assert record.card_points[0] == before[0] + left and record.card_points[1] == before[1]


def kozel_points(code):
    return {"J": 2, "Q": 3, "K": 4, "T": 10, "A": 11}.get(code[0], 0)


def test_kozel_claim_refused_when_the_other_team_can_beat():
    hands = [["KH", "TH"], ["AH", "7C"], ["QH", "JH"], ["6D", "7D"]]
    state = kozel_endgame(hands, "9H", piles_without([c for h in hands for c in h]), leader=0)
    verdict = claims.judge_claim(state, 0)
    assert not verdict.accepted and verdict.reason == ClaimReason.OTHER_TEAM_CAN_WIN_THIS_TRICK


def test_kozel_claim_refused_when_the_other_team_can_pull():
    # North-South hold the four top trumps, but East holds four clubs: he may pull, lead
    # his four clubs, and take the trick when the others discard.
    hands = [["AH", "TH", "KH", "QH"], ["6C", "7C", "8C", "9C"], ["JH", "9H", "8H", "7H"], ["6D", "7D", "8D", "9D"]]
    state = kozel_endgame(hands, "6H", piles_without([c for h in hands for c in h]), leader=0)
    verdict = claims.judge_claim(state, 0)
    assert not verdict.accepted


def test_kozel_claim_holds_for_every_order_the_claimer_could_choose():
    # North's AS (trump) wins any trick, but he may also lead 6D first, and East beats it.
    hands = [["AS", "6D"], ["7D", "7C"], ["KS", "6C"], ["8C", "9C"]]
    state = kozel_endgame(hands, "6S", piles_without([c for h in hands for c in h]), leader=0)
    assert not claims.judge_claim(state, 0).accepted


def test_svoi_kozyri_has_no_claims():
    state = SvoiKozyri.new(seed=1)
    assert not claims.supports_claims("svoi_kozyri")
    verdict = claims.judge_claim(state, 0)
    assert not verdict.accepted and verdict.reason == ClaimReason.NO_CLAIMS_IN_GAME
    assert not claims.claim_provable(state.observation(0))


# ----------------------------------------------------------------- a player's own proof

def test_own_proof_needs_what_the_player_knows():
    # The last trick: North leads the Big Blooper. He knows nothing beats it.
    state = back_alley_play([["BB"], ["KH"], ["QD"], ["2C"]], ["2S"], ["board", "pass", "pass", "pass"])
    assert claims.claim_provable(state.observation(0))
    # South (partner) cannot see North's card: he cannot know it, though it is true.
    assert claims.judge_claim(state, 2).accepted
    assert not claims.claim_provable(state.observation(2))
    # East knows his team loses the trick, but that is no claim of his.
    assert not claims.claim_provable(state.observation(1))


def test_kozel_own_proof_on_lead_with_the_top_trumps():
    hands = [["AH", "KH"], ["6C", "7C"], ["TH", "QH"], ["6D", "7D"]]
    state = kozel_endgame(hands, "9H", piles_without([c for h in hands for c in h]), leader=0)
    # True (South holds TH, the only card that beats KH), but North cannot see where TH
    # is: it could be East's, so he cannot know it.
    assert claims.judge_claim(state, 0).accepted
    assert not claims.claim_provable(state.observation(0))
    hands = [["AH", "TH"], ["6C", "7C"], ["8C", "9C"], ["6D", "7D"]]
    piles = piles_without([c for h in hands for c in h])
    state = kozel_endgame(hands, "9H", piles, leader=0)
    # Every other trump went to a pile face up: North knows nothing can beat his two.
    assert claims.claim_provable(state.observation(0))


# ----------------------------------------------------------------- random deals

def _kozel_trick_teams(events):
    return [e.player % 2 for e in events if isinstance(e, TrickWon)]


def _back_alley_result(state):
    return state.deal_history[-1]["tricks"], state.deal_history[-1]["points"]


def _check_claims_here(state, seed, over_of, policy, result, tally):
    """Both teams' claims at this position: the judge against a player's own proof, and an
    accepted claim's result against the same policy playing the deal out."""
    for claimer in (state.current_player(), (state.current_player() + 1) % 4):
        verdict = claims.judge_claim(state, claimer)
        if claims.claim_provable(state.observation(claimer)):
            tally["proved"] += 1
            assert verdict.accepted, (seed, state)
        if verdict.accepted:
            tally["accepted"] += 1
            by_claim = state.clone()
            claims.play_out_claim(by_claim)
            by_policy = state.clone()
            over = over_of(by_policy)
            policy_rng = random.Random(seed * 1000 + tally["accepted"])
            while not over(by_policy):
                by_policy.apply(policy(by_policy, policy_rng))
            assert result(by_claim) == result(by_policy), (seed, state)


@pytest.mark.slow
def test_back_alley_claims_never_change_a_deals_result():
    """At every card of 8 random games' first deals (13 to 9 cards), each team's claim:
    when the judge accepts it, the deal ends with the same tricks and points as when the
    same policy plays it out; a player's own proof is never refused by the judge."""
    tally = {"accepted": 0, "proved": 0}
    for seed in range(8):
        rng = random.Random(seed)
        state = BackAlley.new(seed=seed)
        while state.deal_number <= 5:
            if state.phase == "play":
                _check_claims_here(state, seed, deal_over, _back_alley_policy, _back_alley_result, tally)
            state.apply(_back_alley_policy(state, rng))
    assert tally["accepted"] > 50 and tally["proved"] > 10  # the test saw many claims, not none


def _back_alley_policy(state, rng):
    if rng.random() < 0.2:
        return rng.choice(state.legal_actions())
    return back_alley_ai.greedy_action(state.observation(state.to_move))


@pytest.mark.slow
def test_kozel_claims_never_change_a_games_result():
    tally = {"accepted": 0, "proved": 0}
    for seed in range(16):
        rng = random.Random(seed)
        state = Kozel.new(seed=seed)
        while state.game_number < 2 and not state.is_terminal():
            if not state.stock and not state.awaiting_deal:  # (a finished game has no claims)
                _check_claims_here(state, seed, game_over, _kozel_policy, _kozel_result, tally)
            state.apply(_kozel_policy(state, rng))
    assert tally["accepted"] > 20 and tally["proved"] > 3


def _kozel_result(state):
    """The game's result: card points and loss points (the NUMBER of tricks is no part of
    it: with multi-card leads it depends on how the cards are led)."""
    record = state.game_history[-1]
    return record.card_points, record.loss_points_given, record.eggs, record.doubled


def _kozel_policy(state, rng):
    if rng.random() < 0.2:
        return rng.choice(state.legal_actions())
    return kozel_ai.greedy_action(state.observation(state.turn))


def _every_line_gives_team_all_tricks(state, team, trick_done):
    """The definition, by brute force over every legal action (no shortcut)."""
    for action in state.legal_actions():
        after = state.clone()
        winners, over = trick_done(after, after.apply(action))
        if any(w != team for w in winners):
            return False
        if not over and not _every_line_gives_team_all_tricks(after, team, trick_done):
            return False
    return True


def _kozel_done(state, events):
    return _kozel_trick_teams(events), any(isinstance(e, GameScored) for e in events)


def test_kozel_judge_agrees_with_brute_force_on_small_endgames():
    checked = 0
    for seed in range(40):
        rng = random.Random(seed)
        state = Kozel.new(seed=seed)
        while state.stock or sum(map(len, state.hands)) > 8:
            state.apply(_kozel_policy(state, rng))
        for _ in range(6):
            if state.game_number or state.is_terminal():
                break
            for claimer in range(2):
                assert claims.judge_claim(state, claimer).accepted == \
                    _every_line_gives_team_all_tricks(state, claimer, _kozel_done), (seed, state)
                checked += 1
            state.apply(_kozel_policy(state, rng))
    assert checked > 100


def test_back_alley_judge_agrees_with_brute_force_on_small_deals():
    checked = 0
    deck = [r + t for t in "CDHS" for r in "23456789TJQKA"] + ["BB", "LB"]
    for seed in range(30):
        rng = random.Random(seed)
        rng.shuffle(deck)
        size = rng.choice((2, 3))
        hands = [deck[p * size:(p + 1) * size] for p in range(4)]
        state = BackAlley.from_deal(hands, deck[4 * size:], dealer=rng.randrange(4), deal_number=14 - size)
        while state.phase == "bid":
            state.apply(_back_alley_policy(state, rng))
        deal = state.deal_number
        while state.deal_number == deal and state.phase == "play":
            done = _back_alley_done(state)
            for claimer in range(2):
                assert claims.judge_claim(state, claimer).accepted == \
                    _every_line_gives_team_all_tricks(state, claimer, done), (seed, state)
                checked += 1
            state.apply(_back_alley_policy(state, rng))
    assert checked > 150


def _back_alley_done(start):
    over = deal_over(start)

    def done(state, events):
        return [TEAM[e.player] for e in events if isinstance(e, TrickWon)], over(state)

    return done
