"""Back Alley: every rule of shared/rules/back_alley.md with an explicit deal.

Deals are set up with ``State.from_deal``; with dealer 3 the auction order is 0, 1, 2, 3.
"""

from __future__ import annotations

import json
import random

import pytest

from app.core.card_events import Dealt, Drew, GameOver, TrickWon, TrumpShown, TurnTo
from app.core.cards import BIG_BLOOPER, LITTLE_BLOOPER, Suit, card, deck54, parse_cards
from app.core.protocol import AUTOMATIC, IllegalAction
from app.games.back_alley import DEAL, DEALS, HAND_SIZES, PASS, State, parse_action
from app.games.back_alley.events import AuctionWon, Bid, DealScored, JokerDiscarded, Redeal
from app.games.back_alley.rules import BETWEEN, deal_points


def deal(hands: list[str], stock: str, dealer: int = 3, **kw) -> State:
    """An explicit deal; the deal number is the first one with this hand size."""
    split = [h.split() for h in hands]
    number = kw.pop("deal_number", HAND_SIZES.index(len(split[0])) + 1)
    return State.from_deal(split, stock.split(), dealer=dealer, deal_number=number, **kw)


def run(s: State, *actions: str) -> list:
    events = []
    for a in actions:
        events += s.apply(a)
    return events


def legal(s: State) -> list[str]:
    return [str(a) for a in s.legal_actions()]


# A 3-card deal (deal 11) with hearts trump, used by several tests.
HEARTS_DEAL = ["AH 3C 4C", "KH QH 5D", "5C 7D 8D", "6C 9D TD"]


# ----------------------------------------------------------------- cards and deals

def test_twenty_five_deals_from_thirteen_down_to_one_and_back():
    assert DEALS == 25
    assert HAND_SIZES == (13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13)


def test_a_new_game_deals_thirteen_each_from_the_54_cards():
    s = State.new(seed=5)
    assert [len(h) for h in s.hands] == [13, 13, 13, 13] and len(s.stock) == 2
    assert sorted(s.cards_in_play_count()) == sorted(c.code for c in deck54())
    assert set(s.cards_in_play_count().values()) == {1}
    assert s.deal_number == 1 and s.phase == "bid"


def test_cards_are_dealt_one_at_a_time_from_the_dealers_left():
    s = State.new(seed=11, first_dealer=2)
    events = s.opening_events()
    dealt = [e.player for e in events if isinstance(e, Dealt)]
    assert dealt == [(3 + i) % 4 for i in range(52)]
    assert s.current_player() == 3  # the auction starts at the dealer's left too
    # Deal 1 ends scored and stays in the state; the automatic step deals deal 2 (dealer 3)
    # from player 0.
    rng = random.Random(1)
    while s.phase != BETWEEN:
        events = s.apply(rng.choice(s.legal_actions()))
    assert any(isinstance(e, DealScored) for e in events) and not any(isinstance(e, Dealt) for e in events)
    assert s.current_player() == AUTOMATIC and s.legal_actions() == [DEAL] and s.deal_number == 1
    assert len(s.played_tricks) == 13 and s.deal_history[-1]["deal"] == 1
    assert all(s.observation(p).legal_actions() == [DEAL] for p in range(4))
    with pytest.raises(IllegalAction, match="dealt first"):
        s.apply("pass")
    events = s.apply("deal")
    dealt = [e.player for e in events if isinstance(e, Dealt)]
    assert s.deal_number == 2 and s.dealer == 3 and dealt == [i % 4 for i in range(48)]
    assert s.phase == "bid" and s.current_player() == 0


def test_the_dealer_rotates_clockwise_over_25_counted_deals():
    s = State.new(seed=3, first_dealer=1)
    rng = random.Random(3)
    while not s.is_terminal():
        s.step(rng.choice(s.legal_actions()))
    history = s.deal_history
    assert [r["deal"] for r in history] == list(range(1, 26))
    assert [r["hand_size"] for r in history] == list(HAND_SIZES)
    dealer = 1
    for r in history:
        dealer = (dealer + r["redeals"]) % 4  # each all-pass redeal passes the deal on too
        assert r["dealer"] == dealer
        dealer = (dealer + 1) % 4


