"""Svoi Kozyri: every rule and option of rules/svoi_kozyri.md, each with an explicit deal."""

import json

import pytest

from app.core.card_events import Dealt, GameOver, PickedUp, Played, TurnTo
from app.core.cards import Card, Suit, parse_cards
from app.core.protocol import IllegalAction
from app.games.svoi_kozyri import Observation, Options, State, parse_action
from app.games.svoi_kozyri.actions import all_actions
from app.games.svoi_kozyri.events import Beat, Drawn, SixHandedOver, TrumpChosen, WentOut
from app.games.svoi_kozyri.options import SAFETY_ACTION_LIMIT


def deal(hands, trumps, starter=0, pile=(), **options) -> State:
    return State.from_deal([h.split() for h in hands], list(trumps), starter, pile=pile.split() if pile else (),
                           **options)


def codes(actions) -> list[str]:
    return [str(a) for a in actions]


def cards(text: str) -> tuple[Card, ...]:
    return tuple(parse_cards(text))


# ---------------------------------------------------------------- trump choice and deal

def test_trump_suits_are_chosen_before_the_deal_all_different_seat_0_first():
    s = State.new(seed=11, players=3)
    assert s.phase == "trump" and s.current_player() == 0
    assert codes(s.legal_actions()) == ["trump C", "trump D", "trump H", "trump S"]
    assert s.apply("trump H") == [TrumpChosen(0, Suit.HEARTS), TurnTo(1)]
    assert s.current_player() == 1 and "trump H" not in codes(s.legal_actions())
    with pytest.raises(IllegalAction, match="already player 0's trump suit"):
        s.apply("trump H")
    with pytest.raises(IllegalAction, match="chooses a trump suit"):
        s.apply("play 7H")
    s.apply("trump C")
    assert s.current_player() == 2 and codes(s.legal_actions()) == ["trump D", "trump S"]
    s.apply("trump S")
    assert s.phase == "play" and s.trumps == (Suit.HEARTS, Suit.CLUBS, Suit.SPADES)
    assert s.current_player() == s.starter == (s.dealer + 1) % 3


@pytest.mark.parametrize("players,size", [(2, 18), (3, 12), (4, 9)])
def test_the_whole_pack_is_dealt_one_at_a_time_clockwise_from_the_dealers_left(players, size):
    s = State.new(seed=5, players=players, dealer=players - 1, sixes_to_owners=False)
    events = []
    for suit in "CDHS"[:players]:
        events += s.apply(f"trump {suit}")
    dealt = [e for e in events if isinstance(e, Dealt)]
    assert len(dealt) == 36 and len({e.card for e in dealt}) == 36
    assert [e.player for e in dealt] == [i % players for i in range(36)]  # dealer's left = 0
    assert s.hand_sizes() == [size] * players
    assert not any(isinstance(e, SixHandedOver) for e in events)
    assert s.current_player() == 0 and events[-1] == TurnTo(0)


def test_the_six_of_each_trump_suit_is_handed_to_its_owner():
    moved = 0
    for seed in range(40):
        s = State.new(seed=seed, players=3)
        events = []
        for suit in "SDH":
            events += s.apply(f"trump {suit}")
        sizes = s.hand_sizes()
        assert sum(sizes) == 36
        for owner, suit in enumerate("SDH"):
            six = Card.parse("6" + suit)
            assert six in s.hand(owner) and six in s.known_cards(owner)  # public: the rule says so
        for e in events:
            if isinstance(e, SixHandedOver):
                moved += 1
                assert e.card.rank == "6" and s.trumps[e.to_player] is e.card.suit and e.from_player != e.to_player
        assert Card.parse("6C") not in s.known_cards(0) + s.known_cards(1) + s.known_cards(2)  # nobody's trump
    assert moved > 0  # hand sizes may then differ


def test_first_dealer_is_random_from_the_seed_and_the_loser_deals_next():
    dealers = {State.new(seed=seed, players=4).dealer for seed in range(30)}
    assert dealers == {0, 1, 2, 3}
    assert State.new(seed=3, players=4).dealer == State.new(seed=3, players=4).dealer
    s = State.new(seed=3, players=3, dealer=2)
    assert s.dealer == 2 and s.starter == 0
    with pytest.raises(IllegalAction, match="dealer"):
        State.new(seed=3, players=3, dealer=3)
    s = deal(["7C", "8D 9D"], "SH", starter=1)
    assert s.dealer == 0 and s.starter == 1 and s.next_dealer is None


