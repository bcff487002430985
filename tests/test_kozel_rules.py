"""Every rule and option of shared/rules/kozel.md, each with an explicit deal."""

from __future__ import annotations

import json

import pytest
from test_kozel_random import cards_in

from app.core.card_events import Dealt, Drew, GameOver, Played, TrickWon, TrumpShown, TurnTo
from app.core.cards import card, deck36, parse_cards
from app.core.protocol import AUTOMATIC, IllegalAction, InvalidState
from app.games.kozel import Action, KozelOptions, State, loss_points_for, parse_action
from app.games.kozel.actions import DEAL_ACTION
from app.games.kozel.events import GameScored, GameStarted, Pulled
from app.games.kozel.moves import POINTS, beats, beats_all
from app.games.kozel.options import TRUMP_MIDDLE_MARGIN

S = card("6S").suit  # spades, the trump suit of most deals below


def full_deal(hands: list[str], trump: str = "AS", position: int = 10, dealer: int = 3, **kw) -> State:
    """A game whose stock is the rest of the pack in pack order, with ``trump`` moved to
    ``position`` (from the top)."""
    hand_cards = [h.split() for h in hands]
    used = {c for h in hand_cards for c in h}
    rest = [c.code for c in deck36() if c.code not in used and c.code != trump]
    rest.insert(position, trump)
    return State.from_deal(hand_cards, rest, trump, dealer, **kw)


def endgame(last_cards: list[str], team1_pile: str, *, trump: str = "6S", leader: int = 0,
            dealer: int = 3, loss_points=(0, 0), **options) -> State:
    """The last trick of a game: one card each, the stock empty, team 1 already holds
    ``team1_pile`` and team 0 everything else."""
    used = set(last_cards) | set(team1_pile.split())
    team0 = [c.code for c in deck36() if c.code not in used]
    return State.from_deal([[c] for c in last_cards], [], trump, dealer, loss_points,
                           piles=(team0, team1_pile.split()), leader=leader, **options)


def play(state: State, *actions: str) -> list:
    events = []
    for a in actions:
        events.extend(state.apply(a))
    return events


# ---- cards ------------------------------------------------------------------------------
def test_rank_order_and_beating():
    h = card("6H").suit
    assert beats(card("TH"), card("KH"), S) and beats(card("AH"), card("TH"), S)
    assert not beats(card("KH"), card("TH"), S) and not beats(card("7H"), card("9H"), S)
    assert beats(card("6S"), card("AH"), S)  # any trump beats any non-trump
    assert beats(card("7S"), card("6S"), S) and not beats(card("6S"), card("7S"), S)
    assert not beats(card("AD"), card("6H"), S) and not beats(card("6H"), card("AD"), S)  # incomparable
    assert not beats(card("AH"), card("6S"), S) and beats(card("AH"), card("6S"), h)  # trump: hearts
    assert sum(POINTS.values()) == 120
    assert [POINTS[card(c)] for c in "6H 7H 8H 9H JH QH KH TH AH".split()] == [0, 0, 0, 0, 2, 3, 4, 10, 11]


def test_beats_all_pairs_across_suits_one_for_one():
    assert beats_all(parse_cards("TH 6S"), parse_cards("7H 9H"), S)  # TH>9H, 6S trumps 7H
    assert beats_all(parse_cards("8H TH"), parse_cards("9H 7H"), S)  # only 8H>7H, TH>9H works
    assert not beats_all(parse_cards("8H 9D"), parse_cards("7H 9H"), S)
    assert not beats_all(parse_cards("AH 8H"), parse_cards("TH 6S"), S)  # nothing beats the trump 6S
    assert beats_all(parse_cards("AH 7S"), parse_cards("TH 6S"), S)
    assert not beats_all(parse_cards("7S"), parse_cards("7S 8S"), S)  # wrong count


