"""Svoi Kozyri actions and their notation: ``trump H``, ``play 7H``, ``beat 9H``, ``take``.

Actions are interned (one object per action), hashable with a stable small ``id`` and
ordered by it, so legal-action lists are reproducible and comparisons are identity checks.
"""

from __future__ import annotations

from app.core.cards import SUITS, Card, Suit, deck36
from app.core.protocol import IllegalAction

TRUMP = "trump"
PLAY = "play"
BEAT = "beat"
TAKE = "take"

DECK: tuple[Card, ...] = tuple(deck36())
# Card.index spans the 54-card pack; tables indexed by it have this size.
INDEX_SPAN = max(c.index for c in DECK) + 1


class Action:
    """One Svoi Kozyri action. Get instances from ``parse_action`` or the tables below."""

    __slots__ = ("kind", "card", "suit", "code", "id", "bit")

    kind: str
    card: Card | None
    suit: Suit | None
    code: str
    id: int
    bit: int  # 1 << card.index (0 without a card): hands are bitmasks

    def __init__(self, kind: str, card: Card | None, suit: Suit | None, action_id: int):
        self.kind = kind
        self.card = card
        self.suit = suit
        self.id = action_id
        self.bit = 0 if card is None else 1 << card.index
        if kind == TAKE:
            self.code = TAKE
        elif suit is not None:
            self.code = f"{TRUMP} {suit.value}"
        else:
            assert card is not None, "a play or a beat names its card"
            self.code = f"{kind} {card.code}"

    def __str__(self) -> str:
        return self.code

    def __repr__(self) -> str:
        return f"Action({self.code!r})"

    def __hash__(self) -> int:
        return self.id

    def __lt__(self, other: "Action") -> bool:
        return self.id < other.id

    # Interned: copies and pickles resolve to the one instance (identity equality holds).
    def __reduce__(self):
        return (parse_action, (self.code,))

    def __copy__(self) -> "Action":
        return self

    def __deepcopy__(self, memo) -> "Action":
        return self


def _build_tables():
    next_id = 0
    trump_actions: dict[Suit, Action] = {}
    for suit in SUITS:
        trump_actions[suit] = Action(TRUMP, None, suit, next_id)
        next_id += 1
    play_by_index: list[Action | None] = [None] * INDEX_SPAN
    beat_by_index: list[Action | None] = [None] * INDEX_SPAN
    for c in DECK:
        play_by_index[c.index] = Action(PLAY, c, None, next_id)
        next_id += 1
    for c in DECK:
        beat_by_index[c.index] = Action(BEAT, c, None, next_id)
        next_id += 1
    take = Action(TAKE, None, None, next_id)
    return trump_actions, play_by_index, beat_by_index, take


TRUMP_ACTIONS, PLAY_BY_INDEX, BEAT_BY_INDEX, TAKE_ACTION = _build_tables()
_BY_CODE: dict[str, Action] = {a.code: a for a in TRUMP_ACTIONS.values()}
_BY_CODE.update({a.code: a for a in PLAY_BY_INDEX if a is not None})
_BY_CODE.update({a.code: a for a in BEAT_BY_INDEX if a is not None})
_BY_CODE[TAKE] = TAKE_ACTION

NOTATION_HELP = "use 'trump H', 'play 7H', 'beat 9H' or 'take' (ranks 6-9 T J Q K A, suits C D H S)"


def parse_action(text: "str | Action") -> Action:
    """Notation -> the interned action; garbage raises ``IllegalAction``."""
    if isinstance(text, Action):
        return text
    if not isinstance(text, str):
        raise IllegalAction(f"Svoi Kozyri: {text!r} is not an action; {NOTATION_HELP}")
    words = text.split()
    if not words:
        raise IllegalAction(f"Svoi Kozyri: an empty text is not an action; {NOTATION_HELP}")
    kind = words[0].lower()
    if kind == TAKE and len(words) == 1:
        return TAKE_ACTION
    if len(words) == 2 and kind == TRUMP:
        return TRUMP_ACTIONS[Suit.parse(words[1])]
    if len(words) == 2 and kind in (PLAY, BEAT):
        c = Card.parse(words[1])
        table = PLAY_BY_INDEX if kind == PLAY else BEAT_BY_INDEX
        found = table[c.index] if c.index < INDEX_SPAN else None
        if found is None:
            raise IllegalAction(f"Svoi Kozyri: {c} is not in the 36-card pack (6 to A)")
        return found
    raise IllegalAction(f"Svoi Kozyri: '{text}' is not an action; {NOTATION_HELP}")


def all_actions() -> list[Action]:
    """Every action, in id order."""
    return sorted(_BY_CODE.values())