def test_the_turned_up_card_names_trump():
    s = deal(HEARTS_DEAL, "2H")
    assert s.trump is Suit.HEARTS and s.trump_card is card("2H")
    obs = s.observation(1)
    assert obs.trump is Suit.HEARTS and obs.trump_card is card("2H")


def test_a_joker_turned_up_while_the_other_is_held_is_discarded_and_replaced():
    s = deal(["LB 2C 3C", "AS KS QS", "AH KH QH", "AD KD QD"], "BB 9C 8C")
    assert s.trump is None
    assert s.swapper == 0 and s.discarded_joker is LITTLE_BLOOPER
    assert list(s.hands[0]) == parse_cards("2C 3C 9C")  # took the card under the turned-up joker
    assert set(s.cards_in_play_count().values()) == {1} and len(s.cards_in_play_count()) == 54
    events = s.opening_events()
    assert Dealt(LITTLE_BLOOPER, 0) in events and Dealt(card("9C"), 0) not in events
    assert TrumpShown(BIG_BLOOPER, None, 0) in events
    assert events.index(JokerDiscarded(0, LITTLE_BLOOPER)) + 1 == events.index(Drew(0, card("9C")))
    # The discarded joker is public; the replacement is known to the swapper only.
    other = s.observation(1)
    assert other.swapper == 0 and other.discarded_joker is LITTLE_BLOOPER and other.drawn_card is None
    assert card("9C") in other.unseen_cards() and LITTLE_BLOOPER not in other.unseen_cards()
    own = s.observation(0)
    assert own.drawn_card is card("9C") and own.hand == tuple(parse_cards("2C 3C 9C"))


def test_a_joker_turned_up_with_the_other_in_the_stock_swaps_nothing():
    s = deal(["2C 3C 4C", "AS KS QS", "AH KH QH", "AD KD QD"], "LB 9C BB")
    assert s.trump is None and s.swapper is None and s.discarded_joker is None
    assert list(s.hands[0]) == parse_cards("2C 3C 4C")


def test_the_joker_swap_events_come_from_a_seeded_deal_too():
    # Find a deal of a seeded game where a joker is turned up and the other one is held.
    rng = random.Random(0)
    for seed in range(400):
        s = State.new(seed=seed)
        while not s.is_terminal():
            events = s.apply(rng.choice(s.legal_actions()))
            if s.phase == "bid" and s.swapper is not None and not any(s.bids):
                discards = [e for e in events if isinstance(e, JokerDiscarded)]
                draws = [e for e in events if isinstance(e, Drew)]
                assert discards == [JokerDiscarded(s.swapper, s.discarded_joker)]
                assert draws == [Drew(s.swapper, s.stock[1])]
                assert s.discarded_joker not in s.hands[s.swapper] and s.stock[1] in s.hands[s.swapper]
                return
    pytest.fail("no joker swap in 400 seeded games")


def test_in_a_no_trump_deal_any_card_may_lead_and_the_led_suit_wins():
    s = deal(["AC 2S 3D", "KS AS 5C", "QC 7D 8D", "JC 9D TD"], "BB 4H")
    assert s.trump is None
    run(s, "bid 1", "pass", "pass", "pass")
    assert s.current_player() == 0 and legal(s) == ["play AC", "play 3D", "play 2S"]
    run(s, "play 3D", "play AS", "play 7D", "play 9D")
    assert list(s.tricks_won) == [0, 0, 0, 1]  # the void player's ace of spades is no trump


# ----------------------------------------------------------------- the auction

def test_bids_are_pass_one_to_hand_size_minus_one_or_board():
    s = deal(HEARTS_DEAL, "2H")
    assert legal(s) == ["pass", "bid 1", "bid 2", "board"]
    one = State.from_deal([["AC"], ["KC"], ["QC"], ["JC"]], ["2H"], dealer=3, deal_number=13)
    assert one.hand_size == 1 and legal(one) == ["pass", "board"]
    with pytest.raises(IllegalAction, match="only bids are pass and board"):
        one.apply("bid 1")
    assert len(State.new(seed=1).legal_actions()) == 14  # pass, 1..12, board
    with pytest.raises(IllegalAction, match=r"1\.\.2"):
        s.apply("bid 3")