# ---- notation ---------------------------------------------------------------------------
def test_action_notation_any_order_in_fixed_order_out():
    a = parse_action("beat 6S TH")
    assert a == parse_action("BEAT th 6s") and str(a) == "beat TH 6S"
    assert str(parse_action("discard 8D 7C")) == "discard 7C 8D"
    assert str(parse_action("lead AH 7H TH")) == "lead 7H TH AH"  # Kozel rank order: T below A
    assert parse_action("pull") == Action("pull", ()) and str(parse_action(" pull ")) == "pull"
    assert State.parse_action("lead 7H 9H") == parse_action("lead 9H 7H")


@pytest.mark.parametrize("bad", ["", "hello", "lead", "lead 7H 7H", "lead XX", "pull 7H",
                                 "lead 2H", "beat 6S 7S 8S 9S TS", "lead 10H"])
def test_garbage_actions_are_clear_errors(bad):
    with pytest.raises(IllegalAction, match="Kozel|not a card"):
        parse_action(bad)


# ---- deal and trump ----------------------------------------------------------------------
def test_new_deal_one_at_a_time_from_dealers_left_trump_from_the_middle():
    for seed in range(30):
        s = State.new(seed=seed)
        events = s.deal_events()
        assert isinstance(events[0], GameStarted) and events[0].dealer == s.dealer
        dealt = [e for e in events if isinstance(e, Dealt)]
        assert len(dealt) == 16
        assert [e.player for e in dealt] == [(s.dealer + 1 + i) % 4 for i in range(16)]  # dealer last
        for p in range(4):
            assert tuple(e.card for e in dealt if e.player == p) == s.hands[p]
        shown = [e for e in events if isinstance(e, TrumpShown)][0]
        stock = s.stock_top_first()
        assert len(stock) == 20 and stock[shown.stock_position] is shown.card is s.trump_card
        assert TRUMP_MIDDLE_MARGIN <= shown.stock_position <= 19 - TRUMP_MIDDLE_MARGIN
        assert s.trump_suit is s.trump_card.suit
        assert s.current_player() == (s.dealer + 1) % 4  # the dealer's left leads the first game
        assert isinstance(events[-1], TurnTo) and events[-1].player == s.current_player()
    assert len({State.new(seed=k).dealer for k in range(40)}) == 4  # first dealer random
    assert State.new(seed=5).to_dict() == State.new(seed=5).to_dict()


def test_trump_card_position_and_its_drawer_are_public():
    s = full_deal(["6H 7H 8H 9H", "6C 7C 8C 9C", "6D 7D 8D 9D", "JH QH KH TH"], trump="AS", position=2)
    obs = s.observation(1)
    assert obs.trump_card == card("AS") and obs.trump_position == 2 and obs.trump_holder is None
    play(s, "lead 6H", "discard 6C", "discard 6D", "beat JH")  # player 3 wins: draws 3, 0, 1, 2
    assert s.hands[1][-1] == card("AS")
    for p in range(4):
        o = s.observation(p)
        assert o.trump_position is None and o.trump_holder == 1 and o.stock_size == 16
        assert o.known_holdings[1] == ((card("AS"), 4),)  # drawn after action 4 of the game
    play(s, "lead KH", "discard 7H", "beat AS")  # seen played: no longer held
    assert s.observation(0).trump_holder is None


def test_trump_position_counts_down_while_the_stock_shrinks():
    s = full_deal(["6H 7H 8H 9H", "6C 7C 8C 9C", "6D 7D 8D 9D", "JH QH KH TH"], trump="AS", position=9)
    play(s, "lead 6H 7H", "discard 6C 7C", "discard 6D 7D", "discard JH QH")
    assert s.observation(2).trump_position == 1 and s.trump_holder is None


# ---- leads and answers -------------------------------------------------------------------
HANDS = ["7H 9H 8D AS", "TH 6S 9D QC", "AH 7S 6C 8C", "8H KH JH TC"]


