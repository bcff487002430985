"""Cards and suits in words and symbols for labels, prompts and the move log."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from app.core.cards import Card, Suit
from app.core.suit_marks import SUIT_SYMBOLS

RANK_TEXT = {"T": "10"}


def card_text(card: Card) -> str:
    """``TH`` -> ``10♥``; jokers by their Back Alley names."""
    if card.is_joker:
        if card.rank == "BB":
            return QCoreApplication.translate("Cards", "Big Blooper")
        return QCoreApplication.translate("Cards", "Little Blooper")
    return RANK_TEXT.get(card.rank, card.rank) + SUIT_SYMBOLS[card.suit]


def cards_text(cards) -> str:
    return " ".join(card_text(c) for c in cards)


def suit_name(suit: Suit) -> str:
    names = {
        Suit.CLUBS: QCoreApplication.translate("Cards", "clubs"),
        Suit.DIAMONDS: QCoreApplication.translate("Cards", "diamonds"),
        Suit.HEARTS: QCoreApplication.translate("Cards", "hearts"),
        Suit.SPADES: QCoreApplication.translate("Cards", "spades"),
    }
    return f"{SUIT_SYMBOLS[suit]} {names[suit]}"


def english_plural(text: str, n: int) -> str:
    """``tr("%n card(s)", "", n)`` in English: the app ships no English catalog (the
    source strings are the English), so Qt leaves "(s)" as written; resolve it here.
    Translations never contain "(s)" (their catalogs give the numerus forms)."""
    return text.replace("(s)", "" if n == 1 else "s")