def test_loser_and_next_dealer():
    s = deal(["7C", "8D 9D"], "SH", starter=0)
    s.apply("play 7C")  # player 0 goes out; player 1 holds two cards
    assert s.is_terminal() and s.loser == 1 and s.next_dealer == 1
    d = deal(["7C", "9C"], "SH", starter=0)
    d.apply("play 7C")  # player 1's one card could beat 7C: a draw
    assert d.loser is None and d.next_dealer == d.dealer


# ---------------------------------------------------------------- beating

def test_a_higher_card_of_the_same_suit_beats():
    s = deal(["9H TH 7H 9D QC", "8C"], "SC", pile="8H")
    assert codes(s.legal_actions()) == ["beat 9H", "beat TH", "take"]
    with pytest.raises(IllegalAction, match="7H cannot beat 8H: beat with a higher heart or with any card of your own"):
        s.apply("beat 7H")
    with pytest.raises(IllegalAction, match="9D cannot beat 8H"):
        s.apply("beat 9D")
    with pytest.raises(IllegalAction, match="not in his hand"):
        s.apply("beat AH")
    events = s.apply("beat TH")
    assert events == [Played(0, cards("TH")), Beat(0, Card.parse("TH"), Card.parse("8H"))]


def test_any_own_trump_beats_a_card_of_another_suit_even_holding_that_suit():
    s = deal(["6S 9H AD", "8C"], "SC", pile="KH")
    assert codes(s.legal_actions()) == ["beat 6S", "take"]  # no duty to follow suit
    s.apply("beat 6S")
    assert s.pile == tuple(cards("KH 6S"))


def test_an_own_trump_top_card_is_beaten_only_by_a_higher_card_of_that_suit():
    s = deal(["TS 6S AH 7S", "8C"], "SC", pile="9S")
    assert codes(s.legal_actions()) == ["beat TS", "take"]
    with pytest.raises(IllegalAction, match="6S cannot beat 9S: a card of your own trump suit \\(S\\) can only be "
                                            "beaten by a higher spade"):
        s.apply("beat 6S")
    with pytest.raises(IllegalAction, match="AH cannot beat 9S"):
        s.apply("beat AH")


def test_only_the_acting_players_own_trump_counts():
    # 9D lies on top; diamonds are player 1's trump, but player 0 (spades) beats it as any
    # other card: with a higher diamond or with any spade.
    s = deal(["TD 6S 8D", "8C"], "SD", pile="9D")
    assert codes(s.legal_actions()) == ["beat TD", "beat 6S", "take"]
    # 9S (player 0's trump) on top, faced by player 1 (diamonds): any diamond beats it.
    s = deal(["8C", "6D TS 8S 7H"], "SD", starter=1, pile="9S")
    assert codes(s.legal_actions()) == ["beat 6D", "beat TS", "take"]


def test_after_a_beat_the_same_player_lays_one_more_card_of_his_choice():
    s = deal(["TH 9D 6S", "8C QD"], "SC", pile="8H")
    s.apply("beat TH")
    assert s.current_player() == 0 and s.pending_extra
    assert codes(s.legal_actions()) == ["play 9D", "play 6S"]
    with pytest.raises(IllegalAction, match="must lay one more card"):
        s.apply("take")
    with pytest.raises(IllegalAction, match="must lay one more card"):
        s.apply("beat 6S")
    assert s.apply("play 9D") == [Played(0, cards("9D")), TurnTo(1)]
    assert s.pile == tuple(cards("8H TH 9D")) and not s.pending_extra
    assert codes(s.legal_actions()) == ["beat 8C", "beat QD", "take"]  # player 1 faces the new top card


def test_starting_a_pile_with_any_card_and_playing_only_then():
    s = deal(["TH 9D 6S", "8C QD"], "SC")
    assert codes(s.legal_actions()) == ["play 9D", "play TH", "play 6S"]
    with pytest.raises(IllegalAction, match="no card to beat"):
        s.apply("beat TH")
    with pytest.raises(IllegalAction, match="nothing to pick up"):
        s.apply("take")
    s.apply("play 6S")
    with pytest.raises(IllegalAction, match="must be beaten"):
        s.apply("play QD")


# ---------------------------------------------------------------- picking up