def test_leads_are_one_to_four_cards_of_one_suit():
    s = full_deal(HANDS, trump="AD")
    assert s.current_player() == 0
    leads = {str(a) for a in s.legal_actions()}
    assert leads == {"lead 7H", "lead 9H", "lead 7H 9H", "lead 8D", "lead AS"}
    with pytest.raises(IllegalAction, match="one suit"):
        s.apply("lead 7H 8D")
    with pytest.raises(IllegalAction, match="not in player 0's hand"):
        s.apply("lead TH")
    with pytest.raises(IllegalAction, match="leads this trick"):
        s.apply("discard 7H")
    trumps = full_deal(HANDS, trump="KS")
    assert "lead AS" in {str(a) for a in trumps.legal_actions()}  # trumps may be led
    four = full_deal(["7H 9H 8H TH", "6S 7S 8S 9S", "6C 7C 8C 9C", "6D 7D 8D 9D"], trump="AS")
    assert "lead 7H 8H 9H TH" in {str(a) for a in four.legal_actions()}


def test_beats_paired_across_suits_and_trumps_last_beater_takes():
    s = full_deal(HANDS, trump="KS", position=5)  # trump suit spades
    play(s, "lead 7H 9H")
    assert "beat TH 6S" in {str(a) for a in s.legal_actions()}  # TH over 9H, trump 6S over 7H
    with pytest.raises(IllegalAction, match="exactly 2 card"):
        s.apply("beat TH")
    play(s, "beat 6S TH")
    assert s.winning_cards == (card("TH"), card("6S")) and s.winning_player == 1
    # Player 2 must now beat TH and 6S: AH over TH, 7S over 6S.
    with pytest.raises(IllegalAction, match="nothing in 6C AH beats 6S"):
        s.apply("beat AH 6C")
    events = play(s, "beat 7S AH")
    assert Played(2, (card("AH"), card("7S")), True) in events
    with pytest.raises(IllegalAction, match="one for one"):
        s.apply("beat 8H KH")
    events = play(s, "discard KH JH")  # can beat nothing anyway; a discard of two
    won = [e for e in events if isinstance(e, TrickWon)]
    assert won[0].player == 2 and len(won[0].cards) == 8
    assert s.current_player() == 2 and s.tricks_won == (1, 0)  # the winner leads


def test_invalid_single_beat_message_names_the_cards():
    s = full_deal(HANDS, trump="KS")
    play(s, "lead 9H")
    with pytest.raises(IllegalAction, match="Kozel: a beat must beat every winning card: QC cannot beat 9H"):
        s.apply("beat QC")


def test_beating_is_never_compulsory_and_the_leader_keeps_an_unbeaten_trick():
    s = full_deal(HANDS, trump="KS")
    play(s, "lead 9H")
    assert {"beat TH", "beat 6S", "discard TH", "discard QC"} <= {str(a) for a in s.legal_actions()}
    events = play(s, "discard TH", "discard 6C", "discard 8H")
    assert [e.player for e in events if isinstance(e, TrickWon)] == [0]
    assert s.current_player() == 0


def test_face_down_discards_are_hidden_from_everybody_else():
    s = full_deal(HANDS, trump="KS")
    events = play(s, "lead 9H", "discard QC")
    assert Played(1, (card("QC"),), False) in events
    qc = card("QC")
    for p in (0, 2, 3):
        assert qc not in cards_in(s.observation(p))
    assert qc in cards_in(s.observation(1))
    play(s, "discard 6C", "discard 8H")
    for p in (0, 2, 3):
        o = s.observation(p)
        assert qc not in cards_in(o) and o.pile_sizes == (4, 0) and o.tricks_won == (1, 0)
        assert o.last_trick[1].cards is None and o.last_trick[1].count == 1
    assert qc in cards_in(s.observation(1)) and s.observation(1).pile_discards[0].cards == (qc,)
    assert s.card_points == (3, 0)  # the hidden queen still scores


