"""The hint's reason (issue 20, item 8): structured data from the AI's own figures and the
facts of the move, one kind per situation."""

from __future__ import annotations

from app.ai import choose, figures
from app.ai.hints import Reason, advise, reason_for
from app.ai.ismcts import RootStatistics
from app.games.back_alley import State as BackAlley
from app.games.back_alley.actions import BOARD, PASS
from app.games.back_alley.actions import parse_action as back_alley_action
from app.games.kozel import State as Kozel
from app.games.kozel.actions import parse_action as kozel_action
from app.games.svoi_kozyri import State as SvoiKozyri
from app.games.svoi_kozyri.actions import parse_action as svoi_action

KOZEL_PACK = [r + s for s in "CDHS" for r in "6789JQKTA"]


def kozel_trick(hands, trump_card, leader, plays):
    rest = [c for c in KOZEL_PACK if c not in {c for h in hands for c in h}]
    half = len(rest) // 2 // 4 * 4
    state = Kozel.from_deal(hands, [], trump_card, dealer=(leader - 1) % 4, piles=[rest[:half], rest[half:]],
                            leader=leader, seed=1)
    for play in plays:
        state.apply(play)
    return state


def computed_means(**means):
    """Search figures as a search would record them: the value of each root move."""
    return {figures.ROOT: RootStatistics({a: 10 for a in means}, dict(means), 10)}


def test_kozel_last_to_play_beats_and_wins_the_tricks_points():
    # Hearts are trumps. North leads KS (4 points), East and South discard; West beats with TS.
    state = kozel_trick([["KS", "6C"], ["7C", "8C"], ["9C", "6D"], ["TS", "7D"]], "9H", 0,
                        ["lead KS", "discard 7C", "discard 9C"])
    beat = kozel_action("beat TS")
    reason = reason_for(state.observation(3), beat)
    assert reason.kind == Reason.WINS_TRICK and reason.points == 14  # KS + TS; the discards are face down


def test_kozel_partner_winning_and_nothing_wins():
    hands = [["AS", "6C"], ["7C", "8C"], ["KD", "TD"], ["9S", "7D"]]
    state = kozel_trick(hands, "9H", 0, ["lead AS", "discard 7C"])
    assert reason_for(state.observation(2), kozel_action("discard KD")).kind == Reason.PARTNER_WINNING
    state = kozel_trick(hands, "9H", 1, ["lead 7C", "discard KD", "discard 9S"])
    assert reason_for(state.observation(0), kozel_action("beat AS")).kind == Reason.WINS_TRICK
    # South leads KC; East holds only lower clubs and no trump: nothing of his wins.
    hands = [["TC", "6D"], ["7C", "8C"], ["KC", "6S"], ["9S", "7D"]]
    state = kozel_trick(hands, "9H", 2, ["lead KC", "discard 9S", "discard 6D"])
    assert reason_for(state.observation(1), kozel_action("discard 7C")).kind == Reason.CHEAPEST


def test_kozel_gives_points_when_last_behind_the_partner():
    state = kozel_trick([["TC", "6D"], ["7C", "8C"], ["KC", "6S"], ["9S", "7D"]], "9H", 1,
                        ["lead 7C", "beat KC", "discard 9S"])
    reason = reason_for(state.observation(0), kozel_action("discard TC"))
    assert reason.kind == Reason.GIVES_POINTS and reason.points == 10


def test_kozel_keeps_the_trump_when_the_search_values_the_discard_higher():
    # West leads 7C; North could beat with his trump 6H but the search prefers a discard.
    state = kozel_trick([["6H", "8D"], ["9C", "6S"], ["7D", "6D"], ["7C", "8S"]], "9H", 3, ["lead 7C"])
    discard, trump_beat = kozel_action("discard 8D"), kozel_action("beat 6H")
    assert trump_beat in state.legal_actions()
    obs = state.observation(0)
    assert reason_for(obs, discard, computed_means(**{})).kind == Reason.KEEPS_TRUMP  # no search figures
    kept = reason_for(obs, discard, {figures.ROOT: RootStatistics({discard: 9, trump_beat: 9},
                                                                  {discard: 0.6, trump_beat: 0.4}, 18)})
    assert kept.kind == Reason.KEEPS_TRUMP
    # When the search valued the trump beat higher, keeping the trump is no reason.
    other = reason_for(obs, discard, {figures.ROOT: RootStatistics({discard: 9, trump_beat: 9},
                                                                   {discard: 0.4, trump_beat: 0.6}, 18)})
    assert other.kind != Reason.KEEPS_TRUMP


def test_kozel_pull_and_long_lead():
    state = kozel_trick([["6C", "7C", "8C", "9C"], ["TH", "6D", "7D", "8D"], ["JC", "QC", "KC", "TC"],
                         ["AC", "9D", "TD", "JD"]], "9H", 1, ["lead TH"])
    assert reason_for(state.observation(2), kozel_action("pull")).kind == Reason.PULL
    state = kozel_trick([["6C", "7C", "8C", "9D"], ["TH", "6D", "7D", "8D"], ["JC", "QC", "KC", "TC"],
                         ["AC", "9C", "TD", "JD"]], "9H", 0, [])
    reason = reason_for(state.observation(0), kozel_action("lead 6C 7C 8C"))
    assert reason.kind == Reason.LONG_LEAD and reason.count == 3