def test_each_player_bids_once_and_bids_need_not_rise():
    s = deal(HEARTS_DEAL, "2H")
    events = run(s, "bid 2", "bid 1", "pass", "bid 1")
    assert [e for e in events if isinstance(e, Bid)] == [
        Bid(0, parse_action("bid 2")), Bid(1, parse_action("bid 1")), Bid(2, PASS), Bid(3, parse_action("bid 1")),
    ]
    assert s.phase == "play"  # four bids close the auction
    with pytest.raises(IllegalAction, match="auction is over"):
        s.apply("pass")


def test_a_contract_is_the_sum_of_the_partners_numbers_and_board_overrides():
    s = deal(HEARTS_DEAL, "2H")
    run(s, "bid 1", "bid 2", "bid 1", "pass")
    assert list(s.contracts) == [2, 2] and list(s.multipliers) == [0, 0]
    s = deal(HEARTS_DEAL, "2H")
    events = run(s, "board", "bid 1", "bid 2", "pass")
    assert list(s.contracts) == [0, 1] and list(s.multipliers) == [1, 0]
    assert AuctionWon(0, (0, 1), (1, 0)) in events


@pytest.mark.parametrize(
    "bids, multipliers, event_multipliers",
    [
        (("board", "pass", "pass", "pass"), [1, 0], [1, 0, 0, 0]),
        (("board", "board", "pass", "pass"), [1, 2], [1, 2, 0, 0]),  # double board
        (("pass", "board", "board", "board"), [2, 3], [0, 1, 2, 3]),  # triple board
        (("board", "board", "board", "board"), [3, 4], [1, 2, 3, 4]),  # quadruple board
    ],
)
def test_board_multipliers_follow_the_order_of_board_bids(bids, multipliers, event_multipliers):
    s = deal(HEARTS_DEAL, "2H")
    events = run(s, *bids)
    assert list(s.multipliers) == multipliers and list(s.contracts) == [0, 0]
    assert [e.board_multiplier for e in events if isinstance(e, Bid)] == event_multipliers


def test_partners_who_both_bid_board_play_the_higher_multiplier_by_default():
    s = deal(HEARTS_DEAL, "2H")
    run(s, "board", "pass", "board", "pass")
    assert list(s.multipliers) == [2, 0]
    lower = deal(HEARTS_DEAL, "2H", both_board_takes_higher_multiplier=False)
    run(lower, "board", "pass", "board", "pass")
    assert list(lower.multipliers) == [1, 0]


def test_four_passes_redeal_by_the_next_dealer_without_counting():
    s = deal(HEARTS_DEAL, "2H", scores=(7, -3))
    events = run(s, "pass", "pass", "pass", "pass")
    assert Redeal(0, 11, 3) in events and not any(isinstance(e, Dealt) for e in events)
    assert s.phase == BETWEEN and s.last_deal_void and s.current_player() == AUTOMATIC
    events = s.apply("deal")  # the automatic step: the next dealer redeals
    assert s.dealer == 0 and s.deal_number == 11 and s.hand_size == 3 and s.redeals == 1
    assert s.phase == "bid" and s.current_player() == 1 and list(s.deal_history) == []
    assert list(s.scores) == [7, -3]
    assert [e.player for e in events if isinstance(e, Dealt)] == [(1 + i) % 4 for i in range(12)]
    assert set(s.cards_in_play_count().values()) == {1} and len(s.cards_in_play_count()) == 54
    # The redealt deal is then played and counted as deal 11.
    run(s, "bid 1", "pass", "pass", "pass")
    rng = random.Random(0)
    while s.deal_number == 11:
        s.apply(rng.choice(s.legal_actions()))
    assert s.deal_history[-1]["deal"] == 11 and s.deal_history[-1]["redeals"] == 1
    assert s.deal_history[-1]["dealer"] == 0 and s.dealer == 1