FILLER = "7C 8C 9C 7D 8D"  # cards below the top card, bottom first


@pytest.mark.parametrize("pile_size", [1, 2, 3, 4, 5, 6])
@pytest.mark.parametrize("top,expected_rule", [("9H", "three"), ("9S", "five"), ("AS", "all")])
def test_pickup_sizes(pile_size, top, expected_rule):
    pile = FILLER.split()[: pile_size - 1] + [top]
    expected = {"three": min(3, pile_size), "five": min(5, pile_size), "all": pile_size}[expected_rule]
    s = deal(["6H", "QD KD"], "SC", pile=" ".join(pile))  # player 0's trump: spades
    assert s.pickup_size() == expected
    events = s.apply("take")
    taken = cards(" ".join(pile[-expected:]))
    assert events[0] == PickedUp(0, taken)
    assert s.pile == tuple(cards(" ".join(pile[: pile_size - expected])))
    assert set(taken) <= set(s.hand(0)) and set(s.known_cards(0)) == set(taken)
    assert s.current_player() == 1 and events[-1] == TurnTo(1)
    if s.pile:  # the next player faces the card now on top, as if it had just been played:
        # a club, his own trump suit, which only a higher club would beat
        assert s.pile[-1].suit is Suit.CLUBS and codes(s.legal_actions()) == ["take"]
    else:  # the whole pile was taken: the next player starts a new pile with any card
        assert codes(s.legal_actions()) == ["play QD", "play KD"]


def test_after_a_pickup_the_next_player_faces_the_new_top_card_with_his_own_trumps():
    # Player 0 (spades) takes 3 of 6; the new top 9C is player 1's own trump: his take is
    # "top 5 or the whole pile", here the 3 cards left; only a higher club beats it.
    s = deal(["6H", "TC 9D KH"], "SC", pile="7C 8C 9C 7D 8D 9H")
    s.apply("take")
    assert s.pile == tuple(cards("7C 8C 9C")) and codes(s.legal_actions()) == ["beat TC", "take"]
    s.apply("take")
    assert s.pile == () and set(cards("7C 8C 9C")) <= set(s.hand(1))


def test_pickups_on_a_pile_built_by_play():
    # Player 0: spades; player 1: hearts.
    s = deal(["7C 9C JC AS 8D", "8C TC QC 6H 7H"], "SH")
    for a in ["play 7C", "beat 8C", "play 6H", "beat AS", "play 9C", "beat TC", "play 7H"]:
        s.apply(a)
    assert s.pile == tuple(cards("7C 8C 6H AS 9C TC 7H"))
    s.apply("take")  # 7H is not player 0's trump: three cards
    assert s.pile == tuple(cards("7C 8C 6H AS"))
    assert set(s.hand(0)) == set(cards("9C TC JC 8D 7H"))
    assert s.current_player() == 1 and codes(s.legal_actions()) == ["take"]  # AS on top: no heart beats it
    s.apply("take")  # AS is not player 1's trump: three cards
    assert s.pile == tuple(cards("7C")) and set(s.known_cards(1)) == set(cards("8C 6H AS"))
    assert [(p, c) for p, c in s.pickup_history()] == [(0, cards("9C TC 7H")), (1, cards("8C 6H AS"))]


def test_the_ace_of_the_own_trump_takes_the_whole_pile():
    s = deal(["7H", "9D"], "SC", pile="7C 8C 9C TC JC QC KC AS")
    s.apply("take")
    assert s.pile == () and len(s.hand(0)) == 9
    assert codes(s.legal_actions()) == ["play 9D"]  # player 1 starts a new pile


def test_voluntary_pickup_option():
    on = deal(["TH", "8C 9C"], "SC", pile="8H")
    assert codes(on.legal_actions()) == ["beat TH", "take"]  # allowed even when able to beat (default)
    off = deal(["TH", "8C 9C"], "SC", pile="8H", voluntary_pickup=False)
    assert codes(off.legal_actions()) == ["beat TH"]
    with pytest.raises(IllegalAction, match="voluntary pick-up is off and TH can beat 8H"):
        off.apply("take")
    unable = deal(["7H 9D", "8C 9C"], "SC", pile="8H", voluntary_pickup=False)
    assert codes(unable.legal_actions()) == ["take"]
    unable.apply("take")
    # The forced pick-up proves player 0 held no higher heart and no spade: public knowledge.
    excluded = unable.observation(1).excluded[0]
    assert set(cards("9H TH JH QH KH AH 6S 7S 8S 9S TS JS QS KS AS")) == set(excluded)