# ----------------------------------------------------------------- Back Alley

def back_alley_deal(hands, bids, plays=(), stock=("2S",)):
    state = BackAlley.from_deal(hands, list(stock), dealer=3, deal_number=14 - len(hands[0]))
    for action in (*bids, *plays):
        state.apply(action)
    return state


def test_back_alley_card_reasons():
    # The Big Blooper is turned up: no trump, so AH is the top of hearts.
    hands = [["AH", "3H", "4C"], ["KH", "5H", "6C"], ["QH", "9H", "8D"], ["2H", "4H", "TD"]]
    bids = ["bid 1", "pass", "pass", "pass"]
    state = back_alley_deal(hands, bids, stock=("BB",))
    assert state.trump is None
    assert reason_for(state.observation(0), back_alley_action("play AH")).kind == Reason.LEADS_MASTER
    assert reason_for(state.observation(0), back_alley_action("play 3H")).kind == Reason.LEADS_LOW
    state = back_alley_deal(hands, bids, ["play AH"], stock=("BB",))
    assert reason_for(state.observation(1), back_alley_action("play KH")).kind == Reason.CHEAPEST
    state = back_alley_deal(hands, bids, ["play AH", "play KH"], stock=("BB",))
    assert reason_for(state.observation(2), back_alley_action("play QH")).kind == Reason.PARTNER_WINNING
    state = back_alley_deal(hands, bids, ["play 3H", "play KH", "play QH"], stock=("BB",))
    assert reason_for(state.observation(3), back_alley_action("play 2H")).kind == Reason.PARTNER_WINNING
    state = back_alley_deal([["3H", "AH", "4C"], ["2H", "5C", "6C"], ["QH", "7D", "8D"], ["KH", "JH", "TD"]], bids,
                            ["play 3H", "play 2H", "play QH"], stock=("BB",))
    assert reason_for(state.observation(3), back_alley_action("play KH")).kind == Reason.WINS_TRICK


def test_back_alley_bid_reasons_come_from_the_simulated_deals():
    state = back_alley_deal([["AH", "3H", "4C"], ["KH", "5C", "6C"], ["QH", "7D", "8D"], ["2H", "9D", "TD"]], [])
    obs = state.observation(0)
    samples = {figures.BID_SAMPLES: [(2, None), (2, None), (1, None), (3, None)]}
    reason = reason_for(obs, back_alley_action("bid 2"), samples)
    assert reason.kind == Reason.BID_TRICKS and reason.count == 2
    reason = reason_for(obs, BOARD, samples)
    assert reason.kind == Reason.BID_BOARD and reason.percent == 25
    assert reason_for(obs, PASS, {figures.BID_SAMPLES: [(0, None)] * 3}).kind == Reason.BID_PASS


# ----------------------------------------------------------------- Svoi Kozyri

def test_svoi_kozyri_reasons():
    # North's trump is hearts, South's spades. The pile's top is KC.
    state = SvoiKozyri.from_deal([["6H", "7D"], ["8S", "9S"]], ["H", "S"], starter=0, pile=["KC"])
    obs = state.observation(0)
    assert reason_for(obs, svoi_action("beat 6H")).kind == Reason.BEATS_WITH_TRUMP
    reason = reason_for(obs, svoi_action("take"))
    assert reason.kind == Reason.PICKS_UP and reason.count == 1
    state = SvoiKozyri.from_deal([["7D", "8D"], ["8S", "9S"]], ["H", "S"], starter=0, pile=["KC"])
    assert reason_for(state.observation(0), svoi_action("take")).kind == Reason.ONLY_MOVE
    assert reason_for(SvoiKozyri.new(seed=1).observation(0), SvoiKozyri.new(seed=1).legal_actions()[0]).kind in (
        Reason.ANY_TRUMP_SUIT, Reason.ONLY_MOVE)


# ----------------------------------------------------------------- advise

def test_advise_is_choose_with_its_reason_and_the_search_figures_stay_private():
    state = BackAlley.new(seed=4)
    while state.phase == "bid":
        state.apply(state.legal_actions()[0] if state.to_move != state.dealer else "bid 1")
    obs = state.observation(state.to_move)
    advice = advise(obs, level="medium", seed=11)
    assert advice.action == choose(obs, level="medium", seed=11)
    assert advice.reason.kind in vars(Reason).values()
    with figures.collect() as computed:
        choose(obs, level="medium", seed=11)
    assert figures.ROOT in computed
    figures.record(figures.ROOT, "outside")  # nobody collecting: nothing kept, no error
    with figures.collect() as fresh:
        pass
    assert fresh == {}


def test_only_move():
    state = back_alley_deal([["AH"], ["KH"], ["QH"], ["2H"]], ["board", "pass", "pass", "pass"])
    assert advise(state.observation(0)).reason.kind == Reason.ONLY_MOVE