def test_observation_holds_what_the_table_shows_and_nothing_more():
    s = full_deal(HANDS, trump="KS", position=7, dealer=3, loss_points=(2, 4))
    play(s, "lead 7H 9H", "beat 6S TH", "discard 6C 8C")
    o = s.observation(3)
    assert o.player == 3 and o.current_player == 3 and o.GAME == "kozel" and o.team == 1
    assert o.hand == tuple(parse_cards("TC 8H JH KH")) and o.hand_sizes == (2, 2, 2, 4)
    assert o.dealer == 3 and o.leader == 0 and o.lead_count == 2 and not o.pulled
    assert [(t.player, t.kind, t.count, t.cards) for t in o.trick] == [
        (0, "lead", 2, (card("7H"), card("9H"))), (1, "beat", 2, (card("TH"), card("6S"))),
        (2, "discard", 2, None)]
    assert o.winning_player == 1 and o.winning_cards == (card("TH"), card("6S"))
    assert o.stock_size == 20 and o.trump_position == 7 and o.trump_suit is S and o.trump_card == card("KS")
    assert o.loss_points == (2, 4) and o.pile_sizes == (0, 0) and o.game_history == ()
    assert o.legal_actions() == s.legal_actions() and "discard 8H KH" in map(str, o.legal_actions())
    assert s.observation(0).legal_actions() == []  # not player 0's turn
    assert s.observation(2).trick[2].cards == (card("6C"), card("8C"))  # his own discard


def test_option_discards_face_up_shows_them_to_all():
    s = full_deal(HANDS, trump="KS", discards_face_up=True)
    events = play(s, "lead 9H", "discard QC")
    assert Played(1, (card("QC"),), True) in events
    assert all(card("QC") in cards_in(s.observation(p)) for p in range(4))


# ---- the pull ----------------------------------------------------------------------------
PULL_HANDS = ["7H 8D 9D JS", "9H 6S TD QH", "6C 7C 8C 9C", "6D 7D JD QD"]


def test_pull_after_two_players_have_played():
    s = full_deal(PULL_HANDS, trump="AS", dealer=3)
    assert "pull" not in {str(a) for a in s.legal_actions()}  # the leader has no pull
    play(s, "lead 7H", "beat 9H")
    assert "pull" in {str(a) for a in s.legal_actions()}
    events = s.apply("pull")
    assert events[0] == Pulled(2, ((0, (card("7H"),)), (1, (card("9H"),))), (True, True))
    assert events[1] == Played(2, tuple(parse_cards("6C 7C 8C 9C")), True)
    assert card("7H") in s.hands[0] and card("9H") in s.hands[1] and s.hands[2] == ()
    assert s.current_player() == 3 and s.lead_count == 4 and s.pulled and s.leader == 2
    o = s.observation(3)
    assert (card("7H"), 2) in o.known_holdings[0] and (card("9H"), 2) in o.known_holdings[1]
    # Player 3 also has four of one suit, but a pull is never against a four-card lead.
    assert "pull" not in {str(a) for a in s.legal_actions()}
    with pytest.raises(IllegalAction, match="four-card lead"):
        s.apply("pull")
    events = play(s, "discard 6D 7D JD QD", "discard 7H 8D 9D JS", "discard 9H 6S TD QH")
    assert [e.player for e in events if isinstance(e, TrickWon)] == [2]  # nobody beat: the puller's
    assert [e.player for e in events if isinstance(e, Drew)] == [2, 3, 0, 1] * 4
    assert s.current_player() == 2


def test_pull_returns_face_down_discards_privately_and_others_may_beat_the_four():
    s = full_deal(["7H 8D 9D JS", "9H 6S TD QH", "6C 7C 8C 9C", "TC JC QC KC"], trump="AS")
    play(s, "lead 7H", "discard TD")
    s.apply("pull")
    assert card("TD") in s.hands[1]
    o = s.observation(0)
    assert card("TD") not in cards_in(o)
    assert s.current_player() == 3
    play(s, "beat TC JC QC KC")  # each club beats a lower club
    play(s, "discard 7H 8D 9D JS", "discard 9H 6S TD QH")
    assert s.last_trick_winner == 3