# ---------------------------------------------------------------- going out and the end

def test_going_out_on_the_beat():
    s = deal(["TH", "8C 9C"], "SC", pile="8H")
    events = s.apply("beat TH")
    assert events[:2] == [Played(0, cards("TH")), Beat(0, Card.parse("TH"), Card.parse("8H"))]
    assert WentOut(0, 0) in events and events[-1] == GameOver((1.0, -1.0))
    assert s.is_terminal() and s.returns() == [1.0, -1.0] and s.current_player() == -1 and s.legal_actions() == []
    with pytest.raises(IllegalAction, match="game is over"):
        s.apply("take")


def test_going_out_on_the_extra_card():
    s = deal(["TH 7C", "8C 9C"], "SC", pile="8H")
    s.apply("beat TH")
    assert not s.is_terminal()
    events = s.apply("play 7C")
    assert events == [Played(0, cards("7C")), WentOut(0, 0), GameOver((1.0, -1.0))]


def test_going_out_on_the_card_that_starts_a_new_pile():
    s = deal(["7C", "8D 9C"], "SC")
    assert s.apply("play 7C")[-1] == GameOver((1.0, -1.0))
    assert s.out_order == (0, 1) and s.loser == 1


@pytest.mark.parametrize("last_hand,trumps,drawn", [
    ("9C", "SH", True),  # a higher club could beat 7C
    ("6H", "SH", True),  # his own trump beats a card of another suit
    ("6C", "SH", False),  # a lower club cannot
    ("6D", "SH", False),  # a diamond is nobody's trump here: cannot
    ("6D", "SD", True),  # judged with the LAST player's own trump
    ("9C 6H", "SH", False),  # two cards: no draw
])
def test_the_draw_rule(last_hand, trumps, drawn):
    s = deal(["7C", last_hand], trumps)
    events = s.apply("play 7C")
    assert s.is_terminal()
    if drawn:
        assert s.returns() == [0.0, 0.0] and s.drawn == (0, 1) and s.draw_reason == "could_beat"
        assert Drawn((0, 1), "could_beat") in events
    else:
        assert s.returns() == [1.0, -1.0] and s.drawn == ()


def test_the_draw_rule_with_the_last_player_facing_his_own_trump_suit():
    s = deal(["7D", "8D"], "SD")  # 7D is player 1's own trump: only a higher diamond, 8D, beats it
    s.apply("play 7D")
    assert s.returns() == [0.0, 0.0]
    s = deal(["9D", "8D"], "SD")
    s.apply("play 9D")
    assert s.returns() == [1.0, -1.0]


def test_players_who_are_out_are_skipped_and_three_player_ranking():
    # Trumps: 0 spades, 1 hearts, 2 diamonds.
    s = deal(["7C", "8C 9C QH", "JC KC AC"], "SHD")
    s.apply("play 7C")  # player 0 is out at once
    assert s.out_order == (0,) and s.current_player() == 1 and not s.is_terminal()
    s.apply("beat 8C")
    s.apply("play QH")
    assert s.current_player() == 2
    s.apply("take")  # QH is not a diamond: 3 cards
    assert s.current_player() == 1  # player 0 is skipped
    s.apply("play 9C")  # player 1 is out second: player 2 is last with 6 cards
    assert s.is_terminal() and list(s.out_order) == [0, 1, 2] and s.returns() == [1.0, 0.0, -1.0]


def test_four_player_ranking():
    # Trumps: 0 clubs, 1 diamonds, 2 hearts, 3 spades.
    s = deal(["7C", "8H", "9H", "JS QS"], "CDHS")
    s.apply("play 7C")  # 0 out first
    s.apply("take")  # 1 cannot beat 7C and takes it
    assert s.current_player() == 2 and s.pile == ()
    s.apply("play 9H")  # 2 out second
    s.apply("beat JS")  # 3: his own trump beats 9H ...
    s.apply("play QS")  # ... and he goes out third on the extra card; 1 is last
    assert s.is_terminal() and list(s.out_order) == [0, 2, 3, 1]
    assert s.returns() == pytest.approx([1.0, -1.0, 1 / 3, -1 / 3])


