import copy
import pickle

import pytest

from app.core.cards import (
    ALL_CARDS,
    BIG_BLOOPER,
    LITTLE_BLOOPER,
    NATURAL_ORDER,
    Card,
    RankOrder,
    card,
    deal_order,
    deck36,
    deck52,
    deck54,
    format_cards,
    parse_cards,
    shuffled,
)
from app.core.protocol import IllegalAction
from app.core.rng import derive_rng, derive_seed


def test_notation_round_trips_for_every_card():
    for c in ALL_CARDS:
        assert Card.parse(str(c)) is c
        assert Card.parse(str(c).lower()) is c
    assert str(card("TH")) == "TH" and card("TH").rank == "T"
    assert BIG_BLOOPER.code == "BB" and LITTLE_BLOOPER.code == "LB" and BIG_BLOOPER.is_joker


@pytest.mark.parametrize("bad", ["", "1S", "10H", "XS", "6X", "B", "BBB"])
def test_bad_card_text_is_a_clear_error(bad):
    with pytest.raises(IllegalAction, match="not a card"):
        Card.parse(bad)


def test_decks_have_the_right_cards_once():
    assert len(set(deck36())) == 36 and {c.rank for c in deck36()} == set("6789TJQKA")
    assert len(set(deck52())) == 52 and not any(c.is_joker for c in deck52())
    assert len(set(deck54())) == 54


def test_cards_stay_interned_through_copy_and_pickle():
    c = card("QC")
    assert copy.copy(c) is c and copy.deepcopy([c])[0] is c and pickle.loads(pickle.dumps(c)) is c


def test_rank_orders():
    kozel = RankOrder("6789JQKTA")
    assert kozel.strength(card("TS")) > kozel.strength(card("KS"))
    assert NATURAL_ORDER.strength(card("TS")) < NATURAL_ORDER.strength(card("JS"))


def test_seeded_shuffles_and_deals_replay():
    a = shuffled(deck36(), derive_rng(7, "deal", 1))
    b = shuffled(deck36(), derive_rng(7, "deal", 1))
    c = shuffled(deck36(), derive_rng(7, "deal", 2))
    assert a == b and a != c
    assert derive_seed(7, 1) == derive_seed(7, 1) != derive_seed(8, 1)
    assert deal_order(first=1, players=4, rounds=2) == [1, 2, 3, 0, 1, 2, 3, 0]
    assert format_cards(parse_cards("7h 9H")) == "7H 9H"