# ----------------------------------------------------------------- the first lead

@pytest.mark.parametrize(
    "dealer, bids, leader",
    [
        (3, ("bid 1", "bid 2", "pass", "bid 1"), 1),  # the highest number
        (3, ("pass", "bid 2", "pass", "bid 2"), 1),  # equal numbers: the first to bid
        (1, ("bid 1", "pass", "bid 1", "pass"), 2),  # ... in auction order (2, 3, 0, 1)
        (3, ("bid 2", "board", "bid 2", "pass"), 1),  # board beats any number
        (3, ("board", "board", "pass", "pass"), 1),  # the last board bid leads
        (2, ("board", "pass", "board", "board"), 2),  # auction 3, 0, 1, 2: P2 boards last
    ],
)
def test_the_highest_bidder_leads(dealer, bids, leader):
    s = deal(HEARTS_DEAL, "2H", dealer=dealer)
    events = run(s, *bids)
    assert s.current_player() == leader and s.trick_leader == leader
    assert events[-1] == TurnTo(leader)


# ----------------------------------------------------------------- trump leads

def test_trumps_may_not_be_led_until_a_trump_is_played_to_an_earlier_trick():
    s = deal(HEARTS_DEAL, "2H")
    run(s, "bid 1", "pass", "pass", "pass")
    assert legal(s) == ["play 3C", "play 4C"]
    with pytest.raises(IllegalAction, match="trumps may not be led until a trump has been played"):
        s.apply("play AH")
    run(s, "play 3C")
    assert legal(s) == ["play 5D", "play QH", "play KH"]  # void in clubs: a trump is allowed
    run(s, "play KH", "play 5C", "play 6C")
    assert list(s.tricks_won) == [0, 1, 0, 0] and s.trumps_broken
    assert legal(s) == ["play 5D", "play QH"]  # broken: now the winner may lead a trump


def test_a_board_bidder_may_lead_trumps_but_not_his_partner():
    s = deal(["AH 3C 4C", "5C 5D 6D", "AC KH 7D", "6C 9D TD"], "2H")
    run(s, "board", "pass", "pass", "pass")
    assert legal(s) == ["play 3C", "play 4C", "play AH"]
    run(s, "play 3C", "play 5C", "play AC", "play 6C")
    assert s.current_player() == 2 and not s.trumps_broken
    assert legal(s) == ["play 7D"]  # his partner bid board, he did not
    with pytest.raises(IllegalAction, match="unless the leader bid board"):
        s.apply("play KH")


def test_a_leader_holding_only_trumps_may_lead_one():
    s = deal(["AH KH QH", "5C 5D 6D", "AC 2C 7D", "6C 9D TD"], "2H")
    run(s, "bid 1", "pass", "pass", "pass")
    assert legal(s) == ["play QH", "play KH", "play AH"]


# ----------------------------------------------------------------- following

def test_players_must_follow_the_led_suit_if_they_can():
    s = deal(["AC 3C 4D", "KC 5S 6S", "2C 7D 8D", "9S TS JS"], "2H")
    run(s, "bid 1", "pass", "pass", "pass", "play AC")
    assert legal(s) == ["play KC"]
    with pytest.raises(IllegalAction, match=r"must follow the led suit \(clubs\)"):
        s.apply("play 5S")
    run(s, "play KC", "play 2C")
    assert legal(s) == ["play 9S", "play TS", "play JS"]  # void: any card


def test_jokers_follow_a_trump_lead_and_a_void_player_may_trump():
    s = deal(["AH 3C 4C", "LB 2C 5D", "KH 2S 7D", "6C 9D TD"], "2H")
    run(s, "board", "pass", "pass", "pass", "play AH")
    assert legal(s) == ["play LB"]  # the joker is his only trump
    run(s, "play LB", "play KH")
    assert legal(s) == ["play 6C", "play 9D", "play TD"]
    run(s, "play 9D")
    assert list(s.tricks_won) == [0, 1, 0, 0]  # the Little Blooper beats the trump ace