def test_three_player_draw_shares_the_mean_of_the_two_last_places():
    # Trumps: 0 spades, 1 hearts, 2 diamonds.
    s = deal(["7C", "8D 9C", "9D"], "SHD")
    s.apply("play 7C")  # 0 out: +1
    s.apply("beat 9C")
    events = s.apply("play 8D")  # 1 goes out with 8D; 2's only card 9D beats it (his own trump)
    assert s.drawn == (1, 2) and Drawn((1, 2), "could_beat") in events
    assert s.returns() == [1.0, -0.5, -0.5]
    s = deal(["7C", "9D 9C", "8D"], "SHD")
    s.apply("play 7C")
    s.apply("beat 9C")
    s.apply("play 9D")  # 2's 8D cannot beat 9D: he simply loses
    assert s.drawn == () and s.returns() == [1.0, 0.0, -1.0]


# A pick-up cycle: each player beats, lays an extra card, and the other picks all up;
# after 16 actions the hands are as before. KS and KH are never played.
CYCLE = ["play 7C", "beat 8C", "play 8D", "take", "play 6C", "beat 9C", "play 9D", "take",
         "play 7C", "beat 9C", "play 9D", "take", "play 6C", "beat 8C", "play 8D", "take"]


def test_the_safety_draw_after_2000_actions():
    assert SAFETY_ACTION_LIMIT == 2000 and Options().safety_action_limit == 2000
    s = deal(["7C 9C 9D KS", "8C 8D 6C KH"], "SH")
    start = s.clone()
    for a in CYCLE:
        s.apply(a)
    assert [s.hand(0), s.hand(1)] == [start.hand(0), start.hand(1)]  # back where it started
    assert s.pile == () and s.current_player() == 0 and s.action_count == 16
    events = []
    while not s.is_terminal():
        events = s.apply(CYCLE[s.action_count % len(CYCLE)])
    assert s.action_count == 2000 and s.draw_reason == "safety" and s.drawn == (0, 1)
    assert s.returns() == [0.0, 0.0] and events[-2:] == [Drawn((0, 1), "safety"), GameOver((0.0, 0.0))]


def test_the_safety_draw_is_among_the_players_still_in():
    s = deal(["7C", "8D 8H", "9D 9H"], "SHD", safety_action_limit=3)
    s.apply("play 7C")  # 0 out: +1
    s.apply("take")
    assert not s.is_terminal()
    s.apply("play 9D")  # the third action
    assert s.is_terminal() and s.drawn == (1, 2) and s.returns() == [1.0, -0.5, -0.5]


# ---------------------------------------------------------------- notation, errors, saves, views

def test_notation_round_trips_and_garbage_is_rejected():
    actions = all_actions()
    assert len(actions) == 4 + 36 + 36 + 1
    for a in actions:
        assert parse_action(str(a)) is a and State.parse_action(str(a)) is a
    assert str(parse_action("  BEAT   9h ")) == "beat 9H" and str(parse_action("Take")) == "take"
    for bad, message in [("", "empty"), ("pass", "not an action"), ("play", "not an action"),
                         ("beat 2H", "not in the 36-card pack"), ("play BB", "not in the 36-card pack"),
                         ("trump X", "not a suit"), ("play 10H", "not a card"), ("take 7H", "not an action")]:
        with pytest.raises(IllegalAction, match=message):
            parse_action(bad)
    with pytest.raises(IllegalAction):
        parse_action(None)


def test_explicit_deals_are_validated():
    with pytest.raises(IllegalAction, match="exists once"):
        deal(["7C 8C", "7C"], "SH")
    with pytest.raises(IllegalAction, match="share a trump"):
        deal(["7C", "8C"], "SS")
    with pytest.raises(IllegalAction, match="starter"):
        deal(["7C", "8C"], "SH", starter=2)
    with pytest.raises(IllegalAction, match="2 to 4 players"):
        deal(["7C", "8C", "9C", "TC", "JC"], "SHDCS")
    with pytest.raises(IllegalAction, match="at least one card"):
        State.from_deal([["7C"], []], ["S", "H"], 0)
    with pytest.raises(IllegalAction, match="not in the 36-card pack"):
        deal(["2C", "8C"], "SH")
    with pytest.raises(IllegalAction, match="2 trump suits"):
        deal(["7C", "8C"], "SHD")