def test_four_card_lead_cannot_be_pulled_against():
    s = full_deal(["6H 7H 8H 9H", "6C 7C 8C 9C", "6D 7D 8D 9D", "JH QH KH TH"], trump="AS")
    play(s, "lead 6H 7H 8H 9H")
    assert "pull" not in {str(a) for a in s.legal_actions()}


# ---- refill and next lead ----------------------------------------------------------------
def test_refill_one_card_at_a_time_clockwise_from_the_winner():
    s = full_deal(["7H 9H 8D AS", "TH 6S 9D QC", "AH 7S 6C 8C", "8H KH JH TC"], trump="KS", position=0)
    top = list(s.stock_top_first()[:8])
    events = play(s, "lead 7H 9H", "beat 6S TH", "discard 6C 8C", "discard 8H JH")
    drew = [e for e in events if isinstance(e, Drew)]
    assert [e.player for e in drew] == [1, 2, 3, 0, 1, 2, 3, 0]
    assert [e.card for e in drew] == top
    assert all(len(h) == 4 for h in s.hands) and len(s.stock) == 12
    assert s.current_player() == 1 and s.observation(0).trump_holder == 1  # KS was on top


def test_refill_stops_when_the_stock_runs_out_hands_stay_equal():
    hands = ["7H 9H 8D AS", "TH 6S 9D QC", "AH 7S 6C 8C", "8H KH JH TC"]
    used = set(" ".join(hands).split())
    rest = [c.code for c in deck36() if c.code not in used]
    stock, taken = rest[:4], rest[4:]
    s = State.from_deal([h.split() for h in hands], stock, stock[0], 3,
                        piles=(taken[:8], taken[8:]))
    events = play(s, "lead 7H 9H", "discard TH 6S", "discard 6C 8C", "discard 8H JH")
    assert [e.player for e in events if isinstance(e, Drew)] == [0, 1, 2, 3]
    assert [len(h) for h in s.hands] == [3, 3, 3, 3] and s.stock == ()
    assert s.observation(2).trump_holder == 0 and s.observation(2).stock_size == 0


# ---- scoring -----------------------------------------------------------------------------
LAST = ["AH", "6C", "7C", "8C"]  # player 0 leads AH and takes 11 points; nobody can beat it


@pytest.mark.parametrize("team1_pile, loss", [
    ("TD AD TC 6D", 2),      # 31 card points: 2 loss points
    ("TD TC TH 6D", 4),      # 30 card points: 4
    ("6D 7D 8D 9D", 4),      # 0 card points but a trick: 4
    ("", 6),                 # no trick at all: 6
])
def test_loss_point_boundaries(team1_pile, loss):
    s = endgame(LAST, team1_pile)
    events = play(s, "lead AH", "discard 6C", "discard 7C", "discard 8C")
    scored = [e for e in events if isinstance(e, GameScored)][0]
    team1 = sum(POINTS[card(c)] for c in team1_pile.split())
    assert scored.card_points == (120 - team1, team1)
    assert scored.loss_points_given == (0, loss) and s.loss_points == (0, loss)
    assert s.game_history[-1].loss_points_given == (0, loss)
    assert s.game_history[-1].tricks_won[1] == (1 if team1_pile else 0)
    assert GameOver((1.0, -1.0, 1.0, -1.0), "game") in events


def test_loss_points_rule_table():
    assert [loss_points_for(p, True) for p in (59, 31, 30, 1, 0)] == [2, 2, 4, 4, 4]
    assert loss_points_for(0, False) == 6