def test_the_big_blooper_led_forces_everyone_s_highest_trump():
    s = deal(["BB 2C 3C", "AH 4H 5C", "LB KH 6C", "7C 8C 9C"], "2H")
    run(s, "board", "pass", "pass", "pass")
    assert "play BB" in legal(s)  # a board bidder may lead a trump at once
    run(s, "play BB")
    assert legal(s) == ["play AH"]
    with pytest.raises(IllegalAction, match=r"Big Blooper was led.*highest trump \(AH\): 4H"):
        s.apply("play 4H")
    run(s, "play AH")
    assert legal(s) == ["play LB"]  # his highest trump is the Little Blooper; partners bound too
    run(s, "play LB")
    assert legal(s) == ["play 7C", "play 8C", "play 9C"]  # no trump: any card
    run(s, "play 7C")
    assert list(s.tricks_won) == [1, 0, 0, 0]


def test_the_little_blooper_led_forces_everyone_s_lowest_trump():
    s = deal(["LB 2C 3C", "AH 4H 5C", "BB 6C 7C", "KH QH 8C"], "2H")
    run(s, "board", "pass", "pass", "pass", "play LB")
    assert legal(s) == ["play 4H"]
    run(s, "play 4H")
    assert legal(s) == ["play BB"]  # his only (so lowest) trump is the Big Blooper
    run(s, "play BB")
    assert legal(s) == ["play QH"]
    with pytest.raises(IllegalAction, match=r"Little Blooper was led.*lowest trump \(QH\)"):
        s.apply("play KH")
    run(s, "play QH")
    assert list(s.tricks_won) == [0, 0, 1, 0]


def test_the_blooper_obligation_can_exempt_the_partner_by_option():
    s = deal(["BB 2C 3C", "AH 4H 5C", "LB KH 6C", "7C 8C 9C"], "2H", blooper_binds_partner=False)
    run(s, "board", "pass", "pass", "pass", "play BB", "play AH")
    assert legal(s) == ["play KH", "play LB"]  # partner only follows the trump lead


# ----------------------------------------------------------------- tricks and scores

def test_the_highest_trump_wins_else_the_highest_of_the_led_suit():
    s = State.from_deal([["AC"], ["2H"], ["LB"], ["AH"]], ["5H"], dealer=3, deal_number=13)
    events = run(s, "board", "pass", "pass", "pass", "play AC", "play 2H", "play LB", "play AH")
    assert TrickWon(2, tuple(parse_cards("AC 2H LB AH"))) in events
    s = deal(["2D 3C 4C", "KD 5C 6C", "AS 7C 8C", "QD 9C TC"], "2H")
    run(s, "bid 1", "pass", "pass", "pass", "play 2D", "play KD", "play AS", "play QD")
    assert list(s.tricks_won) == [0, 1, 0, 0]  # the off-suit ace loses to the led suit's king


def test_deal_points():
    assert deal_points(3, 0, 5, 9) == 5 * 3 + 2  # made with two overtricks
    assert deal_points(3, 0, 3, 9) == 15
    assert deal_points(3, 0, 2, 9) == -15  # failed
    assert deal_points(0, 0, 4, 9) == 4  # both passed: +1 a trick
    assert deal_points(0, 0, 0, 9) == 0
    for m in (1, 2, 3, 4):
        assert deal_points(0, m, 7, 7) == 70 * m  # board made
        assert deal_points(0, m, 6, 7) == -70 * m  # board failed