def test_observation_shows_exactly_the_public_information():
    s = deal(["7C 9C JC AS 8D", "8C TC QC 6H 7H"], "SH")  # player 1 holds his six of hearts
    for a in ["play 7C", "beat 8C", "play 6H", "take"]:
        s.apply(a)
    obs = s.observation(1)
    assert isinstance(obs, Observation) and obs.GAME == "svoi_kozyri"
    assert obs.player == 1 and obs.current_player == 1
    assert obs.hand == cards("TC QC 7H") and obs.hand_sizes == (7, 3)
    assert obs.pile == () and obs.pickups == ((0, cards("7C 8C 6H")),)
    assert obs.known == (cards("7C 8C 6H"), ())  # what player 0 picked up is public
    assert obs.trumps == (Suit.SPADES, Suit.HEARTS) and obs.out_order == () and not obs.pending_extra
    assert obs.legal_actions() == s.legal_actions() and s.observation(0).legal_actions() == []
    # Nothing of player 0's hidden cards appears in player 1's view.
    public = set(obs.hand) | set(obs.pile) | {c for k in obs.known for c in k}
    assert not public & set(cards("9C JC AS 8D"))
    assert not hasattr(obs, "seed") and "9C" not in repr(obs)
    s.apply("play 7H")
    s.apply("beat AS")
    assert s.observation(0).pending_extra and s.observation(0).legal_actions() == s.legal_actions()


def test_observations_are_comparable_and_hide_the_deal_seed():
    a = State.new(seed=1)
    b = State.new(seed=2, dealer=a.dealer)
    assert a.observation(0) == b.observation(0)  # before the deal nothing differs but the seed
    for s in (a, b):
        s.apply("trump H")
        s.apply("trump S")
    assert a.observation(0) != b.observation(0)  # now the hands differ


def test_save_round_trip_keeps_the_future_identical():
    s = State.new(seed=99, players=3, voluntary_pickup=False)
    s.apply("trump D")
    saved = State.from_dict(json.loads(json.dumps(s.to_dict())))
    assert saved == s and saved is not s
    for state in (s, saved):
        for _ in range(40):
            if state.is_terminal():
                break
            state.apply(state.legal_actions()[len(state.legal_actions()) // 2])
    assert saved == s and saved.to_dict() == s.to_dict()
    with pytest.raises(IllegalAction, match="not a Svoi Kozyri save"):
        State.from_dict({"game": "kozel"})
    damaged = s.to_dict()
    damaged["hands"] = [["ZZ"]]
    with pytest.raises(IllegalAction):
        State.from_dict(damaged)


def test_an_explicit_deal_of_part_of_the_pack_round_trips():
    s = deal(["TH 7C", "8C 9C"], "SC", pile="8H")
    assert s.to_dict()["out_of_play"] and len(s.to_dict()["out_of_play"]) == 36 - 5
    saved = State.from_dict(json.loads(json.dumps(s.to_dict())))
    assert saved == s and saved.observation(1) == s.observation(1)


def test_rotated_seats_replay_the_same_deal_from_the_other_side():
    s = State.new(seed=21, players=3)
    with pytest.raises(IllegalAction, match="after the deal"):
        s.rotated(1)
    for suit in "HSC":
        s.apply(f"trump {suit}")
    r = s.rotated(1)
    assert r.rotated(2) == s and r.dealer == (s.dealer + 1) % 3 and r.current_player() == (s.current_player() + 1) % 3
    for p in range(3):
        assert r.hand(p) == s.hand((p - 1) % 3) and r.trumps[p] is s.trumps[(p - 1) % 3]
    while not s.is_terminal():
        action = s.legal_actions()[0]
        assert r.legal_actions()[0] is action
        s.apply(action)
        r.apply(action)
    assert r.returns() == [s.returns()[(p - 1) % 3] for p in range(3)] and r.rotated(-1) == s


def test_clone_is_independent():
    s = deal(["TH 7C", "8C 9C"], "SC", pile="8H")
    c = s.clone()
    assert c == s
    c.apply("beat TH")
    assert c != s and s.hand(0) == list(cards("7C TH")) and s.pile == tuple(cards("8H"))


def test_options_are_validated():
    with pytest.raises(IllegalAction, match="2 to 4 players"):
        State.new(seed=1, players=5)
    with pytest.raises(TypeError):
        State.new(seed=1, no_such_option=True)
    with pytest.raises(IllegalAction, match="unknown Svoi Kozyri option"):
        Options.from_dict({"players": 2, "bogus": 1})
