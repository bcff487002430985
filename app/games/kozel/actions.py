"""Kozel actions and their notation: ``lead 7H 9H``, ``beat TH 6S``, ``discard 7C 8D``,
``pull``; and ``deal``, the automatic step that deals the next game of the match.

A face-down discard is written for the other seats as ``discard ? ?`` (its public
notation: how many cards, not which; ``public_notation``); ``parse_public_notation``
reads it back as a discard of ``HIDDEN`` cards, for a move log.

The cards of an action are always held in one fixed order, which ``str`` prints:
by suit C, D, H, S, then by Kozel rank low to high (6 7 8 9 J Q K T A). ``parse_action``
accepts them in any order and sorts them.
"""

from __future__ import annotations

from typing import NamedTuple, cast

from app.core.card_events import HIDDEN
from app.core.cards import SUITS, Card, Suit, deck36
from app.core.protocol import DEAL, IllegalAction
from app.games.kozel.options import HAND_SIZE, RANK_ORDER

LEAD = "lead"
BEAT = "beat"
DISCARD = "discard"
PULL = "pull"
KINDS = (LEAD, BEAT, DISCARD, PULL, DEAL)
# A card the reader of a public notation may not know ("discard ? ?").
HIDDEN_CARD_TEXT = "?"

_SUIT_INDEX: dict[Suit | None, int] = {s: i for i, s in enumerate(SUITS)}


# The fixed card order of actions and displayed hands: suit, then Kozel rank.
_SORT_KEY: dict[Card, int] = {c: _SUIT_INDEX[c.suit] * 16 + RANK_ORDER.strength(c) for c in deck36()}


def card_sort_key(card: Card) -> int:
    return _SORT_KEY[card]


class Action(NamedTuple):
    """One Kozel decision. Hashable and cheap (the AI creates millions)."""

    kind: str
    cards: tuple[Card, ...] = ()

    def __str__(self) -> str:
        if not self.cards:
            return self.kind
        return self.kind + " " + " ".join(HIDDEN_CARD_TEXT if c is HIDDEN else c.code for c in self.cards)

    def __repr__(self) -> str:
        return f"Action({str(self)!r})"


PULL_ACTION = Action(PULL, ())
DEAL_ACTION = Action(DEAL, ())  # between two games: deal the next one (no player decides it)


def make_action(kind: str, cards) -> Action:
    """An action with its cards in the fixed order."""
    return Action(kind, tuple(sorted(cards, key=_SORT_KEY.__getitem__)))


def parse_action(text: str) -> Action:
    """``"beat 6S TH"`` -> ``Action("beat", (TH, 6S))``; garbage raises ``IllegalAction``."""
    if not isinstance(text, str):
        raise IllegalAction(f"Kozel: an action must be text like 'lead 7H 9H', not {text!r}")
    words = text.split()
    if not words:
        raise IllegalAction("Kozel: empty action (use lead/beat/discard with cards, or pull)")
    kind = words[0].lower()
    if kind not in KINDS:
        raise IllegalAction(f"Kozel: unknown action '{words[0]}' (use lead, beat, discard or pull)")
    if kind == PULL:
        if len(words) > 1:
            raise IllegalAction("Kozel: 'pull' takes no cards (the puller leads his four cards)")
        return PULL_ACTION
    if kind == DEAL:
        if len(words) > 1:
            raise IllegalAction("Kozel: 'deal' takes no cards (the next game is dealt from the match's seed)")
        return DEAL_ACTION
    cards = [Card.parse(w) for w in words[1:]]
    if not cards:
        raise IllegalAction(f"Kozel: '{kind}' needs 1 to {HAND_SIZE} cards, e.g. '{kind} 7H'")
    if len(cards) > HAND_SIZE:
        raise IllegalAction(f"Kozel: at most {HAND_SIZE} cards can be played at once")
    for c in cards:
        if c not in _SORT_KEY:
            raise IllegalAction(f"Kozel: {c} is not in the 36-card pack (6 to A)")
    if len(set(cards)) != len(cards):
        raise IllegalAction(f"Kozel: a card appears twice in '{text.strip()}'")
    return make_action(kind, cards)


def public_notation(action: Action | str, actor: int | None, seat: int, discards_face_up: bool) -> str:
    """``action`` (or its notation) made by ``actor`` as ``seat`` may know it: another
    seat's discard is face down (unless the table plays ``discards_face_up``), so only
    its number of cards shows: ``discard ? ?``. Everything else is public as it is."""
    text = str(action)
    if discards_face_up or actor == seat or actor is None or not text.startswith(DISCARD + " "):
        return text
    return " ".join([DISCARD] + [HIDDEN_CARD_TEXT] * (len(text.split()) - 1))


def parse_public_notation(text: str) -> Action:
    """A public notation (``public_notation``) as an action: ``discard ? ?`` is a discard
    of two ``HIDDEN`` cards; any other text is read by ``parse_action``."""
    words = text.split() if isinstance(text, str) else []
    if len(words) > 1 and words[0].lower() == DISCARD and all(w == HIDDEN_CARD_TEXT for w in words[1:]):
        if len(words) - 1 > HAND_SIZE:
            raise IllegalAction(f"Kozel: at most {HAND_SIZE} cards can be played at once")
        # HIDDEN in each card's place: an action to describe in a log, never to play.
        return Action(DISCARD, cast(tuple[Card, ...], (HIDDEN,) * (len(words) - 1)))
    return parse_action(text)
