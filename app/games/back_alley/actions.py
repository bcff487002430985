"""Back Alley actions and their notation: ``pass``, ``bid 3``, ``board``, ``play AS``
(jokers ``play BB`` / ``play LB``); and ``deal``, the automatic step that deals the next
deal (or redeals a void one).

Actions are interned (one object per distinct action), so equality is identity and
hashing is cheap in simulations. Build them with ``parse_action`` or the constants.
"""

from __future__ import annotations

from app.core.cards import ALL_CARDS, Card
from app.core.protocol import DEAL as DEAL_NOTATION
from app.core.protocol import IllegalAction

MAX_NUMERIC_BID = 12  # hand size 13 - 1


class Action:
    __slots__ = ("kind", "amount", "card", "text", "order")

    kind: str  # "pass" | "bid" | "board" | "play" | "deal"
    amount: int  # the number of a numeric bid, else 0
    card: Card | None  # the card of a play, else None
    text: str
    order: int  # a total order: pass < bid 1 < ... < bid 12 < board < deal < plays by card index

    def __init__(self, kind: str, amount: int = 0, card: Card | None = None):
        self.kind = kind
        self.amount = amount
        self.card = card
        if kind == "play":
            assert card is not None
            self.text = f"play {card.code}"
            self.order = 100 + card.index
        elif kind == "bid":
            self.text = f"bid {amount}"
            self.order = amount
        else:
            self.text = kind
            self.order = {"pass": 0, "board": 50, DEAL_NOTATION: 60}[kind]

    @property
    def is_bid(self) -> bool:
        """Any auction action (pass and board included)."""
        return self.kind in ("pass", "bid", "board")

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"Action({self.text})"

    def __lt__(self, other: "Action") -> bool:
        return self.order < other.order

    def __reduce__(self):
        return (parse_action, (self.text,))

    def __copy__(self) -> "Action":
        return self

    def __deepcopy__(self, memo) -> "Action":
        return self


PASS = Action("pass")
BOARD = Action("board")
DEAL = Action(DEAL_NOTATION)  # between deals: deal the next one (no player decides it)
NUMERIC_BIDS: tuple[Action, ...] = (PASS,) + tuple(Action("bid", n) for n in range(1, MAX_NUMERIC_BID + 1))
# PLAYS[card.index] is the action that plays that card.
PLAYS: tuple[Action, ...] = tuple(Action("play", card=c) for c in ALL_CARDS)


def bid_actions(hand_size: int) -> list[Action]:
    """The auction choices for a hand size: pass, 1 .. hand size - 1, board."""
    return [PASS, *NUMERIC_BIDS[1:hand_size], BOARD]


def parse_action(text: str) -> Action:
    """Notation -> the interned action; anything else raises ``IllegalAction``."""
    if isinstance(text, Action):
        return text
    if not isinstance(text, str):
        raise IllegalAction(f"Back Alley: {text!r} is not an action (use pass, bid N, board or play CARD)")
    words = text.strip().lower().split()
    if words == ["pass"]:
        return PASS
    if words == ["board"]:
        return BOARD
    if words == [DEAL_NOTATION]:
        return DEAL
    if len(words) == 2 and words[0] == "bid":
        # ASCII digits only: str.isdigit() also accepts "²" (which int() refuses) and
        # other scripts' digits, which are not the notation.
        if words[1].isascii() and words[1].isdigit() and 1 <= int(words[1]) <= MAX_NUMERIC_BID:
            return NUMERIC_BIDS[int(words[1])]
        raise IllegalAction(
            f"Back Alley: '{text}' is not a bid: a numeric bid is 1 to {MAX_NUMERIC_BID} "
            "(use 'pass' for none)"
        )
    if len(words) == 2 and words[0] == "play":
        return PLAYS[Card.parse(words[1]).index]
    raise IllegalAction(f"Back Alley: '{text}' is not an action (use pass, bid N, board or play CARD)")
