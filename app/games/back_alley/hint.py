"""Why the AI suggests a Back Alley bid or card: from the observation, the move, its
alternatives and the search's own figures (``app/ai/hints.py``)."""

from __future__ import annotations

from app.ai import figures
from app.ai.hints import HintReason, Reason, search_prefers, search_share
from app.games.back_alley.actions import BOARD, PASS, PLAYS, Action
from app.games.back_alley.observation import Observation
from app.games.back_alley.rules import (
    PLAYERS,
    STRENGTH,
    TEAM,
    card_power,
    effective_suit,
    is_trump,
    trick_winner_offset,
)

# A pass is explained as "hardly a trick" when the simulated deals gave the team fewer
# than this many tricks on average.
PASS_TRICKS_BELOW = 0.5


def _bid_reason(obs: Observation, action: Action, computed: dict) -> HintReason:
    samples = computed.get(figures.BID_SAMPLES) or []
    if not samples:
        return HintReason(Reason.SEARCH_BEST)
    tricks = [t for t, _partner in samples]
    if action is BOARD:
        every = sum(1 for t in tricks if t == obs.hand_size)
        return HintReason(Reason.BID_BOARD, percent=round(100 * every / len(tricks)))
    average = sum(tricks) / len(tricks)
    if action is PASS and average < PASS_TRICKS_BELOW:
        return HintReason(Reason.BID_PASS)
    return HintReason(Reason.BID_TRICKS, count=round(average))


def _beats_everything(card, obs: Observation, unseen) -> bool:
    """No unseen card could beat ``card`` in this trick (a master, or the top trump)."""
    trump = obs.trump
    lead = obs.trick[0] if obs.trick else card
    lead_suit = effective_suit(lead, trump)
    power = card_power(card, lead_suit, trump)
    return not any(card_power(u, lead_suit, trump) > power for u in unseen)


def reason_for(obs: Observation, action: Action, computed: dict) -> HintReason:
    if obs.phase == "bid":
        return _bid_reason(obs, action, computed)
    trump = obs.trump
    card = action.card
    assert card is not None  # (past the auction every action plays a card)
    unseen = obs.unseen_cards()
    if not obs.trick:
        if is_trump(card, trump) and _beats_everything(card, obs, unseen) and any(is_trump(u, trump) for u in unseen):
            return HintReason(Reason.DRAWS_TRUMPS)
        if _beats_everything(card, obs, unseen):
            return HintReason(Reason.LEADS_MASTER)
        suit = effective_suit(card, trump)
        if all(STRENGTH[card.index] <= STRENGTH[c.index] for c in obs.hand if effective_suit(c, trump) is suit):
            return HintReason(Reason.LEADS_LOW)
        return HintReason(Reason.SEARCH_BEST, percent=search_share(computed, action))
    trick = obs.trick
    lead_suit = effective_suit(trick[0], trump)
    offset = trick_winner_offset(trick, trump)
    best = card_power(trick[offset], lead_suit, trump)
    winner = (obs.trick_leader + offset) % PLAYERS
    last = len(trick) == PLAYERS - 1
    if card_power(card, lead_suit, trump) > best:
        if last or _beats_everything(card, obs, unseen):
            return HintReason(Reason.WINS_TRICK)
        return HintReason(Reason.TAKES_LEAD)
    if TEAM[winner] == TEAM[obs.player]:
        return HintReason(Reason.PARTNER_WINNING)
    legal = [a.card for a in obs.legal_actions() if a.card is not None]
    trump_winners = [c for c in legal if is_trump(c, trump) and card_power(c, lead_suit, trump) > best]
    if trump_winners and not is_trump(card, trump) and all(
            search_prefers(computed, action, PLAYS[c.index]) for c in trump_winners):
        return HintReason(Reason.KEEPS_TRUMP)
    if not any(card_power(c, lead_suit, trump) > best for c in legal):
        return HintReason(Reason.CHEAPEST)
    return HintReason(Reason.SEARCH_BEST, percent=search_share(computed, action))


__all__ = ["reason_for"]