def test_59_against_61_gives_2():
    s = endgame(LAST, "AD TD KD QD JD AC TC KC JC JH 6D 7D")  # 59 for team 1
    play(s, "lead AH", "discard 6C", "discard 7C", "discard 8C")
    assert s.game_history[-1].card_points == (61, 59) and s.loss_points == (0, 2)


EGGS_LAST = ["6H", "7C", "8C", "9C"]  # worth nothing; player 0 keeps the trick
EGGS_TEAM1 = "AD TD KD QD JD AC TC KC QC JC 6D 7D"  # 60 card points


def test_eggs_give_no_loss_points():
    s = endgame(EGGS_LAST, EGGS_TEAM1, loss_points=(2, 4))
    events = play(s, "lead 6H", "discard 7C", "discard 8C", "discard 9C")
    scored = [e for e in events if isinstance(e, GameScored)][0]
    assert scored.eggs and scored.card_points == (60, 60) and scored.loss_points_given == (0, 0)
    assert GameOver((0.0, 0.0, 0.0, 0.0), "game") in events
    assert s.loss_points == (2, 4) and not s.double_pending and not s.is_terminal()


def finish_game(s: State) -> None:
    """Play the current game out (always the last legal action)."""
    games = len(s.game_history)
    while len(s.game_history) == games and not s.is_terminal():
        s.apply(s.legal_actions()[-1])


def test_option_eggs_double_the_next_game_once():
    s = endgame(EGGS_LAST, EGGS_TEAM1, eggs_double_next=True, seed=11)
    play(s, "lead 6H", "discard 7C", "discard 8C", "discard 9C")
    assert s.double_pending and s.observation(1).double_pending
    while s.double_pending:  # eggs after eggs keep one doubling pending (no x4)
        before = s.loss_points
        finish_game(s)
        last = s.game_history[-1]
        if not last.eggs:
            loser = 0 if last.card_points[0] < 60 else 1
            base = loss_points_for(last.card_points[loser], last.tricks_won[loser] > 0)
            assert last.doubled and last.loss_points_given[loser] == 2 * base
            assert s.loss_points[loser] - before[loser] == 2 * base
    if not s.is_terminal():  # (a doubled 6 may already end the match)
        finish_game(s)
        assert not s.game_history[-1].doubled


def test_match_ends_at_the_limit_and_returns_the_goat():
    s = endgame(LAST, "TD AD TC 6D", loss_points=(0, 10))
    events = play(s, "lead AH", "discard 6C", "discard 7C", "discard 8C")
    assert s.is_terminal() and s.loss_points == (0, 12) and s.current_player() == -1
    assert s.returns() == [1.0, -1.0, 1.0, -1.0] and s.legal_actions() == []
    assert GameOver((1.0, -1.0, 1.0, -1.0), "match") in events
    with pytest.raises(IllegalAction, match="match is over"):
        s.apply("lead 6H")


@pytest.mark.parametrize("limit", [6, 8, 10, 12])
def test_option_match_limit(limit):
    s = endgame(LAST, "TD AD TC 6D", loss_points=(0, limit - 2), match_limit=limit)
    play(s, "lead AH", "discard 6C", "discard 7C", "discard 8C")
    assert s.is_terminal() and s.loss_points == (0, limit)
    s = endgame(LAST, "TD AD TC 6D", loss_points=(0, limit - 4), match_limit=limit)
    play(s, "lead AH", "discard 6C", "discard 7C", "discard 8C")
    assert not s.is_terminal()


