"""Why the AI suggests a Kozel move: from the observation (what the player sees), the
move, its alternatives and the search's values (``app/ai/hints.py``)."""

from __future__ import annotations

from app.ai.hints import HintReason, Reason, search_prefers, search_share
from app.games.kozel.actions import BEAT, LEAD, PULL, Action
from app.games.kozel.moves import POINTS, STRENGTH, beats
from app.games.kozel.observation import Observation
from app.games.kozel.options import PLAYERS


def _visible_points(obs: Observation, action: Action) -> int:
    """The card points on the table this player can see, his move included."""
    seen = sum(POINTS[c] for play in obs.trick for c in (play.cards or ()))
    return seen + sum(POINTS[c] for c in action.cards)


def reason_for(obs: Observation, action: Action, computed: dict) -> HintReason:
    trump = obs.trump_suit
    if action.kind == PULL:
        return HintReason(Reason.PULL)
    unseen = obs.unseen_cards()
    if action.kind == LEAD:
        if len(action.cards) > 1:
            return HintReason(Reason.LONG_LEAD, count=len(action.cards))
        card = action.cards[0]
        if not any(beats(u, card, trump) for u in unseen):
            return HintReason(Reason.LEADS_MASTER)
        if all(STRENGTH[card] <= STRENGTH[c] for c in obs.hand if c.suit is card.suit):
            return HintReason(Reason.LEADS_LOW)
        return HintReason(Reason.SEARCH_BEST, percent=search_share(computed, action))
    last = len(obs.trick) == PLAYERS - 1
    partner_winning = obs.winning_player % 2 == obs.player % 2
    if action.kind == BEAT:
        if last or not any(beats(u, c, trump) for u in unseen for c in action.cards):
            return HintReason(Reason.WINS_TRICK, points=_visible_points(obs, action))
        return HintReason(Reason.TAKES_LEAD)
    # A discard.
    legal = obs.legal_actions()
    if partner_winning:
        if last:
            return HintReason(Reason.GIVES_POINTS, points=sum(POINTS[c] for c in action.cards))
        return HintReason(Reason.PARTNER_WINNING)
    beats_with_trump = [a for a in legal if a.kind == BEAT and any(c.suit is trump for c in a.cards)]
    if beats_with_trump and not any(c.suit is trump for c in action.cards) and all(
            search_prefers(computed, action, a) for a in beats_with_trump):
        return HintReason(Reason.KEEPS_TRUMP)
    if not any(a.kind == BEAT for a in legal):
        return HintReason(Reason.CHEAPEST)
    return HintReason(Reason.SEARCH_BEST, percent=search_share(computed, action))

