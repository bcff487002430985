"""Why the AI suggests a Svoi Kozyri move: from the observation, the move, its
alternatives and the search's values (``app/ai/hints.py``)."""

from __future__ import annotations

from app.ai.hints import HintReason, Reason, search_share
from app.games.svoi_kozyri.actions import BEAT, TAKE, TRUMP, Action
from app.games.svoi_kozyri.ai import _next_player_in
from app.games.svoi_kozyri.observation import Observation
from app.games.svoi_kozyri.play_rules import BEATERS, mask_of, pickup_count

# A laid card is "hard to beat" for the next player when at most this many of the cards
# he could hold beat it.
HARD_TO_BEAT_AT_MOST = 2


def _possible_for(obs: Observation, player: int) -> int:
    """The cards ``player`` may hold as far as the observer knows (a mask)."""
    unplaced = obs.in_play_mask & ~obs.hand_mask & ~mask_of(obs.pile)
    for q, known in enumerate(obs.known_masks):
        if q != player:
            unplaced &= ~known
    return (unplaced & ~obs.excluded_masks[player]) | obs.known_masks[player]


def reason_for(obs: Observation, action: Action, computed: dict) -> HintReason:
    trump = obs.trumps[obs.player]
    if action.kind == TRUMP:
        return HintReason(Reason.ANY_TRUMP_SUIT)
    legal = obs.legal_actions()
    if action.kind == TAKE:
        # (With nothing that beats, the pick-up is the only move: ``ONLY_MOVE``.)
        count = pickup_count(len(obs.pile), obs.pile[-1], trump)
        return HintReason(Reason.PICKS_UP, count=count, percent=search_share(computed, action))
    card = action.card
    assert card is not None  # (a lay or a beat names its card)
    if action.kind == BEAT:
        same_suit = [a for a in legal if a.kind == BEAT and a.card is not None and a.card.suit is obs.pile[-1].suit]
        if card.suit is trump and not same_suit:
            return HintReason(Reason.BEATS_WITH_TRUMP)
        return HintReason(Reason.BEATS_CHEAPEST)
    # Laying a card: a new pile, or the extra card after a beat.
    following = _next_player_in(obs)
    beaters = BEATERS[obs.trumps[following]][card.index] & _possible_for(obs, following)
    if beaters.bit_count() <= HARD_TO_BEAT_AT_MOST:
        return HintReason(Reason.LAYS_HARD)
    if card.suit is not trump and any(c.suit is trump for c in obs.hand):
        return HintReason(Reason.KEEPS_TRUMP)
    return HintReason(Reason.SEARCH_BEST, percent=search_share(computed, action))