def test_next_game_last_trick_winner_leads_and_the_deal_rotates():
    s = endgame(["6C", "AH", "7C", "8C"], "TD AD TC 6D", dealer=1, leader=0, seed=3)
    events = play(s, "lead 6C", "discard AH", "beat 7C", "discard 8C")  # player 2 takes the last trick
    # The game is over and stays on the table: the next deal is the automatic step.
    assert not any(isinstance(e, (GameStarted, Dealt)) for e in events) and isinstance(events[-1], GameOver)
    assert s.awaiting_deal and s.current_player() == AUTOMATIC and s.legal_actions() == [DEAL_ACTION]
    assert s.game_number == 0 and s.last_trick_winner == 2 and len(s.game_history) == 1
    assert s.observation(1).awaiting_deal and s.observation(1).legal_actions() == [DEAL_ACTION]
    with pytest.raises(IllegalAction, match="dealt first"):
        s.apply("lead 6C")
    events = s.apply("deal")
    started = [e for e in events if isinstance(e, GameStarted)][0]
    assert started.dealer == 2 and started.leader == 2 and s.dealer == 2
    assert s.current_player() == 2 and s.game_number == 1
    assert [e.player for e in events if isinstance(e, Dealt)][:4] == [3, 0, 1, 2]
    assert all(len(h) == 4 for h in s.hands) and len(s.stock) == 20
    assert events[-1] == TurnTo(2)


def test_game_ends_only_when_stock_and_hands_are_empty():
    s = State.new(seed=4)
    tricks = 0
    while not s.game_history:
        s.apply(s.legal_actions()[0])  # single-card leads: nine tricks
        if s.lead_count == 0:
            tricks += 1
            if not s.game_history:
                assert s.stock or any(s.hands)
    assert tricks == 9 and sum(s.game_history[0].card_points) == 120


# ---- options, set-ups and saves -----------------------------------------------------------
def test_options_defaults_and_errors():
    assert KozelOptions() == KozelOptions(eggs_double_next=False, discards_face_up=False, match_limit=12)
    with pytest.raises(ValueError, match="unknown Kozel option.*colour"):
        State.new(seed=1, colour="red")
    with pytest.raises(ValueError, match="match_limit"):
        State.new(seed=1, match_limit=7)


@pytest.mark.parametrize("hands, stock_fix, message", [
    (["6H 7H 8H", "6C 7C 8C 9C", "6D 7D 8D 9D", "JH QH KH TH"], None, "same number"),
    (["6H 6H 8H 9H", "6C 7C 8C 9C", "6D 7D 8D 9D", "JH QH KH TH"], None, "exactly once"),
])
def test_from_deal_refuses_bad_deals(hands, stock_fix, message):
    with pytest.raises(ValueError, match=message):
        full_deal(hands)


def test_from_deal_trump_must_be_in_the_stock():
    hands = [h.split() for h in ["6H 7H 8H 9H", "6C 7C 8C 9C", "6D 7D 8D 9D", "JH QH KH TH"]]
    rest = [c.code for c in deck36() if c.code not in {x for h in hands for x in h}]
    with pytest.raises(ValueError, match="trump card 6H must be a card of the stock"):
        State.from_deal(hands, rest, "6H", 0)


def test_saves_are_plain_json_and_round_trip_mid_trick():
    s = full_deal(PULL_HANDS, trump="AS", eggs_double_next=True)
    play(s, "lead 7H", "discard 6S")
    d = json.loads(json.dumps(s.to_dict()))
    t = State.from_dict(d)
    assert t == s and t.legal_actions() == s.legal_actions()
    assert play(t, "pull", "discard 6D 7D JD QD") == play(s, "pull", "discard 6D 7D JD QD")
    assert t == s and t.clone() == s



@pytest.mark.parametrize("field", ["trick", "discard_log", "last_trick"])
def test_a_save_whose_counter_is_not_past_every_play_is_refused(field):
    """Every play and face-down discard was numbered before the counter moved on, so a save
    whose ``seq`` is not above them all is edited: read as it was, its next play would get a
    number already used and the state after it would be unreadable (found by the fuzz test)."""
    s = full_deal(PULL_HANDS, trump="AS")
    play(s, "lead 7H", "discard 6S", "discard 6C", "discard 6D")  # face down, into player 0's pile
    if field == "trick":
        s.apply(s.legal_actions()[0])  # the next trick's lead
    d = json.loads(json.dumps(s.to_dict()))
    d["seq"] = max(item[2] for item in d[field])  # the last play, in this field
    with pytest.raises(InvalidState, match="numbered before"):
        State.from_dict(d)


