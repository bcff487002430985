"""Claims, for every game at once: which games have them, and one entry point for the
table (the judge), the computer players and the UI's hint.

    from app.games import claims
    claims.supports_claims("kozel")              # True
    verdict = claims.judge_claim(state, player)  # ClaimVerdict(accepted, reason, team)
    claims.claim_provable(state.observation(p))  # from p's own information only
    events = claims.play_out_claim(state)        # finish an accepted claim's deal

What a claim is: ``app/core/claim.py``. Per game: ``app/games/<game>/claim.py``.

[D] Svoi Kozyri has no claims (its GameInfo names no claims module): it has no tricks and
no sides. Every
player sheds cards for himself, a beat makes the beater lay one more card, and any player
may pick up from the pile at any time, so nothing a player could claim ("the rest of the
tricks") exists, and who goes out first depends on choices nobody has made yet. Bao is a
perfect-information board game without tricks.
"""

from __future__ import annotations

import importlib
from typing import Any

from app.core.claim import ClaimReason, ClaimVerdict
from app.games import GAMES

# Which games have claims, and their modules: each game's GameInfo (``claims``).


def supports_claims(game: str) -> bool:
    return game in GAMES and GAMES[game].claims is not None


def _module(subject: Any):
    info = GAMES.get(getattr(type(subject), "GAME", None) or "")
    return None if info is None or info.claims is None else importlib.import_module(info.claims)


def judge_claim(state: Any, player: int) -> ClaimVerdict:
    """The table's exact verdict on ``player``'s claim (every remaining trick of this
    deal to his team), from the true hands."""
    module = _module(state)
    if module is None:
        return ClaimVerdict(False, ClaimReason.NO_CLAIMS_IN_GAME)
    return module.judge_claim(state, player)


def claim_provable(observation: Any) -> bool:
    """Does the observation's player know that a claim would be accepted? (For a
    computer player's claim and for the UI's hint; never reads hidden cards.)"""
    module = _module(observation)
    return module is not None and module.claim_provable(observation)


def play_out_claim(state: Any) -> list:
    """Play the rest of an accepted claim's deal (the result is the same whatever is
    played); returns the events for the view."""
    module = _module(state)
    if module is None:
        raise ValueError(f"{type(state).__name__}: this game has no claims")
    return module.play_out_claim(state)