def test_a_scored_deal_made_failed_and_zero_contracts():
    # Deal 11 (3 cards), hearts trump. Team 0 bids 1 + 1, team 1 bids 1 + pass.
    s = deal(["AC AD 2S", "KC KD 3S", "QC QD AS", "JC JD 4S"], "2H", scores=(10, 20))
    run(s, "bid 1", "bid 1", "bid 1", "pass")
    assert list(s.contracts) == [2, 1] and s.current_player() == 0
    events = run(
        s,
        "play AC", "play KC", "play QC", "play JC",
        "play AD", "play KD", "play QD", "play JD",
        "play 2S", "play 3S", "play AS", "play 4S",
    )
    scored = [e for e in events if isinstance(e, DealScored)]
    assert scored == [DealScored(11, 3, (3, 0), (5 * 2 + 1, -5), (10 + 11, 20 - 5))]
    assert GameOver((11.0, -5.0, 11.0, -5.0), "deal") in events
    record = s.deal_history[-1]
    assert record["bids"] == ["bid 1", "bid 1", "bid 1", "pass"] and record["tricks"] == [3, 0]
    assert record["points"] == [11, -5] and record["scores"] == [21, 15] and record["trump"] == "H"
    assert s.phase == BETWEEN and s.deal_number == 11
    s.apply("deal")
    assert s.deal_number == 12 and s.hand_size == 2 and s.dealer == 0
    # Zero contract: a partnership that passed scores one point a trick.
    s = deal(["AC AD 2S", "KC KD 3S", "QC QD AS", "JC JD 4S"], "2H")
    run(s, "pass", "bid 1", "pass", "pass")
    run(s, "play KC", "play QC", "play JC", "play AC", "play AD", "play KD", "play QD", "play JD",
        "play 2S", "play 3S", "play AS", "play 4S")
    assert s.deal_history[-1]["tricks"] == [3, 0] and s.deal_history[-1]["points"] == [3, -5]


@pytest.mark.parametrize("dealer, multiplier_bids, m", [
    (3, ("board", "pass", "pass", "pass"), 1),
    (3, ("pass", "board", "board", "pass"), 2),
    (3, ("board", "board", "board", "pass"), 3),
    (0, ("board", "board", "board", "board"), 4),  # auction 1, 2, 3, 0: player 0 boards fourth
])
def test_board_scores_ten_a_trick_times_the_multiplier(dealer, multiplier_bids, m):
    # Team 0 holds every winner: it takes all three tricks whoever leads.
    s = deal(["AC AD AS", "2C 2D 2S", "KC KD KS", "3C 3D 3S"], "4H", dealer=dealer)
    run(s, *multiplier_bids)
    assert s.multipliers[0] == m
    rng = random.Random(m)
    while s.deal_number == 11:
        s.apply(rng.choice(s.legal_actions()))
    record = s.deal_history[-1]
    assert record["tricks"] == [3, 0] and record["points"][0] == 10 * 3 * m
    if s.deal_history[-1]["multipliers"][1]:
        assert record["points"][1] == -10 * 3 * record["multipliers"][1]  # failed board


def test_the_partnership_ahead_after_deal_25_wins_and_a_tie_is_a_draw():
    deck = deck54()
    random.Random(4).shuffle(deck)
    hands = [[c.code for c in deck[i * 13 : i * 13 + 13]] for i in range(4)]
    stock = [c.code for c in deck[52:]]
    first = State.from_deal(hands, stock, dealer=0, deal_number=25, scores=(100, 90))
    rng = random.Random(9)
    played = []
    while not first.is_terminal():
        played.append(rng.choice(first.legal_actions()))
        events = first.apply(played[-1])
    p0, p1 = first.deal_history[-1]["points"]
    expected = 1.0 if 100 + p0 > 90 + p1 else -1.0 if 100 + p0 < 90 + p1 else 0.0
    assert first.returns() == [expected, -expected, expected, -expected]
    assert events[-1] == GameOver(tuple(first.returns()), "game")
    assert first.legal_actions() == [] and len(first.deal_history) == 1
    # The same deal from scores that make the totals equal is a draw.
    tie = State.from_deal(hands, stock, dealer=0, deal_number=25, scores=(p1, p0))
    for a in played:
        tie.apply(a)
    assert tie.is_terminal() and tie.scores[0] == tie.scores[1] and tie.returns() == [0.0] * 4
    with pytest.raises(IllegalAction, match="game is over"):
        tie.apply("pass")


# ----------------------------------------------------------------- notation, saves, errors

@pytest.mark.parametrize("text", ["pass", "bid 3", "bid 12", "board", "play AS", "play BB", "play LB", "play TD"])
def test_action_notation_round_trips(text):
    a = State.parse_action(text)
    assert str(a) == text and State.parse_action(f"  {text.upper()} ") is a