# ---- audit additions ------------------------------------------------------------------------
def test_pull_by_the_last_player_returns_three_plays_and_the_old_leader_answers_last():
    s = full_deal(["7H 8D 9D JS", "9H 6S TD QH", "6D 7D JD QC", "6C 7C 8C 9C"], trump="AS", dealer=3)
    play(s, "lead 7H", "beat 9H", "discard QC")
    events = s.apply("pull")
    assert events[0] == Pulled(3, ((0, (card("7H"),)), (1, (card("9H"),)), (2, (card("QC"),))), (True, True, False))
    assert [len(h) for h in s.hands] == [4, 4, 4, 0] and s.leader == 3 and s.winning_player == 3
    assert all(card("QC") not in cards_in(s.observation(p)) for p in (0, 1, 3))  # returned privately
    assert s.observation(1).known_holdings[0] == ((card("7H"), 3),)  # face-up cards: public
    order = []
    while s.lead_count:
        order.append(s.current_player())
        s.apply(s.legal_actions()[-1])
    assert order == [0, 1, 2]  # clockwise from the puller; the old leader first, nobody twice
    assert s.last_trick_winner == 3 and all(len(h) == 4 for h in s.hands)  # all discarded


def test_a_hand_built_action_is_accepted_in_any_card_order():
    s = full_deal(HANDS, trump="KS", position=5)
    play(s, "lead 7H 9H")
    s.apply(Action("beat", (card("6S"), card("TH"))))  # not in the fixed order
    assert s.winning_cards == (card("TH"), card("6S")) and s.winning_player == 1
    s.apply(Action("beat", [card("7S"), card("AH")]))  # a list, not a tuple
    assert s.winning_cards == (card("AH"), card("7S")) and s.winning_player == 2


def with_double_pending(s: State) -> State:
    """The same position, as if an earlier game had been eggs under the doubling option."""
    d = s.to_dict()
    d["double_pending"] = True
    return State.from_dict(d)


def test_eggs_doubling_applies_once_and_eggs_after_eggs_do_not_stack():
    s = with_double_pending(endgame(EGGS_LAST, EGGS_TEAM1, eggs_double_next=True, seed=5))
    events = play(s, "lead 6H", "discard 7C", "discard 8C", "discard 9C")  # eggs again
    scored = [e for e in events if isinstance(e, GameScored)][0]
    assert scored.eggs and scored.loss_points_given == (0, 0) and not scored.doubled
    assert s.double_pending  # still one doubling pending, not two
    s = with_double_pending(endgame(LAST, "TD AD TC 6D", eggs_double_next=True, seed=5))
    events = play(s, "lead AH", "discard 6C", "discard 7C", "discard 8C")
    scored = [e for e in events if isinstance(e, GameScored)][0]
    assert scored.doubled and scored.loss_points_given == (0, 4)  # 2 doubled once: x2, never x4
    assert not s.double_pending and s.loss_points == (0, 4)
    s = with_double_pending(endgame(LAST, "", eggs_double_next=True, seed=5))
    play(s, "lead AH", "discard 6C", "discard 7C", "discard 8C")  # no trick: 6, doubled: 12
    assert s.loss_points == (0, 12) and s.is_terminal() and s.returns() == [1.0, -1.0, 1.0, -1.0]


def test_with_face_up_discards_a_pull_returns_them_publicly():
    s = full_deal(["7H 8D 9D JS", "9H 6S TD QH", "6C 7C 8C 9C", "TC JC QC KC"], trump="AS",
                  discards_face_up=True)
    play(s, "lead 7H", "discard TD")
    s.apply("pull")
    for p in (0, 2, 3):
        assert (card("TD"), 2) in s.observation(p).known_holdings[1]
