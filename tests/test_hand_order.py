"""Hand sort order (issue 20, item 4)."""

from __future__ import annotations

import pytest

from app.core.cards import NATURAL_ORDER, SHORT_DECK_ORDER, Suit, parse_cards
from app.core.hand_order import RED_SUITS, ordered_hand, suit_order
from app.games.back_alley.rules import STRENGTH as BACK_ALLEY_STRENGTH
from app.games.kozel.options import RANK_ORDER as KOZEL_ORDER

C, D, H, S = Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES


def colours_alternate(order):
    return all((a in RED_SUITS) != (b in RED_SUITS) for a, b in zip(order, order[1:]))


@pytest.mark.parametrize("trump", [C, D, H, S, None])
@pytest.mark.parametrize("side", ["left", "right"])
def test_four_suits_alternate_and_the_trump_sits_at_its_end(trump, side):
    order = suit_order([C, D, H, S], trump, True, side)
    assert sorted(order) == sorted([C, D, H, S]) and colours_alternate(order)
    if trump is not None:
        assert order[0 if side == "left" else -1] is trump


def test_without_alternation_the_usual_suit_order_and_the_trump_at_its_end():
    assert suit_order([C, D, H, S], H, False, "left") == [H, C, D, S]
    assert suit_order([C, D, H, S], H, False, "right") == [C, D, S, H]
    assert suit_order([S, C], None, False, "left") == [C, S]


def test_three_suits_alternate_when_they_can():
    assert colours_alternate(suit_order([C, S, H], None, True, "left"))  # black red black
    order = suit_order([C, S, D], S, True, "left")
    assert order == [S, D, C]


def test_ranks_by_the_games_own_order():
    hand = parse_cards("TH KH AH 6H 9C")
    kozel = ordered_hand(hand, KOZEL_ORDER.strength, trump=H, alternate_colours=False, trump_side="left")
    assert [c.code for c in kozel] == ["AH", "TH", "KH", "6H", "9C"]  # Kozel: 10 between K and A
    up = ordered_hand(hand, SHORT_DECK_ORDER.strength, trump=H, alternate_colours=False, descending=False)
    assert [c.code for c in up] == ["6H", "TH", "KH", "AH", "9C"]


def test_back_alley_jokers_go_with_the_trumps():
    hand = parse_cards("2S BB KD LB AS 3C")
    shown = ordered_hand(hand, lambda c: BACK_ALLEY_STRENGTH[c.index], trump=S, trump_side="right")
    assert [c.code for c in shown][-4:] == ["BB", "LB", "AS", "2S"]
    assert ordered_hand(parse_cards("2C 3C"), NATURAL_ORDER.strength, descending=False)[0].code == "2C"


def test_bad_choices_are_refused():
    with pytest.raises(ValueError):
        suit_order([C], None, True, "middle")