@pytest.mark.parametrize("garbage", ["", "bid", "bid 0", "bid 13", "bid x", "play", "play XX", "jump", "pass 1", 42,
                                     None])
def test_garbage_actions_are_clear_errors(garbage):
    with pytest.raises(IllegalAction, match="Back Alley|not a card"):
        State.parse_action(garbage)


def test_illegal_actions_name_the_rule():
    s = deal(HEARTS_DEAL, "2H")
    with pytest.raises(IllegalAction, match="auction"):
        s.apply("play AH")
    run(s, "bid 1", "pass", "pass", "pass")
    with pytest.raises(IllegalAction, match="does not hold 2S"):
        s.apply("play 2S")
    with pytest.raises(IllegalAction, match="must play a card"):
        s.apply("bid 1")


def test_bad_explicit_deals_are_refused():
    with pytest.raises(ValueError, match="has 3 cards a hand"):
        State.from_deal([["AC", "KC"], ["QC", "JC"], ["TC", "9C"], ["8C", "7C"]], ["2H"], dealer=0, deal_number=11)
    with pytest.raises(ValueError, match="twice: AC"):
        State.from_deal([["AC"], ["AC"], ["TC"], ["8C"]], ["2H"], dealer=0, deal_number=13)
    with pytest.raises(ValueError, match="deal_number"):
        State.from_deal([["AC"], ["KC"], ["TC"], ["8C"]], ["2H"], dealer=0, deal_number=26)


def test_saves_round_trip_mid_deal_and_replay_identically():
    s = State.new(seed=21)
    rng = random.Random(21)
    for _ in range(300):
        s.apply(rng.choice(s.legal_actions()))
    data = json.loads(json.dumps(s.to_dict()))
    copy = State.from_dict(data)
    assert copy == s and copy.to_dict() == s.to_dict()
    while not s.is_terminal():
        action = rng.choice(s.legal_actions())
        assert s.apply(action) == copy.apply(action)
    assert copy == s and copy.returns() == s.returns()


def test_clone_is_independent():
    s = State.new(seed=2)
    c = s.clone()
    rng = random.Random(2)
    for _ in range(60):
        c.step(rng.choice(c.legal_actions()))
    assert s == State.new(seed=2) and c != s


def test_the_first_dealer_is_drawn_from_the_seed():
    assert {State.new(seed=seed).dealer for seed in range(40)} == {0, 1, 2, 3}
    assert State.new(seed=8, first_dealer=1).dealer == 1


def test_options_are_saved_and_unknown_options_refused():
    s = State.new(seed=4, blooper_binds_partner=False, both_board_takes_higher_multiplier=False)
    back = State.from_dict(json.loads(json.dumps(s.to_dict())))
    assert back.options == s.options and not back.options.blooper_binds_partner
    with pytest.raises(TypeError):
        State.new(seed=4, no_such_rule=True)
    data = s.to_dict()
    data["options"]["no_such_rule"] = True
    with pytest.raises(ValueError, match="unknown option"):
        State.from_dict(data)


def test_the_same_seed_gives_the_same_game():
    a, b = State.new(seed=99), State.new(seed=99)
    assert a == b and State.new(seed=100) != a


# ----------------------------------------------------------------- audit additions

def test_hand_built_actions_count_as_the_interned_ones_and_bid_0_is_refused():
    from app.games.back_alley.actions import Action

    s = deal(HEARTS_DEAL, "2H")
    with pytest.raises(IllegalAction, match="not a bid"):
        s.apply(Action("bid", 0))  # would otherwise be a 'pass' that does not count as one
    run(s, "pass", "pass", "pass")
    s.apply(Action("pass"))  # a fourth pass, built by hand: still an all-pass redeal
    assert s.last_deal_void
    s.apply(Action("deal"))  # the automatic step, built by hand too
    assert s.redeals == 1 and s.phase == "bid" and list(s.bids) == [None] * 4
    assert s.dealer == 0 and s.current_player() == 1
    s.apply(Action("board"))
    assert list(s.board_order) == [1] and s.bids[1] is parse_action("board")
