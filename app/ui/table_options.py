"""The card table's options as the screen applies them (issue 20, item 4): card size,
the order of the player's hand, the end-of-deal result's auto-dismiss. (Auto-play,
fast-forward and each game's computer strength are the table's: ``LocalTable``.)

The settings and their page are ``app/ui/settings.py`` (``TABLE_OPTIONS``); the hand's
order is ``app/core/hand_order.py``.
"""

from __future__ import annotations

from typing import Callable, Iterable

from app.core.cards import Card, Suit
from app.core.hand_order import hand_sort_key

# [D] Card size relative to the window: medium is the table's own fit (cards as large as
# the seats' room allows); small and large scale it.
CARD_SCALES = {"small": 0.8, "medium": 1.0, "large": 1.22}
# The options the hand's order follows.
HAND_ORDER_OPTIONS = ("hand_colours", "trump_side", "rank_order")


def card_scale(settings) -> float:
    return CARD_SCALES[settings.table_option("card_size")]


def result_seconds(settings) -> int | None:
    """Seconds after which a deal's result goes on by itself (None: it waits for a click)."""
    value = settings.table_option("result_seconds")
    return None if value == "click" else int(value)


def hand_key(settings, hand: Iterable[Card], trump: Suit | None,
             strength: Callable[[Card], int]) -> Callable[[Card], tuple]:
    """A sort key for the cards of ``hand`` in the order the settings ask for (suits
    alternating in colour or in the usual order, the trump suit at the left or right,
    ranks ascending or descending by the game's ``strength``; jokers with the trumps)."""
    return hand_sort_key(list(hand), strength, trump,
                         alternate_colours=settings.table_option("hand_colours") == "alternate",
                         trump_side=settings.table_option("trump_side"),
                         descending=settings.table_option("rank_order") == "descending")
