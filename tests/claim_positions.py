"""Hand-built Kozel end positions for the claim tests (model and UI)."""

from __future__ import annotations

from app.games.kozel import State as Kozel

# Every card of the 36-card pack, in notation.
KOZEL_REST = [r + s for s in "CDHS" for r in "6789JQKTA"]


def kozel_endgame(hands, trump_card, piles, leader):
    """A Kozel game with an empty stock, ``hands`` to play and ``piles`` already won."""
    return Kozel.from_deal(hands, [], trump_card, dealer=(leader - 1) % 4, piles=piles, leader=leader, seed=1)


def piles_without(cards_in_hands):
    """The rest of the pack split between the two teams' piles (whole tricks each)."""
    rest = [c for c in KOZEL_REST if c not in cards_in_hands]
    half = len(rest) // 2 // 4 * 4
    return [rest[:half], rest[half:]]
